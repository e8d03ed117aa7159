import { describe, expect, it } from 'vitest';
import { assemble } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';

/**
 * "Date of / transaction | Date / posted | Details | Amount": a card header printed on two lines, each
 * of which reads as a header on its own (the lower one names "transaction", alone a description title,
 * over the transaction dates).
 */
const header: Line[] = [
  makeLine(1, 88, [
    ['Date of', 40],
    ['Date', 100],
  ]),
  makeLine(1, 98, [
    ['transaction', 40],
    ['posted', 100],
    ['Details', 160],
    ['Amount', 440],
  ]),
];
const rows: Line[] = [
  ['08/03/24', '11/03/24', 'SHOP ONE', '2.83'],
  ['09/03/24', '12/03/24', 'SHOP TWO', '52.79'],
  ['11/03/24', '11/03/24', 'PHONE CO', '47.13'],
  ['12/03/24', '15/03/24', 'SHOP THREE', '60.17'],
].map(([date, posted, text, amount], i) =>
  makeLine(1, 112 + 12 * i, [
    [date!, 40],
    [posted!, 100],
    [text!, 160],
    [amount!, 450],
  ]),
);

describe('a header printed on two lines, both read as headers', () => {
  it('reads the rows by the upper line’s reading when it takes more of their dates', () => {
    const [account] = assemble([...header, ...rows], 'DMY').accounts;
    expect(
      account!.transactions.map((t) => [
        t.date && `${t.date.day}/${t.date.month}`,
        t.postDate && `${t.postDate.day}/${t.postDate.month}`,
        t.description,
        t.cents,
      ]),
    ).toEqual([
      ['8/3', '11/3', 'SHOP ONE', 283],
      ['9/3', '12/3', 'SHOP TWO', 5279],
      ['11/3', '11/3', 'PHONE CO', 4713],
      ['12/3', '15/3', 'SHOP THREE', 6017],
    ]);
  });
});
