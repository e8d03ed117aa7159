import { describe, expect, it } from 'vitest';
import { inferLayout } from './inferLayout.ts';
import { linesToRows } from './linesToRows.ts';
import { assembleTransactions } from './rowsToTransactions.ts';
import { serialLedRows } from './serialColumn.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { summary } from './testing/assemble.ts';
import { makeLine } from './testing/lines.ts';

/**
 * A row led by its serial number ("1." at x 40), its date at x 65 and its text at x 98: eight points
 * after the date, wider than a word space (five) but narrower than a cell gap (ten). Money out at x 330,
 * money in at x 400, no balance.
 */
function serialRow(
  y: number,
  serial: string,
  date: string,
  text: string,
  out: string,
  inn: string,
) {
  return makeLine(1, y, [
    [serial, 40],
    [date, 65],
    [text, 98],
    [out, 330],
    [inn, 400],
  ]);
}

const lines = [
  serialRow(100, '1.', '01/02', 'ACME PAYROLL', '', '1,200.00'),
  serialRow(112, '2.', '01/03', 'RENT TO LANDLORD', '800.00', ''),
  // A wrapped line of the description that starts with a date of its own.
  makeLine(1, 122, [['03/01 INVOICE 77', 98]]),
  serialRow(134, '3.', '01/05', 'CITY GROCER', '45.10', ''),
  serialRow(146, '10.', '01/06', 'WATER BILL', '20.00', ''),
];

describe('a serial-number column before the date column', () => {
  const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);

  it('leads the rows, in a column of its own', () => {
    const found = serialLedRows(rows, DEFAULT_SETTINGS);
    expect(found?.band).toEqual({ x0: 40, x1: 55 });
    expect(found?.dated.map((r) => r.line.y)).toEqual([100, 112, 134, 146]);
  });

  it('infers the table, its text starting where the text does, the serials no part of it', () => {
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0])).toEqual([
      ['date', 65],
      ['description', 98],
      ['debit', 330],
      ['credit', 400],
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(summary(a)).toEqual([
      [
        ['ACME PAYROLL', 120000, null],
        ['RENT TO LANDLORD 03/01 INVOICE 77', -80000, null],
        ['CITY GROCER', -4510, null],
        ['WATER BILL', -2000, null],
      ],
    ]);
  });
});
