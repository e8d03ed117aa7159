import { describe, expect, it } from 'vitest';
import { boxOnPage, fitScale } from './pdfBox.ts';

describe('boxOnPage', () => {
  it('scales the box from points to pixels with padding, whichever corner comes first', () => {
    expect(boxOnPage({ page: 1, x0: 36, y0: 100, x1: 576, y1: 112 }, 1.5)).toEqual({
      left: 51,
      top: 147,
      width: 816,
      height: 24,
    });
    expect(boxOnPage({ page: 2, x0: 576, y0: 112, x1: 36, y1: 100 }, 1)).toEqual({
      left: 34,
      top: 98,
      width: 544,
      height: 16,
    });
  });
});

describe('fitScale', () => {
  it('fits the page width and stays between 0.5 and 3', () => {
    expect(fitScale(612, 918)).toBe(1.5);
    expect(fitScale(612, 100)).toBe(0.5);
    expect(fitScale(100, 1000)).toBe(3);
    expect(fitScale(0, 500)).toBe(1);
  });
});
