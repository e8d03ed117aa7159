import { describe, expect, it } from 'vitest';
import { inferLayout } from './inferLayout.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';

/** A row: its date and text, an amount ending at x 350, a second figure ending at x 420. */
const row = (y: number, text: string, amount: string, other: string) =>
  makeLine(1, y, [
    [text, 50],
    [amount, 350 - 5 * amount.length],
    [other, 420 - 5 * other.length],
  ]);
const layoutOf = (lines: ReturnType<typeof row>[]) =>
  inferLayout(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS)!;

describe('withoutUnfollowedBalance (through inferLayout)', () => {
  it('takes a figure column beside the amounts on every row for no balance when its figures never follow them', () => {
    // Points earned beside each amount (half a percent): no two follow each other by a row's amount.
    const layout = layoutOf([
      row(100, '02/16 STORE ONE', '1,285.50', '6.43'),
      row(112, '02/18 STORE TWO', '127.33', '0.64'),
      row(124, '02/20 STORE THREE', '52.89', '0.26'),
      row(136, '02/23 PHONE BILL', '72.59', '0.36'),
      row(148, '02/24 GROCER', '1,487.17', '7.44'),
    ]);
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount']);
    expect(layout.extraCells).toEqual([{ x0: 400, x1: 420 }]);
  });

  it('keeps a running balance beside the amounts, and one that only fits without the arithmetic', () => {
    const running = layoutOf([
      row(100, '02/16 STORE ONE', '-10.00', '90.00'),
      row(112, '02/18 STORE TWO', '-20.00', '70.00'),
      row(124, '02/20 SALARY', '100.00', '170.00'),
      row(136, '02/23 PHONE BILL', '-5.00', '165.00'),
    ]);
    expect(running.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'amount',
      'balance',
    ]);
    // Too few pairs of figures to say they never follow: the fill decides, as before.
    const short = layoutOf([
      row(100, '02/16 STORE ONE', '1,285.50', '6.43'),
      row(112, '02/18 STORE TWO', '127.33', '0.64'),
      row(124, '02/20 STORE THREE', '52.89', '0.26'),
    ]);
    expect(short.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
  });
});
