/**
 * Sub-tables printed side by side under one header (a check list two or three across: Number Date
 * Amount Number Date Amount; see `repeatedGroups` in detectColumns.ts). Before the walk, each line under
 * such a header is cut at the groups' boundaries, and each group's cells are laid out in turn, top to
 * bottom, under a copy of the header line naming that group's columns: the walk then reads each group
 * down its own column like any table, in the order the statement lists it.
 */
import { balanceLabel, isTotalRow } from '../findSections.ts';
import { lineToRow } from '../linesToRows.ts';
import type { DateOrder } from '../parseDate.ts';
import type { ExtractSettings } from '../settings.ts';
import type { Row, TableLayout } from '../types.ts';
import type { WalkState } from './walkState.ts';
import { suspend } from './wrappedRows.ts';

/** The part of a row whose words' centres lie in [x0, x1), as a row of its own; null when empty. */
export function subRow(
  row: Row,
  x0: number,
  x1: number,
  order: DateOrder,
  settings: ExtractSettings,
): Row | null {
  const words = row.line.words.filter((w) => (w.x0 + w.x1) / 2 >= x0 && (w.x0 + w.x1) / 2 < x1);
  if (words.length === 0) return null;
  const line = { ...row.line, words, text: words.map((w) => w.text).join(' ') };
  return lineToRow(line, order, settings);
}

/** Left edges of each group's cells: halfway between a group's last column and the next one's first. */
function groupBounds(groups: readonly TableLayout[]): number[] {
  return groups.map((g, k) =>
    k === 0 ? -Infinity : (groups[k - 1]!.columns.at(-1)!.x1 + g.columns[0]!.x0) / 2,
  );
}

/**
 * The rows with every side-by-side grid laid out group after group, and the headers at their new
 * indices (each group's copy of the header line maps to that group's layout). The grid's lines are
 * those after its header, on its page, with an amount and a date in some group, up to the first
 * other line (a total, a balance line, a note).
 */
export function splitGrids(
  rows: Row[],
  headerAt: Map<number, TableLayout>,
  order: DateOrder,
  settings: ExtractSettings,
): { rows: Row[]; headerAt: Map<number, TableLayout>; gridEnds: Map<number, number> } {
  const gridEnds = new Map<number, number>();
  if (![...headerAt.values()].some((h) => h.groups)) return { rows, headerAt, gridEnds };
  const out: Row[] = [];
  const at = new Map<number, TableLayout>();
  for (let i = 0; i < rows.length; i++) {
    const header = headerAt.get(i);
    if (!header?.groups) {
      if (header) at.set(out.length, header);
      out.push(rows[i]!);
      continue;
    }
    const groups = header.groups;
    const bounds = groupBounds(groups);
    const cells: Row[][] = groups.map(() => []);
    let end = i + 1;
    for (; end < rows.length; end++) {
      const r = rows[end]!;
      if (r.line.page !== header.page || headerAt.has(end) || r.amounts.length === 0) break;
      if (isTotalRow(r) || balanceLabel(r)) break;
      const parts = groups.map((_, k) =>
        subRow(r, bounds[k]!, bounds[k + 1] ?? Infinity, order, settings),
      );
      if (!parts.some((p) => p && p.dates.length > 0 && p.amounts.length > 0)) break;
      parts.forEach((p, k) => {
        if (p) cells[k]!.push(p);
      });
    }
    const start = out.length;
    groups.forEach((g, k) => {
      at.set(out.length, g);
      out.push(rows[i]!);
      out.push(...cells[k]!);
    });
    gridEnds.set(start, out.length);
    i = end - 1;
  }
  return { rows: out, headerAt: at, gridEnds };
}

/**
 * Read at each row before anything else: a grid listing only rows already read (a summary of checks
 * "also displayed in the preceding transaction history") is passed over whole, and past a grid's last
 * line its columns end (a total line under it is still its own). Returns whether the row is passed over.
 */
export function readGridBounds(s: WalkState, idx: number, row: Row): boolean {
  if (idx < s.skipTo) return true;
  const end = s.gridEnds.get(idx);
  if (end !== undefined) {
    if (repeatsRowsRead(s, idx, end)) {
      suspend(s);
      s.layout = null;
      s.skipTo = end;
      return true;
    }
    s.gridEnd = end;
  }
  if (idx === s.gridEnd && !isTotalRow(row)) {
    suspend(s);
    s.layout = null;
  }
  return false;
}

/** Whether every dated cell of the grid at rows start..end repeats a row of the account (date and amount). */
function repeatsRowsRead(s: WalkState, start: number, end: number): boolean {
  let cells = 0;
  for (let i = start; i < end; i++) {
    const r = s.rows[i]!;
    const date = r.dates[0]?.date;
    const amount = r.amounts[r.amounts.length - 1]?.amount;
    if (s.headerAt.has(i) || !date || !amount) continue;
    cells++;
    const seen = s.account.transactions.some(
      (t) =>
        t.date?.month === date.month &&
        t.date.day === date.day &&
        Math.abs(t.cents) === amount.cents,
    );
    if (!seen) return false;
  }
  return cells > 0;
}
