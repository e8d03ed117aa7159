import { useId, useState, type ReactNode } from 'react';
import {
  EXPORT_DATE_FORMATS,
  type ExportDateFormat,
  type ExportFormat,
  type Statement,
} from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { FALLBACK_EXPORT_FORMAT, useExportPreference } from '../settings/exportPreference.ts';
import {
  downloadCompleteCsv,
  downloadExport,
  downloadXlsx,
  type ExportSource,
} from './downloads.ts';
import {
  choosableFormat,
  MORE_FORMATS,
  takesDateFormat,
  takesEuropean,
  workbookContents,
} from './exportChoices.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const T = CONVERTER_TEXTS.results;

type ResultDownloadsProps = {
  data: Statement | null;
  fileName: string;
  /** The stored document of a signed-in user: its exports come from the server's current version. */
  documentId?: string;
  /** Buttons that sit in the row after the downloads (the screen's own "Convert Another File"). */
  children?: ReactNode;
};

const isFormat = (value: string): value is ExportFormat =>
  (MORE_FORMATS as readonly string[]).includes(value);
const isDateFormat = (value: string): value is ExportDateFormat =>
  (EXPORT_DATE_FORMATS as readonly string[]).includes(value);

/**
 * The results screen's downloads: the one-row-per-transaction CSV first, the spec's complete CSV and
 * workbook, "More formats" with the date layout and the European CSV, and what the workbook holds.
 */
export function ResultDownloads({ data, fileName, documentId, children }: ResultDownloadsProps) {
  const { token } = useAuth();
  const preference = useExportPreference();
  const [picked, setPicked] = useState<ExportFormat | null>(null);
  // The saved Default Export Format is preselected until the user picks another.
  const format = picked ?? choosableFormat(preference.format, FALLBACK_EXPORT_FORMAT);
  const [dateFormat, setDateFormat] = useState<ExportDateFormat>('iso');
  const [european, setEuropean] = useState(false);
  const [busy, setBusy] = useState<'xlsx' | 'export' | null>(null);
  const ids = { format: useId(), date: useId(), european: useId(), zip: useId() };
  const source: ExportSource =
    token && documentId ? { kind: 'stored', token, documentId } : { kind: 'browser' };
  const several = (data?.accounts?.length ?? 0) > 1;
  const zipped =
    several && !takesEuropean(format) && format !== 'complete-csv' && format !== 'xlsx';

  const run = async (what: 'xlsx' | 'export', task: () => Promise<void>) => {
    setBusy(what);
    await task();
    setBusy(null);
  };
  const exportAs = (chosen: ExportFormat) =>
    run('export', () => downloadExport(source, data, fileName, chosen, { dateFormat, european }));

  return (
    <section aria-label={T.downloadsLabel} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          onClick={() => void exportAs('csv')}
          disabled={busy !== null}
          className={ui.buttonPrimary}
        >
          {T.downloadFlatCsv}
        </button>
        <button
          type="button"
          onClick={() => downloadCompleteCsv(data, fileName)}
          className={ui.buttonSecondary}
        >
          {T.downloadCsv}
        </button>
        <button
          type="button"
          onClick={() => void run('xlsx', () => downloadXlsx(data, fileName))}
          disabled={busy !== null}
          className={ui.buttonSecondary}
        >
          {busy === 'xlsx' ? T.preparingXlsx : T.downloadXlsx}
        </button>
        {children}
      </div>

      <details className="rounded-xl border border-slate-200 p-4">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">
          {T.moreFormats}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.format} className={ui.label}>
              {T.format}
            </label>
            <select
              id={ids.format}
              value={format}
              onChange={(event) => {
                if (isFormat(event.target.value)) setPicked(event.target.value);
              }}
              aria-describedby={zipped ? ids.zip : undefined}
              className={ui.input}
            >
              {MORE_FORMATS.map((code) => (
                <option key={code} value={code}>
                  {T.formats[code]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.date} className={ui.label}>
              {T.dateFormat}
            </label>
            <select
              id={ids.date}
              value={dateFormat}
              onChange={(event) => {
                if (isDateFormat(event.target.value)) setDateFormat(event.target.value);
              }}
              disabled={!takesDateFormat(format)}
              className={ui.input}
            >
              {EXPORT_DATE_FORMATS.map((code) => (
                <option key={code} value={code}>
                  {T.dateFormats[code]}
                </option>
              ))}
            </select>
          </div>
          <label
            htmlFor={ids.european}
            className="flex items-start gap-2 text-sm text-slate-800 sm:col-span-2"
          >
            <input
              id={ids.european}
              type="checkbox"
              checked={european}
              onChange={(event) => setEuropean(event.target.checked)}
              disabled={!takesEuropean(format)}
              className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-emerald-700"
            />
            <span>
              {T.european} <span className="text-slate-600">{T.europeanHint}</span>
            </span>
          </label>
          {zipped && (
            <p id={ids.zip} className="text-sm text-slate-700 sm:col-span-2">
              {T.zipHint}
            </p>
          )}
          <div className="sm:col-span-2">
            <button
              type="button"
              onClick={() => void exportAs(format)}
              disabled={busy !== null}
              className={ui.buttonSecondary}
            >
              {busy === 'export' ? T.preparing : T.downloadFormat(T.formats[format])}
            </button>
          </div>
        </div>
      </details>

      {data && (
        <section aria-labelledby="excel-heading" className="rounded-xl border border-slate-200 p-4">
          <h3 id="excel-heading" className="text-sm font-semibold text-slate-900">
            {T.excelHeading}
          </h3>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-slate-700 sm:grid-cols-2">
            {workbookContents(data).map((sheet) => (
              // One text node: the sheet's name is not a separate element beside the summary's own.
              <li key={sheet.name}>
                {sheet.detail === null ? sheet.name : `${sheet.name} – ${sheet.detail}`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
