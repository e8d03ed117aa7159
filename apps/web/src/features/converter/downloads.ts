import type { Statement } from '@statemint/contracts';
import { toCompleteCsv } from '@statemint/export/csv';
import { toast } from 'sonner';
import { saveBlob } from '../../lib/download.ts';
import { completeCsvFileName, xlsxFileName } from '../../lib/fileNames.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** 'Download Complete CSV': built in the browser, with the spec's alerts on failure (section 8). */
export function downloadCompleteCsv(data: Statement | null, pdfName: string): void {
  if (!data) {
    window.alert(CONVERTER_TEXTS.alerts.noData);
    return;
  }
  try {
    const csv = toCompleteCsv(data);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), completeCsvFileName(pdfName));
    toast.success(CONVERTER_TEXTS.toasts.downloaded);
  } catch (error) {
    window.alert(CONVERTER_TEXTS.alerts.downloadFailed(errorMessage(error)));
  }
}

/** The XLSX workbook, built in the browser; the writer loads only when asked for. */
export async function downloadXlsx(data: Statement | null, pdfName: string): Promise<void> {
  if (!data) {
    window.alert(CONVERTER_TEXTS.alerts.noData);
    return;
  }
  try {
    const { toXlsx } = await import('@statemint/export/xlsx');
    const bytes = await toXlsx(data);
    saveBlob(
      new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_MIME }),
      xlsxFileName(pdfName),
    );
    toast.success(CONVERTER_TEXTS.toasts.downloaded);
  } catch (error) {
    window.alert(CONVERTER_TEXTS.alerts.downloadFailed(errorMessage(error)));
  }
}
