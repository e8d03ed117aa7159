import { reconcile } from './reconcile.ts';
import type { AccountDraft, BalancePoint } from './types.ts';

/**
 * An account listed newest first, turned oldest first: rows reversed, each row's printed balance still
 * the balance after it, a balance line at either end moved to the other (one that is the opening stays
 * the opening: see `opensList`), and balance lines between rows (whose side is ambiguous) dropped.
 */
export function oldestFirst(draft: AccountDraft): AccountDraft {
  const transactions = [...draft.transactions].reverse();
  const n = transactions.length;
  const checkpoints: BalancePoint[] = [];
  // A balance line below the oldest row, unless it repeats that row's balance, is the opening one.
  const oldestBalance = draft.transactions[n - 1]?.balance ?? null;
  for (const cp of draft.checkpoints)
    if (cp.after === n && n > 0 && cp.cents !== oldestBalance)
      checkpoints.push({ ...cp, after: 0 });
  transactions.forEach((t, i) => {
    if (t.balance === null) return;
    const other = t.balanceOther === undefined ? {} : { other: t.balanceOther };
    checkpoints.push({ after: i + 1, cents: t.balance, page: t.page, ...other });
  });
  // A balance line above the newest row is the closing one, unless it is the opening (printed above a
  // newest-first table): that one stays the opening.
  for (const cp of draft.checkpoints) {
    if (cp.after !== 0 || n === 0) continue;
    if (opensList(draft, cp.cents)) checkpoints.unshift(cp);
    else checkpoints.push({ ...cp, after: n });
  }
  return {
    ...draft,
    transactions,
    checkpoints,
    totals: draft.totals.map((t) => ({ ...t, from: n - t.to, to: n - t.from })),
  };
}

/**
 * Whether a balance line printed above the newest row of a newest-first list is its opening, not its
 * closing: the labelled opening (when it is not the closing too), or the closing less all the rows
 * (opening + Σ = closing), the closing being the labelled one or else the newest row's printed balance.
 * Without either, it is the closing.
 */
export function opensList(draft: AccountDraft, cents: number): boolean {
  const { opening, closing } = draft;
  if (opening?.source === 'label' && opening.cents === cents) return cents !== closing?.cents;
  const end =
    closing?.source === 'label' ? closing.cents : (draft.transactions[0]?.balance ?? null);
  if (end === null || cents === end) return false;
  const amounts = draft.transactions.map((t) => t.cents);
  return reconcile(cents, amounts, end, draft.liability).balanced;
}
