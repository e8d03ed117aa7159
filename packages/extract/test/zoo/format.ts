/** Money and date printing in the styles real banks use, independent of the engine's parsers. */

/**
 * How a number's digits are grouped and separated; `lakh` groups the last three digits and then pairs,
 * as South Asian banks print ("12,34,567.89").
 */
export type NumberStyle = { thousands: string; decimal: string; lakh?: boolean };

export const US_NUMBERS = { thousands: ',', decimal: '.' } as const satisfies NumberStyle;
export const EU_NUMBERS = { thousands: '.', decimal: ',' } as const satisfies NumberStyle;
export const FR_NUMBERS = { thousands: ' ', decimal: ',' } as const satisfies NumberStyle;
export const PLAIN_NUMBERS = { thousands: '', decimal: '.' } as const satisfies NumberStyle;

/** How a negative (or debit/overdrawn) value is marked. */
export const NEGATIVE_STYLES = [
  'minus', // -12.34
  'trailing', // 12.34-
  'paren', // (12.34)
  'dr', // 12.34 DR (and credits 12.34 CR when `crSuffix`)
  'drTight', // 12.34DR
  'od', // 12.34 OD (UK overdrawn balance)
  'd', // 12.34D (UK overdrawn balance)
  'none', // sign not printed (the column says it)
] as const;
export type NegativeStyle = (typeof NEGATIVE_STYLES)[number];

export type MoneyStyle = {
  numbers: NumberStyle;
  negative: NegativeStyle;
  /** Printed before the number, e.g. '$', '£', 'R$ ', 'USD '. */
  prefix?: string;
  /** Printed after the number, e.g. ' EUR', ' €'. */
  suffix?: string;
  /** Positive values carry ' CR' (or 'CR' with drTight, 'Cr' with `crWord`). */
  crSuffix?: boolean;
  /** Spelling of the credit/debit suffixes, for banks that print 'Cr'/'Dr'. */
  crWord?: string;
  drWord?: string;
  /** Positive values print a leading '+'. */
  plus?: boolean;
  /** No space before a CR/DR suffix: '1,234.56Cr'. */
  tight?: boolean;
  /** A space between the sign and the number: '- $45.00', '+ $2,000.00'. */
  spacedSign?: boolean;
  /**
   * Decimals printed: 2 by default; 0 for currencies without minor units (the amounts are whole); 'trim'
   * drops trailing zeros as some banks do ('1500', '12.5', '3.75').
   */
  decimals?: 0 | 2 | 'trim';
};

/** Formats absolute cents with grouping, e.g. 123456 -> '1,234.56'. */
export function digits(cents: number, numbers: NumberStyle, decimals: 0 | 2 | 'trim' = 2): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString();
  let frac = (abs % 100).toString().padStart(2, '0');
  const grouped = numbers.lakh
    ? whole.replace(/\B(?=(\d{2})*\d{3}$)/g, numbers.thousands)
    : whole.replace(/\B(?=(\d{3})+(?!\d))/g, numbers.thousands);
  if (decimals === 0) {
    if (frac !== '00') throw new Error(`${cents} cents cannot be printed without decimals`);
    return grouped;
  }
  if (decimals === 'trim') frac = frac.replace(/0+$/, '');
  return frac === '' ? grouped : `${grouped}${numbers.decimal}${frac}`;
}

/** Formats signed cents in a money style. */
export function money(cents: number, style: MoneyStyle): string {
  const body = `${style.prefix ?? ''}${digits(cents, style.numbers, style.decimals)}${style.suffix ?? ''}`;
  const cr = style.crWord ?? 'CR';
  const dr = style.drWord ?? 'DR';
  if (cents >= 0) {
    if (style.crSuffix)
      return style.negative === 'drTight' || style.tight ? `${body}${cr}` : `${body} ${cr}`;
    if (!style.plus) return body;
    return style.spacedSign ? `+ ${body}` : `+${body}`;
  }
  switch (style.negative) {
    case 'minus':
      return style.spacedSign ? `- ${body}` : `-${body}`;
    case 'trailing':
      return `${body}-`;
    case 'paren':
      return `(${body})`;
    case 'dr':
      return `${body} ${dr}`;
    case 'drTight':
      return `${body}${dr}`;
    case 'od':
      return `${body} OD`;
    case 'd':
      return `${body}D`;
    case 'none':
      return body;
  }
}

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const MONTHS_EN_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MONTHS_ES = [
  'ENE',
  'FEB',
  'MAR',
  'ABR',
  'MAY',
  'JUN',
  'JUL',
  'AGO',
  'SEP',
  'OCT',
  'NOV',
  'DIC',
] as const;

/** Month abbreviations as banks print them in other languages (ASCII where the standard fonts lack a letter). */
export const MONTHS = {
  en: MONTHS_EN,
  es: MONTHS_ES,
  de: ['Jan', 'Feb', 'Mrz', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
  fr: [
    'janv.',
    'f\u00e9vr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juil.',
    'ao\u00fbt',
    'sept.',
    'oct.',
    'nov.',
    'd\u00e9c.',
  ],
  frLong: [
    'janvier',
    'f\u00e9vrier',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'ao\u00fbt',
    'septembre',
    'octobre',
    'novembre',
    'd\u00e9cembre',
  ],
  pt: ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  sv: ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
} as const satisfies Record<string, readonly string[]>;
export type MonthLanguage = keyof typeof MONTHS;

/** A date with a month name in another language: day, month name, optional year, with a separator. */
export function printLocalDate(
  iso: string,
  lang: MonthLanguage,
  o: { sep?: string; year?: 'YYYY' | 'YY' | 'none'; pad?: boolean } = {},
): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  const mon = MONTHS[lang][Number(m) - 1] ?? '';
  const day = (o.pad ?? true) ? d : String(Number(d));
  const sep = o.sep ?? ' ';
  const year = o.year ?? 'YYYY';
  if (year === 'none') return `${day}${sep}${mon}`;
  return `${day}${sep}${mon}${sep}${year === 'YY' ? y.slice(2) : y}`;
}

export const DATE_STYLES = [
  'MM/DD',
  'M/D',
  'MM/DD/YY',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD/MM/YY',
  'DD/MM',
  'DD.MM.YYYY',
  'DD.MM.',
  'DD.MM.YY',
  'DD MMM YYYY',
  'D MMM YYYY',
  'DD MMM YY',
  'DD MMM',
  'MMM DD',
  'MMM D, YYYY',
  'MMMM D, YYYY',
  'D MMMM YYYY',
  'YYYY-MM-DD',
  'DD-MMM-YYYY',
  'DD-MM-YYYY',
  'MMMDD',
  'DD/MMM-es',
  'DD-MM-YY',
  'DD-MM',
  'D.M.YYYY',
  'YYYY/MM/DD',
  'YYYY.MM.DD',
  'DD MMM YYYY-de',
  'DD MMM-fr',
  'D MMMM YYYY-fr',
  'DD-MMM-YY-id',
  'DD/MMM-pt',
  'DD MMM YY-it',
  'DD MMM YYYY-sv',
] as const;
export type DateStyle = (typeof DATE_STYLES)[number];

/** Formats an ISO date (YYYY-MM-DD) in a printed style. */
export function printDate(iso: string, style: DateStyle): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  const mi = Number(m) - 1;
  const mon = MONTHS_EN[mi] ?? '';
  const monLong = MONTHS_EN_LONG[mi] ?? '';
  const yy = y.slice(2);
  const dn = String(Number(d));
  switch (style) {
    case 'MM/DD':
      return `${m}/${d}`;
    case 'M/D':
      return `${Number(m)}/${dn}`;
    case 'MM/DD/YY':
      return `${m}/${d}/${yy}`;
    case 'MM/DD/YYYY':
      return `${m}/${d}/${y}`;
    case 'DD/MM/YYYY':
      return `${d}/${m}/${y}`;
    case 'DD/MM/YY':
      return `${d}/${m}/${yy}`;
    case 'DD/MM':
      return `${d}/${m}`;
    case 'DD.MM.YYYY':
      return `${d}.${m}.${y}`;
    case 'DD.MM.':
      return `${d}.${m}.`;
    case 'DD.MM.YY':
      return `${d}.${m}.${yy}`;
    case 'DD MMM YYYY':
      return `${d} ${mon} ${y}`;
    case 'D MMM YYYY':
      return `${dn} ${mon} ${y}`;
    case 'DD MMM YY':
      return `${d} ${mon} ${yy}`;
    case 'DD MMM':
      return `${d} ${mon}`;
    case 'MMM DD':
      return `${mon} ${d}`;
    case 'MMM D, YYYY':
      return `${mon} ${dn}, ${y}`;
    case 'MMMM D, YYYY':
      return `${monLong} ${dn}, ${y}`;
    case 'D MMMM YYYY':
      return `${dn} ${monLong} ${y}`;
    case 'YYYY-MM-DD':
      return iso;
    case 'DD-MMM-YYYY':
      return `${d}-${mon}-${y}`;
    case 'DD-MM-YYYY':
      return `${d}-${m}-${y}`;
    case 'DD/MMM-es':
      return `${d}/${MONTHS_ES[mi] ?? ''}`;
    case 'MMMDD':
      return `${mon.toUpperCase()}${d}`;
    case 'DD-MM-YY':
      return `${d}-${m}-${yy}`;
    case 'DD-MM':
      return `${d}-${m}`;
    case 'D.M.YYYY':
      return `${dn}.${Number(m)}.${y}`;
    case 'YYYY/MM/DD':
      return `${y}/${m}/${d}`;
    case 'YYYY.MM.DD':
      return `${y}.${m}.${d}`;
    case 'DD MMM YYYY-de':
      return printLocalDate(iso, 'de');
    case 'DD MMM-fr':
      return printLocalDate(iso, 'fr', { year: 'none' });
    case 'D MMMM YYYY-fr':
      return printLocalDate(iso, 'frLong', { pad: false });
    case 'DD-MMM-YY-id':
      return printLocalDate(iso, 'id', { sep: '-', year: 'YY' });
    case 'DD/MMM-pt':
      return printLocalDate(iso, 'pt', { sep: '/', year: 'none' });
    case 'DD MMM YY-it':
      return printLocalDate(iso, 'it', { year: 'YY' });
    case 'DD MMM YYYY-sv':
      return printLocalDate(iso, 'sv');
  }
}

/** Adds days to an ISO date. */
export function addDays(iso: string, days: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

// The generator's seeded PRNG (mulberry32): every layout draws the same statement on every run.
export { Rng } from '../generator/prng.ts';
