/**
 * Balances printed only after the table ("previous balance", the sums, then "new balance", in any
 * language): the statement's own arithmetic tells them apart from rows, not their words.
 */
import { balanceCents } from './signs.ts';
import { viewOf } from './rowView.ts';
import type { RowView } from './rowView.ts';
import { suspend } from './wrappedRows.ts';
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
  const net = account.transactions.reduce((x, t) => x + step * t.cents, 0);
  if (net === 0) return false;
  const page = v.row.line.page;
  for (let i = s.rows.indexOf(v.row) + 1; i < s.rows.length; i++) {
    const row = s.rows[i]!;
    if (row.line.page !== page || row.dates.length > 0) return false;
    const below = viewOf(s.views, row, layout);
    if (below.dates.length > 0) return false;
    if (below.txn.length !== 1 || below.balance) continue;
    if (balanceCents(below.txn[0]!.token.amount, s.liability) !== asBalance + net) continue;
    suspend(s);
    account.opening = { cents: asBalance, source: 'forward' };
    account.closing = { cents: asBalance + net, source: 'forward' };
    // The summary's other lines (the sums out and in, the closing) are no rows: the table has ended.
    s.layout = null;
    return true;
  }
  return false;
}
