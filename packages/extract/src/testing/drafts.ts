/** Test helpers: draft transactions and accounts as the walk makes them, with plain defaults. */
import type { AccountDraft, DraftTransaction } from '../types.ts';

/** A draft transaction of 1 March 2024 on page 1, signed by its column, with `over` applied. */
export function draftTxn(over: Partial<DraftTransaction> = {}): DraftTransaction {
  return {
    page: 1,
    y: 0,
    date: { year: 2024, month: 3, day: 1 },
    postDate: null,
    description: 'x',
    cents: 0,
    signSource: 'column',
    balance: null,
    section: null,
    checkNumber: null,
    reference: null,
    box: { page: over.page ?? 1, x0: 0, y0: 0, x1: 0, y1: 0 },
    ...over,
  };
}

/** An asset account with no balances and no rows, with `over` applied. */
export function accountDraft(over: Partial<AccountDraft> = {}): AccountDraft {
  return {
    accountNumber: null,
    liability: false,
    opening: null,
    closing: null,
    transactions: [],
    checkpoints: [],
    totals: [],
    ...over,
  };
}
