import { describe, expect, it } from 'vitest';
import { compactDates, compactIso } from './compactDates.ts';
import { makeLine } from './testing/lines.ts';

const texts = (cells: [string, number][][]) =>
  compactDates(cells.map((c, i) => makeLine(1 + Math.floor(i / 4), 100 + 12 * i, c))).map(
    (l) => l.text,
  );

describe('compactIso', () => {
  it('reads a valid YYYYMMDD figure and nothing else', () => {
    expect(compactIso('20240229')).toBe('2024-02-29');
    expect(compactIso('20230229')).toBeNull();
    expect(compactIso('20241301')).toBeNull();
    expect(compactIso('12345678')).toBeNull();
    expect(compactIso('2024031')).toBeNull();
  });
});

describe('compactDates', () => {
  it('rewrites a column of compact dates at the lines start, and the period printed so', () => {
    expect(
      texts([
        [['Period: 20240301-20240331', 300]],
        [
          ['20240301 V00240301 Interest', 40],
          ['1.98', 400],
        ],
        [
          ['20240302 V00240304 Transfer 31008919', 40],
          ['30,056.83', 400],
        ],
        [
          ['20240305 V00240307 Fee', 40],
          ['14.09', 400],
        ],
        [
          ['20240305 V00240310 Fee', 40],
          ['3.85', 400],
        ],
      ]),
    ).toEqual([
      'Period: 2024-03-01 - 2024-03-31',
      '2024-03-01 V00240301 Interest 1.98',
      '2024-03-02 V00240304 Transfer 31008919 30,056.83',
      '2024-03-05 V00240307 Fee 14.09',
      '2024-03-05 V00240310 Fee 3.85',
    ]);
  });

  it('leaves eight-digit figures that the structure does not prove dates', () => {
    const rows = (starts: [string, number][]) =>
      starts.map(([t, x], i): [string, number][] => [
        [t, x],
        [`Item ${i}`, 100],
        ['1.00', 400],
      ]);
    const asPrinted = (starts: [string, number][]) => starts.map(([t], i) => `${t} Item ${i} 1.00`);
    // Too few, not one column, out of order, one no date, or too far apart.
    const cases: [string, number][][] = [
      [
        ['20240301', 40],
        ['20240302', 40],
      ],
      [
        ['20240301', 40],
        ['20240302', 60],
        ['20240303', 40],
      ],
      [
        ['20240301', 40],
        ['20240305', 40],
        ['20240302', 40],
      ],
      [
        ['20240301', 40],
        ['20240302', 40],
        ['20241302', 40],
      ],
      [
        ['20200301', 40],
        ['20220302', 40],
        ['20240302', 40],
      ],
    ];
    for (const c of cases) expect(texts(rows(c))).toEqual(asPrinted(c));
    // A reference before a printed date is not a date.
    const referenced: [string, number][][] = ['20240301', '20240302', '20240303'].map((r) => [
      [`${r} 05/03/2024 Fee`, 40],
      ['1.00', 400],
    ]);
    expect(texts(referenced)).toEqual([
      '20240301 05/03/2024 Fee 1.00',
      '20240302 05/03/2024 Fee 1.00',
      '20240303 05/03/2024 Fee 1.00',
    ]);
  });
});
