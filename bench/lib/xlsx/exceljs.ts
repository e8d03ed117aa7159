/** Candidate: exceljs 4, the writer the workbook used before (same cells, formats, views and filters). */
import ExcelJS from 'exceljs';
import type { CellStyle, WorkbookSheet } from '../../../packages/export/src/workbook.ts';
import {
  XLSX_AMOUNT_FORMAT,
  XLSX_COUNT_FORMAT,
  XLSX_DATE_FORMAT,
} from '../../../packages/export/src/workbook.ts';

const MS_PER_DAY = 86_400_000;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const FORMATS: Partial<Record<CellStyle, string>> = {
  date: XLSX_DATE_FORMAT,
  amount: XLSX_AMOUNT_FORMAT,
  count: XLSX_COUNT_FORMAT,
};

export async function write(sheets: WorkbookSheet[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Statemint';
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, {
      views: [{ state: 'frozen', ySplit: spec.frozenRows }],
    });
    spec.rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        if (cell === null) return;
        const target = sheet.getCell(r + 1, c + 1);
        // exceljs takes a Date and turns it back into the serial day number.
        target.value =
          cell.style === 'date' && typeof cell.value === 'number'
            ? new Date(EXCEL_EPOCH_MS + cell.value * MS_PER_DAY)
            : cell.value;
        const format = FORMATS[cell.style];
        if (format !== undefined) target.numFmt = format;
        if (cell.style === 'header') target.font = { bold: true };
      });
    });
    sheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: spec.autoFilter.lastRow, column: spec.autoFilter.lastColumn },
    };
    spec.columnWidths.forEach((width, i) => {
      sheet.getColumn(i + 1).width = width;
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
