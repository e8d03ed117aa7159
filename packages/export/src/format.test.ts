import { describe, expect, it } from 'vitest';
import { consolidatedStatement } from './fixtures/statements.ts';
import { accountParts, formatAmount, sortByDate } from './format.ts';

describe('formatAmount', () => {
  it('rounds to the cent and never prints a negative zero', () => {
    expect(formatAmount(1234.5)).toBe('1234.50');
    expect(formatAmount(-0.004)).toBe('0.00');
    expect(formatAmount(-7)).toBe('-7.00');
  });
});

describe('accountParts', () => {
  it('labels accounts by name and number', () => {
    expect(accountParts(consolidatedStatement()).map((p) => p.label)).toEqual([
      'Premier Checking 0001',
      'Plus Savings 0002',
    ]);
  });

  it('numbers accounts whose labels are the same or empty (redacted samples)', () => {
    const statement = consolidatedStatement();
    const [checking, savings] = statement.accounts ?? [];
    if (checking === undefined || savings === undefined)
      throw new Error('fixture has two accounts');
    const redacted = (a: typeof checking) => ({
      ...a,
      accountName: null,
      accountInfo: { ...a.accountInfo, accountNumber: '0000' },
    });
    expect(
      accountParts({ ...statement, accounts: [redacted(checking), redacted(savings)] }).map(
        (p) => p.label,
      ),
    ).toEqual(['Account 1 (0000)', 'Account 2 (0000)']);
    const blank = {
      ...redacted(checking),
      accountInfo: { ...checking.accountInfo, accountNumber: null },
    };
    expect(accountParts({ ...statement, accounts: [blank, savings] }).map((p) => p.label)).toEqual([
      'Account 1',
      'Plus Savings 0002',
    ]);
  });

  it('treats a statement without several accounts as one unlabelled part', () => {
    const statement = consolidatedStatement();
    expect(accountParts({ ...statement, accounts: undefined })).toEqual([
      { label: null, account: { ...statement, accounts: undefined } },
    ]);
  });
});

describe('sortByDate', () => {
  it('keeps statement order within a day', () => {
    const rows = [
      { date: '2024-01-02', id: 'a' },
      { date: '2024-01-01', id: 'b' },
      { date: '2024-01-02', id: 'c' },
      { date: '2024-01-01', id: 'd' },
    ];
    expect(sortByDate(rows).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
