import { chargedPages, EXTRACT_ERROR_MESSAGES, type PageSize } from '@statemint/contracts';

/** A file's pages as the server will count them, or why it cannot be converted, or unknown. */
export type PageCountResult =
  | { kind: 'counted'; pages: number; charged: number }
  | { kind: 'refused'; message: string }
  | { kind: 'unknown' };

/** What pdf.js says when it cannot open a document, by the error's name. */
export function pdfjsFailure(error: unknown): PageCountResult {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException')
    return { kind: 'refused', message: EXTRACT_ERROR_MESSAGES.encrypted_pdf };
  if (name === 'InvalidPDFException')
    return { kind: 'refused', message: EXTRACT_ERROR_MESSAGES.corrupt_pdf };
  // Anything else (pdf.js itself failed to load, a quirk of this browser) decides nothing: the server will.
  return { kind: 'unknown' };
}

/** Counted from each page's displayed size, by the same rule the server charges by. */
export function countedFrom(sizes: readonly PageSize[]): PageCountResult {
  return { kind: 'counted', pages: sizes.length, charged: chargedPages(sizes) };
}

/**
 * Reads a PDF's page count in the browser with pdf.js (issue 10): a password-protected or unreadable file
 * is refused before anything is uploaded.
 */
export async function countPages(file: Blob): Promise<PageCountResult> {
  let pdfjs;
  try {
    const { loadPdfjs } = await import('../../../lib/pdfjs.ts');
    pdfjs = await loadPdfjs();
  } catch (error) {
    console.warn('pdf.js could not load', error);
    return { kind: 'unknown' };
  }
  const task = pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()), verbosity: 0 });
  try {
    const doc = await task.promise;
    const sizes: PageSize[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      sizes.push({ width, height });
      page.cleanup();
    }
    return countedFrom(sizes);
  } catch (error) {
    return pdfjsFailure(error);
  } finally {
    await task.destroy();
  }
}
