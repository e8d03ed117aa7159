/** Parsing and formatting of printed money amounts; money is integer cents inside the engine. */

/** An amount as printed, in integer cents, with the marks that carry its sign. */
export type ParsedAmount = {
  /** Magnitude in cents (never negative). */
  cents: number;
  /** A leading or trailing minus, or parentheses. */
  negative: boolean;
  /** A CR/DR (or German H/S) suffix or prefix, if printed. */
  marker: 'CR' | 'DR' | null;
  /** Currency symbol or code printed with the amount. */
  currency: string | null;
};

const CURRENCY_SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  USD: 'USD',
  A$: 'AUD',
  AUD: 'AUD',
  C$: 'CAD',
  CAD: 'CAD',
  CHF: 'CHF',
  '£': 'GBP',
  GBP: 'GBP',
  '€': 'EUR',
  EUR: 'EUR',
};

const MINUS = '[-\u2212\u2013]';
const CURRENCY = '(?:US\\$|A\\$|C\\$|\\$|£|€|USD|GBP|EUR|AUD|CAD|CHF)';
const NUMBER = "\\d{1,3}(?:(?:[,.'\u00a0\u202f ]\\d{3})+)?[.,]\\d{2}|\\d+[.,]\\d{2}";
const MARKER = '(?:CR|DR|Cr|Dr|cr|dr|C|D|H|S)';

/**
 * One amount token: optional sign, parentheses, currency, digits with thousands separators and
 * exactly two decimals, then an optional trailing minus or CR/DR marker.
 */
const AMOUNT_RE = new RegExp(
  `^(${MINUS}|\\+)?\\s?(\\()?\\s?(${CURRENCY})?\\s?(${MINUS})?\\s?(${NUMBER})\\s?(${CURRENCY})?\\s?(\\))?\\s?(${MINUS}|${MARKER}\\.?)?$`,
);

const TWO_DECIMALS_RE = /\d[.,]\d\d(?!\d)/;

/** Parses one printed amount (`1,234.56`, `1.234,56`, `(12.00)`, `-£5.00`, `12.34 CR`, `5,00-`); null if not an amount. */
export function parseAmount(text: string): ParsedAmount | null {
  // Cheap rejection first: every amount has a separator followed by exactly two decimals.
  if (!TWO_DECIMALS_RE.test(text)) return null;
  const m = AMOUNT_RE.exec(text.trim());
  if (!m) return null;
  const [, lead, open, cur1, minus2, num, cur2, close, trail] = m;
  if (Boolean(open) !== Boolean(close)) return null;
  const digits = (num ?? '').replace(/[^\d]/g, '');
  const cents = Number(digits);
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

const AMOUNT_FRAGMENT_RE =
  /^(?:[-\u2212(+]?(?:US\$|A\$|C\$|\$|£|€)?[\d.,'\u00a0]*\d[\d.,'\u00a0]*\)?-?(?:CR|DR|Cr|Dr)?|[-\u2212(]|US\$|A\$|C\$|\$|£|€|USD|GBP|EUR|AUD|CAD|CHF|CR|DR|Cr|Dr|\))$/;

/** True when a word could be a fragment of a split amount (digits with separators, a sign or a currency). */
export function isAmountFragment(text: string): boolean {
  return AMOUNT_FRAGMENT_RE.test(text);
}
