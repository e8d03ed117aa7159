/** Stage helper: the account number a row prints, after its label or beside an IBAN. */
import { readIban } from './iban.ts';
import { labelInProse } from './proseNumber.ts';
import type { ExtractSettings } from './settings.ts';
import type { Row, Word } from './types.ts';
import { ACCOUNT_NUMBER_LABELS, squash } from './vocabulary.ts';

/** Squashed fragments of every account-number label, for a cheap first test. */
const ACCOUNT_LABEL_RE =
  /acc|acct|a\/c|c\/c|card|konto|iban|compte|cuenta|cont[ao]|rekening|rachun|hesap|tili|sz[aá]mla|ordinary|futsu/i;
/** "C/C" (conto corrente, cuenta corriente, conta corrente): the current-account label, slash and all. */
const CURRENT_ACCOUNT_LABEL_RE = /^c\/c[.:]?$/i;
/**
 * A masked or plain account number: digits, X, *, bullets and dashes, with at least two digits, a
 * check digit or bank code after a slash ("1-234567/8", "2000145399/0800"), a share suffix ("-S10")
 * and a brokerage's letter prefix ("Z12-345678", "AB-123456").
 */
const ACCOUNT_VALUE_RE =
  /^(?:[A-Z]{1,3}\d{0,3}-)?[0-9Xx*•·.#-]{4,}(?:\/\d{1,4})?(?:-[A-Z]{1,2}\d{0,3})?$/;
/** An account number prints in at most this many groups (an IBAN has up to nine). */
const MAX_ACCOUNT_VALUE_WORDS = 9;
/** Labels that are also ordinary words, so they need a number right after them. */
const BARE_ACCOUNT_LABELS: ReadonlySet<string> = new Set([
  'account',
  'acct',
  'ac',
  'cuenta',
  'konto',
  'compte',
  'conta',
  'conto',
  'rekening',
  'rachunek',
  'tili',
  'ordinary',
  'futsu',
]);
/** Digits a number after a bare "Account" label needs (so that "Account 1 of 2" is not read). */
const MIN_BARE_ACCOUNT_DIGITS = 4;
/** Words naming the account's kind between a bare label and its number ("Cuenta de ahorros"). */
const MAX_ACCOUNT_KIND_WORDS = 2;
/** Digits a number after those words needs: more than a year or a count. */
const MIN_DETACHED_ACCOUNT_DIGITS = 6;
/** Rows above and below an IBAN searched for the account number it carries (one header block). */
const IBAN_NEIGHBOUR_ROWS = 8;
/** Rows above and below an IBAN that belong to its box of account details (sort code, BIC, account number). */
const IBAN_BLOCK_ROWS = 2;
/** Squashed number marks that label an account number after an account word ("n°", "No.", "Nro.", "Nr."). */
export const NUMBER_MARKS: ReadonlySet<string> = new Set([
  'n',
  'no',
  'nr',
  'nro',
  'num',
  'numero',
  'nummer',
]);
/** Words that name an account, before a number mark. */
const ACCOUNT_WORD_RE =
  /^(?:acc|acct|account|a\/c|card|cards|konto|compte|cuenta|conta|conto|rekening|rachunek)\b/i;
/** A later group of a number holds at least this many digits or mask characters. */
export const MIN_GROUP_CHARS = 2;
/**
 * A shorter last group ("0001 0123 4567 8910 1") is the number's own when it ends its cell at most this
 * many times the widest gap between the groups read before it: the spacing of one number's groups.
 */
const SAME_GROUP_GAP_RATIO = 1.5;
/** Punctuation printed between a label and its value ("Account No : 123", "Konto-Nr.: 123"). */
const LABEL_PUNCTUATION_RE = /^[:#.\-–]+$/;

/**
 * The value of an account field as printed, and whether it is an IBAN. `leftOff`: a lone character
 * printed after the number in its cell, which geometry cannot tell part of it or not (see shortLastGroup).
 */
type AccountField = { value: string; iban: boolean; leftOff?: string; prose?: true };

function accountValue(text: string): string | null {
  const t = text.replace(/[:;,]$/, '');
  // A date ("01-02-2024") is never an account number; a sort code ("20-00-00", "40-47-84") is no date.
  const date = /^(\d{1,2})[-/.](\d{1,2})[-/.]\d{2,4}$/.exec(t);
  if (date && isDayMonth(Number(date[1]), Number(date[2]))) return null;
  if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(t)) return null;
  // Nor is money ("1,234.56" printed beside the number); groups parted by the decimal mark itself are no
  // money in any format ("123.456.01": a Swiss or Liechtenstein account number).
  const money = /^\d{1,3}((?:[,.]\d{3})*)([.,])\d{2}$/.exec(t);
  if (money && !money[1]!.includes(money[2]!)) return null;
  // Masked groups of a card number ("4929 **** **** 1234").
  if (/^[*Xx•]{4}$/.test(t)) return t;
  if (/^\d{1,3}$/.test(t)) return t;
  if (!ACCOUNT_VALUE_RE.test(t)) return null;
  if ((t.match(/\d/g) ?? []).length < 2) return null;
  return t;
}

/** True when two numbers can be a day and a month in some order. */
function isDayMonth(a: number, b: number): boolean {
  const part = (n: number): boolean => n >= 1 && n <= 31;
  return part(a) && part(b) && (a <= 12 || b <= 12);
}

export function digitCount(text: string): number {
  return (text.match(/\d/g) ?? []).length;
}

/** Where a label's value starts (past ":" or "#" words) and its words, a glued ":" or "#" removed (":50100123456789"). */
function valueWords(words: readonly Word[], from: number): { start: number; texts: string[] } {
  let start = from;
  while (start < words.length && LABEL_PUNCTUATION_RE.test(words[start]!.text)) start++;
  const texts = words
    .slice(start, start + MAX_ACCOUNT_VALUE_WORDS)
    .map((w, n) => (n === 0 ? w.text.replace(/^[:#]+/, '') : w.text));
  return { start, texts };
}

/** Reads the account field labelled on this row (or printed under its label on the next row). */
function readAccountField(
  rows: Row[],
  index: number,
  settings: ExtractSettings,
): AccountField | null {
  const row = rows[index]!;
  if (row.dates[0]?.firstWord === 0 || !ACCOUNT_LABEL_RE.test(row.line.text)) return null;
  const words = row.line.words;
  for (let i = 0; i < words.length; i++) {
    // "Compte n° 123", "CUENTA CORRIENTE (ARS) Nro. 4-123", "CARD NO. XXXX 4364": a number mark after an account word.
    if (
      NUMBER_MARKS.has(squash(words[i]!.text)) &&
      words.slice(0, i).some((w) => ACCOUNT_WORD_RE.test(w.text))
    ) {
      const field = valueAfterLabel(rows, index, i, i, false, settings);
      if (field !== SKIP) return inProse(field, words, i, row, settings);
      continue;
    }
    if (CURRENT_ACCOUNT_LABEL_RE.test(words[i]!.text)) {
      const field = valueAfterLabel(rows, index, i, i, true, settings);
      if (field !== SKIP) return inProse(field, words, i, row, settings);
      continue;
    }
    let key = '';
    for (let j = i; j < Math.min(words.length, i + 5); j++) {
      key += squash(words[j]!.text);
      if (!ACCOUNT_NUMBER_LABELS.includes(key)) continue;
      const prevKey = i > 0 ? squash(words[i - 1]!.text) : '';
      // "International Bank Account Number" is the IBAN, printed beside the account number.
      const prevPrevKey = i > 1 ? squash(words[i - 2]!.text) : '';
      if (prevKey === 'international' || (prevKey === 'bank' && prevPrevKey === 'international'))
        break;
      const field = valueAfterLabel(rows, index, i, j, BARE_ACCOUNT_LABELS.has(key), settings);
      if (field !== SKIP) return inProse(field, words, i, row, settings);
    }
  }
  return null;
}

/** The field, marked when its label stands inside a sentence (labelInProse). */
function inProse(
  field: AccountField | null,
  words: readonly Word[],
  i: number,
  row: Row,
  settings: ExtractSettings,
): AccountField | null {
  if (!field || !labelInProse(words, i, settings.cellGapRatio * row.line.height)) return field;
  return { ...field, prose: true };
}

/**
 * The number a label's value starts with: its first word and the groups after it in the same cell, each
 * of at least MIN_GROUP_CHARS ("000 123 456"); empty when the first word is no account number.
 */
function leadingRun(row: Row, start: number, settings: ExtractSettings): string {
  const words = row.line.words;
  const cellGap = settings.cellGapRatio * row.line.height;
  const first = accountValue(words[start]?.text.replace(/^[:#]+/, '') ?? '');
  if (!first) return '';
  let run = first;
  for (let k = start + 1; k < words.length; k++) {
    const v = accountValue(words[k]!.text);
    if (!v || !continuesNumber(words, k, v, cellGap)) break;
    run += v;
  }
  return run;
}

/** Whether group `v`, word `k`, continues the number before it: in its cell, of at least MIN_GROUP_CHARS. */
function continuesNumber(words: readonly Word[], k: number, v: string, cellGap: number): boolean {
  return (
    words[k]!.x0 - words[k - 1]!.x1 <= cellGap &&
    v.replace(/[^0-9*Xx•]/g, '').length >= MIN_GROUP_CHARS
  );
}

/**
 * What a group too short to continue a number (word `k`, one digit or mask: `v`) is, when it stands in
 * the number's cell: `group` when it ends that cell as far from the group before it as the number's own
 * groups stand apart (`widestGap`, 0 for a number of one group), the last group of the same number;
 * `unsure` when it ends the cell at another gap, or after a number of one group (nothing to compare);
 * null when it is no group (another cell, or words follow it in its cell: "12345678 2 of 3").
 */
function shortLastGroup(
  words: readonly Word[],
  k: number,
  v: string,
  cellGap: number,
  widestGap: number,
): 'group' | 'unsure' | null {
  const gap = words[k]!.x0 - words[k - 1]!.x1;
  const next = words[k + 1];
  if (gap > cellGap || v.replace(/[^0-9*Xx•]/g, '').length === 0) return null;
  if (next && next.x0 - words[k]!.x1 <= cellGap) return null;
  return widestGap > 0 && gap <= widestGap * SAME_GROUP_GAP_RATIO ? 'group' : 'unsure';
}

/** A bare label ("Account", "Konto") whose next word is no number: not a label here, keep searching. */
const SKIP = Symbol('skip');

/**
 * The value of the label spanning words `i` to `j` of row `index`: an IBAN read whole, else digit groups in
 * the label's cell run ("00123 4567890", "8327-9 912 345 678-0"), else the value in the cell under the label.
 */
function valueAfterLabel(
  rows: Row[],
  index: number,
  i: number,
  j: number,
  bare: boolean,
  settings: ExtractSettings,
): AccountField | null | typeof SKIP {
  const row = rows[index]!;
  const words = row.line.words;
  const { start, texts } = valueWords(words, j + 1);
  // An IBAN is read whole, whatever its label ("IBAN", "Cuenta", "Account").
  const iban = readIban(texts);
  if (iban) return { value: iban.value, iban: true };
  if (bare) {
    // A bare "Account" label must be followed right away by a number with enough digits (not "Account 1 of 2"),
    // or after its kind ("CUENTA DE AHORROS 123-456789-01") by a number too long to be a year or a count.
    const next = texts[0]?.replace(/[:;,]$/, '') ?? '';
    const grouped = /^\d{4}$/.test(next);
    const kindWords = texts.findIndex((t) => !/^\p{L}+$/u.test(t));
    const afterKind = texts[kindWords]?.replace(/[:;,]$/, '') ?? '';
    const detached =
      kindWords > 0 &&
      kindWords <= MAX_ACCOUNT_KIND_WORDS &&
      accountValue(afterKind) !== null &&
      digitCount(afterKind) >= MIN_DETACHED_ACCOUNT_DIGITS;
    if (
      !grouped &&
      !detached &&
      digitCount(leadingRun(row, start, settings)) < MIN_BARE_ACCOUNT_DIGITS
    )
      return SKIP;
  }
  const cellGap = settings.cellGapRatio * row.line.height;
  let value = '';
  let widestGap = 0;
  let leftOff: string | undefined;
  for (let k = start; k < start + texts.length; k++) {
    const text = texts[k - start]!;
    // "agência/conta 1234 / 56789-0": branch and account joined by a slash.
    if (text === '/' && value) {
      value += ' /';
      continue;
    }
    const v = accountValue(text);
    if (!v) {
      if (value || (k > 0 && words[k]!.x0 - words[k - 1]!.x1 > row.line.height * 8)) break;
      continue;
    }
    // Later groups of one number sit in the same cell and hold at least two characters ("123 4567 00"),
    // but for a last one spaced as the groups before it (a check digit: "0001 0123 4567 8910 1").
    if (value && !continuesNumber(words, k, v, cellGap)) {
      const last = shortLastGroup(words, k, v, cellGap, widestGap);
      if (last === 'group') value = `${value} ${v}`;
      if (last === 'unsure') leftOff = v;
      break;
    }
    if (value) widestGap = Math.max(widestGap, words[k]!.x0 - words[k - 1]!.x1);
    value = value ? `${value} ${v}` : v;
  }
  if (value && digitCount(value) >= MIN_BARE_ACCOUNT_DIGITS)
    return leftOff === undefined ? { value, iban: false } : { value, iban: false, leftOff };
  const next = rows[index + 1];
  if (next && next.line.page === row.line.page && next.line.y - row.line.y < 3 * row.line.height) {
    // A joint label ("Sortcode   Account Number") spans cells: the account number sits under the last one.
    let first = j;
    while (first > i && words[first]!.x0 - words[first - 1]!.x1 <= cellGap) first--;
    const label = { x0: words[first]!.x0, x1: words[j]!.x1 };
    const below = next.line.words;
    for (let k = 0; k < below.length; k++) {
      const w = below[k]!;
      if (w.x1 < label.x0 || w.x0 > label.x1) continue;
      const ibanBelow = readIban(below.slice(k).map((b) => b.text));
      if (ibanBelow) return { value: ibanBelow.value, iban: true };
      break;
    }
    const parts: string[] = [];
    let prevX1 = 0;
    for (const w of below) {
      const adjacent = parts.length > 0 && w.x0 - prevX1 < row.line.height;
      if (!adjacent && (w.x1 < label.x0 || w.x0 > label.x1)) continue;
      const v = accountValue(w.text);
      if (v) {
        parts.push(v);
        prevX1 = w.x1;
      } else if (parts.length > 0) break;
    }
    if (parts.length > 0) return { value: parts.join(' '), iban: false };
  }
  return null;
}

/**
 * The labelled account number printed with an IBAN: the nearest within IBAN_BLOCK_ROWS (one box of account
 * details), else one within IBAN_NEIGHBOUR_ROWS whose digits the IBAN carries (a UK IBAN ends with the sort
 * code and account number, a German one with the account number); null when there is none.
 */
function numberBesideIban(
  rows: Row[],
  index: number,
  iban: string,
  settings: ExtractSettings,
): string | null {
  const ibanDigits = iban.slice(4).replace(/\D/g, '');
  const page = rows[index]!.line.page;
  let carried: string | null = null;
  for (let d = 1; d <= IBAN_NEIGHBOUR_ROWS; d++) {
    for (const k of [index - d, index + d]) {
      if (k < 0 || k >= rows.length || rows[k]!.line.page !== page) continue;
      const field = readAccountField(rows, k, settings);
      if (!field) {
        // Under a label the vocabulary does not know, the number the IBAN is built from.
        carried ??= numberInIban(rows[k]!, ibanDigits);
        continue;
      }
      if (field.iban) continue;
      if (d <= IBAN_BLOCK_ROWS) return field.value;
      const digits = field.value.replace(/\D/g, '').replace(/^0+/, '');
      if (!carried && digits.length >= MIN_BARE_ACCOUNT_DIGITS && ibanDigits.includes(digits))
        carried = field.value;
    }
  }
  return carried;
}

/**
 * A number printed after a label ending in a colon ("Číslo účtu: 2801234567/2010") whose every digit
 * group the IBAN carries, the longest too long to be a year or a count: the domestic account number and
 * bank code an IBAN is built from, as the statement prints them; null when the row prints none.
 */
function numberInIban(row: Row, ibanDigits: string): string | null {
  const words = row.line.words;
  for (let k = 1; k < words.length; k++) {
    if (!words[k - 1]!.text.endsWith(':')) continue;
    const value = accountValue(words[k]!.text);
    const groups = value?.match(/\d+/g) ?? [];
    if (
      value &&
      Math.max(0, ...groups.map((g) => g.length)) >= MIN_DETACHED_ACCOUNT_DIGITS &&
      groups.every((g) => ibanDigits.includes(g))
    )
      return value;
  }
  return null;
}

/**
 * Reads "Account number: 1234" on this row, or the value printed under the label on the next row. An IBAN
 * is read whole; where a labelled account number is printed with it, that number is the account's, so both
 * rows name the same account.
 */
export function accountNumber(
  rows: Row[],
  index: number,
  settings: ExtractSettings,
): string | null {
  return accountNumberRead(rows, index, settings)?.value ?? null;
}

/**
 * The account number on this row (as `accountNumber`), with `leftOff`: a lone digit printed after it in
 * its cell that may be its last group, where the spacing does not tell (shortLastGroup); `prose` when its
 * label stands inside a sentence (labelInProse).
 */
export function accountNumberRead(
  rows: Row[],
  index: number,
  settings: ExtractSettings,
): { value: string; leftOff?: string; prose?: true } | null {
  const field = readAccountField(rows, index, settings);
  if (!field) return null;
  const prose = field.prose ? { prose: true as const } : {};
  if (!field.iban)
    return field.leftOff === undefined
      ? { value: field.value, ...prose }
      : { value: field.value, leftOff: field.leftOff, ...prose };
  return { value: numberBesideIban(rows, index, field.value, settings) ?? field.value, ...prose };
}
