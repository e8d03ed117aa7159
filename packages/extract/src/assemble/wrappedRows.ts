/**
 * Wrapped-row emission: a table row becomes one draft transaction from its amount line and the lines
 * around it that carry no amount (its wrapped description, or a dated lead line above it).
 */
import type { DraftTransaction, Row } from '../types.ts';
import { dropFigures } from './figures.ts';
import { boxOfLines } from './rowBox.ts';
import { descriptionOf, extraCellsOf } from './rowView.ts';
import type { RowView } from './rowView.ts';
import { amountOf, balanceCents, otherBalance } from './signs.ts';
import { leadTextSpan, withWrappedNumbers } from './wrappedNumbers.ts';
import { markLine } from './lineUse.ts';
import { lastTxn, redescribeLast } from './walkState.ts';
import type { WalkState } from './walkState.ts';

/** Adds the transaction made of `parts` (top to bottom), whose amount is on `amountRow`. */
export function emit(s: WalkState, rowParts: RowView[], amountRow: RowView): void {
  const { cents, source } = amountOf(s, amountRow);
  // Numbers on the row's wrapped lines under its own description text are that text (wrappedNumbers.ts).
  const leadText = leadTextSpan(rowParts);
  const parts = rowParts.map((p) => withWrappedNumbers(p, leadText));
  const dated = parts.find((p) => p.dates.length > 0);
  // A row with only a value date takes the day's date carried from the rows above (its own value date
  // when none is).
  const date = dated ? (dated.date ?? s.lastDate ?? dated.postDate) : s.lastDate;
  if (dated) s.lastDate = dated.date ?? s.lastDate;
  const text = parts
    .map(descriptionOf)
    .filter((t) => t !== '')
    .join(' ');
  // A row printing nothing but its token-column word (a type code) keeps it as its description, until
  // a labelled description line below gives the real one (tableRows.ts).
  const codes = parts.map((p) => p.code).filter((c) => c !== null);
  const description = text || codes.join(' ');
  s.lastTxnCodeOnly = text === '' && codes.length > 0;
  s.labelledAt = null;
  s.anchor = { page: amountRow.row.line.page, y: amountRow.row.line.y, text: leadText };
  const first = parts[0]!;
  const box = boxOfLines(parts.map((p) => p.row.line));
  const other = amountRow.balance
    ? otherBalance(amountRow.balance.token.amount, s.liability)
    : undefined;
  const txn: DraftTransaction = {
    page: first.row.line.page,
    y: first.row.line.y,
    date,
    postDate: dated ? dated.postDate : null,
    description,
    cents,
    signSource: source,
    balance: amountRow.balance ? balanceCents(amountRow.balance.token.amount, s.liability) : null,
    ...(other === undefined ? {} : { balanceOther: other }),
    section: s.section,
    checkNumber: parts.map((p) => p.checkNumber).find((c) => c) ?? null,
    reference: parts.map((p) => p.reference).find((c) => c) ?? null,
    box: box!,
    ...cellWordsOf(s, amountRow),
  };
  s.account.transactions.push(txn);
  for (const p of parts)
    markLine(s.lineUse, p.row, p === amountRow || p.dates.length > 0 ? 'row' : 'continuation');
  dropFigures(
    s,
    parts.filter((p) => p !== amountRow),
  );
  s.numberSinceLastTxn = null;
  if (s.layout?.columns.some((c) => c.role === 'balance')) s.account.balanceColumnRows++;
  if (txn.balance !== null)
    s.account.checkpoints.push({
      after: s.account.transactions.length,
      cents: txn.balance,
      page: first.row.line.page,
      ...(other === undefined ? {} : { other }),
    });
}

/**
 * The lone word the line prints in each of the table's cells of their own (a column of words no known
 * title names: a type code, a word saying the amount's side), none where it prints none or several:
 * the arithmetic may later read such a column as the amounts' signs (wordSigns.ts).
 */
function cellWordsOf(s: WalkState, v: RowView): { cellWords?: (string | null)[] } {
  const cells = s.layout ? extraCellsOf(s.views, s.layout) : [];
  if (cells.length === 0) return {};
  const words = v.row.line.words;
  return {
    cellWords: cells.map((c) => {
      const inside = words.filter((w) => (w.x0 + w.x1) / 2 >= c.x0 && (w.x0 + w.x1) / 2 <= c.x1);
      return inside.length === 1 ? inside[0]!.text : null;
    }),
  };
}

/**
 * Where the lines waiting between the last row's amount line and `v` (the next amount line) divide
 * between the two rows, read from the vertical gaps: rows printed further apart than the lines within
 * them part at the one gap clearly wider than all the others (a wrapped description centred on its
 * row, or printed above its amount line). Returns how many waiting lines continue the last row, or
 * null when the gaps do not tell (all alike, or more than one wide gap): the table's mode decides.
 */
export function splitByGaps(s: WalkState, v: RowView): number | null {
  const lines = s.pending;
  const anchor = s.anchor;
  if (lines.length === 0 || !anchor || !lastTxn(s)) return null;
  if (lines.some((p) => p.dates.length > 0 || p.row.line.page !== v.row.line.page)) return null;
  // Across a page break the first gap is unknown; it counts as the row break only once the table has
  // shown rows parted by wider gaps on a page.
  const samePage = anchor.page === v.row.line.page;
  if (!samePage && !s.gapSplits) return null;
  const ys = [...lines.map((p) => p.row.line.y), v.row.line.y];
  const gaps = ys.slice(1).map((y, i) => y - ys[i]!);
  if (samePage) gaps.unshift(ys[0]! - anchor.y);
  else gaps.unshift(Infinity);
  const widest = Math.max(...gaps);
  const at = gaps.indexOf(widest);
  const others = gaps.filter((_, i) => i !== at);
  if (others.length === 0) return null;
  const margin = s.settings.rowGapMarginRatio * v.row.line.height;
  if (widest - Math.max(...others) < margin) return null;
  s.gapSplits = true;
  if (Number.isFinite(widest)) s.rowGap = Math.min(s.rowGap ?? widest, widest);
  return at;
}

/**
 * Whether the lines waiting for a row open the one `row` ends, by their gaps: in a table whose rows the
 * gaps part (`splitByGaps`), the gap from the last row's amount line down to the first waiting line is
 * wider, by the row-gap margin, than each gap from there down to `row`, all on one page.
 */
export function opensRowByGaps(s: WalkState, row: Row): boolean {
  const { anchor, pending } = s;
  if (!s.gapSplits || !anchor || pending.length === 0 || row.line.page !== anchor.page)
    return false;
  if (pending.some((p) => p.row.line.page !== anchor.page)) return false;
  const ys = [anchor.y, ...pending.map((p) => p.row.line.y), row.line.y];
  const gaps = ys.slice(1).map((y, i) => y - ys[i]!);
  const margin = s.settings.rowGapMarginRatio * row.line.height;
  return gaps.slice(1).every((g) => gaps[0]! - g >= margin);
}

/**
 * Notes wrapped lines waiting between two amount lines that the gaps did not place: the table's mode
 * gives them a row. In a table whose rows are parted by wider gaps elsewhere, that is a guess, and the
 * statement says so (see assembleTransactions).
 */
export function noteGuess(s: WalkState, v: RowView): void {
  const lines = s.pending;
  const last = lastTxn(s);
  if (!last || lines.length === 0) return;
  if (lines.some((p) => p.dates.length > 0 || p.row.line.page !== v.row.line.page)) return;
  if (lines.some((p) => p.row.line.page !== last.page)) return;
  const page = s.guessedLines?.page ?? lines[0]!.row.line.page;
  s.guessedLines = { page, count: (s.guessedLines?.count ?? 0) + lines.length };
}

/** The plain-language warning for the lines noted by noteGuess. */
export function guessWarning(g: { page: number; count: number }, mode: WalkState['mode']): string {
  const lines = g.count === 1 ? 'line' : 'lines';
  const side = mode === 'amountFirst' ? 'above' : 'below';
  return (
    `${g.count} wrapped description ${lines} (from page ${g.page}) could belong to the transaction above ` +
    `or below; each was given to the one ${side}, so some descriptions may be joined to the wrong row.`
  );
}

/** Appends waiting lines to the last row's description (undated ones on its own page). */
export function continueLast(s: WalkState, lines: RowView[]): void {
  const last = lastTxn(s);
  if (!last || lines.length === 0) return;
  const kept = lines
    .filter((p) => p.dates.length === 0 && p.row.line.page === last.page)
    .map((p) => withWrappedNumbers(p, s.anchor?.text ?? null));
  for (const p of kept) markLine(s.lineUse, p.row, 'continuation');
  dropFigures(s, kept);
  const extra = kept
    .map(descriptionOf)
    .filter((t) => t !== '')
    .join(' ');
  if (extra)
    redescribeLast(
      s,
      last.description ? `${last.description} ${extra}` : extra,
      lines.filter((p) => p.dates.length === 0).map((p) => p.row.line),
    );
}

/**
 * Whether the lines waiting when the table ends continue its last row by their gaps: in a table whose
 * rows the gaps part (`splitByGaps`), undated lines on the last row's page, each nearer the line above
 * than the narrowest gap that parted two rows, by the row-gap margin. No amount line follows them to
 * part at, so the gaps the table showed decide.
 */
function endsLastRow(s: WalkState): boolean {
  const { anchor, rowGap, pending } = s;
  if (!s.gapSplits || rowGap === null || !anchor || pending.length === 0) return false;
  let y = anchor.y;
  for (const p of pending) {
    const line = p.row.line;
    if (p.dates.length > 0 || line.page !== anchor.page) return false;
    if (line.y - y > rowGap - s.settings.rowGapMarginRatio * line.height) return false;
    y = line.y;
  }
  return true;
}

/**
 * Settles the lines waiting for a row: in amount-first tables they continue the previous row, and so
 * they do where the table's gaps say so (`endsLastRow`).
 */
export function flushPending(s: WalkState): void {
  // Only undated lines on the row's own page continue it: a dated line without an amount leads a row
  // that never came, and text on a later page (terms, a footer paragraph) is not a wrapped description.
  if (s.mode === 'amountFirst' || endsLastRow(s)) continueLast(s, s.pending);
  s.pending = [];
}

/** Pauses the table: rows are read again once it resumes. */
export function suspend(s: WalkState): void {
  flushPending(s);
  s.active = false;
}
