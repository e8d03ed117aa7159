import { describe, expect, it } from 'vitest';
import { assemble, summary } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';

/**
 * A table printing each day's date once, whose row wraps with its amount on the wrapped line: the lead
 * line is undated, yet a cell of its own (a time under a title naming no known column, a type code)
 * makes it a row's first line, so the wrapped line carrying its money is no total or balance line.
 */

/** Date | Description | Time | Amount, and a first row dated and paid on one line. */
const timedTop = (): Line[] => [
  makeLine(1, 100, [
    ['Date', 50],
    ['Description', 110],
    ['Time', 300],
    ['Amount', 380],
  ]),
  makeLine(1, 112, [
    ['01/02', 50],
    ['CARD GROCER', 110],
    ['10:07', 300],
    ['-10.00', 380],
  ]),
];

describe('an undated lead line printing a cell of its own', () => {
  /** Date | Description | Time | Amount; the third row's amount on its wrapped line, `word` first. */
  const timed = (word: string): Line[] => [
    ...timedTop(),
    makeLine(1, 124, [
      ['CASH', 110],
      ['11:20', 300],
      ['-5.00', 380],
    ]),
    makeLine(1, 136, [
      ['TRANSFER TO', 110],
      ['12:33', 300],
    ]),
    makeLine(1, 146, [
      [`${word} 77123`, 110],
      ['-20.00', 380],
    ]),
    makeLine(1, 158, [
      ['01/03', 50],
      ['RENT', 110],
      ['13:46', 300],
      ['-30.00', 380],
    ]),
  ];

  it('under a time column completes its row, whatever the wrapped line starts with', () => {
    for (const word of ['TOTAL', 'BALANCE', 'SAVINGS'])
      expect(summary(assemble(timed(word))), word).toEqual([
        [
          ['CARD GROCER', -1000, null],
          ['CASH', -500, null],
          [`TRANSFER TO ${word} 77123`, -2000, null],
          ['RENT', -3000, null],
        ],
      ]);
  });

  it('keeps the carried date on the completed row', () => {
    const a = assemble(timed('TOTAL'));
    expect(a.accounts[0]!.transactions.map((t) => t.date)).toEqual([
      { year: null, month: 1, day: 2 },
      { year: null, month: 1, day: 2 },
      { year: null, month: 1, day: 2 },
      { year: null, month: 1, day: 3 },
    ]);
  });
});

describe('an undated lead line the gaps part from the row above', () => {
  /** Rows 12 points apart, a row's wrapped lines 10 (`wrap`): the second and third rows wrap. */
  const spaced = (wrap: number): Line[] => [
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 380],
    ]),
    makeLine(1, 112, [
      ['01/02', 50],
      ['CARD GROCER', 110],
      ['-10.00', 380],
    ]),
    makeLine(1, 124, [['CASH', 110]]),
    makeLine(1, 124 + wrap, [
      ['REF 88123', 110],
      ['-5.00', 380],
    ]),
    makeLine(1, 136 + wrap, [['TRANSFER TO', 110]]),
    makeLine(1, 136 + 2 * wrap, [
      ['TOTAL 77123', 110],
      ['-20.00', 380],
    ]),
    makeLine(1, 148 + 2 * wrap, [
      ['01/03', 50],
      ['RENT', 110],
      ['-30.00', 380],
    ]),
  ];

  it('opens a row its wrapped line ends, whatever that line starts with', () => {
    expect(summary(assemble(spaced(10)))).toEqual([
      [
        ['CARD GROCER', -1000, null],
        ['CASH REF 88123', -500, null],
        ['TRANSFER TO TOTAL 77123', -2000, null],
        ['RENT', -3000, null],
      ],
    ]);
  });

  it('does not where every line stands one row apart: the gaps tell nothing', () => {
    // Undated lines continue the row above; the total line ends the table.
    expect(summary(assemble(spaced(12)))).toEqual([
      [
        ['CARD GROCER CASH', -1000, null],
        ['REF 88123 TRANSFER TO', -500, null],
      ],
    ]);
  });
});

describe('an undated lead line under a type-code column', () => {
  const header = makeLine(1, 100, [
    ['Date', 50],
    ['Code', 90],
    ['Description', 130],
    ['Amount', 380],
  ]);
  const row = (y: number, day: string, code: string, text: string, amount: string) =>
    makeLine(1, y, [
      [day ? `01/${day}` : '', 50],
      [code, 90],
      [text, 130],
      [amount, 380],
    ]);

  it('completes its row with the wrapped line carrying the money', () => {
    const a = assemble([
      header,
      row(112, '02', 'POS', 'GROCER', '-10.00'),
      row(124, '', 'ATM', 'CASH', '-5.00'),
      row(136, '', 'TRF', 'TRANSFER TO', ''),
      makeLine(1, 146, [
        ['TOTAL 77123', 130],
        ['-20.00', 380],
      ]),
      row(158, '03', 'POS', 'RENT', '-30.00'),
      row(170, '', 'SAL', 'PAYROLL', '100.00'),
    ]);
    expect(summary(a)).toEqual([
      [
        ['GROCER', -1000, null],
        ['CASH', -500, null],
        ['TRANSFER TO TOTAL 77123', -2000, null],
        ['RENT', -3000, null],
        ['PAYROLL', 10000, null],
      ],
    ]);
  });
});

describe('an undated line of text alone above a total', () => {
  it('is no lead: the total line still ends the table', () => {
    const a = assemble([
      ...timedTop(),
      makeLine(1, 122, [['STORE 42', 110]]),
      makeLine(1, 134, [
        ['TOTAL', 110],
        ['-10.00', 380],
      ]),
    ]);
    expect(summary(a)).toEqual([[['CARD GROCER STORE 42', -1000, null]]]);
    expect(a.accounts[0]!.totals.map((t) => t.amounts.map((m) => m.cents))).toEqual([[1000]]);
  });
});
