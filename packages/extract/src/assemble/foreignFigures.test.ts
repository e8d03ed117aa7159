/** A column of figures in the operation's own currency, its title set apart from its figures. */
import { describe, expect, it } from 'vitest';
import { assemble, summary } from '../testing/assemble.ts';
import { CHAR_WIDTH_PT, makeLine } from '../testing/lines.ts';

/** A cell whose text ends at `x1` (right-aligned figures). */
function right(text: string, x1: number): [string, number] {
  return [text, x1 - text.length * CHAR_WIDTH_PT];
}

describe('a figure and a currency code under titles of their own, left of the money', () => {
  // Date 50 | Description 110 | Orig 250 (its figures end at 330) | Cur 345 | Amount (ends at 500).
  const header = makeLine(1, 100, [
    ['Date', 50],
    ['Description', 110],
    ['Orig', 250],
    ['Cur', 345],
    right('Amount', 500),
  ]);
  const row = (y: number, day: string, text: string, orig: string, cur: string, amt: string) =>
    makeLine(1, y, [
      [`01/${day}/2024`, 50],
      [text, 110],
      right(orig, 330),
      [cur, 345],
      right(amt, 500),
    ]);

  it('is neither money nor description', () => {
    const lines = [
      header,
      row(112, '02', 'MARKET 372946', '-15.52', 'EUR', '-299.50'),
      row(124, '03', 'BOOKING 833005138', '-11.95', 'EUR', '-230.63'),
      row(136, '04', 'TAXI', '-42.88', 'MDL', '-42.88'),
      row(148, '05', 'REFUND BOOKING', '+2.39', 'EUR', '+46.21'),
    ];
    expect(summary(assemble(lines, 'MDY'))).toEqual([
      [
        ['MARKET 372946', -29950, null],
        ['BOOKING 833005138', -23063, null],
        ['TAXI', -4288, null],
        ['REFUND BOOKING', 4621, null],
      ],
    ]);
  });

  it('stays in the description where no currency code stands beside it', () => {
    const lines = [
      header,
      row(112, '02', 'MARKET 372946', '-15.52', '', '-299.50'),
      row(124, '03', 'BOOKING 833005138', '-11.95', '', '-230.63'),
      row(136, '04', 'TAXI', '-42.88', '', '-42.88'),
    ];
    expect(summary(assemble(lines, 'MDY'))[0]!.map((r) => r[0])).toEqual([
      'MARKET 372946 -15.52',
      'BOOKING 833005138 -11.95',
      'TAXI -42.88',
    ]);
  });
});
