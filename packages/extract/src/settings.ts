/** Every tolerance and limit the engine uses, in one validated object. */

/**
 * Geometric, textual and arithmetic tolerances, grouped by the stage that uses them; ratios are relative to
 * the line's font size, `...Pt` fields are PDF points, `...Heights`/`...Lines` count line heights.
 */
export type ExtractSettings = {
  // itemsToLines
  /** Items whose baselines differ by less than this share of the font size sit on one line. */
  lineYToleranceRatio: number;
  /** A horizontal gap under this share of the font size joins two runs into one word (kerning splits). */
  wordJoinGapRatio: number;
  /** A horizontal gap of at least this share of the font size separates two table cells. */
  cellGapRatio: number;
  /** Two runs closer than this (points) at the same x with the same text are one run drawn twice (faux bold). */
  duplicateRunTolerancePt: number;
  // linesToRows
  /** Two complete-looking numbers closer than this share of the font size are fragments of one amount. */
  amountFragmentGapRatio: number;
  /**
   * A thousands group may also sit this many of its own digit advances after the digits before it: a
   * space is never wider than a digit, and letter spacing or a horizontal scale widens both alike.
   */
  thousandsGapDigitRatio: number;
  /** A CR/DR indicator column may sit this many font sizes right of its amount. */
  markerGapRatio: number;
  /** A statement covers at most this many days (a quarter), so a date order that spreads its dates wider is wrong. */
  maxStatementSpanDays: number;
  /** Distinct dated days needed before their spread is evidence of the date order. */
  minSpanDates: number;
  // detectColumns
  /** How far (share of font size) an amount may sit from its column header and still belong to it. */
  columnSlackRatio: number;
  /** How far (share of font size) a date may sit from its column header. */
  dateSlackRatio: number;
  /** Weight of the right-edge distance when placing amounts (a tie-breaker against the overlap gap). */
  rightEdgeWeight: number;
  /** A header phrase spans words closer than this share of the font size. */
  headerPhraseGapRatio: number;
  /** Neighbour header lines (two-line headers) lie within this many line heights. */
  headerNeighbourLines: number;
  /**
   * An unknown header word beside a known title is part of that title's cell ("Saldo disp.") when figures
   * reaching under both stand on at least this many lines below the header.
   */
  titleSpanMinRows: number;
  /** A column of right-aligned amounts needs this share of the dated rows to be inferred. */
  inferredColumnMinShare: number;
  /** Amounts whose right edges lie within this many font sizes of each other share an inferred column. */
  inferredColumnToleranceRatio: number;
  /** Text cells whose left (or right) edges lie within this many font sizes share an inferred text column. */
  inferredCellToleranceRatio: number;
  /** Below this many dated rows with amounts there is no table to infer. */
  inferredMinRows: number;
  /** Rows with amounts in both of two inferred columns: above this share, the right one is a running balance. */
  inferredBalanceShare: number;
  // findSections
  /** A gap between two words wider than this many line heights separates two labels of a summary box. */
  labelCellGapHeights: number;
  /** A summary's values sit at most this many line heights below their labels. */
  labelAboveMaxGapHeights: number;
  // assembleTransactions
  /** A wrapped description line may start at most this far left of the description column (points). */
  descriptionIndentSlackPt: number;
  /** A continuation line may follow the previous line of its row by at most this many line heights. */
  continuationMaxGapLines: number;
  /** Rows part at a gap at least this many line heights wider than every other gap around wrapped lines. */
  rowGapMarginRatio: number;
  /** A token column (a type code, a document number) stands this many line heights clear of other text. */
  tokenColumnGutterHeights: number;
  /** Words whose left (or right) edges lie within this many points share a token column's edge. */
  tokenColumnEdgeTolerancePt: number;
  /** A token column holds a word on at least this share of its table's lead lines... */
  tokenColumnMinShare: number;
  /** ...and on at least this many of them. */
  tokenColumnMinRows: number;
  /** A mark (CR, OD, a currency code) less than this many line heights right of an amount belongs to it. */
  amountMarkGapHeights: number;
  /** A subtotal sums at least this many rows (one row's amount repeated is no evidence). */
  minSubtotalRows: number;
  /** Baselines within this many points count as the same height across pages (repeated page bands). */
  pageBandQuantumPt: number;
  /**
   * A line repeated at the same height on at least this share of the pages (and on two or more) is page
   * furniture (a footer such as "Page 1 / 2"): undated, it is no table row. Every page (1) by default: a
   * wrapped description line of digits alone can recur at one height on a few pages.
   */
  pageFurnitureMinShare: number;
  /** Two account numbers sharing at least this many trailing digits (a masked one's visible part) match. */
  minAccountSuffixDigits: number;
  // chooseReading and buildStatement
  /** Days after the period end that an undated-year transaction may still fall into that year. */
  yearInferenceSlackDays: number;
  /** A date this many days outside the printed period still counts as inside (posting lags). */
  periodSlackDays: number;
  /** A failed printed figure outweighs this many reproduced ones: one contradiction is strong evidence. */
  mismatchWeight: number;
  /**
   * Money held and money owed reproducing every figure alike, the reading making more rows money out is
   * kept only when those rows are more than this share of all rows (a clear majority; else the
   * document's own words decide).
   */
  spendingMajorityShare: number;
  /** Lines from the top and bottom of a page inspected for repeated page headers and footers. */
  pageMarginLines: number;
  // readEmptyPeriod
  /** A line of column titles over a table without rows prints at least this many cells. */
  emptyHeaderMinCells: number;
  // readPeriod, readAccountInfo and readAccountName
  /** With no start printed, a period is taken to cover at most this many days before its end. */
  openPeriodDays: number;
  /** A candidate period is kept when more than this share of the rows' dates fall inside it. */
  periodMajorityShare: number;
  /** A currency sign or code on a line without a date (header, summary, label) counts this many times one in a row. */
  currencyUndatedLineWeight: number;
  /** A value printed under its label (an account name under "Account name") sits within this many line heights. */
  labelValueBelowLines: number;
};

/** Hard limits against hostile input; hitting one gives `too_complex`. */
export type ExtractLimits = {
  maxPages: number;
  maxItemsPerPage: number;
  maxItemsTotal: number;
  /**
   * Linear memory the PDFium text layer may hold, in MB (WebAssembly memory lies outside V8's heap limit);
   * the layer also keeps within the process's heap limit, which a pool child sets to the job's budget.
   */
  maxLayerMemoryMb: number;
};

export const DEFAULT_LINE_Y_TOLERANCE_RATIO = 0.4;
export const DEFAULT_WORD_JOIN_GAP_RATIO = 0.12;
export const DEFAULT_CELL_GAP_RATIO = 1.0;
export const DEFAULT_DUPLICATE_RUN_TOLERANCE_PT = 0.5;
export const DEFAULT_AMOUNT_FRAGMENT_GAP_RATIO = 0.6;
export const DEFAULT_THOUSANDS_GAP_DIGIT_RATIO = 1.25;
export const DEFAULT_MARKER_GAP_RATIO = 2.5;
export const DEFAULT_COLUMN_SLACK_RATIO = 3;
export const DEFAULT_DATE_SLACK_RATIO = 1;
export const DEFAULT_RIGHT_EDGE_WEIGHT = 0.01;
export const DEFAULT_HEADER_PHRASE_GAP_RATIO = 1.2;
export const DEFAULT_HEADER_NEIGHBOUR_LINES = 2.2;
export const DEFAULT_TITLE_SPAN_MIN_ROWS = 2;
export const DEFAULT_INFERRED_COLUMN_MIN_SHARE = 0.2;
export const DEFAULT_INFERRED_COLUMN_TOLERANCE_RATIO = 1.5;
export const DEFAULT_INFERRED_CELL_TOLERANCE_RATIO = 0.5;
export const DEFAULT_INFERRED_MIN_ROWS = 3;
export const DEFAULT_INFERRED_BALANCE_SHARE = 0.6;
export const DEFAULT_LABEL_CELL_GAP_HEIGHTS = 1.5;
export const DEFAULT_LABEL_ABOVE_MAX_GAP_HEIGHTS = 3;
export const DEFAULT_DESCRIPTION_INDENT_SLACK_PT = 6;
export const DEFAULT_CONTINUATION_MAX_GAP_LINES = 2.2;
/** A mark stands in its amount's cell: a word a cell gap away starts the next cell ("18.692   IN ATM ..."). */
export const DEFAULT_AMOUNT_MARK_GAP_HEIGHTS = DEFAULT_CELL_GAP_RATIO;
export const DEFAULT_MIN_SUBTOTAL_ROWS = 2;
export const DEFAULT_MAX_STATEMENT_SPAN_DAYS = 93;
export const DEFAULT_MIN_SPAN_DATES = 3;
export const DEFAULT_PAGE_BAND_QUANTUM_PT = 4;
export const DEFAULT_PAGE_FURNITURE_MIN_SHARE = 1;
export const DEFAULT_MIN_ACCOUNT_SUFFIX_DIGITS = 4;
export const DEFAULT_YEAR_INFERENCE_SLACK_DAYS = 7;
export const DEFAULT_PERIOD_SLACK_DAYS = 7;
export const DEFAULT_MISMATCH_WEIGHT = 2;
export const DEFAULT_SPENDING_MAJORITY_SHARE = 0.6;
export const DEFAULT_ROW_GAP_MARGIN_RATIO = 0.15;
export const DEFAULT_TOKEN_COLUMN_GUTTER_HEIGHTS = 1;
export const DEFAULT_TOKEN_COLUMN_EDGE_TOLERANCE_PT = 2;
export const DEFAULT_TOKEN_COLUMN_MIN_SHARE = 0.6;
export const DEFAULT_TOKEN_COLUMN_MIN_ROWS = 3;
export const DEFAULT_PAGE_MARGIN_LINES = 4;
export const DEFAULT_EMPTY_HEADER_MIN_CELLS = 3;
export const DEFAULT_OPEN_PERIOD_DAYS = 62;
export const DEFAULT_PERIOD_MAJORITY_SHARE = 0.5;
export const DEFAULT_CURRENCY_UNDATED_LINE_WEIGHT = 10;
export const DEFAULT_LABEL_VALUE_BELOW_LINES = 3;

export const DEFAULT_SETTINGS: ExtractSettings = {
  lineYToleranceRatio: DEFAULT_LINE_Y_TOLERANCE_RATIO,
  wordJoinGapRatio: DEFAULT_WORD_JOIN_GAP_RATIO,
  cellGapRatio: DEFAULT_CELL_GAP_RATIO,
  duplicateRunTolerancePt: DEFAULT_DUPLICATE_RUN_TOLERANCE_PT,
  amountFragmentGapRatio: DEFAULT_AMOUNT_FRAGMENT_GAP_RATIO,
  thousandsGapDigitRatio: DEFAULT_THOUSANDS_GAP_DIGIT_RATIO,
  markerGapRatio: DEFAULT_MARKER_GAP_RATIO,
  maxStatementSpanDays: DEFAULT_MAX_STATEMENT_SPAN_DAYS,
  minSpanDates: DEFAULT_MIN_SPAN_DATES,
  columnSlackRatio: DEFAULT_COLUMN_SLACK_RATIO,
  dateSlackRatio: DEFAULT_DATE_SLACK_RATIO,
  rightEdgeWeight: DEFAULT_RIGHT_EDGE_WEIGHT,
  headerPhraseGapRatio: DEFAULT_HEADER_PHRASE_GAP_RATIO,
  headerNeighbourLines: DEFAULT_HEADER_NEIGHBOUR_LINES,
  titleSpanMinRows: DEFAULT_TITLE_SPAN_MIN_ROWS,
  inferredColumnMinShare: DEFAULT_INFERRED_COLUMN_MIN_SHARE,
  inferredColumnToleranceRatio: DEFAULT_INFERRED_COLUMN_TOLERANCE_RATIO,
  inferredCellToleranceRatio: DEFAULT_INFERRED_CELL_TOLERANCE_RATIO,
  inferredMinRows: DEFAULT_INFERRED_MIN_ROWS,
  inferredBalanceShare: DEFAULT_INFERRED_BALANCE_SHARE,
  labelCellGapHeights: DEFAULT_LABEL_CELL_GAP_HEIGHTS,
  labelAboveMaxGapHeights: DEFAULT_LABEL_ABOVE_MAX_GAP_HEIGHTS,
  descriptionIndentSlackPt: DEFAULT_DESCRIPTION_INDENT_SLACK_PT,
  continuationMaxGapLines: DEFAULT_CONTINUATION_MAX_GAP_LINES,
  rowGapMarginRatio: DEFAULT_ROW_GAP_MARGIN_RATIO,
  tokenColumnGutterHeights: DEFAULT_TOKEN_COLUMN_GUTTER_HEIGHTS,
  tokenColumnEdgeTolerancePt: DEFAULT_TOKEN_COLUMN_EDGE_TOLERANCE_PT,
  tokenColumnMinShare: DEFAULT_TOKEN_COLUMN_MIN_SHARE,
  tokenColumnMinRows: DEFAULT_TOKEN_COLUMN_MIN_ROWS,
  amountMarkGapHeights: DEFAULT_AMOUNT_MARK_GAP_HEIGHTS,
  minSubtotalRows: DEFAULT_MIN_SUBTOTAL_ROWS,
  pageBandQuantumPt: DEFAULT_PAGE_BAND_QUANTUM_PT,
  pageFurnitureMinShare: DEFAULT_PAGE_FURNITURE_MIN_SHARE,
  minAccountSuffixDigits: DEFAULT_MIN_ACCOUNT_SUFFIX_DIGITS,
  yearInferenceSlackDays: DEFAULT_YEAR_INFERENCE_SLACK_DAYS,
  periodSlackDays: DEFAULT_PERIOD_SLACK_DAYS,
  mismatchWeight: DEFAULT_MISMATCH_WEIGHT,
  spendingMajorityShare: DEFAULT_SPENDING_MAJORITY_SHARE,
  pageMarginLines: DEFAULT_PAGE_MARGIN_LINES,
  emptyHeaderMinCells: DEFAULT_EMPTY_HEADER_MIN_CELLS,
  openPeriodDays: DEFAULT_OPEN_PERIOD_DAYS,
  periodMajorityShare: DEFAULT_PERIOD_MAJORITY_SHARE,
  currencyUndatedLineWeight: DEFAULT_CURRENCY_UNDATED_LINE_WEIGHT,
  labelValueBelowLines: DEFAULT_LABEL_VALUE_BELOW_LINES,
};

/** Settings that count things (rows, digits, days): whole numbers. */
const WHOLE_SETTINGS: ReadonlySet<keyof ExtractSettings> = new Set([
  'inferredMinRows',
  'tokenColumnMinRows',
  'titleSpanMinRows',
  'minSubtotalRows',
  'minAccountSuffixDigits',
  'yearInferenceSlackDays',
  'periodSlackDays',
  'pageMarginLines',
  'emptyHeaderMinCells',
  'openPeriodDays',
  'maxStatementSpanDays',
  'minSpanDates',
]);
/** Settings that are shares of a set of rows: at most 1. */
const SHARE_SETTINGS: ReadonlySet<keyof ExtractSettings> = new Set([
  'inferredColumnMinShare',
  'inferredBalanceShare',
  'periodMajorityShare',
  'spendingMajorityShare',
  'tokenColumnMinShare',
  'pageFurnitureMinShare',
]);

export const DEFAULT_MAX_PAGES = 2000;
export const DEFAULT_MAX_ITEMS_PER_PAGE = 50_000;
export const DEFAULT_MAX_ITEMS_TOTAL = 2_000_000;
/** PDFium's wasm32 build can grow to 2 GB; a bank statement needs a few tens of MB. */
export const DEFAULT_MAX_LAYER_MEMORY_MB = 1024;

export const DEFAULT_LIMITS: ExtractLimits = {
  maxPages: DEFAULT_MAX_PAGES,
  maxItemsPerPage: DEFAULT_MAX_ITEMS_PER_PAGE,
  maxItemsTotal: DEFAULT_MAX_ITEMS_TOTAL,
  maxLayerMemoryMb: DEFAULT_MAX_LAYER_MEMORY_MB,
};

function checkPositive(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    // A bad setting is a programming error in the caller, not bad input.
    throw new RangeError(`Invalid extract setting ${name}: ${String(value)}`);
  }
  return value;
}

/**
 * Merges overrides into the defaults and checks every value is a finite non-negative number, counts
 * whole and shares at most 1.
 */
export function resolveSettings(overrides: Partial<ExtractSettings> = {}): ExtractSettings {
  const merged = { ...DEFAULT_SETTINGS, ...overrides };
  for (const [key, value] of Object.entries(merged)) {
    const n = checkPositive(key, value);
    const name = key as keyof ExtractSettings;
    if ((WHOLE_SETTINGS.has(name) && !Number.isInteger(n)) || (SHARE_SETTINGS.has(name) && n > 1))
      throw new RangeError(`Invalid extract setting ${key}: ${String(value)}`);
  }
  return merged;
}

/** Merges overrides into the default limits and checks them. */
export function resolveLimits(overrides: Partial<ExtractLimits> = {}): ExtractLimits {
  const merged = { ...DEFAULT_LIMITS, ...overrides };
  for (const [key, value] of Object.entries(merged)) checkPositive(key, value);
  return merged;
}
