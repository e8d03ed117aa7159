/** The extraction engine: PDF bytes in, a Statement (or a typed error) out. */
import type { ExtractError, Statement } from '@statemint/contracts';
import { extractError } from '@statemint/contracts';
import {
  accountsDifferInCurrency,
  NO_CURRENCY_WARNING,
  unknownCurrencyMark,
  unknownCurrencyWarning,
} from './accountCurrencies.ts';
import { buildStatement } from './buildStatement.ts';
import { gregorianYears } from './calendarYears.ts';
import { compactDates } from './compactDates.ts';
import { chooseReading, hasRows, rowBoxes } from './chooseReading.ts';
import { itemsToLines } from './itemsToLines.ts';
import { detectDateOrder, linesToRows } from './linesToRows.ts';
import { readEmptyOutcome } from './emptyPeriod.ts';
import { sideTieWarning, TIE_WARNING } from './readingFollow.ts';
import type { BeforeRead, PageCount, TextLayerName } from './pdf/readTextItems.ts';
import { countPages, readTextItems } from './pdf/readTextItems.ts';
import {
  defaultDateOrder,
  detectCurrency,
  detectLiability,
  readCurrency,
} from './readAccountInfo.ts';
import type { Period } from './readAccountInfo.ts';
import { accountNames, readAccountName } from './readAccountName.ts';
import type { ExtractLimits, ExtractSettings } from './settings.ts';
import { resolveLimits, resolveSettings } from './settings.ts';
import type { AccountDraft, Line, Reading, RunningCheck, TableLayout } from './types.ts';
import { unreadPages, unreadPagesWarning } from './unreadPages.ts';
import { signDecimalMoney } from './signDecimals.ts';
import { roundedFilsWarning, twoDecimalMoney, undecidedThousandsWarning } from './threeDecimals.ts';
import { undecidedDatesWarning } from './verify.ts';
import type { SectionKind } from './vocabulary.ts';

export type { ExtractLimits, ExtractSettings } from './settings.ts';
export { DEFAULT_LIMITS, DEFAULT_SETTINGS } from './settings.ts';

export type { BeforeRead, PageCount, TextLayerName } from './pdf/readTextItems.ts';
export { DEFAULT_TEXT_LAYER, TEXT_LAYERS } from './pdf/readTextItems.ts';

export type ExtractOptions = {
  debug?: boolean;
  limits?: Partial<ExtractLimits>;
  settings?: Partial<ExtractSettings>;
  /** Called with the loaded page count before any text is read; what it throws propagates. */
  beforeRead?: BeforeRead;
  /** Which text layer reads the PDF (default DEFAULT_TEXT_LAYER); the stages never learn which one did. */
  textLayer?: TextLayerName;
};

/** The intermediates of one conversion, for tracing a wrong row to the stage that broke it. */
export type DebugTrace = {
  lines: Line[];
  tables: readonly TableLayout[];
  sections: readonly { page: number; y: number; kind: SectionKind }[];
  period: Period;
  dateOrder: 'MDY' | 'DMY';
  liability: boolean;
  /** The reading kept by the candidate search (see chooseReading.ts). */
  reading: Reading;
  accounts: {
    accountNumber: string | null;
    opening: number | null;
    closing: number | null;
    rows: {
      page: number;
      y: number;
      description: string;
      cents: number;
      signSource: string;
      balance: number | null;
      section: string | null;
    }[];
  }[];
};

export type ExtractResult =
  { ok: true; statement: Statement; debug?: DebugTrace } | { ok: false; error: ExtractError };

/** Converts a PDF bank statement; never throws for any input bytes (only what `beforeRead` throws). */
export async function extractStatement(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ExtractResult> {
  const settings = resolveSettings(options.settings);
  const limits = resolveLimits(options.limits);
  const read = await readTextItems(
    bytes,
    limits,
    (page) => ({ lines: itemsToLines(page, settings), items: page.items.length }),
    options.beforeRead,
    options.textLayer,
  );
  if (!read.ok) return read;
  if (read.pages.every((p) => p.items === 0))
    return { ok: false, error: extractError('no_text_layer') };
  // Dates printed in another calendar's years are read with their Gregorian year, compact dates
  // ("20240301") as ISO where a column of them proves the format.
  // Money printed with three decimals (1000 fils to the dinar) is read with two, to the cent.
  // The output names a currency only from printed evidence (null otherwise); the guess that falls back
  // on the decimal mark only picks the default date order. Its minor unit can decide three decimals.
  // Money printed with a currency's sign for its decimal mark ("13.378$76") is read with a decimal point.
  const dated = signDecimalMoney(compactDates(gregorianYears(read.pages.flatMap((p) => p.lines))));
  const currency = readCurrency(dated, settings);
  const { lines, rounded, undecided } = twoDecimalMoney(dated, currency, settings.inferredMinRows);
  const fallbackOrder = defaultDateOrder(detectCurrency(lines, settings, currency));
  const dateOrder = detectDateOrder(lines, fallbackOrder, settings);
  // The order is decided by the dates themselves when either fallback gives the same answer.
  const orderDecided =
    detectDateOrder(lines, fallbackOrder === 'MDY' ? 'DMY' : 'MDY', settings) === dateOrder;
  const first: Reading = {
    order: dateOrder,
    liability: detectLiability(lines),
    cardSigns: 'issuer',
    sumLines: false,
    looseAmounts: false,
    mode: null,
    newestFirst: false,
  };
  const { outcome, ambiguous, looseUnproven, looseRowless } = chooseReading(
    lines,
    first,
    orderDecided,
    settings,
  );
  const { period } = outcome;
  let assembly = outcome.assembly;
  let running: ReadonlyMap<AccountDraft, RunningCheck> = outcome.running;
  let unread = outcome.unread;
  if (!hasRows(assembly)) {
    const rows = linesToRows(lines, outcome.reading.order, settings);
    // An empty period's two balances, read as printed, or else as whole numbers (no decimals printed).
    const empty = readEmptyOutcome([outcome, looseRowless], rows, settings);
    if (!empty) return { ok: false, error: extractError('no_transactions') };
    ({ assembly, running } = empty);
    unread = unreadPages(lines, rowBoxes(assembly), settings);
  }
  const warnings = [...assembly.warnings];
  if (outcome.headerSetAside)
    warnings.push(
      "The table's column titles did not fit its printed balances, so its columns were read from their layout instead.",
    );
  else if (outcome.inferred)
    warnings.push('No table header was recognised; the columns were inferred from their layout.');
  // Two date columns nothing tells apart: the rows' dates are a guess, whatever the figures prove.
  const datesWarning = undecidedDatesWarning(assembly.tables);
  const datesUndecided = datesWarning !== null;
  if (datesWarning) warnings.push(datesWarning);
  if (looseUnproven)
    warnings.push(
      "Some amounts are printed without two decimals (whole numbers such as 1,250 or 0); they were read as whole units, but the statement's balances do not confirm all of them. Check the amounts against the PDF.",
    );
  if (ambiguous === 'dateOrder')
    warnings.push(
      `The dates could be read day-first or month-first and the statement's figures do not decide; they were read ${outcome.reading.order === 'DMY' ? 'day-first (31/12)' : 'month-first (12/31)'}. Check them against the PDF.`,
    );
  else if (ambiguous === 'side') warnings.push(sideTieWarning(assembly.accounts));
  else if (ambiguous !== null) warnings.push(TIE_WARNING);
  if (rounded > 0) warnings.push(roundedFilsWarning(rounded));
  // Whole numbers read from figures that could as well be three decimals ("4.420"): the balances agree
  // either way, a thousand times apart, so nothing is verified.
  const thousandsUndecided = undecided !== null && outcome.reading.looseAmounts;
  if (thousandsUndecided) warnings.push(undecidedThousandsWarning(undecided));
  const withRows = assembly.accounts.filter((a) => a.transactions.length > 0);
  if (unread.length > 0) warnings.push(unreadPagesWarning(unread));
  // A currency printed beside the money that the engine cannot name is said, not left empty in silence.
  const unknownMark = currency === null ? unknownCurrencyMark(lines, settings) : null;
  if (unknownMark) warnings.push(unknownCurrencyWarning(unknownMark));
  // Nor is a currency the engine cannot read at all: null is said, so an empty currency is never silent.
  else if (currency === null) warnings.push(NO_CURRENCY_WARNING);
  const statement = buildStatement(assembly, {
    incomplete: unread.length > 0,
    ambiguous: ambiguous === 'side' || datesUndecided || rounded > 0 || thousandsUndecided,
    // Several accounts: each one's name from its own header block.
    ...(withRows.length > 1 ? { names: accountNames(lines, assembly.accounts, settings) } : {}),
    running,
    period,
    // Accounts that mark their figures in different currencies have no one currency.
    currency:
      withRows.length > 1 && accountsDifferInCurrency(lines, assembly.accounts, settings)
        ? null
        : currency,
    liability: first.liability,
    pages: read.pageCount,
    settings,
    warnings,
  });
  // One account: its name from the labelled field or title the statement prints.
  if (!statement.accounts) statement.accountName = readAccountName(lines, settings);
  if (!options.debug) return { ok: true, statement };
  const debug: DebugTrace = {
    lines,
    tables: assembly.tables,
    sections: assembly.sections,
    period,
    dateOrder: outcome.reading.order,
    liability: first.liability,
    reading: outcome.reading,
    accounts: assembly.accounts.map((a) => ({
      accountNumber: a.accountNumber,
      opening: a.opening?.cents ?? null,
      closing: a.closing?.cents ?? null,
      rows: a.transactions.map((t) => ({
        page: t.page,
        y: t.y,
        description: t.description,
        cents: t.cents,
        signSource: t.signSource,
        balance: t.balance,
        section: t.section,
      })),
    })),
  };
  return { ok: true, statement, debug };
}

/** Cheap validation and page count (every page loaded, none read), with the pages it is charged; never throws. */
export async function inspectPdf(
  bytes: Uint8Array,
  limits: Partial<ExtractLimits> = {},
  textLayer?: TextLayerName,
): Promise<({ ok: true } & PageCount) | { ok: false; error: ExtractError }> {
  return countPages(bytes, resolveLimits(limits), textLayer);
}
