import type { Transaction, TransactionCategory } from '@statemint/contracts';
import type { RowCheck } from './check.ts';
import type { ReviewRow } from './model.ts';

export const SORT_KEYS = [
  'position',
  'date',
  'description',
  'amount',
  'balance',
  'category',
  'checkNumber',
  'reference',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export type TableView = {
  sort: SortKey;
  descending: boolean;
  /** Words every shown row contains (description, reference, check number, category or amount). */
  query: string;
  category: TransactionCategory | 'all';
  problemsOnly: boolean;
};

export const DEFAULT_VIEW: TableView = {
  sort: 'position',
  descending: false,
  query: '',
  category: 'all',
  problemsOnly: false,
};

/** Whether the row's printed running balance is one the rows above it do not reproduce. */
export function isProblem(check: RowCheck | undefined): boolean {
  return check?.kind === 'checked' && !check.matches;
}

function sortValue(txn: Transaction, key: SortKey): string | number | undefined {
  switch (key) {
    case 'amount':
      return txn.amount;
    case 'balance':
      return txn.balance;
    case 'position':
      return undefined;
    default:
      return txn[key]?.toLocaleLowerCase();
  }
}

function compare(a: string | number | undefined, b: string | number | undefined): number {
  // Rows without the value go last whichever the direction.
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Rows are never changed in place: each row's searchable text is built once. */
const searchTexts = new WeakMap<Transaction, string>();

function searchText(txn: Transaction): string {
  let text = searchTexts.get(txn);
  if (text === undefined) {
    text = [
      txn.description,
      txn.reference ?? '',
      txn.checkNumber ?? '',
      txn.category,
      txn.date,
      txn.amount.toFixed(2),
    ]
      .join(' ')
      .toLocaleLowerCase();
    searchTexts.set(txn, text);
  }
  return text;
}

function matchesQuery(txn: Transaction, words: string[]): boolean {
  if (words.length === 0) return true;
  const text = searchText(txn);
  return words.every((w) => text.includes(w));
}

/**
 * The positions (into `rows`) of the rows shown, in the order shown: filtered, then sorted; rows that
 * compare equal keep statement order.
 */
export function visibleRows(
  rows: readonly ReviewRow[],
  checks: readonly RowCheck[],
  view: TableView,
): number[] {
  const words = view.query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (
    words.length === 0 &&
    view.category === 'all' &&
    !view.problemsOnly &&
    view.sort === 'position'
  )
    return rows.map((_, i) => (view.descending ? rows.length - 1 - i : i));
  const shown: number[] = [];
  rows.forEach((row, i) => {
    if (view.category !== 'all' && row.txn.category !== view.category) return;
    if (view.problemsOnly && !isProblem(checks[i])) return;
    if (!matchesQuery(row.txn, words)) return;
    shown.push(i);
  });
  if (view.sort === 'position') return view.descending ? shown.reverse() : shown;
  const sign = view.descending ? -1 : 1;
  return shown.sort((a, b) => {
    const va = sortValue(rows[a]!.txn, view.sort);
    const vb = sortValue(rows[b]!.txn, view.sort);
    if (va === undefined || vb === undefined) return compare(va, vb) || a - b;
    return sign * compare(va, vb) || a - b;
  });
}

/** Money in, money out (unsigned) and the net of some rows, summed in cents. */
export function totals(rows: readonly Pick<Transaction, 'amount'>[]): {
  moneyIn: number;
  moneyOut: number;
  net: number;
  count: number;
} {
  let into = 0;
  let out = 0;
  for (const { amount } of rows) {
    const c = Math.round(amount * 100);
    if (c > 0) into += c;
    else out -= c;
  }
  return { moneyIn: into / 100, moneyOut: out / 100, net: (into - out) / 100, count: rows.length };
}

/** The first shown row whose running balance breaks, as a position in the shown list; null when none. */
export function firstProblem(shown: readonly number[], checks: readonly RowCheck[]): number | null {
  const at = shown.findIndex((i) => isProblem(checks[i]));
  return at === -1 ? null : at;
}

/** Money as typed into a cell (`1,234.56`, `-12.5`, `+3`, `.5`); null unless an amount with 0-2 decimals. */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, '');
  const m =
    /^([-+]?)(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^([-+]?)()\.(\d{1,2})$/.exec(cleaned);
  if (!m) return null;
  const whole = m[2] === '' ? 0 : Number(m[2]);
  const fraction = Number((m[3] ?? '').padEnd(2, '0'));
  const c = whole * 100 + fraction;
  return (m[1] === '-' ? -c : c) / 100 || 0;
}

/** An amount as an edit cell shows it: two decimals, no grouping, so it types back the same. */
export function moneyInput(value: number | undefined): string {
  return value === undefined ? '' : value.toFixed(2);
}

/** Whether a typed date is a real calendar day in ISO form. */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}
