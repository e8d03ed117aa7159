import { describe, expect, it } from 'vitest';
import type { Statement, Transaction } from '@statemint/contracts';
import { buildStatement, partition } from './buildStatement.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { accountDraft, draftTxn } from './testing/drafts.ts';
import type { DraftTransaction } from './types.ts';

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

describe('buildStatement: categories (issue 10)', () => {
  function build(liability: boolean, transactions: DraftTransaction[]): Statement {
    const account = accountDraft({ liability, transactions });
    return buildStatement(
      { accounts: [account], tables: [], sections: [], warnings: [] },
      {
        period: { start: '2024-03-01', end: '2024-03-31' },
        currency: 'USD',
        liability,
        pages: 1,
        settings: DEFAULT_SETTINGS,
        warnings: [],
        running: new Map(),
      },
    );
  }
  const pick = (s: Statement) =>
    s.transactions.map(({ category, subcategory, merchant, checkNumber }) => ({
      category,
      subcategory,
      merchant,
      checkNumber,
    }));

  it('makes a card statement debit a card purchase with its merchant, and a payment a transfer', () => {
    const s = build(true, [
      draftTxn({ description: 'AMAZON MKTPLACE SEATTLE WA', cents: -2599 }),
      draftTxn({ description: 'PAYMENT THANK YOU', cents: 10000 }),
    ]);
    expect(pick(s)).toEqual([
      {
        category: 'card',
        subcategory: 'card-purchase',
        merchant: 'AMAZON MKTPLACE',
        checkNumber: undefined,
      },
      { category: 'deposit', subcategory: 'transfer', merchant: undefined, checkNumber: undefined },
    ]);
    expect(s.visaPurchases).toHaveLength(1);
  });

  it('keeps a row under a Checks heading without a number or wording out of checksPaid', () => {
    const s = build(false, [
      draftTxn({ description: 'CITY WATER DEPT', cents: -4000, section: 'checks' }),
      draftTxn({ description: 'CHECK 1042', cents: -5000, section: 'checks' }),
    ]);
    expect(pick(s)).toEqual([
      { category: 'other', subcategory: undefined, merchant: undefined, checkNumber: undefined },
      { category: 'check', subcategory: undefined, merchant: undefined, checkNumber: '1042' },
    ]);
    expect(s.checksPaid).toEqual([
      { datePaid: '2024-03-01', checkNumber: '1042', amount: 50, referenceNumber: '' },
    ]);
  });
});
