import { useState } from 'react';
import { Link } from 'react-router';
import type { Statement } from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { downloadCompleteCsv, downloadXlsx } from './downloads.ts';
import { ResultSummary } from './ResultSummary.tsx';
import { CONVERTER_TEXTS } from './texts.ts';
import { TransactionPreview } from './TransactionPreview.tsx';
import { accountVerifications } from './verification.ts';
import { VerificationPanel } from './VerificationPanel.tsx';

const T = CONVERTER_TEXTS.results;

type ResultsStepProps = {
  data: Statement | null;
  fileName: string;
  pagesUsed: number | null;
  anonymous: boolean;
  onReset: () => void;
  /** Set when the result is a signed-in user's stored document (the library's View). */
  documentId?: string;
};

/** The results step (spec section 2), plus the XLSX download, the checks against the statement and a preview. */
export function ResultsStep({ data, fileName, pagesUsed, anonymous, onReset }: ResultsStepProps) {
  const [preparingXlsx, setPreparingXlsx] = useState(false);
  const verifications = data ? accountVerifications(data) : [];

  const xlsx = async () => {
    setPreparingXlsx(true);
    await downloadXlsx(data, fileName);
    setPreparingXlsx(false);
  };

  return (
    <div className="space-y-6">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-lg font-bold text-emerald-800"
        >
          ✓
        </span>
        <div className="min-w-0">
          <h2 className="text-xl font-semibold text-slate-900">{T.heading}</h2>
          <p className="truncate text-sm text-slate-600" title={fileName}>
            {T.subheading(fileName)}
            {pagesUsed !== null && ` · ${T.pagesUsed(pagesUsed)}`}
          </p>
        </div>
      </div>

      {data && <ResultSummary data={data} />}

      {verifications.length > 0 && <VerificationPanel accounts={verifications} />}

      {data && data.warnings.length > 0 && (
        <section
          aria-labelledby="warnings-heading"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4"
        >
          <h3 id="warnings-heading" className="text-sm font-semibold text-amber-950">
            {T.warningsHeading}
          </h3>
          <ul className="mt-2 list-disc pl-5 text-sm text-amber-950">
            {data.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          onClick={() => downloadCompleteCsv(data, fileName)}
          className={ui.buttonPrimary}
        >
          {T.downloadCsv}
        </button>
        <button
          type="button"
          onClick={() => void xlsx()}
          disabled={preparingXlsx}
          className={ui.buttonSecondary}
        >
          {preparingXlsx ? T.preparingXlsx : T.downloadXlsx}
        </button>
        <button type="button" onClick={onReset} className={ui.buttonSecondary}>
          {T.convertAnother}
        </button>
      </div>

      <section aria-labelledby="excel-heading" className="rounded-xl border border-slate-200 p-4">
        <h3 id="excel-heading" className="text-sm font-semibold text-slate-900">
          {T.excelHeading}
        </h3>
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-slate-700 sm:grid-cols-2">
          {T.excelSheets.map((sheet) => (
            <li key={sheet}>{sheet}</li>
          ))}
        </ul>
      </section>

      {data && <TransactionPreview data={data} />}

      {anonymous && (
        <section
          aria-labelledby="anon-heading"
          className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h3 id="anon-heading" className="text-sm font-semibold text-emerald-950">
              {T.anonymousTitle}
            </h3>
            <p className="text-sm text-emerald-950">{T.anonymousText}</p>
          </div>
          <Link to="/signup" className={`${ui.buttonPrimary} shrink-0`}>
            {T.signUpFree}
          </Link>
        </section>
      )}
    </div>
  );
}
