/**
 * Readings judged together (see `chooseReading`): which undated lines the sum-line reading takes for
 * balances depends on the side of the balance (a running balance moves one way for money held and the
 * other for money owed), so neither change alone may reproduce a figure both together do.
 */
import type { ReadOutcome, Reading } from './types.ts';

/** The reading with the balance on the other side (money owed or held), in either card sign convention. */
export function otherSide(reading: Reading): Reading[] {
  return (['issuer', 'holder'] as const).map((cardSigns) => ({
    ...reading,
    liability: !reading.liability,
    cardSigns,
  }));
}

/**
 * The readings to judge at once after `outcome`, which changed the sum lines or the side of `best`'s
 * reading and left a closing unchecked with nothing failing: the same with the other changed too.
 */
export function jointReadings(outcome: ReadOutcome, best: ReadOutcome): Reading[] {
  const { failed, unproven } = outcome.score;
  if (failed > 0 || unproven === 0) return [];
  const r = outcome.reading;
  const b = best.reading;
  if (r.sumLines !== b.sumLines && r.liability === b.liability) return otherSide(r);
  if (r.liability !== b.liability && r.sumLines === b.sumLines)
    return [{ ...r, sumLines: !r.sumLines }];
  return [];
}
