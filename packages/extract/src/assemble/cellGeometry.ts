/** Where a row's words stand against a table's columns: centred under one, a cell of its own, beyond the table. */
import { FIGURE_RE } from '../headerCells.ts';
import type { ExtractSettings } from '../settings.ts';
import type { Column, Row, TableLayout } from '../types.ts';

type Cell = { x0: number; x1: number };

/**
 * The first word of a row that starts right of the table's last column (`last`; a description runs to
 * the page edge) and a cell gap clear of the word before it: the start of what lies beyond the table;
 * -1 if none.
 */
export function cellBeyond(row: Row, last: Column | null, settings: ExtractSettings): number {
  if (!last || last.role === 'description') return -1;
  const words = row.line.words;
  const gap = settings.cellGapRatio * row.line.height;
  return words.findIndex((w, i) => i > 0 && w.x0 > last.x1 && w.x0 - words[i - 1]!.x1 >= gap);
}

/** Whether word `i` of a row is a figure overlapping `cell`, a cell gap clear of the word before. */
export function ownFigure(row: Row, i: number, cell: Cell, settings: ExtractSettings): boolean {
  const w = row.line.words[i]!;
  const prev = row.line.words[i - 1];
  if (!FIGURE_RE.test(w.text) || !(w.x1 > cell.x0 && w.x0 < cell.x1)) return false;
  return !prev || w.x0 - prev.x1 >= settings.cellGapRatio * row.line.height;
}

/** Whether `w` is centred under `col` (`slack` points wider each side) or flush with an edge (`flush`). */
export function centredIn(w: Cell, col: Cell, slack: number, flush = -1): boolean {
  if (Math.abs(w.x0 - col.x0) <= flush || Math.abs(w.x1 - col.x1) <= flush) return true;
  const c = (w.x0 + w.x1) / 2;
  return c >= col.x0 - slack && c <= col.x1 + slack;
}

/**
 * Whether word `i` of a row is a figure or a lone dash in a cell of its own (a cell gap clear of the
 * words either side) between the table's first and last money columns (`money`) and under none of
 * them: another column's cell (an exchange rate, "—" for an empty fee), never a description's word.
 */
export function cellAmidMoney(
  row: Row,
  i: number,
  money: readonly Column[],
  settings: ExtractSettings,
): boolean {
  const words = row.line.words;
  const w = words[i]!;
  if (money.length < 2) return false;
  if (!FIGURE_RE.test(w.text) && !/^[-–—]$/.test(w.text)) return false;
  let left = Infinity;
  let right = -Infinity;
  for (const c of money) {
    left = Math.min(left, c.x0);
    right = Math.max(right, c.x1);
  }
  if (w.x0 < left || w.x1 > right) return false;
  // Under a money column it is that column's (a figure it does not read as money is left to it).
  for (const c of money) if (centredIn(w, c, row.line.height)) return false;
  const gap = settings.cellGapRatio * row.line.height;
  const prev = words[i - 1];
  const next = words[i + 1];
  return (!prev || w.x0 - prev.x1 >= gap) && (!next || next.x0 - w.x1 >= gap);
}

/**
 * Whether a figure stands wholly in the gap between two neighbouring money columns of an inferred table,
 * touching neither: such columns span their own figures, so it stands under a column the inference
 * missed (a credit on one row, a total's "0,00"), never under the balance.
 */
export function inMoneyGap(t: Cell, money: readonly Column[]): boolean {
  for (let i = 1; i < money.length; i++)
    if (t.x0 > money[i - 1]!.x1 && t.x1 < money[i]!.x0) return true;
  return false;
}

/** Whether a word or figure is centred in one of a layout's idle bands (see TableLayout.idle). */
export function inIdleBand(w: Cell, lay: Pick<TableLayout, 'idle'>): boolean {
  if (!lay.idle) return false;
  const c = (w.x0 + w.x1) / 2;
  for (const b of lay.idle) if (c >= b.x0 && c <= b.x1) return true;
  return false;
}

/**
 * A figure centred under a reference or check-number column ("R700100" under "Ref.") or in an idle band
 * (a money column the balance never moves by): no money.
 */
export function underNumberColumn(t: Cell, layout: TableLayout): boolean {
  const c = (t.x0 + t.x1) / 2;
  if (inIdleBand(t, layout)) return true;
  return layout.columns.some(
    (col) => (col.role === 'reference' || col.role === 'check') && c >= col.x0 && c <= col.x1,
  );
}
