import { join } from 'node:path';
import { REAL_SAMPLES_DIR } from './paths.ts';

/** A real statement from packages/extract/fixtures/real with the facts its README records. */
export type Sample = {
  filename: string;
  path: string;
  pages: number;
  bytes: number;
  transactions: number;
  statementDate: string;
  /** Balances and amounts as the CSV files write them (two decimals, no thousands separator). */
  openingBalance: string;
  closingBalance: string;
  /** closing - opening, in cents: what the transactions must add up to. */
  netChangeCents: number;
  /** First and last transaction rows in printed order (description: a part every extraction keeps). */
  firstTransaction: KnownTransaction;
  lastTransaction: KnownTransaction;
  /** The first deposit (money in) in printed order. */
  firstDeposit: KnownTransaction;
  /** The account number printed on the statement. */
  accountNumber: string;
  /** Balances as the results summary shows them, in the statement's currency (GBP). */
  shownOpening: string;
  shownClosing: string;
  /** Rows per category on the results step: the spec's four, then debits that fit none of them. */
  categoryCounts: readonly (readonly [string, number])[];
  /** The engine's verdict as the results step words it, and its "What was checked" list in order. */
  verdict: string;
  checked: readonly string[];
};

export type KnownTransaction = { date: string; amount: string; description: string };

/** HSBC UK current account, 2 pages, 4 transactions, 308.39 to 366.39. */
export const HSBC_CURRENT: Sample = {
  filename: 'hsbc-uk-current-11111111-2019-06-10.pdf',
  path: join(REAL_SAMPLES_DIR, 'hsbc-uk-current-11111111-2019-06-10.pdf'),
  pages: 2,
  bytes: 119_824,
  transactions: 4,
  statementDate: '2019-06-10',
  openingBalance: '308.39',
  closingBalance: '366.39',
  netChangeCents: 5_800,
  firstTransaction: { date: '2019-05-16', amount: '-12.00', description: 'OIJNRH OX' },
  lastTransaction: { date: '2019-06-04', amount: '100.00', description: 'CJRLRU/HBTT' },
  firstDeposit: { date: '2019-06-04', amount: '100.00', description: 'CJRLRU/HBTT' },
  accountNumber: '11111111',
  shownOpening: '£308.39',
  shownClosing: '£366.39',
  categoryCounts: [
    ['Deposits & Credits', 1],
    ['ATM Withdrawals', 0],
    ['Checks Paid', 0],
    ['Card Purchases', 0],
    ['Other Withdrawals', 3],
  ],
  verdict: 'Matches the statement',
  checked: [
    'The beginning balance, £308.39, is printed on the statement.',
    'The ending balance printed on the statement matches the beginning balance and these transactions.',
    // The statement prints a balance on its brought- and carried-forward lines as well as on the 4 rows.
    'All 6 running balances printed beside the transactions match.',
    // Its summary box's money in and out; the label as the PDF's text layer spells it (letter-spaced).
    'The total "Paym e nts In" printed on page 1, £100.00, matches the rows it covers.',
    'The total "Paym e nts Out" printed on page 1, £42.00, matches the rows it covers.',
  ],
};

/** HSBC UK savings account, 3 pages, 5 transactions, 10,008.25 to 7,726.49. */
export const HSBC_SAVINGS: Sample = {
  filename: 'hsbc-uk-savings-87654321-2019-08-08.pdf',
  path: join(REAL_SAMPLES_DIR, 'hsbc-uk-savings-87654321-2019-08-08.pdf'),
  pages: 3,
  bytes: 135_399,
  transactions: 5,
  statementDate: '2019-08-08',
  openingBalance: '10008.25',
  closingBalance: '7726.49',
  netChangeCents: -228_176,
  firstTransaction: {
    date: '2019-04-13',
    amount: '0.83',
    description: 'FVBNN QGLWVWNL LB 12XOV2019',
  },
  lastTransaction: {
    date: '2019-07-15',
    amount: '-2287.59',
    description: '111111 22222222 QGLWVGWL LVXGNEWV',
  },
  firstDeposit: { date: '2019-04-13', amount: '0.83', description: 'FVBNN QGLWVWNL LB 12XOV2019' },
  accountNumber: '87654321',
  shownOpening: '£10,008.25',
  shownClosing: '£7,726.49',
  categoryCounts: [
    ['Deposits & Credits', 4],
    ['ATM Withdrawals', 0],
    ['Checks Paid', 0],
    ['Card Purchases', 0],
    ['Other Withdrawals', 1],
  ],
  verdict: 'Matches the statement',
  checked: [
    'The beginning balance, £10,008.25, is printed on the statement.',
    'The ending balance printed on the statement matches the beginning balance and these transactions.',
    'All 7 running balances printed beside the transactions match.',
    'The total "Paym e nts In" printed on page 1, £5.83, matches the rows it covers.',
    'The total "Paym e nts Out" printed on page 1, £2,287.59, matches the rows it covers.',
  ],
};
