/** Short words after an amount: a mark in the amount's cell, or the first word of the text after it. */
import { describe, expect, it } from 'vitest';
import { assemble, summary } from '../testing/assemble.ts';
import { CHAR_WIDTH_PT, makeLine } from '../testing/lines.ts';

/** A cell whose text ends at `x1` (right-aligned figures). */
function right(text: string, x1: number): [string, number] {
  return [text, x1 - text.length * CHAR_WIDTH_PT];
}

describe('a short word after an amount where no description title is known', () => {
  it('is a mark when it stands nearer the amount, and the text’s first word when nearer the text', () => {
    const a = assemble([
      // No title over the text: "Date | Amount | Balance".
      makeLine(1, 100, [['Date', 40], right('Amount', 150), right('Balance', 300)]),
      // "D" 3 pt after its amount, 11 pt before the text: the amount's debit mark.
      makeLine(1, 112, [
        ['03/01', 40],
        right('13.92', 141),
        ['D', 144],
        ['NEFT SALARY', 160],
        right('986.08', 300),
      ]),
      // "ATM" 10 pt after the amount, one space before "PHARMACY": the text's first word.
      makeLine(1, 124, [
        ['03/02', 40],
        right('363.61', 150),
        ['ATM PHARMACY', 160],
        right('1,349.69', 300),
      ]),
      // "CR" likewise: text, not a credit mark taken off the description.
      makeLine(1, 136, [
        ['03/03', 40],
        right('556.60', 150),
        ['CR SO PHARMACY', 160],
        right('1,906.29', 300),
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['NEFT SALARY', -1392, 98608],
        ['ATM PHARMACY', 36361, 134969],
        ['CR SO PHARMACY', 55660, 190629],
      ],
    ]);
  });
});

describe('a debit/credit column of its own right of the amounts', () => {
  it('marks each amount by the lone C or D ending its line, wider apart than a cell gap', () => {
    const a = assemble([
      makeLine(1, 100, [['Date', 40], ['Description', 80], right('Amount', 250)]),
      // "D" 15 pt (1.5 line heights) right of its amount, the line's last word.
      makeLine(1, 112, [['03/01 ATM', 40], right('83.58', 250), ['D', 265]]),
      // The other letter of the column is no debit mark: a plain amount beside marked debits is a credit.
      makeLine(1, 124, [['03/02 SALARY', 40], right('144.54', 250), ['Q', 265]]),
      makeLine(1, 136, [['03/03 FEE', 40], right('3.13', 250), ['D', 265]]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['ATM', -8358, null],
        ['SALARY', 14454, null],
        ['FEE', -313, null],
      ],
    ]);
  });

  it('leaves a D that more words follow, or one beyond the reach of a CR/DR column, to the text', () => {
    const a = assemble([
      makeLine(1, 100, [['Date', 40], ['Description', 80], right('Amount', 250)]),
      makeLine(1, 112, [['03/01 ATM', 40], right('83.58', 250), ['D', 265], ['X', 275]]),
      makeLine(1, 124, [['03/02 FEE', 40], right('3.13', 250), ['D', 280]]),
    ]);
    expect(summary(a)[0]!.map((r) => r[1])).toEqual([8358, 313]);
  });
});
