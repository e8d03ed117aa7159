import { describe, expect, it } from 'vitest';
import { inferLayout } from './inferLayout.ts';
import { linesToRows } from './linesToRows.ts';
import { balanceLines } from './moneyClusters.ts';
import { assembleTransactions } from './rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';

/**
 * Twelve rows, the date printed on a day's first row only (every third row), money out at x 360, money
 * in on rows 4 and 8 at x 420 (both undated), the balance at x 480; a footer line at the end.
 */
function oncePerDay(): Line[] {
  const lines: Line[] = [];
  let balance = 100000;
  const figure = (c: number) => (c / 100).toFixed(2);
  for (let i = 0; i < 12; i++) {
    const credit = i === 4 || i === 8;
    const cents = credit ? 30000 + i * 100 : 1000 + i * 100;
    balance += credit ? cents : -cents;
    const day = `01/${String(2 + Math.floor(i / 3)).padStart(2, '0')}`;
    lines.push(
      makeLine(1, 100 + i * 12, [
        [i % 3 === 0 ? `${day} ITEM ${i}` : `ITEM ${i}`, i % 3 === 0 ? 50 : 85],
        [figure(cents), credit ? 420 : 360],
        [figure(balance), 480],
      ]),
    );
  }
  lines.push(makeLine(1, 300, [['Page 1 of 1', 250]]));
  return lines;
}

describe('balanceLines', () => {
  it('reads the running balance down every line printing one, dated or not', () => {
    const rows = linesToRows(oncePerDay(), 'MDY', DEFAULT_SETTINGS);
    const dated = rows.filter((r) => r.dates.length > 0);
    expect(dated.length).toBe(4);
    // The balance figures end at x 480 + 7 characters of 5 points.
    const lines = balanceLines(rows, dated, { x0: 480, x1: 515 }, DEFAULT_SETTINGS);
    expect(lines.map((r) => r.line.y)).toEqual([
      100, 112, 124, 136, 148, 160, 172, 184, 196, 208, 220, 232,
    ]);
  });
});

describe('a money column few rows use, the date printed once per day', () => {
  it('is proven by the moves of the balance from row to row, not from dated row to dated row', () => {
    const rows = linesToRows(oncePerDay(), 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'debit',
      'credit',
      'balance',
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(a.accounts[0]!.transactions.map((t) => [t.date?.day, t.cents])).toEqual([
      [2, -1000],
      [2, -1100],
      [2, -1200],
      [3, -1300],
      [3, 30400],
      [3, -1500],
      [4, -1600],
      [4, -1700],
      [4, 30800],
      [5, -1900],
      [5, -2000],
      [5, -2100],
    ]);
  });
});
