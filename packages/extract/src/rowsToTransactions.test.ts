import { describe, expect, it } from 'vitest';
import { inferLayout } from './detectColumns.ts';
import { linesToRows } from './linesToRows.ts';
import { assembleTransactions } from './rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { assemble, summary } from './testing/assemble.ts';
import { makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';

describe('assembleTransactions', () => {
  it('joins wrapped lines below the amount line (amount first)', () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Withdrawals', 350],
        ['Deposits', 430],
        ['Balance', 510],
      ]),
      makeLine(1, 112, [
        ['Balance forward', 110],
        ['1,000.00', 510],
      ]),
      makeLine(1, 124, [
        ['01/15 PAYROLL ACME', 50],
        ['500.00', 430],
        ['1,500.00', 510],
      ]),
      makeLine(1, 136, [['CORP ID 1234', 110]]),
      makeLine(1, 148, [
        ['01/16 RENT', 50],
        ['700.00', 350],
        ['800.00', 510],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['PAYROLL ACME CORP ID 1234', 50000, 150000],
        ['RENT', -70000, 80000],
      ],
    ]);
    expect(a.accounts[0]!.opening).toEqual({ cents: 100000, source: 'forward' });
  });

  it('joins wrapped lines above the amount line and carries the date down (amount last)', () => {
    const a = assemble(
      [
        makeLine(1, 100, [
          ['Date', 50],
          ['Payment type and details', 110],
          ['Paid out', 350],
          ['Paid in', 430],
          ['Balance', 510],
        ]),
        makeLine(1, 112, [['10 Dec 22 BP My Vqzue CVV', 50]]),
        makeLine(1, 124, [
          ['Jze Nov22 1343842', 110],
          ['78.68', 360],
        ]),
        makeLine(1, 136, [['ATM VSMW ZLRQBSV', 110]]),
        makeLine(1, 148, [
          ['BP WQSNOZJDQ@14:04', 110],
          ['30.00', 360],
          ['1,206.93', 510],
        ]),
        makeLine(1, 160, [
          ['12 Dec 22 CR WBIV MS', 50],
          ['418.40', 440],
          ['1,625.33', 510],
        ]),
      ],
      'DMY',
    );
    expect(summary(a)).toEqual([
      [
        ['BP My Vqzue CVV Jze Nov22 1343842', -7868, null],
        ['ATM VSMW ZLRQBSV BP WQSNOZJDQ@14:04', -3000, 120693],
        ['CR WBIV MS', 41840, 162533],
      ],
    ]);
    expect(a.accounts[0]!.transactions[1]!.date).toEqual({ year: 2022, month: 12, day: 10 });
  });

  it('signs a single amount column from the section heading and skips totals', () => {
    const a = assemble([
      makeLine(1, 90, [['DEPOSITS AND ADDITIONS', 50]]),
      makeLine(1, 100, [
        ['DATE', 50],
        ['DESCRIPTION', 110],
        ['AMOUNT', 500],
      ]),
      makeLine(1, 112, [
        ['01/15 PAYROLL', 50],
        ['684.18', 500],
      ]),
      makeLine(1, 124, [
        ['Total Deposits and Additions', 50],
        ['$684.18', 495],
      ]),
      makeLine(1, 140, [['ELECTRONIC WITHDRAWALS', 50]]),
      makeLine(1, 150, [
        ['DATE', 50],
        ['DESCRIPTION', 110],
        ['AMOUNT', 500],
      ]),
      makeLine(1, 162, [
        ['01/19 TRANSFER', 50],
        ['250.00', 500],
      ]),
      makeLine(1, 174, [
        ['Total Electronic Withdrawals', 50],
        ['$250.00', 495],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['PAYROLL', 68418, null],
        ['TRANSFER', -25000, null],
      ],
    ]);
    expect(a.accounts[0]!.transactions.map((t) => t.section)).toEqual(['deposits', 'electronic']);
  });

  it('reads card statements: plain amounts are purchases, CR marks a payment', () => {
    const a = assemble(
      [
        makeLine(1, 100, [
          ['Date', 50],
          ['Details', 110],
          ['Amount', 500],
        ]),
        makeLine(1, 112, [
          ['10 Dec 21 SHOP', 50],
          ['3.38', 500],
        ]),
        makeLine(1, 124, [
          ['04 Jan 22 PAYMENT RECEIVED', 50],
          ['612.19CR', 490],
        ]),
      ],
      'DMY',
      true,
    );
    expect(summary(a)).toEqual([
      [
        ['SHOP', -338, null],
        ['PAYMENT RECEIVED', 61219, null],
      ],
    ]);
  });

  it('starts a new account at a second opening balance after transactions', () => {
    const a = assemble([
      makeLine(1, 90, [['Account Number: 1111', 50]]),
      makeLine(1, 95, [
        ['Beginning Balance', 50],
        ['100.00', 500],
      ]),
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 500],
      ]),
      makeLine(1, 112, [
        ['01/15 A', 50],
        ['-10.00', 500],
      ]),
      makeLine(1, 130, [['Account Number: 2222', 50]]),
      makeLine(1, 135, [
        ['Beginning Balance', 50],
        ['50.00', 500],
      ]),
      makeLine(1, 140, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 500],
      ]),
      makeLine(1, 152, [
        ['01/16 B', 50],
        ['5.00', 500],
      ]),
    ]);
    expect(
      a.accounts.map((x) => [x.accountNumber, x.opening?.cents, x.transactions.length]),
    ).toEqual([
      ['1111', 10000, 1],
      ['2222', 5000, 1],
    ]);
  });

  it('leaves marketing text and side-by-side daily balances out', () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 430],
        ['Balance', 510],
      ]),
      makeLine(1, 112, [
        ['01/15 COFFEE', 50],
        ['-4.50', 430],
        ['95.50', 510],
      ]),
      makeLine(1, 124, [
        ['Refer a friend and you both receive 150.00 when they open an account', 110],
        ['1,000.00', 430],
      ]),
      makeLine(1, 140, [
        ['Ending balance', 50],
        ['95.50', 510],
      ]),
      makeLine(1, 160, [
        ['01/15', 50],
        ['95.50', 200],
        ['01/16', 300],
        ['95.50', 430],
      ]),
    ]);
    expect(summary(a)).toEqual([[['COFFEE', -450, 9550]]]);
    expect(a.accounts[0]!.closing).toEqual({ cents: 9550, source: 'label' });
  });
});

describe('assembleTransactions with an inferred layout', () => {
  it('reads a table whose header words are unknown from the geometry of its rows', () => {
    const lines = [
      makeLine(1, 90, [
        ['Opening balance', 50],
        ['100.00', 510],
      ]),
      makeLine(1, 100, [
        ['When', 50],
        ['What', 110],
        ['Minus', 350],
        ['Plus', 430],
        ['Left', 510],
      ]),
      makeLine(1, 112, [
        ['01/15 COFFEE', 50],
        ['4.50', 355],
        ['95.50', 510],
      ]),
      makeLine(1, 124, [
        ['01/16 SALARY', 50],
        ['100.00', 435],
        ['195.50', 510],
      ]),
      makeLine(1, 136, [
        ['01/17 RENT', 50],
        ['90.00', 350],
        ['105.50', 510],
      ]),
    ];
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    expect(assembleTransactions(rows, DEFAULT_SETTINGS).accounts[0]!.transactions).toEqual([]);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'debit',
      'credit',
      'balance',
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(summary(a)).toEqual([
      [
        ['COFFEE', -450, 9550],
        ['SALARY', 10000, 19550],
        ['RENT', -9000, 10550],
      ],
    ]);
  });
});

describe('assembleTransactions (summary lines)', () => {
  it('reads an opening and a closing balance printed on one line', () => {
    const a = assemble([
      makeLine(1, 90, [
        ['Opening Balance', 50],
        ['$2,500.75', 150],
        ['Closing Balance', 250],
        ['$2,496.25', 350],
      ]),
      makeLine(1, 100, [
        ['DATE', 50],
        ['DESCRIPTION', 110],
        ['AMOUNT', 430],
        ['BALANCE', 510],
      ]),
      makeLine(1, 112, [
        ['04/02 COFFEE', 50],
        ['-4.50', 430],
        ['2,496.25', 510],
      ]),
    ]);
    expect([a.accounts[0]!.opening, a.accounts[0]!.closing]).toEqual([
      { cents: 250075, source: 'label' },
      { cents: 249625, source: 'label' },
    ]);
  });
});

describe('assembleTransactions (checking and card in one PDF)', () => {
  it('reads each account type from its own summary', () => {
    const a = assemble([
      makeLine(1, 90, [['Account number: 246813579', 50]]),
      makeLine(1, 95, [
        ['Beginning balance', 50],
        ['100.00', 500],
      ]),
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 500],
      ]),
      makeLine(1, 112, [
        ['11/02 GROCER', 50],
        ['-10.00', 500],
      ]),
      makeLine(1, 130, [['Card number: 5412751234567890', 50]]),
      makeLine(1, 135, [
        ['Previous balance', 50],
        ['50.00', 500],
      ]),
      makeLine(1, 140, [
        ['Credit limit', 50],
        ['8,000.00', 500],
      ]),
      makeLine(1, 150, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 500],
      ]),
      makeLine(1, 162, [
        ['11/03 SHOP', 50],
        ['20.00', 500],
      ]),
    ]);
    expect(a.accounts.map((x) => [x.liability, x.transactions.map((t) => t.cents)])).toEqual([
      [false, [-1000]],
      [true, [-2000]],
    ]);
  });
});

describe('a row line at the height of a line of another page', () => {
  /** A page: the header, a dated lead line without money, its money on the next line, one more row. */
  const page = (p: number, lead: string, money: string, balance: string, next: string): Line[] => [
    makeLine(p, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Withdrawals', 350],
      ['Deposits', 430],
      ['Balance', 510],
    ]),
    makeLine(p, 112, [[lead, 50]]),
    makeLine(p, 122, [
      ['NOTE 93686919', 110],
      [money, 350],
      [balance, 510],
    ]),
    makeLine(p, 134, [
      [next, 50],
      ['1.00', 350],
    ]),
  ];

  it('is a row, not page furniture, where its balance is the running balance moved by its amount', () => {
    const a = assemble([
      makeLine(1, 80, [
        ['Opening balance', 110],
        ['1,000.00', 510],
      ]),
      ...page(1, '01/04 SHOP', '13.88', '986.12', '01/05 FEE'),
      ...page(2, '01/06 CAFE', '26.80', '958.32', '01/07 FEE'),
    ]);
    expect(summary(a)[0]!.map(([d, c]) => [d, c])).toEqual([
      ['SHOP NOTE 93686919', -1388],
      ['FEE', -100],
      ['CAFE NOTE 93686919', -2680],
      ['FEE', -100],
    ]);
  });
});
