import { describe, expect, it } from 'vitest';
import { detectHeader } from './detectColumns.ts';
import { leadLines, unknownTitles } from './headerCells.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { assemble } from './testing/assemble.ts';
import { settleWithBalances } from './reconcile.ts';
import { assembleTransactions } from './rowsToTransactions.ts';
import { makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';

/** Right-aligned text ending at `x1` (5 pt a character). */
const right = (text: string, x1: number): [string, number] => [text, x1 - text.length * 5];

/** "Date | Text | <money title> | Value date", the figures right-aligned under the money title. */
const table = (title: string, y0: number, page = 1): Line[] => [
  makeLine(page, y0, [['Date', 40], ['Description', 100], right(title, 330), ['Value date', 350]]),
  ...[
    ['03/01/2024', 'SHOP', '12.50 Dr', '03/02/2024'],
    ['03/04/2024', 'SALARY', '500.00', '03/04/2024'],
    ['03/06/2024', 'RENT', '700.00 Dr', '03/07/2024'],
  ].map(([d, text, money, value], i) =>
    makeLine(page, y0 + 12 * (i + 1), [
      [d!, 40],
      [text!, 100],
      right(money!.split(' ')[0]!, 330),
      ...(money!.includes(' ') ? [['Dr', 335] as [string, number]] : []),
      [value!, 350],
    ]),
  ),
];

describe('a header naming no money column', () => {
  it('reads the unknown title over the dated lines’ right-aligned figures (a mark after them allowed) as the amount', () => {
    const layout = detectHeader(
      linesToRows(table('Zorpsum', 88), 'MDY', DEFAULT_SETTINGS),
      0,
      DEFAULT_SETTINGS,
    )!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Date'],
      ['description', 100, 'Description'],
      ['amount', 295, 'Zorpsum'],
      ['valueDate', 350, 'Value date'],
    ]);
  });

  it('reads none where a word of text stands under the title', () => {
    const lines = table('Zorpsum', 88);
    lines.push(
      makeLine(1, 136, [
        ['03/08/2024', 40],
        ['FEE', 100],
        ['NORTH', 300],
        ['03/08/2024', 350],
      ]),
    );
    expect(
      detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS),
    ).toBeNull();
  });
});

describe('a header naming its balance but no money column', () => {
  it('reads the unknown title left of the balance over the dated lines’ figures as the amount', () => {
    const lines = [
      makeLine(1, 88, [
        ['Date', 40],
        ['Description', 100],
        right('Zorpsum', 330),
        right('Balance', 420),
      ]),
      ...[
        ['03/01/2024', 'SHOP', '12.50 Dr', '987.50'],
        ['03/04/2024', 'SALARY', '500.00', '1,487.50'],
        ['03/06/2024', 'RENT', '700.00 Dr', '787.50'],
      ].map(([d, text, money, balance], i) =>
        makeLine(1, 100 + 12 * i, [
          [d!, 40],
          [text!, 100],
          right(money!.split(' ')[0]!, 330),
          ...(money!.includes(' ') ? [['Dr', 335] as [string, number]] : []),
          right(balance!, 420),
        ]),
      ),
    ];
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.ignore).toBe(false);
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Date'],
      ['description', 100, 'Description'],
      ['amount', 295, 'Zorpsum'],
      ['balance', 385, 'Balance'],
    ]);
  });
});

describe('a header naming its balance, money out and in under two unknown titles', () => {
  const OUT_IN_HEADER = makeLine(1, 88, [
    ['Date', 40],
    ['Description', 100],
    right('Zorp', 300),
    right('Quux', 360),
    right('Balance', 430),
  ]);

  it('names no money column: the layout inferred from the rows tells the two sides apart', () => {
    const lines = [
      OUT_IN_HEADER,
      ...[
        ['03/01/2024', 'SHOP', '12.50', '', '987.50'],
        ['03/04/2024', 'SALARY', '', '500.00', '1,487.50'],
        ['03/06/2024', 'RENT', '700.00', '', '787.50'],
      ].map(([d, text, out, into, balance], i) =>
        makeLine(1, 100 + 12 * i, [
          [d!, 40],
          [text!, 100],
          ...(out ? [right(out, 300)] : []),
          ...(into ? [right(into, 360)] : []),
          right(balance!, 430),
        ]),
      ),
    ];
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.ignore).toBe(true);
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'balance']);
  });

  it('names none either where the rows below print money under one of the two only', () => {
    const lines = [
      OUT_IN_HEADER,
      ...[
        ['03/01/2024', 'SHOP', '12.50', '987.50'],
        ['03/04/2024', 'CAFE', '4.00', '983.50'],
        ['03/06/2024', 'RENT', '700.00', '283.50'],
      ].map(([d, text, out, balance], i) =>
        makeLine(1, 100 + 12 * i, [[d!, 40], [text!, 100], right(out!, 300), right(balance!, 430)]),
      ),
    ];
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'balance']);
  });
});

describe('a header printed again on a page with too few rows to read it', () => {
  it('is read as its copy on the page with more rows', () => {
    const lines = [
      ...table('Zorpsum', 88),
      // Page 2: the same header, one row under it (too few to name the money title).
      ...table('Zorpsum', 88, 2).slice(0, 2),
    ];
    const a = assemble(lines);
    expect(a.tables.map((t) => [t.page, t.columns.map((c) => c.role)])).toEqual([
      [1, ['date', 'description', 'amount', 'valueDate']],
      [2, ['date', 'description', 'amount', 'valueDate']],
    ]);
    expect(a.accounts[0]!.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['SHOP', -1250],
      ['SALARY', 50000],
      ['RENT', -70000],
      ['SHOP', -1250],
    ]);
  });
});

/** "Date | Description | Debit | Credit | Zorpsum": a title the vocabulary does not know over the balances. */
function zorpsumTable(rows: string[][]): Line[] {
  return [
    makeLine(1, 88, [
      ['Date', 40],
      ['Description', 100],
      right('Debit', 330),
      right('Credit', 390),
      right('Zorpsum', 460),
    ]),
    ...rows.map(([d, text, debit, credit, balance], i) =>
      makeLine(1, 100 + 12 * i, [
        [d!, 40],
        [text!, 100],
        ...(debit ? [right(debit, 330)] : []),
        ...(credit ? [right(credit, 390)] : []),
        right(balance!, 460),
      ]),
    ),
  ];
}

describe('a balance title the vocabulary does not know', () => {
  /** The balances grouped by thousands spaces. */
  const lines = (): Line[] =>
    zorpsumTable([
      ['01/03/2024', 'SHOP', '138,26', '', '4 893,16'],
      ['02/03/2024', 'SALARY', '', '139,54', '5 032,70'],
      ['03/03/2024', 'RENT', '25,98', '', '5 006,72'],
    ]);

  it('is read where its figures, grouped by thousands spaces, move by the rows’ amounts', () => {
    const layout = detectHeader(
      linesToRows(lines(), 'DMY', DEFAULT_SETTINGS),
      0,
      DEFAULT_SETTINGS,
    )!;
    expect(layout.columns.map((c) => [c.role, c.label, c.x1])).toEqual([
      ['date', 'Date', 60],
      ['description', 'Description', 155],
      ['debit', 'Debit', 330],
      ['credit', 'Credit', 390],
      ['balance', 'Zorpsum', 460],
    ]);
    const a = assemble(lines(), 'DMY');
    expect(a.accounts[0]!.transactions.map((t) => t.cents)).toEqual([-13826, 13954, -2598]);
  });
});

describe('a balance title the vocabulary does not know, over whole numbers grouped by thousands spaces', () => {
  /** No decimals printed: "4 893 160" is three words. */
  const lines = (): Line[] =>
    zorpsumTable([
      ['01/03/2024', 'SHOP', '138', '', '4 893 160'],
      ['02/03/2024', 'SALARY', '', '139 540', '5 032 700'],
      ['03/03/2024', 'RENT', '25 980', '', '5 006 720'],
    ]);

  it('is read from each balance whole, not from its first group alone', () => {
    const layout = detectHeader(
      linesToRows(lines(), 'DMY', DEFAULT_SETTINGS),
      0,
      DEFAULT_SETTINGS,
    )!;
    expect(layout.columns.map((c) => [c.role, c.label, c.x0, c.x1])).toEqual([
      ['date', 'Date', 40, 60],
      ['description', 'Description', 100, 155],
      ['debit', 'Debit', 305, 330],
      ['credit', 'Credit', 360, 390],
      ['balance', 'Zorpsum', 415, 460],
    ]);
  });
});

describe('a balance title the vocabulary does not know, right of a description printed after the amount', () => {
  /** "Date | Amount | Details | <title> | Zone": the amount before the text, figures under the title. */
  const lines = (balances: string[]): Line[] => [
    makeLine(1, 88, [
      ['Date', 40],
      right('Amount', 140),
      ['Details', 150],
      right('Zorp', 420),
      ['Zone', 440],
    ]),
    ...[
      ['03/01/2024', '-12.50', 'SHOP 4,512.77', 'NORTH'],
      ['03/02/2024', '500.00', 'SALARY', 'SOUTH'],
      ['03/04/2024', '-700.00', 'RENT 88213', 'NORTH'],
    ].map(([d, amount, text, zone], i) =>
      makeLine(1, 100 + 12 * i, [
        [d!, 40],
        right(amount!, 140),
        [text!, 150],
        right(balances[i]!, 420),
        [zone!, 440],
      ]),
    ),
  ];

  it('is the balance where its figures move by the amounts, figures in the text aside', () => {
    const layout = detectHeader(
      linesToRows(lines(['987.50', '1,487.50', '787.50']), 'MDY', DEFAULT_SETTINGS),
      0,
      DEFAULT_SETTINGS,
    )!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Date'],
      ['amount', 110, 'Amount'],
      ['description', 150, 'Details'],
      ['balance', 380, 'Zorp'],
    ]);
  });

  it('is no balance where its figures do not move by the amounts', () => {
    const layout = detectHeader(
      linesToRows(lines(['987.50', '2,000.00', '15.00']), 'MDY', DEFAULT_SETTINGS),
      0,
      DEFAULT_SETTINGS,
    )!;
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'amount', 'description']);
  });
});

describe('two unknown titles printed a word space apart', () => {
  // "Date | Zorp Quux | Blarg | Value date": the money right-aligned under "Zorp", the text starting under
  // "Quux", one word space between the titles; the running balance under "Blarg", whole numbers split
  // at their thousands space (two words, one figure).
  const lines = (): Line[] => [
    makeLine(1, 88, [
      ['Date', 40],
      ['Zorp', 100],
      ['Quux', 125],
      right('Blarg', 400),
      ['Value date', 410],
    ]),
    ...[
      ['03/01/2024', '12', 'SHOP LOCAL', '2 012'],
      ['03/04/2024', '500', 'SALARY MARCH', '2 512'],
      ['03/06/2024', '-7', 'RENT FLAT', '2 505'],
    ].map(([d, money, text, balance], i) =>
      makeLine(1, 100 + 12 * i, [
        [d!, 40],
        right(money!, 120),
        [text!, 125],
        right(balance!, 400),
        [d!, 410],
      ]),
    ),
  ];

  it('are two cells where the lines below print a column edge between them', () => {
    const rows = linesToRows(lines(), 'MDY', DEFAULT_SETTINGS);
    expect(unknownTitles(rows, 0, [], DEFAULT_SETTINGS).map((c) => c.label)).toEqual([
      'Date',
      'Zorp',
      'Quux',
      'Blarg',
      'Value date',
    ]);
    const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    // The amount is the title with a figure on most lines: a figure split at its thousands space
    // ("2 012") counts once, so the balance's column does not outnumber the money's.
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Date'],
      ['amount', 100, 'Zorp'],
      ['description', 125, 'Quux'],
      // Once the text is known to start under "Quux", the running balance is sought past it.
      ['balance', 375, 'Blarg'],
      ['valueDate', 410, 'Value date'],
    ]);
  });

  it('stay one cell where a word of the lines below crosses the gap between them', () => {
    const crossed = lines();
    crossed.push(
      makeLine(1, 136, [
        ['03/08/2024', 40],
        ['FEE CHARGED', 100],
        right('2 500', 400),
        ['03/08/2024', 410],
      ]),
    );
    const rows = linesToRows(crossed, 'MDY', DEFAULT_SETTINGS);
    expect(unknownTitles(rows, 0, [], DEFAULT_SETTINGS).map((c) => c.label)).toEqual([
      'Date',
      'Zorp Quux',
      'Blarg',
      'Value date',
    ]);
  });
});

describe('the other side of a debit/credit pair, titled in a word the vocabulary does not know', () => {
  // "Date | Description | Debit | Zorpins | Balance", and the page's footer under the table.
  const lines = (): Line[] => [
    makeLine(1, 100, [
      ['Date', 40],
      ['Description', 100],
      right('Debit', 300),
      right('Zorpins', 360),
      right('Balance', 430),
    ]),
    makeLine(1, 112, [
      ['03/01/2024', 40],
      ['SHOP', 100],
      right('12.50', 300),
      right('987.50', 430),
    ]),
    makeLine(1, 124, [
      ['03/04/2024', 40],
      ['SALARY', 100],
      right('500.00', 360),
      right('1487.50', 430),
    ]),
    makeLine(1, 136, [
      ['03/06/2024', 40],
      ['RENT', 100],
      right('700.00', 300),
      right('787.50', 430),
    ]),
    // "Page 1 of 2": its "1" stands under Debit, its "of" under the unknown title.
    makeLine(1, 160, [
      ['Page', 260],
      ['1', 290],
      ['of', 325],
      ['2', 345],
    ]),
  ];

  it('is read from the figures under it, the page footer below the table aside', () => {
    const layout = detectHeader(
      linesToRows(lines(), 'MDY', DEFAULT_SETTINGS),
      0,
      DEFAULT_SETTINGS,
    )!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Date'],
      ['description', 100, 'Description'],
      ['debit', 275, 'Debit'],
      ['credit', 325, 'Zorpins'],
      ['balance', 395, 'Balance'],
    ]);
  });
});

describe('the other side of a debit/credit pair used by one row, far down the page', () => {
  // "Date | Description | Debit | Zorpins | Balance": 45 debits, then one figure under the unknown title.
  it('is read from the rest of the page where the first lines print nothing under it', () => {
    const header = makeLine(1, 100, [
      ['Date', 40],
      ['Description', 100],
      right('Debit', 300),
      right('Zorpins', 360),
      right('Balance', 430),
    ]);
    const row = (i: number, debit: string, credit: string, bal: string) =>
      makeLine(1, 112 + 12 * i, [
        [`03/${String(1 + (i % 28)).padStart(2, '0')}/2024`, 40],
        ['SHOP', 100],
        ...(debit ? [right(debit, 300)] : []),
        ...(credit ? [right(credit, 360)] : []),
        right(bal, 430),
      ]);
    const lines = [header];
    for (let i = 0; i < 45; i++) lines.push(row(i, '1.00', '', `${999 - i}.00`));
    lines.push(row(45, '', '50.00', '1004.00'));
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Date'],
      ['description', 100, 'Description'],
      ['debit', 275, 'Debit'],
      ['credit', 325, 'Zorpins'],
      ['balance', 395, 'Balance'],
    ]);
  });
});

describe('the other side of a debit/credit pair over whole numbers, the balance title unknown too and the date printed last', () => {
  // More words before each date than a leading date may follow: dated by the date column only.
  it('is read from the figures of the lines dated under the date column', () => {
    const row = (
      y: number,
      text: string,
      debit: string,
      credit: string,
      bal: string,
      day: string,
    ) =>
      makeLine(1, y, [
        [text, 40],
        ...(debit ? [right(debit, 300)] : []),
        ...(credit ? [right(credit, 360)] : []),
        right(bal, 430),
        [`03/${day}/2024`, 440],
      ]);
    const lines = [
      makeLine(1, 100, [
        ['Description', 40],
        right('Debit', 300),
        right('Zp', 360),
        right('Zorpsum', 430),
        ['Date', 440],
      ]),
      row(112, 'SALARY FROM ACME LTD', '', '73,867', '1,601,867', '01'),
      row(124, 'CARD SHOP NORTH ROAD', '7,759', '', '1,594,108', '04'),
      row(136, 'RENT TO CITY ESTATES', '', '19,718', '1,613,826', '07'),
    ];
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['description', 40, 'Description'],
      ['debit', 275, 'Debit'],
      ['credit', 350, 'Zp'],
      ['balance', 385, 'Zorpsum'],
      ['date', 440, 'Date'],
    ]);
  });
});

describe('money out and money in under two titles the vocabulary does not know', () => {
  // "Date | Description | Zorpout | Zorpin | Zorpbal | Value date": three rows of four spend, one is
  // paid in; the side a row leaves unused prints `fill` (nothing, 0.00 or a dash inside the cell).
  const lines = (fill: '' | '0.00' | '-', sums: Line[] = []): Line[] => [
    makeLine(1, 100, [
      ['Date', 40],
      ['Description', 100],
      right('Zorpout', 300),
      right('Zorpin', 360),
      right('Zorpbal', 430),
      ['Value date', 450],
    ]),
    makeLine(1, 106, [['Opening balance', 100], right('1000.00', 430)]),
    ...(
      [
        ['03/01/2024', 'SHOP', '12.50', '', '987.50'],
        ['03/04/2024', 'SALARY', '', '500.00', '1487.50'],
        ['03/06/2024', 'RENT', '700.00', '', '787.50'],
        ['03/07/2024', 'CAFE', '7.50', '', '780.00'],
      ] as const
    ).map(([d, text, out, into, balance], k) =>
      makeLine(1, 112 + 12 * k, [
        [d, 40],
        [text, 100],
        ...unused(out, 300, fill),
        ...unused(into, 360, fill),
        right(balance, 430),
        [d, 450],
      ]),
    ),
    ...sums,
  ];
  /** A money cell ending at `x1`: its figure, else the fill (a dash stands inside the cell). */
  const unused = (money: string, x1: number, fill: string): [string, number][] =>
    money ? [right(money, x1)] : fill === '-' ? [['-', x1 - 15]] : fill ? [right(fill, x1)] : [];

  it.each(['', '0.00', '-'] as const)(
    'are both read as amounts, the signs left to the running balance (unused side printed "%s")',
    (fill) => {
      const layout = detectHeader(
        linesToRows(lines(fill), 'MDY', DEFAULT_SETTINGS),
        0,
        DEFAULT_SETTINGS,
      )!;
      expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
        ['date', 40, 'Date'],
        ['description', 100, 'Description'],
        ['amount', 265, 'Zorpout'],
        ['amount', 330, 'Zorpin'],
        ['balance', 395, 'Zorpbal'],
        ['valueDate', 450, 'Value date'],
      ]);
      const settled = settleWithBalances(assemble(lines(fill)).accounts[0]!, false);
      expect(settled.account.transactions.map((t) => [t.description, t.cents])).toEqual([
        ['SHOP', -1250],
        ['SALARY', 50000],
        ['RENT', -70000],
        ['CAFE', -750],
      ]);
      expect(settled.check).toEqual({ printed: 5, matched: 5, firstBreak: null });
    },
  );
  it('take a line under both printing their sums as the turnover, not a row', () => {
    // Money out 720.00 and in 500.00: together the sizes of the four rows, whichever side is out.
    const sums = (a: string, b: string) => [
      makeLine(1, 166, [['Qsum zorps', 100], right(a, 300), right(b, 360)]),
    ];
    const read = (a: string, b: string) =>
      assembleTransactions(
        linesToRows(lines('-', sums(a, b)), 'MDY', DEFAULT_SETTINGS),
        DEFAULT_SETTINGS,
        { sumLines: true },
      ).accounts[0]!;
    const turnover = read('720.00', '500.00');
    expect(turnover.transactions.map((t) => t.description)).toEqual([
      'SHOP',
      'SALARY',
      'RENT',
      'CAFE',
    ]);
    expect(turnover.totals.map((t) => [t.from, t.to, t.amounts.map((x) => x.cents)])).toEqual([
      [0, 4, [72000, 50000]],
    ]);
    // Figures that add up to anything else are a row.
    expect(read('720.00', '400.00').transactions.map((t) => t.description)).toEqual([
      'SHOP',
      'SALARY',
      'RENT',
      'CAFE',
      'Qsum zorps',
    ]);
  });
});

describe('the lead lines under a header', () => {
  const header = makeLine(1, 100, [
    ['Description', 40],
    right('Debit', 300),
    right('Balance', 380),
    ['Date', 400],
  ]);
  const footer = makeLine(1, 160, [
    ['Page', 260],
    ['1', 295],
    ['of', 305],
    ['2', 320],
  ]);
  const texts = (rows: ReturnType<typeof linesToRows>) => rows.map((r) => r.line.text);

  it('end at the last line with a date or money read: the page footer below is no row', () => {
    const rows = linesToRows(
      [
        header,
        makeLine(1, 112, [
          ['SHOP', 40],
          right('12.50', 300),
          right('987.50', 380),
          ['03/01/2024', 400],
        ]),
        makeLine(1, 124, [
          ['RENT', 40],
          right('700.00', 300),
          right('287.50', 380),
          ['03/06/2024', 400],
        ]),
        footer,
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    const columns = detectHeader(rows, 0, DEFAULT_SETTINGS)!.columns;
    expect(texts(leadLines(rows, 0, columns))).toEqual([
      'SHOP 12.50 987.50 03/01/2024',
      'RENT 700.00 287.50 03/06/2024',
    ]);
  });

  it('keep every line with a figure under the money where no row reads a date or money (whole numbers, undated lines)', () => {
    const rows = linesToRows(
      [
        header,
        makeLine(1, 112, [['SHOP', 40], right('1,250', 300), right('98,750', 380)]),
        makeLine(1, 124, [['RENT', 40], right('70,000', 300), right('28,750', 380)]),
        footer,
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(rows.slice(1).map((r) => [r.dates.length, r.amounts.length])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    const columns = detectHeader(rows, 0, DEFAULT_SETTINGS)!.columns;
    expect(texts(leadLines(rows, 0, columns))).toEqual([
      'SHOP 1,250 98,750',
      'RENT 70,000 28,750',
      'Page 1 of 2',
    ]);
  });
});

describe('unknown description and balance titles, the text printed after the amount', () => {
  /** "Date | Amount | <text title> | <balance title>": neither title is in the vocabulary. */
  const lines: Line[] = [
    makeLine(1, 88, [['Date', 40], right('Amount', 140), ['Blurb', 150], right('Zorp', 420)]),
    ...[
      ['03/01/2024', '-12.50', 'SHOP 4,512.77', '987.50'],
      ['03/02/2024', '500.00', 'SALARY', '1,487.50'],
      ['03/04/2024', '-700.00', 'RENT 88213', '787.50'],
    ].map(([d, amount, text, balance], i) =>
      makeLine(1, 100 + 12 * i, [
        [d!, 40],
        right(amount!, 140),
        [text!, 150],
        right(balance!, 420),
      ]),
    ),
  ];

  it('reads the balance past the text once the description is known', () => {
    const layout = detectHeader(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), 0, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.label])).toEqual([
      ['date', 40, 'Date'],
      ['amount', 110, 'Amount'],
      ['description', 150, 'Blurb'],
      ['balance', 380, 'Zorp'],
    ]);
  });
});
