/** Stage helpers: statement period (readPeriod.ts), currency and account type, read from the whole document's lines. */
import type { ExtractSettings } from './settings.ts';
import { ibanCountry, isValidIban, readIban } from './iban.ts';
import { MAX_DATE_WORDS, readsAsDate } from './parseDate.ts';
import type { DateOrder } from './parseDate.ts';
import type { Line } from './types.ts';
import {
  CURRENCY_SIGNS,
  CURRENCY_WORDS,
  IBAN_COUNTRY_CURRENCY,
  ISO_CURRENCY_CODES,
  ISO_CURRENCY_NAMES,
  LIABILITY_BALANCE_MARKERS,
  LIABILITY_MARKERS,
  MAX_CURRENCY_NAME_WORDS,
  NATIONAL_BANK_CODE_LABELS,
  PREFIXED_CURRENCY_SIGNS,
  SHARED_CURRENCY_SIGNS,
  SHARED_SIGN_CURRENCIES,
  signCurrency,
  WORDLIKE_CODES,
  squash,
} from './vocabulary.ts';

export type { Period } from './readPeriod.ts';
export { choosePeriod, findPeriod, periodCandidates, shareInsidePeriod } from './readPeriod.ts';

/** Every code a label may give as its whole value ("Currency: EUR", "Devise : MAD (Dirham)"). */
const ALL_CODES: ReadonlySet<string> = new Set([...ISO_CURRENCY_CODES, ...WORDLIKE_CODES]);

/** Pages read for the account type and the account's IBAN (statements print them up front). */
const FRONT_PAGES = 3;

/** Prefixed dollar signs, longest first; a letter before one makes it part of a word. */
const PREFIXED_SIGN_RE = new RegExp(
  `(?<![A-Za-z])(${Object.keys(PREFIXED_CURRENCY_SIGNS)
    .filter((k) => k.includes('$'))
    .sort((x, y) => y.length - x.length)
    .map((k) => k.replace(/\$/g, '\\$'))
    .join('|')})(?![A-Za-z])`,
  'g',
);
const LETTER_SIGNS = Object.keys(PREFIXED_CURRENCY_SIGNS)
  .filter((k) => /^[A-Za-z]+$/.test(k))
  .join('|');
/**
 * Signs made of letters only ("RM") count before money, in parentheses ("Amount (RM)") or after "in"
 * ("All amounts in RM"): "RM 1203" is a room in an address.
 */
const LETTER_SIGN_RE = new RegExp(
  `(?<![A-Za-z])(${LETTER_SIGNS}) ?(?=\\d[\\d,.]*[.,]\\d\\d(?!\\d))|\\((${LETTER_SIGNS})\\)|\\b[Ii][Nn] (${LETTER_SIGNS})\\b`,
  'g',
);
/** A `$` with no letters glued before it (those are prefixed dollars). */
const BARE_DOLLAR_RE = /(?<![A-Za-z])\$/g;
/** Prefixed dollar signs that name several currencies ("C$"). */
const SHARED_SIGN_RE = new RegExp(
  `(?<![A-Za-z])(${Object.keys(SHARED_CURRENCY_SIGNS)
    .map((k) => k.replace(/\$/g, '\\$'))
    .join('|')})(?![A-Za-z])`,
  'g',
);
/** A capitalised three-letter word, checked against the ISO codes. */
const CODE_WORD_RE = /(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])/g;
/** One-character signs that name one currency. */
const SIGN_RE = new RegExp(`[${Object.keys(CURRENCY_SIGNS).join('')}]`, 'g');
/** Cheap first test for a line past the front pages that may print a sign or a code. */
const SIGN_HINT_RE = new RegExp(`[$${Object.keys(CURRENCY_SIGNS).join('')}]|[A-Z]{2}`);
/** Consecutive words joined when looking for a currency name or a national label ("pounds sterling"). */
const MAX_NAME_WORDS = Math.max(3, MAX_CURRENCY_NAME_WORDS);
/** Currency names (the standard's and others'), keyed by their squashed form. */
const CURRENCY_WORD_MAP: ReadonlyMap<string, string> = new Map([
  ...ISO_CURRENCY_NAMES,
  ...CURRENCY_WORDS,
]);

/** The currency a squashed phrase names, singular or plural ("euros", "quetzales"), if any. */
function currencyName(key: string): string | undefined {
  return (
    CURRENCY_WORD_MAP.get(key) ??
    CURRENCY_WORD_MAP.get(key.replace(/s$/, '')) ??
    CURRENCY_WORD_MAP.get(key.replace(/es$/, ''))
  );
}
const NATIONAL_LABEL_MAP: ReadonlyMap<string, string> = new Map(NATIONAL_BANK_CODE_LABELS);

/** A two-decimal number, as every transaction row prints. */
const MONEY_LIKE_RE = /\d[.,]\d\d(?!\d)/;

/** A number with no decimals in its own word: whole-unit money ("12.450.000", "1,826,329", "5"). */
const WHOLE_NUMBER_RE = /^[-(]?\d{1,3}(?:[.,'\u00a0]\d{3})*[-)]?$|^\d+$/;

/** Whether a line ends with a whole number that is no part of a date ("... to 31 March 2024"). */
function endsWithWholeNumber(words: Line['words']): boolean {
  const last = words[words.length - 1]?.text ?? '';
  if (words.length < 3 || !WHOLE_NUMBER_RE.test(last)) return false;
  for (let n = 2; n <= MAX_DATE_WORDS; n++) {
    const tail = words
      .slice(-n)
      .map((w) => w.text)
      .join(' ');
    if (readsAsDate(tail)) return false;
  }
  return true;
}

/** Whether a line prints money as a transaction row does: two decimals anywhere, or a whole number at its end. */
export function printsMoney(line: Line): boolean {
  return MONEY_LIKE_RE.test(line.text) || endsWithWholeNumber(line.words);
}

/**
 * Whether a line prints money in words other than `taken` (a date's: "15.03.2024" holds "15.03"), or a
 * whole number at its end.
 */
export function printsMoneyBeside(line: Line, taken: ReadonlySet<number>): boolean {
  const rest = line.words.filter((_, k) => !taken.has(k)).map((w) => w.text);
  return MONEY_LIKE_RE.test(rest.join(' ')) || endsWithWholeNumber(line.words);
}

/**
 * True when the line starts with a date and prints money, as transaction rows do (a period line does
 * not): two decimals anywhere, or a whole number at its end (whole yen or rupiah).
 */
export function isTransactionLine(line: Line): boolean {
  return leadingDateWords(line) > 0;
}

/** How many words at the start of a transaction-like line (isTransactionLine) its date takes; 0 if none. */
export function leadingDateWords(line: Line): number {
  return printsMoney(line) ? dateWordsAt(line.words, 0) : 0;
}

/**
 * How many words a date printed from word `k` of a line takes (day and month in either order), the
 * shortest that reads as one; 0 if none starts there.
 */
export function dateWordsAt(words: Line['words'], k: number): number {
  if (k >= words.length || !/^[\dA-Za-z]/.test(words[k]!.text)) return 0;
  let text = '';
  for (let n = 0; n < Math.min(MAX_DATE_WORDS, words.length - k); n++) {
    text = n === 0 ? words[k]!.text : `${text} ${words[k + n]!.text}`;
    if (readsAsDate(text)) return n + 1;
  }
  return 0;
}

/** Votes for each currency code. */
type Tally = Map<string, number>;

function vote(tally: Tally, code: string, n = 1): void {
  tally.set(code, (tally.get(code) ?? 0) + n);
}

/** The code with the most votes, or null when none or when two share the most. */
function winner(tally: Tally): { code: string; votes: number } | null {
  let best: { code: string; votes: number } | null = null;
  let tied = false;
  for (const [code, votes] of tally) {
    if (!best || votes > best.votes) {
      best = { code, votes };
      tied = false;
    } else if (votes === best.votes) tied = true;
  }
  return tied ? null : best;
}

/** Runs of one to MAX_NAME_WORDS squashed words of a line, for phrase look-ups. */
function phrases(line: Line): string[] {
  const words = line.words.map((w) => squash(w.text)).filter((w) => w !== '');
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    let key = '';
    for (let n = 0; n < MAX_NAME_WORDS && i + n < words.length; n++) {
      key += words[i + n]!;
      out.push(key);
    }
  }
  return out;
}

/** The currency of the IBAN a line prints: after an "IBAN" label, or any IBAN whose check digits hold. */
function ibanCurrency(line: Line): string | null {
  const texts = line.words.map((w) => w.text);
  for (let i = 0; i < texts.length; i++) {
    const labelled = i > 0 && /iban/i.test(texts[i - 1]!.replace(/[:#.]/g, ''));
    const iban = readIban(texts.slice(i));
    if (!iban) continue;
    if (labelled || isValidIban(iban.value.replace(/ /g, '')))
      return IBAN_COUNTRY_CURRENCY[ibanCountry(iban.value)] ?? null;
  }
  return null;
}

/** Words of a currency's name a label may print before its code in brackets ("Moneda: Pesos bolivianos (XYZ)"). */
const MAX_CODE_NAME_WORDS = 2;
/** A label's colon, alone or closing its word. */
const LABEL_COLON_RE = /^:$|\p{L}:$/u;

/** A word of a currency's name: letters, perhaps joined by a hyphen or an apostrophe ("cabo-verdiano"). */
const NAME_WORD_RE = /^\p{L}+(?:['-]\p{L}+)*$/u;

/**
 * How many words the currency's name in brackets takes from word `k` ("(Dirham)", "(Peso cubano)"): at
 * most MAX_CODE_NAME_WORDS words of letters, the brackets opening the first and closing the last, all in
 * one cell; 0 when no such name starts there.
 */
function bracketedNameWords(
  w: Line['words'],
  k: number,
  closesCell: (k: number) => boolean,
): number {
  for (let n = 1; n <= MAX_CODE_NAME_WORDS && k + n <= w.length; n++) {
    const text = w
      .slice(k, k + n)
      .map((x) => x.text)
      .join(' ');
    const inner = /^\((.+)\)$/u.exec(text)?.[1];
    if (inner) return inner.split(' ').every((x) => NAME_WORD_RE.test(x)) ? n : 0;
    if (closesCell(k + n - 1)) return 0;
  }
  return 0;
}

/**
 * A code that is also a word ("MAD", "TRY", "RON") printed as a label's whole value ("Devise : MAD
 * (Dirham)", "Currency: TRY", "Moneda: CUP (Peso cubano)"), or in brackets after the currency's name
 * ("Moneda: Bolivianos (BOB)"): the label's colon before it, nothing after it in its cell but its name in
 * brackets, of at most MAX_CODE_NAME_WORDS words. There it stands for money.
 */
function labelledWordlikeCode(
  line: Line,
  settings: ExtractSettings,
  read: ReadonlySet<string> = WORDLIKE_CODES,
): string | null {
  const w = line.words;
  const gap = settings.cellGapRatio * line.height;
  const closesCell = (k: number): boolean => {
    const after = w[k + 1];
    return !after || after.x0 - w[k]!.x1 >= gap;
  };
  for (let i = 1; i < w.length; i++) {
    const bracketed = /^\(([A-Z]{3})\)$/.exec(w[i]!.text)?.[1];
    if (bracketed && read.has(bracketed) && closesCell(i)) {
      // The name's words between the label and the code: letters only, in the code's cell.
      let k = i - 1;
      while (
        k > 0 &&
        i - k <= MAX_CODE_NAME_WORDS &&
        /^\p{L}+$/u.test(w[k]!.text) &&
        !closesCell(k)
      )
        k--;
      if (k < i - 1 && LABEL_COLON_RE.test(w[k]!.text)) return bracketed;
      continue;
    }
    if (!read.has(w[i]!.text) || !LABEL_COLON_RE.test(w[i - 1]!.text)) continue;
    if (closesCell(i + bracketedNameWords(w, i + 1, closesCell))) return w[i]!.text;
  }
  return null;
}

/**
 * The ISO currency code the statement is in, or null when nothing printed names one. Signs, codes and
 * currency names that name one currency decide (`£`, `€`, `NZ$`, `R$`, `CHF`, "pounds sterling"); failing
 * those, the country of the account's IBAN or of a national bank code or deposit insurer (a UK sort code,
 * an Australian BSB, "Member FDIC"). A sign naming several currencies (a bare `$`: a dozen; "C$": the
 * Canadian dollar and the córdoba) decides none alone: it rules out the currencies it cannot stand for, and
 * outweighs a code of those printed less often than it (a foreign purchase's "EUR"). Before any count,
 * what the statement says of itself decides: the one currency its heading (the lines above its first row)
 * names, when every code a label gives as its whole value elsewhere ("Currency: EUR") is that one too.
 */
export function readCurrency(lines: Line[], settings: ExtractSettings): string | null {
  // What the heading and the labels name: rows' text is about counterparties ("Transfer to GBP Account").
  const declared = new Set<string>();
  let heading = true;
  const named: Tally = new Map();
  const national: Tally = new Map();
  // Signs that name several currencies ("$", "C$"), with their weighted counts.
  const shared: Tally = new Map();
  // One-character signs, read once what the statement names is known (see signCurrency).
  const signs1: Tally = new Map();
  const headingSigns = new Set<string>();
  for (const line of lines) {
    const t = line.text;
    const front = line.page <= FRONT_PAGES;
    // Names, national labels and IBANs are printed up front; signs and codes are counted on every page.
    if (!front && !SIGN_HINT_RE.test(t)) continue;
    // The heading: the front pages' lines above the first row.
    const row = isTransactionLine(line);
    heading &&= front && !row;
    const label =
      heading || row || !t.includes(':') ? null : labelledWordlikeCode(line, settings, ALL_CODES);
    if (label) declared.add(label);
    const codes: string[] = [];
    for (const m of t.matchAll(PREFIXED_SIGN_RE)) codes.push(PREFIXED_CURRENCY_SIGNS[m[1]!]!);
    for (const m of t.matchAll(LETTER_SIGN_RE))
      codes.push(PREFIXED_CURRENCY_SIGNS[m[1] ?? m[2] ?? m[3] ?? '']!);
    for (const m of t.matchAll(CODE_WORD_RE)) if (ISO_CURRENCY_CODES.has(m[0])) codes.push(m[0]);
    // A currency named in a transaction row is often a foreign purchase's ("CARD PURCHASE EUR 45.00 @ 1.1650").
    const weight = row ? 1 : settings.currencyUndatedLineWeight;
    for (const m of t.matchAll(SIGN_RE)) {
      vote(signs1, m[0], weight);
      if (heading) headingSigns.add(m[0]);
    }
    const wordlike = front ? labelledWordlikeCode(line, settings) : null;
    if (wordlike) codes.push(wordlike);
    const signs = (t.match(BARE_DOLLAR_RE) ?? []).map(() => '$');
    for (const m of t.matchAll(SHARED_SIGN_RE)) signs.push(m[1]!);
    if (!front && codes.length === 0 && signs.length === 0) continue;
    for (const code of codes) vote(named, code, weight);
    if (heading) for (const code of codes) declared.add(code);
    for (const sign of signs) vote(shared, sign, weight);
    if (!front) continue;
    for (const key of phrases(line)) {
      const word = currencyName(key);
      if (word) vote(named, word, weight);
      if (word && heading) declared.add(word);
      const country = NATIONAL_LABEL_MAP.get(key);
      if (country) vote(national, country);
    }
    if (/[A-Z]{2}\d\d/.test(t)) {
      const code = ibanCurrency(line);
      if (code) vote(national, code);
    }
  }
  for (const [sign, n] of signs1) {
    const code = signCurrency(sign, declared);
    vote(named, code, n);
    if (headingSigns.has(sign)) declared.add(code);
  }
  // A shared sign outweighs a code it cannot stand for printed less often than it (a foreign purchase's "EUR").
  const against = (code: string): number => {
    let n = 0;
    for (const [sign, count] of shared)
      if (!SHARED_SIGN_CURRENCIES.get(sign)!.has(code)) n += count;
    return n;
  };
  const own = declared.size === 1 ? [...declared][0]! : null;
  if (own && against(own) === 0) return own;
  const best = winner(named);
  if (best && best.votes > against(best.code)) return best.code;
  const country = winner(national);
  if (country && against(country.code) === 0) return country.code;
  return onlyCommonCurrency(shared);
}

/**
 * The one currency every shared sign printed may stand for ("C$" beside a bare "$": the Canadian dollar,
 * as the córdoba is never written "$"), else null: signs alone that leave two currencies decide none.
 */
function onlyCommonCurrency(shared: Tally): string | null {
  let common: string[] | null = null;
  for (const sign of shared.keys()) {
    const codes = SHARED_SIGN_CURRENCIES.get(sign)!;
    common = (common ?? [...codes]).filter((c) => codes.has(c));
  }
  return common?.length === 1 ? common[0]! : null;
}

/**
 * The currency for callers that need one: what the statement names, else EUR for comma decimals and USD
 * for the rest (the engine's behaviour before `readCurrency`; see docs/DECISIONS.md). `named` is what
 * `readCurrency` gave, for a caller that has already read it.
 */
export function detectCurrency(
  lines: Line[],
  settings: ExtractSettings,
  named: string | null = readCurrency(lines, settings),
): string {
  if (named) return named;
  let commaDecimals = 0;
  let dotDecimals = 0;
  for (const line of lines) {
    commaDecimals += (line.text.match(/\d,\d\d(?!\d)/g) ?? []).length;
    dotDecimals += (line.text.match(/\d\.\d\d(?!\d)/g) ?? []).length;
  }
  return commaDecimals > dotDecimals ? 'EUR' : 'USD';
}

/** True when the front pages read like a credit card statement (credit limit, minimum payment, new balance). */
export function detectLiability(lines: Line[]): boolean {
  let marker = false;
  let balance = false;
  for (const line of lines) {
    if (line.page > FRONT_PAGES) break;
    const key = squash(line.text);
    if (!marker && LIABILITY_MARKERS.some((m) => key.includes(m))) marker = true;
    if (!balance && LIABILITY_BALANCE_MARKERS.some((m) => key.includes(m))) balance = true;
    if (marker && balance) return true;
  }
  return false;
}

/** The default numeric date order for a currency: month first for US dollars or an unnamed one, day first elsewhere. */
export function defaultDateOrder(currency: string | null): DateOrder {
  return currency === 'USD' || currency === null ? 'MDY' : 'DMY';
}
