/**
 * Header titles the vocabulary does not know (or misreads), completed from the rows below them: the
 * description (an unknown cell the rows' text starts under), a date column right of the money (an
 * unknown cell over dates), and a money word in a date title over a column of dates. The rows' own
 * dates and text decide, not the titles' words. Money titles: moneyCells.ts.
 */
import { isAmountRole, isDateRole, isTxnRole } from './columnRoles.ts';
import {
  dateWordsUnder,
  FIGURE_RE,
  figureUnderMoney,
  isLeadLine,
  leadLines,
  linesBelow,
  TEXT_RE,
  unknownTitles,
} from './headerCells.ts';
import { orderBreaks } from './dateColumn.ts';
import { dateKey, parseDate } from './parseDate.ts';
import type { PartialDate } from './parseDate.ts';
import type { ExtractSettings } from './settings.ts';
import type { Column, Row } from './types.ts';

/**
 * The description column of a header whose description title the vocabulary does not know: of the
 * header's unknown cells, the one whose left edge the lead lines below (same page) start text at, a
 * run of two words or more, on at least half of them (a column of one-word codes is no description).
 * Null where the header names its description, or no cell holds such text.
 */
export function descriptionCell(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column | null {
  if (columns.length === 0 || columns.some((c) => c.role === 'description')) return null;
  const cells = unknownTitles(rows, index, columns, settings);
  if (cells.length === 0) return null;
  const texts = cells.map(() => 0);
  let leads = 0;
  for (const r of linesBelow(rows, index)) {
    if (!isLeadLine(r, columns)) continue;
    leads++;
    const words = r.line.words;
    const gap = settings.cellGapRatio * r.line.height;
    cells.forEach((cell, c) => {
      // Text starting at the cell's left edge (left-aligned under its title), a word running on after it.
      const i = words.findIndex(
        (w) =>
          Math.abs(w.x0 - cell.x0) <= settings.tokenColumnEdgeTolerancePt && TEXT_RE.test(w.text),
      );
      const prev = words[i - 1];
      const next = words[i + 1];
      // A word close after other text continues it; close after a figure (an amount printed one space
      // before the description) it still starts the cell.
      if (i < 0 || (prev && !FIGURE_RE.test(prev.text) && words[i]!.x0 - prev.x1 < gap)) return;
      if (next && next.x0 - words[i]!.x1 < gap) texts[c]!++;
    });
  }
  let best = -1;
  for (let c = 0; c < cells.length; c++)
    if (texts[c]! * 2 >= leads && texts[c]! > 0 && (best < 0 || texts[c]! > texts[best]!)) best = c;
  if (best < 0 || leads < settings.tokenColumnMinRows) return null;
  const cell = cells[best]!;
  return { role: 'description', x0: cell.x0, x1: cell.x1, label: cell.label };
}

/**
 * A money title over a column of dates ("Post Amount": a date title and a word the vocabulary also
 * reads as money): where the lead lines below (same page) print dates under it on at least
 * `tokenColumnMinRows` of them (one, where another money title stands in the header: value dates are
 * printed only where they differ) and never another figure (up to the table's last lead line), it names
 * a date column. Joined to the date
 * title just before it (one phrase), it is the value date where the header has another date title
 * anywhere; alone, it is a value-date column after another date column; else the date column. The
 * columns unchanged otherwise.
 */
/**
 * Whether at least `minRows` lines print a date under `cell` (anywhere on the line, not only at its start:
 * "Data valor" printed last) and no line prints a figure there outside a date. The first such figure
 * decides, so a column of money costs one date reading, not one per line.
 */
function onlyDatesUnder(
  table: readonly Row[],
  cell: { x0: number; x1: number },
  minRows: number,
): boolean {
  let dates = 0;
  for (const r of table) {
    const inRowDate = (i: number) => r.dates.some((d) => i >= d.firstWord && i <= d.lastWord);
    const digits: number[] = [];
    r.line.words.forEach((w, i) => {
      if (w.x1 > cell.x0 && w.x0 < cell.x1 && /\d/.test(w.text) && !inRowDate(i)) digits.push(i);
    });
    // Only a line with digits under the cell outside its own dates needs the date the cell may hold.
    if (digits.length === 0 && !r.line.words.some((w) => w.x1 > cell.x0)) continue;
    const under = dateWordsUnder(r, cell);
    if (under) dates++;
    if (digits.some((i) => under === null || i < under.first || i > under.last)) return false;
  }
  return dates >= minRows;
}

export function datesUnderMoneyTitle(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column[] {
  const header = rows[index]!;
  const h = header.line.height;
  let out = columns.slice().sort((a, b) => a.x0 - b.x0);
  const below = linesBelow(rows, index);
  // The table ends at its last line printing a date or money: a figure after it (the "1" of "Page 1
  // of 3" under the title) is the page's furniture, no figure of the column.
  const last = leadLines(rows, index, columns, below).at(-1);
  const table = last ? below.slice(0, below.indexOf(last) + 1) : below;
  for (const money of columns) {
    if (!isTxnRole(money.role)) continue;
    // Value dates are printed only where they differ from the booking date, so a few rows may be all
    // the column shows: beside another money title, one date under it and no other figure decide.
    const otherMoney = columns.some((c) => c !== money && isTxnRole(c.role));
    if (!onlyDatesUnder(table, money, otherMoney ? 1 : settings.tokenColumnMinRows)) continue;
    const at = out.indexOf(money);
    const before = out[at - 1];
    const joined =
      before &&
      isDateRole(before.role) &&
      money.x0 - before.x1 <= settings.headerPhraseGapRatio * h;
    const first = joined ? before : money;
    // Joined, the date is named by its value ("Data valor"): the value date wherever another date
    // title stands (before it, or last after the money); alone, after another date title, or wherever
    // a title names the transaction date: a money word names that date less than a date title does.
    const other = out.some((c) => c !== first && isDateRole(c.role));
    const earlier = out.slice(0, out.indexOf(first)).some((c) => isDateRole(c.role));
    const named = out.some((c) => c !== first && c.role === 'date');
    const merged: Column = {
      role: (joined ? other : earlier || named) ? 'valueDate' : 'date',
      x0: first.x0,
      x1: money.x1,
      label: joined ? `${before.label} ${money.label}` : money.label,
    };
    out = out.filter((c) => c !== money && c !== first);
    out.push(merged);
    out.sort((a, b) => a.x0 - b.x0);
  }
  return out;
}

/**
 * A header naming no transaction-date column whose unknown title further along the line (after the
 * text or the money: "Entered" right of the balance) stands over a column of dates: the date column,
 * when the lines below print a date in that cell on most of those that hold a date or money, and on
 * at least `inferredMinRows`.
 */
export function trailingDateCell(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column | null {
  if (columns.some((c) => c.role === 'date') || !columns.some((c) => isAmountRole(c.role)))
    return null;
  const header = rows[index]!;
  const h = header.line.height;
  const cells = unknownTitles(rows, index, columns, settings);
  for (const cell of cells) {
    let leads = 0;
    let dated = 0;
    // Where the dates start: a title printed close to the one before it ("Run bal. Entered") is
    // one cell of the header, but the dates stand under its last words only.
    let from = Infinity;
    // Where they end: dates wider than a short title ("Le" over "31-juil.-24") reach past it, up to
    // the next column.
    let to = -Infinity;
    for (const r of linesBelow(rows, index)) {
      if (!isLeadLine(r, columns)) continue;
      leads++;
      const at = dateWordsUnder(r, cell);
      if (at === null) continue;
      dated++;
      from = Math.min(from, r.line.words[at.first]!.x0);
      to = Math.max(to, r.line.words[at.last]!.x1);
    }
    if (dated < settings.inferredMinRows || dated * 2 <= leads) continue;
    const x0 = Math.max(cell.x0, from);
    const title = header.line.words.filter((w) => w.x0 >= x0 - h && w.x1 <= cell.x1);
    if (title.length === 0) continue;
    const next = Math.min(...columns.filter((c) => c.x0 > cell.x1).map((c) => c.x0));
    return {
      role: 'date',
      x0: title[0]!.x0,
      x1: Math.max(cell.x1, Math.min(to, next - h)),
      label: title.map((w) => w.text).join(' '),
    };
  }
  return null;
}

/**
 * Value-date columns of a header that names the date its rows are listed by (the transaction or the
 * posting date): each unknown title under which at least `inferredMinRows` lead lines below print a
 * date and none prints anything else (a value date may be printed on some rows only, where it differs
 * from the date the rows are listed by).
 */
export function valueDateCells(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column[] {
  if (!columns.some((c) => c.role === 'date' || c.role === 'postDate')) return [];
  const out: Column[] = [];
  for (const cell of unknownTitles(rows, index, columns, settings)) {
    let dated = 0;
    let clean = true;
    for (const r of linesBelow(rows, index)) {
      if (!isLeadLine(r, columns)) continue;
      const found = dateWordsUnder(r, cell);
      // A date under a known date column reaching into the cell is that column's ("Data mov.").
      const at =
        found &&
        !columns.some(
          (c) =>
            isDateRole(c.role) &&
            r.line.words[found.first]!.x0 < c.x1 &&
            r.line.words[found.last]!.x1 > c.x0,
        )
          ? found
          : null;
      if (at) dated++;
      if (
        r.line.words.some(
          (w, i) => w.x1 > cell.x0 && w.x0 < cell.x1 && !(at && i >= at.first && i <= at.last),
        )
      )
        clean = false;
    }
    if (clean && dated >= settings.inferredMinRows)
      out.push({ role: 'valueDate', x0: cell.x0, x1: cell.x1, label: cell.label });
  }
  return out;
}

/**
 * Several transaction-date columns whose titles do not say which is which, with no money column
 * between them (columns sorted by x; not for side-by-side groups): the leftmost is the transaction
 * date and the others value dates, so a row that leaves the first empty (the date printed once per
 * day) keeps the day's date rather than taking its value date. Dates with money between them (daily
 * balances printed Date Amount Date Amount) keep their role.
 */
export function settleDateColumns(columns: Column[]): Column[] {
  const first = columns.find((c) => c.role === 'date');
  if (!first) return columns;
  return columns.map((c) =>
    c.role === 'date' &&
    c !== first &&
    !columns.some((m) => isAmountRole(m.role) && m.x0 > first.x1 && m.x1 < c.x0)
      ? { ...c, role: 'valueDate' }
      : c,
  );
}

/**
 * A transaction-date column left empty on some rows is read as the date printed once per day, each
 * empty row taking the date above: such dates follow the listing's order, and each printed date starts
 * a new day (the same date printed again on the next dated line is no new day). Where the sparse column
 * fails that and another date column passes it (printed on every dated line that prints money and in
 * the listing's order, or itself a date printed once per day), that column is the transaction date and
 * the sparse one a value date (in every order of day and month the dates all read in). Columns unchanged
 * otherwise.
 */
export function listedByDate(rows: readonly Row[], index: number, columns: Column[]): Column[] {
  const main = columns.find((c) => c.role === 'date');
  if (!main) return columns;
  // Lines with money (or a figure under a money column: whole amounts read as money later).
  const lines = linesBelow(rows, index).filter(
    (r) => r.amounts.length > 0 || figureUnderMoney(r, columns),
  );
  const mainDates = lines.map((r) => dateText(r, main));
  for (const other of columns.filter((c) => c.role === 'postDate' || c.role === 'valueDate')) {
    // Lines with money and a date in either column (not a carried-forward line).
    const pairs = lines
      .map((r, k) => [mainDates[k]!, dateText(r, other)] as const)
      .filter(([own, theirs]) => own !== null || theirs !== null);
    if (pairs.every(([own]) => own !== null)) continue;
    const dense = pairs.every(([, theirs]) => theirs !== null);
    const verdicts = (['DMY', 'MDY'] as const).flatMap((order) => {
      const read = pairs.map((p) => p.map((t) => (t === null ? null : parseDate(t, order))));
      if (read.some((d, k) => d.some((x, c) => pairs[k]![c] !== null && !x))) return [];
      const onceADay = (c: number) =>
        orderBreaks(carriedDates(read.map((d) => d[c]!))) === 0 &&
        !reprinted(pairs.map((p) => p[c]!));
      const otherListed = dense ? orderBreaks(read.map((d) => d[1]!)) === 0 : onceADay(1);
      return [!onceADay(0) && otherListed];
    });
    if (verdicts.length > 0 && verdicts.every(Boolean))
      return columns.map((c) =>
        c === main ? { ...c, role: 'valueDate' } : c === other ? { ...c, role: 'date' } : c,
      );
  }
  return columns;
}

/** A column's dates with each empty line taking the date above (lines before the first dropped). */
function carriedDates(dates: readonly (PartialDate | null)[]): PartialDate[] {
  const carried: PartialDate[] = [];
  let last: PartialDate | null = null;
  for (const d of dates) {
    last = d ?? last;
    if (last) carried.push(last);
  }
  return carried;
}

/** Whether a sparse column prints the same date on two dated lines in a row (no new day). */
function reprinted(texts: readonly (string | null)[]): boolean {
  const printed = texts.filter((t) => t !== null);
  return printed.some((t, k) => k > 0 && t === printed[k - 1]);
}

/** The words of the date printed under a column on a row, or null. */
function dateText(r: Row, column: Column): string | null {
  const at = dateWordsUnder(r, column);
  return at
    ? r.line.words
        .slice(at.first, at.last + 1)
        .map((w) => w.text)
        .join(' ')
    : null;
}

/**
 * Date columns whose titles do not tell the transaction date apart (two titled as it, or none: only a
 * posting and a value date), each printed on every line below that prints a date in any: the rows
 * take the leftmost; where its dates turn against the listing and exactly one other's never do (in
 * every order of day and month the dates all read in), that one is the transaction date and the rest
 * value dates. A column the header names as the only transaction date keeps it (a card's purchase
 * dates run out of order under a listing by posting date). Columns unchanged otherwise, and
 * `undecided` where the columns print different dates and the listing does not single one out (the
 * leftmost in its order as much as another, or none in it): the rows' dates are then a guess.
 */
export function listedAmongDates(
  rows: readonly Row[],
  index: number,
  columns: Column[],
): { columns: Column[]; undecided: boolean } {
  const unchanged = { columns, undecided: false };
  const named = columns.filter((c) => c.role === 'date');
  const candidates =
    named.length >= 2
      ? named
      : named.length === 0
        ? columns.filter((c) => c.role === 'postDate' || c.role === 'valueDate')
        : [];
  if (candidates.length < 2) return unchanged;
  const lines = linesBelow(rows, index);
  const texts = candidates.map((c) => lines.map((r) => dateText(r, c)));
  const dated = lines.flatMap((_, k) => (texts.some((t) => t[k] !== null) ? [k] : []));
  if (dated.length < 2 || texts.some((t) => dated.some((k) => t[k] === null))) return unchanged;
  const reads = (['DMY', 'MDY'] as const).flatMap((order) => {
    const read = texts.map((t) => dated.map((k) => parseDate(t[k]!, order)));
    return read.every((d) => d.every(Boolean)) ? [read as PartialDate[][]] : [];
  });
  if (reads.length === 0) return unchanged;
  const breaks = reads.map((read) => read.map((d) => orderBreaks(d)));
  // The columns print the same dates (in every reading): whichever the rows take, their dates are right.
  const differ = reads.some((read) =>
    read.some((d) => d.some((x, k) => dateKey(x) !== dateKey(read[0]![k]!))),
  );
  const listed = candidates.filter((_, c) => breaks.every((b) => b[c] === 0));
  // The leftmost in the listing's order keeps the rows, proven only when no other is in it too.
  const inOrder = breaks.filter((b) => b[0] === 0);
  if (inOrder.length > 0)
    return {
      columns,
      undecided: differ && inOrder.some((b) => b.some((n, c) => c > 0 && n === 0)),
    };
  if (listed.length !== 1) return { columns, undecided: differ };
  return {
    columns: columns.map((c) =>
      c === listed[0]
        ? { ...c, role: 'date' }
        : candidates.includes(c)
          ? { ...c, role: 'valueDate' }
          : c,
    ),
    undecided: false,
  };
}

/**
 * A header naming no transaction date but several posting and value dates, none singled out by the
 * listing: the leftmost dates the rows, as it does a row printing them all, and as a transaction-date
 * title would. A row leaving it empty (the day's date printed once) then takes the day's date carried
 * from the rows above, not the other date it prints. (The titles do not choose: the vocabulary reads
 * "F. Oper." beside "F. Valor" as a value date.)
 */
function rowsDatedBy(columns: Column[]): Column[] {
  if (columns.some((c) => c.role === 'date')) return columns;
  const dates = columns
    .filter((c) => c.role === 'postDate' || c.role === 'valueDate')
    .sort((a, b) => a.x0 - b.x0);
  if (dates.length < 2) return columns;
  return columns.map((c) => (c === dates[0] ? { ...c, role: 'date' } : c));
}

/**
 * The date columns of a header settled: see settleDateColumns, listedByDate, listedAmongDates and
 * rowsDatedBy.
 */
export function settleDates(
  rows: readonly Row[],
  index: number,
  columns: Column[],
): { columns: Column[]; undecided: boolean } {
  const settled = listedAmongDates(
    rows,
    index,
    listedByDate(rows, index, settleDateColumns(columns)),
  );
  return { ...settled, columns: rowsDatedBy(settled.columns) };
}
