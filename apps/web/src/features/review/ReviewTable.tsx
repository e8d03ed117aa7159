import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { Statement } from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { formatMoney } from '../../lib/format.ts';
import { initialReviewState, reviewReducer } from './editor.ts';
import { checkAccount, reviewDoc, toStatement } from './model.ts';
import { PdfPane } from './PdfPane.tsx';
import { ReviewToolbar } from './ReviewToolbar.tsx';
import { ReviewVerdicts } from './ReviewVerdicts.tsx';
import { RowList } from './RowList.tsx';
import { DEFAULT_VIEW, firstProblem, totals, visibleRows, type TableView } from './table.ts';
import { REVIEW_TEXTS } from './texts.ts';
import { useSaveStatement } from './useSaveStatement.ts';
import { useUndoKeys } from './useUndoKeys.ts';

const T = REVIEW_TEXTS;

export type ReviewTableProps = {
  data: Statement;
  /** The uploaded PDF while it is still in the browser: clicking a row shows its page. */
  file: File | null;
  /** A signed-in user's stored document: "Save changes" stores the edits with it. */
  documentId?: string;
  /** The current edited Statement, or null while nothing is edited (downloads use it). */
  onChange: (statement: Statement | null) => void;
};

/** The review table (issue 10, section 1): every row of every account, checked live, fixable. */
export default function ReviewTable({ data, file, documentId, onChange }: ReviewTableProps) {
  const [state, dispatch] = useReducer(reviewReducer, data, (d) =>
    initialReviewState(reviewDoc(d)),
  );
  const [accountIndex, setAccountIndex] = useState(0);
  const [view, setView] = useState<TableView>(DEFAULT_VIEW);
  const [selected, setSelected] = useState<number | null>(null);
  // The page shows beside the rows once a row is chosen, until the user closes it.
  const [pdfWanted, setPdfWanted] = useState(true);
  const [jump, setJump] = useState<{ index: number; seq: number } | null>(null);

  const doc = state.present;
  const account = doc.accounts[Math.min(accountIndex, doc.accounts.length - 1)]!;
  const check = useMemo(() => checkAccount(account), [account]);
  const shown = useMemo(
    () => visibleRows(account.rows, check.rowChecks, view),
    [account.rows, check.rowChecks, view],
  );
  const sums = useMemo(() => totals(shown.map((i) => account.rows[i]!.txn)), [shown, account]);
  const problemAt = firstProblem(shown, check.rowChecks);
  const edited = useMemo(() => toStatement(doc, data), [doc, data]);
  const dirty = edited !== data;
  const save = useSaveStatement(documentId, data, edited);

  useEffect(() => onChange(dirty ? edited : null), [dirty, edited, onChange]);
  const rootRef = useUndoKeys(dispatch);

  const select = useCallback((rowId: number) => setSelected(rowId), []);

  const selectedIndex = account.rows.findIndex((r) => r.id === selected);
  // A row without its own box (one the user added) shows the page of the nearest row above that has one.
  const pageRow = account.rows
    .slice(0, selectedIndex + 1)
    .findLast((r) => r.txn.source !== undefined);
  const page = pageRow?.txn.source?.page ?? null;
  const box = selectedIndex >= 0 ? (account.rows[selectedIndex]!.txn.source ?? null) : null;
  const showPdf = file !== null && pdfWanted && page !== null;
  const hasBoxes = account.rows.some((r) => r.txn.source !== undefined);
  const money = (value: number) => formatMoney(value, data.currency);

  return (
    <section
      ref={rootRef}
      aria-labelledby="review-heading"
      className="space-y-4"
      data-testid="review-table"
    >
      <div>
        <h3 id="review-heading" className="text-base font-semibold text-slate-900">
          {T.heading}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{T.intro}</p>
      </div>
      <ReviewVerdicts
        doc={doc}
        currency={data.currency}
        accountIndex={accountIndex}
        onAccount={(i) => {
          setAccountIndex(i);
          setSelected(null);
        }}
        dispatch={dispatch}
      />
      <ReviewToolbar
        view={view}
        onView={setView}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        dispatch={dispatch}
        accountIndex={accountIndex}
        afterRowId={selected}
        problem={problemAt !== null}
        onFirstProblem={() => {
          if (problemAt === null) return;
          setSelected(account.rows[shown[problemAt]!]!.id);
          setJump((j) => ({ index: problemAt, seq: (j?.seq ?? 0) + 1 }));
        }}
        save={documentId ? { dirty: save.dirty, saving: save.saving, onSave: save.run } : null}
        edited={dirty}
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        {problemAt === null && check.verification.runningBalances.printed > 0 && T.noProblem}
      </p>
      <div className={showPdf ? 'grid grid-cols-1 gap-4 lg:grid-cols-2' : ''}>
        <div className="@container min-w-0">
          <RowList
            rows={account.rows}
            shown={shown}
            checks={check.rowChecks}
            accountIndex={accountIndex}
            selected={selected}
            currency={data.currency}
            dispatch={dispatch}
            onSelect={select}
            view={view}
            onView={setView}
            jump={jump}
          />
          <div
            className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800"
            data-testid="review-totals"
          >
            <p className="text-slate-600">{T.totals(sums.count)}</p>
            <dl className="flex flex-wrap gap-x-6 gap-y-1">
              <div className="flex gap-1">
                <dt className="text-slate-600">{T.moneyIn}:</dt>
                <dd className="font-semibold tabular-nums">{money(sums.moneyIn)}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-slate-600">{T.moneyOut}:</dt>
                <dd className="font-semibold tabular-nums">{money(sums.moneyOut)}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-slate-600">{T.net}:</dt>
                <dd className="font-semibold tabular-nums">{money(sums.net)}</dd>
              </div>
            </dl>
          </div>
        </div>
        {showPdf && (
          <PdfPane file={file} page={page} box={box} onClose={() => setPdfWanted(false)} />
        )}
      </div>
      {file !== null && !showPdf && hasBoxes && (
        <p className="text-xs text-slate-600">
          {pdfWanted ? (
            T.pdf.hint
          ) : (
            <button type="button" onClick={() => setPdfWanted(true)} className={ui.link}>
              {T.pdf.show}
            </button>
          )}
        </p>
      )}
    </section>
  );
}
