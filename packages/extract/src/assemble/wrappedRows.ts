/**
 * Wrapped-row emission: a table row becomes one draft transaction from its amount line and the lines
 * around it that carry no amount (its wrapped description, or a dated lead line above it).
 */
import type { DraftTransaction } from '../types.ts';
import { descriptionOf } from './rowView.ts';
import type { RowView } from './rowView.ts';
import { amountOf, balanceCents } from './signs.ts';
import type { WalkState } from './walkState.ts';

/** Adds the transaction made of `parts` (top to bottom), whose amount is on `amountRow`. */
export function emit(s: WalkState, parts: RowView[], amountRow: RowView): void {
  const { cents, source } = amountOf(s, amountRow);
  const dated = parts.find((p) => p.dates.length > 0);
  const date = dated ? dated.date : s.lastDate;
  if (dated) s.lastDate = dated.date ?? s.lastDate;
  const text = parts
    .map(descriptionOf)
    .filter((t) => t !== '')
    .join(' ');
  // A row printing nothing but its token-column word (a type code) keeps it as its description, until
  // a labelled description line below gives the real one (tableRows.ts).
  const codes = parts.map((p) => p.code).filter((c) => c !== null);
  const description = text || codes.join(' ');
  s.lastTxnCodeOnly = text === '' && codes.length > 0;
  s.labelledAt = null;
  const first = parts[0]!;
  const txn: DraftTransaction = {
    page: first.row.line.page,
    y: first.row.line.y,
    date,
    postDate: dated ? dated.postDate : null,
    description,
    cents,
    signSource: source,
    balance: amountRow.balance ? balanceCents(amountRow.balance.token.amount, s.liability) : null,
    section: s.section,
    checkNumber: parts.map((p) => p.checkNumber).find((c) => c) ?? null,
    reference: parts.map((p) => p.reference).find((c) => c) ?? null,
  };
  s.account.transactions.push(txn);
  s.numberSinceLastTxn = null;
  if (txn.balance !== null)
    s.account.checkpoints.push({
      after: s.account.transactions.length,
      cents: txn.balance,
      page: first.row.line.page,
    });
  s.lastTxn = txn;
}

/** Settles the lines waiting for a row: in amount-first tables they continue the previous row. */
export function flushPending(s: WalkState): void {
  const lastTxn = s.lastTxn;
  if (s.mode === 'amountFirst' && lastTxn && s.pending.length > 0) {
    // Only undated lines on the row's own page continue it: a dated line without an amount leads a row
    // that never came, and text on a later page (terms, a footer paragraph) is not a wrapped description.
    const txnPage = lastTxn.page;
    const extra = s.pending
      .filter((p) => p.dates.length === 0 && p.row.line.page === txnPage)
      .map(descriptionOf)
      .filter((t) => t !== '')
      .join(' ');
    if (extra)
      lastTxn.description = lastTxn.description ? `${lastTxn.description} ${extra}` : extra;
  }
  s.pending = [];
}

/** Pauses the table: rows are read again once it resumes. */
export function suspend(s: WalkState): void {
  flushPending(s);
  s.active = false;
}
