/**
 * A batch's downloads, built in the browser from the statements it holds: a zip of one flat CSV per
 * statement, or one workbook whose single table lists every transaction with a Statement column. The
 * writers and fflate load only when asked for.
 */
import type { Statement, Transaction } from '@statemint/contracts';
import { accountParts, CATEGORY_LABELS, SUBCATEGORY_LABELS } from '@statemint/export/format';
import type { SheetColumn } from '@statemint/export/xlsx';
import { convertedCsvFileName } from '../../../lib/fileNames.ts';

export type BatchResult = { fileName: string; statement: Statement };

export const COMBINED_SHEET_NAME = 'All Statements';

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

type CombinedRow = { fileName: string; label: string | null; t: Transaction };

/** The combined table's columns; the writer gives dates, amounts and guarded text their cells. */
const COMBINED_TABLE: SheetColumn<CombinedRow>[] = [
  { header: 'Statement', kind: 'text', value: (r) => r.fileName },
  { header: 'Account', kind: 'text', value: (r) => r.label },
  { header: 'Date', kind: 'date', value: (r) => r.t.date },
  { header: 'Posted Date', kind: 'date', value: (r) => r.t.postedDate },
  { header: 'Description', kind: 'text', value: (r) => r.t.description },
  { header: 'Amount', kind: 'amount', value: (r) => r.t.amount },
  { header: 'Balance', kind: 'amount', value: (r) => r.t.balance },
  { header: 'Category', kind: 'text', value: (r) => CATEGORY_LABELS[r.t.category] },
  { header: 'Check Number', kind: 'text', value: (r) => r.t.checkNumber },
  { header: 'Reference', kind: 'text', value: (r) => r.t.reference },
  {
    header: 'Subcategory',
    kind: 'text',
    value: (r) => (r.t.subcategory === undefined ? undefined : SUBCATEGORY_LABELS[r.t.subcategory]),
  },
  { header: 'Merchant', kind: 'text', value: (r) => r.t.merchant },
];

/** Every transaction of every statement, in batch order, with its file and (consolidated) account. */
function combinedRows(results: readonly BatchResult[]): CombinedRow[] {
  return results.flatMap(({ fileName, statement }) =>
    accountParts(statement).flatMap(({ label, account }) =>
      account.transactions.map((t) => ({ fileName, label, t })),
    ),
  );
}

/** One workbook for the whole batch. */
export async function combinedWorkbook(results: readonly BatchResult[]): Promise<Uint8Array> {
  const { columnsSheet, writeWorkbook } = await import('@statemint/export/xlsx');
  return writeWorkbook(
    [columnsSheet(COMBINED_SHEET_NAME, COMBINED_TABLE, combinedRows(results))],
    'Statemint',
  );
}
