/**
 * A clean merchant name from a description: card and terminal prefixes, dates, masked card numbers,
 * reference numbers and a trailing city and country/state code are dropped. Null when nothing that looks
 * like a name is left. Pure; the words come from merchantWords.ts.
 */
import {
  MERCHANT_PREFIXES,
  PLACE_CODES,
  PROCESSOR_PREFIXES,
  REFERENCE_WORDS,
} from './merchantWords.ts';
import { exactWordsRegExp, fold } from './wordMatch.ts';

/** Longest run of leading words tried as one prefix phrase (`PURCHASE AUTHORIZED ON`). */
const MAX_PREFIX_WORDS = 3;

const PREFIXES = exactWordsRegExp(MERCHANT_PREFIXES);
const REFERENCES = exactWordsRegExp(REFERENCE_WORDS);
const PROCESSOR_STAR = new RegExp(
  `(?<![A-Za-z0-9])(?:${PROCESSOR_PREFIXES.join('|')})\\s*\\*\\s*`,
  'i',
);
/** Punctuation that may wrap a word (`(LIDL)`, `AMAZON,`) and is not part of the name. */
const EDGE_PUNCTUATION = /^[\s"'(),.:;#*/\\–-]+|[\s"'(),:;#*/\\–-]+$/g;

/** A date, a time, an amount, a masked card number or a number: never the start of a name (`7-ELEVEN` is). */
function isNumberLike(word: string): boolean {
  return !/\p{L}/u.test(word) || /^X{2,}\d*$/.test(word) || /^[#*]/.test(word);
}

/** Where a reference starts: a date, a number of three digits or more, `#…`, or a reference word. */
function startsReference(word: string): boolean {
  return (
    /\d{1,2}[/.-]\d{1,2}/.test(word) ||
    /\d{3}/.test(word) ||
    /^#/.test(word) ||
    /^X{2,}\d*$/.test(word) ||
    REFERENCES.test(word)
  );
}

/** The number of leading words that only introduce the merchant (prefixes or the rule's own words). */
function prefixLength(words: string[], ruleWords: RegExp | null): number {
  for (let n = Math.min(MAX_PREFIX_WORDS, words.length); n > 0; n--) {
    const phrase = words.slice(0, n).join(' ');
    if (PREFIXES.test(phrase) || ruleWords?.test(phrase)) return n;
  }
  return 0;
}

/** The merchant named in `description`, or null; `ruleWords` matches the words of the rule that named the row. */
export function merchantName(description: string, ruleWords: RegExp | null): string | null {
  const text = description.replace(PROCESSOR_STAR, ' ').replace(/\*/g, ' ');
  const printed = text.split(/\s+/).filter((w) => w.replace(EDGE_PUNCTUATION, '') !== '');
  const folded = printed.map((w) => fold(w).replace(EDGE_PUNCTUATION, ''));
  let start = 0;
  for (;;) {
    const rest = folded.slice(start);
    if (rest.length === 0) return null;
    if (isNumberLike(rest[0]!)) {
      start++;
      continue;
    }
    const n = prefixLength(rest, ruleWords);
    if (n === 0) break;
    start += n;
  }
  let end = start + 1;
  while (end < folded.length && !startsReference(folded[end]!)) end++;
  // A trailing place code (`WA`, `GB`, `FRA`), printed in capitals, goes with the city before it.
  const last = printed[end - 1]!.replace(EDGE_PUNCTUATION, '');
  if (end - start >= 2 && /^[A-Z]{2,3}$/.test(last) && PLACE_CODES.has(last)) {
    end--;
    if (end - start >= 2) end--;
  }
  const name = printed.slice(start, end).join(' ').replace(EDGE_PUNCTUATION, '');
  return /\p{L}.*\p{L}/u.test(name) ? name : null;
}
