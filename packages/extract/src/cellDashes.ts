/**
 * Dashes that mark a cell unused ("-" under the side of a debit/credit pair a row does not use) stand in
 * a cell of their own. Beside a wide figure in the next column ("-  10.220,01" under In and Balance) the
 * gap can shrink to a space, and the dash reads as that figure's minus sign. The page itself tells the
 * two apart: a dash that marks a cell stands alone at that place on other lines of its page.
 */
import { MINUS_CHARS } from './parseAmount.ts';
import type { ExtractSettings } from './settings.ts';
import type { Row, Word } from './types.ts';

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
