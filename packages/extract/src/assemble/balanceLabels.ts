/**
 * Balance labels and summary boxes: the opening and closing balances an account prints, on a labelled
 * line ("Opening balance", "Balance brought forward", "Balance as of <date>") or in a summary box with
 * its labels above its figures.
 */
import { placeAmounts } from '../detectColumns.ts';
import { withLooseFigures } from '../inferLayout.ts';
import { looseNumberEndingAt } from '../linesToRows.ts';
import {
  balanceLabel,
  balanceLabelOfKey,
  labelKey,
  labelKeyWithout,
  labelsAbove,
} from '../findSections.ts';
import { dateKey, parseDate } from '../parseDate.ts';
import type { DateOrder } from '../parseDate.ts';
import type { AccountDraft, AmountToken, Row, TableLayout } from '../types.ts';
import { BALANCE_LABELS, squash } from '../vocabulary.ts';
import { otherNumberSinceRows, startAccount } from './accounts.ts';
import { extraCellsOf } from './rowView.ts';
import { balanceCents, balanceMove } from './signs.ts';
import { lineFigures, opensSummaryBelow } from './afterTable.ts';
import { closingLessRows } from './totals.ts';
import { balancesBeforeLast } from './walkState.ts';
import type { WalkState } from './walkState.ts';
import { flushPending, suspend } from './wrappedRows.ts';

/** A debit or credit mark printed after a figure: no label. */
const MARK_RE = /^(?:cr|dr|c|d)\.?$/i;

/**
 * Whether words of another label stand between a line's first figure and its second (two label and
 * figure pairs printed side by side), the first figure coming after the line's own label.
 */
function otherPairAfter(row: Row, amounts: readonly AmountToken[]): boolean {
  if (amounts.length < 2 || amounts[0]!.firstWord === 0) return false;
  const words = row.line.words.slice(amounts[0]!.lastWord + 1, amounts[1]!.firstWord);
  return words.some((w) => /\p{L}{2}/u.test(w.text) && !MARK_RE.test(w.text));
}

/** The first date printed among a label line's words, as a sortable key (year, month, day); null if none. */
function dateInLabel(row: Row, order: DateOrder): number | null {
  for (const w of row.line.words) {
    const d = parseDate(w.text, order);
    if (d) return dateKey(d);
  }
  return null;
}

/**
 * A summary box printing its labels above its figures (before or after the rows) names the balances;
 * a table header's "Balance" over the first row is no such label.
 */
export function readSummaryBox(s: WalkState, idx: number): void {
  if (s.active || s.headerAt.has(idx)) return;
  const { account } = s;
  // In the reading that takes numbers with 0 to 2 decimals as money, so are the box's figures, and a
  // label line printing a figure of its own ("Closing balance 3.884.123") is a balance line, no box.
  const next = s.rows[idx + 1];
  const labelled =
    s.views.looseAmounts && next
      ? labelsAbove(
          [withLooseFigures(s.rows[idx]!, s.settings), withLooseFigures(next, s.settings)],
          0,
          s.settings,
        )
      : labelsAbove(s.rows, idx, s.settings);
  // The undated line of figures under the labels is the box's, not a table row resuming.
  if (labelled.length > 0 && s.rows[idx + 1]!.dates.length === 0) s.figuresRow = idx + 1;
  for (const { label, amount } of labelled) {
    const value = balanceCents(amount.amount, s.liability);
    if (label === 'opening' || label === 'broughtForward')
      account.opening ??= { cents: value, source: 'label' };
    else if (label === 'closing' && account.closing?.source !== 'label')
      account.closing = { cents: value, source: 'label' };
  }
}

/**
 * The one figure of a line standing under a header cell right of the money columns that names no known
 * column ("Ledger bal." where the header's balance word is not known): a figure in a column of the table,
 * not a number inside a wrapped description ("BALANCE 909145818" in the description column). Read in
 * its cell, whatever the line prints after it (a footer on the same baseline); null for none.
 */
function unknownColumnFigure(s: WalkState, layout: TableLayout, row: Row): AmountToken | null {
  const cells = extraCellsOf(s.views, layout).filter((c) => c.holds === 'any');
  if (cells.length === 0) return null;
  const inCell = (t: { x0: number; x1: number }): boolean => {
    const centre = (t.x0 + t.x1) / 2;
    return cells.some((c) => centre >= c.x0 && centre <= c.x1);
  };
  const figures = row.amounts.filter(inCell);
  if (!s.views.looseAmounts) return figures.length === 1 ? figures[0]! : null;
  const taken = new Set<number>();
  for (const t of [...row.amounts, ...row.dates])
    for (let i = t.firstWord; i <= t.lastWord; i++) taken.add(i);
  for (let i = row.line.words.length - 1; i >= 0; i--) {
    if (taken.has(i)) continue;
    const found = looseNumberEndingAt(row, i, 0, s.settings, (k) => taken.has(k));
    if (!found) continue;
    if (inCell(found)) figures.push(found);
    i = found.firstWord;
  }
  return figures.length === 1 ? figures[0]! : null;
}

/**
 * A number with 0 to 2 decimals filling a line's first cell (the words before its first gap of a cell's
 * width), with words after it: a figure printed before its label. Null for none.
 */
function leadingFigure(s: WalkState, row: Row): AmountToken | null {
  const words = row.line.words;
  const cellGap = s.settings.cellGapRatio * row.line.height;
  for (let i = 0; i < words.length - 1; i++) {
    if (words[i + 1]!.x0 - words[i]!.x1 < cellGap) continue;
    const found = looseNumberEndingAt(row, i, 0, s.settings, () => false);
    return found && found.firstWord === 0 ? found : null;
  }
  return null;
}

/**
 * Whether `figure`, labelled by words left of it on `row`, is the account's printed opening carried
 * across every row read so far (rows that sum to nothing prove nothing).
 */
function provesClosing(s: WalkState, row: Row, figure: AmountToken): boolean {
  const { opening, transactions } = s.account;
  if (!opening || opening.source === 'derived' || transactions.length === 0) return false;
  const label = row.line.words.slice(0, figure.firstWord);
  if (!label.some((w) => /\p{L}/u.test(w.text))) return false;
  const sum = balanceMove(transactions, s.liability);
  return sum !== 0 && opening.cents + sum === balanceCents(figure.amount, s.liability);
}

/** The closing printed beside an opening on its line, for the account that takes the opening. */
function takePairedClosing(s: WalkState, cents: number | null): void {
  if (cents !== null && s.account.closing?.source !== 'label')
    s.account.closing = { cents, source: 'label' };
}

/**
 * A line with a balance label and an amount: the account's opening or closing balance, or a running
 * balance printed inside the table. Returns whether the line was one.
 */
export function readBalanceLine(s: WalkState, row: Row, wrappedLine: boolean): boolean {
  // A line that reads as a wrapped description is a balance line only with its figure in a column.
  const columnFigure = wrappedLine && s.layout ? unknownColumnFigure(s, s.layout, row) : null;
  let amounts = columnFigure ? [columnFigure] : lineFigures(s, row);
  // Figures taken whole (no decimals printed, so none of the row's own amounts) are read around: the
  // words other than them and the leading dates ("2,919,298   New balance" under an inferred table's
  // money column is labelled as much as "New balance 2,919,298").
  let label =
    amounts.length > 0 && (!wrappedLine || columnFigure)
      ? amounts === row.amounts
        ? balanceLabel(row)
        : balanceLabelOfKey(labelKeyWithout(row, amounts))
      : null;
  // Read whole, a figure printed before its label ("2.665.000   Saldo inicial") is the line's first cell.
  const lead =
    amounts.length === 0 && !wrappedLine && s.views.looseAmounts ? leadingFigure(s, row) : null;
  if (lead) {
    amounts = [lead];
    label = balanceLabelOfKey(
      row.line.words
        .slice(lead.lastWord + 1)
        .map((w) => squash(w.text))
        .join(''),
    );
  }
  // A wrapped line's figure standing in a column of the table that is the account's printed opening
  // carried across all its rows is the closing balance, whatever words label it: the line is the
  // closing's, not the last row's description.
  if (!label && columnFigure && provesClosing(s, row, columnFigure)) label = 'closing';
  if (!label) return false;
  const lastAmount = amounts[amounts.length - 1]!;
  const balancePlaced =
    s.layout && s.active
      ? placeAmounts(row, s.layout, s.settings, s.views.looseAmounts).find(
          (p) => p.column.role === 'balance',
        )
      : undefined;
  let token = balancePlaced?.token ?? lastAmount;
  // "Opening Balance $2,500.75 Closing Balance $6,206.24": two labelled balances on one line.
  const closingBefore = s.account.closing;
  let pairedClosing: number | null = null;
  if (!balancePlaced && label === 'opening' && amounts.length >= 2) {
    const a0 = amounts[0]!;
    const a1 = amounts[1]!;
    const between = squash(
      row.line.words
        .slice(a0.lastWord + 1, a1.firstWord)
        .map((w) => w.text)
        .join(''),
    );
    if (BALANCE_LABELS.some(([prefix, kind]) => kind === 'closing' && between.startsWith(prefix))) {
      token = a0;
      pairedClosing = balanceCents(a1.amount, s.liability);
      takePairedClosing(s, pairedClosing);
    }
  }
  // "Opening Balance 28,450.50 CR   Total Debits 17,547.05": another label's pair further along the
  // line; the label's own figure is the first one after it.
  if (!balancePlaced && pairedClosing === null && otherPairAfter(row, amounts)) token = amounts[0]!;
  const printed = balanceCents(token.amount, s.liability);
  // "Solde débiteur" (an overdrawn balance) prints without a sign.
  const value = labelKey(row).includes('debiteur') && printed > 0 ? -printed : printed;
  // "Balance as of <date>": the opening balance before the first row, the closing one after.
  if (label === 'balanceAt') {
    // Two "Balance as of <date>" lines (both before the rows, or one at each end of a newest-first
    // list): their dates, not their order, tell which is the opening (the earlier) and which the closing.
    const when = dateInLabel(row, s.order);
    if (when !== null) s.balanceAts.push({ when, cents: value });
    // Undated, before the rows, under an opening already read with another figure: a summary lists the
    // opening first and the balance its period ends at later ("Saldo anterior ... Saldo al corte").
    const later = when === null && s.account.opening !== null && s.account.opening.cents !== value;
    label = s.account.transactions.length === 0 && !later ? 'opening' : 'closing';
  }
  let closeAfterLabel = false;
  if (label === 'opening') {
    // After rows, an opening starts the next account, unless it repeats this account's own opening with
    // no other account's number printed since its rows (the opening under a newest-first table's oldest
    // row; the account's own number in the next page's header is none).
    const otherNumber = otherNumberSinceRows(s);
    const repeated = s.account.opening?.cents === value && !otherNumber;
    if (s.account.transactions.length > 0 && repeated) {
      flushPending(s);
      return true;
    }
    // The balance before the last row read (a newest-first table's oldest row), or the closing printed
    // above the rows less all of them, is this account's opening, printed under its rows: the
    // arithmetic, not the label's place, says whose it is.
    if (!otherNumber && balancesBeforeLast(s).includes(value)) {
      flushPending(s);
      s.account.opening ??= { cents: value, source: 'label' };
      return true;
    }
    // In the second case the rows already take the one printed balance to the other: like a closing
    // under an oldest-first list, the opening ends the table (a line after it, "Period turnover", is
    // no row). The label says it is an opening: the rows take the closing back to it on either side of
    // the balance (a card's amount owed, read before the reading of the side settles it), and it is
    // this account's, not the next one's.
    if (!otherNumber && !s.account.opening && closingLessRows(s, value, true)) {
      suspend(s);
      s.account.opening = { cents: value, source: 'label' };
      s.layout = null;
      return true;
    }
    // A summary under the table whose figures the rows above fit is this account's, not a new one.
    if (!otherNumber && opensSummaryBelow(s, row, value)) return true;
    if (s.account.transactions.length > 0) {
      // The closing beside the opening is the next account's too, not the one its rows ended.
      s.account.closing = closingBefore;
      suspend(s);
      startAccount(s);
      takePairedClosing(s, pairedClosing);
    }
    s.account.opening ??= { cents: value, source: 'label' };
  } else if (label === 'broughtForward') {
    if (s.account.transactions.length === 0 && !s.account.opening)
      s.account.opening = { cents: value, source: 'forward' };
  } else if (label === 'closing') {
    // The closing balance ends the account's table; later dated lines (daily balances) are not rows.
    if (s.active) suspend(s);
    closeAfterLabel = true;
    if (s.account.closing?.source !== 'label')
      s.account.closing = { cents: value, source: 'label' };
    else if (s.account.closing.cents !== value) {
      s.warnings.push(`Two different closing balances are printed; the first one is used.`);
    }
  } else if (s.account.closing?.source !== 'label') {
    // After rows, a carried-forward line may only carry the balance to the next page: the account's
    // end tells (see closeAccount).
    const { account } = s;
    if (account.transactions.length > 0)
      account.carried = {
        after: account.transactions.length,
        before: account.carried ? account.carried.before : account.closing,
      };
    account.closing = { cents: value, source: 'forward' };
  }
  if (closeAfterLabel) {
    // Like a total, a closing balance in a summary above the table ends no table.
    if (s.account.transactions.length > s.layoutStart) s.layout = null;
    return true;
  }
  if (s.layout && !s.layout.ignore) {
    flushPending(s);
    // A balance printed in the table's money columns (a balance brought forward as its first line)
    // starts the table; one printed left of them (a summary above the table) starts nothing, nor,
    // above a table read from its rows' geometry, one left of its balance column: a summary's figure
    // standing under the amounts ("2 697,72   Ingående saldo"), whose next line is no row either.
    const right = row.line.words[token.lastWord]!.x1;
    const balanceColumn = s.layout.inferred
      ? s.layout.columns.find((c) => c.role === 'balance')
      : undefined;
    if (right > s.layout.amountLeft && (!balanceColumn || right > balanceColumn.x0))
      s.active = true;
    s.account.checkpoints.push({
      after: s.account.transactions.length,
      cents: value,
      page: row.line.page,
    });
    s.lastRowY = row.line.y;
  }
  return true;
}

/**
 * Stage after the walk: of two or more "Balance as of <date>" lines of a lone account (before its rows, or at
 * either end of a newest-first list), the earliest is its opening and the latest its closing.
 */
export function settleBalanceAts(
  accounts: readonly AccountDraft[],
  balanceAts: readonly { when: number; cents: number }[],
): AccountDraft[] {
  if (balanceAts.length < 2 || accounts.length !== 1) return [...accounts];
  const sorted = [...balanceAts].sort((a, b) => a.when - b.when);
  const only = accounts[0]!;
  return [
    {
      ...only,
      opening: { cents: sorted[0]!.cents, source: 'label' },
      closing: { cents: sorted[sorted.length - 1]!.cents, source: 'label' },
    },
  ];
}
