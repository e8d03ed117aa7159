import type { ExportFormat } from '@statemint/contracts';

/**
 * The name and type of each export format's file, apart from the writers so that the results screen can
 * name a server download without loading them.
 */

type FormatInfo = { suffix: string; extension: string; contentType: string };

const CSV_TYPE = 'text/csv; charset=utf-8';
export const ZIP_TYPE = 'application/zip';

export const EXPORT_FILE_TYPES = {
  csv: { suffix: '-converted', extension: 'csv', contentType: CSV_TYPE },
  'csv-qbo3': { suffix: '-quickbooks', extension: 'csv', contentType: CSV_TYPE },
  'csv-qbo4': { suffix: '-quickbooks-4-column', extension: 'csv', contentType: CSV_TYPE },
  'csv-xero': { suffix: '-xero', extension: 'csv', contentType: CSV_TYPE },
  'complete-csv': { suffix: '-complete-data', extension: 'csv', contentType: CSV_TYPE },
  xlsx: {
    suffix: '-converted',
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  ofx2: { suffix: '-converted', extension: 'ofx', contentType: 'application/x-ofx' },
  ofx1: { suffix: '-converted-ofx102', extension: 'ofx', contentType: 'application/x-ofx' },
  qfx: { suffix: '-converted', extension: 'qfx', contentType: 'application/vnd.intu.qfx' },
  qbo: { suffix: '-converted', extension: 'qbo', contentType: 'application/vnd.intu.qbo' },
  qif: { suffix: '-converted', extension: 'qif', contentType: 'application/qif' },
} as const satisfies Record<ExportFormat, FormatInfo>;

const PDF_EXTENSION = /\.pdf$/i;

/** The PDF's name without `.pdf` and without path or control characters; `statement` when nothing is left. */
export function exportBaseName(pdfName: string): string {
  const base = pdfName.replace(/[/\\]/g, '_').replace(PDF_EXTENSION, '');
  return base.trim() === '' ? 'statement' : base;
}

/** The file name of a format's download, e.g. `march-converted.ofx`. */
export function exportFileName(pdfName: string, format: ExportFormat): string {
  const info = EXPORT_FILE_TYPES[format];
  return `${exportBaseName(pdfName)}${info.suffix}.${info.extension}`;
}

/** Formats that hold one account per file: a consolidated statement gives a zip of one file per account. */
export const PER_ACCOUNT_FORMATS = [
  'ofx2',
  'ofx1',
  'qfx',
  'qbo',
  'qif',
] as const satisfies readonly ExportFormat[];

/** Whether the format gives one file per account. */
export function isPerAccount(format: ExportFormat): boolean {
  return (PER_ACCOUNT_FORMATS as readonly ExportFormat[]).includes(format);
}

/** The name of the zip that holds the per-account files of a consolidated statement. */
export function exportZipName(pdfName: string, format: ExportFormat): string {
  const info = EXPORT_FILE_TYPES[format];
  return `${exportBaseName(pdfName)}${info.suffix}-${info.extension}.zip`;
}

/** The downloaded file's name for a statement of `accounts` accounts. */
export function exportDownloadName(
  pdfName: string,
  format: ExportFormat,
  accounts: number,
): string {
  return accounts > 1 && isPerAccount(format)
    ? exportZipName(pdfName, format)
    : exportFileName(pdfName, format);
}
