/**
 * Readings followed at once along a second dimension (see `chooseReading`): a change of reading that finds
 * printed figures another dimension must also change to reproduce.
 */
import type { AccountDraft, ReadOutcome, Reading } from './types.ts';

/** The balances a reading reads as printed: running balances and balance lines, labelled openings and closings. */
function printedBalances(o: ReadOutcome): number {
  const labelled = (a: AccountDraft): number =>
    Number(a.opening?.source === 'label') + Number(a.closing?.source === 'label');
  return o.assembly.accounts.reduce((n, a) => n + a.checkpoints.length + labelled(a), 0);
}

/**
 * Whether `outcome` reads more printed balances than `best` with none failing, and still leaves a closing
 * unchecked: the balance it found may be reproduced only on the other side (money owed, not held).
 */
export function readsMoreBalances(outcome: ReadOutcome, best: ReadOutcome): boolean {
  const { failed, unproven } = outcome.score;
  return failed === 0 && unproven > 0 && printedBalances(outcome) > printedBalances(best);
}

/** The reading with the balance on the other side (money owed or held), in either card sign convention. */
export function otherSide(reading: Reading): Reading[] {
  return (['issuer', 'holder'] as const).map((cardSigns) => ({
    ...reading,
    liability: !reading.liability,
    cardSigns,
  }));
}
