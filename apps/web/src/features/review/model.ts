import type { AccountStatement, Statement, Transaction } from '@statemint/contracts';
import { combineVerifications, partition } from '@statemint/contracts';
import { accountParts } from '@statemint/export/checks';
import { liveCheck, reconcile, type LiveCheck } from './check.ts';

/** One row of the review table; `id` stays with the row through edits, sorting and undo. */
export type ReviewRow = { id: number; txn: Transaction };

export type ReviewAccount = {
  /** The account's name and number when the statement has several, else null. */
  label: string | null;
  /** The account as converted: its checks stand while nothing of it is edited. */
  original: AccountStatement;
  rows: ReviewRow[];
  opening: number | null;
  closing: number | null;
  /** A balance the user typed counts as printed: they read it off the statement. */
  openingTyped: boolean;
  closingTyped: boolean;
  edited: boolean;
};

export type ReviewDoc = { accounts: ReviewAccount[]; nextId: number };

/** The review table's document: each account's rows and balances, as converted. */
export function reviewDoc(statement: Statement): ReviewDoc {
  let nextId = 1;
  const accounts = accountParts(statement).map(({ label, account }): ReviewAccount => ({
    label,
    original: account,
    rows: account.transactions.map((txn) => ({ id: nextId++, txn })),
    opening: account.accountInfo.beginningBalance,
    closing: account.accountInfo.endingBalance,
    openingTyped: false,
    closingTyped: false,
    edited: false,
  }));
  return { accounts, nextId };
}

/** Accounts are never changed in place, so each one's check is worked out once (20,000 rows: 8 ms). */
const checked = new WeakMap<ReviewAccount, LiveCheck>();

/** The live check of one account (for an unedited account it still drives the row highlights). */
export function checkAccount(account: ReviewAccount): LiveCheck {
  let check = checked.get(account);
  if (!check) {
    check = runCheck(account);
    checked.set(account, check);
  }
  return check;
}

function runCheck(account: ReviewAccount): LiveCheck {
  const v = account.original.verification;
  const sourceOf = (typed: boolean, value: number | null, recorded: 'opening' | 'closing') =>
    value === null
      ? 'missing'
      : typed
        ? 'printed'
        : (v?.[recorded === 'opening' ? 'openingSource' : 'closingSource'] ?? 'printed');
  return liveCheck({
    rows: account.rows.map((r) => r.txn),
    opening: account.opening,
    closing: account.closing,
    liability: account.original.balanceType === 'liability',
    openingSource: sourceOf(account.openingTyped, account.opening, 'opening'),
    closingSource: sourceOf(account.closingTyped, account.closing, 'closing'),
    sectionTotals: account.edited ? [] : (v?.sectionTotals ?? []),
    fallbackPage: v?.runningBalances.firstBreak?.page ?? 1,
  });
}

/** One account as the Statement carries it: the engine's own while unedited, else rebuilt and re-checked. */
export function accountStatement(account: ReviewAccount): AccountStatement {
  if (!account.edited) return account.original;
  const check = checkAccount(account);
  const {
    accounts: _a,
    pages: _p,
    currency: _c,
    warnings: _w,
    ...own
  } = account.original as Statement;
  return {
    ...own,
    accountInfo: {
      ...account.original.accountInfo,
      beginningBalance: check.opening,
      endingBalance: account.closing,
    },
    ...partition(account.rows.map((r) => r.txn)),
    reconciliation: check.reconciliation,
    verification: check.verification,
  };
}

const sumOrNull = (values: (number | null)[]): number | null =>
  values.some((v) => v === null)
    ? null
    : Math.round(values.reduce<number>((s, v) => s + Math.round((v ?? 0) * 100), 0)) / 100;

/** The edited Statement, in the shape the engine gives (a combined view over several accounts). */
export function toStatement(doc: ReviewDoc, base: Statement): Statement {
  if (!doc.accounts.some((a) => a.edited)) return base;
  const parts = doc.accounts.map(accountStatement);
  const top = { pages: base.pages, currency: base.currency, warnings: base.warnings };
  if (parts.length === 1) {
    const only = parts[0]!;
    return { ...base, ...only, ...top, ...(base.accounts ? { accounts: [only] } : {}) };
  }
  const beginning = sumOrNull(parts.map((p) => p.accountInfo.beginningBalance));
  const ending = sumOrNull(parts.map((p) => p.accountInfo.endingBalance));
  const rows = parts.flatMap((p) => p.transactions);
  const r = reconcile(
    beginning,
    rows,
    ending,
    parts.every((p) => p.balanceType === 'liability'),
  );
  const verification = parts.every((p) => p.verification)
    ? combineVerifications(
        parts.map((p) => ({ verification: p.verification!, rows: p.transactions.length })),
      )
    : base.verification;
  return {
    ...base,
    accountInfo: { ...base.accountInfo, beginningBalance: beginning, endingBalance: ending },
    ...partition(rows),
    reconciliation: {
      expectedEnding: r.expectedEnding === null ? null : r.expectedEnding / 100,
      difference: r.difference === null ? null : r.difference / 100,
      balanced:
        r.difference === 0 &&
        verification?.openingSource === 'printed' &&
        verification.closingSource === 'printed',
    },
    ...(verification ? { verification } : {}),
    accounts: parts,
    ...top,
  };
}
