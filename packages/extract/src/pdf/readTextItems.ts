/**
 * Stage readTextItems: PDF bytes -> each page's positioned text items, through the chosen text layer
 * (textLayer.ts says the units and origin; both layers produce the same items and typed errors).
 */
import type { ExtractLimits } from '../settings.ts';
import type { PageText } from '../types.ts';
import { pdfiumLayer } from './pdfiumLayer.ts';
import { loadPdfium } from './pdfiumModule.ts';
import { pdfjsLayer } from './pdfjsLayer.ts';
import type { BeforeRead, CountResult, ReadResult, TextLayer, TextLayerName } from './textLayer.ts';

export type { BeforeRead, PageCount, ReadResult, TextLayerName } from './textLayer.ts';
export { TEXT_LAYERS } from './textLayer.ts';
export { findPdfHeader } from './textLayer.ts';

/** The layer used when the caller names none (chosen by measurement: docs/DECISIONS.md). */
export const DEFAULT_TEXT_LAYER: TextLayerName = 'pdfium';

/** The named layer; PDFium falls back to pdf.js in a process where its WebAssembly module cannot start. */
async function layer(name: TextLayerName): Promise<TextLayer> {
  if (name === 'pdfjs') return pdfjsLayer;
  try {
    await loadPdfium();
    return pdfiumLayer;
  } catch {
    return pdfjsLayer;
  }
}

/**
 * Reads every page's positioned text items, handing each page to `mapPage` as soon as it is read
 * so that a long statement never holds all raw items in memory; never throws (only what `beforeRead` throws).
 */
export async function readTextItems<T = PageText>(
  bytes: Uint8Array,
  limits: ExtractLimits,
  mapPage: (page: PageText) => T = (page) => page as T,
  beforeRead?: BeforeRead,
  layerName: TextLayerName = DEFAULT_TEXT_LAYER,
): Promise<ReadResult<T>> {
  return (await layer(layerName)).read(bytes, limits, mapPage, beforeRead);
}

/** Opens the document only to load and count its pages (for quota checks); never throws. */
export async function countPages(
  bytes: Uint8Array,
  limits: ExtractLimits,
  layerName: TextLayerName = DEFAULT_TEXT_LAYER,
): Promise<CountResult> {
  return (await layer(layerName)).count(bytes, limits);
}
