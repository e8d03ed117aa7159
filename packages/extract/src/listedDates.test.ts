import { describe, expect, it } from 'vitest';
import { detectHeader } from './detectColumns.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { assemble } from './testing/assemble.ts';
import { CHAR_WIDTH_PT, makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';
import { undecidedDatesWarning } from './verify.ts';

/** A cell whose text ends at `x1` (right-aligned figures). */
const right = (text: string, x1: number): [string, number] => [
  text,
  x1 - text.length * CHAR_WIDTH_PT,
];

/**
 * A header of `titles` ([text, x0] each, the figures right-aligned under the money ones) over four rows:
 * the date at x 200 runs 12/01, 12/04, 12/03, 12/06 (out of the listing's order), the one at x 500
 * 12/01, 12/02, 12/03, 12/05 (in it).
 */
function table(titles: [string, number][]): Line[] {
  const rows: [string, string, string, string, string][] = [
    ['SHOP A', '12/01/2024', '10.00', '990.00', '12/01/2024'],
    ['SHOP B', '12/04/2024', '20.00', '970.00', '12/02/2024'],
    ['SHOP C', '12/03/2024', '30.00', '940.00', '12/03/2024'],
    ['SHOP D', '12/06/2024', '40.00', '900.00', '12/05/2024'],
  ];
  return [
    makeLine(1, 88, titles),
    ...rows.map(([text, first, amount, balance, last], i) =>
      makeLine(1, 100 + 12 * i, [
        [text, 40],
        [first, 200],
        right(amount, 340),
        right(balance, 420),
        [last, 500],
      ]),
    ),
  ];
}

const roles = (lines: Line[]) =>
  detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!.columns.map(
    (c) => [c.role, c.x0],
  );

const rowDates = (lines: Line[]) =>
  assemble(lines).accounts[0]!.transactions.map((t) => [t.date?.month, t.date?.day]);

describe('date columns whose titles do not tell the transaction date apart', () => {
  it('take the one the rows are listed by when only a posting and a value date are named', () => {
    const lines = table([
      ['Description', 40],
      ['Value date', 200],
      right('Amount', 340),
      right('Balance', 420),
      ['Posting date', 500],
    ]);
    expect(roles(lines)).toEqual([
      ['description', 40],
      ['valueDate', 200],
      ['amount', 310],
      ['balance', 385],
      ['date', 500],
    ]);
    expect(rowDates(lines)).toEqual([
      [12, 1],
      [12, 2],
      [12, 3],
      [12, 5],
    ]);
  });

  it('take the one the rows are listed by when two are titled as the transaction date', () => {
    const lines = table([
      ['Description', 40],
      ['Date', 200],
      right('Amount', 340),
      right('Balance', 420),
      ['Datum', 500],
    ]);
    expect(roles(lines)).toEqual([
      ['description', 40],
      ['valueDate', 200],
      ['amount', 310],
      ['balance', 385],
      ['date', 500],
    ]);
  });

  it('leave a column the header names as the one transaction date, in order or not', () => {
    // A card's purchase dates run out of order under a listing by posting date.
    const lines = table([
      ['Description', 40],
      ['Date', 200],
      right('Amount', 340),
      right('Balance', 420),
      ['Posting date', 500],
    ]);
    expect(roles(lines)).toEqual([
      ['description', 40],
      ['date', 200],
      ['amount', 310],
      ['balance', 385],
      ['postDate', 500],
    ]);
    expect(rowDates(lines)[1]).toEqual([12, 4]);
  });

  it('leave the leftmost when it follows the listing too, warned', () => {
    const lines = table([
      ['Description', 40],
      ['Value date', 200],
      right('Amount', 340),
      right('Balance', 420),
      ['Posting date', 500],
    ]).map((l, i) =>
      i === 2 || i === 3
        ? { ...l, words: l.words.map((w) => (w.x0 === 200 ? { ...w, text: `12/0${i}/2024` } : w)) }
        : l,
    );
    expect(roles(lines)[1]).toEqual(['date', 200]);
    expect(roles(lines)[4]).toEqual(['postDate', 500]);
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    expect(detectHeader(rows, 0, DEFAULT_SETTINGS)!.undecidedDates).toBe(true);
  });
});

describe('a posting date printed once per day beside a value date', () => {
  // Posting Date | Value date | Details | Money out | Balance: the posting date printed on the day's
  // first row only, the value date only where it differs. A row printing only its value date, and the
  // undated row after it, are still of the day above.
  const lines = [
    makeLine(1, 88, [
      ['Posting Date', 40],
      ['Value date', 110],
      ['Details', 180],
      right('Money out', 400),
      right('Balance', 480),
    ]),
    ...(
      [
        ['05.06.2024', '', 'TRANSFER 906', '157.20', '842.80'],
        ['', '07.06.2024', 'ATM RENT', '142.60', '700.20'],
        ['', '', 'DD CAFE', '187.10', '513.10'],
        ['06.06.2024', '', 'GROCER', '119.20', '393.90'],
      ] as const
    ).map(([posted, value, text, out, bal], i) =>
      makeLine(1, 100 + 12 * i, [
        ...(posted ? [[posted, 40] as [string, number]] : []),
        ...(value ? [[value, 110] as [string, number]] : []),
        [text, 180],
        right(out, 400),
        right(bal, 480),
      ]),
    ),
  ];

  it('dates them by the posting date carried from the rows above', () => {
    expect(roles(lines).slice(0, 2)).toEqual([
      ['date', 40],
      ['valueDate', 110],
    ]);
    const dmy = assemble(lines, 'DMY').accounts[0]!.transactions;
    expect(dmy.map((t) => [t.description, t.date?.month, t.date?.day])).toEqual([
      ['TRANSFER 906', 6, 5],
      ['ATM RENT', 6, 5],
      ['DD CAFE', 6, 5],
      ['GROCER', 6, 6],
    ]);
  });
});

describe('date columns nothing tells apart, under a header read', () => {
  const header = (): [string, number][] => [
    ['Description', 40],
    ['Date', 200],
    right('Amount', 340),
    right('Balance', 420),
    ['Datum', 500],
  ];
  // Both columns in the listing's order (the one at x 200 now runs 12/01, 12/02, 12/03, 12/06),
  // printing other dates on two rows.
  const inOrder = (lines: Line[]): Line[] =>
    lines.map((l, i) =>
      i === 2 || i === 3
        ? { ...l, words: l.words.map((w) => (w.x0 === 200 ? { ...w, text: `12/0${i}/2024` } : w)) }
        : l,
    );

  it('leave the leftmost, warned: the rows’ dates are a guess', () => {
    const lines = inOrder(table(header()));
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    expect(detectHeader(rows, 0, DEFAULT_SETTINGS)!.undecidedDates).toBe(true);
    expect(undecidedDatesWarning(assemble(lines).tables)).toBe(
      'Two columns of dates are printed and nothing on the statement tells which is the transaction date; the dates may be the other column. Check them against the PDF.',
    );
  });

  it('are decided when the listing singles one out, or when they print the same dates', () => {
    // The one at x 200 out of the listing's order: the one at x 500 is the transaction date.
    const listed = table(header());
    expect(undecidedDatesWarning(assemble(listed).tables)).toBeNull();
    // Both in order and the same dates on every row: whichever the rows take, their dates are right.
    const same = listed.map((l, i) =>
      i === 0
        ? l
        : {
            ...l,
            words: l.words.map((w) => (w.x0 === 200 ? { ...w, text: l.words.at(-1)!.text } : w)),
          },
    );
    expect(undecidedDatesWarning(assemble(same).tables)).toBeNull();
  });
});
