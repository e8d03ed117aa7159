/** Stage helper: the statement period, from printed ranges and labelled dates, checked against the rows' dates. */
import { completeDate, daysBetween, parseDate, toIso } from './parseDate.ts';
import type { DateOrder, PartialDate } from './parseDate.ts';
import type { ExtractSettings } from './settings.ts';
import type { Line } from './types.ts';
import { namedMonths } from './monthPeriods.ts';
import { afterWord, nearestAside, PUNCTUATION_RE } from './periodAsides.ts';
import { squash } from './vocabulary.ts';

/** The statement period; either end may be unknown. */
export type Period = {
  start: string | null;
  end: string | null;
  /** Set when no label names the date: the latest full date printed on the front pages. */
  unlabelled?: true;
  /** A date after a word of its own no list knows, not the latest: only ever in its place (nearestAside). */
  aside?: true;
  /** A whole month named by its name and year alone (namedMonths): only taken when it holds the rows. */
  month?: true;
};

/** Pages read for the period (statements print it up front). */
const FRONT_PAGES = 3;
/** A printed date spans at most this many words (`5. März 2024`). */
const MAX_DATE_WORDS = 4;
/** Words before a date read as its label. */
const LABEL_WORDS = 4;
/** Words that join the two dates of a range ("1 May to 31 May", "du ... au ...", "t/m", "~"). */
const RANGE_CONNECTORS: ReadonlySet<string> = new Set([
  'to',
  'through',
  'thru',
  'until',
  'till',
  '-',
  '–',
  '—',
  // A tilde (ASCII, wave dash, fullwidth) joins a range in East Asian print: "2024-03-01 ~ 2024-03-31".
  '~',
  '〜',
  '～',
  'bis',
  'au',
  'al',
  'a',
  'hasta',
  't/m',
  'tot',
  'tm',
]);
/** Squashed labels whose date ends the period (matched at the end of the words before the date). */
const END_LABELS = [
  'statementdate',
  'closingdate',
  'statementclosingdate',
  'periodending',
  'periodend',
  'enddate',
  'todate',
  'statementperiodend',
  'dateofstatement',
  'issuedate',
  'asof',
  'asat',
  'datedu',
  'arreteau',
  'datedarrete',
  'kontoauszugvom',
  'auszugvom',
  'stichtag',
  'fechadeextracto',
  'fechadecorte',
  'fechacorte',
  'datadoextrato',
  'dataestratto',
  'afschriftdatum',
];
/** Squashed endings of a balance's dated label ("Balance as of", "Solde créditeur au", "Kontostand am"). */
const BALANCE_AT_LABELS = [
  'balanceasof',
  'balanceasat',
  'balanceon',
  'soldeau',
  'crediteurau',
  'debiteurau',
  'kontostandam',
  'kontostandvom',
  'saldoam',
  'saldoal',
];
/** Squashed labels whose date starts the period. */
const START_LABELS = ['periodstart', 'startdate', 'fromdate', 'periodbeginning', 'openingdate'];
/** One-word labels that must sit right before their date ("From: 01/04/2024", "To: 30/04/2024"). */
const SHORT_START_LABELS: ReadonlySet<string> = new Set([
  'from',
  'von',
  'du',
  'desde',
  'dal',
  'van',
]);
const SHORT_END_LABELS: ReadonlySet<string> = new Set(['to', 'bis', 'au', 'hasta', 'al', 'tot']);
/**
 * Squashed words that make a date anything but the period's end: a payment due date, the date a file
 * was generated or printed, an account's opening or a birth date.
 */
const NOT_PERIOD_LABELS = [
  'due',
  'generated',
  'printed',
  'rundate',
  'runon',
  'created',
  'fallig',
  'erstellt',
  'gedruckt',
  'echeance',
  'vencimiento',
  'limite',
  'opened',
  'since',
  'birth',
];

/** Range of a glued "02/09/24-03/08/24" or "01.03.2024–31.03.2024". */
const GLUED_RANGE_RE = /^(\d{1,2}([/.-])\d{1,2}\2\d{2,4})[-–—](\d{1,2}([/.-])\d{1,2}\4\d{2,4})$/;

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
      const date = parseDate(text.replace(/^[(:]|[,;:)]$/g, ''), order);
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

/** The words before word `index`, punctuation-only words left out, at most LABEL_WORDS of them. */
function labelWords(line: Line, from: number, index: number): string[] {
  const out: string[] = [];
  for (let k = index - 1; k >= from && out.length < LABEL_WORDS; k--) {
    const text = line.words[k]!.text;
    if (!PUNCTUATION_RE.test(text)) out.unshift(squash(text));
  }
  return out;
}

type LabelKind = 'start' | 'end' | 'excluded' | null;

function labelKind(words: string[]): LabelKind {
  const key = words.join('');
  if (NOT_PERIOD_LABELS.some((l) => key.includes(l))) return 'excluded';
  const last = words[words.length - 1] ?? '';
  if (SHORT_START_LABELS.has(last) || START_LABELS.some((l) => key.endsWith(l))) return 'start';
  if (SHORT_END_LABELS.has(last) || END_LABELS.some((l) => key.endsWith(l))) return 'end';
  return null;
}

function rangeIn(line: Line, order: DateOrder, found: Found[]): Period | null {
  // "02/09/24-03/08/24": a range printed as one word.
  for (const w of line.words) {
    const m = GLUED_RANGE_RE.exec(w.text.replace(/[,;.]$/, ''));
    if (!m) continue;
    const a = parseDate(m[1]!, order);
    const b = parseDate(m[3]!, order);
    const end = b ? complete(b, a, false) : null;
    if (a && end) return { start: complete(a, b, true), end };
  }
  for (let k = 0; k + 1 < found.length; k++) {
    const a = found[k]!;
    const b = found[k + 1]!;
    // "From : 01/04/2024 To : 30/04/2024": the colons around the connector are not words of it.
    const between = line.words
      .slice(a.end + 1, b.start)
      .map((w) => w.text.toLowerCase())
      .filter((t) => !/^[:,]$/.test(t));
    if (between.length === 1 && RANGE_CONNECTORS.has(between[0]!.replace(/:$/, ''))) {
      const end = complete(b.date, a.date, false);
      const start = complete(a.date, b.date, true);
      if (end && (start === null || start <= end)) return { start, end };
    }
  }
  return null;
}

/**
 * Every plausible statement period on the front pages, most trusted first: printed ranges, then the
 * earliest and latest of two or more dated balances, then a labelled start and end, then labelled end dates
 * (latest first), then the latest full date not labelled as something else (a due, print or opening date).
 */
export function periodCandidates(lines: Line[], order: DateOrder): Period[] {
  const ranges: Period[] = [];
  const ends: string[] = [];
  const balancesAt: string[] = [];
  const starts: string[] = [];
  let latest: string | null = null;
  const asides: string[] = [];
  const months = new Map<string, Period>();
  for (const line of lines) {
    if (line.page > FRONT_PAGES) break;
    for (const m of namedMonths(line))
      if (labelKind(labelWords(line, 0, m.index)) !== 'excluded')
        months.set(m.period.end!, m.period);
    const found = datesInLine(line, order);
    const range = rangeIn(line, order, found);
    if (range) ranges.push(range);
    let prevEnd = 0;
    for (const f of found) {
      const words = labelWords(line, prevEnd, f.start);
      prevEnd = f.end + 1;
      if (f.date.year === null) continue;
      const iso = toIso(f.date.year, f.date.month, f.date.day);
      const kind = labelKind(words);
      if (kind === 'excluded') continue;
      const key = words.join('');
      if (BALANCE_AT_LABELS.some((l) => key.endsWith(l))) balancesAt.push(iso);
      if (kind === 'end') ends.push(iso);
      if (kind === 'start') starts.push(iso);
      if (kind === null && afterWord(line, f.start)) asides.push(iso);
      if (!latest || iso > latest) latest = iso;
    }
  }
  const out: Period[] = [...ranges];
  // Two dated balances ("Balance as of 02/29/24", "Balance as of 03/31/24") are the period's two ends.
  const dated = [...new Set(balancesAt)].sort();
  if (dated.length >= 2) out.push({ start: dated[0]!, end: dated[dated.length - 1]! });
  const sortedEnds = [...new Set(ends)].sort().reverse();
  const firstStart = starts.sort()[0] ?? null;
  if (firstStart && sortedEnds[0] && firstStart < sortedEnds[0])
    out.push({ start: firstStart, end: sortedEnds[0] });
  for (const end of sortedEnds) out.push({ start: null, end });
  if (latest && !out.some((p) => p.end === latest && p.start === null))
    out.push({ start: null, end: latest, unlabelled: true });
  for (const end of [...months.keys()].sort().reverse()) out.push(months.get(end)!);
  for (const end of [...new Set(asides)].sort().reverse())
    if (end !== latest) out.push({ start: null, end, unlabelled: true, aside: true });
  return out;
}

/** Finds the statement period: a printed range, else the latest labelled end date, else the latest full date. */
export function findPeriod(lines: Line[], order: DateOrder): Period {
  return periodCandidates(lines, order)[0] ?? { start: null, end: null };
}

/**
 * The share (0 to 1) of row dates that fall inside a period once their year is completed against its end
 * (a year-less date after the end, beyond `yearInferenceSlackDays`, is read in the year before). Without a
 * start the period is taken to open `openPeriodDays` before its end; a period without an end holds nothing.
 */
export function shareInsidePeriod(
  dates: readonly PartialDate[],
  period: Period,
  settings: ExtractSettings,
): number {
  const slackDays = settings.yearInferenceSlackDays;
  if (!period.end || dates.length === 0) return 0;
  const end = period.end;
  const fallbackYear = Number(end.slice(0, 4));
  let inside = 0;
  for (const d of dates) {
    const iso = completeDate(d, end, slackDays, fallbackYear);
    if (!iso) continue;
    const afterEnd = daysBetween(end, iso);
    const beforeStart = period.start
      ? daysBetween(iso, period.start)
      : -afterEnd - settings.openPeriodDays;
    if (afterEnd <= slackDays && beforeStart <= slackDays) inside++;
  }
  return inside / dates.length;
}

/**
 * Of the candidate periods (most trusted first), the first that holds more than `periodMajorityShare` of
 * the rows' dates; failing
 * that, the one that holds the largest share (the earlier on a tie). With no rows the first candidate.
 */
export function choosePeriod(
  candidates: readonly Period[],
  dates: readonly PartialDate[],
  settings: ExtractSettings,
): Period {
  const none: Period = { start: null, end: null };
  if (dates.length === 0) return candidates.find((c) => !c.month) ?? none;
  let best: Period | null = null;
  let bestShare = -1;
  for (const c of candidates) {
    if (c.aside) continue;
    const share = shareInsidePeriod(dates, c, settings);
    if (share > settings.periodMajorityShare)
      return monthEnd(nearestEnd(c, candidates, dates, settings), dates);
    if (c.month) continue;
    if (share > bestShare) {
      best = c;
      bestShare = share;
    }
  }
  return monthEnd(best ?? none, dates);
}

/** The latest of the rows' dates, each completed against `end` as shareInsidePeriod does. */
function lastRowDate(dates: readonly PartialDate[], end: string, slackDays: number): string | null {
  let last: string | null = null;
  for (const d of dates) {
    const iso = completeDate(d, end, slackDays, Number(end.slice(0, 4)));
    if (iso && (!last || iso > last)) last = iso;
  }
  return last;
}

/**
 * A labelled end printed well after every row (more than the year-inference slack: the next
 * statement's date) gives way to another labelled end that holds the rows too and lies nearer their
 * last date: the period end the rows and the statement's own dates agree on.
 */
function nearestEnd(
  chosen: Period,
  candidates: readonly Period[],
  dates: readonly PartialDate[],
  settings: ExtractSettings,
): Period {
  const slack = settings.yearInferenceSlackDays;
  const past = (p: Period): number | null => {
    const last = p.end ? lastRowDate(dates, p.end, slack) : null;
    return last && p.end ? daysBetween(last, p.end) : null;
  };
  const endOnly = (p: Period): boolean => p.start === null && !p.unlabelled;
  const beyond = past(chosen);
  if (chosen.unlabelled && beyond !== null && beyond > slack)
    return nearestAside(
      chosen,
      beyond,
      candidates,
      past,
      (c) => shareInsidePeriod(dates, c, settings) > settings.periodMajorityShare,
    );
  if (!endOnly(chosen) || beyond === null || beyond <= slack) return chosen;
  let best = chosen;
  let bestPast = beyond;
  for (const c of candidates) {
    const after = past(c);
    if (!endOnly(c) || after === null || after < -slack || Math.abs(after) >= bestPast) continue;
    if (shareInsidePeriod(dates, c, settings) <= settings.periodMajorityShare) continue;
    best = c;
    bestPast = Math.abs(after);
  }
  return best;
}

/**
 * A period known only from the latest date printed, whose rows all fall in that date's calendar month:
 * a monthly statement, ending on the month's last day (the warning that no period is printed stays).
 */
function monthEnd(period: Period, dates: readonly PartialDate[]): Period {
  if (!period.unlabelled || !period.end) return period;
  const year = Number(period.end.slice(0, 4));
  const month = Number(period.end.slice(5, 7));
  if (!dates.every((d) => d.month === month && (d.year === null || d.year === year))) return period;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { ...period, end: toIso(year, month, last) };
}
