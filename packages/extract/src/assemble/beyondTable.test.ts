import { describe, expect, it } from 'vitest';
import { inferLayout } from '../inferLayout.ts';
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { CHAR_WIDTH_PT, makeLine } from '../testing/lines.ts';

/** A cell right-aligned at `x1`. */
const right = (text: string, x1: number): [string, number] => [
  text,
  x1 - text.length * CHAR_WIDTH_PT,
];

describe('a footer on the last row of an inferred table whose date column is last', () => {
  const rows: [string, string, string, string][] = [
    ['POS FUEL', '35.97', '964.03', '02.06.23'],
    ['PHARMACY', '46.32', '917.71', '03.06.23'],
    ['GROCERY', '42.64', '875.07', '03.06.23'],
    ['RENT', '75.07', '800.00', '04.06.23'],
  ];
  const line = (i: number, footer: boolean) => {
    const [text, out, bal, date] = rows[i]!;
    return makeLine(1, 100 + 12 * i, [
      [text, 40],
      right(out, 330),
      right(bal, 470),
      [date, 480],
      // The footer is set from 519, over the date's last point (480-520).
      ...(footer ? [['Page 1 of 1', 519] as [string, number]] : []),
    ]);
  };
  it('reads the row, the footer beyond the table', () => {
    const lines = rows.map((_, i) => line(i, i === rows.length - 1));
    const parsed = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    const layout = inferLayout(parsed, DEFAULT_SETTINGS)!;
    const a = assembleTransactions(parsed, DEFAULT_SETTINGS, { order: 'DMY', fallback: layout });
    expect(
      a.accounts[0]!.transactions.map((t) => [t.description, t.cents, t.balance, t.date?.day]),
      // One inferred amount column: its sign is the reading's to settle later (chooseReading).
    ).toEqual([
      ['POS FUEL', 3597, 96403, 2],
      ['PHARMACY', 4632, 91771, 3],
      ['GROCERY', 4264, 87507, 3],
      ['RENT', 7507, 80000, 4],
    ]);
  });
});
