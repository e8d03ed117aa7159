/**
 * Stage before the rows: a statement whose money is printed with three decimals (dinars of 1000 fils:
 * "1,234.560", "193.020") has each such figure rewritten with two, as the engine reads money in cents.
 * A statement prints one number format, decided from its own figures and its printed currency, never
 * from a word: a figure printing both separators ("1,500.000") names the decimal mark (the last one) and
 * shows three digits after it; failing one, a currency whose ISO 4217 minor unit is a thousandth (OMR,
 * KWD) says that "4.420" is four rials, not 4,420. Either needs fewer two-decimal figures ("12.50") than
 * three-decimal ones, none printing two decimals after both separators ("1,234.56"), and the mark never
 * grouping thousands elsewhere ("1.234.567"). A third decimal that is not 0 cannot be held in cents: the
 * figure is rounded to the nearest cent and counted, so that the caller warns and verifies nothing. A
 * statement printing both formats (an account in dinars among accounts in cents) prints one in each of
 * its sections, and each section's own figures decide (threeDecimalSections). Pure.
 */
import { DEFAULT_INFERRED_MIN_ROWS } from './settings.ts';
import type { Line } from './types.ts';

/** ISO 4217 currencies whose minor unit is a thousandth of the major one (the standard's table). */
const THOUSANDTHS_CURRENCIES: ReadonlySet<string> = new Set([
  'BHD',
  'IQD',
  'JOD',
  'KWD',
  'LYD',
  'OMR',
  'TND',
]);

const DIGIT_RE = /\d/;
/** A run of digits with separators inside a word (not touching other digits or separators). */
const RUN_RE = /(?<![\d.,])\d[\d.,]*\d(?![\d.,])/g;

/** Whole numbers with one separator grouping thousands at least twice ("1.234.567", "12,345,678"). */
const GROUPED_TWICE_RE = { '.': /^\d{1,3}(?:\.\d{3}){2,}$/, ',': /^\d{1,3}(?:,\d{3}){2,}$/ };

/** A whole part grouping thousands with this separator ("1,234", "12.345.678"). */
const GROUPED_WHOLE_RE = { '.': /^\d{1,3}(?:\.\d{3})+$/, ',': /^\d{1,3}(?:,\d{3})+$/ };

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
  if (grouped && !GROUPED_WHOLE_RE[group].test(whole)) return null;
  if (!grouped && !/^\d+$/.test(whole)) return null;
  return { mark, decimals, bothSeparators: grouped };
}

type Marks = { '.': number; ',': number };
/** What the statement's figures say of its separators. */
type Tally = {
  /** Figures printing both separators and three decimals after this mark. */
  proof: Marks;
  /** Figures with three digits after this mark, and with two. */
  three: Marks;
  two: Marks;
  /** Figures printing two decimals after both separators: the statement is read in cents. */
  groupedTwo: number;
  /** Whole numbers grouping thousands twice with this separator: it is no decimal mark. */
  groupsTwice: Marks;
  /** The first figure printed with three digits after each mark, quoted when nothing decides. */
  firstThree: { '.': string | null; ',': string | null };
};

const noTally = (): Tally => ({
  proof: { '.': 0, ',': 0 },
  three: { '.': 0, ',': 0 },
  two: { '.': 0, ',': 0 },
  groupedTwo: 0,
  groupsTwice: { '.': 0, ',': 0 },
  firstThree: { '.': null, ',': null },
});

/** What one line's figures say. */
function lineTally(line: Line): Tally {
  const t = noTally();
  for (const w of line.words) {
    // Most words hold no digit: no run to read.
    if (!DIGIT_RE.test(w.text)) continue;
    // One exec loop over the shared pattern (it ends with lastIndex back at 0): no iterator or
    // pattern copy per word, as matchAll would make.
    RUN_RE.lastIndex = 0;
    for (let m = RUN_RE.exec(w.text); m; m = RUN_RE.exec(w.text)) {
      const s = runShape(m[0]);
      if (!s) {
        for (const sep of ['.', ','] as const)
          if (GROUPED_TWICE_RE[sep].test(m[0])) t.groupsTwice[sep] += 1;
      } else if (s.decimals === 2) {
        t.two[s.mark] += 1;
        if (s.bothSeparators) t.groupedTwo += 1;
      } else if (s.decimals === 3) {
        t.three[s.mark] += 1;
        t.firstThree[s.mark] ??= m[0];
        if (s.bothSeparators) t.proof[s.mark] += 1;
      }
    }
  }
  return t;
}

/** The tallies of several lines added up. */
function sumTally(tallies: readonly Tally[]): Tally {
  const t = noTally();
  for (const x of tallies) {
    for (const mark of ['.', ','] as const) {
      t.proof[mark] += x.proof[mark];
      t.three[mark] += x.three[mark];
      t.two[mark] += x.two[mark];
      t.groupsTwice[mark] += x.groupsTwice[mark];
      t.firstThree[mark] ??= x.firstThree[mark];
    }
    t.groupedTwo += x.groupedTwo;
  }
  return t;
}

function tally(lines: readonly Line[]): Tally {
  return sumTally(lines.map(lineTally));
}

/** The marks three-decimal figures may use: mostly three decimals, never grouping, the other unproven. */
function candidateMarks(t: Tally): ('.' | ',')[] {
  if (t.groupedTwo > 0) return [];
  return (['.', ','] as const).filter((mark) => {
    const other = mark === '.' ? ',' : '.';
    return t.groupsTwice[mark] === 0 && t.proof[other] === 0 && t.two[mark] < t.three[mark];
  });
}

/**
 * The decimal mark of a statement printing its money with three decimals, or null: one figure printing
 * both separators proves it, or else the printed currency's thousandths when only one mark can be it.
 */
export function threeDecimalMark(
  lines: readonly Line[],
  currency: string | null = null,
): '.' | ',' | null {
  return markOf(tally(lines), currency);
}

function markOf(t: Tally, currency: string | null): '.' | ',' | null {
  const marks = candidateMarks(t);
  const proven = marks.find((mark) => t.proof[mark] > 0);
  if (proven) return proven;
  if (currency !== null && THOUSANDTHS_CURRENCIES.has(currency) && marks.length === 1)
    return marks[0] ?? null;
  return null;
}

/**
 * `mills` (thousandths) as a two-decimal figure with `mark`, rounded half up to the cent. The whole part
 * keeps the width it was printed with: "086,170" is the last group of "1 086,170", printed as two words,
 * and stays "086,17", not "86,17" (which would read the two words as 186.17).
 */
function twoDecimals(mills: number, mark: '.' | ',', grouped: boolean, width: number): string {
  const cents = Math.round(mills / 10);
  const whole = String(Math.floor(cents / 100)).padStart(width, '0');
  const groups = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, mark === '.' ? ',' : '.') : whole;
  return `${groups}${mark}${String(cents % 100).padStart(2, '0')}`;
}

/** Which way a line's figures decide: cents (two decimals after both separators), thousandths, or not. */
function lineKind(t: Tally): 'two' | 'three' | null {
  if (t.groupedTwo > 0) return 'two';
  return t.proof['.'] + t.proof[','] > 0 ? 'three' : null;
}

/** Whether a line prints any figure with that many decimals. */
function printsDecimals(t: Tally, kind: 'two' | 'three'): boolean {
  const n = kind === 'two' ? t.two : t.three;
  return n['.'] + n[','] > 0;
}

/**
 * The lines, by index, of the sections of a statement that prints both formats (several accounts, one
 * in dinars among accounts in cents), with each section's decimal mark. A section runs from one line
 * whose figures decide (two decimals or three after both separators) through every line up to one
 * deciding the other way; of the lines between, which decide nothing, those up to the last printing
 * the first section's decimals stay in it. A section reads three decimals, as a statement would, from
 * its own figures: one printing both separators, fewer two-decimal figures than three-decimal ones,
 * none printing two after both, on at least `minLines` lines (a table's rows, not a foreign amount
 * quoted in a description); what the statement says of its separators (a mark grouping thousands
 * twice, the other mark proven a decimal mark) holds for every section.
 */
function threeDecimalSections(
  tallies: readonly Tally[],
  whole: Tally,
  minLines: number,
): { from: number; to: number; mark: '.' | ',' }[] {
  const spans: { from: number; to: number; kind: 'two' | 'three' }[] = [];
  let from = 0;
  let kind: 'two' | 'three' | null = null;
  let last = -1;
  tallies.forEach((t, i) => {
    const k = lineKind(t);
    if (k === null) return;
    if (kind !== null && k !== kind) {
      let cut = last + 1;
      for (let j = i - 1; j > last; j--)
        if (printsDecimals(tallies[j]!, kind)) {
          cut = j + 1;
          break;
        }
      spans.push({ from, to: cut, kind });
      from = cut;
    }
    kind = k;
    last = i;
  });
  if (kind !== null) spans.push({ from, to: tallies.length, kind });
  return spans.flatMap(({ from, to, kind }) => {
    if (kind !== 'three') return [];
    const own = tallies.slice(from, to);
    const t = sumTally(own);
    const lines = own.filter((x) => printsDecimals(x, 'three')).length;
    const mark = (['.', ','] as const).find((m) => {
      const other = m === '.' ? ',' : '.';
      return (
        t.proof[m] > 0 &&
        t.groupedTwo === 0 &&
        t.two[m] < t.three[m] &&
        whole.groupsTwice[m] === 0 &&
        whole.proof[other] === 0
      );
    });
    return mark && lines >= minLines ? [{ from, to, mark }] : [];
  });
}

/**
 * The lines with every three-decimal figure printed with two, and how many had to be rounded;
 * `undecided`, the first such figure, when figures such as "4.420" could be three decimals or a
 * thousand and nothing decides (no figure with both separators, no grouping elsewhere, no currency with
 * its minor unit named); null otherwise. A statement printing both formats is read section by section
 * (see threeDecimalSections), sections of `minLines` lines at least.
 */
export function twoDecimalMoney(
  lines: readonly Line[],
  currency: string | null = null,
  minLines: number = DEFAULT_INFERRED_MIN_ROWS,
): { lines: Line[]; rounded: number; undecided: string | null } {
  const tallies = lines.map(lineTally);
  const t = sumTally(tallies);
  const mark = markOf(t, currency);
  const sections = mark
    ? [{ from: 0, to: lines.length, mark }]
    : t.groupedTwo > 0
      ? threeDecimalSections(tallies, t, minLines)
      : [];
  if (sections.length === 0) {
    const named = currency !== null && !THOUSANDTHS_CURRENCIES.has(currency);
    const open = named ? undefined : candidateMarks(t)[0];
    return { lines: [...lines], rounded: 0, undecided: open ? t.firstThree[open] : null };
  }
  let rounded = 0;
  const rewrite = (text: string, mark: '.' | ','): string =>
    text.replace(RUN_RE, (run) => {
      const s = runShape(run);
      if (!s || s.mark !== mark || s.decimals !== 3) return run;
      const digits = run.replace(/\D/g, '');
      if (!digits.endsWith('0')) rounded += 1;
      const width = s.bothSeparators ? 0 : run.length - 4;
      return twoDecimals(Number(digits), mark, s.bothSeparators, width);
    });
  const out = [...lines];
  for (const { from, to, mark } of sections)
    for (let i = from; i < to; i++) {
      const line = lines[i]!;
      const words = line.words.map((w) => {
        const text = rewrite(w.text, mark);
        return text === w.text ? w : { ...w, text };
      });
      if (words.some((w, k) => w !== line.words[k]))
        out[i] = { ...line, words, text: words.map((w) => w.text).join(' ') };
    }
  return { lines: out, rounded, undecided: null };
}

/** The warning for figures whose third decimal is not 0 (the statement is then not verified). */
export function roundedFilsWarning(rounded: number): string {
  return `${rounded} amount${rounded === 1 ? ' is' : 's are'} printed with a third decimal that is not 0; cents cannot hold it, so ${rounded === 1 ? 'it was' : 'they were'} rounded to the nearest cent and the figures are not verified. Check them against the PDF.`;
}

/** The warning for figures read as whole numbers that could as well be three decimals, quoting one. */
export function undecidedThousandsWarning(example: string): string {
  return `Some amounts (such as ${example}) could be read with three decimals or as whole thousands, and the statement does not decide; they were read as whole numbers and are not verified. Check them against the PDF.`;
}
