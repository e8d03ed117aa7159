/** Every tolerance and limit the engine uses, in one validated object. */

/** Geometric and textual tolerances; ratios are relative to the line's font size. */
export type ExtractSettings = {
  /** Items whose baselines differ by less than this share of the font size sit on one line. */
  lineYToleranceRatio: number;
  /** A horizontal gap under this share of the font size joins two runs into one word (kerning splits). */
  wordJoinGapRatio: number;
  /** A horizontal gap of at least this share of the font size separates two table cells. */
  cellGapRatio: number;
  /** How far (share of font size) an amount may sit from its column header and still belong to it. */
  columnSlackRatio: number;
  /** A wrapped description line may start at most this far left of the description column (points). */
  descriptionIndentSlackPt: number;
  /** A continuation line may follow the previous line of its row by at most this many line heights. */
  continuationMaxGapLines: number;
  /** Days after the period end that an undated-year transaction may still fall into that year. */
  yearInferenceSlackDays: number;
  /** Lines from the top and bottom of a page inspected for repeated page headers and footers. */
  pageMarginLines: number;
  /** A mark (CR, OD, a currency code) at most this many line heights right of an amount belongs to it. */
  amountMarkGapHeights: number;
  /** A subtotal sums at least this many rows (one row's amount repeated is no evidence). */
  minSubtotalRows: number;
  /** Baselines within this many points count as the same height across pages (repeated page bands). */
  pageBandQuantumPt: number;
  /** Two account numbers sharing at least this many trailing digits (a masked one's visible part) match. */
  minAccountSuffixDigits: number;
};

/** Hard limits against hostile input; hitting one gives `too_complex`. */
export type ExtractLimits = {
  maxPages: number;
  maxItemsPerPage: number;
  maxItemsTotal: number;
};

export const DEFAULT_LINE_Y_TOLERANCE_RATIO = 0.4;
export const DEFAULT_WORD_JOIN_GAP_RATIO = 0.12;
export const DEFAULT_CELL_GAP_RATIO = 1.0;
export const DEFAULT_COLUMN_SLACK_RATIO = 3;
export const DEFAULT_DESCRIPTION_INDENT_SLACK_PT = 6;
export const DEFAULT_CONTINUATION_MAX_GAP_LINES = 2.2;
export const DEFAULT_YEAR_INFERENCE_SLACK_DAYS = 7;
export const DEFAULT_PAGE_MARGIN_LINES = 4;
export const DEFAULT_AMOUNT_MARK_GAP_HEIGHTS = 2;
export const DEFAULT_MIN_SUBTOTAL_ROWS = 2;
export const DEFAULT_PAGE_BAND_QUANTUM_PT = 4;
export const DEFAULT_MIN_ACCOUNT_SUFFIX_DIGITS = 4;

export const DEFAULT_SETTINGS: ExtractSettings = {
  lineYToleranceRatio: DEFAULT_LINE_Y_TOLERANCE_RATIO,
  wordJoinGapRatio: DEFAULT_WORD_JOIN_GAP_RATIO,
  cellGapRatio: DEFAULT_CELL_GAP_RATIO,
  columnSlackRatio: DEFAULT_COLUMN_SLACK_RATIO,
  descriptionIndentSlackPt: DEFAULT_DESCRIPTION_INDENT_SLACK_PT,
  continuationMaxGapLines: DEFAULT_CONTINUATION_MAX_GAP_LINES,
  yearInferenceSlackDays: DEFAULT_YEAR_INFERENCE_SLACK_DAYS,
  pageMarginLines: DEFAULT_PAGE_MARGIN_LINES,
  amountMarkGapHeights: DEFAULT_AMOUNT_MARK_GAP_HEIGHTS,
  minSubtotalRows: DEFAULT_MIN_SUBTOTAL_ROWS,
  pageBandQuantumPt: DEFAULT_PAGE_BAND_QUANTUM_PT,
  minAccountSuffixDigits: DEFAULT_MIN_ACCOUNT_SUFFIX_DIGITS,
};

export const DEFAULT_MAX_PAGES = 2000;
export const DEFAULT_MAX_ITEMS_PER_PAGE = 50_000;
export const DEFAULT_MAX_ITEMS_TOTAL = 2_000_000;

export const DEFAULT_LIMITS: ExtractLimits = {
  maxPages: DEFAULT_MAX_PAGES,
  maxItemsPerPage: DEFAULT_MAX_ITEMS_PER_PAGE,
  maxItemsTotal: DEFAULT_MAX_ITEMS_TOTAL,
};

function checkPositive(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    // A bad setting is a programming error in the caller, not bad input.
    throw new RangeError(`Invalid extract setting ${name}: ${String(value)}`);
  }
  return value;
}

/** Merges overrides into the defaults and checks every value is a finite non-negative number. */
export function resolveSettings(overrides: Partial<ExtractSettings> = {}): ExtractSettings {
  const merged = { ...DEFAULT_SETTINGS, ...overrides };
  for (const [key, value] of Object.entries(merged)) checkPositive(key, value);
  return merged;
}

/** Merges overrides into the default limits and checks them. */
export function resolveLimits(overrides: Partial<ExtractLimits> = {}): ExtractLimits {
  const merged = { ...DEFAULT_LIMITS, ...overrides };
  for (const [key, value] of Object.entries(merged)) checkPositive(key, value);
  return merged;
}
