/** Columns around the description that are not part of it: type codes and a second value-date column. */
import { describe, expect, it } from 'vitest';
import { inferLayout } from '../detectColumns.ts';
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { assemble, summary } from '../testing/assemble.ts';
import { CHAR_WIDTH_PT, makeLine } from '../testing/lines.ts';

/** A cell whose text ends at `x1` (right-aligned figures). */
function right(text: string, x1: number): [string, number] {
  return [text, x1 - text.length * CHAR_WIDTH_PT];
}

describe('a header cell between the date and the description', () => {
  // The cell is evidence for a token column (findTokenColumns), which needs its words clear of the
  // description on at least three rows (tokenColumnMinRows).
  it('is a column of its own ("Code"), unless it runs into the description label', () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Code', 100],
        ['Description', 150],
        right('Amount', 450),
        right('Balance', 550),
      ]),
      makeLine(1, 112, [
        ['01/02', 50],
        ['GIRO', 100],
        ['PAYNOW LIM', 150],
        right('716.94', 450),
        right('10,950.94', 550),
      ]),
      makeLine(1, 124, [
        ['01/03', 50],
        ['POS', 100],
        ['NETS FAIRPRICE', 150],
        right('-120.54', 450),
        right('10,830.40', 550),
      ]),
      makeLine(1, 136, [
        ['01/04', 50],
        ['ATM', 100],
        ['CASH WITHDRAWAL', 150],
        right('-30.40', 450),
        right('10,800.00', 550),
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['PAYNOW LIM', 71694, 1095094],
        ['NETS FAIRPRICE', -12054, 1083040],
        ['CASH WITHDRAWAL', -3040, 1080000],
      ],
    ]);
    // "Nature des opérations": the words before the known label belong to the description's label.
    const b = assemble([
      makeLine(1, 100, [['Date', 50], ['Nature des opérations', 100], right('Montant', 450)]),
      makeLine(1, 112, [['01/02', 50], ['PRLV SEPA ORANGE', 100], right('171.41', 450)]),
    ]);
    expect(summary(b)).toEqual([[['PRLV SEPA ORANGE', 17141, null]]]);
  });
});

describe('a numbers cell between the description and the money', () => {
  it("holds a figure aligned off its label's centre, not a number running on from the description", () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 100],
        ['Price', 300],
        right('Amount', 450),
        right('Balance', 550),
      ]),
      // "100.0103" (320-360) overlaps "Price" (300-325) but its centre lies right of it.
      makeLine(1, 112, [
        ['03/02', 50],
        ['SOLD MICROSOFT', 100],
        right('100.0103', 360),
        right('223.00', 450),
        right('1,223.00', 550),
      ]),
      // "1234" (320-340) overlaps the cell too, but one space after "ACCT": the description's own.
      makeLine(1, 124, [
        ['03/03', 50],
        ['TRANSFER TO SAVINGS ACCT 1234', 195],
        right('-23.00', 450),
        right('1,200.00', 550),
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['SOLD MICROSOFT', 22300, 122300],
        ['TRANSFER TO SAVINGS ACCT 1234', -2300, 120000],
      ],
    ]);
  });
});

describe('a foreign amount with its currency code in a numbers cell', () => {
  it('keeps the code out of the description with its figure, either side of it; a code in the text stays', () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 100],
        ['Foreign', 280],
        right('Amount', 450),
        right('Balance', 550),
      ]),
      // "USD 4.39" (280-320) under "Foreign" (280-315): the code before the figure, a word space apart.
      makeLine(1, 112, [
        ['03/02', 50],
        ['UBER TRIP', 100],
        ['USD 4.39', 280],
        right('-4.04', 450),
        right('995.96', 550),
      ]),
      // After it: "67.68 USD".
      makeLine(1, 124, [
        ['03/03', 50],
        ['NETFLIX', 100],
        ['67.68 USD', 280],
        right('-62.31', 450),
        right('933.65', 550),
      ]),
      // A code one space after the text's last word is the description's own, however near the cell.
      makeLine(1, 136, [
        ['03/04', 50],
        ['REFUND IN GBP', 215],
        right('10.00', 450),
        right('943.65', 550),
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['UBER TRIP', -404, 99596],
        ['NETFLIX', -6231, 93365],
        ['REFUND IN GBP', 1000, 94365],
      ],
    ]);
  });
});

describe('a second value-date column after the description', () => {
  it('keeps its date out of the description when the row already has its value date', () => {
    const a = assemble(
      [
        makeLine(1, 100, [
          ['Datum', 40],
          ['Valuta', 110],
          ['Buchungstext', 180],
          ['Valuta', 360],
          right('Betrag', 480),
          right('Saldo', 550),
        ]),
        makeLine(1, 112, [
          ['30.01.2024', 40],
          ['31.01.2024', 110],
          ['REF FPS Strom', 180],
          ['31.01.2024', 360],
          right('260,90', 480),
          right('5.422,51', 550),
        ]),
        makeLine(1, 124, [
          ['31.01.2024', 40],
          ['BLIK Strom', 180],
          ['01.02.2024', 360],
          right('-10,00', 480),
          right('5.412,51', 550),
        ]),
      ],
      'DMY',
    );
    expect(summary(a)).toEqual([
      [
        ['REF FPS Strom', 26090, 542251],
        ['BLIK Strom', -1000, 541251],
      ],
    ]);
    expect(a.accounts[0]!.transactions.map((t) => t.postDate?.day)).toEqual([31, 1]);
  });
});

describe('a second date column printing another calendar', () => {
  it('holds its dates ("21/08/1445") out of the description, unread', () => {
    const a = assemble(
      [
        makeLine(1, 100, [
          ['Date', 50],
          ['Hijri Date', 110],
          ['Description', 180],
          right('Amount', 450),
          right('Balance', 550),
        ]),
        // "21/08/1445" (110-160) is centred left of the "Date" word (140-160): under its column still.
        makeLine(1, 112, [
          ['02/03/2024', 50],
          ['21/08/1445', 110],
          ['STC PAY TOPUP', 180],
          right('-860.90', 450),
          right('1,139.10', 550),
        ]),
        makeLine(1, 124, [
          ['03/03/2024', 50],
          ['22/08/1445', 110],
          ['MAINTENANCE FEE 12/2023', 180],
          right('-15.58', 450),
          right('1,123.52', 550),
        ]),
      ],
      'DMY',
    );
    expect(summary(a)).toEqual([
      [
        ['STC PAY TOPUP', -86090, 113910],
        ['MAINTENANCE FEE 12/2023', -1558, 112352],
      ],
    ]);
    expect(a.accounts[0]!.transactions.map((t) => t.date)).toEqual([
      { day: 2, month: 3, year: 2024 },
      { day: 3, month: 3, year: 2024 },
    ]);
  });
});

describe('a code column under inferred columns', () => {
  const lines = [
    makeLine(1, 100, [
      ['27.02.2025', 40],
      ['DD', 110],
      ['POS Gaji', 150],
      right('19.877,00', 400),
      right('1.568.876,00', 550),
    ]),
    makeLine(1, 112, [
      ['27.02.2025', 40],
      ['CHG', 110],
      ['IBG Bensin 73354262', 150],
      right('13.877,00', 400),
      right('1.588.753,00', 550),
    ]),
    makeLine(1, 124, [
      ['25.02.2025', 40],
      ['SAL', 110],
      ['CR DD Listrik', 150],
      right('62.288,00', 470),
      right('1.602.630,00', 550),
    ]),
  ];

  it('finds short codes in a cell of their own after the date, and leaves them out of the description', () => {
    const rows = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { order: 'DMY', fallback: layout });
    expect(a.accounts[0]!.transactions.map((t) => t.description)).toEqual([
      'POS Gaji',
      'IBG Bensin 73354262',
      'CR DD Listrik',
    ]);
  });

  it('finds none where the description starts right after the date ("CR ATM", one space apart)', () => {
    const plain = lines.map((l) =>
      makeLine(l.page, l.y, [
        [
          l.words
            .slice(0, 3)
            .map((w) => w.text)
            .join(' '),
          40,
        ],
        right(l.words[l.words.length - 2]!.text, 400),
        right(l.words[l.words.length - 1]!.text, 550),
      ]),
    );
    const rows = linesToRows(plain, 'DMY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { order: 'DMY', fallback: layout });
    expect(a.accounts[0]!.transactions.map((t) => t.description)).toEqual([
      'DD POS',
      'CHG IBG',
      'SAL CR',
    ]);
  });
});

describe('an opening balance at the end of a newest-first list', () => {
  it('repeating the summary opening, opens no second account', () => {
    const a = assemble([
      makeLine(1, 80, [['Opening balance', 50], right('1,000.00', 300)]),
      makeLine(1, 92, [['Closing balance', 50], right('1,150.00', 300)]),
      makeLine(1, 110, [['Date', 50], ['Description', 110], right('Amount', 550)]),
      makeLine(1, 122, [['03/20 PAYROLL', 50], right('200.00', 550)]),
      makeLine(1, 134, [['03/02 RENT', 50], right('-50.00', 550)]),
      makeLine(1, 146, [['Opening balance', 110], right('1,000.00', 550)]),
    ]);
    expect(a.accounts).toHaveLength(1);
    expect(a.accounts[0]!.opening?.cents).toBe(100000);
    expect(summary(a)).toEqual([
      [
        ['PAYROLL', 20000, null],
        ['RENT', -5000, null],
      ],
    ]);
  });
});

describe('a reference column last in the header', () => {
  const header = makeLine(1, 100, [
    ['Date', 40],
    ['Description', 100],
    right('Debit', 330),
    right('Credit', 400),
    right('Balance', 480),
    ['Reference', 500],
  ]);

  it("ends the table: a page footer on a row's baseline beyond it is no part of the description", () => {
    const a = assemble([
      header,
      makeLine(1, 112, [
        ['01/02', 40],
        ['GROCERY STORE', 100],
        right('12.50', 330),
        right('987.50', 480),
        ['R100', 500],
      ]),
      makeLine(1, 124, [
        ['01/03', 40],
        ['SALARY', 100],
        right('500.00', 400),
        right('1,487.50', 480),
        ['R101', 500],
        ['Page 1 / 1', 680],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['GROCERY STORE', -1250, 98750],
        ['SALARY', 50000, 148750],
      ],
    ]);
    expect(a.accounts[0]!.transactions.map((t) => t.reference)).toEqual(['R100', 'R101']);
  });

  it('takes the reference of an undated row whose amounts are whole numbers (loose amounts)', () => {
    const lines = [
      header,
      makeLine(1, 112, [
        ['01/02', 40],
        ['GROCERY STORE', 100],
        right('1.250', 330),
        right('0', 400),
        right('98.750', 480),
        ['R100', 500],
      ]),
      makeLine(1, 124, [
        ['BAKERY', 100],
        right('750', 330),
        right('0', 400),
        right('98.000', 480),
        ['R101', 500],
      ]),
    ];
    const assembly = assembleTransactions(
      linesToRows(lines, 'DMY', DEFAULT_SETTINGS),
      DEFAULT_SETTINGS,
      {
        order: 'DMY',
        looseAmounts: true,
      },
    );
    expect(
      assembly.accounts[0]!.transactions.map((t) => [t.description, t.cents, t.reference]),
    ).toEqual([
      ['GROCERY STORE', -125000, 'R100'],
      ['BAKERY', -75000, 'R101'],
    ]);
  });
});

describe('an opening balance on the page after a newest-first list', () => {
  const header = (page: number, number = '12345678') => [
    makeLine(page, 40, [[`Account number ${number}`, 300]]),
    makeLine(page, 110, [
      ['Date', 50],
      ['Description', 110],
      right('Debit', 400),
      right('Credit', 470),
      right('Balance', 550),
    ]),
  ];
  /** Two rows newest first; on page 2 (under `number`) the balance before the oldest, then the net move. */
  const read = (number: string) =>
    assembleTransactions(
      linesToRows(
        [
          ...header(1),
          makeLine(1, 122, [['03/20 PAYROLL', 50], right('200.00', 470), right('1,150.00', 550)]),
          makeLine(1, 134, [['03/02 RENT', 50], right('50.00', 400), right('950.00', 550)]),
          ...header(2, number),
          makeLine(2, 122, [['Opening balance', 110], right('1,000.00', 550)]),
          makeLine(2, 134, [['Net movement', 110], right('150.00', 470)]),
        ],
        'MDY',
        DEFAULT_SETTINGS,
      ),
      DEFAULT_SETTINGS,
      { sumLines: true },
    );

  it('under the account’s own number repeated in the page header, is its opening', () => {
    const a = read('12345678');
    expect(
      a.accounts.map((x) => [
        x.accountNumber,
        x.opening?.cents ?? null,
        x.transactions.map((t) => t.cents),
        x.totals.map((t) => t.amounts[0]!.cents),
      ]),
    ).toEqual([['12345678', 100000, [20000, -5000], [15000]]]);
  });

  it('under another account’s number, opens that account', () => {
    const a = read('87654321');
    expect(a.accounts.map((x) => [x.accountNumber, x.opening?.cents ?? null])).toEqual([
      ['12345678', null],
      ['87654321', 100000],
    ]);
  });
});

describe('a footer on the last row’s baseline', () => {
  it('stays out of the description when it starts just past a wide reference title', () => {
    // "Reference" (500-545) is wider than its values (500-530); the footer starts 3 pt past the title's
    // end, a cell gap (10 pt) clear of the reference value.
    const row = (y: number, d: string, text: string, amount: string, bal: string, ref: string) =>
      makeLine(1, y, [[d, 40], [text, 100], right(amount, 400), right(bal, 480), [ref, 500]]);
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 40],
        ['Text', 100],
        right('Amount', 400),
        right('Balance', 480),
        ['Reference', 500],
      ]),
      row(112, '03/01', 'SHOP', '-12.50', '987.50', 'R700100'),
      makeLine(1, 124, [
        ['03/02', 40],
        ['CAFE', 100],
        right('-7.50', 400),
        right('980.00', 480),
        ['R700107', 500],
        ['Page 1 of 2', 548],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['SHOP', -1250, 98750],
        ['CAFE', -750, 98000],
      ],
    ]);
  });
});
