/**
 * Dashes that mark a cell unused ("-" under the side of a debit/credit pair a row does not use) stand in
 * a cell of their own. Beside a wide figure in the next column ("-  10.220,01" under In and Balance) the
 * gap can shrink to a space, and the dash reads as that figure's minus sign. The page itself tells the
 * two apart: a dash that marks a cell stands alone at that place on other lines of its page.
 */
import { MINUS_CHARS, parseAmount } from './parseAmount.ts';
import type { ExtractSettings } from './settings.ts';
import type { AmountToken, Row, Word } from './types.ts';

/** A dash alone in a word: a minus, an en or an em dash, the mark of a money cell a row leaves unused. */
const CELL_DASH_RE = new RegExp(`^[${MINUS_CHARS}\u2014]$`);

function isDash(w: Word | undefined): w is Word {
  return w !== undefined && CELL_DASH_RE.test(w.text);
}

/** The dashes a row prints standing alone, in none of its amounts: marks of money cells it leaves unused. */
export function loneDashes(row: Row): Word[] {
  const words = row.line.words;
  const out: Word[] = [];
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (isDash(w) && !row.amounts.some((a) => k >= a.firstWord && k <= a.lastWord)) out.push(w);
  }
  return out;
}

/**
 * Per row, the words of its amounts that are dashes marking a cell: a dash word that starts (or ends) an
 * amount of several words, a wider gap than an amount's fragments keep from the figure beside it
 * (`amountFragmentGapRatio`: a sign printed with the figure stays close), whose right edge lines up,
 * within half its own width, with that of a dash standing alone (in no amount) on another line of the
 * same page that prints an amount (a money line, not a date range in the page heading). A dash that starts
 * an amount may instead line up so with the right edge of a figure another line of the page prints in a
 * cell of its own (a credit column whose figures end where the dashes under it end): a page where every
 * row leaving that cell unused prints a wide figure after it keeps no lone dash there, but a minus sign,
 * printed before its figure, ends where that figure starts, never at the edge of another column's figures.
 */
export function cellDashes(rows: readonly Row[], settings: ExtractSettings): Map<Row, Set<number>> {
  const lone = new Map<number, number[]>();
  for (const r of rows) {
    if (r.amounts.length === 0) continue;
    for (const w of loneDashes(r)) {
      const edges = lone.get(r.line.page);
      if (edges) edges.push(w.x1);
      else lone.set(r.line.page, [w.x1]);
    }
  }
  const figures = figureEdges(rows);
  const out = new Map<Row, Set<number>>();
  for (const r of rows) {
    const edges = lone.get(r.line.page) ?? [];
    const figureEnds = figures.get(r.line.page) ?? [];
    if (edges.length === 0 && figureEnds.length === 0) continue;
    const words = r.line.words;
    const fragmentGap = settings.amountFragmentGapRatio * r.line.height;
    for (const a of r.amounts) {
      if (a.lastWord === a.firstWord) continue;
      const ends: [number, number][] = [
        [a.firstWord, a.firstWord + 1],
        [a.lastWord, a.lastWord - 1],
      ];
      for (const [k, beside] of ends) {
        const dash = words[k];
        if (!isDash(dash)) continue;
        const figure = words[beside]!;
        const gap = k < beside ? figure.x0 - dash.x1 : dash.x0 - figure.x1;
        const half = (dash.x1 - dash.x0) / 2;
        if (gap <= fragmentGap) continue;
        const near = (x: number) => Math.abs(x - dash.x1) <= half;
        if (!edges.some(near) && !(k < beside && figureEnds.some(near))) continue;
        out.set(r, (out.get(r) ?? new Set()).add(k));
      }
    }
  }
  chainDashes(rows, settings, out);
  return out;
}

/** Per page, the right edges of the amounts printed as one figure alone (no sign or mark word beside it). */
function figureEdges(rows: readonly Row[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const r of rows)
    for (const a of r.amounts) {
      if (a.firstWord !== a.lastWord) continue;
      const edges = out.get(r.line.page);
      const x = r.line.words[a.lastWord]!.x1;
      if (edges) edges.push(x);
      else out.set(r.line.page, [x]);
    }
  return out;
}

/** Whether an amount starts with a dash that stands apart from its figure (wider than a sign keeps from it). */
function spacedLeadingDash(row: Row, a: AmountToken, settings: ExtractSettings): boolean {
  const words = row.line.words;
  if (a.lastWord === a.firstWord || !a.amount.negative || !isDash(words[a.firstWord])) return false;
  return (
    words[a.firstWord + 1]!.x0 - words[a.firstWord]!.x1 >
    settings.amountFragmentGapRatio * row.line.height
  );
}

/** An amount's value in signed cents, read unsigned where a dash of it marks a cell. */
function signedCents(a: AmountToken, cells: ReadonlySet<number> | undefined): number {
  const unsigned = cells?.has(a.firstWord) || cells?.has(a.lastWord);
  return a.amount.negative && !unsigned ? -a.amount.cents : a.amount.cents;
}

/**
 * A figure a line prints: where, and its value in signed cents, or null for an amount whose sign is a
 * spaced dash neither the page's geometry nor the balance settled (its size alone is sure).
 */
type Figure = { x0: number; x1: number; cents: number | null; size: number };

/**
 * A line's figures: its amounts, signed as they read (`values`), and the numbers printed each in a word of
 * its own outside them, read as a money column reads them ("174,6": no amount outside one).
 */
function lineFigures(row: Row, values: readonly (number | null)[]): Figure[] {
  const out: Figure[] = row.amounts.map((a, i) => ({
    x0: a.x0,
    x1: a.x1,
    cents: values[i]!,
    size: a.amount.cents,
  }));
  const taken = new Set<number>();
  for (const t of [...row.dates, ...row.amounts])
    for (let k = t.firstWord; k <= t.lastWord; k++) taken.add(k);
  row.line.words.forEach((w, k) => {
    const n = taken.has(k) ? null : parseAmount(w.text, { inMoneyColumn: true });
    if (n) out.push({ x0: w.x0, x1: w.x1, cents: n.negative ? -n.cents : n.cents, size: n.cents });
  });
  return out;
}

/**
 * The running balance settles a dash printed a space before a figure, where the page's geometry cannot (a
 * page whose rows all leave the same cell unused keeps no lone dash and no figure there) or reads it
 * wrong: the last figure printed above in the same column (the balance carried to this line, on this page
 * or the one before), plus or minus a figure of this line (oldest first) or of that line (newest first),
 * gives this figure either unsigned (the dash marks the cell before it) or negative (the dash is its minus
 * sign). Only one of the two fitting decides (both fit only from a zero balance); lines are read in
 * order, so a balance settled here starts the next line's step, and one whose dash nothing settled
 * starts none (a misread sign would carry on).
 */
function chainDashes(
  rows: readonly Row[],
  settings: ExtractSettings,
  cells: Map<Row, Set<number>>,
): void {
  const values: (number | null)[][] = [];
  rows.forEach((r, n) => {
    const own = r.amounts.map((a) =>
      spacedLeadingDash(r, a, settings) && !cells.get(r)?.has(a.firstWord)
        ? null
        : signedCents(a, cells.get(r)),
    );
    values.push(own);
    for (const [i, a] of r.amounts.entries()) {
      if (!spacedLeadingDash(r, a, settings)) continue;
      const column = { x0: r.line.words[a.firstWord + 1]!.x0, x1: a.x1 };
      const carried = carriedFigure(rows, values, n, column);
      if (!carried) continue;
      const { before } = carried;
      const start = carried.start.cents;
      const steps = [
        ...lineFigures(r, own).filter((f) => f.x0 !== a.x0),
        ...before.filter((f) => f.x0 !== carried.start.x0),
      ];
      const reaches = (end: number) =>
        steps.some((m) => start + m.size === end || start - m.size === end);
      const unsigned = reaches(a.amount.cents);
      if (unsigned === reaches(-a.amount.cents)) continue;
      const marks = cells.get(r) ?? new Set<number>();
      if (unsigned) marks.add(a.firstWord);
      else marks.delete(a.firstWord);
      cells.set(r, marks);
      own[i] = unsigned ? a.amount.cents : -a.amount.cents;
    }
  });
}

/**
 * The figure the nearest line above row `n` prints over `column`, with that line's figures: lines that
 * print nothing there (headings, page footers) are passed over, back to the start of the page before;
 * none where that figure's sign is itself an unsettled dash.
 */
function carriedFigure(
  rows: readonly Row[],
  values: readonly (number | null)[][],
  n: number,
  column: { x0: number; x1: number },
): { start: Figure & { cents: number }; before: Figure[] } | null {
  const page = rows[n]!.line.page;
  for (let k = n - 1; k >= 0 && rows[k]!.line.page >= page - 1; k--) {
    const before = lineFigures(rows[k]!, values[k]!);
    const start = before.find((f) => f.x0 < column.x1 && column.x0 < f.x1);
    // A balance whose own sign is unsettled proves nothing about the next one.
    if (start)
      return start.cents === null ? null : { start: { ...start, cents: start.cents }, before };
  }
  return null;
}
