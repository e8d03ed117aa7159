/** Candidate: our own SpreadsheetML writer on fflate (packages/export/src/workbook.ts), what ships. */
import { writeWorkbook, type WorkbookSheet } from '../../../packages/export/src/workbook.ts';

export async function write(sheets: WorkbookSheet[]): Promise<Uint8Array> {
  return writeWorkbook(sheets, 'Statemint');
}
