/**
 * A column of dates away from the line start ("Description | Out | In | Balance | Date"), found from the
 * rows' geometry: a one-word date standing in a cell of its own (a cell gap either side) at the same left
 * edge on many rows with amounts. Dates inside descriptions wander; a column's dates line up.
 */
import { clustersFromFirst } from './clusters.ts';
import { isDateRole } from './columnRoles.ts';
import { dateKey, MAX_DATE_WORDS, parseDate } from './parseDate.ts';
import type { DateOrder, PartialDate } from './parseDate.ts';
import type { ExtractSettings } from './settings.ts';
import type { Column, DateToken, Row } from './types.ts';
import { HEADER_PHRASES, squash } from './vocabulary.ts';

type Placed = { row: Row; token: DateToken };

/** A word shaped as a numeric date with three parts ("1403/02/02", "21.04.2024"), read or not. */
const NUMERIC_DATE_RE = /^\d{1,4}([-/.])\d{1,2}\1\d{1,4}$/;

/**
 * The dates of a row that stand in a cell of their own (a cell gap either side, or an amount just before),
 * past its first word:
 * one word ("05/10/25") or a few words one space apart ("01 Feb 25"), the longest that reads as a date.
 */
function cellDates(row: Row, order: DateOrder, settings: ExtractSettings): DateToken[] {
  const words = row.line.words;
  const gap = settings.cellGapRatio * row.line.height;
  const out: DateToken[] = [];
  const inAmount = new Set<number>();
  for (const t of row.amounts) for (let i = t.firstWord; i <= t.lastWord; i++) inAmount.add(i);
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    // Right after an amount, a date starts a cell of its own whatever the gap: money ends its cell.
    const ownCell =
      w.x0 - words[i - 1]!.x1 >= gap || (inAmount.has(i - 1) && w.x0 > words[i - 1]!.x1);
    if (!/\d/.test(w.text) || inAmount.has(i) || !ownCell) continue;
    let text = '';
    let found: DateToken | null = null;
    for (let last = i; last < Math.min(words.length, i + MAX_DATE_WORDS); last++) {
      if (last > i && (inAmount.has(last) || words[last]!.x0 - words[last - 1]!.x1 >= gap)) break;
      text = last === i ? w.text : `${text} ${words[last]!.text}`;
      const next = words[last + 1];
      // A numeric date beside it, however close, is a cell of its own: the same day printed in another
      // calendar ("2024/04/21 1403/02/02") or a second date column set tight.
      if (next && next.x0 - words[last]!.x1 < gap && !NUMERIC_DATE_RE.test(next.text)) continue;
      const date = parseDate(text, order);
      if (date) found = { x0: w.x0, x1: words[last]!.x1, firstWord: i, lastWord: last, date };
    }
    if (found) {
      out.push(found);
      i = found.lastWord;
    }
  }
  return out;
}

/**
 * The date starting at word `k` of a date column's cell: the word alone or with the next words of its
 * cell ("01 Feb 25"), the longest run that reads as a date; null when none does.
 */
export function dateCellAt(
  row: Row,
  k: number,
  used: ReadonlySet<number>,
  order: DateOrder,
  cellGapRatio: number,
): { date: PartialDate; last: number } | null {
  const words = row.line.words;
  const gap = cellGapRatio * row.line.height;
  let best: { date: PartialDate; last: number } | null = null;
  let text = '';
  for (let last = k; last < Math.min(words.length, k + MAX_DATE_WORDS); last++) {
    if (last > k && (used.has(last) || words[last]!.x0 - words[last - 1]!.x1 >= gap)) break;
    text = last === k ? words[k]!.text : `${text} ${words[last]!.text}`;
    const date = parseDate(text, order);
    if (date) best = { date, last };
  }
  return best;
}

/**
 * The date cell holding word `k`: a cell whose header label stands over its end ("F. Valor" read as
 * "Valor" over "04 JUN 23") starts on words before the one centred under it, so the cell is read from the
 * earliest unused word, a cell gap clear of its neighbours, from which a date reaches `k`.
 */
export function dateCellCovering(
  row: Row,
  k: number,
  used: ReadonlySet<number>,
  order: DateOrder,
  cellGapRatio: number,
): { date: PartialDate; last: number; first: number } | null {
  const words = row.line.words;
  const gap = cellGapRatio * row.line.height;
  let start = k;
  while (
    start > 0 &&
    k - start < MAX_DATE_WORDS - 1 &&
    !used.has(start - 1) &&
    words[start]!.x0 - words[start - 1]!.x1 < gap
  )
    start--;
  for (let j = start; j < k; j++) {
    const cell = dateCellAt(row, j, used, order, cellGapRatio);
    if (cell && cell.last >= k) return { ...cell, first: j };
  }
  const own = dateCellAt(row, k, used, order, cellGapRatio);
  return own && { ...own, first: k };
}

/**
 * How often a listing's dates turn against its order: the fewer of its steps down and its steps up
 * (so an oldest-first and a newest-first listing both count their breaks). Dates without a year compare
 * by month and day.
 */
export function orderBreaks(dates: readonly PartialDate[]): number {
  let down = 0;
  let up = 0;
  for (let i = 1; i < dates.length; i++) {
    const a = dates[i - 1]!;
    const b = dates[i]!;
    const years = a.year !== null && b.year !== null ? b.year - a.year : 0;
    const step = years || b.month - a.month || b.day - a.day;
    if (step < 0) down++;
    else if (step > 0) up++;
  }
  return Math.min(down, up);
}

/** A column of dates found in the rows: its rows with their dates there, and its band. */
type DateColumnFound = { placed: Placed[]; rows: number; x0: number; x1: number };

/**
 * The rows with amounts whose dates stand in one column away from the line start, each with that date as
 * its date token, and the bands of the other date columns as many rows use (value dates); no rows when no
 * column of dates is shared by at least `inferredMinRows` rows and by the share of the rows with amounts
 * an inferred column needs.
 * Where two date columns date the same number of rows, the transaction date is the one the rows are
 * listed by: its dates turn against the listing's order least often (a value date can fall before the
 * day above it).
 */
export function datedByColumn(
  rows: readonly Row[],
  order: DateOrder,
  settings: ExtractSettings,
): { dated: Row[]; others: { x0: number; x1: number }[]; undecided?: true } {
  const candidates = rows.filter((r) => r.amounts.length > 0);
  const placed: Placed[] = [];
  for (const row of candidates)
    for (const token of cellDates(row, order, settings)) placed.push({ row, token });
  const needed = Math.max(
    settings.inferredMinRows,
    settings.inferredColumnMinShare * candidates.length,
  );
  const columns: DateColumnFound[] = [];
  for (const cluster of clustersFromFirst(
    placed,
    (p) => p.token.x0,
    (p) => settings.inferredCellToleranceRatio * p.row.line.height,
  )) {
    const distinct = new Set(cluster.map((p) => p.row)).size;
    if (distinct < needed) continue;
    let x0 = Infinity;
    let x1 = -Infinity;
    for (const p of cluster) {
      x0 = Math.min(x0, p.token.x0);
      x1 = Math.max(x1, p.token.x1);
    }
    columns.push({ placed: cluster, rows: distinct, x0, x1 });
  }
  if (columns.length === 0) return { dated: [], others: [] };
  // The column the most rows share; among columns sharing as many, the one in the listing's order.
  const most = Math.max(...columns.map((c) => c.rows));
  // Of those, a column titled as a value or posting date on the line above the rows is none (while
  // another is left).
  const sharing = columns.filter((c) => c.rows === most);
  const titled = sharing.length > 1 ? titledOtherDates(rows, sharing) : [];
  const choice =
    titled.length < sharing.length ? sharing.filter((c) => !titled.includes(c)) : sharing;
  let best: { column: DateColumnFound; tokenOf: Map<Row, DateToken>; breaks: number } | null = null;
  for (const column of choice) {
    const tokenOf = tokenByRow(column.placed);
    const breaks = orderBreaks(candidates.flatMap((r) => tokenOf.get(r)?.date ?? []));
    if (!best || breaks < best.breaks) best = { column, tokenOf, breaks };
  }
  const { column: chosen, tokenOf } = best!;
  const apart = columns.filter((c) => c !== chosen && (c.x1 < chosen.x0 || c.x0 > chosen.x1));
  const others = apart.map(({ x0, x1 }) => ({ x0, x1 }));
  // Another column as many rows use, as much in the listing's order, printing other dates: nothing
  // here tells which is the transaction date.
  const undecided = apart.some((c) => {
    if (!choice.includes(c)) return false;
    const theirs = tokenByRow(c.placed);
    const breaks = orderBreaks(candidates.flatMap((r) => theirs.get(r)?.date ?? []));
    return breaks === best!.breaks && candidates.some((r) => differ(tokenOf.get(r), theirs.get(r)));
  });
  return { dated: datedRows(candidates, tokenOf), others, ...(undecided ? { undecided } : {}) };
}

/** How many undated lines of figures (balances brought forward) may stand between a header and its rows. */
const MAX_LINES_UNDER_HEADER = 2;

/**
 * The date columns whose title, on the header line just above the first row they date (one the
 * vocabulary does not read whole: "Tgl valuta" over one column, an unknown word over the other), names
 * a value or a posting date and no transaction date: no transaction-date column.
 */
function titledOtherDates(
  rows: readonly Row[],
  columns: readonly DateColumnFound[],
): DateColumnFound[] {
  const dated = new Set(columns.flatMap((c) => c.placed.map((p) => p.row)));
  const first = rows.findIndex((r) => dated.has(r));
  // A balance brought forward may stand between the header and the first row: an undated line of figures.
  let above = first - 1;
  while (
    above > 0 &&
    first - above <= MAX_LINES_UNDER_HEADER &&
    rows[above]!.dates.length === 0 &&
    rows[above]!.amounts.length > 0
  )
    above--;
  const header = rows[above];
  if (!header || header.line.page !== rows[first]!.line.page) return [];
  if (header.dates.length > 0 || header.amounts.length > 0) return [];
  return columns.filter((c) => {
    const words = header.line.words
      .filter((w) => w.x0 < c.x1 && w.x1 > c.x0)
      .map((w) => squash(w.text));
    const roles = new Set<string>();
    for (let i = 0; i < words.length; i++)
      for (let j = i; j < words.length; j++) {
        const role = HEADER_PHRASES[words.slice(i, j + 1).join('')];
        if (role) roles.add(role);
      }
    return !roles.has('date') && (roles.has('valueDate') || roles.has('postDate'));
  });
}

/** Whether two columns print different dates on a row that prints both. */
function differ(a: DateToken | undefined, b: DateToken | undefined): boolean {
  return !!a && !!b && dateKey(a.date) !== dateKey(b.date);
}

/** Each row's date in a column: a row with two dates in the band keeps the leftmost. */
function tokenByRow(placed: readonly Placed[]): Map<Row, DateToken> {
  const tokenOf = new Map<Row, DateToken>();
  for (const p of placed) {
    const had = tokenOf.get(p.row);
    if (!had || p.token.x0 < had.x0) tokenOf.set(p.row, p.token);
  }
  return tokenOf;
}

/** The rows a column dates, in their own order, each with that date as its only date token. */
function datedRows(candidates: readonly Row[], tokenOf: Map<Row, DateToken>): Row[] {
  const dated = candidates.flatMap((r) => {
    const token = tokenOf.get(r);
    return token ? [{ ...r, dates: [token] }] : [];
  });
  // The table's money stands on one side of its date column, the side holding most amounts; figures on
  // the other side (a reference number after the date) are no money of the table.
  let before = 0;
  let after = 0;
  for (const r of dated)
    for (const a of r.amounts) {
      if (a.x1 <= r.dates[0]!.x0) before++;
      else if (a.x0 >= r.dates[0]!.x1) after++;
    }
  return dated.map((r) => ({
    ...r,
    amounts: r.amounts.filter((a) =>
      before >= after ? a.x1 <= r.dates[0]!.x0 : a.x0 >= r.dates[0]!.x1,
    ),
  }));
}

/** How many lines under a header are read for the dates its first cell holds (a search bound). */
const HEADER_LOOKAHEAD_LINES = 10;

/**
 * A header naming no transaction-date column (only value dates, or none it knows) whose first cell, at
 * the line start, is a title the vocabulary does not know: a date column when the lines below start
 * with a date under that cell, on most of them that print a date elsewhere than under a named date
 * column, and at least `inferredMinRows`.
 */
export function leadingDateCell(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): { x0: number; x1: number; label: string } | null {
  const header = rows[index]!;
  if (columns.some((c) => c.role === 'date')) return null;
  const words = header.line.words;
  const first = words[0];
  if (!first || columns.some((c) => c.x0 <= first.x1)) return null;
  // The cell: the first word and the words one phrase gap after it.
  const gap = settings.headerPhraseGapRatio * header.line.height;
  let last = 0;
  while (words[last + 1] && words[last + 1]!.x0 - words[last]!.x1 <= gap) last++;
  const cell = { x0: first.x0, x1: words[last]!.x1 };
  if (columns.some((c) => c.x0 < cell.x1)) return null;
  let lead = 0;
  let dated = 0;
  for (let k = index + 1; k < rows.length && k <= index + HEADER_LOOKAHEAD_LINES; k++) {
    const r = rows[k]!;
    if (r.line.page !== header.line.page) break;
    // A line printing no date says nothing of the column (a row whose date is printed once per day).
    const d = r.dates[0];
    if (!d) continue;
    // Nor does one whose first date stands under a date column the header names (the value date beside
    // the day's date, printed only on the day's first row).
    if (columns.some((c) => isDateRole(c.role) && d.x0 < c.x1 && d.x1 > c.x0)) continue;
    lead++;
    if (d.firstWord === 0 && d.x0 < cell.x1 && d.x1 > cell.x0) dated++;
  }
  if (dated < settings.inferredMinRows || dated * 2 <= lead) return null;
  const label = words
    .slice(0, last + 1)
    .map((w) => w.text)
    .join(' ');
  return { ...cell, label };
}
