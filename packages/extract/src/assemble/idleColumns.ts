/**
 * Before the walk: a header's money columns that the running balance shows hold no money. A table may
 * print more money columns than the balance moves by (the amount in the operation's own currency, a
 * cashback or a fee figure beside the account's amount). The columns whose figures, summed on a row,
 * move the printed balance from that row's neighbour are the money; a column left out of every such sum
 * is idle: its figures are neither money nor description text.
 */
import { isTxnRole } from '../columnRoles.ts';
import { signedCents } from '../parseAmount.ts';
import type { ExtractSettings } from '../settings.ts';
import type { Row, TableLayout } from '../types.ts';
import { viewOf } from './rowView.ts';
import type { RowViews } from './rowView.ts';

/** Subsets of at most this many money columns are weighed (2^n sums per row). */
const MAX_WEIGHED_COLUMNS = 4;

type Band = { x0: number; x1: number };
type Point = { amounts: number[]; balance: number };

/**
 * The headers with their idle money columns taken out (`idle` bands in their place), judged over the rows
 * under every header that prints the same columns. A header whose money columns all move the balance, or
 * whose rows say nothing clear, is kept as it is.
 */
export function withoutIdleColumns(
  rows: readonly Row[],
  views: RowViews,
  headerAt: ReadonlyMap<number, TableLayout>,
  settings: ExtractSettings,
): Map<number, TableLayout> {
  const starts = [...headerAt.keys()].sort((a, b) => a - b);
  const groups = new Map<string, number[]>();
  for (const idx of starts) {
    const lay = headerAt.get(idx)!;
    const money = lay.columns.filter((c) => isTxnRole(c.role));
    if (lay.ignore || lay.groups || money.length < 2 || money.length > MAX_WEIGHED_COLUMNS)
      continue;
    // Money out and money in: a row prints one of the two, both move the balance.
    const roles = money.map((c) => c.role).sort();
    if (roles.length === 2 && roles[0] === 'credit' && roles[1] === 'debit') continue;
    if (!lay.columns.some((c) => c.role === 'balance')) continue;
    const key = lay.columns.map((c) => `${c.role}@${Math.round(c.x0)}-${Math.round(c.x1)}`).join();
    groups.set(key, [...(groups.get(key) ?? []), idx]);
  }
  const out = new Map(headerAt);
  for (const idxs of groups.values()) {
    const money = headerAt.get(idxs[0]!)!.columns.filter((c) => isTxnRole(c.role));
    const points: Point[] = [];
    const bands = money.map((c): Band => ({ x0: c.x0, x1: c.x1 }));
    for (const idx of idxs) {
      const end = starts.find((s) => s > idx) ?? rows.length;
      const lay = headerAt.get(idx)!;
      for (const row of rows.slice(idx + 1, end)) {
        const v = viewOf(views, row, lay);
        if (!v.balance) continue;
        const amounts = money.map(() => 0);
        for (const p of v.txn) {
          const k = money.findIndex((c) => c.x0 === p.column.x0 && c.x1 === p.column.x1);
          if (k < 0) continue;
          amounts[k]! +=
            p.column.role === 'debit' ? -p.token.amount.cents : signedCents(p.token.amount);
          bands[k] = {
            x0: Math.min(bands[k]!.x0, p.token.x0),
            x1: Math.max(bands[k]!.x1, p.token.x1),
          };
        }
        points.push({ amounts, balance: signedCents(v.balance.token.amount) });
      }
    }
    // The views were read before the token columns are known (the walk reads them again).
    for (const idx of idxs)
      for (const row of rows.slice(idx + 1, starts.find((s) => s > idx) ?? rows.length))
        views.cache.delete(row);
    const kept = movingColumns(points, money.length, settings);
    if (!kept) continue;
    for (const idx of idxs) {
      const lay = headerAt.get(idx)!;
      const idle = money.flatMap((c, k) => (kept.has(k) ? [] : [c]));
      const columns = lay.columns.filter((c) => !idle.includes(c));
      const amountLeft = Math.min(...columns.filter((c) => isTxnRole(c.role)).map((c) => c.x0));
      const next: TableLayout = {
        ...lay,
        columns,
        amountLeft,
        idle: money.flatMap((_, k) => (kept.has(k) ? [] : [bands[k]!])),
      };
      const cells = views.extraCells.get(lay);
      if (cells) views.extraCells.set(next, cells);
      out.set(idx, next);
    }
  }
  return out;
}

/**
 * Of `n` money columns, the ones whose sum on a row is its move of the balance (the row's own, read
 * oldest first, or the next row's, newest first), on at least half the pairs of consecutive balances and
 * on more of them than all the columns together, even when those fit most pairs (a charge printed on a
 * few rows right of the balance, never in its move); null when all of them together do as well, or no
 * subset reaches half the pairs on `inferredMinRows` of them.
 */
export function movingColumns(
  points: readonly Point[],
  n: number,
  settings: ExtractSettings,
): Set<number> | null {
  const pairs = points.length - 1;
  if (pairs < settings.inferredMinRows) return null;
  const hitsOf = (mask: number): number => {
    const sum = (p: Point) => p.amounts.reduce((s, a, k) => (mask & (1 << k) ? s + a : s), 0);
    let oldest = 0;
    let newest = 0;
    for (let i = 1; i < points.length; i++) {
      const d = Math.abs(points[i]!.balance - points[i - 1]!.balance);
      if (d === 0) continue;
      if (Math.abs(sum(points[i]!)) === d) oldest++;
      if (Math.abs(sum(points[i - 1]!)) === d) newest++;
    }
    return Math.max(oldest, newest);
  };
  const all = (1 << n) - 1;
  const full = hitsOf(all);
  // No subset can do better than every pair.
  if (full >= pairs) return null;
  let best = { mask: 0, hits: 0 };
  for (let mask = 1; mask < all; mask++) {
    const hits = hitsOf(mask);
    if (hits > best.hits) best = { mask, hits };
  }
  if (best.hits * 2 < pairs || best.hits < settings.inferredMinRows || best.hits <= full)
    return null;
  const kept = new Set<number>();
  for (let k = 0; k < n; k++) if (best.mask & (1 << k)) kept.add(k);
  return kept;
}
