/**
 * A column of serial numbers before the date column ("1.", "2.", ... "116."), found from the rows'
 * geometry: rows whose date is their second word, after a one-word cell a cell gap clear of it, that
 * cell starting at the same left edge on many rows with amounts. Such a row is led by its date as a
 * row printed from its date is; the serial cell is a column of its own, no part of the description.
 */
import { clustersFromFirst } from './clusters.ts';
import type { ExtractSettings } from './settings.ts';
import type { Row } from './types.ts';

/** The rows a serial column leads, in their own order, and the column's band; null when none does. */
export function serialLedRows(
  rows: readonly Row[],
  settings: ExtractSettings,
): { dated: Row[]; band: { x0: number; x1: number } } | null {
  const led = rows.filter((r) => {
    const date = r.dates[0];
    const first = r.line.words[0];
    return (
      date?.firstWord === 1 &&
      first !== undefined &&
      r.amounts.length > 0 &&
      r.amounts.every((a) => a.firstWord > 0) &&
      date.x0 - first.x1 >= settings.cellGapRatio * r.line.height
    );
  });
  const groups = clustersFromFirst(
    led,
    (r) => r.line.words[0]!.x0,
    (r) => settings.inferredCellToleranceRatio * r.line.height,
  );
  const most = groups.reduce<Row[]>((a, g) => (g.length > a.length ? g : a), []);
  const needed = Math.max(
    settings.inferredMinRows,
    settings.inferredColumnMinShare * rows.filter((r) => r.amounts.length > 0).length,
  );
  if (most.length < needed) return null;
  const members = new Set(most);
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const r of most) {
    x0 = Math.min(x0, r.line.words[0]!.x0);
    x1 = Math.max(x1, r.line.words[0]!.x1);
  }
  return { dated: led.filter((r) => members.has(r)), band: { x0, x1 } };
}
