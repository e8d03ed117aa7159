/**
 * Stage helpers: recognise section headings, total lines and balance labels on rows (account numbers are
 * read in findAccountNumber.ts).
 */
import { rowKey } from './linesToRows.ts';
import type { ExtractSettings } from './settings.ts';
import type { AmountToken, Row } from './types.ts';
import type { BalanceLabel, SectionKind } from './vocabulary.ts';
import { parseDate } from './parseDate.ts';
import {
  BALANCE_LABELS,
  BALANCE_WORDS,
  CONTINUED_RE,
  SECTION_HEADINGS,
  TOTAL_PREFIXES,
  squash,
} from './vocabulary.ts';

/** A word holding a letter (a label's, not a figure's). */
const LETTER_RE = /\p{L}/u;

/** A heading is short: at most this many words. */
const MAX_HEADING_WORDS = 7;

/** The squashed text of a row without its leading dates and its amounts. */
export function labelKey(row: Row): string {
  if (row.labelKey !== undefined) return row.labelKey;
  row.labelKey = labelKeyWithout(row, row.amounts);
  return row.labelKey;
}

/** The squashed text of a row without its leading dates and the given figures (not cached). */
export function labelKeyWithout(row: Row, figures: readonly AmountToken[]): string {
  const skip = new Set<number>();
  for (const d of row.dates) {
    if (d.firstWord === 0 || skip.has(d.firstWord - 1))
      for (let i = d.firstWord; i <= d.lastWord; i++) skip.add(i);
  }
  for (const a of figures) for (let i = a.firstWord; i <= a.lastWord; i++) skip.add(i);
  let key = '';
  row.line.words.forEach((w, i) => {
    if (!skip.has(i)) key += squash(w.text);
  });
  return key;
}

/** A heading is a short line of words without digits (titles never carry amounts or dates). */
function headingTokens(row: Row): string[] | null {
  if (row.amounts.length > 0 || row.dates.length > 0) return null;
  if (row.line.words.length > MAX_HEADING_WORDS || /\d/.test(row.line.text)) return null;
  return row.line.text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((t) => t !== '');
}

/** The kind of section a heading line opens (from the words it uses), or null if the row is not a heading. */
export function sectionHeading(row: Row): SectionKind | null {
  const tokens = headingTokens(row);
  if (!tokens || tokens.length === 0) return null;
  const key = rowKey(row).replace(CONTINUED_RE, '');
  for (const [phrase, kind] of SECTION_HEADINGS) if (key === phrase) return kind;
  const has = (...words: string[]): boolean => words.some((w) => tokens.includes(w));
  const starts = (prefix: string): boolean => tokens.some((t) => t.startsWith(prefix));
  if (
    (has('daily') && has('balance', 'balances', 'ledger')) ||
    has('quotidiens', 'quotidien', 'diarios') ||
    starts('tagessald') ||
    (has('checks', 'cheques') && has('written', 'summary', 'outstanding'))
  ) {
    return 'ignore';
  }
  if (
    has('atm', 'geldautomat', 'dab', 'cajero') ||
    (has('cash') && has('withdrawal', 'withdrawals'))
  )
    return 'atm';
  if (
    (has('card', 'visa', 'carte', 'tarjeta') &&
      has('purchases', 'purchase', 'transactions', 'activity', 'achats', 'compras')) ||
    starts('kartenums')
  ) {
    return 'card';
  }
  if (has('purchases', 'achats', 'compras')) return 'card';
  if (has('checks', 'check', 'cheques', 'cheque', 'schecks')) return 'checks';
  if (has('fee', 'fees', 'charges', 'gebuhren', 'entgelte', 'frais', 'comisiones')) return 'fees';
  if (
    has(
      'deposits',
      'deposit',
      'credits',
      'additions',
      'gutschriften',
      'einzahlungen',
      'versements',
      'abonos',
      'receipts',
    )
  ) {
    return 'deposits';
  }
  if (has('electronic')) return 'electronic';
  if (
    has(
      'withdrawals',
      'subtractions',
      'debits',
      'payments',
      'lastschriften',
      'belastungen',
      'retraits',
      'prelevements',
      'cargos',
    )
  ) {
    return 'withdrawals';
  }
  if (
    has(
      'transactions',
      'transaction',
      'activity',
      'history',
      'umsatze',
      'kontoumsatze',
      'operations',
      'mouvements',
      'movimientos',
    )
  ) {
    return 'transactions';
  }
  return null;
}

/** True for "Total ...", "Totals", "Subtotal" and similar lines. */
export function isTotalRow(row: Row): boolean {
  // A dated row is a transaction even when the merchant is "TOTAL WINE".
  if (row.dates[0]?.firstWord === 0) return false;
  const key = labelKey(row);
  return TOTAL_PREFIXES.some((p) => key.startsWith(p));
}

/** Each row's balance label, once: every candidate reading asks again of the same rows (issue 11). */
const balanceLabels = new WeakMap<Row, BalanceLabel | null>();

/** The balance label a row starts with (after any date), or null. */
export function balanceLabel(row: Row): BalanceLabel | null {
  let label = balanceLabels.get(row);
  if (label === undefined) {
    label = findBalanceLabel(row);
    balanceLabels.set(row, label);
  }
  return label;
}

/**
 * The balance labels by their first character, each list in BALANCE_LABELS' order: a row's key is
 * compared only with the labels it can start with (a few of the ~90; issue 11).
 */
const LABELS_BY_FIRST = new Map<string, [string, BalanceLabel][]>();
for (const entry of BALANCE_LABELS) {
  const list = LABELS_BY_FIRST.get(entry[0].charAt(0)) ?? [];
  list.push(entry);
  LABELS_BY_FIRST.set(entry[0].charAt(0), list);
}

function findBalanceLabel(row: Row): BalanceLabel | null {
  const key = labelKey(row);
  const labels = LABELS_BY_FIRST.get(key.charAt(0)) ?? [];
  // Indexed, not `for (const [prefix, label] of ...)`: destructuring allocated an iterator and its
  // results for each label on every row (about 12 KB a row, 0.28 GB on 400 pages; issue 11).
  for (let i = 0; i < labels.length; i++) {
    const entry = labels[i]!;
    const prefix = entry[0];
    const label = entry[1];
    if (key.startsWith(prefix)) {
      // "report" is French for brought forward only as a whole label; avoid "reported ...".
      if (prefix === 'report' && key.length > 'reportdesolde'.length) return null;
      return label;
    }
  }
  // "Saldo <words> 29.02.2024": a balance word, then the date the balance stands at in the label itself.
  if (
    row.dates[0]?.firstWord !== 0 &&
    BALANCE_WORDS.some((w) => key.startsWith(w)) &&
    row.line.words.some((w) => parseDate(w.text, 'DMY')?.year != null)
  )
    return 'balanceAt';
  return null;
}

/** The balance label a squashed key starts with, or null (`balanceLabel` for any piece of text). */
export function balanceLabelOfKey(key: string): BalanceLabel | null {
  for (const [prefix, label] of BALANCE_LABELS) {
    if (key === prefix || (key.startsWith(prefix) && prefix !== 'report')) return label;
  }
  return null;
}

/**
 * Labels printed above their figures ("Opening balance   Money out   Closing balance" over a line of
 * amounts): the label line is cut into cells at wide gaps, and each cell is paired with the amount of the
 * next line whose horizontal span it overlaps (cells over several amounts are left out; in a box of
 * labels alone over figures alone, one over none takes the one figure of its column, see below). Rows
 * with amounts of their own have none.
 */
export function cellsAbove(
  rows: readonly Row[],
  index: number,
  settings: ExtractSettings,
): { text: string; key: string; amount: AmountToken }[] {
  const row = rows[index];
  const next = rows[index + 1];
  if (!row || !next || row.amounts.length > 0 || next.amounts.length === 0) return [];
  const h = Math.max(row.line.height, 1);
  if (
    next.line.page !== row.line.page ||
    next.line.y - row.line.y > settings.labelAboveMaxGapHeights * h
  )
    return [];
  const cells: { x0: number; x1: number; text: string; key: string }[] = [];
  for (const w of row.line.words) {
    const last = cells[cells.length - 1];
    if (last && w.x0 - last.x1 <= settings.labelCellGapHeights * h) {
      last.x1 = w.x1;
      last.text += ` ${w.text}`;
      last.key += squash(w.text);
    } else cells.push({ x0: w.x0, x1: w.x1, text: w.text, key: squash(w.text) });
  }
  const pairs: (AmountToken | null)[] = cells.map((cell) => {
    const overlapping = next.amounts.filter((a) => a.x0 < cell.x1 && a.x1 > cell.x0);
    return overlapping.length === 1 ? overlapping[0]! : null;
  });
  // A box whose figures stand beside rather than under their labels ("Saldo inicial" at the left of its
  // cell, its figure right-aligned further on): the cells' left edges part the box into columns, and a
  // figure under no label is the label's whose column it starts in, when it is that column's only
  // figure and the label has none. Only in a box of labels alone (no figure) over figures alone (no
  // word): never a table's first row under a balance line.
  const box =
    cells.length > 1 &&
    !/\d/.test(row.line.text) &&
    next.dates.length === 0 &&
    !next.line.words.some((w) => LETTER_RE.test(w.text));
  if (box) {
    cells.forEach((cell, i) => {
      if (pairs[i]) return;
      const end = cells[i + 1]?.x0 ?? Infinity;
      const inColumn = next.amounts.filter((a) => a.x0 >= cell.x0 && a.x0 < end);
      if (inColumn.length === 1 && !pairs.includes(inColumn[0]!)) pairs[i] = inColumn[0]!;
    });
  }
  return cells.flatMap((cell, i) => {
    const amount = pairs[i];
    return amount ? [{ text: cell.text, key: cell.key, amount }] : [];
  });
}

/** Balance labels printed above their figures (see cellsAbove). */
export function labelsAbove(
  rows: readonly Row[],
  index: number,
  settings: ExtractSettings,
): { label: BalanceLabel; amount: AmountToken }[] {
  const out: { label: BalanceLabel; amount: AmountToken }[] = [];
  for (const { key, amount } of cellsAbove(rows, index, settings)) {
    const label = balanceLabelOfKey(key);
    if (label) out.push({ label, amount });
  }
  return out;
}

export { accountNumber } from './findAccountNumber.ts';
