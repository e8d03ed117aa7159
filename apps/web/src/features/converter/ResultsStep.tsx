import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Statement } from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { ResultSummary } from './ResultSummary.tsx';
import { CONVERTER_TEXTS } from './texts.ts';
import { TransactionPreview } from './TransactionPreview.tsx';
import { accountVerifications } from './verification.ts';
import { VerificationPanel } from './VerificationPanel.tsx';

const T = CONVERTER_TEXTS.results;

// The downloads (and the saved export preference they read) load with the results, not with the first
// visit to the drop zone.
const ResultDownloads = lazy(() =>
  import('./ResultDownloads.tsx').then((m) => ({ default: m.ResultDownloads })),
);

type ResultsStepProps = {
  data: Statement | null;
  fileName: string;
  pagesUsed: number | null;
  anonymous: boolean;
  onReset: () => void;
  /** The stored document of a signed-in user (its exports come from the server). */
  documentId?: string;
};

/** The results step (spec section 2), plus the downloads (ResultDownloads), the checks against the statement and a preview. */
export function ResultsStep({
  data,
  fileName,
  pagesUsed,
  anonymous,
  onReset,
  documentId,
}: ResultsStepProps) {
  const verifications = data ? accountVerifications(data) : [];

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

      <Suspense fallback={<p className="text-sm text-slate-600">{T.loadingDownloads}</p>}>
        <ResultDownloads data={data} fileName={fileName} documentId={documentId}>
          <button type="button" onClick={onReset} className={ui.buttonSecondary}>
            {T.convertAnother}
          </button>
        </ResultDownloads>
      </Suspense>

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
