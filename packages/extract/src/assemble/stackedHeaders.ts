/**
 * A header printed on two lines ("Date of / transaction", "Date / posted") may read as a header on each
 * line; the lower one, nearest the rows, would then stand for the table alone, though its titles may be
 * the tails of the upper line's ("transaction", read alone as a description title, over a column of
 * dates). The rows' dates tell which of the two readings is the table's.
 */
import { placeDates } from '../detectColumns.ts';
import type { ExtractSettings } from '../settings.ts';
import type { Row, TableLayout } from '../types.ts';

/** How many lines under a header are read for the dates its date columns take (a search bound). */
const STACKED_LOOKAHEAD_LINES = 12;

/** How many of the rows' dates under the header at `index` (up to the next header) its date columns take. */
function datesTaken(
  rows: readonly Row[],
  index: number,
  layout: TableLayout,
  headerAt: ReadonlyMap<number, TableLayout>,
  settings: ExtractSettings,
): number {
  let taken = 0;
  for (let k = index + 1; k < rows.length && k <= index + STACKED_LOOKAHEAD_LINES; k++) {
    const r = rows[k]!;
    if (r.line.page !== layout.page || headerAt.has(k)) break;
    taken += placeDates(r, layout, settings).length;
  }
  return taken;
}

/**
 * The header lines read right under another header line close above them (one header printed on two
 * lines) whose own reading leaves more of the rows' dates outside its date columns than the upper
 * line's reading (which holds the lower line's other titles too): those lines read as the upper one.
 * Of readings that take as many dates, the lower line's stands.
 */
export function stackedHeaders(
  rows: readonly Row[],
  headerAt: ReadonlyMap<number, TableLayout>,
  settings: ExtractSettings,
): Map<number, TableLayout> {
  const out = new Map<number, TableLayout>();
  for (const [idx, upper] of headerAt) {
    const lower = headerAt.get(idx + 1);
    if (!lower || upper.ignore || upper.groups || lower.groups) continue;
    const above = rows[idx]!.line;
    const below = rows[idx + 1]!.line;
    if (below.page !== above.page) continue;
    if (Math.abs(below.y - above.y) > settings.headerNeighbourLines * above.height) continue;
    const own = datesTaken(rows, idx + 1, lower, headerAt, settings);
    const theirs = datesTaken(rows, idx + 1, upper, headerAt, settings);
    if (theirs > own) out.set(idx + 1, { ...upper, y: below.y });
  }
  return out;
}
