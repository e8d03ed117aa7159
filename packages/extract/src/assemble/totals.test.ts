import { describe, expect, it } from 'vitest';
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LEDGER_HEADER, ledgerRow, makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';

/** A day-by-day listing: each day's turnover (out, in) and closing balance on undated lines. */
const lines = [
  makeLine(1, 100, [
    ['Date', 50],
    ['Description', 110],
    ['Debit', 350],
    ['Credit', 450],
  ]),
  makeLine(1, 112, [
    ['Sold anterior', 110],
    ['100.00', 450],
  ]),
  makeLine(1, 124, [
    ['03/03 FEE', 50],
    ['10.00', 350],
  ]),
  makeLine(1, 136, [
    ['03/03 DEPOSIT', 50],
    ['5.00', 450],
  ]),
  makeLine(1, 148, [
    ['DAY TURNOVER', 110],
    ['10.00', 350],
    ['5.00', 450],
  ]),
  makeLine(1, 160, [
    ['DAY CLOSING', 110],
    ['95.00', 450],
  ]),
  makeLine(1, 172, [
    ['03/04 ATM', 50],
    ['20.00', 350],
  ]),
  makeLine(1, 184, [
    ['DAY TURNOVER', 110],
    ['20.00', 350],
    ['0.00', 450],
  ]),
  makeLine(1, 196, [
    ['ACCOUNT TURNOVER', 110],
    ['30.00', 350],
    ['5.00', 450],
  ]),
];

describe('turnover lines', () => {
  it("are totals of the day's rows or of all rows, not transactions (sum-line reading)", () => {
    const a = assembleTransactions(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {
      sumLines: true,
    });
    const acct = a.accounts[0]!;
    expect(acct.opening).toEqual({ cents: 10000, source: 'label' });
    expect(acct.transactions.map((t) => t.cents)).toEqual([-1000, 500, -2000]);
    // The opening line inside the table is a printed balance too.
    expect(acct.checkpoints).toEqual([
      { after: 0, cents: 10000, page: 1 },
      { after: 2, cents: 9500, page: 1 },
    ]);
    // The account's turnover (all rows) is no row either; its group is empty, so it is not recorded.
    expect(acct.totals.map((t) => [t.from, t.to, t.amounts.map((x) => x.cents)])).toEqual([
      [0, 2, [1000, 500]],
      [2, 3, [2000, 0]],
    ]);
  });

  it('stay rows when their figures are not the rows above', () => {
    const changed = [
      ...lines.slice(0, 4),
      makeLine(1, 148, [
        ['DAY TURNOVER', 110],
        ['11.00', 350],
        ['5.00', 450],
      ]),
    ];
    const a = assembleTransactions(
      linesToRows(changed, 'MDY', DEFAULT_SETTINGS),
      DEFAULT_SETTINGS,
      { sumLines: true },
    );
    expect(a.accounts[0]!.transactions.map((t) => t.cents)).toEqual([-1000, 500, -600]);
  });
});

describe('a net subtotal line', () => {
  /** An amount column: the rows' net movement printed on an undated line below them, however worded. */
  const table = (net: string) => [
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 350],
      ['Balance', 450],
    ]),
    makeLine(1, 112, [
      ['03/03 FEE', 50],
      ['-10.00', 350],
      ['90.00', 450],
    ]),
    makeLine(1, 124, [
      ['03/03 DEPOSIT', 50],
      ['25.00', 350],
      ['115.00', 450],
    ]),
    makeLine(1, 136, [
      ['03/04 ATM', 50],
      ['-20.00', 350],
      ['95.00', 450],
    ]),
    makeLine(1, 148, [
      ['SECTION SUM', 110],
      [net, 350],
    ]),
  ];
  const read = (net: string) =>
    assembleTransactions(linesToRows(table(net), 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {
      sumLines: true,
    }).accounts[0]!;

  it('is a printed total of the rows above it (its sign printed or not), not a transaction', () => {
    for (const net of ['-5.00', '5.00']) {
      const acct = read(net);
      expect(acct.transactions.map((t) => t.cents)).toEqual([-1000, 2500, -2000]);
      expect(acct.totals.map((t) => [t.from, t.to, t.amounts.map((x) => x.cents)])).toEqual([
        [0, 3, [500]],
      ]);
    }
  });

  it('stays a row when its figure is no sum of the rows above', () => {
    expect(read('-6.00').transactions.map((t) => t.cents)).toEqual([-1000, 2500, -2000, -600]);
  });
});

describe('a balance line printed as a table row, whatever its words', () => {
  const header = makeLine(1, 100, [
    ['Date', 50],
    ['Description', 110],
    ['Amount', 350],
  ]);
  const read = (lines: ReturnType<typeof makeLine>[]) =>
    assembleTransactions(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {
      sumLines: true,
    }).accounts[0]!;

  it('under the header before any row is a brought-forward balance, checked further down', () => {
    const acct = read([
      header,
      makeLine(1, 112, [
        ['ZZ QQ', 110],
        ['100.00', 350],
      ]),
      makeLine(1, 124, [
        ['03/03 FEE', 50],
        ['-10.00', 350],
      ]),
      makeLine(1, 136, [
        ['03/04 DEPOSIT', 50],
        ['25.00', 350],
      ]),
      makeLine(1, 148, [
        ['YY', 110],
        ['115.00', 350],
      ]),
    ]);
    expect(acct.transactions.map((t) => t.cents)).toEqual([-1000, 2500]);
    expect(acct.checkpoints).toEqual([
      { after: 0, cents: 10000, page: 1 },
      { after: 2, cents: 11500, page: 1 },
    ]);
  });

  it('under the header before any row is a balance line too when a labelled opening is printed above', () => {
    // A newest-first table printing its closing above the newest row: a checkpoint, which the reading
    // listed newest first turns into the balance after the last row.
    const acct = read([
      makeLine(1, 80, [
        ['Opening balance', 50],
        ['100.00', 350],
      ]),
      header,
      makeLine(1, 112, [
        ['ZZ QQ', 110],
        ['115.00', 350],
      ]),
      makeLine(1, 124, [
        ['03/04 DEPOSIT', 50],
        ['25.00', 350],
      ]),
      makeLine(1, 136, [
        ['03/03 FEE', 50],
        ['-10.00', 350],
      ]),
    ]);
    expect(acct.opening).toEqual({ cents: 10000, source: 'label' });
    expect(acct.transactions.map((t) => t.cents)).toEqual([2500, -1000]);
    expect(acct.checkpoints).toEqual([{ after: 0, cents: 11500, page: 1 }]);
  });

  it('at the end of a newest-first table is the opening when the closing less the rows is its figure', () => {
    const lines = (previous: string) => [
      header,
      makeLine(1, 112, [
        ['Closing balance', 110],
        ['115.00', 350],
      ]),
      makeLine(1, 124, [
        ['03/04 DEPOSIT', 50],
        ['25.00', 350],
      ]),
      makeLine(1, 136, [
        ['03/03 FEE', 50],
        ['-10.00', 350],
      ]),
      makeLine(1, 148, [
        ['ZZ QQ', 110],
        [previous, 350],
      ]),
    ];
    const acct = read(lines('100.00'));
    expect(acct.transactions.map((t) => t.cents)).toEqual([2500, -1000]);
    expect(acct.opening).toEqual({ cents: 10000, source: 'forward' });
    expect(acct.closing).toEqual({ cents: 11500, source: 'label' });
    // A figure the arithmetic does not explain stays a row.
    const other = read(lines('90.00'));
    expect(other.transactions.map((t) => t.cents)).toEqual([2500, -1000, 9000]);
    expect(other.opening).toBeNull();
  });

  it('at the end of a newest-first table is the opening on either side of the balance (money owed)', () => {
    // A card's closing (135.00 owed) read where the walk holds money: its purchases (-25.00, -10.00)
    // take the owed 100.00 up to it, so the closing plus the rows is the opening printed last.
    const lines = (previous: string) => [
      header,
      makeLine(1, 112, [
        ['Closing balance', 110],
        ['135.00', 350],
      ]),
      makeLine(1, 124, [
        ['03/04 SHOP', 50],
        ['-25.00', 350],
      ]),
      makeLine(1, 136, [
        ['03/03 CAFE', 50],
        ['-10.00', 350],
      ]),
      makeLine(1, 148, [
        ['ZZ QQ', 110],
        [previous, 350],
      ]),
    ];
    const acct = read(lines('100.00'));
    expect(acct.transactions.map((t) => t.cents)).toEqual([-2500, -1000]);
    expect(acct.opening).toEqual({ cents: 10000, source: 'forward' });
    expect(acct.closing).toEqual({ cents: 13500, source: 'label' });
    // Neither the closing less the rows nor the closing plus them: a row.
    const other = read(lines('120.00'));
    expect(other.transactions.map((t) => t.cents)).toEqual([-2500, -1000, 12000]);
    expect(other.opening).toBeNull();
  });
});

describe('a line printing the rows’ sum among its words, under the last row', () => {
  it('is a printed total, not the last row’s wrapped description (any reading)', () => {
    const table = [
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 350],
        ['Balance', 450],
      ]),
      makeLine(1, 112, [
        ['03/03 FEE', 50],
        ['-10.00', 350],
        ['90.00', 450],
      ]),
      makeLine(1, 124, [
        ['03/04 SHOP', 50],
        ['-20.00', 350],
        ['70.00', 450],
      ]),
      makeLine(1, 136, [
        ['03/05 CAFE', 50],
        ['-15.00', 350],
        ['55.00', 450],
      ]),
    ];
    const under = (text: string) => [...table, makeLine(1, 148, [[text, 110]])];
    const read = (text: string) =>
      assembleTransactions(linesToRows(under(text), 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS)
        .accounts[0]!;
    const total = read('3 zorps zorping 45.00');
    expect(total.transactions.map((t) => t.description)).toEqual(['FEE', 'SHOP', 'CAFE']);
    expect(total.totals.map((t) => [t.label, t.from, t.to])).toEqual([
      ['3 zorps zorping 45.00', 0, 3],
    ]);
    // Another figure is the last row's text.
    const text = read('REF 44.00');
    expect(text.transactions.map((t) => t.description)).toEqual(['FEE', 'SHOP', 'CAFE REF 44.00']);
    expect(text.totals).toEqual([]);
  });
});

describe('a balance carried to the next page and brought from the last, whatever its words', () => {
  const header = (page: number, y: number) =>
    makeLine(page, y, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 350],
    ]);
  const lines = (carried: string) => [
    makeLine(1, 80, [
      ['Opening balance', 50],
      ['100.00', 350],
    ]),
    header(1, 100),
    makeLine(1, 112, [
      ['03/03 FEE', 50],
      ['-10.00', 350],
    ]),
    makeLine(1, 124, [
      ['03/04 DEPOSIT', 50],
      ['25.00', 350],
    ]),
    makeLine(1, 136, [
      ['ZZ QQ', 110],
      [carried, 350],
    ]),
    header(2, 100),
    makeLine(2, 112, [
      ['YY', 110],
      [carried, 350],
    ]),
    makeLine(2, 124, [
      ['03/05 ATM', 50],
      ['-5.00', 350],
    ]),
  ];
  const read = (carried: string) =>
    assembleTransactions(linesToRows(lines(carried), 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {})
      .accounts[0]!;

  it('is no row where its figure is the balance the rows have reached: a running balance to check', () => {
    const acct = read('115.00');
    expect(acct.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['FEE', -1000],
      ['DEPOSIT', 2500],
      ['ATM', -500],
    ]);
    expect(acct.checkpoints).toEqual([
      { after: 2, cents: 11500, page: 1 },
      { after: 2, cents: 11500, page: 2 },
    ]);
  });

  it('stays a row where its figure is not that balance', () => {
    const acct = read('115.50');
    expect(acct.transactions.map((t) => t.cents)).toEqual([-1000, 2500, 11550, 11550, -500]);
    expect(acct.checkpoints).toEqual([]);
  });
});

describe('a closing under the rows, where neither balance has words the engine knows', () => {
  const lines = (closing: string) => [
    makeLine(1, 80, [
      ['Zorp qux / Blorp', 50],
      ['1 000.50', 420],
    ]),
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Debit', 350],
      ['Credit', 450],
    ]),
    makeLine(1, 112, [
      ['03/03 FEE', 50],
      ['10.00', 350],
    ]),
    makeLine(1, 124, [
      ['03/04 DEPOSIT', 50],
      ['2 025.00', 450],
    ]),
    makeLine(1, 136, [
      ['QQ / ZZ', 110],
      [closing, 450],
    ]),
  ];
  const read = (closing: string) =>
    assembleTransactions(linesToRows(lines(closing), 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {})
      .accounts[0]!;

  it('is no row where the figure labelled above the rows is carried by every row to its own', () => {
    const acct = read('3 015.50');
    expect(acct.opening).toBeNull();
    expect(acct.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['FEE', -1000],
      ['DEPOSIT', 202500],
    ]);
    // The labelled figure so proven is the balance before the first row too (a carried-forward line
    // further down checks against it: seed 921026).
    expect(acct.checkpoints).toEqual([
      { after: 0, cents: 100050, page: 1 },
      { after: 2, cents: 301550, page: 1 },
    ]);
  });

  it('stays a row where the rows do not carry that figure to its own', () => {
    const acct = read('3 015.60');
    expect(acct.transactions.map((t) => t.cents)).toEqual([-1000, 202500, 301560]);
    expect(acct.checkpoints).toEqual([]);
  });

  it('stays a row under a list going back in time: there the figure above is the closing', () => {
    // Newest first, 3,015.50 owed before the rows less their 2,015.00 is the 1,000.50 printed above: the
    // same sum fits money owed, so it proves no balance.
    const [label, header, , , closing] = lines('3 015.50');
    const back = [
      makeLine(1, 112, [
        ['03/04 FEE', 50],
        ['10.00', 350],
      ]),
      makeLine(1, 124, [
        ['03/03 DEPOSIT', 50],
        ['2 025.00', 450],
      ]),
    ];
    const acct = assembleTransactions(
      linesToRows([label!, header!, ...back, closing!], 'MDY', DEFAULT_SETTINGS),
      DEFAULT_SETTINGS,
      {},
    ).accounts[0]!;
    expect(acct.transactions.map((t) => t.cents)).toEqual([-1000, 202500, 301550]);
    expect(acct.checkpoints).toEqual([]);
  });

  it('takes no figure labelled under the rows for the opening (money out is carried to money in)', () => {
    // Money out 10.00 moved by the rows' 2,015.00 is money in, 2,025.00: a figure labelled under the
    // rows (the total out, in the words) is no opening, so the total in is a total, not a balance.
    const rows = lines('3 015.50').slice(1, 4);
    const totals = [
      makeLine(1, 136, [['QQ debits 10.00', 110]]),
      makeLine(1, 148, [
        ['QQ credits', 110],
        ['2 025.00', 450],
      ]),
    ];
    const acct = assembleTransactions(
      linesToRows([...rows, ...totals], 'MDY', DEFAULT_SETTINGS),
      DEFAULT_SETTINGS,
      { sumLines: true },
    ).accounts[0]!;
    expect(acct.transactions.map((t) => t.cents)).toEqual([-1000, 202500]);
    expect(acct.checkpoints).toEqual([]);
    expect(acct.opening).toBeNull();
    expect(acct.totals.map((t) => t.amounts.map((a) => a.cents))).toEqual([[1000], [202500]]);
  });
});

describe('a line opening with a total word atop a page the table runs on to, without a header', () => {
  const table = [
    LEDGER_HEADER,
    ledgerRow(112, '03/02 GROCER', '100.00', '900.00'),
    ledgerRow(124, '03/03 CAFE', '25.00', '875.00'),
  ];
  const page2 = (text: string, debit: string, balance: string) =>
    makeLine(2, 100, [
      [text, 110],
      [debit, 330],
      [balance, 470],
    ]);
  const next = makeLine(2, 112, [
    ['03/04 ATM', 50],
    ['20.00', 330],
    ['840.00', 470],
  ]);
  const read = (lines: Line[]) =>
    assembleTransactions(
      linesToRows(lines, 'MDY', DEFAULT_SETTINGS),
      DEFAULT_SETTINGS,
      {},
    ).accounts[0]!.transactions.map((t) => [t.description, t.cents]);

  it('is a row where its amount moves the running balance to the one it prints', () => {
    expect(read([...table, page2('TOTAL 4711', '15.00', '860.00'), next])).toEqual([
      ['GROCER', -10000],
      ['CAFE', -2500],
      ['TOTAL 4711', -1500],
      ['ATM', -2000],
    ]);
  });

  it('is a total, and ends the table, where it does not', () => {
    expect(read([...table, page2('TOTAL', '125.00', '875.00'), next])).toEqual([
      ['GROCER', -10000],
      ['CAFE', -2500],
    ]);
  });
});

describe('a card’s closing under the rows, marked DR on the side the rows reach', () => {
  // Owed 100.00; a purchase of 20.00 (DR) and a payment of 150.00 leave the holder 30.00 in credit,
  // printed "30.00 DR" where the statement marks every figure below zero DR (seed 940176).
  const lines = (closing: string) => [
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 350],
    ]),
    makeLine(1, 112, [
      ['QQ ZZ', 110],
      ['100.00', 350],
    ]),
    makeLine(1, 124, [
      ['03/03 SHOP', 50],
      ['20.00 DR', 350],
    ]),
    makeLine(1, 136, [
      ['03/04 PAYMENT', 50],
      ['150.00', 350],
    ]),
    makeLine(1, 148, [
      ['YY', 110],
      [closing, 350],
    ]),
  ];
  const read = (closing: string) =>
    assembleTransactions(linesToRows(lines(closing), 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {
      liability: true,
      sumLines: true,
      cardSigns: 'holder',
    }).accounts[0]!;

  it('is no row where the rows reach its figure read below zero: a balance, kept with its other side', () => {
    const acct = read('30.00 DR');
    expect(acct.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['SHOP', -2000],
      ['PAYMENT', 15000],
    ]);
    expect(acct.checkpoints).toEqual([
      { after: 0, cents: 10000, page: 1 },
      { after: 2, cents: -3000, page: 1, other: 3000 },
    ]);
  });

  it('stays a row where the rows reach neither side of its figure', () => {
    const acct = read('31.00 DR');
    expect(acct.transactions.map((t) => t.cents)).toEqual([-2000, 15000, -3100]);
  });
});

describe('a line opening with a total word under a row’s lead line waiting for its money', () => {
  // Every row prints its money on its last line: the lines without money above wait for it.
  const header = (page: number) =>
    makeLine(page, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 350],
    ]);
  const row = (page: number, y: number, lead: string, text: string, amount: string) => [
    makeLine(page, y, [[lead, lead.includes('/') ? 50 : 110]]),
    makeLine(page, y + 12, [
      [text, 110],
      [amount, 350],
    ]),
  ];
  const read = (figure: string) =>
    assembleTransactions(
      linesToRows(
        [
          header(1),
          ...row(1, 112, '03/03 DEPOSIT', 'REF 11', '10.00'),
          ...row(1, 136, '03/04 FEE', 'REF 12', '-25.00'),
          header(2),
          ...row(2, 112, 'SHOP ZZ', 'TOTAL 4711', figure),
          ...row(2, 136, '03/05 ATM', 'REF 13', '-5.00'),
        ],
        'MDY',
        DEFAULT_SETTINGS,
      ),
      DEFAULT_SETTINGS,
      {},
    ).accounts[0]!;

  it('is the waiting row’s last line where its figure is the sum of no rows above', () => {
    const acct = read('-7.00');
    expect(acct.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['DEPOSIT REF 11', 1000],
      ['FEE REF 12', -2500],
      ['SHOP ZZ TOTAL 4711', -700],
      ['ATM REF 13', -500],
    ]);
    expect(acct.totals).toEqual([]);
  });

  it('is a total where its figure is the rows’ sum', () => {
    const acct = read('35.00');
    expect(acct.transactions.map((t) => t.cents)).toEqual([1000, -2500, -500]);
    expect(acct.totals.map((t) => [t.from, t.to, t.amounts[0]!.cents])).toEqual([[0, 2, 3500]]);
  });
});
