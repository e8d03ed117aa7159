import { describe, expect, it } from 'vitest';
import { chooseReading, readOnce } from './chooseReading.ts';
import { jointReadings, sideTieWarning, TIE_WARNING } from './readingFollow.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { accountDraft, draftTxn } from './testing/drafts.ts';
import { CHAR_WIDTH_PT, makeLine } from './testing/lines.ts';
import { PLAIN_READING } from './testing/readings.ts';
import type { Line } from './types.ts';

describe('sideTieWarning', () => {
  const rows = [draftTxn({ cents: -2000 }), draftTxn({ cents: 5000 })];

  it('names the side the rows were read on', () => {
    const owed = sideTieWarning([accountDraft({ liability: true, transactions: rows })]);
    expect(owed).toContain('it was read as money owed (a card)');
    const held = sideTieWarning([accountDraft({ transactions: rows })]);
    expect(held).toContain('it was read as money held (a bank account)');
  });

  it('gives the general warning when accounts with rows were read on both sides', () => {
    // An account without rows says nothing about the side the rows were read on.
    const one = [accountDraft({ liability: true, transactions: rows }), accountDraft()];
    expect(sideTieWarning(one)).toContain('money owed (a card)');
    const both = [
      accountDraft({ liability: true, transactions: rows }),
      accountDraft({ transactions: rows }),
    ];
    expect(sideTieWarning(both)).toBe(TIE_WARNING);
  });
});

/** A cell whose text ends at `x1` (right-aligned figures). */
const right = (text: string, x1: number): [string, number] => [
  text,
  x1 - text.length * CHAR_WIDTH_PT,
];

/**
 * A card statement listed newest first, its labelled opening under the oldest row, charges in brackets
 * and payments plain (the holder's side), and an undated first line printing `top` beside a label the
 * engine does not know; the summary prints the opening and, beside that label, `summary` (null: none).
 */
function newestFirstCard(top: string, summary: string | null): Line[] {
  return [
    makeLine(1, 40, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
    makeLine(1, 60, [['Previous balance', 50], right('1,000.00', 300)]),
    ...(summary === null ? [] : [makeLine(1, 72, [['Figure now', 50], right(summary, 300)])]),
    makeLine(1, 110, [['Date', 50], ['Description', 110], right('Amount', 430)]),
    makeLine(1, 122, [['Figure now', 110], right(top, 430)]),
    makeLine(1, 134, [['03/28/2024 PAYMENT RECEIVED', 50], right('200.00', 430)]),
    makeLine(1, 146, [['03/20/2024 GROCER', 50], right('(150.00)', 430)]),
    makeLine(1, 158, [['03/14/2024 FUEL STATION', 50], right('(60.00)', 430)]),
    makeLine(1, 170, [['03/09/2024 PHARMACY', 50], right('(25.00)', 430)]),
    makeLine(1, 182, [['03/02/2024 BOOKSHOP', 50], right('(15.00)', 430)]),
    makeLine(1, 194, [['Previous balance', 110], right('1,000.00', 430)]),
  ];
}

describe('jointReadings: the closing printed again above a newest-first list', () => {
  const sumsNewestFirst = { ...PLAIN_READING, sumLines: true, newestFirst: true };
  const outcomes = (summary: string | null) => {
    const lines = newestFirstCard('1,050.00', summary);
    const best = readOnce(lines, new Map(), PLAIN_READING, DEFAULT_SETTINGS);
    return { best, read: readOnce(lines, new Map(), sumsNewestFirst, DEFAULT_SETTINGS) };
  };

  it('follows the sum lines with the side owed where the opening moved by the rows gives a balance line printed twice', () => {
    const { best, read } = outcomes('1,050.00');
    // Read as money held the first line, now the closing, fails: 1,000.00 - 50.00 is no 1,050.00.
    const account = read.assembly.accounts[0]!;
    expect(account.checkpoints).toEqual([{ after: 5, cents: 105000, page: 1, labelled: true }]);
    expect(read.score).toMatchObject({ figures: -2, failed: 2 });
    // Money owed reproduces it (1,000.00 + 50.00): the other side is judged with the sum lines.
    expect(jointReadings(read, best)).toEqual([
      { ...sumsNewestFirst, liability: true, cardSigns: 'issuer' },
      { ...sumsNewestFirst, liability: true, cardSigns: 'holder' },
      { ...sumsNewestFirst, looseAmounts: true },
    ]);
  });

  it('does not follow a balance line whose figure no line above prints beside a label', () => {
    // The summary prints the opening alone: the first line's figure may be a row's amount that happens
    // to fit the opening and the rows on the other side.
    const { best, read } = outcomes(null);
    expect(read.assembly.accounts[0]!.checkpoints).toEqual([{ after: 5, cents: 105000, page: 1 }]);
    expect(jointReadings(read, best)).toEqual([{ ...sumsNewestFirst, looseAmounts: true }]);
  });
});

describe('chooseReading: the closing printed again above a newest-first list', () => {
  const read = (top: string, summary: string | null) =>
    chooseReading(newestFirstCard(top, summary), PLAIN_READING, true, DEFAULT_SETTINGS);

  it('reads it as the closing where the printed opening moved by the rows on the side owed gives it', () => {
    // Money owed: 1,000.00 + 250.00 charged - 200.00 paid = 1,050.00, the figure printed twice; money
    // held would give 950.00, printed nowhere. Only the sum lines read the line as a balance, only
    // newest first is it below the rows, and only money owed reproduces it: three changes at once.
    const { outcome, ambiguous } = read('1,050.00', '1,050.00');
    const account = outcome.assembly.accounts[0]!;
    expect(outcome.reading).toMatchObject({ liability: true, sumLines: true, newestFirst: true });
    expect(ambiguous).toBeNull();
    expect(account.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['BOOKSHOP', -1500],
      ['PHARMACY', -2500],
      ['FUEL STATION', -6000],
      ['GROCER', -15000],
      ['PAYMENT RECEIVED', 20000],
    ]);
    expect([account.opening?.cents, account.closing?.cents]).toEqual([100000, 105000]);
    expect(outcome.score).toMatchObject({ figures: 1, failed: 0, unproven: 0, rows: 5 });
  });

  it('keeps a first line that is a row, its figure fitting the side owed by chance', () => {
    // Money held: 1,000.00 - 50.00 + 1,050.00 paid in on the undated first line = 2,000.00, the figure
    // the summary prints. Read as money owed the first line would be the closing (1,000.00 + 50.00), a
    // coincidence no other figure repeats: the reading of money held, proven by 2,000.00, is kept alone.
    const { outcome, ambiguous } = read('1,050.00', '2,000.00');
    const account = outcome.assembly.accounts[0]!;
    expect(outcome.reading.liability).toBe(false);
    expect(ambiguous).toBeNull();
    expect(account.transactions.map((t) => t.cents)).toContain(105000);
    expect([account.opening?.cents, account.closing?.cents]).toEqual([100000, 200000]);
    expect(outcome.score).toMatchObject({ figures: 1, failed: 0, unproven: 0 });
  });
});
