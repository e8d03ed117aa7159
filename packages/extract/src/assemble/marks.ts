/**
 * CR/DR marks after an amount, told from the description's first word: a mark stands in its amount's
 * cell, a word at the description column's left edge starts the text.
 */
import type { ExtractSettings } from '../settings.ts';
import type { PlacedAmount, Row, TableLayout } from '../types.ts';

type Cell = { x0: number; x1: number };

/**
 * Whether a word starts the text of a description column printed right of an amount ending at `x`:
 * "CR" or "SO" at the left edge of the description ("264,02   CR FPS Benzina") is text, not a mark.
 */
export function startsDescription(
  w: Cell,
  x: number,
  lay: TableLayout,
  settings: ExtractSettings,
): boolean {
  return lay.columns.some(
    (c) => c.role === 'description' && c.x0 > x && w.x0 >= c.x0 - settings.descriptionIndentSlackPt,
  );
}

/**
 * An amount whose CR/DR marker word starts the description column, no nearer the amount than the
 * text after it: the amount without it.
 */
export function descriptionMarkOff(
  p: PlacedAmount,
  row: Row,
  lay: TableLayout,
  settings: ExtractSettings,
): PlacedAmount {
  const t = p.token;
  const last = row.line.words[t.lastWord]!;
  if (t.amount.marker === null || t.lastWord === t.firstWord || /\d/.test(last.text)) return p;
  const before = row.line.words[t.lastWord - 1]!;
  if (!startsDescription(last, before.x1, lay, settings)) return p;
  // A mark printed nearer its amount than the text after it stands in the amount's cell.
  const next = row.line.words[t.lastWord + 1];
  if (next && last.x0 - before.x1 < next.x0 - last.x1) return p;
  return {
    ...p,
    token: { ...t, lastWord: t.lastWord - 1, x1: before.x1, amount: { ...t.amount, marker: null } },
  };
}
