/** Stage helper: the dates a statement prints after words of their own, as period ends (see readPeriod.ts). */
import type { Period } from './readPeriod.ts';
import type { Line } from './types.ts';

/** A word that is only punctuation (": " between a label and its date). */
export const PUNCTUATION_RE = /^[:.,;#()\-–—]+$/;

/** A word of letters ends right before word `index` (past punctuation): the date has a label of its own. */
export function afterWord(line: Line, index: number): boolean {
  let k = index - 1;
  while (k >= 0 && PUNCTUATION_RE.test(line.words[k]!.text)) k--;
  return k >= 0 && /^\p{L}+[:.]?$/u.test(line.words[k]!.text);
}

/**
 * The latest date printed, well after every row (a payment due date under a word no list knows), gives way
 * to the date printed after a word of its own that the rows end nearest before (on or after their last
 * date): a period ends after its rows, and the date due falls later still.
 */
export function nearestAside(
  latest: Period,
  beyond: number,
  candidates: readonly Period[],
  past: (p: Period) => number | null,
  holds: (p: Period) => boolean,
): Period {
  let best: Period | null = null;
  let bestPast = beyond;
  for (const c of candidates) {
    const after = c.aside ? past(c) : null;
    if (after === null || after < 0 || after >= bestPast || !holds(c)) continue;
    best = c;
    bestPast = after;
  }
  return best ? { start: null, end: best.end, unlabelled: true } : latest;
}
