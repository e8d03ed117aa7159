/**
 * The row view: one row read under one table header, its dates, amounts, balance and marks placed
 * under the header's columns, and the words left over as its description.
 */
import { dateCellCovering } from '../dateColumn.ts';
import { isAmountRole } from '../columnRoles.ts';
import { placeAmounts, placeDates } from '../detectColumns.ts';
import { FIGURE_RE } from '../headerCells.ts';
import type { DateOrder, PartialDate } from '../parseDate.ts';
import type { ExtractSettings } from '../settings.ts';
import type { Column, PlacedAmount, Row, TableLayout } from '../types.ts';
import {
  descriptionMarkOff,
  leadsText,
  markNear,
  overprinted,
  startsDescription,
} from './marks.ts';
import { cellAmidMoney, cellBeyond, centredIn, inIdleBand, ownFigure } from './cellGeometry.ts';
import { byNumbers, lineTokenColumns, takeTokens, type TokenColumn } from './tokenColumns.ts';

export type RowView = {
  row: Row;
  dates: PartialDate[];
  date: PartialDate | null;
  dateWordIdx: Set<number>;
  postDate: PartialDate | null;
  /** The table's date columns printing a date on the line (a value date beside an empty day's date too). */
  dateCells: number;
  txn: PlacedAmount[];
  balance: PlacedAmount | null;
  /** Words that are dates, amounts, marks or numbers: the rest is the description. */
  usedWords: Set<number>;
  checkNumber: string | null;
  reference: string | null;
  /** The words taken for a check-number or reference column, with what each gives (see wrappedNumbers.ts). */
  numbers: { word: number; role: 'check' | 'reference'; text: string }[];
  /** The word in a token column of the table (a type code), if the line holds one. */
  code: string | null;
  /** Where a wrapped description line of this table may start (points). */
  textLeft: number;
};

type Cell = { x0: number; x1: number };

/** A header cell naming no known column: what it holds decides which words under it leave the description. */
export type ExtraCell = Cell & { holds: 'any' | 'numbers' };

/** Row views computed for the walk, one per row and header, and each header's unknown cells. */
export type RowViews = {
  settings: ExtractSettings;
  order: DateOrder;
  /** Numbers with 0 to 2 decimals standing in a money column are amounts too (AssembleOptions.looseAmounts). */
  looseAmounts: boolean;
  cache: Map<Row, { lay: TableLayout; v: RowView }>;
  /** Per header: cells of words it prints that name no known column (see unknownCells). */
  extraCells: Map<TableLayout, ExtraCell[]>;
  /** Per header: its token columns (type codes, document numbers; see tokenColumns.ts). */
  tokenColumns: Map<TableLayout, TokenColumn[]>;
  /** Per header: label words opening lines under its rows ("Omschrijving:"), each seen under two rows or more. */
  rowLabels: Map<TableLayout, Set<string>>;
};

/** Short marks printed beside an amount: CR/DR, OD, D, a currency code, a sign or an asterisk. */
export const AMOUNT_MARK_RE = /^(?:[A-Za-z]{1,3}|[-+*])$/;
/** Marks that make a balance a debit (overdrawn): D, DR, OD. */
const DEBIT_MARK_RE = /^(?:D|DR|Dr|OD)$/;
/** A day, month and year in figures, whatever the calendar: "21/08/1445", "2567-03-01". */
const OTHER_DATE_RE = /^\d{1,4}([/.-])\d{1,2}\1\d{2,4}$/;

export function createRowViews(
  settings: ExtractSettings,
  order: DateOrder,
  looseAmounts: boolean,
): RowViews {
  return {
    settings,
    order,
    looseAmounts,
    cache: new Map(),
    extraCells: new Map(),
    tokenColumns: new Map(),
    rowLabels: new Map(),
  };
}

/** The cells of `lay` naming no known column: its header's (see unknownCells) and an inferred table's. */
export function extraCellsOf(views: RowViews, lay: TableLayout): ExtraCell[] {
  const inferred = (lay.extraCells ?? []).map((c) => ({ ...c, holds: 'any' as const }));
  return [...(views.extraCells.get(lay) ?? []), ...inferred];
}

/** The view of `row` under `lay`, computed once while the row is read. */
export function viewOf(views: RowViews, row: Row, lay: TableLayout): RowView {
  const hit = views.cache.get(row);
  if (hit && hit.lay === lay) return hit.v;
  const v = computeView(views, row, lay);
  views.cache.set(row, { lay, v });
  return v;
}

/**
 * A header line's words that lie under no recognised column, as cells: right of the money columns, or
 * between the description and the money columns. A cell between the date and the description ("Code",
 * "Type") is evidence for a token column (`findTokenColumns`), which also checks the rows' geometry.
 */
export function unknownCells(row: Row, lay: TableLayout): ExtraCell[] {
  const money = lay.columns.filter((c) => isAmountRole(c.role));
  if (money.length === 0) return [];
  const right = Math.max(...money.map((c) => c.x1));
  const description = lay.columns.find((c) => c.role === 'description');
  const cells: ExtraCell[] = [];
  for (const w of row.line.words) {
    if (lay.columns.some((c) => w.x1 > c.x0 && w.x0 < c.x1)) continue;
    // Right of the money columns: any extra column. Right of the description, before or between the
    // money columns ("DCTO.", "Ref.", a time between the amount and the balance): a column of numbers
    // only, since descriptions may run under it.
    const where =
      w.x0 > right
        ? 'any'
        : description && w.x0 > description.x1 && w.x1 < right
          ? 'numbers'
          : null;
    if (!where) continue;
    const last = cells[cells.length - 1];
    if (last && last.holds === where && w.x0 - last.x1 < row.line.height) last.x1 = w.x1;
    else cells.push({ x0: w.x0, x1: w.x1, holds: where });
  }
  // A cell before the description's label that runs into it ("Nature des | opérations") is part of it.
  return cells.filter(
    (c) =>
      !description ||
      c.x1 > description.x0 ||
      c.x0 > right ||
      description.x0 - c.x1 >= row.line.height,
  );
}

/** Places a row's dates, amounts, marks and check or reference numbers under the header's columns. */
function computeView(views: RowViews, row: Row, lay: TableLayout): RowView {
  const { settings, order } = views;
  const placedDates = placeDates(row, lay, settings);
  const usedWords = new Set<number>();
  let date: PartialDate | null = null;
  let postDate: PartialDate | null = null;
  const dates: PartialDate[] = [];
  const dateWordIdx = new Set<number>();
  // The last word of the date read under each date column.
  const dateEnd = new Map<Column, number>();
  for (const { token, column } of placedDates) {
    dateEnd.set(column, token.lastWord);
    for (let i = token.firstWord; i <= token.lastWord; i++) {
      usedWords.add(i);
      dateWordIdx.add(i);
    }
    dates.push(token.date);
    if (column.role === 'date' && !date) date = token.date;
    else if (!postDate) postDate = token.date;
  }
  // A second date printed right after the first under a single date header is the posting date.
  if (placedDates.length === 1) {
    const first = placedDates[0]!.token;
    const next = row.dates.find((d) => d.firstWord === first.lastWord + 1);
    if (next) {
      for (let i = next.firstWord; i <= next.lastWord; i++) usedWords.add(i);
      dates.push(next.date);
      if (!postDate) postDate = next.date;
    }
  }
  // A date column away from the line start ("Check No. | Description | Date Paid", "Valeur",
  // "Value Dt") holds a one-word date under its header: never description text, even where the row's
  // dates are already known (a second value-date column after the description).
  // The transaction-date column first: a value date before it on the line is then known as one.
  const dateColumns = lay.columns.filter((c) => c.role === 'date');
  // Where the header names only a posting or value date, that date dates the rows.
  const onlyOtherDates = dateColumns.length === 0;
  for (const col of [...dateColumns, ...lay.columns.filter((c) => c.role !== 'date')]) {
    const isMain = col.role === 'date';
    if (col.role !== 'date' && col.role !== 'postDate' && col.role !== 'valueDate') continue;
    if (placedDates.some((p) => p.column === col)) continue;
    // A date wider than its title ("01-avr.-2025" under "Date") lines up with one of its edges.
    const edge = settings.tokenColumnEdgeTolerancePt;
    const k = row.line.words.findIndex(
      (w, i) => !usedWords.has(i) && centredIn(w, col, row.line.height, edge) && /\d/.test(w.text),
    );
    const cell = k >= 0 ? dateCellCovering(row, k, usedWords, order, settings.cellGapRatio) : null;
    const parsed = cell?.date ?? null;
    // A date of another calendar ("21/08/1445" under "Hijri Date") is that column's cell, unread.
    if (!parsed && k >= 0 && OTHER_DATE_RE.test(row.line.words[k]!.text)) usedWords.add(k);
    if (!parsed) continue;
    // A date under a date column is no description, even when the row's dates are already known
    // (a value date printed twice, "Valuta" both before and after the text).
    for (let i = cell!.first; i <= cell!.last; i++) usedWords.add(i);
    dateEnd.set(col, cell!.last);
    if (isMain ? date : postDate) continue;
    if (isMain) {
      date = parsed;
      dates.unshift(parsed);
    } else if (dates.length > 0 || date || onlyOtherDates) {
      postDate = parsed;
      dates.push(parsed);
    }
  }
  // A row leaving the transaction-date column empty (the date printed once per day) keeps its other
  // dates as value dates: the walk carries the day's date. Without such a column, the first printed
  // date is the transaction date.
  if (!date && dates.length > 0 && lay.columns.some((c) => c.role === 'date')) {
    postDate ??= dates[0]!;
  } else if (!date) {
    date = dates[0] ?? null;
    postDate = dates.find((d) => d !== date) ?? null;
  }
  const placed = placeAmounts(row, lay, settings, views.looseAmounts);
  const txn: PlacedAmount[] = [];
  let balance: PlacedAmount | null = null;
  for (let p of placed) {
    p = descriptionMarkOff(p, row, lay, settings);
    for (let i = p.token.firstWord; i <= p.token.lastWord; i++) usedWords.add(i);
    const k = p.token.lastWord + 1;
    const mark = row.line.words[k];
    // A short mark after an amount without its CR/DR word is its own; after a balance, "OD" is overdrawn.
    if (
      mark &&
      !(p.token.lastWord > p.token.firstWord && p.token.amount.marker !== null) &&
      AMOUNT_MARK_RE.test(mark.text) &&
      !startsDescription(mark, p.token.x1, lay, settings) &&
      !leadsText(row, k, p.token.x1) &&
      markNear(row, p.token.lastWord, settings)
    ) {
      usedWords.add(k);
      const a = p.token.amount;
      if (p.column.role === 'balance' && DEBIT_MARK_RE.test(mark.text) && !a.negative && !a.marker)
        p = { ...p, token: { ...p.token, amount: { ...a, negative: true } } };
      // In a money column, a lone "C" or "D" after an amount marks it credit or debit ("53,21 D").
      else if (p.column.role !== 'balance' && /^[CD]$/.test(mark.text) && !a.marker)
        p = {
          ...p,
          token: { ...p.token, amount: { ...a, marker: mark.text === 'C' ? 'CR' : 'DR' } },
        };
    }
    if (p.column.role === 'balance') balance = p;
    else txn.push(p);
    for (const i of overprinted(row, p.token)) usedWords.add(i);
  }
  // Words right of the table's last column (a time, a second date, a footer on the same baseline) are
  // in no cell of the row: neither its description nor a reason to call it prose.
  // A free-text column last in the header ("Remarks" right of the balance) runs to the page edge; a
  // reference or check number is one token under its label, so a footer beyond it is outside the table.
  const rightmost = lay.columns.reduce<Column | null>((a, c) => (a && a.x1 >= c.x1 ? a : c), null);
  // An inferred column's right edge is its amounts' own (right-aligned), not a header label's.
  const tableRight =
    rightmost && rightmost.role !== 'description'
      ? rightmost.x1 + (lay.inferred ? 0 : row.line.height)
      : Infinity;
  const extra = extraCellsOf(views, lay);
  const amountWords = new Set<number>();
  for (const t of row.amounts) for (let i = t.firstWord; i <= t.lastWord; i++) amountWords.add(i);
  // A cell that starts past the last column's title, a cell gap clear of the word before it, is beyond
  // the table, and so is all that follows it: a footer on the row's baseline just right of a
  // left-aligned reference whose title is wider than its values.
  const beyond = lay.inferred ? -1 : cellBeyond(row, rightmost, settings);
  // Money is right-aligned: the words after the last column's figure (a footer set flush against it,
  // reaching back into the column) are beyond the table too; so are those after its date.
  const lastFigure =
    placed.find((p) => p.column === rightmost)?.token.lastWord ??
    (rightmost && dateEnd.get(rightmost)) ??
    Infinity;
  row.line.words.forEach((w, i) => {
    if (i > lastFigure && !(lay.inferred && amountWords.has(i))) usedWords.add(i);
    // An inferred table ends at its last money column too; an amount beyond it stays in view (a column
    // the inference missed is no silent loss).
    if (w.x0 > tableRight && !(lay.inferred && amountWords.has(i))) usedWords.add(i);
    if (beyond >= 0 && i >= beyond) usedWords.add(i);
    // Under a header cell right of the money columns that names no known column ("Originating
    // Branch"): an extra column, not the description.
    if (extra.some((c) => centredIn(w, c, 0) && (c.holds === 'any' || FIGURE_RE.test(w.text))))
      usedWords.add(i);
    // A figure aligned to one side of a numbers cell ("Price" over "100.0103") and set off from the
    // word before it by a cell gap is that cell's, not a description's trailing number.
    else if (extra.some((c) => c.holds === 'numbers' && ownFigure(row, i, c, settings)))
      usedWords.add(i);
    // A figure in an idle band (a money column the balance never moves by), or a figure or dash in a
    // cell of its own between the money columns, is no description.
    if (inIdleBand(w, lay) || cellAmidMoney(row, i, lay.columns, settings)) usedWords.add(i);
    // A dash alone in a money column marks it unused ("-" under Debits): no description.
    if (
      /^[-–—]$/.test(w.text) &&
      lay.columns.some((c) => isAmountRole(c.role) && centredIn(w, c, row.line.height))
    )
      usedWords.add(i);
  });
  // A word in a token column (a type code, a document number; see lineTokenColumns) is no description.
  // One standing under a check or reference column is taken after its numbers, read first as theirs.
  const tol = settings.tokenColumnEdgeTolerancePt;
  const lead = dates.length > 0 || placed.length > 0;
  const [plain, numbered] = byNumbers(
    lineTokenColumns(views.tokenColumns.get(lay), lay, lead, row.line, settings),
    lay,
  );
  let code = takeTokens(row.line.words, plain, usedWords, settings, null);
  const numbers: RowView['numbers'] = [];
  const slack = settings.columnSlackRatio * row.line.height;
  row.line.words.forEach((w, i) => {
    if (!lay.hasNumberColumns || usedWords.has(i) || !/\d/.test(w.text)) return;
    // A line without date or money is a wrapped description, whose numbers are its text, unless one
    // stands in a cell of its own, centred under the column or flush with an edge of its title, a cell
    // gap clear of the text before it: the first line of a row whose money is on its last line.
    const prev = row.line.words[i - 1];
    const ownCell = !prev || w.x0 - prev.x1 >= settings.cellGapRatio * row.line.height;
    if (!lead && !ownCell) return;
    for (const col of lay.columns) {
      if (col.role !== 'check' && col.role !== 'reference') continue;
      // On a dated or money line the slack reaches only a number in a cell of its own: one a word
      // space after the text before it ends that text ("ATM Withdrawal SPRINGFIELD 7246").
      const inCell = centredIn(w, col, slack) && (ownCell || centredIn(w, col, 0, tol));
      if (!(lead ? inCell : centredIn(w, col, 0, tol))) continue;
      usedWords.add(i);
      const text = col.role === 'check' ? w.text.replace(/[^\dA-Za-z-]/g, '') : w.text;
      numbers.push({ word: i, role: col.role, text });
      break;
    }
  });
  code = takeTokens(row.line.words, numbered, usedWords, settings, code);
  return {
    row,
    dates,
    date,
    dateWordIdx,
    postDate,
    dateCells: dateEnd.size,
    txn,
    balance,
    usedWords,
    checkNumber: numbers.find((n) => n.role === 'check')?.text ?? null,
    reference: numbers.find((n) => n.role === 'reference')?.text ?? null,
    numbers,
    code,
    textLeft: textLeftOf(views, lay),
  };
}

/**
 * Wrapped text starts right of the date column, or, where the description comes before the date
 * ("Check No. | Description | Date Paid"), at the description column: where the dates are printed
 * inside the description cell (an inferred layout starts the description at the dates), where they start.
 */
function textLeftOf(views: RowViews, lay: TableLayout): number {
  const description = lay.columns.find((c) => c.role === 'description');
  return description && description.x0 < lay.dateRight ? description.x0 : lay.dateRight;
}

/** The words of a row that are no date, amount, mark or number. */
export function descriptionOf(v: RowView): string {
  return v.row.line.words
    .filter((_, i) => !v.usedWords.has(i))
    .map((w) => w.text)
    .join(' ');
}

/**
 * Text running through the money columns (marketing, disclaimers, side-by-side summaries) is not a table
 * row. The row is judged as a whole: short marks beside an amount ("OD", "D", a currency code) and
 * words right of the table's last column (a time, a second date, a footer on the same baseline) are not.
 */
export function isProse(v: RowView, lay: TableLayout, settings: ExtractSettings): boolean {
  const slack = settings.descriptionIndentSlackPt;
  const money = lay.columns.filter((c) => isAmountRole(c.role));
  const first = Math.min(...money.map((c) => c.x0));
  // An inferred table's description printed after its first money column ("Date | Amount | Text |
  // Balance") holds text up to the next money column; elsewhere right of the first one, text is prose.
  const desc = lay.columns.find((c) => c.role === 'description');
  const textFrom = desc && desc.x0 > first ? desc.x0 - slack : Infinity;
  const textTo = Math.min(...money.filter((c) => desc && c.x0 > desc.x0).map((c) => c.x0));
  const inText = (w: Cell): boolean => w.x0 >= textFrom && w.x1 <= textTo + slack;
  return v.row.line.words.some(
    (w, i) =>
      !v.usedWords.has(i) &&
      !AMOUNT_MARK_RE.test(w.text) &&
      w.x1 > first - slack &&
      ((lay.inferred && !inText(w)) || overMoney(w, money, slack)),
  );
}

/** Whether a word stands over one of the money columns, within `slack` of its sides. */
export function overMoney(w: Cell, money: readonly Column[], slack: number): boolean {
  return money.some((c) => w.x1 > c.x0 - slack && w.x0 < c.x1 + slack);
}

/** A line starting right of the date column: a wrapped description (or a dateless row). */
export function isTextRow(v: RowView, lay: TableLayout, settings: ExtractSettings): boolean {
  const first = v.row.line.words[0];
  if (!first) return false;
  return first.x0 >= v.textLeft - settings.descriptionIndentSlackPt;
}

/** A line that belongs to the running table: dated, with an amount in its columns, or a wrapped description. */
export function isTableLine(views: RowViews, row: Row, lay: TableLayout): boolean {
  const v = viewOf(views, row, lay);
  return v.dates.length > 0 || v.txn.length > 0 || isTextRow(v, lay, views.settings);
}
