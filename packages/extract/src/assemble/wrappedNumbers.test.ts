import { describe, expect, it } from 'vitest';
import { assemble, summary } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';

describe('a number wrapped onto a line of its own under the row description', () => {
  // The check-number title "Check Number" (x 90 to 150) runs over where the descriptions start (x 120),
  // as when a "No. Documento" title is printed against "Descripción". The check numbers stand at x 90.
  const lines = [
    makeLine(1, 100, [
      ['Date', 50],
      ['Check Number', 90],
      ['Debit', 330],
      ['Credit', 400],
      ['Balance', 470],
    ]),
    makeLine(1, 112, [
      ['01/02', 50],
      ['1001', 90],
      ['TRANSFER RECEIVED ACH', 120],
      ['34.96', 400],
      ['134.96', 470],
    ]),
    makeLine(1, 122, [['98089', 120]]),
    makeLine(1, 135, [
      ['01/03', 50],
      ['1002', 90],
      ['CASH DEPOSIT BRANCH', 120],
      ['10.00', 400],
      ['144.96', 470],
    ]),
    makeLine(1, 145, [['45740 DATED 06/03', 120]]),
    makeLine(1, 158, [
      ['01/04', 50],
      ['1003', 90],
      ['CHEQUE PAID', 120],
      ['5.00', 330],
      ['139.96', 470],
    ]),
  ];

  it('is description text, and the row keeps the check number of its dated line', () => {
    const a = assemble(lines);
    expect(summary(a)).toEqual([
      [
        ['TRANSFER RECEIVED ACH 98089', 3496, 13496],
        ['CASH DEPOSIT BRANCH 45740 DATED 06/03', 1000, 14496],
        ['CHEQUE PAID', -500, 13996],
      ],
    ]);
    expect(a.accounts[0]!.transactions.map((t) => t.checkNumber)).toEqual(['1001', '1002', '1003']);
  });
});
