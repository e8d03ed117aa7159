import type { Statement, Verdict } from '@statemint/contracts';
import { formatAbsoluteMoney, formatMoney } from '../../lib/format.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const R = CONVERTER_TEXTS.results;

export type StatementSummary = {
  accountNumber: string;
  totalTransactions: number;
  beginningBalance: string;
  endingBalance: string;
  categories: { label: string; count: number }[];
};

/** The extracted data summary (spec section 2): balances as absolute values. */
export function summarize(statement: Statement): StatementSummary {
  const info = statement.accountInfo;
  const currency = statement.currency;
  const money = (value: number | null) =>
    value === null ? R.notAvailable : formatAbsoluteMoney(value, currency);
  const categories: StatementSummary['categories'] = [
    { label: R.categories.deposits, count: statement.deposits.length },
    { label: R.categories.atm, count: statement.atmWithdrawals.length },
    { label: R.categories.checks, count: statement.checksPaid.length },
    { label: R.categories.card, count: statement.visaPurchases.length },
  ];
  // Fees and transfers fit none of the spec's four sections; show them only when present.
  if (statement.otherWithdrawals.length > 0) {
    categories.push({ label: R.categories.other, count: statement.otherWithdrawals.length });
  }
  return {
    accountNumber: info.accountNumber?.trim() || R.notAvailable,
    totalTransactions: statement.transactions.length,
    beginningBalance: money(info.beginningBalance),
    endingBalance: money(info.endingBalance),
    categories,
  };
}

export type ReconciliationView = {
  status: 'balanced' | 'off' | 'unchecked' | Verdict;
  title: string;
  detail: string;
};

/**
 * The balance check: the engine's verdict against the statement's printed figures, or for a statement
 * converted before verdicts existed, beginning + transactions against the ending balance.
 */
export function reconciliationView(statement: Statement): ReconciliationView {
  const { reconciliation, verification } = statement;
  if (verification !== undefined) {
    const verdict = R.verdicts[verification.verdict];
    return { status: verification.verdict, title: verdict.title, detail: verdict.summary };
  }
  const currency = statement.currency;
  if (reconciliation.balanced) {
    return { status: 'balanced', title: R.balanced, detail: R.balancedDetail };
  }
  if (reconciliation.difference === null || reconciliation.expectedEnding === null) {
    return { status: 'unchecked', title: R.notChecked, detail: R.notCheckedDetail };
  }
  return {
    status: 'off',
    title: R.offBy(formatAbsoluteMoney(reconciliation.difference, currency)),
    detail: R.offByDetail(formatMoney(reconciliation.expectedEnding, currency)),
  };
}

/** Category and sub-category names as the exports write them (one list, in packages/export). */
export {
  CATEGORY_LABELS as CATEGORY_NAMES,
  SUBCATEGORY_LABELS as SUBCATEGORY_NAMES,
} from '@statemint/export/format';
