import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';
import type { RowBox } from './types.ts';
import { unreadPages, unreadPagesWarning } from './unreadPages.ts';

/** Row-like lines on a page: a date, words, an amount and a balance. */
function rows(page: number, n: number) {
  return Array.from({ length: n }, (_, i) =>
    makeLine(page, 100 + 12 * i, [
      [`0${i + 1} sept. 2023`, 36],
      ['ATM Salaire', 110],
      ['-8 394', 390],
      ['1 972 606', 450],
    ]),
  );
}

/** The boxes of rows read on pages, each covering the line at `y` (as `rows` places them). */
function readAt(...pages: [number, number[]][]): Map<number, RowBox[]> {
  return new Map(
    pages.map(([page, ys]) => [
      page,
      ys.map((y) => ({ page, x0: 36, y0: y - 8, x1: 500, y1: y + 2 })),
    ]),
  );
}
/** Every page's first row read. */
const firstRead = (...pages: number[]) =>
  readAt(...pages.map((p): [number, number[]] => [p, [100]]));

describe('unreadPages', () => {
  it('names a page of row-like lines where no row was read, with its count', () => {
    const lines = [...rows(1, 3), ...rows(2, 4)];
    const page1 = readAt([1, [100, 112, 124]]);
    expect(unreadPages(lines, page1, DEFAULT_SETTINGS)).toEqual([{ page: 2, lines: 4 }]);
    expect(
      unreadPages(lines, readAt([1, [100, 112, 124]], [2, [100, 112, 124, 136]]), DEFAULT_SETTINGS),
    ).toEqual([]);
  });

  it('names a page whose table the reading ended after its first rows: more row-like lines unread than read', () => {
    const lines = rows(1, 6);
    // One row read, five left: the table was left after its first row.
    expect(unreadPages(lines, readAt([1, [100]]), DEFAULT_SETTINGS)).toEqual([
      { page: 1, lines: 5 },
    ]);
    // Three read, three left: no more left than read (a page's other lines, a second table's start).
    expect(unreadPages(lines, readAt([1, [100, 112, 124]]), DEFAULT_SETTINGS)).toEqual([]);
  });

  it('counts no daily-balance lines (a date and money, no words) and no page with fewer lines than a table', () => {
    const daily = [1, 2, 3, 4].map((i) =>
      makeLine(3, 100 + 12 * i, [
        [`0${i}/05`, 36],
        ['1,234.56', 120],
        [`1${i}/05`, 200],
        ['2,000.00', 280],
      ]),
    );
    const lines = [...rows(1, 3), ...daily, ...rows(4, 2)];
    expect(unreadPages(lines, readAt([1, [100, 112, 124]]), DEFAULT_SETTINGS)).toEqual([]);
  });

  it('counts lines whose dates stand one under the other anywhere on the line, as a table prints them', () => {
    // "Particulars | Money out | Balance | Date": the date printed last.
    const last = [1, 2, 3].map((i) =>
      makeLine(2, 100 + 12 * i, [
        ['POS TAXI', 36],
        ['15.60', 300],
        ['3,082.98', 400],
        [`0${i}-Feb-25`, 466],
      ]),
    );
    expect(unreadPages(last, firstRead(1), DEFAULT_SETTINGS)).toEqual([{ page: 2, lines: 3 }]);
    // Dates inside the descriptions at other places make no column of dates, nor do decimal figures
    // aligned in a money column ("10.05": no date without its year or final dot).
    const scattered = [
      makeLine(3, 100, [
        ['PAYROLL 01-Feb-25', 36],
        ['10.05', 300],
        ['1,200.00', 400],
      ]),
      makeLine(3, 112, [
        ['RENT REF 02-Feb-25', 80],
        ['11.05', 300],
        ['1,100.00', 400],
      ]),
      makeLine(3, 124, [
        ['FEE 03-Feb-25', 150],
        ['12.05', 300],
        ['1,000.00', 400],
      ]),
    ];
    expect(unreadPages(scattered, firstRead(1), DEFAULT_SETTINGS)).toEqual([]);
  });

  it('counts no lines whose only money-like figure is a date ("15.03.2024" holds "15.03")', () => {
    // A page's top band repeating the period and the statement's dates, right-aligned one under the other.
    const band = (page: number) =>
      [
        'Period from 16.02.2024 to 15.03.2024',
        'Closing date 15.03.2024',
        'Debit date 05.04.2024',
      ].map((text, i) => makeLine(page, 40 + 12 * i, [[text, 560 - text.length * 5]]));
    expect(unreadPages([...rows(1, 3), ...band(2)], firstRead(1), DEFAULT_SETTINGS)).toEqual([]);
    // The same lines with money beside their dates are row-like.
    const priced = band(2).map((l) =>
      makeLine(2, l.y, [
        [l.text, 300],
        ['12.50', 580],
      ]),
    );
    expect(unreadPages(priced, firstRead(1), DEFAULT_SETTINGS)).toEqual([{ page: 2, lines: 3 }]);
  });

  it('says which pages and how many lines, in plain words', () => {
    expect(unreadPagesWarning([{ page: 2, lines: 40 }])).toBe(
      "Page 2 prints 40 lines that look like transactions that could not be read: the statement's transactions are incomplete. Compare them with your PDF.",
    );
    expect(
      unreadPagesWarning([
        { page: 2, lines: 3 },
        { page: 3, lines: 4 },
        { page: 5, lines: 5 },
      ]),
    ).toBe(
      "Pages 2, 3 and 5 print 12 lines that look like transactions that could not be read: the statement's transactions are incomplete. Compare them with your PDF.",
    );
  });
});
