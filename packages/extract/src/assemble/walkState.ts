/**
 * The state of the one walk down the rows that assembles accounts (see rowsToTransactions.ts): what it
 * has built so far and where it stands. Each part of the walk is a plain function taking this object,
 * so every piece of state the parts share is named here, in one place.
 */
import type { ParsedAmount } from '../parseAmount.ts';
import type { DateOrder, PartialDate } from '../parseDate.ts';
import type { ExtractSettings } from '../settings.ts';
import type {
  AccountDraft,
  BalancePoint,
  DraftTransaction,
  Line,
  Mode,
  PrintedBalance,
  PrintedTotal,
  Row,
  TableLayout,
} from '../types.ts';
import type { SectionKind } from '../vocabulary.ts';
import type { LineUse } from './lineUse.ts';
import { boxOfLines } from './rowBox.ts';
import type { RowView, RowViews } from './rowView.ts';
import type { TextSpan } from './wrappedNumbers.ts';

export type WalkState = {
  // What the walk reads, fixed for the whole walk.
  rows: Row[];
  settings: ExtractSettings;
  order: DateOrder;
  /** Whether undated lines equal to the running balance or to their group's sum are balances and totals. */
  sumLines: boolean;
  /** A card's plain amounts are purchases (the issuer's side); false when printed from the holder's side. */
  issuerSigns: boolean;
  /** Where a wrapped row's amount sits, decided once before the walk (see readingMode.ts). */
  mode: Mode;
  /** The header starting at each row index. */
  headerAt: Map<number, TableLayout>;
  /** Rows of the pages' repeated header band (see accounts.ts). */
  pageBand: Set<number>;
  /** Lines repeated on every page at the same height (footers, page numbers): undated, no table row. */
  furniture: Set<number>;
  views: RowViews;

  // What the walk has built.
  /** The accounts read to the end, closed (see closeAccount): nothing edits them again. */
  accounts: AccountDraft[];
  tables: TableLayout[];
  sections: { page: number; y: number; kind: SectionKind }[];
  warnings: string[];

  // The account being read.
  account: OpenAccount;
  /** Whether the current account is a card (balances owed), read from its own summary. */
  liability: boolean;
  /** A card word ("credit limit") was seen in the account's summary. */
  liabilityMarker: boolean;
  /** A card balance word ("new balance") was seen in the account's summary. */
  liabilityBalance: boolean;
  /** The account number printed since the last transaction: a new account takes it. */
  numberSinceLastTxn: string | null;

  // Where the walk stands in the table.
  section: SectionKind | null;
  /** The table header in force; null outside any table. */
  layout: TableLayout | null;
  /** Whether rows are being read as table rows now (a table can pause and resume). */
  active: boolean;
  /** CR marks seen in a table: plain amounts are then debits (where only DR marks show, plain ones are credits). */
  tableHasCr: boolean;
  /** Plus signs flag the money in, and nothing flags money out: plain amounts are debits (HeaderScan). */
  plusCredits: boolean;
  /** Lines without an amount waiting for their row (wrapped descriptions, a dated lead line). */
  pending: RowView[];
  /** Wrapped lines read while the table is paused, just above the line that may resume it. */
  held: RowView[];
  lastRowY: number;
  lastPage: number;
  lastDate: PartialDate | null;
  /**
   * The page of a line of the running table dated in its date column, without money, read as prose
   * (text over the money columns) just before the table paused; null once the table resumes.
   */
  datedProse: number | null;
  /** The last transaction's description is only its token-column word (a type code). */
  lastTxnCodeOnly: boolean;
  /**
   * The last row's amount line, where the gaps to the lines waiting for a row are measured from, and
   * where the description text of its lead lines runs (see wrappedNumbers.ts).
   */
  anchor: { page: number; y: number; text: TextSpan | null } | null;
  /** Wrapped lines between two amount lines that the gaps did not place (first page, count). */
  guessedLines: { page: number; count: number } | null;
  /** Rows of this walk have been parted by their gaps (see splitByGaps). */
  gapSplits: boolean;
  /** The narrowest gap that parted two rows (see splitByGaps), in points; null before any. */
  rowGap: number | null;
  /** Where the labelled description line under the last row starts (its continuation lines start there). */
  labelledAt: number | null;
  /** The account's row count when the current layout took over. */
  layoutStart: number;
  /** The first row of the group a printed total covers: rows since the last section change or total. */
  groupStart: number;
  /** "Balance as of <date>" figures printed before the first row, with their dates as sortable keys. */
  balanceAts: { when: number; cents: number }[];
  /** Where each side-by-side grid's rows start (see grids.ts), with the index just past its last line. */
  gridEnds: Map<number, number>;
  /** Just past the last line of the grid being read (-1 for none). */
  gridEnd: number;
  /** Rows before this index are passed over (a grid repeating rows already read). */
  skipTo: number;
  /** The line of figures under a summary box's labels (see readSummaryBox): no table row; -1 for none. */
  figuresRow: number;
  /** What each line was read as (see lineUse.ts): lines of a table left out count against the reading. */
  lineUse: Map<Row, LineUse>;
  /** The labelled figures noted from each line (see figures.ts), dropped if it turns out a description. */
  figureLines: Map<Row, ParsedAmount[]>;
};

/**
 * The account the walk is reading: its working copy, which only the walk writes. `closeAccount` turns it
 * into the AccountDraft the later stages receive; they derive new drafts from it and never edit it.
 */
export type OpenAccount = {
  accountNumber: string | null;
  /** See AccountDraft.numberInProse. */
  numberInProse?: boolean;
  /** The row the account's number was read on (see readAccountNumber). */
  numberAt?: number;
  /** See AccountDraft.numberBeside. */
  numberBeside?: string[];
  liability: boolean;
  opening: PrintedBalance | null;
  closing: PrintedBalance | null;
  transactions: DraftTransaction[];
  checkpoints: BalancePoint[];
  totals: PrintedTotal[];
  figures?: ParsedAmount[];
  /** Rows read under a table header that names a balance column (see AccountDraft.balanceColumnRows). */
  balanceColumnRows: number;
  /** See AccountDraft.proseRowPages. */
  proseRowPages?: number[];
  /** See AccountDraft.unreadFigurePages. */
  unreadFigurePages?: number[];
  /** See AccountDraft.carriedDatePages. */
  carriedDatePages?: number[];
  /**
   * The last carried-forward line read after rows of the account, with the closing in force before any
   * such line: if rows follow it, it carried the balance to the next page and is no closing.
   */
  carried: { after: number; before: PrintedBalance | null } | null;
};

export function openAccount(liability: boolean, accountNumber: string | null = null): OpenAccount {
  return {
    accountNumber,
    liability,
    opening: null,
    closing: null,
    transactions: [],
    checkpoints: [],
    totals: [],
    balanceColumnRows: 0,
    carried: null,
  };
}

/**
 * The account read to its end, as the draft the stages after the walk receive. A balance carried
 * forward with rows of the account after it ("Balance C/F" at a page's foot, "B/F" atop the next) was a
 * running balance between two pages, not the closing: the closing is the one printed before such lines
 * (a summary's carried-forward figure above the rows), or none (the last running balance then stands).
 */
export function closeAccount(open: OpenAccount): AccountDraft {
  const { carried, numberAt: _at, ...draft } = open;
  if (carried && draft.closing?.source === 'forward' && carried.after < draft.transactions.length)
    return { ...draft, closing: carried.before };
  return draft;
}

/** The last transaction read in the account being read (null before its first). */
export function lastTxn(s: WalkState): DraftTransaction | null {
  const txns = s.account.transactions;
  return txns[txns.length - 1] ?? null;
}

/** The balance after the account's rows so far: the last printed balance (or the opening) carried on. */
export function runningBalance(account: AccountDraft): number | null {
  const last = account.checkpoints[account.checkpoints.length - 1];
  let run = last ? last.cents : (account.opening?.cents ?? null);
  if (run === null) return null;
  for (let i = last ? last.after : 0; i < account.transactions.length; i++) {
    const c = account.transactions[i]!.cents;
    run += account.liability ? -c : c;
  }
  return run;
}

/**
 * The running balance before the last row read, from the balance printed on it, either way round (money
 * in raises a balance and lowers an amount owed; a card's side is not yet known while the rows are read).
 */
export function balancesBeforeLast(s: WalkState): number[] {
  const last = lastTxn(s);
  if (!last || last.balance === null) return [];
  return [last.balance - last.cents, last.balance + last.cents];
}

/**
 * Gives the last transaction read a new description: a new draft takes its place (a transaction, once
 * made, is not edited). The `lines` that carry the new words widen its box.
 */
export function redescribeLast(
  s: WalkState,
  description: string,
  lines: readonly Line[] = [],
): void {
  const txns = s.account.transactions;
  const last = txns[txns.length - 1];
  if (last)
    txns[txns.length - 1] = { ...last, description, box: boxOfLines(lines, last.box) ?? last.box };
}
