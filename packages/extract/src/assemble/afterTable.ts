/**
 * Lines after the table: balances printed only there ("previous balance", the sums, then "new balance",
 * in any language), and figures under a balance carried forward past the last row. The statement's own
 * arithmetic tells them apart from rows, not their words.
 */
import { outAndIn } from '../verify.ts';
import { balanceCents } from './signs.ts';
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
