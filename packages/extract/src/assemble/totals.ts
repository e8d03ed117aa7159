/**
 * Totals and sum lines: a printed total line kept with the rows it covers, and undated lines the
 * statement's own arithmetic explains (a balance carried forward, a subtotal however worded).
 */
import { readOpeningBeforeClosing } from './afterTable.ts';
import { placeAmounts } from '../detectColumns.ts';
import { looseNumberEndingAt } from '../linesToRows.ts';
import { dateKey } from '../parseDate.ts';
import type { AmountToken, Row } from '../types.ts';
import { printedAboveRows, underLabels } from './figures.ts';
import type { RowView } from './rowView.ts';
import { signedCents } from '../parseAmount.ts';
import { amountOf, balanceCents, balanceMove, balanceSides } from './signs.ts';
import { candidateSums, outAndIn } from '../verify.ts';
import { balancesBeforeLast, runningBalance } from './walkState.ts';
import type { WalkState } from './walkState.ts';
import { flushPending } from './wrappedRows.ts';

/** Keeps a total line printed in the table's money columns, with the rows it covers, for verification. */
export function recordTotal(
  s: WalkState,
  row: Row,
  figure: AmountToken['amount'] | null = null,
  from = s.groupStart,
): void {
  const { account, layout } = s;
  if (!layout || account.transactions.length <= from) return;
  if (figure) {
    // A figure among the line's words: the total it prints, whatever stands in the money columns.
    account.totals.push({
      label: row.line.text,
      page: row.line.page,
      from,
      to: account.transactions.length,
      amounts: [{ cents: figure.cents, role: null }],
    });
    return;
  }
  const placed = placeAmounts(row, layout, s.settings, s.views.looseAmounts).filter(
    (p) => p.column.role !== 'balance',
  );
  if (placed.length === 0) return;
  const used = new Set<number>();
  for (const p of placed) for (let i = p.token.firstWord; i <= p.token.lastWord; i++) used.add(i);
  account.totals.push({
    label: row.line.words
      .filter((_, i) => !used.has(i))
      .map((w) => w.text)
      .join(' '),
    page: row.line.page,
    from,
    to: account.transactions.length,
    amounts: placed.map((p) => ({ cents: p.token.amount.cents, role: p.column.role })),
  });
}

/**
 * An undated line whose one amount the arithmetic explains (read only when `sumLines` is on): the
 * running balance repeated (a carried- or brought-forward line, in any language) becomes a printed
 * balance, and the sum of the rows since the last section change or total (a subtotal however worded,
 * "12 items totalling 1,234.56", or their net movement, "Zwischensumme") becomes a printed total. Neither is a transaction.
 */
export function readSumLine(s: WalkState, v: RowView): boolean {
  if (v.dates.length > 0 || s.pending.some((p) => p.dates.length > 0)) return false;
  if (v.txn.length === 2) return readTurnoverLine(s, v);
  const a = v.txn[0]!.token.amount;
  const asBalance = balanceCents(a, s.liability);
  const running = runningBalance(s.account);
  if (running !== null && asBalance === running) {
    flushPending(s);
    s.account.checkpoints.push({
      after: s.account.transactions.length,
      cents: asBalance,
      page: v.row.line.page,
    });
    return true;
  }
  if (readOpeningAtEnd(s, asBalance) || readOpeningBeforeClosing(s, v, asBalance)) return true;
  // The figures among the line's words, read once for both groups and only when needed.
  let figures: AmountToken['amount'][] | undefined;
  const words = () => (figures ??= wordFigures(s, v));
  if (readGroupTotal(s, v, (group, from) => sumFigure(s, v, group, from, words))) return true;
  // The rows read already take the printed opening to the printed closing: a line after them (a footer's
  // page number in a money column) would break that by exactly its own figure. It is no transaction.
  if (rowsComplete(s, running)) {
    flushPending(s);
    return true;
  }
  return false;
}

/**
 * Records `v` as the printed total of the rows since the last total or section change, or else of all
 * the account's rows (a statement's total printed after a subtotal or a line read as one), when
 * `figureOf` finds its figure for one of them (undefined: none).
 */
function readGroupTotal(
  s: WalkState,
  v: RowView,
  figureOf: (group: readonly number[], from: number) => AmountToken['amount'] | null | undefined,
): boolean {
  const all = s.account.transactions.map((t) => t.cents);
  const groups = s.groupStart > 0 ? [all.slice(s.groupStart), all] : [all];
  for (const group of groups) {
    if (group.length < s.settings.minSubtotalRows) continue;
    const from = group.length < all.length ? s.groupStart : 0;
    const figure = figureOf(group, from);
    if (figure === undefined) continue;
    flushPending(s);
    recordTotal(s, v.row, figure, from);
    s.groupStart = s.account.transactions.length;
    return true;
  }
  return false;
}

/**
 * An undated line without money in the money columns that prints, among its words, the sum of the rows
 * above ("33 items totalling 1,546.22" in the description column): a printed total, not a wrapped
 * description of the last row. Its count and wording are not read; the exact sum is the evidence.
 */
export function readWordTotal(s: WalkState, v: RowView): boolean {
  if (v.dates.length > 0 || v.txn.length > 0 || v.balance) return false;
  const figures = wordFigures(s, v).filter((f) => f.cents > 0);
  if (figures.length === 0) return false;
  return readGroupTotal(s, v, (group) => {
    const sums = candidateSums(group, null);
    return figures.find((f) => sums.includes(f.cents));
  });
}

/**
 * Whether the account's rows already reproduce its printed balances: the running balance reaches the
 * labelled closing, or (a newest-first table, its oldest row last) the balance before the last row
 * read is the labelled opening.
 */
export function rowsComplete(s: WalkState, running: number | null): boolean {
  const { account } = s;
  if (account.transactions.length < s.settings.minSubtotalRows) return false;
  if (account.closing?.source === 'label' && running === account.closing.cents) return true;
  return (
    account.opening?.source === 'label' && balancesBeforeLast(s).includes(account.opening.cents)
  );
}

/**
 * The figure of an undated line that is the sum or net movement of `group`: its amount (null: the total
 * as placed in the money columns; also the other side's, an inferred layout's side being a guess, for
 * the rows since the last total), or one among its words (`words`: "46 items totalling 391,823").
 */
function sumFigure(
  s: WalkState,
  v: RowView,
  group: readonly number[],
  from: number,
  words: () => AmountToken['amount'][],
): AmountToken['amount'] | null | undefined {
  const a = v.txn[0]!.token.amount;
  if (candidateSums(group, v.txn[0]!.column.role).includes(a.cents)) return null;
  const sums = candidateSums(group, null);
  if (s.layout?.inferred && from === s.groupStart && sums.includes(a.cents)) return a;
  // The balances printed before and after the group move by its net, whatever signs the rows have now
  // (a card's side is settled only after the walk): a figure signed (by a mark, or by its debit or
  // credit column) must move them its way round, read as a row's amount is.
  const moved = printedMove(s, from);
  if (moved !== null && moved !== 0) {
    const held = s.liability ? -moved : moved;
    const role = v.txn[0]!.column.role;
    const signed = a.negative || a.marker !== null || role === 'debit' || role === 'credit';
    if (signed ? amountOf(s, v).cents === held : a.cents === Math.abs(held)) return a;
  }
  // The group's net movement: a signed figure (a minus, DR or CR) in whichever column, or a plain one
  // in the money column of its sign ("Turnover 421 140" under the credits when more came in than went
  // out), read as that column reads a row's amount.
  const net = group.reduce((x, c) => x + c, 0);
  if (!s.liability && net !== 0) {
    if ((a.negative || a.marker !== null) && signedCents(a) === net) return a;
    if (amountOf(s, v).cents === net) return a;
  }
  return words().find((f) => sums.includes(f.cents));
}

/**
 * How far the printed balances move over the account's rows from `from` to the last: the balance printed
 * after the last row (its own, or a balance line under it) less the one before row `from` (the row above's,
 * a balance line, or the opening); null when either is unprinted.
 */
function printedMove(s: WalkState, from: number): number | null {
  const { checkpoints, opening, transactions } = s.account;
  const at = (after: number) => checkpoints.findLast((c) => c.after === after)?.cents;
  const before = at(from) ?? (from === 0 ? (opening?.cents ?? labelledOpening(s)) : undefined);
  const after = at(transactions.length);
  return before === undefined || after === undefined ? null : after - before;
}

/**
 * The opening printed beside a label above the rows, while the walk has not taken it yet: the first
 * row's printed balance moved back by the row's amount, either way round (its sign is settled only after
 * the walk), where exactly one of the two is a labelled figure of the account.
 */
function labelledOpening(s: WalkState): number | undefined {
  const { checkpoints, figures = [], liability, transactions } = s.account;
  const first = checkpoints[0];
  if (first?.after !== 1) return undefined;
  const a = transactions[0]!.cents;
  const printed = figures.map((f) => balanceCents(f, liability));
  const fits = [...new Set([first.cents - a, first.cents + a])].filter((c) => printed.includes(c));
  return fits.length === 1 ? fits[0] : undefined;
}

/**
 * The figures printed among a line's words, outside its money columns (in the reading of numbers with
 * 0 to 2 decimals as money, those too).
 */
export function wordFigures(s: WalkState, v: RowView): AmountToken['amount'][] {
  const placed = new Set<number>();
  for (const p of v.txn) for (let i = p.token.firstWord; i <= p.token.lastWord; i++) placed.add(i);
  if (!s.views.looseAmounts)
    return v.row.amounts.filter((t) => !placed.has(t.firstWord)).map((t) => t.amount);
  const figures: AmountToken['amount'][] = [];
  for (let i = v.row.line.words.length - 1; i >= 0; i--) {
    if (placed.has(i)) continue;
    const found = looseNumberEndingAt(v.row, i, 0, s.settings, (k) => placed.has(k));
    if (!found) continue;
    figures.push(found.amount);
    i = found.firstWord;
  }
  return figures;
}

/**
 * Without an opening balance: an undated line whose figure is the printed closing balance less all the
 * rows read so far is the opening balance, printed as the table's last line (the previous balance under
 * the oldest row of a newest-first list), or the closing plus them (the balance read on the other side,
 * a card's money owed where the walk holds money: the reading of the side then settles it, as for a
 * labelled opening). The printed closing, the rows and the line's own figure must agree: any row read
 * after it breaks that, and the reading loses to one where the line is a row.
 */
function readOpeningAtEnd(s: WalkState, asBalance: number): boolean {
  if (s.account.opening || !closingLessRows(s, asBalance, true)) return false;
  flushPending(s);
  s.account.opening = { cents: asBalance, source: 'forward' };
  return true;
}

/**
 * Whether `cents` is the closing balance printed above the account's rows less all of them (opening + Σ =
 * closing): the labelled closing, or else the lone figure printed above the first row of a list going
 * back in time (`topOfList`, whatever its words: the newest balance of a newest-first list). With
 * `eitherSide`, also the closing plus them: the balance read on the other side (money owed where the
 * walk holds money, or the reverse), which the reading of the side then settles.
 */
export function closingLessRows(s: WalkState, cents: number, eitherSide = false): boolean {
  const { account } = s;
  if (account.transactions.length < s.settings.minSubtotalRows) return false;
  const labelled = account.closing?.source === 'label' && account.checkpoints.length === 0;
  const closing = labelled ? account.closing!.cents : topOfList(s);
  if (closing === null) return false;
  const sum = balanceMove(account.transactions, account.liability);
  return sum !== 0 && (closing - sum === cents || (eitherSide && closing + sum === cents));
}

/**
 * The balance printed alone above an account's first row, when the rows go back in time (a newest-first
 * list), none prints a balance and no other balance line stands between them (null: none).
 */
function topOfList(s: WalkState): number | null {
  const { checkpoints, transactions } = s.account;
  if (checkpoints.length !== 1 || checkpoints[0]!.after !== 0) return null;
  if (transactions.some((t) => t.balance !== null)) return null;
  const keys = transactions.flatMap((t) => {
    const d = t.date ?? t.postDate;
    return d ? [dateKey(d)] : [];
  });
  const newest = keys[0];
  const oldest = keys[keys.length - 1];
  return newest !== undefined && oldest !== undefined && newest > oldest
    ? checkpoints[0]!.cents
    : null;
}

/**
 * A line printing only one figure in the money columns, under the table's header before its first row
 * (read only when `sumLines` is on): a balance brought forward, whatever its words, and the account's
 * opening balance; where a labelled opening is printed already, a balance line all the same (a
 * newest-first table's closing, printed above its newest row). It is only a candidate: the running
 * balances and balance lines further down (a carried-forward line, the closing) must reproduce it, or
 * the reading that takes it as a row wins.
 */
export function readOpeningLine(s: WalkState, v: RowView): boolean {
  const { account } = s;
  if (!s.sumLines || account.transactions.length > 0) return false;
  if (account.checkpoints.length > 0 || v.dates.length > 0 || v.txn.length !== 1 || v.balance)
    return false;
  if (s.pending.some((p) => p.dates.length > 0)) return false;
  // A summary box's line of figures under its line of labels is no line of the table.
  if (underLabels(s.rows, s.rows.indexOf(v.row), s.settings)) return false;
  s.pending = [];
  const cents = balanceCents(v.txn[0]!.token.amount, s.liability);
  // The figures noted so far are those of the lines above this one.
  const labelled = account.figures?.some((f) => balanceCents(f, s.liability) === cents);
  account.checkpoints.push({
    after: 0,
    cents,
    page: v.row.line.page,
    ...(labelled ? { labelled: true } : {}),
  });
  return true;
}

/**
 * An undated line after rows with one figure and no balance, where the figure is the balance the rows
 * have reached (the opening moved by every row so far): a balance carried to the next page or brought
 * from the last, or the closing, whatever its words. It moves nothing; it is a running balance to check.
 * With no opening read, a figure labelled above the rows and carried to this line's by every row is it.
 */
export function readCarriedLine(s: WalkState, v: RowView): boolean {
  const { account } = s;
  const first = account.checkpoints[0];
  const opening = account.opening?.cents ?? (first?.after === 0 ? first.cents : undefined);
  // No balance read nor printed: a figure labelled above the rows may be the opening (its words unknown).
  const unread = opening === undefined && !first && !account.closing && !!account.figures?.length;
  if ((opening === undefined && !unread) || account.transactions.length === 0) return false;
  if (v.dates.length > 0 || v.txn.length !== 1 || v.balance) return false;
  if (s.pending.some((p) => p.dates.length > 0)) return false;
  const step = s.liability ? -1 : 1;
  const moved = account.transactions.reduce((b, t) => b + step * t.cents, 0);
  // A card's figure marked DR may stand on either side of zero (the amount owed, or a balance in the
  // holder's favour where every figure below zero is marked DR): the rows' arithmetic picks the side.
  const sides = balanceSides(v.txn[0]!.token.amount, s.liability);
  // Else the line's figure less every row is that labelled figure (rows moving nothing prove nothing).
  const cents = sides.find((c) =>
    opening !== undefined ? c === opening + moved : moved !== 0 && printedAboveRows(s, c - moved),
  );
  if (cents === undefined) return false;
  flushPending(s);
  // A labelled figure so proven is the balance before the first row too, for the lines further down.
  const page = v.row.line.page;
  if (opening === undefined) account.checkpoints.push({ after: 0, cents: cents - moved, page });
  const point = { after: account.transactions.length, cents, page };
  const other = sides.find((c) => c !== cents);
  account.checkpoints.push(other === undefined ? point : { ...point, other });
  return true;
}

/**
 * An undated line with one figure in the debit column and one in the credit column, equal to the money
 * out and in of the rows since the last total (a day's or a section's turnover, "Rulaj zi"), or of all
 * the account's rows (the statement's turnover): a printed total, not a transaction. Under two money
 * columns of unknown sides, the two figures add up to the sizes of at least `minSubtotalRows` rows.
 */
function readTurnoverLine(s: WalkState, v: RowView): boolean {
  const [a, b] = v.txn.map((p) => p.token.amount);
  const debit = v.txn.find((p) => p.column.role === 'debit')?.token.amount;
  const credit = v.txn.find((p) => p.column.role === 'credit')?.token.amount;
  // Money out and in under unknown titles are both amounts, their sides settled after the walk.
  const unknownSides = v.txn.every((p) => p.column.role === 'amount');
  if (!a || !b || a.negative || b.negative || (!unknownSides && (!debit || !credit))) return false;
  const all = s.account.transactions.map((t) => t.cents);
  const group = all.slice(s.groupStart);
  const fits = (rows: number[]): boolean => {
    const { out, into } = outAndIn(rows);
    if (unknownSides)
      return rows.length >= s.settings.minSubtotalRows && out + into === a.cents + b.cents;
    return rows.length > 0 && out === debit!.cents && into === credit!.cents;
  };
  if (!fits(group) && !fits(all)) return false;
  flushPending(s);
  recordTotal(s, v.row);
  s.groupStart = s.account.transactions.length;
  return true;
}
