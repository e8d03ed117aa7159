/** Money and date formatting as statements print them; money is integer cents throughout. */

export const NUMBER_STYLES = ['en', 'de', 'fr'] as const;
/** en `1,234.56`, de `1.234,56`, fr `1 234,56`. */
export type NumberStyle = (typeof NUMBER_STYLES)[number];

const SEPARATORS = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
  fr: { group: ' ', decimal: ',' },
} as const satisfies Record<NumberStyle, { group: string; decimal: string }>;

/** Formats the magnitude of a cents value with grouping, e.g. 123456 -> `1,234.56`. */
export function formatMagnitude(cents: number, style: NumberStyle, grouped = true): string {
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100).toString();
  const frac = (abs % 100).toString().padStart(2, '0');
  const sep = SEPARATORS[style];
  const whole = grouped ? units.replace(/\B(?=(\d{3})+(?!\d))/g, sep.group) : units;
  return `${whole}${sep.decimal}${frac}`;
}

/** How a signed amount is printed. */
export type SignStyle =
  'minus' | 'parens' | 'crdr' | 'crdr-blank-debit' | 'trailing-minus' | 'plus-minus';

export type MoneyFormat = {
  numbers: NumberStyle;
  sign: SignStyle;
  /** Currency symbol printed before the number (`£12.34`), or empty. */
  symbol: string;
  /** Currency code printed after the number (`12,34 EUR`), or empty. */
  code: string;
};

/** Formats signed cents; credits (positive) get CR in the CR/DR styles. */
export function formatMoney(cents: number, f: MoneyFormat): string {
  const mag = `${f.symbol}${formatMagnitude(cents, f.numbers)}`;
  const neg = cents < 0;
  let out: string;
  switch (f.sign) {
    case 'minus':
      out = neg ? `-${mag}` : mag;
      break;
    case 'plus-minus':
      out = neg ? `-${mag}` : `+${mag}`;
      break;
    case 'trailing-minus':
      out = neg ? `${mag}-` : mag;
      break;
    case 'parens':
      out = neg ? `(${mag})` : mag;
      break;
    case 'crdr':
      out = neg ? `${mag} DR` : `${mag} CR`;
      break;
    case 'crdr-blank-debit':
      out = neg ? mag : `${mag} CR`;
      break;
  }
  return f.code ? `${out} ${f.code}` : out;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for an ISO date. */
export function isoToDay(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

export function dayToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

const MONTHS = {
  en: [
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
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
} as const;
export type Lang = keyof typeof MONTHS;

export const DATE_FORMATS = [
  'MM/DD/YYYY',
  'MM/DD/YY',
  'MM/DD',
  'M/D',
  'DD Mon YYYY',
  'DD Mon YY',
  'DD Mon',
  'DD MON',
  'Mon DD',
  'Mon DD, YYYY',
  'DD.MM.YYYY',
  'DD.MM.YY',
  'DD.MM.',
  'DD/MM/YYYY',
  'YYYY-MM-DD',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Formats that print no year: the year comes from the statement period. */
export const YEARLESS_FORMATS: readonly DateFormat[] = [
  'MM/DD',
  'M/D',
  'DD Mon',
  'DD MON',
  'Mon DD',
  'DD.MM.',
];

/** Formats an ISO date in a statement's short date format. */
export function formatDate(iso: string, fmt: DateFormat): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  const mon = MONTHS.en[Number(m) - 1]?.slice(0, 3) ?? '';
  switch (fmt) {
    case 'MM/DD/YYYY':
      return `${m}/${d}/${y}`;
    case 'MM/DD/YY':
      return `${m}/${d}/${y.slice(2)}`;
    case 'MM/DD':
      return `${m}/${d}`;
    case 'M/D':
      return `${Number(m)}/${Number(d)}`;
    case 'DD Mon YYYY':
      return `${d} ${mon} ${y}`;
    case 'DD Mon YY':
      return `${d} ${mon} ${y.slice(2)}`;
    case 'DD Mon':
      return `${d} ${mon}`;
    case 'DD MON':
      return `${d} ${mon.toUpperCase()}`;
    case 'Mon DD':
      return `${mon} ${d}`;
    case 'Mon DD, YYYY':
      return `${mon} ${d}, ${y}`;
    case 'DD.MM.YYYY':
      return `${d}.${m}.${y}`;
    case 'DD.MM.YY':
      return `${d}.${m}.${y.slice(2)}`;
    case 'DD.MM.':
      return `${d}.${m}.`;
    case 'DD/MM/YYYY':
      return `${d}/${m}/${y}`;
    case 'YYYY-MM-DD':
      return iso;
  }
}

/** A long date for headings: `March 5, 2024`, `5 March 2024`, `5. März 2024`, `5 mars 2024`. */
export function formatLongDate(iso: string, lang: Lang, dayFirst: boolean): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  const month = MONTHS[lang][Number(m) - 1] ?? '';
  const day = Number(d);
  if (lang === 'de') return `${day}. ${month} ${y}`;
  if (lang === 'fr') return `${day} ${month} ${y}`;
  return dayFirst ? `${day} ${month} ${y}` : `${month} ${day}, ${y}`;
}
