/**
 * Before the walk: a header's money columns that the running balance shows hold no money. A table may
 * print more money columns than the balance moves by (the amount in the operation's own currency, a
 * cashback or a fee figure beside the account's amount). The columns whose figures, summed on a row,
 * move the printed balance from that row's neighbour are the money; a column left out of every such sum
 * is idle: its figures are neither money nor description text. With no balance column, of two amount
 * columns one printed only beside the other, on few rows, is idle (a card's amount spent abroad).
 */
import { isTxnRole } from '../columnRoles.ts';
import { signedCents } from '../parseAmount.ts';
import type { ExtractSettings } from '../settings.ts';
import { unknownTitles } from '../headerCells.ts';
import { inIdleBand } from './cellGeometry.ts';
import type { Column, Row, TableLayout } from '../types.ts';
import { viewOf } from './rowView.ts';
import type { RowViews } from './rowView.ts';

/**
 * The starts of the headers `keep` accepts, grouped by the columns they print (role and place): one
 * table printed again page after page, judged over the rows under all its copies.
 */
export function sameColumnHeaders(
  headerAt: ReadonlyMap<number, TableLayout>,
  keep: (lay: TableLayout) => boolean,
): number[][] {
  const groups = new Map<string, number[]>();
  for (const idx of [...headerAt.keys()].sort((a, b) => a - b)) {
    const lay = headerAt.get(idx)!;
    if (!keep(lay)) continue;
    const key = lay.columns.map((c) => `${c.role}@${Math.round(c.x0)}-${Math.round(c.x1)}`).join();
    const group = groups.get(key);
    if (group) group.push(idx);
    else groups.set(key, [idx]);
  }
  return [...groups.values()];
}

/** Subsets of at most this many money columns are weighed (2^n sums per row). */
const MAX_WEIGHED_COLUMNS = 4;

type Band = { x0: number; x1: number };
/** A row's figure under each money column (0 where it prints none), which print one, and its balance. */
type Point = { amounts: number[]; printed: boolean[]; balance: number | null };

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
  const weighed = (lay: TableLayout): boolean => {
    const money = lay.columns.filter((c) => isTxnRole(c.role));
    if (lay.ignore || lay.groups || money.length < 2 || money.length > MAX_WEIGHED_COLUMNS)
      return false;
    // Money out and money in: a row prints one of the two, both move the balance.
    const roles = money.map((c) => c.role).sort();
    if (roles.length === 2 && roles[0] === 'credit' && roles[1] === 'debit') return false;
    // With no balance to move, only two amount columns are weighed (by which rows print each).
    const balanced = lay.columns.some((c) => c.role === 'balance');
    return balanced || (roles.length === 2 && roles.every((r) => r === 'amount'));
  };
  const out = new Map(headerAt);
  for (const idxs of sameColumnHeaders(headerAt, weighed)) {
    const first = headerAt.get(idxs[0]!)!;
    const balanced = first.columns.some((c) => c.role === 'balance');
    const money = first.columns.filter((c) => isTxnRole(c.role));
    const points: Point[] = [];
    // Every line under the headers.
    const seen: Row[] = [];
    const bands = money.map((c): Band => ({ x0: c.x0, x1: c.x1 }));
    for (const idx of idxs) {
      const end = starts.find((s) => s > idx) ?? rows.length;
      const lay = headerAt.get(idx)!;
      for (const row of rows.slice(idx + 1, end)) {
        const v = viewOf(views, row, lay);
        const amounts = money.map(() => 0);
        const printed = money.map(() => false);
        seen.push(row);
        for (const p of v.txn) {
          const k = money.findIndex((c) => c.x0 === p.column.x0 && c.x1 === p.column.x1);
          if (k < 0) continue;
          printed[k] = true;
          amounts[k]! +=
            p.column.role === 'debit' ? -p.token.amount.cents : signedCents(p.token.amount);
          bands[k] = {
            x0: Math.min(bands[k]!.x0, p.token.x0),
            x1: Math.max(bands[k]!.x1, p.token.x1),
          };
        }
        if (balanced ? !v.balance : v.txn.length === 0) continue;
        points.push({
          amounts,
          printed,
          balance: v.balance ? signedCents(v.balance.token.amount) : null,
        });
      }
    }
    // The views were read before the token columns are known (the walk reads them again).
    for (const idx of idxs)
      for (const row of rows.slice(idx + 1, starts.find((s) => s > idx) ?? rows.length))
        views.cache.delete(row);
    const kept = balanced
      ? movingColumns(points, money.length, settings)
      : besideOther(points, settings);
    if (!kept) continue;
    const idleBands = money.flatMap((c, k) => {
      if (kept.has(k)) return [];
      const side = sideCell(rows, idxs[0]!, first, c, bands[k]!, seen, settings);
      return side ? [bands[k]!, side] : [bands[k]!];
    });
    for (const idx of idxs) {
      const lay = headerAt.get(idx)!;
      const idle = money.flatMap((c, k) => (kept.has(k) ? [] : [c]));
      const columns = lay.columns.filter((c) => !idle.includes(c));
      const amountLeft = Math.min(...columns.filter((c) => isTxnRole(c.role)).map((c) => c.x0));
      const next: TableLayout = {
        ...lay,
        columns,
        amountLeft,
        idle: idleBands,
      };
      const cells = views.extraCells.get(lay);
      if (cells) views.extraCells.set(next, cells);
      out.set(idx, next);
    }
  }
  return out;
}

/**
 * The header's unknown title just left of an idle column (right of every other column before it), where
 * the lines print words under it only beside a word in the idle column's band: that figure's own cell (the
 * currency the amount was spent in), neither money nor description. Null where a line printing no idle
 * figure prints a word there (a description running on), or no line prints one.
 */
function sideCell(
  rows: readonly Row[],
  idx: number,
  lay: TableLayout,
  col: Column,
  idle: Band,
  seen: readonly Row[],
  settings: ExtractSettings,
): Band | null {
  const from = Math.max(
    -Infinity,
    ...lay.columns.filter((c) => c !== col && c.x1 <= col.x0).map((c) => c.x1),
  );
  const cell = unknownTitles(rows, idx, lay.columns, settings)
    .filter((c) => c.x0 >= from && c.x1 <= col.x0)
    .pop();
  if (!cell) return null;
  const band = { x0: cell.x0, x1: cell.x1 };
  let under = 0;
  for (const row of seen) {
    const printed = row.line.words.some((w) => inIdleBand(w, { idle: [idle] }));
    for (const w of row.line.words) {
      if (!(w.x1 > cell.x0 && w.x0 < cell.x1)) continue;
      if (!printed) return null;
      band.x0 = Math.min(band.x0, w.x0);
      band.x1 = Math.max(band.x1, w.x1);
      under++;
    }
  }
  return under > 0 ? band : null;
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
      const d = Math.abs(points[i]!.balance! - points[i - 1]!.balance!);
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

/**
 * Of two amount columns and no balance, the one to keep where the other prints only on rows that print
 * it too, on at most half as many: a second figure of the same row (the amount in the currency it was
 * spent in, beside the amount charged), never a row's money of its own. Null when each column prints
 * alone on some row (money out and money in under two like titles), when they print as often, or on
 * fewer than `inferredMinRows` rows.
 */
export function besideOther(
  points: readonly Point[],
  settings: ExtractSettings,
): Set<number> | null {
  const printed = [0, 1].map((k) => points.filter((p) => p.printed[k]).length);
  const both = points.filter((p) => p.printed[0] && p.printed[1]).length;
  for (const [keep, other] of [
    [0, 1],
    [1, 0],
  ] as const) {
    if (printed[keep]! < settings.inferredMinRows || printed[other]! === 0) continue;
    if (both === printed[other] && printed[other]! * 2 <= printed[keep]!) return new Set([keep]);
  }
  return null;
}
