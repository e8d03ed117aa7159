import { describe, expect, it } from 'vitest';
import { detectDateOrder, lineToRow } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';

describe('lineToRow', () => {
  it('finds leading dates (two date columns) and amounts with their positions', () => {
    const row = lineToRow(
      makeLine(1, 100, [
        ['21 Oct 2019 23 Oct 2019 ATM W/D', 30],
        ['-300.00', 480],
        ['683.06', 540],
      ]),
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(row.dates.map((d) => d.date)).toEqual([
      { year: 2019, month: 10, day: 21 },
      { year: 2019, month: 10, day: 23 },
    ]);
    expect(row.amounts.map((a) => [a.x0, a.amount.cents, a.amount.negative])).toEqual([
      [480, 30000, true],
      [540, 68306, false],
    ]);
  });

  it('takes no date printed after an amount as leading: it stands in a column further right', () => {
    const row = lineToRow(
      makeLine(1, 100, [
        ['RENT', 40],
        ['700.00', 295],
        ['787.50', 420],
        ['2024-03-07', 470],
      ]),
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(row.dates).toEqual([]);
    expect(row.amounts.map((a) => [a.x0, a.amount.cents])).toEqual([
      [295, 70000],
      [420, 78750],
    ]);
    // A check number before the date is no amount: the date still leads.
    const check = lineToRow(
      makeLine(1, 100, [
        ['1042 03/07 CHECK', 40],
        ['50.00', 420],
      ]),
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(check.dates.map((d) => [d.firstWord, d.date.month, d.date.day])).toEqual([[1, 3, 7]]);
  });

  it('reads "23 Dec 24 Dec" as two dates, not a two-digit year', () => {
    const row = lineToRow(
      makeLine(1, 100, [
        ['23 Dec 24 Dec SHELL OIL', 30],
        ['76.25', 480],
      ]),
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(row.dates.map((d) => d.date)).toEqual([
      { year: null, month: 12, day: 23 },
      { year: null, month: 12, day: 24 },
    ]);
  });

  it('joins an amount split by the PDF (`1,31 5.61`) but not two column amounts', () => {
    const split = lineToRow(
      makeLine(1, 100, [
        ['Opening Balance', 30],
        ['1,31', 500],
        ['5.61', 523],
      ]),
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(split.amounts.map((a) => a.amount.cents)).toEqual([131561]);
    const apart = lineToRow(
      makeLine(1, 100, [
        ['Fee', 30],
        ['689.40', 480],
        ['1,372.46', 518],
      ]),
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(apart.amounts.map((a) => a.amount.cents)).toEqual([68940, 137246]);
  });

  it('glues digits across a kerning-sized split only, never across a space (`32  10 694,71`)', () => {
    // A whole "32" a little wider than a space before the thousands-spaced balance: two cells.
    const row = lineToRow(
      makeLine(1, 100, [
        ['ACH Boulangerie 68969430', 30],
        ['32', 377],
        ['10 694,71', 396],
      ]),
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(row.amounts.map((a) => [a.amount.cents, a.firstWord, a.lastWord])).toEqual([
      [1069471, 4, 5],
    ]);
  });

  it('runs digits together only across a kerning gap, not a whole amount into a spaced balance', () => {
    // "550" (no decimals) then, 8 pt on (wider than a thousands space, narrower than a cell gap),
    // the balance "12 108,26": never one number 55012108,26.
    const row = lineToRow(
      makeLine(1, 100, [
        ['13.12.2024 TAXI', 30],
        ['550', 400],
        ['12 108,26', 423],
      ]),
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(row.amounts.map((a) => [a.amount.cents, a.firstWord, a.lastWord])).toEqual([
      [1210826, 3, 4],
    ]);
  });

  it('keeps CR/DR markers and French spaced thousands with the amount', () => {
    const row = lineToRow(
      makeLine(1, 100, [
        ['Dec 17 Zelle', 30],
        ['2,376.53 CR', 380],
        ['1 234,56', 470],
      ]),
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(row.amounts.map((a) => [a.amount.cents, a.amount.marker])).toEqual([
      [237653, 'CR'],
      [123456, null],
    ]);
  });
});

describe('detectDateOrder', () => {
  it('reads day-first or month-first from dates that only fit one order', () => {
    expect(detectDateOrder([makeLine(1, 1, [['25/03/2024 x', 0]])], 'MDY', DEFAULT_SETTINGS)).toBe(
      'DMY',
    );
    expect(detectDateOrder([makeLine(1, 1, [['03/25/2024 x', 0]])], 'DMY', DEFAULT_SETTINGS)).toBe(
      'MDY',
    );
    expect(detectDateOrder([makeLine(1, 1, [['03/04/2024 x', 0]])], 'DMY', DEFAULT_SETTINGS)).toBe(
      'DMY',
    );
  });
});

describe('lineToRow (month-name dates with a year)', () => {
  it('reads "Jul 20, 2019 Jul 21, 2019" as two whole dates', () => {
    const row = lineToRow(
      makeLine(1, 100, [
        ['Jul 20, 2019 Jul 21, 2019 Zelle payment', 30],
        ['48.80', 480],
      ]),
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(row.dates.map((d) => [d.date, d.firstWord, d.lastWord])).toEqual([
      [{ year: 2019, month: 7, day: 20 }, 0, 2],
      [{ year: 2019, month: 7, day: 21 }, 3, 5],
    ]);
  });
});

describe('lineToRow (French thousands and a trailing minus)', () => {
  it('joins "1 406,43-" into one negative amount', () => {
    const row = lineToRow(
      makeLine(1, 100, [
        ['23/11/2024 CHECK 5845', 44],
        ['1', 446],
        ['406,43-', 456],
        ['2', 513],
        ['540,62', 523],
      ]),
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(row.amounts.map((a) => [a.amount.cents, a.amount.negative])).toEqual([
      [140643, true],
      [254062, false],
    ]);
  });
});

describe('lineToRow (a spaced sign printed as an en dash or U+2212)', () => {
  it('reads "\u2013 45,00" and "1 406,43\u2212" as negative amounts', () => {
    const row = lineToRow(
      makeLine(1, 100, [
        ['23/11/2024 CHECK 5845', 44],
        ['\u2013 45,00', 330],
        ['1', 446],
        ['406,43\u2212', 456],
      ]),
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(row.amounts.map((a) => [a.amount.cents, a.amount.negative])).toEqual([
      [4500, true],
      [140643, true],
    ]);
  });
});

describe('detectDateOrder (dates anywhere on a line)', () => {
  it('counts slashed dates inside lines too', () => {
    expect(
      detectDateOrder(
        [makeLine(1, 1, [['Periodo DEL 16/12/2023 AL 15/01/2024', 0]])],
        'MDY',
        DEFAULT_SETTINGS,
      ),
    ).toBe('DMY');
  });
});

describe('lineToRow (separate CR/DR indicator column)', () => {
  it('gives a CR/DR printed a column away to the amount before it', () => {
    const row = lineToRow(
      makeLine(1, 100, [
        ['02-06-2024 ACH PAYMENT', 40],
        ['2,838.76', 380],
        ['DR', 430],
        ['20,617.24', 475],
        ['CR', 530],
      ]),
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(row.amounts.map((a) => [a.amount.cents, a.amount.marker])).toEqual([
      [283876, 'DR'],
      [2061724, 'CR'],
    ]);
  });
});

describe('detectDateOrder (regression: uk-signed seed 20461163 read as month-first)', () => {
  it('lets dates printed with a year outweigh year-less card dates inside descriptions', () => {
    const lines = [
      makeLine(1, 1, [['16/07/2024 CARD PURCHASE 07/16 SAINSBURYS', 0]]),
      makeLine(1, 2, [['CARD PURCHASE 07/14 TESCO STORES', 0]]),
      makeLine(1, 3, [['CARD PURCHASE 07/15 NETFLIX.COM', 0]]),
    ];
    expect(detectDateOrder(lines, 'MDY', DEFAULT_SETTINGS)).toBe('DMY');
  });

  it('falls back to year-less evidence when no dated evidence decides', () => {
    const lines = [makeLine(1, 1, [['03/04/2024 CARD PURCHASE 07/14 TESCO', 0]])];
    expect(detectDateOrder(lines, 'DMY', DEFAULT_SETTINGS)).toBe('MDY');
  });
});

describe('detectDateOrder (every numeric date is evidence)', () => {
  const lines = (...texts: string[]) => texts.map((t, i) => makeLine(1, 100 + i * 12, [[t, 30]]));

  it('reads day-first from dashed and dotted dates when no slashed date is printed', () => {
    // Dutch, Indian and South African rows with dashes; German and Swiss rows with dots.
    expect(
      detectDateOrder(
        lines('02-04-2024 Albert Heijn 12,50', '15-04-2024 Salaris'),
        'MDY',
        DEFAULT_SETTINGS,
      ),
    ).toBe('DMY');
    expect(
      detectDateOrder(lines('03-04-24 UPI/SWIGGY', '21-04-24 NEFT CR'), 'MDY', DEFAULT_SETTINGS),
    ).toBe('DMY');
    expect(
      detectDateOrder(lines('Kontoauszug 01.03.2024 - 31.03.2024'), 'MDY', DEFAULT_SETTINGS),
    ).toBe('DMY');
    expect(detectDateOrder(lines('13.05. Lastschrift REWE 12,00'), 'MDY', DEFAULT_SETTINGS)).toBe(
      'DMY',
    );
  });

  it('reads month-first from dashed dates too, and from a range printed as one word', () => {
    expect(detectDateOrder(lines('04-15-2024 PAYROLL 1,200.00'), 'DMY', DEFAULT_SETTINGS)).toBe(
      'MDY',
    );
    expect(detectDateOrder(lines('Period 01.02.2024–29.02.2024'), 'MDY', DEFAULT_SETTINGS)).toBe(
      'DMY',
    );
    expect(
      detectDateOrder(lines('Billing Period: 02/09/24-03/18/24'), 'DMY', DEFAULT_SETTINGS),
    ).toBe('MDY');
  });

  it('ignores what only looks like a date: amounts, ranges, sort codes and ISO dates', () => {
    expect(
      detectDateOrder(
        lines('Fee 13.05', 'Pages 12-15', 'Sort code 40-47-84'),
        'MDY',
        DEFAULT_SETTINGS,
      ),
    ).toBe('MDY');
    expect(detectDateOrder(lines('2024-03-25 Transfer'), 'MDY', DEFAULT_SETTINGS)).toBe('MDY');
  });

  it('lets the dates printed with a year outvote year-less ones in descriptions', () => {
    expect(
      detectDateOrder(
        lines('15-03-2024 CARD 07/13', '16-03-2024 CARD 07/14', '17/03/2024 x'),
        'MDY',
        DEFAULT_SETTINGS,
      ),
    ).toBe('DMY');
  });

  it('keeps the dates within one statement when no part is above 12', () => {
    // Day-first: 1 to 12 March; read month-first they would spread over eleven months.
    expect(
      detectDateOrder(
        lines('01-03-2024 a', '04-03-2024 b', '08-03-2024 c', '12-03-2024 d'),
        'MDY',
        DEFAULT_SETTINGS,
      ),
    ).toBe('DMY');
    // Month-first: 2 to 12 January.
    expect(
      detectDateOrder(
        lines('01/02/2024', '01/03/2024 a', '01/05/2024 b', '01/12/2024 c'),
        'DMY',
        DEFAULT_SETTINGS,
      ),
    ).toBe('MDY');
  });

  it('reads the span a statement may cover from the settings', () => {
    // Day-first: 1 March to 12 April (42 days); month-first: 3 January to 4 December.
    const march = lines('01-03-2024 a', '05-03-2024 b', '12-04-2024 c');
    expect(detectDateOrder(march, 'MDY', DEFAULT_SETTINGS)).toBe('DMY');
    // Allowed 30 days, neither order fits, so the fallback stands.
    expect(detectDateOrder(march, 'MDY', { ...DEFAULT_SETTINGS, maxStatementSpanDays: 30 })).toBe(
      'MDY',
    );
    // Four distinct days are required: three are no evidence.
    expect(detectDateOrder(march, 'MDY', { ...DEFAULT_SETTINGS, minSpanDates: 4 })).toBe('MDY');
  });
});
