import type {
  AccountStatement,
  Statement,
  Subcategory,
  TransactionCategory,
} from '@statemint/contracts';

/** Leading characters that make spreadsheet apps read a text cell as a formula (OWASP CSV injection). */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** Characters after which a spreadsheet starts a new cell in some locale: comma, semicolon, tab, line breaks. */
export const CELL_SEPARATORS = [',', ';', '\t', '\r', '\n'] as const;

/** Prefix that turns a would-be formula into plain text in Excel, Google Sheets and LibreOffice. */
export const FORMULA_ESCAPE_PREFIX = "'";

const CENTS_PER_UNIT = 100;

function characterClass(characters: readonly string[]): string {
  return characters.map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
}

/**
 * A cell start (the text's start or just after a separator), then any spaces and double quotes that a
 * reader may trim or unquote, then a formula trigger; a lookbehind lets a separator that is itself a
 * trigger (tab, CR) be both neutralised and the start of the next cell.
 */
const FORMULA_START = new RegExp(
  `(?<=^|[${characterClass(CELL_SEPARATORS)}])([ "]*)(?=[${characterClass(FORMULA_TRIGGERS)}])`,
  'g',
);

/** Human labels for transaction categories, shared by every writer. */
export const CATEGORY_LABELS = {
  deposit: 'Deposit',
  atm: 'ATM',
  check: 'Check',
  card: 'Card',
  fee: 'Fee',
  transfer: 'Transfer',
  other: 'Other',
} as const satisfies Record<TransactionCategory, string>;

/** Human labels for the accounting sub-categories (issue 10), shared by every writer. */
export const SUBCATEGORY_LABELS = {
  income: 'Income',
  transfer: 'Transfer',
  fee: 'Fee',
  interest: 'Interest',
  cash: 'Cash',
  'card-purchase': 'Card purchase',
  'bill-payment': 'Bill payment',
  payroll: 'Payroll',
  refund: 'Refund',
} as const satisfies Record<Subcategory, string>;

/**
 * Returns text that no spreadsheet will evaluate, whatever separator its locale splits cells on: a `'`
 * goes before a formula trigger at the start and after every `,` `;` tab CR or LF (`SHOP;=1+1` becomes
 * `SHOP;'=1+1`).
 */
export function neutraliseFormula(text: string): string {
  return text.replace(FORMULA_START, `$1${FORMULA_ESCAPE_PREFIX}`);
}

/** Formats money as a plain decimal with two decimals and '.' (e.g. `-1234.50`), rounding to the cent. */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Amount is not a finite number: ${value}`);
  // Amounts arrive as JSON numbers with two decimals; rounding through cents removes float noise.
  const cents = Math.round(Math.abs(value) * CENTS_PER_UNIT);
  const sign = value < 0 && cents !== 0 ? '-' : '';
  const units = Math.floor(cents / CENTS_PER_UNIT);
  const rest = String(cents % CENTS_PER_UNIT).padStart(2, '0');
  return `${sign}${units}.${rest}`;
}

/** Rounds money to the cent so that a written number equals its printed value. */
export function roundToCents(value: number): number {
  const cents = Math.round(Math.abs(value) * CENTS_PER_UNIT);
  return value < 0 && cents !== 0 ? -cents / CENTS_PER_UNIT : cents / CENTS_PER_UNIT;
}

/** One account of a statement with the label the writers show for it (null for a single account). */
export type AccountPart = { label: string | null; account: AccountStatement };

/** Splits a statement into its accounts: several for a consolidated statement, else the statement itself. */
export function accountParts(statement: Statement): AccountPart[] {
  const accounts = statement.accounts ?? [];
  if (accounts.length <= 1) return [{ label: null, account: statement }];
  const labels = accounts.map(accountLabel);
  // Redacted samples print the same number for every account; the position keeps them apart.
  const unique = new Set(labels).size === labels.length;
  return accounts.map((account, index) => {
    const base = labels[index] ?? '';
    const label =
      base === '' ? `Account ${index + 1}` : unique ? base : `Account ${index + 1} (${base})`;
    return { label, account };
  });
}

/** Name and number of an account as one label, e.g. `Chase Plus Savings 000000123`. */
export function accountLabel(account: AccountStatement): string {
  const parts = [account.accountName, account.accountInfo.accountNumber].filter(
    (part): part is string => part !== null && part.trim() !== '',
  );
  return parts.join(' ');
}

/** Sorts transactions by date; rows of the same day keep statement order (Array.prototype.sort is stable). */
export function sortByDate<T extends { date: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
