/** Where a row's words stand against a table's columns: centred under one, a cell of its own, beyond the table. */
import { FIGURE_RE } from '../headerCells.ts';
import type { ExtractSettings } from '../settings.ts';
import type { Column, Row } from '../types.ts';

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
