/** A header whose date title the vocabulary does not know: its date column is found from the rows. */
import { describe, expect, it } from 'vitest';
import { detectHeader } from './detectColumns.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { assemble, summary } from './testing/assemble.ts';
import { CHAR_WIDTH_PT, makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';

/** A cell whose text ends at `x1` (right-aligned figures). */
const right = (text: string, x1: number): [string, number] => [
  text,
  x1 - text.length * CHAR_WIDTH_PT,
];

// Text | Debit | Credit | Balance | (a two-letter date title) | Ref: the dates printed after the balance,
// wider than their title.
const header = makeLine(1, 88, [
  ['Zorpa', 40],
  right('Debit', 240),
  right('Credit', 310),
  right('Balance', 390),
  ['Qz', 410],
  ['Ref', 480],
]);
const row = (y: number, text: string, out: string, into: string, bal: string, date: string) =>
  makeLine(1, y, [
    [text, 40],
    ...(out ? [right(out, 240)] : []),
    ...(into ? [right(into, 310)] : []),
    right(bal, 390),
    [date, 410],
    [`R70${y}`, 480],
  ]);
const body: Line[] = [
  row(100, 'SHOP ONE', '10.00', '', '990.00', '01/03/2024'),
  row(112, 'SALARY', '', '500.00', '1490.00', '02/03/2024'),
  row(124, 'RENT', '400.00', '', '1090.00', '04/03/2024'),
  row(136, 'CAFE', '5.50', '', '1084.50', '05/03/2024'),
];

describe('a header naming money and a balance but no date title', () => {
  it('takes the unknown title over the rows’ dates as the date column, as wide as its dates', () => {
    const rows = linesToRows([header, ...body], 'DMY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(lay.columns.map((c) => [c.role, c.label, c.x0, c.x1])).toEqual([
      ['debit', 'Debit', 215, 240],
      ['credit', 'Credit', 280, 310],
      ['balance', 'Balance', 355, 390],
      ['date', 'Qz', 410, 460],
      ['reference', 'Ref', 480, 495],
    ]);
    expect(summary(assemble([header, ...body], 'DMY'))).toEqual([
      [
        ['SHOP ONE', -1000, 99000],
        ['SALARY', 50000, 149000],
        ['RENT', -40000, 109000],
        ['CAFE', -550, 108450],
      ],
    ]);
  });

  it('is no header where the dates under its unknown title come after another header', () => {
    // A summary's titles over its account column, then the table's own header: the table's dates
    // under "Zorpa" are not the summary's.
    const summaryRow = makeLine(1, 100, [
      ['Zorpa', 40],
      right('12.00', 240),
      right('30.00', 310),
      right('1018.00', 390),
    ]);
    const tableHeader = makeLine(1, 116, [
      ['Date', 40],
      ['Details', 100],
      right('Debit', 240),
      right('Credit', 310),
      right('Balance', 390),
    ]);
    const dated = (y: number, date: string, out: string, bal: string) =>
      makeLine(1, y, [[date, 40], ['SHOP', 100], right(out, 240), right(bal, 390)]);
    const lines = [
      header,
      summaryRow,
      tableHeader,
      dated(128, '01/03/2024', '10.00', '990.00'),
      dated(140, '02/03/2024', '20.00', '970.00'),
      dated(152, '03/03/2024', '30.00', '940.00'),
    ];
    const rows = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    expect(detectHeader(rows, 0, DEFAULT_SETTINGS)).toBeNull();
    expect(detectHeader(rows, 2, DEFAULT_SETTINGS)!.columns[0]!.role).toBe('date');
  });

  it('is no header where no title stands over dates (a summary box of the same titles)', () => {
    const box = makeLine(1, 100, [
      ['Zorpa', 40],
      right('12.00', 240),
      right('30.00', 310),
      right('1018.00', 390),
    ]);
    const rows = linesToRows([header, box], 'DMY', DEFAULT_SETTINGS);
    expect(detectHeader(rows, 0, DEFAULT_SETTINGS)).toBeNull();
  });
});

describe('a header without a date title whose money title stands over dates', () => {
  // "Qx | Importe | Concepto | Valor | Saldo": "Valor", a money title to the vocabulary, prints the
  // value dates; the rows' own dates lead each line under an unknown title.
  const lines = [
    makeLine(1, 88, [
      ['Qx', 40],
      right('Importe', 150),
      ['Concepto', 160],
      ['Valor', 400],
      right('Saldo', 520),
    ]),
    ...(
      [
        ['01/07/2024', '10.00', 'SHOP', '02/07/2024', '990.00'],
        ['03/07/2024', '20.00', 'RENT', '03/07/2024', '970.00'],
        ['04/07/2024', '30.00', 'CAFE', '06/07/2024', '940.00'],
      ] as const
    ).map(([date, amount, text, value, bal], i) =>
      makeLine(1, 100 + 12 * i, [
        [date, 40],
        right(amount, 150),
        [text, 160],
        [value, 400],
        right(bal, 520),
      ]),
    ),
  ];

  it('is no header: the vocabulary misread it, and the rows’ layout is inferred instead', () => {
    const rows = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    expect(detectHeader(rows, 0, DEFAULT_SETTINGS)).toBeNull();
    // So too where the money title prints dates on some lines only (a value date where it differs).
    const sparse = lines.map((l, i) =>
      i === 2 ? { ...l, words: l.words.filter((w) => w.text !== '03/07/2024' || w.x0 < 100) } : l,
    );
    const sparseRows = linesToRows(sparse, 'DMY', DEFAULT_SETTINGS);
    expect(sparseRows[2]!.line.words.length).toBe(4);
    expect(detectHeader(sparseRows, 0, DEFAULT_SETTINGS)).toBeNull();
  });
});
