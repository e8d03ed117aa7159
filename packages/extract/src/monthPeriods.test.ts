import { describe, expect, it } from 'vitest';
import { namedMonths } from './monthPeriods.ts';
import type { PartialDate } from './parseDate.ts';
import { choosePeriod, periodCandidates } from './readPeriod.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';

const lines = (...texts: string[]) => texts.map((t, i) => makeLine(1, 100 + i * 12, [[t, 50]]));
const yearless = (month: number, day: number): PartialDate => ({ year: null, month, day });
const march = [yearless(3, 1), yearless(3, 12), yearless(3, 31)];
const chosen = (texts: string[], dates: PartialDate[]) =>
  choosePeriod(periodCandidates(lines(...texts), 'DMY'), dates, DEFAULT_SETTINGS);

describe('namedMonths', () => {
  it('reads a month named with its year and no day as the whole month', () => {
    expect(namedMonths(lines('PERIOD : MARCH 2024')[0]!)).toEqual([
      { index: 2, period: { start: '2024-03-01', end: '2024-03-31', month: true } },
    ]);
    expect(namedMonths(lines('Statement Feb 2024,')[0]!).map((m) => m.period.end)).toEqual([
      '2024-02-29',
    ]);
  });

  it('leaves a full date and a month without a year alone', () => {
    expect(namedMonths(lines('Date 5 March 2024')[0]!)).toEqual([]);
    expect(namedMonths(lines('March 5, 2024')[0]!)).toEqual([]);
    expect(namedMonths(lines('March 1234.56')[0]!)).toEqual([]);
  });
});

describe('a named month as the statement period', () => {
  it('gives rows printed without a year the year of the month the heading names', () => {
    expect(chosen(['Savings account', 'PERIOD : MARCH 2024'], march)).toEqual({
      start: '2024-03-01',
      end: '2024-03-31',
      month: true,
    });
  });

  it('is not taken when the rows fall outside it, nor when its label says it is something else', () => {
    expect(chosen(['Rates change from July 2025'], march)).toEqual({ start: null, end: null });
    expect(chosen(['Customer since March 2015'], march)).toEqual({ start: null, end: null });
  });

  it('gives way to a printed date that holds the rows, and is never taken without rows', () => {
    expect(chosen(['PERIOD : MARCH 2024', 'Statement date 31/03/2025'], march)).toEqual({
      start: null,
      end: '2025-03-31',
    });
    expect(chosen(['PERIOD : MARCH 2024'], [])).toEqual({ start: null, end: null });
  });
});
