import type {
  BalanceSource,
  Reconciliation,
  SectionCheck,
  Transaction,
  Verification,
  Verdict,
} from '@statemint/contracts';

/**
 * The live balance check of the review table: the engine's verdict rules (packages/extract/src/verify.ts
 * and reconcile.ts) applied to the rows as edited and the printed balances, in integer cents.
 */

const cents = (value: number): number => Math.round(value * 100);
const money = (c: number): number => c / 100;

/** What the check found on one row: no printed balance, the balance it was anchored on, or a comparison. */
export type RowCheck =
  | { kind: 'none' }
  | { kind: 'anchor' }
  | { kind: 'checked'; matches: boolean; printed: number; expected: number };

export type CheckInput = {
  rows: readonly Transaction[];
  opening: number | null;
  closing: number | null;
  liability: boolean;
  openingSource: BalanceSource;
  closingSource: BalanceSource;
  /** Printed totals still to judge (none once rows are edited: their rows cannot be told apart then). */
  sectionTotals: readonly SectionCheck[];
  /** Page of a break on a row without a source box. */
  fallbackPage: number;
};

export type LiveCheck = {
  /** The opening balance the check used (worked out from the first running balance when derived). */
  opening: number | null;
  reconciliation: Reconciliation;
  verification: Verification;
  rowChecks: RowCheck[];
};

/** The page a row is printed on, or the nearest row above it that knows its page. */
function pageOf(rows: readonly Transaction[], index: number, fallback: number): number {
  for (let i = index; i >= 0; i--) {
    const page = rows[i]?.source?.page;
    if (page !== undefined) return page;
  }
  return fallback;
}

/** beginning + Σ amounts = ending (beginning - Σ amounts for a liability), in cents; null when unknown. */
export function reconcile(
  opening: number | null,
  rows: readonly Pick<Transaction, 'amount'>[],
  closing: number | null,
  liability: boolean,
): { expectedEnding: number | null; difference: number | null } {
  if (opening === null) return { expectedEnding: null, difference: null };
  let total = 0;
  for (const row of rows) total += cents(row.amount);
  const expectedEnding = cents(opening) + (liability ? -total : total);
  return {
    expectedEnding,
    difference: closing === null ? null : cents(closing) - expectedEnding,
  };
}

/** Runs the check: beginning ± Σ amounts = ending, every printed running balance, the verdict. */
export function liveCheck(input: CheckInput): LiveCheck {
  const { rows, liability } = input;
  const step = (amount: number): number => (liability ? -cents(amount) : cents(amount));
  const rowChecks: RowCheck[] = rows.map(() => ({ kind: 'none' }));
  let openingCents = input.opening === null ? null : cents(input.opening);
  let anchor = -1;
  // A derived opening balance is the first running balance less the rows above it, as the engine works it out.
  if (input.openingSource !== 'printed' || openingCents === null) {
    let sum = 0;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      sum += step(row.amount);
      if (row.balance !== undefined) {
        anchor = i;
        openingCents = cents(row.balance) - sum;
        break;
      }
    }
  }
  let prev = openingCents;
  let sum = 0;
  let printed = 0;
  let matched = 0;
  let firstBreak: Verification['runningBalances']['firstBreak'] = null;
  rows.forEach((row, i) => {
    sum += step(row.amount);
    if (row.balance === undefined) return;
    const balance = cents(row.balance);
    if (i === anchor) {
      rowChecks[i] = { kind: 'anchor' };
    } else if (prev !== null) {
      printed++;
      const expected = prev + sum;
      const matches = expected === balance;
      rowChecks[i] = {
        kind: 'checked',
        matches,
        printed: money(balance),
        expected: money(expected),
      };
      if (matches) matched++;
      else
        firstBreak ??= {
          row: i + 1,
          page: pageOf(rows, i, input.fallbackPage),
          printed: money(balance),
          expected: money(expected),
          difference: money(balance - expected),
        };
    }
    prev = balance;
    sum = 0;
  });

  const openingSource: BalanceSource =
    openingCents === null ? 'missing' : anchor >= 0 ? 'derived' : input.openingSource;
  const closingSource: BalanceSource = input.closing === null ? 'missing' : input.closingSource;
  const { expectedEnding, difference } = reconcile(
    openingCents === null ? null : money(openingCents),
    rows,
    input.closing,
    liability,
  );
  const bothPrinted = openingSource === 'printed' && closingSource === 'printed';
  const mismatch =
    firstBreak !== null ||
    (closingSource === 'printed' && difference !== null && difference !== 0) ||
    input.sectionTotals.some((t) => cents(t.difference) !== 0);
  const verdict: Verdict = mismatch
    ? 'mismatch'
    : bothPrinted && difference === 0
      ? 'verified'
      : 'unverified';
  return {
    opening: openingCents === null ? null : money(openingCents),
    reconciliation: {
      expectedEnding: expectedEnding === null ? null : money(expectedEnding),
      difference: difference === null ? null : money(difference),
      balanced: difference === 0 && bothPrinted,
    },
    verification: {
      verdict,
      openingSource,
      closingSource,
      runningBalances: { printed, matched, firstBreak },
      sectionTotals: [...input.sectionTotals],
    },
    rowChecks,
  };
}
