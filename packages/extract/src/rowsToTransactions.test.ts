import { describe, expect, it } from 'vitest';
import { inferLayout } from './detectColumns.ts';
import { linesToRows } from './linesToRows.ts';
import { assembleTransactions, sameAccountNumber } from './rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';

function assemble(lines: Line[], order: 'MDY' | 'DMY' = 'MDY', liability = false) {
  return assembleTransactions(linesToRows(lines, order, DEFAULT_SETTINGS), DEFAULT_SETTINGS, {
    liability,
  });
}

function summary(a: ReturnType<typeof assemble>) {
  return a.accounts.map((acc) => acc.transactions.map((t) => [t.description, t.cents, t.balance]));
}

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
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'debit', 'credit', 'balance']);
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

describe('account boundaries come from structure', () => {
  const header = (page: number, y: number) =>
    makeLine(page, y, [
      ['Date', 50],
      ['Description', 110],
      ['Withdrawals', 350],
      ['Deposits', 430],
      ['Balance', 510],
    ]);

  it('keeps reading when a wrapped description holds an account number', () => {
    const a = assemble([
      makeLine(1, 80, [['Account number 11223344', 50]]),
      header(1, 100),
      makeLine(1, 112, [
        ['01/15 DIRECT DEBIT', 50],
        ['50.00', 350],
        ['950.00', 510],
      ]),
      makeLine(1, 124, [['ACCOUNT 123456789 PAD 654321', 110]]),
      makeLine(1, 136, [
        ['01/16 PAYROLL', 50],
        ['500.00', 430],
        ['1,450.00', 510],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['DIRECT DEBIT ACCOUNT 123456789 PAD 654321', -5000, 95000],
        ['PAYROLL', 50000, 145000],
      ],
    ]);
  });

  it('keeps one account when a later page prints its number masked, without a repeated header', () => {
    const a = assemble([
      makeLine(1, 80, [['Account number 12-3456-7890', 50]]),
      header(1, 100),
      makeLine(1, 112, [
        ['01/15 RENT', 50],
        ['700.00', 350],
        ['300.00', 510],
      ]),
      makeLine(2, 80, [['Account number XXXX-XX-7890', 50]]),
      makeLine(2, 112, [
        ['01/20 REFUND', 50],
        ['25.00', 430],
        ['325.00', 510],
      ]),
    ]);
    expect(a.accounts.map((x) => x.accountNumber)).toEqual(['12-3456-7890']);
    expect(summary(a)).toEqual([
      [
        ['RENT', -70000, 30000],
        ['REFUND', 2500, 32500],
      ],
    ]);
  });

  it('still starts a new account at a different number outside the table', () => {
    const a = assemble([
      makeLine(1, 80, [['Account number 11112222', 50]]),
      header(1, 100),
      makeLine(1, 112, [
        ['01/15 RENT', 50],
        ['700.00', 350],
        ['300.00', 510],
      ]),
      makeLine(1, 200, [['Account number 33334444', 50]]),
      header(1, 220),
      makeLine(1, 232, [
        ['01/20 REFUND', 50],
        ['25.00', 430],
        ['325.00', 510],
      ]),
    ]);
    expect(a.accounts.map((x) => x.accountNumber)).toEqual(['11112222', '33334444']);
  });
});

describe('sameAccountNumber', () => {
  it('matches printings of one number, masked or grouped, and no other number', () => {
    expect(sameAccountNumber('****6789', '12-345-6789')).toBe(true);
    expect(sameAccountNumber('4400 1234 5678 9012', 'XXXX XXXX XXXX 9012')).toBe(true);
    expect(sameAccountNumber('GB29 NWBK 6016 1331 9268 19', 'GB29NWBK60161331926819')).toBe(true);
    expect(sameAccountNumber('11112222', '33334444')).toBe(false);
    expect(sameAccountNumber('XXXX1234', 'XXXX5678')).toBe(false);
    expect(sameAccountNumber('12', '9912')).toBe(false);
  });
});

describe('a row is judged as a whole, not by one stray word', () => {
  const header = makeLine(1, 100, [
    ['Date', 50],
    ['Description', 110],
    ['Debit', 330],
    ['Credit', 400],
    ['Balance', 470],
  ]);

  it('keeps rows with an overdrawn mark after the balance, a time right of the table, or a footer on the baseline', () => {
    const a = assemble([
      header,
      makeLine(1, 112, [
        ['01/15 CARD PURCHASE', 50],
        ['80.00', 330],
        ['20.00', 470],
        ['D', 500],
      ]),
      makeLine(1, 124, [
        ['01/16 SALARY', 50],
        ['500.00', 400],
        ['520.00', 470],
        ['14:32', 560],
      ]),
      makeLine(1, 136, [
        ['01/17 FEE', 50],
        ['5.00', 330],
        ['515.00', 470],
        ['Page 1 of 2', 600],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['CARD PURCHASE', -8000, -2000],
        ['SALARY', 50000, 52000],
        ['FEE', -500, 51500],
      ],
    ]);
  });

  it('still leaves out prose that runs through the money columns', () => {
    const a = assemble([
      header,
      makeLine(1, 112, [
        ['01/15 CARD PURCHASE', 50],
        ['80.00', 330],
        ['20.00', 470],
      ]),
      makeLine(1, 124, [
        ['Interest rates may change; see our leaflet for the current rates on balances', 110],
      ]),
    ]);
    expect(summary(a)).toEqual([[['CARD PURCHASE', -8000, 2000]]]);
  });
});

describe('a summary above the table ends no table', () => {
  it('keeps the inferred columns past a total and a closing balance printed before any row', () => {
    const lines = [
      makeLine(1, 60, [
        ['Closing balance', 50],
        ['1,150.00', 470],
      ]),
      makeLine(1, 72, [
        ['Total deposits', 50],
        ['500.00', 470],
      ]),
      makeLine(1, 90, [
        ['Posted', 50],
        ['Detail', 110],
        ['Activity', 330],
        ['Running', 470],
      ]),
      makeLine(1, 102, [
        ['01/15 PAYROLL', 50],
        ['500.00', 330],
        ['1,500.00', 470],
      ]),
      makeLine(1, 114, [
        ['01/16 RENT', 50],
        ['(350.00)', 330],
        ['1,150.00', 470],
      ]),
      makeLine(1, 126, [
        ['01/17 GROCER', 50],
        ['(12.00)', 330],
        ['1,138.00', 470],
      ]),
    ];
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS);
    expect(layout).not.toBeNull();
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(summary(a)).toEqual([
      [
        ['PAYROLL', 50000, 150000],
        ['RENT', -35000, 115000],
        ['GROCER', -1200, 113800],
      ],
    ]);
  });
});

describe('columns right of the balance', () => {
  it('reads a description column printed last and leaves out an unknown column before it', () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Debits', 150],
        ['Credits', 220],
        ['Balance', 300],
        ['Originating Branch', 360],
        ['Remarks', 470],
      ]),
      makeLine(1, 112, [
        ['03/03', 50],
        ['-', 160],
        ['66.00', 225],
        ['518.00', 300],
        ['E-CHANNELS', 360],
        ['SALARY ACME NIGERIA LIMITED', 470],
      ]),
      makeLine(1, 124, [
        ['03/04', 50],
        ['21.00', 155],
        ['-', 230],
        ['497.00', 300],
        ['E-CHANNELS', 360],
        ['POS PURCHASE', 470],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['SALARY ACME NIGERIA LIMITED', 6600, 51800],
        ['POS PURCHASE', -2100, 49700],
      ],
    ]);
  });
});

describe('undated rows', () => {
  it('resume the table after a page break, carrying the last date', () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Debit', 330],
        ['Credit', 400],
        ['Balance', 470],
      ]),
      makeLine(1, 112, [
        ['01/15 RENT', 50],
        ['700.00', 330],
        ['300.00', 470],
      ]),
      makeLine(1, 124, [
        ['GROCER', 110],
        ['20.00', 330],
        ['280.00', 470],
      ]),
      makeLine(2, 40, [
        ['CAFE', 110],
        ['5.00', 330],
        ['275.00', 470],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['RENT', -70000, 30000],
        ['GROCER', -2000, 28000],
        ['CAFE', -500, 27500],
      ],
    ]);
    expect(a.accounts[0]!.transactions.map((t) => t.date)).toEqual([
      { year: null, month: 1, day: 15 },
      { year: null, month: 1, day: 15 },
      { year: null, month: 1, day: 15 },
    ]);
  });
});

describe('two "balance as of" lines', () => {
  it('take the earlier date as the opening and the later as the closing, whatever their order', () => {
    const a = assemble([
      makeLine(1, 60, [
        ['Balance as of 03/31/24', 50],
        ['1,150.00', 470],
      ]),
      makeLine(1, 72, [
        ['Balance as of 02/29/24', 50],
        ['1,000.00', 470],
      ]),
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Debit', 330],
        ['Credit', 400],
        ['Balance', 470],
      ]),
      makeLine(1, 112, [
        ['03/15 PAYROLL', 50],
        ['150.00', 400],
        ['1,150.00', 470],
      ]),
    ]);
    expect(a.accounts[0]!.opening).toEqual({ cents: 100000, source: 'label' });
    expect(a.accounts[0]!.closing).toEqual({ cents: 115000, source: 'label' });
  });
});
