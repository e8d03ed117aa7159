import type { Statement, Transaction } from '@statemint/contracts';
import { csvDocument, FLAT_CSV_ACCOUNT_COLUMN, type CsvValue } from './csv.ts';
import { accountParts } from './format.ts';
import {
  csvDialect,
  DEFAULT_EXPORT_OPTIONS,
  formatDate,
  type DateFormat,
  type ExportOptions,
} from './options.ts';

/**
 * The CSV layouts accounting tools import, beside the flat CSV of csv.ts: each is a header and one row
 * per transaction in statement order, an Account column last when the statement holds several accounts.
 */

/** QuickBooks Online's 3-column bank upload: one signed amount, money out negative. */
export const QBO3_COLUMNS = ['Date', 'Description', 'Amount'] as const;

/** QuickBooks Online's 4-column bank upload: money in under Credit, money out (positive) under Debit. */
export const QBO4_COLUMNS = ['Date', 'Description', 'Credit', 'Debit'] as const;

/**
 * Xero's precoded bank statement template: its statement columns (required ones starred, as Xero's
 * template marks them) then the coding columns, left empty because only the user's books know their
 * account codes and tax rates (see docs/DECISIONS.md).
 */
export const XERO_COLUMNS = [
  '*Date',
  '*Amount',
  'Payee',
  'Description',
  'Reference',
  'Check Number',
  'Account Code',
  'Tax Type',
] as const;

type RowWriter = (t: Transaction, dates: DateFormat) => CsvValue[];

const qbo3Row: RowWriter = (t, dates) => [formatDate(t.date, dates), t.description, t.amount];

const qbo4Row: RowWriter = (t, dates) => [
  formatDate(t.date, dates),
  t.description,
  t.amount > 0 ? t.amount : null,
  t.amount < 0 ? -t.amount : null,
];

const xeroRow: RowWriter = (t, dates) => [
  formatDate(t.date, dates),
  t.amount,
  // The statement prints one line per row; Xero matches on Payee, so the line goes there and in Description.
  t.description,
  t.description,
  t.reference,
  t.checkNumber,
  null,
  null,
];

function flavour(
  statement: Statement,
  columns: readonly string[],
  row: RowWriter,
  options: ExportOptions,
): string {
  const parts = accountParts(statement);
  const several = parts.length > 1;
  const rows: CsvValue[][] = [several ? [...columns, FLAT_CSV_ACCOUNT_COLUMN] : [...columns]];
  for (const part of parts) {
    for (const t of part.account.transactions) {
      const values = row(t, options.dateFormat);
      rows.push(several ? [...values, part.label] : values);
    }
  }
  return csvDocument(rows, csvDialect(options));
}

/** QuickBooks Online CSV, 3 columns (Date, Description, Amount). */
export function toQbo3Csv(statement: Statement, options = DEFAULT_EXPORT_OPTIONS): string {
  return flavour(statement, QBO3_COLUMNS, qbo3Row, options);
}

/** QuickBooks Online CSV, 4 columns (Date, Description, Credit, Debit). */
export function toQbo4Csv(statement: Statement, options = DEFAULT_EXPORT_OPTIONS): string {
  return flavour(statement, QBO4_COLUMNS, qbo4Row, options);
}

/** Xero's precoded bank statement CSV. */
export function toXeroCsv(statement: Statement, options = DEFAULT_EXPORT_OPTIONS): string {
  return flavour(statement, XERO_COLUMNS, xeroRow, options);
}
