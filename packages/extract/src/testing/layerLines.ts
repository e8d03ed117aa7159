/**
 * Test and script helper: a PDF's lines, page by page, as the engine reads them (one text layer, then
 * itemsToLines, default limits and settings).
 */
import { itemsToLines } from '../itemsToLines.ts';
import { readTextItems } from '../pdf/readTextItems.ts';
import type { TextLayerName } from '../pdf/readTextItems.ts';
import { DEFAULT_LIMITS, DEFAULT_SETTINGS } from '../settings.ts';

export function layerLines(bytes: Uint8Array, layer?: TextLayerName) {
  return readTextItems(
    bytes,
    DEFAULT_LIMITS,
    (p) => itemsToLines(p, DEFAULT_SETTINGS),
    undefined,
    layer,
  );
}
