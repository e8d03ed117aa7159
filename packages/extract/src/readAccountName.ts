/** Stage helper: the account's name, from a labelled field or an account-type title on the front pages. */
import { blockTitles } from './blockTitles.ts';
import { isTransactionLine } from './readAccountInfo.ts';
import type { ExtractSettings } from './settings.ts';
import { headerBlocks } from './readSummary.ts';
import type { AccountDraft, Line, Word } from './types.ts';
import {
  ACCOUNT_HOLDER_LABELS,
  ACCOUNT_NAME_LABELS,
  ACCOUNT_TYPE_KEYS,
  HEADER_PHRASES,
  NOT_TITLE_WORDS,
  TITLE_ENDINGS,
  TITLE_POSSESSIVES,
  squash,
} from './vocabulary.ts';

/** Pages read for the name (statements print it up front). */
const FRONT_PAGES = 2;
/** A label spans at most this many words ("Acco unt Nam e" is split by the PDF). */
const MAX_LABEL_WORDS = 5;
/** A name holds at most this many words. */
const MAX_NAME_WORDS = 8;
/** A title holds at most this many words. */
const MAX_TITLE_WORDS = 6;
/** Digits a name may hold ("3M", "7-Eleven"); more make it a number or an address. */
const MAX_NAME_DIGITS = 3;
/** A word that is only punctuation between a label and its value. */
const PUNCTUATION_RE = /^[:.\-–#]+$/;

/** The gap (points) that separates two cells of a line: `cellGapRatio` of its font size. */
function cellGap(line: Line, settings: ExtractSettings): number {
  return settings.cellGapRatio * line.height;
}

/** True when word `k` starts a new cell: the first word, or one more than `gap` points from the word before. */
function startsCell(words: readonly Word[], k: number, gap: number): boolean {
  return k === 0 || words[k]!.x0 - words[k - 1]!.x1 > gap;
}

/** The words of one cell from `start` on (punctuation before them skipped), as printed. */
function cellFrom(words: readonly Word[], start: number, gap: number): string[] {
  let k = start;
  while (k < words.length && PUNCTUATION_RE.test(words[k]!.text)) k++;
  const out: string[] = [];
  for (; k < words.length && out.length < MAX_NAME_WORDS; k++) {
    if (out.length > 0 && startsCell(words, k, gap)) break;
    out.push(out.length === 0 ? words[k]!.text.replace(/^[:#]+/, '') : words[k]!.text);
  }
  return out.filter((t) => t !== '');
}

/** A name: letters, few digits, and neither an amount nor a date. */
function asName(words: string[]): string | null {
  const text = words.join(' ').trim();
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const digits = (text.match(/\d/g) ?? []).length;
  if (letters < 2 || digits > MAX_NAME_DIGITS || /\d[.,/]\d/.test(text)) return null;
  return text;
}

/** Squashed endings of the other fields printed beside a name in a box of labels ("Sort code", "Account number"). */
const FIELD_LABEL_ENDINGS = ['code', 'number', 'nummer', 'numero', 'iban', 'swift'];
/** Short field labels, matched as a whole last word ("Account No", "BIC"). */
const FIELD_LABEL_WORDS: ReadonlySet<string> = new Set(['no', 'nr', 'bic']);

/** The longest label among `labels` that starts at word `i`, as the index of its last word, or -1. */
function labelEnd(words: readonly Word[], i: number, labels: ReadonlySet<string>): number {
  let key = '';
  let end = -1;
  for (let j = i; j < Math.min(words.length, i + MAX_LABEL_WORDS); j++) {
    key += squash(words[j]!.text);
    if (labels.has(key)) end = j;
  }
  return end;
}

/** A labelled value: beside the label, or (for account-name labels) in the cell under it on the next line. */
function labelledValue(
  lines: readonly Line[],
  index: number,
  labels: ReadonlySet<string>,
  below: boolean,
  settings: ExtractSettings,
): string | null {
  const line = lines[index]!;
  const words = line.words;
  const gap = cellGap(line, settings);
  for (let i = 0; i < words.length; i++) {
    if (!startsCell(words, i, gap)) continue;
    const j = labelEnd(words, i, labels);
    if (j < 0) continue;
    // "Account Name: X" and "Name John Smith": the value follows in the same cell or the next one.
    const cell = cellFrom(words, j + 1, gap);
    const cellKey = squash(cell.join(''));
    const beside = asName(cell);
    // "Name  Date  Amount" is a table header and "Account Name  Sort code" a box of labels, not a name.
    const isLabel =
      labels.has(cellKey) ||
      HEADER_PHRASES[squash(cell[0] ?? '')] !== undefined ||
      FIELD_LABEL_ENDINGS.some((e) => cellKey.endsWith(e)) ||
      FIELD_LABEL_WORDS.has(squash(cell[cell.length - 1] ?? ''));
    if (beside && !isLabel) return beside;
    if (!below) return null;
    const next = lines[index + 1];
    if (
      !next ||
      next.page !== line.page ||
      next.y - line.y > settings.labelValueBelowLines * line.height
    )
      return null;
    const k = next.words.findIndex((w) => w.x1 >= words[i]!.x0 && w.x0 <= words[j]!.x1);
    const nextGap = cellGap(next, settings);
    return k >= 0 && startsCell(next.words, k, nextGap)
      ? asName(cellFrom(next.words, k, nextGap))
      : null;
  }
  return null;
}

/** Words joining a statement word to the title after it ("Relevé de compte courant", "Statement of Savings"). */
const TITLE_CONNECTORS: ReadonlySet<string> = new Set([
  'de',
  'du',
  'des',
  'of',
  'for',
  'zum',
  'del',
]);

/** A title read from one cell of words, or null. */
function cellTitle(words: readonly string[]): string | null {
  if (words.some((w) => /\d/.test(w))) return null;
  const keys = words.map(squash);
  let from = 0;
  let to = words.length;
  if (TITLE_POSSESSIVES.has(keys[from] ?? '')) from++;
  // "Kontoauszug Girokonto", "Relevé de compte courant": the statement word before the title.
  if (to > from + 1 && TITLE_ENDINGS.has(keys[from] ?? '')) {
    from++;
    if (to > from + 1 && TITLE_CONNECTORS.has(keys[from] ?? '')) from++;
  }
  if (to > from + 1 && TITLE_ENDINGS.has(keys[to - 1] ?? '')) to--;
  if (to - from === 0 || to - from > MAX_TITLE_WORDS) return null;
  const kept = keys.slice(from, to);
  if (kept.some((k) => NOT_TITLE_WORDS.has(k))) return null;
  const key = kept.join('');
  // "Checking & Savings" lists two kinds: a heading over several accounts.
  if (ACCOUNT_TYPE_KEYS.filter((t) => key.includes(t)).length !== 1) return null;
  // A lone "Savings" or "Checking" is a heading; a title names the product too, or is one compound word.
  if (kept.length === 1 && ACCOUNT_TYPE_KEYS.includes(key) && !key.endsWith('konto')) return null;
  return words.slice(from, to).join(' ');
}

/**
 * The title in one of a line's cells that names one kind of account ("Everyday Savings", "CHASE PREMIER
 * PLUS CHECKING", "Your Current Account statement" beside the bank's name), or null.
 */
export function accountTitle(line: Line, settings: ExtractSettings): string | null {
  const gap = cellGap(line, settings);
  let cell: string[] = [];
  for (let k = 0; k <= line.words.length; k++) {
    if (k === line.words.length || (k > 0 && startsCell(line.words, k, gap))) {
      const title = cellTitle(cell);
      if (title) return title;
      cell = [];
    }
    if (k < line.words.length) cell.push(line.words[k]!.text);
  }
  return null;
}

/**
 * The account's name as printed on the front pages, or null: a field labelled as the account's name, else
 * an account-type title above the first transaction row, else (with `holder`) a field labelled as the
 * account holder. Pass one account's lines to read its own.
 */
export function readAccountName(
  lines: readonly Line[],
  settings: ExtractSettings,
  holder = true,
): string | null {
  const front: Line[] = [];
  for (const l of lines) if (l.page - (lines[0]?.page ?? 1) < FRONT_PAGES) front.push(l);
  for (let i = 0; i < front.length; i++) {
    const value = labelledValue(front, i, ACCOUNT_NAME_LABELS, true, settings);
    if (value) return value;
  }
  // Titles are printed above the table: a description such as "TRANSFER TO SAVINGS" is not one.
  for (const line of front) {
    if (isTransactionLine(line)) break;
    const title = accountTitle(line, settings);
    if (title) return title;
  }
  if (!holder) return null;
  for (let i = 0; i < front.length; i++) {
    const value = labelledValue(front, i, ACCOUNT_HOLDER_LABELS, false, settings);
    if (value) return value;
  }
  return null;
}

/**
 * The names of a statement's several accounts, each read from its own header block (the lines above its
 * first row, below the previous account's last one): a labelled account name or an account-type title,
 * else the title line the blocks' shared template heads each block with (blockTitles). The holder's name
 * is one for all the accounts, so it names none of them.
 */
export function accountNames(
  lines: readonly Line[],
  accounts: readonly AccountDraft[],
  settings: ExtractSettings,
): Map<AccountDraft, string> {
  const names = new Map<AccountDraft, string>();
  const blocks = headerBlocks(lines, accounts);
  const titles = blockTitles(lines, blocks, settings);
  blocks.forEach((block, i) => {
    if (!block) return;
    const name = readAccountName(lines.slice(block.from, block.to), settings, false) ?? titles[i];
    if (name) names.set(accounts[i]!, name);
  });
  return names;
}
