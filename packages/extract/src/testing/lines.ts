/** Test helpers: build lines of words without a PDF (each character is CHAR_WIDTH_PT wide). */
import type { Line } from '../types.ts';

/** Width of one character in these synthetic lines, in points. */
export const CHAR_WIDTH_PT = 5;
/** Font size of these synthetic lines, in points. */
export const LINE_HEIGHT_PT = 10;

/** A line on `page` at baseline `y`: each cell is [text, x0]; a cell's words are separated by one space. */
export function makeLine(page: number, y: number, cells: [string, number][]): Line {
  const words: Line['words'] = [];
  for (const [text, x0] of cells) {
    let x = x0;
    for (const w of text.split(' ')) {
      if (w === '') {
        x += CHAR_WIDTH_PT;
        continue;
      }
      words.push({ text: w, x0: x, x1: x + w.length * CHAR_WIDTH_PT });
      x += (w.length + 1) * CHAR_WIDTH_PT;
    }
  }
  return { page, y, height: LINE_HEIGHT_PT, words, text: words.map((w) => w.text).join(' ') };
}

/** The header of a plain debit/credit ledger on page 1 at y 100: Date 50, Description 110, Debit 330, Credit 400, Balance 470. */
export const LEDGER_HEADER: Line = makeLine(1, 100, [
  ['Date', 50],
  ['Description', 110],
  ['Debit', 330],
  ['Credit', 400],
  ['Balance', 470],
]);

/** A row of that ledger on page 1: `text` (date first) at the date's x, `debit` under Debit, `bal` under Balance. */
export function ledgerRow(y: number, text: string, debit: string, bal: string): Line {
  return makeLine(1, y, [
    [text, 50],
    [debit, 330],
    [bal, 470],
  ]);
}
