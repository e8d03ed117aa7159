import type { ExportFormat, Statement } from '@statemint/contracts';
import { workbookSheetPlan } from '@statemint/export/sheets';
import { CONVERTER_TEXTS } from './texts.ts';

/** The formats of "More formats", in the order offered: accounting imports first, then the spec's files. */
export const MORE_FORMATS = [
  'csv',
  'csv-qbo3',
  'csv-qbo4',
  'csv-xero',
  'ofx2',
  'ofx1',
  'qfx',
  'qbo',
  'qif',
  'complete-csv',
  'xlsx',
] as const satisfies readonly ExportFormat[];

const CSV_FLAVOURS: readonly ExportFormat[] = ['csv', 'csv-qbo3', 'csv-qbo4', 'csv-xero'];

/** Whether the chosen date layout applies: the flat CSVs and QIF (OFX dates have one fixed form). */
export function takesDateFormat(format: ExportFormat): boolean {
  return CSV_FLAVOURS.includes(format) || format === 'qif';
}

/** Whether the European CSV applies: the flat CSV flavours only. */
export function takesEuropean(format: ExportFormat): boolean {
  return CSV_FLAVOURS.includes(format);
}

/** A format the user may pick, or the fallback. */
export function choosableFormat(format: ExportFormat | null, fallback: ExportFormat): ExportFormat {
  return format !== null && (MORE_FORMATS as readonly ExportFormat[]).includes(format)
    ? format
    : fallback;
}

/**
 * The workbook's sheets as the results screen lists them: the real sheet name, and what it holds when
 * the name does not already say it.
 */
export function workbookContents(data: Statement): { name: string; detail: string | null }[] {
  return workbookSheetPlan(data).map((sheet) => {
    const detail = CONVERTER_TEXTS.results.excelSheets[sheet.kind];
    return {
      name: sheet.name,
      detail: detail.toLowerCase() === sheet.name.toLowerCase() ? null : detail,
    };
  });
}
