import { describe, expect, it } from 'vitest';
import { readEmptyPeriod } from './emptyPeriod.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { assemble } from './testing/assemble.ts';
import { makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';

/** A header whose money column is a word the engine does not know: read as a date-and-balance list. */
const header = (y: number): Line =>
  makeLine(1, y, [
    ['Date', 50],
    ['Zorblat', 110],
    ['Description', 170],
    ['Balance', 430],
  ]);

const balances = (lines: Line[]) => {
  const a = assemble(lines);
  const empty = readEmptyPeriod(a, linesToRows(lines, 'MDY', DEFAULT_SETTINGS));
  return empty?.accounts.map((x) => [x.opening, x.closing]) ?? null;
};

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
    const figure = (y: number, text: string) =>
      makeLine(1, y, [
        ['Qwerty', 50],
        [text, 200],
      ]);
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
    const figure = (y: number) =>
      makeLine(1, y, [
        ['Qwerty', 50],
        ['250.00', 200],
      ]);
    expect(balances([figure(60), figure(72)])).toBeNull();
  });
});
