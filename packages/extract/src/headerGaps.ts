/**
 * Header titles the vocabulary does not know (or misreads), completed from the rows below them: the
 * other side of a money-in/money-out pair (an unknown cell beside the known column, figures under it),
 * the description (an unknown cell the rows' text starts under), a date column right of the money (an
 * unknown cell over dates), and a money word in a date title over a column of dates. The rows' own
 * figures, dates and text decide, not the titles' words.
 */
import { clustersFromFirst } from './clusters.ts';
import { isAmountRole, isDateRole, isTxnRole } from './columnRoles.ts';
import { parseAmount } from './parseAmount.ts';
import { MAX_DATE_WORDS, parseDate } from './parseDate.ts';
import type { ExtractSettings } from './settings.ts';
import type { Column, Row } from './types.ts';

/** How many lines under a header are read for figures under an unknown cell (a search bound). */
const HEADER_LOOKAHEAD_LINES = 40;

/** A word of digits and punctuation only: a figure (or a date, a reference number). */
const FIGURE_RE = /^[^\p{L}]*\d[^\p{L}]*$/u;

/** The lines under a header on its own page, up to the search bound. */
function linesBelow(rows: readonly Row[], index: number): Row[] {
  const page = rows[index]!.line.page;
  const out: Row[] = [];
  for (let k = index + 1; k < rows.length && k <= index + HEADER_LOOKAHEAD_LINES; k++) {
    if (rows[k]!.line.page !== page) break;
    out.push(rows[k]!);
  }
  return out;
}

/**
 * A table's lead line (a date or money on it, or a figure under a money column of the header where
 * amounts are printed without two decimals), not the page's furniture below it.
 */
function isLeadLine(r: Row, columns: readonly Column[]): boolean {
  return r.dates.length > 0 || r.amounts.length > 0 || figureUnderMoney(r, columns);
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
  const cells = unknownTitles(header, columns, settings);
  // The nearest unknown cell on either side of the known column, with no known column between.
  const between = (a: number, b: number) => columns.some((c) => c.x0 > a && c.x1 < b);
  const left = cells.filter((c) => c.x1 < known.x0 && !between(c.x1, known.x0)).pop();
  const right = cells.find((c) => c.x0 > known.x1 && !between(known.x1, c.x0));
  const slack = settings.columnSlackRatio * h;
  for (const cell of [left, right]) {
    if (!cell) continue;
    let figures = 0;
    let words = 0;
    for (const r of linesBelow(rows, index)) {
      if (!isLeadLine(r, columns)) continue;
      for (const w of r.line.words) {
        // A dash alone marks the cell unused ("-" under the side a row does not use).
        if (!(w.x1 > cell.x0 && w.x0 < cell.x1) || /^[-–—]$/.test(w.text)) continue;
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

/**
 * The balance column of a header whose balance title the vocabulary does not know, with no balance
 * column in the header: right of its last transaction-money column (before any known column there), the
 * lead lines below (same page) print money whose right edges line up (money is right-aligned) under an
 * unknown title word, no word of text or other figure (a time, a reference) stands in that band, and
 * its figures move as a running balance does: from one such line to the next by the amount one of the
 * two prints (the next, oldest first; the line above, newest first), on at least half of the pairs and
 * at least one.
 */
export function balanceCell(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column | null {
  if (columns.some((c) => c.role === 'balance')) return null;
  const money = columns.filter((c) => isTxnRole(c.role));
  if (money.length === 0) return null;
  const left = Math.max(...money.map((c) => c.x1));
  const right = Math.min(Infinity, ...columns.filter((c) => c.x0 > left).map((c) => c.x0));
  const header = rows[index]!;
  const slack = settings.columnSlackRatio * header.line.height;
  const lines = linesBelow(rows, index).filter((r) => figureUnderMoney(r, columns));
  // The first word right of the money on each line, where it is money.
  const placed: { r: Row; x0: number; x1: number; cents: number }[] = [];
  for (const r of lines) {
    const w = r.line.words.find((w) => w.x0 > left && w.x1 < right);
    const figure = w && parseAmount(w.text, { inMoneyColumn: true });
    if (figure)
      placed.push({ r, x0: w.x0, x1: w.x1, cents: figure.negative ? -figure.cents : figure.cents });
  }
  const edge = clustersFromFirst(
    placed,
    (p) => p.x1,
    () => slack,
  ).reduce<typeof placed>((a, g) => (g.length > a.length ? g : a), []);
  if (edge.length === 0) return null;
  const band = { x0: Math.min(...edge.map((p) => p.x0)), x1: Math.max(...edge.map((p) => p.x1)) };
  const title = header.line.words.filter(
    (w) => w.x1 > band.x0 && w.x0 < band.x1 && !columns.some((c) => w.x1 > c.x0 && w.x0 < c.x1),
  );
  if (title.length === 0) return null;
  // The title runs on to the left one phrase gap at a time (a right-aligned column's title is wider).
  const words = header.line.words;
  const gap = settings.headerPhraseGapRatio * header.line.height;
  for (let k = words.indexOf(title[0]!) - 1; k >= 0; k--) {
    const w = words[k]!;
    if (
      w.x0 <= left ||
      title[0]!.x0 - w.x1 > gap ||
      columns.some((c) => w.x1 > c.x0 && w.x0 < c.x1)
    )
      break;
    title.unshift(w);
  }
  const inBand = new Set(edge.map((p) => p.r));
  for (const r of lines)
    for (const w of r.line.words)
      if (
        w.x1 > band.x0 &&
        w.x0 < band.x1 &&
        !(inBand.has(r) && placed.some((p) => p.r === r && p.x0 === w.x0))
      )
        return null;
  // From one line to the next by the next line's amount (oldest first) or the line's own (newest
  // first, the balance above already counting it).
  let pairs = 0;
  let down = 0;
  let up = 0;
  for (let k = 1; k < edge.length; k++) {
    const move = Math.abs(edge[k]!.cents - edge[k - 1]!.cents);
    const next = money.flatMap((c) => figuresIn(edge[k]!.r, c));
    const own = money.flatMap((c) => figuresIn(edge[k - 1]!.r, c));
    pairs++;
    if (next.length === 1 && next[0] === move) down++;
    if (own.length === 1 && own[0] === move) up++;
  }
  const moves = Math.max(down, up);
  if (moves === 0 || moves * 2 < pairs) return null;
  return {
    role: 'balance',
    x0: Math.min(band.x0, title[0]!.x0),
    x1: Math.max(band.x1, title[title.length - 1]!.x1),
    label: title.map((w) => w.text).join(' '),
  };
}

/** The sizes of the money a row prints under a column, in cents (unsigned). */
function figuresIn(r: Row, c: Column): number[] {
  return r.line.words.flatMap((w) => {
    if (!(w.x1 > c.x0 && w.x0 < c.x1)) return [];
    const figure = parseAmount(w.text, { inMoneyColumn: true });
    return figure ? [figure.cents] : [];
  });
}

/** Whether a row prints a figure under one of the header's money columns. */
function figureUnderMoney(r: Row, columns: readonly Column[]): boolean {
  return r.line.words.some(
    (w) =>
      FIGURE_RE.test(w.text) &&
      columns.some((c) => isAmountRole(c.role) && w.x1 > c.x0 && w.x0 < c.x1),
  );
}

/** A word of letters (text, not a figure, date or mark of punctuation). */
const TEXT_RE = /\p{L}/u;

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
  const header = rows[index]!;
  const cells = unknownTitles(header, columns, settings);
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
 * `tokenColumnMinRows` of them and never another figure, it names a date column. Joined to the date
 * title just before it (one phrase), it is the value date where the header has another date title
 * anywhere; alone, it is a value-date column after another date column; else the date column. The
 * columns unchanged otherwise.
 */
export function datesUnderMoneyTitle(
  rows: readonly Row[],
  index: number,
  columns: readonly Column[],
  settings: ExtractSettings,
): Column[] {
  const header = rows[index]!;
  const h = header.line.height;
  let out = columns.slice().sort((a, b) => a.x0 - b.x0);
  for (const money of columns) {
    if (!isTxnRole(money.role)) continue;
    let dates = 0;
    let figures = 0;
    for (const r of linesBelow(rows, index)) {
      // Dates anywhere on the line, not only at its start ("Data valor" printed last).
      const under = dateWordsUnder(r, money);
      const inDate = (i: number) =>
        r.dates.some((d) => i >= d.firstWord && i <= d.lastWord) ||
        (under !== null && i >= under.first && i <= under.last);
      if (under) dates++;
      r.line.words.forEach((w, i) => {
        if (w.x1 > money.x0 && w.x0 < money.x1 && /\d/.test(w.text) && !inDate(i)) figures++;
      });
    }
    if (dates < settings.tokenColumnMinRows || figures > 0) continue;
    const at = out.indexOf(money);
    const before = out[at - 1];
    const joined =
      before &&
      isDateRole(before.role) &&
      money.x0 - before.x1 <= settings.headerPhraseGapRatio * h;
    const first = joined ? before : money;
    // Joined, the date is named by its value ("Data valor"): the value date wherever another date
    // title stands (before it, or last after the money); alone, after another date title.
    const other = out.some((c) => c !== first && isDateRole(c.role));
    const earlier = out.slice(0, out.indexOf(first)).some((c) => isDateRole(c.role));
    const merged: Column = {
      role: (joined ? other : earlier) ? 'valueDate' : 'date',
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
  const cells = unknownTitles(header, columns, settings);
  for (const cell of cells) {
    let leads = 0;
    let dated = 0;
    // Where the dates start: a title printed close to the one before it ("Run bal. Entered") is
    // one cell of the header, but the dates stand under its last words only.
    let from = Infinity;
    for (const r of linesBelow(rows, index)) {
      if (!isLeadLine(r, columns)) continue;
      leads++;
      const x0 = dateUnder(r, cell);
      if (x0 === null) continue;
      dated++;
      from = Math.min(from, x0);
    }
    if (dated < settings.inferredMinRows || dated * 2 <= leads) continue;
    const x0 = Math.max(cell.x0, from);
    const title = header.line.words.filter((w) => w.x0 >= x0 - h && w.x1 <= cell.x1);
    if (title.length === 0) continue;
    return {
      role: 'date',
      x0: title[0]!.x0,
      x1: cell.x1,
      label: title.map((w) => w.text).join(' '),
    };
  }
  return null;
}

/** Where a date printed under `cell` on a row starts (either day-month order), or null. */
function dateUnder(r: Row, cell: { x0: number; x1: number }): number | null {
  const at = dateWordsUnder(r, cell);
  return at ? r.line.words[at.first]!.x0 : null;
}

/** The words of the first date printed under a cell (either order of day and month), or null. */
function dateWordsUnder(
  r: Row,
  cell: { x0: number; x1: number },
): { first: number; last: number } | null {
  const words = r.line.words;
  for (let i = 0; i < words.length; i++) {
    if (!(words[i]!.x1 > cell.x0 && words[i]!.x0 < cell.x1) || !/\d/.test(words[i]!.text)) continue;
    let text = '';
    for (let n = 0; n < MAX_DATE_WORDS && i + n < words.length; n++) {
      text = n === 0 ? words[i]!.text : `${text} ${words[i + n]!.text}`;
      if (parseDate(text, 'DMY') ?? parseDate(text, 'MDY')) return { first: i, last: i + n };
    }
  }
  return null;
}

/** The header's words under no known column, joined into titles one phrase gap apart. */
function unknownTitles(
  header: Row,
  columns: readonly Column[],
  settings: ExtractSettings,
): { x0: number; x1: number; label: string }[] {
  const cells: { x0: number; x1: number; label: string }[] = [];
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
