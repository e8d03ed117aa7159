import fc from 'fast-check';
import type { AccountStatement, Verification } from '@statemint/contracts';
import { describe, expect, it } from 'vitest';
import { account, statement, UNVERIFIED, VERIFIED } from './testing.ts';
import { formatMoney, hasMismatch, verdictLines } from './verdict.ts';

const VERIFIED_LINE =
  'verified: Checked against the statement: every balance and total printed on it matches these transactions.';

describe('verdictLines', () => {
  it('says a verified statement matches, in the words of the results screen and the exports', () => {
    expect(verdictLines(statement(account(VERIFIED)))).toEqual([VERIFIED_LINE]);
  });

  it('says why nothing could be checked, from where the balances came from', () => {
    expect(verdictLines(statement(account(UNVERIFIED)))).toEqual([
      'not checked: No ending balance was found on the statement.',
    ]);
    const derived = { ...UNVERIFIED, closingSource: 'derived' } as const;
    expect(verdictLines(statement(account(derived)))).toEqual([
      'not checked: The ending balance, 2,287.60, is not printed on the statement; it was worked out from the transactions.',
    ]);
    const noOpening = {
      ...UNVERIFIED,
      openingSource: 'missing',
      closingSource: 'printed',
    } as const;
    expect(verdictLines(statement(account(noOpening)))).toEqual([
      'not checked: No beginning balance was found on the statement.',
    ]);
  });

  it('does not repeat the verdict word when only the summary explains an unchecked account', () => {
    const bothPrinted = {
      ...UNVERIFIED,
      openingSource: 'printed',
      closingSource: 'printed',
    } as const;
    expect(verdictLines(statement(account(bothPrinted)))).toEqual([
      'not checked: the statement prints no balances to check these transactions against. Compare them with your PDF.',
    ]);
  });

  it('names the page, the row and the money of the first broken running balance first', () => {
    const broken: Verification = {
      ...VERIFIED,
      verdict: 'mismatch',
      runningBalances: {
        printed: 3,
        matched: 2,
        firstBreak: { row: 3, page: 2, printed: 2287.6, expected: 2275.2, difference: 12.4 },
      },
      sectionTotals: [{ label: 'Total fees', page: 2, printed: 5, computed: 0, difference: 5 }],
    };
    const top = account(broken);
    top.reconciliation = { expectedEnding: 2275.2, difference: 12.4, balanced: false };
    expect(verdictLines(statement(top))).toEqual([
      'MISMATCH: The running balance printed on page 2 (row 3) is 12.40 more than the transactions up to that row add up to: the statement prints 2,287.60, the transactions give 2,275.20.',
    ]);
  });

  it('points at the first section total its rows miss when every running balance holds', () => {
    const top = account({
      ...VERIFIED,
      verdict: 'mismatch',
      sectionTotals: [
        { label: 'Total deposits', page: 1, printed: 1500, computed: 1500, difference: 0 },
        { label: 'Total withdrawals', page: 2, printed: 1212.4, computed: 212.4, difference: 1000 },
        { label: 'Total fees', page: 2, printed: 5, computed: 0, difference: 5 },
      ],
    });
    top.reconciliation = { expectedEnding: 3287.6, difference: -1000, balanced: false };
    expect(verdictLines(statement(top))).toEqual([
      'MISMATCH: The total "Total withdrawals" printed on page 2 is 1,000.00 more than the rows it covers add up to: the statement prints 1,212.40, the rows give 212.40.',
    ]);
  });

  it('falls back to the ending balance, then the warnings carry every problem', () => {
    const top = account({ ...VERIFIED, verdict: 'mismatch', sectionTotals: [] });
    top.reconciliation = { expectedEnding: 2297.6, difference: -10, balanced: false };
    const warning =
      'The ending balance printed on the statement is $2,287.60, but the beginning balance and the transactions add up to $2,297.60, a difference of $10.00.';
    expect(verdictLines(statement(top, { warnings: [warning] }))).toEqual([
      'MISMATCH: The ending balance printed on the statement is 10.00 less than the beginning balance and these transactions add up to: the statement prints 2,287.60, the transactions give 2,297.60.',
      `warning: ${warning}`,
    ]);
  });

  it('never stays silent on a mismatch it cannot place', () => {
    const vague = account({ ...VERIFIED, verdict: 'mismatch', sectionTotals: [] });
    expect(verdictLines(statement(vague))).toEqual([
      'MISMATCH: Does not match: a figure printed on the statement differs from what these transactions add up to. Compare them with your PDF before you rely on them.',
    ]);
  });

  it('gives every account of a multi-account file its own line, then the warnings once', () => {
    const checking = account(VERIFIED);
    const savings: AccountStatement = {
      ...account(UNVERIFIED),
      accountName: null,
      accountInfo: { ...checking.accountInfo, accountNumber: '987' },
    };
    const nameless: AccountStatement = {
      ...account(VERIFIED),
      accountName: null,
      accountInfo: { ...checking.accountInfo, accountNumber: null },
    };
    const file = statement(account(undefined), {
      accounts: [checking, savings, nameless],
      warnings: ['The ending balance of account 987 was not found.'],
    });
    expect(verdictLines(file)).toEqual([
      `account 1 of 3 (Everyday Checking 000123456789): ${VERIFIED_LINE}`,
      'account 2 of 3 (987): not checked: No ending balance was found on the statement.',
      `account 3 of 3: ${VERIFIED_LINE}`,
      'warning: The ending balance of account 987 was not found.',
    ]);
  });

  it('prints only the warnings of a statement stored before verdicts existed', () => {
    expect(
      verdictLines(statement(account(undefined), { warnings: ['Two rows have no date.'] })),
    ).toEqual(['warning: Two rows have no date.']);
  });
});

describe('hasMismatch', () => {
  it('is true when the statement, or any of its accounts, has a mismatch', () => {
    const mismatch = { ...VERIFIED, verdict: 'mismatch' } as const;
    expect(hasMismatch(statement(account(VERIFIED)))).toBe(false);
    expect(hasMismatch(statement(account(UNVERIFIED)))).toBe(false);
    expect(hasMismatch(statement(account(mismatch)))).toBe(true);
    const accounts = [account(VERIFIED), account(mismatch)];
    expect(hasMismatch(statement(account(VERIFIED), { accounts }))).toBe(true);
    expect(hasMismatch(statement(account(undefined)))).toBe(false);
  });
});

describe('formatMoney', () => {
  it('writes thousands separators and two decimals, never -0.00', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(-12)).toBe('-12.00');
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
    expect(formatMoney(-1234567.8)).toBe('-1,234,567.80');
    expect(formatMoney(999.99)).toBe('999.99');
    expect(formatMoney(100000)).toBe('100,000.00');
  });

  it('writes what Intl.NumberFormat en-US with two decimals writes, for any amount in cents', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatMoney(cents / 100)).toBe(intl.format(cents / 100 + 0));
      }),
    );
  });
});
