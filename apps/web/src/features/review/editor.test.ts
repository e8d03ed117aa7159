import { describe, expect, it } from 'vitest';
import { runningBreakChecking } from '../converter/fixtures/statements.ts';
import { editCell, initialReviewState, reviewReducer, type ReviewAction } from './editor.ts';
import { reviewDoc } from './model.ts';

function run(actions: ReviewAction[]) {
  let state = initialReviewState(reviewDoc(runningBreakChecking()));
  for (const action of actions) state = reviewReducer(state, action);
  return state;
}

const amounts = (state: ReturnType<typeof run>) =>
  state.present.accounts[0]!.rows.map((r) => r.txn.amount);

describe('reviewReducer', () => {
  it('makes one undo step of the keystrokes typed in one cell, and a new one after commit', () => {
    const typed = run([
      { type: 'edit', account: 0, rowId: 1, field: 'amount', value: 1 },
      { type: 'edit', account: 0, rowId: 1, field: 'amount', value: 15 },
      { type: 'edit', account: 0, rowId: 1, field: 'amount', value: 150 },
      { type: 'commit' },
      { type: 'edit', account: 0, rowId: 1, field: 'amount', value: 1500.5 },
    ]);
    expect(amounts(typed)).toEqual([1500.5, -200, -1450.25, -12.4, -5]);
    expect(typed.past).toHaveLength(2);
    const once = reviewReducer(typed, { type: 'undo' });
    expect(amounts(once)).toEqual([150, -200, -1450.25, -12.4, -5]);
    const twice = reviewReducer(once, { type: 'undo' });
    expect(amounts(twice)).toEqual([1500, -200, -1450.25, -12.4, -5]);
    expect(twice.present.accounts[0]!.edited).toBe(false);
    expect(reviewReducer(twice, { type: 'undo' })).toBe(twice);
    const redone = reviewReducer(reviewReducer(twice, { type: 'redo' }), { type: 'redo' });
    expect(amounts(redone)).toEqual([1500.5, -200, -1450.25, -12.4, -5]);
    expect(reviewReducer(redone, { type: 'redo' })).toBe(redone);
  });

  it('flips one row or the whole column, deletes, and loses redo once something new is done', () => {
    const flipped = run([
      { type: 'flip', account: 0, rowId: 2 },
      { type: 'flipAll', account: 0 },
    ]);
    expect(amounts(flipped)).toEqual([-1500, -200, 1450.25, 12.4, 5]);
    const undone = reviewReducer(flipped, { type: 'undo' });
    expect(amounts(undone)).toEqual([1500, 200, -1450.25, -12.4, -5]);
    const deleted = reviewReducer(undone, { type: 'delete', account: 0, rowId: 5 });
    expect(deleted.present.accounts[0]!.rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(deleted.future).toEqual([]);
  });

  it('adds rows at the top or below a row, dated like the row above, with fresh ids', () => {
    const added = run([
      { type: 'add', account: 0, afterRowId: null },
      { type: 'add', account: 0, afterRowId: 5 },
    ]);
    const rows = added.present.accounts[0]!.rows;
    expect(rows.map((r) => r.id)).toEqual([6, 1, 2, 3, 4, 5, 7]);
    expect(rows[0]!.txn).toEqual({
      date: '2024-03-01',
      description: '',
      amount: 0,
      category: 'other',
    });
    expect(rows[6]!.txn.date).toBe('2024-03-31');
    expect(added.present.nextId).toBe(8);
  });

  it('ignores a change to a row or account that is not there', () => {
    const state = run([]);
    expect(reviewReducer(state, { type: 'flip', account: 3, rowId: 1 })).toBe(state);
    expect(reviewReducer(state, { type: 'commit' })).toBe(state);
  });
});

describe('editCell', () => {
  it('removes an emptied check number or balance instead of keeping it empty', () => {
    const txn = {
      date: '2024-03-03',
      description: 'CHECK 1001',
      amount: -1,
      category: 'check' as const,
      checkNumber: '1001',
      balance: 5,
    };
    expect(editCell(txn, { field: 'checkNumber', value: ' ' })).toEqual({
      date: '2024-03-03',
      description: 'CHECK 1001',
      amount: -1,
      category: 'check',
      balance: 5,
    });
    expect(editCell(txn, { field: 'balance', value: undefined })).not.toHaveProperty('balance');
    expect(editCell(txn, { field: 'reference', value: 'R-9' }).reference).toBe('R-9');
  });

  it("drops the engine's sub-category when the category changes, and keeps the merchant", () => {
    const txn = {
      date: '2024-03-10',
      description: 'DIRECT DEBIT BRITISH GAS',
      amount: -40,
      category: 'other' as const,
      subcategory: 'bill-payment' as const,
      merchant: 'BRITISH GAS',
    };
    expect(editCell(txn, { field: 'category', value: 'other' })).toEqual(txn);
    expect(editCell(txn, { field: 'category', value: 'fee' })).toEqual({
      date: '2024-03-10',
      description: 'DIRECT DEBIT BRITISH GAS',
      amount: -40,
      category: 'fee',
      merchant: 'BRITISH GAS',
    });
  });
});
