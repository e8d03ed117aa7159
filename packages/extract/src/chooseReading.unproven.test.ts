import { describe, expect, it } from 'vitest';
import { chooseReading, readOnce } from './chooseReading.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { CHAR_WIDTH_PT, makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';
import { PLAIN_READING } from './testing/readings.ts';

describe('chooseReading: rows no printed figure checks', () => {
  it('counts an account as unproven when its one running balance both opens and closes its rows', () => {
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 350],
        ['Balance', 450],
      ]),
      makeLine(1, 122, [
        ['03/02 RENT', 50],
        ['-100.00', 350],
      ]),
      makeLine(1, 134, [
        ['03/10 PAYROLL', 50],
        ['400.00', 350],
        ['1,300.00', 450],
      ]),
    ];
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    const account = outcome.assembly.accounts[0]!;
    expect(account.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['RENT', -10000],
      ['PAYROLL', 40000],
    ]);
    // The opening is worked out from the one balance, which is the closing too: nothing is checked.
    expect([account.opening, account.closing]).toEqual([
      { cents: 100000, source: 'derived' },
      { cents: 130000, source: 'runningBalance' },
    ]);
    expect(outcome.score).toMatchObject({ figures: 0, failed: 0, unproven: 1, rows: 2 });
  });

  /** A cell whose text ends at `x1` (right-aligned figures). */
  const right = (text: string, x1: number): [string, number] => [
    text,
    x1 - text.length * CHAR_WIDTH_PT,
  ];
  // Amounts with two decimals, one or none; the opening printed with one, the carried balance with two.
  const carried: Line[] = [
    makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
    makeLine(1, 110, [['Date', 50], ['Details', 110], right('Amount', 430)]),
    makeLine(1, 122, [['Previous balance', 110], right('1,000.5', 430)]),
    makeLine(1, 134, [['03/02/2024 RENT', 50], right('100-', 430)]),
    makeLine(1, 146, [['03/05/2024 SHOP', 50], right('12.50-', 430)]),
    makeLine(1, 158, [['03/10/2024 PAYROLL', 50], right('400.25', 430)]),
    makeLine(1, 170, [['Balance carried forward', 110], right('1,288.25', 430)]),
  ];

  it('reproduces no figure by a closing that the opening was worked out from', () => {
    // Read strictly, the rows with two decimals only: the opening is the carried balance less them, so
    // the closing (that same balance) adds up whatever the rows are.
    const outcome = readOnce(carried, new Map(), PLAIN_READING, DEFAULT_SETTINGS);
    const account = outcome.assembly.accounts[0]!;
    expect(account.transactions.map((t) => t.cents)).toEqual([-1250, 40025]);
    expect([account.opening, account.closing]).toEqual([
      { cents: 90050, source: 'derived' },
      { cents: 128825, source: 'forward' },
    ]);
    expect(outcome.score).toMatchObject({ figures: 0, failed: 0, unproven: 1, rows: 2 });
  });

  it('keeps, of the side of the balance, the one the words and a spending majority give, unwarned', () => {
    // The whole and one-decimal amounts read, the printed opening and closing both reproduced; money
    // owed reproduces them too with every sign turned, but the words and the rows say money held.
    const { outcome, ambiguous } = chooseReading(carried, PLAIN_READING, true, DEFAULT_SETTINGS);
    const account = outcome.assembly.accounts[0]!;
    expect(outcome.reading).toMatchObject({ looseAmounts: true, liability: false });
    expect(account.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['RENT', -10000],
      ['SHOP', -1250],
      ['PAYROLL', 40025],
    ]);
    expect([account.opening?.cents, account.closing?.cents]).toEqual([100050, 128825]);
    expect(ambiguous).toBeNull();
  });

  it('searches on from a reading whose opening is worked out: a newest-first listing, read so, balances', () => {
    // Whole amounts, newest first: read oldest first, the balance brought forward at the foot is a
    // running balance after the rows, the opening is worked out from it, and the movement line below it
    // (a row then) happens to close the rows on the printed closing.
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 110, [['Date', 50], ['Description', 110], right('Amount', 430)]),
      makeLine(1, 122, [['New balance', 110], right('1,150', 430)]),
      makeLine(1, 134, [['03/20/2024 SHOP', 50], right('50-', 430)]),
      makeLine(1, 146, [['03/10/2024 PAYROLL', 50], right('400', 430)]),
      makeLine(1, 158, [['03/02/2024 RENT', 50], right('100-', 430)]),
      makeLine(1, 170, [['Balance brought forward', 110], right('900', 430)]),
      makeLine(1, 182, [['Period turnover', 110], right('250', 430)]),
    ];
    const { outcome, ambiguous } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    const account = outcome.assembly.accounts[0]!;
    expect(outcome.reading).toMatchObject({
      looseAmounts: true,
      newestFirst: true,
      sumLines: true,
    });
    expect(account.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['RENT', -10000],
      ['PAYROLL', 40000],
      ['SHOP', -5000],
    ]);
    expect([account.opening, account.closing]).toEqual([
      { cents: 90000, source: 'forward' },
      { cents: 115000, source: 'label' },
    ]);
    expect(outcome.score).toMatchObject({ figures: 2, failed: 0, unproven: 0, rows: 3 });
    expect(ambiguous).toBeNull();
  });

  it("keeps the opening under a newest-first card's rows: the closing above it less the rows owed", () => {
    // No card word: the walk holds money, so the opening printed under the oldest row is the closing
    // plus the rows, not less them. It is still this account's (the side is the reading's to settle),
    // and the period's total after it is no row of another account.
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 110, [['Date', 50], ['Description', 110], right('Amount', 430)]),
      makeLine(1, 122, [['New balance', 110], right('1,010.00', 430)]),
      makeLine(1, 134, [['03/20/2024 SHOP', 50], right('(50.00)', 430)]),
      makeLine(1, 146, [['03/10/2024 PAYMENT', 50], right('40.00', 430)]),
      makeLine(1, 158, [['03/02/2024 RENT', 50], right('(100.00)', 430)]),
      makeLine(1, 170, [['Opening balance', 110], right('900.00', 430)]),
      makeLine(1, 182, [['Period total', 110], right('(110.00)', 430)]),
    ];
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    expect(outcome.reading).toMatchObject({ liability: true, newestFirst: true });
    expect(outcome.assembly.accounts).toHaveLength(1);
    const account = outcome.assembly.accounts[0]!;
    expect(account.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['RENT', -10000],
      ['PAYMENT', 4000],
      ['SHOP', -5000],
    ]);
    expect([account.opening?.cents, account.closing?.cents]).toEqual([90000, 101000]);
    expect(outcome.score).toMatchObject({ failed: 0, unproven: 0, rows: 3 });
  });

  it('reads the table from its rows where a header read in part leaves them unchecked', () => {
    // Unknown titles over the amounts and over the running balances, whole numbers in parentheses and
    // split by thousands spaces: under the header the last title is taken for the amounts (the balances,
    // which nothing then checks); the geometry finds amounts, description and balances, which hold.
    const rows: [string, string, string, string][] = [
      ['03/02/2024', '(1 100)', 'RENT', '8 900'],
      ['03/05/2024', '(12)', 'SHOP', '8 888'],
      ['03/10/2024', '2 400', 'PAYROLL', '11 288'],
      ['03/12/2024', '(7)', 'CAFE', '11 281'],
    ];
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Zorp', 110],
        ['Details', 180],
        ['Qwertyuiop', 400],
      ]),
      ...rows.map(([date, amount, text, balance], i) =>
        makeLine(1, 122 + 12 * i, [
          [date, 50],
          right(amount, 160),
          [text, 180],
          right(balance, 450),
        ]),
      ),
    ];
    const { outcome, ambiguous } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    const account = outcome.assembly.accounts[0]!;
    expect(outcome.inferred).toBe(true);
    expect(account.transactions.map((t) => [t.description, t.cents, t.balance])).toEqual([
      ['RENT', -110000, 890000],
      ['SHOP', -1200, 888800],
      ['PAYROLL', 240000, 1128800],
      ['CAFE', -700, 1128100],
    ]);
    expect(outcome.score).toMatchObject({ figures: 3, failed: 0, rows: 4 });
    expect(ambiguous).toBeNull();
  });

  it('reads the table from its rows where a header read in part fails its printed figures', () => {
    // An unknown title over the amounts, a known money title over the running balances: under the header
    // the balances are taken for the amounts, and the printed closing fails; the geometry finds the
    // amounts and the balances, whose running arithmetic and the closing hold.
    const rows: [string, string, string, string][] = [
      ['03/02/2024', 'RENT', '100.00 DR', '900.00'],
      ['03/05/2024', 'SHOP', '12.50 DR', '887.50'],
      ['03/10/2024', 'PAYROLL', '400.25', '1,287.75'],
      ['03/12/2024', 'CAFE', '7.75 DR', '1,280.00'],
    ];
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 80, [['Opening balance', 110], right('1,000.00', 450)]),
      makeLine(1, 92, [['Closing balance', 110], right('1,280.00', 450)]),
      makeLine(1, 110, [['Date', 50], ['Details', 110], right('Zorp', 360), right('Amount', 450)]),
      ...rows.map(([date, text, amount, balance], i) =>
        makeLine(1, 122 + 12 * i, [
          [date, 50],
          [text, 110],
          right(amount, 360),
          right(balance, 450),
        ]),
      ),
    ];
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    const account = outcome.assembly.accounts[0]!;
    expect(outcome.inferred).toBe(true);
    // The header was read and set aside: the statement says so, not that none was recognised.
    expect(outcome.headerSetAside).toBe(true);
    expect(account.transactions.map((t) => [t.description, t.cents, t.balance])).toEqual([
      ['RENT', -10000, 90000],
      ['SHOP', -1250, 88750],
      ['PAYROLL', 40025, 128775],
      ['CAFE', -775, 128000],
    ]);
    expect([account.opening?.cents, account.closing?.cents]).toEqual([100000, 128000]);
    expect(outcome.score).toMatchObject({ failed: 0, unproven: 0, rows: 4 });
  });

  it('warns of no tie with money owed where only the opening is worked out and the rows are spending', () => {
    // No opening printed: worked out from the first running balance, printed after two rows, the reading
    // is searched on; money owed reproduces the balances too, but the words and most rows say money held.
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Details', 110],
        right('Amount', 360),
        right('Balance', 450),
      ]),
      makeLine(1, 122, [['03/02/2024 RENT', 50], right('-100.00', 360)]),
      makeLine(1, 134, [['03/05/2024 SHOP', 50], right('-12.50', 360), right('887.50', 450)]),
      makeLine(1, 146, [['03/10/2024 PAYROLL', 50], right('400.25', 360), right('1,287.75', 450)]),
      makeLine(1, 158, [['03/12/2024 CAFE', 50], right('-7.75', 360), right('1,280.00', 450)]),
    ];
    const { outcome, ambiguous } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    const account = outcome.assembly.accounts[0]!;
    expect(outcome.reading.liability).toBe(false);
    expect(account.opening).toEqual({ cents: 100000, source: 'derived' });
    expect(account.transactions.map((t) => t.cents)).toEqual([-10000, -1250, 40025, -775]);
    expect(ambiguous).toBeNull();
  });
});
