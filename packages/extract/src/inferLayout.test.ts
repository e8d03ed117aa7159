import { describe, expect, it } from 'vitest';
import { placeAmounts } from './detectColumns.ts';
import { inferLayout, withLooseFigures } from './inferLayout.ts';
import { linesToRows } from './linesToRows.ts';
import { settleWithBalances } from './reconcile.ts';
import { assembleTransactions } from './rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { assemble, summary } from './testing/assemble.ts';
import { accountNumber } from './findAccountNumber.ts';
import { compareScores } from './chooseReading.ts';
import { makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';

function read(lines: Line[]) {
  const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
  const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
  const read = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
  const accounts = read.accounts.map((acc) => settleWithBalances(acc, false).account);
  return { layout, a: { ...read, accounts } };
}

describe('inferLayout', () => {
  it('leaves a time column printed between the description and the money out of the description', () => {
    const { layout, a } = read([
      makeLine(1, 100, [
        ['01/02 COFFEE SHOP', 50],
        ['08:00', 300],
        ['-4.50', 400],
        ['95.50', 480],
      ]),
      makeLine(1, 112, [
        ['01/03 SALARY', 50],
        ['09:15', 300],
        ['100.00', 395],
        ['195.50', 475],
      ]),
      makeLine(1, 124, [
        ['01/04 RENT PAYMENT', 50],
        ['10:30', 300],
        ['-90.00', 395],
        ['105.50', 475],
      ]),
    ]);
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
    expect(layout.extraCells).toEqual([{ x0: 300, x1: 325 }]);
    expect(summary(a)).toEqual([
      [
        ['COFFEE SHOP', -450, 9550],
        ['SALARY', 10000, 19550],
        ['RENT PAYMENT', -9000, 10550],
      ],
    ]);
  });

  it('tells money in from money out by the running balance, whichever is printed first', () => {
    const { layout, a } = read([
      makeLine(1, 100, [
        ['01/02 SALARY', 50],
        ['100.00', 315],
        ['200.00', 475],
      ]),
      makeLine(1, 112, [
        ['01/03 RENT', 50],
        ['90.00', 400],
        ['110.00', 475],
      ]),
      makeLine(1, 124, [
        ['01/04 GIFT', 50],
        ['20.00', 320],
        ['130.00', 475],
      ]),
      makeLine(1, 136, [
        ['01/05 FOOD', 50],
        ['5.00', 405],
        ['125.00', 475],
      ]),
    ]);
    expect(layout.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'credit',
      'debit',
      'balance',
    ]);
    expect(summary(a)).toEqual([
      [
        ['SALARY', 10000, 20000],
        ['RENT', -9000, 11000],
        ['GIFT', 2000, 13000],
        ['FOOD', -500, 12500],
      ],
    ]);
  });

  it('finds the balance column of a newest-first listing by its arithmetic', () => {
    const { layout } = read([
      makeLine(1, 100, [
        ['01/05 FOOD', 50],
        ['5.00', 405],
        ['125.00', 475],
      ]),
      makeLine(1, 112, [
        ['01/04 GIFT', 50],
        ['20.00', 400],
        ['130.00', 475],
      ]),
      makeLine(1, 124, [
        ['01/03 RENT', 50],
        ['90.00', 400],
        ['110.00', 475],
      ]),
    ]);
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
  });

  it('reads a code at the left edge of the description as text, not as the amount mark', () => {
    const { a } = read([
      makeLine(1, 100, [
        ['01/02', 50],
        ['264.02', 115],
        ['CR SALARY', 165],
        ['364.02', 475],
      ]),
      makeLine(1, 112, [
        ['01/03', 50],
        ['10.00 D', 120],
        ['FOOD SHOP', 165],
        ['354.02', 475],
      ]),
      makeLine(1, 124, [
        ['01/04', 50],
        ['4.02 D', 125],
        ['SO RENT', 165],
        ['350.00', 475],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['CR SALARY', 26402, 36402],
        ['FOOD SHOP', -1000, 35402],
        ['SO RENT', -402, 35000],
      ],
    ]);
  });
});

describe('accountNumber', () => {
  it('reads the number after "C/C" (conto corrente, cuenta corriente)', () => {
    const rows = linesToRows(
      [makeLine(1, 50, [['C/C IT60 X054 2811 1010 0000 0123 456', 300]])],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(accountNumber(rows, 0, DEFAULT_SETTINGS)).toBe('IT60 X054 2811 1010 0000 0123 456');
  });

  it('reads the grouped number after a bare "Acct" or Turkish "Hesap No" label, and not a count', () => {
    const rows = linesToRows(
      [
        makeLine(1, 50, [['Acct 1307 3373 7658', 400]]),
        makeLine(1, 62, [['Acct 1 of 2', 400]]),
        makeLine(1, 74, [['Hesap No: 6295 1234567', 400]]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(accountNumber(rows, 0, DEFAULT_SETTINGS)).toBe('1307 3373 7658');
    expect(accountNumber(rows, 1, DEFAULT_SETTINGS)).toBeNull();
    expect(accountNumber(rows, 2, DEFAULT_SETTINGS)).toBe('6295 1234567');
  });

  it('reads the number an IBAN is built from, under a label it does not know, beside the IBAN', () => {
    const rows = linesToRows(
      [
        makeLine(1, 50, [['Cislo uctu: 2801234567/2010', 400]]),
        makeLine(1, 62, [['IBAN: CZ65 2010 0000 0028 0123 4567', 360]]),
        makeLine(1, 74, [['Symbol: 123456/7777', 400]]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(accountNumber(rows, 1, DEFAULT_SETTINGS)).toBe('2801234567/2010');
    // A number the IBAN does not carry is no account number.
    expect(accountNumber(rows.slice(1), 0, DEFAULT_SETTINGS)).toBe('CZ65 2010 0000 0028 0123 4567');
  });
});

describe('compareScores', () => {
  it('ranks any reading with rows above a reading without rows, whatever its figures', () => {
    const none = {
      figures: 0,
      datesInPeriod: 0,
      rows: 0,
      failed: 0,
      unread: 0,
      unproven: 0,
      unexplained: 0,
      backInTime: 0,
    };
    const some = {
      figures: -12,
      datesInPeriod: 3,
      rows: 3,
      failed: 2,
      unread: 0,
      unproven: 0,
      unexplained: 0,
      backInTime: 0,
    };
    expect(compareScores(some, none)).toBe(1);
    expect(compareScores(none, some)).toBe(-1);
    expect(compareScores({ ...some, figures: -2 }, some)).toBe(10);
  });
});

describe('accountNumber after an account type', () => {
  it('reads the number after a Japanese account type ("Ordinary"), not a bare word', () => {
    const rows = linesToRows(
      [
        makeLine(1, 50, [['Branch 123 Ordinary 123-4567890', 300]]),
        makeLine(1, 62, [['Ordinary deposits earn interest', 300]]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(accountNumber(rows, 0, DEFAULT_SETTINGS)).toBe('123-4567890');
    expect(accountNumber(rows, 1, DEFAULT_SETTINGS)).toBeNull();
  });
});

describe('a value date printed twice', () => {
  it('keeps a date under a second date column out of the description', () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Value Date', 110],
        ['Description', 170],
        ['Value Date', 300],
        ['Debit', 380],
        ['Credit', 440],
        ['Balance', 500],
      ]),
      makeLine(1, 112, [
        ['01/02/2024', 50],
        ['01/03/2024', 110],
        ['COFFEE', 170],
        ['01/03/2024', 300],
        ['4.50', 380],
        ['95.50', 500],
      ]),
      makeLine(1, 124, [
        ['01/04/2024', 50],
        ['RENT', 170],
        ['01/04/2024', 300],
        ['90.00', 380],
        ['5.50', 500],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['COFFEE', -450, 9550],
        ['RENT', -9000, 550],
      ],
    ]);
  });
});

describe('whole-number money columns', () => {
  const lines = [
    makeLine(1, 100, [
      ['01/02 SALARY 30 JAN', 50],
      ['1,200', 405],
      ['2,200', 480],
    ]),
    makeLine(1, 112, [
      ['01/03 RENT', 50],
      ['-900', 410],
      ['1,300', 480],
    ]),
    makeLine(1, 124, [
      ['01/04 SHOP 4411', 50],
      ['-50', 415],
      ['1,250', 480],
    ]),
  ];
  it('takes numbers standing alone in a cell as figures, not those inside the text', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    expect(withLooseFigures(rows[0]!, DEFAULT_SETTINGS).amounts.map((a) => a.amount.cents)).toEqual(
      [120000, 220000],
    );
  });
  it('infers the columns from them only in the loose reading', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    expect(inferLayout(rows, DEFAULT_SETTINGS)).toBeNull();
    const layout = inferLayout(rows, DEFAULT_SETTINGS, false, true)!;
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, {
      fallback: layout,
      looseAmounts: true,
    });
    expect(summary(a)).toEqual([
      [
        ['SALARY 30 JAN', 120000, 220000],
        ['RENT', -90000, 130000],
        ['SHOP 4411', -5000, 125000],
      ],
    ]);
  });
});

describe('a date printed inside the description cell', () => {
  it('reads wrapped lines starting under the date as the description', () => {
    const { layout, a } = read([
      makeLine(1, 100, [
        ['03/14 BANK LEVY', 50],
        ['-16.00', 395],
        ['984.00', 475],
      ]),
      makeLine(1, 112, [['CUSTOMER ID 419858695', 50]]),
      makeLine(1, 124, [
        ['03/16 SHOP', 50],
        ['-24.00', 395],
        ['960.00', 475],
      ]),
      makeLine(1, 136, [
        ['03/17 SALARY', 50],
        ['100.00', 395],
        ['1,060.00', 465],
      ]),
    ]);
    expect(layout.columns.find((c) => c.role === 'description')!.x0).toBe(50);
    expect(summary(a)).toEqual([
      [
        ['BANK LEVY CUSTOMER ID 419858695', -1600, 98400],
        ['SHOP', -2400, 96000],
        ['SALARY', 10000, 106000],
      ],
    ]);
  });
});

describe('a value-date column between the date and the description', () => {
  it('reads a wrapped line opening with a day and month under the text as the description', () => {
    const { layout, a } = read([
      makeLine(1, 100, [
        ['03/01/2024', 40],
        ['03/04/2024', 95],
        ['FUEL 5596', 152],
        ['5.99', 390],
        ['2,000.00', 500],
      ]),
      makeLine(1, 112, [
        ['03/02/2024', 40],
        ['03/05/2024', 95],
        ['TAX OFFICE 338912312', 152],
        ['440.37', 380],
        ['1,559.63', 500],
      ]),
      makeLine(1, 124, [['PAYMENT FOR INVOICE 401078 DATED', 152]]),
      makeLine(1, 136, [['03/02 THANK YOU', 152]]),
      makeLine(1, 148, [
        ['03/05/2024', 40],
        ['03/06/2024', 95],
        ['SUPPLIER OAKDALE', 152],
        ['142.95', 380],
        ['1,416.68', 500],
      ]),
    ]);
    // Each date is set as far from the next word as the text is from the value date, further than the
    // text's own spaces: the description starts at the text, and the day and month under it are its words.
    expect(layout.columns.find((c) => c.role === 'description')!.x0).toBe(152);
    expect(summary(a)).toEqual([
      [
        ['FUEL 5596', 599, 200000],
        ['TAX OFFICE 338912312 PAYMENT FOR INVOICE 401078 DATED 03/02 THANK YOU', -44037, 155963],
        ['SUPPLIER OAKDALE', -14295, 141668],
      ],
    ]);
  });
});

describe('whole figures grouped by spaces', () => {
  it('reads a number split by thousands spaces whole, with a date column printed close after it', () => {
    const [row] = linesToRows(
      [
        makeLine(1, 100, [
          ['01/06/24 SHOP 94459005', 50],
          ['17 878', 400],
          ['1 719 122', 460],
          ['01/06/24', 510],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(withLooseFigures(row!, DEFAULT_SETTINGS).amounts.map((a) => a.amount.cents)).toEqual([
      1787800, 171912200,
    ]);
  });
});

describe('a figure with the next column’s word printed close after it', () => {
  it('is a figure before a currency unit abbreviated with a dot', () => {
    // "384.500 kr.": the unit printed one space after the figure, as a label's figure is.
    const [row] = linesToRows(
      [
        makeLine(1, 100, [
          ['Opening', 50],
          ['384.500 kr.', 200],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(withLooseFigures(row!, DEFAULT_SETTINGS).amounts.map((a) => a.amount.cents)).toEqual([
      38450000,
    ]);
  });

  it('is a figure of its own cell', () => {
    const [row] = linesToRows(
      [
        makeLine(1, 100, [
          ['01/04/24 ATM RENT', 50],
          ['17.810', 300],
          ['96.810', 400],
          ['CENTRAL', 435],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(withLooseFigures(row!, DEFAULT_SETTINGS).amounts.map((a) => a.amount.cents)).toEqual([
      1781000, 9681000,
    ]);
  });
});

describe('a figure printed closer to the next amount than a cell gap', () => {
  it('is a figure of its own cell when the gap is wider than a thousands space', () => {
    // "188,1-" (one decimal, trailing minus) 8 pt before the balance "11 108,15": the amount, then the
    // balance, though the gap is narrower than a cell gap.
    const [row] = linesToRows(
      [
        makeLine(1, 100, [
          ['17.12.2024 INSURER', 50],
          ['188,1-', 400],
          ['11 108,15', 438],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(
      withLooseFigures(row!, DEFAULT_SETTINGS).amounts.map((a) => [
        a.amount.cents,
        a.amount.negative,
      ]),
    ).toEqual([
      [18810, true],
      [1110815, false],
    ]);
  });
});

describe('a reference with letters glued to its digits', () => {
  it('is no whole figure, even a cell gap right of the balance', () => {
    const [row] = linesToRows(
      [
        makeLine(1, 100, [
          ['30/05/2025 ATM FUEL', 50],
          ['8 128', 400],
          ['2 504 590', 460],
          ['R700268', 515],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(withLooseFigures(row!, DEFAULT_SETTINGS).amounts.map((a) => a.amount.cents)).toEqual([
      812800, 250459000,
    ]);
  });
});

describe('a money column few rows use', () => {
  it('is added when every one of its amounts is its row’s move of the running balance', () => {
    const lines: Line[] = [];
    let balance = 100000;
    for (let i = 0; i < 16; i++) {
      const credit = i % 5 === 2;
      const cents = credit ? 30000 : 1000 + i * 100;
      balance += credit ? cents : -cents;
      const figure = (c: number) => (c / 100).toFixed(2);
      lines.push(
        makeLine(1, 100 + i * 12, [
          [`01/${String(i + 2).padStart(2, '0')} ITEM ${i}`, 50],
          [figure(cents), credit ? 420 : 360],
          [figure(balance), 480],
        ]),
      );
    }
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'debit',
      'credit',
      'balance',
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(a.accounts[0]!.transactions.map((t) => t.cents).slice(0, 4)).toEqual([
      -1000, -1100, 30000, -1300,
    ]);
  });

  /** Eight rows of money out at x 360 and one figure at x 420 on row 5, `lone` cents. */
  function oneCredit(lone: number): Line[] {
    const lines: Line[] = [];
    let balance = 100000;
    for (let i = 0; i < 8; i++) {
      const credit = i === 5;
      const cents = credit ? 30000 : 1000 + i * 100;
      balance += credit ? lone : -cents;
      const figure = (c: number) => (c / 100).toFixed(2);
      lines.push(
        makeLine(1, 100 + i * 12, [
          [`01/${String(i + 2).padStart(2, '0')} ITEM ${i}`, 50],
          [figure(cents), credit ? 420 : 360],
          [figure(balance), 480],
        ]),
      );
    }
    return lines;
  }

  it('is added for one row whose amount is exactly its move of the running balance', () => {
    const rows = linesToRows(oneCredit(30000), 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'debit',
      'credit',
      'balance',
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(a.accounts[0]!.transactions.map((t) => t.cents)).toEqual([
      -1000, -1100, -1200, -1300, -1400, 30000, -1600, -1700,
    ]);
  });

  it('is not added for one figure that does not move the balance by itself', () => {
    const rows = linesToRows(oneCredit(29000), 'MDY', DEFAULT_SETTINGS);
    expect(inferLayout(rows, DEFAULT_SETTINGS)!.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'amount',
      'balance',
    ]);
  });
});

describe('a date printed once per day beside a value date on every row', () => {
  it('carries the day’s date to a row whose only date is its value date', () => {
    const a = assemble(
      [
        makeLine(1, 100, [
          ['Date', 50],
          ['Value Date', 110],
          ['Description', 170],
          ['Debit', 380],
          ['Credit', 440],
          ['Balance', 500],
        ]),
        makeLine(1, 112, [
          ['02/01/2024', 50],
          ['03/01/2024', 110],
          ['COFFEE', 170],
          ['4.50', 380],
          ['95.50', 500],
        ]),
        makeLine(1, 124, [
          ['05/01/2024', 110],
          ['RENT', 170],
          ['90.00', 380],
          ['5.50', 500],
        ]),
      ],
      'DMY',
    );
    expect(
      a.accounts[0]!.transactions.map((t) => [t.description, t.date?.day, t.postDate?.day]),
    ).toEqual([
      ['COFFEE', 2, 3],
      ['RENT', 2, 5],
    ]);
  });
});

describe('leading dates at two left edges', () => {
  it('reads the right-hand ones as value dates and carries the day’s date to their rows', () => {
    const cells: [string, string, string, string][] = [
      ['01/07/23', '', 'PHARMACY', '7,431.12'],
      ['', '02/07/23', 'INSURER', '7,351.81'],
      ['02/07/23', '04/07/23', 'SALARY', '7,253.67'],
      ['03/07/23', '', 'RENT', '7,150.72'],
      ['', '05/07/23', 'BAKERY', '7,023.10'],
      ['', '05/07/23', 'FUEL', '6,900.00'],
      ['04/07/23', '', 'SHOP', '6,800.00'],
    ];
    let prev = 7514.97;
    const lines = cells.map(([date, value, text, balance], i) => {
      const cents = Math.round((Number(balance.replace(',', '')) - prev) * 100);
      prev = Number(balance.replace(',', ''));
      return makeLine(1, 100 + 12 * i, [
        ...(date ? [[date, 40] as [string, number]] : []),
        ...(value ? [[value, 100] as [string, number]] : []),
        [text, 170],
        [(cents / 100).toFixed(2), 380],
        [balance, 470],
      ]);
    });
    const rows = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS, false, false, 'DMY')!;
    expect(layout.columns.map((c) => c.role)).toEqual([
      'date',
      'valueDate',
      'description',
      'amount',
      'balance',
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout, order: 'DMY' });
    expect(a.accounts[0]!.transactions.map((t) => [t.date?.day, t.postDate?.day ?? null])).toEqual([
      [1, null],
      [1, 2],
      [2, 4],
      [3, null],
      [3, 5],
      [3, 5],
      [4, null],
    ]);
  });
});

describe('a value date beside the booking date on most rows', () => {
  it('is a column of its own, so a row printing only its value date carries the day’s date', () => {
    const cells: [string, string, string, string][] = [
      ['01/07/23', '02/07/23', 'PHARMACY', '7,431.12'],
      ['03/07/23', '04/07/23', 'INSURER', '7,351.81'],
      ['05/07/23', '', 'SALARY', '7,253.67'],
      ['', '08/07/23', 'RENT', '7,150.72'],
      ['', '', 'BAKERY', '7,023.10'],
      ['09/07/23', '10/07/23', 'SHOP', '6,900.00'],
    ];
    let prev = 7514.97;
    const lines = cells.map(([date, value, text, balance], i) => {
      const cents = Math.round((Number(balance.replace(',', '')) - prev) * 100);
      prev = Number(balance.replace(',', ''));
      return makeLine(1, 100 + 12 * i, [
        ...(date ? [[date, 40] as [string, number]] : []),
        ...(value ? [[value, 100] as [string, number]] : []),
        [text, 170],
        [(cents / 100).toFixed(2), 380],
        [balance, 470],
      ]);
    });
    const rows = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS, false, false, 'DMY')!;
    expect(layout.columns.map((c) => [c.role, c.x0, c.x1])).toEqual([
      ['date', 40, 80],
      ['valueDate', 100, 140],
      ['description', 170, 210],
      ['amount', 380, 415],
      ['balance', 470, 510],
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout, order: 'DMY' });
    expect(a.accounts[0]!.transactions.map((t) => [t.date?.day, t.postDate?.day ?? null])).toEqual([
      [1, 2],
      [3, 4],
      [5, null],
      [5, 8],
      [5, null],
      [9, 10],
    ]);
  });
});

describe('a CR mark read after an amount that starts the description', () => {
  it('is text: the description starts where every row’s text does', () => {
    // Money in marked "CR" at the description's left edge (longer texts), money out marked "D" in the
    // amount’s cell (short texts).
    const cells: [string, string, string][] = [
      ['10.00 D', 'BLIK FUEL', '990.00'],
      ['82.56', 'CR FPS RENT 28383131', '1,072.56'],
      ['12.00 D', 'ATM FUEL', '1,060.56'],
      ['30.00', 'CR DD PHARMACY 1365885', '1,090.56'],
      ['14.00 D', 'SO BAKERY', '1,076.56'],
      ['40.00', 'CR BLIK BAKERY 115915', '1,116.56'],
    ];
    const lines = cells.map(([amount, text, balance], i) =>
      makeLine(1, 100 + 12 * i, [
        [`0${i + 1}/03/24`, 36],
        [amount, amount.endsWith('D') ? 90 : 100],
        [text, 140],
        [balance, 420],
      ]),
    );
    const rows = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS, false, false, 'DMY')!;
    expect(layout.columns.map((c) => [c.role, c.x0])).toEqual([
      ['date', 36],
      ['amount', 90],
      ['description', 140],
      ['balance', 420],
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout, order: 'DMY' });
    expect(a.accounts[0]!.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['BLIK FUEL', -1000],
      ['CR FPS RENT 28383131', 8256],
      ['ATM FUEL', -1200],
      ['CR DD PHARMACY 1365885', 3000],
      ['SO BAKERY', -1400],
      ['CR BLIK BAKERY 115915', 4000],
    ]);
  });
});

describe('figures printed in the description', () => {
  it('are no money-out column when every row printing one also fills the one signed amount column', () => {
    const { layout, a } = read([
      makeLine(1, 100, [
        ['01/02 CARD PAYMENT 6,000.31', 50],
        ['-4.50', 425],
      ]),
      makeLine(1, 112, [
        ['01/03 SALARY', 50],
        ['540.40', 420],
      ]),
      makeLine(1, 124, [
        ['01/04 TRANSFER IN 2,448.30', 50],
        ['-30.43', 420],
      ]),
      makeLine(1, 136, [
        ['01/05 REFUND', 50],
        ['48.40', 425],
      ]),
      makeLine(1, 148, [
        ['01/06 GROCERIES', 50],
        ['-91.40', 420],
      ]),
    ]);
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount']);
    expect(summary(a)).toEqual([
      [
        ['CARD PAYMENT 6,000.31', -450, null],
        ['SALARY', 54040, null],
        ['TRANSFER IN 2,448.30', -3043, null],
        ['REFUND', 4840, null],
        ['GROCERIES', -9140, null],
      ],
    ]);
  });
});

describe('a column of figures that never move the balance', () => {
  // A reference printed at a steady right edge before the amount, whole numbers throughout.
  const lines = [
    makeLine(1, 100, [
      ['01/02 SALARY', 50],
      ['100234', 300],
      ['55.404', 400],
      ['439.904', 480],
    ]),
    makeLine(1, 112, [
      ['01/03 INTEREST', 50],
      ['103805', 300],
      ['9', 425],
      ['439.913', 480],
    ]),
    makeLine(1, 124, [
      ['01/04 POWER', 50],
      ['107376', 300],
      ['-12.640', 395],
      ['427.273', 480],
    ]),
    makeLine(1, 136, [
      ['01/05 BUS', 50],
      ['110947', 300],
      ['-860', 410],
      ['426.413', 480],
    ]),
  ];
  it('is no money column: the running balance moves by the amounts alone', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS, false, true)!;
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, {
      fallback: layout,
      looseAmounts: true,
    });
    expect(summary(a)).toEqual([
      [
        ['SALARY', 5540400, 43990400],
        ['INTEREST', 900, 43991300],
        ['POWER', -1264000, 42727300],
        ['BUS', -86000, 42641300],
      ],
    ]);
  });
  it('keeps a money column whose figures move the balance on some rows (the unused side printed 0.00)', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['01/02 SALARY', 50],
          ['0.00', 330],
          ['50.00', 400],
          ['150.00', 480],
        ]),
        makeLine(1, 112, [
          ['01/03 REFUND', 50],
          ['0.00', 330],
          ['10.00', 400],
          ['160.00', 480],
        ]),
        makeLine(1, 124, [
          ['01/04 RENT', 50],
          ['12.00', 325],
          ['0.00', 405],
          ['148.00', 480],
        ]),
        makeLine(1, 136, [
          ['01/05 GIFT', 50],
          ['0.00', 330],
          ['20.00', 400],
          ['168.00', 480],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'debit',
      'credit',
      'balance',
    ]);
  });
});

describe('a column whose cell one row prints closer than a cell gap to the description', () => {
  it('splits that row at the column’s left edge, which the other rows share', () => {
    const row = (y: number, text: string, account: string, amount: string, balance: string) =>
      makeLine(1, y, [
        [text, 50],
        [account, 250],
        [amount, 400 - 5 * (amount.length - 5)],
        [balance, 480],
      ]);
    const { layout, a } = read([
      row(100, '01/02 CARD SHOP', '19-200/0100', '-4.50', '95.50'),
      row(112, '01/03 SALARY ACME', '20-300/0300', '100.00', '195.50'),
      // The description ends 5 points before the counter-account: less than a cell gap.
      row(124, '01/04 RENT PAYMENTS FOR THE FLAT NUMBER', '21-400/0500', '-90.00', '105.50'),
      row(136, '01/05 CAFE', '22-500/0700', '-5.50', '100.00'),
    ]);
    expect(layout.extraCells).toEqual([{ x0: 250, x1: 305 }]);
    expect(summary(a)).toEqual([
      [
        ['CARD SHOP', -450, 9550],
        ['SALARY ACME', 10000, 19550],
        ['RENT PAYMENTS FOR THE FLAT NUMBER', -9000, 10550],
        ['CAFE', -550, 10000],
      ],
    ]);
  });
});

describe('the description printed right of the money', () => {
  it('is the widest text column, and a document number left of the money a column of its own', () => {
    // Date, document number, debit, credit, then the payment's purpose (no balance column).
    const row = (
      y: number,
      date: string,
      doc: string,
      debit: string,
      credit: string,
      text: string,
    ) =>
      makeLine(1, y, [
        [date, 50],
        [doc, 110],
        [debit, 250 - 5 * debit.length],
        [credit, 330 - 5 * credit.length],
        [text, 350],
      ]);
    const { layout, a } = read([
      row(100, '03/02/2024', '812', '', '5.21', 'Interest for February'),
      row(112, '03/04/2024', '815', '3,631.41', '', 'Payment order 6065 telecom'),
      row(124, '03/05/2024', '818', '', '130.78', 'Customer payment contract 570617'),
      row(136, '03/06/2024', '821', '45.37', '', 'Salary transfer'),
    ]);
    expect(layout.columns.find((c) => c.role === 'description')).toMatchObject({ x0: 350 });
    expect(layout.extraCells).toEqual([{ x0: 110, x1: 125 }]);
    expect(summary(a)[0]!.map(([description]) => description)).toEqual([
      'Interest for February',
      'Payment order 6065 telecom',
      'Customer payment contract 570617',
      'Salary transfer',
    ]);
  });
});

describe('a running balance marked Dr below zero, its figures trimmed of trailing zeros', () => {
  // Date, description, debit, credit, balance: each money cell right-aligned, the balance's mark and all
  // ("50.00  Dr" under "100.00", further left than a column's tolerance); some figures print one
  // decimal ("52.5  Dr").
  const right = (text: string, x1: number): [string, number] => [text, x1 - 5 * text.length];
  const row = (y: number, text: string, debit: string, credit: string, balance: string) => {
    const [figure, mark] = balance.split(' ');
    return makeLine(1, y, [
      [text, 50],
      ...(debit ? [right(debit, 360)] : []),
      ...(credit ? [right(credit, 430)] : []),
      ...(mark ? [right(figure!, 502), right(mark, 520)] : [right(figure!, 520)]),
    ]);
  };
  const lines = [
    row(100, '01/02 SHOP', '50.00', '', '100.00'),
    row(112, '01/03 RENT', '150.00', '', '50.00 Dr'),
    row(124, '01/04 FEE', '2.5', '', '52.5 Dr'),
    row(136, '01/05 SALARY', '', '200.00', '147.50'),
    row(148, '01/06 POWER', '160.1', '', '12.6 Dr'),
    row(160, '01/07 REFUND', '', '20.00', '7.40'),
    row(172, '01/08 BUS', '10.00', '', '2.6 Dr'),
  ];
  it('reads the mark with each figure: one balance column, ending where the marks end', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS, false, true)!;
    expect(layout.columns.map((c) => [c.role, c.x1])).toEqual([
      ['date', 75],
      ['description', 110],
      ['debit', 360],
      ['credit', 430],
      ['balance', 520],
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, {
      fallback: layout,
      looseAmounts: true,
    });
    expect(summary(a)).toEqual([
      [
        ['SHOP', -5000, 10000],
        ['RENT', -15000, -5000],
        ['FEE', -250, -5250],
        ['SALARY', 20000, 14750],
        ['POWER', -16010, -1260],
        ['REFUND', 2000, 740],
        ['BUS', -1000, -260],
      ],
    ]);
  });
});

describe('a figure in the gap between two inferred money columns', () => {
  it('belongs to neither: a subtotal line printing "0.00" under a column no row fills is a total, not a row', () => {
    const lines = [
      makeLine(1, 100, [
        ['01/02 COFFEE SHOP', 50],
        ['40.00', 400],
        ['140.00', 475],
      ]),
      makeLine(1, 112, [
        ['01/03 BOOKS', 50],
        ['60.00', 400],
        ['200.00', 475],
      ]),
      makeLine(1, 124, [
        ['01/04 RENT', 50],
        ['90.00', 400],
        ['290.00', 475],
      ]),
      makeLine(1, 136, [
        ['Tally', 70],
        ['190.00', 395],
        ['0.00', 440],
      ]),
    ];
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
    expect(
      placeAmounts(rows[3]!, layout, DEFAULT_SETTINGS).map((p) => [
        p.column.role,
        p.token.amount.cents,
      ]),
    ).toEqual([['amount', 19000]]);
    const read = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout, sumLines: true });
    expect(read.accounts[0]!.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['COFFEE SHOP', 4000],
      ['BOOKS', 6000],
      ['RENT', 9000],
    ]);
  });

  it('is an amount on a dated row, the one credit of a column no other row fills', () => {
    const lines = [
      makeLine(1, 100, [
        ['01/02 COFFEE SHOP', 50],
        ['-40.00', 395],
        ['160.00', 475],
      ]),
      makeLine(1, 112, [
        ['01/03 BOOKS', 50],
        ['-60.00', 395],
        ['100.00', 475],
      ]),
      makeLine(1, 124, [
        ['01/04 RENT', 50],
        ['-90.00', 395],
        ['10.00', 480],
      ]),
      makeLine(1, 136, [
        ['01/05 SALARY', 50],
        ['500.00', 435],
        ['510.00', 475],
      ]),
    ];
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    // Columns inferred from the rows that print no credit: the credit stands in the gap between them.
    const layout = inferLayout(rows.slice(0, 3), DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
    expect(
      placeAmounts(rows[3]!, layout, DEFAULT_SETTINGS).map((p) => [
        p.column.role,
        p.token.amount.cents,
      ]),
    ).toEqual([
      ['amount', 50000],
      ['balance', 51000],
    ]);
  });
});

describe('a column printed on a few rows only', () => {
  // Date, description, an instalment count on two rows only, amount, balance: no header read.
  const row = (y: number, date: string, text: string, count: string, amount: string, bal: string) =>
    makeLine(1, y, [
      [`${date} ${text}`, 50],
      [count, 300],
      [amount, 420 - 5 * amount.length],
      [bal, 500 - 5 * bal.length],
    ]);

  // Ten rows without it: two rows in thirteen are too few for a column by share.
  const steady = () => [
    row(100, '01/01', 'COFFEE SHOP', '', '-4.50', '95.50'),
    row(112, '01/02', 'SALARY', '', '100.00', '195.50'),
    row(124, '01/03', 'BOOK SHOP', '', '-5.50', '190.00'),
    row(136, '01/04', 'RENT PAYMENT', '', '-90.00', '100.00'),
    row(148, '01/05', 'GROCER', '', '-10.00', '90.00'),
    row(160, '01/06', 'REFUND', '', '10.00', '100.00'),
    row(172, '01/07', 'GROCER', '', '-10.00', '90.00'),
    row(184, '01/07', 'REFUND', '', '10.00', '100.00'),
    row(196, '01/07', 'GROCER', '', '-10.00', '90.00'),
    row(208, '01/07', 'REFUND', '', '10.00', '100.00'),
  ];

  it('is a cell of its own when two rows print it at one x past the description', () => {
    const { layout, a } = read([
      ...steady(),
      row(220, '01/08', 'MEDIA STORE INSTALMENT', '2/10', '-49.71', '50.29'),
      row(232, '01/09', 'COFFEE SHOP', '', '-0.29', '50.00'),
      row(244, '01/10', 'MEDIA STORE INSTALMENT', '3/10', '-49.71', '0.29'),
    ]);
    expect(layout.extraCells).toEqual([{ x0: 300, x1: 320 }]);
    expect(summary(a)[0]!.map(([description]) => description)).toEqual([
      'COFFEE SHOP',
      'SALARY',
      'BOOK SHOP',
      'RENT PAYMENT',
      'GROCER',
      'REFUND',
      'GROCER',
      'REFUND',
      'GROCER',
      'REFUND',
      'MEDIA STORE INSTALMENT',
      'COFFEE SHOP',
      'MEDIA STORE INSTALMENT',
    ]);
  });

  it('stays in the text where a description runs into its band', () => {
    const { layout, a } = read([
      ...steady(),
      row(220, '01/08', 'MEDIA STORE INSTALMENT', '2/10', '-49.71', '50.29'),
      row(232, '01/09', 'SALARY FROM A VERY LONG EMPLOYER NAME LIMITED', '', '1.00', '51.29'),
      row(244, '01/10', 'MEDIA STORE INSTALMENT', '3/10', '-49.71', '1.58'),
    ]);
    expect(layout.extraCells).toEqual([]);
    expect(summary(a)[0]![10]![0]).toBe('MEDIA STORE INSTALMENT 2/10');
  });
});
