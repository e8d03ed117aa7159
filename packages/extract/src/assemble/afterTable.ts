/**
 * Lines after the table: balances printed only there ("previous balance", the sums, then "new balance",
 * in any language), and figures under a balance carried forward past the last row. The statement's own
 * arithmetic tells them apart from rows, not their words.
 */
import { placeAmounts } from '../detectColumns.ts';
import { balanceLabel } from '../findSections.ts';
import { endAmounts } from '../linesToRows.ts';
import type { AmountToken, Row } from '../types.ts';
import { outAndIn } from '../verify.ts';
import { balanceCents, balanceMove } from './signs.ts';
import { viewOf } from './rowView.ts';
import type { RowView } from './rowView.ts';
import { suspend } from './wrappedRows.ts';
import { lastTxn } from './walkState.ts';
import type { WalkState } from './walkState.ts';

/**
 * Before any balance is known: an undated line after the account's rows whose one figure, moved by every
 * row read, is the one figure of an undated line below it on the same page (no dated line between) is the
 * opening balance printed after the table (opening + Σ = closing), the line below the closing, and the
 * table ends there: the summary's lines (the sums out and in) are no transactions.
 */
export function readOpeningBeforeClosing(s: WalkState, v: RowView, asBalance: number): boolean {
  const { account, layout } = s;
  if (!layout || account.opening || account.closing || account.checkpoints.length > 0) return false;
  if (account.transactions.length < s.settings.minSubtotalRows) return false;
  if (s.pending.some((p) => p.dates.length > 0)) return false;
  const step = s.liability ? -1 : 1;
  const moves = account.transactions.map((t) => step * t.cents);
  const net = moves.reduce((x, c) => x + c, 0);
  if (net === 0) return false;
  // The rows' money out and in fit by construction (out + Σ = in): printed as two lines under the rows,
  // they are the sums, and prove no opening or closing.
  const { out, into } = outAndIn(moves);
  const sums = (a: number, b: number): boolean =>
    (Math.abs(a) === out && Math.abs(b) === into) || (Math.abs(a) === into && Math.abs(b) === out);
  const page = v.row.line.page;
  for (let i = s.rows.indexOf(v.row) + 1; i < s.rows.length; i++) {
    const row = s.rows[i]!;
    if (row.line.page !== page || row.dates.length > 0) return false;
    const below = viewOf(s.views, row, layout);
    if (below.dates.length > 0) return false;
    if (below.txn.length !== 1 || below.balance) continue;
    if (balanceCents(below.txn[0]!.token.amount, s.liability) !== asBalance + net) continue;
    if (sums(asBalance, asBalance + net)) return false;
    suspend(s);
    account.opening = { cents: asBalance, source: 'forward' };
    account.closing = { cents: asBalance + net, source: 'forward' };
    // The summary's other lines (the sums out and in, the closing) are no rows: the table has ended.
    s.layout = null;
    return true;
  }
  return false;
}

/**
 * The figures of a line outside the rows, as a balance line prints them. Read with numbers of 0 to 2
 * decimals, a figure printed whole ("Saldo Awal 12.450.000") is the number standing in the money columns
 * of the table in force, or else in a cell of its own at the line's end.
 */
export function lineFigures(s: WalkState, row: Row): AmountToken[] {
  if (row.amounts.length > 0 || !s.views.looseAmounts) return row.amounts;
  const placed = s.layout ? placeAmounts(row, s.layout, s.settings, true).map((p) => p.token) : [];
  return placed.length > 0 ? placed : endAmounts(row, s.settings, true);
}

/**
 * A labelled opening printed under the account's rows, before the account has one: its own, not the next
 * account's, where the one figure of a line below it on the same page is that opening moved by every row
 * read, on either side of the balance (previous balance, the period's sums, new balance: a summary printed
 * under the table, its figures fitting the rows above). Lines passed over on the way are undated; the
 * line found may print a date in its label. The figure below is the closing; the table ends at the
 * opening, so the summary's other lines (the sums) are no rows. Returns whether the opening was taken.
 */
export function opensSummaryBelow(s: WalkState, row: Row, opening: number): boolean {
  const { account } = s;
  if (account.opening || account.transactions.length < s.settings.minSubtotalRows) return false;
  const net = balanceMove(account.transactions, s.liability);
  if (net === 0) return false;
  const page = row.line.page;
  for (let i = s.rows.indexOf(row) + 1; i < s.rows.length; i++) {
    const below = s.rows[i]!;
    if (below.line.page !== page) return false;
    const dated = below.dates.length > 0;
    const figures = lineFigures(s, below);
    const cents = figures.length === 1 ? balanceCents(figures[0]!.amount, s.liability) : null;
    const fits = cents !== null && (cents === opening + net || cents === opening - net);
    if (fits && (!dated || balanceLabel(below) !== null)) {
      suspend(s);
      account.opening = { cents: opening, source: 'label' };
      account.closing ??= { cents, source: 'forward' };
      s.layout = null;
      return true;
    }
    if (dated) return false;
  }
  return false;
}

/**
 * Just after a carried-forward line whose figure is the last row's running balance, with no row read
 * since, in a table whose every row prints its running balance: an undated line with money and no
 * balance carries on no balance, so it is no row (a summary's figure printed under the table).
 * A row the carried line took to the next page prints its running balance like every row before it.
 */
export function belowCarriedClose(s: WalkState, v: RowView): boolean {
  const { account } = s;
  const { carried, closing } = account;
  if (!carried || carried.after !== account.transactions.length || closing?.source !== 'forward')
    return false;
  if (v.dates.length > 0 || v.balance || v.txn.length === 0) return false;
  if (lastTxn(s)?.balance !== closing.cents) return false;
  return account.transactions.every((t) => t.balance !== null);
}
