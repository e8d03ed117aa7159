/** Parsing of statement-local dates into ISO `YYYY-MM-DD`, inferring a missing year from the period. */

/** Which part comes first in all-numeric dates such as `05/03/2024`. */
export type DateOrder = 'MDY' | 'DMY';

/** A date as printed: the year may be missing. */
export type PartialDate = { year: number | null; month: number; day: number };

const MONTHS: Record<string, number> = {};
// English, German, French, Spanish, Italian, Dutch and Portuguese ("out" for outubro is left out: it is an English word),
// Swedish and Indonesian ("des" for desember is left out: it is a French word); both are read between a day
// and a year only (YEAR_BOUND_MONTHS).
const MONTH_NAMES: [number, string[]][] = [
  [
    1,
    [
      'jan',
      'january',
      'januar',
      'jänner',
      'janv',
      'janvier',
      'ene',
      'enero',
      'gen',
      'gennaio',
      'januari',
      'janeiro',
    ],
  ],
  [
    2,
    [
      'feb',
      'february',
      'februar',
      'févr',
      'fevr',
      'février',
      'fevrier',
      'fév',
      'febrero',
      'febbraio',
      'februari',
      'fev',
      'fevereiro',
    ],
  ],
  [
    3,
    [
      'mar',
      'march',
      'mär',
      'märz',
      'maerz',
      'mars',
      'marzo',
      'mrz',
      'maart',
      'maret',
      'mrt',
      'março',
      'marco',
    ],
  ],
  [4, ['apr', 'april', 'avr', 'avril', 'abr', 'abril', 'aprile']],
  [5, ['may', 'mai', 'mayo', 'mag', 'maggio', 'mei', 'maio', 'maj']],
  [6, ['jun', 'june', 'juni', 'juin', 'junio', 'giu', 'giugno', 'junho']],
  [7, ['jul', 'july', 'juli', 'juil', 'juillet', 'julio', 'lug', 'luglio', 'julho']],
  [8, ['aug', 'august', 'août', 'aout', 'ago', 'agosto', 'augustus', 'augusti', 'agu', 'agustus']],
  [9, ['sep', 'sept', 'september', 'septembre', 'septiembre', 'set', 'settembre', 'setembro']],
  [10, ['oct', 'october', 'okt', 'oktober', 'octobre', 'octubre', 'ott', 'ottobre', 'outubro']],
  [11, ['nov', 'november', 'novembre', 'noviembre', 'novembro']],
  [
    12,
    [
      'dec',
      'december',
      'dez',
      'dezember',
      'déc',
      'décembre',
      'decembre',
      'dic',
      'diciembre',
      'dicembre',
      'dezembro',
      'desember',
    ],
  ],
];
for (const [n, names] of MONTH_NAMES) for (const name of names) MONTHS[name] = n;

/** Month number for an English, German, French, Spanish, Italian, Dutch or Portuguese month name or abbreviation. */
export function monthFromName(name: string): number | null {
  return MONTHS[name.toLowerCase().replace(/\.$/, '')] ?? null;
}

/** Whether a word is a month name, a comma or full stop after it allowed: the day before it is a date's ("01 Feb 25"). */
export function isMonthWord(word: { text: string } | undefined): boolean {
  return word !== undefined && monthFromName(word.text.replace(/[,.]$/, '')) !== null;
}

/**
 * Whether the figure ending at word `i` is a date's day: with the words after it (up to a date's
 * length), it reads as a date ("01 Feb 25", "02 OUT 2024"); either order of day and month.
 */
export function dayOfDate(words: readonly { text: string }[], i: number): boolean {
  let text = words[i]?.text ?? '';
  for (let n = 1; n < MAX_DATE_WORDS && i + n < words.length; n++) {
    text = `${text} ${words[i + n]!.text}`;
    if (readsAsDate(text)) return true;
  }
  return false;
}

/**
 * Month abbreviations that are also words of another language ("out" for outubro, "des" for desember):
 * months only between a day and a year ("01 OUT 2023"), never alone.
 */
const YEAR_BOUND_MONTHS: Record<string, number> = { out: 10, des: 12 };

const MONTH_WORD = '[A-Za-zÀ-ÿ]{3,10}\\.?';

/** Numeric: 05/03/2024, 5.3.24, 05-03, 2024-03-05 (ISO). */
const NUMERIC_RE = /^(\d{1,4})([/.-])(\d{1,2})(?:\2(\d{2}|\d{4}))?\.?$/;
/** Numeric with spaces for separators, every part zero-padded and the year whole: 05 03 2024. */
const SPACED_RE = /^(\d{2}) (\d{2}) (\d{4})$/;
/** Day first with a month name: 05 Mar 2024, 5-Mar-24, 5. März 2024, 12 Mar, 17/DIC. */
const DAY_MONTH_RE = new RegExp(`^(\\d{1,2})\\.?[ /-]?(${MONTH_WORD})[ /,-]*(\\d{4}|\\d{2})?$`);
/** Month name first: Mar 05, 2024 / March 5 2024 / Mar 5 / DEC 20/23. */
const MONTH_DAY_RE = new RegExp(
  `^(${MONTH_WORD})[ -]?(\\d{1,2})(?:st|nd|rd|th)?,?(?:[ /-](\\d{4}|\\d{2}))?$`,
);

function fullYear(y: string | undefined): number | null {
  if (!y) return null;
  const n = Number(y);
  return y.length === 2 ? 2000 + n : n;
}

function valid(p: PartialDate): PartialDate | null {
  if (p.month < 1 || p.month > 12 || p.day < 1 || p.day > 31) return null;
  if (p.year !== null && (p.year < 1900 || p.year > 2200)) return null;
  if (p.year !== null && p.day > daysInMonth(p.year, p.month)) return null;
  return p;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A printed date spans at most this many words (`05 Mar 2024`). */
export const MAX_DATE_WORDS = 3;

/** Parses one printed date (one or a few words joined by spaces); null if it is not a date. */
export function parseDate(text: string, order: DateOrder): PartialDate | null {
  const t = text.trim();
  let m = NUMERIC_RE.exec(t);
  if (m) {
    const [, a = '', sep, b = '', c] = m;
    if (a.length === 4) {
      // ISO-like 2024-03-05 needs all three parts.
      if (!c || c.length > 2) return null;
      return valid({ year: Number(a), month: Number(b), day: Number(c) });
    }
    if (a.length > 2) return null;
    // Dotted dates are always day first (German/French style).
    const dayFirst = sep === '.' || order === 'DMY';
    const year = fullYear(c);
    // A bare "12-3" or "12.03" is too ambiguous (ranges, amounts); without a year a dotted date needs its final dot.
    if (sep === '-' && year === null) return null;
    if (sep === '.' && year === null && !t.endsWith('.')) return null;
    return valid({ year, month: Number(dayFirst ? b : a), day: Number(dayFirst ? a : b) });
  }
  m = SPACED_RE.exec(t);
  if (m) {
    const [, a = '', b = '', y = ''] = m;
    const dayFirst = order === 'DMY';
    return valid({
      year: Number(y),
      month: Number(dayFirst ? b : a),
      day: Number(dayFirst ? a : b),
    });
  }
  m = DAY_MONTH_RE.exec(t);
  if (m) {
    const month =
      monthFromName(m[2] ?? '') ??
      (m[3] ? (YEAR_BOUND_MONTHS[(m[2] ?? '').toLowerCase().replace(/\.$/, '')] ?? null) : null);
    if (month === null) return null;
    return valid({ year: fullYear(m[3]), month, day: Number(m[1]) });
  }
  m = MONTH_DAY_RE.exec(t);
  if (m) {
    const month = monthFromName(m[1] ?? '');
    if (month === null) return null;
    return valid({ year: fullYear(m[3]), month, day: Number(m[2]) });
  }
  return null;
}

/**
 * Whether `text` reads as a date with the day first or the month first: `parseDate(text, 'DMY') ??
 * parseDate(text, 'MDY')` as a test. Only the all-numeric forms read the order, so any other text is
 * parsed once.
 */
export function readsAsDate(text: string): boolean {
  const t = text.trim();
  if (parseDate(t, 'DMY') !== null) return true;
  return (NUMERIC_RE.test(t) || SPACED_RE.test(t)) && parseDate(t, 'MDY') !== null;
}

/** A printed date as a number that sorts as the dates do (year, month, day; a missing year as 0). */
export function dateKey(d: PartialDate): number {
  return (d.year ?? 0) * 10_000 + d.month * 100 + d.day;
}

/** Formats a complete date as ISO. */
export function toIso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dayNumber(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
}

/**
 * Completes a date to ISO: a printed year wins; otherwise the year is the period end's, or the one
 * before when that would put the date after the period end (a Dec -> Jan statement).
 */
export function completeDate(
  p: PartialDate,
  periodEnd: string | null,
  slackDays: number,
  fallbackYear: number,
): string | null {
  if (p.year !== null) return toIso(p.year, p.month, p.day);
  const endYear = periodEnd ? Number(periodEnd.slice(0, 4)) : fallbackYear;
  for (const year of [endYear, endYear - 1]) {
    if (p.day > daysInMonth(year, p.month)) continue;
    const iso = toIso(year, p.month, p.day);
    if (!periodEnd || dayNumber(iso) <= dayNumber(periodEnd) + slackDays) return iso;
  }
  // Feb 29 in a non-leap year and similar: no valid completion.
  return p.day <= daysInMonth(endYear, p.month) ? toIso(endYear, p.month, p.day) : null;
}

/** Days between two ISO dates (b - a). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}
