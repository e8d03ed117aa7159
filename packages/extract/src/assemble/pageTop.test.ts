import { describe, expect, it } from 'vitest';
import { assemble, summary } from '../testing/assemble.ts';
import { LEDGER_HEADER, ledgerRow, makeLine } from '../testing/lines.ts';

/** A line of the ledger (testing/lines.ts) on `page`: its text from `x0`, its debit and balance if any. */
const at = (page: number, y: number, text: string, x0: number, money?: [string, string]) =>
  makeLine(page, y, [
    [text, x0],
    ...(money
      ? ([
          [money[0], 330],
          [money[1], 470],
        ] as [string, number][])
      : []),
  ]);

/** Page 1 of a ledger whose wrapped rows print their amount on their last line; page 2 repeats no header. */
const PAGE_ONE = [
  LEDGER_HEADER,
  ledgerRow(114, '03/01 RENT', '10.00', '90.00'),
  at(1, 128, 'CARD SHOP', 110),
  at(1, 138, 'REF 1', 110, ['5.00', '85.00']),
  ledgerRow(152, '03/02 GYM', '7.00', '78.00'),
];

describe('a wrapped row at the top of a page without a header', () => {
  it('keeps its first lines, printed before the line with its amount that resumes the table', () => {
    const a = assemble([
      ...PAGE_ONE,
      at(2, 100, 'FUEL STATION', 110),
      at(2, 110, 'REF 2', 110, ['3.00', '75.00']),
      at(2, 124, '03/04 CASH', 50, ['4.00', '71.00']),
    ]);
    expect(summary(a)).toEqual([
      [
        ['RENT', -1000, 9000],
        ['CARD SHOP REF 1', -500, 8500],
        ['GYM', -700, 7800],
        ['FUEL STATION REF 2', -300, 7500],
        ['CASH', -400, 7100],
      ],
    ]);
  });

  it('keeps none printed further above it than a wrapped line runs', () => {
    const a = assemble([
      ...PAGE_ONE,
      at(2, 60, 'FUEL STATION', 110),
      at(2, 110, 'REF 2', 110, ['3.00', '75.00']),
    ]);
    expect(summary(a)[0]!.map((r) => r[0])).toEqual(['RENT', 'CARD SHOP REF 1', 'GYM', 'REF 2']);
  });
});
