import { z } from 'zod';

/** An ISO calendar date, `YYYY-MM-DD`. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Money at the JSON edge: a decimal number with at most two decimals (the engine keeps integer cents). */
export const Money = z.number().finite();

export const TRANSACTION_CATEGORIES = [
  'deposit',
  'atm',
  'check',
  'card',
  'fee',
  'transfer',
  'other',
] as const;
export const TransactionCategory = z.enum(TRANSACTION_CATEGORIES);
export type TransactionCategory = z.infer<typeof TransactionCategory>;

/** One transaction row as printed, signed from the account holder's view: money in is positive. */
export const Transaction = z.object({
  date: IsoDate,
  postedDate: IsoDate.optional(),
  description: z.string(),
  amount: Money,
  balance: Money.optional(),
  category: TransactionCategory,
  checkNumber: z.string().optional(),
  reference: z.string().optional(),
  /** Account number (or name) the row belongs to; set only when the PDF holds several accounts. */
  account: z.string().optional(),
});
export type Transaction = z.infer<typeof Transaction>;

/** The spec's `deposits[]` entry: every credit (money in). */
export const Deposit = z.object({
  description: z.string(),
  dateCredited: IsoDate,
  amount: Money,
});
export type Deposit = z.infer<typeof Deposit>;

/** The spec's `atmWithdrawals[]` entry; `amount` is signed (negative for money out). */
export const AtmWithdrawal = z.object({
  description: z.string(),
  tranDate: IsoDate,
  datePosted: IsoDate,
  amount: Money,
});
export type AtmWithdrawal = z.infer<typeof AtmWithdrawal>;

/** The spec's `checksPaid[]` entry; `amount` is the positive amount printed on the check. */
export const CheckPaid = z.object({
  datePaid: IsoDate,
  checkNumber: z.string(),
  amount: Money,
  referenceNumber: z.string(),
});
export type CheckPaid = z.infer<typeof CheckPaid>;

/** The spec's `visaPurchases[]` entry (card purchases); `amount` is signed (negative for money out). */
export const VisaPurchase = z.object({
  description: z.string(),
  tranDate: IsoDate,
  datePosted: IsoDate,
  amount: Money,
});
export type VisaPurchase = z.infer<typeof VisaPurchase>;

/** Debits that fit none of the spec's categories (fees, transfers, electronic withdrawals); signed. */
export const OtherWithdrawal = z.object({
  description: z.string(),
  date: IsoDate,
  amount: Money,
  category: TransactionCategory,
});
export type OtherWithdrawal = z.infer<typeof OtherWithdrawal>;

export const AccountInfo = z.object({
  accountNumber: z.string().nullable(),
  /** The statement (closing) date, ISO. */
  statementDate: IsoDate.nullable(),
  beginningBalance: Money.nullable(),
  endingBalance: Money.nullable(),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

/** beginningBalance + Σ amounts compared with endingBalance. */
export const Reconciliation = z.object({
  expectedEnding: Money.nullable(),
  difference: Money.nullable(),
  balanced: z.boolean(),
});
export type Reconciliation = z.infer<typeof Reconciliation>;

export const BALANCE_TYPES = ['asset', 'liability'] as const;

/** Everything extracted for one account. */
export const AccountStatement = z.object({
  accountName: z.string().nullable(),
  /** `liability` for credit cards: printed balances are amounts owed, so beginning - Σ amounts = ending. */
  balanceType: z.enum(BALANCE_TYPES),
  periodStart: IsoDate.nullable(),
  periodEnd: IsoDate.nullable(),
  accountInfo: AccountInfo,
  transactions: z.array(Transaction),
  deposits: z.array(Deposit),
  atmWithdrawals: z.array(AtmWithdrawal),
  checksPaid: z.array(CheckPaid),
  visaPurchases: z.array(VisaPurchase),
  otherWithdrawals: z.array(OtherWithdrawal),
  reconciliation: Reconciliation,
});
export type AccountStatement = z.infer<typeof AccountStatement>;

/**
 * A converted statement. With one account the top level is that account. With several, `accounts[]`
 * holds each one and the top level is their combined view (see docs/DECISIONS.md).
 */
export const Statement = AccountStatement.extend({
  accounts: z.array(AccountStatement).optional(),
  pages: z.number().int().nonnegative(),
  /** ISO 4217 code, e.g. USD, GBP, EUR. */
  currency: z.string(),
  warnings: z.array(z.string()),
});
export type Statement = z.infer<typeof Statement>;
