import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reconcile, settleWithBalances } from './reconcile.ts';
import type { AccountDraft, DraftTransaction } from './rowsToTransactions.ts';

function txn(
  cents: number,
  signSource: DraftTransaction['signSource'],
  balance: number | null,
): DraftTransaction {
  return {
    page: 1,
    y: 0,
    date: { year: 2024, month: 1, day: 1 },
    postDate: null,
    description: 'x',
    cents,
    signSource,
    balance,
    section: null,
    checkNumber: null,
    reference: null,
  };
}

describe('reconcile', () => {
  it('balances when beginning + sum of amounts = ending (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: -1e7, max: 1e7 })),
        (begin, amounts) => {
          const end = begin + amounts.reduce((s, a) => s + a, 0);
          expect(reconcile(begin, amounts, end, false)).toEqual({
            expectedEnding: end,
            difference: 0,
            balanced: true,
          });
          // A liability runs the other way: beginning - sum = ending.
          const owed = begin - amounts.reduce((s, a) => s + a, 0);
          expect(reconcile(begin, amounts, owed, true).balanced).toBe(true);
        },
      ),
    );
  });

  it('reports the difference when a row is missing (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: 1, max: 1e7 }), { minLength: 1 }),
        (begin, amounts) => {
          const end = begin + amounts.reduce((s, a) => s + a, 0);
          const r = reconcile(begin, amounts.slice(1), end, false);
          expect(r.balanced).toBe(false);
          expect(r.difference).toBe(amounts[0]);
        },
      ),
    );
  });

  it('is unbalanced without a beginning or ending balance', () => {
    expect(reconcile(null, [1], 1, false)).toEqual({
      expectedEnding: null,
      difference: null,
      balanced: false,
    });
    expect(reconcile(0, [1], null, false)).toEqual({
      expectedEnding: 1,
      difference: null,
      balanced: false,
    });
  });
});

describe('settleWithBalances', () => {
  it('flips an inferred sign that the running balance contradicts', () => {
    const account: AccountDraft = {
      accountNumber: null,
      liability: false,
      opening: { cents: 10000, source: 'label' },
      closing: { cents: 7500, source: 'label' },
      transactions: [txn(2500, 'default', 7500)],
      checkpoints: [{ after: 1, cents: 7500 }],
    };
    const warnings: string[] = [];
    settleWithBalances(account, false, warnings);
    expect(account.transactions[0]!.cents).toBe(-2500);
    expect(warnings).toEqual([]);
  });

  it('never flips a sign printed in a debit or credit column, and warns instead', () => {
    const account: AccountDraft = {
      accountNumber: null,
      liability: false,
      opening: { cents: 10000, source: 'label' },
      closing: null,
      transactions: [txn(2500, 'column', 7500)],
      checkpoints: [{ after: 1, cents: 7500 }],
    };
    const warnings: string[] = [];
    settleWithBalances(account, false, warnings);
    expect(account.transactions[0]!.cents).toBe(2500);
    expect(warnings).toEqual([
      '1 running balance did not match the transactions above it; a row may be missing or doubled.',
      'No closing balance is printed; the ending balance is the last running balance.',
    ]);
  });

  it('derives a missing opening balance from the first running balance', () => {
    const account: AccountDraft = {
      accountNumber: null,
      liability: false,
      opening: null,
      closing: null,
      transactions: [txn(-500, 'explicit', 9500), txn(200, 'explicit', 9700)],
      checkpoints: [
        { after: 1, cents: 9500 },
        { after: 2, cents: 9700 },
      ],
    };
    const warnings: string[] = [];
    settleWithBalances(account, false, warnings);
    expect(account.opening).toEqual({ cents: 10000, source: 'forward' });
    expect(account.closing).toEqual({ cents: 9700, source: 'forward' });
    expect(warnings).toHaveLength(2);
  });
});
