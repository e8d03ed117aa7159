/** The kinds of a table header's columns, by role: money, transaction money and dates. */
import type { HeaderRole } from './vocabulary.ts';

const AMOUNT_ROLES: ReadonlySet<HeaderRole> = new Set(['debit', 'credit', 'amount', 'balance']);
const TXN_ROLES: ReadonlySet<HeaderRole> = new Set(['debit', 'credit', 'amount']);
const DATE_ROLES: ReadonlySet<HeaderRole> = new Set(['date', 'postDate', 'valueDate']);

/** A money column: a transaction's amount (one column, or money out and in) or the balance. */
export function isAmountRole(role: HeaderRole): boolean {
  return AMOUNT_ROLES.has(role);
}

/** A transaction's money column (not the balance). */
export function isTxnRole(role: HeaderRole): boolean {
  return TXN_ROLES.has(role);
}

/** A date column: transaction, posting or value date. */
export function isDateRole(role: HeaderRole): boolean {
  return DATE_ROLES.has(role);
}
