/**
 * An account number no label names: the one long number a statement prints beside a label of its own
 * ("<label>: 160-0000012345678-90") on the band repeated at the top of every page, where nothing else
 * gave the account a number. Its shape (digit groups joined by dashes, as domestic account numbers are
 * printed) and its repetition on every page are the evidence, not the label's word. Failing that, the
 * one masked card number printed above the first row, by its shape alone (see maskedCardNumber), or the
 * labelled number every page's heading repeats (see repeatedNumber), else the one long labelled number of
 * the heading (see headingNumber), which names an account that is no card; last, the number ending the
 * line right under the statement's title (see titleNumber.ts).
 */
import { accountNumber, digitCount, NUMBER_MARKS } from '../findAccountNumber.ts';
import { ibanCountry, isValidIban, readIban } from '../iban.ts';
import type { PrintedIban } from '../iban.ts';
import { tokenWords } from '../linesToRows.ts';
import type { ExtractSettings } from '../settings.ts';
import type { AccountDraft, DraftTransaction, Row, Word } from '../types.ts';
import { IBAN_LENGTHS, squash } from '../vocabulary.ts';
import { flushUnder, titleLineNumber } from './titleNumber.ts';

/** Digits a number needs: longer than a date, a phone extension or a count. */
const MIN_DIGITS = 10;
/** Digit groups joined by dashes ("160-0000012345678-90", "40702810-1-0000-0000001"). */
const GROUPED_NUMBER_RE = /^\d+(?:-\d+)+$/;
/** A label closed by a colon ("Racun:", "Konto-Nr.:"). */
const LABEL_RE = /^\p{L}[\p{L}.\-/]*:$/u;

/** The single labelled dash-grouped number of the lines in `band` (indices into `rows`), or null. */
export function bandAccountNumber(rows: readonly Row[], band: ReadonlySet<number>): string | null {
  const found = new Set<string>();
  for (const i of band) {
    const words = rows[i]!.line.words;
    for (let k = 1; k < words.length; k++) {
      const value = words[k]!.text;
      if (!LABEL_RE.test(words[k - 1]!.text) || !GROUPED_NUMBER_RE.test(value)) continue;
      if (value.replace(/-/g, '').length >= MIN_DIGITS) found.add(value);
    }
  }
  return onlyOne(found);
}

/**
 * A card number masked as card statements print it ("4213 XXXX XXXX 5512", "**** **** **** 5512",
 * "4213********5512", or the first six digits shown as the card standards allow, "5368 51** **** 4412"):
 * sixteen digits or masks, the last four digits, at least four masked. A group of four may mix digits
 * and masks.
 */
const MASKED_GROUP_RE = /^[\dXx*•]{4}$/;
const MASKED_CARD_RE = /^(?:\d{4}|[Xx*•]{4})(?:[Xx*•\d]{8})\d{4}$/;

/**
 * The one masked card number printed above the account's first row (on its page, or any page before),
 * whatever its label says: its shape is the evidence. Null when none, or two different ones, are printed.
 */
export function maskedCardNumber(rows: readonly Row[], first: DraftTransaction): string | null {
  const found = new Set<string>();
  for (const { line } of rowsAbove(rows, first)) {
    const words = line.words.map((w) => w.text);
    for (let k = 0; k < words.length; k++) {
      const four = words.slice(k, k + 4);
      const grouped = four.length === 4 && four.every((w) => MASKED_GROUP_RE.test(w));
      const text = grouped ? four.join('') : words[k]!;
      if (!MASKED_CARD_RE.test(text) || !/[Xx*•]{4}/.test(text)) continue;
      found.add(grouped ? four.join(' ') : text);
    }
  }
  return onlyOne(found);
}

/** A group of a number's digits ("007", "0133-26-012345"); the first may lead with a country code ("SN012"). */
const FIRST_GROUP_RE = /^(?:[A-Z]{2})?\d+(?:-\d+)*$/;
const GROUP_RE = /^\d+(?:-\d+)*$/;
/** How an IBAN starts: its country code and check digits, grouped or compact. */
const IBAN_START_RE = /^[A-Z]{2}\d{2}/;
/** Digits a heading's number needs to be taken for the account's: more than a date, a count or a code. */
const MIN_HEADING_DIGITS = 12;
/** A label's word ("RIB", "Reikningur:") or its colon. */
const LABEL_WORD_RE = /^(?:\p{L}[\p{L}.]*:?|:)$/u;

/**
 * The one long number printed beside a label of its own in the heading above the account's first row
 * ("RIB : 007 780 0001234000000123 45"): digit groups in one cell, twelve digits or more, no date or
 * money; with none so long, the one of ten or more ("Plugh nu. 0201234567"). Null when there is none or
 * there are two different ones (a customer, identity or phone number beside it).
 */
export function headingNumber(rows: readonly Row[], first: DraftTransaction): string | null {
  const labels = new Map<string, Label>();
  const found = labelledNumbers(rowsAbove(rows, first), MIN_DIGITS, labels);
  const long = new Set([...found].filter((n) => digitCount(n) >= MIN_HEADING_DIGITS));
  // Several long ones: the one the statement's title names (see titledNumber).
  if (long.size > 1) return titledNumber(rows, first, long, labels);
  // Without one of twelve digits, the heading's only labelled number of ten or more.
  return long.size > 0 ? onlyOne(long) : onlyOne(found);
}

/**
 * Of several long labelled numbers, the one whose label repeats a word of the statement's title, a line
 * above printed larger than the label ("ACCOUNT STATEMENT" over "Account: 4070 ..."): a statement is
 * named after what it lists, not after the tax or customer number beside it. Null unless exactly one.
 */
function titledNumber(
  rows: readonly Row[],
  first: DraftTransaction,
  values: ReadonlySet<string>,
  labels: ReadonlyMap<string, Label>,
): string | null {
  const above = [...rowsAbove(rows, first)];
  const named = new Set<string>();
  for (const value of values) {
    const { row, label } = labels.get(value)!;
    if (label === '') continue;
    const title = above.filter((r) => r.line.height > row.line.height && r.line.y < row.line.y);
    if (title.some((r) => r.line.words.some((w) => squash(w.text) === label))) named.add(value);
  }
  return onlyOne(named);
}

/**
 * The one labelled number of ten digits or more that the heading of every page holding the account's rows
 * prints above its first row there ("Racun: 161-045-00123456-78" on page 1 and on each continuation page),
 * on two pages or more: the account a statement names on every page, where a tax or customer number is
 * printed once, in the first page's box about the holder. Null when none or two such numbers are printed.
 */
export function repeatedNumber(
  rows: readonly Row[],
  transactions: readonly DraftTransaction[],
): string | null {
  const firstOnPage = new Map<number, number>();
  for (const t of transactions)
    firstOnPage.set(t.page, Math.min(t.y, firstOnPage.get(t.page) ?? t.y));
  if (firstOnPage.size < 2) return null;
  const pagesOf = new Map<string, Set<number>>();
  const headings = rows.filter((r) => r.line.y < (firstOnPage.get(r.line.page) ?? -Infinity));
  for (const row of headings)
    for (const value of labelledNumbers([row], MIN_DIGITS)) {
      const pages = pagesOf.get(value) ?? new Set<number>();
      pages.add(row.line.page);
      pagesOf.set(value, pages);
    }
  const onEvery = [...pagesOf].filter(([, pages]) => pages.size === firstOnPage.size);
  return onlyOne(new Set(onEvery.map(([value]) => value)));
}

/** The row a labelled number is printed on and its label's word, squashed. */
type Label = { row: Row; label: string };

/** The labelled numbers of `minDigits` digits or more the rows print (an IBAN read whole), in one cell each. */
function labelledNumbers(
  rows: Iterable<Row>,
  minDigits: number,
  labels?: Map<string, Label>,
): Set<string> {
  const found = new Set<string>();
  for (const row of rows) {
    const { line } = row;
    const taken = tokenWords(row);
    const words = line.words;
    // The label's word before the number at k, past a colon printed apart.
    const labelAt = (k: number): string =>
      squash(words[k - 1]!.text) || squash(words[k - 2]?.text ?? '');
    for (let k = 0; k < words.length; k++) {
      // An IBAN is read whole: its bank code is letters ("AZ21 NABZ 0000 ..."), which would pass for a
      // label of the digit groups after it.
      const iban = checkedIban(words.slice(k).map((w) => w.text));
      if (iban) {
        if (k > 0 && LABEL_WORD_RE.test(words[k - 1]!.text)) {
          found.add(iban.value);
          labels?.set(iban.value, { row, label: labelAt(k) });
        }
        k += iban.words - 1;
        continue;
      }
      if (k === 0 || taken.has(k) || !FIRST_GROUP_RE.test(words[k]!.text)) continue;
      // A label's word, or a number mark after a name of its own ("<name> n° 12345678901", "<name> No. ...").
      const mark = NUMBER_MARKS.has(squash(words[k - 1]!.text));
      if (!LABEL_WORD_RE.test(words[k - 1]!.text) && !mark) continue;
      let end = k;
      while (
        end + 1 < words.length &&
        !taken.has(end + 1) &&
        GROUP_RE.test(words[end + 1]!.text) &&
        words[end + 1]!.x0 - words[end]!.x1 < line.height
      )
        end++;
      const value = words
        .slice(k, end + 1)
        .map((w) => w.text)
        .join(' ');
      if (digitCount(value) >= minDigits) {
        found.add(value);
        labels?.set(value, { row, label: labelAt(k) });
      }
      k = end;
    }
  }
  return found;
}

/**
 * The IBAN starting at `texts[0]` when its check digits hold (ISO 7064) or it runs to its country's
 * registered length, else null: either way its letters are no label of the digit groups after it.
 */
function checkedIban(texts: readonly string[]): PrintedIban | null {
  if (!IBAN_START_RE.test(texts[0] ?? '')) return null;
  const iban = readIban(texts);
  const compact = iban?.value.replace(/ /g, '') ?? '';
  return iban && (isValidIban(compact) || IBAN_LENGTHS[ibanCountry(compact)] === compact.length)
    ? iban
    : null;
}

/** The rows printed above `first` (on its page, or any page before), in reading order. */
function* rowsAbove(rows: readonly Row[], first: DraftTransaction): Generator<Row> {
  for (const row of rows) {
    const { page, y } = row.line;
    if (page > first.page || (page === first.page && y >= first.y)) return;
    yield row;
  }
}

/** The one value found, or null when none or several were. */
function onlyOne(found: ReadonlySet<string>): string | null {
  return found.size === 1 ? [...found][0]! : null;
}

/** The accounts, a lone account without a number given the page band's (see bandAccountNumber). */
export function numberFromBand(
  accounts: AccountDraft[],
  rows: readonly Row[],
  band: ReadonlySet<number>,
): AccountDraft[] {
  const withRows = accounts.filter((a) => a.transactions.length > 0);
  if (withRows.length !== 1) return accounts;
  const account = withRows[0]!;
  const first = account.transactions[0]!;
  if (accounts.some((a) => a.accountNumber !== null)) {
    // A number named in passing by a sentence ("... debited from your account DE44 ...") gives way to the
    // masked card number the heading prints: the statement is the card's, the sentence names the account
    // that pays it. Said, since only the number's shape and place tell them apart.
    const own = account.accountNumber;
    const card = account.numberInProse && own !== null ? maskedCardNumber(rows, first) : null;
    if (card === null || accounts.some((a) => a !== account && a.accountNumber !== null))
      return accounts;
    const read = { accountNumber: card, numberUnlabelled: true, numberInProse: false };
    return accounts.map((a) => (a === account ? { ...a, ...read } : a));
  }
  const banded = bandAccountNumber(rows, band);
  const card = banded ? null : maskedCardNumber(rows, first);
  // A number on every page's heading is better evidence than the one long number of the first page's.
  // The heading's labelled number is the account's, unless the heading names the account beside a
  // number of its own (namedNumber): the labelled one is then another number of it, and both are said.
  const labelled = banded ? null : headingNumber(rows, first);
  const named = banded ? null : namedNumber(rows, first);
  const heading = banded
    ? null
    : (repeatedNumber(rows, account.transactions) ??
      named ??
      labelled ??
      (card === null
        ? (lastFourNumber(rows, account.transactions) ?? titleLineNumber(rows, first))
        : null));
  // A card's statement is named by its card number. An account's is named by the account number its
  // heading prints in full: a debit card printed beside it is a card on the account, not the account.
  const fromHeading = heading !== null && (card === null || !account.liability);
  const found = banded ?? (fromHeading ? heading : card);
  if (!found) return accounts;
  const beside = found === named && labelled !== null && labelled !== named ? [labelled] : [];
  const read = fromHeading
    ? {
        accountNumber: found,
        numberUnlabelled: true,
        ...(beside.length ? { numberBeside: beside } : {}),
      }
    : { accountNumber: found };
  return accounts.map((a) => (a === account ? { ...a, ...read } : a));
}

/** A word of an account's name: letters, maybe with a currency's sign ("U$S"), no digit nor label colon. */
const NAME_WORD_RE = /^(?=[^\d:]*\p{L})[^\d:]+$/u;
/** An account number as a product line prints it: digit groups joined by dashes, a check digit after a slash. */
const NAMED_NUMBER_RE = /^\d+(?:-\d+)*(?:\/\d{1,2})?$/;

/**
 * The account number printed at the end of the heading's product line, the account's name before it in
 * one cell ("<kind> <currency> 402-123456/7"), the line stacked under the one above it and right-aligned
 * with it (the title it sits under), above the first row: the number the heading pairs with the
 * account's name, of MIN_DIGITS digits or more. A number after a one-word label of its own on another
 * line (an interbank key, a tax number) names something else. Null when none or two different ones.
 */
export function namedNumber(rows: readonly Row[], first: DraftTransaction): string | null {
  const found = new Set<string>();
  for (const { last } of productLines(rows, first, NAME_WORD_RE))
    if (NAMED_NUMBER_RE.test(last.text) && digitCount(last.text) >= MIN_DIGITS)
      found.add(last.text);
  return onlyOne(found);
}

/**
 * The heading's product lines above `first`: lines ending in a word after at least MIN_NAME_WORDS words
 * of a name (`nameWord`) that start their cell (no label or figure printed just before them), stacked
 * under the line above in the same block and right-aligned with it.
 */
function* productLines(
  rows: readonly Row[],
  first: DraftTransaction,
  nameWord: RegExp,
): Generator<{ row: Row; last: Word }> {
  let above: Row | null = null;
  for (const row of rowsAbove(rows, first)) {
    const prev = above;
    above = row;
    const words = row.line.words;
    const last = words[words.length - 1]!;
    if (!prev) continue;
    const h = row.line.height;
    let k = words.length - 2;
    while (k >= 0 && words[k + 1]!.x0 - words[k]!.x1 < h && nameWord.test(words[k]!.text)) k--;
    const named = k >= 0 && words[k + 1]!.x0 - words[k]!.x1 < h ? 0 : words.length - 2 - k;
    if (named >= MIN_NAME_WORDS && flushUnder(prev.line, row.line)) yield { row, last };
  }
}

/** A card's last four digits, as its product line prints them. */
const LAST_FOUR_RE = /^\d{4}$/;
/** Words of a product's name before them ("<brand> <tier> <word> 4587"). */
const MIN_NAME_WORDS = 2;

/** The years a statement can print: those of its rows, or, where the rows print none, any of these. */
const YEARS = { from: 1900, to: 2099 };

/** Whether `n` may be a year: one of the rows' (or either side), or any where the rows print no year. */
function yearLike(n: number, years: ReadonlySet<number>): boolean {
  return years.size > 0 ? years.has(n) : n >= YEARS.from && n <= YEARS.to;
}

/**
 * A card's last four digits printed alone at the end of the heading's product line, above the first row:
 * the line ends in four digits after at least MIN_NAME_WORDS words of letters in one cell, no label's colon,
 * and is right-aligned with the line just above it in the same block (the title it sits under). A year of
 * the rows (or one either side; any year where the rows print none) is a date, not a card. Null when none or two different ones are printed.
 */
export function lastFourNumber(
  rows: readonly Row[],
  transactions: readonly DraftTransaction[],
): string | null {
  const first = transactions[0];
  if (!first) return null;
  const years = new Set<number>();
  for (const t of transactions)
    for (const d of [t.date, t.postDate])
      if (d?.year) for (const y of [d.year - 1, d.year, d.year + 1]) years.add(y);
  const found = new Set<string>();
  for (const { last } of productLines(rows, first, /^\p{L}+$/u))
    if (LAST_FOUR_RE.test(last.text) && !yearLike(Number(last.text), years)) found.add(last.text);
  return onlyOne(found);
}

/**
 * A lone account named by an IBAN takes instead the number the labelled reader finds in the heading of
 * every page holding its rows, above its first row there ("Account No. 06.067.0012345.01" on each page),
 * where the IBAN is not so repeated: a statement's own number is the one its page headings carry, an IBAN
 * printed once in the box about the holder is how to pay into it. Unchanged when no such number, or two.
 */
export function numberOverIban(
  accounts: AccountDraft[],
  rows: Row[],
  settings: ExtractSettings,
): AccountDraft[] {
  const withRows = accounts.filter((a) => a.transactions.length > 0);
  const own = withRows[0]?.accountNumber ?? null;
  if (withRows.length !== 1 || own === null || !checkedIban(own.split(' '))) return accounts;
  const account = withRows[0]!;
  const firstOnPage = new Map<number, number>();
  for (const t of account.transactions)
    firstOnPage.set(t.page, Math.min(t.y, firstOnPage.get(t.page) ?? t.y));
  if (firstOnPage.size < 2) return accounts;
  const pagesOf = new Map<string, Set<number>>();
  rows.forEach((row, i) => {
    if (row.line.y >= (firstOnPage.get(row.line.page) ?? -Infinity)) return;
    const value = accountNumber(rows, i, settings);
    if (value === null) return;
    const pages = pagesOf.get(value) ?? new Set<number>();
    pagesOf.set(value, pages.add(row.line.page));
  });
  const onEvery = [...pagesOf].filter(([, pages]) => pages.size === firstOnPage.size);
  const found = onlyOne(new Set(onEvery.map(([value]) => value)));
  if (found === null || found === own || checkedIban(found.split(' '))) return accounts;
  return accounts.map((a) => (a === account ? { ...a, accountNumber: found } : a));
}
