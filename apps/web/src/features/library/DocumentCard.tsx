import type { DocumentSummary } from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { formatDate, formatFileSize } from '../../lib/format.ts';
import { isCompleted } from './listing.ts';
import type { BusyAction } from './useDocuments.ts';
import { LIBRARY_TEXTS as T } from './texts.ts';

type DocumentCardProps = {
  document: DocumentSummary;
  busy: BusyAction | null;
  onDownload: () => void;
  onDownloadXlsx: () => void;
  onDelete: () => void;
};

/** One converted document: name, date, size, pages, status, Download and Delete. */
export function DocumentCard({
  document,
  busy,
  onDownload,
  onDownloadXlsx,
  onDelete,
}: DocumentCardProps) {
  const completed = isCompleted(document);
  return (
    <li
      className={`${ui.card} flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between`}
    >
      <div className="flex min-w-0 items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-xs font-bold text-red-700"
        >
          PDF
        </span>
        <div className="min-w-0">
          <h2
            className="truncate text-sm font-semibold text-slate-900"
            title={document.original_filename}
          >
            {document.original_filename}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span>
              {T.convertedOn} {formatDate(document.conversion_date)}
            </span>
            <span>{formatFileSize(document.file_size)}</span>
            <span>{T.pages(document.page_count)}</span>
            <span
              className={`rounded-full px-2 py-0.5 font-semibold ${
                completed ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'
              }`}
            >
              {document.status}
            </span>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          onClick={onDownload}
          disabled={busy !== null}
          aria-label={T.downloadLabel(document.original_filename)}
          className={`${ui.buttonSecondary} flex-1 py-2 sm:flex-none`}
        >
          {busy === 'download' ? T.downloading : T.download}
        </button>
        <button
          type="button"
          onClick={onDownloadXlsx}
          disabled={busy !== null}
          title={T.excelTitle}
          className={`${ui.buttonSecondary} flex-1 py-2 sm:flex-none`}
        >
          {busy === 'xlsx' ? T.downloading : T.excel}
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={busy !== null}
          className={`${ui.buttonSecondary} flex-1 py-2 text-red-700 hover:bg-red-50 sm:flex-none`}
        >
          {busy === 'delete' ? T.deleting : T.delete}
        </button>
      </div>
    </li>
  );
}
