import { describe, expect, it } from 'vitest';
import { CHARGED_PAGE_AREA_PT2, chargedPages, chargedPagesOf } from './pages.ts';

describe('charged pages', () => {
  it('counts A4, Letter and Legal pages, upright or landscape, as one page each', () => {
    expect(chargedPagesOf({ width: 595.28, height: 841.89 })).toBe(1);
    expect(chargedPagesOf({ width: 612, height: 792 })).toBe(1);
    expect(chargedPagesOf({ width: 612, height: 1008 })).toBe(1);
    expect(chargedPagesOf({ width: 1008, height: 612 })).toBe(1);
  });

  it('charges one 54,400 pt tall page as the 54 Legal sheets its area covers (issue 7 item 12)', () => {
    expect(chargedPagesOf({ width: 612, height: 54_400 })).toBe(54);
  });

  it('charges a page just over a sheet as two, and never less than one for a degenerate box', () => {
    expect(chargedPagesOf({ width: 612, height: 1030 })).toBe(2);
    expect(chargedPagesOf({ width: 0, height: 0 })).toBe(1);
    expect(chargedPagesOf({ width: Number.NaN, height: 800 })).toBe(1);
    expect(chargedPagesOf({ width: -612, height: 792 })).toBe(1);
  });

  it('sums over the pages of a document', () => {
    expect(chargedPages([])).toBe(0);
    expect(
      chargedPages([
        { width: 612, height: 792 },
        { width: 612, height: 792 },
        { width: 612, height: 3 * 1008 },
      ]),
    ).toBe(5);
    expect(CHARGED_PAGE_AREA_PT2).toBe(616_896);
  });
});
