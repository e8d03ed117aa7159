/** Signs: a row's amount and a printed balance, in cents from the holder's side. */
import type { ParsedAmount } from '../parseAmount.ts';
import { signedCents } from '../parseAmount.ts';
import type { BalancePoint, Column, SignSource } from '../types.ts';
import type { SectionKind } from '../vocabulary.ts';
import type { RowView } from './rowView.ts';
import type { WalkState } from './walkState.ts';

const DEBIT_SECTIONS: ReadonlySet<SectionKind> = new Set([
  'atm',
  'checks',
  'card',
  'fees',
  'withdrawals',
  'electronic',
]);

/** Signed holder-view cents for a balance as printed. */
export function balanceCents(a: ParsedAmount, liability: boolean): number {
  if (!liability) return signedCents(a);
  // A card's balance is the amount owed; a CR (or minus) balance means the bank owes the holder.
  return a.marker === 'CR' || a.negative ? -a.cents : a.cents;
}

/** How far rows move the balance as printed: money held rises with credits, money owed with charges. */
export function balanceMove(rows: readonly { cents: number }[], liability: boolean): number {
  let sum = 0;
  for (const t of rows) sum += liability ? -t.cents : t.cents;
  return sum;
}

/**
 * A card's balance marked DR read on the other side of zero (undefined for any other balance): the mark
 * may say the amount owed (a debit balance from the bank's side) or, where the statement marks every
 * figure below zero DR, its balances' plain figures being the amount owed, a balance in the holder's
 * favour. The running balances decide (reconcile.ts).
 */
export function otherBalance(a: ParsedAmount, liability: boolean): number | undefined {
  return liability && a.marker === 'DR' && !a.negative && a.cents !== 0 ? -a.cents : undefined;
}

/** A printed balance read as printed and, where its mark reads either way, on the other side of zero. */
export function balanceSides(a: ParsedAmount, liability: boolean): number[] {
  const other = otherBalance(a, liability);
  const cents = balanceCents(a, liability);
  return other === undefined ? [cents] : [cents, other];
}

/** A printed balance after the account's first `after` rows, with its reading on the other side of zero. */
export function balancePoint(
  a: ParsedAmount,
  liability: boolean,
  after: number,
  page: number,
): BalancePoint {
  const other = otherBalance(a, liability);
  return {
    after,
    cents: balanceCents(a, liability),
    page,
    ...(other === undefined ? {} : { other }),
  };
}

/**
 * A row's amount, signed from the holder's side, and where the sign came from: the column, a printed
 * sign or mark, the section heading, or the default.
 */
export function amountOf(s: WalkState, v: RowView): { cents: number; source: SignSource } {
  let cents = 0;
  let source: SignSource = 'column';
  for (const p of v.txn) {
    const a = p.token.amount;
    const role: Column['role'] = p.column.role;
    if (s.layout?.inferred && (role === 'debit' || role === 'credit')) source = 'default';
    if (role === 'debit') {
      cents -= a.cents;
    } else if (role === 'credit') {
      cents += s.liability
        ? a.negative || a.marker === 'DR'
          ? -a.cents
          : a.cents
        : signedCents(a);
    } else if (a.negative || a.marker !== null) {
      source = 'explicit';
      cents +=
        s.liability && s.issuerSigns
          ? a.negative || a.marker === 'CR'
            ? a.cents
            : -a.cents
          : signedCents(a);
    } else if (s.plusCredits && !s.liability) {
      // Signs printed on one side only: "+" on the money in, the plain amounts money out.
      const plus = v.row.line.words[p.token.firstWord]!.text.startsWith('+');
      source = plus ? 'explicit' : 'section';
      cents += plus ? a.cents : -a.cents;
    } else if (s.section && DEBIT_SECTIONS.has(s.section)) {
      source = 'section';
      cents -= a.cents;
    } else if (s.section === 'deposits') {
      source = 'section';
      cents += a.cents;
    } else if ((s.liability && s.issuerSigns) || s.tableHasCr) {
      // Card statements print purchases plain and mark payments CR; so do CR-suffix tables.
      source = 'section';
      cents -= a.cents;
    } else {
      source = 'default';
      cents += a.cents;
    }
  }
  return { cents, source };
}
