import * as z from 'zod/mini';
import { centsToMoney, moneyToCents } from './money.ts';

/** An ISO calendar date, `YYYY-MM-DD`. */
export const IsoDate = /* @__PURE__ */ z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Money at the JSON edge: a decimal number with at most two decimals (the engine keeps integer cents). */
export const Money = z.number();

/** Money as the database stores it: integer cents, decoded to `Money` and encoded back in one place. */
export const MoneyCents = z.codec(z.int(), Money, { decode: centsToMoney, encode: moneyToCents });

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

/**
 * The common accounting sub-categories a row may also carry (issue 10): finer than the spec's categories,
 * e.g. a `deposit` that is `payroll` or `interest`, an `other` that is a `bill-payment`.
 */
export const SUBCATEGORIES = [
  'income',
  'transfer',
  'fee',
  'interest',
  'cash',
  'card-purchase',
  'bill-payment',
  'payroll',
  'refund',
] as const;
export const Subcategory = z.enum(SUBCATEGORIES);
export type Subcategory = z.infer<typeof Subcategory>;

export const BALANCE_TYPES = ['asset', 'liability'] as const;

/** Where a balance came from: printed on the statement, derived by the engine, or not found. */
export const BALANCE_SOURCES = ['printed', 'derived', 'missing'] as const;
export const BalanceSource = z.enum(BALANCE_SOURCES);
export type BalanceSource = z.infer<typeof BalanceSource>;

/**
 * The engine's verdict on an account, judged only against figures the statement prints:
 * `verified` (the printed closing balance, every printed running balance and every printed section total
 * are reproduced by the rows), `unverified` (nothing printed to check against) or `mismatch` (something
 * printed is not reproduced).
 */
export const VERDICTS = ['verified', 'unverified', 'mismatch'] as const;
export const Verdict = z.enum(VERDICTS);
export type Verdict = z.infer<typeof Verdict>;

/**
 * The box a transaction's row occupies on its page: PDF points with the origin at the top-left of the
 * displayed page (rotation applied), x to the right and y downwards; y0 is the top of the row's first
 * line and y1 the bottom of its last. A viewer at scale s draws it at (x0*s, y0*s).
 */
export const SourceBox = /* @__PURE__ */ z.object({
  page: z.int().check(z.positive()),
  x0: z.number(),
  y0: z.number(),
  x1: z.number(),
  y1: z.number(),
});
export type SourceBox = z.infer<typeof SourceBox>;

/**
 * The Statement's schemas with money as `money`: decimals at the JSON edge, or the cents codec for storage,
 * so both shapes come from one definition.
 */
/* @__NO_SIDE_EFFECTS__ */
function statementSchemas<M extends typeof Money | typeof MoneyCents>(money: M) {
  /** One transaction row as printed, signed from the account holder's view: money in is positive. */
  const Transaction = z.object({
    date: IsoDate,
    postedDate: z.optional(IsoDate),
    description: z.string(),
    amount: money,
    balance: z.optional(money),
    category: TransactionCategory,
    /** The accounting sub-category, when the row says which (absent in documents stored before issue 10). */
    subcategory: z.optional(Subcategory),
    /** The merchant or counterparty's name, cleaned of card prefixes, dates and references, when readable. */
    merchant: z.optional(z.string()),
    checkNumber: z.optional(z.string()),
    reference: z.optional(z.string()),
    /** Account number (or name) the row belongs to; set only when the PDF holds several accounts. */
    account: z.optional(z.string()),
    /** Where the row is printed, for showing it on its page (absent on rows a user added). */
    source: z.optional(SourceBox),
  });

  /** The spec's `deposits[]` entry: every credit (money in). */
  const Deposit = z.object({ description: z.string(), dateCredited: IsoDate, amount: money });

  /** The spec's `atmWithdrawals[]` entry; `amount` is signed (negative for money out). */
  const AtmWithdrawal = z.object({
    description: z.string(),
    tranDate: IsoDate,
    datePosted: IsoDate,
    amount: money,
  });

  /** The spec's `checksPaid[]` entry; `amount` is the positive amount printed on the check. */
  const CheckPaid = z.object({
    datePaid: IsoDate,
    checkNumber: z.string(),
    amount: money,
    referenceNumber: z.string(),
  });

  /** The spec's `visaPurchases[]` entry (card purchases); `amount` is signed (negative for money out). */
  const VisaPurchase = z.object({
    description: z.string(),
    tranDate: IsoDate,
    datePosted: IsoDate,
    amount: money,
  });

  /** Debits that fit none of the spec's categories (fees, transfers, electronic withdrawals); signed. */
  const OtherWithdrawal = z.object({
    description: z.string(),
    date: IsoDate,
    amount: money,
    category: TransactionCategory,
  });

  const AccountInfo = z.object({
    accountNumber: z.nullable(z.string()),
    /** The statement (closing) date, ISO. */
    statementDate: z.nullable(IsoDate),
    beginningBalance: z.nullable(money),
    endingBalance: z.nullable(money),
  });

  /** beginningBalance + Σ amounts compared with endingBalance. */
  const Reconciliation = z.object({
    expectedEnding: z.nullable(money),
    difference: z.nullable(money),
    /** True only when both balances are printed on the statement and the rows reproduce the closing one. */
    balanced: z.boolean(),
  });

  /** The first row whose printed running balance the rows above it do not reproduce. */
  const BalanceBreak = z.object({
    /** 1-based position of the row in its list of `transactions`. */
    row: z.int().check(z.positive()),
    /** The PDF page the row is printed on (1-based). */
    page: z.int().check(z.positive()),
    /** The running balance printed on the row. */
    printed: money,
    /** What the opening balance (or the previous printed balance) and the rows in between add up to. */
    expected: money,
    /** printed - expected. */
    difference: money,
  });

  /**
   * A total the statement prints for a group of rows ("Total deposits"), compared with those rows; or the
   * money-in or money-out figures of the account's summary ("Payments + Other credits"), compared with all
   * the account's money in or out.
   */
  const SectionCheck = z.object({
    /** The total's line as printed, e.g. "Total checks paid"; summary figures joined by " + ". */
    label: z.string(),
    page: z.int().check(z.positive()),
    printed: money,
    /** The sum of the rows the total covers, as the statement prints them (unsigned). */
    computed: money,
    /** printed - computed; 0 when the total is reproduced. */
    difference: money,
  });

  /** How far the printed figures confirm the extracted rows (see VERDICTS). */
  const Verification = z.object({
    verdict: Verdict,
    openingSource: BalanceSource,
    closingSource: BalanceSource,
    runningBalances: z.object({
      /** Rows that print a running balance. */
      printed: z.int().check(z.nonnegative()),
      /** Of those, the ones the rows above reproduce. */
      matched: z.int().check(z.nonnegative()),
      firstBreak: z.nullable(BalanceBreak),
    }),
    sectionTotals: z.array(SectionCheck),
  });

  /** Everything extracted for one account. */
  const AccountStatement = z.object({
    accountName: z.nullable(z.string()),
    /** `liability` for credit cards: printed balances are amounts owed, so beginning - Σ amounts = ending. */
    balanceType: z.enum(BALANCE_TYPES),
    periodStart: z.nullable(IsoDate),
    periodEnd: z.nullable(IsoDate),
    accountInfo: AccountInfo,
    transactions: z.array(Transaction),
    deposits: z.array(Deposit),
    atmWithdrawals: z.array(AtmWithdrawal),
    checksPaid: z.array(CheckPaid),
    visaPurchases: z.array(VisaPurchase),
    otherWithdrawals: z.array(OtherWithdrawal),
    reconciliation: Reconciliation,
    /** Absent only on documents converted before verdicts existed (version 0.1 of the engine). */
    verification: z.optional(Verification),
  });

  /**
   * A converted statement. With one account the top level is that account. With several, `accounts[]`
   * holds each one and the top level is their combined view (see docs/DECISIONS.md).
   */
  const Statement = z.extend(AccountStatement, {
    accounts: z.optional(z.array(AccountStatement)),
    pages: z.int().check(z.nonnegative()),
    /** ISO 4217 code, e.g. USD, GBP, EUR; null when nothing on the statement says which currency it is. */
    currency: z.nullable(z.string()),
    warnings: z.array(z.string()),
  });

  return {
    Transaction,
    Deposit,
    AtmWithdrawal,
    CheckPaid,
    VisaPurchase,
    OtherWithdrawal,
    AccountInfo,
    Reconciliation,
    BalanceBreak,
    SectionCheck,
    Verification,
    AccountStatement,
    Statement,
  };
}

const decimal = /* @__PURE__ */ statementSchemas(Money);

export const Transaction = decimal.Transaction;
export type Transaction = z.infer<typeof Transaction>;
export const Deposit = decimal.Deposit;
export type Deposit = z.infer<typeof Deposit>;
export const AtmWithdrawal = decimal.AtmWithdrawal;
export type AtmWithdrawal = z.infer<typeof AtmWithdrawal>;
export const CheckPaid = decimal.CheckPaid;
export type CheckPaid = z.infer<typeof CheckPaid>;
export const VisaPurchase = decimal.VisaPurchase;
export type VisaPurchase = z.infer<typeof VisaPurchase>;
export const OtherWithdrawal = decimal.OtherWithdrawal;
export type OtherWithdrawal = z.infer<typeof OtherWithdrawal>;
export const AccountInfo = decimal.AccountInfo;
export type AccountInfo = z.infer<typeof AccountInfo>;
export const Reconciliation = decimal.Reconciliation;
export type Reconciliation = z.infer<typeof Reconciliation>;
export const BalanceBreak = decimal.BalanceBreak;
export type BalanceBreak = z.infer<typeof BalanceBreak>;
export const SectionCheck = decimal.SectionCheck;
export type SectionCheck = z.infer<typeof SectionCheck>;
export const Verification = decimal.Verification;
export type Verification = z.infer<typeof Verification>;
export const AccountStatement = decimal.AccountStatement;
export type AccountStatement = z.infer<typeof AccountStatement>;
export const Statement = decimal.Statement;
export type Statement = z.infer<typeof Statement>;

/**
 * The Statement as the database stores it, every amount in integer cents: `z.decode` gives the `Statement`
 * of the JSON edge, `z.encode` the stored form.
 */
export const StoredStatement = /* @__PURE__ */ statementSchemas(MoneyCents).Statement;
/** The stored (cents) shape, as it sits in `documents.statement`. */
export type StoredStatement = z.input<typeof StoredStatement>;
