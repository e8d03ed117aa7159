/**
 * Account boundaries: when a printed account number starts a new account, which lines are a page's
 * repeated header band, and whether an account is a card.
 */
import { accountNumberRead, MIN_GROUP_CHARS } from '../findAccountNumber.ts';
import { rowKey } from '../linesToRows.ts';
import { DEFAULT_MIN_ACCOUNT_SUFFIX_DIGITS } from '../settings.ts';
import type { ExtractSettings } from '../settings.ts';
import type { AccountDraft, Row, TableLayout } from '../types.ts';
import { LIABILITY_BALANCE_MARKERS, LIABILITY_MARKERS } from '../vocabulary.ts';
import { linesBelowY } from './rowBox.ts';
import { isTableLine, viewOf } from './rowView.ts';
import type { RowView } from './rowView.ts';
import { closeAccount, openAccount } from './walkState.ts';
import type { WalkState } from './walkState.ts';
import { suspend } from './wrappedRows.ts';

/** The digits and letters of an account number, without spaces, dashes and masks. */
function accountKey(n: string): string {
  return n.replace(/[^0-9A-Za-z]/g, '').replace(/[Xx]+/g, '');
}

/**
 * Whether two printings name the same account: equal once spaces and masks are gone, or one the suffix of
 * the other ("****6789" and "12-3456-789" print the same account on two pages), sharing at least
 * `minSuffixDigits` trailing digits.
 */
export function sameAccountNumber(
  a: string,
  b: string,
  minSuffixDigits: number = DEFAULT_MIN_ACCOUNT_SUFFIX_DIGITS,
): boolean {
  const ka = accountKey(a);
  const kb = accountKey(b);
  if (ka === kb) return true;
  const tail = (s: string): string => s.replace(/^.*?(\d+)$/, '$1');
  const [short, long] = ka.length <= kb.length ? [ka, kb] : [kb, ka];
  if (short.length < minSuffixDigits) return false;
  // A last group shorter than a group the reader takes ("170 008 386 1": a check digit printed apart) is
  // left off the number where its spacing does not show it one (findAccountNumber.ts): the same account.
  if (long.length - short.length < MIN_GROUP_CHARS && long.startsWith(short)) return true;
  return long.endsWith(tail(short)) && /\d$/.test(short);
}

/**
 * Rows of a page's repeated band: a line printed at the same height with the same words (digits aside)
 * on more than one page (bank name, account number, page header). They carry no account boundary.
 * `furniture`: those repeated on at least `furnitureShare` of the pages (a footer, "Page 1 / 2").
 */
export function repeatedBand(
  rows: readonly Row[],
  settings: ExtractSettings,
  furnitureShare: number = settings.pageFurnitureMinShare,
): { band: Set<number>; furniture: Set<number> } {
  const seen = new Map<string, { pages: Set<number>; idx: number[] }>();
  const pages = new Set<number>();
  rows.forEach((r, i) => {
    pages.add(r.line.page);
    const key = `${Math.round(r.line.y / settings.pageBandQuantumPt)}|${r.line.text.replace(/\d/g, '#')}`;
    const e = seen.get(key) ?? { pages: new Set<number>(), idx: [] };
    e.pages.add(r.line.page);
    e.idx.push(i);
    seen.set(key, e);
  });
  const furnitureNeeds = Math.max(2, furnitureShare * pages.size);
  const band = new Set<number>();
  const furniture = new Set<number>();
  for (const e of seen.values()) {
    if (e.pages.size < 2) continue;
    for (const i of e.idx) band.add(i);
    if (e.pages.size >= furnitureNeeds) for (const i of e.idx) furniture.add(i);
  }
  // A footer or letterhead stands outside the page's table on every page: a line printed between two
  // dated lines of its page that recur on no other page (the table's own rows) is a row of the table whose
  // words happen to recur at one height (the day's date printed once, the same payee on each page), and
  // so are its copies on the other pages, though one may stand below its page's last dated line (the
  // last day's further rows, its date printed once above them): the whole group is no furniture.
  const span = datedSpan(rows, band);
  const inTable = (i: number): boolean => {
    const line = rows[i]!.line;
    const s = span.get(line.page);
    return s !== undefined && line.y > s.top && line.y < s.bottom;
  };
  for (const e of seen.values())
    if (e.idx.some(inTable)) for (const i of e.idx) furniture.delete(i);
  return { band, furniture };
}

/** Per page, the heights of its first and last dated line outside the repeated band. */
function datedSpan(
  rows: readonly Row[],
  band: ReadonlySet<number>,
): Map<number, { top: number; bottom: number }> {
  const span = new Map<number, { top: number; bottom: number }>();
  rows.forEach((r, i) => {
    if (r.dates.length === 0 || band.has(i)) return;
    const s = span.get(r.line.page);
    if (!s) span.set(r.line.page, { top: r.line.y, bottom: r.line.y });
    else {
      s.top = Math.min(s.top, r.line.y);
      s.bottom = Math.max(s.bottom, r.line.y);
    }
  });
  return span;
}

/** Starts a new account, which reads its type from its own summary, and leaves the old one's table. */
export function startAccount(s: WalkState): void {
  s.accounts.push(closeAccount(s.account));
  s.liability = false;
  s.liabilityMarker = false;
  s.liabilityBalance = false;
  s.account = openAccount(s.liability, s.numberSinceLastTxn);
  s.section = null;
  s.lastDate = null;
  s.pending = [];
  s.groupStart = 0;
}

/**
 * Stage after the walk: a summary printed after the last rows ("Beginsaldo ... Eindsaldo" at the end)
 * opened an account with no rows of its own; its balances belong to the account above, when that one
 * printed none or the same opening (a newest-first list ends with the opening balance its summary
 * printed). Returns the accounts with the two folded into one.
 */
export function foldTrailingSummary(
  accounts: readonly AccountDraft[],
  settings: ExtractSettings,
): AccountDraft[] {
  const tail = accounts[accounts.length - 1]!;
  const above = accounts[accounts.length - 2];
  if (
    above &&
    tail.transactions.length === 0 &&
    above.transactions.length > 0 &&
    tail.opening !== null &&
    (above.opening === null || above.opening.cents === tail.opening.cents) &&
    (tail.accountNumber === null ||
      above.accountNumber === null ||
      sameAccountNumber(tail.accountNumber, above.accountNumber, settings.minAccountSuffixDigits))
  ) {
    const closing =
      tail.closing && above.closing?.source !== 'label' ? tail.closing : above.closing;
    return [...accounts.slice(0, -2), { ...above, opening: tail.opening, closing }];
  }
  return [...accounts];
}

/** Before its first row, an account whose summary prints card words and card balance words is a card. */
export function readLiability(s: WalkState, row: Row): void {
  if (s.account.transactions.length > 0 || s.liability) return;
  const key = rowKey(row);
  if (LIABILITY_MARKERS.some((m) => key.includes(m))) s.liabilityMarker = true;
  if (LIABILITY_BALANCE_MARKERS.some((m) => key.includes(m))) s.liabilityBalance = true;
  if (s.liabilityMarker && s.liabilityBalance) {
    s.liability = true;
    s.account.liability = true;
  }
}

/**
 * Account boundaries come from structure: a number read inside a running table (a wrapped description
 * such as "ACCOUNT 123456789 PAD 654321", or a row that starts or resumes the table) or from a page's
 * repeated header band switches nothing; a different number after the account's rows starts a new account.
 */
export function readAccountNumber(s: WalkState, idx: number, row: Row): void {
  // A line with money in the columns of the layout in force that starts or resumes the table (its first
  // row, an inferred table's, or one after a page break, dated or not: resumesTable) is a row, whose
  // words name no account.
  const lay = s.layout;
  const insideTable =
    lay !== null &&
    (s.active
      ? isTableLine(s.views, row, lay)
      : resumesTable(viewOf(s.views, row, lay), lay, s) || betweenDatedLines(s, idx));
  const read = insideTable ? null : accountNumberRead(s.rows, idx, s.settings);
  if (!read) return;
  const number = read.value;
  if (
    s.account.accountNumber &&
    !sameAccountNumber(number, s.account.accountNumber, s.settings.minAccountSuffixDigits) &&
    s.account.transactions.length > 0 &&
    !s.pageBand.has(idx)
  ) {
    suspend(s);
    s.layout = null;
    startAccount(s);
  }
  // Before its first transaction an account takes the latest number printed (summaries list several),
  // but for one printed on the line right under its number, in the same block (see nextInBlock).
  const own = s.account.accountNumber;
  const at = s.account.numberAt;
  if (
    s.account.transactions.length === 0 &&
    own !== null &&
    at !== undefined &&
    !sameAccountNumber(number, own, s.settings.minAccountSuffixDigits) &&
    nextInBlock(s.rows[at]!, row, idx - at)
  ) {
    s.account.numberBeside = [...(s.account.numberBeside ?? []), number];
  } else if (s.account.transactions.length === 0) {
    s.account.accountNumber = number;
    s.account.numberAt = idx;
    delete s.account.numberBeside;
    if (read.prose) s.account.numberInProse = true;
    else delete s.account.numberInProse;
    const said = read.leftOff === undefined ? null : numberEndWarning(number, read.leftOff);
    if (said && !s.warnings.includes(said)) s.warnings.push(said);
  }
  s.numberSinceLastTxn = number;
}

/**
 * Whether `row` is the line right after `above` (`apart` rows on) in one block of fields: stacked on
 * the same page and lined up with it at its left or right edge. A heading's block names the account
 * first, under the statement's title; a number labelled on the line below it (a linked account, the
 * account paying a card) is another account's, where a summary listing several accounts prints each
 * on lines of its own further apart.
 */
function nextInBlock(above: Row, row: Row, apart: number): boolean {
  const a = above.line;
  const b = row.line;
  const h = Math.max(a.height, b.height);
  if (apart !== 1 || a.page !== b.page || b.y - a.y > 2 * h) return false;
  const edge = (l: typeof a, k: 0 | 1) =>
    k === 0 ? l.words[0]!.x0 : l.words[l.words.length - 1]!.x1;
  return Math.abs(edge(a, 0) - edge(b, 0)) < h || Math.abs(edge(a, 1) - edge(b, 1)) < h;
}

/** Said of an account number read without a lone digit after it that its spacing leaves unsure. */
export const numberEndWarning = (n: string, leftOff: string): string =>
  `The account number was read as ${n}; the lone "${leftOff}" printed after it, spaced apart from its groups, may be its last digit. Check it against the PDF.`;

/**
 * Whether the line at `idx` stands between two dated lines of its page, each within a continuation gap
 * of it: a wrapped description ("KONTO 243063412" under a row whose amount the reading does not take),
 * not the label of another account, which opens its own rows.
 */
function betweenDatedLines(s: WalkState, idx: number): boolean {
  const row = s.rows[idx]!;
  const above = s.rows[idx - 1];
  const below = s.rows[idx + 1];
  if (!above || !below || above.dates.length === 0 || below.dates.length === 0) return false;
  if (above.line.page !== row.line.page || below.line.page !== row.line.page) return false;
  const gap = s.settings.continuationMaxGapLines;
  return linesBelowY(above.line.y, row.line) <= gap && linesBelowY(row.line.y, below.line) <= gap;
}

/**
 * Whether an account number other than the account's own was printed since its last row (its own
 * number repeated in the next page's header names no other account).
 */
export function otherNumberSinceRows(s: WalkState): boolean {
  const n = s.numberSinceLastTxn;
  const own = s.account.accountNumber;
  return n !== null && !(own && sameAccountNumber(n, own, s.settings.minAccountSuffixDigits));
}

/**
 * A line with money in the table's columns that starts or resumes it: dated, or undated once a row's date
 * is known (one date per day, the table carried over a page break). `readTableRow` resumes at the same
 * lines, a dated one even without money.
 */
export function resumesTable(
  v: RowView,
  layout: TableLayout,
  s: Pick<WalkState, 'lastDate'>,
  needsMoney = true,
): boolean {
  if (layout.ignore) return false;
  if (v.dates.length > 0) return !needsMoney || v.txn.length > 0;
  return v.txn.length > 0 && s.lastDate !== null;
}
