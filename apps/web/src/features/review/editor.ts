import type { Transaction, TransactionCategory } from '@statemint/contracts';
import type { ReviewAccount, ReviewDoc, ReviewRow } from './model.ts';

/** Edits kept for undo; older ones are forgotten. */
export const UNDO_LIMIT = 200;

/** A cell of a row the table edits, with the type its value has. */
export type CellEdit =
  | { field: 'date'; value: string }
  | { field: 'description'; value: string }
  | { field: 'amount'; value: number }
  | { field: 'balance'; value: number | undefined }
  | { field: 'category'; value: TransactionCategory }
  | { field: 'checkNumber' | 'reference'; value: string };

export type EditField = CellEdit['field'];

export type ReviewAction =
  | ({ type: 'edit'; account: number; rowId: number } & CellEdit)
  /** Adds an empty row below `afterRowId` (at the top when null), dated like the row above it. */
  | { type: 'add'; account: number; afterRowId: number | null }
  | { type: 'delete'; account: number; rowId: number }
  | { type: 'flip'; account: number; rowId: number }
  /** Flips the sign of every amount of the account. */
  | { type: 'flipAll'; account: number }
  | { type: 'balance'; account: number; which: 'opening' | 'closing'; value: number | null }
  /** Ends a run of typing in one cell: the next edit is a step of its own for undo. */
  | { type: 'commit' }
  | { type: 'undo' }
  | { type: 'redo' };

export type ReviewState = {
  present: ReviewDoc;
  past: ReviewDoc[];
  future: ReviewDoc[];
  /** The cell being typed in: its keystrokes make one undo step. */
  typing: string | null;
};

export function initialReviewState(doc: ReviewDoc): ReviewState {
  return { present: doc, past: [], future: [], typing: null };
}

function withAccount(
  doc: ReviewDoc,
  index: number,
  change: (account: ReviewAccount) => ReviewAccount,
): ReviewDoc {
  const account = doc.accounts[index];
  if (!account) return doc;
  const accounts = [...doc.accounts];
  accounts[index] = { ...change(account), edited: true };
  return { ...doc, accounts };
}

function withRows(
  doc: ReviewDoc,
  index: number,
  change: (rows: ReviewRow[]) => ReviewRow[],
): ReviewDoc {
  return withAccount(doc, index, (account) => ({ ...account, rows: change(account.rows) }));
}

const negate = (amount: number): number => (amount === 0 ? 0 : -amount);

/** The row with one cell changed; an emptied optional cell is removed rather than kept empty. */
export function editCell(txn: Transaction, edit: CellEdit): Transaction {
  const next: Transaction = { ...txn };
  switch (edit.field) {
    case 'balance':
      if (edit.value === undefined) delete next.balance;
      else next.balance = edit.value;
      return next;
    case 'checkNumber':
    case 'reference':
      if (edit.value.trim() === '') delete next[edit.field];
      else next[edit.field] = edit.value;
      return next;
    case 'date':
      next.date = edit.value;
      return next;
    case 'description':
      next.description = edit.value;
      return next;
    case 'amount':
      next.amount = edit.value;
      return next;
    case 'category':
      // The engine's sub-category was read for the old category; a new one leaves it unknown.
      if (edit.value !== next.category) delete next.subcategory;
      next.category = edit.value;
      return next;
  }
}

/** The document after one change (undo, redo and commit are the reducer's). */
function apply(doc: ReviewDoc, action: ReviewAction): ReviewDoc {
  switch (action.type) {
    case 'edit':
      return withRows(doc, action.account, (rows) =>
        rows.map((r) => (r.id === action.rowId ? { ...r, txn: editCell(r.txn, action) } : r)),
      );
    case 'add': {
      const account = doc.accounts[action.account];
      if (!account) return doc;
      const at =
        action.afterRowId === null
          ? 0
          : account.rows.findIndex((r) => r.id === action.afterRowId) + 1;
      const above = account.rows[at - 1]?.txn;
      const date =
        above?.date ?? account.rows[0]?.txn.date ?? account.original.periodStart ?? '2000-01-01';
      const txn: Transaction = { date, description: '', amount: 0, category: 'other' };
      // On a statement with several accounts every row names its account.
      const label =
        above?.account ?? account.rows[0]?.txn.account ?? account.original.transactions[0]?.account;
      if (label !== undefined) txn.account = label;
      const added = {
        ...withRows(doc, action.account, (rows) => rows.toSpliced(at, 0, { id: doc.nextId, txn })),
      };
      return { ...added, nextId: doc.nextId + 1 };
    }
    case 'delete':
      return withRows(doc, action.account, (rows) => rows.filter((r) => r.id !== action.rowId));
    case 'flip':
      return withRows(doc, action.account, (rows) =>
        rows.map((r) =>
          r.id === action.rowId ? { ...r, txn: { ...r.txn, amount: negate(r.txn.amount) } } : r,
        ),
      );
    case 'flipAll':
      return withRows(doc, action.account, (rows) =>
        rows.map((r) => ({ ...r, txn: { ...r.txn, amount: negate(r.txn.amount) } })),
      );
    case 'balance':
      return withAccount(doc, action.account, (account) =>
        action.which === 'opening'
          ? { ...account, opening: action.value, openingTyped: true }
          : { ...account, closing: action.value, closingTyped: true },
      );
    default:
      return doc;
  }
}

/** The cell a typing action belongs to; keystrokes in the same cell make one undo step. */
function typingKey(action: ReviewAction): string | null {
  if (action.type === 'edit') return `edit:${action.account}:${action.rowId}:${action.field}`;
  if (action.type === 'balance') return `balance:${action.account}:${action.which}`;
  return null;
}

/** The review table's reducer: every change is undoable; redo is lost once something new is done. */
export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        present: previous,
        past: state.past.slice(0, -1),
        future: [state.present, ...state.future],
        typing: null,
      };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return { present: next, past: [...state.past, state.present], future, typing: null };
    }
    case 'commit':
      return state.typing === null ? state : { ...state, typing: null };
    default: {
      const present = apply(state.present, action);
      if (present === state.present) return state;
      const key = typingKey(action);
      // Further keystrokes in the cell being typed in replace the present rather than add a step.
      const past =
        key !== null && key === state.typing
          ? state.past
          : [...state.past, state.present].slice(-UNDO_LIMIT);
      return { present, past, future: [], typing: key };
    }
  }
}
