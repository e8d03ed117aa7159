/**
 * Readings judged together (see `chooseReading`): the figures a reading takes (which undated lines are
 * balances, which numbers without two decimals are money) are checked by the side of the balance (a
 * running balance moves one way for money held and the other for money owed), so neither change alone
 * may reproduce figures both together do.
 */
import type { AccountDraft, BalancePoint, ReadOutcome, Reading } from './types.ts';

/** The reading with the balance on the other side (money owed or held), in either card sign convention. */
export function otherSide(reading: Reading): Reading[] {
  return (['issuer', 'holder'] as const).map((cardSigns) => ({
    ...reading,
    liability: !reading.liability,
    cardSigns,
  }));
}

/**
 * What two readings reproducing the same figures differ in: the day-month order; the side of the
 * balance (money held or owed), kept against the side the document's words gave the first reading, so
 * only the count of spending rows chose it and every sign is in question; or other rows.
 */
export function tieKind(
  tie: Reading,
  best: Reading,
  first: Reading,
): 'dateOrder' | 'side' | 'other' {
  if (tie.order !== best.order) return 'dateOrder';
  return tie.liability !== best.liability && best.liability !== first.liability ? 'side' : 'other';
}

/** The warning for any other tie between two readings whose rows differ. */
export const TIE_WARNING =
  "The statement's printed figures fit two different readings of its rows; check the amounts and their signs against the PDF.";

/**
 * The warning for a tie on the side of the balance (`tieKind` 'side'): every printed figure holds alike
 * read as money held (a minus lowers what the holder has) and as money owed (a minus lowers what the
 * holder owes), each sign turning with the side, so no figure proves a sign and the warning names the
 * side the rows were read on. Accounts read on both sides get the general warning.
 */
export function sideTieWarning(accounts: readonly AccountDraft[]): string {
  const sides = new Set(accounts.filter((a) => a.transactions.length > 0).map((a) => a.liability));
  if (sides.size !== 1) return TIE_WARNING;
  const read = sides.has(true) ? 'money owed (a card)' : 'money held (a bank account)';
  return `The statement's printed figures fit its balance read both as money held (a bank account) and as money owed (a card), and every amount's sign turns with that choice; no printed figure decides it, and it was read as ${read}. Check the signs against the PDF.`;
}

/**
 * Whether more of a reading's printed balances move by its rows against their side than with it: each
 * pair of printed balances with rows between, the later one the earlier less the rows (money owed where
 * the reading holds money, or the reverse) rather than plus them. The opening printed beside a label
 * counts as a balance before the first row, paired with the first balance line after it whose figure
 * is printed beside a label as well (a newest-first list printing its closing again above its newest
 * row): a row whose amount happens to fit the opening and the rows is printed nowhere else.
 */
export function otherSideFits(outcome: ReadOutcome): boolean {
  let here = 0;
  let there = 0;
  for (const a of outcome.assembly.accounts) {
    const points = [...a.checkpoints].sort((x, y) => x.after - y.after);
    const opening = openingPoint(a, points[0]);
    if (opening) points.unshift(opening);
    for (let k = 1; k < points.length; k++) {
      const from = points[k - 1]!;
      const to = points[k]!;
      if (to.after === from.after) continue;
      let moved = 0;
      for (let i = from.after; i < to.after; i++) moved += a.transactions[i]?.cents ?? 0;
      if (a.liability) moved = -moved;
      if (from.cents + moved === to.cents) here++;
      else if (from.cents - moved === to.cents) there++;
    }
  }
  return there > here;
}

/**
 * The account's printed opening as a balance before its first row, where its first balance line
 * stands after rows and prints a figure printed beside a label above the table too (`labelled`), and
 * no balance line stands before the first row already; an opening worked out from the rows proves
 * nothing (null: none).
 */
function openingPoint(a: AccountDraft, first: BalancePoint | undefined): BalancePoint | null {
  const { opening } = a;
  if (!opening || opening.source === 'derived' || !first?.labelled || first.after === 0)
    return null;
  return { after: 0, cents: opening.cents, page: first.page };
}

/**
 * The readings to judge at once after `outcome`, which changed the figures read (the sum lines, or numbers
 * with 0 to 2 decimals as money) or the side of `best`'s reading and is not proven: the same with the
 * other side too, where nothing fails, or where its running balances move as the other side's do; and,
 * after a change of one of the two figure dimensions, the same with the other changed too (numbers
 * printed whole find the rows, and only the sum lines read their carried balance as a balance).
 */
export function jointReadings(outcome: ReadOutcome, best: ReadOutcome): Reading[] {
  const { failed, unproven, rows } = outcome.score;
  if (rows === 0 || (failed === 0 && unproven === 0)) return [];
  const r = outcome.reading;
  const b = best.reading;
  const sums = r.sumLines !== b.sumLines;
  const loose = r.looseAmounts !== b.looseAmounts;
  const side = r.liability !== b.liability;
  if ((sums || loose) && !side) {
    const joint = failed === 0 || otherSideFits(outcome) ? otherSide(r) : [];
    if (sums !== loose)
      joint.push(sums ? { ...r, looseAmounts: !r.looseAmounts } : { ...r, sumLines: !r.sumLines });
    return joint;
  }
  if (side && !sums && !loose && failed === 0)
    return [
      { ...r, sumLines: !r.sumLines },
      { ...r, looseAmounts: !r.looseAmounts },
    ];
  return [];
}

/**
 * How many rows the printed balances turned to the other sign without pinning it (`settleWithBalances`
 * flips an inferred sign where that alone reproduces a balance): a row alone between two balances (the
 * opening, a running balance, the closing) has the sign they give it; one of several rows whose flip
 * happens to close the gap to the next balance is a guess. Each account's rows as read against the same
 * rows settled.
 */
export function turnedRows(
  read: readonly AccountDraft[],
  settled: readonly AccountDraft[],
): number {
  let n = 0;
  read.forEach((a, k) => {
    const s = settled[k];
    if (!s) return;
    const ends = new Set(s.checkpoints.map((c) => c.after));
    if (s.opening) ends.add(0);
    if (s.closing) ends.add(s.transactions.length);
    a.transactions.forEach((t, i) => {
      const pinned = ends.has(i) && ends.has(i + 1);
      if (!pinned && t.cents !== 0 && s.transactions[i]?.cents === -t.cents) n++;
    });
  });
  return n;
}
