/** An unknown title between the description and the money over a text column of its own (textCells.ts). */
import { describe, expect, it } from 'vitest';
import { assemble, summary } from '../testing/assemble.ts';
import { CHAR_WIDTH_PT, makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';

/** A cell whose text ends at `x1` (right-aligned figures). */
function right(text: string, x1: number): [string, number] {
  return [text, x1 - text.length * CHAR_WIDTH_PT];
}

/** Date, Description, an unknown "Xyzzy" title at x 250, Amount and Balance; the third row's text at `third`, the others under it on three rows. */
function table(third: [string, number], wrapped: Line[] = []): Line[] {
  return [
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 100],
      ['Xyzzy', 250],
      right('Amount', 450),
      right('Balance', 550),
    ]),
    makeLine(1, 112, [
      ['01/02', 50],
      ['PAYNOW LIM', 100],
      ['3100 8919 204729', 250],
      right('716.94', 450),
      right('10,950.94', 550),
    ]),
    makeLine(1, 124, [
      ['01/03', 50],
      ['NETS FAIRPRICE', 100],
      ['FROB QUUX LTD', 250],
      right('-120.54', 450),
      right('10,830.40', 550),
    ]),
    ...wrapped,
    makeLine(1, 148, [['01/04', 50], third, right('-30.40', 450), right('10,800.00', 550)]),
    makeLine(1, 160, [
      ['01/05', 50],
      ['ATM FEE', 100],
      ['PLUGH', 250],
      right('-1.00', 450),
      right('10,799.00', 550),
    ]),
  ];
}

describe('an unknown title between the description and the money', () => {
  it("heads a column of its own where every line's text under it starts flush with it, clear of the description", () => {
    const a = assemble(table(['CASH WITHDRAWAL', 100]));
    expect(summary(a)).toEqual([
      [
        ['PAYNOW LIM', 71694, 1095094],
        ['NETS FAIRPRICE', -12054, 1083040],
        ['CASH WITHDRAWAL', -3040, 1080000],
        ['ATM FEE', -100, 1079900],
      ],
    ]);
  });
  it('is no column where a description runs on under it, one word space on', () => {
    // "CASH WITHDRAWAL AT ZORK" from x 160: "AT" ends at 250, "ZORK" starts under the title.
    const a = assemble(table(['CASH WITHDRAWAL AT ZORK', 160]));
    expect(summary(a)).toEqual([
      [
        ['PAYNOW LIM 8919 204729', 71694, 1095094],
        ['NETS FAIRPRICE FROB QUUX LTD', -12054, 1083040],
        ['CASH WITHDRAWAL AT ZORK', -3040, 1080000],
        ['ATM FEE PLUGH', -100, 1079900],
      ],
    ]);
  });
  it('is no column where a wrapped description line between the rows runs on under it', () => {
    // The second row's description wraps onto a line of its own, "ZORK" (245-265) one word space after
    // "AT" and under the title: the rows are read as they were without this reading.
    const a = assemble(
      table(['CASH WITHDRAWAL', 100], [makeLine(1, 136, [['PAID AT ZORK', 205]])]),
    );
    expect(summary(a)).toEqual([
      [
        ['PAYNOW LIM 8919 204729', 71694, 1095094],
        ['NETS FAIRPRICE QUUX LTD PAID AT ZORK', -12054, 1083040],
        ['CASH WITHDRAWAL', -3040, 1080000],
        ['ATM FEE', -100, 1079900],
      ],
    ]);
  });
});
