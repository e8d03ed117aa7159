/** The pdf.js text layer: positioned text items from pdf.js's `getTextContent`, in the engine's units. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ExtractError, PageSize } from '@statemint/contracts';
import { chargedPages, extractError } from '@statemint/contracts';
import type { ExtractLimits } from '../settings.ts';
import type { PageText, TextItem } from '../types.ts';
import type { BeforeRead, PageCount, ReadResult, TextLayer } from './textLayer.ts';
import { CallerAbort, checkBytes, checkPageCount, cleanText, countItems } from './textLayer.ts';

const require = createRequire(import.meta.url);

/** pdf.js needs the standard font data for PDFs that do not embed their fonts; a file URL with a trailing slash. */
const STANDARD_FONT_DATA_URL = `${pathToFileURL(path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

type Pdfjs = typeof PdfjsModule;

let loading: Promise<Pdfjs> | null = null;

/**
 * pdf.js, imported on first use: a process that reads with PDFium never loads it (about 37 MB resident,
 * measured in docs/DECISIONS.md). A dynamic import also stays lazy in the esbuild bundles, which keep
 * pdfjs-dist external.
 */
function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loading;
}

type OpenResult =
  { ok: true; doc: PDFDocumentProxy; pdfjs: Pdfjs } | { ok: false; error: ExtractError };

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
async function openPdf(bytes: Uint8Array): Promise<OpenResult> {
  const bad = checkBytes(bytes);
  if (bad) return { ok: false, error: bad };
  // A pdf.js that cannot load is a broken install, not a bad input: that throws, as a static import did.
  const pdfjs = await loadPdfjs();
  try {
    // pdf.js transfers (detaches) the buffer it is given, so it gets a copy.
    const task = pdfjs.getDocument({
      data: bytes.slice(),
      standardFontDataUrl: STANDARD_FONT_DATA_URL,
      disableFontFace: true,
      verbosity: 0,
      useSystemFonts: false,
      stopAtErrors: false,
    });
    const doc = await task.promise;
    return { ok: true, doc, pdfjs };
  } catch (err) {
    return { ok: false, error: errorFromPdfjs(err) };
  }
}

/** Loads every page (not its content) and counts them; a page that does not load is a damaged file. */
async function loadPageCount(
  doc: PDFDocumentProxy,
  limits: ExtractLimits,
): Promise<{ ok: true; count: PageCount } | { ok: false; error: ExtractError }> {
  const pages = checkPageCount(doc.numPages, limits);
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
function toTextItem(
  raw: RawTextItem,
  viewportTransform: number[],
  util: Pdfjs['Util'],
): TextItem | null {
  if (typeof raw.str !== 'string') return null;
  const str = cleanText(raw.str);
  if (str.trim() === '') return null;
  if (!Array.isArray(raw.transform)) return null;
  const t = util.transform(viewportTransform, raw.transform as number[]) as number[];
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = t;
  const fontHeight = Math.hypot(c, d);
  // Vertical or rotated text (b or c dominant) is not table text; it is skipped.
  if (Math.abs(b) > Math.abs(a) * 0.1 || !Number.isFinite(e) || !Number.isFinite(f)) return null;
  // pdf.js reports the advance width in user space, which equals viewport space at scale 1.
  const width = typeof raw.width === 'number' ? Math.abs(raw.width) : 0;
  const height = fontHeight > 0 ? fontHeight : typeof raw.height === 'number' ? raw.height : 0;
  const item: TextItem = { str, x: e, y: f, width, height };
  if (typeof raw.fontName === 'string') item.fontName = raw.fontName;
  return item;
}

async function read<T>(
  bytes: Uint8Array,
  limits: ExtractLimits,
  mapPage: (page: PageText) => T,
  beforeRead?: BeforeRead,
): Promise<ReadResult<T>> {
  const opened = await openPdf(bytes);
  if (!opened.ok) return opened;
  const { doc, pdfjs } = opened;
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
      const checked = checkPageCount(doc.numPages, limits);
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
        const counted = countItems(content.items.length, totalItems, limits);
        if (typeof counted !== 'number') return { ok: false, error: counted };
        totalItems = counted;
        const items: TextItem[] = [];
        for (const raw of content.items) {
          const item = toTextItem(raw as RawTextItem, viewport.transform, pdfjs.Util);
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

async function count(bytes: Uint8Array, limits: ExtractLimits) {
  const opened = await openPdf(bytes);
  if (!opened.ok) return opened;
  try {
    const loaded = await loadPageCount(opened.doc, limits);
    return loaded.ok ? { ok: true as const, ...loaded.count } : loaded;
  } finally {
    await opened.doc.loadingTask.destroy().catch(() => undefined);
  }
}

/** pdf.js: the browser's layer too (page counts and the side-by-side view), and the fallback. */
export const pdfjsLayer: TextLayer = { read, count };
