import { describe, expect, it } from 'vitest';
import { inferLayout } from '../detectColumns.ts';
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions, sameAccountNumber } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { foldTrailingSummary } from './accounts.ts';
import { accountDraft, draftTxn } from '../testing/drafts.ts';
import { assemble, summary } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';

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

  it('keeps reading when the account number wraps under a row the reading takes no money from', () => {
    // "754.1": one decimal, no money to the first reading, so that dated line reads as prose and the
    // table pauses; the line under it, between two dated lines, is its wrapped description.
    const a = assemble([
      makeLine(1, 80, [['Account number 11223344', 50]]),
      header(1, 100),
      makeLine(1, 112, [
        ['01/15 DIRECT DEBIT', 50],
        ['50.00', 350],
        ['950.00', 510],
      ]),
      makeLine(1, 124, [
        ['01/16 CR ATM SALARY', 50],
        ['754.1', 430],
        ['1,704.10', 510],
      ]),
      makeLine(1, 136, [['ACCOUNT 123456789', 110]]),
      makeLine(1, 148, [
        ['01/17 PAYROLL', 50],
        ['500.00', 430],
        ['2,204.10', 510],
      ]),
    ]);
    expect(a.accounts.map((x) => x.accountNumber)).toEqual(['11223344']);
    expect(summary(a)[0]!.map((r) => r[0])).toEqual(['DIRECT DEBIT', 'PAYROLL']);
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

  it('reads no account number from the row that starts a table whose header was not read', () => {
    const rows = [
      makeLine(1, 80, [['Account number 11112222', 50]]),
      // Description first and the date last (no header read): the first row starts the table.
      makeLine(1, 112, [
        ['CR TRANSFER ACCOUNT 871586936', 50],
        ['700.00', 350],
        ['300.00', 430],
        ['01/15/2024', 480],
      ]),
      makeLine(1, 124, [
        ['RENT', 50],
        ['100.00', 350],
        ['200.00', 430],
        ['01/16/2024', 480],
      ]),
      makeLine(1, 136, [
        ['FEE', 50],
        ['10.00', 350],
        ['190.00', 430],
        ['01/17/2024', 480],
      ]),
    ];
    const parsed = linesToRows(rows, 'MDY', DEFAULT_SETTINGS);
    const a = assembleTransactions(parsed, DEFAULT_SETTINGS, {
      fallback: inferLayout(parsed, DEFAULT_SETTINGS),
    });
    expect(a.accounts.map((x) => [x.accountNumber, x.transactions.length])).toEqual([
      ['11112222', 3],
    ]);
  });

  it('reads no account number from an undated row that resumes the table after a page break', () => {
    // One date per day: the next page starts with an undated row whose description holds a number.
    const a = assemble([
      makeLine(1, 80, [['Account number 11112222', 50]]),
      header(1, 100),
      makeLine(1, 112, [
        ['01/15 RENT', 50],
        ['700.00', 350],
        ['300.00', 510],
      ]),
      makeLine(2, 112, [
        ['FEE ACCOUNT 871586936', 110],
        ['10.00', 350],
        ['290.00', 510],
      ]),
      makeLine(2, 124, [
        ['01/16 REFUND', 50],
        ['25.00', 430],
        ['315.00', 510],
      ]),
    ]);
    expect(a.accounts.map((x) => x.accountNumber)).toEqual(['11112222']);
    expect(summary(a)).toEqual([
      [
        ['RENT', -70000, 30000],
        ['FEE ACCOUNT 871586936', -1000, 29000],
        ['REFUND', 2500, 31500],
      ],
    ]);
  });

  it('still starts a new account at an undated line with money before any row was dated', () => {
    // No date known yet: the line does not resume a table, so its number is read.
    const a = assemble([
      makeLine(1, 80, [['Account number 11112222', 50]]),
      header(1, 100),
      makeLine(1, 112, [
        ['01/15 RENT', 50],
        ['700.00', 350],
        ['300.00', 510],
      ]),
      makeLine(1, 160, [['Account number 33334444', 50]]),
      header(1, 180),
      makeLine(1, 192, [
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

  it('matches a number read without its lone last digit (a check digit printed apart)', () => {
    expect(sameAccountNumber('170-008386-1', '170 008 386')).toBe(true);
    expect(sameAccountNumber('170 008 386', '170-008386-12')).toBe(false);
    expect(sameAccountNumber('170-008386-1', '270 008 386')).toBe(false);
  });
});

describe('foldTrailingSummary, a stage after the walk', () => {
  const rows = [draftTxn({ cents: -500 }), draftTxn({ cents: 2000 })];

  it('gives the balances of a summary printed after the rows to the account above, as a new draft', () => {
    const above = accountDraft({ accountNumber: '12345678', transactions: rows });
    const tail = accountDraft({
      accountNumber: '****5678',
      opening: { cents: 10000, source: 'label' },
      closing: { cents: 11500, source: 'label' },
    });
    const walked = [above, tail];
    expect(foldTrailingSummary(walked, DEFAULT_SETTINGS)).toEqual([
      accountDraft({
        accountNumber: '12345678',
        transactions: rows,
        opening: { cents: 10000, source: 'label' },
        closing: { cents: 11500, source: 'label' },
      }),
    ]);
    // The walk's drafts are left as they were read.
    expect(walked).toEqual([above, tail]);
    expect(above.opening).toBeNull();
  });

  it('keeps a summary of another account, and a closing the account above printed beside its own label', () => {
    const above = accountDraft({
      accountNumber: '12345678',
      transactions: rows,
      closing: { cents: 11500, source: 'label' },
    });
    const other = accountDraft({
      accountNumber: '99990000',
      opening: { cents: 5, source: 'label' },
    });
    expect(foldTrailingSummary([above, other], DEFAULT_SETTINGS)).toEqual([above, other]);
    const tail = accountDraft({
      opening: { cents: 10000, source: 'label' },
      closing: { cents: 99, source: 'forward' },
    });
    expect(foldTrailingSummary([above, tail], DEFAULT_SETTINGS)).toEqual([
      { ...above, opening: { cents: 10000, source: 'label' } },
    ]);
  });
});

describe('page furniture', () => {
  const header = (page: number) =>
    makeLine(page, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Withdrawals', 350],
      ['Deposits', 430],
      ['Balance', 510],
    ]);
  // A footer on every page whose figure falls under the Withdrawals column.
  const footer = (page: number) =>
    makeLine(page, 780, [
      [`Page ${page}`, 200],
      ['9.90', 380],
    ]);

  it('is no table row, even with a figure under a money column once a date is known', () => {
    const a = assemble([
      header(1),
      makeLine(1, 112, [
        ['01/15 GROCER', 50],
        ['50.00', 375],
        ['950.00', 510],
      ]),
      footer(1),
      makeLine(2, 60, [
        ['PHARMACY', 110],
        ['10.00', 375],
        ['940.00', 510],
      ]),
      footer(2),
    ]);
    expect(summary(a)).toEqual([
      [
        ['GROCER', -5000, 95000],
        ['PHARMACY', -1000, 94000],
      ],
    ]);
  });

  it('is only what every page repeats: a row repeated on two pages of six is still read', () => {
    const lines = [header(1)];
    let balance = 100000;
    const want: [string, number, number][] = [];
    for (let page = 1; page <= 6; page++) {
      balance -= 1000;
      want.push(['GROCER', -1000, balance]);
      lines.push(
        makeLine(page, 112, [
          [`01/1${page} GROCER`, 50],
          ['10.00', 375],
          [(balance / 100).toFixed(2), 510],
        ]),
      );
      if (page <= 2) {
        balance -= 100;
        want.push(['FEE', -100, balance]);
        lines.push(
          makeLine(page, 124, [
            ['FEE', 110],
            ['1.00', 380],
            [(balance / 100).toFixed(2), 510],
          ]),
        );
      }
    }
    expect(summary(assemble(lines))).toEqual([want]);
  });

  it('is no row dated in a date column right of the money: two pages print it at the same height', () => {
    // Description first, the date last: each page's second row prints the same words (digits aside)
    // at the same height, as a footer would.
    const header2 = (page: number) =>
      makeLine(page, 100, [
        ['Description', 50],
        ['Amount', 330],
        ['Balance', 410],
        ['Date', 480],
      ]);
    const row = (
      page: number,
      y: number,
      text: string,
      amount: string,
      balance: string,
      date: string,
    ) =>
      makeLine(page, y, [
        [text, 50],
        [amount, 335],
        [balance, 410],
        [date, 480],
      ]);
    const a = assemble([
      header2(1),
      row(1, 112, 'RENT', '-70.00', '930.00', '01/14/24'),
      row(1, 124, 'POWER 1111', '-10.00', '920.00', '01/15/24'),
      header2(2),
      row(2, 112, 'REFUND', '25.00', '945.00', '01/20/24'),
      row(2, 124, 'POWER 2222', '-12.00', '933.00', '01/21/24'),
    ]);
    expect(summary(a)).toEqual([
      [
        ['RENT', -7000, 93000],
        ['POWER 1111', -1000, 92000],
        ['REFUND', 2500, 94500],
        ['POWER 2222', -1200, 93300],
      ],
    ]);
  });
});

describe('two account numbers in one heading block', () => {
  const table = [
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Withdrawals', 350],
      ['Deposits', 430],
      ['Balance', 510],
    ]),
    makeLine(1, 112, [
      ['01/15 DIRECT DEBIT', 50],
      ['50.00', 350],
      ['950.00', 510],
    ]),
  ];
  // Right-aligned at x 555: the account's number, and on the line under it a linked account's.
  const field = (y: number, text: string) => makeLine(1, y, [[text, 555 - 5 * text.length]]);

  it('gives the account the first, the line under it naming another account, and notes that one', () => {
    const a = assemble([
      field(50, 'Account number 11223344'),
      field(62, 'Linked account 55667788'),
      ...table,
    ]);
    expect(a.accounts[0]!.accountNumber).toBe('11223344');
    expect(a.accounts[0]!.numberBeside).toEqual(['55667788']);
  });

  it('takes the latest where the numbers stand apart (a summary listing accounts)', () => {
    const a = assemble([
      field(50, 'Account number 11223344'),
      field(80, 'Linked account 55667788'),
      ...table,
    ]);
    expect(a.accounts[0]!.accountNumber).toBe('55667788');
    expect(a.accounts[0]!.numberBeside).toBeUndefined();
  });
});
