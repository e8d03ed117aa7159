/**
 * The only module that touches pdf.js: it reads positioned text items and returns plain JSON.
 *
 * Coordinates: every geometric field produced here and in later stages is in PDF points
 * (1/72 inch), with the origin at the top-left corner of the page as displayed (after the
 * page's rotation), x growing to the right and y growing downwards. `y` is the text baseline.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ExtractError, PageSize } from '@statemint/contracts';
import { chargedPages, extractError } from '@statemint/contracts';
import type { ExtractLimits } from '../settings.ts';
import type { PageText, TextItem } from '../types.ts';

const require = createRequire(import.meta.url);

/** pdf.js needs the standard font data for PDFs that do not embed their fonts; a file URL with a trailing slash. */
const STANDARD_FONT_DATA_URL = `${pathToFileURL(path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

/** How many leading bytes may precede `%PDF-` (whitespace, a BOM, junk), as PDF readers allow. */
const PDF_HEADER_SEARCH_BYTES = 1024;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Finds `%PDF-` within the first bytes, as readers do; returns its offset or -1. */
export function findPdfHeader(bytes: Uint8Array): number {
  const end = Math.min(bytes.length - PDF_MAGIC.length, PDF_HEADER_SEARCH_BYTES);
  for (let i = 0; i <= end; i++) {
    let match = true;
    for (let j = 0; j < PDF_MAGIC.length; j++) {
      if (bytes[i + j] !== PDF_MAGIC[j]) {
        match = false;
        break;
      }
    }
    if (match) return i;
  }
  return -1;
}

export type OpenResult = { ok: true; doc: PDFDocumentProxy } | { ok: false; error: ExtractError };

/** What a failed buffer allocation says: a decompression bomb that hit the job's memory cap. */
const ALLOCATION_FAILED =
  /allocation failed|out of memory|invalid array length|invalid typed array length/i;

/**
 * Maps a pdf.js failure to a typed error: a password is `encrypted_pdf`, memory the job could not get is
 * `too_complex`, anything else `corrupt_pdf`.
 */
export function errorFromPdfjs(err: unknown): ExtractError {
  const name = err instanceof Error ? err.name : '';
  if (name === 'PasswordException') return extractError('encrypted_pdf');
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof RangeError || ALLOCATION_FAILED.test(message))
    return extractError('too_complex');
  return extractError('corrupt_pdf');
}

/** Checks the bytes and opens the document; never throws. */
export async function openPdf(bytes: Uint8Array): Promise<OpenResult> {
  if (bytes.length === 0) return { ok: false, error: extractError('empty_file') };
  if (findPdfHeader(bytes) < 0) return { ok: false, error: extractError('not_pdf') };
  try {
    // pdf.js transfers (detaches) the buffer it is given, so it gets a copy.
    const task = getDocument({
      data: bytes.slice(),
      standardFontDataUrl: STANDARD_FONT_DATA_URL,
      disableFontFace: true,
      verbosity: 0,
      useSystemFonts: false,
      stopAtErrors: false,
    });
    const doc = await task.promise;
    return { ok: true, doc };
  } catch (err) {
    return { ok: false, error: errorFromPdfjs(err) };
  }
}

export type ReadResult<T> =
  { ok: true; pageCount: number; pages: T[] } | { ok: false; error: ExtractError };

/** A document's pages as loaded: the PDF page count and the pages charged for them (by area). */
export type PageCount = { pages: number; chargedPages: number };

/**
 * Called once every page has loaded and before any text is read, so that a caller can charge for the pages
 * (or refuse) before the expensive work; an exception it throws propagates to the caller.
 */
export type BeforeRead = (count: PageCount) => Promise<void>;

/** Carries what `beforeRead` threw past the handler that maps pdf.js failures. */
class CallerAbort {
  constructor(readonly reason: unknown) {}
}

/** The page count pdf.js reports, checked: a positive whole number within the limits. */
function checkedPageCount(doc: PDFDocumentProxy, limits: ExtractLimits): number | ExtractError {
  const pages = doc.numPages;
  // A hostile page tree may claim `/Count -1000000`; only a positive whole number is a page count.
  if (!Number.isInteger(pages) || pages < 1) return extractError('corrupt_pdf');
  if (pages > limits.maxPages) return extractError('too_complex');
  return pages;
}

/** Loads every page (not its content) and counts them; a page that does not load is a damaged file. */
async function loadPageCount(
  doc: PDFDocumentProxy,
  limits: ExtractLimits,
): Promise<{ ok: true; count: PageCount } | { ok: false; error: ExtractError }> {
  const pages = checkedPageCount(doc, limits);
  if (typeof pages !== 'number') return { ok: false, error: pages };
  const sizes: PageSize[] = [];
  try {
    for (let n = 1; n <= pages; n++) {
      const viewport = (await doc.getPage(n)).getViewport({ scale: 1 });
      sizes.push({ width: viewport.width, height: viewport.height });
    }
  } catch (err) {
    return { ok: false, error: errorFromPdfjs(err) };
  }
  return { ok: true, count: { pages: sizes.length, chargedPages: chargedPages(sizes) } };
}

type RawTextItem = {
  str?: unknown;
  transform?: unknown;
  width?: unknown;
  height?: unknown;
  fontName?: unknown;
};

/** Converts one pdf.js text item to viewport space (top-left origin); null for empty or degenerate items. */
function toTextItem(raw: RawTextItem, viewportTransform: number[]): TextItem | null {
  if (typeof raw.str !== 'string' || raw.str.trim() === '') return null;
  if (!Array.isArray(raw.transform)) return null;
  const t = Util.transform(viewportTransform, raw.transform as number[]) as number[];
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = t;
  const fontHeight = Math.hypot(c, d);
  // Vertical or rotated text (b or c dominant) is not table text; it is skipped.
  if (Math.abs(b) > Math.abs(a) * 0.1 || !Number.isFinite(e) || !Number.isFinite(f)) return null;
  // pdf.js reports the advance width in user space, which equals viewport space at scale 1.
  const width = typeof raw.width === 'number' ? Math.abs(raw.width) : 0;
  const height = fontHeight > 0 ? fontHeight : typeof raw.height === 'number' ? raw.height : 0;
  const item: TextItem = { str: raw.str, x: e, y: f, width, height };
  if (typeof raw.fontName === 'string') item.fontName = raw.fontName;
  return item;
}

/**
 * Reads every page's positioned text items, handing each page to `mapPage` as soon as it is read
 * so that a long statement never holds all raw items in memory; never throws.
 */
export async function readTextItems<T = PageText>(
  bytes: Uint8Array,
  limits: ExtractLimits,
  mapPage: (page: PageText) => T = (page) => page as T,
  beforeRead?: BeforeRead,
): Promise<ReadResult<T>> {
  const opened = await openPdf(bytes);
  if (!opened.ok) return opened;
  const { doc } = opened;
  try {
    let pageCount: number;
    if (beforeRead) {
      const loaded = await loadPageCount(doc, limits);
      if (!loaded.ok) return loaded;
      pageCount = loaded.count.pages;
      try {
        await beforeRead(loaded.count);
      } catch (reason) {
        throw new CallerAbort(reason);
      }
    } else {
      const checked = checkedPageCount(doc, limits);
      if (typeof checked !== 'number') return { ok: false, error: checked };
      pageCount = checked;
    }
    const pages: T[] = [];
    let totalItems = 0;
    for (let n = 1; n <= pageCount; n++) {
      const page = await doc.getPage(n);
      try {
        const viewport = page.getViewport({ scale: 1 });
        const content = await page.getTextContent();
        if (content.items.length > limits.maxItemsPerPage) {
          return { ok: false, error: extractError('too_complex') };
        }
        totalItems += content.items.length;
        if (totalItems > limits.maxItemsTotal)
          return { ok: false, error: extractError('too_complex') };
        const items: TextItem[] = [];
        for (const raw of content.items) {
          const item = toTextItem(raw as RawTextItem, viewport.transform);
          if (item) items.push(item);
        }
        pages.push(
          mapPage({ pageNumber: n, width: viewport.width, height: viewport.height, items }),
        );
      } finally {
        page.cleanup();
      }
    }
    return { ok: true, pageCount, pages };
  } catch (err) {
    if (err instanceof CallerAbort) throw err.reason;
    return { ok: false, error: errorFromPdfjs(err) };
  } finally {
    await doc.loadingTask.destroy().catch(() => undefined);
  }
}

/** Opens the document only to load and count its pages (for quota checks); never throws. */
export async function countPages(
  bytes: Uint8Array,
  limits: ExtractLimits,
): Promise<({ ok: true } & PageCount) | { ok: false; error: ExtractError }> {
  const opened = await openPdf(bytes);
  if (!opened.ok) return opened;
  try {
    const loaded = await loadPageCount(opened.doc, limits);
    return loaded.ok ? { ok: true, ...loaded.count } : loaded;
  } finally {
    await opened.doc.loadingTask.destroy().catch(() => undefined);
  }
}
