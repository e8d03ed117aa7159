/** Parsing and formatting of printed money amounts; money is integer cents inside the engine. */
import { CURRENCY_SIGNS, ISO_CURRENCY_CODES, PREFIXED_CURRENCY_SIGNS } from './vocabulary.ts';

/** An amount as printed, in integer cents, with the marks that carry its sign. */
export type ParsedAmount = {
  /** Magnitude in cents (never negative). */
  cents: number;
  /** A leading or trailing minus, or parentheses. */
  negative: boolean;
  /** A CR/DR (or German H/S) suffix or prefix, if printed. */
  marker: 'CR' | 'DR' | null;
  /** ISO code of the currency sign or code printed with the amount; null for none, a bare `$` or "C$". */
  currency: string | null;
};

/** Every money sign or code that names one currency, with that currency (a bare `$` names several). */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  ...PREFIXED_CURRENCY_SIGNS,
  ...CURRENCY_SIGNS,
  ...Object.fromEntries([...ISO_CURRENCY_CODES].map((c) => [c, c])),
};

function escapeRe(text: string): string {
  return text.replace(/[$.]/g, (c) => `\\${c}`);
}

/** The minus signs statements print: hyphen-minus, the minus sign U+2212 and the en dash U+2013. */
export const MINUS_CHARS = '-\u2212\u2013';
const MINUS = `[${MINUS_CHARS}]`;
/**
 * The thousands spaces besides the ASCII space: no-break U+00A0, figure U+2007, thin U+2009 and narrow
 * no-break U+202F (French); any of them is one space.
 */
const SPACES = '\u00a0\u2007\u2009\u202f';
/**
 * Longest first, so that `NZ$` is not read as `$`. Last, any other dollar sign with a letter prefix ("B$",
 * "C$", each naming two currencies): the amount is read, its currency left unnamed as a bare `$` leaves it.
 */
const CURRENCY = `(?:${[...Object.keys(CURRENCY_SYMBOLS), '$']
  .sort((x, y) => y.length - x.length)
  .map(escapeRe)
  .join('|')}|[A-Z][A-Za-z]{0,2}\\$)`;
/** Thousands groups: `1,234`, `1.234`, `1'234`, `1 234`, or Indian lakh groups `1,23,456`. */
const GROUPED = `\\d{1,3}(?:(?:[,.'${SPACES} ]\\d{3})+)?|\\d{1,2}(?:,\\d{2})+,\\d{3}`;
const NUMBER = `(?:${GROUPED})[.,]\\d{2}|\\d+[.,]\\d{2}`;
/** Inside a money column: the same groups with 0 to 2 decimals (`1,234`, `0`, `12.5`, `1.234,5`). */
const COLUMN_NUMBER = `(?:${GROUPED}|\\d+)(?:[.,]\\d{1,2})?`;
const MARKER = '(?:CR|DR|Cr|Dr|cr|dr|C|D|H|S)';

/**
 * One amount token (`fill`: what may stand right before the digits): optional sign, parentheses, currency, digits with thousands separators and
 * exactly two decimals, then an optional trailing minus or CR/DR marker.
 */
function amountRe(number: string, fill: string): RegExp {
  return new RegExp(
    `^(${MINUS}|\\+)?\\s?(\\()?\\s?(${CURRENCY})?\\s?(${MINUS})?\\s?${fill}(${number})\\s?(${CURRENCY})?\\s?(\\))?\\s?(${MINUS}|${MARKER}\\.?)?$`,
  );
}
const AMOUNT_RE = amountRe(NUMBER, '');
/**
 * Inside a money column asterisks may fill the cell before the figure ("*43,335", "$***12.00"), as
 * cheques print them so that no digit can be added: they are part of the figure's cell, not text.
 */
const COLUMN_AMOUNT_RE = amountRe(COLUMN_NUMBER, '(?:\\*+\\s?)?');
/**
 * A token of digits and separators alone: the whole pattern above can only read it as its number, so
 * the number's own pattern decides, without the long currency alternation (most tokens; issue 11).
 */
const BARE_NUMBER_RE = /^[\d.,]+$/;
const NUMBER_ONLY_RE = new RegExp(`^(${NUMBER})$`);
const COLUMN_NUMBER_ONLY_RE = new RegExp(`^(${COLUMN_NUMBER})$`);

const TWO_DECIMALS_RE = /\d[.,]\d\d(?!\d)/;
/** The decimal tail of a matched number (one or two digits after the last separator). */
const DECIMAL_TAIL_RE = /[.,](\d{1,2})$/;

/** How a token is read: `inMoneyColumn` when it sits inside a detected money column. */
export type AmountOptions = {
  /**
   * Inside a money column 0 to 2 decimals are money (`1,234`, `0`, `12.5`); elsewhere an amount needs
   * exactly two, so that years, counts and reference numbers in descriptions are never read as money.
   */
  inMoneyColumn?: boolean;
};

/**
 * Parses one printed amount (`1,234.56`, `1.234,56`, `(12.00)`, `-£5.00`, `12.34 CR`, `5,00-`, `1,23,456.00`);
 * null if not an amount.
 */
export function parseAmount(text: string, options: AmountOptions = {}): ParsedAmount | null {
  const loose = options.inMoneyColumn === true;
  // Cheap rejection first: outside a money column every amount has exactly two decimals.
  if (!(loose ? /\d/.test(text) : TWO_DECIMALS_RE.test(text))) return null;
  // Every candidate reading parses the same tokens again; the long currency alternation is the cost.
  const cache = loose ? PARSED_LOOSE : PARSED;
  let parsed = cache.get(text);
  if (parsed === undefined) {
    parsed = readAmount(text, loose);
    if (cache.size >= PARSED_CACHE_MAX) cache.clear();
    cache.set(text, parsed);
  }
  // A copy, so that no caller can change what the next one gets.
  return parsed && { ...parsed };
}

/** Tokens parsed lately, by text, in and out of money columns; cleared whole when full. */
const PARSED = new Map<string, ParsedAmount | null>();
const PARSED_LOOSE = new Map<string, ParsedAmount | null>();
const PARSED_CACHE_MAX = 20_000;

function readAmount(text: string, loose: boolean): ParsedAmount | null {
  const trimmed = text.trim();
  if (BARE_NUMBER_RE.test(trimmed)) {
    const bare = (loose ? COLUMN_NUMBER_ONLY_RE : NUMBER_ONLY_RE).exec(trimmed);
    return bare ? amountOf(bare[1]!) : null;
  }
  const m = (loose ? COLUMN_AMOUNT_RE : AMOUNT_RE).exec(trimmed);
  if (!m) return null;
  const [, lead, open, cur1, minus2, num = '', cur2, close, trail] = m;
  return amountOf(num, { lead, open, cur1, minus2, cur2, close, trail });
}

/** The optional parts printed around an amount's number, as matched (see amountRe). */
type AmountParts = {
  lead?: string;
  open?: string;
  cur1?: string;
  minus2?: string;
  cur2?: string;
  close?: string;
  trail?: string;
};

/** The amount a matched token prints: its number and the parts around it. */
function amountOf(num: string, parts: AmountParts = {}): ParsedAmount | null {
  const { lead, open, cur1, minus2, cur2, close, trail } = parts;
  if (Boolean(open) !== Boolean(close)) return null;
  const tail = DECIMAL_TAIL_RE.exec(num);
  const grouped = tail ? num.slice(0, tail.index) : num;
  // Thousands groups share one separator (spaces of any width count as one): "156,810.126,83" is two
  // cells run together ("156,8" and "10.126,83" one space apart), not one amount.
  let separator = '';
  let whole = '';
  for (const ch of grouped) {
    if (ch >= '0' && ch <= '9') {
      whole += ch;
      continue;
    }
    const sep = SPACES.includes(ch) ? ' ' : ch;
    if (separator && sep !== separator) return null;
    separator = sep;
  }
  // Cents are the whole digits followed by the decimals padded to two (`12.5` is 1250).
  const cents = Number(whole + (tail?.[1] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  let marker: ParsedAmount['marker'] = null;
  let trailingMinus = false;
  if (trail) {
    const t = trail.replace('.', '').toUpperCase();
    if (t === 'CR' || t === 'C' || t === 'H') marker = 'CR';
    else if (t === 'DR' || t === 'D' || t === 'S') marker = 'DR';
    else trailingMinus = true;
  }
  // Single-letter markers are only trusted when separated by nothing else; "5,00 S" (Soll) is German.
  const negative = Boolean((lead && lead !== '+') || minus2 || open || trailingMinus);
  const curText = cur1 ?? cur2 ?? null;
  return {
    cents,
    negative,
    marker,
    currency: curText ? (CURRENCY_SYMBOLS[curText] ?? null) : null,
  };
}

/** The signed value of a printed amount: minus, parentheses and DR make it negative. */
export function signedCents(a: ParsedAmount): number {
  const neg = a.negative !== (a.marker === 'DR');
  return neg && a.cents !== 0 ? -a.cents : a.cents;
}

// The one pair of cents conversions lives in the contracts, shared with the server's stored statements.
export { centsToMoney as centsToNumber, moneyToCents as numberToCents } from '@statemint/contracts';

/** Formats cents in US style with a leading minus, e.g. `-1,234.56` (used in warnings and tests). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const AMOUNT_FRAGMENT_RE = new RegExp(
  `^(?:[${MINUS_CHARS}(+]?(?:US\\$|A\\$|C\\$|\\$|£|€)?[\\d.,'${SPACES}]*\\d[\\d.,'${SPACES}]*\\)?${MINUS}?(?:CR|DR|Cr|Dr)?|[${MINUS_CHARS}(]|US\\$|A\\$|C\\$|\\$|£|€|USD|GBP|EUR|AUD|CAD|CHF|CR|DR|Cr|Dr|\\))$`,
);

/** True when a word could be a fragment of a split amount (digits with separators, a sign or a currency). */
export function isAmountFragment(text: string): boolean {
  return AMOUNT_FRAGMENT_RE.test(text);
}
