import type { AccountStatement, Statement } from '@statemint/contracts';

/**
 * Which sheets the workbook has, in order, worked out without writing it, so that the results screen can
 * list the sheets of the very file it offers: the category sheets only when they hold rows, and for a
 * consolidated statement one sheet per account named with the printed account name (else its number).
 */

/** Sheet names, in workbook order, as the results screen describes them. */
export const SHEET_NAMES = {
  summary: 'Account Summary',
  verification: 'Checks',
  deposits: 'Deposits & Credits',
  atm: 'ATM Withdrawals',
  checks: 'Checks Paid',
  card: 'Card Purchases',
  other: 'Other Withdrawals',
  all: 'All Transactions',
} as const;

export type SheetKind = keyof typeof SHEET_NAMES | 'account';

/** One sheet of the workbook; `account` is the index in `statement.accounts` of an account's sheet. */
export type SheetPlan = { kind: SheetKind; name: string; account?: number };

/** Excel's limit on a sheet name. */
export const MAX_SHEET_NAME_CHARS = 31;
/** Characters Excel refuses in a sheet name. */
const FORBIDDEN_IN_SHEET_NAME = /[[\]:*?/\\]/g;

const CATEGORY_SHEETS = [
  ['deposits', (a: AccountStatement) => a.deposits.length],
  ['atm', (a: AccountStatement) => a.atmWithdrawals.length],
  ['checks', (a: AccountStatement) => a.checksPaid.length],
  ['card', (a: AccountStatement) => a.visaPurchases.length],
  ['other', (a: AccountStatement) => a.otherWithdrawals.length],
] as const;

/** The workbook's sheets, in order. */
export function workbookSheetPlan(statement: Statement): SheetPlan[] {
  const accounts = statement.accounts ?? [];
  const several = accounts.length > 1;
  const all = several ? accounts : [statement];
  const plan: SheetPlan[] = [
    { kind: 'summary', name: SHEET_NAMES.summary },
    { kind: 'verification', name: SHEET_NAMES.verification },
  ];
  for (const [kind, rows] of CATEGORY_SHEETS) {
    if (all.some((a) => rows(a) > 0)) plan.push({ kind, name: SHEET_NAMES[kind] });
  }
  plan.push({ kind: 'all', name: SHEET_NAMES.all });
  if (several) {
    const used = new Set(plan.map((s) => s.name.toLowerCase()));
    accounts.forEach((account, index) => {
      const name = uniqueName(accountSheetName(account, index), used);
      used.add(name.toLowerCase());
      plan.push({ kind: 'account', name, account: index });
    });
  }
  return plan;
}

/** The printed account name, else its number, else `Account N`, as Excel allows a sheet name. */
export function accountSheetName(account: AccountStatement, index: number): string {
  const printed = [account.accountName, account.accountInfo.accountNumber]
    .map((text) => (text ?? '').replace(FORBIDDEN_IN_SHEET_NAME, ' ').replace(/\s+/g, ' ').trim())
    // A sheet name may not start or end with an apostrophe.
    .map((text) => text.replace(/^'+|'+$/g, '').trim())
    .find((text) => text !== '');
  return (printed ?? `Account ${index + 1}`).slice(0, MAX_SHEET_NAME_CHARS).trim();
}

/** Excel compares sheet names without case: a repeated name gets ` (2)`, ` (3)`, within 31 characters. */
function uniqueName(name: string, used: Set<string>): string {
  if (!used.has(name.toLowerCase())) return name;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, MAX_SHEET_NAME_CHARS - suffix.length).trim()}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
