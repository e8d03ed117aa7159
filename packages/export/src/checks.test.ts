import type { AccountStatement } from '@statemint/contracts';
import { describe, expect, it } from 'vitest';
import { accountChecks, checkRows, fileMoneyWords, type MoneyWords } from './checks.ts';
import { runningBreakStatement, usSectionedStatement } from './fixtures/statements.ts';

/** Money as a screen shows it, to prove the sentences take the caller's format. */
const dollars: MoneyWords = (value) => `$${value.toFixed(2)}`;

function withVerification(
  change: Partial<NonNullable<AccountStatement['verification']>>,
): AccountStatement {
  const statement = usSectionedStatement();
  return { ...statement, verification: { ...statement.verification!, ...change } };
}

describe('accountChecks', () => {
  it('gives the verdict, then each balance, the running balances and each total, in the caller’s money', () => {
    expect(accountChecks(runningBreakStatement(), dollars)).toEqual({
      verdict: 'mismatch',
      title: 'Does not match the statement',
      summary:
        'Does not match: a figure printed on the statement differs from what these transactions add up to. Compare them with your PDF before you rely on them.',
      items: [
        {
          check: 'Beginning balance',
          result: 'Printed',
          page: null,
          row: null,
          printed: 1000,
          computed: null,
          difference: null,
          sentence: 'The beginning balance, $1000.00, is printed on the statement.',
        },
        {
          check: 'Ending balance',
          result: 'Does not match',
          page: null,
          row: null,
          printed: 1819.95,
          computed: 1832.35,
          difference: -12.4,
          sentence:
            'The ending balance printed on the statement is $12.40 less than the beginning balance and these transactions add up to: the statement prints $1819.95, the transactions give $1832.35.',
        },
        {
          check: 'Running balances',
          result: '4 of 5 match',
          page: null,
          row: null,
          printed: null,
          computed: null,
          difference: null,
          sentence: '4 of the 5 running balances printed beside the transactions match.',
        },
        {
          check: 'Running balance break',
          result: 'Does not match',
          page: 2,
          row: 4,
          printed: 1824.95,
          computed: 1837.35,
          difference: -12.4,
          sentence:
            'The running balance printed on page 2 (row 4) is $12.40 less than the transactions up to that row add up to: the statement prints $1824.95, the transactions give $1837.35.',
        },
        {
          check: 'Section total: Total deposits',
          result: 'Matches',
          page: 1,
          row: null,
          printed: 1500,
          computed: 1500,
          difference: 0,
          sentence:
            'The total "Total deposits" printed on page 1, $1500.00, matches the rows it covers.',
        },
        {
          check: 'Section total: Total withdrawals',
          result: 'Does not match',
          page: 2,
          row: null,
          printed: 680.05,
          computed: 667.65,
          difference: 12.4,
          sentence:
            'The total "Total withdrawals" printed on page 2 is $12.40 more than the rows it covers add up to: the statement prints $680.05, the rows give $667.65.',
        },
      ],
    });
  });

  it('says a break is "more" when the printed running balance is above the rows', () => {
    const account = withVerification({
      verdict: 'mismatch',
      runningBalances: {
        printed: 1,
        matched: 0,
        firstBreak: { row: 14, page: 3, printed: 1234.56, expected: 1222.16, difference: 12.4 },
      },
    });
    expect(
      accountChecks(account, dollars)
        .items.slice(2, 4)
        .map((i) => i.sentence),
    ).toEqual([
      '0 of the 1 running balance printed beside the transactions match.',
      'The running balance printed on page 3 (row 14) is $12.40 more than the transactions up to that row add up to: the statement prints $1234.56, the transactions give $1222.16.',
    ]);
  });

  it('does not compare a printed ending balance with the rows when the beginning balance was worked out', () => {
    const account = withVerification({ openingSource: 'derived' });
    expect(accountChecks(account, dollars).items.slice(0, 2)).toEqual([
      {
        check: 'Beginning balance',
        result: 'Worked out',
        page: null,
        row: null,
        printed: null,
        computed: 1000,
        difference: null,
        sentence:
          'The beginning balance, $1000.00, is not printed on the statement; it was worked out from the transactions.',
      },
      {
        check: 'Ending balance',
        result: 'Printed',
        page: null,
        row: null,
        printed: 1832.35,
        computed: null,
        difference: null,
        sentence: 'The ending balance, $1832.35, is printed on the statement.',
      },
    ]);
  });

  it('names a balance that was not found, and a lone running balance', () => {
    const statement = withVerification({
      verdict: 'unverified',
      closingSource: 'missing',
      runningBalances: { printed: 1, matched: 1, firstBreak: null },
      sectionTotals: [],
    });
    const account = {
      ...statement,
      accountInfo: { ...statement.accountInfo, endingBalance: null },
    };
    expect(accountChecks(account, dollars).items.map((i) => [i.result, i.sentence])).toEqual([
      ['Printed', 'The beginning balance, $1000.00, is printed on the statement.'],
      ['Not found', 'No ending balance was found on the statement.'],
      ['Matches', 'The one running balance printed beside the transactions matches.'],
    ]);
  });

  it('records nothing for a document converted before checks existed', () => {
    const { verification: _, ...legacy } = usSectionedStatement();
    expect(accountChecks(legacy, dollars)).toEqual({
      verdict: null,
      title: 'Not recorded',
      summary:
        'This statement was converted before Statemint checked conversions against the figures printed on them.',
      items: [],
    });
  });
});

describe('checkRows', () => {
  it('writes file money as plain decimals with the currency code, and ends with the warnings', () => {
    const statement = runningBreakStatement();
    statement.currency = 'GBP';
    const rows = checkRows(statement);
    expect(rows[2]?.sentence).toBe(
      'The ending balance printed on the statement is 12.40 GBP less than the beginning balance and these transactions add up to: the statement prints 1819.95 GBP, the transactions give 1832.35 GBP.',
    );
    expect(rows.at(-1)).toEqual({
      check: 'Warning',
      result: null,
      page: null,
      row: null,
      printed: null,
      computed: null,
      difference: null,
      sentence:
        'The running balance printed on page 2 (row 4) is 12.40 less than the rows above it.',
      account: null,
    });
  });
});

describe('fileMoneyWords', () => {
  it('adds the currency code, or nothing when the statement names none', () => {
    expect(fileMoneyWords('GBP')(-12.4)).toBe('-12.40 GBP');
    expect(fileMoneyWords(null)(1234.5)).toBe('1234.50');
  });
});
