import { describe, expect, it } from 'vitest';
import { partition } from '@statemint/contracts';
import {
  balancedChecking,
  consolidatedMixed,
  runningBreakChecking,
} from '../converter/fixtures/statements.ts';
import { initialReviewState, reviewReducer, type ReviewAction } from './editor.ts';
import { checkAccount, reviewDoc, toStatement } from './model.ts';

function run(actions: ReviewAction[], statement = runningBreakChecking()) {
  let state = initialReviewState(reviewDoc(statement));
  for (const action of actions) state = reviewReducer(state, action);
  return state;
}

describe('reviewDoc and toStatement', () => {
  it('gives back the very Statement converted while nothing is edited', () => {
    const statement = runningBreakChecking();
    const doc = reviewDoc(statement);
    expect(doc.accounts.map((a) => a.rows.map((r) => r.id))).toEqual([[1, 2, 3, 4, 5]]);
    expect(toStatement(doc, statement)).toBe(statement);
    // The live check of the unedited rows agrees with the engine's verdict and break.
    const check = checkAccount(doc.accounts[0]!);
    expect(check.verification).toEqual(statement.verification);
    expect(check.reconciliation).toEqual(statement.reconciliation);
  });

  it('turns the mismatch into verified once the lost 12.40 debit is added back', () => {
    const statement = runningBreakChecking();
    const state = run([
      { type: 'add', account: 0, afterRowId: 3 },
      { type: 'edit', account: 0, rowId: 6, field: 'description', value: 'VISA LUNCH' },
      { type: 'edit', account: 0, rowId: 6, field: 'amount', value: -12.4 },
      { type: 'edit', account: 0, rowId: 6, field: 'category', value: 'card' },
    ]);
    const edited = toStatement(state.present, statement);
    expect(edited.transactions.map((t) => [t.description, t.amount, t.balance])).toEqual([
      ['Payroll ACME', 1500, 1600],
      ['ATM MAIN ST', -200, 1400],
      ['CHECK 1001', -1450.25, -50.25],
      ['VISA LUNCH', -12.4, undefined],
      ['VISA COFFEE', -12.4, -75.05],
      ['MONTHLY FEE', -5, -80.05],
    ]);
    expect(edited.transactions[3]).toEqual({
      date: '2024-03-03',
      description: 'VISA LUNCH',
      amount: -12.4,
      category: 'card',
    });
    expect(edited.reconciliation).toEqual({
      expectedEnding: -80.05,
      difference: 0,
      balanced: true,
    });
    expect(edited.verification).toEqual({
      verdict: 'verified',
      openingSource: 'printed',
      closingSource: 'printed',
      runningBalances: { printed: 5, matched: 5, firstBreak: null },
      sectionTotals: [],
    });
    expect(edited.visaPurchases.map((v) => v.description)).toEqual(['VISA LUNCH', 'VISA COFFEE']);
    expect(edited.accountInfo).toEqual(statement.accountInfo);
    expect(edited.pages).toBe(2);
    expect(edited.warnings).toEqual(statement.warnings);
  });

  it('re-checks after a corrected closing balance, the corrected balance counting as printed', () => {
    const state = run([
      { type: 'balance', account: 0, which: 'closing', value: -67.65 },
      { type: 'edit', account: 0, rowId: 4, field: 'balance', value: -62.65 },
      { type: 'edit', account: 0, rowId: 5, field: 'balance', value: -67.65 },
    ]);
    const edited = toStatement(state.present, runningBreakChecking());
    expect(edited.accountInfo.endingBalance).toBe(-67.65);
    expect(edited.verification?.verdict).toBe('verified');
  });

  it('rebuilds a consolidated statement’s combined view from its edited accounts', () => {
    const statement = consolidatedMixed();
    const doc = reviewDoc(statement);
    expect(doc.accounts.map((a) => [a.label, a.rows.length])).toEqual(
      (statement.accounts ?? []).map((a) => [expect.any(String), a.transactions.length]),
    );
    const state = run([{ type: 'flip', account: 1, rowId: 7 }], statement);
    const edited = toStatement(state.present, statement);
    const [checking, savings] = edited.accounts ?? [];
    expect(checking).toBe(statement.accounts?.[0]);
    expect(savings?.transactions[1]?.amount).toBe(200);
    expect(savings?.verification?.verdict).toBe('mismatch');
    expect(edited.verification?.verdict).toBe('mismatch');
    expect(edited.verification?.runningBalances.firstBreak?.row).toBe(
      (checking?.transactions.length ?? 0) + 2,
    );
    expect(edited.transactions).toEqual([
      ...(checking?.transactions ?? []),
      ...(savings?.transactions ?? []),
    ]);
    const begin = statement.accounts!.map((a) => a.accountInfo.beginningBalance!);
    expect(edited.accountInfo.beginningBalance).toBe(begin[0]! + begin[1]!);
  });
});

describe('partition', () => {
  it('files each row as the engine does: money in as a deposit, else by category', () => {
    const statement = balancedChecking();
    const parts = partition(statement.transactions);
    expect(parts.deposits).toEqual(statement.deposits);
    expect(parts.checksPaid).toEqual([
      { datePaid: '2024-03-03', checkNumber: '1001', amount: 1450.25, referenceNumber: '' },
    ]);
    expect(parts.atmWithdrawals).toEqual([
      {
        description: 'ATM MAIN ST',
        tranDate: '2024-03-05',
        datePosted: '2024-03-05',
        amount: -200,
      },
    ]);
    expect(parts.visaPurchases).toHaveLength(1);
    expect(parts.otherWithdrawals).toEqual(statement.otherWithdrawals);
  });
});
