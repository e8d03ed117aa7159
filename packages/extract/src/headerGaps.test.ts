import { describe, expect, it } from 'vitest';
import { detectHeader } from './detectColumns.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { assemble } from './testing/assemble.ts';
import { makeLine } from './testing/lines.ts';

/** Rows under a header: [first date, value date, text, money out, money in, balance]. */
const body = (startY: number) =>
  [
    ['03/01/2024', '03/02/2024', 'SHOP', '12.50', '', '987.50'],
    ['03/04/2024', '03/04/2024', 'SALARY', '', '500.00', '1,487.50'],
    ['03/06/2024', '03/07/2024', 'RENT', '700.00', '', '787.50'],
  ].map(([d, v, text, out, inn, bal], i) =>
    makeLine(1, startY + 12 * i, [
      [d!, 40],
      [v!, 100],
      [text!, 170],
      ...(out ? [[out, 340 - out.length * 5] as [string, number]] : []),
      ...(inn ? [[inn, 420 - inn.length * 5] as [string, number]] : []),
      [bal!, 500 - bal!.length * 5],
    ]),
  );

describe('header titles the vocabulary does not know, completed from the rows', () => {
  it('reads the first title over the rows’ leading dates as the date column', () => {
    const header = makeLine(1, 88, [
      ['Zorpdag', 40],
      ['Value date', 100],
      ['Description', 170],
      ['Debit', 315],
      ['Credit', 390],
      ['Balance', 465],
    ]);
    const layout = detectHeader(
      linesToRows([header, ...body(100)], 'MDY', DEFAULT_SETTINGS),
      0,
      DEFAULT_SETTINGS,
    )!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Zorpdag'],
      ['valueDate', 100, 'Value date'],
      ['description', 170, 'Description'],
      ['debit', 315, 'Debit'],
      ['credit', 390, 'Credit'],
      ['balance', 465, 'Balance'],
    ]);
  });

  it('reads the unknown title beside a lone debit or credit column, figures under it, as the other side', () => {
    const header = makeLine(1, 88, [
      ['Date', 40],
      ['Value date', 100],
      ['Description', 170],
      ['Zorp', 320],
      ['Credit', 390],
      ['Balance', 465],
    ]);
    const rows = linesToRows([header, ...body(100)], 'MDY', DEFAULT_SETTINGS);
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.filter((c) => c.role === 'debit').map((c) => [c.x0, c.label])).toEqual([
      [320, 'Zorp'],
    ]);
    // Words under the unknown title on a dated line: a text column, not money.
    const texty = linesToRows(
      [
        header,
        ...body(100),
        makeLine(1, 140, [
          ['03/08/2024', 40],
          ['NOTE', 320],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(detectHeader(texty, 0, DEFAULT_SETTINGS)!.columns.some((c) => c.role === 'debit')).toBe(
      false,
    );
  });
});

describe('a description title the vocabulary does not know', () => {
  /** Date | Amount | Kind | Blurb | Balance: a code column and the text, both under unknown titles. */
  const header = makeLine(1, 88, [
    ['Date', 40],
    ['Amount', 120],
    ['Kind', 160],
    ['Blurb', 200],
    ['Balance', 420],
  ]);
  const row = (y: number, day: string, amt: string, kind: string, text: string, bal: string) =>
    makeLine(1, y, [
      [`03/${day}/2024`, 40],
      [amt, 150 - amt.length * 5],
      [kind, 160],
      [text, 200],
      [bal, 455 - bal.length * 5],
    ]);
  const lines = [
    header,
    row(100, '01', '10.00', 'POS', 'CR SHOP LTD', '90.00'),
    row(112, '02', '20.00', 'TRF', 'RENT TO LANDLORD', '70.00'),
    row(124, '03', '5.00', 'ATM', 'CASH', '65.00'),
  ];

  it('is the unknown cell the rows print text under, a run of words (not the one-word codes)', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(lay.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Date'],
      ['amount', 120, 'Amount'],
      ['description', 200, 'Blurb'],
      ['balance', 420, 'Balance'],
    ]);
  });

  it('is none where the header names its description', () => {
    const named = makeLine(1, 88, [
      ['Date', 40],
      ['Amount', 120],
      ['Kind', 160],
      ['Details', 200],
      ['Balance', 420],
    ]);
    const rows = linesToRows([named, ...lines.slice(1)], 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(lay.columns.map((c) => c.label)).toEqual(['Date', 'Amount', 'Details', 'Balance']);
  });

  it('keeps a first word "CR" printed right after the amount in the description', () => {
    const tight = [
      makeLine(1, 88, [
        ['Date', 40],
        ['Amount', 120],
        ['Blurb', 160],
        ['Balance', 420],
      ]),
      ...[
        ['01', '10.00', 'CR SHOP LTD', '110.00'],
        ['02', '20.00', 'SO RENT', '90.00'],
        ['03', '5.00', 'ATM CASH', '85.00'],
      ].map(([day, amt, text, bal], i) =>
        makeLine(1, 100 + 12 * i, [
          [`03/${day}/2024`, 40],
          [amt!, 150 - amt!.length * 5],
          [text!, 160],
          [bal!, 455 - bal!.length * 5],
        ]),
      ),
    ];
    const a = assemble(tight);
    expect(a.accounts[0]!.transactions.map((t) => t.description)).toEqual([
      'CR SHOP LTD',
      'SO RENT',
      'ATM CASH',
    ]);
  });
});

describe('a money word in a date title, over a column of dates', () => {
  // "Post Amount": a date title's word, then a word the vocabulary reads as money alone.
  const header = makeLine(1, 88, [
    ['Date', 40],
    ['Post', 100],
    ['Amount', 125],
    ['Description', 180],
    ['Debit', 340],
    ['Balance', 420],
  ]);
  const rows = (booked: string[]) =>
    linesToRows(
      [
        header,
        ...booked.map((b, i) =>
          makeLine(1, 100 + 12 * i, [
            [`03/0${i + 1}/2024`, 40],
            ...(b ? [[b, 100] as [string, number]] : []),
            ['SHOP', 180],
            ['1.00', 345],
            [`${90 - i}.00`, 425],
          ]),
        ),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );

  it('is a value-date column after the date column, the two words one title', () => {
    const lay = detectHeader(
      rows(['03/02/2024', '', '03/04/2024', '03/05/2024']),
      0,
      DEFAULT_SETTINGS,
    )!;
    expect(lay.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Date'],
      ['valueDate', 100, 'Post Amount'],
      ['description', 180, 'Description'],
      ['debit', 340, 'Debit'],
      ['balance', 420, 'Balance'],
    ]);
  });

  it('stays money where a figure other than a date stands under it', () => {
    const lay = detectHeader(
      rows(['03/02/2024', '1,212.00', '03/04/2024', '03/05/2024']),
      0,
      DEFAULT_SETTINGS,
    )!;
    expect(lay.columns.find((c) => c.label === 'Amount')?.role).toBe('amount');
  });
});

describe('an unknown title beside a lone debit column, amounts without decimals', () => {
  it('is the credit column: rows dated after their text are lead lines by their figures', () => {
    const line = (y: number, text: string, out: string, inn: string, bal: string, day: string) =>
      makeLine(1, y, [
        [text, 40],
        ...(out ? [[out, 330 - out.length * 5] as [string, number]] : []),
        ...(inn ? [[inn, 400 - inn.length * 5] as [string, number]] : []),
        [bal, 460 - bal.length * 5],
        [`2024-03-${day}`, 470],
      ]);
    const rows = linesToRows(
      [
        makeLine(1, 88, [
          ['Blurb', 40],
          ['Debit', 305],
          ['Zorp', 380],
          ['Balance', 425],
          ['Date', 470],
        ]),
        line(100, 'CARD SHOP LTD LONDON', '1.250', '', '98.750', '01'),
        line(112, 'SALARY FROM ACME LTD', '', '5.000', '103.750', '02'),
        line(124, 'RENT TO LANDLORD NOW', '700', '', '103.050', '03'),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(rows[1]!.amounts).toEqual([]);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(lay.columns.map((c) => [c.role, c.label])).toEqual([
      ['description', 'Blurb'],
      ['debit', 'Debit'],
      ['credit', 'Zorp'],
      ['balance', 'Balance'],
      ['date', 'Date'],
    ]);
  });
});

describe('an unknown title right of the money over a column of dates', () => {
  const line = (y: number, text: string, value: string, out: string, bal: string, day: string) =>
    makeLine(1, y, [
      [text, 40],
      [value, 200],
      [out, 330 - out.length * 5],
      [bal, 420 - bal.length * 5],
      [day, 430],
    ]);
  const body = [
    line(100, 'CARD SHOP LTD LONDON', '03.01.2024', '12.50', '987.50', '02.01.2024'),
    line(112, 'RENT TO LANDLORD NOW', '05.01.2024', '700.00', '287.50', '04.01.2024'),
    line(124, 'CASH AT THE MACHINE', '05.01.2024', '7.50', '280.00', '05.01.2024'),
  ];

  it('is the date column, beside a value-date column, though printed close to the title before it', () => {
    const rows = linesToRows(
      [
        makeLine(1, 88, [
          ['Details', 40],
          ['Value date', 200],
          ['Debit', 305],
          ['Balance', 385],
          ['Zorp', 430],
        ]),
        ...body,
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(lay.columns.map((c) => [c.role, c.label])).toEqual([
      ['description', 'Details'],
      ['valueDate', 'Value date'],
      ['debit', 'Debit'],
      ['balance', 'Balance'],
      ['date', 'Zorp'],
    ]);
    expect(
      assemble(
        rows.map((r) => r.line),
        'DMY',
      ).accounts[0]!.transactions.map((t) => [t.date?.day, t.postDate?.day]),
    ).toEqual([
      [2, 3],
      [4, 5],
      [5, 5],
    ]);
  });
});

describe('an unknown title beside a lone credit column, dashes in its unused cells', () => {
  it('is the debit column: a dash alone is no word under it', () => {
    const line = (y: number, day: string, out: string, inn: string, bal: string) =>
      makeLine(1, y, [
        [`03/${day}/2024`, 40],
        ['SHOP', 120],
        [out, 330 - out.length * 5],
        [inn, 400 - inn.length * 5],
        [bal, 470 - bal.length * 5],
      ]);
    const rows = linesToRows(
      [
        makeLine(1, 88, [
          ['Date', 40],
          ['Details', 120],
          ['Zorp', 310],
          ['Credit', 370],
          ['Balance', 435],
        ]),
        line(100, '01', '12.50', '-', '987.50'),
        line(112, '02', '-', '500.00', '1,487.50'),
        line(124, '03', '700.00', '-', '787.50'),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(lay.columns.map((c) => [c.role, c.label])).toEqual([
      ['date', 'Date'],
      ['description', 'Details'],
      ['debit', 'Zorp'],
      ['credit', 'Credit'],
      ['balance', 'Balance'],
    ]);
  });
});
