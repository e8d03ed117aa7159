import { describe, expect, it } from 'vitest';
import { inferLayout } from './inferLayout.ts';
import { linesToRows } from './linesToRows.ts';
import { settleWithBalances } from './reconcile.ts';
import { assembleTransactions } from './rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { summary } from './testing/assemble.ts';
import { makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';
import { wrappedLineStarts } from './wrappedStarts.ts';

function read(lines: Line[]) {
  const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
  const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
  const read = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
  const accounts = read.accounts.map((acc) => settleWithBalances(acc, false).account);
  return { rows, layout, a: { ...read, accounts } };
}

// No header: a date at 50, a six-digit code at 90-120, the text from 128 (8 pt after the code, less
// than the 10 pt cell gap), the money and the balance; wrapped lines start at 128, where the text does.
const row = (y: number, date: string, code: string, text: string, amt: string, bal: string) =>
  makeLine(1, y, [
    [date, 50],
    [code, 90],
    [text, 128],
    [amt, 395],
    [bal, 475],
  ]);
const lines = [
  row(100, '01/02', '109018', 'CASH IN FAIRVIEW', '100.00', '200.00'),
  makeLine(1, 110, [['REFERENCE 762064206', 128]]),
  row(122, '01/03', '128001', 'PAYMENT 141395 FOR GOODS', '-40.00', '160.00'),
  makeLine(1, 132, [['INFORMATION 933885320', 128]]),
  row(144, '01/04', '128001', 'CASH OUT', '-10.00', '150.00'),
  makeLine(1, 154, [['SETTLEMENT BATCH 998871', 128]]),
  row(166, '01/05', '103001', 'TRANSFER FROM TRADE', '25.00', '175.00'),
];

describe('wrappedLineStarts', () => {
  it('finds the edge the wrapped lines under dated rows start at', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const dated = rows.filter((r) => r.dates.length > 0);
    expect(wrappedLineStarts(rows, dated, DEFAULT_SETTINGS)).toEqual([{ x0: 128, x1: 128 }]);
  });

  it('keeps a code column printed a little more than a space before the text out of it', () => {
    const { layout, a } = read(lines);
    expect(layout.extraCells).toEqual([{ x0: 90, x1: 120 }]);
    expect(summary(a)).toEqual([
      [
        ['CASH IN FAIRVIEW REFERENCE 762064206', 10000, 20000],
        ['PAYMENT 141395 FOR GOODS INFORMATION 933885320', -4000, 16000],
        ['CASH OUT SETTLEMENT BATCH 998871', -1000, 15000],
        ['TRANSFER FROM TRADE', 2500, 17500],
      ],
    ]);
  });
});
