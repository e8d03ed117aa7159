import { describe, expect, it } from 'vitest';
import { assemble } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';

describe('a row repeated at one height on every page, dated only in its value-date column', () => {
  // The day's date printed once (its other rows leave the date column empty), a value date right of
  // the amount; no balance. Each page's second row prints the same words (digits aside) at the same
  // height, as a footer would: its value date says it is a row of the table.
  const header = (page: number) =>
    makeLine(page, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 330],
      ['Value date', 400],
    ]);
  const row = (
    page: number,
    y: number,
    date: string,
    text: string,
    amount: string,
    value: string,
  ) =>
    makeLine(page, y, [
      ...(date ? [[date, 50] as [string, number]] : []),
      [text, 110],
      [amount, 335],
      [value, 400],
    ]);

  it('is read as a row, not as page furniture', () => {
    const lines: Line[] = [
      header(1),
      row(1, 112, '01/22/24', 'SEPA PHARMACY', '92.06-', '01/22/24'),
      row(1, 124, '', 'REF ATM INSURER', '796.32', '01/22/24'),
      header(2),
      row(2, 112, '01/04/24', 'SO TRANSFER', '88.88-', '01/04/24'),
      row(2, 124, '', 'REF ATM INSURER', '184.54', '01/04/24'),
    ];
    const a = assemble(lines);
    expect(a.accounts[0]!.transactions.map((t) => [t.date?.day, t.description, t.cents])).toEqual([
      [22, 'SEPA PHARMACY', -9206],
      [22, 'REF ATM INSURER', 79632],
      [4, 'SO TRANSFER', -8888],
      [4, 'REF ATM INSURER', 18454],
    ]);
  });
});
