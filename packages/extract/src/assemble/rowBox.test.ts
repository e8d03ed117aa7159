import { describe, expect, it } from 'vitest';
import { assemble } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';
import { boxOfLines, linesBelowY, sourceOf } from './rowBox.ts';

describe('boxOfLines', () => {
  it('covers every line of the first line’s page, from the top of the first to below the last', () => {
    const a = makeLine(2, 100, [
      ['01/02 COFFEE', 50],
      ['4.50', 300],
    ]);
    const b = makeLine(2, 112, [['SHOP LONDON', 80]]);
    const later = makeLine(3, 40, [['CARRIED OVER TEXT', 20]]);
    // a: x 50..300+20; b: x 80..135; heights 10: tops y-10, bottoms y+2.5.
    expect(boxOfLines([a, b, later])).toEqual({ page: 2, x0: 50, y0: 90, x1: 320, y1: 114.5 });
  });

  it('grows a box it is given and gives null for no lines', () => {
    const base = { page: 1, x0: 60, y0: 50, x1: 200, y1: 62.5 };
    expect(boxOfLines([makeLine(1, 75, [['MORE', 40]])], base)).toEqual({
      page: 1,
      x0: 40,
      y0: 50,
      x1: 200,
      y1: 77.5,
    });
    expect(boxOfLines([])).toBeNull();
  });

  it('rounds the Statement’s source to a tenth of a point', () => {
    expect(sourceOf({ page: 4, x0: 10.04, y0: 20.06, x1: 30.15, y1: 40 })).toEqual({
      page: 4,
      x0: 10,
      y0: 20.1,
      x1: 30.2,
      y1: 40,
    });
  });
});

describe('the walk gives each row its box', () => {
  it('spans a wrapped description and stops at the page break', () => {
    const lines = [
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 100],
        ['Amount', 300],
        ['Balance', 380],
      ]),
      makeLine(1, 112, [
        ['01/03', 50],
        ['RENT PAYMENT', 100],
        ['-500.00', 300],
        ['1,000.00', 380],
      ]),
      makeLine(1, 124, [['TO LANDLORD LTD', 100]]),
      makeLine(1, 136, [
        ['01/04', 50],
        ['SALARY', 100],
        ['2,000.00', 300],
        ['3,000.00', 380],
      ]),
    ];
    const [account] = assemble(lines).accounts;
    expect(account!.transactions.map((t) => t.box)).toEqual([
      // 01/03 ... 1,000.00 (x 380..420); the wrapped line reaches y 124 + 2.5.
      { page: 1, x0: 50, y0: 102, x1: 420, y1: 126.5 },
      { page: 1, x0: 50, y0: 126, x1: 420, y1: 138.5 },
    ]);
  });
});

describe('linesBelowY', () => {
  it('measures a gap in the lower line’s own heights, a height under one point counted as one', () => {
    expect(linesBelowY(100, makeLine(1, 125, [['NEXT', 50]]))).toBe(2.5);
    const tiny = { ...makeLine(1, 103, [['X', 50]]), height: 0.5 };
    expect(linesBelowY(100, tiny)).toBe(3);
  });
});
