/** The PDFium text layer: PDFium (WebAssembly) reads the document, pdfiumText.ts turns characters into items. */
import { getHeapStatistics } from 'node:v8';
import type { ExtractError, PageSize } from '@statemint/contracts';
import { chargedPages, extractError } from '@statemint/contracts';
import type { ExtractLimits } from '../settings.ts';
import type { PageText } from '../types.ts';
import type { Pdfium } from './pdfiumModule.ts';
import { discardPdfium, FPDF_ERR, loadPdfium } from './pdfiumModule.ts';
import type { PageBox } from './pdfiumText.ts';
import { displaySize, readPageItems, snap } from './pdfiumText.ts';
import type { BeforeRead, CountResult, PageCount, ReadResult, TextLayer } from './textLayer.ts';
import { CallerAbort, checkBytes, checkPageCount, countItems } from './textLayer.ts';

const MB = 1024 * 1024;

/** A page with this many times more characters than the per-page item limit is refused before it is read. */
const MAX_CHARS_PER_ITEM = 64;

/** What an aborted module says when it ran out of memory. */
const OUT_OF_MEMORY = /OOM|out of memory|memory access out of bounds|allocation failed/i;

/** A typed failure raised inside the layer and returned as a value at its edge. */
class Refusal {
  constructor(readonly error: ExtractError) {}
}

/** The memory PDFium may hold: the job's limit, and never more than the V8 heap this process may use. */
function memoryBound(limits: ExtractLimits): number {
  return Math.min(limits.maxLayerMemoryMb * MB, getHeapStatistics().heap_size_limit);
}

/** Maps a failed `FPDF_LoadMemDocument` to a typed error: a password is `encrypted_pdf`, the rest corrupt. */
function openError(code: number): ExtractError {
  if (code === FPDF_ERR.password || code === FPDF_ERR.security)
    return extractError('encrypted_pdf');
  return extractError('corrupt_pdf');
}

/**
 * Opens the document in the process's module, runs `use` and always closes it; never throws (only what
 * `beforeRead` throws, carried as CallerAbort). A trap or a module over its memory bound is discarded.
 */
async function withDocument<R>(
  bytes: Uint8Array,
  limits: ExtractLimits,
  use: (pdfium: Pdfium, doc: number, checkMemory: () => void) => Promise<R>,
): Promise<R | { ok: false; error: ExtractError }> {
  const bad = checkBytes(bytes);
  if (bad) return { ok: false, error: bad };
  const pdfium = await loadPdfium();
  const f = pdfium.fn;
  const bound = memoryBound(limits);
  let discard = false;
  pdfium.limitBytes = bound;
  pdfium.refusedGrowth = false;
  const checkMemory = (): void => {
    if (pdfium.refusedGrowth || pdfium.memoryBytes > bound) {
      discard = true;
      throw new Refusal(extractError('too_complex'));
    }
  };
  let data = 0;
  let doc = 0;
  try {
    data = pdfium.copyIn(bytes);
    if (data === 0) throw new Refusal(extractError('too_complex'));
    checkMemory();
    doc = f.FPDF_LoadMemDocument(data, bytes.length, 0);
    if (doc === 0) throw new Refusal(openError(f.FPDF_GetLastError()));
    checkMemory();
    return await use(pdfium, doc, checkMemory);
  } catch (err) {
    if (err instanceof CallerAbort) throw err;
    // PDFium may survive a refused allocation and report a damaged page instead: the bound decides.
    if (pdfium.refusedGrowth) {
      discard = true;
      return { ok: false, error: extractError('too_complex') };
    }
    if (err instanceof Refusal) return { ok: false, error: err.error };
    // A trap leaves the module in an unknown state: it is never used again.
    discard = true;
    const message = err instanceof Error ? err.message : String(err);
    const code =
      err instanceof RangeError || OUT_OF_MEMORY.test(message) ? 'too_complex' : 'corrupt_pdf';
    return { ok: false, error: extractError(code) };
  } finally {
    if (!discard) {
      if (doc !== 0) f.FPDF_CloseDocument(doc);
      if (data !== 0) f.free(data);
    }
    // Wasm memory never shrinks: an instance that grew for this document is dropped once it is read, so
    // that its memory is freed before the stages run (a fresh one starts in milliseconds).
    if (discard || pdfium.memoryBytes > pdfium.startBytes) discardPdfium();
  }
}

/**
 * The pages that really exist (a tree may claim more than it holds; the count stops at the first page
 * that is missing) with their sizes, without loading any content, and the pages charged for them.
 */
function loadPageCount(pdfium: Pdfium, doc: number, limits: ExtractLimits): PageCount {
  const f = pdfium.fn;
  const claimed = checkPageCount(f.FPDF_GetPageCount(doc), limits);
  if (typeof claimed !== 'number') throw new Refusal(claimed);
  const sizes: PageSize[] = [];
  for (let i = 0; i < claimed; i++) {
    if (f.FPDF_GetPageSizeByIndexF(doc, i, pdfium.scratch) === 0) break;
    sizes.push({ width: pdfium.f32(0), height: pdfium.f32(1) });
  }
  if (sizes.length === 0) throw new Refusal(extractError('corrupt_pdf'));
  return { pages: sizes.length, chargedPages: chargedPages(sizes) };
}

/** The page's crop box (PDFium intersects it with the media box) and its rotation in quarter turns. */
function pageBox(pdfium: Pdfium, page: number): PageBox {
  const f = pdfium.fn;
  if (f.FPDF_GetPageBoundingBox(page, pdfium.scratch) === 0)
    throw new Refusal(extractError('corrupt_pdf'));
  const [left, top, right, bottom] = [0, 1, 2, 3].map((i) => snap(pdfium.f32(i))) as [
    number,
    number,
    number,
    number,
  ];
  const rotation = f.FPDFPage_GetRotation(page);
  return { left, top, right, bottom, rotation: rotation >= 0 && rotation <= 3 ? rotation : 0 };
}

/** Loads page `index`, reads its text items and closes it again, whatever happens. */
function readPage(
  pdfium: Pdfium,
  doc: number,
  index: number,
  limits: ExtractLimits,
  checkMemory: () => void,
): PageText {
  const f = pdfium.fn;
  const page = f.FPDF_LoadPage(doc, index);
  if (page === 0) throw new Refusal(extractError('corrupt_pdf'));
  try {
    checkMemory();
    const box = pageBox(pdfium, page);
    const textPage = f.FPDFText_LoadPage(page);
    if (textPage === 0) throw new Refusal(extractError('corrupt_pdf'));
    try {
      checkMemory();
      if (f.FPDFText_CountChars(textPage) > limits.maxItemsPerPage * MAX_CHARS_PER_ITEM)
        throw new Refusal(extractError('too_complex'));
      const { width, height } = displaySize(box);
      return { pageNumber: index + 1, width, height, items: readPageItems(pdfium, textPage, box) };
    } finally {
      f.FPDFText_ClosePage(textPage);
    }
  } finally {
    f.FPDF_ClosePage(page);
  }
}

async function read<T>(
  bytes: Uint8Array,
  limits: ExtractLimits,
  mapPage: (page: PageText) => T,
  beforeRead?: BeforeRead,
): Promise<ReadResult<T>> {
  try {
    return await withDocument(bytes, limits, async (pdfium, doc, checkMemory) => {
      const count = loadPageCount(pdfium, doc, limits);
      const pageCount = count.pages;
      if (beforeRead) {
        try {
          await beforeRead(count);
        } catch (reason) {
          throw new CallerAbort(reason);
        }
      }
      const pages: T[] = [];
      let totalItems = 0;
      for (let i = 0; i < pageCount; i++) {
        const page = readPage(pdfium, doc, i, limits, checkMemory);
        const counted = countItems(page.items.length, totalItems, limits);
        if (typeof counted !== 'number') throw new Refusal(counted);
        totalItems = counted;
        pages.push(mapPage(page));
      }
      return { ok: true as const, pageCount, pages };
    });
  } catch (err) {
    if (err instanceof CallerAbort) throw err.reason;
    throw err;
  }
}

async function count(bytes: Uint8Array, limits: ExtractLimits): Promise<CountResult> {
  return withDocument(bytes, limits, async (pdfium, doc) => ({
    ok: true as const,
    ...loadPageCount(pdfium, doc, limits),
  }));
}

/** PDFium: the default on the server and the CLI when it measures at least as accurate (docs/DECISIONS.md). */
export const pdfiumLayer: TextLayer = { read, count };
