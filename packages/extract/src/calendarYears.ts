/**
 * Stage before the rows: a statement that prints its years in another calendar's count ("04/03/2567", a
 * Buddhist-era year; "113/02/17", a Minguo year first) has its numeric dates rewritten with the Gregorian
 * year, as it would print them. The calendar is decided from the statement's own years: every full year
 * its numeric dates print is far outside the Gregorian years a statement covers, and one era's offset
 * brings all of them into a few consecutive Gregorian years. A statement with one date in a Gregorian
 * year, or with years no era explains together, is left as printed. Dates printed with a Japanese era's
 * letter before its year ("R6.03.05", Reiwa 6) are rewritten the same way when at least a few of them
 * fall in a few consecutive Gregorian years. Pure.
 */
import type { Line } from './types.ts';

/** Years a statement's dates may fall in (the dates parseDate accepts). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;
/** A calendar's year count: how many digits its years print with now and what makes one Gregorian. */
type Era = { digits: number; offset: number };
/** The Buddhist era (Gregorian = BE - 543) and the Minguo era (Gregorian = ROC + 1911). */
const ERAS: readonly Era[] = [
  { digits: 4, offset: -543 },
  { digits: 3, offset: 1911 },
];
/** An era is only read from at least this many dates. */
const MIN_DATES = 3;
/** The dates of one statement span at most this many Gregorian years. */
const MAX_YEAR_SPAN = 3;

/**
 * The Japanese eras by the letter printed for them, with the Gregorian year of each one's first year and
 * its last year's number (Meiji 1868-1912, Taisho 1912-1926, Showa 1926-1989, Heisei 1989-2019, Reiwa
 * from 2019, still current).
 */
const JAPANESE_ERAS: Readonly<Record<string, { first: number; years: number }>> = {
  M: { first: 1868, years: 45 },
  T: { first: 1912, years: 15 },
  S: { first: 1926, years: 64 },
  H: { first: 1989, years: 31 },
  R: { first: 2019, years: Infinity },
};
/** A Japanese era date: the era's letter, its year, then month and day ("R6.03.05", "H31/04/30"). */
const ERA_DATE_RE = /^([MTSHR])(\d{1,2})([/.-])(\d{1,2})\3(\d{1,2})$/;

/** The Gregorian year a Japanese era date prints, or null when the word is not one. */
function japaneseYear(text: string): number | null {
  const m = ERA_DATE_RE.exec(text);
  if (!m) return null;
  const era = JAPANESE_ERAS[m[1]!]!;
  const year = Number(m[2]);
  const month = Number(m[4]);
  const day = Number(m[5]);
  if (year < 1 || year > era.years || month < 1 || month > 12 || day < 1 || day > 31) return null;
  return era.first + year - 1;
}

/** A numeric date with a full year: day and month then the year, or the year first. */
const DATE_RE = /^(\d{1,4})([/.-])(\d{1,2})\2(\d{1,4})$/;

/** The year a word's numeric date prints, and where: first or last; null for no full year. */
function printedYear(text: string): { year: string; first: boolean } | null {
  const m = DATE_RE.exec(text);
  if (!m) return null;
  const [, a = '', , b = '', c = ''] = m;
  // The other two parts are a day and a month, in either order.
  const dayMonth = (x: string, y: string): boolean =>
    Number(y) >= 1 && Number(x) >= 1 && Math.min(+x, +y) <= 12 && Math.max(+x, +y) <= 31;
  if (a.length >= 3 && c.length <= 2 && dayMonth(b, c)) return { year: a, first: true };
  if (a.length <= 2 && c.length >= 3 && dayMonth(a, b)) return { year: c, first: false };
  return null;
}

/** The era every printed year belongs to, or null (some year Gregorian, too few, or none fits all). */
export function statementEra(years: readonly string[]): Era | null {
  if (years.length < MIN_DATES) return null;
  if (years.some((y) => Number(y) >= FIRST_YEAR && Number(y) <= LAST_YEAR)) return null;
  for (const era of ERAS) {
    if (!years.every((y) => y.length === era.digits)) continue;
    const gregorian = years.map((y) => Number(y) + era.offset);
    if (gregorian.some((g) => g < FIRST_YEAR || g > LAST_YEAR)) continue;
    if (Math.max(...gregorian) - Math.min(...gregorian) <= MAX_YEAR_SPAN) return era;
  }
  return null;
}

/** The lines with every numeric date's year made Gregorian, when the statement's years are an era's. */
export function gregorianYears(lines: readonly Line[]): Line[] {
  const years: string[] = [];
  const japanese: number[] = [];
  for (const line of lines)
    for (const w of line.words) {
      const p = printedYear(w.text);
      if (p) years.push(p.year);
      const j = japaneseYear(w.text);
      if (j !== null) japanese.push(j);
    }
  const era = statementEra(years);
  const readJapanese =
    japanese.length >= MIN_DATES && Math.max(...japanese) - Math.min(...japanese) <= MAX_YEAR_SPAN;
  if (!era && !readJapanese) return [...lines];
  return lines.map((line) => {
    if (!line.words.some((w) => printedYear(w.text) || (readJapanese && japaneseYear(w.text))))
      return line;
    const words = line.words.map((w) => {
      const j = readJapanese ? japaneseYear(w.text) : null;
      // The era's letter and year give way to the Gregorian year, printed first as ISO prints it.
      if (j !== null) return { ...w, text: `${j}${w.text.slice(w.text.search(/[/.-]/))}` };
      const p = era ? printedYear(w.text) : null;
      if (!p || !era) return w;
      const year = String(Number(p.year) + era.offset);
      const text = p.first
        ? `${year}${w.text.slice(p.year.length)}`
        : `${w.text.slice(0, -p.year.length)}${year}`;
      return { ...w, text };
    });
    return { ...line, words, text: words.map((w) => w.text).join(' ') };
  });
}
