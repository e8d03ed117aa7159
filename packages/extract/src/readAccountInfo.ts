/** Stage helpers: statement period, currency and account type, read from the whole document's lines. */
import { parseDate, toIso } from './parseDate.ts';
import type { DateOrder, PartialDate } from './parseDate.ts';
import type { Line } from './types.ts';
import { LIABILITY_BALANCE_MARKERS, LIABILITY_MARKERS, squash } from './vocabulary.ts';

/** The statement period; either end may be unknown. */
export type Period = { start: string | null; end: string | null };

/** Pages read for the period and the account type (statements print them up front). */
const FRONT_PAGES = 3;
const MAX_DATE_WORDS = 4;
const RANGE_CONNECTORS = new Set([
  'to',
  'through',
  'thru',
  'until',
  '-',
  '–',
  '—',
  'bis',
  'au',
  'al',
  'a',
  'hasta',
  't/m',
  'tot',
]);
const STATEMENT_DATE_LABELS = [
  'statementdate',
  'closingdate',
  'statementclosingdate',
  'periodending',
  'asof',
  'datedu',
  'kontoauszugvom',
  'auszugvom',
  'fechadeextracto',
];

const GLUED_RANGE_RE = /^(\d{1,2}[/.]\d{1,2}[/.]\d{2,4})[-–](\d{1,2}[/.]\d{1,2}[/.]\d{2,4})$/;

type Found = { start: number; end: number; date: PartialDate };

function datesInLine(line: Line, order: DateOrder): Found[] {
  const out: Found[] = [];
  const words = line.words;
  let i = 0;
  while (i < words.length) {
    let hit: Found | null = null;
    for (let n = Math.min(MAX_DATE_WORDS, words.length - i); n >= 1; n--) {
      const text = words
        .slice(i, i + n)
        .map((w) => w.text)
        .join(' ');
      if (!/\d/.test(text)) continue;
      const date = parseDate(text.replace(/[,;:]$/, ''), order);
      if (date) {
        hit = { start: i, end: i + n - 1, date };
        break;
      }
    }
    if (hit) {
      out.push(hit);
      i = hit.end + 1;
    } else i++;
  }
  return out;
}

function complete(d: PartialDate, other: PartialDate | null, isStart: boolean): string | null {
  if (d.year !== null) return toIso(d.year, d.month, d.day);
  if (!other || other.year === null) return null;
  // "11 May to 10 June 2019": the start takes the end's year, or the year before across January.
  const year = isStart && d.month > other.month ? other.year - 1 : other.year;
  return toIso(year, d.month, d.day);
}

/** Finds the statement period: a "from ... to ..." range, else a statement-date label, else the latest full date. */
export function findPeriod(lines: Line[], order: DateOrder): Period {
  let statementDate: string | null = null;
  let latest: string | null = null;
  for (const line of lines) {
    if (line.page > FRONT_PAGES) break;
    // "02/09/24-03/08/24": a range printed as one word.
    for (const w of line.words) {
      const m = GLUED_RANGE_RE.exec(w.text);
      if (!m) continue;
      const a = parseDate(m[1]!, order);
      const b = parseDate(m[2]!, order);
      const end = b ? complete(b, a, false) : null;
      if (a && end) return { start: complete(a, b, true), end };
    }
    const found = datesInLine(line, order);
    for (let k = 0; k + 1 < found.length; k++) {
      const a = found[k]!;
      const b = found[k + 1]!;
      const between = line.words.slice(a.end + 1, b.start).map((w) => w.text.toLowerCase());
      if (between.length === 1 && RANGE_CONNECTORS.has(between[0]!)) {
        const end = complete(b.date, a.date, false);
        const start = complete(a.date, b.date, true);
        if (end) return { start, end };
      }
    }
    for (const f of found) {
      if (f.date.year === null) continue;
      const iso = toIso(f.date.year, f.date.month, f.date.day);
      const label = squash(
        line.words
          .slice(Math.max(0, f.start - 4), f.start)
          .map((w) => w.text)
          .join(''),
      );
      if (!statementDate && STATEMENT_DATE_LABELS.some((l) => label.endsWith(l)))
        statementDate = iso;
      if (!latest || iso > latest) latest = iso;
    }
  }
  return { start: null, end: statementDate ?? latest };
}

/** The ISO currency code the statement is in, from the symbols and codes it prints; USD when none. */
export function detectCurrency(lines: Line[]): string {
  const counts: Record<string, number> = { USD: 0, GBP: 0, EUR: 0, AUD: 0, CAD: 0, CHF: 0 };
  let commaDecimals = 0;
  let dotDecimals = 0;
  for (const line of lines) {
    const t = line.text;
    if (!/[$£€]|USD|GBP|EUR|AUD|CAD|CHF|Sterling|\d[.,]\d\d\b/.test(t)) continue;
    // "A$" and "C$" are Australian and Canadian dollars; a bare "$" counts as US dollars.
    counts.AUD! += (t.match(/\bA\$|\bAU\$|\bAUD\b/g) ?? []).length;
    counts.CAD! += (t.match(/\bC\$|\bCA\$|\bCAD\b/g) ?? []).length;
    counts.CHF! += (t.match(/\bCHF\b/g) ?? []).length;
    counts.USD! += (t.match(/(?<![A-Z])\$|\bUSD\b/g) ?? []).length;
    counts.GBP! += (t.match(/£|\bGBP\b|\bSterling\b/g) ?? []).length;
    counts.EUR! += (t.match(/€|\bEUR\b|\bEuro\b/g) ?? []).length;
    commaDecimals += (t.match(/\d,\d\d(?!\d)/g) ?? []).length;
    dotDecimals += (t.match(/\d\.\d\d(?!\d)/g) ?? []).length;
  }
  let best = 'USD';
  let bestCount = 0;
  for (const [code, n] of Object.entries(counts)) {
    if (n > bestCount) {
      best = code;
      bestCount = n;
    }
  }
  if (bestCount === 0 && commaDecimals > dotDecimals) return 'EUR';
  return best;
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

/** The default numeric date order for a currency: month first for dollars, day first elsewhere. */
export function defaultDateOrder(currency: string): DateOrder {
  return currency === 'USD' ? 'MDY' : 'DMY';
}
