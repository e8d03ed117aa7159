/**
 * Labelled figures: the amounts a statement prints beside a label ("Balance on 1 May 2024  1,234.56",
 * "Saldo początkowe  8 450,00") or under one (a summary box's line of figures), on lines that are no
 * table row. They are only candidates: an opening or closing balance the engine works out from the rows
 * is confirmed when one of them prints exactly that figure (see `confirmByFigures` in reconcile.ts).
 */
import type { Row } from '../types.ts';
import type { WalkState } from './walkState.ts';

const LETTER_RE = /\p{L}/u;

/** Notes the labelled figures of a line that produced no transaction. */
export function noteFigures(s: WalkState, idx: number, row: Row): void {
  if (row.amounts.length === 0 || s.headerAt.has(idx)) return;
  const figures = (s.account.figures ??= []);
  // A summary box's figures: each sits under its label on the line above.
  if (s.figuresRow === idx) {
    for (const a of row.amounts) figures.push(a.amount);
    return;
  }
  // Each amount is paired with the words just left of it (its label), when they hold a word.
  let from = 0;
  for (const a of row.amounts) {
    const label = row.line.words.slice(from, a.firstWord);
    if (label.some((w) => LETTER_RE.test(w.text))) figures.push(a.amount);
    from = a.lastWord + 1;
  }
}
