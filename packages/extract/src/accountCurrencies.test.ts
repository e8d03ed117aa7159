import { describe, expect, it } from 'vitest';
import { accountsDifferInCurrency, figureMarks, unknownCurrencyMark } from './accountCurrencies.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { draftTxn } from './testing/drafts.ts';
import { makeLine } from './testing/lines.ts';
import type { AccountDraft, Line } from './types.ts';

/** One account on its own page: a balance line marked with `mark` (apart or glued), then one row. */
function page(p: number, mark: string, row = '02/03 REFUND 5.00'): Line[] {
  return [
    makeLine(p, 100, [
      ['Opening balance', 40],
      [`${mark}1,200.00`, 200],
    ]),
    makeLine(p, 130, [[row, 40]]),
  ];
}

function account(p: number): AccountDraft {
  return {
    accountNumber: null,
    liability: false,
    opening: null,
    closing: null,
    transactions: [draftTxn({ page: p, y: 130, date: null, cents: 500 })],
    checkpoints: [],
    totals: [],
  };
}

const differ = (lines: Line[], n = 2) =>
  accountsDifferInCurrency(
    lines,
    Array.from({ length: n }, (_, i) => account(i + 1)),
    DEFAULT_SETTINGS,
  );

describe('figureMarks', () => {
  it('reads the mark before a figure, apart or glued, known or not', () => {
    const line = makeLine(1, 100, [
      ['Opening B/. 4,523.10', 40],
      ['Closing US$18,706.23', 200],
      ['Fee € 1.00 rate 12.50', 350],
    ]);
    expect(figureMarks(line, DEFAULT_SETTINGS)).toEqual(['B/.', 'USD', 'EUR']);
  });
});

describe('accountsDifferInCurrency', () => {
  it('is true for accounts whose balance lines mark different currencies, one unknown', () => {
    expect(differ([...page(1, 'B/. '), ...page(2, 'US$ ')])).toBe(true);
    expect(differ([...page(1, '€'), ...page(2, '£')])).toBe(true);
  });

  it('is false for marks of one currency: a bare dollar and a named one, a sign and its code', () => {
    expect(differ([...page(1, '$'), ...page(2, 'US$ ')])).toBe(false);
    expect(differ([...page(1, '€'), ...page(2, 'EUR ')])).toBe(false);
  });

  it('reads a sign naming several currencies as any of them ("C$" beside "CAD" or "$")', () => {
    expect(differ([...page(1, 'C$'), ...page(2, 'CAD ')])).toBe(false);
    expect(differ([...page(1, 'C$'), ...page(2, '$')])).toBe(false);
    expect(differ([...page(1, 'C$'), ...page(2, 'US$ ')])).toBe(true);
  });

  it('is false for a single account or an account without marks', () => {
    expect(differ(page(1, 'B/. '), 1)).toBe(false);
    expect(differ([...page(1, '€'), ...page(2, '')])).toBe(false);
  });

  it("ignores marks in transaction rows (a foreign purchase's)", () => {
    const lines = [...page(1, '$'), ...page(2, '$', '02/03 TAXI £ 5.00')];
    expect(differ(lines)).toBe(false);
  });
});

describe('unknownCurrencyMark', () => {
  const mark = (...texts: string[]) =>
    unknownCurrencyMark(
      texts.map((t, i) => makeLine(1, 100 + 20 * i, [[t, 40]])),
      DEFAULT_SETTINGS,
    );

  it('names three capitals printed beside the money of two lines outside the rows', () => {
    expect(mark('Opening balance QQX 38,560.20', 'Closing balance QQX 119,410.08')).toBe('QQX');
    expect(
      mark('Balance brought forward 1.234,56 ZZQ', 'Balance carried forward 2.000,00 ZZQ'),
    ).toBe('ZZQ');
  });

  it('is null for a known code, a mark on one line, a reference number or marks in rows', () => {
    expect(mark('Opening balance EUR 38,560.20', 'Closing balance EUR 119,410.08')).toBeNull();
    expect(mark('Opening balance QQX 38,560.20', 'Closing balance 119,410.08')).toBeNull();
    expect(mark('Ref ABC 123456', 'Ref ABC 654321')).toBeNull();
    expect(mark('02/03/2024 Taxi QQX 5.00', '03/03/2024 Taxi QQX 7.00')).toBeNull();
  });
});
