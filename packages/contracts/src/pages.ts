/**
 * How pages are counted against an allowance. A page is charged by its area, at most one standard sheet
 * per page: A4, US Letter and US Legal each count once, and a longer page counts as many sheets as its area
 * covers, so one endless page cannot carry a whole statement for the price of one.
 */

/** The area of one charged page in square points: a US Legal sheet (8.5 x 14 in), the largest standard size. */
export const CHARGED_PAGE_AREA_PT2 = 612 * 1008;

/** Share of a sheet a page may exceed it by and still count once, so rounding in a page box never costs a page. */
const AREA_ROUNDING_SLACK = 0.01;

/** One page's displayed size in PDF points. */
export type PageSize = { width: number; height: number };

/** Pages charged for one page: 1 up to a standard sheet, more for a larger page; a degenerate box counts once. */
export function chargedPagesOf(size: PageSize): number {
  const area = Math.abs(size.width * size.height);
  if (!Number.isFinite(area) || area <= 0) return 1;
  return Math.max(1, Math.ceil(area / CHARGED_PAGE_AREA_PT2 - AREA_ROUNDING_SLACK));
}

/** Pages charged for a document: the sum over its pages. */
export function chargedPages(sizes: readonly PageSize[]): number {
  let total = 0;
  for (const size of sizes) total += chargedPagesOf(size);
  return total;
}

/** The rule in words, for the pricing page and the terms. */
export const PAGE_COUNTING_RULE =
  'A page is counted per standard sheet: an A4, Letter or Legal page counts as one page, and a longer page counts as many pages as the standard sheets its area covers.';
