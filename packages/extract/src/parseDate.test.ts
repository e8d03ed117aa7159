import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeDate, dayOfDate, parseDate, readsAsDate, toIso } from './parseDate.ts';

describe('parseDate', () => {
  it('reads numeric dates in the document order', () => {
    expect(parseDate('05/03/2024', 'MDY')).toEqual({ year: 2024, month: 5, day: 3 });
    expect(parseDate('05/03/2024', 'DMY')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(parseDate('7/14', 'MDY')).toEqual({ year: null, month: 7, day: 14 });
    expect(parseDate('06/11/21', 'MDY')).toEqual({ year: 2021, month: 6, day: 11 });
    expect(parseDate('2024-03-05', 'MDY')).toEqual({ year: 2024, month: 3, day: 5 });
  });

  it('reads numeric dates spaced apart, zero-padded with the whole year, in the document order', () => {
    expect(parseDate('05 03 2024', 'DMY')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(parseDate('05 03 2024', 'MDY')).toEqual({ year: 2024, month: 5, day: 3 });
    // A space-grouped figure, a two-digit year or unpadded parts are no date.
    expect(parseDate('1 234 567', 'DMY')).toBeNull();
    expect(parseDate('05 03 24', 'DMY')).toBeNull();
    expect(parseDate('5 3 2024', 'DMY')).toBeNull();
    expect(parseDate('31 02 2024', 'DMY')).toBeNull();
  });

  it('reads dotted dates day first, with or without a year', () => {
    expect(parseDate('28.08.2023', 'MDY')).toEqual({ year: 2023, month: 8, day: 28 });
    expect(parseDate('28.08.', 'DMY')).toEqual({ year: null, month: 8, day: 28 });
    // "12.03" without the final dot is an amount, not a date.
    expect(parseDate('12.03', 'DMY')).toBeNull();
  });

  it('reads month names in four languages', () => {
    expect(parseDate('05 Mar 2024', 'DMY')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(parseDate('10 Dec 22', 'DMY')).toEqual({ year: 2022, month: 12, day: 10 });
    expect(parseDate('12 Mar', 'DMY')).toEqual({ year: null, month: 3, day: 12 });
    expect(parseDate('Dec 16', 'MDY')).toEqual({ year: null, month: 12, day: 16 });
    expect(parseDate('January 14, 2021', 'MDY')).toEqual({ year: 2021, month: 1, day: 14 });
    expect(parseDate('5. März 2024', 'DMY')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(parseDate('3 févr. 2024', 'DMY')).toEqual({ year: 2024, month: 2, day: 3 });
    expect(parseDate('14 diciembre 2023', 'DMY')).toEqual({ year: 2023, month: 12, day: 14 });
    expect(parseDate('17/DIC', 'DMY')).toEqual({ year: null, month: 12, day: 17 });
    // Canadian month-first dates with a slashed two-digit year, and one glued to its month.
    expect(parseDate('DEC 20/23', 'MDY')).toEqual({ year: 2023, month: 12, day: 20 });
    expect(parseDate('JAN 19/24', 'DMY')).toEqual({ year: 2024, month: 1, day: 19 });
    expect(parseDate('DEC21', 'MDY')).toEqual({ year: null, month: 12, day: 21 });
    // Hungarian year-first dotted dates.
    expect(parseDate('2024.03.02.', 'DMY')).toEqual({ year: 2024, month: 3, day: 2 });
  });

  it('rejects impossible dates and non-dates', () => {
    for (const t of ['13/45', '31.02.2024', '00/10', 'Foo 12', '12-3', '1,234.56'])
      expect(parseDate(t, 'MDY'), t).toBeNull();
  });
});

describe('completeDate', () => {
  it('keeps a printed year', () => {
    expect(completeDate({ year: 2019, month: 5, day: 16 }, '2023-01-08', 7, 2023)).toBe(
      '2019-05-16',
    );
  });

  it('puts December rows of a December-January statement in the year before', () => {
    expect(completeDate({ year: null, month: 12, day: 20 }, '2024-01-14', 7, 2024)).toBe(
      '2023-12-20',
    );
    expect(completeDate({ year: null, month: 1, day: 3 }, '2024-01-14', 7, 2024)).toBe(
      '2024-01-03',
    );
  });

  it('always lands within a year before the period end (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-03-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 300 }),
        (end, back) => {
          const endIso = end.toISOString().slice(0, 10);
          const d = new Date(end.getTime() - back * 86_400_000);
          const iso = toIso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
          const got = completeDate(
            { year: null, month: d.getUTCMonth() + 1, day: d.getUTCDate() },
            endIso,
            7,
            0,
          );
          // Feb 29 can only be completed in a leap year; anything else comes back exactly.
          if (d.getUTCMonth() === 1 && d.getUTCDate() === 29) return;
          expect(got).toBe(iso);
        },
      ),
    );
  });
});

describe('parseDate (Italian, Dutch and Portuguese months)', () => {
  it('reads month names and abbreviations in three more languages', () => {
    const cases: [string, { year: number | null; month: number; day: number }][] = [
      ['12 gennaio 2024', { year: 2024, month: 1, day: 12 }],
      ['3 mag 2024', { year: 2024, month: 5, day: 3 }],
      ['15 dicembre 2023', { year: 2023, month: 12, day: 15 }],
      ['1 mei 2024', { year: 2024, month: 5, day: 1 }],
      ['7 mrt', { year: null, month: 3, day: 7 }],
      ['31 augustus 2024', { year: 2024, month: 8, day: 31 }],
      ['05 fev 2024', { year: 2024, month: 2, day: 5 }],
      ['30 setembro 2024', { year: 2024, month: 9, day: 30 }],
      ['2 dezembro 2024', { year: 2024, month: 12, day: 2 }],
    ];
    for (const [text, want] of cases) expect(parseDate(text, 'DMY'), text).toEqual(want);
    // "out" (outubro) is an English word, so "15 out" is not a date.
    expect(parseDate('15 out', 'DMY')).toBeNull();
  });
});

describe('parseDate (Swedish and Indonesian month names)', () => {
  it('reads maj, augusti, maret, agu and desember', () => {
    expect(parseDate('01-maj-2023', 'DMY')).toEqual({ year: 2023, month: 5, day: 1 });
    expect(parseDate('3 augusti 2024', 'DMY')).toEqual({ year: 2024, month: 8, day: 3 });
    expect(parseDate('12-Maret-2025', 'DMY')).toEqual({ year: 2025, month: 3, day: 12 });
    expect(parseDate('01-Agu-2025', 'DMY')).toEqual({ year: 2025, month: 8, day: 1 });
    expect(parseDate('31 Desember 2025', 'DMY')).toEqual({ year: 2025, month: 12, day: 31 });
    expect(parseDate('12 des', 'DMY')).toBeNull();
  });

  it('reads "out" and "des" between a day and a year only', () => {
    expect(parseDate('04 OUT 2023', 'DMY')).toEqual({ year: 2023, month: 10, day: 4 });
    expect(parseDate('15-des-24', 'DMY')).toEqual({ year: 2024, month: 12, day: 15 });
    expect(parseDate('04 OUT', 'DMY')).toBeNull();
    expect(parseDate('out 2023', 'DMY')).toBeNull();
  });

  it('tells a date’s day from a figure by the words after it', () => {
    const w = (text: string) => text.split(' ').map((t) => ({ text: t }));
    expect(dayOfDate(w('02 OUT 2024'), 0)).toBe(true);
    expect(dayOfDate(w('5,319.6 01 Feb 25'), 1)).toBe(true);
    expect(dayOfDate(w('02 OUT'), 0)).toBe(false);
    expect(dayOfDate(w('59 0 4,519.44'), 0)).toBe(false);
  });
});

describe('readsAsDate', () => {
  it('reads a date with the day first or the month first', () => {
    const cases: [string, boolean][] = [
      ['31/12/2024', true],
      ['12/31/2024', true],
      ['13/13/2024', false],
      ['05 03 2024', true],
      ['03 31 2024', true],
      ['31 31 2024', false],
      ['12.31.', false],
      ['31.12.', true],
      ['2024-03-05', true],
      ['12-3', false],
      ['1,234.56', false],
      ['Mar 5', true],
      ['5 Mar 2024', true],
      [' 02/29/2023 ', false],
      ['Payment 12/01', false],
    ];
    expect(cases.map(([text]) => [text, readsAsDate(text)])).toEqual(cases);
  });

  it('agrees with parsing in both orders on any text of date-like pieces', () => {
    const piece = fc.constantFrom(
      '1',
      '05',
      '12',
      '13',
      '29',
      '31',
      '2024',
      '24',
      'Mar',
      'mars',
      'des',
      'out',
      'x',
      '/',
      '.',
      '-',
      ' ',
      ',',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 7 }), (parts) => {
        const text = parts.join('');
        const both = (parseDate(text, 'DMY') ?? parseDate(text, 'MDY')) !== null;
        expect(readsAsDate(text)).toBe(both);
      }),
      { numRuns: 3000 },
    );
  });
});
