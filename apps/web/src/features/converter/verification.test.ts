import { describe, expect, it } from 'vitest';
import {
  balancedChecking,
  consolidatedMixed,
  runningBreakChecking,
  verifiedChecking,
} from './fixtures/statements.ts';
import { accountVerifications, breakContext } from './verification.ts';
import { formatMoney } from '../../lib/format.ts';

const dollars = (value: number) => formatMoney(value, 'USD');

describe('accountVerifications', () => {
  it('is empty for a statement converted before verdicts existed', () => {
    expect(accountVerifications(balancedChecking())).toEqual([]);
  });

  it('says a verified account matches and lists each printed figure it was checked against', () => {
    expect(accountVerifications(verifiedChecking())).toEqual([
      {
        key: '0-',
        label: null,
        verdict: 'verified',
        title: 'Matches the statement',
        summary:
          'Checked against the statement: every balance and total printed on it matches these transactions.',
        details: [
          'The beginning balance, $100.00, is printed on the statement.',
          'The ending balance printed on the statement matches the beginning balance and these transactions.',
          'All 5 running balances printed beside the transactions match.',
          'The total "Total deposits" printed on page 1, $1,500.00, matches the rows it covers.',
        ],
        breakContext: null,
      },
    ]);
  });

  it('says where a mismatch is and by how much, with the rows around the break', () => {
    const [view] = accountVerifications(runningBreakChecking());
    expect(view?.title).toBe('Does not match the statement');
    expect(view?.details).toEqual([
      'The beginning balance, $100.00, is printed on the statement.',
      'The ending balance printed on the statement is $12.40 less than the beginning balance and these transactions add up to: the statement prints -$80.05, the transactions give -$67.65.',
      '4 of the 5 running balances printed beside the transactions match.',
      'The running balance printed on page 2 (row 4) is $12.40 less than the transactions up to that row add up to: the statement prints -$75.05, the transactions give -$62.65.',
      'The total "Total deposits" printed on page 1, $1,500.00, matches the rows it covers.',
      'The total "Total withdrawals" printed on page 2 is $12.40 more than the rows it covers add up to: the statement prints $1,680.05, the rows give $1,667.65.',
    ]);
    expect(view?.breakContext).toEqual({
      caption: 'Rows around the break on page 2 (row 4 marked)',
      rows: [
        {
          number: 2,
          date: 'Mar 5, 2024',
          description: 'ATM MAIN ST',
          amount: '-$200.00',
          balance: '$1,400.00',
          isBreak: false,
          check: 'Matches',
        },
        {
          number: 3,
          date: 'Mar 3, 2024',
          description: 'CHECK 1001',
          amount: '-$1,450.25',
          balance: '-$50.25',
          isBreak: false,
          check: 'Matches',
        },
        {
          number: 4,
          date: 'Mar 10, 2024',
          description: 'VISA COFFEE',
          amount: '-$12.40',
          balance: '-$75.05',
          isBreak: true,
          check: 'Does not match: the transactions give -$62.65',
        },
        {
          number: 5,
          date: 'Mar 31, 2024',
          description: 'MONTHLY FEE',
          amount: '-$5.00',
          balance: '-$80.05',
          isBreak: false,
          check: '',
        },
      ],
    });
  });

  it('gives each account of a consolidated statement its own verdict, labelled', () => {
    expect(
      accountVerifications(consolidatedMixed()).map((v) => [v.label, v.title, v.details.length]),
    ).toEqual([
      ['Everyday Checking 0001', 'Not checked', 3],
      ['Plus Savings 0002', 'Matches the statement', 4],
    ]);
  });
});

describe('breakContext', () => {
  it('shows two rows on each side, fewer at the start of the list, and leaves an unprinted balance empty', () => {
    const statement = runningBreakChecking();
    statement.verification!.runningBalances.firstBreak!.row = 1;
    delete statement.transactions[1]!.balance;
    const context = breakContext(statement, dollars);
    expect(context?.rows.map((r) => [r.number, r.isBreak, r.balance, r.check])).toEqual([
      [1, true, '$1,600.00', 'Does not match: the transactions give -$62.65'],
      [2, false, '', ''],
      [3, false, '-$50.25', ''],
    ]);
  });

  it('is null when the running balances do not break', () => {
    expect(breakContext(verifiedChecking(), dollars)).toBeNull();
  });

  it('is null when the break points past the rows', () => {
    const statement = runningBreakChecking();
    statement.verification!.runningBalances.firstBreak!.row = 9;
    expect(breakContext(statement, dollars)).toBeNull();
  });
});
