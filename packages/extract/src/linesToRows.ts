/** Stage: lines -> tokenized rows (candidate dates at the line start, amounts anywhere, the rest as text). */
import { isAmountFragment, MINUS_CHARS, parseAmount } from './parseAmount.ts';
import { MAX_DATE_WORDS, monthFromName, parseDate } from './parseDate.ts';
import type { DateOrder } from './parseDate.ts';
import { cellDashes } from './cellDashes.ts';
import { overlaps } from './moneyClusters.ts';
import type { ExtractSettings } from './settings.ts';
import type { AmountToken, DateToken, Line, Row } from './types.ts';
import { squash } from './vocabulary.ts';

/** How many leading words may hold a date (a check number or type code can come first). */
const DATE_SEARCH_WORDS = 4;
/** An amount spans at most this many words (`- $ 1 234,56 CR`). */
const MAX_AMOUNT_WORDS = 4;

function findDates(line: Line, order: DateOrder): DateToken[] {
  const out: DateToken[] = [];
  const words = line.words;
  let i = 0;
  while (i < Math.min(words.length, DATE_SEARCH_WORDS + out.length * MAX_DATE_WORDS)) {
    let found: DateToken | null = null;
    // A date starts with a digit or a month name.
    const head = words[i]!.text;
    const startsLikeDate = /^\d/.test(head) || monthFromName(head.replace(/[,.]$/, '')) !== null;
    for (let n = startsLikeDate ? Math.min(MAX_DATE_WORDS, words.length - i) : 0; n >= 1; n--) {
      let text = words[i]!.text;
      for (let k = i + 1; k < i + n; k++) text += ` ${words[k]!.text}`;
      if (!/\d/.test(text)) continue;
      // "23 Dec 24 Dec": a two-digit "year" followed by a month name is the next date's day.
      if (
        n === MAX_DATE_WORDS &&
        /^\d{2}$/.test(words[i + n - 1]!.text) &&
        words[i + n] &&
        monthFromName(words[i + n]!.text) !== null
      ) {
        continue;
      }
      const date = parseDate(text, order);
      if (date) {
        found = {
          x0: words[i]!.x0,
          x1: words[i + n - 1]!.x1,
          firstWord: i,
          lastWord: i + n - 1,
          date,
        };
        break;
      }
    }
    if (found) {
      out.push(found);
      i = found.lastWord + 1;
    } else if (out.length > 0) {
      // A second date column sits right after the first; anything later is description text.
      break;
    } else if (parseAmount(head)) {
      // A leading date comes before the money: a date after an amount is in a column further right.
      break;
    } else {
      i++;
    }
  }
  return out;
}

/** A word an amount may start with that holds no digit: a minus sign (any of them), a bracket, a plus or a currency. */
const AMOUNT_START_RE = new RegExp(`^[${MINUS_CHARS}($£€+]|^(US\\$|USD|GBP|EUR)$`);

function findAmounts(
  line: Line,
  settings: ExtractSettings,
  skipUntil: number,
  cells: ReadonlySet<number>,
): AmountToken[] {
  const out: AmountToken[] = [];
  const words = line.words;
  const maxGap = settings.cellGapRatio * line.height;
  let i = skipUntil;
  while (i < words.length) {
    if (cells.has(i) || (!/\d/.test(words[i]!.text) && !AMOUNT_START_RE.test(words[i]!.text))) {
      i++;
      continue;
    }
    let best: AmountToken | null = null;
    let joined = words[i]!.text;
    let squashedJoin: string | null = words[i]!.text;
    for (let n = 1; n <= MAX_AMOUNT_WORDS && i + n - 1 < words.length; n++) {
      if (n > 1) {
        const prev = words[i + n - 2]!;
        const next = words[i + n - 1]!;
        if (next.x0 - prev.x1 > maxGap) break;
        if (cells.has(i + n - 1) || !isAmountFragment(next.text)) break;
        const kerning = next.x0 - prev.x1 <= settings.amountFragmentGapRatio * line.height;
        // A complete amount is glued to a following number only across a kerning-sized gap
        // (`1,31 5.61` is one amount split by the PDF); wider, it is the next column's amount.
        if (best && /\d/.test(next.text) && !kerning) break;
        joined += ` ${next.text}`;
        // Digits run together across a kerning-sized gap only: across a wider one, the words are one
        // number only as a spaced number reads ("12 108,26"), never "550 12 108,26" as 55012108,26
        // (a whole amount, then a balance printed with thousands spaces).
        squashedJoin = kerning && squashedJoin !== null ? squashedJoin + next.text : null;
      }
      const parsed = parseAmount(joined) ?? (squashedJoin ? parseAmount(squashedJoin) : null);
      if (parsed) {
        best = {
          x0: words[i]!.x0,
          x1: words[i + n - 1]!.x1,
          firstWord: i,
          lastWord: i + n - 1,
          amount: parsed,
        };
      }
    }
    if (best) {
      best = withMark(best, line, settings);
      out.push(best);
      i = best.lastWord + 1;
    } else {
      i++;
    }
  }
  return out;
}

/**
 * A line's amounts, and, with `loose`, the numbers with 0 to 2 decimals printed each in a cell of its own
 * at the line's end ("BIAYA ADM   5   12.873.783"): the candidates for money columns read from geometry.
 * A number close after a word ("PLN 237510722") is description text, and so is everything before it.
 */
export function endAmounts(row: Row, settings: ExtractSettings, loose: boolean): AmountToken[] {
  if (!loose) return row.amounts;
  const words = row.line.words;
  const inAmount = new Map<number, AmountToken>();
  for (const a of row.amounts) for (let i = a.firstWord; i <= a.lastWord; i++) inAmount.set(i, a);
  const firstFree = row.dates.length > 0 ? row.dates[row.dates.length - 1]!.lastWord + 1 : 0;
  const cellGap = settings.cellGapRatio * row.line.height;
  const numbers: AmountToken[] = [];
  for (let i = words.length - 1; i >= firstFree; i--) {
    const token = inAmount.get(i);
    if (token) {
      i = token.firstWord;
      continue;
    }
    const found = looseNumberEndingAt(row, i, firstFree, settings, (k) => inAmount.has(k));
    const prev = found ? words[found.firstWord - 1] : undefined;
    if (
      !found ||
      (prev &&
        words[found.firstWord]!.x0 - prev.x1 <= cellGap &&
        !inAmount.has(found.firstWord - 1))
    )
      break;
    numbers.push(found);
    i = found.firstWord;
  }
  return [...row.amounts, ...numbers].sort((a, b) => a.x0 - b.x0);
}

/** A CR/DR indicator printed in its own narrow column still belongs to the amount before it. */
export function withMark(token: AmountToken, line: Line, settings: ExtractSettings): AmountToken {
  const after = line.words[token.lastWord + 1];
  if (
    !after ||
    token.amount.marker !== null ||
    !/^(?:CR|DR|Cr|Dr)$/.test(after.text) ||
    after.x0 - token.x1 > settings.markerGapRatio * line.height
  )
    return token;
  return {
    ...token,
    x1: after.x1,
    lastWord: token.lastWord + 1,
    amount: { ...token.amount, marker: after.text.toUpperCase() === 'CR' ? 'CR' : 'DR' },
  };
}

/** A group of three digits (and what follows it) after a thousands space. */
const THOUSANDS_GROUP_RE = /^\d{3}(?!\d)/;

/**
 * Whether the gap between two words of a number is a thousands space: within `maxGap` (a share of the
 * font size), or, before a group of three digits, within `thousandsGapDigitRatio` of that group's own
 * digit advance (a space is never wider than a digit; letter spacing and horizontal scaling widen both).
 */
export function thousandsGap(
  prev: { x1: number },
  next: { text: string; x0: number; x1: number },
  maxGap: number,
  settings: ExtractSettings,
): boolean {
  const gap = next.x0 - prev.x1;
  if (gap <= maxGap + POSITION_EPSILON) return true;
  if (!THOUSANDS_GROUP_RE.test(next.text)) return false;
  const advance = (next.x1 - next.x0) / [...next.text].length;
  return gap <= settings.thousandsGapDigitRatio * advance + POSITION_EPSILON;
}

/**
 * Whether a number is only the head of a thousands-spaced one ("4" of "4 270 000": a group of three
 * digits goes on a thousands space after it) standing beside the money columns, over none of them: the
 * number reaches on past them, so the head is none of their figures.
 */
export function headBeside(
  row: Row,
  token: { x0: number; x1: number; lastWord: number },
  columns: readonly { x0: number; x1: number }[],
  settings: ExtractSettings,
): boolean {
  if (columns.some((c) => overlaps(token, c))) return false;
  const words = row.line.words;
  const next = words[token.lastWord + 1];
  if (!next || !THOUSANDS_GROUP_RE.test(next.text)) return false;
  const maxGap = settings.amountFragmentGapRatio * row.line.height;
  return thousandsGap(words[token.lastWord]!, next, maxGap, settings);
}

/**
 * The number with 0 to 2 decimals that ends at word `last`: one word, or the longest run of words a
 * thousands space splits ("16 446", "485 123 HUF"), never reaching before `from` or into `taken` words;
 * with the CR/DR mark printed just after it.
 */
export function looseNumberEndingAt(
  row: Row,
  last: number,
  from: number,
  settings: ExtractSettings,
  taken: (k: number) => boolean,
): AmountToken | null {
  const words = row.line.words;
  const maxGap = settings.amountFragmentGapRatio * row.line.height;
  let best: AmountToken | null = null;
  let text = '';
  for (let first = last; first >= Math.max(from, last - MAX_AMOUNT_WORDS + 1); first--) {
    if (taken(first)) break;
    // Rounded positions: a monospace font's space is exactly the fragment gap.
    if (first < last && !thousandsGap(words[first]!, words[first + 1]!, maxGap, settings)) break;
    text = first === last ? words[first]!.text : `${words[first]!.text} ${text}`;
    const amount = parseAmount(text, { inMoneyColumn: true });
    if (amount)
      best = {
        x0: words[first]!.x0,
        x1: words[last]!.x1,
        firstWord: first,
        lastWord: last,
        amount,
      };
  }
  // "47,2 Dr": the mark printed after a figure is the figure's, as after any amount, when it ends its
  // cell; "53,145 CR SO Listrik" with words a space after the mark starts the description with it.
  if (!best) return null;
  const after = words[best.lastWord + 2];
  const mark = words[best.lastWord + 1];
  if (mark && after && after.x0 - mark.x1 < settings.cellGapRatio * row.line.height) return best;
  return withMark(best, row.line, settings);
}

/** Positions are sums of rounded glyph widths: gaps this close to a bound are on it. */
export const POSITION_EPSILON = 1e-6;

/**
 * Tokenizes one line; `cells` are words that stand in a cell of their own (a dash marking a cell unused,
 * see cellDashes.ts) and join no amount.
 */
export function lineToRow(
  line: Line,
  order: DateOrder,
  settings: ExtractSettings,
  cells: ReadonlySet<number> = new Set(),
): Row {
  const dates = findDates(line, order);
  // Amounts are searched after the last leading date so that `12.03.` is never read as money.
  const skip = dates.length > 0 ? dates[dates.length - 1]!.lastWord + 1 : 0;
  return { line, dates, amounts: findAmounts(line, settings, skip, cells) };
}

/** The indices of the words a row's dates and amounts are read from. */
export function tokenWords(row: Row): Set<number> {
  const taken = new Set<number>();
  for (const t of [...row.dates, ...row.amounts])
    for (let i = t.firstWord; i <= t.lastWord; i++) taken.add(i);
  return taken;
}

/** The squashed text of a row, computed once. */
export function rowKey(row: Row): string {
  row.key ??= squash(row.line.text);
  return row.key;
}

/**
 * Tokenizes every line, in order; a line whose amount took a dash that marks a cell unused (as a dash
 * standing alone at that place on another line of its page does) is read again without it.
 */
export function linesToRows(lines: Line[], order: DateOrder, settings: ExtractSettings): Row[] {
  const rows = lines.map((l) => lineToRow(l, order, settings));
  const cells = cellDashes(rows, settings);
  return rows.map((r) => {
    const own = cells.get(r);
    return own ? lineToRow(r.line, order, settings, own) : r;
  });
}

/** A numeric date in any separator: `25/03/2024`, `25-03-24`, `25.03.2024`, `25.03.`, `03/25`. */
const NUMERIC_DATE_RE = /^(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{4}|\d{2}))?(\.?)$/;
/** Punctuation around a date word ("(25.03.2024)", "25-03-2024,"). */
const DATE_WRAPPING_RE = /^[(["']+|[)\]"',;:]+$/g;
/** A range printed as one word ("02/09/24-03/08/24", "01.03.2024–31.03.2024") splits at its dash. */
const RANGE_SPLIT_RE = /[–—]|(?<=\d)-(?=\d{1,2}[/.]\d)/;
/** Any dash RANGE_SPLIT_RE may split at. */
const DASH_RE = /[–—-]/;

type OrderTally = { mdy: number; dmy: number };
/** A numeric date with its year, both of whose parts could be the month. */
type DatedReading = { a: number; b: number; year: number; dotted: boolean };

/** A numeric date as printed: first part, second part, year (or null), and whether dots make it day-first. */
type NumericDate = { a: number; b: number; year: number | null; dotted: boolean };

/** The numeric dates printed in a word. */
function numericDates(word: string): NumericDate[] {
  const out: NumericDate[] = [];
  // Most words print no dash: one piece, without splitting (the split of a word without one is itself).
  if (!DASH_RE.test(word)) readNumericDate(word, out);
  else for (const piece of word.split(RANGE_SPLIT_RE)) readNumericDate(piece, out);
  return out;
}

/** Adds the numeric date `piece` prints, if any, to `out`. */
function readNumericDate(piece: string, out: NumericDate[]): void {
  const m = NUMERIC_DATE_RE.exec(piece.replace(DATE_WRAPPING_RE, ''));
  if (!m) return;
  const [, a = '', sep, b = '', y, finalDot] = m;
  // Without a year, "12-15" is a range and "13.05" an amount; a day-first "13.05." keeps its final dot.
  if (!y && (sep === '-' || (sep === '.' && !finalDot))) return;
  const year = y ? (y.length === 2 ? 2000 + Number(y) : Number(y)) : null;
  out.push({ a: Number(a), b: Number(b), year, dotted: sep === '.' });
}

function dayNumber(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const t = Date.UTC(year, month - 1, day);
  // Date.UTC rolls "31 February" over into March: such a reading is impossible.
  return new Date(t).getUTCDate() === day ? t / 86_400_000 : null;
}

/** The spread in days of dated readings, or null when one of them is impossible in that order. */
function spanDays(dates: DatedReading[], dayFirst: boolean): number | null {
  let min = Infinity;
  let max = -Infinity;
  for (const d of dates) {
    // The engine reads dotted dates day-first whatever the order (parseDate).
    const n = dayFirst || d.dotted ? dayNumber(d.year, d.b, d.a) : dayNumber(d.year, d.a, d.b);
    if (n === null) return null;
    min = Math.min(min, n);
    max = Math.max(max, n);
  }
  return max - min;
}

/**
 * Reads month-first or day-first for numeric dates from every numeric date printed, whatever its separator:
 * a part above 12 decides. Dates printed with a year decide first, since year-less ones often sit inside
 * descriptions in another convention (a card's "07/13" purchase date). When no part is above 12, the order
 * that keeps the dated days within one statement's span (`settings.maxStatementSpanDays`) wins.
 */
export function detectDateOrder(
  lines: Line[],
  fallback: DateOrder,
  settings: ExtractSettings,
): DateOrder {
  const full: OrderTally = { mdy: 0, dmy: 0 };
  const short: OrderTally = { mdy: 0, dmy: 0 };
  const dated = new Map<string, DatedReading>();
  for (const line of lines) {
    // Any numeric date on the page counts ("Periodo del 16.12.2023 al 15.01.2024" as well as rows).
    for (const w of line.words) {
      if (!/\d[/.-]\d/.test(w.text)) continue;
      for (const { a, b, year, dotted } of numericDates(w.text)) {
        if (a > 31 || b > 31 || a < 1 || b < 1) continue;
        const tally = year === null ? short : full;
        if (a > 12 && b <= 12) tally.dmy++;
        else if (b > 12 && a <= 12) tally.mdy++;
        else if (year !== null && a <= 12 && b <= 12)
          dated.set(`${a}/${b}/${year}/${dotted}`, { a, b, year, dotted });
      }
    }
  }
  for (const tally of [full, short]) {
    if (tally.mdy > tally.dmy) return 'MDY';
    if (tally.dmy > tally.mdy) return 'DMY';
  }
  if (dated.size >= settings.minSpanDates) {
    const dates = [...dated.values()];
    const fits = (span: number | null): boolean =>
      span !== null && span <= settings.maxStatementSpanDays;
    const mdy = fits(spanDays(dates, false));
    const dmy = fits(spanDays(dates, true));
    if (mdy && !dmy) return 'MDY';
    if (dmy && !mdy) return 'DMY';
  }
  return fallback;
}
