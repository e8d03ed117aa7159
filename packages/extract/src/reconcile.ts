/** Stage: running-balance validation (settling uncertain signs) and beginning + Σ amounts = ending. */
import { formatCents } from './parseAmount.ts';
import type { AccountDraft } from './rowsToTransactions.ts';

/** beginning + Σ amounts (asset) or beginning - Σ amounts (liability), compared with ending; all cents. */
export type ReconciliationCents = {
  expectedEnding: number | null;
  difference: number | null;
  balanced: boolean;
};

/** Checks beginning + Σ amounts = ending (for a liability, beginning - Σ amounts = ending). */
export function reconcile(
  beginning: number | null,
  amounts: readonly number[],
  ending: number | null,
  liability: boolean,
): ReconciliationCents {
  if (beginning === null) return { expectedEnding: null, difference: null, balanced: false };
  let sum = 0;
  for (const a of amounts) sum += a;
  const expectedEnding = liability ? beginning - sum : beginning + sum;
  if (ending === null) return { expectedEnding, difference: null, balanced: false };
  const difference = ending - expectedEnding;
  return { expectedEnding, difference, balanced: difference === 0 };
}

/**
 * Walks the printed running balances: where a segment between two balances does not add up, a
 * transaction whose sign was only inferred is flipped if that makes it add up; the rest is reported.
 * Fills a missing beginning balance from the first running balance, and a missing ending from the last.
 */
export function settleWithBalances(
  account: AccountDraft,
  liability: boolean,
  warnings: string[],
): void {
  const txns = account.transactions;
  const step = (c: number): number => (liability ? -c : c);
  if (!account.opening && account.checkpoints.length > 0) {
    const first = account.checkpoints[0]!;
    let sum = 0;
    for (let i = 0; i < first.after; i++) sum += step(txns[i]!.cents);
    account.opening = { cents: first.cents - sum, source: 'forward' };
    warnings.push(
      `No opening balance is printed; the beginning balance ${formatCents(first.cents - sum)} is derived from the first running balance.`,
    );
  }
  let prev = account.opening?.cents ?? null;
  let from = 0;
  let mismatches = 0;
  for (const cp of account.checkpoints) {
    if (prev !== null && cp.after >= from) {
      let sum = 0;
      for (let i = from; i < cp.after; i++) sum += step(txns[i]!.cents);
      if (prev + sum !== cp.cents) {
        const diff = cp.cents - (prev + sum);
        // Flipping transaction i changes the sum by -2 * its step.
        const candidates: number[] = [];
        for (let i = from; i < cp.after; i++) {
          const t = txns[i]!;
          if (t.signSource === 'column' || t.signSource === 'explicit') continue;
          if (-2 * step(t.cents) === diff) candidates.push(i);
        }
        // Otherwise, when every inferred sign in the segment is wrong together (a plain-amount column
        // read the wrong way round), flipping them all makes it add up.
        const inferred: number[] = [];
        let inferredSum = 0;
        for (let i = from; i < cp.after; i++) {
          const t = txns[i]!;
          if (t.signSource === 'column' || t.signSource === 'explicit') continue;
          inferred.push(i);
          inferredSum += step(t.cents);
        }
        const flip =
          candidates.length === 1
            ? candidates
            : -2 * inferredSum === diff && inferred.length > 0
              ? inferred
              : [];
        if (flip.length > 0) {
          for (const i of flip) {
            const t = txns[i]!;
            t.cents = -t.cents;
            t.signSource = 'explicit';
          }
        } else {
          mismatches++;
        }
      }
    }
    prev = cp.cents;
    from = cp.after;
  }
  if (mismatches > 0) {
    warnings.push(
      `${mismatches} running balance${mismatches === 1 ? '' : 's'} did not match the transactions above ${mismatches === 1 ? 'it' : 'them'}; a row may be missing or doubled.`,
    );
  }
  if (!account.closing && account.checkpoints.length > 0) {
    const last = account.checkpoints[account.checkpoints.length - 1]!;
    if (last.after === txns.length) {
      account.closing = { cents: last.cents, source: 'forward' };
      warnings.push(
        'No closing balance is printed; the ending balance is the last running balance.',
      );
    }
  }
}
