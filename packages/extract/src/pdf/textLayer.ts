/**
 * The text-layer interface: the one seam through which the engine reads a PDF. Two layers implement it
 * (pdfjsLayer.ts and pdfiumLayer.ts); both produce the same `TextItem`s (types.ts) and the same typed
 * errors, and the stages after it never learn which layer read the document.
 *
 * Coordinates: every geometric field a layer produces, and every later stage uses, is in PDF points
 * (1/72 inch), with the origin at the top-left corner of the page as displayed (after the page's crop box
 * and rotation), x growing to the right and y growing downwards. `y` is the text baseline.
 */
import type { ExtractError } from '@statemint/contracts';
import { extractError } from '@statemint/contracts';
import type { ExtractLimits } from '../settings.ts';
import type { PageText } from '../types.ts';

/** The text layers the engine can read with. */
export const TEXT_LAYERS = ['pdfium', 'pdfjs'] as const;
export type TextLayerName = (typeof TEXT_LAYERS)[number];

/** A document's pages as loaded: the PDF page count and the pages charged for them (by area). */
export type PageCount = { pages: number; chargedPages: number };

/**
 * Called once every page has loaded and before any text is read, so that a caller can charge for the pages
 * (or refuse) before the expensive work; an exception it throws propagates to the caller.
 */
export type BeforeRead = (count: PageCount) => Promise<void>;

export type ReadResult<T> =
  { ok: true; pageCount: number; pages: T[] } | { ok: false; error: ExtractError };

export type CountResult = ({ ok: true } & PageCount) | { ok: false; error: ExtractError };

/** One way of reading a PDF's positioned text; never throws (only what `beforeRead` throws). */
export type TextLayer = {
  /**
   * Reads every page's text items, handing each page to `mapPage` as soon as it is read so that a long
   * statement never holds all raw items in memory.
   */
  read<T>(
    bytes: Uint8Array,
    limits: ExtractLimits,
    mapPage: (page: PageText) => T,
    beforeRead?: BeforeRead,
  ): Promise<ReadResult<T>>;
  /** Opens the document only to count its pages and their charged area (for quota checks). */
  count(bytes: Uint8Array, limits: ExtractLimits): Promise<CountResult>;
};

/** Carries what `beforeRead` threw past a layer's handler that maps its own failures. */
export class CallerAbort {
  constructor(readonly reason: unknown) {}
}

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

/** The checks both layers make before parsing: an empty file or one that is not a PDF; null when fine. */
export function checkBytes(bytes: Uint8Array): ExtractError | null {
  if (bytes.length === 0) return extractError('empty_file');
  if (findPdfHeader(bytes) < 0) return extractError('not_pdf');
  return null;
}

/** A reported page count, checked: a positive whole number within the limits. */
export function checkPageCount(pages: number, limits: ExtractLimits): number | ExtractError {
  // A hostile page tree may claim `/Count -1000000`; only a positive whole number is a page count.
  if (!Number.isInteger(pages) || pages < 1) return extractError('corrupt_pdf');
  if (pages > limits.maxPages) return extractError('too_complex');
  return pages;
}

/** Counts a page's items against the limits: the running total, or `too_complex` past either bound. */
export function countItems(
  pageItems: number,
  totalBefore: number,
  limits: ExtractLimits,
): number | ExtractError {
  const total = totalBefore + pageItems;
  if (pageItems > limits.maxItemsPerPage || total > limits.maxItemsTotal)
    return extractError('too_complex');
  return total;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;
const TAB = /\t/g;

/**
 * A font without a usable encoding can pass control codes (even NUL) through as text; no statement prints
 * them, and a NUL cannot be stored in PostgreSQL's jsonb, so they are dropped (tabs count as spaces).
 */
export function cleanText(str: string): string {
  return str.replace(TAB, ' ').replace(CONTROL_CHARACTERS, '');
}
