import { describe, expect, it } from 'vitest';
import { assemble, summary } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';

describe('amountOf (signs printed on one side only)', () => {
  const statement = (amounts: string[]) =>
    assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Details', 110],
        ['Amount', 400],
      ]),
      ...amounts.map((amount, i) =>
        makeLine(1, 112 + 12 * i, [
          [`03/0${i + 2} ROW${i + 1}`, 50],
          [amount, 430 - 5 * amount.length],
        ]),
      ),
    ]);

  it('reads plain amounts as money out where "+" marks the money in and nothing marks money out', () => {
    expect(summary(statement(['28.11', '+91.77', '0.63']))).toEqual([
      [
        ['ROW1', -2811, null],
        ['ROW2', 9177, null],
        ['ROW3', -63, null],
      ],
    ]);
  });

  it('leaves plain amounts as they were where a minus is printed too', () => {
    expect(summary(statement(['28.11', '+91.77', '-0.63']))).toEqual([
      [
        ['ROW1', 2811, null],
        ['ROW2', 9177, null],
        ['ROW3', -63, null],
      ],
    ]);
  });
});
