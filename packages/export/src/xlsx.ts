import type {
  AtmWithdrawal,
  CheckPaid,
  Deposit,
  OtherWithdrawal,
  Statement,
  Transaction,
  VisaPurchase,
} from '@statemint/contracts';
import ExcelJS from 'exceljs';
import {
  accountParts,
  CATEGORY_LABELS,
  neutraliseFormula,
  roundToCents,
  type AccountPart,
} from './format.ts';

/** Sheet names, in workbook order, as the results screen describes them. */
export const SHEET_NAMES = {
  summary: 'Account Summary',
  deposits: 'Deposits & Credits',
  atm: 'ATM Withdrawals',
  checks: 'Checks Paid',
  card: 'Card Purchases',
  other: 'Other Withdrawals',
  all: 'All Transactions',
} as const;

/** ISO-like date display, unambiguous in every locale. */
export const XLSX_DATE_FORMAT = 'yyyy-mm-dd';
/** Two decimals with a thousands separator; negative amounts keep their minus sign. */
export const XLSX_AMOUNT_FORMAT = '#,##0.00';
/** Whole numbers (counts of transactions and pages). */
export const XLSX_COUNT_FORMAT = '0';
/** Narrowest column, in characters of the default font. */
export const MIN_COLUMN_WIDTH_CHARS = 10;
/** Widest column: long descriptions are cut off visually rather than making the sheet unreadable. */
export const MAX_COLUMN_WIDTH_CHARS = 60;
/** Room added to the longest text so that it does not touch the cell border or the filter button. */
export const COLUMN_PADDING_CHARS = 3;

const CENTS_PER_UNIT = 100;
const CARRIAGE_RETURNS = /\r\n?/g;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type Kind = 'date' | 'amount' | 'count' | 'text';
type Value = string | number | null | undefined;
type Column<T> = { header: string; kind: Kind; value: (row: T) => Value };
type Sourced<T> = { row: T; label: string | null };

/** Builds the workbook of the results screen from a statement. */
export async function toXlsx(statement: Statement): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Statemint';
  const parts = accountParts(statement);
  const several = parts.length > 1;

  addSummarySheet(workbook, statement, parts);
  addTable(
    workbook,
    SHEET_NAMES.deposits,
    depositColumns,
    rowsOf(parts, (a) => a.deposits),
    several,
  );
  addTable(
    workbook,
    SHEET_NAMES.atm,
    atmColumns,
    rowsOf(parts, (a) => a.atmWithdrawals),
    several,
  );
  addTable(
    workbook,
    SHEET_NAMES.checks,
    checkColumns,
    rowsOf(parts, (a) => a.checksPaid),
    several,
  );
  const card = rowsOf(parts, (a) => a.visaPurchases);
  if (card.length > 0) addTable(workbook, SHEET_NAMES.card, cardColumns, card, several);
  const other = rowsOf(parts, (a) => a.otherWithdrawals);
  if (other.length > 0) addTable(workbook, SHEET_NAMES.other, otherColumns, other, several);
  addTable(
    workbook,
    SHEET_NAMES.all,
    allColumns,
    rowsOf(parts, (a) => a.transactions),
    several,
  );

  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
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
];

function rowsOf<T>(parts: AccountPart[], pick: (account: AccountPart['account']) => T[]) {
  return parts.flatMap(({ label, account }) => pick(account).map((row) => ({ row, label })));
}

function addTable<T>(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: Column<T>[],
  rows: Sourced<T>[],
  withAccount: boolean,
): void {
  const all: Column<Sourced<T>>[] = columns.map((c) => ({
    header: c.header,
    kind: c.kind,
    value: (s) => c.value(s.row),
  }));
  if (withAccount) all.push({ header: 'Account', kind: 'text', value: (s) => s.label });
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  writeHeader(
    sheet,
    all.map((c) => c.header),
  );
  rows.forEach((source, index) => {
    all.forEach((column, col) => {
      writeCell(sheet.getCell(index + 2, col + 1), column.kind, column.value(source));
    });
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: all.length } };
  sizeColumns(sheet);
}

type SummaryLine = [label: string, kind: Kind, value: Value];

function addSummarySheet(workbook: ExcelJS.Workbook, statement: Statement, parts: AccountPart[]) {
  const info = statement.accountInfo;
  const totals = creditDebitTotals(statement.transactions);
  const lines: SummaryLine[] = [
    ['Account Name', 'text', statement.accountName],
    ['Account Number', 'text', info.accountNumber],
    ['Statement Date', 'date', info.statementDate],
    ['Period Start', 'date', statement.periodStart],
    ['Period End', 'date', statement.periodEnd],
    ['Currency', 'text', statement.currency],
    ['Beginning Balance', 'amount', info.beginningBalance],
    ['Ending Balance', 'amount', info.endingBalance],
    ['Total Credits', 'amount', totals.credits],
    ['Total Debits', 'amount', totals.debits],
    ['Transactions', 'count', statement.transactions.length],
    ['Expected Ending Balance', 'amount', statement.reconciliation.expectedEnding],
    ['Difference', 'amount', statement.reconciliation.difference],
    ['Reconciled', 'text', statement.reconciliation.balanced ? 'Yes' : 'No'],
    ['Pages', 'count', statement.pages],
    ...statement.warnings.map((w): SummaryLine => ['Warning', 'text', w]),
  ];
  const sheet = workbook.addWorksheet(SHEET_NAMES.summary, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  writeHeader(sheet, ['Item', 'Value']);
  lines.forEach(([label, kind, value], index) => {
    writeCell(sheet.getCell(index + 2, 1), 'text', label);
    writeCell(sheet.getCell(index + 2, 2), kind, value);
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: lines.length + 1, column: 2 } };

  if (parts.length > 1) {
    // A consolidated statement: one line per account below the combined view.
    const first = lines.length + 3;
    const header = [
      'Account',
      'Account Number',
      'Statement Date',
      'Beginning Balance',
      'Ending Balance',
      'Transactions',
      'Expected Ending Balance',
      'Difference',
      'Reconciled',
    ];
    writeHeader(sheet, header, first);
    parts.forEach(({ label, account }, index) => {
      const row: [Kind, Value][] = [
        ['text', label],
        ['text', account.accountInfo.accountNumber],
        ['date', account.accountInfo.statementDate],
        ['amount', account.accountInfo.beginningBalance],
        ['amount', account.accountInfo.endingBalance],
        ['count', account.transactions.length],
        ['amount', account.reconciliation.expectedEnding],
        ['amount', account.reconciliation.difference],
        ['text', account.reconciliation.balanced ? 'Yes' : 'No'],
      ];
      row.forEach(([kind, value], col) => {
        writeCell(sheet.getCell(first + 1 + index, col + 1), kind, value);
      });
    });
  }
  sizeColumns(sheet);
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

function writeHeader(sheet: ExcelJS.Worksheet, headers: string[], rowNumber = 1): void {
  const row = sheet.getRow(rowNumber);
  headers.forEach((header, index) => {
    const cell = row.getCell(index + 1);
    cell.value = header;
    cell.font = { bold: true };
  });
}

function writeCell(cell: ExcelJS.Cell, kind: Kind, value: Value): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'number') {
    cell.value = kind === 'count' ? value : roundToCents(value);
    cell.numFmt = kind === 'count' ? XLSX_COUNT_FORMAT : XLSX_AMOUNT_FORMAT;
    return;
  }
  const date = kind === 'date' ? isoToDate(value) : null;
  if (date !== null) {
    cell.value = date;
    cell.numFmt = XLSX_DATE_FORMAT;
    return;
  }
  // XML parsers turn a bare CR into LF on reading, so store the line break Excel itself writes.
  cell.value = neutraliseFormula(value).replace(CARRIAGE_RETURNS, '\n');
}

/** Midnight UTC of an ISO date: exceljs turns a UTC instant into the serial day number Excel expects. */
function isoToDate(iso: string): Date | null {
  const match = ISO_DATE.exec(iso);
  if (match === null) return null;
  const [, year, month, day] = match;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}

function sizeColumns(sheet: ExcelJS.Worksheet): void {
  const widths: number[] = [];
  sheet.eachRow((row) => {
    row.eachCell((cell, col) => {
      const length = displayLength(cell);
      widths[col - 1] = Math.max(widths[col - 1] ?? 0, length);
    });
  });
  widths.forEach((length, index) => {
    const width = Math.min(
      MAX_COLUMN_WIDTH_CHARS,
      Math.max(MIN_COLUMN_WIDTH_CHARS, length + COLUMN_PADDING_CHARS),
    );
    sheet.getColumn(index + 1).width = width;
  });
}

const AMOUNT_DISPLAY = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function displayLength(cell: ExcelJS.Cell): number {
  const value = cell.value;
  if (value instanceof Date) return XLSX_DATE_FORMAT.length;
  if (typeof value === 'number') {
    return cell.numFmt === XLSX_AMOUNT_FORMAT
      ? AMOUNT_DISPLAY.format(value).length
      : String(value).length;
  }
  return typeof value === 'string' ? value.length : 0;
}
