/**
 * The row view: one row read under one table header, its dates, amounts, balance and marks placed
 * under the header's columns, and the words left over as its description.
 */
import { dateCellCovering } from '../dateColumn.ts';
import { isAmountRole } from '../columnRoles.ts';
import { placeAmounts, placeDates } from '../detectColumns.ts';
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
import { centredIn } from './cellGeometry.ts';
import { layoutFacts, type ExtraCell, type LayoutFacts } from './layoutFacts.ts';
import { outsideCells } from './outsideCells.ts';
import { byNumbers, lineTokenColumns, takeTokens, type TokenColumn } from './tokenColumns.ts';

export type RowView = {
  row: Row;
  dates: PartialDate[];
  date: PartialDate | null;
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

export type { ExtraCell } from './layoutFacts.ts';
export { unknownCells } from './layoutFacts.ts';

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
  /** Per header: what its rows' views ask of it (see layoutFacts.ts). */
  facts: Map<TableLayout, LayoutFacts>;
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
    facts: new Map(),
  };
}

/** The cells of `lay` naming no known column: its header's (see unknownCells) and an inferred table's. */
export function extraCellsOf(views: RowViews, lay: TableLayout): readonly ExtraCell[] {
  return factsOf(views, lay).extra;
}

/** The facts of `lay`, worked out again only when its header's unknown cells were noted anew. */
function factsOf(views: RowViews, lay: TableLayout): LayoutFacts {
  const cells = views.extraCells.get(lay);
  const hit = views.facts.get(lay);
  if (hit && hit.extraFrom === cells) return hit;
  const facts = layoutFacts(lay, cells);
  views.facts.set(lay, facts);
  return facts;
}

/** The view of `row` under `lay`, computed once while the row is read. */
export function viewOf(views: RowViews, row: Row, lay: TableLayout): RowView {
  const hit = views.cache.get(row);
  if (hit && hit.lay === lay) return hit.v;
  const v = computeView(views, row, lay);
  views.cache.set(row, { lay, v });
  return v;
}

/** Places a row's dates, amounts, marks and check or reference numbers under the header's columns. */
function computeView(views: RowViews, row: Row, lay: TableLayout): RowView {
  const { settings, order } = views;
  const facts = factsOf(views, lay);
  const words = row.line.words;
  const height = row.line.height;
  const placedDates = placeDates(row, lay, settings);
  const usedWords = new Set<number>();
  let date: PartialDate | null = null;
  let postDate: PartialDate | null = null;
  const dates: PartialDate[] = [];
  // The date columns that read a date on the line, and the last word of the rightmost column's date.
  const dated: Column[] = [];
  let rightmostDateEnd: number | undefined;
  const dateCell = (column: Column, lastWord: number): void => {
    if (!dated.includes(column)) dated.push(column);
    if (column === facts.rightmost) rightmostDateEnd = lastWord;
  };
  for (const { token, column } of placedDates) {
    dateCell(column, token.lastWord);
    for (let i = token.firstWord; i <= token.lastWord; i++) usedWords.add(i);
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
  // Where the header names only a posting or value date, that date dates the rows.
  const onlyOtherDates = !facts.hasDateColumn;
  // A date wider than its title ("01-avr.-2025" under "Date") lines up with one of its edges.
  const edge = settings.tokenColumnEdgeTolerancePt;
  for (const col of facts.dateColumns) {
    const isMain = col.role === 'date';
    if (placedDates.some((p) => p.column === col)) continue;
    let k = -1;
    for (let i = 0; i < words.length && k < 0; i++) {
      const w = words[i]!;
      if (!usedWords.has(i) && centredIn(w, col, height, edge) && /\d/.test(w.text)) k = i;
    }
    const cell = k >= 0 ? dateCellCovering(row, k, usedWords, order, settings.cellGapRatio) : null;
    const parsed = cell?.date ?? null;
    // A date of another calendar ("21/08/1445" under "Hijri Date") is that column's cell, unread.
    if (!parsed && k >= 0 && OTHER_DATE_RE.test(words[k]!.text)) usedWords.add(k);
    if (!parsed) continue;
    // A date under a date column is no description, even when the row's dates are already known
    // (a value date printed twice, "Valuta" both before and after the text).
    for (let i = cell!.first; i <= cell!.last; i++) usedWords.add(i);
    dateCell(col, cell!.last);
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
  if (!date && dates.length > 0 && facts.hasDateColumn) {
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
    const mark = words[k];
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
  outsideCells(settings, facts, row, lay, placed, rightmostDateEnd, usedWords);
  // A word in a token column (a type code, a document number; see lineTokenColumns) is no description.
  // One standing under a check or reference column is taken after its numbers, read first as theirs.
  const lead = dates.length > 0 || placed.length > 0;
  const [plain, numbered] = byNumbers(
    lineTokenColumns(views.tokenColumns.get(lay), lay, lead, row.line, settings),
    lay,
  );
  let code = takeTokens(words, plain, usedWords, settings, null);
  const numbers = lay.hasNumberColumns ? numberCells(row, lay, lead, usedWords, settings) : [];
  code = takeTokens(words, numbered, usedWords, settings, code);
  return {
    row,
    dates,
    date,
    postDate,
    dateCells: dated.length,
    txn,
    balance,
    usedWords,
    checkNumber: numbers.find((n) => n.role === 'check')?.text ?? null,
    reference: numbers.find((n) => n.role === 'reference')?.text ?? null,
    numbers,
    code,
    textLeft: facts.textLeft,
  };
}

/** The words a row gives its check-number and reference columns, marked as used. */
function numberCells(
  row: Row,
  lay: TableLayout,
  lead: boolean,
  usedWords: Set<number>,
  settings: ExtractSettings,
): RowView['numbers'] {
  const words = row.line.words;
  const tol = settings.tokenColumnEdgeTolerancePt;
  const slack = settings.columnSlackRatio * row.line.height;
  const numbers: RowView['numbers'] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (usedWords.has(i) || !/\d/.test(w.text)) continue;
    // A line without date or money is a wrapped description, whose numbers are its text, unless one
    // stands in a cell of its own, centred under the column or flush with an edge of its title, a cell
    // gap clear of the text before it: the first line of a row whose money is on its last line.
    const prev = words[i - 1];
    const ownCell = !prev || w.x0 - prev.x1 >= settings.cellGapRatio * row.line.height;
    if (!lead && !ownCell) continue;
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
  }
  return numbers;
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
  let first = Infinity;
  for (const c of money) first = Math.min(first, c.x0);
  // An inferred table's description printed after its first money column ("Date | Amount | Text |
  // Balance") holds text up to the next money column; elsewhere right of the first one, text is prose.
  const desc = lay.columns.find((c) => c.role === 'description');
  const textFrom = desc && desc.x0 > first ? desc.x0 - slack : Infinity;
  let textTo = Infinity;
  if (desc) for (const c of money) if (c.x0 > desc.x0) textTo = Math.min(textTo, c.x0);
  const words = v.row.line.words;
  const flowing = lay.inferred ? new Set<number>() : descriptionFlow(v);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (v.usedWords.has(i) || AMOUNT_MARK_RE.test(w.text) || !(w.x1 > first - slack)) continue;
    if (flowing.has(i)) continue;
    const inText = w.x0 >= textFrom && w.x1 <= textTo + slack;
    if ((lay.inferred && !inText) || overMoney(w, money, slack)) return true;
  }
  return false;
}

/**
 * The words of a dated line with money of its own that run on from its description, one word gap after
 * another, and end left of all its money: a long description reaching under a money column's title (a
 * title printed left of the figures it heads), not text printed over the figures.
 */
function descriptionFlow(v: RowView): Set<number> {
  const out = new Set<number>();
  if (v.date === null || v.txn.length === 0) return out;
  let moneyLeft = Infinity;
  for (const p of [...v.txn, ...(v.balance ? [v.balance] : [])])
    moneyLeft = Math.min(moneyLeft, p.token.x0);
  const words = v.row.line.words;
  const gap = v.row.line.height;
  const start = words.findIndex((w, i) => !v.usedWords.has(i) && w.x0 >= v.textLeft - gap);
  if (start < 0) return out;
  for (let i = start + 1; i < words.length; i++) {
    const w = words[i]!;
    if (v.usedWords.has(i) || w.x1 >= moneyLeft || w.x0 - words[i - 1]!.x1 > gap) break;
    out.add(i);
  }
  return out;
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
