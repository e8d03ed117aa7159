/** Hand-built statements for the CLI's tests: the verdict summary reads only these fields. */
import path from 'node:path';
import type { AccountStatement, Statement, Verification } from '@statemint/contracts';

/** The repository's root: the CLI's tests run commands from it. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const REAL = path.join(REPO_ROOT, 'packages/extract/fixtures/real');
/** Real sample: 2 pages, 4 transactions (see packages/extract/fixtures/real/README.md). */
export const SAMPLE = path.join(REAL, 'hsbc-uk-current-11111111-2019-06-10.pdf');
/** Real sample holding two accounts. */
export const CONSOLIDATED = path.join(REAL, 'chase-consolidated-balance-summary.pdf');

/** A checking account of three rows: 1,000.00 opening, 1,500.00 in, 212.40 out, 2,287.60 closing. */
export function account(verification: Verification | undefined): AccountStatement {
  return {
    accountName: 'Everyday Checking',
    balanceType: 'asset',
    periodStart: '2024-03-01',
    periodEnd: '2024-03-31',
    accountInfo: {
      accountNumber: '000123456789',
      statementDate: '2024-03-31',
      beginningBalance: 1000,
      endingBalance: 2287.6,
    },
    transactions: [
      {
        date: '2024-03-01',
        description: 'Payroll ACME',
        amount: 1500,
        balance: 2500,
        category: 'deposit',
      },
      {
        date: '2024-03-05',
        description: 'ATM   WITHDRAWAL MAIN ST',
        amount: -200,
        balance: 2300,
        category: 'atm',
      },
      {
        date: '2024-03-10',
        description: 'VISA PURCHASE THE VERY LONG NAME OF A COFFEE SHOP IN TOWN',
        amount: -12.4,
        balance: 2287.6,
        category: 'card',
      },
    ],
    deposits: [],
    atmWithdrawals: [],
    checksPaid: [],
    visaPurchases: [],
    otherWithdrawals: [],
    reconciliation: { expectedEnding: 2287.6, difference: 0, balanced: true },
    ...(verification === undefined ? {} : { verification }),
  };
}

export function statement(top: AccountStatement, extra: Partial<Statement> = {}): Statement {
  return { ...top, pages: 3, currency: 'USD', warnings: [], ...extra };
}

export const VERIFIED: Verification = {
  verdict: 'verified',
  openingSource: 'printed',
  closingSource: 'printed',
  runningBalances: { printed: 3, matched: 3, firstBreak: null },
  sectionTotals: [
    { label: 'Total deposits', page: 1, printed: 1500, computed: 1500, difference: 0 },
  ],
};

export const UNVERIFIED: Verification = {
  verdict: 'unverified',
  openingSource: 'printed',
  closingSource: 'missing',
  runningBalances: { printed: 0, matched: 0, firstBreak: null },
  sectionTotals: [],
};
