import { describe, expect, it } from 'vitest';
import {
  balancedChecking,
  consolidatedMixed,
  runningBreakChecking,
  unbalancedNoAccountNumber,
  verifiedChecking,
} from './fixtures/statements.ts';
import { reconciliationView, summarize } from './summary.ts';

describe('summarize', () => {
  it('shows the account, totals, absolute USD balances and counts per category', () => {
    expect(summarize(balancedChecking())).toEqual({
      accountNumber: '000123456789',
      totalTransactions: 5,
      beginningBalance: '$100.00',
      endingBalance: '$67.65',
      categories: [
        { label: 'Deposits & Credits', count: 1 },
        { label: 'ATM Withdrawals', count: 1 },
        { label: 'Checks Paid', count: 1 },
        { label: 'Card Purchases', count: 1 },
        { label: 'Other Withdrawals', count: 1 },
      ],
    });
  });

  it('shows N/A for a missing account number and balance, and hides an empty Other row', () => {
    const summary = summarize(unbalancedNoAccountNumber());
    expect(summary.accountNumber).toBe('N/A');
    expect(summary.beginningBalance).toBe('N/A');
    expect(summary.categories.map((c) => c.label)).toEqual([
      'Deposits & Credits',
      'ATM Withdrawals',
      'Checks Paid',
      'Card Purchases',
    ]);
  });
});

describe('reconciliationView', () => {
  it('reports a balanced statement', () => {
    expect(reconciliationView(balancedChecking())).toEqual({
      status: 'balanced',
      title: 'Balanced',
      detail: 'Beginning balance plus all transactions equals the ending balance.',
    });
  });

  it('reports how far off an unbalanced statement is', () => {
    const statement = balancedChecking();
    statement.reconciliation = { expectedEnding: -50.15, difference: -12.5, balanced: false };
    expect(reconciliationView(statement)).toEqual({
      status: 'off',
      title: 'Off by $12.50',
      detail:
        'Beginning balance plus all transactions gives -$50.15; please compare with your statement.',
    });
  });

  it('says when there is nothing to compare with', () => {
    expect(reconciliationView(unbalancedNoAccountNumber()).status).toBe('unchecked');
  });

  it('gives the engine verdict in words once the statement carries one', () => {
    expect(reconciliationView(verifiedChecking())).toEqual({
      status: 'verified',
      title: 'Matches the statement',
      detail:
        'Checked against the statement: every balance and total printed on it matches these transactions.',
    });
    expect(reconciliationView(runningBreakChecking())).toEqual({
      status: 'mismatch',
      title: 'Does not match the statement',
      detail:
        'Does not match: a figure printed on the statement differs from what these transactions add up to. Compare them with your PDF before you rely on them.',
    });
    expect(reconciliationView(consolidatedMixed())).toEqual({
      status: 'unverified',
      title: 'Not checked',
      detail:
        'Not checked: the statement prints no balances to check these transactions against. Compare them with your PDF.',
    });
  });
});
