/**
 * Before the walk: every table header of the document, and the evidence of all the tables together for
 * where a wrapped row's amount sits (one layout style runs through a statement, and a first page may
 * show no wrapped row at all).
 */
import { detectHeader } from '../detectColumns.ts';
import { balanceLabel, isTotalRow, sectionHeading } from '../findSections.ts';
import type { Mode, Row, TableLayout } from '../types.ts';
import { codeColumn } from './codeColumn.ts';
import { isTextRow, unknownCells, viewOf } from './rowView.ts';
import type { RowViews } from './rowView.ts';

/** How many rows after a header are read to tell where a row's amount sits (first or last line). */
const MODE_LOOKAHEAD_ROWS = 40;

type Evidence = { first: number; last: number; crSeen: boolean };

/**
 * Counts, below one header, the evidence for where a row's amount sits. Amount-last: a dated line
 * without an amount, then (after wrapped lines) an undated line with one. Amount-first: an amount
 * line, then wrapped lines without amounts, then the next dated line.
 */
function modeEvidence(rows: Row[], views: RowViews, start: number, lay: TableLayout): Evidence {
  let first = 0;
  let last = 0;
  let crSeen = false;
  let openDated = false;
  let afterAmount = false;
  let textRun = 0;
  for (let k = start; k < rows.length && k < start + MODE_LOOKAHEAD_ROWS; k++) {
    const r = rows[k]!;
    if (r.line.page !== lay.page) break;
    if (sectionHeading(r) || isTotalRow(r)) break;
    if (r.amounts.length > 0 && balanceLabel(r)) {
      openDated = false;
      afterAmount = false;
      textRun = 0;
      continue;
    }
    const v = viewOf(views, r, lay);
    if (v.txn.some((p) => p.token.amount.marker === 'CR')) crSeen = true;
    if (v.txn.length > 0) {
      if (openDated && v.dates.length === 0) last++;
      openDated = false;
      afterAmount = true;
      textRun = 0;
    } else if (v.dates.length > 0) {
      if (afterAmount && textRun > 0) first++;
      openDated = !v.balance;
      afterAmount = false;
      textRun = 0;
    } else if (isTextRow(v, lay, views.settings)) {
      textRun++;
    }
  }
  return { first, last, crSeen };
}

export type HeaderScan = {
  /** The header starting at each row index. */
  headerAt: Map<number, TableLayout>;
  mode: Mode;
  /** CR/DR marks seen in any table make plain amounts debits (the marks flag the credits). */
  tableHasCr: boolean;
};

/**
 * Finds every table header (none with `ignoreHeaders`), notes each one's unknown cells right of its
 * money columns, and decides the amount position unless `forcedMode` is given.
 */
export function scanHeaders(
  rows: Row[],
  views: RowViews,
  fallback: TableLayout | null,
  forcedMode: Mode | null,
  ignoreHeaders: boolean,
): HeaderScan {
  const headerAt = new Map<number, TableLayout>();
  const total: Evidence = { first: 0, last: 0, crSeen: false };
  const addEvidence = (start: number, lay: TableLayout): void => {
    const e = modeEvidence(rows, views, start, lay);
    total.first += e.first;
    total.last += e.last;
    total.crSeen ||= e.crSeen;
  };
  for (let idx = 0; idx < rows.length && !ignoreHeaders; idx++) {
    const header = detectHeader(rows, idx, views.settings);
    if (!header) continue;
    headerAt.set(idx, header);
    views.extraCells.set(header, unknownCells(rows[idx]!, header));
    if (!header.ignore && !header.groups) addEvidence(idx + 1, header);
  }
  if (fallback) {
    views.extraCells.set(fallback, codeColumn(rows, fallback, views.settings));
    addEvidence(
      Math.max(
        0,
        rows.findIndex((r) => r.line.page === fallback.page),
      ),
      fallback,
    );
  }
  const mode = forcedMode ?? (total.last > total.first ? 'amountLast' : 'amountFirst');
  return { headerAt, mode, tableHasCr: total.crSeen };
}
