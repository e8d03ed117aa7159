/**
 * Pages the reading left out: a page that prints several lines reading as transactions (a date, words
 * and money, their dates one under the other) of which not one became a row. Such a page is a table the
 * reading did not follow (another geometry, a header it did not know, a table the reading ended too
 * soon), and the rows it holds are missing from the output, whatever the figures the reading did check
 * say.
 */
import { dateWordsAt, printsMoney, printsMoneyBeside } from './readAccountInfo.ts';
import type { ExtractSettings } from './settings.ts';
import type { Line, RowBox, UnreadPage } from './types.ts';

/** A word of letters: a description's, not a figure's or a mark's. */
const WORD_RE = /\p{L}{2,}/u;

/** Each line's row dates, once: every reading of the search asks again of the same lines. */
const rowDatesOf = new WeakMap<Line, readonly number[]>();

/**
 * Where the dates of a line that reads as a transaction row start (their x0), wherever on the line they
 * stand; none for a line without money or without a word of text beside its dates.
 */
function rowDates(line: Line): readonly number[] {
  const known = rowDatesOf.get(line);
  if (known) return known;
  const xs: number[] = [];
  let text = false;
  // The money must stand beside the dates: a "15.03.2024" reads as "15.03" too.
  const inDates = new Set<number>();
  if (printsMoney(line)) {
    const words = line.words;
    for (let k = 0; k < words.length;) {
      const n = dateWordsAt(words, k);
      if (n > 0) xs.push(words[k]!.x0);
      else if (WORD_RE.test(words[k]!.text)) text = true;
      for (let j = k; j < k + n; j++) inDates.add(j);
      k += Math.max(n, 1);
    }
  }
  const dates = text && printsMoneyBeside(line, inDates) ? xs : [];
  rowDatesOf.set(line, dates);
  return dates;
}

/**
 * The row-like lines of one page whose dates stand one under the other: the most lines sharing a date
 * position (within a line height), a column of dates as a table prints.
 */
function alignedRows(lines: readonly Line[]): number {
  const starts = lines
    .flatMap((line) => rowDates(line).map((x) => ({ line, x, tol: line.height })))
    .sort((a, b) => a.x - b.x);
  let best = 0;
  for (let i = 0; i < starts.length; i++) {
    const column = new Set<Line>();
    for (let j = i; j < starts.length && starts[j]!.x - starts[i]!.x <= starts[i]!.tol; j++)
      column.add(starts[j]!.line);
    best = Math.max(best, column.size);
  }
  return best;
}

/** Whether a line stands inside one of the boxes of the rows read on its page. */
function insideRow(line: Line, boxes: readonly RowBox[]): boolean {
  return boxes.some((b) => line.y >= b.y0 - line.height / 2 && line.y <= b.y1 + line.height / 2);
}

/**
 * The pages, with their count, holding at least `inferredMinRows` row-like lines (as many as make an
 * inferred table), their dates one under the other, that no row read covers, and more of them than the
 * rows read on the page: a table the reading left out whole, or ended after its first rows.
 */
export function unreadPages(
  lines: readonly Line[],
  rowBoxes: ReadonlyMap<number, readonly RowBox[]>,
  settings: ExtractSettings,
): UnreadPage[] {
  const byPage = new Map<number, Line[]>();
  for (const line of lines) {
    if (insideRow(line, rowBoxes.get(line.page) ?? [])) continue;
    const page = byPage.get(line.page);
    if (page) page.push(line);
    else byPage.set(line.page, [line]);
  }
  // At least `inferredMinRows` lines, more than the page's rows read; a page with fewer lines left than
  // that (one read whole leaves only its furniture) is not aligned at all.
  const bar = (page: number) =>
    Math.max(settings.inferredMinRows, (rowBoxes.get(page)?.length ?? 0) + 1);
  return [...byPage]
    .filter(([page, pageLines]) => pageLines.length >= bar(page))
    .map(([page, pageLines]) => ({ page, lines: alignedRows(pageLines) }))
    .filter((p) => p.lines >= bar(p.page))
    .sort((a, b) => a.page - b.page);
}

export function unreadPagesWarning(pages: readonly UnreadPage[]): string {
  const total = pages.reduce((n, p) => n + p.lines, 0);
  const names = pages.map((p) => p.page);
  const where =
    names.length === 1
      ? `Page ${names[0]}`
      : `Pages ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${where} ${names.length === 1 ? 'prints' : 'print'} ${total} lines that look like transactions that could not be read: the statement's transactions are incomplete. Compare them with your PDF.`;
}
