import type { ExportDateFormat, ExportFormat, Statement } from '@statemint/contracts';
import { toCompleteCsv } from '@statemint/export/csv';
import { exportDownloadName } from '@statemint/export/names';
import { toast } from 'sonner';
import { api } from '../../api/endpoints.ts';
import { saveBlob } from '../../lib/download.ts';
import { completeCsvFileName, xlsxFileName } from '../../lib/fileNames.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The options of the results screen's "More formats", sent with every export. */
export type DownloadOptions = { dateFormat: ExportDateFormat; european: boolean };

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

/** Where an export is written: on the server for a stored document, else in this browser. */
export type ExportSource =
  { kind: 'stored'; token: string; documentId: string } | { kind: 'browser' };

/**
 * Any export format. A stored document is written by the server from its current (edited) version; an
 * anonymous result only lives here, so the writers load on demand and write it in the browser.
 */
export async function downloadExport(
  source: ExportSource,
  data: Statement | null,
  pdfName: string,
  format: ExportFormat,
  options: DownloadOptions,
): Promise<void> {
  if (!data) {
    window.alert(CONVERTER_TEXTS.alerts.noData);
    return;
  }
  try {
    const name = exportDownloadName(pdfName, format, data.accounts?.length ?? 1);
    if (source.kind === 'stored') {
      const result = await api.exportDocument(source.token, source.documentId, format, options);
      if (!result.ok) {
        const reason = result.network
          ? 'the server could not be reached'
          : `error ${result.status}`;
        throw new Error(result.detail ?? reason);
      }
      saveBlob(result.data, name);
    } else {
      const { renderExport } = await import('@statemint/export/bundle');
      const file = await renderExport(data, format, pdfName, options);
      const body = typeof file.body === 'string' ? file.body : new Uint8Array(file.body);
      saveBlob(new Blob([body], { type: file.contentType }), file.filename);
    }
    toast.success(CONVERTER_TEXTS.toasts.downloaded);
  } catch (error) {
    window.alert(CONVERTER_TEXTS.alerts.downloadFailed(errorMessage(error)));
  }
}
