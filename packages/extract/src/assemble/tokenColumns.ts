/**
 * Token columns: a narrow column of single words at one consistent x on a table's lead lines (a
 * transaction-type code "POS" / "GIRO", a document number), standing clear of the description by a
 * gutter on every lead line. Found from the rows' geometry, not from the words they print; the words
 * in such a column are not the description (a row whose description would otherwise be empty keeps
 * its token as its description, see wrappedRows.ts).
 */
import { isAmountRole } from '../columnRoles.ts';
import { FIGURE_RE } from '../headerCells.ts';
import type { ExtractSettings } from '../settings.ts';
import type { Row, TableLayout } from '../types.ts';
import { leadsText, startsDescription } from './marks.ts';
import { AMOUNT_MARK_RE } from './rowView.ts';

/** A token column's band; `titled` when a header cell of its own stands over it. */
export type TokenColumn = { x0: number; x1: number; titled: boolean };

type Placed = { x0: number; x1: number; text: string };

/**
 * The words of a row that are not a leading date or an amount, nor a figure under a money column of
 * the header (a whole amount, "691"), nor a figure's mark: a short word ("D", "Dr") printed right after
 * a figure and nearer it than the text after it stands in the figure's cell ("63 D   POS   ACH Salary"),
 * not in a column beside it.
 */
function freeWords(
  row: Row,
  lay: TableLayout,
  settings: ExtractSettings,
  headerWords: readonly Placed[],
): Placed[] {
  const words = row.line.words;
  // One flag per word (a figure's last word, or a word taken), not sets and spread arrays: this runs on
  // every lead line of every table (issue 11, allocation).
  const flags = new Uint8Array(words.length);
  // The last word of each figure: an amount, or a number under a money column. An amount whose token
  // already holds its CR/DR mark ("180,10 Dr") takes no second one: a code after it is a word of its
  // own ("180,10 Dr   TRF   ...").
  for (const t of row.amounts) if (t.amount.marker === null) flags[t.lastWord] = FIGURE_END;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (underMoney(w, lay) && FIGURE_RE.test(w.text)) flags[k] = FIGURE_END;
  }
  for (const t of row.dates) takeSpan(flags, t.firstWord, t.lastWord);
  for (const t of row.amounts) takeSpan(flags, t.firstWord, t.lastWord);
  for (let k = 1; k < words.length; k++) {
    const mark = words[k]!;
    const figure = words[k - 1]!;
    if (
      flags[k - 1] === FIGURE_END &&
      AMOUNT_MARK_RE.test(mark.text) &&
      mark.x0 - figure.x1 < settings.amountMarkGapHeights * row.line.height &&
      !startsDescription(mark, figure.x1, lay, settings) &&
      !leadsText(row, k, figure.x1) &&
      !underTitle(mark, headerWords)
    )
      flags[k] ||= TAKEN;
  }
  const free: Placed[] = [];
  for (let k = 0; k < words.length; k++) if (flags[k] === 0) free.push(words[k]!);
  return free;
}

/**
 * Whether a word stands under a header cell of its own (one naming no known column): a "Code" or "Type"
 * titled between the amount and the text. Its words are that column's, not marks of the figure before
 * them, even set nearer the figure than the text: on a row whose money is on its last line, the first
 * line prints the code with no figure beside it, and only the column can take it out of the text.
 */
function underTitle(w: Placed, headerWords: readonly Placed[]): boolean {
  return headerWords.some((h) => w.x1 > h.x0 && w.x0 < h.x1);
}

/** freeWords' flags: a word taken, or taken as the last word of a figure (a mark after it is its own). */
const TAKEN = 1;
const FIGURE_END = 2;

/** Marks words `first` to `last` taken, keeping a figure's end known as one. */
function takeSpan(flags: Uint8Array, first: number, last: number): void {
  for (let i = first; i <= last; i++) flags[i] ||= TAKEN;
}

/** Whether a word stands over one of the layout's money columns. */
function underMoney(w: Placed, lay: TableLayout): boolean {
  for (const c of lay.columns) if (isAmountRole(c.role) && w.x1 > c.x0 && w.x0 < c.x1) return true;
  return false;
}

/**
 * The one word a line holds inside a band, clear of the words beside it by a gutter: null when none
 * comes near, false when a second word, or one reaching into the gutter (description text running
 * on), means no column stands there.
 */
function loneWord(
  band: { x0: number; x1: number },
  words: readonly Placed[],
  height: number,
  settings: ExtractSettings,
  textFrom = Infinity,
): Placed | null | false {
  const gutter = settings.tokenColumnGutterHeights * height;
  let near: Placed | null = null;
  for (const w of words) {
    if (w.x1 <= band.x0 - gutter || w.x0 >= band.x1 + gutter) continue;
    // Text starting where the description's title starts is the description's own cell, however
    // narrow the gutter before it.
    if (w.x0 >= textFrom && w.x0 >= band.x1) continue;
    if (near || w.x0 < band.x0 || w.x1 > band.x1) return false;
    near = w;
  }
  return near;
}

/** Whether a band holds a column of its own on the lead lines: one word inside it, clear gutters. */
function holdsColumn(
  band: { x0: number; x1: number },
  lines: { words: Placed[]; height: number }[],
  headed: boolean,
  settings: ExtractSettings,
  textFrom = Infinity,
): boolean {
  let filled = 0;
  let beside = 0;
  for (const { words, height } of lines) {
    const near = loneWord(band, words, height, settings, headed ? textFrom : Infinity);
    if (near === false) return false;
    if (!near) continue;
    filled++;
    if (words.length > 1) beside++;
  }
  const enough = Math.max(settings.tokenColumnMinRows, settings.tokenColumnMinShare * lines.length);
  // A lone word per line is a column of its own only beside the description, or under a header cell
  // of its own; otherwise it may be a one-word description.
  return filled >= enough && (headed || beside >= settings.tokenColumnMinShare * filled);
}

/**
 * The token columns of a table read under `lay`, from its lead lines (`rows`: lines with a date or an
 * amount). Candidates are words sharing a left or a right edge; a candidate is kept when one word sits
 * in it on most lead lines, no lead line has text running into the gutter on either side, and it has
 * a header cell of its own (`headerWords`: header words naming no known column) or stands beside the
 * description on most of its lines. Columns
 * of the header (money, dates, numbers, the description's label) and anything right of the last money
 * column are left alone; past the first money column (a description printed after the amount, a branch
 * between the description and the money) only a column under a header cell of its own is one.
 */
export function findTokenColumns(
  rows: Row[],
  lay: TableLayout,
  settings: ExtractSettings,
  headerWords: readonly Placed[] = [],
): TokenColumn[] {
  if (rows.length < settings.tokenColumnMinRows) return [];
  const lines = rows.map((r) => ({
    words: freeWords(r, lay, settings, headerWords),
    height: r.line.height,
  }));
  const moneyLeft = Math.min(
    lay.amountLeft,
    ...lay.columns.filter((c) => isAmountRole(c.role)).map((c) => c.x0),
  );
  const lastMoneyLeft = Math.max(
    ...lay.columns.filter((c) => isAmountRole(c.role)).map((c) => c.x0),
  );
  // A header titling two text columns ("Operation | Details") may title a type column with one of them:
  // a text column is a candidate too, its title its own, as long as one text column stays the description.
  const texts = lay.columns.filter((c) => c.role === 'description');
  const fixed =
    texts.length > 1 ? lay.columns.filter((c) => c.role !== 'description') : lay.columns;
  // Under a title of its own left of a lone description's title, a column's right gutter may be
  // narrow: where the description's text starts flush with its title (a time of day printed a little
  // more than a space before it), a word starting there is the description, not text running on.
  const textFrom =
    texts.length === 1 ? texts[0]!.x0 - settings.tokenColumnEdgeTolerancePt : Infinity;
  const found: TokenColumn[] = [];
  // A column fills most lead lines, so an edge shared by fewer words cannot be one (this also keeps the
  // search linear on long statements: only a few edges are shared by that many words).
  const enough = Math.max(settings.tokenColumnMinRows, settings.tokenColumnMinShare * lines.length);
  const words = lines.flatMap((l) => l.words);
  const tol = settings.tokenColumnEdgeTolerancePt;
  for (const edge of ['x0', 'x1'] as const) {
    // The edges alone, sorted as numbers: a group is a run of edges each within `tol` of the one before,
    // and (the tolerance never negative) every word whose edge lies between the run's first and last is
    // in it. Its words are gathered only for the few groups large enough (issue 11: sorting and slicing
    // every word of a 400-page statement's lead lines cost more than the rest of the search).
    const edges = new Float64Array(words.length);
    for (let i = 0; i < words.length; i++) edges[i] = words[i]![edge];
    edges.sort();
    let start = 0;
    for (let k = 1; k <= edges.length; k++) {
      if (k < edges.length && edges[k]! - edges[k - 1]! <= tol) continue;
      const lo = edges[start]!;
      const hi = edges[k - 1]!;
      const size = k - start;
      start = k;
      if (size < enough) continue;
      const band = { x0: Infinity, x1: -Infinity };
      for (let i = 0; i < words.length; i++) {
        const w = words[i]!;
        if (w[edge] < lo || w[edge] > hi) continue;
        band.x0 = Math.min(band.x0, w.x0);
        band.x1 = Math.max(band.x1, w.x1);
      }
      if (fixed.some((c) => c.x1 > band.x0 && c.x0 < band.x1)) continue;
      if (found.some((f) => f.x1 > band.x0 && f.x0 < band.x1)) continue;
      const text = texts.length > 1 && texts.some((c) => c.x1 > band.x0 && c.x0 < band.x1);
      const headed = text || headerWords.some((w) => w.x1 > band.x0 && w.x0 < band.x1);
      // Past the first money column (a description printed after the amount, a branch between the
      // description and the money), only a column under a title of its own; right of the last money
      // column, the header's extra cells hold it (rowView.ts), unless a text column's title does.
      if (band.x1 >= moneyLeft && (!headed || (band.x0 > lastMoneyLeft && !text))) continue;
      if (holdsColumn(band, lines, headed, settings, textFrom))
        found.push({ ...band, titled: headed });
    }
  }
  found.push(...sparseColumns(lines, lay, settings, headerWords, found));
  // Every text column a lone word per line: one-word descriptions, no type column among them.
  const typed = texts.filter((c) => found.some((f) => c.x1 > f.x0 && c.x0 < f.x1));
  const kept =
    texts.length > 1 && typed.length === texts.length
      ? found.filter((f) => !texts.some((c) => c.x1 > f.x0 && c.x0 < f.x1))
      : found;
  return kept.sort((a, b) => a.x0 - b.x0);
}

/**
 * Columns under a title of their own between the description's title and the money (a "Ref" of type
 * codes, a marker printed on a few rows only): found from the header's title, not from how many lines
 * fill it. The lead lines' words under the title share a left or a right edge, and each stands alone
 * in its cell, a gutter clear of the words beside it: a description running on under the title on any
 * lead line reaches into the gutter, and the title's words then stay in the text.
 */
function sparseColumns(
  lines: readonly { words: Placed[]; height: number }[],
  lay: TableLayout,
  settings: ExtractSettings,
  headerWords: readonly Placed[],
  found: readonly TokenColumn[],
): TokenColumn[] {
  const texts = lay.columns.filter((c) => c.role === 'description');
  const money = lay.columns.filter((c) => isAmountRole(c.role));
  if (texts.length !== 1 || money.length === 0) return [];
  const moneyLeft = Math.min(lay.amountLeft, ...money.map((c) => c.x0));
  // A check or reference column's title is its own too: its numbers are read under it (rowView.ts),
  // and any other word standing alone in its cell is no description either.
  const numbered = lay.columns.filter((c) => c.role === 'check' || c.role === 'reference');
  const titles = [...headerWords, ...numbered].filter(
    (t) => t.x0 > texts[0]!.x1 && t.x1 < moneyLeft,
  );
  const tol = settings.tokenColumnEdgeTolerancePt;
  const out: TokenColumn[] = [];
  for (const t of titles) {
    const under = lines.flatMap((l) => l.words.filter((w) => w.x1 > t.x0 && w.x0 < t.x1));
    if (under.length < settings.tokenColumnMinRows) continue;
    const aligned = (edge: 'x0' | 'x1') =>
      under.every((w) => Math.abs(w[edge] - under[0]![edge]) <= tol);
    if (!aligned('x0') && !aligned('x1')) continue;
    const band = under.reduce((b, w) => ({ x0: Math.min(b.x0, w.x0), x1: Math.max(b.x1, w.x1) }), {
      x0: Infinity,
      x1: -Infinity,
    });
    if ([...found, ...out].some((f) => f.x1 > band.x0 && f.x0 < band.x1)) continue;
    // Only the lines printing in the column say whether it is one: a description ending short of it
    // on another line is no word of it.
    const holds = (l: (typeof lines)[number]) =>
      !l.words.some((w) => w.x1 > band.x0 && w.x0 < band.x1) ||
      loneWord(band, l.words, l.height, settings) !== false;
    if (lines.every(holds)) out.push({ ...band, titled: true });
  }
  return out;
}

/**
 * The band a titled column holds on a line without date or money: its lone word inside the column's
 * band, or flush with one of its edges (a value wider than any on the lead lines), standing clear of
 * the words beside it by a gutter; null where description text runs on into the gutter.
 */
function titledBand(
  c: TokenColumn,
  line: { words: readonly Placed[]; height: number },
  settings: ExtractSettings,
): TokenColumn | null {
  const tol = settings.tokenColumnEdgeTolerancePt;
  const w = line.words.find(
    (w) =>
      (w.x0 >= c.x0 - tol && w.x1 <= c.x1 + tol) ||
      Math.abs(w.x0 - c.x0) <= tol ||
      Math.abs(w.x1 - c.x1) <= tol,
  );
  if (!w) return null;
  const band = { x0: Math.min(c.x0 - tol, w.x0), x1: Math.max(c.x1 + tol, w.x1), titled: true };
  return loneWord(band, line.words, line.height, settings) === w ? band : null;
}

/**
 * The token columns that hold a code on one line: every one on a lead line (dated or with money). On a
 * line without either (the first line of a row whose date is printed once per day and whose money is
 * on its last line): those left of the description's title, where no wrapped description text stands,
 * and one under a title of its own where the line holds a lone word in it, a gutter clear of the words
 * beside it ("SEPA RENT   HARBOUR" under "Branch"); description text running on under the title
 * reaches into the gutter and stays.
 */
export function lineTokenColumns(
  columns: readonly TokenColumn[] = [],
  lay: TableLayout,
  lead: boolean,
  line: { words: readonly Placed[]; height: number },
  settings: ExtractSettings,
): readonly TokenColumn[] {
  if (lead) return columns;
  const description = lay.columns.find((c) => c.role === 'description');
  if (!description) return [];
  return columns.flatMap((c) => {
    if (c.x1 < description.x0) return [c];
    const band = c.titled ? titledBand(c, line, settings) : null;
    return band ? [band] : [];
  });
}

/**
 * Marks the words of a line standing in `columns` as used (no description) and returns the code they
 * print after `code`, the words taken before; a word already used stays with its own cell.
 */
export function takeTokens(
  words: readonly Placed[],
  columns: readonly TokenColumn[],
  used: Set<number>,
  settings: ExtractSettings,
  code: string | null,
): string | null {
  const tol = settings.tokenColumnEdgeTolerancePt;
  for (const col of columns)
    words.forEach((w, i) => {
      if (used.has(i) || w.x0 < col.x0 - tol || w.x1 > col.x1 + tol) return;
      used.add(i);
      code = code ? `${code} ${w.text}` : w.text;
    });
  return code;
}

/** The token columns standing clear of the table's check and reference columns, and those under one. */
export function byNumbers(
  columns: readonly TokenColumn[],
  lay: TableLayout,
): [TokenColumn[], TokenColumn[]] {
  const under = (t: TokenColumn) =>
    lay.columns.some(
      (c) => (c.role === 'check' || c.role === 'reference') && c.x1 > t.x0 && c.x0 < t.x1,
    );
  return [columns.filter((t) => !under(t)), columns.filter(under)];
}
