/**
 * What the readers of a header's unknown titles share: the lines under a header, its lead lines, the
 * figures and dates printed under a cell, and the header's words under no known column.
 */
import { isAmountRole, isDateRole } from './columnRoles.ts';
import { looseNumberEndingAt } from './linesToRows.ts';
import { isMonthWord, MAX_DATE_WORDS, readsAsDate } from './parseDate.ts';
import type { ExtractSettings } from './settings.ts';
import type { Column, Row, Word } from './types.ts';

/** How many lines under a header are read for figures under an unknown cell (a search bound). */
export const HEADER_LOOKAHEAD_LINES = 40;

/** A word of digits and punctuation only: a figure (or a date, a reference number). */
export const FIGURE_RE = /^[^\p{L}]*\d[^\p{L}]*$/u;

/** A word of letters (text, not a figure, date or mark of punctuation). */
export const TEXT_RE = /\p{L}/u;

/** The lines under a header on its own page, up to the search bound (`bound` lines). */
export function linesBelow(
  rows: readonly Row[],
  index: number,
  bound: number = HEADER_LOOKAHEAD_LINES,
): Row[] {
  const page = rows[index]!.line.page;
  const out: Row[] = [];
  for (let k = index + 1; k < rows.length && k <= index + bound; k++) {
    if (rows[k]!.line.page !== page) break;
    out.push(rows[k]!);
  }
  return out;
}

/**
 * A table's lead line (a date or money on it, a date under one of the header's date columns wherever
 * that column stands, or a figure under a money column of the header where amounts are printed without
 * two decimals), not the page's furniture below it.
 */
export function isLeadLine(r: Row, columns: readonly Column[]): boolean {
  return isReadLine(r, columns) || figureUnderMoney(r, columns);
}

/** A line printing a date or money as read, or a date under one of the header's date columns. */
function isReadLine(r: Row, columns: readonly Column[]): boolean {
  if (r.dates.length > 0 || r.amounts.length > 0) return true;
  return columns.some((c) => isDateRole(c.role) && dateWordsUnder(r, c) !== null);
}

/**
 * The table's lead lines under a header (same page, up to the search bound; `below`: those lines, where
 * the caller has them already). Where its rows read a date or money, they end at the last such line: a
 * line after it whose only figure stands under a money column is the page's furniture (the "1" of
 * "Page 1 of 2" under Debits), not a row.
 */
export function leadLines(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  below: readonly Row[] = linesBelow(rows, index),
): Row[] {
  const leads = below.filter((r) => isLeadLine(r, columns));
  const end = leads.findLastIndex((r) => isReadLine(r, columns));
  return end < 0 ? leads : leads.slice(0, end + 1);
}

/** Whether a row prints a figure under one of the header's money columns. */
export function figureUnderMoney(r: Row, columns: readonly Column[]): boolean {
  return r.line.words.some(
    (w) =>
      FIGURE_RE.test(w.text) &&
      columns.some((c) => isAmountRole(c.role) && w.x1 > c.x0 && w.x0 < c.x1),
  );
}

/**
 * The words of the first date printed under a cell (either order of day and month), or null: its words
 * reach into the cell, starting there or a word or two before it.
 */
export function dateWordsUnder(
  r: Row,
  cell: { x0: number; x1: number },
): { first: number; last: number } | null {
  const words = r.line.words;
  if (!words.some((w) => w.x1 > cell.x0)) return null;
  // The line is read date by date from its start, each date as long as it parses, so a date wider
  // than its title may start a word or two before the cell and reach into it, and a date printed
  // just before the cell is not read with the next one's first words ("04 Jun 24 06 Jun 24").
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.x0 >= cell.x1) break;
    if (!/\d/.test(words[i]!.text) && !isMonthWord(words[i])) continue;
    const n = longestDate(words, i);
    if (n === null) continue;
    if (words[i + n]!.x1 > cell.x0) return { first: i, last: i + n };
    i += n;
  }
  return null;
}

/** How many words after `i` the longest date starting at word `i` takes (0: one word), or null. */
function longestDate(words: readonly Word[], i: number): number | null {
  // The texts of the one, two and three words from `i`, tried longest first.
  const texts: string[] = [];
  for (let n = 0; n < Math.min(MAX_DATE_WORDS, words.length - i); n++)
    texts.push(n === 0 ? words[i]!.text : `${texts[n - 1]!} ${words[i + n]!.text}`);
  for (let n = texts.length - 1; n >= 0; n--)
    if (/\d/.test(texts[n]!) && readsAsDate(texts[n]!)) return n;
  return null;
}

/**
 * The header's words under no known column, joined into titles one phrase gap apart, except where the
 * lead lines below print two columns there (`columnEdgeBetween`): two titles printed close together
 * ("Amount Details", each over a column of its own) are two cells.
 */
export function unknownTitles(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): { x0: number; x1: number; label: string }[] {
  const header = rows[index]!;
  const cells: { x0: number; x1: number; label: string }[] = [];
  let leads: Row[] | null = null;
  for (const w of header.line.words) {
    if (columns.some((c) => w.x1 > c.x0 && w.x0 < c.x1)) continue;
    const last = cells[cells.length - 1];
    leads ??= linesBelow(rows, index).filter((r) => isLeadLine(r, columns));
    if (
      last &&
      w.x0 - last.x1 <= settings.headerPhraseGapRatio * header.line.height &&
      !columnEdgeBetween(leads, last, w, settings)
    ) {
      last.x1 = w.x1;
      last.label += ` ${w.text}`;
    } else cells.push({ x0: w.x0, x1: w.x1, label: w.text });
  }
  return cells;
}

/**
 * Whether the lead lines under two adjacent header words print a column edge between them: no line's word
 * crosses the gap between the words, and at least `inferredMinRows` lines, and half of them, print a word
 * under each (a right-aligned figure ending under the left word, text starting under the right one).
 */
export function columnEdgeBetween(
  leads: readonly Row[],
  left: { x0: number; x1: number },
  right: { x0: number; x1: number },
  settings: ExtractSettings,
): boolean {
  let both = 0;
  for (const r of leads) {
    const words = r.line.words;
    if (words.some((w) => w.x0 < right.x0 && w.x1 > left.x1)) return false;
    const under = (c: { x0: number; x1: number }): boolean =>
      words.some((w) => w.x1 > c.x0 && w.x0 < c.x1);
    if (under(left) && under(right)) both++;
  }
  return both >= settings.inferredMinRows && both * 2 >= leads.length;
}

/**
 * A money title over no figure of its own, its column's figures right-aligned under the unknown words
 * after it: a short figure (a whole number, "3 934 944") under a long title ("Saldo po operacji") reaches
 * under its last words only. Returns the index of the last word of `run` under whose right edge figures
 * (read whole across thousands spaces, wholly right of the title and left of `right`) end on at least
 * `titleSpanMinRows` lines below, none of which prints a word under the title itself; -1 for none.
 */
function alignedUnderRun(
  below: readonly Row[],
  title: Column,
  run: readonly Word[],
  right: number,
  settings: ExtractSettings,
): number {
  if (!isAmountRole(title.role)) return -1;
  const counts = run.map(() => 0);
  for (const r of below) {
    const tol = settings.inferredColumnToleranceRatio * r.line.height;
    const figures = figuresWithin(r, title.x1, right, settings);
    const ends = run.map((w) => figures.some((f) => f.x0 < w.x1 && Math.abs(f.x1 - w.x1) <= tol));
    if (!ends.includes(true)) continue;
    if (r.line.words.some((w) => w.x1 > title.x0 && w.x0 < title.x1)) return -1;
    ends.forEach((e, k) => {
      if (e) counts[k]!++;
    });
  }
  return counts.findLastIndex((n) => n >= settings.titleSpanMinRows);
}

/**
 * A header's known titles, each widened over the unknown words printed beside it as one cell ("Saldo
 * disp.", "Available balance"): words less than the phrase gap from the title, under which the lines
 * below print figures reaching across both the title and those words (a right-aligned balance ending
 * under the last word of its title). Unknown words over a column of their own (a type code, a branch
 * name next to "Remarks") carry nothing across and stay titles of their own. Without this, a money
 * column ends at the title's first word and its figures fall under the words beside it, read as an
 * unknown column whose contents are dropped. A title widens only as far as its figures reach: a run of
 * unknown words ("disp. Branch") whose last words no figure reaches under ends the cell before them,
 * and those words head a column of their own (what is printed under them is no money). A money title
 * over no figure of its own widens as far as its figures end under the words after it (alignedUnderRun).
 */
export function wholeTitles(
  rows: readonly Row[],
  index: number,
  hits: readonly Column[],
  settings: ExtractSettings,
): Column[] {
  const header = rows[index]!;
  const out = [...hits].sort((a, b) => a.x0 - b.x0).map((c) => ({ ...c }));
  const gap = settings.headerPhraseGapRatio * header.line.height;
  const known = (w: Word): boolean => hits.some((c) => w.x1 > c.x0 && w.x0 < c.x1);
  // Runs of unknown words, each word less than the phrase gap from the one before.
  const runs: Word[][] = [];
  let open = false;
  for (const w of header.line.words) {
    if (known(w)) {
      open = false;
      continue;
    }
    const last = runs[runs.length - 1];
    if (open && last && w.x0 - last[last.length - 1]!.x1 <= gap) last.push(w);
    else runs.push([w]);
    open = true;
  }
  if (runs.length === 0) return out;
  const below = linesBelow(rows, index);
  /** Whether enough lines below print a figure reaching under both the title and the word. */
  const across = (title: Column, word: Word): boolean =>
    below.filter((r) =>
      r.line.words.some(
        (w) =>
          FIGURE_RE.test(w.text) &&
          w.x1 > title.x0 &&
          w.x0 < title.x1 &&
          w.x1 > word.x0 &&
          w.x0 < word.x1,
      ),
    ).length >= settings.titleSpanMinRows;
  const label = (words: readonly Word[]): string => words.map((w) => w.text).join(' ');
  for (const run of runs) {
    const first = run[0]!;
    const last = run[run.length - 1]!;
    const before = out.filter((c) => c.x1 <= first.x0).pop();
    const after = out.find((c) => c.x0 >= last.x1);
    // After a title: its figures reach right from it, as far as the last word they reach under.
    const reach =
      before && first.x0 - before.x1 <= gap ? run.findLastIndex((w) => across(before, w)) : -1;
    // Before a title: its figures reach left from it, from the first word they reach under.
    const from = after && after.x0 - last.x1 <= gap ? run.findIndex((w) => across(after, w)) : -1;
    const under =
      before && reach < 0 && first.x0 - before.x1 <= gap
        ? alignedUnderRun(below, before, run, after?.x0 ?? Infinity, settings)
        : -1;
    if (before && (reach >= 0 || under >= 0)) {
      const end = Math.max(reach, under);
      before.x1 = run[end]!.x1;
      before.label += ` ${label(run.slice(0, end + 1))}`;
    } else if (after && from >= 0) {
      after.x0 = run[from]!.x0;
      after.label = `${label(run.slice(from))} ${after.label}`;
    }
  }
  return out;
}

/** A figure a line prints: one of its amounts (thousands spaces and all), or a word of digits. */
export type Figure = { x0: number; x1: number; signed: number; words: Word[] };

/**
 * The figures of a row wholly between `left` and `right`, left to right: its amounts as read (a figure
 * grouped by thousands spaces is several words), and each other number that is money in a money column
 * (a whole number, read whole across its thousands spaces: "4 228 670").
 */
export function figuresWithin(
  r: Row,
  left: number,
  right: number,
  settings: ExtractSettings,
): Figure[] {
  const words = r.line.words;
  const taken = new Set<number>();
  const out: Figure[] = [];
  for (const t of r.amounts) {
    for (let i = t.firstWord; i <= t.lastWord; i++) taken.add(i);
    if (t.x0 > left && t.x1 < right) {
      const signed = t.amount.negative ? -t.amount.cents : t.amount.cents;
      out.push({ x0: t.x0, x1: t.x1, signed, words: words.slice(t.firstWord, t.lastWord + 1) });
    }
  }
  const inside = (k: number) => !taken.has(k) && words[k]!.x0 > left && words[k]!.x1 < right;
  // Right to left, so that each number is read from its last group back across its thousands spaces.
  for (let i = words.length - 1; i >= 0; i--) {
    if (!inside(i)) continue;
    const found = looseNumberEndingAt(r, i, 0, settings, (k) => !inside(k));
    if (!found) continue;
    const signed = found.amount.negative ? -found.amount.cents : found.amount.cents;
    const { x0, x1 } = found;
    out.push({ x0, x1, signed, words: words.slice(found.firstWord, found.lastWord + 1) });
    i = found.firstWord;
  }
  return out.sort((a, b) => a.x0 - b.x0);
}
