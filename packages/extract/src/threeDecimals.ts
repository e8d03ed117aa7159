/**
 * Stage before the rows: a statement whose money is printed with three decimals (dinars of 1000 fils:
 * "1,234.560", "193.020") has each such figure rewritten with two, as the engine reads money in cents.
 * The format is decided from the statement's own figures, never from a word: figures that print both
 * separators ("3,263.680") name the decimal mark (the last one) and show three digits after it; at least
 * MIN_PROOF of them, none printing two decimals after both separators ("1,234.56"), and fewer two-decimal
 * figures ("12.50") than three-decimal ones. A third decimal that is not 0 cannot be held in cents: the
 * figure is rounded to the nearest cent and counted, so that the caller warns and verifies nothing. Pure.
 */
import type { Line } from './types.ts';

/** Figures printing both separators with three decimals needed before the statement is read so. */
const MIN_PROOF = 3;

/** A run of digits with separators inside a word (not touching other digits or separators). */
const RUN_RE = /(?<![\d.,])\d[\d.,]*\d(?![\d.,])/g;

/** How one run of digits reads: which separator ends it and how many digits follow. */
type RunShape = { mark: '.' | ','; decimals: number; bothSeparators: boolean } | null;

/** The shape of a run whose groups are well formed (`1,234,567.890`, `193.020`, `12.50`); null otherwise. */
function runShape(run: string): RunShape {
  const last = Math.max(run.lastIndexOf('.'), run.lastIndexOf(','));
  if (last < 0) return null;
  const mark = run[last] === '.' ? '.' : ',';
  const group = mark === '.' ? ',' : '.';
  const whole = run.slice(0, last);
  const decimals = run.length - last - 1;
  if (whole.includes(mark)) return null;
  const grouped = whole.includes(group);
  if (grouped && !new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$`).test(whole)) return null;
  if (!grouped && !/^\d+$/.test(whole)) return null;
  return { mark, decimals, bothSeparators: grouped };
}

/** The decimal mark of a statement printing its money with three decimals, or null. */
export function threeDecimalMark(lines: readonly Line[]): '.' | ',' | null {
  const proof = { '.': 0, ',': 0 };
  const three = { '.': 0, ',': 0 };
  const two = { '.': 0, ',': 0 };
  let groupedTwo = 0;
  for (const line of lines)
    for (const w of line.words)
      for (const m of w.text.matchAll(RUN_RE)) {
        const s = runShape(m[0]);
        if (!s) continue;
        if (s.decimals === 2) {
          two[s.mark] += 1;
          if (s.bothSeparators) groupedTwo += 1;
        } else if (s.decimals === 3) {
          three[s.mark] += 1;
          if (s.bothSeparators) proof[s.mark] += 1;
        }
      }
  if (groupedTwo > 0) return null;
  for (const mark of ['.', ','] as const) {
    const other = mark === '.' ? ',' : '.';
    if (proof[mark] >= MIN_PROOF && proof[other] === 0 && two[mark] < three[mark]) return mark;
  }
  return null;
}

/** `mills` (thousandths) as a two-decimal figure with `mark`, rounded half up to the cent. */
function twoDecimals(mills: number, mark: '.' | ',', grouped: boolean): string {
  const cents = Math.round(mills / 10);
  const whole = String(Math.floor(cents / 100));
  const groups = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, mark === '.' ? ',' : '.') : whole;
  return `${groups}${mark}${String(cents % 100).padStart(2, '0')}`;
}

/** The lines with every three-decimal figure printed with two, and how many had to be rounded. */
export function twoDecimalMoney(lines: readonly Line[]): { lines: Line[]; rounded: number } {
  const mark = threeDecimalMark(lines);
  if (!mark) return { lines: [...lines], rounded: 0 };
  let rounded = 0;
  const rewrite = (text: string): string =>
    text.replace(RUN_RE, (run) => {
      const s = runShape(run);
      if (!s || s.mark !== mark || s.decimals !== 3) return run;
      const digits = run.replace(/\D/g, '');
      if (!digits.endsWith('0')) rounded += 1;
      return twoDecimals(Number(digits), mark, s.bothSeparators);
    });
  const out = lines.map((line) => {
    const words = line.words.map((w) => {
      const text = rewrite(w.text);
      return text === w.text ? w : { ...w, text };
    });
    if (words.every((w, i) => w === line.words[i])) return line;
    return { ...line, words, text: words.map((w) => w.text).join(' ') };
  });
  return { lines: out, rounded };
}

/** The warning for figures whose third decimal is not 0 (the statement is then not verified). */
export function roundedFilsWarning(rounded: number): string {
  return `${rounded} amount${rounded === 1 ? ' is' : 's are'} printed with a third decimal that is not 0; cents cannot hold it, so ${rounded === 1 ? 'it was' : 'they were'} rounded to the nearest cent and the figures are not verified. Check them against the PDF.`;
}
