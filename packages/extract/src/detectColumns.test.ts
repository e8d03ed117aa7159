import { describe, expect, it } from 'vitest';
import { detectHeader, findHeaderHits, placeAmounts, placeDates } from './detectColumns.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';

describe('a "Date/Time" column title', () => {
  it('names the date column (a row-number column before it)', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['No', 40],
          ['Date/Time', 62],
          ['Description', 140],
          ['Withdrawal', 335],
          ['Deposit', 412],
          ['Balance', 481],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => `${c.role}:${c.label}`)).toEqual([
      'check:No',
      'date:Date/Time',
      'description:Description',
      'debit:Withdrawal',
      'credit:Deposit',
      'balance:Balance',
    ]);
  });
});

describe('findHeaderHits', () => {
  it('keeps a unit in brackets after a title in its cell ("Valor (R$)")', () => {
    const hits = findHeaderHits(
      makeLine(1, 1, [
        ['Data', 50],
        ['Lancamento', 110],
        ['Valor (R$)', 350],
        ['Saldo (R$)', 450],
      ]).words,
      10,
      DEFAULT_SETTINGS,
    );
    expect(hits.map((h) => [h.role, h.label, h.x0, h.x1])).toEqual([
      ['date', 'Data', 50, 70],
      ['description', 'Lancamento', 110, 160],
      ['amount', 'Valor (R$)', 350, 400],
      ['balance', 'Saldo (R$)', 450, 500],
    ]);
  });

  it('keeps a currency after a title in its cell ("Balance in NIS", "Amount EUR")', () => {
    const hits = findHeaderHits(
      makeLine(1, 1, [
        ['Balance in NIS', 50],
        ['Credit', 150],
        ['Debit', 220],
        ['Description', 260],
        ['Amount EUR', 400],
      ]).words,
      10,
      DEFAULT_SETTINGS,
    );
    expect(hits.map((h) => [h.role, h.label])).toEqual([
      ['balance', 'Balance in NIS'],
      ['credit', 'Credit'],
      ['debit', 'Debit'],
      ['description', 'Description'],
      ['amount', 'Amount EUR'],
    ]);
  });

  it('matches spaced-out header words ("Paid o ut") in several languages', () => {
    const hits = findHeaderHits(
      makeLine(1, 1, [
        ['Date', 50],
        ['Pay m e nt t y p e and de t ails', 110],
        ['Paid o ut', 350],
        ['Paid in', 440],
        ['Balance', 520],
      ]).words,
      10,
      DEFAULT_SETTINGS,
    );
    expect(hits.map((h) => h.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    const de = findHeaderHits(
      makeLine(1, 1, [
        ['Bu-Tag', 30],
        ['Verwendungszweck', 70],
        ['Soll', 440],
        ['Haben', 500],
      ]).words,
      10,
      DEFAULT_SETTINGS,
    );
    expect(de.map((h) => h.role)).toEqual(['date', 'description', 'debit', 'credit']);
  });
});

describe('detectHeader', () => {
  it('adds a column title printed alone on the line above (two-line header)', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['Your Transaction Details', 50],
          ['Amount', 500],
        ]),
        makeLine(1, 110, [
          ['Received By Us', 50],
          ['Transaction Date', 120],
          ['Details', 200],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 1, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => `${c.role}:${c.label}`)).toEqual([
      'postDate:Received By Us',
      'date:Transaction Date',
      'description:Details',
      'amount:Amount',
    ]);
    expect(layout.ignore).toBe(false);
  });

  it('cuts a header repeating Number Date Amount into side-by-side sub-tables', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['Number', 50],
          ['Date', 110],
          ['Amount', 170],
          ['Number', 250],
          ['Date', 310],
          ['Amount', 370],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(layout.ignore).toBe(false);
    expect(
      layout.groups!.map((g) => [g.ignore, g.left, g.columns.map((c) => `${c.role}@${c.x0}`)]),
    ).toEqual([
      [false, 50, ['check@50', 'date@110', 'amount@170']],
      [false, 250, ['check@250', 'date@310', 'amount@370']],
    ]);
  });

  it('marks side-by-side daily balances (Date Amount Date Amount) as not transactions', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['Date', 50],
          ['Amount', 170],
          ['Date', 250],
          ['Amount', 370],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(layout.ignore).toBe(true);
    expect(layout.groups).toBeUndefined();
  });

  it('reads one table from a date column printed after the amounts', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['DESCRIPTION', 50],
          ['WITHDRAWALS', 300],
          ['DEPOSITS', 390],
          ['DATE', 440],
          ['BALANCE', 530],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual([
      'description',
      'debit',
      'credit',
      'date',
      'balance',
    ]);
    expect(layout.ignore).toBe(false);
  });

  it('ignores sentences that mention a date', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['Payments received after the due date will be charged a fee on the balance', 50],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(detectHeader(rows, 0, DEFAULT_SETTINGS)).toBeNull();
  });
});

describe('titles the text layer joined', () => {
  it('parts "DepositsBalance" into its two titles, each over its own money column', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['Date', 50],
          ['Description', 110],
          ['Withdrawals', 330],
          ['DepositsBalance', 400],
        ]),
        makeLine(1, 112, [
          ['03/01/2023 SALARY', 50],
          ['566.19', 410],
          ['11,380.52', 450],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.label, c.x0, c.x1])).toEqual([
      ['date', 'Date', 50, 70],
      ['description', 'Description', 110, 165],
      ['debit', 'Withdrawals', 330, 385],
      ['credit', 'Deposits', 400, 440],
      ['balance', 'Balance', 440, 475],
    ]);
    // A word no title matches stays whole, a name in capitals too.
    const other = linesToRows(
      [
        makeLine(1, 100, [
          ['Date', 50],
          ['McDonald', 110],
          ['Amount', 330],
          ['Balance', 400],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(detectHeader(other, 0, DEFAULT_SETTINGS)!.columns.map((c) => c.label)).toEqual([
      'Date',
      'Amount',
      'Balance',
    ]);
  });
});

describe('placeAmounts', () => {
  it('puts each amount under the nearest column and leaves numbers in the description alone', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['Date', 50],
          ['Details', 110],
          ['Paid out', 350],
          ['Paid in', 440],
          ['Balance', 520],
        ]),
        makeLine(1, 112, [
          ['03 Jan 23 VIS USD 10.00 @ 1.2004', 50],
          ['8.33', 370],
          ['1,150.78', 515],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(
      placeAmounts(rows[1]!, layout, DEFAULT_SETTINGS).map((p) => [
        p.column.role,
        p.token.amount.cents,
      ]),
    ).toEqual([
      ['debit', 833],
      ['balance', 115078],
    ]);
  });

  it('takes a whole number standing in a money column, not one touching its side', () => {
    const header = makeLine(1, 100, [
      ['Date', 50],
      ['Details', 110],
      ['Paid out', 350],
      ['Balance', 520],
    ]);
    const rows = linesToRows(
      [
        header,
        // Right-aligned with the header, and centred under it: figures of the column.
        makeLine(1, 112, [
          ['03/01 RENT', 50],
          ['250', 375],
        ]),
        makeLine(1, 124, [
          ['03/02 FEE', 50],
          ['75', 365],
        ]),
        // A page footer whose last number only touches the column's left side.
        makeLine(1, 300, [['Page 1 of 1', 297]]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    const placed = rows
      .slice(1)
      .map((r) => placeAmounts(r, layout, DEFAULT_SETTINGS, true).map((p) => p.token.amount.cents));
    expect(placed).toEqual([[25000], [7500], []]);
  });

  it('takes no whole number one word space after a word (a footer "Folio 1 of 1" over the column)', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['Date', 50],
          ['Details', 110],
          ['Paid out', 350],
          ['Balance', 520],
        ]),
        makeLine(1, 112, [
          ['03/01 RENT', 50],
          ['250', 375],
        ]),
        // Each number sits under the column, one space after the word before it.
        makeLine(1, 300, [['Folio 1 of 1', 330]]),
        // A cell gap clear of the description: the column's figure.
        makeLine(1, 124, [
          ['03/02 FEE 12', 50],
          ['75', 365],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    const placed = rows
      .slice(1)
      .map((r) => placeAmounts(r, layout, DEFAULT_SETTINGS, true).map((p) => p.token.amount.cents));
    expect(placed).toEqual([[25000], [], [7500]]);
  });
});

describe('placeAmounts beside a reference column', () => {
  it('takes no figure under the reference column, in the loose reading too', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['Date', 40],
          ['Description', 100],
          ['Debit', 300],
          ['Credit', 360],
          ['Balance', 420],
          ['Ref.', 480],
        ]),
        makeLine(1, 112, [
          ['03/02/2024', 40],
          ['SHOP', 100],
          ['160.1', 300],
          ['-', 380],
          ['8,759.88', 415],
          ['R700100', 470],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    const placed = placeAmounts(rows[1]!, layout, DEFAULT_SETTINGS, true);
    expect(placed.map((p) => [p.column.role, p.token.amount.cents])).toEqual([
      ['debit', 16010],
      ['balance', 875988],
    ]);
  });
});

describe('placeAmounts before a date printed after the money', () => {
  it('takes no day of a named-month date as a whole figure in the loose reading', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['Text', 40],
          ['Debit', 300],
          ['Credit', 350],
          ['Balance', 400],
          ['Date', 446],
        ]),
        makeLine(1, 112, [
          ['SEPA BAKERY REF 260063689', 40],
          ['15.748', 305],
          ['4.098.252', 390],
          ['01 Apr 2024', 446],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    const placed = placeAmounts(rows[1]!, layout, DEFAULT_SETTINGS, true);
    expect(placed.map((p) => [p.column.role, p.token.amount.cents])).toEqual([
      ['debit', 1574800],
      ['balance', 409825200],
    ]);
  });
});

describe('a title of two words over one column (wholeTitles)', () => {
  const read = (title: string, at: number, under: [string, number][][]) =>
    linesToRows(
      [
        makeLine(1, 100, [
          ['Date', 40],
          ['Description', 100],
          ['Amount', 300],
          [title, at],
        ]),
        ...under.map((cells, i) => makeLine(1, 112 + 12 * i, cells)),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );

  it('widens a known title over the word beside it that the figures below reach under', () => {
    // "Saldo disp." at 400-455: "Saldo" 400-425, "disp." 430-455; balances end at 455.
    const rows = read('Saldo disp.', 400, [
      [
        ['01/03/2024', 40],
        ['Rent', 100],
        ['-500.00', 300],
        ['1.234.567', 410],
      ],
      [
        ['02/03/2024', 40],
        ['Shop', 100],
        ['-20.00', 300],
        ['1.234.547', 410],
      ],
    ]);
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.label, c.x0, c.x1])).toEqual([
      ['date', 'Date', 40, 60],
      ['description', 'Description', 100, 155],
      ['amount', 'Amount', 300, 330],
      ['balance', 'Saldo disp.', 400, 455],
    ]);
  });

  it('widens a title only over the words its figures reach under, not a column title beyond them', () => {
    // "Saldo disp. Branch": "Saldo" 400-425, "disp." 430-455, "Branch" 460-490, one phrase gap apart;
    // balances end at 455, branch names start under "Branch".
    const rows = read('Saldo disp. Branch', 400, [
      [
        ['01/03/2024', 40],
        ['Rent', 100],
        ['-500.00', 300],
        ['1.234.567', 410],
        ['CENTRAL', 460],
      ],
      [
        ['02/03/2024', 40],
        ['Shop', 100],
        ['NORTH', 460],
      ],
      [
        ['02/03/2024', 40],
        ['Shop', 100],
        ['-20.00', 300],
        ['1.234.547', 410],
        ['ONLINE', 460],
      ],
    ]);
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.label, c.x0, c.x1])).toEqual([
      ['date', 'Date', 40, 60],
      ['description', 'Description', 100, 155],
      ['amount', 'Amount', 300, 330],
      ['balance', 'Saldo disp.', 400, 455],
    ]);
  });

  it('keeps the word a title of its own where nothing below reaches under both', () => {
    // Balances end under "Saldo" (400-425); "disp." heads a column of codes of its own.
    const rows = read('Saldo disp.', 400, [
      [
        ['01/03/2024', 40],
        ['Rent', 100],
        ['-500.00', 300],
        ['12.34', 400],
        ['AB', 435],
      ],
      [
        ['02/03/2024', 40],
        ['Shop', 100],
        ['-20.00', 300],
        ['12.14', 400],
        ['CD', 435],
      ],
    ]);
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.at(-1)).toEqual({ role: 'balance', label: 'Saldo', x0: 400, x1: 425 });
  });

  it('widens a title over no figure of its own over the words its short figures end under', () => {
    // "Saldo po operacji": "Saldo" 400-425, "po" 430-440, "operacji" 445-485; whole balances grouped
    // by spaces ("3 934 944", 440-485) end under "operacji" and reach no further left than "po".
    const rows = read('Saldo po operacji', 400, [
      [
        ['01/03/2024', 40],
        ['Rent', 100],
        ['-5 056', 300],
        ['3 934 944', 440],
      ],
      [
        ['02/03/2024', 40],
        ['Shop', 100],
        ['39 585', 300],
        ['3 974 529', 440],
      ],
    ]);
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.at(-1)).toEqual({
      role: 'balance',
      label: 'Saldo po operacji',
      x0: 400,
      x1: 485,
    });
    const placed = placeAmounts(rows[1]!, layout, DEFAULT_SETTINGS, true);
    expect(placed.map((p) => [p.column.role, p.token.amount.cents])).toEqual([
      ['amount', 505600],
      ['balance', 393494400],
    ]);
  });

  it('keeps the words a title of their own where the lines with figures under them print under the title too', () => {
    // Balances under "Saldo" (400-425), a number of its own under "po operacji" on the same lines.
    const rows = read('Saldo po operacji', 400, [
      [
        ['01/03/2024', 40],
        ['Rent', 100],
        ['-5 056', 300],
        ['1 234', 400],
        ['12 345', 455],
      ],
      [
        ['02/03/2024', 40],
        ['Shop', 100],
        ['39 585', 300],
        ['2 345', 400],
        ['23 456', 455],
      ],
    ]);
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.at(-1)).toEqual({ role: 'balance', label: 'Saldo', x0: 400, x1: 425 });
  });
});

describe('placeDates beside the description column', () => {
  const header = makeLine(1, 100, [
    ['Date', 50],
    ['Value Date', 100],
    ['Narration', 160],
    ['Debit', 350],
    ['Balance', 450],
  ]);

  it('leaves a date that starts at the description edge as text, and places the value date', () => {
    const rows = linesToRows(
      [
        header,
        makeLine(1, 112, [
          ['02/03/24', 50],
          ['04/03/24', 100],
          ['TAX PAYMENT', 160],
          ['379.66', 350],
          ['20,463.02', 445],
        ]),
        // The row's wrapped description, its first word a day and month.
        makeLine(1, 124, [['02/03 THANK YOU', 160]]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    const placed = (k: number) =>
      placeDates(rows[k]!, layout, DEFAULT_SETTINGS).map((p) => [p.column.role, p.token.date]);
    expect(rows[2]!.dates.length).toBe(1);
    expect(placed(2)).toEqual([]);
    expect(placed(1)).toEqual([
      ['date', { year: 2024, month: 3, day: 2 }],
      ['valueDate', { year: 2024, month: 3, day: 4 }],
    ]);
  });
});

describe('a summary printed across the page (labels over one line of figures)', () => {
  // "Previous Balance  Payments  New Balance  Due Date" over its figures, then the transactions' header.
  const box = (figures: [string, number][]) =>
    linesToRows(
      [
        makeLine(1, 100, [
          ['Previous Balance', 40],
          ['Payments', 160],
          ['New Balance', 260],
          ['Due Date', 380],
        ]),
        makeLine(1, 111, figures),
        makeLine(1, 130, [
          ['Date', 40],
          ['Description', 110],
          ['Amount', 400],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );

  it('is no table header when the line under it holds figures and a date alone', () => {
    const rows = box([
      ['1,845.30', 60],
      ['2,121.87', 160],
      ['604.46', 280],
      ['04/01/2024', 380],
    ]);
    expect(detectHeader(rows, 0, DEFAULT_SETTINGS)).toBeNull();
    expect(detectHeader(rows, 2, DEFAULT_SETTINGS)?.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'amount',
    ]);
  });

  it('stays a header over a row with a description of its own', () => {
    const rows = box([
      ['1,845.30', 60],
      ['Interest', 160],
      ['604.46', 280],
      ['04/01/2024', 380],
    ]);
    expect(detectHeader(rows, 0, DEFAULT_SETTINGS)).not.toBeNull();
  });
});

describe('placeAmounts and a spaced number reaching past a column', () => {
  it('takes no head of a thousands-spaced number as a whole figure of the column it starts near', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['Date', 40],
          ['Particulars', 100],
          ['Debit', 300],
          ['Credit', 360],
        ]),
        // The balance of an untitled column, right of the credit column: "4" alone would stand in it.
        makeLine(1, 112, [
          ['Balance carried forward', 100],
          ['4 270 000', 395],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit']);
    expect(placeAmounts(rows[1]!, layout, DEFAULT_SETTINGS, true)).toEqual([]);
  });
});
