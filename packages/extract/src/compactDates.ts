/**
 * Stage before the rows: dates printed in the ISO 8601 basic format ("20240301", year, month and day
 * with no separator) are rewritten as ISO dates ("2024-03-01"). An eight-digit figure is a date only
 * where the statement's structure proves it: such figures start at least a few lines, all at one left
 * edge (a column), every one of them a valid date, in order (oldest or newest first) and within a
 * statement's span, and no line prints another date right after one. Then a period printed the same
 * way ("20240301-20240331") is rewritten too. References and account numbers elsewhere on a line are
 * never read. Only the first word of each line is looked at. Pure.
 */
import { daysBetween, readsAsDate, toIso } from './parseDate.ts';
import type { Line, Word } from './types.ts';

/** A column of compact dates is only read from at least this many lines. */
const MIN_DATES = 3;
/** The left edges of one column's figures differ by at most this much, in points. */
const ALIGN_PT = 2;
/** The dates of one statement span at most this many days (a year's statement and its edges). */
const MAX_SPAN_DAYS = 400;
/** Years a statement's dates may fall in (the dates parseDate accepts). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

const COMPACT_RE = /^\d{8}$/;
/** Two compact dates joined by a dash, tilde or en dash: a period ("20240301-20240331"). */
const RANGE_RE = /^(\d{8})([-~\u2013])(\d{8})$/;

/** The ISO date a compact "YYYYMMDD" figure prints, or null when it is no valid date. */
export function compactIso(text: string): string | null {
  if (!COMPACT_RE.test(text)) return null;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4, 6));
  const day = Number(text.slice(6, 8));
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return toIso(year, month, day);
}

/** Whether the figures' dates, in reading order, never go back, or never go forward. */
function inOrder(dates: readonly string[]): boolean {
  let up = true;
  let down = true;
  for (let i = 1; i < dates.length; i++) {
    if (dates[i]! < dates[i - 1]!) up = false;
    if (dates[i]! > dates[i - 1]!) down = false;
  }
  return up || down;
}

/** Whether the first words of lines form a column of compact dates, as the header comment sets out. */
function dateColumn(starts: readonly { line: Line; word: Word; iso: string | null }[]): boolean {
  if (starts.length < MIN_DATES) return false;
  if (starts.some((s) => s.iso === null)) return false;
  const lefts = starts.map((s) => s.word.x0);
  if (Math.max(...lefts) - Math.min(...lefts) > ALIGN_PT) return false;
  const dates = starts.map((s) => s.iso!);
  if (!inOrder(dates)) return false;
  const sorted = [...dates].sort();
  if (daysBetween(sorted[0]!, sorted.at(-1)!) > MAX_SPAN_DAYS) return false;
  // A line with a date of its own after the figure: the figure is a reference before it, not a date.
  return !starts.some((s) => s.line.words.slice(1, 3).some((w) => readsAsDate(w.text)));
}

/** The lines with compact dates rewritten as ISO dates, where a column of them proves the format. */
export function compactDates(lines: readonly Line[]): Line[] {
  const starts = [];
  for (const line of lines) {
    const word = line.words[0];
    if (word && COMPACT_RE.test(word.text)) starts.push({ line, word, iso: compactIso(word.text) });
  }
  if (!dateColumn(starts)) return [...lines];
  const column = new Set(starts.map((s) => s.line));
  return lines.map((line) => {
    const words = line.words.flatMap((w, i) => {
      if (i === 0 && column.has(line)) return [{ ...w, text: compactIso(w.text)! }];
      return rangeWords(w) ?? [w];
    });
    if (words.length === line.words.length && words.every((w, i) => w === line.words[i]))
      return line;
    return { ...line, words, text: words.map((w) => w.text).join(' ') };
  });
}

/** A period printed as one word of two compact dates, as its two ISO dates and the dash between. */
function rangeWords(w: Word): Word[] | null {
  const range = RANGE_RE.exec(w.text);
  if (!range) return null;
  const from = compactIso(range[1]!);
  const to = compactIso(range[3]!);
  if (!from || !to || from > to) return null;
  // Each part keeps its share of the word's width (8, 1 and 8 of its 17 characters).
  const char = (w.x1 - w.x0) / w.text.length;
  const dash = w.x0 + 8 * char;
  return [
    { text: from, x0: w.x0, x1: dash },
    { text: range[2]!, x0: dash, x1: dash + char },
    { text: to, x0: dash + char, x1: w.x1 },
  ];
}
