import { describe, expect, it } from 'vitest';
import { assemble, summary } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';

/** A ledger whose wrapped rows print their amount on their last line; page 2 repeats no header. */
const lines = (pageTwo: [number, [string, number][]][]) => [
  makeLine(1, 100, [
    ['Date', 50],
    ['Description', 110],
    ['Debit', 350],
    ['Balance', 450],
  ]),
  makeLine(1, 114, [
    ['03/01', 50],
    ['RENT', 110],
    ['10.00', 350],
    ['90.00', 450],
  ]),
  makeLine(1, 128, [['CARD SHOP', 110]]),
  makeLine(1, 138, [
    ['REF 1', 110],
    ['5.00', 350],
    ['85.00', 450],
  ]),
  makeLine(1, 152, [
    ['03/02', 50],
    ['GYM', 110],
    ['7.00', 350],
    ['78.00', 450],
  ]),
  ...pageTwo.map(([y, cells]) => makeLine(2, y, cells)),
];

describe('a wrapped row at the top of a page without a header', () => {
  it('keeps its first lines, printed before the line with its amount that resumes the table', () => {
    const a = assemble(
      lines([
        [100, [['FUEL STATION', 110]]],
        [
          110,
          [
            ['REF 2', 110],
            ['3.00', 350],
            ['75.00', 450],
          ],
        ],
        [
          124,
          [
            ['03/04', 50],
            ['CASH', 110],
            ['4.00', 350],
            ['71.00', 450],
          ],
        ],
      ]),
    );
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
    const a = assemble(
      lines([
        [60, [['FUEL STATION', 110]]],
        [
          110,
          [
            ['REF 2', 110],
            ['3.00', 350],
            ['75.00', 450],
          ],
        ],
      ]),
    );
    expect(summary(a)[0]!.map((r) => r[0])).toEqual(['RENT', 'CARD SHOP REF 1', 'GYM', 'REF 2']);
  });
});
