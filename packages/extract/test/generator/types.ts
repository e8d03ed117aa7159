import type { AccountInfo, Transaction } from '@statemint/contracts';

/** The layout families of issue 2, plus `mixed` (features of several families in one table). */
export const FAMILIES = [
  'us-sectioned',
  'ledger',
  'uk-signed',
  'european',
  'cr-dr',
  'parens',
  'mixed',
] as const;
export type Family = (typeof FAMILIES)[number];

/** One expected transaction, in the shape of the contracts' `Transaction` (money as decimal numbers). */
export type TruthTransaction = Omit<Transaction, 'account'>;

/** One account's expected result, in the shape of the contracts' `AccountStatement` where it matters. */
export type TruthAccount = {
  accountName: string;
  balanceType: 'asset';
  periodStart: string;
  periodEnd: string;
  accountInfo: AccountInfo;
  transactions: TruthTransaction[];
};

/** The exact expected extraction of a generated statement; `accounts` always lists every account. */
export type GroundTruth = {
  family: Family;
  seed: number;
  pages: number;
  currency: string;
  accounts: TruthAccount[];
  /** Layout features drawn for this statement (for reports: which quirks a miss comes from). */
  features: string[];
};

export type GenerateOptions = {
  family: Family;
  seed: number;
  /** Target page count (1 to 400); the nearest achievable count is used. */
  pages?: number;
  /** Number of accounts (a consolidated statement when more than one). */
  accounts?: number;
};

export type GeneratedStatement = { pdf: Uint8Array; truth: GroundTruth };

export const BAD_INPUT_KINDS = [
  'empty',
  'not_pdf',
  'encrypted',
  'scanned',
  'corrupt',
  'no_transactions',
] as const;
export type BadInputKind = (typeof BAD_INPUT_KINDS)[number];
