/**
 * Stage: a table layout from the rows' geometry and arithmetic alone, for statements whose header uses
 * words we do not know. Dated rows with amounts are the table; the right edges of their amounts cluster
 * into money columns; the running-balance arithmetic tells which column is the balance and which column
 * holds money out; the text between the date and the money is the description, less any narrow column
 * printed at a steady position on most rows (a time, a type code, a reference).
 */
import { clustersFromFirst } from './clusters.ts';
import { markLeadsText } from './assemble/marks.ts';
import { datedByColumn } from './dateColumn.ts';
import { rareColumns } from './rareColumns.ts';
import { serialLedRows } from './serialColumn.ts';
import { wrappedLineStarts } from './wrappedStarts.ts';
import { looseNumberEndingAt, POSITION_EPSILON, thousandsGap, tokenWords } from './linesToRows.ts';
import { dayOfDate } from './parseDate.ts';
import type { DateOrder } from './parseDate.ts';
import type { ExtractSettings } from './settings.ts';
import type { AmountToken, Column, Row, TableLayout } from './types.ts';
import { moneyRoles, withoutUnfollowedBalance } from './moneyRoles.ts';
import {
  dashedMoneyColumn,
  moneyColumns,
  movingColumns,
  overlaps,
  sparseMoneyColumn,
  withoutFiguresInText,
  withoutIdleColumn,
} from './moneyClusters.ts';
import type { Band } from './moneyClusters.ts';

type Cell = Band & { row: Row };

export { moneyRoles } from './moneyRoles.ts';

/** A whole date or time word ("03-06-24", "2024/06/03", "14:05"): never a fragment of a number. */
const DATE_OR_TIME_RE = /^(?:\d{1,4}([-/.])\d{1,2}\1\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?)$/;

/**
 * A row's first date and, with `following`, the dates printed one word after another right after it (a
 * booking date, then a value date), each with its row's line height.
 */
function leadingDates(row: Row, following: boolean): (Band & { height: number })[] {
  const out: (Band & { height: number })[] = [];
  let next = row.dates[0]?.firstWord;
  for (const d of row.dates) {
    if (d.firstWord !== next || (out.length > 0 && !following)) break;
    out.push({ x0: d.x0, x1: d.x1, height: row.line.height });
    next = d.lastWord + 1;
  }
  return out;
}

/**
 * Whether the text after a row's dates starts one word space after them: each date (a value date after
 * the first too) nearer than a cell gap to the word after it, and no further than the widest space
 * between the words of the text's cell (a row whose text is one word gives no measure, and counts). A
 * date set further off than its text's own spaces, though nearer than a cell gap, stands in a column of
 * its own ("02.03.2024  Uplata kupca"; "02/03/2024 05/03/2024  Pago": a value-date column between).
 */
function spacedAsText(row: Row, settings: ExtractSettings): boolean {
  const words = row.line.words;
  const after = row.dates.map((d) => (words[d.lastWord + 1]?.x0 ?? Infinity) - d.x1);
  const cellGap = settings.cellGapRatio * row.line.height;
  if (after.some((g) => g >= cellGap)) return false;
  let widest = -Infinity;
  for (let i = row.dates[row.dates.length - 1]!.lastWord + 2; i < words.length; i++) {
    const gap = words[i]!.x0 - words[i - 1]!.x1;
    if (gap >= cellGap) break;
    widest = Math.max(widest, gap);
  }
  return widest === -Infinity || after.every((g) => g <= widest + POSITION_EPSILON);
}

/**
 * The band a group of cells covers; a fold, not a spread: a 2,000-page statement has more dated rows
 * than a call can take arguments.
 */
function band(g: readonly Band[]): Band {
  return g.reduce((b, c) => ({ x0: Math.min(b.x0, c.x0), x1: Math.max(b.x1, c.x1) }), {
    x0: Infinity,
    x1: -Infinity,
  });
}

/**
 * The text cells of the dated rows outside their dates and money, split at cell gaps and where a word
 * starts at one of `starts` (a column's left edges) after text before it; right of the money too, but
 * for dates (a payment's purpose printed after the debit and credit columns, not a value date there).
 */
function textCells(
  dated: Row[],
  money: Band[],
  dateRight: number,
  settings: ExtractSettings,
  otherDates: readonly Band[],
  starts: readonly Band[],
): Cell[] {
  const cells: Cell[] = [];
  for (const row of dated) {
    const taken = new Set<number>();
    for (const t of row.dates) for (let i = t.firstWord; i <= t.lastWord; i++) taken.add(i);
    // A mark read after an amount that starts the text after it ("82,56   CR FPS Hyra") is text.
    for (const t of row.amounts) {
      const last = markLeadsText(row, t) ? t.lastWord - 1 : t.lastWord;
      for (let i = t.firstWord; i <= last; i++) taken.add(i);
    }
    const gap = settings.cellGapRatio * row.line.height;
    const tol = settings.inferredCellToleranceRatio * row.line.height;
    const atStart = (x: number) => starts.some((b) => x >= b.x0 - tol && x <= b.x1 + tol);
    let cell: Cell | null = null;
    row.line.words.forEach((w, i) => {
      const free =
        !taken.has(i) &&
        w.x0 >= dateRight &&
        !(w.x0 > money[money.length - 1]!.x1 && DATE_OR_TIME_RE.test(w.text)) &&
        ![...money, ...otherDates].some((m) => overlaps(w, m));
      if (!free) {
        if (cell) cells.push(cell);
        cell = null;
        return;
      }
      if (cell && w.x0 - cell.x1 < gap && !(w.x0 > cell.x1 && atStart(w.x0))) cell.x1 = w.x1;
      else {
        if (cell) cells.push(cell);
        cell = { x0: w.x0, x1: w.x1, row };
      }
    });
    if (cell) cells.push(cell);
  }
  return cells;
}

/**
 * Cells clustered by left edge, then the rest by right edge, each cluster kept when `minRows` rows hold
 * a cell of it; `starts` are the clusters by left edge.
 */
function cellGroups(
  cells: readonly Cell[],
  minRows: number,
  settings: ExtractSettings,
): { groups: Cell[][]; starts: Cell[][] } {
  const groups: Cell[][] = [];
  let starts: Cell[][] = [];
  let rest = cells;
  for (const edge of ['x0', 'x1'] as const) {
    // Text cells align exactly.
    const found = clustersFromFirst(
      rest,
      (c) => c[edge],
      (c) => settings.inferredCellToleranceRatio * c.row.line.height,
    );
    const kept = found.filter((g) => new Set(g.map((c) => c.row)).size >= minRows);
    groups.push(...kept);
    if (edge === 'x0') starts = kept;
    const used = new Set(kept.flat());
    rest = rest.filter((c) => !used.has(c));
  }
  return { groups, starts };
}

/**
 * The text cells of the dated rows outside their dates and money (split at cell gaps), clustered by
 * left edge and then by right edge. The widest cluster most rows use is the description; any other
 * cluster most rows use, whose band no other cell enters, is a column of its own (a time, a type code,
 * a reference) and no part of the description.
 */
export function textColumns(
  dated: Row[],
  money: Band[],
  dateRight: number,
  settings: ExtractSettings,
  otherDates: readonly Band[] = [],
  wrapStarts: readonly Band[] = [],
): { description: Band | null; extra: Band[] } {
  const minRows = settings.inferredColumnMinShare * dated.length;
  const first = textCells(dated, money, dateRight, settings, otherDates, []);
  const found = cellGroups(first, minRows, settings);
  // A column's cell printed closer than a cell gap to the text before it (a description running long on
  // one row) still starts at the column's left edge: the cells are split at every left edge most rows
  // share, and clustered again.
  // So is the left edge the wrapped description lines start at (see wrappedLineStarts).
  const starts = [
    ...found.starts.map((g) => band(g.map((c) => ({ x0: c.x0, x1: c.x0 })))),
    ...wrapStarts.filter((b) => b.x0 > dateRight),
  ];
  // With no left edge most rows share, the second split is the first.
  const split =
    starts.length > 0 ? textCells(dated, money, dateRight, settings, otherDates, starts) : first;
  const cells = split.length > first.length ? split : first;
  const { groups } = cells === split ? cellGroups(cells, minRows, settings) : found;
  if (groups.length === 0) return { description: null, extra: [] };
  const meanWidth = (g: Cell[]): number => g.reduce((n, c) => n + c.x1 - c.x0, 0) / g.length;
  const description = groups.reduce((a, g) => (meanWidth(g) > meanWidth(a) ? g : a));
  const extra: Band[] = [];
  for (const g of groups) {
    if (g === description) continue;
    const b = band(g);
    const own = new Set(g);
    if (cells.some((c) => !own.has(c) && overlaps(c, b))) continue;
    extra.push(b);
  }
  const desc = band(description);
  extra.push(...rareColumns(cells, new Set(groups.flat()), desc, money, settings));
  return { description: desc, extra };
}

/**
 * A row with its numbers of 0 to 2 decimals taken as figures too ("1.541.000", "-14.063", "0", "1 737 000"):
 * cells of their own clear of its dates, amounts and other digits, a number split by a thousands space
 * read whole (a fragment of a spaced number is no figure). Whether they are money is the columns' to
 * say: only numbers at a steady right edge on many rows form one.
 */
export function withLooseFigures(row: Row, settings: ExtractSettings): Row {
  const taken = tokenWords(row);
  const words = row.line.words;
  // Rounded positions: a gap of exactly one cell gap may come out a hair short.
  const gap = settings.cellGapRatio * row.line.height - POSITION_EPSILON;
  // A figure in a money column is a cell of its own: a cell gap before it, and after it a cell gap, a
  // short mark (CR, D, a sign), or a word no number continues (a date, a time, a word of letters or its
  // abbreviation, "kr.": the next column's cell printed close; the first word of an amount already
  // read, wider apart than a thousands space: "188,1-  11 108,15" is a figure, then the balance).
  const starts = new Set(row.amounts.map((t) => t.firstWord));
  const maxFragment = settings.amountFragmentGapRatio * row.line.height;
  const alone = (first: number, last: number): boolean => {
    const prev = words[first - 1];
    const next = words[last + 1];
    return (
      (!prev || words[first]!.x0 - prev.x1 >= gap) &&
      (!next ||
        next.x0 - words[last]!.x1 >= gap ||
        /^(?:\p{L}+\.?|[-+*])$/u.test(next.text) ||
        DATE_OR_TIME_RE.test(next.text) ||
        (starts.has(last + 1) && !thousandsGap(words[last]!, next, maxFragment, settings)))
    );
  };
  const extra: AmountToken[] = [];
  // Right to left, so that a number split by a thousands space ("16 446") is read whole.
  for (let i = words.length - 1; i >= 0; i--) {
    // A number with letters glued to it ("R700275", "No123") is a reference, not a whole figure.
    if (taken.has(i) || /\p{L}/u.test(words[i]!.text)) continue;
    const token = looseNumberEndingAt(
      row,
      i,
      0,
      settings,
      (k) => taken.has(k) || /\p{L}/u.test(words[k]!.text),
    );
    if (!token || !alone(token.firstWord, token.lastWord)) continue;
    // A date's day ("01 Feb 25", "02 OUT 2024") is no figure.
    if (dayOfDate(words, token.lastWord)) continue;
    extra.push(token);
    i = token.firstWord;
  }
  if (extra.length === 0) return row;
  return { ...row, amounts: [...row.amounts, ...extra].sort((a, b) => a.x0 - b.x0) };
}

/**
 * Infers a table layout from geometry alone, for statements whose header uses words we do not know
 * (see the module comment); `liability` reads the balance as an amount owed, `loose` takes numbers
 * without two decimals as figures (see withLooseFigures; the reading then places them likewise).
 */
export function inferLayout(
  rows: Row[],
  settings: ExtractSettings,
  liability = false,
  loose = false,
  order: DateOrder = 'MDY',
): TableLayout | null {
  const source = loose ? rows.map((r) => withLooseFigures(r, settings)) : rows;
  let dated = source.filter((r) => r.dates[0]?.firstWord === 0 && r.amounts.length > 0);
  // Without dates at the line start, a column of dates elsewhere (after the amounts) dates the rows.
  const leading = dated.length >= settings.inferredMinRows;
  // Other date columns as many rows use are value dates.
  let [otherDates, undecided]: [Band[], true | undefined] = [[], undefined];
  if (!leading) ({ dated, others: otherDates, undecided } = datedByColumn(source, order, settings));
  // Nor in a column of their own: dates printed after a serial-number column (serialColumn.ts).
  const serial = dated.length < settings.inferredMinRows ? serialLedRows(source, settings) : null;
  if (serial) ({ dated } = serial);
  const led = leading || serial !== null;
  if (dated.length < settings.inferredMinRows) return null;
  const all = moneyColumns(dated, settings);
  const moving = movingColumns(source, dated, all, settings);
  // Columns of zeros are cells of their own, no money and no description.
  const zeros = all.filter((c) => !moving.includes(c)).map((c) => ({ x0: c.x0, x1: c.x1 }));
  const found = withoutIdleColumn(dated, moving, liability);
  if (found.length === 0) return null;
  const foundRoles = moneyRoles(dated, found, settings, liability);
  const common = withoutFiguresInText(dated, found, foundRoles);
  const placed = dashedMoneyColumn(
    dated,
    sparseMoneyColumn(
      dated,
      common,
      common === found ? foundRoles : moneyRoles(dated, common, settings, liability),
      settings,
      liability,
      source,
    ),
    settings,
  );
  // A column taken as the balance for want of arithmetic, whose figures never follow the rows, is none.
  const { cols, roles, notMoney } = withoutUnfollowedBalance(
    dated,
    placed,
    settings,
    liability,
    source,
  );
  // Leading dates at two left edges (the booking date printed once per day, a value date on every row):
  // the leftmost is the date column, another one that as many rows use as a column needs a value-date
  // column, and its dates are no transaction dates. The dates a row prints one after another at its
  // start each stand at their column's edge: a row printing only its value date starts at the second.
  const starts = clustersFromFirst(
    dated.flatMap((r) => leadingDates(r, led)),
    (d) => d.x0,
    (d) => settings.inferredCellToleranceRatio * d.height,
  ).filter((g) => g.length >= settings.inferredMinRows);
  const [main, ...others] =
    starts.length > 1 ? starts : [dated.flatMap((r) => leadingDates(r, false))];
  const { x0: dateX0, x1: dateX1 } = band(main!);
  // Only dates wholly right of the date column's own (right-aligned dates of varying width overlap).
  const valueDates = others.map(band).filter((b) => b.x0 > dateX1);
  const dateEnd = Math.max(dateX1, ...valueDates.map((b) => b.x1));
  // Text starts right of a leading date column; before a date column further right, anywhere.
  const text = textColumns(
    dated,
    cols,
    led ? dateEnd : -Infinity,
    settings,
    otherDates,
    wrappedLineStarts(source, dated, settings),
  );
  const columns: Column[] = [{ role: 'date', x0: dateX0, x1: dateX1, label: '' }];
  for (const b of [...valueDates, ...otherDates])
    columns.push({ role: 'valueDate', ...b, label: '' });
  // A date printed inside the description cell ("14/03 GRAVAMEN ...", one space apart on most rows):
  // the cell, and so its wrapped lines, start at the date.
  const glued = !led ? 0 : dated.filter((r) => spacedAsText(r, settings)).length;
  if (text.description) {
    const x0 = glued * 2 > dated.length ? dateX0 : text.description.x0;
    columns.push({ role: 'description', x0, x1: text.description.x1, label: '' });
  }
  cols.forEach((c, i) => columns.push({ role: roles[i]!, x0: c.x0, x1: c.x1, label: '' }));
  columns.sort((a, b) => a.x0 - b.x0);
  const first = dated[0]!;
  return {
    page: first.line.page,
    y: first.line.y,
    columns,
    ignore: false,
    left: Math.min(dateX0, columns[0]!.x0, serial?.band.x0 ?? Infinity),
    dateRight: dateX1,
    amountLeft: cols[0]!.x0,
    hasNumberColumns: false,
    inferred: true,
    extraCells: [...(serial ? [serial.band] : []), ...text.extra, ...zeros, ...notMoney],
    ...(undecided ? { undecidedDates: true } : {}),
  };
}
