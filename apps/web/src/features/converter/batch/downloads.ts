/**
 * A batch's downloads, built in the browser from the statements it holds: a zip of one flat CSV per
 * statement, or one workbook whose single table lists every transaction with a Statement column. The
 * writers and fflate load only when asked for.
 */
import type { Statement } from '@statemint/contracts';
import { CATEGORY_LABELS, neutraliseFormula, SUBCATEGORY_LABELS } from '@statemint/export/format';
import type { WorkbookCell, WorkbookSheet } from '@statemint/export/xlsx';
import { convertedCsvFileName } from '../../../lib/fileNames.ts';

export type BatchResult = { fileName: string; statement: Statement };

export const COMBINED_SHEET_NAME = 'All Statements';
export const COMBINED_COLUMNS = [
  'Statement',
  'Account',
  'Date',
  'Posted Date',
  'Description',
  'Amount',
  'Balance',
  'Category',
  'Check Number',
  'Reference',
  'Subcategory',
  'Merchant',
] as const;

const MS_PER_DAY = 86_400_000;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const COLUMN_WIDTH = { min: 10, max: 60, padding: 3 } as const;

/** One name per file in the zip: the PDF's name with `-converted.csv`, numbered when two files share it. */
export function zipEntryNames(fileNames: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return fileNames.map((name) => {
    const base = convertedCsvFileName(name).replace(/[/\\]/g, '_');
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : base.replace(/\.csv$/, ` (${count}).csv`);
  });
}

/** Every statement's flat CSV (the library's "Download"), zipped. */
export async function batchZip(results: readonly BatchResult[]): Promise<Uint8Array> {
  const [{ toFlatCsv }, { zipSync, strToU8 }] = await Promise.all([
    import('@statemint/export/csv'),
    import('fflate'),
  ]);
  const names = zipEntryNames(results.map((r) => r.fileName));
  const files: Record<string, Uint8Array> = {};
  results.forEach((result, index) => {
    files[names[index] ?? `statement-${index + 1}.csv`] = strToU8(toFlatCsv(result.statement));
  });
  return zipSync(files, { level: 6 });
}

function text(value: string | null | undefined): WorkbookCell | null {
  if (value === null || value === undefined || value === '') return null;
  return { style: 'text', value: neutraliseFormula(value) };
}

function date(iso: string | undefined): WorkbookCell | null {
  if (!iso) return null;
  const ms = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(ms)
    ? text(iso)
    : { style: 'date', value: (ms - EXCEL_EPOCH_MS) / MS_PER_DAY };
}

function amount(value: number | undefined): WorkbookCell | null {
  return value === undefined ? null : { style: 'amount', value };
}

/** The accounts of a statement with their label: several for a consolidated one, else itself unlabelled. */
function accountsOf(statement: Statement) {
  const accounts = statement.accounts ?? [];
  if (accounts.length <= 1) return [{ label: null, account: statement }];
  return accounts.map((account, index) => {
    const label = [account.accountName, account.accountInfo.accountNumber]
      .filter((part) => part !== null && part.trim() !== '')
      .join(' ');
    return { label: label === '' ? `Account ${index + 1}` : label, account };
  });
}

/** The combined table: a header row, then every transaction of every statement, in batch order. */
export function combinedSheet(results: readonly BatchResult[]): WorkbookSheet {
  const rows: (WorkbookCell | null)[][] = [
    COMBINED_COLUMNS.map((header) => ({ style: 'header', value: header })),
  ];
  for (const { fileName, statement } of results) {
    for (const { label, account } of accountsOf(statement)) {
      for (const t of account.transactions) {
        rows.push([
          text(fileName),
          text(label),
          date(t.date),
          date(t.postedDate),
          text(t.description),
          amount(t.amount),
          amount(t.balance),
          text(CATEGORY_LABELS[t.category]),
          text(t.checkNumber),
          text(t.reference),
          text(t.subcategory === undefined ? undefined : SUBCATEGORY_LABELS[t.subcategory]),
          text(t.merchant),
        ]);
      }
    }
  }
  const widths = COMBINED_COLUMNS.map((header, column) => {
    const longest = rows.reduce((most, row) => {
      const cell = row[column];
      return Math.max(most, typeof cell?.value === 'string' ? cell.value.length : 12);
    }, header.length);
    return Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, longest + COLUMN_WIDTH.padding));
  });
  return {
    name: COMBINED_SHEET_NAME,
    rows,
    columnWidths: widths,
    frozenRows: 1,
    autoFilter: { lastRow: rows.length, lastColumn: COMBINED_COLUMNS.length },
  };
}

/** One workbook for the whole batch. */
export async function combinedWorkbook(results: readonly BatchResult[]): Promise<Uint8Array> {
  const { writeWorkbook } = await import('@statemint/export/xlsx');
  return writeWorkbook([combinedSheet(results)], 'Statemint');
}
