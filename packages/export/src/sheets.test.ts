import { describe, expect, it } from 'vitest';
import { consolidatedStatement, usSectionedStatement } from './fixtures/statements.ts';
import { workbookSheetPlan } from './sheets.ts';

describe('workbookSheetPlan', () => {
  it('lists the category sheets that hold rows only', () => {
    const statement = usSectionedStatement();
    statement.atmWithdrawals = [];
    statement.visaPurchases = [];
    expect(workbookSheetPlan(statement).map((s) => s.name)).toEqual([
      'Account Summary',
      'Checks',
      'Deposits & Credits',
      'Checks Paid',
      'Other Withdrawals',
      'All Transactions',
    ]);
  });

  it('names account sheets as Excel allows: the printed name, else the number, unique, 31 characters', () => {
    const statement = consolidatedStatement();
    const [checking, savings] = statement.accounts ?? [];
    if (!checking || !savings) throw new Error('fixture has two accounts');
    checking.accountName = 'Business Checking: Operating [Main] / Payroll';
    savings.accountName = null;
    statement.accounts = [checking, savings, { ...savings }, { ...checking }];
    const accounts = workbookSheetPlan(statement).filter((s) => s.kind === 'account');
    expect(accounts).toEqual([
      { kind: 'account', name: 'Business Checking Operating Mai', account: 0 },
      { kind: 'account', name: '0002', account: 1 },
      { kind: 'account', name: '0002 (2)', account: 2 },
      { kind: 'account', name: 'Business Checking Operating (2)', account: 3 },
    ]);
  });

  it('gives an account sheet a name that differs from the fixed sheets', () => {
    const statement = consolidatedStatement();
    const first = statement.accounts?.[0];
    if (first) first.accountName = 'checks';
    expect(workbookSheetPlan(statement).find((s) => s.account === 0)?.name).toBe('checks (2)');
  });
});
