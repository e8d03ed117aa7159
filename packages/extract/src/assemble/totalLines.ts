/**
 * Total lines: a line whose words start like a total ("Total deposits") closes its group of rows, unless
 * the arithmetic reads it as a row (its balance moved by its amount, or its figure the sum of no rows
 * under a row's lead line waiting for its money).
 */
import { isTotalRow } from '../findSections.ts';
import type { Row } from '../types.ts';
import { candidateSums } from '../verify.ts';
import { resumesTable } from './accounts.ts';
import { linesBelowY } from './rowBox.ts';
import { viewOf } from './rowView.ts';
import { amountOf, balanceCents } from './signs.ts';
import { recordTotal } from './totals.ts';
import { balancesBeforeLast, runningBalance } from './walkState.ts';
import type { WalkState } from './walkState.ts';
import { flushPending, suspend } from './wrappedRows.ts';

/**
 * Whether a line of the table in force reads as a row by the arithmetic, whatever its first word: one
 * amount, and a printed balance that is the running balance moved by it (or, newest first, the balance
 * before the row above). A wrapped description line opening with "TOTAL" is no total. The table may
 * be paused (a page break without a repeated header) where the line is one that resumes it.
 */
export function movesBalance(s: WalkState, row: Row): boolean {
  if (!s.layout) return false;
  const v = viewOf(s.views, row, s.layout);
  if (!s.active && !resumesTable(v, s.layout, s)) return false;
  // A zero marks the side a row leaves unused (money out 12.00, money in 0): no second amount.
  if (v.txn.filter((p) => p.token.amount.cents !== 0).length !== 1 || !v.balance) return false;
  const printed = balanceCents(v.balance.token.amount, s.liability);
  const { cents } = amountOf(s, v);
  const running = runningBalance(s.account);
  const moved = running === null ? [] : [running + cents, running - cents];
  return [...moved, ...balancesBeforeLast(s)].includes(printed);
}

/** A total line ("Total deposits") closes its group of rows, and the table once it has rows. */
export function readTotalLine(s: WalkState, row: Row, wrappedLine: boolean): boolean {
  if (wrappedLine || !isTotalRow(row) || movesBalance(s, row) || endsLead(s, row)) return false;
  if (s.active) {
    flushPending(s);
    recordTotal(s, row);
    suspend(s);
  }
  s.groupStart = s.account.transactions.length;
  // A total ends a table only once the table has produced rows (a summary's "Total deposits" above
  // the table ends nothing).
  if (s.account.transactions.length > s.layoutStart) s.layout = null;
  return true;
}

/**
 * Whether a line printing one figure in the money columns, under lines without money waiting to open a
 * row (in a table printing a row's money on its last line; on the same page, no wider apart than a
 * wrapped row's lines), totals none of the rows above it: not those since the last total, nor those
 * since the table's header, nor all of the account's. A figure that is the sum of no rows is no total,
 * whatever its words ("TOTAL 600577727" wrapped from a description): the line is the waiting row's last
 * line, its figure the row's amount, and the statement's balances then check it as any row.
 */
function endsLead(s: WalkState, row: Row): boolean {
  const { account, layout, pending } = s;
  if (!s.active || !layout || s.mode !== 'amountLast' || pending.length === 0) return false;
  if (row.dates.length > 0) return false;
  if (pending.some((p) => p.txn.length > 0 || p.balance || p.row.line.page !== row.line.page))
    return false;
  if (linesBelowY(s.lastRowY, row.line) > s.settings.continuationMaxGapLines) return false;
  const v = viewOf(s.views, row, layout);
  if (v.txn.length !== 1 || v.balance) return false;
  const { amount } = v.txn[0]!.token;
  const role = v.txn[0]!.column.role;
  const all = account.transactions.map((t) => t.cents);
  const groups = [all.slice(s.groupStart), all.slice(s.layoutStart), all];
  return groups.every((g) => g.length === 0 || !candidateSums(g, role).includes(amount.cents));
}
