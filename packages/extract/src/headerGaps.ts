/**
 * A header that names one side of a money-in/money-out pair and prints the other side's title in words
 * the vocabulary does not know: the unknown cell beside the known column, with figures under it, is the
 * other side. The rows' own figures decide, not the title's words.
 */
import { MAX_DATE_WORDS, parseDate } from './parseDate.ts';
import type { ExtractSettings } from './settings.ts';
import type { Column, Row } from './types.ts';

/** How many lines under a header are read for figures under an unknown cell (a search bound). */
const HEADER_LOOKAHEAD_LINES = 40;

/** A word of digits and punctuation only: a figure (or a date, a reference number). */
const FIGURE_RE = /^[^\p{L}]*\d[^\p{L}]*$/u;

type Cell = { x0: number; x1: number; label: string };

/** The header's unknown cells: words under no known column, joined one phrase gap apart. */
function unknownCells(header: Row, columns: readonly Column[], settings: ExtractSettings): Cell[] {
  const cells: Cell[] = [];
  for (const w of header.line.words) {
    if (columns.some((c) => w.x1 > c.x0 && w.x0 < c.x1)) continue;
    const last = cells[cells.length - 1];
    if (last && w.x0 - last.x1 <= settings.headerPhraseGapRatio * header.line.height) {
      last.x1 = w.x1;
      last.label += ` ${w.text}`;
    } else cells.push({ x0: w.x0, x1: w.x1, label: w.text });
  }
  return cells;
}

/**
 * The description column of a header whose description title the vocabulary does not know: of the
 * header's unknown cells, the one under which the table's lead lines below on the same page (a date or
 * money on them) print the most words with letters, where most of those lines print one and no line
 * prints a figure ending at the cell's right edge (that would be money); left of the transaction
 * date, their texts must also differ from row to row (a type code column repeats a few). Null when a
 * description column is known or no cell qualifies. Its left edge is where a description's first word starts, so
 * a word there ("CR", "DR") is text, not an amount's mark.
 */
export function descriptionCell(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column | null {
  if (columns.some((c) => c.role === 'description')) return null;
  const date = columns.find((c) => c.role === 'date');
  const header = rows[index]!;
  const slack = settings.columnSlackRatio * header.line.height;
  let best: { cell: Cell; words: number } | null = null;
  for (const cell of unknownCells(header, columns, settings)) {
    const beforeDate = date !== undefined && cell.x0 < date.x1;
    let lines = 0;
    let withText = 0;
    let words = 0;
    let money = false;
    const texts = new Set<string>();
    for (let k = index + 1; k < rows.length && k <= index + HEADER_LOOKAHEAD_LINES; k++) {
      const r = rows[k]!;
      if (r.line.page !== header.line.page) break;
      if (r.dates.length === 0 && r.amounts.length === 0) continue;
      lines++;
      const under = r.line.words.filter((w) => w.x1 > cell.x0 && w.x0 < cell.x1);
      if (under.some((w) => FIGURE_RE.test(w.text) && Math.abs(w.x1 - cell.x1) <= slack))
        money = true;
      const text = under.filter((w) => /\p{L}/u.test(w.text));
      if (text.length > 0) withText++;
      words += text.length;
      if (text.length > 0) texts.add(text.map((w) => w.text).join(' '));
    }
    if (money || withText * 2 <= lines) continue;
    // Left of the date, a few texts repeated down the rows ("BA", "GT") are type codes, not text.
    if (beforeDate && texts.size * 2 <= withText) continue;
    if (!best || words > best.words) best = { cell, words };
  }
  return best ? { role: 'description', ...best.cell } : null;
}

/**
 * The transaction-date column of a header that names none (only a value date, or titles the
 * vocabulary does not know): of its unknown cells, the one under which most lead lines below on the
 * same page (a date or money on them), and at least `inferredMinRows`, print a date starting in the
 * cell ("Booked" printed last, after the balance); null otherwise.
 */
export function unknownDateCell(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column | null {
  if (columns.some((c) => c.role === 'date')) return null;
  const header = rows[index]!;
  const h = header.line.height;
  let best: { x0: number; x1: number; dated: number } | null = null;
  for (const cell of unknownCells(header, columns, settings)) {
    let lead = 0;
    let dated = 0;
    let x0 = Infinity;
    let x1 = -Infinity;
    for (let k = index + 1; k < rows.length && k <= index + HEADER_LOOKAHEAD_LINES; k++) {
      const r = rows[k]!;
      if (r.line.page !== header.line.page) break;
      if (r.dates.length === 0 && r.amounts.length === 0) continue;
      lead++;
      const date = dateStartingIn(r, cell.x0 - h, cell.x1);
      if (!date) continue;
      dated++;
      x0 = Math.min(x0, date.x0);
      x1 = Math.max(x1, date.x1);
    }
    if (dated < settings.inferredMinRows || dated * 2 <= lead) continue;
    if (!best || dated > best.dated) best = { x0, x1, dated };
  }
  if (!best) return null;
  // The title: the header's words over the dates (a cell may run two titles together).
  const title = header.line.words.filter(
    (w) => (w.x0 + w.x1) / 2 >= best.x0 - h && (w.x0 + w.x1) / 2 <= best.x1 + h,
  );
  return {
    role: 'date',
    x0: Math.min(best.x0, ...title.map((w) => w.x0)),
    x1: Math.max(best.x1, ...title.map((w) => w.x1)),
    label: title.map((w) => w.text).join(' '),
  };
}

/** The extent of the first date printed on a row starting between x0 and x1, or null. */
function dateStartingIn(r: Row, x0: number, x1: number): { x0: number; x1: number } | null {
  const words = r.line.words;
  for (let at = 0; at < words.length; at++) {
    if (words[at]!.x0 < x0 || words[at]!.x0 >= x1) continue;
    for (let n = 1; n <= MAX_DATE_WORDS && at + n <= words.length; n++) {
      const text = words
        .slice(at, at + n)
        .map((w) => w.text)
        .join(' ');
      if (parseDate(text, 'DMY') ?? parseDate(text, 'MDY'))
        return { x0: words[at]!.x0, x1: words[at + n - 1]!.x1 };
    }
  }
  return null;
}

/**
 * The missing side of a debit/credit pair: the header's unknown cell next to its one debit or credit
 * column (no known column between them), under which a lead line below on the same page (one with a
 * date or money) prints a figure ending near the cell's right edge (money is right-aligned) and none
 * prints a word; null otherwise.
 */
export function oppositeMoneyCell(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column | null {
  const sides = columns.filter((c) => c.role === 'debit' || c.role === 'credit');
  if (sides.length !== 1 || columns.some((c) => c.role === 'amount')) return null;
  const known = sides[0]!;
  const header = rows[index]!;
  const h = header.line.height;
  const cells = unknownCells(header, columns, settings);
  // The nearest unknown cell on either side of the known column, with no known column between.
  const between = (a: number, b: number) => columns.some((c) => c.x0 > a && c.x1 < b);
  const left = cells.filter((c) => c.x1 < known.x0 && !between(c.x1, known.x0)).pop();
  const right = cells.find((c) => c.x0 > known.x1 && !between(known.x1, c.x0));
  const slack = settings.columnSlackRatio * h;
  for (const cell of [left, right]) {
    if (!cell) continue;
    let figures = 0;
    let words = 0;
    for (let k = index + 1; k < rows.length && k <= index + HEADER_LOOKAHEAD_LINES; k++) {
      const r = rows[k]!;
      if (r.line.page !== header.line.page) break;
      // The table's lead lines (a date or money on them), not the page's furniture below it.
      if (r.dates.length === 0 && r.amounts.length === 0) continue;
      for (const w of r.line.words) {
        if (!(w.x1 > cell.x0 && w.x0 < cell.x1)) continue;
        if (FIGURE_RE.test(w.text) && Math.abs(w.x1 - cell.x1) <= slack) figures++;
        else words++;
      }
    }
    if (figures > 0 && words === 0)
      return {
        role: known.role === 'debit' ? 'credit' : 'debit',
        x0: cell.x0,
        x1: cell.x1,
        label: cell.label,
      };
  }
  return null;
}

const isDate = (c: Column): boolean =>
  c.role === 'date' || c.role === 'postDate' || c.role === 'valueDate';
const isMoney = (c: Column): boolean =>
  c.role === 'amount' || c.role === 'debit' || c.role === 'credit' || c.role === 'balance';

/**
 * A header's date columns settled from the rows under it (columns sorted by x; not for side-by-side
 * groups). A money title printed one phrase gap after a date title ("Data valor") with no figure
 * ending under it in the lead lines below, but dates printed across it, is a word of the date's own
 * title: the two are one date cell, a value date (the date named by its value). Of several transaction-date columns with no money column between
 * them, the leftmost is the transaction date and the others value dates, so a row that leaves the first empty (the date printed
 * once per day) keeps the day's date rather than taking its value date.
 */
export function settleDateColumns(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column[] {
  const header = rows[index]!;
  const h = header.line.height;
  const out: Column[] = [];
  for (const c of columns) {
    const prev = out[out.length - 1];
    if (
      prev &&
      isDate(prev) &&
      isMoney(c) &&
      c.x0 - prev.x1 <= settings.headerPhraseGapRatio * h &&
      datesAcross(rows, index, c, settings)
    ) {
      // A date named by its value ("Data valor", "Fecha valor") is the value date.
      out[out.length - 1] = {
        role: 'valueDate',
        x0: prev.x0,
        x1: c.x1,
        label: `${prev.label} ${c.label}`,
      };
    } else out.push({ ...c });
  }
  // Side-by-side blocks (Date Amount Date Amount: daily balances) keep their dates: a money column
  // between two dates parts them.
  const first = out.find((c) => c.role === 'date');
  return out.map((c) =>
    c.role === 'date' &&
    first &&
    c !== first &&
    !out.some((m) => isMoney(m) && m.x0 > first.x1 && m.x1 < c.x0)
      ? { ...c, role: 'valueDate' }
      : c,
  );
}

/**
 * Whether the lead lines under a money cell print words with digits across its left edge (starting
 * under the date title before it: dates) and no figure of its own, inside it and ending at its edge.
 */
function datesAcross(
  rows: readonly Row[],
  index: number,
  cell: Column,
  settings: ExtractSettings,
): boolean {
  const header = rows[index]!;
  const slack = settings.columnSlackRatio * header.line.height;
  let across = 0;
  for (let k = index + 1; k < rows.length && k <= index + HEADER_LOOKAHEAD_LINES; k++) {
    const r = rows[k]!;
    if (r.line.page !== header.line.page) break;
    if (r.dates.length === 0 && r.amounts.length === 0) continue;
    for (const w of r.line.words) {
      if (!(w.x1 > cell.x0 && w.x0 < cell.x1) || !/\d/.test(w.text)) continue;
      if (w.x0 < cell.x0) across++;
      else if (FIGURE_RE.test(w.text) && Math.abs(w.x1 - cell.x1) <= slack) return false;
    }
  }
  return across > 0;
}
