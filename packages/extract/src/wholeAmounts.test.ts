/**
 * Amounts printed without two decimals (whole yen or rupiah, a "0" in the unused column) and columns the
 * engine does not know by name: the loose reading, the geometry it infers, and the words it leaves out.
 */
import { describe, expect, it } from 'vitest';
import { chooseReading } from './chooseReading.ts';
import { inferLayout } from './detectColumns.ts';
import { endAmounts, linesToRows, looseNumberEndingAt, thousandsGap } from './linesToRows.ts';
import { isTransactionLine } from './readAccountInfo.ts';
import { assembleTransactions } from './rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { CHAR_WIDTH_PT, makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';
import { PLAIN_READING } from './testing/readings.ts';

/** A cell whose text ends at `x1` (right-aligned figures). */
function right(text: string, x1: number): [string, number] {
  return [text, x1 - text.length * CHAR_WIDTH_PT];
}

function rowsOf(outcome: ReturnType<typeof chooseReading>['outcome']) {
  return outcome.assembly.accounts
    .filter((a) => a.transactions.length > 0)
    .map((a) => a.transactions.map((t) => [t.description, t.cents, t.balance]));
}

/** A whole-yen statement listed newest first under a known header, its balance line inside the table. */
const NEWEST_FIRST_WHOLE: Line[] = [
  makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
  makeLine(1, 110, [
    ['Date', 50],
    ['Description', 110],
    right('Withdrawals', 390),
    right('Deposits', 470),
    right('Balance', 550),
  ]),
  makeLine(1, 122, [['Current balance', 110], right('1,250', 550)]),
  makeLine(1, 134, [['03/20 GROCER', 50], right('50', 390), right('1,250', 550)]),
  makeLine(1, 146, [['03/10 PAYROLL', 50], right('400', 470), right('1,300', 550)]),
  makeLine(1, 158, [['03/02 RENT', 50], right('100', 390), right('900', 550)]),
];

describe('the loose reading (numbers with 0 to 2 decimals in money columns)', () => {
  it('is searched for where the first reading, settled, leaves dated rows unread for numbers over the money columns', () => {
    // Read strictly, the first row (its balance printed with one decimal) and the last (a whole amount)
    // are prose, and the two rows between them check against each other alone.
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 2024-05-01 to 2024-05-31', 50]]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        right('Debit', 390),
        right('Credit', 470),
        right('Balance', 550),
      ]),
      makeLine(1, 122, [['2024-05-04 RENT IN', 50], right('333.27', 470), right('7,653.4', 550)]),
      makeLine(1, 134, [['2024-05-07 POWER', 50], right('70.08', 390), right('7,583.32', 550)]),
      makeLine(1, 146, [
        ['2024-05-09 INSURANCE', 50],
        right('157.33', 390),
        right('7,425.99', 550),
      ]),
      makeLine(1, 158, [['2024-05-30 PHARMACY', 50], right('53', 390), right('7,372.99', 550)]),
    ];
    const { outcome, looseUnproven } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading.looseAmounts).toBe(true);
    expect(looseUnproven).toBe(false);
    expect(rowsOf(outcome)).toEqual([
      [
        ['RENT IN', 33327, 765340],
        ['POWER', -7008, 758332],
        ['INSURANCE', -15733, 742599],
        ['PHARMACY', -5300, 737299],
      ],
    ]);
  });
  it('starts the search when the first reading finds no row, and the running balances decide', () => {
    const { outcome, looseUnproven } = chooseReading(
      NEWEST_FIRST_WHOLE,
      PLAIN_READING,
      true,
      DEFAULT_SETTINGS,
    );
    expect(outcome.reading.looseAmounts).toBe(true);
    expect(outcome.reading.newestFirst).toBe(true);
    expect(rowsOf(outcome)).toEqual([
      [
        ['RENT', -10000, 90000],
        ['PAYROLL', 40000, 130000],
        ['GROCER', -5000, 125000],
      ],
    ]);
    expect(outcome.running.get(outcome.assembly.accounts[0]!)).toEqual({
      printed: 3,
      matched: 3,
      firstBreak: null,
    });
    // Every figure printed is reproduced: no warning about the numbers printed whole.
    expect(looseUnproven).toBe(false);
  });

  it('is kept with a warning when the printed figures do not prove it', () => {
    // The closing balance misses the rows by 10: the loose reading is the only one with rows.
    const lines = [...NEWEST_FIRST_WHOLE.slice(0, 2), ...NEWEST_FIRST_WHOLE.slice(3)];
    lines.push(makeLine(1, 170, [['Closing balance', 110], right('1,260', 550)]));
    const { outcome, looseUnproven } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading.looseAmounts).toBe(true);
    expect(looseUnproven).toBe(true);
  });

  it('is not tried when the first reading finds rows that every printed figure proves', () => {
    const lines: Line[] = [
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        right('Amount', 470),
        right('Balance', 550),
      ]),
      makeLine(1, 122, [['Opening balance', 110], right('1,000.00', 550)]),
      makeLine(1, 134, [['03/02 RENT REF 2024', 50], right('100.00', 470), right('900.00', 550)]),
      makeLine(1, 146, [['Closing balance', 110], right('900.00', 550)]),
    ];
    const { outcome, looseUnproven } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading.looseAmounts).toBe(false);
    expect(looseUnproven).toBe(false);
    expect(rowsOf(outcome)).toEqual([[['RENT REF 2024', -10000, 90000]]]);
  });
});

describe('endAmounts', () => {
  it('takes the whole numbers printed in cells of their own at the end of a line, not those in the text', () => {
    const [row] = linesToRows(
      [
        makeLine(1, 100, [
          ['04-03-2024 BYR VIA PLN 237510722', 40],
          right('254.139', 395),
          right('12.619.644', 555),
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(endAmounts(row!, DEFAULT_SETTINGS, false)).toEqual([]);
    expect(endAmounts(row!, DEFAULT_SETTINGS, true).map((a) => a.amount.cents)).toEqual([
      25413900, 1261964400,
    ]);
  });
});

describe('looseNumberEndingAt', () => {
  it('reads a number split by a thousands space whole, with its currency code, not a year and a count', () => {
    const [row] = linesToRows(
      [
        makeLine(1, 100, [
          ['Nyitó egyenleg', 40],
          ['485 123 HUF', 250],
          ['2024 5', 400],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    const at = (last: number) =>
      looseNumberEndingAt(row!, last, 0, DEFAULT_SETTINGS, () => false)?.amount.cents ?? null;
    expect(at(4)).toBe(48512300);
    expect(at(3)).toBe(48512300);
    expect(at(6)).toBe(500);
    expect(at(1)).toBeNull();
  });
});

describe('thousandsGap (a thousands space under letter spacing or a horizontal scale)', () => {
  // Font size 10: the fixed bound is 0.6 x 10 = 6 pt; a group's digits here are 5.4 pt wide each.
  const prev = { x1: 100 };
  const group = (x0: number, text = '709') => ({ text, x0, x1: x0 + 5.4 * text.length });

  it('takes a gap within the share of the font size, whatever follows', () => {
    expect(thousandsGap(prev, group(106), 6, DEFAULT_SETTINGS)).toBe(true);
    expect(thousandsGap(prev, { text: 'ABC', x0: 106, x1: 120 }, 6, DEFAULT_SETTINGS)).toBe(true);
  });

  it("takes a wider gap before a group of three digits up to 1.25 of the group's own digit advance", () => {
    // 1.25 x 5.4 = 6.75 pt.
    expect(thousandsGap(prev, group(106.75), 6, DEFAULT_SETTINGS)).toBe(true);
    expect(thousandsGap(prev, group(106.8), 6, DEFAULT_SETTINGS)).toBe(false);
    expect(thousandsGap(prev, group(106.5, '709,25'), 6, DEFAULT_SETTINGS)).toBe(true);
  });

  it('never widens the gap before words that are not a thousands group', () => {
    expect(thousandsGap(prev, group(106.5, '7090'), 6, DEFAULT_SETTINGS)).toBe(false);
    expect(thousandsGap(prev, group(106.5, '70'), 6, DEFAULT_SETTINGS)).toBe(false);
    expect(thousandsGap(prev, { text: 'Dr', x0: 106.5, x1: 117 }, 6, DEFAULT_SETTINGS)).toBe(false);
  });

  it('reads a whole number whose groups stand wider than the fixed bound as one figure', () => {
    // Courier-like digits of 5.4 pt (letter-spaced): "3 709 670" with 6.5 pt thousands spaces.
    const words = [
      { text: '3', x0: 300, x1: 305.4 },
      { text: '709', x0: 311.9, x1: 328.1 },
      { text: '670', x0: 334.6, x1: 350.8 },
    ];
    const line = { page: 1, y: 100, height: 10, words, text: '3 709 670' };
    const [row] = linesToRows([line], 'DMY', DEFAULT_SETTINGS);
    expect(looseNumberEndingAt(row!, 2, 0, DEFAULT_SETTINGS, () => false)?.amount.cents).toBe(
      370967000,
    );
  });
});

describe('inferLayout (loose)', () => {
  it('finds the money columns of a whole-number table from the right edges of its figures', () => {
    const lines = [
      makeLine(1, 100, [['02-03-2024 BUNGA', 40], right('423.788', 475), right('12.873.788', 555)]),
      makeLine(1, 112, [['03-03-2024 BIAYA ADM', 40], right('5', 395), right('12.873.783', 555)]),
      makeLine(1, 124, [
        ['04-03-2024 PLN 2375', 40],
        right('254.139', 395),
        right('12.619.644', 555),
      ]),
      makeLine(1, 136, [
        ['05-03-2024 SETORAN', 40],
        right('1.899.777', 475),
        right('14.519.421', 555),
      ]),
    ];
    const rows = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    expect(inferLayout(rows, DEFAULT_SETTINGS)).toBeNull();
    const layout = inferLayout(rows, DEFAULT_SETTINGS, false, true)!;
    expect(layout.columns.map((c) => [c.role, c.x1])).toEqual([
      ['date', 90],
      ['description', 140],
      ['debit', 395],
      ['credit', 475],
      ['balance', 555],
    ]);
    const assembly = assembleTransactions(rows, DEFAULT_SETTINGS, {
      order: 'DMY',
      fallback: layout,
      looseAmounts: true,
    });
    expect(assembly.accounts[0]!.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['BUNGA', 42378800],
      ['BIAYA ADM', -500],
      ['PLN 2375', -25413900],
      ['SETORAN', 189977700],
    ]);
  });
});

describe('columns right of the inferred money columns', () => {
  it('leave a row a row: a value date after the balance is in no cell', () => {
    const lines = [
      makeLine(1, 100, [
        ['02.05.24 Netto', 40],
        right('-249,78', 415),
        right('17.950,22', 505),
        ['03.05.24', 520],
      ]),
      makeLine(1, 112, [
        ['03.05.24 DONG', 40],
        right('-92,52', 415),
        right('17.857,70', 505),
        ['04.05.24', 520],
      ]),
      makeLine(1, 124, [
        ['04.05.24 Jens', 40],
        right('-110,21', 415),
        right('17.747,49', 505),
        ['05.05.24', 520],
      ]),
    ];
    const rows = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    const assembly = assembleTransactions(rows, DEFAULT_SETTINGS, {
      order: 'DMY',
      fallback: layout,
    });
    expect(
      assembly.accounts[0]!.transactions.map((t) => [t.description, t.cents, t.balance]),
    ).toEqual([
      ['Netto', -24978, 1795022],
      ['DONG', -9252, 1785770],
      ['Jens', -11021, 1774749],
    ]);
  });
});

describe('balance lines printed whole', () => {
  it('reads "Saldo Awal 12.450.000" in the balance column under the loose reading only', () => {
    const lines = [
      makeLine(1, 100, [['Saldo Awal', 95], right('12.450.000', 555)]),
      makeLine(1, 112, [['02-03-2024 BUNGA', 40], right('423.788', 475), right('12.873.788', 555)]),
      makeLine(1, 124, [['03-03-2024 BIAYA ADM', 40], right('5', 395), right('12.873.783', 555)]),
      makeLine(1, 136, [
        ['04-03-2024 PLN 2375', 40],
        right('254.139', 395),
        right('12.619.644', 555),
      ]),
      makeLine(1, 148, [['Saldo Akhir', 95], right('12.619.644', 555)]),
    ];
    const rows = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS, false, true)!;
    const read = (looseAmounts: boolean) =>
      assembleTransactions(rows, DEFAULT_SETTINGS, { order: 'DMY', fallback: layout, looseAmounts })
        .accounts[0]!;
    expect([read(true).opening, read(true).closing]).toEqual([
      { cents: 1245000000, source: 'label' },
      { cents: 1261964400, source: 'label' },
    ]);
    expect(read(false).opening).toBeNull();
  });
});

describe('isTransactionLine', () => {
  it('counts a dated line ending in a whole number, not a period line', () => {
    const line = (text: string) => makeLine(1, 100, [[text, 40]]);
    expect(isTransactionLine(line('04-03-2024 BYR VIA PLN 237510722 254.139 12.619.644'))).toBe(
      true,
    );
    expect(isTransactionLine(line('1 March 2024 to 31 March 2024'))).toBe(false);
    expect(isTransactionLine(line('05 March 2024'))).toBe(false);
  });
});
