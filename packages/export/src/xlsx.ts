import type {
  AtmWithdrawal,
  CheckPaid,
  Deposit,
  OtherWithdrawal,
  Statement,
  Transaction,
  VisaPurchase,
} from '@statemint/contracts';
import {
  CHECK_TEXTS,
  CHECKS_ACCOUNT_COLUMN,
  CHECKS_COLUMNS,
  checkRows,
  type CheckRow,
} from './checks.ts';
import {
  accountParts,
  CATEGORY_LABELS,
  neutraliseFormula,
  roundToCents,
  SUBCATEGORY_LABELS,
  type AccountPart,
} from './format.ts';
import { SHEET_NAMES, workbookSheetPlan } from './sheets.ts';
import {
  XLSX_DATE_FORMAT,
  writeWorkbook,
  type WorkbookCell,
  type WorkbookSheet,
} from './workbook.ts';

export {
  XLSX_AMOUNT_FORMAT,
  XLSX_COUNT_FORMAT,
  XLSX_DATE_FORMAT,
  writeWorkbook,
  type WorkbookCell,
  type WorkbookSheet,
} from './workbook.ts';

export { SHEET_NAMES, workbookSheetPlan } from './sheets.ts';

/** Narrowest column, in characters of the default font. */
export const MIN_COLUMN_WIDTH_CHARS = 10;
/** Widest column: long descriptions are cut off visually rather than making the sheet unreadable. */
export const MAX_COLUMN_WIDTH_CHARS = 60;
/** Room added to the longest text so that it does not touch the cell border or the filter button. */
export const COLUMN_PADDING_CHARS = 3;

const CENTS_PER_UNIT = 100;
const MS_PER_DAY = 86_400_000;
/** Day 0 of Excel's 1900 date system (serial numbers count days from here for dates after 1900-02-28). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const CARRIAGE_RETURNS = /\r\n?/g;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WORKBOOK_CREATOR = 'Statemint';
const HEADER_ROWS = 1;

/** How a column's values are written: an Excel date, a money amount, a whole count or (guarded) text. */
export type CellKind = 'date' | 'amount' | 'count' | 'text';
type Kind = CellKind;
type Value = string | number | null | undefined;
/** One column of a table sheet: its header, its kind and how a row gives its value. */
export type SheetColumn<T> = { header: string; kind: CellKind; value: (row: T) => Value };
type Column<T> = SheetColumn<T>;
type Sourced<T> = { row: T; label: string | null };
type Row = (WorkbookCell | null)[];

/** Builds the workbook of the results screen from a statement. */
export async function toXlsx(statement: Statement): Promise<Uint8Array> {
  return writeWorkbook(toWorkbookSheets(statement), WORKBOOK_CREATOR);
}

/** The sheets of the workbook, in order, before they are written (the XLSX benchmark feeds other writers). */
export function toWorkbookSheets(statement: Statement): WorkbookSheet[] {
  const parts = accountParts(statement);
  const several = parts.length > 1;
  return workbookSheetPlan(statement).map((plan): WorkbookSheet => {
    switch (plan.kind) {
      case 'summary':
        return summarySheet(statement, parts);
      case 'verification':
        return checksSheet(statement, several);
      case 'deposits':
        return tableSheet(
          plan.name,
          depositColumns,
          rowsOf(parts, (a) => a.deposits),
          several,
        );
      case 'atm':
        return tableSheet(
          plan.name,
          atmColumns,
          rowsOf(parts, (a) => a.atmWithdrawals),
          several,
        );
      case 'checks':
        return tableSheet(
          plan.name,
          checkColumns,
          rowsOf(parts, (a) => a.checksPaid),
          several,
        );
      case 'card':
        return tableSheet(
          plan.name,
          cardColumns,
          rowsOf(parts, (a) => a.visaPurchases),
          several,
        );
      case 'other':
        return tableSheet(
          plan.name,
          otherColumns,
          rowsOf(parts, (a) => a.otherWithdrawals),
          several,
        );
      case 'all':
        return tableSheet(
          plan.name,
          allColumns,
          rowsOf(parts, (a) => a.transactions),
          several,
        );
      case 'account': {
        // One account's own rows, without the Account column: the sheet's name says which account.
        const part = parts[plan.account ?? 0];
        const rows = part ? part.account.transactions.map((row) => ({ row, label: null })) : [];
        return tableSheet(plan.name, allColumns, rows, false);
      }
    }
  });
}

// Category sheets show magnitudes, as a statement's own sections print them; All Transactions is signed.
const depositColumns: Column<Deposit>[] = [
  { header: 'Date Credited', kind: 'date', value: (d) => d.dateCredited },
  { header: 'Description', kind: 'text', value: (d) => d.description },
  { header: 'Amount', kind: 'amount', value: (d) => d.amount },
];
const atmColumns: Column<AtmWithdrawal>[] = [
  { header: 'Tran Date', kind: 'date', value: (a) => a.tranDate },
  { header: 'Date Posted', kind: 'date', value: (a) => a.datePosted },
  { header: 'Description', kind: 'text', value: (a) => a.description },
  { header: 'Amount', kind: 'amount', value: (a) => Math.abs(a.amount) },
];
const checkColumns: Column<CheckPaid>[] = [
  { header: 'Date Paid', kind: 'date', value: (c) => c.datePaid },
  { header: 'Check Number', kind: 'text', value: (c) => c.checkNumber },
  { header: 'Amount', kind: 'amount', value: (c) => c.amount },
  { header: 'Reference Number', kind: 'text', value: (c) => c.referenceNumber },
];
const cardColumns: Column<VisaPurchase>[] = [
  { header: 'Tran Date', kind: 'date', value: (v) => v.tranDate },
  { header: 'Date Posted', kind: 'date', value: (v) => v.datePosted },
  { header: 'Description', kind: 'text', value: (v) => v.description },
  { header: 'Amount', kind: 'amount', value: (v) => Math.abs(v.amount) },
];
const otherColumns: Column<OtherWithdrawal>[] = [
  { header: 'Date', kind: 'date', value: (o) => o.date },
  { header: 'Description', kind: 'text', value: (o) => o.description },
  { header: 'Category', kind: 'text', value: (o) => CATEGORY_LABELS[o.category] },
  { header: 'Amount', kind: 'amount', value: (o) => Math.abs(o.amount) },
];
const allColumns: Column<Transaction>[] = [
  { header: 'Date', kind: 'date', value: (t) => t.date },
  { header: 'Posted Date', kind: 'date', value: (t) => t.postedDate },
  { header: 'Description', kind: 'text', value: (t) => t.description },
  { header: 'Amount', kind: 'amount', value: (t) => t.amount },
  { header: 'Debit', kind: 'amount', value: (t) => (t.amount < 0 ? -t.amount : null) },
  { header: 'Credit', kind: 'amount', value: (t) => (t.amount > 0 ? t.amount : null) },
  { header: 'Balance', kind: 'amount', value: (t) => t.balance },
  { header: 'Category', kind: 'text', value: (t) => CATEGORY_LABELS[t.category] },
  { header: 'Check Number', kind: 'text', value: (t) => t.checkNumber },
  { header: 'Reference', kind: 'text', value: (t) => t.reference },
  {
    header: 'Subcategory',
    kind: 'text',
    value: (t) => (t.subcategory === undefined ? undefined : SUBCATEGORY_LABELS[t.subcategory]),
  },
  { header: 'Merchant', kind: 'text', value: (t) => t.merchant },
];

function rowsOf<T>(parts: AccountPart[], pick: (account: AccountPart['account']) => T[]) {
  return parts.flatMap(({ label, account }) => pick(account).map((row) => ({ row, label })));
}

function tableSheet<T>(
  name: string,
  columns: Column<T>[],
  rows: Sourced<T>[],
  withAccount: boolean,
): WorkbookSheet {
  const all: Column<Sourced<T>>[] = columns.map((c) => ({
    header: c.header,
    kind: c.kind,
    value: (s) => c.value(s.row),
  }));
  if (withAccount) all.push({ header: 'Account', kind: 'text', value: (s) => s.label });
  return columnsSheet(name, all, rows);
}

/**
 * A table sheet: a frozen header row with a filter, then one row per item, each cell written by its
 * column's kind (dates as Excel dates, amounts rounded to cents, text guarded against formulas), and
 * columns as wide as their longest shown value.
 */
export function columnsSheet<T>(
  name: string,
  columns: readonly SheetColumn<T>[],
  items: readonly T[],
): WorkbookSheet {
  const table: Row[] = [headerRow(columns.map((c) => c.header))];
  for (const item of items)
    table.push(columns.map((column) => cell(column.kind, column.value(item))));
  return sheet(name, table, { lastRow: HEADER_ROWS, lastColumn: columns.length });
}

type SummaryLine = [label: string, kind: Kind, value: Value];

function summarySheet(statement: Statement, parts: AccountPart[]): WorkbookSheet {
  const info = statement.accountInfo;
  const totals = creditDebitTotals(statement.transactions);
  const lines: SummaryLine[] = [
    ['Account Name', 'text', statement.accountName],
    ['Account Number', 'text', info.accountNumber],
    ['Statement Date', 'date', info.statementDate],
    ['Period Start', 'date', statement.periodStart],
    ['Period End', 'date', statement.periodEnd],
    ['Currency', 'text', statement.currency ?? 'Not printed on the statement'],
    ['Beginning Balance', 'amount', info.beginningBalance],
    ['Ending Balance', 'amount', info.endingBalance],
    ['Total Credits', 'amount', totals.credits],
    ['Total Debits', 'amount', totals.debits],
    ['Transactions', 'count', statement.transactions.length],
    ['Expected Ending Balance', 'amount', statement.reconciliation.expectedEnding],
    ['Difference', 'amount', statement.reconciliation.difference],
    ['Reconciled', 'text', statement.reconciliation.balanced ? 'Yes' : 'No'],
    ['Checked Against Statement', 'text', verdictTitle(statement)],
    ['Pages', 'count', statement.pages],
    ...statement.warnings.map((w): SummaryLine => ['Warning', 'text', w]),
  ];
  const rows: Row[] = [headerRow(['Item', 'Value'])];
  for (const [label, kind, value] of lines) rows.push([cell('text', label), cell(kind, value)]);
  const filter = { lastRow: rows.length, lastColumn: 2 };

  if (parts.length > 1) {
    // A consolidated statement: one line per account below the combined view, after a blank row.
    rows.push([]);
    rows.push(
      headerRow([
        'Account',
        'Account Number',
        'Statement Date',
        'Beginning Balance',
        'Ending Balance',
        'Transactions',
        'Expected Ending Balance',
        'Difference',
        'Reconciled',
        'Checked Against Statement',
      ]),
    );
    for (const { label, account } of parts) {
      rows.push([
        cell('text', label),
        cell('text', account.accountInfo.accountNumber),
        cell('date', account.accountInfo.statementDate),
        cell('amount', account.accountInfo.beginningBalance),
        cell('amount', account.accountInfo.endingBalance),
        cell('count', account.transactions.length),
        cell('amount', account.reconciliation.expectedEnding),
        cell('amount', account.reconciliation.difference),
        cell('text', account.reconciliation.balanced ? 'Yes' : 'No'),
        cell('text', verdictTitle(account)),
      ]);
    }
  }
  return sheet(SHEET_NAMES.summary, rows, filter);
}

/** The verdict in words, as the Checks sheet and the results screen give it. */
function verdictTitle(account: AccountPart['account']): string {
  const verdict = account.verification?.verdict;
  return verdict === undefined
    ? CHECK_TEXTS.notRecorded.title
    : CHECK_TEXTS.verdicts[verdict].title;
}

const verificationColumns: Column<CheckRow>[] = [
  { header: CHECKS_COLUMNS[0], kind: 'text', value: (r) => r.check },
  { header: CHECKS_COLUMNS[1], kind: 'text', value: (r) => r.result },
  { header: CHECKS_COLUMNS[2], kind: 'count', value: (r) => r.page },
  { header: CHECKS_COLUMNS[3], kind: 'count', value: (r) => r.row },
  { header: CHECKS_COLUMNS[4], kind: 'amount', value: (r) => r.printed },
  { header: CHECKS_COLUMNS[5], kind: 'amount', value: (r) => r.computed },
  { header: CHECKS_COLUMNS[6], kind: 'amount', value: (r) => r.difference },
  { header: CHECKS_COLUMNS[7], kind: 'text', value: (r) => r.sentence },
];

/** Every check against the statement's printed figures, one row each, then the warnings. */
function checksSheet(statement: Statement, several: boolean): WorkbookSheet {
  const columns = several
    ? [
        ...verificationColumns,
        {
          header: CHECKS_ACCOUNT_COLUMN,
          kind: 'text',
          value: (r) => r.account,
        } satisfies Column<CheckRow>,
      ]
    : verificationColumns;
  const rows: Row[] = [headerRow(columns.map((c) => c.header))];
  for (const row of checkRows(statement)) rows.push(columns.map((c) => cell(c.kind, c.value(row))));
  return sheet(SHEET_NAMES.verification, rows, {
    lastRow: HEADER_ROWS,
    lastColumn: columns.length,
  });
}

function creditDebitTotals(transactions: Transaction[]): { credits: number; debits: number } {
  // Sum in integer cents: floats never add money.
  let credits = 0;
  let debits = 0;
  for (const t of transactions) {
    const cents = Math.round(t.amount * CENTS_PER_UNIT);
    if (cents > 0) credits += cents;
    else debits -= cents;
  }
  return { credits: credits / CENTS_PER_UNIT, debits: debits / CENTS_PER_UNIT };
}

function headerRow(headers: string[]): Row {
  return headers.map((header) => ({ style: 'header', value: header }));
}

function cell(kind: Kind, value: Value): WorkbookCell | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    return kind === 'count'
      ? { style: 'count', value }
      : { style: 'amount', value: roundToCents(value) };
  }
  const serial = kind === 'date' ? isoToSerial(value) : null;
  if (serial !== null) return { style: 'date', value: serial };
  // Excel breaks lines inside a cell with LF alone, so a CR or CRLF from the PDF becomes LF.
  return { style: 'text', value: neutraliseFormula(value).replace(CARRIAGE_RETURNS, '\n') };
}

/** Excel's serial day number of an ISO date, or null for text that is not a real calendar date. */
function isoToSerial(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (match === null) return null;
  const [, year, month, day] = match;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  // Date.UTC rolls 2024-02-30 over to March; such a date stays text rather than becoming another day.
  if (new Date(ms).toISOString().slice(0, 10) !== iso) return null;
  return (ms - EXCEL_EPOCH_MS) / MS_PER_DAY;
}

function sheet(name: string, rows: Row[], autoFilter: WorkbookSheet['autoFilter']): WorkbookSheet {
  return { name, rows, columnWidths: columnWidths(rows), frozenRows: HEADER_ROWS, autoFilter };
}

/** Longest shown text per column plus padding, kept between the narrowest and widest column. */
function columnWidths(rows: Row[]): number[] {
  const longest: number[] = [];
  for (const row of rows) {
    row.forEach((c, index) => {
      if (c !== null) longest[index] = Math.max(longest[index] ?? 0, displayLength(c));
    });
  }
  return Array.from({ length: longest.length }, (_, index) =>
    Math.min(
      MAX_COLUMN_WIDTH_CHARS,
      Math.max(MIN_COLUMN_WIDTH_CHARS, (longest[index] ?? 0) + COLUMN_PADDING_CHARS),
    ),
  );
}

const AMOUNT_DISPLAY = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function displayLength(c: WorkbookCell): number {
  if (typeof c.value === 'string') return c.value.length;
  if (c.style === 'date') return XLSX_DATE_FORMAT.length;
  return c.style === 'amount' ? AMOUNT_DISPLAY.format(c.value).length : String(c.value).length;
}
