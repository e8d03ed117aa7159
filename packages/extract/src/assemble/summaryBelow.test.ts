import { describe, expect, it } from 'vitest';
import { assemble, summary } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';

const table: Line[] = [
  makeLine(1, 100, [
    ['Date', 50],
    ['Description', 110],
    ['Debit', 350],
    ['Credit', 450],
  ]),
  makeLine(1, 112, [
    ['03/02 FEE', 50],
    ['10.00', 350],
  ]),
  makeLine(1, 124, [
    ['03/03 DEPOSIT', 50],
    ['50.00', 450],
  ]),
  makeLine(1, 136, [
    ['03/04 ATM', 50],
    ['20.00', 350],
  ]),
];
/** A summary across the page under the rows, in words the engine does not know, over its figures. */
const summaryBelow = (figures: string[]): Line[] => [
  makeLine(1, 170, [
    ['QWERTY ZXCV', 60],
    ['ASDF HJKL', 190],
    ['UIOP VBNM', 310],
    ['POIU LKJH', 440],
  ]),
  makeLine(
    1,
    182,
    figures.map((f, i): [string, number] => [f, [60, 190, 310, 440][i]!]),
  ),
];
const rows = [
  ['FEE', -1000, null],
  ['DEPOSIT', 5000, null],
  ['ATM', -2000, null],
];

describe('a summary across the page under the rows', () => {
  it('reads its balances by the arithmetic, the rows’ own totals set aside, and makes no row of it', () => {
    // Previous balance, money out, money in, new balance: 100 + 20 = 120, and 30 + 20 = 50 too.
    const a = assemble([...table, ...summaryBelow(['100.00', '30.00', '50.00', '120.00'])]);
    expect(summary(a)).toEqual([rows]);
    expect(a.accounts[0]!.opening).toEqual({ cents: 10000, source: 'label' });
    expect(a.accounts[0]!.closing).toEqual({ cents: 12000, source: 'label' });
  });

  it('proves nothing where no pair of figures differs by what the rows moved', () => {
    const a = assemble([...table, ...summaryBelow(['100.00', '30.00', '50.00', '121.00'])]);
    expect(a.accounts[0]!.opening).toBeNull();
    expect(a.accounts[0]!.closing?.cents).not.toBe(12100);
  });
});
