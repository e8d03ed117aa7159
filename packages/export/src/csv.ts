import type { Statement, Transaction } from '@statemint/contracts';
import { CHECKS_ACCOUNT_COLUMN, CHECKS_COLUMNS, checkRows } from './checks.ts';
import {
  accountParts,
  CATEGORY_LABELS,
  formatAmount,
  neutraliseFormula,
  sortByDate,
  SUBCATEGORY_LABELS,
  type AccountPart,
} from './format.ts';
import {
  csvDialect,
  DEFAULT_EXPORT_OPTIONS,
  formatDate,
  US_CSV,
  type CsvDialect,
  type DateFormat,
  type ExportOptions,
} from './options.ts';

/** A CSV field: text is protected against formula injection, a number is an amount written with two decimals. */
export type CsvValue = string | number | null | undefined;

/** RFC 4180 record separator. */
export const CSV_LINE_BREAK = '\r\n';

/** UTF-8 byte order mark: without it Excel reads a CSV as the local code page and garbles £, € and accents. */
export const CSV_BOM = '\uFEFF';

/** Columns of the flat CSV, in order; `Account` is appended for a consolidated statement. */
export const FLAT_CSV_COLUMNS = [
  'Date',
  'Posted Date',
  'Description',
  'Amount',
  'Debit',
  'Credit',
  'Balance',
  'Category',
  'Check Number',
  'Reference',
  'Subcategory',
  'Merchant',
] as const;

/** Column added to the flat CSV when the statement holds several accounts. */
export const FLAT_CSV_ACCOUNT_COLUMN = 'Account';

/**
 * Fields holding a quote, a line break or any locale's separator (`,` `;` tab) are quoted, so that a reader
 * splitting on `;` or tab with quote handling (LibreOffice, delimiter sniffers) keeps the cell whole.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** Encodes one field per RFC 4180, neutralising text that a spreadsheet would run as a formula. */
export function csvCell(value: CsvValue, dialect: CsvDialect = US_CSV): string {
  if (value === null || value === undefined) return '';
  // Numbers are amounts we format ourselves: `-12.34` must stay numeric, so it is never prefixed. With a
  // `,` decimal mark the separator is `;`, so `-12,34` needs no quotes either.
  if (typeof value === 'number') return formatAmount(value).replace('.', dialect.decimal);
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Encodes one record, without its line break. */
export function csvRow(values: readonly CsvValue[], dialect: CsvDialect = US_CSV): string {
  return values.map((value) => csvCell(value, dialect)).join(dialect.separator);
}

/** Joins records into a file: BOM first, CRLF after every record. */
export function csvDocument(
  rows: readonly (readonly CsvValue[])[],
  dialect: CsvDialect = US_CSV,
): string {
  return CSV_BOM + rows.map((row) => csvRow(row, dialect) + CSV_LINE_BREAK).join('');
}

/** One line per transaction in statement order, ready for Excel, Google Sheets and accounting imports. */
export function toFlatCsv(
  statement: Statement,
  options: ExportOptions = DEFAULT_EXPORT_OPTIONS,
): string {
  const parts = accountParts(statement);
  const several = parts.length > 1;
  const header: CsvValue[] = several
    ? [...FLAT_CSV_COLUMNS, FLAT_CSV_ACCOUNT_COLUMN]
    : [...FLAT_CSV_COLUMNS];
  const rows: CsvValue[][] = [header];
  for (const part of parts) {
    for (const t of part.account.transactions) {
      const row = flatRow(t, options.dateFormat);
      rows.push(several ? [...row, part.label] : row);
    }
  }
  return csvDocument(rows, csvDialect(options));
}

function flatRow(t: Transaction, dates: DateFormat): CsvValue[] {
  return [
    formatDate(t.date, dates),
    t.postedDate === undefined ? undefined : formatDate(t.postedDate, dates),
    t.description,
    t.amount,
    t.amount < 0 ? -t.amount : null,
    t.amount > 0 ? t.amount : null,
    t.balance,
    CATEGORY_LABELS[t.category],
    t.checkNumber,
    t.reference,
    t.subcategory === undefined ? undefined : SUBCATEGORY_LABELS[t.subcategory],
    t.merchant,
  ];
}

/** Rows of the side-by-side block below the header: never fewer than the three summary rows. */
export const COMPLETE_CSV_MIN_BLOCK_ROWS = 3;

const SUMMARY_HEADER = ['Account Summary', 'Value'] as const;
const DEPOSIT_HEADER = [
  'Deposits: Date Credited',
  'Deposits: Description',
  'Deposits: Amount',
] as const;
const ATM_HEADER = [
  'ATM Withdrawals: Tran Date',
  'ATM Withdrawals: Date Posted',
  'ATM Withdrawals: Description',
  'ATM Withdrawals: Amount',
] as const;
const CHECK_HEADER = [
  'Checks Paid: Date Paid',
  'Checks Paid: Check Number',
  'Checks Paid: Amount',
  'Checks Paid: Reference Number',
] as const;
const VISA_HEADER = [
  'Visa Purchases: Tran Date',
  'Visa Purchases: Date Posted',
  'Visa Purchases: Description',
  'Visa Purchases: Amount',
] as const;
const OTHER_HEADER = [
  'Other Withdrawals: Date',
  'Other Withdrawals: Description',
  'Other Withdrawals: Category',
  'Other Withdrawals: Amount',
] as const;
const ALL_TRANSACTIONS_TITLE = 'All Transactions';
/** Title of the last section: the statement's checks against its own printed figures. */
export const CHECKS_TITLE = 'Checks';
const ALL_TRANSACTIONS_HEADER = [
  'Date',
  'Posted Date',
  'Description',
  'Category',
  'Check Number',
  'Amount',
] as const;

/**
 * The spec's complete-data CSV (section 7): summary and categories side by side, then every
 * transaction by date; a consolidated statement repeats this layout per account. A Checks section
 * (the verdict, each check and the warnings, for every account) ends the file.
 */
export function toCompleteCsv(statement: Statement): string {
  const parts = accountParts(statement);
  const rows: CsvValue[][] = [];
  parts.forEach((part, index) => {
    if (index > 0) rows.push([]);
    rows.push(...completeSection(part));
  });
  rows.push(...checksSection(statement, parts.length > 1));
  return csvDocument(rows);
}

function checksSection(statement: Statement, several: boolean): CsvValue[][] {
  const header: CsvValue[] = several
    ? [...CHECKS_COLUMNS, CHECKS_ACCOUNT_COLUMN]
    : [...CHECKS_COLUMNS];
  const rows: CsvValue[][] = [[], [CHECKS_TITLE], header];
  for (const row of checkRows(statement)) {
    // Pages and rows are counts: as text, so csvCell does not write them as amounts with decimals.
    const values: CsvValue[] = [
      row.check,
      row.result,
      row.page === null ? null : String(row.page),
      row.row === null ? null : String(row.row),
      row.printed,
      row.computed,
      row.difference,
      row.sentence,
    ];
    rows.push(several ? [...values, row.account] : values);
  }
  return rows;
}

function completeSection({ label, account }: AccountPart): CsvValue[][] {
  const info = account.accountInfo;
  const summary: CsvValue[][] = [
    ['Statement Date', info.statementDate],
    ['Beginning Balance', info.beginningBalance],
    ['Ending Balance', info.endingBalance],
  ];
  // Every amount in the category block is a magnitude, as the sections of a statement print them.
  const groups: { header: readonly string[]; rows: CsvValue[][] }[] = [
    {
      header: DEPOSIT_HEADER,
      rows: account.deposits.map((d) => [d.dateCredited, d.description, d.amount]),
    },
    {
      header: ATM_HEADER,
      rows: account.atmWithdrawals.map((a) => [
        a.tranDate,
        a.datePosted,
        a.description,
        Math.abs(a.amount),
      ]),
    },
    {
      header: CHECK_HEADER,
      rows: account.checksPaid.map((c) => [c.datePaid, c.checkNumber, c.amount, c.referenceNumber]),
    },
    {
      header: VISA_HEADER,
      rows: account.visaPurchases.map((v) => [
        v.tranDate,
        v.datePosted,
        v.description,
        Math.abs(v.amount),
      ]),
    },
  ];
  if (account.otherWithdrawals.length > 0) {
    groups.push({
      header: OTHER_HEADER,
      rows: account.otherWithdrawals.map((o) => [
        o.date,
        o.description,
        CATEGORY_LABELS[o.category],
        Math.abs(o.amount),
      ]),
    });
  }
  const blockRows = Math.max(COMPLETE_CSV_MIN_BLOCK_ROWS, ...groups.map((g) => g.rows.length));
  const rows: CsvValue[][] = [];
  if (label !== null) rows.push(['Account', label]);
  rows.push([...SUMMARY_HEADER, ...groups.flatMap((g) => g.header)]);
  for (let i = 0; i < blockRows; i += 1) {
    const left = summary[i] ?? [null, null];
    const right = groups.flatMap((g) => g.rows[i] ?? g.header.map(() => null));
    rows.push([...left, ...right]);
  }
  rows.push([], [ALL_TRANSACTIONS_TITLE], [...ALL_TRANSACTIONS_HEADER]);
  for (const t of sortByDate(account.transactions)) rows.push(allTransactionsRow(t));
  return rows;
}

function allTransactionsRow(t: Transaction): CsvValue[] {
  // Signed from the holder's view, so checks (printed positive in Checks Paid) appear negated here.
  return [
    t.date,
    t.postedDate,
    t.description,
    CATEGORY_LABELS[t.category],
    t.checkNumber,
    t.amount,
  ];
}
