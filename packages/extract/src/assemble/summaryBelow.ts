/**
 * A summary printed across the page under an account's rows: a line of titles over a line of figures
 * alone, each figure under a title ("<previous> | <money in> | <money out> | <new>", whatever the words).
 * The statement's own arithmetic says which figures are the balances, so no title need be known.
 */
import { cellsAbove } from '../findSections.ts';
import { underLabels } from './figures.ts';
import { markLine } from './lineUse.ts';
import { balanceCents, balanceMove } from './signs.ts';
import { outAndIn } from '../verify.ts';
import type { WalkState } from './walkState.ts';

/**
 * Reads line `idx` as such a summary when its figures prove the account's balances: of the pairs of
 * figures read left to right, exactly one differs by what the account's rows moved (its opening carried
 * across them to its closing), once a pair that is the rows' own money in and money out is set aside
 * (those two differ by the same sum). The figures then give the opening and closing (agreeing with any
 * already read), and the line, with its titles, is no row. Returns whether it was read.
 */
export function readSummaryBelow(s: WalkState, idx: number): boolean {
  const { rows, settings, account } = s;
  const row = rows[idx]!;
  const titles = rows[idx - 1];
  const txns = account.transactions;
  if (row.amounts.length < 2 || txns.length === 0 || !titles || /\d/.test(titles.line.text))
    return false;
  if (!underLabels(rows, idx, settings)) return false;
  // Each figure stands under a title of its own (a row's description line leaves its figures bare).
  const labelled = cellsAbove(rows, idx - 1, settings);
  if (labelled.length !== row.amounts.length) return false;
  const net = balanceMove(txns, s.liability);
  if (net === 0) return false;
  const { out: moneyOut, into: moneyIn } = outAndIn(txns.map((t) => t.cents));
  const figures = row.amounts.map((a) => balanceCents(a.amount, s.liability));
  const totals = [moneyIn, moneyOut].sort((a, b) => a - b).join();
  const pairs: [number, number][] = [];
  figures.forEach((a, i) =>
    figures.forEach((b, j) => {
      const unsigned = [row.amounts[i]!.amount.cents, row.amounts[j]!.amount.cents];
      const areTotals = unsigned.sort((x, y) => x - y).join() === totals;
      if (j > i && a + net === b && !areTotals) pairs.push([a, b]);
    }),
  );
  if (pairs.length !== 1) return false;
  const [opening, closing] = pairs[0]!;
  if (account.opening && account.opening.cents !== opening) return false;
  if (account.closing && account.closing.cents !== closing) return false;
  account.opening ??= { cents: opening, source: 'label' };
  account.closing = { cents: closing, source: 'label' };
  // The titles, read as text of the table just before, are no description.
  s.pending = s.pending.filter((p) => p.row !== titles);
  markLine(s.lineUse, titles, 'nonRow');
  return true;
}
