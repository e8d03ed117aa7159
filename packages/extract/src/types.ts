/**
 * Plain-JSON shapes passed between the engine's stages.
 *
 * Geometry: all x/y/width/height fields are PDF points with the origin at the top-left of the
 * displayed page, x to the right and y downwards (see pdf/readTextItems.ts). Every intermediate shape of
 * the pipeline lives here, in stage order; the parsers' own value types (ParsedAmount, PartialDate,
 * Period) stay with their parsers.
 */
import type { BalanceSource, Verdict } from '@statemint/contracts';
import type { ParsedAmount } from './parseAmount.ts';
import type { DateOrder, PartialDate } from './parseDate.ts';
import type { Period } from './readAccountInfo.ts';
import type { HeaderRole, SectionKind, SummaryDirection } from './vocabulary.ts';

// Stages readTextItems (pdf/readTextItems.ts, through a text layer) and itemsToLines (itemsToLines.ts): positioned text.

/** One positioned run of text as a text layer reports it (pdf/textLayer.ts: pdf.js or PDFium). */
export type TextItem = {
  str: string;
  /** Left edge of the run, in points from the page's left edge. */
  x: number;
  /** Baseline, in points from the page's top edge. */
  y: number;
  /** Advance width of the run, in points. */
  width: number;
  /** Font size (glyph height), in points. */
  height: number;
  fontName?: string;
};

/** One page's text items. */
export type PageText = {
  pageNumber: number;
  /** Page width, in points. */
  width: number;
  /** Page height, in points. */
  height: number;
  items: TextItem[];
};

/** A whitespace-free token with its horizontal extent. */
export type Word = {
  text: string;
  /** Left edge, in points. */
  x0: number;
  /** Right edge, in points. */
  x1: number;
};

/** Words sharing a baseline on one page, left to right. */
export type Line = {
  page: number;
  /** Baseline, in points from the page top. */
  y: number;
  /** Largest font size on the line, in points. */
  height: number;
  words: Word[];
  /** The words joined by single spaces (cell gaps included). */
  text: string;
};

// Stage linesToRows (linesToRows.ts): a line with its date and amount tokens.

/** A date printed near the start of a line; x fields in points. */
export type DateToken = {
  x0: number;
  x1: number;
  firstWord: number;
  lastWord: number;
  date: PartialDate;
};

/** An amount printed on a line; x fields in points. */
export type AmountToken = {
  x0: number;
  x1: number;
  firstWord: number;
  lastWord: number;
  amount: ParsedAmount;
};

/** A line with its tokens found. */
export type Row = {
  line: Line;
  /** Dates found among the first words (each at most three words long). */
  dates: DateToken[];
  amounts: AmountToken[];
  /** The squashed text of the line, for vocabulary matching (filled on first use, see rowKey). */
  key?: string;
  /** The squashed text without leading dates and amounts (filled on first use). */
  labelKey?: string;
};

// Stage detectColumns (detectColumns.ts): a table header's columns.

/** One column named by a header; x fields are points from the page's left edge. */
export type Column = { role: HeaderRole; x0: number; x1: number; label: string };

/** A detected table header. */
export type TableLayout = {
  page: number;
  /** Baseline of the header's main line, in points from the page top. */
  y: number;
  columns: Column[];
  /** A side-by-side summary (e.g. checks written, daily balances): its rows are not transactions. */
  ignore: boolean;
  /** Left edge of the table (its first column), in points. */
  left: number;
  /** Right edge of the leftmost-ending date column, in points: wrapped text starts right of it. */
  dateRight: number;
  /** Left edge of the first amount column, in points (Infinity when none). */
  amountLeft: number;
  /** Whether the table has check-number or reference columns. */
  hasNumberColumns: boolean;
  /** Inferred from the rows' geometry (no header was found): column signs are only a guess. */
  inferred?: boolean;
  /** Sub-tables printed side by side under one header (a check list two or three across), left to right. */
  groups?: TableLayout[];
  /**
   * Of an inferred table: narrow columns other than the description, printed at a steady position on
   * most rows (a time, a type code, a reference); their words are no part of the description.
   */
  extraCells?: { x0: number; x1: number }[];
  /** Money columns of a header whose figures never move the balance (assemble/idleColumns.ts): no money, no text. */
  idle?: { x0: number; x1: number }[];
  /** Of an inferred table: two date columns nothing tells apart; which is the transaction date is a guess. */
  undecidedDates?: boolean;
};

/** Amount tokens of a row placed under amount columns. */
export type PlacedAmount = { token: AmountToken; column: Column };

// Stage assembleTransactions (rowsToTransactions.ts, assemble/): accounts with draft transactions.

/** Where a transaction's sign came from, strongest first. */
export type SignSource = 'column' | 'explicit' | 'section' | 'default';

/**
 * The box a row's lines cover on its page, in points (y0 the top of its first line, y1 the bottom of its
 * last); it becomes the transaction's `source` so a viewer can show the row where it is printed.
 */
export type RowBox = {
  readonly page: number;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
};

export type DraftTransaction = {
  readonly page: number;
  /** Baseline of the row's first line, in points from the page top. */
  readonly y: number;
  readonly date: PartialDate | null;
  readonly postDate: PartialDate | null;
  readonly description: string;
  /** Signed from the holder's view: money in is positive. */
  readonly cents: number;
  readonly signSource: SignSource;
  /** Running balance printed on the row (cents; for a liability, the amount owed). */
  readonly balance: number | null;
  /** The row's balance on the other side of zero, where its mark reads either way (see `otherBalance`). */
  readonly balanceOther?: number;
  readonly section: SectionKind | null;
  readonly checkNumber: string | null;
  readonly reference: string | null;
  /** Where the row's lines are printed (lines on later pages are not part of it). */
  readonly box: RowBox;
  /** The lone word the amount's line prints in each cell of its own of the table (null: none), in order. */
  readonly cellWords?: readonly (string | null)[];
};

/** A printed balance after the first `after` transactions of the account (cents), on `page`. */
export type BalancePoint = {
  readonly after: number;
  readonly cents: number;
  readonly page: number;
  /** The same figure on the other side of zero, where its mark reads either way (see `otherBalance`). */
  readonly other?: number;
  /**
   * A balance line above the table's first row whose figure a line above it prints beside a label too (a
   * summary's): printed twice, a balance, where a row's amount would only happen to fit the arithmetic.
   */
  readonly labelled?: true;
};

/**
 * A total line printed under a group of rows ("Total deposits", "Total checks paid"): the rows
 * `from`..`to` (exclusive) of the account, and each printed amount with the column it stands in.
 */
export type PrintedTotal = {
  readonly label: string;
  readonly page: number;
  readonly from: number;
  readonly to: number;
  readonly amounts: readonly { readonly cents: number; readonly role: Column['role'] | null }[];
};

/**
 * An account's opening or closing balance and where it came from: a balance label, a brought- or
 * carried-forward line, a printed running balance taken as is, or derived by the engine's arithmetic.
 */
export type PrintedBalance = {
  readonly cents: number;
  readonly source: 'label' | 'forward' | 'runningBalance' | 'derived';
};

/**
 * A money-in or money-out figure an account's summary prints beside its balances ("Payments", "Purchases",
 * "Total debits"): its label as printed, unsigned cents, and which way it moves money for the holder.
 */
export type SummaryFigure = {
  readonly label: string;
  readonly page: number;
  readonly cents: number;
  readonly direction: SummaryDirection;
};

export type AccountDraft = {
  readonly accountNumber: string | null;
  /** A credit card: printed balances are amounts owed. */
  readonly liability: boolean;
  readonly opening: PrintedBalance | null;
  readonly closing: PrintedBalance | null;
  readonly transactions: readonly DraftTransaction[];
  readonly checkpoints: readonly BalancePoint[];
  readonly totals: readonly PrintedTotal[];
  /** The summary's money-in and money-out figures (readSummary.ts), when it prints any. */
  readonly summary?: readonly SummaryFigure[];
  /** Figures printed beside (or under) a label on lines that are no row: candidate balances (figures.ts). */
  readonly figures?: readonly ParsedAmount[];
  /**
   * Rows read under a table header naming a balance column: with no running balance read at all, the
   * balances the statement prints beside its rows went unread and nothing checked the rows against them.
   */
  readonly balanceColumnRows?: number;
  /**
   * Pages of lines inside the running table that print a date and an amount in the table's columns yet
   * were read as prose (other text over the money columns): rows the reading may have lost.
   */
  readonly proseRowPages?: readonly number[];
  /**
   * The page of each dated line of the table read as prose only for numbers over its money columns that
   * this reading does not take as money ("653,4", "53": no two decimals): rows another reading of the
   * amounts may find, and, if none does, rows missing from the output (never verified, always said).
   */
  readonly unreadFigurePages?: readonly number[];
  /**
   * Pages where the table resumed, after a dated line without money read as prose, at an undated line
   * with money: that row took the date carried from above, though its own may be on the prose line.
   */
  readonly carriedDatePages?: readonly number[];
  /** The account number was read by its shape alone, no label naming it (headingNumber). */
  readonly numberUnlabelled?: boolean;
  /**
   * Other numbers the heading prints that the account's number was chosen over: a labelled one beside
   * the number the product line prints (namedNumber), or one labelled on the line under it (nextInBlock).
   */
  readonly numberBeside?: readonly string[];
  /** The account number's label stands inside a sentence, not as a field (labelInProse). */
  readonly numberInProse?: boolean;
};

export type Assembly = {
  readonly accounts: readonly AccountDraft[];
  readonly tables: readonly TableLayout[];
  readonly sections: readonly { page: number; y: number; kind: SectionKind }[];
  readonly warnings: readonly string[];
  /**
   * Lines inside the tables' span the walk used neither as a row, a continuation nor a known non-row
   * (`unexplainedLines`, assemble/lineUse.ts); absent where no walk read the rows.
   */
  readonly unexplainedLines?: number;
};

/** Where a wrapped row's amount sits: on its first line or on its last. */
export type Mode = 'amountFirst' | 'amountLast';

/** How `assembleTransactions` reads the rows; every field has a default. */
export type AssembleOptions = {
  /** Read the first account as a card (balances owed) whatever its summary says. */
  liability?: boolean;
  /** Columns inferred from the rows' geometry, standing in from the start when no header is known. */
  fallback?: TableLayout | null;
  order?: DateOrder;
  /** Where a wrapped row's amount sits; null lets the tables' evidence decide. */
  mode?: Mode | null;
  /**
   * How a card's amounts are signed: `issuer` (plain amounts are purchases, a minus or CR marks a payment)
   * or `holder` (printed from the holder's side: purchases carry the minus).
   */
  cardSigns?: 'issuer' | 'holder';
  /** Whether undated lines equal to the running balance or to their group's sum are balances and totals. */
  sumLines?: boolean;
  /** Numbers with 0 to 2 decimals standing in a money column are amounts too ("330", "1,493.3", "0"). */
  looseAmounts?: boolean;
  /** Read every row with `fallback` alone, when the headers found describe no money columns the rows use. */
  ignoreHeaders?: boolean;
};

// Stage reconcile (reconcile.ts): the statement's arithmetic.

/** beginning + Σ amounts (asset) or beginning - Σ amounts (liability), compared with ending; all cents. */
export type ReconciliationCents = {
  expectedEnding: number | null;
  difference: number | null;
  balanced: boolean;
};

/** The first printed running balance the rows do not reproduce; `after` rows of the account precede it. */
export type BalanceBreakCents = {
  after: number;
  page: number;
  printed: number;
  expected: number;
};

/** What the printed running balances say about an account's rows. */
export type RunningCheck = {
  /** Printed running balances checked (the one an opening balance is derived from is not a check). */
  printed: number;
  matched: number;
  firstBreak: BalanceBreakCents | null;
};

// Stage verifyAccount (verify.ts): the verdict on each account.

/** A printed total against the rows it covers; cents, unsigned as printed. */
export type SectionCheckCents = {
  label: string;
  /** Set for the summary's figures: all the money in, or all the money out, of the account's rows. */
  side?: SummaryDirection;
  page: number;
  printed: number;
  computed: number;
  difference: number;
};

/** The contract's Verification in cents, with the break's row as a 1-based index into the output rows. */
export type VerificationCents = {
  verdict: Verdict;
  openingSource: BalanceSource;
  closingSource: BalanceSource;
  runningBalances: {
    printed: number;
    matched: number;
    firstBreak: {
      row: number;
      page: number;
      printed: number;
      expected: number;
      difference: number;
    } | null;
  };
  sectionTotals: SectionCheckCents[];
};

// Stage chooseReading (chooseReading.ts): the candidate readings and their scores.

/** One way of reading the rows. `mode: null` lets the rows' own evidence decide. */
export type Reading = {
  order: DateOrder;
  /** The document's words say it is a card statement. */
  liability: boolean;
  /** How a card's amounts are signed (see AssembleOptions.cardSigns). */
  cardSigns: 'issuer' | 'holder';
  /** Undated lines the arithmetic explains are balances and totals (see AssembleOptions.sumLines). */
  sumLines: boolean;
  /** Numbers without two decimals in money columns are amounts (see AssembleOptions.looseAmounts). */
  looseAmounts: boolean;
  mode: Mode | null;
  newestFirst: boolean;
};

/** A reading carried out: its accounts (signs settled), running-balance checks and score. */
export type ReadOutcome = {
  reading: Reading;
  period: Period;
  assembly: Assembly;
  running: Map<AccountDraft, RunningCheck>;
  /** No header was recognised and the columns came from the rows' geometry. */
  inferred: boolean;
  /** A header was recognised, but its columns failed the printed figures the rows' geometry proved. */
  headerSetAside?: boolean;
  /** The pages of transaction-like lines the reading read no row on (`unreadPages`), for `score.unread` and the warning. */
  unread: UnreadPage[];
  /** Rows its printed balances turned to the other sign, no two balances pinning them (`turnedRows`). */
  turned?: number;
  score: Score;
};

/** A page printing `lines` transaction-like lines of which no row was read (see unreadPages). */
export type UnreadPage = { page: number; lines: number };

/**
 * What the statement's arithmetic, dates and lines say about a reading: compared by `figures`, then
 * `datesInPeriod`, `unread`, `unproven`, `unexplained`, `backInTime` and `rows` (compareScores); `failed`, `unproven`
 * and `unread` say whether the reading is settled (proven, nothing failing, no page left unread).
 */
export type Score = {
  /** Printed figures reproduced (balances, running balances, totals) less those not, by `mismatchWeight`. */
  figures: number;
  /** Printed figures not reproduced: running balances, closing balances, totals and summary figures. */
  failed: number;
  /** Accounts with rows whose closing balance cannot be checked (no opening or no closing found). */
  unproven: number;
  /** Rows whose date falls inside the printed period (or all dated rows when no period is printed). */
  datesInPeriod: number;
  /**
   * Lines that read as transactions (a date, words and money, their dates one under the other) on pages
   * where the reading read no row (`unreadPages`): a table it did not follow or ended too soon.
   */
  unread: number;
  /** Lines inside the tables the reading left unexplained (see Assembly.unexplainedLines). */
  unexplained: number;
  /** Rows dated before the row above them, in the order the reading puts each account's rows. */
  backInTime: number;
  /** Rows read. */
  rows: number;
};
