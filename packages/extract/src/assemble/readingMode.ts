/**
 * Before the walk: every table header of the document, and the evidence of all the tables together for
 * where a wrapped row's amount sits (one layout style runs through a statement, and a first page may
 * show no wrapped row at all).
 */
import { isDateRole } from '../columnRoles.ts';
import { detectHeader } from '../detectColumns.ts';
import { balanceLabel, isTotalRow, sectionHeading } from '../findSections.ts';
import { dateWordsUnder } from '../headerCells.ts';
import type { Mode, Row, TableLayout, Word } from '../types.ts';
import { isTextRow, unknownCells, viewOf } from './rowView.ts';
import type { RowViews } from './rowView.ts';
import { LABEL_WORD_RE } from './tableRows.ts';
import { findTokenColumns } from './tokenColumns.ts';
import { withoutIdleColumns } from './idleColumns.ts';
import { withForeignFigures } from './foreignFigures.ts';
import { stackedHeaders } from './stackedHeaders.ts';
import { ownTextCells } from './textCells.ts';

/** How many rows after a header are read to tell where a row's amount sits (first or last line). */
const MODE_LOOKAHEAD_ROWS = 40;

/** `plus` / `minus`: an amount of a row printed with a plus sign, or with a minus or a CR/DR mark. */
type Evidence = { first: number; last: number; crSeen: boolean; plus: boolean; minus: boolean };

/**
 * Counts, below one header, the evidence for where a row's amount sits. Amount-last: a dated line
 * without an amount, then (after wrapped lines) an undated line with one. Amount-first: an amount
 * line, then wrapped lines without amounts, then the next dated line.
 */
function modeEvidence(rows: Row[], views: RowViews, start: number, lay: TableLayout): Evidence {
  let first = 0;
  let last = 0;
  let crSeen = false;
  let plus = false;
  let minus = false;
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
    for (const p of v.txn) {
      if (p.token.amount.negative || p.token.amount.marker !== null) minus = true;
      else if (r.line.words[p.token.firstWord]!.text.startsWith('+')) plus = true;
    }
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
  return { first, last, crSeen, plus, minus };
}

export type HeaderScan = {
  /** The header starting at each row index. */
  headerAt: Map<number, TableLayout>;
  mode: Mode;
  /** CR/DR marks seen in any table make plain amounts debits (the marks flag the credits). */
  tableHasCr: boolean;
  /**
   * Plus signs on some amounts of the tables and no minus or mark on any: the signs flag the money in,
   * so a plain amount is money out (signs printed on one side only).
   */
  plusCredits: boolean;
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
  const total: Evidence = { first: 0, last: 0, crSeen: false, plus: false, minus: false };
  const addEvidence = (start: number, lay: TableLayout): void => {
    const e = modeEvidence(rows, views, start, lay);
    total.first += e.first;
    total.last += e.last;
    total.crSeen ||= e.crSeen;
    total.plus ||= e.plus;
    total.minus ||= e.minus;
  };
  for (let idx = 0; idx < rows.length && !ignoreHeaders; idx++) {
    const header = detectHeader(rows, idx, views.settings);
    if (header) headerAt.set(idx, header);
  }
  for (const [idx, header] of stackedHeaders(rows, headerAt, views.settings))
    headerAt.set(idx, header);
  for (const [idx, header] of repeatedHeaders(rows, headerAt)) {
    headerAt.set(idx, header);
    views.extraCells.set(header, unknownCells(rows[idx]!, header));
  }
  for (const [idx, header] of withoutIdleColumns(rows, views, headerAt, views.settings))
    headerAt.set(idx, header);
  for (const [idx, header] of withForeignFigures(rows, headerAt, views.settings)) {
    const cells = views.extraCells.get(headerAt.get(idx)!);
    if (cells) views.extraCells.set(header, cells);
    headerAt.set(idx, header);
  }
  // Token columns first: the evidence below reads (and keeps) the rows' views.
  findTableTokenColumns(rows, views, headerAt, fallback);
  for (const [idx, header] of headerAt)
    if (!header.ignore && !header.groups) addEvidence(idx + 1, header);
  if (fallback) {
    addEvidence(
      Math.max(
        0,
        rows.findIndex((r) => r.line.page === fallback.page),
      ),
      fallback,
    );
  }
  const mode = forcedMode ?? (total.last > total.first ? 'amountLast' : 'amountFirst');
  return { headerAt, mode, tableHasCr: total.crSeen, plusCredits: total.plus && !total.minus };
}

/** A header line's words and where each starts: the same header printed again on another page. */
function headerSignature(row: Row): string {
  return row.line.words.map((w) => `${w.text}@${Math.round(w.x0)}`).join(' ');
}

/**
 * The headers found, each header printed again (the same words at the same places, page after page)
 * read as the one of its copies whose rows below named the most columns (the first, of equals): the
 * titles completed from a page's rows need rows, and a page may hold few. A copy the rows of its page
 * did not let be read at all is that reading too.
 */
function repeatedHeaders(
  rows: readonly Row[],
  found: ReadonlyMap<number, TableLayout>,
): Map<number, TableLayout> {
  const best = new Map<string, TableLayout>();
  for (const [idx, header] of found) {
    const sig = headerSignature(rows[idx]!);
    const had = best.get(sig);
    if (!had || header.columns.length > had.columns.length) best.set(sig, header);
  }
  // Only a line printing a header's words can be its copy: the signature is built for those alone.
  const texts = new Set([...found.keys()].map((idx) => rows[idx]!.line.text));
  const out = new Map<number, TableLayout>();
  for (let idx = 0; idx < rows.length; idx++) {
    const own = found.get(idx);
    const reading = texts.has(rows[idx]!.line.text)
      ? best.get(headerSignature(rows[idx]!))
      : undefined;
    if (!reading || (own && own === reading)) {
      if (own) out.set(idx, own);
      continue;
    }
    const { page, y } = rows[idx]!.line;
    const groups = reading.groups?.map((g) => ({ ...g, page, y }));
    out.set(idx, { ...reading, page, y, ...(groups ? { groups } : {}) });
  }
  return out;
}

/**
 * A table's lead lines: an amount, or a date under a date column (at the line start or further along;
 * not one inside a description), and no balance or total label (they close the table).
 */
function isLeadLine(r: Row, lay: TableLayout): boolean {
  const dated = (): boolean =>
    r.dates.some((d) =>
      lay.columns.some((c) => isDateRole(c.role) && d.x1 >= c.x0 && d.x0 <= c.x1),
    ) || lay.columns.some((c) => isDateRole(c.role) && dateWordsUnder(r, c) !== null);
  return (r.amounts.length > 0 || dated()) && !balanceLabel(r) && !isTotalRow(r);
}

/** Headers printing the same columns at the same places (one table repeated on each page) are one table. */
function signature(lay: TableLayout): string {
  return lay.columns.map((c) => `${c.role}@${Math.round(c.x0)}`).join(' ');
}

/**
 * Finds the token columns (see tokenColumns.ts) of every table: the lead lines under all the headers of
 * one signature together, or for the layout inferred from geometry its dated rows with amounts.
 */
function findTableTokenColumns(
  rows: Row[],
  views: RowViews,
  headerAt: Map<number, TableLayout>,
  fallback: TableLayout | null,
): void {
  const groups = new Map<
    string,
    {
      lays: TableLayout[];
      lines: Row[];
      inner: Row[];
      labels: Map<string, number>;
      cells: Word[];
    }
  >();
  const starts = [...headerAt.keys()].sort((a, b) => a - b);
  starts.forEach((start, k) => {
    const lay = headerAt.get(start)!;
    if (lay.ignore || lay.groups) return;
    const key = signature(lay);
    // The header's words under no known column: cells of their own.
    const cells = rows[start]!.line.words.filter(
      (w) => !lay.columns.some((c) => w.x1 > c.x0 && w.x0 < c.x1),
    );
    const group = groups.get(key) ?? {
      lays: [],
      lines: [],
      inner: [],
      labels: new Map<string, number>(),
      cells,
    };
    groups.set(key, group);
    group.lays.push(lay);
    const end = starts[k + 1] ?? rows.length;
    // Whether the line before is a lead line, read once per line.
    let leadBefore: boolean | null = null;
    // The lines since the last lead line: between two lead lines, they are the table's (wrapped text).
    let since: Row[] | null = null;
    for (let i = start + 1; i < end; i++) {
      const r = rows[i]!;
      if (sectionHeading(r)) break;
      const lead = isLeadLine(r, lay);
      const before = leadBefore;
      leadBefore = lead;
      if (lead) {
        group.lines.push(r);
        if (since) group.inner.push(...since);
        since = [];
        continue;
      }
      since?.push(r);
      if (r.amounts.length === 0 && (before ?? isLeadLine(rows[i - 1]!, lay))) {
        // A label from the left margin, before the dates end (not a word of a wrapped description).
        const first = r.line.words[0];
        if (first && first.x0 < lay.dateRight && LABEL_WORD_RE.test(first.text))
          group.labels.set(first.text, (group.labels.get(first.text) ?? 0) + 1);
      }
    }
  });
  for (const { lays, lines, inner, labels, cells } of groups.values()) {
    const cols = findTokenColumns(lines, lays[0]!, views.settings, cells);
    const repeated = new Set([...labels].filter(([, n]) => n >= 2).map(([w]) => w));
    for (const lay of lays) {
      views.tokenColumns.set(lay, cols);
      views.rowLabels.set(lay, repeated);
      // An unknown title over a column of its own keeps its text out of the description (textCells.ts).
      const extra = views.extraCells.get(lay);
      if (extra)
        views.extraCells.set(lay, ownTextCells(extra, lay.columns, lines, inner, views.settings));
    }
  }
  if (fallback) {
    const lines = rows.filter((r) => isLeadLine(r, fallback));
    views.tokenColumns.set(fallback, findTokenColumns(lines, fallback, views.settings));
  }
}
