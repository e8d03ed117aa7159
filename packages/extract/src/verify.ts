/**
 * Stage: the verdict on each account, judged only against figures the statement prints (balances,
 * running balances, section totals), and the plain-language warnings that say what did not match and where.
 */
import type { BalanceSource, Verdict } from '@statemint/contracts';
import { formatCents } from './parseAmount.ts';
import type {
  AccountDraft,
  PrintedBalance,
  PrintedTotal,
  ReconciliationCents,
  RunningCheck,
  SectionCheckCents,
  TableLayout,
  VerificationCents,
} from './types.ts';

export function balanceSource(b: PrintedBalance | null): BalanceSource {
  if (!b) return 'missing';
  return b.source === 'derived' ? 'derived' : 'printed';
}

/** Money out and money in of a group of signed rows, each unsigned, in cents. */
export function outAndIn(rows: readonly number[]): { out: number; into: number } {
  let out = 0;
  let into = 0;
  for (const c of rows) {
    if (c < 0) out -= c;
    else into += c;
  }
  return { out, into };
}

/**
 * The sums of a group's rows a printed total may stand for, given the column it is printed in: in a
 * debit or credit column that side's sum; in an amount column the turnover, the net movement (printed
 * unsigned, or with its sign, which a printed amount keeps apart from its figure), or either side.
 */
export function candidateSums(
  rows: readonly number[],
  role: PrintedTotal['amounts'][number]['role'],
): number[] {
  const { out, into } = outAndIn(rows);
  if (role === 'debit') return [out];
  if (role === 'credit') return [into];
  return [out + into, Math.abs(into - out), out, into];
}

/**
 * Compares each printed total with the rows above it (since the last header, heading or total). A total
 * printing a figure under both the debit and the credit column (a turnover line) is one pair of sums: the
 * running balances may have settled the rows the other way round from their columns' names (a card's
 * statement printed from the bank's side, the holder's purchases under its debits raising the balance),
 * and the pair then stands for the rows' two sides swapped, both figures exact or neither.
 */
export function checkTotals(draft: AccountDraft): SectionCheckCents[] {
  const checks: SectionCheckCents[] = [];
  for (const total of draft.totals) {
    const rows = draft.transactions.slice(total.from, total.to).map((t) => t.cents);
    const swapped = sidesSwapped(rows, total.amounts);
    for (const amount of total.amounts) {
      const role = swapped ? otherSide(amount.role) : amount.role;
      const sums = candidateSums(rows, role);
      const computed = sums.find((s) => s === amount.cents) ?? sums[0]!;
      checks.push({
        label: total.label,
        page: total.page,
        printed: amount.cents,
        computed,
        difference: amount.cents - computed,
      });
    }
  }
  return checks;
}

/** The other side of a debit or credit column; any other role unchanged. */
function otherSide(
  role: PrintedTotal['amounts'][number]['role'],
): PrintedTotal['amounts'][number]['role'] {
  return role === 'debit' ? 'credit' : role === 'credit' ? 'debit' : role;
}

/**
 * Whether a total's debit and credit figures are the rows' money in and money out, and not (as the
 * columns' names would have it) their money out and in.
 */
function sidesSwapped(rows: readonly number[], amounts: PrintedTotal['amounts']): boolean {
  const debit = amounts.filter((a) => a.role === 'debit');
  const credit = amounts.filter((a) => a.role === 'credit');
  if (debit.length !== 1 || credit.length !== 1) return false;
  const { out, into } = outAndIn(rows);
  const named = debit[0]!.cents === out && credit[0]!.cents === into;
  return !named && debit[0]!.cents === into && credit[0]!.cents === out;
}

/**
 * Compares the summary's money-in and money-out figures with the rows: all the money in (payments, credits,
 * deposits) with the figures printed for it together, and all the money out likewise. Only a summary whose
 * own figures take the printed opening balance to the printed closing one is checked: one that misses a
 * figure (or holds one that is no movement) cannot say what the rows should add up to.
 */
export function checkSummary(draft: AccountDraft): SectionCheckCents[] {
  const figures = draft.summary ?? [];
  const { opening, closing } = draft;
  if (figures.length === 0 || !opening || !closing) return [];
  if (balanceSource(opening) !== 'printed' || balanceSource(closing) !== 'printed') return [];
  const side = (d: 'in' | 'out') => figures.filter((f) => f.direction === d);
  const total = (fs: readonly { cents: number }[]) => fs.reduce((sum, f) => sum + f.cents, 0);
  const into = total(side('in'));
  const out = total(side('out'));
  if (opening.cents + (draft.liability ? out - into : into - out) !== closing.cents) return [];
  const rows = outAndIn(draft.transactions.map((t) => t.cents));
  const checks: SectionCheckCents[] = [];
  for (const direction of ['in', 'out'] as const) {
    const printed = side(direction);
    if (printed.length === 0) continue;
    const computed = direction === 'in' ? rows.into : rows.out;
    checks.push({
      label: printed.map((f) => f.label).join(' + '),
      side: direction,
      page: printed[0]!.page,
      printed: total(printed),
      computed,
      difference: total(printed) - computed,
    });
  }
  return checks;
}

/**
 * Whether the account's rows were read under a header naming a balance column, yet not one running
 * balance was read (neither on a row nor on a balance line): the balances printed beside the rows went
 * unread (their column misplaced, or its figures taken for another column's), so nothing checked the
 * rows one by one, and what the closing balance cannot see (a line glued onto a description, two rows
 * swapped) may be wrong.
 */
export function balancesUnread(draft: AccountDraft): boolean {
  return (draft.balanceColumnRows ?? 0) > 0 && draft.checkpoints.length === 0;
}

/**
 * The account's verdict: `mismatch` when any printed figure is not reproduced, `verified` when the
 * printed opening and ending balances are and nothing fails (nor was a printed balance column left
 * unread: `balancesUnread`, nor a line of the table printing a date and money read as prose:
 * `proseRowPages`, nor a row given a carried date below a dated line read as prose: `carriedDatePages`,
 * nor a dated line of its table left unread for figures not read as money: `unreadFigurePages`),
 * `unverified` otherwise.
 * `outputRow` maps a draft row index to its 1-based position in the output rows.
 */
export function verifyAccount(
  draft: AccountDraft,
  running: RunningCheck,
  reconciliation: ReconciliationCents,
  outputRow: (draftIndex: number) => number,
): VerificationCents {
  const openingSource = balanceSource(draft.opening);
  const closingSource = balanceSource(draft.closing);
  const sectionTotals = [...checkTotals(draft), ...checkSummary(draft)];
  const br = running.firstBreak;
  const firstBreak = br
    ? {
        row: outputRow(Math.max(br.after - 1, 0)),
        page: br.page,
        printed: br.printed,
        expected: br.expected,
        difference: br.printed - br.expected,
      }
    : null;
  const closingOff =
    closingSource === 'printed' &&
    reconciliation.difference !== null &&
    reconciliation.difference !== 0;
  const mismatch =
    firstBreak !== null || closingOff || sectionTotals.some((t) => t.difference !== 0);
  const verdict: Verdict = mismatch
    ? 'mismatch'
    : openingSource === 'printed' &&
        closingSource === 'printed' &&
        reconciliation.difference === 0 &&
        !balancesUnread(draft) &&
        (draft.proseRowPages ?? []).length === 0 &&
        (draft.carriedDatePages ?? []).length === 0 &&
        (draft.unreadFigurePages ?? []).length === 0
      ? 'verified'
      : 'unverified';
  return {
    verdict,
    openingSource,
    closingSource,
    runningBalances: { printed: running.printed, matched: running.matched, firstBreak },
    sectionTotals,
  };
}

const SYMBOLS: Record<string, string> = { USD: '$', GBP: '£', EUR: '€' };

/** Money for a warning in the statement's currency, unsigned: `$1,234.56`, `CHF 1,234.56`. */
export function moneyText(cents: number, currency: string | null): string {
  const amount = formatCents(Math.abs(cents));
  if (!currency) return amount;
  const symbol = SYMBOLS[currency];
  return symbol ? `${symbol}${amount}` : `${currency} ${amount}`;
}

/** A signed balance for a warning: `-$12.00` for an overdrawn balance. */
function balanceText(cents: number, currency: string | null): string {
  return `${cents < 0 ? '-' : ''}${moneyText(cents, currency)}`;
}

/**
 * What a user must know about the verdict, in plain words: each figure that did not match (with the
 * difference and where), and each balance that was not found or had to be worked out.
 */
export function verificationWarnings(
  v: VerificationCents,
  draft: AccountDraft,
  reconciliation: ReconciliationCents,
  currency: string | null,
): string[] {
  const money = (c: number): string => moneyText(c, currency);
  const balance = (c: number): string => balanceText(c, currency);
  const out: string[] = [];
  if (v.openingSource === 'missing') {
    out.push(
      'No beginning balance was found on the statement, so the transactions could not be checked against it.',
    );
  } else if (v.openingSource === 'derived' && draft.opening) {
    out.push(
      `No beginning balance is printed; ${balance(draft.opening.cents)} was worked out from the first running balance, so the transactions before it could not be checked.`,
    );
  }
  if (v.closingSource === 'missing') {
    out.push(
      'No ending balance was found on the statement, so the total of the transactions could not be checked.',
    );
  }
  if (
    v.closingSource === 'printed' &&
    reconciliation.difference !== null &&
    reconciliation.difference !== 0 &&
    reconciliation.expectedEnding !== null &&
    draft.closing
  ) {
    out.push(
      `The ending balance printed on the statement is ${balance(draft.closing.cents)}, but the beginning balance and the transactions add up to ${balance(reconciliation.expectedEnding)}, a difference of ${money(reconciliation.difference)}. A transaction may be missing, doubled or misread.`,
    );
  }
  if (balancesUnread(draft)) {
    out.push(
      'The statement prints a balance beside its transactions, but none of those balances could be read, so the transactions were not checked one by one against them. Check the descriptions and amounts against the PDF.',
    );
  }
  const prose = draft.proseRowPages ?? [];
  if (prose.length > 0) {
    const what =
      prose.length === 1
        ? `A line of the transactions table on page ${prose[0]} prints a date and an amount but was not read as a transaction`
        : `${prose.length} lines of the transactions table (from page ${prose[0]}) print a date and an amount but were not read as transactions`;
    out.push(
      `${what}: other text runs over the amount columns. A transaction may be missing; check the PDF.`,
    );
  }
  const carried = draft.carriedDatePages ?? [];
  if (carried.length > 0) {
    out.push(
      `A dated line of the transactions table on page ${carried[0]} was read as other text (it runs over the amount columns), and the row below it was given the date of the row above${carried.length > 1 ? ` (${carried.length} such rows)` : ''}. Its date and description may be wrong; check the PDF.`,
    );
  }
  const br = v.runningBalances.firstBreak;
  if (br) {
    const failed = v.runningBalances.printed - v.runningBalances.matched;
    const more =
      failed > 1
        ? ` ${failed} of the ${v.runningBalances.printed} running balances printed do not match.`
        : '';
    out.push(
      `The running balance printed on page ${br.page} at row ${br.row} of the transactions is ${balance(br.printed)}, but the rows above it add up to ${balance(br.expected)}, a difference of ${money(br.difference)}.${more}`,
    );
  }
  for (const t of v.sectionTotals) {
    if (t.difference === 0) continue;
    if (t.side) {
      out.push(
        `The statement's summary on page ${t.page} prints ${money(t.printed)} for "${t.label}", but ${summaryRows(t.side, draft.liability)} among the transactions add up to ${money(t.computed)}, a difference of ${money(t.difference)}. A transaction may be missing, doubled or misread.`,
      );
      continue;
    }
    out.push(
      `The statement prints ${money(t.printed)} for "${t.label}" on page ${t.page}, but the rows it covers add up to ${money(t.computed)}, a difference of ${money(t.difference)}.`,
    );
  }
  return out;
}

/**
 * Dated lines of a transactions table whose figures no reading took as money (three decimals among
 * two-decimal ones, numbers without decimals) are rows in no account: said once for the statement,
 * with how many and where, whichever account the walk was in (a table whose every row went unread
 * leaves an account with no rows, which the spreadsheets leave out). Null when there are none.
 */
export function unreadFiguresWarning(accounts: readonly AccountDraft[]): string | null {
  const pages = accounts.flatMap((a) => a.unreadFigurePages ?? []);
  if (pages.length === 0) return null;
  const names = [...new Set(pages)].sort((a, b) => a - b);
  const where =
    names.length === 1
      ? `page ${names[0]}`
      : `pages ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const lines = pages.length === 1 ? 'A dated line' : `${pages.length} dated lines`;
  return `${lines} of a transactions table on ${where} ${pages.length === 1 ? 'prints' : 'print'} figures that could not be read as amounts, so ${pages.length === 1 ? 'its transaction is' : 'their transactions are'} not in the spreadsheets. Compare them with your PDF.`;
}

/** The rows a summary figure stands for, in words. */
function summaryRows(side: 'in' | 'out', liability: boolean): string {
  if (liability) return side === 'in' ? 'the payments and credits' : 'the purchases and charges';
  return side === 'in' ? 'the amounts paid in' : 'the amounts paid out';
}

/**
 * The warning for a table, its header read or its columns inferred, printing two date columns nothing
 * tells apart: the rows' dates are a guess whatever the figures prove (the account is then no more
 * than unverified). Null when no table does.
 */
export function undecidedDatesWarning(tables: readonly TableLayout[]): string | null {
  return tables.some((t) => t.undecidedDates)
    ? 'Two columns of dates are printed and nothing on the statement tells which is the transaction date; the dates may be the other column. Check them against the PDF.'
    : null;
}
