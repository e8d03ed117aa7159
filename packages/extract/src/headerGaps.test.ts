import { describe, expect, it } from 'vitest';
import { detectHeader } from './detectColumns.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { assemble, summary } from './testing/assemble.ts';
import { CHAR_WIDTH_PT, makeLine } from './testing/lines.ts';

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

  it('reads an unknown title right of the money, figures at its right edge, as the balance', () => {
    const header = makeLine(1, 88, [
      ['Date', 40],
      ['Value date', 100],
      ['Description', 170],
      ['Debit', 315],
      ['Credit', 390],
      ['Zorpsaldo', 455],
    ]);
    const lines = [header, ...body(100)];
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.filter((c) => c.role === 'balance').map((c) => [c.x0, c.label])).toEqual([
      [455, 'Zorpsaldo'],
    ]);
    // Newest first, each balance above already counts its own row's amount.
    const newestFirst = [
      header,
      ...body(100)
        .reverse()
        .map((l, i) => ({ ...l, y: 100 + 12 * i })),
    ];
    expect(
      detectHeader(linesToRows(newestFirst, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!
        .columns.filter((c) => c.role === 'balance')
        .map((c) => c.label),
    ).toEqual(['Zorpsaldo']);
    // The walk reads each row's running balance from it.
    expect(summary(assemble(lines))).toEqual([
      [
        ['SHOP', -1250, 98750],
        ['SALARY', 50000, 148750],
        ['RENT', -70000, 78750],
      ],
    ]);
  });

  it('reads no balance where the unknown title right of the money holds words, or the header has one', () => {
    const header = makeLine(1, 88, [
      ['Date', 40],
      ['Value date', 100],
      ['Description', 170],
      ['Debit', 315],
      ['Credit', 390],
      ['Zorpsaldo', 455],
    ]);
    const worded = [
      header,
      ...body(100),
      makeLine(1, 136, [
        ['03/08/2024', 40],
        ['FEE', 170],
        ['1.00', 320],
        ['NORTH', 465],
      ]),
    ];
    expect(
      detectHeader(linesToRows(worded, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!.columns.some(
        (c) => c.role === 'balance',
      ),
    ).toBe(false);
    const titled = makeLine(1, 88, [
      ['Date', 40],
      ['Description', 170],
      ['Debit', 315],
      ['Balance', 390],
      ['Zorp', 480],
    ]);
    expect(
      detectHeader(
        linesToRows([titled, ...body(100)], 'MDY', DEFAULT_SETTINGS),
        0,
        DEFAULT_SETTINGS,
      )!
        .columns.filter((c) => c.role === 'balance')
        .map((c) => c.label),
    ).toEqual(['Balance']);
  });
});

/** A cell whose text ends at `x1` (right-aligned figures). */
const right = (text: string, x1: number): [string, number] => [
  text,
  x1 - text.length * CHAR_WIDTH_PT,
];

describe('a description title the vocabulary does not know, after the amount', () => {
  // Amount before the description, two characters apart; "Zorpwort" is no word of the vocabulary.
  const lines = [
    makeLine(1, 88, [['Date', 40], right('Amount', 145), ['Zorpwort', 155], right('Balance', 500)]),
    makeLine(1, 100, [
      ['03/01/2024', 40],
      right('(12.50)', 145),
      ['SHOP', 155],
      right('987.50', 500),
    ]),
    makeLine(1, 112, [
      ['03/04/2024', 40],
      right('500.00', 145),
      ['CR SALARY', 155],
      right('1,487.50', 500),
    ]),
    makeLine(1, 124, [
      ['03/06/2024', 40],
      right('(700.00)', 145),
      ['RENT MAY', 155],
      right('787.50', 500),
    ]),
  ];

  it('is the unknown cell the rows print their words under', () => {
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Date'],
      ['amount', 115, 'Amount'],
      ['description', 155, 'Zorpwort'],
      ['balance', 465, 'Balance'],
    ]);
  });

  it('keeps a "CR" that starts a description as text, not as the amount’s mark', () => {
    expect(summary(assemble(lines))).toEqual([
      [
        ['SHOP', -1250, 98750],
        ['CR SALARY', 50000, 148750],
        ['RENT MAY', -70000, 78750],
      ],
    ]);
  });

  it('is not taken from a cell whose rows print figures at its right edge (money)', () => {
    const money = [
      makeLine(1, 88, [['Date', 40], ['Details', 100], right('Zorp', 345), right('Balance', 500)]),
      makeLine(1, 100, [
        ['03/01/2024', 40],
        ['SHOP', 100],
        right('12.50', 345),
        right('987.50', 500),
      ]),
      makeLine(1, 112, [
        ['03/04/2024', 40],
        ['RENT', 100],
        right('20.00', 345),
        right('967.50', 500),
      ]),
    ];
    const layout = detectHeader(linesToRows(money, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.filter((c) => c.role === 'description').map((c) => c.label)).toEqual([
      'Details',
    ]);
  });
});

describe('two date columns whose titles do not say which is which', () => {
  // "Date" then "Date Amount" (a date title qualified by a money word, as "Data valor"), dates across it.
  const header = makeLine(1, 88, [
    ['Date', 40],
    ['Date Amount', 100],
    ['Text', 170],
    right('Out', 380),
    right('In', 440),
    right('Balance', 520),
  ]);
  const row = (y: number, d: string, v: string, text: string, out: string, bal: string) =>
    makeLine(1, y, [
      ...(d ? [[d, 40] as [string, number]] : []),
      [v, 100],
      [text, 170],
      right(out, 380),
      right(bal, 520),
    ]);
  const lines = [
    header,
    row(100, '03/01/2024', '03/02/2024', 'SHOP', '12.50', '987.50'),
    row(112, '', '03/05/2024', 'RENT', '700.00', '287.50'),
    row(124, '03/06/2024', '03/06/2024', 'FEE', '7.50', '280.00'),
  ];

  it('reads a money word one space after a date title, with dates printed across it, as part of the title', () => {
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Date'],
      ['valueDate', 100, 'Date Amount'],
      ['description', 170, 'Text'],
      ['debit', 365, 'Out'],
      ['credit', 430, 'In'],
      ['balance', 485, 'Balance'],
    ]);
  });

  it('gives a row that leaves the first date empty the day above, not its value date', () => {
    const a = assemble(lines);
    expect(a.accounts[0]!.transactions.map((t) => [t.date, t.postDate, t.description])).toEqual([
      [{ year: 2024, month: 3, day: 1 }, { year: 2024, month: 3, day: 2 }, 'SHOP'],
      [{ year: 2024, month: 3, day: 1 }, { year: 2024, month: 3, day: 5 }, 'RENT'],
      [{ year: 2024, month: 3, day: 6 }, { year: 2024, month: 3, day: 6 }, 'FEE'],
    ]);
  });
});

describe('a date titled by its value, printed before the money, and a plain date after it', () => {
  it('is the value date; the plain date last is the transaction date', () => {
    const header = makeLine(1, 88, [
      ['Zorptext', 40],
      ['Date Amount', 200],
      right('Out', 330),
      right('In', 390),
      right('Balance', 460),
      ['Date', 480],
    ]);
    const row = (y: number, text: string, v: string, out: string, bal: string, d: string) =>
      makeLine(1, y, [[text, 40], [v, 200], right(out, 330), right(bal, 460), [d, 480]]);
    const lines = [
      header,
      row(100, 'FUEL STATION 1234', '03/03/2024', '12.50', '987.50', '03/01/2024'),
      row(112, 'GROCER', '03/05/2024', '7.50', '980.00', '03/04/2024'),
      row(124, 'RENT MAY', '03/07/2024', '80.00', '900.00', '03/06/2024'),
    ];
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['description', 40, 'Zorptext'],
      ['valueDate', 200, 'Date Amount'],
      ['debit', 315, 'Out'],
      ['credit', 380, 'In'],
      ['balance', 425, 'Balance'],
      ['date', 480, 'Date'],
    ]);
    expect(
      assemble(lines).accounts[0]!.transactions.map((t) => [t.date, t.description, t.cents]),
    ).toEqual([
      [{ year: 2024, month: 3, day: 1 }, 'FUEL STATION 1234', -1250],
      [{ year: 2024, month: 3, day: 4 }, 'GROCER', -750],
      [{ year: 2024, month: 3, day: 6 }, 'RENT MAY', -8000],
    ]);
  });
});

describe('an unknown title before the date over a few repeated words', () => {
  it('is a type code, not the description', () => {
    const lines = [
      makeLine(1, 88, [['Zorp', 40], ['Date', 70], right('Out', 330), right('Balance', 460)]),
      ...['BA', 'GT', 'BA', 'BA'].map((code, i) =>
        makeLine(1, 100 + 12 * i, [
          [code, 40],
          ['03/0' + (i + 1) + '/2024', 70],
          right('1.00', 330),
          right(`${99 - i}.00`, 460),
        ]),
      ),
    ];
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'debit', 'balance']);
  });
});

describe('a transaction-date title the vocabulary does not know, printed last', () => {
  it('is the date column the rows print their dates under', () => {
    const header = makeLine(1, 88, [
      ['Memo', 40],
      ['Value date', 200],
      right('Withdrawals', 330),
      right('Deposits', 400),
      ['Zorp bal.', 440],
      ['Zorpdate', 520],
    ]);
    const row = (y: number, text: string, v: string, out: string, bal: string, d: string) =>
      makeLine(1, y, [[text, 40], [v, 200], right(out, 330), right(bal, 490), [d, 530]]);
    const lines = [
      header,
      row(100, 'FUEL', '03/03/2024', '12.50', '987.50', '03/01/2024'),
      row(112, 'GROCER', '03/05/2024', '7.50', '980.00', '03/04/2024'),
      row(124, 'RENT', '03/06/2024', '80.00', '900.00', '03/06/2024'),
    ];
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['description', 40, 'Memo'],
      ['valueDate', 200, 'Value date'],
      ['debit', 275, 'Withdrawals'],
      ['credit', 360, 'Deposits'],
      ['balance', 440, 'Zorp bal.'],
      ['date', 520, 'Zorpdate'],
    ]);
    expect(
      assemble(lines).accounts[0]!.transactions.map((t) => [t.date?.day, t.postDate?.day]),
    ).toEqual([
      [1, 3],
      [4, 5],
      [6, 6],
    ]);
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

  it('is a value-date column though the page footer below the table prints a figure under it', () => {
    // "Page 1 of 3" after the last row: its "1" stands under "Amount" (125-155), no figure of the column.
    const footer = makeLine(1, 160, [
      ['Page', 100],
      ['1', 130],
      ['of 3', 145],
    ]);
    const lay = detectHeader(
      [
        ...rows(['03/02/2024', '', '03/04/2024', '03/05/2024']),
        ...linesToRows([footer], 'MDY', DEFAULT_SETTINGS),
      ],
      0,
      DEFAULT_SETTINGS,
    )!;
    expect(lay.columns.map((c) => [c.role, c.x0, c.x1, c.label])).toEqual([
      ['date', 40, 60, 'Date'],
      ['valueDate', 100, 155, 'Post Amount'],
      ['description', 180, 235, 'Description'],
      ['debit', 340, 365, 'Debit'],
      ['balance', 420, 455, 'Balance'],
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

  it('is a value-date column when the dates are printed last, after the money', () => {
    // "Text | Debit | Balance | Date | Post Amount": no date at the line start.
    const last = makeLine(1, 88, [
      ['Description', 40],
      ['Debit', 200],
      ['Balance', 280],
      ['Date', 340],
      ['Post', 400],
      ['Amount', 425],
    ]);
    const body = ['03/02/2024', '03/04/2024', '03/04/2024'].map((value, i) =>
      makeLine(1, 100 + 12 * i, [
        ['SHOP', 40],
        ['1.00', 205],
        [`${90 - i}.00`, 285],
        [`03/0${i + 1}/2024`, 340],
        [value, 400],
      ]),
    );
    const lay = detectHeader(
      linesToRows([last, ...body], 'MDY', DEFAULT_SETTINGS),
      0,
      DEFAULT_SETTINGS,
    )!;
    expect(lay.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['description', 40, 'Description'],
      ['debit', 200, 'Debit'],
      ['balance', 280, 'Balance'],
      ['date', 340, 'Date'],
      ['valueDate', 400, 'Post Amount'],
    ]);
  });
});

describe('a money word alone over a column of dates, a transaction-date title further along', () => {
  it('is the value date: the title naming the transaction date keeps the rows', () => {
    // "Details | Amount | Debit | Balance | Date": dates under "Amount", in the listing's order like the
    // dates under "Date" (a day or two later), money between the two columns.
    const header = makeLine(1, 88, [
      ['Details', 40],
      ['Amount', 200],
      ['Debit', 280],
      ['Balance', 340],
      ['Date', 420],
    ]);
    const body = ['03', '05', '06'].map((day, i) =>
      makeLine(1, 100 + 12 * i, [
        ['SHOP', 40],
        [`${day}/03/2024`, 200],
        ['1.00', 285],
        [`${90 - i}.00`, 345],
        [`0${i + 1}/03/2024`, 420],
      ]),
    );
    const lay = detectHeader(
      linesToRows([header, ...body], 'DMY', DEFAULT_SETTINGS),
      0,
      DEFAULT_SETTINGS,
    )!;
    expect(lay.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['description', 40, 'Details'],
      ['valueDate', 200, 'Amount'],
      ['debit', 280, 'Debit'],
      ['balance', 340, 'Balance'],
      ['date', 420, 'Date'],
    ]);
    expect(lay.undecidedDates).toBeUndefined();
  });
});

describe('a money word over value dates printed on two rows only, beside debit and credit titles', () => {
  // "Date | F. Value | Text | Debits | Credits | Balance": the value date is printed only where it
  // differs from the booking date, on two of five rows; no figure other than a date stands under it.
  const header = makeLine(1, 88, [
    ['Date', 36],
    ['F.', 96],
    ['Amount', 108],
    ['Text', 190],
    ['Debits', 300],
    ['Credits', 360],
    ['Balance', 420],
  ]);
  const row = (y: number, day: string, value: string, out: string, inn: string, bal: string) =>
    makeLine(1, y, [
      [`${day}/04/2023`, 36],
      ...(value ? [[`${value}/04/2023`, 96] as [string, number]] : []),
      ['SHOP', 190],
      ...(out ? [[out, 330 - out.length * CHAR_WIDTH_PT] as [string, number]] : []),
      ...(inn ? [[inn, 395 - inn.length * CHAR_WIDTH_PT] as [string, number]] : []),
      [bal, 455 - bal.length * CHAR_WIDTH_PT],
    ]);
  const lines = [
    header,
    row(100, '01', '', '10.00', '', '90.00'),
    row(112, '03', '05', '', '25.00', '115.00'),
    row(124, '06', '', '5.00', '', '110.00'),
    row(136, '08', '09', '20.00', '', '90.00'),
    row(148, '10', '', '', '30.00', '120.00'),
  ];

  it('is the value-date column, and the credits keep their own column', () => {
    const lay = detectHeader(linesToRows(lines, 'DMY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(lay.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 36, 'Date'],
      ['valueDate', 96, 'F. Amount'],
      ['description', 190, 'Text'],
      ['debit', 300, 'Debits'],
      ['credit', 360, 'Credits'],
      ['balance', 420, 'Balance'],
    ]);
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

describe('a description printed one space after the amount, under a title the vocabulary does not know', () => {
  it('starts at its title, so a three-letter first word is text, not the amount’s mark', () => {
    const row = (y: number, d: string, amount: string, text: string, bal: string) =>
      makeLine(1, y, [[d, 40], right(amount, 145), [text, 153], right(bal, 500)]);
    const lines = [
      makeLine(1, 88, [
        ['Date', 40],
        right('Amount', 145),
        ['Zorpwort', 153],
        right('Balance', 500),
      ]),
      row(100, '03/01/2024', '65.72', 'IBG MARKET', '1,065.72'),
      row(112, '03/02/2024', '-7.18', 'POS INSURER', '1,058.54'),
      row(124, '03/03/2024', '-11.54', 'DD INSURER 22004932', '1,047.00'),
    ];
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0])).toEqual([
      ['date', 40],
      ['amount', 115],
      ['description', 153],
      ['balance', 465],
    ]);
    expect(summary(assemble(lines))).toEqual([
      [
        ['IBG MARKET', 6572, 106572],
        ['POS INSURER', -718, 105854],
        ['DD INSURER 22004932', -1154, 104700],
      ],
    ]);
  });
});

describe('a transaction-date column left empty on some rows', () => {
  const header = makeLine(1, 88, [
    ['Posting Date', 40],
    ['Effective', 130],
    ['Details', 200],
    ['Debit', 315],
    ['Balance', 390],
  ]);
  const lines = (rowsIn: [string, string, string, string, string][]) => [
    header,
    ...rowsIn.map(([posted, effective, text, out, bal], i) =>
      makeLine(1, 100 + 12 * i, [
        ...(posted ? [[posted, 40] as [string, number]] : []),
        ...(effective ? [[effective, 130] as [string, number]] : []),
        [text, 200],
        [out, 340 - out.length * 5],
        [bal, 425 - bal.length * 5],
      ]),
    ),
  ];

  it('is a value date where its carried dates go back down the listing; the full column is the date', () => {
    const rows = linesToRows(
      lines([
        ['03/01/2024', '03/03/2024', 'SHOP', '12.50', '987.50'],
        ['03/02/2024', '', 'CAFE', '7.50', '980.00'],
        ['03/02/2024', '03/02/2024', 'RENT', '80.00', '900.00'],
        ['03/04/2024', '03/05/2024', 'FUEL', '20.00', '880.00'],
        ['03/05/2024', '', 'TAXI', '30.00', '850.00'],
        ['03/06/2024', '03/07/2024', 'BOOK', '10.00', '840.00'],
      ]),
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(detectHeader(rows, 0, DEFAULT_SETTINGS)!.columns.map((c) => [c.role, c.label])).toEqual([
      ['date', 'Posting Date'],
      ['valueDate', 'Effective'],
      ['description', 'Details'],
      ['debit', 'Debit'],
      ['balance', 'Balance'],
    ]);
  });

  it('stays the date where its carried dates follow the listing (the date printed once per day)', () => {
    const rows = linesToRows(
      lines([
        ['03/02/2024', '03/01/2024', 'SHOP', '12.50', '987.50'],
        ['03/01/2024', '', 'CAFE', '7.50', '980.00'],
        ['03/04/2024', '03/03/2024', 'RENT', '80.00', '900.00'],
        ['03/03/2024', '', 'FUEL', '20.00', '880.00'],
        ['03/06/2024', '03/05/2024', 'TAXI', '30.00', '850.00'],
        ['03/05/2024', '03/05/2024', 'BOOK', '10.00', '840.00'],
      ]),
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(
      detectHeader(rows, 0, DEFAULT_SETTINGS)!
        .columns.filter((c) => c.role === 'date')
        .map((c) => c.label),
    ).toEqual(['Effective']);
  });
  const roles = (rowsIn: [string, string, string, string, string][]) =>
    detectHeader(linesToRows(lines(rowsIn), 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!
      .columns.filter((c) => c.role === 'date' || c.role === 'postDate' || c.role === 'valueDate')
      .map((c) => [c.role, c.label]);

  it('yields to another date printed once per day whose carried dates follow the listing', () => {
    expect(
      roles([
        ['03/01/2024', '03/01/2024', 'SHOP', '12.50', '987.50'],
        ['', '03/03/2024', 'CAFE', '7.50', '980.00'],
        ['03/02/2024', '', 'RENT', '80.00', '900.00'],
        ['03/04/2024', '03/02/2024', 'FUEL', '20.00', '880.00'],
        ['', '03/05/2024', 'TAXI', '30.00', '850.00'],
        ['03/06/2024', '', 'BOOK', '10.00', '840.00'],
      ]),
    ).toEqual([
      ['date', 'Posting Date'],
      ['valueDate', 'Effective'],
    ]);
  });

  it('is a value date where it prints the same day on two dated lines in a row (no new day)', () => {
    expect(
      roles([
        ['03/01/2024', '', 'SHOP', '12.50', '987.50'],
        ['03/01/2024', '03/02/2024', 'CAFE', '7.50', '980.00'],
        ['03/02/2024', '', 'RENT', '80.00', '900.00'],
        ['03/04/2024', '03/02/2024', 'FUEL', '20.00', '880.00'],
        ['03/05/2024', '03/05/2024', 'TAXI', '30.00', '850.00'],
        ['03/06/2024', '03/07/2024', 'BOOK', '10.00', '840.00'],
      ]),
    ).toEqual([
      ['date', 'Posting Date'],
      ['valueDate', 'Effective'],
    ]);
  });

  it('reads the lines of whole amounts (no decimals printed) as lines with money', () => {
    expect(
      roles([
        ['03/01/2024', '03/03/2024', 'SHOP', '12', '987'],
        ['03/02/2024', '', 'CAFE', '7', '980'],
        ['03/02/2024', '03/02/2024', 'RENT', '80', '900'],
        ['03/04/2024', '03/05/2024', 'FUEL', '20', '880'],
        ['03/05/2024', '', 'TAXI', '30', '850'],
        ['03/06/2024', '03/07/2024', 'BOOK', '10', '840'],
      ]),
    ).toEqual([
      ['date', 'Posting Date'],
      ['valueDate', 'Effective'],
    ]);
  });
});

describe('an unknown title over dates beside a named transaction date', () => {
  const header = makeLine(1, 88, [
    ['Date', 40],
    ['Zorpdag', 110],
    ['Description', 200],
    ['Debit', 315],
    ['Balance', 390],
  ]);
  const lines = (values: string[], extra?: string) => [
    header,
    ...values.map((value, i) =>
      makeLine(1, 100 + 12 * i, [
        [`03/0${i + 1}/2024`, 40],
        ...(value ? [[value, 110] as [string, number]] : []),
        ...(extra && i === 1 ? [[extra, 110] as [string, number]] : []),
        ['SHOP', 200],
        ['1.00', 320],
        [`${90 - i}.00`, 395],
      ]),
    ),
  ];

  it('is a value-date column, printed on some rows only', () => {
    const rows = linesToRows(
      lines(['03/02/2024', '', '03/04/2024', '', '03/06/2024']),
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(detectHeader(rows, 0, DEFAULT_SETTINGS)!.columns.map((c) => [c.role, c.label])).toEqual([
      ['date', 'Date'],
      ['valueDate', 'Zorpdag'],
      ['description', 'Description'],
      ['debit', 'Debit'],
      ['balance', 'Balance'],
    ]);
  });

  it('is none where anything but a date stands under it', () => {
    const rows = linesToRows(
      lines(['03/02/2024', '', '03/04/2024', '', '03/06/2024'], 'NOTE'),
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(
      detectHeader(rows, 0, DEFAULT_SETTINGS)!.columns.some((c) => c.role === 'valueDate'),
    ).toBe(false);
  });
});

describe('date titles over dates wider than their titles', () => {
  // "Data mov. | Data valor | Text | Out | Balance": each date ("03 out 2024", a month read only with its
  // day and year) starts under "Data" and reaches past it.
  const header = makeLine(1, 88, [
    ['Data', 36],
    ['mov.', 58],
    ['Data', 110],
    ['valor', 134],
    ['Text', 200],
    ['Debit', 315],
    ['Balance', 390],
  ]);
  const lines = [
    header,
    ...['04 out 2024', '', '06 out 2024', '07 out 2024'].map((value, i) =>
      makeLine(1, 100 + 12 * i, [
        [`0${i + 3} out 2024`, 36],
        ...(value ? [[value, 110] as [string, number]] : []),
        ['SHOP', 200],
        ['1.00', 320],
        [`${90 - i}.00`, 395],
      ]),
    ),
  ];

  it('reads "Data valor" as one value-date title, and no value date under "mov."', () => {
    const layout = detectHeader(linesToRows(lines, 'DMY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 36, 'Data'],
      ['valueDate', 110, 'Data valor'],
      ['description', 200, 'Text'],
      ['debit', 315, 'Debit'],
      ['balance', 390, 'Balance'],
    ]);
  });
});

describe('an unknown title over dates beside a named posting date', () => {
  // "04 Jun 24 06 Jun 24": the posting date and the value date side by side, month names, two-digit years.
  const header = makeLine(1, 88, [
    ['Posting Date', 36],
    ['Zorpdag', 97],
    ['Details', 145],
    ['Debit', 315],
    ['Balance', 390],
  ]);
  const lines = (rowsIn: [string, string, string, string, string][]) => [
    header,
    ...rowsIn.map(([posted, value, text, out, bal], i) =>
      makeLine(1, 100 + 12 * i, [
        ...(posted ? [[posted, 36] as [string, number]] : []),
        ...(value ? [[value, 97] as [string, number]] : []),
        [text, 145],
        [out, 340 - out.length * 5],
        [bal, 425 - bal.length * 5],
      ]),
    ),
  ];

  it('is a value-date column, its dates read apart from the posting date printed just before them', () => {
    const rows = linesToRows(
      lines([
        ['01 Jun 24', '', 'SHOP', '12.50', '987.50'],
        ['', '03 Jun 24', 'CAFE', '7.50', '980.00'],
        ['04 Jun 24', '06 Jun 24', 'RENT', '80.00', '900.00'],
        ['05 Jun 24', '', 'FUEL', '20.00', '880.00'],
        ['', '', 'BOOK', '10.00', '870.00'],
        ['07 Jun 24', '', 'GYM', '20.00', '850.00'],
        ['09 Jun 24', '', 'BAKERY', '5.00', '845.00'],
        ['10 Jun 24', '11 Jun 24', 'TAXI', '30.00', '815.00'],
      ]),
      'DMY',
      DEFAULT_SETTINGS,
    );
    // Beside a value date, the posting date dates the rows (headerGaps.ts, rowsDatedBy).
    expect(detectHeader(rows, 0, DEFAULT_SETTINGS)!.columns.map((c) => [c.role, c.label])).toEqual([
      ['date', 'Posting Date'],
      ['valueDate', 'Zorpdag'],
      ['description', 'Details'],
      ['debit', 'Debit'],
      ['balance', 'Balance'],
    ]);
  });
});
