/** Test helper: the text items pdf.js reads from a PDF, per page. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function readPageTexts(pdf: Uint8Array, password?: string): Promise<string[][]> {
  const doc = await getDocument({
    data: pdf.slice(),
    verbosity: 0,
    password,
  }).promise;
  const pages: string[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(
      content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item.str] : [])),
    );
  }
  await doc.loadingTask.destroy();
  return pages;
}

/** The error pdf.js raises when opening the bytes, or undefined when it opens them. */
export async function openError(
  pdf: Uint8Array,
): Promise<{ name: string; message: string } | undefined> {
  try {
    const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
    await doc.loadingTask.destroy();
    return undefined;
  } catch (err) {
    return err instanceof Error
      ? { name: err.name, message: err.message }
      : { name: 'unknown', message: String(err) };
  }
}
