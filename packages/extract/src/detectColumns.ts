/** Stage: table header lines -> column layout (roles and x-extents), and token-to-column assignment. */
import { isAmountRole, isDateRole, isTxnRole } from './columnRoles.ts';
import { leadingDateCell } from './dateColumn.ts';
import {
  datesUnderMoneyTitle,
  descriptionCell,
  settleDates,
  trailingDateCell,
  valueDateCells,
} from './headerGaps.ts';
import { inMoneyGap, underNumberColumn } from './assemble/cellGeometry.ts';
import { wholeTitles } from './headerCells.ts';
import {
  datedBeforeNextHeader,
  mayBeHeader,
  moneyOverDates,
  namesMoneyAndBalance,
  titlesFiguresAlone,
} from './headerLines.ts';
import { headBeside, looseNumberEndingAt, POSITION_EPSILON, tokenWords } from './linesToRows.ts';
import { amountCell, balanceCell, oppositeMoneyCell } from './moneyCells.ts';
import { overlaps } from './moneyClusters.ts';
import { dayOfDate } from './parseDate.ts';
import type { ExtractSettings } from './settings.ts';
import type {
  AmountToken,
  Column,
  DateToken,
  PlacedAmount,
  Row,
  TableLayout,
  Word,
} from './types.ts';
import type { HeaderRole } from './vocabulary.ts';

export { inferLayout } from './inferLayout.ts';
export { mayBeHeader } from './headerLines.ts';
import {
  HEADER_PHRASES,
  CURRENCY_WORDS,
  ISO_CURRENCY_CODES,
  MAX_HEADER_PHRASE_WORDS,
  squash,
} from './vocabulary.ts';

/** A currency or unit in brackets: "(R$)", "(€)", "(USD)", "(in EUR)". */
const UNIT_RE = /^\([^\d()]{1,8}\)$/u;

/** At most this many amounts of a row (its rightmost) are placed; more is prose, not a table row. */
const MAX_PLACED_TOKENS = 6;

/**
 * The words of a header line with titles set so close that the text layer joined them
 * ("DepositsBalance") parted again: a word no title matches whose parts, split where a lower-case
 * letter meets a capital, each match one, with its width shared by their letters.
 */
function unglueTitles(words: Word[]): Word[] {
  if (!words.some((w) => GLUED_RE.test(w.text))) return words;
  return words.flatMap((w) => {
    if (!GLUED_RE.test(w.text) || HEADER_PHRASES[squash(w.text)]) return [w];
    const parts = w.text.split(/(?<=\p{Ll})(?=\p{Lu})/u);
    if (!parts.every((p) => HEADER_PHRASES[squash(p)])) return [w];
    const per = (w.x1 - w.x0) / w.text.length;
    let at = 0;
    return parts.map((text) => {
      const x0 = w.x0 + at * per;
      at += text.length;
      return { ...w, text, x0, x1: w.x0 + at * per };
    });
  });
}

/** A lower-case letter followed by a capital inside a word. */
const GLUED_RE = /\p{Ll}\p{Lu}/u;

/** Finds header phrases on one line, longest first, left to right. */
export function findHeaderHits(
  printed: Word[],
  height: number,
  settings: ExtractSettings,
): Column[] {
  const words = unglueTitles(printed);
  const hits: Column[] = [];
  const maxGap = settings.headerPhraseGapRatio * height;
  const squashed = words.map((w) => squash(w.text));
  let i = 0;
  while (i < words.length) {
    let best: Column | null = null;
    let key = '';
    let bestEnd = i;
    for (let j = i; j < words.length && j - i < MAX_HEADER_PHRASE_WORDS; j++) {
      if (j > i && words[j]!.x0 - words[j - 1]!.x1 > maxGap) break;
      key += squashed[j]!;
      const role = HEADER_PHRASES[key];
      if (role) {
        best = {
          role,
          x0: words[i]!.x0,
          x1: words[j]!.x1,
          label: words
            .slice(i, j + 1)
            .map((w) => w.text)
            .join(' '),
        };
        bestEnd = j;
      }
    }
    if (best) {
      // A unit in brackets after a title ("Valor (R$)", "Balance (€)") is part of its cell.
      const unit = words[bestEnd + 1];
      if (unit && UNIT_RE.test(unit.text) && unit.x0 - words[bestEnd]!.x1 <= maxGap) {
        best.x1 = unit.x1;
        best.label += ` ${unit.text}`;
        bestEnd++;
      }
      // A currency code after a title, with or without "in" ("Balance in NIS", "Amount EUR"), too.
      const code = currencyUnitEnd(words, bestEnd, maxGap);
      if (code > bestEnd) {
        best.x1 = words[code]!.x1;
        best.label = words
          .slice(i, code + 1)
          .map((w) => w.text)
          .join(' ');
        bestEnd = code;
      }
      hits.push(best);
      i = bestEnd + 1;
    } else {
      i++;
    }
  }
  return hits;
}

const CURRENCY_WORD_SET: ReadonlySet<string> = new Set(CURRENCY_WORDS.map(([w]) => w));

/** The index of the currency (a code or name, after an optional "in") after words[end] in its cell, else end. */
function currencyUnitEnd(words: Word[], end: number, maxGap: number): number {
  let k = end + 1;
  const near = (j: number): boolean =>
    words[j] !== undefined && words[j]!.x0 - words[j - 1]!.x1 <= maxGap;
  if (near(k) && squash(words[k]!.text) === 'in') k++;
  const text = words[k]?.text ?? '';
  const isCurrency = ISO_CURRENCY_CODES.has(text) || CURRENCY_WORD_SET.has(squash(text));
  return near(k) && isCurrency ? k : end;
}

/** Reads a table header at rows[index], merging hits from a header line just above or below. */
export function detectHeader(
  rows: Row[],
  index: number,
  settings: ExtractSettings,
): TableLayout | null {
  const row = rows[index]!;
  if (!mayBeHeader(row)) return null;
  const hits = findHeaderHits(row.line.words, row.line.height, settings);
  const datedTitle = hits.some((h) => isDateRole(h.role));
  if (!datedTitle && !namesMoneyAndBalance(hits)) return null;
  if (titlesFiguresAlone(rows, index, settings.labelAboveMaxGapHeights)) return null;
  // Most of a header line is header words; a sentence that mentions "date" is not a header.
  const hitWords = hits.reduce((n, h) => n + h.label.split(' ').length, 0);
  if (hitWords * 2 < row.line.words.length) return null;
  let columns = wholeTitles(rows, index, hits, settings);
  const maxGap = settings.headerPhraseGapRatio * row.line.height;
  for (const k of [index - 1, index + 1]) {
    const other = rows[k];
    if (!other || other.line.page !== row.line.page) continue;
    if (Math.abs(other.line.y - row.line.y) > settings.headerNeighbourLines * row.line.height)
      continue;
    if (other.amounts.length > 0 || other.dates.length > 0) continue;
    // Only a header-like line (mostly header words, no numbers) adds columns: "Account No. 1234" does not.
    if (other.line.words.some((w) => /\d/.test(w.text))) continue;
    const otherHits = findHeaderHits(other.line.words, other.line.height, settings);
    const otherHitWords = otherHits.reduce((n, h) => n + h.label.split(' ').length, 0);
    if (otherHitWords * 2 < other.line.words.length) continue;
    for (const h of otherHits) {
      // A column title stands alone in its cell; "additions" in "Deposits and other additions" does not.
      const isolated = other.line.words.every(
        (w) => w.x1 <= h.x0 - maxGap || w.x0 >= h.x1 + maxGap || (w.x0 >= h.x0 && w.x1 <= h.x1),
      );
      if (isolated && !columns.some((c) => overlaps(c, h))) columns.push(h);
    }
  }
  // Without a date title, a money title over dates says the vocabulary misread it: the layout is inferred.
  if (!datedTitle && moneyOverDates(rows, index, columns)) return null;
  // A money word in a date title ("Post Amount") over a column of dates names a date column.
  columns = datesUnderMoneyTitle(rows, index, columns, settings);
  // An unknown first title over the rows' leading dates names the transaction-date column.
  const dateCell = leadingDateCell(rows, index, columns, settings);
  if (dateCell) columns.push({ role: 'date', ...dateCell });
  // Or one further along the line (right of the money) over a column of dates.
  const laterDate = dateCell ? null : trailingDateCell(rows, index, columns, settings);
  if (laterDate) columns.push(laterDate);
  // Beside a named transaction or posting date, an unknown title over nothing but dates is a value date.
  columns.push(...valueDateCells(rows, index, columns, settings));
  // One side of a money-in/money-out pair known, the other's title unknown: the figures under it decide.
  const otherSide = oppositeMoneyCell(rows, index, columns, settings);
  if (otherSide) columns.push(otherSide);
  // No money title the vocabulary knows: an unknown one over the dated lines' right-aligned figures.
  columns.push(...amountCell(rows, index, columns, settings));
  // A balance title the vocabulary does not know, right of the money: the figures under it decide.
  const balance = balanceCell(rows, index, columns, settings);
  if (balance) columns.push(balance);
  // A description title the vocabulary does not know: the unknown cell the rows' text starts under.
  const description = descriptionCell(rows, index, columns, settings);
  if (description) columns.push(description);
  // Both titles unknown and the text printed after the money: the balance is sought past the text
  // (before the description is known, the first word right of the money is text, no balance).
  const pastText = !balance && description ? balanceCell(rows, index, columns, settings) : null;
  if (pastText) columns.push(pastText);
  if (!columns.some((c) => isTxnRole(c.role))) {
    if (!columns.some((c) => c.role === 'balance')) return null;
  }
  // Without a date title, the rows print their dates under an unknown title before any other header.
  if (!datedTitle && !datedBeforeNextHeader(rows, index, columns)) return null;
  columns.sort((a, b) => a.x0 - b.x0);
  // Side-by-side groups of one role group (Number Date Amount Number Date Amount): a sub-table each.
  const groups = repeatedGroups(columns);
  const among = groups ? null : settleDates(rows, index, columns);
  if (among) columns = among.columns;
  // Other side-by-side blocks (a date column on both sides of an amount column, money after the last
  // date too) and date+balance tables list no transactions. A date column after the amounts alone
  // ("Description | Withdrawals | Deposits | Date | Balance"), or printed last, is one table.
  const lastDate = Math.max(...columns.filter((c) => c.role === 'date').map((c) => c.x0));
  const amountBeforeDate =
    columns.some((c) => isAmountRole(c.role) && c.x0 > lastDate) &&
    columns.some(
      (c) =>
        isAmountRole(c.role) &&
        columns.some((d) => d.role === 'date' && d.x0 > c.x1) &&
        columns.some((d) => d.role === 'date' && d.x1 < c.x0),
    );
  const onlyBalance = !columns.some((c) => isTxnRole(c.role));
  const layout = layoutOf(row, columns, !groups && (amountBeforeDate || onlyBalance));
  if (groups) layout.groups = groups.map((g) => layoutOf(row, g, false));
  if (among?.undecided) layout.undecidedDates = true;
  return layout;
}

/** A table layout of sorted columns (at least one a date) on a header row. */
function layoutOf(row: Row, columns: Column[], ignore: boolean): TableLayout {
  const firstDate = columns.find((c) => isDateRole(c.role))!;
  const dateRights = columns.filter((c) => isDateRole(c.role)).map((c) => c.x1);
  const firstAmount = columns.find((c) => isAmountRole(c.role));
  return {
    page: row.line.page,
    y: row.line.y,
    columns,
    ignore,
    left: Math.min(firstDate.x0, columns[0]!.x0),
    dateRight: Math.min(...dateRights),
    amountLeft: firstAmount ? firstAmount.x0 : Infinity,
    hasNumberColumns: columns.some((c) => c.role === 'check' || c.role === 'reference'),
  };
}

/**
 * Sorted columns that repeat one role group two or more times across the line (a check list printed
 * three across: Number Date Amount ×3), cut into those groups; null unless the group holds a number,
 * a date and a transaction amount. Groups of a date and an amount alone (Date Amount Date Amount) are
 * the daily balances a statement prints side by side, not transactions.
 */
export function repeatedGroups(columns: readonly Column[]): Column[][] | null {
  const n = columns.length;
  for (let size = 2; size * 2 <= n; size++) {
    if (n % size !== 0 || !columns.every((c, i) => c.role === columns[i % size]!.role)) continue;
    const group = columns.slice(0, size);
    const has = (roles: (r: HeaderRole) => boolean): boolean => group.some((c) => roles(c.role));
    const isNumber = (r: HeaderRole): boolean => r === 'check' || r === 'reference';
    if (!has(isDateRole) || !has(isTxnRole) || !has(isNumber)) return null;
    const out: Column[][] = [];
    for (let k = 0; k < n; k += size) out.push(columns.slice(k, k + size));
    return out;
  }
  return null;
}

function gap(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  if (overlaps(a, b)) return 0;
  return a.x1 <= b.x0 ? b.x0 - a.x1 : a.x0 - b.x1;
}

function overlapLength(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
}

/** The column (of the given roles) a token sits under, or null when it is too far from all of them. */
export function columnFor(
  token: { x0: number; x1: number },
  layout: TableLayout,
  roles: (role: HeaderRole) => boolean,
  slack: number,
): Column | null {
  let best: Column | null = null;
  let bestGap = Infinity;
  let bestOverlap = -1;
  for (const col of layout.columns) {
    if (!roles(col.role)) continue;
    const g = gap(token, col);
    const o = overlapLength(token, col);
    if (g < bestGap || (g === bestGap && o > bestOverlap)) {
      best = col;
      bestGap = g;
      bestOverlap = o;
    }
  }
  return best && bestGap <= slack ? best : null;
}

/**
 * Numbers with 0 to 2 decimals ("330", "1,493.3", a "0" in the unused column) standing in a money column:
 * amounts there, though not where any number could be one. Single words only, clear of the row's amounts
 * and dates.
 */
/**
 * Whether a number without two decimals stands in a money column: ending at the column's right edge (a
 * right-aligned figure) or centred within the column. A number merely touching the column's side (a page
 * number "1" of a footer centred on the page) is no figure of it.
 */
function standsIn(token: { x0: number; x1: number }, column: Column, slack: number): boolean {
  if (gap(token, column) > slack) return false;
  const centre = (token.x0 + token.x1) / 2;
  return Math.abs(token.x1 - column.x1) <= slack || (centre >= column.x0 && centre <= column.x1);
}

function looseAmounts(
  row: Row,
  columns: readonly Column[],
  slack: number,
  settings: ExtractSettings,
): AmountToken[] {
  const taken = tokenWords(row);
  const out: AmountToken[] = [];
  // Right to left, so that a number split by a thousands space ("16 446") is read whole.
  for (let i = row.line.words.length - 1; i >= 0; i--) {
    if (taken.has(i) || !columns.some((c) => gap(row.line.words[i]!, c) <= slack)) continue;
    const token = looseNumberEndingAt(row, i, 0, settings, (k) => taken.has(k));
    if (!token || headBeside(row, token, columns, settings)) continue;
    if (!columns.some((c) => standsIn(token, c, slack))) continue;
    // A date's day ("01 Apr 2024", "02 OUT 2024", a date printed after the money) is no figure.
    if (dayOfDate(row.line.words, token.lastWord)) continue;
    // A money cell stands a cell gap clear of the words before it: a number one space after a word
    // ("Folio 1", "Invoice 12") is that text's.
    const before = row.line.words[token.firstWord - 1];
    if (before && token.x0 - before.x1 < settings.cellGapRatio * row.line.height - POSITION_EPSILON)
      continue;
    out.unshift(token);
    i = token.firstWord;
  }
  return out;
}

/**
 * Places a row's amounts under the layout's amount columns; the rest stay description text. `loose` also
 * takes numbers without two decimals standing in a money column (a candidate reading, see chooseReading).
 */
export function placeAmounts(
  row: Row,
  layout: TableLayout,
  settings: ExtractSettings,
  loose = false,
): PlacedAmount[] {
  const slack = settings.columnSlackRatio * row.line.height;
  const columns = layout.columns.filter((c) => isAmountRole(c.role));
  if (columns.length === 0) return [];
  const all = loose
    ? [...row.amounts, ...looseAmounts(row, columns, slack, settings)]
    : row.amounts;
  if (all.length === 0) return [];
  // Numbers left of the first amount column are part of the description (e.g. "USD 10.00 @ 1.2004").
  // A row's amounts are mostly in order already: sorting them (stable) would change nothing.
  const tokens = (byX0(all) ? all : [...all].sort((a, b) => a.x0 - b.x0))
    .filter((t) => t.x1 >= columns[0]!.x0 - slack && !underNumberColumn(t, layout))
    .slice(-MAX_PLACED_TOKENS);
  if (tokens.length === 0) return [];
  // Amounts keep their left-to-right order under the columns: the placement is the order-keeping
  // assignment closest to the headers (a right-aligned amount can sit nearer the next header).
  let best: { cost: number; placed: PlacedAmount[] } | null = null;
  const search = (t: number, fromCol: number, cost: number, placed: PlacedAmount[]): void => {
    if (t === tokens.length) {
      if (
        !best ||
        placed.length > best.placed.length ||
        (placed.length === best.placed.length && cost < best.cost)
      ) {
        best = { cost, placed: placed.slice() };
      }
      return;
    }
    const token = tokens[t]!;
    for (let c = fromCol; c < columns.length; c++) {
      const col = columns[c]!;
      const g = gap(token, col);
      if (g > slack) continue;
      // An inferred table's money columns span their own figures: one standing in the gap between two
      // of them is an amount of a column no dated row fills, never the balance.
      if (col.role === 'balance' && layout.inferred && inMoneyGap(token, columns)) continue;
      placed.push({ token, column: col });
      // Right edges break ties: amounts are usually right-aligned with their header.
      search(
        t + 1,
        c + 1,
        cost + g + settings.rightEdgeWeight * Math.abs(token.x1 - col.x1),
        placed,
      );
      placed.pop();
    }
    // The token may also be text (too far from every column it could still take).
    search(t + 1, fromCol, cost + slack, placed);
  };
  search(0, 0, 0, []);
  return (best as { placed: PlacedAmount[] } | null)?.placed ?? [];
}

/** Whether tokens stand in left-to-right order of their starts. */
function byX0(tokens: readonly { x0: number }[]): boolean {
  for (let i = 1; i < tokens.length; i++) if (!(tokens[i - 1]!.x0 <= tokens[i]!.x0)) return false;
  return true;
}

/** Dates of a row placed under the layout's date columns, in column order. */
export function placeDates(
  row: Row,
  layout: TableLayout,
  settings: ExtractSettings,
): { token: DateToken; column: Column }[] {
  // Dates sit under their header (left-aligned or overlapping it); a date further right is text, and so
  // is one starting where a later column starts ("DATED 02/03" wrapped onto the description's edge).
  const slack = settings.dateSlackRatio * row.line.height;
  const out: { token: DateToken; column: Column }[] = [];
  for (const token of row.dates) {
    const column = columnFor(token, layout, isDateRole, slack);
    if (!column || out.some((p) => p.column === column)) continue;
    if (layout.columns.some((c) => c.x0 > column.x1 && token.x0 >= c.x0 - POSITION_EPSILON))
      continue;
    out.push({ token, column });
  }
  return out;
}
