/**
 * Stage: tokenized rows -> accounts with draft transactions. Walks the document once, top to
 * bottom, tracking the current account, section and table; a table row becomes a transaction
 * when it has an amount under a debit, credit or amount column, and the lines around it that
 * carry no amount are its wrapped description.
 *
 * The walk's parts live in assemble/: the state it carries (walkState.ts), the row view under a
 * header (rowView.ts), the header scan and amount position (readingMode.ts), account boundaries
 * (accounts.ts), balance labels and summary boxes (balanceLabels.ts), totals and sum lines
 * (totals.ts), table rows (tableRows.ts), wrapped-row emission (wrappedRows.ts) and signs (signs.ts).
 */
import { numberFromBand, numberOverIban } from './assemble/bandNumber.ts';
import { placeAmounts } from './detectColumns.ts';
import { sectionHeading } from './findSections.ts';
import type { ExtractSettings } from './settings.ts';
import type { AssembleOptions, Assembly, Row, TableLayout } from './types.ts';
import {
  foldTrailingSummary,
  readAccountNumber,
  readLiability,
  repeatedBand,
} from './assemble/accounts.ts';
import { readBalanceLine, readSummaryBox, settleBalanceAts } from './assemble/balanceLabels.ts';
import { scanHeaders } from './assemble/readingMode.ts';
import { createRowViews, extraCellsOf, isTextRow, viewOf } from './assemble/rowView.ts';
import type { RowView } from './assemble/rowView.ts';
import { noteFigures } from './assemble/figures.ts';
import { readSummaryBelow } from './assemble/summaryBelow.ts';
import { linesBelowY } from './assemble/rowBox.ts';
import { readGridBounds, splitGrids } from './assemble/grids.ts';
import { readTableRow } from './assemble/tableRows.ts';
import { movesBalance, readTotalLine } from './assemble/totalLines.ts';
import { markLine, unexplainedLines } from './assemble/lineUse.ts';
import { closeAccount, lastTxn, openAccount } from './assemble/walkState.ts';
import type { WalkState } from './assemble/walkState.ts';
import { flushPending, guessWarning, opensRowByGaps, suspend } from './assemble/wrappedRows.ts';

export { sameAccountNumber } from './assemble/accounts.ts';

export function assembleTransactions(
  allRows: Row[],
  settings: ExtractSettings,
  options: AssembleOptions = {},
): Assembly {
  const fallback = options.fallback ?? null;
  const order = options.order ?? 'MDY';
  const views = createRowViews(settings, order, options.looseAmounts ?? false);
  const scan = scanHeaders(
    allRows,
    views,
    fallback,
    options.mode ?? null,
    options.ignoreHeaders ?? false,
  );
  // Side-by-side sub-tables are read one group after another.
  const { rows, headerAt, gridEnds } = splitGrids(allRows, scan.headerAt, order, settings);
  // Each account reads its type from its own summary before its first row (a combined statement may
  // hold a checking account and a credit card); the caller may force the first one to a liability.
  const liability = options.liability ?? false;
  const account = openAccount(liability);
  const repeated = repeatedBand(rows, settings);
  const s: WalkState = {
    rows,
    settings,
    order,
    sumLines: options.sumLines ?? false,
    issuerSigns: (options.cardSigns ?? 'issuer') === 'issuer',
    mode: scan.mode,
    headerAt,
    pageBand: repeated.band,
    furniture: repeated.furniture,
    views,
    accounts: [],
    tables: fallback ? [fallback] : [],
    sections: [],
    warnings: [],
    account,
    liability,
    liabilityMarker: false,
    liabilityBalance: false,
    numberSinceLastTxn: null,
    section: null,
    // Without any header, a layout inferred from the rows' geometry stands in from the start.
    layout: fallback,
    active: false,
    tableHasCr: scan.tableHasCr,
    plusCredits: scan.plusCredits,
    pending: [],
    held: [],
    lastRowY: 0,
    lastPage: 0,
    lastDate: null,
    datedProse: null,
    lastTxnCodeOnly: false,
    labelledAt: null,
    anchor: null,
    gapSplits: false,
    rowGap: null,
    guessedLines: null,
    layoutStart: 0,
    groupStart: 0,
    balanceAts: [],
    figuresRow: -1,
    gridEnds,
    gridEnd: -1,
    skipTo: 0,
    lineUse: new Map(),
    figureLines: new Map(),
  };

  for (let idx = 0; idx < rows.length; idx++) {
    const row = rows[idx]!;
    // A row's view is needed only while its row is read; dropping it keeps long statements small.
    if (idx > 0) views.cache.delete(rows[idx - 1]!);
    const account = s.account;
    const before = account.transactions.length;
    readRow(s, idx, row);
    if (s.account === account && account.transactions.length === before) noteFigures(s, idx, row);
  }
  flushPending(s);
  // Where the table parts its rows by wider gaps, lines the gaps could not place were guessed.
  if (s.guessedLines && s.gapSplits) s.warnings.push(guessWarning(s.guessedLines, s.mode));
  const walked = [...s.accounts, closeAccount(s.account)];
  const accounts = numberOverIban(
    numberFromBand(
      settleBalanceAts(foldTrailingSummary(walked, settings), s.balanceAts),
      rows,
      repeated.furniture,
    ),
    rows,
    settings,
  );
  return {
    accounts,
    tables: s.tables,
    sections: s.sections,
    warnings: s.warnings,
    unexplainedLines: unexplainedLines(rows, s.lineUse),
  };
}

/** Reads one row of the walk: a header, heading, balance or total line, or a table row. */
function readRow(s: WalkState, idx: number, row: Row): void {
  const { views, settings } = s;
  const nonRow = (): void => markLine(s.lineUse, row, 'nonRow');
  if (readGridBounds(s, idx, row)) return nonRow();
  readLiability(s, row);
  if (row.line.page !== s.lastPage) {
    if (s.active) suspend(s);
    s.pending = [];
    s.held = [];
    s.lastPage = row.line.page;
  }
  readAccountNumber(s, idx, row);
  readSummaryBox(s, idx);
  if (idx === s.figuresRow || readSummaryBelow(s, idx)) {
    suspend(s);
    return nonRow();
  }

  const header = s.headerAt.get(idx);
  if (header) {
    suspend(s);
    s.tables.push(header);
    s.layout = header;
    s.layoutStart = s.account.transactions.length;
    s.active = !header.ignore;
    s.lastRowY = row.line.y;
    return nonRow();
  }
  if (readSectionHeading(s, row)) return nonRow();

  // A wrapped description line ("BALANCE 206756 INSURANS", "TOTAL PETRONAS") holds no figure in the
  // table's money columns: its first word is no balance label and no total. Nor is it one where it
  // carries the money of the dated line waiting just above it (a wrapped row's amount on its last line).
  const wrappedLine =
    s.active &&
    s.layout !== null &&
    ((isTextRow(viewOf(views, row, s.layout), s.layout, settings) &&
      placeAmounts(row, s.layout, settings, views.looseAmounts).length === 0) ||
      completesLead(s, row, s.layout));
  if (readBalanceLine(s, row, wrappedLine)) return nonRow();
  if (readTotalLine(s, row, wrappedLine)) return nonRow();
  if (!s.layout) return;
  // Page furniture (a footer repeated on every page, "Page 1 / 2") makes no transaction, whatever figure
  // it prints under a money column; as text it is read like any line (a wrapped description can recur).
  // A row's last line printed at the same height as one of another page's (same words, other digits)
  // is no furniture where the balance it prints is the running balance moved by its amount; nor is a
  // line dated in one of the table's date columns, wherever it stands (a value date beside the day's
  // date left to the line above: a row's description recurring at one height on two pages).
  const view = viewOf(views, row, s.layout);
  if (s.furniture.has(idx) && view.dateCells === 0 && view.txn.length > 0 && !movesBalance(s, row))
    return nonRow();
  // Above the page's first row, a line of the furniture without money (a period line repeated under
  // each page's letterhead) leads no row, whatever dates it prints.
  if (
    s.furniture.has(idx) &&
    lastTxn(s)?.page !== row.line.page &&
    viewOf(views, row, s.layout).txn.length === 0
  )
    return nonRow();
  readTableRow(s, row, s.layout);
}

/**
 * Whether an undated line with money in the table's columns is the last line of the row whose dated
 * lead line (no money of its own) waits just above it, on the same page.
 */
function completesLead(s: WalkState, row: Row, layout: TableLayout): boolean {
  const lead = s.pending[0];
  if (!lead || lead.txn.length > 0 || lead.balance) return false;
  // Undated (its day printed once, on a row above), the lead still opens a row where it prints a cell of
  // its own (a wrapped description holds text under the description alone), or where the table's gaps
  // part it from the row above and join it to this line.
  if (lead.dates.length === 0 && !printsOwnCell(s, lead, layout) && !opensRowByGaps(s, row))
    return false;
  if (lead.row.line.page !== row.line.page || row.dates.length > 0) return false;
  const gapLines = linesBelowY(s.lastRowY, row.line);
  if (gapLines > s.settings.continuationMaxGapLines) return false;
  return viewOf(s.views, row, layout).txn.length > 0;
}

/**
 * Whether a line prints a word in a column of its own besides the description: a token column's word (a
 * type code) or one under a header cell naming no known column (a time, a branch), or, in a table read
 * from its rows' geometry (its columns ending at its last money column), a word right of all its columns.
 */
function printsOwnCell(s: WalkState, v: RowView, layout: TableLayout): boolean {
  if (v.code !== null) return true;
  const cells = extraCellsOf(s.views, layout);
  const right = layout.inferred ? Math.max(...layout.columns.map((c) => c.x1)) : Infinity;
  return v.row.line.words.some((w, i) => {
    const mid = (w.x0 + w.x1) / 2;
    return v.usedWords.has(i) && (w.x0 > right || cells.some((c) => mid >= c.x0 && mid <= c.x1));
  });
}

/** A section heading ("Deposits", "Checks paid") sets the sign of the rows under it. */
function readSectionHeading(s: WalkState, row: Row): boolean {
  // Inside a table, a line indented into the description column is a wrapped description, not a heading.
  const heading =
    s.active && s.layout && isTextRow(viewOf(s.views, row, s.layout), s.layout, s.settings)
      ? null
      : sectionHeading(row);
  if (!heading) return false;
  suspend(s);
  // A section continued on the next page ("Deposits - continued"), or a general "Transactions" heading
  // over rows that had none, keeps the rows its total covers; only a change of kind starts a group.
  if (s.section !== null && heading !== s.section && heading !== 'transactions')
    s.groupStart = s.account.transactions.length;
  s.section = heading;
  s.sections.push({ page: row.line.page, y: row.line.y, kind: heading });
  if (heading === 'ignore') s.layout = null;
  return true;
}
