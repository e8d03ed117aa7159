/**
 * Stage: the money-in and money-out figures each account's summary prints beside its balances ("Payments
 * -$1,842.33", "Purchases +$1,867.43", "Deposits and other additions 7,667.50", "Total debits 1,830.18"),
 * read from the lines above the account's first row, after the previous account's last one: a label
 * beside its figure, or a box of labels above their figures. verify.ts checks them against the rows.
 * Works on the rows already read; pure.
 */
import { balanceLabelOfKey, cellsAbove } from './findSections.ts';
import type { ExtractSettings } from './settings.ts';
import type { AccountDraft, Row, SummaryFigure } from './types.ts';
import {
  squash,
  SUMMARY_FIGURE_ENDINGS,
  SUMMARY_FIGURE_ENDINGS_BY_TYPE,
  type SummaryDirection,
} from './vocabulary.ts';

/** Words a summary label may start with before the figure's own name ("Total debits"). */
const TOTAL_LEAD_RE = /^totals?/;

/** Which way a summary label moves money on this kind of account, or null when it names no such figure. */
export function summaryDirection(label: string, liability: boolean): SummaryDirection | null {
  const key = squash(label).replace(TOTAL_LEAD_RE, '');
  if (key === '') return null;
  for (const [ending, direction] of SUMMARY_FIGURE_ENDINGS)
    if (key.endsWith(ending)) return direction;
  for (const [ending, by] of SUMMARY_FIGURE_ENDINGS_BY_TYPE)
    if (key.endsWith(ending)) return liability ? by.card : by.bank;
  return null;
}

/**
 * The summary figures one line prints: each amount with the words between it and the amount (or the
 * line's start) before it as its label. Balance labels and dated lines are no summary figures.
 */
export function summaryFiguresOf(row: Row, liability: boolean): SummaryFigure[] {
  if (row.amounts.length === 0 || row.dates[0]?.firstWord === 0) return [];
  const dateWords = new Set<number>();
  for (const d of row.dates) for (let i = d.firstWord; i <= d.lastWord; i++) dateWords.add(i);
  const out: SummaryFigure[] = [];
  let from = 0;
  for (const token of row.amounts) {
    const words = row.line.words
      .slice(from, token.firstWord)
      .filter((_, i) => !dateWords.has(from + i))
      .map((w) => w.text);
    from = token.lastWord + 1;
    const label = words.join(' ').trim();
    const key = squash(label);
    if (key === '' || balanceLabelOfKey(key) !== null) continue;
    const direction = summaryDirection(label, liability);
    if (direction === null) continue;
    out.push({ label, page: row.line.page, cents: Math.abs(token.amount.cents), direction });
  }
  return out;
}

/**
 * The summary figures of a box printing its labels above its figures ("Opening balance  Money out  Money
 * in  Closing balance" over a line of amounts), from the label line at `index`.
 */
export function summaryFiguresAbove(
  rows: readonly Row[],
  index: number,
  liability: boolean,
  settings: ExtractSettings,
): SummaryFigure[] {
  const out: SummaryFigure[] = [];
  for (const { text, key, amount } of cellsAbove(rows, index, settings)) {
    if (balanceLabelOfKey(key) !== null) continue;
    const direction = summaryDirection(text, liability);
    if (direction === null) continue;
    out.push({
      label: text,
      page: rows[index]!.line.page,
      cents: Math.abs(amount.amount.cents),
      direction,
    });
  }
  return out;
}

/** A place in the document: page, then baseline. */
type Place = { page: number; y: number };

function before(a: Place, b: Place): boolean {
  return a.page < b.page || (a.page === b.page && a.y < b.y);
}

/**
 * Each account's header block, as a range of indexes into `places` (lines or rows in reading order): the
 * ones above its first row and below the previous account's last row; null for an account without rows.
 */
export function headerBlocks(
  places: readonly Place[],
  accounts: readonly AccountDraft[],
): ({ from: number; to: number } | null)[] {
  // In reading order (page, then baseline): one pass serves every account.
  let next = 0;
  return accounts.map((account) => {
    if (account.transactions.length === 0) return null;
    let first: Place = account.transactions[0]!;
    let last: Place = first;
    for (const t of account.transactions) {
      if (before(t, first)) first = t;
      if (before(last, t)) last = t;
    }
    const from = next;
    while (next < places.length && before(places[next]!, first)) next++;
    const to = next;
    // The next account's block starts below this account's last row.
    while (next < places.length && !before(last, places[next]!)) next++;
    return { from, to };
  });
}

/**
 * Each account with its summary figures: those printed in its header block (see headerBlocks), each figure
 * once. Accounts without figures are returned as they are.
 */
export function readSummaries(
  rows: readonly Row[],
  accounts: readonly AccountDraft[],
  settings: ExtractSettings,
): AccountDraft[] {
  const blocks = headerBlocks(
    rows.map((r) => r.line),
    accounts,
  );
  return accounts.map((account, i) => {
    const block = blocks[i];
    if (!block) return account;
    const figures: SummaryFigure[] = [];
    const seen = new Set<string>();
    for (let k = block.from; k < block.to; k++) {
      // A label line's figures below it must lie in the block too: a table header is over its first row.
      const above =
        k + 1 < block.to ? summaryFiguresAbove(rows, k, account.liability, settings) : [];
      for (const f of [...summaryFiguresOf(rows[k]!, account.liability), ...above]) {
        const key = `${squash(f.label)}:${f.cents}`;
        if (seen.has(key)) continue;
        seen.add(key);
        figures.push(f);
      }
    }
    return figures.length > 0 ? { ...account, summary: figures } : account;
  });
}
