/**
 * Numbers in a row's wrapped description. A line that continues a row (no date, no money) may take a
 * number for a check-number or reference column when it stands in a cell of its own under the column's
 * title (see rowView.ts). But where the row's own description text runs over that spot on its dated or
 * money line, the column's cell is not there: the number is the description's, wrapped onto a line of
 * its own ("TRANSFERENCIA RECIBIDA ACH" / "980895023" under a "No. Documento" title printed so close
 * to "Descripción" that the two read as one).
 */
import type { RowView } from './rowView.ts';

/** Where a row's description text runs across the page, in points. */
export type TextSpan = { x0: number; x1: number };

/** Where the description words of a row's lead lines (dated, or with money) run; null when they hold none. */
export function leadTextSpan(parts: readonly RowView[]): TextSpan | null {
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const p of parts) {
    if (p.dates.length === 0 && p.txn.length === 0) continue;
    p.row.line.words.forEach((w, i) => {
      if (p.usedWords.has(i)) return;
      x0 = Math.min(x0, w.x0);
      x1 = Math.max(x1, w.x1);
    });
  }
  return x0 <= x1 ? { x0, x1 } : null;
}

/**
 * The continuation line `v` with the numbers it took for a check or reference column given back to its
 * description where they are centred under the row's description text `span`.
 */
export function withWrappedNumbers(v: RowView, span: TextSpan | null): RowView {
  if (!span || v.dates.length > 0 || v.txn.length > 0 || v.balance || v.numbers.length === 0)
    return v;
  const words = v.row.line.words;
  const under = (i: number): boolean => {
    const c = (words[i]!.x0 + words[i]!.x1) / 2;
    return c >= span.x0 && c <= span.x1;
  };
  const numbers = v.numbers.filter((n) => !under(n.word));
  if (numbers.length === v.numbers.length) return v;
  const usedWords = new Set(v.usedWords);
  for (const n of v.numbers) if (under(n.word)) usedWords.delete(n.word);
  return {
    ...v,
    usedWords,
    numbers,
    checkNumber: numbers.find((n) => n.role === 'check')?.text ?? null,
    reference: numbers.find((n) => n.role === 'reference')?.text ?? null,
  };
}
