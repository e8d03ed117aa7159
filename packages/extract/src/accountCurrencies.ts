/**
 * Stage helper: whether a statement's accounts print their money in different currencies. Each account's
 * summary lines mark their figures with a currency sign ("S/ 4,523.10" in one account, "US$ 12,500.00" in
 * the next): accounts whose marks share no currency have no one currency between them, whatever the
 * statement-wide count of signs says. A sign the engine does not know is still a mark, unlike any other.
 */
import { parseAmount } from './parseAmount.ts';
import { isTransactionLine } from './readAccountInfo.ts';
import { headerBlocks } from './readSummary.ts';
import type { ExtractSettings } from './settings.ts';
import type { AccountDraft, Line } from './types.ts';
import {
  CURRENCY_SIGNS,
  ISO_CURRENCY_CODES,
  PREFIXED_CURRENCY_SIGNS,
  SHARED_SIGN_CURRENCIES,
} from './vocabulary.ts';

/** A mark printed before a figure: a few characters, no digit, a currency symbol or a slash among them. */
const MARK_RE = /^[^\d\s]{0,3}[\p{Sc}/][^\d\s]{0,3}$/u;
/** A mark glued to its figure in one word ("$1,234.56", "US$18.00"). */
const GLUED_RE = /^([^\d\s\-−+(]{1,4})(\d.*)$/u;

/** What a mark names: an ISO code for a sign naming one currency, else the mark itself ("$", "C$"). */
function markCurrency(printed: string): string {
  // A sign or bracket around the mark ("-$", "(US$") is no part of it.
  const mark = printed.replace(/^[-−+(]+|\)+$/g, '');
  if (ISO_CURRENCY_CODES.has(mark)) return mark;
  return PREFIXED_CURRENCY_SIGNS[mark] ?? CURRENCY_SIGNS[mark] ?? mark;
}

/** The currencies a mark may stand for: several for a shared sign (a bare "$" is any dollar), else itself. */
function markCurrencies(mark: string): ReadonlySet<string> {
  return SHARED_SIGN_CURRENCIES.get(mark) ?? new Set([mark]);
}

/** Whether two marks may name one currency ("C$" and "CAD", "C$" and "$"). */
function compatible(a: string, b: string): boolean {
  if (a === b) return true;
  const other = markCurrencies(b);
  return [...markCurrencies(a)].some((c) => other.has(c));
}

/** The currencies marked before figures on a line (a code, a sign, glued or a word of its own). */
export function figureMarks(line: Line, settings: ExtractSettings): string[] {
  const gap = settings.cellGapRatio * line.height;
  const out: string[] = [];
  line.words.forEach((w, i) => {
    const glued = GLUED_RE.exec(w.text);
    if (glued && MARK_RE.test(glued[1]!) && parseAmount(glued[2]!)) {
      out.push(markCurrency(glued[1]!));
      return;
    }
    const before = line.words[i - 1];
    if (!before || w.x0 - before.x1 > gap || !parseAmount(w.text)) return;
    if (MARK_RE.test(before.text) || ISO_CURRENCY_CODES.has(before.text))
      out.push(markCurrency(before.text));
  });
  return out;
}

/**
 * Whether two of the accounts (with rows) print marks before the figures of their own lines outside
 * their rows (header block to the next account's) that share no currency.
 */
export function accountsDifferInCurrency(
  lines: readonly Line[],
  accounts: readonly AccountDraft[],
  settings: ExtractSettings,
): boolean {
  const starts = headerBlocks(lines, accounts)
    .filter((b) => b !== null)
    .map((b) => b.from);
  if (starts.length < 2) return false;
  const marked: Set<string>[] = [];
  starts.forEach((from, i) => {
    const marks = new Set<string>();
    for (const line of lines.slice(from, starts[i + 1] ?? lines.length))
      if (!isTransactionLine(line)) for (const m of figureMarks(line, settings)) marks.add(m);
    if (marks.size > 0) marked.push(marks);
  });
  for (let i = 0; i < marked.length; i++)
    for (let j = i + 1; j < marked.length; j++)
      if (![...marked[i]!].some((a) => [...marked[j]!].some((b) => compatible(a, b)))) return true;
  return false;
}

/** A word that may stand for a currency beside a figure: three capital letters, as ISO codes are written. */
const CODE_SHAPE_RE = /^[A-Z]{3}$/;
/** A figure written as money: a decimal mark or thousands grouping (no reference or count). */
const MONEY_SHAPE_RE = /\d[.,'\u00a0 ]\d/;
/** Lines outside the rows on which one unknown mark must stand beside a figure to name the currency. */
const MIN_MARKED_LINES = 2;

/**
 * A three-capital word the statement prints beside its money outside the rows, on at least two lines,
 * that names no currency the engine knows ("RMB 38,560.20" over "RMB 119,410.08"): the statement names
 * a currency the output cannot, which the user is told rather than given an empty currency in silence.
 */
export function unknownCurrencyMark(
  lines: readonly Line[],
  settings: ExtractSettings,
): string | null {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (isTransactionLine(line)) continue;
    const gap = settings.cellGapRatio * line.height;
    const marks = new Set<string>();
    line.words.forEach((w, i) => {
      if (!MONEY_SHAPE_RE.test(w.text) || !parseAmount(w.text)) return;
      const before = line.words[i - 1];
      const after = line.words[i + 1];
      if (before && w.x0 - before.x1 <= gap && CODE_SHAPE_RE.test(before.text))
        marks.add(before.text);
      if (after && after.x0 - w.x1 <= gap && CODE_SHAPE_RE.test(after.text)) marks.add(after.text);
    });
    for (const m of marks) if (!ISO_CURRENCY_CODES.has(m)) counts.set(m, (counts.get(m) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [mark, n] of counts)
    if (n >= MIN_MARKED_LINES && (best === null || n > (counts.get(best) ?? 0))) best = mark;
  return best;
}

/** The warning for a statement naming no currency the engine can read (no code, sign, word or IBAN it knows). */
export const NO_CURRENCY_WARNING =
  'No currency we could identify is named on this statement; the spreadsheets leave the currency empty. Check it against the PDF.';

/** The warning for a currency the statement prints that the engine cannot name. */
export function unknownCurrencyWarning(mark: string): string {
  return `The statement marks its amounts with "${mark}", a currency we could not identify; the spreadsheets leave the currency empty. Check it against the PDF.`;
}
