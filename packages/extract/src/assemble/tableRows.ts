/**
 * A line read under the table header in force: a transaction's amount line, a dated lead line, a
 * wrapped description, a daily balance, or the end of the table.
 */
import type { Row, TableLayout } from '../types.ts';
import { isProse, isTextRow, viewOf } from './rowView.ts';
import { balanceCents } from './signs.ts';
import { readSumLine } from './totals.ts';
import type { WalkState } from './walkState.ts';
import { emit, flushPending, suspend } from './wrappedRows.ts';

/** A label word opening a line of its own: letters ending in a colon ("Omschrijving:", "Details:"). */
const LABEL_WORD_RE = /^\p{L}{3,}:$/u;
/** A transaction-type code: two to four capitals ("BA", "GIRO", "POS"). */
const SHORT_CODE_RE = /^[A-Z]{2,4}$/;

export function readTableRow(s: WalkState, row: Row, layout: TableLayout): void {
  const { settings } = s;
  const v = viewOf(s.views, row, layout);
  if (isProse(v, layout, settings)) {
    if (s.active) suspend(s);
    return;
  }
  // Stray marks in the margin (a lone letter or dot left by redaction) say nothing about the table.
  if (row.line.text.length <= 2 && !/\d/.test(row.line.text) && !isTextRow(v, layout, settings))
    return;
  if (!s.active) {
    // A table resumes (e.g. on a later page without a repeated header) at its next dated row, or at an
    // undated one with money in its columns once a date is known (one date per day, after a page break).
    if (layout.ignore || (v.dates.length === 0 && !(v.txn.length > 0 && s.lastDate))) return;
    s.active = true;
    s.lastRowY = row.line.y;
  }
  if (v.txn.some((p) => p.token.amount.marker === 'CR')) s.tableHasCr = true;

  const gapLines = (row.line.y - s.lastRowY) / Math.max(row.line.height, 1);
  if (s.sumLines && v.txn.length === 1 && !v.balance && readSumLine(s, v)) {
    s.lastRowY = row.line.y;
    return;
  }
  if (v.txn.length > 0) {
    if (s.mode === 'amountLast') {
      emit(s, [...s.pending, v], v);
      s.pending = [];
    } else {
      // A dated line without an amount just above (date and amount on separate lines) starts this row.
      const lead =
        s.pending.length > 0 && s.pending[0]!.dates.length > 0 && v.dates.length === 0
          ? s.pending
          : [];
      if (lead.length === 0) flushPending(s);
      emit(s, [...lead, v], v);
      s.pending = [];
    }
    s.lastRowY = row.line.y;
    return;
  }
  if (v.balance && !v.txn.length) {
    // A balance with no amount (a daily balance line): a checkpoint, not a transaction.
    flushPending(s);
    s.account.checkpoints.push({
      after: s.account.transactions.length,
      cents: balanceCents(v.balance.token.amount, s.liability),
      page: row.line.page,
    });
    s.lastRowY = row.line.y;
    return;
  }
  if (v.dates.length > 0) {
    if (s.mode === 'amountFirst') flushPending(s);
    else s.pending = [];
    s.pending.push(v);
    s.lastRowY = row.line.y;
    return;
  }
  if (isTextRow(v, layout, settings) && gapLines <= settings.continuationMaxGapLines) {
    s.pending.push(v);
    s.lastRowY = row.line.y;
    return;
  }
  // "Description: ..." on its own line under a row, from the left margin: the row's description, in
  // amount-first tables (where the row above is complete); the label itself is no part of it.
  const previous = s.lastTxn;
  if (
    s.mode === 'amountFirst' &&
    previous &&
    gapLines <= settings.continuationMaxGapLines &&
    v.dates.length === 0 &&
    row.amounts.length === 0 &&
    LABEL_WORD_RE.test(row.line.words[0]?.text ?? '')
  ) {
    const text = row.line.words
      .slice(1)
      .map((w) => w.text)
      .join(' ');
    const own = previous.description;
    // A code printed where the description would be ("BA") gives way to the labelled description.
    previous.description = own && !SHORT_CODE_RE.test(own) ? `${own} ${text}` : text;
    s.lastRowY = row.line.y;
    return;
  }
  suspend(s);
}
