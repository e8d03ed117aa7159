/** Reading printed IBANs whole: grouped or compact, cut to their country's length, checked by ISO 7064 mod 97. */
import { IBAN_LENGTHS, ISO_CURRENCY_CODES, WORDLIKE_CODES } from './vocabulary.ts';

/** The first group of a printed IBAN: country code and check digits (`DE40`). */
export const IBAN_HEAD_RE = /^[A-Z]{2}\d{2}$/;
/** A whole IBAN printed as one word. */
const COMPACT_IBAN_RE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
/** A later group of a grouped IBAN (four characters, the last one shorter). */
const IBAN_GROUP_RE = /^[A-Z0-9]{1,4}$/;
/** No country's IBAN is longer (ISO 13616). */
const MAX_IBAN_LENGTH = 34;
/** Nor shorter (Norway's). */
const MIN_IBAN_LENGTH = 15;
/** ISO 7064 MOD 97-10: a valid IBAN leaves this remainder. */
const IBAN_REMAINDER = 1;

/** True when the compact IBAN passes its mod-97 check (ISO 13616). */
export function isValidIban(compact: string): boolean {
  if (!COMPACT_IBAN_RE.test(compact)) return false;
  const moved = compact.slice(4) + compact.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    // Letters count as two digits, A = 10 ... Z = 35.
    const n = parseInt(ch, 36);
    rest = n >= 10 ? (rest * 100 + n) % 97 : (rest * 10 + n) % 97;
  }
  return rest === IBAN_REMAINDER;
}

/** A printed IBAN: the words as printed and how many words it took. */
export type PrintedIban = { value: string; words: number };

/**
 * Reads an IBAN starting at `words[0]` (a compact word, or a head such as `IT60` followed by groups);
 * null when the first word is not an IBAN's start. Trailing punctuation on a word is ignored.
 */
export function readIban(words: readonly string[]): PrintedIban | null {
  const clean = words.map((w) => w.replace(/[.,;:]$/, ''));
  const first = clean[0] ?? '';
  if (COMPACT_IBAN_RE.test(first)) {
    const length = IBAN_LENGTHS[first.slice(0, 2)];
    // A currency code glued after it names a sub-account in that currency ("GE29...2345GEL", "...2345USD"):
    // the account's number as printed, kept whole.
    const tail = first.slice(length);
    if (length && (ISO_CURRENCY_CODES.has(tail) || WORDLIKE_CODES.has(tail)))
      return { value: first, words: 1 };
    // A compact IBAN may run into a following code ("GB29NWBK60161331926819BIC...") only in broken text; keep its own length.
    return { value: length ? first.slice(0, length) : first, words: 1 };
  }
  if (!IBAN_HEAD_RE.test(first)) return null;
  const known = IBAN_LENGTHS[first.slice(0, 2)];
  const max = known ?? MAX_IBAN_LENGTH;
  const groups = [first];
  let length = first.length;
  for (const w of clean.slice(1)) {
    if (!IBAN_GROUP_RE.test(w) || length + w.length > max) break;
    groups.push(w);
    length += w.length;
    if (length === known) break;
  }
  if (length < MIN_IBAN_LENGTH) return null;
  if (known === undefined) {
    // Unknown country: the longest prefix of whole groups that passes the check, so a following "BIC" stays out.
    for (let n = groups.length; n > 1; n--) {
      if (isValidIban(groups.slice(0, n).join('')))
        return { value: groups.slice(0, n).join(' '), words: n };
    }
  }
  return { value: groups.join(' '), words: groups.length };
}

/** The country code of an IBAN (its first two letters). */
export function ibanCountry(iban: string): string {
  return iban.slice(0, 2);
}
