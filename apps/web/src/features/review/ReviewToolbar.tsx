import type { Dispatch } from 'react';
import { TRANSACTION_CATEGORIES, type TransactionCategory } from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import type { ReviewAction } from './editor.ts';
import { SORT_KEYS, type SortKey, type TableView } from './table.ts';
import { CATEGORY_NAMES } from '../converter/summary.ts';
import { REVIEW_TEXTS } from './texts.ts';

const T = REVIEW_TEXTS;
const small = 'px-3 py-1.5';

type ReviewToolbarProps = {
  view: TableView;
  onView: (view: TableView) => void;
  canUndo: boolean;
  canRedo: boolean;
  dispatch: Dispatch<ReviewAction>;
  accountIndex: number;
  /** The selected row: "Add a row" adds below it (at the top without one). */
  afterRowId: number | null;
  problem: boolean;
  onFirstProblem: () => void;
  /** Present for a signed-in user's stored document. */
  save: { dirty: boolean; saving: boolean; onSave: () => void } | null;
  edited: boolean;
};

/** Filter, sort and the editing buttons above the review table. */
export function ReviewToolbar({
  view,
  onView,
  canUndo,
  canRedo,
  dispatch,
  accountIndex,
  afterRowId,
  problem,
  onFirstProblem,
  save,
  edited,
}: ReviewToolbarProps) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="min-w-48 flex-1 text-sm">
          <span className="mb-1 block font-medium text-slate-800">{T.filter}</span>
          <input
            type="search"
            value={view.query}
            placeholder={T.filterPlaceholder}
            onChange={(event) => onView({ ...view, query: event.target.value })}
            className={ui.input}
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-800">{T.categoryFilter}</span>
          <select
            value={view.category}
            onChange={(event) =>
              onView({ ...view, category: event.target.value as TransactionCategory | 'all' })
            }
            className={ui.input}
          >
            <option value="all">{T.allCategories}</option>
            {TRANSACTION_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_NAMES[c]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-800">{T.sortBy}</span>
          <select
            value={`${view.sort}:${view.descending ? 'desc' : 'asc'}`}
            onChange={(event) => {
              const [sort, order] = event.target.value.split(':');
              onView({ ...view, sort: sort as SortKey, descending: order === 'desc' });
            }}
            className={ui.input}
          >
            {SORT_KEYS.flatMap((key) =>
              (['asc', 'desc'] as const).map((order) => (
                <option key={`${key}:${order}`} value={`${key}:${order}`}>
                  {key === 'position' ? T.statementOrder : T.columns[key]},{' '}
                  {order === 'asc' ? T.sortOrder.ascending : T.sortOrder.descending}
                </option>
              )),
            )}
          </select>
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={view.problemsOnly}
            onChange={(event) => onView({ ...view, problemsOnly: event.target.checked })}
            className="h-4 w-4 accent-emerald-700"
          />
          {T.problemsOnly}
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {problem && (
          <button
            type="button"
            onClick={onFirstProblem}
            className={`${ui.buttonPrimary} ${small} bg-amber-700 hover:bg-amber-800`}
          >
            {T.firstProblem}
          </button>
        )}
        <button
          type="button"
          onClick={() => dispatch({ type: 'add', account: accountIndex, afterRowId })}
          className={`${ui.buttonSecondary} ${small}`}
        >
          {T.addRow}
        </button>
        <button
          type="button"
          onClick={() => dispatch({ type: 'flipAll', account: accountIndex })}
          className={`${ui.buttonSecondary} ${small}`}
        >
          {T.flipColumn}
        </button>
        <button
          type="button"
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          onClick={() => dispatch({ type: 'undo' })}
          className={`${ui.buttonSecondary} ${small}`}
        >
          {T.undo}
        </button>
        <button
          type="button"
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          onClick={() => dispatch({ type: 'redo' })}
          className={`${ui.buttonSecondary} ${small}`}
        >
          {T.redo}
        </button>
        {save && (
          <button
            type="button"
            disabled={!save.dirty || save.saving}
            onClick={save.onSave}
            className={`${ui.buttonPrimary} ${small}`}
          >
            {save.saving ? T.saving : T.save}
          </button>
        )}
        {edited && <span className="text-xs text-slate-700">{T.edited}</span>}
      </div>
    </div>
  );
}
