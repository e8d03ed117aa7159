import { describe, expect, it } from 'vitest';
import { detectHeader, inferLayout } from '../detectColumns.ts';
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { assemble, summary } from '../testing/assemble.ts';
import { LEDGER_HEADER, ledgerRow, makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';
import { findTokenColumns } from './tokenColumns.ts';

const header = makeLine(1, 100, [
  ['Date', 50],
  ['Code', 90],
  ['Description', 130],
  ['Debit', 330],
  ['Credit', 400],
  ['Balance', 470],
]);

/** A row: date, type code, description, amount under Debit and the balance. */
function coded(y: number, day: string, code: string, text: string, debit: string, bal: string) {
  return makeLine(1, y, [
    [`01/${day}`, 50],
    [code, 90],
    [text, 130],
    [debit, 330],
    [bal, 470],
  ]);
}

describe('token columns', () => {
  const lines = [
    header,
    coded(112, '02', 'POS', 'GROCER', '10.00', '90.00'),
    coded(124, '03', 'GIRO', 'RENT TO LANDLORD', '20.00', '70.00'),
    coded(136, '04', 'ATM', 'CASH', '5.00', '65.00'),
    coded(148, '05', 'SC', '', '1.00', '64.00'),
  ];

  it('finds a narrow column of codes at one x, clear of the description', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(findTokenColumns(rows.slice(1), lay, DEFAULT_SETTINGS)).toEqual([
      { x0: 90, x1: 110, titled: false },
    ]);
  });

  it('keeps the codes out of the description; a row printing only its code keeps it', () => {
    expect(summary(assemble(lines))).toEqual([
      [
        ['GROCER', -1000, 9000],
        ['RENT TO LANDLORD', -2000, 7000],
        ['CASH', -500, 6500],
        ['SC', -100, 6400],
      ],
    ]);
  });

  it('takes a lone word per line for a column only under a header cell of its own', () => {
    const lone = [1, 2, 3].map((d) =>
      makeLine(1, 100 + 12 * d, [
        [`01/0${d}`, 50],
        ['SHOP', 90],
        ['1.00', 330],
      ]),
    );
    const rows = linesToRows([header, ...lone], 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(findTokenColumns(rows.slice(1), lay, DEFAULT_SETTINGS)).toEqual([]);
    const cell = { text: 'Code', x0: 90, x1: 110 };
    expect(findTokenColumns(rows.slice(1), lay, DEFAULT_SETTINGS, [cell])).toEqual([
      { x0: 90, x1: 110, titled: true },
    ]);
  });

  it('finds none where description text runs into the gutter', () => {
    const plain = [
      header,
      makeLine(1, 112, [
        ['01/02 POS GROCER', 50],
        ['10.00', 330],
        ['90.00', 470],
      ]),
      makeLine(1, 124, [
        ['01/03 POS RENT', 50],
        ['20.00', 330],
        ['70.00', 470],
      ]),
      makeLine(1, 136, [
        ['01/04 POS CASH', 50],
        ['5.00', 330],
        ['65.00', 470],
      ]),
    ];
    const rows = linesToRows(plain, 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(findTokenColumns(rows.slice(1), lay, DEFAULT_SETTINGS)).toEqual([]);
    expect(
      summary(assemble(plain))
        .flat()
        .map((r) => r[0]),
    ).toEqual(['POS GROCER', 'POS RENT', 'POS CASH']);
  });
});

describe('wrapped lines part between rows at the widest gap', () => {
  it('gives a line above a centred amount line to its own row (rows 15 pt apart, lines 11)', () => {
    const a = assemble([
      LEDGER_HEADER,
      ledgerRow(115, '01/02 SHOP', '1.00', '99.00'),
      makeLine(1, 130, [['TOP OF ROW TWO', 110]]),
      ledgerRow(141, '01/03 MIDDLE TWO', '2.00', '97.00'),
      makeLine(1, 152, [['END OF ROW TWO', 110]]),
      makeLine(1, 167, [['TOP OF ROW THREE', 110]]),
      ledgerRow(178, '01/04 MIDDLE THREE', '3.00', '94.00'),
      makeLine(1, 189, [['END OF ROW THREE', 110]]),
      ledgerRow(204, '01/05 LAST', '4.00', '90.00'),
    ]);
    expect(summary(a)).toEqual([
      [
        ['SHOP', -100, 9900],
        ['TOP OF ROW TWO MIDDLE TWO END OF ROW TWO', -200, 9700],
        ['TOP OF ROW THREE MIDDLE THREE END OF ROW THREE', -300, 9400],
        ['LAST', -400, 9000],
      ],
    ]);
  });

  it('leaves evenly spaced wrapped lines to the table’s mode (amount on the first line)', () => {
    const a = assemble([
      LEDGER_HEADER,
      ledgerRow(112, '01/02 SHOP', '1.00', '99.00'),
      makeLine(1, 124, [['MORE OF SHOP', 110]]),
      makeLine(1, 136, [['EVEN MORE', 110]]),
      ledgerRow(148, '01/03 NEXT', '2.00', '97.00'),
      makeLine(1, 160, [['MORE OF NEXT', 110]]),
      ledgerRow(172, '01/04 LAST', '3.00', '94.00'),
    ]);
    expect(summary(a)).toEqual([
      [
        ['SHOP MORE OF SHOP EVEN MORE', -100, 9900],
        ['NEXT MORE OF NEXT', -200, 9700],
        ['LAST', -300, 9400],
      ],
    ]);
  });
});

describe('a labelled description line under each row', () => {
  it('attaches even when it runs across the money columns, with its continuation line', () => {
    const h = makeLine(1, 100, [
      ['Code', 40],
      ['Date', 70],
      ['Debit', 330],
      ['Credit', 400],
      ['Balance', 470],
    ]);
    const lead = (y: number, d: string, amt: string, bal: string): Line =>
      makeLine(1, y, [
        ['BA', 40],
        [`01/${d}`, 70],
        [amt, 330],
        [bal, 470],
      ]);
    const a = assemble([
      h,
      lead(112, '02', '1.00', '99.00'),
      makeLine(1, 123, [['Details: SHOP', 40]]),
      lead(138, '03', '2.00', '97.00'),
      makeLine(1, 149, [
        ['Details: DIRECT DEBIT WITH A VERY LONG REFERENCE THAT RUNS PAST THE DEBIT COLUMN', 40],
      ]),
      makeLine(1, 160, [['BATCH 42', 40]]),
      lead(175, '04', '3.00', '94.00'),
      makeLine(1, 186, [['Details: GROCER', 40]]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['SHOP', -100, 9900],
        [
          'DIRECT DEBIT WITH A VERY LONG REFERENCE THAT RUNS PAST THE DEBIT COLUMN BATCH 42',
          -200,
          9700,
        ],
        ['GROCER', -300, 9400],
      ],
    ]);
  });
});

describe('dates printed inside the description cell', () => {
  const lines = [
    ledgerRow(112, '01/02 SHOP', '1.00', '99.00'),
    ledgerRow(124, '01/03 TRANSFER', '2.00', '97.00'),
    makeLine(1, 136, [['REFERENCE 42', 50]]),
    ledgerRow(148, '01/04 FEE', '3.00', '94.00'),
  ];

  it('are told by the word gap after the date, and wrapped text starts where the dates do', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.find((c) => c.role === 'description')?.x0).toBe(50);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(summary(a)).toEqual([
      [
        ['SHOP', 100, 9900],
        ['TRANSFER REFERENCE 42', 200, 9700],
        ['FEE', 300, 9400],
      ],
    ]);
  });

  it('are not where a cell gap parts the date from the description', () => {
    const apart = [1, 2, 3].map((d) =>
      makeLine(1, 100 + 12 * d, [
        [`01/0${d}`, 50],
        ['SHOP', 110],
        ['1.00', 330],
      ]),
    );
    const layout = inferLayout(linesToRows(apart, 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS)!;
    expect(layout.columns.find((c) => c.role === 'description')?.x0).toBe(110);
  });
});

describe('a wrapped line the gaps do not place', () => {
  it('in a table whose rows the gaps part elsewhere, goes by the mode, with a warning', () => {
    const a = assemble([
      LEDGER_HEADER,
      ledgerRow(115, '01/02 SHOP', '1.00', '99.00'),
      makeLine(1, 130, [['TOP OF CAFE', 110]]),
      ledgerRow(141, '01/03 CAFE', '2.00', '97.00'),
      makeLine(1, 152, [['WHOSE LINE', 110]]),
      ledgerRow(163, '01/04 BAR', '3.00', '94.00'),
    ]);
    expect(summary(a)).toEqual([
      [
        ['SHOP', -100, 9900],
        ['TOP OF CAFE CAFE WHOSE LINE', -200, 9700],
        ['BAR', -300, 9400],
      ],
    ]);
    expect(a.warnings).toEqual([
      '1 wrapped description line (from page 1) could belong to the transaction above or below; ' +
        'each was given to the one above, so some descriptions may be joined to the wrong row.',
    ]);
  });

  it('is no guess in a table of evenly spaced lines (the mode places them)', () => {
    const a = assemble([
      LEDGER_HEADER,
      ledgerRow(112, '01/02 SHOP', '1.00', '99.00'),
      makeLine(1, 124, [['MORE SHOP', 110]]),
      makeLine(1, 136, [
        ['CAFE', 110],
        ['2.00', 330],
        ['97.00', 470],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['SHOP MORE SHOP', -100, 9900],
        ['CAFE', -200, 9700],
      ],
    ]);
    expect(a.warnings).toEqual([]);
  });
});

describe('a wrapped row whose money is on its last line', () => {
  const header = makeLine(1, 100, [
    ['Date', 50],
    ['Description', 110],
    ['Debit', 330],
    ['Balance', 430],
  ]);
  /** Rows whose second one wraps, its amount on the wrapped line that starts with `word`. */
  const lines = (word: string): Line[] => [
    header,
    makeLine(1, 112, [
      ['01/02', 50],
      ['CARD MARKET', 110],
      ['10.00', 330],
      ['90.00', 430],
    ]),
    makeLine(1, 124, [
      ['01/03', 50],
      ['TRANSFER TO', 110],
    ]),
    makeLine(1, 134, [
      [`${word} 77123`, 110],
      ['20.00', 330],
      ['70.00', 430],
    ]),
    makeLine(1, 146, [
      ['01/04', 50],
      ['CASH', 110],
      ['5.00', 330],
      ['65.00', 430],
    ]),
  ];

  it('completes its dated lead line, whatever its first word (no total, no balance line)', () => {
    for (const word of ['TOTAL', 'BALANCE', 'SAVINGS'])
      expect(summary(assemble(lines(word))), word).toEqual([
        [
          ['CARD MARKET', -1000, 9000],
          [`TRANSFER TO ${word} 77123`, -2000, 7000],
          ['CASH', -500, 6500],
        ],
      ]);
  });
});

describe('a token column on a lead line dated only after its text', () => {
  it('is left out of the description (Description | Site | Debit | Balance | Date)', () => {
    const row = (y: number, text: string, site: string, debit: string, bal: string, day: string) =>
      makeLine(1, y, [
        [text, 50],
        [site, 250],
        [debit, 330],
        [bal, 400],
        [`01/${day}/2024`, 470],
      ]);
    const a = assemble([
      makeLine(1, 100, [
        ['Description', 50],
        ['Site', 250],
        ['Debit', 330],
        ['Balance', 400],
        ['Date', 470],
      ]),
      row(112, 'CARD MARKET', 'LDN', '10.00', '90.00', '02'),
      row(124, 'RENT', 'MCR', '20.00', '70.00', '03'),
      row(136, 'CASH', 'BRS', '5.00', '65.00', '04'),
      makeLine(1, 148, [
        // More words before the date than a leading date may follow: dated by its column only.
        ['TRANSFER TO ACME LTD', 50],
        ['LDN', 250],
        ['01/05/2024', 470],
      ]),
      makeLine(1, 158, [
        ['REF 77123', 50],
        ['15.00', 330],
        ['50.00', 400],
      ]),
    ]);
    expect(summary(a)[0]!.map((r) => r[0])).toEqual([
      'CARD MARKET',
      'RENT',
      'CASH',
      'TRANSFER TO ACME LTD REF 77123',
    ]);
  });
});
