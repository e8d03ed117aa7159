import { describe, expect, it } from 'vitest';
import type { Statement } from '@statemint/contracts';
import { buildStatement, NO_ACCOUNT_NUMBER } from './buildStatement.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { accountDraft, draftTxn } from './testing/drafts.ts';
import type { DraftTransaction } from './types.ts';

describe('buildStatement: categories (issue 10)', () => {
  function build(liability: boolean, transactions: DraftTransaction[]): Statement {
    const account = accountDraft({ liability, transactions });
    return buildStatement(
      { accounts: [account], tables: [], sections: [], warnings: [] },
      {
        period: { start: '2024-03-01', end: '2024-03-31' },
        currency: 'USD',
        liability,
        pages: 1,
        settings: DEFAULT_SETTINGS,
        warnings: [],
        running: new Map(),
      },
    );
  }
  const pick = (s: Statement) =>
    s.transactions.map(({ category, subcategory, merchant, checkNumber }) => ({
      category,
      subcategory,
      merchant,
      checkNumber,
    }));

  it('makes a card statement debit a card purchase with its merchant, and a payment a transfer', () => {
    const s = build(true, [
      draftTxn({ description: 'AMAZON MKTPLACE SEATTLE WA', cents: -2599 }),
      draftTxn({ description: 'PAYMENT THANK YOU', cents: 10000 }),
    ]);
    expect(pick(s)).toEqual([
      {
        category: 'card',
        subcategory: 'card-purchase',
        merchant: 'AMAZON MKTPLACE',
        checkNumber: undefined,
      },
      { category: 'deposit', subcategory: 'transfer', merchant: undefined, checkNumber: undefined },
    ]);
    expect(s.visaPurchases).toHaveLength(1);
  });

  it('keeps a row under a Checks heading without a number or wording out of checksPaid', () => {
    const s = build(false, [
      draftTxn({ description: 'CITY WATER DEPT', cents: -4000, section: 'checks' }),
      draftTxn({ description: 'CHECK 1042', cents: -5000, section: 'checks' }),
    ]);
    expect(pick(s)).toEqual([
      { category: 'other', subcategory: undefined, merchant: undefined, checkNumber: undefined },
      { category: 'check', subcategory: undefined, merchant: undefined, checkNumber: '1042' },
    ]);
    expect(s.checksPaid).toEqual([
      { datePaid: '2024-03-01', checkNumber: '1042', amount: 50, referenceNumber: '' },
    ]);
  });
});

describe('buildStatement: an account number not read', () => {
  const ctx = () => ({
    period: { start: '2024-03-01', end: '2024-03-31' },
    currency: 'USD',
    liability: false,
    pages: 1,
    settings: DEFAULT_SETTINGS,
    warnings: [] as string[],
    running: new Map(),
  });
  const opening = { cents: 10000, source: 'label' as const };
  const closing = { cents: 9000, source: 'label' as const };
  const txns = [draftTxn({ description: 'SHOP', cents: -1000 })];

  it('is said, so a spreadsheet without it is not silently incomplete', () => {
    const account = accountDraft({ transactions: txns, opening, closing });
    const s = buildStatement(
      { accounts: [account], tables: [], sections: [], warnings: [] },
      ctx(),
    );
    expect(s.accountInfo.accountNumber).toBeNull();
    expect(s.warnings).toEqual([NO_ACCOUNT_NUMBER]);
  });

  it('is said of each account of a consolidated statement by its place, and not of one that has it', () => {
    const s = buildStatement(
      {
        accounts: [
          accountDraft({ accountNumber: '12345678', transactions: txns, opening, closing }),
          accountDraft({ transactions: txns, opening, closing }),
        ],
        tables: [],
        sections: [],
        warnings: [],
      },
      ctx(),
    );
    expect(s.warnings).toEqual([`Account 2: ${NO_ACCOUNT_NUMBER}`]);
  });

  it('says that a number read from the heading without a label naming it may be another number', () => {
    const account = accountDraft({
      accountNumber: '007 780 0001234000000123 45',
      numberUnlabelled: true,
      transactions: txns,
      opening,
      closing,
    });
    const s = buildStatement(
      { accounts: [account], tables: [], sections: [], warnings: [] },
      ctx(),
    );
    expect(s.accountInfo.accountNumber).toBe('007 780 0001234000000123 45');
    expect(s.warnings).toEqual([
      "The account number 007 780 0001234000000123 45 was read from the statement's heading, where no label names it as the account number. Check it against the PDF.",
    ]);
  });
});

describe('buildStatement: an account number read from a sentence', () => {
  it('says the sentence may name another account', () => {
    const account = accountDraft({
      accountNumber: 'DE44 2003 0000 0012 3456 78',
      numberInProse: true,
      transactions: [draftTxn({ description: 'SHOP', cents: -1000 })],
      opening: { cents: 10000, source: 'label' as const },
      closing: { cents: 9000, source: 'label' as const },
    });
    const s = buildStatement(
      { accounts: [account], tables: [], sections: [], warnings: [] },
      {
        period: { start: '2024-03-01', end: '2024-03-31' },
        currency: 'EUR',
        liability: false,
        pages: 1,
        settings: DEFAULT_SETTINGS,
        warnings: [] as string[],
        running: new Map(),
      },
    );
    expect(s.accountInfo.accountNumber).toBe('DE44 2003 0000 0012 3456 78');
    expect(s.warnings).toEqual([
      "The account number DE44 2003 0000 0012 3456 78 was read from a sentence on the statement, not from a field of its own, and may be another account's. Check it against the PDF.",
    ]);
  });
});

describe('buildStatement: money held or owed left to the count of spending rows', () => {
  const ctx = (ambiguous: boolean) => ({
    period: { start: '2024-03-01', end: '2024-03-31' },
    currency: 'USD',
    liability: false,
    pages: 1,
    settings: DEFAULT_SETTINGS,
    warnings: [] as string[],
    running: new Map(),
    ambiguous,
  });
  const account = () =>
    accountDraft({
      accountNumber: '12345678',
      transactions: [draftTxn({ description: 'SHOP', cents: -1000 })],
      opening: { cents: 10000, source: 'label' },
      closing: { cents: 9000, source: 'label' },
    });
  const verdict = (ambiguous: boolean) =>
    buildStatement(
      { accounts: [account()], tables: [], sections: [], warnings: [] },
      ctx(ambiguous),
    ).verification?.verdict;

  it('verifies nothing: every printed figure is reproduced, but not the signs kept', () => {
    expect(verdict(false)).toBe('verified');
    expect(verdict(true)).toBe('unverified');
  });
});

describe('buildStatement: an account read with no rows and one printed balance', () => {
  const ctx = () => ({
    period: { start: '2024-03-01', end: '2024-03-31' },
    currency: 'USD',
    liability: false,
    pages: 1,
    settings: DEFAULT_SETTINGS,
    warnings: [] as string[],
    running: new Map(),
  });
  const read = accountDraft({
    accountNumber: '12345678',
    transactions: [draftTxn({ description: 'SHOP', cents: -1000 })],
    opening: { cents: 10000, source: 'label' },
    closing: { cents: 9000, source: 'label' },
  });
  const build = (rowless: ReturnType<typeof accountDraft>) =>
    buildStatement({ accounts: [read, rowless], tables: [], sections: [], warnings: [] }, ctx());

  it('is left out of the spreadsheets, but its printed balance is said with its account', () => {
    const s = build(
      accountDraft({ accountNumber: '87654321', closing: { cents: 123456, source: 'label' } }),
    );
    expect(s.accounts).toBeUndefined();
    expect(s.warnings).toEqual([
      'A balance of $1,234.56 is printed for account 87654321, but no transactions were read for it, so it is not in the spreadsheets. Check the PDF for transactions that may be missing.',
    ]);
  });

  it('is said by its place when it has no number, and not when its balance was only worked out', () => {
    const printed = build(accountDraft({ opening: { cents: 500, source: 'forward' } }));
    expect(printed.warnings).toEqual([
      'A balance of $5.00 is printed for another part of the statement, but no transactions were read for it, so it is not in the spreadsheets. Check the PDF for transactions that may be missing.',
    ]);
    const derived = build(accountDraft({ closing: { cents: 500, source: 'derived' } }));
    expect(derived.warnings).toEqual([]);
  });

  it('is kept with both its balances, as an account whose period moved nothing, without that warning', () => {
    const s = build(
      accountDraft({
        accountNumber: '87654321',
        opening: { cents: 500, source: 'label' },
        closing: { cents: 500, source: 'label' },
      }),
    );
    expect(s.accounts?.map((a) => a.accountInfo.accountNumber)).toEqual(['12345678', '87654321']);
    expect(s.warnings).toEqual([]);
  });
});

describe('buildStatement: no period and no year printed', () => {
  const ctx = () => ({
    period: { start: null, end: null },
    currency: 'IDR',
    liability: false,
    pages: 1,
    settings: DEFAULT_SETTINGS,
    warnings: [] as string[],
    running: new Map(),
  });
  const build = (year: number | null) =>
    buildStatement(
      {
        accounts: [
          accountDraft({
            accountNumber: '0183456789',
            transactions: [
              draftTxn({ description: 'SHOP', cents: -1000, date: { year, month: 3, day: 5 } }),
            ],
            opening: { cents: 10000, source: 'label' },
            closing: { cents: 9000, source: 'label' },
          }),
        ],
        tables: [],
        sections: [],
        warnings: [],
      },
      ctx(),
    );

  it('verifies nothing when the rows take an assumed year: the balances prove amounts, not dates', () => {
    const s = build(null);
    const year = new Date().getUTCFullYear();
    expect(s.transactions.map((t) => t.date)).toEqual([`${year}-03-05`]);
    expect(s.verification?.verdict).toBe('unverified');
    expect(s.reconciliation.balanced).toBe(true);
    expect(s.warnings).toEqual([
      `No statement period or year is printed; dates without a year use the current year (${year}), so the dates are not verified. Check the year against the PDF.`,
    ]);
  });

  it('still verifies a statement whose rows print their year', () => {
    const s = build(2024);
    expect(s.transactions.map((t) => t.date)).toEqual(['2024-03-05']);
    expect(s.verification?.verdict).toBe('verified');
    expect(s.warnings).toEqual([]);
  });
});
