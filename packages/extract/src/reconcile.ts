/** Stage: running-balance validation (settling uncertain signs) and beginning + Σ amounts = ending. */
import { balanceCents, balanceMove } from './assemble/signs.ts';
import { DEFAULT_SPENDING_MAJORITY_SHARE } from './settings.ts';
import type {
  AccountDraft,
  BalancePoint,
  DraftTransaction,
  ReconciliationCents,
  RunningCheck,
} from './types.ts';

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

/** An account with its signs and balances settled by the printed running balances, and the check. */
export type Settled = { account: AccountDraft; check: RunningCheck };

/**
 * Walks the printed running balances: where a segment between two balances does not add up, a
 * transaction whose sign was only inferred is flipped if that makes it add up; the rest is reported.
 * Derives a missing beginning balance from the first running balance, and takes a missing ending
 * from a running balance printed after the last row. Returns a new draft; the one given is unchanged.
 */
export function settleWithBalances(
  account: AccountDraft,
  liability: boolean,
  spendingShare = DEFAULT_SPENDING_MAJORITY_SHARE,
): Settled {
  const txns = [...account.transactions];
  const step = (c: number): number => (liability ? -c : c);
  let anchor = -1;
  let opening = account.opening;
  if (!opening && account.checkpoints.length > 0) {
    const first = account.checkpoints[0]!;
    let sum = 0;
    for (let i = 0; i < first.after; i++) sum += step(txns[i]!.cents);
    // A balance printed above the first row ("08 Dec Start balance 1,542.10") is the opening balance itself.
    let cents = first.cents - sum;
    // No balance stands above the rows before the first one printed to settle their inferred signs: a
    // labelled figure that is the opening with them flipped does.
    if (first.after > 0 && !printsFigure(account, cents))
      cents = first.cents - settleByOpening(account, txns, first.after, sum, step);
    // Worked out from the first running balance, and printed beside a label: the printed opening.
    const printed = first.after === 0 || printsOpening(account, cents);
    opening = { cents, source: first.after === 0 ? 'forward' : printed ? 'label' : 'derived' };
    if (first.after === 0 || !printed) anchor = 0;
  }
  let prev = opening?.cents ?? null;
  let from = 0;
  const check: RunningCheck = { printed: 0, matched: 0, firstBreak: null };
  const checkpoints = account.checkpoints.map((cp, k) => {
    let point = cp;
    if (k !== anchor && prev !== null && cp.after >= from) {
      check.printed++;
      let sum = 0;
      for (let i = from; i < cp.after; i++) sum += step(txns[i]!.cents);
      const fits = (cents: number) =>
        prev! + sum === cents || flipToFit(txns, from, cp.after, cents - (prev! + sum), step);
      if (fits(cp.cents)) {
        check.matched++;
      } else if (cp.other !== undefined && fits(cp.other)) {
        // A marked balance the rows reach only on the other side of zero stands there.
        check.matched++;
        point = otherSideOf(txns, cp);
      } else {
        check.firstBreak ??= {
          after: cp.after,
          page: cp.page,
          printed: cp.cents,
          expected: prev + sum,
        };
      }
    }
    prev = point.cents;
    from = point.after;
    return point;
  });
  let closing = account.closing;
  if (!closing && checkpoints.length > 0) {
    const last = checkpoints[checkpoints.length - 1]!;
    if (last.after === txns.length) closing = { cents: last.cents, source: 'runningBalance' };
  }
  const settled = { ...account, opening, closing, checkpoints, transactions: txns };
  return { account: confirmByFigures(settled, liability, spendingShare), check };
}

/**
 * A balance point read on the other side of zero, and the row printing it (the row it follows, when
 * that row's balance is the same figure) likewise, as a new draft in `txns`.
 */
function otherSideOf(txns: DraftTransaction[], cp: BalancePoint): BalancePoint {
  const other = cp.other!;
  const row = txns[cp.after - 1];
  if (row && row.balance === cp.cents && row.balanceOther === other)
    txns[cp.after - 1] = { ...row, balance: other, balanceOther: cp.cents };
  return { after: cp.after, cents: other, page: cp.page, other: cp.cents };
}

/**
 * Whether a labelled figure printed for the account, other than its labelled closing, is exactly `cents`:
 * an opening worked out to the closing's own figure (rows netting to nothing) is printed nowhere else.
 */
function printsOpening(account: AccountDraft, cents: number): boolean {
  const { closing } = account;
  const own = closing?.source === 'label' && closing.cents === cents ? 1 : 0;
  return figuresPrinting(account, cents) > own;
}

/** Whether a labelled figure printed for the account (outside its rows) is exactly `cents`. */
function printsFigure(account: AccountDraft, cents: number): boolean {
  return figuresPrinting(account, cents) > 0;
}

/** How many labelled figures printed for the account (outside its rows) are exactly `cents`. */
function figuresPrinting(account: AccountDraft, cents: number): number {
  return (account.figures ?? []).filter((f) => balanceCents(f, account.liability) === cents).length;
}

/**
 * The sum of rows 0..`to` once their inferred signs are settled by a printed opening: the one row, or all
 * of them together, whose flip makes the first printed balance less the rows a labelled figure (the
 * flipped rows become new drafts in `txns`); `sum` unchanged when no flip, or more than one, fits.
 */
function settleByOpening(
  account: AccountDraft,
  txns: DraftTransaction[],
  to: number,
  sum: number,
  step: (c: number) => number,
): number {
  const first = account.checkpoints[0]!.cents;
  const inferred: number[] = [];
  for (let i = 0; i < to; i++) {
    const t = txns[i]!.signSource;
    if (t !== 'column' && t !== 'explicit') inferred.push(i);
  }
  const options = inferred.map((i) => [i]);
  if (inferred.length > 1) options.push(inferred);
  const moved = (rows: number[]) => rows.reduce((d, i) => d - 2 * step(txns[i]!.cents), 0);
  const fits = options.filter((rows) => printsFigure(account, first - (sum + moved(rows))));
  if (fits.length !== 1) return sum;
  const rows = fits[0]!;
  const settled = sum + moved(rows);
  for (const i of rows) txns[i] = { ...txns[i]!, cents: -txns[i]!.cents, signSource: 'explicit' };
  return settled;
}

/**
 * Without running balances to work from: an opening balance missing or a closing one missing is taken
 * from a labelled figure only when that figure is exactly the other balance with the rows' sum carried
 * across it (opening + Σ = closing); rows that sum to nothing prove nothing. Returns the account with the
 * balance it confirmed (the same account when it confirms none).
 */
export function confirmByFigures(
  account: AccountDraft,
  liability: boolean,
  spendingShare = DEFAULT_SPENDING_MAJORITY_SHARE,
): AccountDraft {
  const sum = balanceMove(account.transactions, liability);
  if (sum === 0 || account.transactions.length === 0) return account;
  const { opening, closing } = account;
  if (
    opening &&
    opening.source !== 'derived' &&
    !closing &&
    printsFigure(account, opening.cents + sum)
  )
    return { ...account, closing: { cents: opening.cents + sum, source: 'label' } };
  if (!opening && closing && printsFigure(account, closing.cents - sum))
    return { ...account, opening: { cents: closing.cents - sum, source: 'label' } };
  const pair = !opening && !closing ? carriedPair(account, liability, sum, spendingShare) : null;
  if (pair) {
    const [first, second] = pair;
    return {
      ...account,
      opening: { cents: first, source: 'label' },
      closing: { cents: second, source: 'label' },
    };
  }
  return account;
}

/**
 * Neither balance read (labels the engine does not know): the one pair of labelled figures the rows
 * carry from the first printed to the later one (first + Σ = second). The totals of money out and money
 * in fit by construction (out + Σ = in, and -in + Σ = -out), so a pair that is the rows' own totals
 * proves nothing; nor does a first figure of zero (any printed Σ follows it). Null unless exactly one
 * pair of values fits.
 * Read as money owed, the print order proves nothing: a card's statement prints the amount due above
 * the previous balance as often as below it, and the same pair fits the other way round with every
 * sign turned (money owed read as money held). What a card's figures carry is told by its rows: most
 * are charges (its amount owed mostly rises), so on that side the pair counts in either order, and a
 * reading of money owed whose rows are mostly payments takes no pair.
 */
function carriedPair(
  account: AccountDraft,
  liability: boolean,
  sum: number,
  spendingShare: number,
): [number, number] | null {
  const charges = account.transactions.filter((t) => t.cents < 0).length;
  if (liability && charges <= spendingShare * account.transactions.length) return null;
  let out = 0;
  let into = 0;
  for (const t of account.transactions) {
    const step = liability ? -t.cents : t.cents;
    if (step < 0) out -= step;
    else into += step;
  }
  const totals = (a: number, b: number): boolean =>
    (Math.abs(a) === out && Math.abs(b) === into) || (Math.abs(a) === into && Math.abs(b) === out);
  const seen = new Set<number>();
  const pairs = new Map<number, number>();
  for (const f of account.figures ?? []) {
    const cents = balanceCents(f, liability);
    const first = cents - sum;
    if (seen.has(first) && first !== 0 && !totals(first, cents)) pairs.set(first, cents);
    // On a card's side, the later figure printed first (the amount due above the previous balance).
    const second = cents + sum;
    if (liability && seen.has(second) && cents !== 0 && !totals(cents, second))
      pairs.set(cents, second);
    seen.add(cents);
  }
  return pairs.size === 1 ? [...pairs][0]! : null;
}

/**
 * Flips the inferred signs in rows `from`..`to` of `txns` (the settling account's own copy of its rows)
 * that explain `diff`: one row whose flip closes the gap, or every inferred row together (a plain-amount
 * column read the wrong way round); a flipped row is a new draft in its place. True when it fits.
 */
function flipToFit(
  txns: DraftTransaction[],
  from: number,
  to: number,
  diff: number,
  step: (c: number) => number,
): boolean {
  const single: number[] = [];
  const inferred: number[] = [];
  let inferredSum = 0;
  for (let i = from; i < to; i++) {
    const t = txns[i]!;
    if (t.signSource === 'column' || t.signSource === 'explicit') continue;
    // Flipping transaction i changes the sum by -2 * its step.
    if (-2 * step(t.cents) === diff) single.push(i);
    inferred.push(i);
    inferredSum += step(t.cents);
  }
  const flip =
    single.length === 1 ? single : -2 * inferredSum === diff && inferred.length > 0 ? inferred : [];
  for (const i of flip) {
    const t = txns[i]!;
    txns[i] = { ...t, cents: -t.cents, signSource: 'explicit' };
  }
  return flip.length > 0;
}
