/**
 * A line read under the table header in force: a transaction's amount line, a dated lead line, a
 * wrapped description, a daily balance, or the end of the table.
 */
import { isAmountRole } from '../columnRoles.ts';
import type { ExtractSettings } from '../settings.ts';
import type { Row, TableLayout } from '../types.ts';
import { resumesTable } from './accounts.ts';
import { AMOUNT_MARK_RE, isProse, isTextRow, overMoney, viewOf } from './rowView.ts';
import type { RowView } from './rowView.ts';
import { balancePoint } from './signs.ts';
import { readCarriedLine, readOpeningLine, readSumLine, readWordTotal } from './totals.ts';
import { belowCarriedClose } from './afterTable.ts';
import { markLine } from './lineUse.ts';
import { linesBelowY } from './rowBox.ts';
import { lastTxn, redescribeLast } from './walkState.ts';
import type { WalkState } from './walkState.ts';
import {
  continueLast,
  emit,
  flushPending,
  noteGuess,
  splitByGaps,
  suspend,
} from './wrappedRows.ts';

/** A label word opening a line of its own: letters ending in a colon ("Omschrijving:", "Details:"). */
export const LABEL_WORD_RE = /^\p{L}{3,}:$/u;

/** A line opening with the label word the table prints under its rows (see readingMode.ts). */
function isTableLabel(s: WalkState, v: RowView): boolean {
  const first = v.row.line.words[0]?.text ?? '';
  const labels = s.views.rowLabels.get(s.layout!);
  return LABEL_WORD_RE.test(first) && (labels?.has(first) ?? false);
}

/**
 * "Description: ..." on its own line under a row, from the left margin: the row's description, in
 * amount-first tables (where the row above is complete); the label itself is no part of it. A line
 * without money starting where that label starts continues it.
 */
function readLabelledLine(s: WalkState, v: RowView, gapLines: number): boolean {
  const previous = lastTxn(s);
  const row = v.row;
  const first = row.line.words[0];
  if (
    s.mode !== 'amountFirst' ||
    !previous ||
    !first ||
    gapLines > s.settings.continuationMaxGapLines ||
    v.dates.length > 0 ||
    row.amounts.length > 0
  )
    return false;
  if (LABEL_WORD_RE.test(first.text)) {
    const text = row.line.words
      .slice(1)
      .map((w) => w.text)
      .join(' ');
    const own = previous.description;
    // A row printing only its type code gives way to the labelled description.
    redescribeLast(s, own && !s.lastTxnCodeOnly ? `${own} ${text}` : text, [row.line]);
    s.lastTxnCodeOnly = false;
    s.labelledAt = first.x0;
  } else if (
    s.labelledAt !== null &&
    Math.abs(first.x0 - s.labelledAt) <= s.settings.descriptionIndentSlackPt
  ) {
    redescribeLast(s, `${previous.description} ${row.line.text}`, [row.line]);
  } else return false;
  markLine(s.lineUse, row, 'continuation');
  s.lastRowY = row.line.y;
  return true;
}

export function readTableRow(s: WalkState, row: Row, layout: TableLayout): void {
  const { settings } = s;
  const v = viewOf(s.views, row, layout);
  const gapLines = linesBelowY(s.lastRowY, row.line);
  // A dated line read as prose speaks only for the line that resumes the table after it.
  if (s.active) s.datedProse = null;
  // The table's labelled description line may run across the money columns: it holds no money.
  if (s.active && isTableLabel(s, v) && !isTextRow(v, layout, settings)) {
    if (readLabelledLine(s, v, gapLines)) return;
  }
  if (isProse(v, layout, settings)) {
    s.held = [];
    if (v.date !== null && onlyNumbersOverMoney(v, layout, settings))
      (s.account.unreadFigurePages ??= []).push(row.line.page);
    if (!s.active) return;
    // A line of the running table dated in its date column with money in its columns, like a row, yet
    // with text over the money: a row the reading may have lost (a footer printed over its figures).
    if (v.date !== null && v.txn.length > 0) (s.account.proseRowPages ??= []).push(row.line.page);
    // Dated without money: it may be the lead line of a row whose money is on the line below.
    if (v.date !== null && v.txn.length === 0) s.datedProse = row.line.page;
    suspend(s);
    return;
  }
  // Stray marks in the margin (a lone letter or dot left by redaction) say nothing about the table.
  if (row.line.text.length <= 2 && !/\d/.test(row.line.text) && !isTextRow(v, layout, settings))
    return markLine(s.lineUse, row, 'nonRow');
  if (!layout.ignore && (readOpeningLine(s, v) || readCarriedLine(s, v))) {
    s.held = [];
    s.lastRowY = row.line.y;
    return markLine(s.lineUse, row, 'nonRow');
  }
  if (belowCarriedClose(s, v)) {
    suspend(s);
    s.held = [];
    return;
  }
  if (!s.active) {
    // A table resumes (e.g. on a later page without a repeated header) at its next dated row, or at an
    // undated one with money in its columns once a date is known (one date per day, after a page break).
    if (!resumesTable(v, layout, s, false)) {
      holdLine(s, v, layout);
      return;
    }
    // Resumed at an undated money line just after a dated line read as prose: the row takes the date
    // carried from above, unproven (its own may be the prose line's, its description begun there).
    if (v.dates.length === 0 && s.datedProse === row.line.page)
      (s.account.carriedDatePages ??= []).push(row.line.page);
    s.datedProse = null;
    s.active = true;
    // Wrapped lines just above an undated line resuming the table (a row's first lines at the top of
    // a page, its amount on its last line) wait for it as they would in the running table.
    if (v.dates.length === 0) s.pending = heldAbove(s, v);
    s.held = [];
    s.lastRowY = row.line.y;
  }
  if (v.txn.some((p) => p.token.amount.marker === 'CR')) s.tableHasCr = true;

  if (s.sumLines && (v.txn.length === 1 || v.txn.length === 2) && !v.balance && readSumLine(s, v)) {
    s.lastRowY = row.line.y;
    return markLine(s.lineUse, row, 'nonRow');
  }
  if (v.txn.length > 0) {
    const split = splitByGaps(s, v);
    if (split === null) noteGuess(s, v);
    if (split !== null) {
      continueLast(s, s.pending.slice(0, split));
      emit(s, [...s.pending.slice(split), v], v);
      s.pending = [];
    } else if (s.mode === 'amountLast') {
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
    s.account.checkpoints.push(
      balancePoint(
        v.balance.token.amount,
        s.liability,
        s.account.transactions.length,
        row.line.page,
      ),
    );
    s.lastRowY = row.line.y;
    return markLine(s.lineUse, row, 'nonRow');
  }
  if (v.dates.length > 0) {
    if (s.mode === 'amountFirst') flushPending(s);
    else s.pending = [];
    s.pending.push(v);
    s.lastRowY = row.line.y;
    return;
  }
  if (readWordTotal(s, v)) {
    s.lastRowY = row.line.y;
    return markLine(s.lineUse, row, 'nonRow');
  }
  if (isTextRow(v, layout, settings) && gapLines <= settings.continuationMaxGapLines) {
    s.pending.push(v);
    s.lastRowY = row.line.y;
    return;
  }
  if (readLabelledLine(s, v, gapLines)) return;
  suspend(s);
}

/**
 * Whether every word a line leaves unread over the table's money columns is a number (digits and their
 * marks, no letter): figures the reading does not take as money, not text printed across the columns.
 */
function onlyNumbersOverMoney(v: RowView, layout: TableLayout, settings: ExtractSettings): boolean {
  const slack = settings.descriptionIndentSlackPt;
  const money = layout.columns.filter((c) => isAmountRole(c.role));
  const words = v.row.line.words.filter(
    (w, i) => !v.usedWords.has(i) && !AMOUNT_MARK_RE.test(w.text) && overMoney(w, money, slack),
  );
  return (
    words.length > 0 && words.every((w) => /^[\d.,'\u00a0]+$/.test(w.text) && /\d/.test(w.text))
  );
}

/** While the table is paused, keeps an undated text line without money (a row's wrapped lines may follow). */
function holdLine(s: WalkState, v: RowView, layout: TableLayout): void {
  const text =
    v.dates.length === 0 && v.txn.length === 0 && !v.balance && isTextRow(v, layout, s.settings);
  if (text && s.lastDate !== null) s.held.push(v);
  else s.held = [];
}

/** The held lines running down to `v` on its page, each within the continuation gap of the next. */
function heldAbove(s: WalkState, v: RowView): RowView[] {
  const out: RowView[] = [];
  let below = v.row.line;
  for (let k = s.held.length - 1; k >= 0; k--) {
    const line = s.held[k]!.row.line;
    const gap = linesBelowY(line.y, below);
    if (line.page !== below.page || gap > s.settings.continuationMaxGapLines) break;
    out.unshift(s.held[k]!);
    below = line;
  }
  return out;
}
