import { describe, expect, it } from 'vitest';
import { inferLayout } from '../inferLayout.ts';
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { CHAR_WIDTH_PT, makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';

/** A cell of `text` right-aligned at `right` (makeLine places words by their left edge). */
const rightAt = (text: string, right: number): [string, number] => [
  text,
  right - text.length * CHAR_WIDTH_PT,
];

describe('an undated lead line printing a word right of a table read from its geometry', () => {
  // No header the engine knows: the columns come from the rows. The day's date is printed once; a
  // branch word stands right of the amounts on each row's first line; a wrapped row's amount is on
  // its last line, whose text opens with a word that also opens total lines.
  const line = (y: number, date: string, text: string, amount: string, branch: string) =>
    makeLine(1, y, [
      ...(date ? [[date, 40] as [string, number]] : []),
      [text, 100],
      ...(amount ? [rightAt(amount, 400)] : []),
      ...(branch ? [[branch, 420] as [string, number]] : []),
    ]);
  const lines: Line[] = [
    line(100, '04/03/25', 'ACH PULSA', '172.91-', 'CENTRAL'),
    line(112, '04/04/25', 'NEFT TOKO', '162.12-', 'NORTH'),
    line(124, '04/06/25', 'ACH ASURANSI', '', 'HARBOUR'),
    line(136, '', 'ACCOUNT 22054840', '316.82', ''),
    line(148, '04/08/25', 'SEPA LISTRIK', '136.79-', 'CENTRAL'),
    line(160, '04/25/25', 'IBG APOTEK', '732.70', 'ONLINE'),
    line(172, '', 'IN SO GAJI 45906809', '', 'HARBOUR'),
    line(184, '', 'TOTAL 581547552', '150.51', ''),
    line(196, '04/26/25', 'SO BENSIN', '412.99', 'AIRPORT'),
    line(208, '', 'CR FPS BENSIN', '131.35', 'CENTRAL'),
  ];

  it('opens a row whose amount is on the line below, which is then no total ending the table', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(a.accounts[0]!.totals).toEqual([]);
    expect(a.accounts[0]!.transactions.map((t) => [t.date?.day, t.description, t.cents])).toEqual([
      [3, 'ACH PULSA', -17291],
      [4, 'NEFT TOKO', -16212],
      [6, 'ACH ASURANSI ACCOUNT 22054840', 31682],
      [8, 'SEPA LISTRIK', -13679],
      [25, 'IBG APOTEK', 73270],
      [25, 'IN SO GAJI 45906809 TOTAL 581547552', 15051],
      [26, 'SO BENSIN', 41299],
      [26, 'CR FPS BENSIN', 13135],
    ]);
  });
});
