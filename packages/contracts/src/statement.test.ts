import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  Statement,
  StoredStatement,
  SUBCATEGORIES,
  Transaction,
  type AccountStatement,
} from './statement.ts';

function account(amounts: number[], beginning: number): AccountStatement {
  const ending = amounts.reduce((sum, a) => sum + a, beginning);
  return {
    accountName: null,
    balanceType: 'asset',
    periodStart: '2024-01-01',
    periodEnd: '2024-01-31',
    accountInfo: {
      accountNumber: '1234',
      statementDate: '2024-01-31',
      beginningBalance: beginning / 100,
      endingBalance: ending / 100,
    },
    transactions: amounts.map((cents, i) => ({
      date: '2024-01-02',
      description: `row ${i}`,
      amount: cents / 100,
      balance: (beginning + amounts.slice(0, i + 1).reduce((s, a) => s + a, 0)) / 100,
      category: cents > 0 ? 'deposit' : 'other',
    })),
    deposits: amounts
      .filter((c) => c > 0)
      .map((c) => ({ description: 'in', dateCredited: '2024-01-02', amount: c / 100 })),
    atmWithdrawals: [
      { description: 'atm', tranDate: '2024-01-03', datePosted: '2024-01-04', amount: -20 },
    ],
    checksPaid: [
      { datePaid: '2024-01-05', checkNumber: '101', amount: 12.34, referenceNumber: '' },
    ],
    visaPurchases: [
      { description: 'shop', tranDate: '2024-01-06', datePosted: '2024-01-07', amount: -0.01 },
    ],
    otherWithdrawals: amounts
      .filter((c) => c <= 0)
      .map((c) => ({ description: 'out', date: '2024-01-02', amount: c / 100, category: 'other' })),
    reconciliation: { expectedEnding: ending / 100, difference: 0, balanced: true },
  };
}

describe('StoredStatement', () => {
  it('stores every amount, nested accounts included, as integer cents and reads back the same Statement', () => {
    const cents = fc.integer({ min: -1e11, max: 1e11 });
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 8 }), cents, cents, (amounts, a, b) => {
        const first = account(amounts, a);
        const second = account([b], b);
        const statement: Statement = {
          ...first,
          accounts: [first, second],
          pages: 2,
          currency: 'USD',
          warnings: [],
        };
        const stored = z.encode(StoredStatement, statement);
        expect(stored.accountInfo.beginningBalance).toBe(a);
        expect(stored.transactions.map((t) => t.amount)).toEqual(amounts);
        expect(stored.accounts?.[1]?.accountInfo.endingBalance).toBe(2 * b);
        expect(stored.checksPaid[0]?.amount).toBe(1234);
        expect(stored.visaPurchases[0]?.amount).toBe(-1);
        expect(stored.reconciliation.difference).toBe(0);
        expect(z.decode(StoredStatement, stored)).toEqual(statement);
        expect(z.parse(Statement, z.decode(StoredStatement, stored))).toEqual(statement);
      }),
    );
  });

  it('refuses a stored amount that is not whole cents', () => {
    const stored = z.encode(StoredStatement, {
      ...account([150], 0),
      pages: 1,
      currency: 'USD',
      warnings: [],
    });
    const broken = { ...stored, reconciliation: { ...stored.reconciliation, difference: 0.5 } };
    expect(z.safeDecode(StoredStatement, broken).success).toBe(false);
  });
});

describe('Transaction: sub-category and merchant (issue 10)', () => {
  const row = { date: '2024-01-02', description: 'POS TESCO', amount: -5, category: 'card' };

  it('keeps a row stored before issue 10, without either field, valid', () => {
    expect(z.safeParse(Transaction, row).success).toBe(true);
  });

  it('takes a known sub-category and a merchant, and refuses an unknown sub-category', () => {
    const named = { ...row, subcategory: 'card-purchase', merchant: 'TESCO' };
    expect(z.parse(Transaction, named)).toEqual(named);
    expect(SUBCATEGORIES).toEqual([
      'income',
      'transfer',
      'fee',
      'interest',
      'cash',
      'card-purchase',
      'bill-payment',
      'payroll',
      'refund',
    ]);
    expect(z.safeParse(Transaction, { ...row, subcategory: 'groceries' }).success).toBe(false);
  });
});
