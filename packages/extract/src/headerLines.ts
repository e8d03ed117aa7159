/**
 * Which lines may be table headers: the cheap test run on every line before the full header match, and
 * what a header naming no date title must show to be one.
 */
import { isAmountRole, isDateRole, isTxnRole } from './columnRoles.ts';
import { dateWordsUnder, linesBelow } from './headerCells.ts';
import { rowKey } from './linesToRows.ts';
import type { Column, Row } from './types.ts';
import { DATE_HEADER_TRIGGERS, DATE_HEADER_WORDS, HEADER_PHRASES, squash } from './vocabulary.ts';

/** A word with a letter of any script. */
const LETTER_RE = /\p{L}/u;

/** A cheap test run on every line before the full header match. */
export function mayBeHeader(row: Row): boolean {
  if (row.amounts.length > 0 || row.dates.length > 0 || row.line.words.length > 40) return false;
  if (DATE_HEADER_TRIGGERS.some((t) => rowKey(row).includes(t))) {
    // A header names its date column with a word of its own ("Date", "Trans.", "Bu-Tag"), not inside "TRANSFER".
    if (row.line.words.some((w) => DATE_HEADER_WORDS.has(squash(w.text)))) return true;
  }
  return mayBeUndatedHeader(row);
}

/**
 * A line that may be a header whose date title the vocabulary does not know: no figure, and a balance
 * title among its words (a one-word title, "Solde"). Its date column must then be found from the dates
 * printed under one of its unknown titles (`detectHeader`).
 */
function mayBeUndatedHeader(row: Row): boolean {
  const words = row.line.words;
  if (words.some((w) => /\d/.test(w.text))) return false;
  return words.some((w) => HEADER_PHRASES[squash(w.text)] === 'balance');
}

/** Whether a line under the header prints a date under one of `cells` before another header. */
function dateUnderBeforeNextHeader(rows: Row[], index: number, cells: readonly Column[]): boolean {
  if (cells.length === 0) return false;
  for (const r of linesBelow(rows, index)) {
    if (cells.some((c) => dateWordsUnder(r, c) !== null)) return true;
    if (mayBeHeader(r)) return false;
  }
  return false;
}

/** Whether a line under the header prints a date under one of its date columns before another header. */
export function datedBeforeNextHeader(
  rows: Row[],
  index: number,
  columns: readonly Column[],
): boolean {
  return dateUnderBeforeNextHeader(
    rows,
    index,
    columns.filter((c) => isDateRole(c.role)),
  );
}

/**
 * Whether a line under the header, before another header, prints a date under one of its money columns:
 * a header without a date title is then no header the vocabulary read right (a money word naming the
 * value dates of another language).
 */
export function moneyOverDates(rows: Row[], index: number, columns: readonly Column[]): boolean {
  return dateUnderBeforeNextHeader(
    rows,
    index,
    columns.filter((c) => isAmountRole(c.role)),
  );
}

/**
 * Whether a header's hits without a date title name a table all the same: a running balance and money
 * moving (a debit, credit or amount title), so that its date column, found from the rows, is the only
 * title it leaves to them.
 */
export function namesMoneyAndBalance(hits: readonly Column[]): boolean {
  return hits.some((h) => h.role === 'balance') && hits.some((h) => isTxnRole(h.role));
}

/**
 * Whether the line at `index` titles a box of figures rather than a table: the one line close under it
 * prints figures and dates alone (no word of text), and the line after it is another header. A summary
 * printed across the page (labels over values: balances, totals, a due date) looks like a header over
 * one row, but a table's row carries its description, and a table runs on until its next header.
 */
export function titlesFiguresAlone(rows: Row[], index: number, maxGapHeights: number): boolean {
  const row = rows[index]!;
  const next = rows[index + 1];
  const after = rows[index + 2];
  if (!next || !after || next.amounts.length === 0) return false;
  if (next.line.page !== row.line.page || after.line.page !== row.line.page) return false;
  if (next.line.y - row.line.y > maxGapHeights * Math.max(row.line.height, 1)) return false;
  const figureWords = new Set<number>();
  for (const t of next.amounts) for (let i = t.firstWord; i <= t.lastWord; i++) figureWords.add(i);
  // Besides its amounts (which may carry a currency's letters), the line holds dates and numbers alone.
  if (next.line.words.some((w, i) => !figureWords.has(i) && LETTER_RE.test(w.text))) return false;
  return mayBeHeader(after);
}
