/**
 * Money titles the vocabulary does not know, completed from the rows below them: the other side of a
 * money-in/money-out pair (an unknown cell beside the known column, figures under it) and the balance
 * (an unknown cell right of the money whose figures move as a running balance), and the one money
 * column of a header that names none (an unknown cell over right-aligned figures on the dated lines). The rows' own figures
 * decide, not the titles' words.
 */
import { loneDashes } from './cellDashes.ts';
import { clustersFromFirst } from './clusters.ts';
import { isTxnRole } from './columnRoles.ts';
import type { Figure } from './headerCells.ts';
import {
  dateWordsUnder,
  FIGURE_RE,
  figuresWithin,
  figureUnderMoney,
  leadLines,
  linesBelow,
  unknownTitles,
} from './headerCells.ts';
import { parseAmount } from './parseAmount.ts';
import type { ExtractSettings } from './settings.ts';
import type { Column, Row } from './types.ts';

/**
 * The missing side of a debit/credit pair: the header's unknown cell next to its one debit or credit
 * column (no known column between them), under which a lead line below on the same page (one with a
 * date or money) prints a figure ending near the cell's right edge (money is right-aligned) and none
 * prints a word; null otherwise. The first lines decide, or the whole page where they print nothing
 * under the cell (a side few rows use: a card's rare payments).
 */
export function oppositeMoneyCell(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column | null {
  const sides = columns.filter((c) => c.role === 'debit' || c.role === 'credit');
  if (sides.length !== 1 || columns.some((c) => c.role === 'amount')) return null;
  const known = sides[0]!;
  const header = rows[index]!;
  const h = header.line.height;
  const cells = unknownTitles(rows, index, columns, settings);
  // The nearest unknown cell on either side of the known column, with no known column between.
  const between = (a: number, b: number) => columns.some((c) => c.x0 > a && c.x1 < b);
  const left = cells.filter((c) => c.x1 < known.x0 && !between(c.x1, known.x0)).pop();
  const right = cells.find((c) => c.x0 > known.x1 && !between(known.x1, c.x0));
  const slack = settings.columnSlackRatio * h;
  // A side used by few rows may print nothing in the first lines: then the rest of the page decides.
  const first = leadLines(rows, index, columns);
  let page: Row[] | null = null;
  for (const cell of [left, right]) {
    if (!cell) continue;
    let use = cellUse(first, cell, slack);
    if (use.figures === 0 && use.words === 0) {
      page ??= leadLines(rows, index, columns, linesBelow(rows, index, Infinity));
      use = cellUse(page, cell, slack);
    }
    if (use.figures > 0 && use.words === 0)
      return {
        role: known.role === 'debit' ? 'credit' : 'debit',
        x0: cell.x0,
        x1: cell.x1,
        label: cell.label,
      };
  }
  return null;
}

/** How many of the lines' words under a cell are figures ending at its right edge, and how many not. */
function cellUse(
  lines: readonly Row[],
  cell: { x0: number; x1: number },
  slack: number,
): { figures: number; words: number } {
  let figures = 0;
  let words = 0;
  for (const r of lines) {
    for (const w of r.line.words) {
      // A dash alone marks the cell unused ("-" under the side a row does not use).
      if (!(w.x1 > cell.x0 && w.x0 < cell.x1) || /^[-–—]$/.test(w.text)) continue;
      if (FIGURE_RE.test(w.text) && Math.abs(w.x1 - cell.x1) <= slack) figures++;
      else words++;
    }
  }
  return { figures, words };
}

/**
 * The balance column of a header whose balance title the vocabulary does not know, with no balance
 * column in the header: right of its last transaction-money column (before any known column there), the
 * lead lines below (same page) print money whose right edges line up (money is right-aligned) under an
 * unknown title word, no word of text or other figure (a time, a reference) stands in that band, and
 * its figures move as a running balance does: from one such line to the next by the amount one of the
 * two prints (the next, oldest first; the line above, newest first), on at least half of the pairs and
 * at least one.
 */
export function balanceCell(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column | null {
  if (columns.some((c) => c.role === 'balance')) return null;
  const money = columns.filter((c) => isTxnRole(c.role));
  if (money.length === 0) return null;
  const left = Math.max(...money.map((c) => c.x1));
  // A description right of the money (the amount printed before the text) runs on under no title of
  // its own: the balance may stand right of it, before the next other known column.
  const right = Math.min(
    Infinity,
    ...columns.filter((c) => c.x0 > left && c.role !== 'description').map((c) => c.x0),
  );
  const afterText = columns.some((c) => c.role === 'description' && c.x0 > left && c.x0 < right);
  const header = rows[index]!;
  const slack = settings.columnSlackRatio * header.line.height;
  const lines = linesBelow(rows, index).filter((r) => figureUnderMoney(r, columns));
  // The first figure right of the money on each line (thousands spaces and all), where it is money;
  // right of a description, every figure (a description may print figures too: the right edges the
  // lines share decide).
  const placed: { r: Row; w: Figure; cents: number }[] = [];
  for (const r of lines) {
    const figures = figuresWithin(r, left, right, settings);
    const first = r.line.words.find((x) => x.x0 > left && x.x1 < right);
    for (const w of afterText ? figures : figures.slice(0, 1).filter((f) => f.x0 === first?.x0))
      placed.push({ r, w, cents: w.signed });
  }
  const aligned = new Set(
    clustersFromFirst(
      placed,
      (p) => p.w.x1,
      () => slack,
    ).reduce<typeof placed>((a, g) => (g.length > a.length ? g : a), []),
  );
  // In line order, one figure a line.
  const seen = new Set<Row>();
  const edge = placed.filter((p) => aligned.has(p) && !seen.has(p.r) && seen.add(p.r));
  if (edge.length === 0) return null;
  const band = {
    x0: Math.min(...edge.map((p) => p.w.x0)),
    x1: Math.max(...edge.map((p) => p.w.x1)),
  };
  const title = header.line.words.filter(
    (w) => w.x1 > band.x0 && w.x0 < band.x1 && !columns.some((c) => w.x1 > c.x0 && w.x0 < c.x1),
  );
  if (title.length === 0) return null;
  // The title runs on to the left one phrase gap at a time (a right-aligned column's title is wider).
  const words = header.line.words;
  const gap = settings.headerPhraseGapRatio * header.line.height;
  for (let k = words.indexOf(title[0]!) - 1; k >= 0; k--) {
    const w = words[k]!;
    if (
      w.x0 <= left ||
      title[0]!.x0 - w.x1 > gap ||
      columns.some((c) => w.x1 > c.x0 && w.x0 < c.x1)
    )
      break;
    title.unshift(w);
  }
  const figureWords = new Set(edge.flatMap((p) => p.w.words));
  for (const r of lines)
    for (const w of r.line.words)
      if (w.x1 > band.x0 && w.x0 < band.x1 && !figureWords.has(w)) return null;
  // From one line to the next by the next line's amount (oldest first) or the line's own (newest
  // first, the balance above already counting it); a zero marks a side the row leaves unused.
  const amounts = edge.map((p) =>
    money.flatMap((c) => figuresIn(p.r, c, settings)).filter((c) => c > 0),
  );
  let pairs = 0;
  let down = 0;
  let up = 0;
  for (let k = 1; k < edge.length; k++) {
    const move = Math.abs(edge[k]!.cents - edge[k - 1]!.cents);
    const next = amounts[k]!;
    const own = amounts[k - 1]!;
    pairs++;
    if (next.length === 1 && next[0] === move) down++;
    if (own.length === 1 && own[0] === move) up++;
  }
  const moves = Math.max(down, up);
  if (moves === 0 || moves * 2 < pairs) return null;
  return {
    role: 'balance',
    x0: Math.min(band.x0, title[0]!.x0),
    x1: Math.max(band.x1, title[title.length - 1]!.x1),
    label: title.map((w) => w.text).join(' '),
  };
}

/** The sizes of the money a row prints under a column, in cents (unsigned). */
function figuresIn(r: Row, c: Column, settings: ExtractSettings): number[] {
  return figuresWithin(r, -Infinity, Infinity, settings)
    .filter((f) => f.x1 > c.x0 && f.x0 < c.x1)
    .map((f) => Math.abs(f.signed));
}

/**
 * The money column of a header that names no money column: of the header's unknown titles, the one
 * under which most of the dated lines below (same page; a date at the line start or under one of the
 * header's date columns) print money ending near the title's right edge (money is right-aligned), on at
 * least half of them and at least `inferredMinRows`, with no word of text or other figure in its band.
 * Money out and money in under two such titles side by side (no known column between) are both read,
 * as amounts whose signs the running balance settles, where no dated line prints under both and
 * together they hold money on half the dated lines: neither alone need reach half.
 */
export function amountCell(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column[] {
  if (columns.some((c) => isTxnRole(c.role))) return [];
  // A known balance title: the money stands left of it (the balance is printed after the money).
  const balanceAt = Math.min(
    Infinity,
    ...columns.filter((c) => c.role === 'balance').map((c) => c.x0),
  );
  const header = rows[index]!;
  const slack = settings.columnSlackRatio * header.line.height;
  const dateColumns = columns.filter((c) => c.role === 'date' || c.role === 'valueDate');
  const dated = linesBelow(rows, index).filter(
    (r) => r.dates.length > 0 || dateColumns.some((c) => dateWordsUnder(r, c) !== null),
  );
  // Each clean title (no word of text under it) with the dated lines printing money under it.
  const found: { cell: Column; lines: Set<Row> }[] = [];
  const titles = unknownTitles(rows, index, columns, settings);
  for (const cell of titles) {
    if (cell.x1 > balanceAt) continue;
    const lines = new Set<Row>();
    let clean = true;
    // Lines are counted, not words: a figure split at its thousands space ("2 868,56") is one figure.
    for (const r of dated) {
      const dashes = loneDashes(r);
      r.line.words.forEach((w, k) => {
        if (!(w.x1 > cell.x0 && w.x0 < cell.x1)) return;
        const money = parseAmount(w.text, { inMoneyColumn: true });
        // A zero marks the side a row leaves unused, as a lone dash does: no money of the line's.
        if (money && Math.abs(w.x1 - cell.x1) <= slack) {
          if (money.cents > 0) lines.add(r);
        } else if (
          !r.dates.some((d) => d.x0 <= w.x0 && w.x1 <= d.x1) &&
          !isMark(r, k, settings) &&
          !dashes.includes(w)
        )
          clean = false;
      });
    }
    if (clean && lines.size > 0)
      found.push({ cell: { role: 'amount', x0: cell.x0, x1: cell.x1, label: cell.label }, lines });
  }
  const enough = (n: number): boolean => n >= settings.inferredMinRows && n * 2 >= dated.length;
  // Beside a known balance, only one money title standing alone: money out and in under two unknown
  // titles are left to the layout inferred from the rows, which tells the two sides apart.
  if (balanceAt < Infinity) {
    const one = found.length === 1 ? found[0]! : null;
    if (!one || !enough(one.lines.size)) return [];
    // The one unknown title between the known columns on either side: not one of two money titles
    // (out and in) whose other side printed no figure on this page.
    const leftEdge = Math.max(
      -Infinity,
      ...columns.filter((c) => c.x1 <= one.cell.x0).map((c) => c.x1),
    );
    const alone = titles.filter((c) => c.x0 >= leftEdge && c.x1 <= balanceAt).length === 1;
    return alone ? [one.cell] : [];
  }
  for (let k = 1; k < found.length; k++) {
    const [a, b] = [found[k - 1]!, found[k]!];
    const apart = [...a.lines].every((r) => !b.lines.has(r));
    const between = columns.some((c) => c.x0 > a.cell.x1 && c.x1 < b.cell.x0);
    if (apart && !between && enough(a.lines.size + b.lines.size)) return [a.cell, b.cell];
  }
  const best = found
    .filter((f) => enough(f.lines.size))
    .reduce<(typeof found)[number] | null>(
      (x, f) => (x && x.lines.size >= f.lines.size ? x : f),
      null,
    );
  return best ? [best.cell] : [];
}

/** A short word a word space after a figure (a credit or debit mark, "12.00 Dr"): the figure's own. */
function isMark(r: Row, k: number, settings: ExtractSettings): boolean {
  const w = r.line.words[k]!;
  const before = r.line.words[k - 1];
  return (
    before !== undefined &&
    /^\p{L}{1,3}\.?$/u.test(w.text) &&
    parseAmount(before.text, { inMoneyColumn: true }) !== null &&
    w.x0 - before.x1 < settings.cellGapRatio * r.line.height
  );
}
