import { describe, expect, it } from 'vitest';
import { datedByColumn } from './dateColumn.ts';
import { inferLayout } from './inferLayout.ts';
import { linesToRows } from './linesToRows.ts';
import { balanceFit, balanceLines } from './moneyClusters.ts';
import type { MoneyCluster } from './moneyClusters.ts';
import { assembleTransactions } from './rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';
import type { Line, Row } from './types.ts';

/**
 * Twelve rows, the date printed on a day's first row only (every third row), money out at x 360, money
 * in on rows 4 and 8 at x 420 (both undated), the balance at x 480; a footer line at the end.
 */
function oncePerDay(): Line[] {
  const lines: Line[] = [];
  let balance = 100000;
  const figure = (c: number) => (c / 100).toFixed(2);
  for (let i = 0; i < 12; i++) {
    const credit = i === 4 || i === 8;
    const cents = credit ? 30000 + i * 100 : 1000 + i * 100;
    balance += credit ? cents : -cents;
    const day = `01/${String(2 + Math.floor(i / 3)).padStart(2, '0')}`;
    lines.push(
      makeLine(1, 100 + i * 12, [
        [i % 3 === 0 ? `${day} ITEM ${i}` : `ITEM ${i}`, i % 3 === 0 ? 50 : 85],
        [figure(cents), credit ? 420 : 360],
        [figure(balance), 480],
      ]),
    );
  }
  lines.push(makeLine(1, 300, [['Page 1 of 1', 250]]));
  return lines;
}

describe('balanceLines', () => {
  it('reads the running balance down every line printing one, dated or not', () => {
    const rows = linesToRows(oncePerDay(), 'MDY', DEFAULT_SETTINGS);
    const dated = rows.filter((r) => r.dates.length > 0);
    expect(dated.length).toBe(4);
    // The balance figures end at x 480 + 7 characters of 5 points.
    const lines = balanceLines(rows, dated, { x0: 480, x1: 515 }, DEFAULT_SETTINGS);
    expect(lines.map((r) => r.line.y)).toEqual([
      100, 112, 124, 136, 148, 160, 172, 184, 196, 208, 220, 232,
    ]);
  });
});

describe('a money column few rows use, the date printed once per day', () => {
  it('is proven by the moves of the balance from row to row, not from dated row to dated row', () => {
    const rows = linesToRows(oncePerDay(), 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'debit',
      'credit',
      'balance',
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(a.accounts[0]!.transactions.map((t) => [t.date?.day, t.cents])).toEqual([
      [2, -1000],
      [2, -1100],
      [2, -1200],
      [3, -1300],
      [3, 30400],
      [3, -1500],
      [4, -1600],
      [4, -1700],
      [4, 30800],
      [5, -1900],
      [5, -2000],
      [5, -2100],
    ]);
  });
});

describe('a money column few rows use, the rows dated by a column right of the money', () => {
  /**
   * Twelve rows, money in at x 360 on all but rows 4 and 9, whose money out is at x 420; the balance at
   * x 480 and each row's date after it, at x 540 (the rows are dated by that column: copies of their
   * source rows, see datedByColumn).
   */
  function datedAtRight(): Line[] {
    const lines: Line[] = [];
    let balance = 100000;
    const figure = (c: number) => (c / 100).toFixed(2);
    for (let i = 0; i < 12; i++) {
      const out = i === 4 || i === 9;
      const cents = out ? 20000 + i * 100 : 1000 + i * 100;
      balance += out ? -cents : cents;
      lines.push(
        makeLine(1, 100 + i * 12, [
          [`ITEM ${i}`, 50],
          [figure(cents), out ? 420 : 360],
          [figure(balance), 480],
          [`01/${String(i + 2).padStart(2, '0')}/2024`, 540],
        ]),
      );
    }
    return lines;
  }

  it('is read down the dated rows themselves, so its amounts vote for its side', () => {
    const rows = linesToRows(datedAtRight(), 'MDY', DEFAULT_SETTINGS);
    const { dated } = datedByColumn(rows, 'MDY', DEFAULT_SETTINGS);
    const lines = balanceLines(rows, dated, { x0: 480, x1: 515 }, DEFAULT_SETTINGS);
    expect(lines.length).toBe(12);
    expect(lines.every((r, i) => r === dated[i])).toBe(true);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0])).toEqual([
      ['description', 50],
      ['credit', 360],
      ['debit', 420],
      ['balance', 480],
      ['date', 540],
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(a.accounts[0]!.transactions.map((t) => t.cents).slice(0, 6)).toEqual([
      1000, 1100, 1200, 1300, -20400, 1500,
    ]);
  });
});

describe('a money column few rows use, one of its amounts on the first row', () => {
  /**
   * Sixteen rows of money out at x 360 (too many for two figures to be a column by their share); money
   * in at x 420 on rows 0 and 8, row 8's moving the balance by `moved`.
   */
  function firstRowCredit(moved: number): Line[] {
    const lines: Line[] = [];
    let balance = 100000;
    for (let i = 0; i < 16; i++) {
      const credit = i === 0 || i === 8;
      const cents = credit ? 30000 + i * 100 : 1000 + i * 100;
      balance += credit ? (i === 8 ? moved : cents) : -cents;
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

  it('is added when every amount with a balance above it is its row’s move', () => {
    // The first row's amount has no balance above it to be checked against: it neither proves nor refutes.
    const rows = linesToRows(firstRowCredit(30800), 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'debit',
      'credit',
      'balance',
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(a.accounts[0]!.transactions.map((t) => t.cents).slice(0, 10)).toEqual([
      30000, -1100, -1200, -1300, -1400, -1500, -1600, -1700, 30800, -1900,
    ]);
  });

  it('is not added when its one checked amount does not move the balance', () => {
    const rows = linesToRows(firstRowCredit(29000), 'MDY', DEFAULT_SETTINGS);
    expect(inferLayout(rows, DEFAULT_SETTINGS)!.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'amount',
      'balance',
    ]);
  });
});

describe('a money column few rows use, its one amount on the first row', () => {
  /**
   * A figure printed above the table (`opening`, under a label no vocabulary knows), then sixteen rows
   * of money out at x 360 and money in on the first row only, at x 420: 300.00 onto 1,000.00.
   */
  function onlyFirstRowCredit(opening: string): Line[] {
    const lines: Line[] = [
      makeLine(1, 80, [
        ['Zorp', 50],
        [opening, 250],
      ]),
    ];
    let balance = 100000;
    const figure = (c: number) => (c / 100).toFixed(2);
    for (let i = 0; i < 16; i++) {
      const cents = i === 0 ? 30000 : 1000 + i * 100;
      balance += i === 0 ? cents : -cents;
      lines.push(
        makeLine(1, 100 + i * 12, [
          [`01/${String(i + 2).padStart(2, '0')} ITEM ${i}`, 50],
          [figure(cents), i === 0 ? 420 : 360],
          [figure(balance), 480],
        ]),
      );
    }
    return lines;
  }

  it('is added when a figure printed above the table is the first balance less its amount', () => {
    const rows = linesToRows(onlyFirstRowCredit('1,000.00'), 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x0])).toEqual([
      ['date', 50],
      ['description', 50],
      ['debit', 360],
      ['credit', 420],
      ['balance', 480],
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(a.accounts[0]!.transactions.map((t) => t.cents).slice(0, 3)).toEqual([
      30000, -1100, -1200,
    ]);
  });

  it('is not added when no figure above the table is the first balance less its amount', () => {
    const rows = linesToRows(onlyFirstRowCredit('999.00'), 'MDY', DEFAULT_SETTINGS);
    expect(inferLayout(rows, DEFAULT_SETTINGS)!.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'amount',
      'balance',
    ]);
  });
});

describe('balanceFit', () => {
  it('names the row a fit cannot check: the first oldest first, the last newest first', () => {
    // Balances 100.00, 90.00, 70.00 with amounts 5.00, 10.00, 20.00.
    const lines = [
      ['5.00', '100.00'],
      ['10.00', '90.00'],
      ['20.00', '70.00'],
    ].map(([amount, balance], i) =>
      makeLine(1, 100 + i * 12, [
        [`01/0${i + 2} ITEM`, 50],
        [amount!, 360],
        [balance!, 450],
      ]),
    );
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const column = (k: number): MoneyCluster => ({
      x0: 0,
      x1: 0,
      tokens: new Map<Row, Row['amounts'][number]>(rows.map((r) => [r, r.amounts[k]!])),
    });
    const oldest = balanceFit(rows, column(1), [column(0)], false);
    expect(oldest).toEqual({ hits: 2, pairs: 2, outVotes: [2], unchecked: rows[0] });
    // Newest first: each row's balance is the one before the row above it moved (10.00, 20.00 missing).
    const reversed = [...rows].reverse();
    const newest = balanceFit(reversed, column(1), [column(0)], false);
    expect(newest.unchecked).toBe(reversed[reversed.length - 1]);
    expect(newest.hits).toBe(2);
  });
});

describe('a money column few rows use, the other rows marking it unused with a dash', () => {
  /**
   * Sixteen rows of money out ending at x 360, money in on the first row only ending at x 420 (its
   * move unchecked: no balance above it); with `dashes`, every other row prints "-" ending at x 420.
   */
  function dashedCredit(dashes: boolean): Line[] {
    const lines: Line[] = [];
    let balance = 100000;
    const figure = (c: number) => (c / 100).toFixed(2);
    for (let i = 0; i < 16; i++) {
      const credit = i === 0;
      const cents = credit ? 30000 : 1000 + i * 100;
      balance += credit ? cents : -cents;
      const out = figure(cents);
      lines.push(
        makeLine(1, 100 + i * 12, [
          [`01/${String(i + 2).padStart(2, '0')} ITEM ${i}`, 50],
          ...(credit
            ? ([[out, 420 - out.length * 5]] as [string, number][])
            : ([[out, 360 - out.length * 5], ...(dashes ? [['-', 415]] : [])] as [
                string,
                number,
              ][])),
          [figure(balance), 480],
        ]),
      );
    }
    return lines;
  }

  it('is added where the dashes and its figure fill a column', () => {
    const rows = linesToRows(dashedCredit(true), 'MDY', DEFAULT_SETTINGS);
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
      30000, -1100, -1200, -1300,
    ]);
  });

  it('is not added without the dashes (its one figure proves nothing)', () => {
    const rows = linesToRows(dashedCredit(false), 'MDY', DEFAULT_SETTINGS);
    expect(inferLayout(rows, DEFAULT_SETTINGS)!.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'amount',
      'balance',
    ]);
  });
});

describe('figures quoted in the description at one right edge', () => {
  // Six dated rows: a signed amount and a balance on each, and on rows 0, 2 and 4 a figure one space
  // after the description's last word (`gap` wider on every row: a cell of its own).
  const lines = (wide: boolean): Line[] => {
    let balance = 50000;
    return [0, 1, 2, 3, 4, 5].map((i) => {
      const cents = i % 2 === 0 ? -(1000 + i * 100) : 2000 + i * 100;
      balance += cents;
      const quoted: [string, number][] = i % 2 === 0 ? [['8,159.64', wide ? 180 : 170]] : [];
      return makeLine(1, 100 + i * 12, [
        [`01/0${i + 1} SHOP AT THE STORE`, 50],
        ...quoted,
        [(cents / 100).toFixed(2), cents < 0 ? 395 : 400],
        [(balance / 100).toFixed(2), 470],
      ]);
    });
  };
  const read = (wide: boolean) => {
    const rows = linesToRows(lines(wide), 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    return { layout, a };
  };

  it('are text, no money column, where each follows its word closer than a cell gap', () => {
    const { layout, a } = read(false);
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
    expect(a.accounts[0]!.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['SHOP AT THE STORE 8,159.64', -1000],
      ['SHOP AT THE STORE', 2100],
      ['SHOP AT THE STORE 8,159.64', -1200],
      ['SHOP AT THE STORE', 2300],
      ['SHOP AT THE STORE 8,159.64', -1400],
      ['SHOP AT THE STORE', 2500],
    ]);
  });

  it('are a column of their own a cell gap from the text', () => {
    const { layout } = read(true);
    expect(layout.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'debit',
      'credit',
      'balance',
    ]);
  });
});

describe('a money column whose dated rows all print 0.00 (an unused side filled with zeros)', () => {
  /**
   * Eight dated rows of money in (x 420) with "0.00" under money out (x 360), the balance at x 480; after
   * the fourth, an undated row of the same day prints money out 50.00 and "0.00" under money in.
   */
  function zeroFilled(): Line[] {
    const lines: Line[] = [];
    let balance = 100000;
    const figure = (c: number) => (c / 100).toFixed(2);
    const right = (text: string, x1: number): [string, number] => [text, x1 - text.length * 5];
    for (let i = 0; i < 8; i++) {
      const cents = 1000 + i * 100;
      balance += cents;
      lines.push(
        makeLine(1, 100 + i * 24, [
          [`01/${String(i + 2).padStart(2, '0')} ITEM ${i}`, 50],
          right('0.00', 360),
          right(figure(cents), 420),
          right(figure(balance), 480),
        ]),
      );
      if (i !== 3) continue;
      balance -= 5000;
      lines.push(
        makeLine(1, 112 + i * 24, [
          ['FEE', 85],
          right('50.00', 360),
          right('0.00', 420),
          right(figure(balance), 480),
        ]),
      );
    }
    return lines;
  }

  it('moves no balance with its zeros: the row’s move is its figure in the other column', () => {
    const rows = linesToRows(zeroFilled(), 'MDY', DEFAULT_SETTINGS).filter((r) => r.dates.length);
    const column = (k: number): MoneyCluster => ({
      x0: 0,
      x1: 0,
      tokens: new Map<Row, Row['amounts'][number]>(rows.map((r) => [r, r.amounts[k]!])),
    });
    // Every pair of dated rows but the one the undated row stands between.
    expect(balanceFit(rows, column(2), [column(0), column(1)], false)).toMatchObject({
      hits: 6,
      pairs: 7,
      outVotes: [0, 0],
    });
  });

  it('is kept as money out, and the undated row’s figure in it is its amount', () => {
    const rows = linesToRows(zeroFilled(), 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'debit',
      'credit',
      'balance',
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(a.accounts[0]!.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['ITEM 0', 1000],
      ['ITEM 1', 1100],
      ['ITEM 2', 1200],
      ['ITEM 3', 1300],
      ['FEE', -5000],
      ['ITEM 4', 1400],
      ['ITEM 5', 1500],
      ['ITEM 6', 1600],
      ['ITEM 7', 1700],
    ]);
  });
});

describe('a column printing 0.00 on every row (a second currency never used)', () => {
  /** Eight dated rows of signed amounts right-aligned at x 420, each with "0.00" at x 520. */
  function zeroColumn(): Line[] {
    const right = (text: string, x1: number): [string, number] => [text, x1 - text.length * 5];
    const amounts = ['12.50', '-3.25', '40.00', '7.10', '-25.00', '18.30', '2.45', '9.99'];
    return amounts.map((a, i) =>
      makeLine(1, 100 + i * 12, [
        [`01/${String(i + 2).padStart(2, '0')} ITEM ${i}`, 50],
        right(a, 420),
        right('0.00', 520),
      ]),
    );
  }

  it('is no running balance: the zeros move nothing, and they stay out of the descriptions', () => {
    const rows = linesToRows(zeroColumn(), 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount']);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(a.accounts[0]!.transactions.map((t) => [t.description, t.cents, t.balance])).toEqual([
      ['ITEM 0', 1250, null],
      ['ITEM 1', -325, null],
      ['ITEM 2', 4000, null],
      ['ITEM 3', 710, null],
      ['ITEM 4', -2500, null],
      ['ITEM 5', 1830, null],
      ['ITEM 6', 245, null],
      ['ITEM 7', 999, null],
    ]);
  });
});
