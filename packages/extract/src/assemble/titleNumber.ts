/**
 * An account number no label the engine knows names and too short to be taken for the heading's one long
 * number (see headingNumber): the value ending the line printed right under the statement's title. A
 * statement's title block says what is listed ("<kind of account> transactions") and, on the line just
 * under it, which account: set flush with the title, after a label word of its own. A postcode or a
 * phone number belongs to an address block, not to the title's.
 */
import { compactIso } from '../compactDates.ts';
import { tokenWords } from '../linesToRows.ts';
import type { DraftTransaction, Line, Row } from '../types.ts';

/** Digits the value needs: more than a year or a count. */
const MIN_TITLE_NUMBER_DIGITS = 6;
/** A label's word ("bango", "Konto:"): letters, perhaps a dot or a closing colon. */
const LABEL_WORD_RE = /^\p{L}[\p{L}.]*:?$/u;
/** The value: one run of digits. */
const DIGITS_RE = /^\d+$/;

/**
 * The one number ending a line of the heading above the account's first row where that line follows a
 * title line printed larger, at most two of the title's heights below it, ends flush with the title (its
 * last word's right edge within the line's height of the title's), and prints the number as a run of
 * MIN_TITLE_NUMBER_DIGITS digits or more after a label word in the same cell: no date (a compact
 * "20240331" either), no amount. Null when there is none or two different ones.
 */
/**
 * Whether `line` is stacked right under `above` in one heading block: on its page, at most two of the
 * taller line's heights below it, its last word ending flush with `above`'s (within `line`'s height).
 * The title a product line or an account's label line sits under (titleLineNumber; namedNumber and
 * lastFourNumber in bandNumber.ts).
 */
export function flushUnder(above: Line, line: Line): boolean {
  const aboveEnd = above.words[above.words.length - 1];
  const end = line.words[line.words.length - 1];
  return (
    above.page === line.page &&
    line.y - above.y <= 2 * Math.max(line.height, above.height) &&
    aboveEnd !== undefined &&
    end !== undefined &&
    Math.abs(aboveEnd.x1 - end.x1) < line.height
  );
}

export function titleLineNumber(rows: readonly Row[], first: DraftTransaction): string | null {
  const found = new Set<string>();
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i]!;
    const { page, y, height, words } = row.line;
    if (page > first.page || (page === first.page && y >= first.y)) break;
    const title = rows[i - 1]!.line;
    if (title.height <= height || !flushUnder(title, row.line)) continue;
    const last = words.length - 1;
    const value = words[last];
    const label = words[last - 1];
    if (!value || !label) continue;
    if (!DIGITS_RE.test(value.text) || value.text.length < MIN_TITLE_NUMBER_DIGITS) continue;
    if (compactIso(value.text) !== null || tokenWords(row).has(last)) continue;
    if (!LABEL_WORD_RE.test(label.text) || value.x0 - label.x1 >= height) continue;
    found.add(value.text);
  }
  return found.size === 1 ? [...found][0]! : null;
}
