import { describe, expect, it } from 'vitest';
import { chooseReading, hasRows } from './chooseReading.ts';
import {
  headerLike,
  isMove,
  readEmptyOutcome,
  readEmptyPeriod,
  singleFigureWarning,
} from './emptyPeriod.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { assemble } from './testing/assemble.ts';
import { makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';
import { PLAIN_READING } from './testing/readings.ts';

/** A header whose money column is a word the engine does not know: read as a date-and-balance list. */
const header = (y: number): Line =>
  makeLine(1, y, [
    ['Date', 50],
    ['Zorblat', 110],
    ['Description', 170],
    ['Balance', 430],
  ]);

const read = (lines: Line[]) =>
  readEmptyPeriod(assemble(lines), linesToRows(lines, 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS);

const balances = (lines: Line[]) =>
  read(lines)?.accounts.map((x) => [x.opening, x.closing]) ?? null;

/** A line of column titles of which only "Balance" is a title the vocabulary knows (none a date). */
const unknownHeader = (y: number): Line =>
  makeLine(1, y, [
    ['Qdat', 50],
    ['Zorblat', 110],
    ['Blorp', 330],
    ['Balance', 430],
  ]);

/** A line printing a label of unknown words and one figure. */
const figure = (y: number, text: string, label = 'Qwerty'): Line =>
  makeLine(1, y, [
    [label, 50],
    [text, 200],
  ]);

const label = (cents: number) => ({ cents, source: 'label' });

describe('readEmptyPeriod', () => {
  it('reads two equal labelled figures as both balances, whatever their words', () => {
    const lines = [
      makeLine(1, 60, [
        ['Qwerty start', 50],
        ['250.00', 200],
      ]),
      makeLine(1, 72, [
        ['Qwerty end', 50],
        ['250.00', 200],
      ]),
      header(100),
    ];
    const label = { cents: 25000, source: 'label' };
    expect(balances(lines)).toEqual([[label, label]]);
  });

  it('takes figures printed under their labels', () => {
    const lines = [
      makeLine(1, 60, [
        ['Qwerty start', 50],
        ['Qwerty end', 250],
      ]),
      makeLine(1, 72, [
        ['250.00', 120],
        ['250.00', 320],
      ]),
      header(100),
    ];
    expect(balances(lines)?.[0]?.[0]).toEqual({ cents: 25000, source: 'label' });
  });

  it('is no empty period where the figures differ, or a dated line with money follows the header', () => {
    expect(balances([figure(60, '250.00'), figure(72, '260.00'), header(100)])).toBeNull();
    const row = makeLine(1, 112, [
      ['03/02/2024', 50],
      ['SHOP', 170],
      ['10.00', 300],
      ['240.00', 430],
    ]);
    expect(balances([figure(60, '250.00'), figure(72, '250.00'), header(100), row])).toBeNull();
  });

  it('is no empty period without a table header', () => {
    expect(balances([figure(60, '250.00'), figure(72, '250.00')])).toBeNull();
  });

  it('takes a line printed as column titles, one of them known, as the header of a table', () => {
    const header = unknownHeader(100);
    const rows = linesToRows([header], 'MDY', DEFAULT_SETTINGS);
    expect(headerLike(rows[0]!, DEFAULT_SETTINGS)).toBe(true);
    expect(balances([figure(60, '250.00'), figure(72, '250.00'), header])).toEqual([
      [label(25000), label(25000)],
    ]);
    // Two cells, a digit, or phrases of which no title the vocabulary knows: no header.
    const notHeaders = [
      makeLine(1, 100, [
        ['Qdat Zorblat', 50],
        ['Balance', 430],
      ]),
      makeLine(1, 100, [
        ['Qdat', 50],
        ['Zorblat 2', 110],
        ['Balance', 430],
      ]),
      makeLine(1, 100, [
        ['Qdat from', 50],
        ['Zorblat', 110],
        ['Blorp', 430],
      ]),
      makeLine(1, 100, [
        ['Qdat:', 50],
        ['Zorblat', 110],
        ['Blorp', 430],
      ]),
    ];
    for (const line of notHeaders) {
      expect(headerLike(linesToRows([line], 'MDY', DEFAULT_SETTINGS)[0]!, DEFAULT_SETTINGS)).toBe(
        false,
      );
      expect(balances([figure(60, '250.00'), figure(72, '250.00'), line])).toBeNull();
    }
  });

  it('takes a line of one-word titles as a header whatever their words', () => {
    // No title the vocabulary knows, but every cell one word of letters: column titles in any language.
    const titles = makeLine(1, 100, [
      ['Qdatdag', 50],
      ['Zorb', 110],
      ['Blorpning', 170],
      ['Wibble', 380],
      ['Quuxning', 430],
    ]);
    const rows = linesToRows([titles], 'MDY', DEFAULT_SETTINGS);
    expect(headerLike(rows[0]!, DEFAULT_SETTINGS)).toBe(true);
    expect(balances([figure(60, '250.00'), figure(72, '250.00'), titles])).toEqual([
      [label(25000), label(25000)],
    ]);
    // One known closing label and the same figure again under an unknown one.
    const known = [figure(60, '8 272,53', 'Qwerty'), figure(72, '8 272,53', 'Closing balance')];
    expect(balances([...known, titles])).toEqual([[label(827253), label(827253)]]);
    // A figure under the titles other than the balance is money moving: no empty period.
    const moved = makeLine(1, 112, [
      ['Qwerty', 170],
      ['12.50', 380],
    ]);
    expect(balances([figure(60, '250.00'), figure(72, '250.00'), titles, moved])).toBeNull();
  });

  it('ends a title where the figures under it end, however close the next title stands', () => {
    // "Wibble" is right-aligned over the money column (ending at 410, where 250.00 ends); "Quuxning",
    // printed from its own left edge, stands 8 points after it: less than a cell gap (10).
    const titles = makeLine(1, 100, [
      ['Qdatdag', 50],
      ['Blorpning', 110],
      ['Wibble', 380],
      ['Quuxning', 418],
    ]);
    const under = (y: number) =>
      makeLine(1, y, [
        ['Qwerty', 110],
        ['250.00', 380],
      ]);
    const row = linesToRows([titles], 'MDY', DEFAULT_SETTINGS)[0]!;
    expect(headerLike(row, DEFAULT_SETTINGS, () => [410])).toBe(true);
    // With no figure ending under "Wibble", "Wibble Quuxning" is one cell of two words: a phrase.
    expect(headerLike(row, DEFAULT_SETTINGS)).toBe(false);
    expect(headerLike(row, DEFAULT_SETTINGS, () => [400])).toBe(false);
    expect(balances([figure(60, '250.00'), titles, under(112), under(124)])).toEqual([
      [label(25000), label(25000)],
    ]);
    // The same figures above the titles only: nothing under them ends a column there.
    expect(balances([figure(60, '250.00'), under(72), under(84), titles])).toBeNull();
  });

  it('takes zeros printed in the table as the sums of no row', () => {
    const sums = makeLine(1, 112, [
      ['Qwerty sums', 110],
      ['0.00', 330],
      ['0.00', 380],
    ]);
    const lines = [figure(60, '250.00'), figure(72, '250.00'), unknownHeader(100), sums];
    expect(balances(lines)).toEqual([[label(25000), label(25000)]]);
    // A zero printed only above the table, beside labels the vocabulary does not know, may be any
    // figure (a limit, a payment due): the balance is not proven.
    const above = [figure(48, '0.00'), figure(60, '250.00'), figure(72, '250.00')];
    expect(balances([...above, unknownHeader(100)])).toBeNull();
  });

  it('completes a balance read from its label with the same figure printed under unknown words', () => {
    const lines = [figure(60, '250.00', 'Opening balance'), figure(72, '250.00'), header(100)];
    const walked = assemble(lines).accounts[0]!;
    expect([walked.opening, walked.closing]).toEqual([label(25000), null]);
    expect(balances(lines)).toEqual([[label(25000), label(25000)]]);
    // A figure other than the balance or zero: not an empty period.
    expect(balances([...lines, figure(84, '12.00')])).toBeNull();
  });

  it('is no empty period where a dated line holds other money above the header, or none under it', () => {
    const base = [figure(60, '250.00'), figure(72, '250.00')];
    const dated = (y: number, money: [string, number][]) =>
      makeLine(1, y, [['03/02/2024', 50], ['SHOP', 110], ...money]);
    expect(balances([dated(48, [['10.00', 330]]), ...base, unknownHeader(100)])).toBeNull();
    expect(balances([dated(48, [['250.00', 430]]), ...base, unknownHeader(100)])).not.toBeNull();
    expect(balances([...base, unknownHeader(100), dated(112, [])])).toBeNull();
  });

  it('reads an undated line of zeros as no row, and drops it from the empty period', () => {
    const zeros = makeLine(1, 112, [
      ['Qwerty sums', 110],
      ['0.00', 300],
      ['0.00', 380],
    ]);
    const lines = [
      figure(60, '250.00'),
      figure(72, '250.00'),
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Debit', 300],
        ['Credit', 380],
        ['Balance', 430],
      ]),
      zeros,
    ];
    const a = assemble(lines);
    expect(a.accounts[0]!.transactions.map((t) => [t.cents, t.date, isMove(t)])).toEqual([
      [0, null, false],
    ]);
    expect(hasRows(a)).toBe(false);
    const empty = read(lines);
    expect(empty?.accounts.map((x) => [x.transactions.length, x.opening, x.closing])).toEqual([
      [0, label(25000), label(25000)],
    ]);
  });
});

describe('an undated line with money', () => {
  it('is no row (the output leaves it out), so a table printing only the balance again is empty', () => {
    const lines = [
      makeLine(1, 60, [
        ['Opening balance', 50],
        ['250.00', 300],
      ]),
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 300],
      ]),
      makeLine(1, 112, [
        ['Qwerty end', 110],
        ['250.00', 300],
      ]),
    ];
    const a = assemble(lines);
    expect(a.accounts[0]!.transactions.map((t) => [t.cents, t.date, isMove(t)])).toEqual([
      [25000, null, false],
    ]);
    expect(hasRows(a)).toBe(false);
    // The sum-line reading takes it for the balance repeated; the figure printed twice is both balances.
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading.sumLines).toBe(true);
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const empty = readEmptyOutcome([outcome], rows, DEFAULT_SETTINGS);
    expect(
      empty?.assembly.accounts.map((x) => [x.transactions.length, x.opening, x.closing]),
    ).toEqual([[0, label(25000), { cents: 25000, source: 'runningBalance' }]]);
  });
});

describe('an empty period whose balance lines stand in the table', () => {
  it('counts the figure of an undated line read as a row as the balance printed again', () => {
    // The opening's label is known; the closing's ("Qwerty end") is not, so its line is read as a row.
    const lines = [
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 300],
      ]),
      makeLine(1, 112, [
        ['Opening balance', 110],
        ['250.00', 300],
      ]),
      makeLine(1, 124, [
        ['Qwerty end', 110],
        ['250.00', 300],
      ]),
    ];
    const walked = assemble(lines).accounts[0]!;
    expect([walked.opening, walked.closing]).toEqual([label(25000), null]);
    expect(walked.transactions.map((t) => [t.cents, isMove(t)])).toEqual([[25000, false]]);
    expect(read(lines)?.accounts.map((x) => [x.transactions.length, x.opening, x.closing])).toEqual(
      [[0, label(25000), label(25000)]],
    );
    // Another figure on such a line is money that moved: no empty period.
    const moved = lines.map((l, i) =>
      i === 2
        ? { ...l, words: l.words.map((w) => (w.text === '250.00' ? { ...w, text: '12.00' } : w)) }
        : l,
    );
    expect(read(moved)).toBeNull();
  });
});

describe('an empty period printing its balance once', () => {
  it('takes a lone brought-forward figure as both balances, the closing worked out, with a warning', () => {
    const empty = read([
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 330],
        ['Balance', 430],
      ]),
      makeLine(1, 112, [
        ['Qwerty fwd', 110],
        ['250.00', 430],
      ]),
    ]);
    expect(empty?.accounts.map((x) => [x.opening, x.closing])).toEqual([
      [
        { cents: 25000, source: 'forward' },
        { cents: 25000, source: 'derived' },
      ],
    ]);
    expect(empty?.warnings).toEqual([singleFigureWarning(25000)]);
  });
});

describe('singleFigureWarning', () => {
  it('names the one printed balance', () => {
    expect(singleFigureWarning(-125000)).toBe(
      'No transactions are listed for this period, and its balance (-1,250.00) is printed only once, so the beginning and ending balances could not be checked against each other. Check them against the PDF.',
    );
  });
});
