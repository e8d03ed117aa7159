/**
 * Total lines: a line whose words start like a total ("Total deposits") closes its group of rows, unless
 * the arithmetic reads it as a row (its balance moved by its amount).
 */
import { isTotalRow } from '../findSections.ts';
import type { Row } from '../types.ts';
import { resumesTable } from './accounts.ts';
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
  if (wrappedLine || !isTotalRow(row) || movesBalance(s, row)) return false;
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
