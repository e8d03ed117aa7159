import { memo, type Dispatch } from 'react';
import { TRANSACTION_CATEGORIES, type TransactionCategory } from '@statemint/contracts';
import { formatMoney } from '../../lib/format.ts';
import type { RowCheck } from './check.ts';
import { CellInput } from './CellInput.tsx';
import type { CellEdit, ReviewAction } from './editor.ts';
import type { ReviewRow } from './model.ts';
import { isIsoDay, isProblem, moneyInput, parseMoney } from './table.ts';
import { CATEGORY_NAMES, SUBCATEGORY_NAMES } from '../converter/summary.ts';
import { REVIEW_TEXTS } from './texts.ts';

const T = REVIEW_TEXTS;
const C = T.columns;

/**
 * Columns when the table is wide; narrower (a phone, or beside the PDF) a row stacks: date and amount on
 * the first line, the description below, then the rest two by two. A container query, so the table's
 * own width decides.
 */
export const ROW_GRID =
  'grid grid-cols-2 gap-x-2 gap-y-1 @5xl:grid-cols-[3rem_8.5rem_minmax(10rem,1fr)_6.5rem_6.5rem_6.5rem_4.5rem_6rem_6.5rem] @5xl:items-center @5xl:gap-y-0';

type ReviewRowProps = {
  row: ReviewRow;
  /** 1-based position in the account's rows (statement order), as the verdict counts rows. */
  position: number;
  account: number;
  check: RowCheck | undefined;
  selected: boolean;
  currency: string | null;
  dispatch: Dispatch<ReviewAction>;
  onSelect: (rowId: number) => void;
};

/** One editable row of the review table. */
export const ReviewRowView = memo(function ReviewRowView({
  row,
  position,
  account,
  check,
  selected,
  currency,
  dispatch,
  onSelect,
}: ReviewRowProps) {
  const { txn } = row;
  const problem = isProblem(check);
  const commit = () => dispatch({ type: 'commit' });
  const label = (name: string) => T.cell(name, position);
  const edit = (cell: CellEdit) => dispatch(editAction(account, row.id, cell));
  return (
    <div
      data-row-id={row.id}
      data-problem={problem || undefined}
      onFocusCapture={() => onSelect(row.id)}
      onClick={() => onSelect(row.id)}
      className={`${ROW_GRID} border-b border-slate-100 px-2 py-2 @5xl:py-1 ${
        problem ? 'bg-amber-100' : selected ? 'bg-emerald-50' : 'bg-white'
      } ${selected ? 'outline-2 -outline-offset-2 outline-emerald-700' : ''}`}
    >
      <span className="hidden text-right text-xs tabular-nums text-slate-600 @5xl:block">
        {problem && <span aria-hidden="true">▶ </span>}
        {position}
      </span>
      <CellInput
        type="date"
        label={label(C.date)}
        value={txn.date}
        apply={(text) => isIsoDay(text) && (edit({ field: 'date', value: text }), true)}
        onCommit={commit}
        className="order-1 @5xl:order-none"
      />
      <div className="order-3 col-span-2 @5xl:order-none @5xl:col-span-1">
        <CellInput
          label={label(C.description)}
          placeholder={C.description}
          value={txn.description}
          apply={(text) => (edit({ field: 'description', value: text }), true)}
          onCommit={commit}
        />
      </div>
      <CellInput
        label={label(C.amount)}
        inputMode="decimal"
        value={moneyInput(txn.amount)}
        apply={(text) => {
          const value = parseMoney(text);
          if (value !== null) edit({ field: 'amount', value });
          return value !== null;
        }}
        onCommit={commit}
        className={`order-2 text-right font-medium tabular-nums @5xl:order-none ${
          txn.amount > 0 ? 'text-emerald-800' : ''
        }`}
      />
      <div className="order-4 @5xl:order-none">
        <CellInput
          label={label(C.balance)}
          placeholder={C.balance}
          inputMode="decimal"
          value={moneyInput(txn.balance)}
          apply={(text) => {
            const value = text.trim() === '' ? undefined : parseMoney(text);
            if (value !== null) edit({ field: 'balance', value });
            return value !== null;
          }}
          onCommit={commit}
          className="text-right tabular-nums"
        />
        {problem && check?.kind === 'checked' && (
          <p className="px-1.5 text-xs font-medium text-amber-950">
            {T.rowExpected(formatMoney(check.expected, currency))}
          </p>
        )}
      </div>
      <div className="order-5 @5xl:order-none">
        <select
          aria-label={label(C.category)}
          value={txn.category}
          onChange={(event) => {
            edit({ field: 'category', value: event.target.value as TransactionCategory });
            commit();
          }}
          className="w-full rounded border border-transparent bg-transparent px-1 py-1 text-sm text-slate-800 hover:border-slate-300"
        >
          {TRANSACTION_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_NAMES[c]}
            </option>
          ))}
        </select>
        {txn.subcategory && (
          <p
            className="truncate px-1.5 text-xs text-slate-600"
            title={T.subcategory(SUBCATEGORY_NAMES[txn.subcategory])}
          >
            <span className="sr-only">{T.subcategory('')}</span>
            {SUBCATEGORY_NAMES[txn.subcategory]}
          </p>
        )}
      </div>
      <CellInput
        label={label(C.checkNumber)}
        placeholder={C.checkNumber}
        value={txn.checkNumber ?? ''}
        apply={(text) => (edit({ field: 'checkNumber', value: text }), true)}
        onCommit={commit}
        className="order-6 @5xl:order-none"
      />
      <CellInput
        label={label(C.reference)}
        placeholder={C.reference}
        value={txn.reference ?? ''}
        apply={(text) => (edit({ field: 'reference', value: text }), true)}
        onCommit={commit}
        className="order-7 @5xl:order-none"
      />
      <div className="order-8 col-span-2 flex justify-end gap-1 @5xl:order-none @5xl:col-span-1">
        <RowButton
          label={T.flipRow(position)}
          symbol="±"
          onClick={() => dispatch({ type: 'flip', account, rowId: row.id })}
        />
        <RowButton
          label={T.addRowBelow(position)}
          symbol="+"
          onClick={() => dispatch({ type: 'add', account, afterRowId: row.id })}
        />
        <RowButton
          label={T.deleteRow(position)}
          symbol="×"
          onClick={() => dispatch({ type: 'delete', account, rowId: row.id })}
        />
      </div>
    </div>
  );
});

function editAction(account: number, rowId: number, cell: CellEdit): ReviewAction {
  return { type: 'edit', account, rowId, ...cell };
}

function RowButton({
  label,
  symbol,
  onClick,
}: {
  label: string;
  symbol: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="flex h-8 w-8 items-center justify-center rounded border border-slate-300 bg-white text-base font-semibold text-slate-800 hover:bg-slate-100"
    >
      {symbol}
    </button>
  );
}
