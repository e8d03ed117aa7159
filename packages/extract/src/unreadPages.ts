/**
 * Pages the reading left out: a page that prints several lines reading as transactions (a date, then
 * words, then money) of which not one became a row. Such a page is a table the reading did not follow
 * (another geometry, a header it did not know), and the rows it holds are missing from the output,
 * whatever the figures the reading did check say.
 */
import { leadingDateWords } from './readAccountInfo.ts';
import type { ExtractSettings } from './settings.ts';
import type { Line } from './types.ts';

/** A word of letters: a description's, not a figure's or a mark's. */
const WORD_RE = /\p{L}{2,}/u;

/** Whether a line reads as a transaction row: a leading date, words after it, and money. */
function looksLikeRow(line: Line): boolean {
  const dateWords = leadingDateWords(line);
  return dateWords > 0 && line.words.slice(dateWords).some((w) => WORD_RE.test(w.text));
}

/**
 * The pages, with their count, holding at least `inferredMinRows` row-like lines (as many as make an
 * inferred table) while no transaction was read on them.
 */
export function unreadPages(
  lines: readonly Line[],
  pagesWithRows: ReadonlySet<number>,
  settings: ExtractSettings,
): { page: number; lines: number }[] {
  const counts = new Map<number, number>();
  for (const line of lines)
    if (!pagesWithRows.has(line.page) && looksLikeRow(line))
      counts.set(line.page, (counts.get(line.page) ?? 0) + 1);
  return [...counts]
    .filter(([, n]) => n >= settings.inferredMinRows)
    .map(([page, n]) => ({ page, lines: n }))
    .sort((a, b) => a.page - b.page);
}

/** The warning for pages left out, in words a reader acts on. */
export function unreadPagesWarning(pages: readonly { page: number; lines: number }[]): string {
  const total = pages.reduce((n, p) => n + p.lines, 0);
  const names = pages.map((p) => p.page);
  const where =
    names.length === 1
      ? `Page ${names[0]}`
      : `Pages ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${where} ${names.length === 1 ? 'prints' : 'print'} ${total} lines that look like transactions, but none of them could be read: the statement's transactions are incomplete. Compare them with your PDF.`;
}
