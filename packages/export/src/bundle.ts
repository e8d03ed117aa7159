import type { ExportFormat, Statement } from '@statemint/contracts';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { toCompleteCsv, toFlatCsv } from './csv.ts';
import {
  EXPORT_FILE_TYPES,
  exportBaseName,
  exportFileName,
  exportZipName,
  ZIP_TYPE,
} from './names.ts';
import { toQbo3Csv, toQbo4Csv, toXeroCsv } from './flavours.ts';
import { toOfxFiles, type OfxOptions } from './ofx.ts';
import { DEFAULT_EXPORT_OPTIONS, type ExportOptions } from './options.ts';
import { toQifFiles } from './qif.ts';
import { toXlsx } from './xlsx.ts';

/**
 * Every export format behind one call, for the server's export route and the results screen: the file's
 * name, type and bytes. OFX, QFX, QBO and QIF hold one account per file, so a consolidated statement
 * gives a zip of one file per account.
 */

export * from './names.ts';

export type ExportFile = { filename: string; contentType: string; body: string | Uint8Array };

/** A fixed zip timestamp, so that the same statement always gives the same bytes. */
const ZIP_MTIME = '2000-01-01T00:00:00';
const UNSAFE_NAME = /[^\p{L}\p{N} ._()-]+/gu;

/** Writes the statement in the format. */
export async function renderExport(
  statement: Statement,
  format: ExportFormat,
  pdfName: string,
  options: ExportOptions & OfxOptions = DEFAULT_EXPORT_OPTIONS,
): Promise<ExportFile> {
  const info = EXPORT_FILE_TYPES[format];
  const filename = exportFileName(pdfName, format);
  const single = (body: string | Uint8Array): ExportFile => ({
    filename,
    contentType: info.contentType,
    body,
  });
  switch (format) {
    case 'csv':
      return single(toFlatCsv(statement, options));
    case 'csv-qbo3':
      return single(toQbo3Csv(statement, options));
    case 'csv-qbo4':
      return single(toQbo4Csv(statement, options));
    case 'csv-xero':
      return single(toXeroCsv(statement, options));
    case 'complete-csv':
      return single(toCompleteCsv(statement));
    case 'xlsx':
      return single(await toXlsx(statement));
    case 'qif':
      return perAccount(toQifFiles(statement, options), pdfName, format, single);
    default:
      return perAccount(toOfxFiles(statement, format, options), pdfName, format, single);
  }
}

/** One file as it is, several in a zip named after the format, each file after its account. */
function perAccount(
  files: { label: string | null; content: string }[],
  pdfName: string,
  format: ExportFormat,
  single: (body: string) => ExportFile,
): ExportFile {
  const [first] = files;
  if (files.length === 1 && first !== undefined) return single(first.content);
  const info = EXPORT_FILE_TYPES[format];
  const base = exportBaseName(pdfName);
  const entries: Zippable = {};
  const used = new Set<string>();
  files.forEach((file, index) => {
    const account = (file.label ?? `Account ${index + 1}`).replace(UNSAFE_NAME, '_').trim();
    let name = `${base}${info.suffix}-${account}.${info.extension}`;
    if (used.has(name)) name = `${base}${info.suffix}-${account}-${index + 1}.${info.extension}`;
    used.add(name);
    entries[name] = strToU8(file.content);
  });
  return {
    filename: exportZipName(pdfName, format),
    contentType: ZIP_TYPE,
    body: zipSync(entries, { mtime: ZIP_MTIME }),
  };
}
