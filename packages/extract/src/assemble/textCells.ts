/**
 * A header's unknown title between the description and the money columns is taken, by default, for a
 * column of numbers only (layoutFacts.unknownCells): a description may run on under it. Where the table's
 * lines show the title heads a column of its own, the text under it is that column's, not the
 * description's: every line printing something there starts it flush with the title's left edge, a cell
 * gap clear of the description, and no line's description (a wrapped line's either) reaches into the
 * gap before it.
 */
import type { ExtractSettings } from '../settings.ts';
import type { Column, Row } from '../types.ts';
import type { ExtraCell } from './layoutFacts.ts';

type Cell = { x0: number; x1: number };

/**
 * The header's extra cells, each cell of numbers that the table's lead lines (`lines`, under every copy
 * of the header) and the lines between them (`inner`: wrapped descriptions) prove a left-aligned column
 * of its own turned into a cell of any words, as wide as the words printed under it (a counterparty's
 * account or name under a title the vocabulary does not know). The others are returned as they are;
 * `cells` itself when none changes.
 */
export function ownTextCells(
  cells: ExtraCell[],
  columns: readonly Column[],
  lines: readonly Row[],
  inner: readonly Row[],
  settings: ExtractSettings,
): ExtraCell[] {
  if (!cells.some((c) => c.holds === 'numbers')) return cells;
  let changed = false;
  const out = cells.map((c) => {
    if (c.holds !== 'numbers') return c;
    // The column runs up to the next title right of it (another unknown cell, or a known column).
    const right = Math.min(
      ...cells.filter((o) => o.x0 > c.x1).map((o) => o.x0),
      ...columns.filter((o) => o.x0 > c.x1).map((o) => o.x0),
    );
    const band = textColumn(c, right, lines, inner, settings);
    if (!band) return c;
    changed = true;
    return { ...band, holds: 'any' as const };
  });
  return changed ? out : cells;
}

/**
 * The band of the words printed under `cell` (from its left edge up to `right`) when they make a column
 * of their own, else null: on every line, a lead line or a line between two (`inner`), the first of them
 * starts flush with the cell's left edge and no word before it ends less than a cell gap away (a
 * description running on); on at least `inferredMinRows` lead lines they are printed.
 */
function textColumn(
  cell: ExtraCell,
  right: number,
  lines: readonly Row[],
  inner: readonly Row[],
  settings: ExtractSettings,
): Cell | null {
  let band: Cell | null = null;
  let filled = 0;
  for (const r of lines) {
    const under = wordsUnder(r, cell, right, settings);
    if (under === false) return null;
    if (!under) continue;
    filled++;
    band = band ? { x0: Math.min(band.x0, under.x0), x1: Math.max(band.x1, under.x1) } : under;
  }
  if (!band || filled < settings.inferredMinRows) return null;
  for (const r of inner) {
    const under = wordsUnder(r, cell, right, settings);
    if (under === false) return null;
    if (under) band = { x0: Math.min(band.x0, under.x0), x1: Math.max(band.x1, under.x1) };
  }
  return band;
}

/**
 * The band of a line's words under `cell` (dates and amounts, the line's other cells, left out): null
 * when it prints none there, false when they do not start flush with the cell's left edge, reach past
 * `right`, or a word before them ends less than a cell gap from that edge.
 */
function wordsUnder(
  r: Row,
  cell: ExtraCell,
  right: number,
  settings: ExtractSettings,
): Cell | null | false {
  const tol = settings.tokenColumnEdgeTolerancePt;
  const gap = settings.cellGapRatio * r.line.height;
  const words = r.line.words;
  const figure = new Uint8Array(words.length);
  for (const t of r.amounts) figure.fill(1, t.firstWord, t.lastWord + 1);
  for (const t of r.dates) figure.fill(1, t.firstWord, t.lastWord + 1);
  let band: Cell | null = null;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (figure[k] || w.x0 >= right) continue;
    if (w.x0 < cell.x0 - tol) {
      // Text before the cell ends a cell gap clear of its edge: none of it runs on under the title.
      if (w.x1 > cell.x0 - gap) return false;
      continue;
    }
    if (w.x1 > right || (!band && Math.abs(w.x0 - cell.x0) > tol)) return false;
    band = band ? { x0: band.x0, x1: Math.max(band.x1, w.x1) } : { x0: w.x0, x1: w.x1 };
  }
  return band;
}
