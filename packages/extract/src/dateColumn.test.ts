import { describe, expect, it } from 'vitest';
import { datedByColumn, orderBreaks } from './dateColumn.ts';
import { detectHeader } from './detectColumns.ts';
import { inferLayout } from './inferLayout.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';

/** "Text | Out | In | Balance | Date | Ref": the date column after the money, a reference after it. */
const lines: Line[] = [
  makeLine(1, 100, [
    ['CARD SHOP 2024-03-05', 40],
    ['12.50', 300],
    ['987.50', 420],
    ['2024-03-04', 470],
    ['R7001', 540],
  ]),
  makeLine(1, 112, [
    ['SALARY MARCH', 40],
    ['500.00', 360],
    ['1,487.50', 410],
    ['2024-03-06', 470],
    ['R7002', 540],
  ]),
  makeLine(1, 124, [
    ['RENT', 40],
    ['700.00', 295],
    ['787.50', 420],
    ['2024-03-07', 470],
    ['R7003', 540],
  ]),
  makeLine(1, 136, [
    ['PHONE 2024-02', 40],
    ['37.50', 300],
    ['750.00', 420],
    ['2024-03-09', 470],
    ['R7004', 540],
  ]),
];
const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);

describe('datedByColumn', () => {
  it('dates each row by the date standing in a column of its own, not by one inside the text', () => {
    const { dated } = datedByColumn(rows, 'MDY', DEFAULT_SETTINGS);
    expect(dated.map((r) => r.dates.map((d) => [d.date.month, d.date.day, d.x0]))).toEqual([
      [[3, 4, 470]],
      [[3, 6, 470]],
      [[3, 7, 470]],
      [[3, 9, 470]],
    ]);
  });

  it('finds no column where the dates do not line up', () => {
    const scattered = rows.map((r, i) => ({
      ...r,
      line: {
        ...r.line,
        words: r.line.words.map((w) =>
          /^2024-03/.test(w.text) ? { ...w, x0: w.x0 + 40 * i, x1: w.x1 + 40 * i } : w,
        ),
      },
    }));
    expect(datedByColumn(scattered, 'MDY', DEFAULT_SETTINGS)).toEqual({ dated: [], others: [] });
  });
});

describe('inferLayout with the date column after the money', () => {
  it('reads the columns left of the dates, and the text from the line start', () => {
    const layout = inferLayout(rows, DEFAULT_SETTINGS, false, false, 'MDY')!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.x1])).toEqual([
      ['description', 40, 140],
      ['debit', 295, 325],
      ['credit', 360, 390],
      ['balance', 410, 450],
      ['date', 470, 520],
    ]);
    expect(layout.left).toBe(40);
  });
});

describe('a column of dates printed with month names', () => {
  const named: Line[] = [
    ['POS GROCER', '113.94', '', '4,487.46', '01 Feb 25'],
    ['NEFT PHARMACY', '', '780.33', '5,267.79', '02 Feb 25'],
    ['POS TRANSFER', '95.72', '', '5,172.07', '03 Feb 25'],
  ].map(([text, out, inn, bal, date], i) =>
    makeLine(1, 100 + 12 * i, [
      [text!, 40],
      ...(out ? [[out, 300] as [string, number]] : []),
      ...(inn ? [[inn, 360] as [string, number]] : []),
      [bal!, 420],
      [date!, 480],
    ]),
  );
  it('reads each row’s three-word date as one date', () => {
    const { dated } = datedByColumn(
      linesToRows(named, 'DMY', DEFAULT_SETTINGS),
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(dated.map((r) => [r.dates[0]!.date.day, r.dates[0]!.date.month])).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    expect(dated.map((r) => r.dates[0]!.lastWord - r.dates[0]!.firstWord)).toEqual([2, 2, 2]);
  });
  it('does not read the day before a month name as a figure in the loose reading', () => {
    const layout = inferLayout(
      linesToRows(named, 'DMY', DEFAULT_SETTINGS),
      DEFAULT_SETTINGS,
      false,
      true,
      'DMY',
    )!;
    expect(layout.columns.map((c) => c.role)).toEqual([
      'description',
      'debit',
      'credit',
      'balance',
      'date',
    ]);
  });
});

describe('a date column just after the balance, and a second one further right', () => {
  // The booking date follows the balance closer than a cell gap; the value date stands apart.
  const twoDates: Line[] = [
    ['SHOP', '12.50', '987.50', '2024-03-04', '2024-03-05'],
    ['CAFE', '7.00', '980.50', '2024-03-06', '2024-03-08'],
    ['RENT', '500.00', '480.50', '2024-03-07', '2024-03-07'],
  ].map(([text, out, bal, date, value], i) =>
    makeLine(1, 100 + 12 * i, [
      [text!, 40],
      [out!, 330 - out!.length * 5],
      [bal!, 450 - bal!.length * 5],
      [date!, 455],
      [value!, 530],
    ]),
  );
  it('dates each row by the first column: money ends its cell', () => {
    const { dated } = datedByColumn(
      linesToRows(twoDates, 'MDY', DEFAULT_SETTINGS),
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(dated.map((r) => [r.dates[0]!.date.day, r.dates[0]!.x0])).toEqual([
      [4, 455],
      [6, 455],
      [7, 455],
    ]);
  });
});

describe('two date columns dating every row, the value date first', () => {
  // "Text | Value date | Out | In | Balance | Booked": the rows are listed by the date printed last.
  const valueFirst: Line[] = [
    ['SHOP', '03/05/2024', '12.50', '987.50', '03/04/2024'],
    ['CAFE', '03/04/2024', '7.00', '980.50', '03/04/2024'],
    ['RENT', '03/07/2024', '500.00', '480.50', '03/06/2024'],
    ['BOOKS', '03/06/2024', '20.00', '460.50', '03/06/2024'],
  ].map(([text, value, out, bal, date], i) =>
    makeLine(1, 100 + 12 * i, [
      [text!, 40],
      [value!, 200],
      [out!, 330 - out!.length * 5],
      [bal!, 450 - bal!.length * 5],
      [date!, 480],
    ]),
  );
  const valueRows = linesToRows(valueFirst, 'MDY', DEFAULT_SETTINGS);

  it('counts the steps a listing takes against its order, either way round', () => {
    const d = (month: number, day: number) => ({ year: 2024, month, day });
    expect(orderBreaks([d(3, 5), d(3, 4), d(3, 7), d(3, 6)])).toBe(1);
    expect(orderBreaks([d(3, 4), d(3, 4), d(3, 6), d(3, 6)])).toBe(0);
    expect(orderBreaks([d(3, 9), d(3, 6), d(3, 6), d(3, 1)])).toBe(0);
    expect(orderBreaks([d(3, 1), d(3, 9), d(3, 2), d(3, 8), d(3, 3)])).toBe(2);
  });

  it('dates the rows by the column in the listing order and keeps the other as a band', () => {
    const { dated, others } = datedByColumn(valueRows, 'MDY', DEFAULT_SETTINGS);
    expect(dated.map((r) => [r.dates[0]!.date.day, r.dates[0]!.x0])).toEqual([
      [4, 480],
      [4, 480],
      [6, 480],
      [6, 480],
    ]);
    expect(others).toEqual([{ x0: 200, x1: 250 }]);
  });

  it('infers the printed-last column as the date and the first as the value date', () => {
    const layout = inferLayout(valueRows, DEFAULT_SETTINGS, false, false, 'MDY')!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.x1])).toEqual([
      ['description', 40, 65],
      ['valueDate', 200, 250],
      ['amount', 300, 330],
      ['balance', 420, 450],
      ['date', 480, 530],
    ]);
  });
});

describe('an unknown first title over the rows’ leading dates, the date printed once per day', () => {
  // "Zorp | Value date | Description | Debit | Balance": most rows carry the day's date, unprinted.
  const r = (y: number, date: string, value: string, text: string, debit: string, bal: string) =>
    makeLine(1, y, [
      ...(date ? [[date, 40] as [string, number]] : []),
      ...(value ? [[value, 100] as [string, number]] : []),
      [text, 170],
      [debit, 300],
      [bal, 360],
    ]);
  const table = [
    makeLine(1, 100, [
      ['Zorp', 40],
      ['Value date', 100],
      ['Description', 170],
      ['Debit', 300],
      ['Balance', 360],
    ]),
    r(112, '03/01/2024', '03/01/2024', 'SHOP', '12.50', '987.50'),
    r(124, '', '', 'CAFE', '2.00', '985.50'),
    r(136, '', '03/02/2024', 'BAKERY', '3.00', '982.50'),
    r(148, '03/04/2024', '03/04/2024', 'RENT', '700.00', '282.50'),
    r(160, '', '', 'FUEL', '40.00', '242.50'),
    r(172, '', '', 'BOOKS', '12.50', '230.00'),
    r(184, '03/06/2024', '03/07/2024', 'PHONE', '30.00', '200.00'),
    r(196, '', '', 'TAXI', '10.00', '190.00'),
  ];

  it('is the transaction-date column: lines printing no date say nothing against it', () => {
    const layout = detectHeader(linesToRows(table, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Zorp'],
      ['valueDate', 100, 'Value date'],
      ['description', 170, 'Description'],
      ['debit', 300, 'Debit'],
      ['balance', 360, 'Balance'],
    ]);
  });
});

describe('an unknown first title over the day’s date, a value date printed on every row', () => {
  // "Zorp | Value date | Description | Debit | Balance": the day's date only on its first row.
  const r = (y: number, date: string, value: string, text: string, debit: string, bal: string) =>
    makeLine(1, y, [
      ...(date ? [[date, 40] as [string, number]] : []),
      [value, 100],
      [text, 170],
      [debit, 300],
      [bal, 360],
    ]);
  const table = [
    makeLine(1, 100, [
      ['Zorp', 40],
      ['Value date', 100],
      ['Description', 170],
      ['Debit', 300],
      ['Balance', 360],
    ]),
    r(112, '03/01/2024', '03/01/2024', 'SHOP', '12.50', '987.50'),
    r(124, '', '03/02/2024', 'CAFE', '2.00', '985.50'),
    r(136, '', '03/02/2024', 'BAKERY', '3.00', '982.50'),
    r(148, '03/04/2024', '03/04/2024', 'RENT', '700.00', '282.50'),
    r(160, '', '03/05/2024', 'FUEL', '40.00', '242.50'),
    r(172, '', '03/05/2024', 'BOOKS', '12.50', '230.00'),
    r(184, '03/06/2024', '03/07/2024', 'PHONE', '30.00', '200.00'),
    r(196, '', '03/07/2024', 'TAXI', '10.00', '190.00'),
  ];

  it('is the transaction-date column: a line dated only under the value date says nothing against it', () => {
    const layout = detectHeader(linesToRows(table, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Zorp'],
      ['valueDate', 100, 'Value date'],
      ['description', 170, 'Description'],
      ['debit', 300, 'Debit'],
      ['balance', 360, 'Balance'],
    ]);
  });
});

describe('two columns of dates away from the line start, both in the listing’s order', () => {
  const twoDates = (second: string[]): Line[] =>
    ['03/01/2024', '03/02/2024', '03/04/2024', '03/05/2024'].map((first, i) =>
      makeLine(1, 100 + 12 * i, [
        [`SHOP ${i + 1}`, 40],
        ['12.50', 300],
        [`${900 - 10 * i}.00`, 400],
        [first, 470],
        [second[i]!, 560],
      ]),
    );

  it('is undecided where they print other dates: nothing tells the transaction date', () => {
    const rows2 = linesToRows(
      twoDates(['03/02/2024', '03/03/2024', '03/04/2024', '03/06/2024']),
      'MDY',
      DEFAULT_SETTINGS,
    );
    const found = datedByColumn(rows2, 'MDY', DEFAULT_SETTINGS);
    expect(found.undecided).toBe(true);
    expect(found.others).toEqual([{ x0: 560, x1: 610 }]);
    expect(inferLayout(rows2, DEFAULT_SETTINGS, false, false, 'MDY')!.undecidedDates).toBe(true);
  });

  it('is decided by a title naming one of them a value date, on a header line read no further', () => {
    // "Zorp valuta" over the first column, an unknown word over the second: the second dates the rows.
    const header = makeLine(1, 88, [
      ['Zorp', 40],
      ['Zorp valuta', 470],
      ['Qwerty', 560],
    ]);
    const rows2 = linesToRows(
      [header, ...twoDates(['03/02/2024', '03/03/2024', '03/04/2024', '03/06/2024'])],
      'MDY',
      DEFAULT_SETTINGS,
    );
    const found = datedByColumn(rows2, 'MDY', DEFAULT_SETTINGS);
    expect(found.undecided).toBeUndefined();
    expect(found.dated.map((r) => [r.dates[0]!.x0, r.dates[0]!.date.day])).toEqual([
      [560, 2],
      [560, 3],
      [560, 4],
      [560, 6],
    ]);
    expect(found.others).toEqual([{ x0: 470, x1: 520 }]);
  });

  it('is decided by that title above a balance brought forward standing over the rows', () => {
    // The header, then an undated line of figures (the opening balance), then the dated rows.
    const header = makeLine(1, 76, [
      ['Zorp', 40],
      ['Zorp valuta', 470],
      ['Qwerty', 560],
    ]);
    const forward = makeLine(1, 88, [
      ['Zorp zorp', 40],
      ['910.00', 400],
    ]);
    const rows2 = linesToRows(
      [header, forward, ...twoDates(['03/02/2024', '03/03/2024', '03/04/2024', '03/06/2024'])],
      'MDY',
      DEFAULT_SETTINGS,
    );
    const found = datedByColumn(rows2, 'MDY', DEFAULT_SETTINGS);
    expect(found.undecided).toBeUndefined();
    expect(found.dated.map((r) => [r.dates[0]!.x0, r.dates[0]!.date.day])).toEqual([
      [560, 2],
      [560, 3],
      [560, 4],
      [560, 6],
    ]);
    expect(found.others).toEqual([{ x0: 470, x1: 520 }]);
  });

  it('is decided where the other column’s dates turn against the listing', () => {
    const rows2 = linesToRows(
      twoDates(['03/02/2024', '03/01/2024', '03/04/2024', '03/03/2024']),
      'MDY',
      DEFAULT_SETTINGS,
    );
    const found = datedByColumn(rows2, 'MDY', DEFAULT_SETTINGS);
    expect(found.undecided).toBeUndefined();
    expect(found.dated.map((r) => r.dates[0]!.x0)).toEqual([470, 470, 470, 470]);
    expect(
      inferLayout(rows2, DEFAULT_SETTINGS, false, false, 'MDY')!.undecidedDates,
    ).toBeUndefined();
  });
});

describe('a date printed beside the same day in another calendar, one space apart', () => {
  // "1 | 2024/04/21 1403/02/02 | text | amount | balance": a row number, then the Gregorian date with the
  // Solar Hijri one closer than a cell gap (which parseDate does not read: its year is out of range).
  const serialRows = [
    ['2024/04/21 1403/02/02', 'SHOP ONE', '12.50', '987.50'],
    ['2024/04/23 1403/02/04', 'SHOP TWO', '20.00', '967.50'],
    ['2024/04/25 1403/02/06', 'SHOP THREE', '7.50', '960.00'],
    ['2024/04/27 1403/02/08', 'SHOP FOUR', '60.00', '900.00'],
  ].map(([dates, text, amount, balance], i) =>
    makeLine(1, 100 + 12 * i, [
      [String(i + 1), 40],
      [dates!, 60],
      [text!, 180],
      [amount!, 330],
      [balance!, 420],
    ]),
  );

  it('dates the rows by the date the other calendar’s date stands beside', () => {
    const found = datedByColumn(
      linesToRows(serialRows, 'DMY', DEFAULT_SETTINGS),
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(found.dated.map((r) => [r.dates[0]!.x0, r.dates[0]!.date.day])).toEqual([
      [60, 21],
      [60, 23],
      [60, 25],
      [60, 27],
    ]);
  });
});
