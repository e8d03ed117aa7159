import { describe, expect, it } from 'vitest';
import { combineVerifications, type Transaction } from '@statemint/contracts';
import { liveCheck, reconcile, type CheckInput } from './check.ts';

const row = (amount: number, balance?: number, page?: number): Transaction => ({
  date: '2024-03-01',
  description: 'x',
  amount,
  category: 'other',
  ...(balance === undefined ? {} : { balance }),
  ...(page === undefined ? {} : { source: { page, x0: 0, y0: 0, x1: 1, y1: 1 } }),
});

const base: CheckInput = {
  rows: [],
  opening: 100,
  closing: null,
  liability: false,
  openingSource: 'printed',
  closingSource: 'printed',
  sectionTotals: [],
  fallbackPage: 1,
};

describe('liveCheck', () => {
  it('verifies rows that take the printed opening balance to the printed closing one, in cents', () => {
    const check = liveCheck({
      ...base,
      rows: [row(0.1, 100.1), row(0.2, 100.3), row(-0.3)],
      closing: 100,
    });
    expect(check.reconciliation).toEqual({ expectedEnding: 100, difference: 0, balanced: true });
    expect(check.verification).toEqual({
      verdict: 'verified',
      openingSource: 'printed',
      closingSource: 'printed',
      runningBalances: { printed: 2, matched: 2, firstBreak: null },
      sectionTotals: [],
    });
    expect(check.rowChecks).toEqual([
      { kind: 'checked', matches: true, printed: 100.1, expected: 100.1 },
      { kind: 'checked', matches: true, printed: 100.3, expected: 100.3 },
      { kind: 'none' },
    ]);
  });

  it('reports the first break with its page and the difference, and checks on from the printed balance', () => {
    const check = liveCheck({
      ...base,
      rows: [row(-10, 90, 1), row(-12.4), row(-5, 60, 2), row(-1, 59), row(1, 61)],
      closing: 61,
    });
    expect(check.verification.verdict).toBe('mismatch');
    expect(check.verification.runningBalances).toEqual({
      printed: 4,
      matched: 2,
      firstBreak: { row: 3, page: 2, printed: 60, expected: 72.6, difference: -12.6 },
    });
    expect(check.rowChecks.map((c) => (c.kind === 'checked' ? c.matches : c.kind))).toEqual([
      true,
      'none',
      false,
      true,
      false,
    ]);
    expect(check.reconciliation).toEqual({
      expectedEnding: 72.6,
      difference: -11.6,
      balanced: false,
    });
  });

  it('takes a break row’s page from the nearest row above with a source, else the fallback', () => {
    const rows = [row(-1, 98, 3), row(-1), row(-1, 10)];
    expect(liveCheck({ ...base, rows }).verification.runningBalances.firstBreak?.page).toBe(3);
    const bare = [row(-1, 50)];
    expect(
      liveCheck({ ...base, rows: bare, fallbackPage: 4 }).verification.runningBalances.firstBreak
        ?.page,
    ).toBe(4);
  });

  it('works out a derived opening balance from the first running balance, which it does not count', () => {
    const check = liveCheck({
      ...base,
      opening: null,
      openingSource: 'missing',
      rows: [row(-5), row(20, 115), row(-15, 100)],
      closing: 100,
    });
    expect(check.opening).toBe(100);
    expect(check.rowChecks[1]).toEqual({ kind: 'anchor' });
    expect(check.verification).toMatchObject({
      verdict: 'unverified',
      openingSource: 'derived',
      runningBalances: { printed: 1, matched: 1, firstBreak: null },
    });
    expect(check.reconciliation).toEqual({ expectedEnding: 100, difference: 0, balanced: false });
  });

  it('subtracts rows from a liability’s balance, as a card statement prints amounts owed', () => {
    const check = liveCheck({
      ...base,
      liability: true,
      opening: 500,
      rows: [row(-120, 620), row(200, 420)],
      closing: 420,
    });
    expect(check.verification.verdict).toBe('verified');
    expect(reconcile(500, [{ amount: -120 }], 620, true)).toEqual({
      expectedEnding: 62000,
      difference: 0,
    });
  });

  it('is unverified without a printed closing balance, and a section total off by a cent is a mismatch', () => {
    expect(liveCheck({ ...base, rows: [row(1)], closing: null }).verification.verdict).toBe(
      'unverified',
    );
    const total = { label: 'Total', page: 1, printed: 1, computed: 0.99, difference: 0.01 };
    const check = liveCheck({ ...base, rows: [row(1)], closing: 101, sectionTotals: [total] });
    expect(check.verification.verdict).toBe('mismatch');
    expect(check.verification.sectionTotals).toEqual([total]);
  });
});

describe('combineVerifications', () => {
  it('takes the worst verdict and moves the first break’s row past the accounts above it', () => {
    const verified = liveCheck({ ...base, rows: [row(1, 101), row(1, 102)], closing: 102 });
    const broken = liveCheck({ ...base, rows: [row(1, 105)], closing: 101 });
    expect(
      combineVerifications([
        { verification: verified.verification, rows: 2 },
        { verification: broken.verification, rows: 1 },
      ]),
    ).toEqual({
      verdict: 'mismatch',
      openingSource: 'printed',
      closingSource: 'printed',
      runningBalances: {
        printed: 3,
        matched: 2,
        firstBreak: { row: 3, page: 1, printed: 105, expected: 101, difference: 4 },
      },
      sectionTotals: [],
    });
  });
});
