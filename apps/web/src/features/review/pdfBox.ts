import type { SourceBox } from '@statemint/contracts';

/** Points added around a row's box so the highlight does not touch its text. */
export const BOX_PADDING_PT = 2;

/** A row's box on the page drawn at `scale` CSS pixels per point (SourceBox: points, top-left origin). */
export function boxOnPage(
  box: SourceBox,
  scale: number,
): { left: number; top: number; width: number; height: number } {
  const x0 = Math.min(box.x0, box.x1) - BOX_PADDING_PT;
  const y0 = Math.min(box.y0, box.y1) - BOX_PADDING_PT;
  const x1 = Math.max(box.x0, box.x1) + BOX_PADDING_PT;
  const y1 = Math.max(box.y0, box.y1) + BOX_PADDING_PT;
  return { left: x0 * scale, top: y0 * scale, width: (x1 - x0) * scale, height: (y1 - y0) * scale };
}

/** The scale that fits a page `pageWidth` points wide into `available` CSS pixels, within sane bounds. */
export function fitScale(pageWidth: number, available: number): number {
  if (pageWidth <= 0 || available <= 0) return 1;
  return Math.min(Math.max(available / pageWidth, 0.5), 3);
}
