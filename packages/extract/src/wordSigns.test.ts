import { describe, expect, it } from 'vitest';
import { chooseReading } from './chooseReading.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { accountDraft, draftTxn } from './testing/drafts.ts';
import { makeLine } from './testing/lines.ts';
import { PLAIN_READING } from './testing/readings.ts';
import { signsByWords } from './wordSigns.ts';

describe('signsByWords', () => {
  // No header the vocabulary knows: date, description, a column of two words, an unsigned amount.
  const row = (y: number, text: string, word: string, amount: string) =>
    makeLine(1, y, [
      [text, 50],
      [word, 300],
      [amount, 400 - 5 * amount.length],
    ]);
  const lines = (closing: string) => [
    makeLine(1, 60, [
      ['Opening balance', 50],
      ['1,000.00', 360],
    ]),
    row(100, '03/02 RENT', 'Zo', '100.00'),
    row(112, '03/05 PAYROLL', 'Qu', '400.00'),
    row(124, '03/09 GROCER', 'Zo', '50.00'),
    row(136, '03/12 CAFE', 'Zo', '20.00'),
    makeLine(1, 160, [
      ['Closing balance', 50],
      [closing, 360],
    ]),
  ];
  const rowsOf = (closing: string) =>
    chooseReading(lines(closing), PLAIN_READING, true, DEFAULT_SETTINGS)
      .outcome.assembly.accounts.filter((a) => a.transactions.length > 0)
      .map((a) => a.transactions.map((t) => [t.description, t.cents]));

  it("reads the word the opening and closing prove money out as the amounts' sign", () => {
    expect(rowsOf('1,230.00')).toEqual([
      [
        ['RENT', -10000],
        ['PAYROLL', 40000],
        ['GROCER', -5000],
        ['CAFE', -2000],
      ],
    ]);
    // The other word out: the same column, the other way round.
    expect(rowsOf('770.00')).toEqual([
      [
        ['RENT', 10000],
        ['PAYROLL', -40000],
        ['GROCER', 5000],
        ['CAFE', 2000],
      ],
    ]);
  });

  it('leaves the rows as read where both words, or neither, fit the printed figures', () => {
    const txn = (cents: number, word: string) =>
      draftTxn({ cents, signSource: 'default', cellWords: [word] });
    // 100 - 100 = -100 + 100: either word out reaches the closing.
    const tie = accountDraft({
      opening: { cents: 0, source: 'label' },
      closing: { cents: 0, source: 'label' },
      transactions: [txn(10000, 'Zo'), txn(10000, 'Qu')],
    });
    expect(signsByWords(tie)).toBe(tie);
    const neither = accountDraft({
      opening: { cents: 0, source: 'label' },
      closing: { cents: 5000, source: 'label' },
      transactions: [txn(10000, 'Zo'), txn(10000, 'Qu')],
    });
    expect(signsByWords(neither)).toBe(neither);
  });
});
