/**
 * Labelled figures: the amounts a statement prints beside a label ("Balance on 1 May 2024  1,234.56",
 * "Saldo początkowe  8 450,00") or under one (a summary box's line of figures), on lines that are no
 * table row. They are only candidates: an opening or closing balance the engine works out from the rows
 * is confirmed when one of them prints exactly that figure (see `confirmByFigures` in reconcile.ts).
 */
import { withLooseFigures } from '../inferLayout.ts';
import type { ExtractSettings } from '../settings.ts';
import type { ParsedAmount } from '../parseAmount.ts';
import { dateKey } from '../parseDate.ts';
import type { DraftTransaction, Row } from '../types.ts';
import { descriptionOf } from './rowView.ts';
import type { RowView } from './rowView.ts';
import { balanceCents } from './signs.ts';
import type { WalkState } from './walkState.ts';

const LETTER_RE = /\p{L}/u;

/** Notes the labelled figures of a line that produced no transaction. */
export function noteFigures(s: WalkState, idx: number, row: Row): void {
  // In the reading that takes numbers with 0 to 2 decimals as money, so are a label's figures.
  const amounts = s.views.looseAmounts ? withLooseFigures(row, s.settings).amounts : row.amounts;
  if (amounts.length === 0 || s.headerAt.has(idx)) return;
  const figures = (s.account.figures ??= []);
  const noted: ParsedAmount[] = [];
  s.figureLines.set(row, noted);
  const note = (amount: ParsedAmount): void => {
    figures.push(amount);
    noted.push(amount);
  };
  // A summary box's figures: each sits under its label on the line above (whose words may be unknown).
  if (s.figuresRow === idx || underLabels(s.rows, idx, s.settings)) {
    for (const a of amounts) note(a.amount);
    return;
  }
  // Each amount is paired with the words just left of it (its label), when they hold a word, or else
  // with the words right of it up to the next amount (a label printed after its figure).
  let from = 0;
  amounts.forEach((a, k) => {
    const left = row.line.words.slice(from, a.firstWord);
    const right = row.line.words.slice(a.lastWord + 1, amounts[k + 1]?.firstWord);
    const worded = (ws: typeof left) => ws.some((w) => LETTER_RE.test(w.text));
    if (worded(left) || (left.length === 0 && worded(right))) note(a.amount);
    from = a.lastWord + 1;
  });
}

/**
 * Lines read as a row's wrapped description after all: their words are the row's text, no label, and
 * their figures prove no balance (a closing balance's line glued onto the last row confirms nothing).
 */
export function dropFigures(s: WalkState, lines: readonly RowView[]): void {
  const figures = s.account.figures;
  for (const v of lines) {
    const noted = s.figureLines.get(v.row);
    if (!figures || !noted || descriptionOf(v) === '') continue;
    for (const amount of noted) {
      const at = figures.indexOf(amount);
      if (at >= 0) figures.splice(at, 1);
    }
    s.figureLines.delete(v.row);
  }
}

/**
 * Whether a line holds figures alone (no word with a letter) under a line of words alone, close above
 * it on the same page: a box printing its labels over its figures ("Previous balance   New balance").
 */
export function underLabels(rows: readonly Row[], idx: number, settings: ExtractSettings): boolean {
  const row = rows[idx];
  const above = rows[idx - 1];
  if (!row || !above || above.line.page !== row.line.page || above.amounts.length > 0) return false;
  if (row.dates.length > 0 || row.line.words.some((w) => LETTER_RE.test(w.text))) return false;
  const h = Math.max(above.line.height, 1);
  if (row.line.y - above.line.y > settings.labelAboveMaxGapHeights * h) return false;
  return (
    above.dates.every((d) => inLabel(above, d.firstWord, settings)) &&
    above.line.words.some((w) => LETTER_RE.test(w.text))
  );
}

/**
 * Whether the date starting at word `k` is part of a label naming its day ("<balance> on 01.03.2024"):
 * a word with a letter just before it in its cell, a word space apart. A row's date starts its line or
 * stands in a cell of its own (after a serial number, a reference).
 */
function inLabel(row: Row, k: number, settings: ExtractSettings): boolean {
  const words = row.line.words;
  const prev = words[k - 1];
  return (
    prev !== undefined &&
    LETTER_RE.test(prev.text) &&
    words[k]!.x0 - prev.x1 < settings.cellGapRatio * row.line.height
  );
}

/**
 * Whether the account printed `cents` beside a label above its first row (a summary line whose words the
 * engine need not know, "<any label>  46 820.30"), its rows going forward in time: the opening balance
 * the statement's own arithmetic may then prove. Above a list going back in time the figure would be
 * the closing, and the same sum fits the other side of the balance (money owed read as money held), so
 * a list that does not go forward proves nothing. Figures are matched first, so the lines are looked
 * at only for a figure that fits.
 */
export function printedAboveRows(s: WalkState, cents: number): boolean {
  const { figures, liability, transactions } = s.account;
  const first = transactions[0];
  if (!first || !figures?.some((f) => balanceCents(f, liability) === cents)) return false;
  const when = (t: DraftTransaction | undefined): number | null => {
    const d = t?.date ?? t?.postDate;
    return d ? dateKey(d) : null;
  };
  const oldest = when(first);
  const newest = when(transactions[transactions.length - 1]);
  if (oldest === null || newest === null || newest <= oldest) return false;
  const own = new Set(figures);
  for (const [row, noted] of s.figureLines) {
    const { page, y } = row.line;
    if (page > first.page || (page === first.page && y >= first.y)) continue;
    if (noted.some((f) => own.has(f) && balanceCents(f, liability) === cents)) return true;
  }
  return false;
}
