import { describe, expect, it } from 'vitest';
import { inferLayout } from '../detectColumns.ts';
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { assemble, summary } from '../testing/assemble.ts';
import { accountDraft, draftTxn } from '../testing/drafts.ts';
import { settleBalanceAts } from './balanceLabels.ts';
import { LEDGER_HEADER, makeLine } from '../testing/lines.ts';
import type { TableLayout } from '../types.ts';

describe('two label and figure pairs on one line', () => {
  it("give each balance label the first figure after it, not the other label's", () => {
    const a = assemble([
      makeLine(1, 60, [
        ['Opening Balance', 50],
        ['1,000.00 CR', 200],
        ['Total Debits', 300],
        ['50.00', 470],
      ]),
      makeLine(1, 72, [
        ['Closing Balance', 50],
        ['1,150.00 CR', 200],
        ['Total Credits', 300],
        ['200.00', 470],
      ]),
      LEDGER_HEADER,
      makeLine(1, 112, [
        ['03/15 PAYROLL', 50],
        ['200.00', 400],
        ['1,200.00', 470],
      ]),
      makeLine(1, 124, [
        ['03/16 SHOP', 50],
        ['50.00', 330],
        ['1,150.00', 470],
      ]),
    ]);
    expect(a.accounts[0]!.opening).toEqual({ cents: 100000, source: 'label' });
    expect(a.accounts[0]!.closing).toEqual({ cents: 115000, source: 'label' });
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
      LEDGER_HEADER,
      makeLine(1, 112, [
        ['03/15 PAYROLL', 50],
        ['150.00', 400],
        ['1,150.00', 470],
      ]),
    ]);
    expect(a.accounts[0]!.opening).toEqual({ cents: 100000, source: 'label' });
    expect(a.accounts[0]!.closing).toEqual({ cents: 115000, source: 'label' });
  });

  it('undated, after an opening with another figure above the rows: the closing, listed last', () => {
    const a = assemble([
      makeLine(1, 60, [
        ['Opening Balance', 50],
        ['1,000.00', 200],
      ]),
      makeLine(1, 72, [
        ['Balance as of cut-off', 50],
        ['1,150.00', 200],
      ]),
      LEDGER_HEADER,
      makeLine(1, 112, [
        ['03/15 PAYROLL', 50],
        ['200.00', 400],
      ]),
      makeLine(1, 124, [
        ['03/16 SHOP', 50],
        ['50.00', 330],
      ]),
    ]);
    expect(a.accounts[0]!.opening).toEqual({ cents: 100000, source: 'label' });
    expect(a.accounts[0]!.closing).toEqual({ cents: 115000, source: 'label' });
    expect(a.accounts[0]!.checkpoints).toEqual([]);
  });

  it('at either end of a newest-first list: the later date is the closing one, printed above', () => {
    const a = assemble([
      LEDGER_HEADER,
      makeLine(1, 112, [
        ['Balance as of 03/31/24', 110],
        ['1,150.00', 470],
      ]),
      makeLine(1, 124, [
        ['03/15 PAYROLL', 50],
        ['150.00', 400],
        ['1,150.00', 470],
      ]),
      makeLine(1, 136, [
        ['Balance as of 02/29/24', 110],
        ['1,000.00', 470],
      ]),
    ]);
    expect(a.accounts[0]!.opening).toEqual({ cents: 100000, source: 'label' });
    expect(a.accounts[0]!.closing).toEqual({ cents: 115000, source: 'label' });
  });
});

describe('settleBalanceAts, a stage after the walk', () => {
  it("makes a lone account's earliest dated balance its opening and the latest its closing", () => {
    const only = accountDraft({ transactions: [draftTxn({ cents: 150 })] });
    const at = [
      { when: 20240331, cents: 1150 },
      { when: 20240229, cents: 1000 },
      { when: 20240315, cents: 1075 },
    ];
    expect(settleBalanceAts([only], at)).toEqual([
      {
        ...only,
        opening: { cents: 1000, source: 'label' },
        closing: { cents: 1150, source: 'label' },
      },
    ]);
    expect(only.opening).toBeNull();
  });

  it('leaves several accounts, or a single dated balance, as they are', () => {
    const a = accountDraft({ accountNumber: '1111' });
    const b = accountDraft({ accountNumber: '2222' });
    const at = [
      { when: 20240229, cents: 1000 },
      { when: 20240331, cents: 1150 },
    ];
    expect(settleBalanceAts([a, b], at)).toEqual([a, b]);
    expect(settleBalanceAts([a], at.slice(0, 1))).toEqual([a]);
  });
});

describe('an opening balance printed again after the rows', () => {
  it('repeats the account’s own opening in a newest-first list: no second account', () => {
    const header = makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 430],
    ]);
    const a = assemble([
      makeLine(1, 60, [
        ['Opening balance', 50],
        ['100.00', 250],
      ]),
      header,
      makeLine(1, 112, [
        ['03/05/2024 SHOP', 50],
        ['-5.00', 430],
      ]),
      makeLine(1, 124, [
        ['03/02/2024 CAFE', 50],
        ['-3.00', 430],
      ]),
      makeLine(1, 136, [
        ['Opening balance', 110],
        ['100.00', 430],
      ]),
      // A subtotal under the list carries the last date on: it stays with the same account.
      makeLine(1, 148, [
        ['Zorp', 110],
        ['-8.00', 430],
      ]),
    ]);
    expect(a.accounts.map((x) => [x.opening?.cents, x.transactions.length])).toEqual([[10000, 3]]);
  });
});

describe('a summary box of whole figures under its labels', () => {
  it('gives the balances in the reading that takes numbers without decimals as money', () => {
    const lines = [
      makeLine(1, 60, [
        ['Opening balance', 50],
        ['Closing balance', 250],
      ]),
      makeLine(1, 72, [
        ['1,245', 50],
        ['1,300', 250],
      ]),
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 430],
        ['Balance', 510],
      ]),
      makeLine(1, 112, [
        ['03/05/2024 SALARY', 50],
        ['55', 430],
        ['1,300', 510],
      ]),
    ];
    const a = assembleTransactions(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {
      looseAmounts: true,
    });
    expect(a.accounts.map((x) => [x.opening, x.closing])).toEqual([
      [
        { cents: 124500, source: 'label' },
        { cents: 130000, source: 'label' },
      ],
    ]);
  });
  const lines = (again: string, number: boolean) => [
    makeLine(1, 60, [
      ['Opening balance', 50],
      ['1,000.00', 400],
    ]),
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 400],
    ]),
    makeLine(1, 112, [
      ['03/15 PAYROLL', 50],
      ['150.00', 400],
    ]),
    ...(number ? [makeLine(1, 124, [['Account number 12345678', 50]])] : []),
    makeLine(1, 136, [
      ['Opening balance', 110],
      [again, 400],
    ]),
    makeLine(1, 148, [
      ['03/16 RENT', 50],
      ['-50.00', 400],
    ]),
  ];

  it('repeating the account opening (under a newest-first list) starts no new account', () => {
    const a = assemble(lines('1,000.00', false));
    expect(a.accounts.map((x) => [x.opening?.cents, x.transactions.map((t) => t.cents)])).toEqual([
      [100000, [15000, -5000]],
    ]);
  });

  it('with another figure, or under a new account number, starts the next account', () => {
    for (const [again, number] of [
      ['900.00', false],
      ['1,000.00', true],
    ] as const) {
      const a = assemble(lines(again, number));
      expect(a.accounts.filter((x) => x.transactions.length > 0)).toHaveLength(2);
    }
  });
});

describe('an opening balance printed under rows, with no opening read before', () => {
  const lines = (opening: string) => [
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 330],
      ['Balance', 470],
    ]),
    makeLine(1, 112, [
      ['03/05/2024 SHOP', 50],
      ['-5.00', 330],
      ['92.00', 470],
    ]),
    makeLine(1, 124, [
      ['03/02/2024 CAFE', 50],
      ['-3.00', 330],
      ['97.00', 470],
    ]),
    makeLine(1, 136, [
      ['Opening balance', 110],
      [opening, 470],
    ]),
    // A line under the list with a figure in the amount column (a subtotal, read here as a row).
    makeLine(1, 148, [
      ['Zorp', 110],
      ['-8.00', 330],
    ]),
  ];

  it('is the balance before the last row read (a newest-first list): the same account', () => {
    const a = assemble(lines('100.00'));
    expect(a.accounts.map((x) => [x.opening, x.transactions.length])).toEqual([
      [{ cents: 10000, source: 'label' }, 3],
    ]);
  });

  it('either way round: a card whose balance owed moves against the amounts', () => {
    const a = assemble(lines('94.00'));
    expect(a.accounts.map((x) => [x.opening?.cents ?? null, x.transactions.length])).toEqual([
      [9400, 3],
    ]);
  });

  it('with any other figure starts the next account', () => {
    const a = assemble(lines('50.00'));
    expect(a.accounts.map((x) => [x.opening?.cents ?? null, x.transactions.length])).toEqual([
      [null, 2],
      [5000, 1],
    ]);
  });
});

describe('a balance label line whose figure stands under a header cell no known column names', () => {
  const lines = (closing: [string, number][]) => [
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Debit', 330],
      ['Credit', 400],
      ['Ledger', 470],
    ]),
    makeLine(1, 112, [
      ['Balance brought forward', 110],
      ['100.00', 470],
    ]),
    makeLine(1, 124, [
      ['03/01 RENT', 50],
      ['10.00', 330],
      ['90.00', 470],
    ]),
    makeLine(1, 136, [
      ['03/02 PAY', 50],
      ['4.00', 400],
      ['94.00', 470],
    ]),
    makeLine(1, 148, closing),
  ];

  it('is a balance line, not a wrapped description of the row above', () => {
    const a = assemble(
      lines([
        ['New balance', 110],
        ['94.00', 470],
      ]),
    ).accounts[0]!;
    expect(a.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['RENT', -1000],
      ['PAY', 400],
    ]);
    expect(a.opening).toEqual({ cents: 10000, source: 'forward' });
    expect(a.closing).toEqual({ cents: 9400, source: 'label' });
  });

  it('read in its cell, whole, with a footer on the same baseline', () => {
    const whole = lines([
      ['New balance', 110],
      ['94', 480],
      ['Page 2 of 2', 540],
    ]).map((l) => ({
      ...l,
      words: l.words.map((w) => ({ ...w, text: w.text.replace(/\.00$/, '') })),
    }));
    const a = assembleTransactions(linesToRows(whole, 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {
      looseAmounts: true,
    }).accounts[0]!;
    expect(a.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['RENT', -1000],
      ['PAY', 400],
    ]);
    expect(a.closing).toEqual({ cents: 9400, source: 'label' });
  });

  it('with its figure inside the description column, stays the row’s wrapped description', () => {
    const a = assemble(lines([['New balance 94.00', 110]])).accounts[0]!;
    expect(a.transactions.map((t) => t.description)).toEqual(['RENT', 'PAY New balance 94.00']);
    expect(a.closing).toBeNull();
  });
});

describe('an opening label under a newest-first list whose rows print no balance', () => {
  const lines = (opening: string) => [
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 400],
    ]),
    makeLine(1, 112, [
      ['Closing balance', 110],
      ['120.00', 400],
    ]),
    makeLine(1, 124, [
      ['03/20 PAY', 50],
      ['30.00', 400],
    ]),
    makeLine(1, 136, [
      ['03/10 RENT', 50],
      ['-10.00', 400],
    ]),
    makeLine(1, 148, [
      ['Opening balance', 110],
      [opening, 400],
    ]),
    // The period's turnover under the balances.
    makeLine(1, 160, [
      ['Zorp', 110],
      ['20.00', 400],
    ]),
  ];

  it('is the account’s own when it is the closing less every row, and ends the table', () => {
    const a = assemble(lines('100.00'));
    expect(summary(a)).toEqual([
      [
        ['PAY', 3000, null],
        ['RENT', -1000, null],
      ],
    ]);
    expect(a.accounts[0]!.opening).toEqual({ cents: 10000, source: 'label' });
    expect(a.accounts[0]!.closing).toEqual({ cents: 12000, source: 'label' });
  });

  it('with any other figure starts the next account', () => {
    const a = assemble(lines('90.00'));
    expect(a.accounts.length).toBe(2);
    expect(a.accounts[1]!.opening).toEqual({ cents: 9000, source: 'label' });
  });
});

describe('a balance printed whole before its label', () => {
  const read = (first: string) =>
    assembleTransactions(
      linesToRows(
        [
          makeLine(1, 60, [
            [first, 50],
            ['Opening balance', 120],
          ]),
          makeLine(1, 100, [
            ['Date', 50],
            ['Description', 110],
            ['Amount', 400],
            ['Balance', 470],
          ]),
          makeLine(1, 112, [
            ['03/01 RENT', 50],
            ['-10', 400],
            ['1,990', 470],
          ]),
        ],
        'MDY',
        DEFAULT_SETTINGS,
      ),
      DEFAULT_SETTINGS,
      { looseAmounts: true },
    ).accounts[0]!;

  it('is the labelled balance, in the reading of numbers with 0 to 2 decimals', () => {
    expect(read('2,000').opening).toEqual({ cents: 200000, source: 'label' });
  });

  it('only as a cell of its own: a number run into the label is none', () => {
    expect(read('Ref 2,000').opening).toBeNull();
  });
});

describe('a balance carried forward between pages', () => {
  const header = (page: number, y: number) =>
    makeLine(page, y, [
      ['Date', 50],
      ['Description', 110],
      ['Debit', 330],
      ['Credit', 400],
      ['Balance', 470],
    ]);
  // Page 1 ends with "Balance C/F", page 2 opens with "Balance B/F" and carries more rows.
  const pages = [
    header(1, 100),
    makeLine(1, 112, [
      ['03/02 GROCER', 50],
      ['100.00', 330],
      ['900.00', 470],
    ]),
    makeLine(1, 124, [
      ['Balance C/F', 110],
      ['900.00', 470],
    ]),
    header(2, 100),
    makeLine(2, 112, [
      ['Balance B/F', 110],
      ['900.00', 470],
    ]),
    makeLine(2, 124, [
      ['03/20 PAYROLL', 50],
      ['250.00', 400],
      ['1,150.00', 470],
    ]),
  ];

  it('is no closing when rows of the account follow it: the summary above the rows keeps its closing', () => {
    const a = assemble([
      makeLine(1, 60, [
        ['Opening balance', 50],
        ['1,000.00', 470],
      ]),
      makeLine(1, 72, [
        ['Balance carried forward', 50],
        ['1,150.00', 470],
      ]),
      ...pages,
    ]);
    expect(a.accounts).toHaveLength(1);
    expect(a.accounts[0]!.closing).toEqual({ cents: 115000, source: 'forward' });
    // Still a running balance to check the rows against.
    expect(a.accounts[0]!.checkpoints.map((c) => [c.after, c.cents])).toContainEqual([1, 90000]);
  });

  it('leaves no closing without a summary (the last running balance stands in later)', () => {
    const a = assemble([
      makeLine(1, 60, [
        ['Opening balance', 50],
        ['1,000.00', 470],
      ]),
      ...pages,
    ]);
    expect(a.accounts[0]!.closing).toBeNull();
  });

  it('is the closing when it follows the last row', () => {
    const a = assemble([
      ...pages,
      makeLine(2, 136, [
        ['Balance C/F', 110],
        ['1,150.00', 470],
      ]),
    ]);
    expect(a.accounts[0]!.closing).toEqual({ cents: 115000, source: 'forward' });
  });
});

describe('a balance label line printing its own whole figure, over a row', () => {
  // No header, newest first, whole numbers, the date column last: the closing balance printed on the
  // line above the newest row, whose description holds a number under the label.
  const row = (y: number, text: string, amount: string, balance: string, date: string) =>
    makeLine(1, y, [
      [text, 50],
      [amount, 350 - amount.length * 5],
      [balance, 450 - balance.length * 5],
      [date, 480],
    ]);
  const lines = [
    makeLine(1, 112, [
      ['Closing balance', 50],
      ['1,300', 425],
    ]),
    row(124, 'SALARY 4.731,03', '55', '1,300', '03/05/2024'),
    row(136, 'RENT', '-20', '1,245', '03/04/2024'),
    row(148, 'SHOP', '-15', '1,265', '03/03/2024'),
    row(160, 'CAFE', '-5', '1,280', '03/02/2024'),
  ];

  it('is a balance line, not a summary box whose figures are the row under it', () => {
    // The columns as inferred from the rows' geometry.
    const fallback: TableLayout = {
      page: 1,
      y: 124,
      columns: [
        { role: 'description', x0: 50, x1: 90, label: '' },
        { role: 'amount', x0: 330, x1: 350, label: '' },
        { role: 'balance', x0: 425, x1: 450, label: '' },
        { role: 'date', x0: 480, x1: 530, label: '' },
      ],
      ignore: false,
      left: 50,
      dateRight: 530,
      amountLeft: 330,
      hasNumberColumns: false,
      inferred: true,
    };
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { looseAmounts: true, fallback });
    expect(
      a.accounts.map((x) => [x.closing, x.transactions.map((t) => [t.description, t.balance])]),
    ).toEqual([
      [
        { cents: 130000, source: 'label' },
        [
          ['SALARY 4.731,03', 130000],
          ['RENT', 124500],
          ['SHOP', 126500],
          ['CAFE', 128000],
        ],
      ],
    ]);
  });
});

describe('an opening balance printed left of the money columns, above the table', () => {
  // A summary above a table whose columns were inferred: the opening balance, then a line with an
  // unknown label and a figure, both left of the money columns.
  const lines = [
    // Both figures end just left of the first money column (within a column's slack of it).
    makeLine(1, 60, [
      ['Opening balance', 50],
      ['100.00', 260],
    ]),
    makeLine(1, 72, [
      ['Qwerty zorp', 50],
      ['86.00', 265],
    ]),
    ...[
      ['03/01/2024 SHOP', '10.00', '90.00'],
      ['03/02/2024 FEE', '1.00', '89.00'],
      ['03/03/2024 CAFE', '3.00', '86.00'],
    ].map(([text, amount, balance], i) =>
      makeLine(1, 112 + 12 * i, [
        [text!, 50],
        [amount!, 300],
        [balance!, 400],
      ]),
    ),
  ];

  it('starts no table: the line after it is no row', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, {
      fallback: inferLayout(rows, DEFAULT_SETTINGS),
    });
    // Unsigned amounts: the running balances sign them after the walk (settleWithBalances).
    expect(
      a.accounts.map((x) => [
        x.opening?.cents,
        x.transactions.map((t) => [t.description, t.balance]),
      ]),
    ).toEqual([
      [
        10000,
        [
          ['SHOP', 9000],
          ['FEE', 8900],
          ['CAFE', 8600],
        ],
      ],
    ]);
  });
});

describe('a whole figure printed before its label, standing in an inferred money column', () => {
  // No decimals printed: the summary's figures stand under the inferred amount column, their labels
  // to their right ("2,919,298   New balance").
  const lines = [
    makeLine(1, 60, [
      ['2,595,000', 100],
      ['Previous balance', 160],
    ]),
    makeLine(1, 72, [
      ['2,919,298', 100],
      ['New balance', 160],
    ]),
    makeLine(1, 112, [
      ['01 Jul 25', 36],
      ['7,725-', 116],
      ['DD TAXI', 152],
      ['2,587,275', 442],
    ]),
    makeLine(1, 124, [
      ['02 Jul 25', 36],
      ['332,023', 116],
      ['IN SALARY', 152],
      ['2,919,298', 442],
    ]),
  ];

  it('is the closing balance, read around the figure', () => {
    const rows = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    const fallback: TableLayout = {
      page: 1,
      y: 112,
      columns: [
        { role: 'date', x0: 36, x1: 68, label: '' },
        { role: 'amount', x0: 100, x1: 144, label: '' },
        { role: 'description', x0: 152, x1: 264, label: '' },
        { role: 'balance', x0: 442, x1: 478, label: '' },
      ],
      ignore: false,
      left: 36,
      dateRight: 68,
      amountLeft: 100,
      hasNumberColumns: false,
      inferred: true,
    };
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, {
      order: 'DMY',
      looseAmounts: true,
      fallback,
    });
    expect(a.accounts.map((x) => [x.opening, x.closing, x.transactions.length])).toEqual([
      [{ cents: 259500000, source: 'label' }, { cents: 291929800, source: 'label' }, 2],
    ]);
  });
});

describe('an opening printed under the amounts of an inferred table, above it', () => {
  // A summary above a table read from its rows' geometry: figures before their labels, standing
  // under the amount column; the second label is no word the engine knows.
  const lines = [
    makeLine(1, 60, [
      ['2 697,72', 100],
      ['Ingaende saldo', 160],
    ]),
    makeLine(1, 72, [
      ['2 710,72', 100],
      ['Zorp qwerty', 160],
    ]),
    makeLine(1, 112, [
      ['01.11.2025', 36],
      ['-7,00', 115],
      ['SHOP', 160],
      ['2 690,72', 430],
    ]),
    makeLine(1, 124, [
      ['02.11.2025', 36],
      ['20,00', 115],
      ['SALARY', 160],
      ['2 710,72', 430],
    ]),
  ];
  const fallback: TableLayout = {
    page: 1,
    y: 112,
    columns: [
      { role: 'date', x0: 36, x1: 86, label: '' },
      { role: 'amount', x0: 100, x1: 140, label: '' },
      { role: 'description', x0: 160, x1: 200, label: '' },
      { role: 'balance', x0: 430, x1: 470, label: '' },
    ],
    ignore: false,
    left: 36,
    dateRight: 86,
    amountLeft: 100,
    hasNumberColumns: false,
    inferred: true,
  };

  it('starts no table: the summary line after it is no row', () => {
    const rows = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { order: 'DMY', fallback });
    expect(
      a.accounts.map((x) => [x.opening, x.transactions.map((t) => [t.description, t.cents])]),
    ).toEqual([
      [
        { cents: 269772, source: 'label' },
        [
          ['SHOP', -700],
          ['SALARY', 2000],
        ],
      ],
    ]);
  });
});

describe('an opening and a closing printed on one line', () => {
  /** One account's page: its number, "Opening ... Closing ..." on one line, a header and one row. */
  function page(p: number, number: string, open: string, close: string, row: [string, string]) {
    return [
      makeLine(p, 80, [[`Account number ${number}`, 50]]),
      makeLine(p, 92, [
        ['Opening balance', 50],
        [open, 180],
        ['Closing balance', 260],
        [close, 400],
      ]),
      makeLine(p, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Debit', 330],
        ['Credit', 400],
      ]),
      makeLine(p, 122, [
        [row[0], 50],
        [row[1], 400],
      ]),
    ];
  }

  it("give the next account its closing when the opening starts it after the first one's rows", () => {
    const a = assemble([
      ...page(1, '11112222', '100.00', '150.00', ['01/15 REFUND', '50.00']),
      ...page(2, '33334444', '1,000.00', '1,025.00', ['01/20 REFUND', '25.00']),
    ]);
    expect(
      a.accounts.map((x) => [x.accountNumber, x.opening?.cents, x.closing?.cents ?? null]),
    ).toEqual([
      ['11112222', 10000, 15000],
      ['33334444', 100000, 102500],
    ]);
  });
});
