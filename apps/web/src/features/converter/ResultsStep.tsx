import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Statement } from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { ResultSummary } from './ResultSummary.tsx';
import { CONVERTER_TEXTS } from './texts.ts';
import { accountVerifications } from './verification.ts';
import { VerificationPanel } from './VerificationPanel.tsx';

const T = CONVERTER_TEXTS.results;

/** The review table (rows, live check, fixes, PDF side by side) loads only on the results step. */
const ReviewTable = lazy(() => import('../review/ReviewTable.tsx'));

// The downloads (and the saved export preference they read) load with the results, not with the first
// visit to the drop zone.
const ResultDownloads = lazy(() =>
  import('./ResultDownloads.tsx').then((m) => ({ default: m.ResultDownloads })),
);

/** One key per converted Statement: another result shown in the same place starts a fresh review. */
const reviewKeys = new WeakMap<Statement, number>();
let lastReviewKey = 0;
function reviewKey(statement: Statement): number {
  const known = reviewKeys.get(statement);
  if (known !== undefined) return known;
  lastReviewKey += 1;
  reviewKeys.set(statement, lastReviewKey);
  return lastReviewKey;
}

type ResultsStepProps = {
  data: Statement | null;
  fileName: string;
  pagesUsed: number | null;
  anonymous: boolean;
  onReset: () => void;
  /** A signed-in user's stored document: the review table saves edits with it, and its exports come from the server. */
  documentId?: string;
  /** The uploaded PDF while it is still in the browser: the review table shows a row on its page. */
  file?: File | null;
};

/** The results step (spec section 2), plus the downloads (ResultDownloads), the checks against the statement and the review table. */
export function ResultsStep({
  data: converted,
  fileName,
  pagesUsed,
  anonymous,
  onReset,
  documentId,
  file = null,
}: ResultsStepProps) {
  // The Statement as the user has fixed it in the review table; everything below shows and downloads it.
  const [edits, setEdits] = useState<{ of: Statement | null; statement: Statement | null }>({
    of: converted,
    statement: null,
  });
  const edited = edits.of === converted ? edits.statement : null;
  const data = edited ?? converted;
  const onEdit = useCallback(
    (statement: Statement | null) => setEdits({ of: converted, statement }),
    [converted],
  );
  const verifications = data ? accountVerifications(data) : [];
  const headingRef = useRef<HTMLHeadingElement>(null);

  // On a phone the results start below the fold: bring them up and tell screen readers where they are.
  useEffect(() => {
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
  }, []);

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
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-4 text-xl font-semibold text-slate-900 focus:outline-none"
          >
            {T.heading}
          </h2>
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

      {/* Edits not yet saved are not on the server: their files are written here, from the edited rows. */}
      <Suspense fallback={<p className="text-sm text-slate-600">{T.loadingDownloads}</p>}>
        <ResultDownloads
          data={data}
          fileName={fileName}
          documentId={edited ? undefined : documentId}
        >
          <button type="button" onClick={onReset} className={ui.buttonSecondary}>
            {T.convertAnother}
          </button>
        </ResultDownloads>
      </Suspense>

      {converted && (
        <Suspense fallback={<p className="text-sm text-slate-600">{T.reviewLoading}</p>}>
          <ReviewTable
            key={reviewKey(converted)}
            data={converted}
            file={file}
            documentId={documentId}
            onChange={onEdit}
          />
        </Suspense>
      )}

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
