/**
 * Where a table's wrapped description lines start: the left edges that the undated lines without money
 * printed right after a dated row (or after another such line) share. The description's cell starts
 * there, so a word that a dated row prints left of that edge, flush with the text after it, stands in
 * a column of its own (a bank code printed a little more than a space before the text).
 */
import { clustersFromFirst } from './clusters.ts';
import type { Band } from './moneyClusters.ts';
import type { ExtractSettings } from './settings.ts';
import type { Row } from './types.ts';

/** The left edges (as bands) at least `inferredMinRows` wrapped lines under `dated` rows start at. */
export function wrappedLineStarts(
  rows: readonly Row[],
  dated: readonly Row[],
  settings: ExtractSettings,
): Band[] {
  const lead = new Set(dated);
  const firsts: { x0: number; height: number }[] = [];
  let prev: Row | null = null;
  for (const r of rows) {
    if (lead.has(r)) {
      prev = r;
      continue;
    }
    const w = r.line.words[0];
    const near =
      prev !== null &&
      r.line.page === prev.line.page &&
      r.line.y - prev.line.y <= settings.continuationMaxGapLines * r.line.height;
    if (near && w && r.dates.length === 0 && r.amounts.length === 0) {
      firsts.push({ x0: w.x0, height: r.line.height });
      prev = r;
    } else prev = null;
  }
  return clustersFromFirst(
    firsts,
    (f) => f.x0,
    (f) => settings.inferredCellToleranceRatio * f.height,
  )
    .filter((g) => g.length >= settings.inferredMinRows)
    .map((g) => ({ x0: Math.min(...g.map((f) => f.x0)), x1: Math.max(...g.map((f) => f.x0)) }));
}
