/**
 * The words of a row view that stand in no cell of the row: beyond the table, under a header cell naming
 * no known column, in an idle band or a cell of their own between the money columns (see rowView.ts).
 */
import { FIGURE_RE } from '../headerCells.ts';
import type { ExtractSettings } from '../settings.ts';
import { ISO_CURRENCY_CODES } from '../vocabulary.ts';
import type { PlacedAmount, Row, TableLayout } from '../types.ts';
import { cellAmidMoney, cellBeyond, centredIn, inIdleBand, ownFigure } from './cellGeometry.ts';
import type { ExtraCell, LayoutFacts } from './layoutFacts.ts';

/**
 * Marks the words of a row that stand in no cell of its description: right of the table's last column
 * (a time, a second date, a footer on the same baseline), under a header cell naming no known column,
 * in an idle band, in a cell of their own between the money columns, or a dash alone in a money column.
 */
export function outsideCells(
  settings: ExtractSettings,
  facts: LayoutFacts,
  row: Row,
  lay: TableLayout,
  placed: readonly PlacedAmount[],
  rightmostDateEnd: number | undefined,
  usedWords: Set<number>,
): void {
  const words = row.line.words;
  const { rightmost, extra } = facts;
  // A free-text column last in the header ("Remarks" right of the balance) runs to the page edge; a
  // reference or check number is one token under its label, so a footer beyond it is outside the table.
  // An inferred column's right edge is its amounts' own (right-aligned), not a header label's.
  const tableRight =
    rightmost && rightmost.role !== 'description'
      ? rightmost.x1 + (lay.inferred ? 0 : row.line.height)
      : Infinity;
  // An inferred table ends at its last money column too; an amount beyond it stays in view (a column
  // the inference missed is no silent loss).
  const amountWords = lay.inferred ? wordsOfAmounts(row) : null;
  // A cell that starts past the last column's title, a cell gap clear of the word before it, is beyond
  // the table, and so is all that follows it: a footer on the row's baseline just right of a
  // left-aligned reference whose title is wider than its values.
  const beyond = lay.inferred ? -1 : cellBeyond(row, rightmost, settings);
  // Money is right-aligned: the words after the last column's figure (a footer set flush against it,
  // reaching back into the column) are beyond the table too; so are those after its date.
  const lastFigure =
    placed.find((p) => p.column === rightmost)?.token.lastWord ??
    (rightmost && rightmostDateEnd) ??
    Infinity;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const keep = amountWords !== null && amountWords.has(i);
    if ((i > lastFigure || w.x0 > tableRight) && !keep) usedWords.add(i);
    if (beyond >= 0 && i >= beyond) usedWords.add(i);
    // Under a header cell right of the money columns that names no known column ("Originating
    // Branch"): an extra column, not the description. A figure aligned to one side of a numbers cell
    // ("Price" over "100.0103") and set off from the word before it by a cell gap is that cell's, not a
    // description's trailing number.
    if (extra.length > 0 && inExtraCell(row, i, extra, settings)) usedWords.add(i);
    // A figure in an idle band (a money column the balance never moves by), or a figure or dash in a
    // cell of its own between the money columns, is no description.
    if (inIdleBand(w, lay) || cellAmidMoney(row, i, facts.money, settings)) usedWords.add(i);
    // A dash alone in a money column marks it unused ("-" under Debits): no description.
    if (/^[-–—]$/.test(w.text) && facts.money.some((c) => centredIn(w, c, row.line.height)))
      usedWords.add(i);
  }
}

/** The words of a row's amounts. */
function wordsOfAmounts(row: Row): Set<number> {
  const out = new Set<number>();
  for (const t of row.amounts) for (let i = t.firstWord; i <= t.lastWord; i++) out.add(i);
  return out;
}

/** Whether word `i` of a row stands in one of the header's extra cells (see outsideCells). */
function inExtraCell(
  row: Row,
  i: number,
  extra: readonly ExtraCell[],
  settings: ExtractSettings,
): boolean {
  const w = row.line.words[i]!;
  for (const c of extra)
    if (centredIn(w, c, 0) && (c.holds === 'any' || FIGURE_RE.test(w.text))) return true;
  for (const c of extra) if (c.holds === 'numbers' && ownFigure(row, i, c, settings)) return true;
  return extra.some((c) => c.holds === 'numbers' && codeOfCellFigure(row, i, c, settings));
}

/**
 * Whether word `i` is a currency code a word space from a figure of a numbers cell and a cell gap clear
 * of the text on its other side ("USD 4,39", "4,39 USD" under a foreign-amount title): the figure's.
 */
function codeOfCellFigure(row: Row, i: number, c: ExtraCell, settings: ExtractSettings): boolean {
  const words = row.line.words;
  const w = words[i]!;
  if (!ISO_CURRENCY_CODES.has(w.text)) return false;
  const gap = settings.cellGapRatio * row.line.height;
  const figureAt = (k: number) => {
    const f = words[k];
    return f !== undefined && FIGURE_RE.test(f.text) && centredIn(f, c, 0);
  };
  // The space between word k and the next (none beyond the line's ends).
  const space = (k: number) => {
    const [l, r] = [words[k], words[k + 1]];
    return l && r ? r.x0 - l.x1 : Infinity;
  };
  if (figureAt(i + 1) && space(i) < gap) return space(i - 1) >= gap;
  if (figureAt(i - 1) && space(i - 1) < gap) return space(i) >= gap;
  return false;
}
