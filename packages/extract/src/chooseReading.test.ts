import { describe, expect, it } from 'vitest';
import { chooseReading, compareScores } from './chooseReading.ts';
import { readEmptyPeriod } from './emptyPeriod.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';
import { PLAIN_READING } from './testing/readings.ts';

function rowsOf(outcome: ReturnType<typeof chooseReading>['outcome']) {
  return outcome.assembly.accounts
    .filter((a) => a.transactions.length > 0)
    .map((a) => a.transactions.map((t) => [t.description, t.cents]));
}

describe('chooseReading', () => {
  it('reads a newest-first listing oldest first, where its running balances hold', () => {
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 80, [
        ['Opening balance', 50],
        ['1,000.00', 510],
      ]),
      makeLine(1, 92, [
        ['Closing balance', 50],
        ['1,250.00', 510],
      ]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Debit', 350],
        ['Credit', 430],
        ['Balance', 510],
      ]),
      makeLine(1, 122, [
        ['03/20 GROCER', 50],
        ['50.00', 350],
        ['1,250.00', 510],
      ]),
      makeLine(1, 134, [
        ['03/10 PAYROLL', 50],
        ['400.00', 430],
        ['1,300.00', 510],
      ]),
      makeLine(1, 146, [
        ['03/02 RENT', 50],
        ['100.00', 350],
        ['900.00', 510],
      ]),
    ];
    const { outcome, ambiguous } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading.newestFirst).toBe(true);
    expect(ambiguous).toBeNull();
    expect(rowsOf(outcome)).toEqual([
      [
        ['RENT', -10000],
        ['PAYROLL', 40000],
        ['GROCER', -5000],
      ],
    ]);
    expect(outcome.running.get(outcome.assembly.accounts[0]!)).toEqual({
      printed: 3,
      matched: 3,
      firstBreak: null,
    });
    // Three running balances and the closing balance reproduced, none failed.
    expect(outcome.score).toEqual({
      figures: 4,
      failed: 0,
      unproven: 0,
      datesInPeriod: 3,
      unread: 0,
      unexplained: 0,
      backInTime: 0,
      rows: 3,
    });
  });

  it("scores a summary's figures with the rest, and counts an account without a closing as unproven", () => {
    const summary = (closing: boolean): Line[] => [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 80, [
        ['Opening balance', 50],
        ['1,000.00', 510],
      ]),
      makeLine(1, 86, [
        ['Deposits', 50],
        ['400.00', 510],
      ]),
      makeLine(1, 92, [
        ['Withdrawals', 50],
        ['150.00', 510],
      ]),
      ...(closing
        ? [
            makeLine(1, 98, [
              ['Closing balance', 50],
              ['1,250.00', 510],
            ]),
          ]
        : []),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Debit', 350],
        ['Credit', 430],
      ]),
      makeLine(1, 122, [
        ['03/02 RENT', 50],
        ['100.00', 350],
      ]),
      makeLine(1, 134, [
        ['03/10 PAYROLL', 50],
        ['400.00', 430],
      ]),
      makeLine(1, 146, [
        ['03/20 GROCER', 50],
        ['50.00', 350],
      ]),
    ];
    const proven = chooseReading(summary(true), PLAIN_READING, true, DEFAULT_SETTINGS).outcome;
    expect(proven.assembly.accounts[0]!.summary?.map((f) => [f.label, f.direction])).toEqual([
      ['Deposits', 'in'],
      ['Withdrawals', 'out'],
    ]);
    // The closing balance, the deposits and the withdrawals.
    expect(proven.score).toEqual({
      figures: 3,
      failed: 0,
      unproven: 0,
      datesInPeriod: 3,
      unread: 0,
      unexplained: 0,
      backInTime: 0,
      rows: 3,
    });
    const open = chooseReading(summary(false), PLAIN_READING, true, DEFAULT_SETTINGS).outcome;
    expect(open.score).toEqual({
      figures: 0,
      failed: 0,
      unproven: 1,
      datesInPeriod: 3,
      unread: 0,
      unexplained: 0,
      backInTime: 0,
      rows: 3,
    });
  });

  it('reads a card printed from the holder side (purchases with a minus) so that it balances', () => {
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 70, [
        ['Credit limit', 50],
        ['5,000.00', 510],
      ]),
      makeLine(1, 80, [
        ['Previous balance', 50],
        ['100.00', 510],
      ]),
      makeLine(1, 92, [
        ['New balance', 50],
        ['150.00', 510],
      ]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 430],
      ]),
      makeLine(1, 122, [
        ['03/05 BOOKSHOP', 50],
        ['-60.00', 430],
      ]),
      makeLine(1, 134, [
        ['03/09 PAYMENT THANK YOU', 50],
        ['10.00', 430],
      ]),
    ];
    const { outcome } = chooseReading(
      lines,
      { ...PLAIN_READING, liability: true },
      true,
      DEFAULT_SETTINGS,
    );
    expect(outcome.reading.cardSigns).toBe('holder');
    expect(rowsOf(outcome)).toEqual([
      [
        ['BOOKSHOP', -6000],
        ['PAYMENT THANK YOU', 1000],
      ],
    ]);
  });

  it('reads a balance owed where no word says card, when its running balances move against the signs', () => {
    const lines: Line[] = [
      makeLine(1, 60, [['Period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 430],
        ['Balance', 510],
      ]),
      makeLine(1, 122, [
        ['03/05 BOOKSHOP', 50],
        ['-60.00', 430],
        ['160.00', 510],
      ]),
      makeLine(1, 134, [
        ['03/09 REPAYMENT', 50],
        ['10.00', 430],
        ['150.00', 510],
      ]),
      makeLine(1, 146, [
        ['03/12 GROCER', 50],
        ['-25.00', 430],
        ['175.00', 510],
      ]),
    ];
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect([outcome.reading.liability, outcome.reading.cardSigns]).toEqual([true, 'holder']);
    expect(rowsOf(outcome)).toEqual([
      [
        ['BOOKSHOP', -6000],
        ['REPAYMENT', 1000],
        ['GROCER', -2500],
      ],
    ]);
    expect(outcome.score.failed).toBe(0);
  });

  it('keeps, of money held and money owed that fit the figures alike, the reading where most rows are spending', () => {
    // Newest first; plain amounts raise the balance, the one in brackets lowers it, no word says card.
    const statement = (amounts: string[], balances: string[]): Line[] => [
      makeLine(1, 60, [['Period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 80, [
        ['Opening balance', 50],
        ['100.00', 200],
      ]),
      makeLine(1, 92, [
        ['Closing balance', 50],
        [balances[0]!, 200],
      ]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 430],
        ['Balance', 510],
      ]),
      ...['03/20 SHOP C', '03/15 PAYMENT', '03/10 SHOP B', '03/05 SHOP A'].map((text, i) =>
        makeLine(1, 122 + 12 * i, [
          [text, 50],
          [amounts[i]!, 430],
          [balances[i]!, 510],
        ]),
      ),
    ];
    const card = chooseReading(
      statement(['15.00', '(50.00)', '30.00', '20.00'], ['115.00', '100.00', '150.00', '120.00']),
      PLAIN_READING,
      true,
      DEFAULT_SETTINGS,
    );
    expect(card.outcome.reading.liability).toBe(true);
    expect(rowsOf(card.outcome)).toEqual([
      [
        ['SHOP A', -2000],
        ['SHOP B', -3000],
        ['PAYMENT', 5000],
        ['SHOP C', -1500],
      ],
    ]);
    // Only the count of spending rows chose money owed over the first reading: every sign is unproven.
    expect(card.ambiguous).toBe('side');
    // The same figures falling row by row: a bank account's spending.
    const bank = chooseReading(
      statement(['(15.00)', '50.00', '(30.00)', '(20.00)'], ['85.00', '100.00', '50.00', '80.00']),
      PLAIN_READING,
      true,
      DEFAULT_SETTINGS,
    );
    expect(bank.outcome.reading.liability).toBe(false);
    expect(rowsOf(bank.outcome)).toEqual([
      [
        ['SHOP A', -2000],
        ['SHOP B', -3000],
        ['PAYMENT', 5000],
        ['SHOP C', -1500],
      ],
    ]);
  });

  it('keeps the first reading where the other makes money out of no clear majority of the rows', () => {
    // Three plain amounts raise the balance and two in brackets lower it, no word says card: three of
    // five rows spending as a card is no clear majority, so the account reading stands.
    const texts = ['03/25 SHOP D', '03/20 SHOP C', '03/15 PAYMENT', '03/10 SHOP B', '03/05 SHOP A'];
    const amounts = ['(10.00)', '15.00', '(50.00)', '30.00', '20.00'];
    const balances = ['105.00', '115.00', '100.00', '150.00', '120.00'];
    const lines: Line[] = [
      makeLine(1, 60, [['Period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 80, [
        ['Opening balance', 50],
        ['100.00', 200],
      ]),
      makeLine(1, 92, [
        ['Closing balance', 50],
        ['105.00', 200],
      ]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 430],
        ['Balance', 510],
      ]),
      ...texts.map((text, i) =>
        makeLine(1, 122 + 12 * i, [
          [text, 50],
          [amounts[i]!, 430],
          [balances[i]!, 510],
        ]),
      ),
    ];
    const even = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(even.outcome.reading.liability).toBe(false);
    expect(even.ambiguous).toBe('other');
    expect(rowsOf(even.outcome)).toEqual([
      [
        ['SHOP A', 2000],
        ['SHOP B', 3000],
        ['PAYMENT', -5000],
        ['SHOP C', 1500],
        ['SHOP D', -1000],
      ],
    ]);
    // With the share lowered, the reading making more rows money out wins: the rule is the share.
    const lowered = chooseReading(lines, PLAIN_READING, true, {
      ...DEFAULT_SETTINGS,
      spendingMajorityShare: 0.5,
    });
    expect(lowered.outcome.reading.liability).toBe(true);
  });

  it('names an undecided date order when the figures fit both and no period tells them apart', () => {
    const lines: Line[] = [
      makeLine(1, 80, [
        ['Opening balance', 50],
        ['1,000.00', 510],
      ]),
      makeLine(1, 92, [
        ['Closing balance', 50],
        ['950.00', 510],
      ]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Debit', 350],
        ['Credit', 430],
      ]),
      makeLine(1, 122, [
        ['04/05/2024 GROCER', 50],
        ['50.00', 350],
      ]),
    ];
    const { outcome, ambiguous } = chooseReading(lines, PLAIN_READING, false, DEFAULT_SETTINGS);
    expect(outcome.reading.order).toBe('MDY');
    expect(ambiguous).toBe('dateOrder');
  });

  it('takes lines the arithmetic explains for forward balances and subtotals, whatever their words', () => {
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 80, [
        ['Opening balance', 50],
        ['1,000.00', 510],
      ]),
      makeLine(1, 92, [
        ['Closing balance', 50],
        ['770.00', 510],
      ]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 430],
      ]),
      makeLine(1, 122, [
        ['03/02 RENT', 50],
        ['-200.00', 430],
      ]),
      makeLine(1, 134, [
        ['03/03 GROCER', 50],
        ['-50.00', 430],
      ]),
      makeLine(1, 146, [
        ['Zwei Posten, zusammen', 110],
        ['250.00', 430],
      ]),
      makeLine(2, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 430],
      ]),
      makeLine(2, 122, [
        ['Vortrag vom Blatt 1', 110],
        ['750.00', 430],
      ]),
      makeLine(2, 134, [
        ['03/20 REFUND', 50],
        ['20.00', 430],
      ]),
    ];
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading.sumLines).toBe(true);
    expect(rowsOf(outcome)).toEqual([
      [
        ['RENT', -20000],
        ['GROCER', -5000],
        ['REFUND', 2000],
      ],
    ]);
    const account = outcome.assembly.accounts[0]!;
    expect(account.totals.map((t) => [t.label, t.amounts[0]!.cents])).toEqual([
      ['Zwei Posten, zusammen', 25000],
    ]);
    expect(account.checkpoints.map((c) => [c.after, c.cents, c.page])).toEqual([[2, 75000, 2]]);
  });

  it('takes the balance lines at both ends of a newest-first listing as its two balances', () => {
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Debit', 350],
        ['Credit', 430],
        ['Balance', 510],
      ]),
      makeLine(1, 122, [
        // Words the engine does not know: balance-only lines at both ends.
        ['Saldo slutt', 110],
        ['1,250.00', 510],
      ]),
      makeLine(1, 134, [
        ['03/20 GROCER', 50],
        ['50.00', 350],
        ['1,250.00', 510],
      ]),
      makeLine(1, 146, [
        ['03/10 PAYROLL', 50],
        ['400.00', 430],
        ['1,300.00', 510],
      ]),
      makeLine(1, 158, [
        ['03/02 RENT', 50],
        ['100.00', 350],
        ['900.00', 510],
      ]),
      makeLine(1, 170, [
        ['Saldo start', 110],
        ['1,000.00', 510],
      ]),
    ];
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading.newestFirst).toBe(true);
    const account = outcome.assembly.accounts[0]!;
    expect(account.opening).toEqual({ cents: 100000, source: 'forward' });
    expect(account.closing).toEqual({ cents: 125000, source: 'runningBalance' });
    expect(outcome.running.get(account)?.firstBreak).toBeNull();
  });

  it('keeps a labelled opening printed above a newest-first table as its opening', () => {
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Debit', 350],
        ['Credit', 430],
        ['Balance', 510],
      ]),
      makeLine(1, 122, [
        ['Opening balance', 110],
        ['1,000.00', 510],
      ]),
      makeLine(1, 134, [
        ['Closing balance', 110],
        ['1,250.00', 510],
      ]),
      makeLine(1, 146, [
        ['03/20 GROCER', 50],
        ['50.00', 350],
        ['1,250.00', 510],
      ]),
      makeLine(1, 158, [
        ['03/10 PAYROLL', 50],
        ['400.00', 430],
        ['1,300.00', 510],
      ]),
      makeLine(1, 170, [
        ['03/02 RENT', 50],
        ['100.00', 350],
        ['900.00', 510],
      ]),
    ];
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading.newestFirst).toBe(true);
    const account = outcome.assembly.accounts[0]!;
    expect(account.opening).toEqual({ cents: 100000, source: 'label' });
    expect(account.checkpoints.map((c) => [c.after, c.cents])).toEqual([
      [0, 100000],
      [1, 90000],
      [2, 130000],
      [3, 125000],
    ]);
    expect(outcome.running.get(account)).toEqual({ printed: 4, matched: 4, firstBreak: null });
  });

  it('reads whole and one-decimal amounts in the money columns when the balances need them', () => {
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 2024-05-01 to 2024-05-31', 50]]),
      makeLine(1, 80, [
        ['Opening balance', 50],
        ['25,000.00', 510],
      ]),
      makeLine(1, 92, [
        ['Closing balance', 50],
        ['25,963.30', 510],
      ]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Details', 110],
        ['Amount', 430],
        ['Balance', 510],
      ]),
      makeLine(1, 122, [
        ['2024-05-04 ATM WITHDRAWAL', 50],
        ['-330', 440],
        ['24,670', 510],
      ]),
      makeLine(1, 134, [
        ['2024-05-06 CASH DEPOSIT', 50],
        ['1,293.3', 430],
        ['25,963.3', 510],
      ]),
    ];
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading.looseAmounts).toBe(true);
    expect(rowsOf(outcome)).toEqual([
      [
        ['ATM WITHDRAWAL', -33000],
        ['CASH DEPOSIT', 129330],
      ],
    ]);
    expect(outcome.running.get(outcome.assembly.accounts[0]!)?.firstBreak).toBeNull();
  });
});

describe('chooseReading on rows no printed figure checks', () => {
  // No header, newest first, amounts printed with one decimal or none: read strictly, the balance column
  // is the only money column and passes for the amounts, with nothing printed to check them.
  const rows: [string, string, string, string][] = [
    ['03/09/2024', 'RENT', '40', '1,030.50'],
    ['03/07/2024', 'SHOP', '12.5', '1,070.50'],
    ['03/05/2024', 'CAFE', '7', '1,083.00'],
    ['03/03/2024', 'FUEL', '30.5', '1,090.00'],
  ];
  const lines: Line[] = [
    makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
    ...rows.map(([date, text, amount, balance], i) =>
      makeLine(1, 100 + 12 * i, [
        [date, 50],
        [text, 110],
        [amount, 400 - amount.length * 5],
        [balance, 500 - balance.length * 5],
      ]),
    ),
  ];

  it('keeps the reading the running balances prove, though it needs two changes at once', () => {
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading.looseAmounts).toBe(true);
    expect(outcome.reading.newestFirst).toBe(true);
    expect(rowsOf(outcome)).toEqual([
      // The oldest row's sign is unknown (no opening balance is printed): read as printed.
      [
        ['FUEL', 3050],
        ['CAFE', -700],
        ['SHOP', -1250],
        ['RENT', -4000],
      ],
    ]);
    expect(outcome.score.failed).toBe(0);
  });
});

describe('chooseReading on a newest-first card whose amounts are printed without two decimals', () => {
  // No header and no card word; newest first; purchases printed with a minus and one decimal or none:
  // the balance owed rises by each purchase. Only numbers with 0 to 2 decimals, listed newest first,
  // read as money owed reproduce the running balances: three changes, found by following the turned
  // reading to the other side.
  const rows: [string, string, string, string][] = [
    ['03/09/2024', 'PAYMENT', '40', '1,010.00'],
    ['03/07/2024', 'SHOP', '-12.5', '1,050.00'],
    ['03/05/2024', 'CAFE', '-7', '1,037.50'],
    ['03/03/2024', 'FUEL', '-30.5', '1,030.50'],
  ];
  const lines: Line[] = [
    makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
    ...rows.map(([date, text, amount, balance], i) =>
      makeLine(1, 100 + 12 * i, [
        [date, 50],
        [text, 110],
        [amount, 400 - amount.length * 5],
        [balance, 500 - balance.length * 5],
      ]),
    ),
  ];

  it('keeps the reading of money owed that the running balances prove', () => {
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading).toMatchObject({
      looseAmounts: true,
      newestFirst: true,
      liability: true,
    });
    expect(rowsOf(outcome)).toEqual([
      [
        ['FUEL', -3050],
        ['CAFE', -700],
        ['SHOP', -1250],
        ['PAYMENT', 4000],
      ],
    ]);
    expect(outcome.score.failed).toBe(0);
  });
});

describe('chooseReading on balance lines only money owed reproduces', () => {
  // No word says card, and the two balance lines print labels no vocabulary holds: only the sum-line
  // reading takes them as balances, and only money owed (purchases printed with a minus) reproduces them.
  const lines: Line[] = [
    makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
    makeLine(1, 110, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 430],
    ]),
    makeLine(1, 122, [
      ['Start', 110],
      ['100.00', 430],
    ]),
    makeLine(1, 134, [
      ['03/05 BOOKSHOP', 50],
      ['-60.00', 430],
    ]),
    makeLine(1, 146, [
      ['03/09 PAYMENT', 50],
      ['10.00', 430],
    ]),
    makeLine(1, 158, [
      ['Finish', 110],
      ['150.00', 430],
    ]),
  ];

  it('follows the sum-line reading to the other side at once, and keeps it where it balances', () => {
    const { outcome, ambiguous } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading).toMatchObject({ sumLines: true, liability: true, cardSigns: 'holder' });
    expect(rowsOf(outcome)).toEqual([
      [
        ['BOOKSHOP', -6000],
        ['PAYMENT', 1000],
      ],
    ]);
    const account = outcome.assembly.accounts[0]!;
    expect(account.opening?.cents).toBe(10000);
    expect(account.checkpoints.map((c) => [c.after, c.cents])).toEqual([
      [0, 10000],
      [2, 15000],
    ]);
    expect(outcome.score).toMatchObject({ figures: 1, failed: 0, unproven: 0 });
    expect(ambiguous).toBeNull();
  });
});

describe('chooseReading on a newest-first table printing its closing above its rows', () => {
  it('reads the lone figure under the header as the closing, whatever its words', () => {
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 80, [
        ['Opening balance', 50],
        ['100.00', 430],
      ]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 430],
      ]),
      makeLine(1, 122, [
        ['ZZ QQ', 110],
        ['115.00', 430],
      ]),
      makeLine(1, 134, [
        ['03/04 DEPOSIT', 50],
        ['25.00', 430],
      ]),
      makeLine(1, 146, [
        ['03/03 FEE', 50],
        ['-10.00', 430],
      ]),
    ];
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading).toMatchObject({ sumLines: true, newestFirst: true });
    expect(rowsOf(outcome)).toEqual([
      [
        ['FEE', -1000],
        ['DEPOSIT', 2500],
      ],
    ]);
    const account = outcome.assembly.accounts[0]!;
    expect(account.closing).toEqual({ cents: 11500, source: 'runningBalance' });
    expect(outcome.score).toMatchObject({ figures: 1, failed: 0, unproven: 0 });
  });
});

describe('chooseReading on a newest-first table of whole amounts printing its closing above its rows', () => {
  it('follows the reading of whole amounts with sum lines, first judged as a follow-up, newest first', () => {
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 80, [
        ['Opening balance', 50],
        ['100.00', 430],
      ]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 430],
      ]),
      makeLine(1, 122, [
        ['ZZ QQ', 110],
        ['115', 445],
      ]),
      makeLine(1, 134, [
        ['03/05 SHOP', 50],
        ['-12.50', 430],
      ]),
      makeLine(1, 146, [
        ['03/04 DEPOSIT', 50],
        ['38', 450],
      ]),
      makeLine(1, 158, [
        ['03/03 FEE', 50],
        ['-10.5', 435],
      ]),
    ];
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading).toMatchObject({
      looseAmounts: true,
      sumLines: true,
      newestFirst: true,
    });
    expect(rowsOf(outcome)).toEqual([
      [
        ['FEE', -1050],
        ['DEPOSIT', 3800],
        ['SHOP', -1250],
      ],
    ]);
    expect(outcome.score).toMatchObject({ figures: 1, failed: 0, unproven: 0 });
  });
});

describe('chooseReading on a statement without rows', () => {
  it('keeps the reading of whole numbers, whose labelled balances make the empty period', () => {
    const lines: Line[] = [
      makeLine(1, 60, [
        ['Qwerty start', 50],
        ['1,250', 200],
      ]),
      makeLine(1, 72, [
        ['Qwerty end', 50],
        ['1,250', 200],
      ]),
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 350],
        ['Balance', 430],
      ]),
    ];
    const { outcome, looseRowless } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    expect(readEmptyPeriod(outcome.assembly, rows, DEFAULT_SETTINGS)).toBeNull();
    expect(looseRowless?.reading.looseAmounts).toBe(true);
    const empty = readEmptyPeriod(looseRowless!.assembly, rows, DEFAULT_SETTINGS);
    const label = { cents: 125000, source: 'label' };
    expect(empty?.accounts.map((a) => [a.opening, a.closing])).toEqual([[label, label]]);
  });
});

describe('compareScores', () => {
  it('prefers, at equal figures and dates, the reading leaving fewer accounts unproven to one more row', () => {
    const score = {
      figures: 1,
      failed: 0,
      datesInPeriod: 27,
      unread: 0,
      unexplained: 0,
      backInTime: 0,
    };
    // A line under the rows read as the only row of a second account, whose balances nothing prints.
    const split = { ...score, unproven: 1, rows: 28 };
    const whole = { ...score, unproven: 0, rows: 27 };
    expect(compareScores(whole, split)).toBeGreaterThan(0);
    expect(compareScores({ ...split, datesInPeriod: 28 }, whole)).toBeGreaterThan(0);
  });

  it('prefers, at equal figures, dates and unproven accounts, the reading leaving fewer lines unexplained', () => {
    const score = {
      figures: 4,
      failed: 0,
      datesInPeriod: 3,
      unread: 0,
      unproven: 0,
      backInTime: 0,
    };
    // One reading drops a dated line whose amount is printed on the next line; the other reads both.
    const dropped = { ...score, unexplained: 1, rows: 3 };
    const read = { ...score, unexplained: 0, rows: 3 };
    expect(compareScores(read, dropped)).toBe(1);
    // Fewer lines left unexplained outweighs one more row; figures and dates come first.
    expect(compareScores(read, { ...dropped, rows: 4 })).toBe(1);
    expect(compareScores({ ...dropped, datesInPeriod: 4 }, read)).toBe(1);
  });

  it('prefers, at equal figures and dates, the reading leaving fewer row-like lines on unread pages', () => {
    const score = {
      figures: 2,
      failed: 0,
      datesInPeriod: 30,
      unproven: 0,
      unexplained: 0,
      backInTime: 0,
    };
    // One reading ends its table early and leaves two pages of rows unread; the other reads them.
    const ended = { ...score, unread: 51, rows: 1 };
    const whole = { ...score, unread: 0, rows: 1 };
    expect(compareScores(whole, ended)).toBe(51);
    // Unread lines outweigh unproven accounts and unexplained lines; figures and dates come first.
    expect(compareScores(whole, { ...ended, unread: 1, unproven: 0, unexplained: 0 })).toBe(1);
    expect(compareScores({ ...whole, unproven: 1, unexplained: 9 }, { ...ended, unread: 1 })).toBe(
      1,
    );
    expect(compareScores({ ...ended, figures: 3 }, whole)).toBe(1);
  });

  it('prefers, at equal figures, dates, pages and lines, the reading whose rows run forward in time', () => {
    const score = {
      figures: 1,
      failed: 0,
      datesInPeriod: 75,
      unread: 0,
      unproven: 0,
      unexplained: 0,
      rows: 75,
    };
    // A newest-first list read as oldest first (its closing above the rows taken for the opening) puts
    // 74 rows after a later one; read newest first, none.
    const asListed = { ...score, backInTime: 74 };
    const turned = { ...score, backInTime: 0 };
    expect(compareScores(turned, asListed)).toBe(74);
    // Fewer unexplained lines come first; more rows come after.
    expect(compareScores({ ...asListed, unexplained: 0 }, { ...turned, unexplained: 1 })).toBe(1);
    expect(compareScores(turned, { ...asListed, rows: 76 })).toBe(74);
  });
});
