import { describe, expect, it } from 'vitest';
import { linesToRows } from './linesToRows.ts';
import {
  readSummaries,
  summaryDirection,
  summaryFiguresAbove,
  summaryFiguresOf,
} from './readSummary.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { accountDraft, draftTxn } from './testing/drafts.ts';
import { makeLine } from './testing/lines.ts';
import type { AccountDraft, DraftTransaction, Line } from './types.ts';

const rowsOf = (lines: Line[]) => linesToRows(lines, 'MDY', DEFAULT_SETTINGS);

const txn = (page: number, y: number, cents: number): DraftTransaction =>
  draftTxn({ page, y, cents });

const account = (liability: boolean, transactions: DraftTransaction[]): AccountDraft =>
  accountDraft({ liability, transactions });

describe('summaryDirection', () => {
  it('reads money in and out from the label ending, after a leading "Total"', () => {
    expect(summaryDirection('Deposits and other additions', false)).toBe('in');
    expect(summaryDirection('ATM & Debit Card Withdrawals', false)).toBe('out');
    expect(summaryDirection('Total debits', true)).toBe('out');
    expect(summaryDirection('Interest Charged', true)).toBe('out');
    expect(summaryDirection('Credit limit', true)).toBeNull();
    expect(summaryDirection('Minimum payment', true)).toBeNull();
  });

  it('reads "Payments" and "Interest" by the kind of account', () => {
    expect(summaryDirection('Payments', true)).toBe('in');
    expect(summaryDirection('Payments', false)).toBe('out');
    expect(summaryDirection('Interest', true)).toBe('out');
    expect(summaryDirection('Interest', false)).toBe('in');
  });
});

describe('summaryFiguresOf', () => {
  it('pairs each amount with the words before it, unsigned, skipping balance labels', () => {
    const [row] = rowsOf([
      makeLine(1, 100, [
        ['Previous balance', 10],
        ['$1,842.33', 120],
        ['Payments', 200],
        ['-$1,842.33', 300],
      ]),
    ]);
    expect(summaryFiguresOf(row!, true)).toEqual([
      { label: 'Payments', page: 1, cents: 184233, direction: 'in' },
    ]);
  });

  it('finds nothing on a dated line or a line without a known label', () => {
    const rows = rowsOf([
      makeLine(1, 100, [
        ['03/02', 10],
        ['Purchases', 60],
        ['12.00', 300],
      ]),
      makeLine(1, 112, [
        ['Credit limit', 10],
        ['5,000.00', 300],
      ]),
    ]);
    expect(rows.flatMap((r) => summaryFiguresOf(r, true))).toEqual([]);
  });
});

describe('readSummaries', () => {
  it("gives each account the figures above its first row and below the previous account's last", () => {
    const rows = rowsOf([
      makeLine(1, 100, [
        ['Deposits', 10],
        ['500.00', 300],
      ]),
      makeLine(1, 112, [
        ['Withdrawals', 10],
        ['-20.00', 300],
      ]),
      // Printed twice (a summary repeated on the page): one figure.
      makeLine(1, 124, [
        ['Deposits', 10],
        ['500.00', 300],
      ]),
      // Inside the first account's rows: not its summary.
      makeLine(1, 200, [
        ['Total deposits', 10],
        ['500.00', 300],
      ]),
      makeLine(2, 100, [
        ['Purchases', 10],
        ['75.10', 300],
      ]),
    ]);
    const first = account(false, [txn(1, 150, 50000), txn(1, 250, -2000)]);
    const empty = account(false, []);
    const card = account(true, [txn(2, 300, -7510)]);
    const [a, b, c] = readSummaries(rows, [first, empty, card], DEFAULT_SETTINGS);
    expect(a!.summary).toEqual([
      { label: 'Deposits', page: 1, cents: 50000, direction: 'in' },
      { label: 'Withdrawals', page: 1, cents: 2000, direction: 'out' },
    ]);
    expect(b).toBe(empty);
    expect(c!.summary).toEqual([{ label: 'Purchases', page: 2, cents: 7510, direction: 'out' }]);
  });
});

describe('summaryFiguresAbove', () => {
  it('pairs each label cell with the one amount under it, balance labels left out', () => {
    const rows = rowsOf([
      makeLine(1, 100, [
        ['Opening balance', 100],
        ['Money out', 200],
        ['Money in', 300],
        ['Closing balance', 400],
      ]),
      makeLine(1, 112, [
        ['800.00', 100],
        ['514.35', 200],
        ['1,456.94', 300],
        ['1,742.59', 400],
      ]),
    ]);
    expect(summaryFiguresAbove(rows, 0, false, DEFAULT_SETTINGS)).toEqual([
      { label: 'Money out', page: 1, cents: 51435, direction: 'out' },
      { label: 'Money in', page: 1, cents: 145694, direction: 'in' },
    ]);
  });

  it("reads no figures from a table header over the account's first row", () => {
    const rows = rowsOf([
      makeLine(1, 100, [
        ['Date', 10],
        ['Description', 60],
        ['Money out', 200],
        ['Money in', 300],
      ]),
      makeLine(1, 112, [
        ['03/01', 10],
        ['RENT', 60],
        ['500.00', 200],
      ]),
    ]);
    const [a] = readSummaries(rows, [account(false, [txn(1, 112, -50000)])], DEFAULT_SETTINGS);
    expect(a!.summary).toBeUndefined();
  });
});
