/**
 * What the walk made of each line, and the lines of a table it could not explain: the "fewest unexplained
 * lines" term of a reading's score (issue 8, section 2). A reading that leaves lines between its rows
 * unaccounted for (a dated line whose amount never came, text that paused the table, a wrapped line
 * dropped at a page break) explains less of the table than one that reads them.
 */
import type { Row } from '../types.ts';

/**
 * A line read as a transaction's own (its amount or dated lead line), as a continuation of one (a wrapped
 * description), or as a known non-row: a table header, a section heading, a balance or total line, page
 * furniture, a stray mark.
 */
export type LineUse = 'row' | 'continuation' | 'nonRow';

/** Records what a line was read as; the first use recorded stands. */
export function markLine(uses: Map<Row, LineUse>, row: Row, use: LineUse): void {
  if (!uses.has(row)) uses.set(row, use);
}

/**
 * The lines inside a table's span that the reading used neither as a row, nor as a continuation, nor as
 * a known non-row. A table's span is, on each page, from the first to the last line a transaction was
 * read from (rows and their continuations): the letterhead above and the notes below a table are no part
 * of it.
 */
export function unexplainedLines(rows: readonly Row[], uses: ReadonlyMap<Row, LineUse>): number {
  const spans = new Map<number, { top: number; bottom: number }>();
  for (const [row, use] of uses) {
    if (use === 'nonRow') continue;
    const { page, y } = row.line;
    const span = spans.get(page);
    if (!span) spans.set(page, { top: y, bottom: y });
    else {
      span.top = Math.min(span.top, y);
      span.bottom = Math.max(span.bottom, y);
    }
  }
  let n = 0;
  for (const row of rows) {
    const span = spans.get(row.line.page);
    if (span && row.line.y > span.top && row.line.y < span.bottom && !uses.has(row)) n++;
  }
  return n;
}
