/** Stage helpers: recognise section headings, total lines, balance labels and account numbers on rows. */
import { rowKey } from './linesToRows.ts';
import type { ExtractSettings } from './settings.ts';
import type { BalanceLabel, SectionKind } from './vocabulary.ts';
import {
  ACCOUNT_NUMBER_LABELS,
  BALANCE_LABELS,
  CONTINUED_RE,
  SECTION_HEADINGS,
  TOTAL_PREFIXES,
  squash,
} from './vocabulary.ts';
import type { AmountToken, Row } from './types.ts';

/** A heading is short: at most this many words. */
const MAX_HEADING_WORDS = 7;

/** The squashed text of a row without its leading dates and its amounts. */
export function labelKey(row: Row): string {
  if (row.labelKey !== undefined) return row.labelKey;
  row.labelKey = computeLabelKey(row);
  return row.labelKey;
}

function computeLabelKey(row: Row): string {
  const skip = new Set<number>();
  for (const d of row.dates) {
    if (d.firstWord === 0 || skip.has(d.firstWord - 1))
      for (let i = d.firstWord; i <= d.lastWord; i++) skip.add(i);
  }
  for (const a of row.amounts) for (let i = a.firstWord; i <= a.lastWord; i++) skip.add(i);
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

/** The balance label a row starts with (after any date), or null. */
export function balanceLabel(row: Row): BalanceLabel | null {
  const key = labelKey(row);
  for (const [prefix, label] of BALANCE_LABELS) {
    if (key.startsWith(prefix)) {
      // "report" is French for brought forward only as a whole label; avoid "reported ...".
      if (prefix === 'report' && key.length > 'reportdesolde'.length) return null;
      return label;
    }
  }
  return null;
}

/** The balance label a squashed key starts with, or null (`balanceLabel` for any piece of text). */
function balanceLabelOfKey(key: string): BalanceLabel | null {
  for (const [prefix, label] of BALANCE_LABELS) {
    if (key === prefix || (key.startsWith(prefix) && prefix !== 'report')) return label;
  }
  return null;
}

/**
 * Balance labels printed above their figures ("Opening balance   Money out   Closing balance" over a line
 * of amounts): the label line is cut into cells at wide gaps, and each cell is paired with the amount
 * of the next line whose horizontal span it overlaps. Rows with amounts of their own have none.
 */
export function labelsAbove(
  rows: readonly Row[],
  index: number,
  settings: ExtractSettings,
): { label: BalanceLabel; amount: AmountToken }[] {
  const row = rows[index];
  const next = rows[index + 1];
  if (!row || !next || row.amounts.length > 0 || next.amounts.length === 0) return [];
  const h = Math.max(row.line.height, 1);
  if (
    next.line.page !== row.line.page ||
    next.line.y - row.line.y > settings.labelAboveMaxGapHeights * h
  )
    return [];
  const cells: { x0: number; x1: number; key: string }[] = [];
  for (const w of row.line.words) {
    const last = cells[cells.length - 1];
    if (last && w.x0 - last.x1 <= settings.labelCellGapHeights * h) {
      last.x1 = w.x1;
      last.key += squash(w.text);
    } else cells.push({ x0: w.x0, x1: w.x1, key: squash(w.text) });
  }
  const out: { label: BalanceLabel; amount: AmountToken }[] = [];
  for (const cell of cells) {
    const label = balanceLabelOfKey(cell.key);
    if (!label) continue;
    const overlapping = next.amounts.filter((a) => a.x0 < cell.x1 && a.x1 > cell.x0);
    if (overlapping.length === 1) out.push({ label, amount: overlapping[0]! });
  }
  return out;
}

/** Squashed fragments of every account-number label, for a cheap first test. */
const ACCOUNT_LABEL_RE = /acc|acct|card|konto|iban|compte|cuenta/i;
/** A masked or plain account number: digits, X, *, bullets and dashes, with at least two digits. */
const ACCOUNT_VALUE_RE = /^[0-9Xx*•·.#-]{4,}$/;
/** An account number prints in at most this many groups (an IBAN has up to nine). */
const MAX_ACCOUNT_VALUE_WORDS = 9;
/** Labels that are also ordinary words, so they need a number right after them. */
const BARE_ACCOUNT_LABELS: ReadonlySet<string> = new Set([
  'account',
  'cuenta',
  'konto',
  'compte',
  'conta',
]);
/** Digits a number after a bare "Account" label needs (so that "Account 1 of 2" is not read). */
const MIN_BARE_ACCOUNT_DIGITS = 4;
/** The first group of a printed IBAN (`DE40`). */
const IBAN_HEAD_RE = /^[A-Z]{2}\d{2}$/;

function accountValue(text: string): string | null {
  const t = text.replace(/[:;,]$/, '');
  // A date ("01-02-2024") is never an account number.
  if (/^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$/.test(t)) return null;
  // Masked groups of a card number ("4929 **** **** 1234") and an IBAN's bank code ("NL91 INGB ...").
  if (/^[*Xx•]{4}$/.test(t) || /^[A-Z]{4}$/.test(t)) return t;
  if (IBAN_HEAD_RE.test(t)) return t;
  if (/^\d{1,3}$/.test(t)) return t;
  if (!ACCOUNT_VALUE_RE.test(t)) return null;
  if ((t.match(/\d/g) ?? []).length < 2) return null;
  return t;
}

/** Reads "Account number: 1234" on this row, or the value printed under the label on the next row. */
export function accountNumber(rows: Row[], index: number): string | null {
  const row = rows[index]!;
  if (row.dates[0]?.firstWord === 0 || !ACCOUNT_LABEL_RE.test(row.line.text)) return null;
  const words = row.line.words;
  for (let i = 0; i < words.length; i++) {
    let key = '';
    for (let j = i; j < Math.min(words.length, i + 5); j++) {
      key += squash(words[j]!.text);
      if (!ACCOUNT_NUMBER_LABELS.includes(key)) continue;
      const prevKey = i > 0 ? squash(words[i - 1]!.text) : '';
      // "International Bank Account Number" is the IBAN, printed beside the account number.
      const prevPrevKey = i > 1 ? squash(words[i - 2]!.text) : '';
      if (prevKey === 'international' || (prevKey === 'bank' && prevPrevKey === 'international'))
        break;
      let value = '';
      // A bare "Account" label must be followed right away by a number with enough digits.
      if (BARE_ACCOUNT_LABELS.has(key)) {
        const next = words[j + 1]?.text.replace(/[:;,]$/, '') ?? '';
        // "Account# 4400 1234 5678 9012" and "Cuenta ES91 2100 ...": groups are read below.
        const grouped = /^\d{4}$/.test(next) || IBAN_HEAD_RE.test(next);
        if (
          !grouped &&
          ACCOUNT_VALUE_RE.test(next) &&
          (next.match(/\d/g) ?? []).length >= MIN_BARE_ACCOUNT_DIGITS
        )
          return next;
        if (!grouped) continue;
      }
      for (let k = j + 1; k < words.length && k <= j + MAX_ACCOUNT_VALUE_WORDS; k++) {
        const v = accountValue(words[k]!.text);
        if (!v) {
          if (value || words[k]!.x0 - words[k - 1]!.x1 > row.line.height * 8) break;
          continue;
        }
        // Card numbers, IBANs and some account numbers print in short digit groups ("123 4567 00").
        value = value ? `${value} ${v}` : v;
        if (!/^(?:\d{1,4}|[*Xx•]{4}|[A-Z]{4})$/.test(v) && !IBAN_HEAD_RE.test(v)) break;
      }
      if (value && (value.match(/\d/g) ?? []).length >= MIN_BARE_ACCOUNT_DIGITS) return value;
      const next = rows[index + 1];
      if (
        next &&
        next.line.page === row.line.page &&
        next.line.y - row.line.y < 3 * row.line.height
      ) {
        const label = { x0: words[i]!.x0, x1: words[j]!.x1 };
        const parts: string[] = [];
        let prevX1 = 0;
        for (const w of next.line.words) {
          const adjacent = parts.length > 0 && w.x0 - prevX1 < row.line.height;
          if (!adjacent && (w.x1 < label.x0 || w.x0 > label.x1)) continue;
          const v = accountValue(w.text);
          if (v) {
            parts.push(v);
            prevX1 = w.x1;
          } else if (parts.length > 0) break;
        }
        if (parts.length > 0) return parts.join(' ');
      }
      return null;
    }
  }
  return null;
}
