import { describe, expect, it } from 'vitest';
import { linesToRows } from '../linesToRows.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { assemble } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';
import { splitGrids, subRow } from './grids.ts';
import { detectHeader } from '../detectColumns.ts';

/** A check list two across, its total, and a table after it. */
const lines = [
  makeLine(1, 90, [['Checks paid', 50]]),
  makeLine(1, 100, [
    ['Number', 50],
    ['Date', 110],
    ['Amount', 170],
    ['Number', 250],
    ['Date', 310],
    ['Amount', 370],
  ]),
  makeLine(1, 112, [
    ['101', 50],
    ['05/03', 110],
    ['10.00', 175],
    ['104*', 250],
    ['05/09', 310],
    ['40.00', 375],
  ]),
  makeLine(1, 124, [
    ['102', 50],
    ['05/05', 110],
    ['20.00', 175],
  ]),
  makeLine(1, 136, [
    ['Total checks paid', 50],
    ['70.00', 375],
  ]),
];

describe('subRow', () => {
  it('keeps the words whose centres lie in the span, with their dates and amounts', () => {
    const [row] = linesToRows([lines[2]!], 'MDY', DEFAULT_SETTINGS);
    const part = subRow(row!, 240, Infinity, 'MDY', DEFAULT_SETTINGS)!;
    expect(part.line.text).toBe('104* 05/09 40.00');
    expect(part.dates.map((d) => d.date)).toEqual([{ year: null, month: 5, day: 9 }]);
    expect(part.amounts.map((a) => a.amount.cents)).toEqual([4000]);
    expect(subRow(row!, 600, Infinity, 'MDY', DEFAULT_SETTINGS)).toBeNull();
  });
});

describe('splitGrids', () => {
  it('lays each group of a side-by-side grid out in turn under a copy of its header', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const header = detectHeader(rows, 1, DEFAULT_SETTINGS)!;
    const out = splitGrids(rows, new Map([[1, header]]), 'MDY', DEFAULT_SETTINGS);
    expect(out.rows.map((r) => r.line.text)).toEqual([
      'Checks paid',
      'Number Date Amount Number Date Amount',
      '101 05/03 10.00',
      '102 05/05 20.00',
      'Number Date Amount Number Date Amount',
      '104* 05/09 40.00',
      'Total checks paid 70.00',
    ]);
    expect([...out.headerAt.entries()].map(([i, l]) => [i, l.left])).toEqual([
      [1, 50],
      [4, 250],
    ]);
    // The grid runs from its first header copy to just past its last cell.
    expect([...out.gridEnds.entries()]).toEqual([[1, 6]]);
  });

  it('returns the rows as they are when no header repeats a group', () => {
    const rows = linesToRows(lines.slice(2), 'MDY', DEFAULT_SETTINGS);
    const headerAt = new Map();
    expect(splitGrids(rows, headerAt, 'MDY', DEFAULT_SETTINGS)).toEqual({
      rows,
      headerAt,
      gridEnds: new Map(),
    });
  });
});

describe('a check list printed two across', () => {
  it('reads down each group, with its numbers, and checks the total', () => {
    const a = assemble(lines);
    const acct = a.accounts[0]!;
    expect(acct.transactions.map((t) => [t.checkNumber, t.date?.day, t.cents])).toEqual([
      ['101', 3, -1000],
      ['102', 5, -2000],
      ['104', 9, -4000],
    ]);
    expect(acct.totals.map((t) => [t.from, t.to, t.amounts[0]!.cents])).toEqual([[0, 3, 7000]]);
  });
});

describe('a summary of checks also listed in the transaction history', () => {
  it('is passed over whole, and the grid ends at its last line', () => {
    const a = assemble([
      makeLine(1, 60, [
        ['Date', 50],
        ['Number', 80],
        ['Description', 130],
        ['Amount', 430],
      ]),
      makeLine(1, 72, [
        ['05/03', 50],
        ['101', 80],
        ['CHECK', 130],
        ['-10.00', 430],
      ]),
      makeLine(1, 84, [
        ['05/09', 50],
        ['104', 80],
        ['CHECK', 130],
        ['-40.00', 430],
      ]),
      makeLine(1, 110, [['Summary of checks written', 50]]),
      ...lines.slice(1, 3),
      // Past the grid's last line, a dated line under its columns is no row.
      makeLine(1, 200, [
        ['Fee period 05/01/2024', 50],
        ['0.00', 375],
      ]),
    ]);
    expect(a.accounts[0]!.transactions.map((t) => [t.checkNumber, t.cents])).toEqual([
      ['101', -1000],
      ['104', -4000],
    ]);
  });
});
