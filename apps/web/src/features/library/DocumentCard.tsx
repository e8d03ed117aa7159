import { Link } from 'react-router';
import type { DocumentSummary } from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { formatFileSize } from '../../lib/format.ts';
import {
  accountsText,
  conversionTime,
  periodText,
  truncateMiddle,
  verdictBadge,
} from './cardText.ts';
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

const BADGE_TONES = {
  good: 'bg-emerald-100 text-emerald-900',
  bad: 'bg-red-100 text-red-900',
  neutral: 'bg-slate-100 text-slate-800',
} as const;

/**
 * One converted document: name (cut in the middle), period, accounts, conversion time, transactions, size,
 * pages, status and verdict, with View, Download and Delete.
 */
export function DocumentCard({
  document,
  busy,
  onDownload,
  onDownloadXlsx,
  onDelete,
}: DocumentCardProps) {
  const completed = isCompleted(document);
  const period = periodText(document.period_start, document.period_end);
  const accounts = accountsText(document.accounts);
  const badge = verdictBadge(document.verdict);
  return (
    <li
      className={`${ui.card} flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between`}
    >
      <div className="flex min-w-0 items-start gap-3">
        {/* A table, not a PDF: only the extracted data is kept, never the file itself. */}
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="h-10 w-10 shrink-0 rounded-lg bg-emerald-50 p-2 text-emerald-800"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="3.5" y="4.5" width="17" height="15" rx="1.5" />
          <path d="M3.5 9.5h17M3.5 14.5h17M9.5 9.5v10" />
        </svg>
        <div className="min-w-0">
          <h2
            className="text-sm font-semibold break-all text-slate-900"
            title={document.original_filename}
            aria-label={document.original_filename}
          >
            {truncateMiddle(document.original_filename)}
          </h2>
          {(period || accounts) && (
            <p className="mt-1 text-sm text-slate-700">
              {[period, accounts].filter(Boolean).join(' · ')}
            </p>
          )}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span>
              {T.convertedOn} {conversionTime(document.conversion_date)}
            </span>
            <span>{T.transactions(document.transaction_count)}</span>
            <span>{formatFileSize(document.file_size)}</span>
            <span>{T.pages(document.page_count)}</span>
            <span
              className={`rounded-full px-2 py-0.5 font-semibold ${
                completed ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'
              }`}
            >
              {document.status}
            </span>
            {badge && (
              <span className={`rounded-full px-2 py-0.5 font-semibold ${BADGE_TONES[badge.tone]}`}>
                <span className="sr-only">{T.verdictLabel}: </span>
                {badge.label}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          to={`/documents/${document.id}`}
          aria-label={T.viewTitle(document.original_filename)}
          className={`${ui.buttonPrimary} flex-1 py-2 sm:flex-none`}
        >
          {T.view}
        </Link>
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
