/**
 * CR/DR marks after an amount, told from the description's first word: a mark stands in its amount's
 * cell, a word at the description column's left edge starts the text.
 */
import type { ExtractSettings } from '../settings.ts';
import type { AmountToken, PlacedAmount, Row, TableLayout } from '../types.ts';

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
 * Whether word `k` of a row, after an amount ending at `x`, is the first word of the text after it:
 * nearer the word that follows it than the amount ("363,61   ATM Farmácia", where no description title
 * is known), not a mark in the amount's cell ("13,92 D   NEFT").
 */
export function leadsText(row: Row, k: number, x: number): boolean {
  const w = row.line.words[k]!;
  const next = row.line.words[k + 1];
  return next !== undefined && next.x0 - w.x1 < w.x0 - x;
}

/**
 * Whether an amount's CR/DR marker word is the first word of the text after it (`leadsText`), printed
 * no nearer the amount than that text: "82,56   CR FPS Hyra", where "CR" starts the description.
 */
export function markLeadsText(row: Row, t: AmountToken): boolean {
  const last = row.line.words[t.lastWord]!;
  if (t.amount.marker === null || t.lastWord === t.firstWord || /\d/.test(last.text)) return false;
  const before = row.line.words[t.lastWord - 1]!;
  const next = row.line.words[t.lastWord + 1];
  if (!next || last.x0 - before.x1 < next.x0 - last.x1) return false;
  return leadsText(row, t.lastWord, before.x1);
}

/**
 * An amount whose CR/DR marker word starts the description column (or, where no description title is
 * known, the text after it: `leadsText`), no nearer the amount than the text after it: the amount
 * without it.
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
  if (!startsDescription(last, before.x1, lay, settings) && !leadsText(row, t.lastWord, before.x1))
    return p;
  // A mark printed nearer its amount than the text after it stands in the amount's cell.
  const next = row.line.words[t.lastWord + 1];
  if (next && last.x0 - before.x1 < next.x0 - last.x1) return p;
  return {
    ...p,
    token: { ...t, lastWord: t.lastWord - 1, x1: before.x1, amount: { ...t.amount, marker: null } },
  };
}

/**
 * The words of a row, other than the figure's own, that start inside a figure: other text printed over
 * it (a footer stamped on the row's last figure), in no cell of the row.
 */
export function overprinted(row: Row, t: AmountToken): number[] {
  const out: number[] = [];
  row.line.words.forEach((w, i) => {
    if ((i < t.firstWord || i > t.lastWord) && w.x0 > t.x0 && w.x0 < t.x1) out.push(i);
  });
  return out;
}

/**
 * Whether the word after a figure's last word is near enough to be its mark: within a cell gap, or, the
 * line's last word and a lone C or D, within the CR/DR column's reach (a debit/credit column of its own).
 */
export function markNear(row: Row, last: number, settings: ExtractSettings): boolean {
  const words = row.line.words;
  const gap = words[last + 1]!.x0 - words[last]!.x1;
  if (gap < settings.amountMarkGapHeights * row.line.height) return true;
  return (
    last + 2 === words.length &&
    /^[CD]$/.test(words[last + 1]!.text) &&
    gap <= settings.markerGapRatio * row.line.height
  );
}
