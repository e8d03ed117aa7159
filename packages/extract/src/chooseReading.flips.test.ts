import { describe, expect, it } from 'vitest';
import { chooseReading } from './chooseReading.ts';
import { turnedRows } from './readingFollow.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';
import { PLAIN_READING } from './testing/readings.ts';
import type { AccountDraft, Line } from './types.ts';

describe('chooseReading: the side of the balance that needs no sign turned', () => {
  // An amount column listed newest first between balance lines, plain figures raising the balance and
  // minus ones lowering it, no word saying card: 100.00 - 25.00 + 60.00 - 35.00 + 40.00 = 140.00. Read
  // as money owed with the signs as printed, the rows reach 140.00 only with REFUND (40.00, the rows'
  // net) turned: a reading that then makes three rows of four spending, a clear majority.
  const lines: Line[] = [
    makeLine(1, 60, [['Period 03/01/2024 to 03/31/2024', 50]]),
    makeLine(1, 80, [
      ['Opening balance', 50],
      ['100.00', 200],
    ]),
    makeLine(1, 92, [
      ['Closing balance', 50],
      ['140.00', 200],
    ]),
    makeLine(1, 110, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 430],
    ]),
    makeLine(1, 122, [
      ['Saldo slutt', 110],
      ['140.00', 430],
    ]),
    ...(
      [
        ['03/20 REFUND', '40.00'],
        ['03/15 SHOP B', '-35.00'],
        ['03/10 PAYMENT', '60.00'],
        ['03/05 SHOP A', '-25.00'],
      ] as const
    ).map(([text, amount], i) =>
      makeLine(1, 134 + 12 * i, [
        [text, 50],
        [amount, 430],
      ]),
    ),
    makeLine(1, 182, [
      ['Saldo start', 110],
      ['100.00', 430],
    ]),
  ];

  it('keeps money held, which reproduces the balances with every sign as read, still warning of the tie', () => {
    const { outcome, ambiguous } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading.liability).toBe(false);
    expect(
      outcome.assembly.accounts
        .filter((a) => a.transactions.length > 0)
        .map((a) => a.transactions.map((t) => [t.description, t.cents])),
    ).toEqual([
      [
        ['SHOP A', -2500],
        ['PAYMENT', 6000],
        ['SHOP B', -3500],
        ['REFUND', 4000],
      ],
    ]);
    expect(ambiguous).toBe('other');
  });
});

describe('turnedRows', () => {
  const draft = (cents: number[], after: number[] = [], ends = false) =>
    ({
      transactions: cents.map((c) => ({ cents: c })),
      checkpoints: after.map((n) => ({ after: n, cents: 0, page: 1 })),
      opening: ends ? { cents: 0, source: 'label' } : null,
      closing: ends ? { cents: 0, source: 'label' } : null,
    }) as unknown as AccountDraft;
  it('counts the rows settled on the other sign that no two balances around them pin down', () => {
    // Rows 1 and 2 turned between an opening and a closing three rows apart: both guessed.
    expect(turnedRows([draft([100, -50, 30])], [draft([100, 50, -30], [], true)])).toBe(2);
    // A running balance after every row: each turned row stands alone between two balances.
    expect(turnedRows([draft([100, -50, 30])], [draft([100, 50, -30], [1, 2], true)])).toBe(0);
    // Row 0 alone before the first balance, with no opening: guessed.
    expect(turnedRows([draft([7, 5]), draft([1])], [draft([-7, 5], [1, 2]), draft([1])])).toBe(1);
  });
});
