/** A titled token column left of the description, set a little more than a space before its text. */
import { describe, expect, it } from 'vitest';
import { assemble, summary } from '../testing/assemble.ts';
import { CHAR_WIDTH_PT, makeLine } from '../testing/lines.ts';

/** A cell whose text ends at `x1` (right-aligned figures). */
function right(text: string, x1: number): [string, number] {
  return [text, x1 - text.length * CHAR_WIDTH_PT];
}

describe('a time of day under its own title, just before the description', () => {
  // Date 50 | Clock 110 | Description 156 | Debit | Balance: the times end at 150, the text starts at
  // 156 (6 pt, less than the 10 pt line height the gutter asks for), flush with its title.
  const header = makeLine(1, 100, [
    ['Date', 50],
    ['Clock', 110],
    ['Description', 156],
    right('Debit', 400),
    right('Balance', 500),
  ]);
  const row = (y: number, day: string, time: string, text: string, amt: string, bal: string) =>
    makeLine(1, y, [
      [`01/${day}/2024`, 50],
      [time, 110],
      [text, 156],
      right(amt, 400),
      right(bal, 500),
    ]);

  it('keeps the times out of the descriptions, wrapped lines too', () => {
    const lines = [
      header,
      row(112, '02', '08:00:00', 'CARD MARKET 1234', '10.00', '90.00'),
      makeLine(1, 122, [['REFERENCE 55', 156]]),
      row(134, '03', '13:17:23', 'RENT', '20.00', '70.00'),
      row(146, '04', '18:34:46', 'CASH POINT', '5.00', '65.00'),
    ];
    expect(summary(assemble(lines))).toEqual([
      [
        ['CARD MARKET 1234 REFERENCE 55', -1000, 9000],
        ['RENT', -2000, 7000],
        ['CASH POINT', -500, 6500],
      ],
    ]);
  });
});
