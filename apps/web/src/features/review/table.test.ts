import { describe, expect, it } from 'vitest';
import { runningBreakChecking } from '../converter/fixtures/statements.ts';
import { checkAccount, reviewDoc } from './model.ts';
import {
  DEFAULT_VIEW,
  firstProblem,
  isIsoDay,
  moneyInput,
  parseMoney,
  totals,
  visibleRows,
} from './table.ts';

const account = reviewDoc(runningBreakChecking()).accounts[0]!;
const checks = checkAccount(account).rowChecks;
const descriptions = (shown: number[]) => shown.map((i) => account.rows[i]!.txn.description);

describe('visibleRows', () => {
  it('keeps statement order by default and sorts by a column either way', () => {
    expect(visibleRows(account.rows, checks, DEFAULT_VIEW)).toEqual([0, 1, 2, 3, 4]);
    expect(
      descriptions(visibleRows(account.rows, checks, { ...DEFAULT_VIEW, sort: 'amount' })),
    ).toEqual(['CHECK 1001', 'ATM MAIN ST', 'VISA COFFEE', 'MONTHLY FEE', 'Payroll ACME']);
    expect(
      visibleRows(account.rows, checks, { ...DEFAULT_VIEW, sort: 'date', descending: true }),
    ).toEqual([4, 3, 1, 2, 0]);
    expect(
      descriptions(visibleRows(account.rows, checks, { ...DEFAULT_VIEW, sort: 'description' })),
    ).toEqual(['ATM MAIN ST', 'CHECK 1001', 'MONTHLY FEE', 'Payroll ACME', 'VISA COFFEE']);
  });

  it('puts rows without the sorted value last in both directions', () => {
    const view = { ...DEFAULT_VIEW, sort: 'checkNumber' as const };
    expect(visibleRows(account.rows, checks, view)).toEqual([2, 0, 1, 3, 4]);
    expect(visibleRows(account.rows, checks, { ...view, descending: true })).toEqual([
      2, 0, 1, 3, 4,
    ]);
  });

  it('filters by words, by category and to the rows whose balance breaks', () => {
    expect(visibleRows(account.rows, checks, { ...DEFAULT_VIEW, query: 'main atm' })).toEqual([1]);
    expect(visibleRows(account.rows, checks, { ...DEFAULT_VIEW, query: '-12.40' })).toEqual([3]);
    expect(visibleRows(account.rows, checks, { ...DEFAULT_VIEW, category: 'fee' })).toEqual([4]);
    expect(visibleRows(account.rows, checks, { ...DEFAULT_VIEW, problemsOnly: true })).toEqual([3]);
  });
});

describe('totals and the first problem', () => {
  it('sums money in and out in cents', () => {
    expect(totals(account.rows.map((r) => r.txn))).toEqual({
      moneyIn: 1500,
      moneyOut: 1667.65,
      net: -167.65,
      count: 5,
    });
    expect(totals([{ amount: 0.1 }, { amount: 0.2 }, { amount: -0.3 }])).toEqual({
      moneyIn: 0.3,
      moneyOut: 0.3,
      net: 0,
      count: 3,
    });
  });

  it('finds the first breaking row in the order shown', () => {
    expect(firstProblem([0, 1, 2, 3, 4], checks)).toBe(3);
    expect(firstProblem([4, 3, 2, 1, 0], checks)).toBe(1);
    expect(firstProblem([0, 1], checks)).toBeNull();
  });
});

describe('cell input', () => {
  it('reads typed money exactly and refuses anything else', () => {
    expect(['1,234.56', '-12.5', '+3', '.5', '-0', '12.', '  7 '].map(parseMoney)).toEqual([
      1234.56, -12.5, 3, 0.5, 0, 12, 7,
    ]);
    expect(['', '-', '1.234', 'abc', '1e3', '12.3.4'].map(parseMoney)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(moneyInput(-12.4)).toBe('-12.40');
    expect(moneyInput(undefined)).toBe('');
  });

  it('accepts only real ISO days', () => {
    expect(['2024-02-29', '2023-02-29', '2024-13-01', '24-01-01'].map(isIsoDay)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
