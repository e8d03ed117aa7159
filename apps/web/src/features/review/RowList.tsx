import { useEffect, useRef, type Dispatch } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RowCheck } from './check.ts';
import type { ReviewAction } from './editor.ts';
import type { ReviewRow } from './model.ts';
import { ROW_GRID, ReviewRowView } from './ReviewRowView.tsx';
import type { SortKey, TableView } from './table.ts';
import { REVIEW_TEXTS } from './texts.ts';

const T = REVIEW_TEXTS;
/** A row's height before it is measured (one line of cells); stacked rows measure taller. */
const ROW_ESTIMATE_PX = 44;
const OVERSCAN_ROWS = 6;

const HEADERS: { key: SortKey | null; label: string; right?: boolean }[] = [
  { key: 'position', label: T.columns.position, right: true },
  { key: 'date', label: T.columns.date },
  { key: 'description', label: T.columns.description },
  { key: 'amount', label: T.columns.amount, right: true },
  { key: 'balance', label: T.columns.balance, right: true },
  { key: 'category', label: T.columns.category },
  { key: 'checkNumber', label: T.columns.checkNumber },
  { key: 'reference', label: T.columns.reference },
  { key: null, label: T.columns.actions, right: true },
];

type RowListProps = {
  rows: ReviewRow[];
  shown: number[];
  checks: RowCheck[];
  accountIndex: number;
  selected: number | null;
  currency: string | null;
  dispatch: Dispatch<ReviewAction>;
  onSelect: (rowId: number) => void;
  view: TableView;
  onView: (view: TableView) => void;
  /** A position in `shown` to scroll to and focus (a new `seq` each time it is asked). */
  jump: { index: number; seq: number } | null;
};

/** The rows, virtualised: only the rows in view (and a few around) are in the page. */
export function RowList(props: RowListProps) {
  const { rows, shown, checks, accountIndex, selected, currency, dispatch, onSelect, jump } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual's functions change on every scroll by design; the compiler leaves this component as is.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => rows[shown[index]!]!.id,
  });

  useEffect(() => {
    if (!jump) return;
    virtualizer.scrollToIndex(jump.index, { align: 'center' });
    const id = rows[shown[jump.index]!]?.id;
    // The row is in the page once the list has scrolled; focus its first cell.
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        scrollRef.current?.querySelector<HTMLElement>(`[data-row-id="${id}"] input`)?.focus(),
      ),
    );
    return () => cancelAnimationFrame(frame);
    // Only a new jump scrolls; edits to the rows must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jump]);

  return (
    <div className="rounded-xl border border-slate-200">
      <div
        className={`${ROW_GRID} hidden border-b border-slate-200 bg-slate-50 px-2 py-2 text-xs font-semibold uppercase text-slate-600 @5xl:grid`}
      >
        {HEADERS.map(({ key, label, right }) =>
          key === null ? (
            <span key={label} className="text-right">
              {label}
            </span>
          ) : (
            <SortHeader key={key} sortKey={key} label={label} right={right} {...props} />
          ),
        )}
      </div>
      <div
        ref={scrollRef}
        className="max-h-[70vh] overflow-auto"
        data-testid="review-rows"
        tabIndex={-1}
      >
        {shown.length === 0 ? (
          <p className="px-3 py-4 text-sm text-slate-600">{T.noRows}</p>
        ) : (
          <div className="relative w-full" style={{ height: `${virtualizer.getTotalSize()}px` }}>
            {virtualizer.getVirtualItems().map((item) => {
              const index = shown[item.index]!;
              const row = rows[index]!;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="absolute left-0 top-0 w-full"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <ReviewRowView
                    row={row}
                    position={index + 1}
                    account={accountIndex}
                    check={checks[index]}
                    selected={row.id === selected}
                    currency={currency}
                    dispatch={dispatch}
                    onSelect={onSelect}
                  />
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}

function SortHeader({
  sortKey,
  label,
  right,
  view,
  onView,
}: { sortKey: SortKey; label: string; right?: boolean } & RowListProps) {
  const active = view.sort === sortKey;
  const order = active ? (view.descending ? 'descending' : 'ascending') : undefined;
  return (
    <button
      type="button"
      aria-label={`${T.sortBy} ${label}${order ? `, ${order}` : ''}`}
      onClick={() =>
        onView({ ...view, sort: sortKey, descending: active ? !view.descending : false })
      }
      className={`flex items-center gap-1 uppercase hover:text-slate-900 ${right ? 'justify-end' : ''}`}
    >
      {label}
      {active && <span aria-hidden="true">{view.descending ? '▼' : '▲'}</span>}
    </button>
  );
}
