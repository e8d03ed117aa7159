import { describe, expect, it } from 'vitest';
import type { PartialDate } from './parseDate.ts';
import type { Period } from './readAccountInfo.ts';
import {
  choosePeriod as chooseOf,
  findPeriod,
  periodCandidates,
  shareInsidePeriod as shareOf,
} from './readPeriod.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';

const shareInsidePeriod = (dates: PartialDate[], period: Period) =>
  shareOf(dates, period, DEFAULT_SETTINGS);
const choosePeriod = (candidates: Period[], dates: PartialDate[]) =>
  chooseOf(candidates, dates, DEFAULT_SETTINGS);

const lines = (...texts: string[]) => texts.map((t, i) => makeLine(1, 100 + i * 12, [[t, 50]]));
const yearless = (month: number, day: number): PartialDate => ({ year: null, month, day });

describe('findPeriod (labelled dates)', () => {
  it('reads a range whose labels and connector carry colons', () => {
    expect(findPeriod(lines('From : 01/04/2024 To : 30/04/2024'), 'DMY')).toEqual({
      start: '2024-04-01',
      end: '2024-04-30',
    });
    expect(findPeriod(lines('Periode: 01.03.2024 t/m 31.03.2024'), 'DMY')).toEqual({
      start: '2024-03-01',
      end: '2024-03-31',
    });
    expect(findPeriod(lines('Período de 01/10/2024 a 31/10/2024'), 'DMY')).toEqual({
      start: '2024-10-01',
      end: '2024-10-31',
    });
    expect(findPeriod(lines('Period 2024-03-01 ~ 2024-03-31'), 'DMY')).toEqual({
      start: '2024-03-01',
      end: '2024-03-31',
    });
    expect(findPeriod(lines('Period 2024-03-01 ～ 2024-03-31'), 'DMY')).toEqual({
      start: '2024-03-01',
      end: '2024-03-31',
    });
    expect(findPeriod(lines('Statement period 01-03-2024–31-03-2024'), 'DMY')).toEqual({
      start: '2024-03-01',
      end: '2024-03-31',
    });
  });

  it('reads a start and an end labelled on separate lines', () => {
    expect(findPeriod(lines('From: 1 March 2024', 'To: 31 March 2024'), 'DMY')).toEqual({
      start: '2024-03-01',
      end: '2024-03-31',
    });
    expect(findPeriod(lines('Period start 01/12/2023', 'Period end 31/12/2023'), 'DMY')).toEqual({
      start: '2023-12-01',
      end: '2023-12-31',
    });
  });

  it('takes the latest labelled end date, not the first', () => {
    // Two "as of" balances: the earlier is the opening one.
    expect(
      findPeriod(
        lines('Balance as of 01 Dec 2023 1,000.00', 'Balance as of 31 Dec 2023 1,250.00'),
        'DMY',
      ).end,
    ).toBe('2023-12-31');
    expect(
      findPeriod(lines('Kontoauszug vom 31.01.2024', 'Alter Kontostand vom 31.12.2023'), 'DMY').end,
    ).toBe('2024-01-31');
  });

  it('never takes a due, generated, printed or opening date as the end', () => {
    expect(
      findPeriod(
        lines('Statement 04/30/2024', 'Payment Due Date 05/25/2024', 'Generated On: 01-May-2024'),
        'MDY',
      ).end,
    ).toBe('2024-04-30');
    expect(
      findPeriod(
        lines('Account opened 15/06/2025', 'Date 31/05/2024', 'Fällig am 20.06.2024'),
        'DMY',
      ).end,
    ).toBe('2024-05-31');
  });
});

describe('periodCandidates', () => {
  it('lists ranges, then labelled ends latest first, then the latest other date', () => {
    expect(
      periodCandidates(
        lines(
          'Statement date 05 Jan 2024',
          'Balance as of 01 Dec 2023',
          'Printed 10 Feb 2024 Page 1 of 2',
          'Letter 06 Jan 2024',
        ),
        'DMY',
      ),
    ).toEqual([
      { start: null, end: '2024-01-05' },
      { start: null, end: '2023-12-01' },
      { start: null, end: '2024-01-06', unlabelled: true },
    ]);
  });
});

describe('shareInsidePeriod and choosePeriod', () => {
  const december = [yearless(12, 2), yearless(12, 15), yearless(12, 30)];

  it('measures how many rows a period holds once their years are completed', () => {
    expect(shareInsidePeriod(december, { start: '2023-12-01', end: '2023-12-31' })).toBe(1);
    // Ending on 1 December, the rows after the 8th roll back to December 2022, outside the period.
    expect(shareInsidePeriod(december, { start: null, end: '2023-12-01' })).toBeCloseTo(1 / 3);
    expect(shareInsidePeriod([], { start: null, end: '2023-12-31' })).toBe(0);
    expect(shareInsidePeriod(december, { start: null, end: null })).toBe(0);
  });

  it('opens a period without a start `openPeriodDays` before its end', () => {
    const open = { start: null, end: '2023-12-31' };
    expect(shareOf(december, open, DEFAULT_SETTINGS)).toBe(1);
    // Opening 20 days before 31 December: the 2nd, 29 days before, falls outside.
    expect(shareOf(december, open, { ...DEFAULT_SETTINGS, openPeriodDays: 20 })).toBeCloseTo(2 / 3);
  });

  it('skips a trusted candidate that would put most rows a year early', () => {
    const candidates = [
      { start: null, end: '2023-12-01' },
      { start: null, end: '2024-01-02' },
    ];
    expect(choosePeriod(candidates, december)).toEqual({ start: null, end: '2024-01-02' });
    // Rows across the new year fit a statement ending in January.
    expect(
      choosePeriod(
        [{ start: '2023-12-16', end: '2024-01-15' }],
        [yearless(12, 20), yearless(1, 3), yearless(1, 14)],
      ),
    ).toEqual({ start: '2023-12-16', end: '2024-01-15' });
  });

  it('passes over a labelled end printed well after every row for one nearer their last date', () => {
    const rows = [yearless(2, 22), yearless(3, 3), yearless(3, 20)];
    const next = { start: null, end: '2024-04-20' };
    const closing = { start: null, end: '2024-03-20' };
    expect(choosePeriod([next, closing], rows)).toEqual(closing);
    // Within a week of the last row, the first labelled end stands.
    const issued = { start: null, end: '2024-03-25' };
    expect(choosePeriod([issued, closing], rows)).toEqual(issued);
  });

  it('keeps the first candidate that holds most rows, and the first when there are no rows', () => {
    const candidates = [
      { start: null, end: '2023-12-31' },
      { start: null, end: '2024-01-25' },
    ];
    expect(choosePeriod(candidates, december)).toEqual(candidates[0]);
    expect(choosePeriod(candidates, [])).toEqual(candidates[0]);
    expect(choosePeriod([], december)).toEqual({ start: null, end: null });
    // Rows printed with their year count as they are.
    expect(
      choosePeriod(candidates, [
        { year: 2024, month: 1, day: 10 },
        { year: 2024, month: 1, day: 20 },
      ]),
    ).toEqual(candidates[1]);
  });
});

describe('periodCandidates (dated balances)', () => {
  it('takes two dated balances as the period ends, before a statement date printed after the period', () => {
    const read = (...texts: string[]) => findPeriod(lines(...texts), 'MDY');
    expect(
      read(
        'Statement date 04/02/24',
        'Balance as of 03/31/24 $11,280.51',
        'Balance as of 02/29/24 $925.44',
      ),
    ).toEqual({ start: '2024-02-29', end: '2024-03-31' });
    expect(
      findPeriod(
        lines(
          'SOLDE CREDITEUR AU 29.02.2024 5 281,40',
          'NOUVEAU SOLDE CREDITEUR AU 31.03.2024 19 639,30',
        ),
        'DMY',
      ),
    ).toEqual({ start: '2024-02-29', end: '2024-03-31' });
    expect(
      findPeriod(lines('Balance on 1 May 2024 £120.00', 'Balance on 31 May 2024 £95.10'), 'DMY'),
    ).toEqual({ start: '2024-05-01', end: '2024-05-31' });
    // One dated balance alone is only a labelled end.
    expect(read('Balance as of 03/31/24 $11,280.51')).toEqual({ start: null, end: '2024-03-31' });
  });
});

describe('a period known only from the latest date printed', () => {
  const june = (day: number): PartialDate => ({ year: 2024, month: 6, day });
  it('ends on the last day of the month that holds every row', () => {
    const latest: Period = { start: null, end: '2024-06-29', unlabelled: true };
    expect(choosePeriod([latest], [june(2), june(14), june(29)]).end).toBe('2024-06-30');
  });
  it('keeps the date where the rows span two months, or a label names it', () => {
    const latest: Period = { start: null, end: '2024-06-29', unlabelled: true };
    const may: PartialDate = { year: 2024, month: 5, day: 30 };
    expect(choosePeriod([latest], [may, june(29)]).end).toBe('2024-06-29');
    expect(choosePeriod([{ start: null, end: '2024-06-29' }], [june(2)]).end).toBe('2024-06-29');
  });
});

describe('a latest date printed well after the rows', () => {
  const rows = [yearless(2, 12), yearless(2, 27), yearless(3, 9)];
  it('gives way to the date after a word of its own that the rows end nearest before', () => {
    const printed = lines('Plugh Xyzzy', 'Frob: 20/03/2024', 'Quux Zork 10/03/2024');
    expect(periodCandidates(printed, 'DMY')).toEqual([
      { start: null, end: '2024-03-20', unlabelled: true },
      { start: null, end: '2024-03-10', unlabelled: true, aside: true },
    ]);
    expect(choosePeriod(periodCandidates(printed, 'DMY'), rows)).toEqual({
      start: null,
      end: '2024-03-10',
      unlabelled: true,
    });
  });
  it('stands within a week of the rows, or where the other date falls before their last', () => {
    const near = lines('Frob: 15/03/2024', 'Quux Zork 10/03/2024');
    expect(choosePeriod(periodCandidates(near, 'DMY'), rows).end).toBe('2024-03-15');
    const before = lines('Frob: 20/03/2024', 'Quux Zork 05/03/2024');
    expect(choosePeriod(periodCandidates(before, 'DMY'), rows).end).toBe('2024-03-20');
  });
});
