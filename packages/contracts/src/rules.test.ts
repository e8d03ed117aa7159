import { describe, expect, it } from 'vitest';
import { combineVerifications, partition } from './rules.ts';
import type { Transaction, Verification } from './statement.ts';

function t(
  amount: number,
  category: Transaction['category'],
  extra: Partial<Transaction> = {},
): Transaction {
  return { date: '2024-01-02', description: `row ${amount}`, amount, category, ...extra };
}

describe('partition', () => {
  it('puts every transaction in exactly one spec array', () => {
    const txns = [
      t(100, 'deposit'),
      t(5, 'transfer'),
      t(-20, 'atm', { postedDate: '2024-01-03' }),
      t(-30, 'check', { checkNumber: '1001' }),
      t(-40, 'card'),
      t(-1, 'fee'),
      t(-7, 'other'),
    ];
    const p = partition(txns);
    expect(p.transactions).toBe(txns);
    expect(p.deposits).toEqual([
      { description: 'row 100', dateCredited: '2024-01-02', amount: 100 },
      { description: 'row 5', dateCredited: '2024-01-02', amount: 5 },
    ]);
    expect(p.atmWithdrawals).toEqual([
      { description: 'row -20', tranDate: '2024-01-02', datePosted: '2024-01-03', amount: -20 },
    ]);
    expect(p.checksPaid).toEqual([
      { datePaid: '2024-01-02', checkNumber: '1001', amount: 30, referenceNumber: '' },
    ]);
    expect(p.visaPurchases).toEqual([
      { description: 'row -40', tranDate: '2024-01-02', datePosted: '2024-01-02', amount: -40 },
    ]);
    expect(p.otherWithdrawals).toEqual([
      { description: 'row -1', date: '2024-01-02', amount: -1, category: 'fee' },
      { description: 'row -7', date: '2024-01-02', amount: -7, category: 'other' },
    ]);
    const total =
      p.deposits.length +
      p.atmWithdrawals.length +
      p.checksPaid.length +
      p.visaPurchases.length +
      p.otherWithdrawals.length;
    expect(total).toBe(txns.length);
  });
});

describe('combineVerifications', () => {
  const account = (over: Partial<Verification>): Verification => ({
    verdict: 'verified',
    openingSource: 'printed',
    closingSource: 'printed',
    runningBalances: { printed: 2, matched: 2, firstBreak: null },
    sectionTotals: [],
    ...over,
  });

  it('takes the worst verdict and source, sums the counts and renumbers the first break', () => {
    const total = { label: 'Total deposits', page: 2, printed: 10, computed: 9, difference: 1 };
    const broken = account({
      verdict: 'mismatch',
      closingSource: 'derived',
      runningBalances: {
        printed: 3,
        matched: 1,
        firstBreak: { row: 2, page: 2, printed: 50, expected: 40, difference: 10 },
      },
      sectionTotals: [total],
    });
    expect(
      combineVerifications([
        { verification: account({}), rows: 4 },
        { verification: broken, rows: 3 },
        { verification: account({ verdict: 'unverified', openingSource: 'missing' }), rows: 1 },
      ]),
    ).toEqual({
      verdict: 'mismatch',
      openingSource: 'missing',
      closingSource: 'derived',
      runningBalances: {
        printed: 7,
        matched: 5,
        firstBreak: { row: 6, page: 2, printed: 50, expected: 40, difference: 10 },
      },
      sectionTotals: [total],
    });
  });

  it('is verified only when every account is', () => {
    const both = [account({}), account({ verdict: 'unverified' })];
    expect(combineVerifications(both.map((v) => ({ verification: v, rows: 1 }))).verdict).toBe(
      'unverified',
    );
    expect(combineVerifications([{ verification: account({}), rows: 1 }]).verdict).toBe('verified');
  });
});
