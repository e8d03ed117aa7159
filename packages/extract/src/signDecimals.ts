/**
 * Stage before the rows: money printed with a currency's sign as its decimal mark, as the escudo is
 * ("13.378$76", "-2.500$00": the cifrão between the escudos and the centavos), has each such figure
 * rewritten with a decimal point or comma, as the engine reads money. A figure is read so only by its own
 * shape and its column: the whole word is one figure (a minus or brackets around it), its whole part well
 * grouped, the sign followed by exactly two digits (the minor unit), and its right edge shared by another
 * such figure on another line, as a column's are. A "$" glued between two numbers in a description or a
 * reference ("REF 12$34") shares no figure's edge and is left as printed. A bare "$" names no currency
 * (the dollars print it too): it is dropped, and the currency is what the rest of the statement names. A
 * sign naming one currency ("12€50") is kept after the figure. Pure.
 */
import type { Line } from './types.ts';
import { CURRENCY_SIGNS } from './vocabulary.ts';

/** Currencies of one-character signs whose ISO 4217 minor unit is not a hundredth: no such figure is theirs. */
const NO_CENTS_CURRENCIES: ReadonlySet<string> = new Set(['KRW', 'VND']);

/** The signs that may stand for the decimal mark: the bare "$" and the signs of currencies with cents. */
const DECIMAL_SIGNS = [
  '$',
  ...Object.keys(CURRENCY_SIGNS).filter((s) => !NO_CENTS_CURRENCIES.has(CURRENCY_SIGNS[s]!)),
];

/**
 * One figure: a leading bracket or minus, the whole part (groups of three sharing one separator, or bare
 * digits), the sign, its two digits, then a trailing minus or bracket.
 */
const FIGURE_RE = new RegExp(
  `^(\\(?[-\u2212\u2013+]?)(\\d{1,3}(?:([.,'\u00a0\u202f\u2009])\\d{3})(?:\\3\\d{3})*|\\d+)([${DECIMAL_SIGNS.join('').replace(/\$/g, '\\$')}])(\\d{2})([-\u2212\u2013]?\\)?)$`,
  'u',
);

/** Right edges this close (a share of the line's height) are one column's. */
const EDGE_TOLERANCE_RATIO = 0.25;

/** A word read as a figure with a sign for its decimal mark, where it is printed. */
type Figure = { line: number; word: number; x1: number; tolerance: number; group: string };

function figuresOf(lines: readonly Line[]): Figure[] {
  const out: Figure[] = [];
  lines.forEach((line, i) =>
    line.words.forEach((w, k) => {
      // Most words print no sign between digits: the pattern only runs on the few that do.
      if (!/\d\D\d\d/.test(w.text)) return;
      const m = FIGURE_RE.exec(w.text);
      if (m)
        out.push({
          line: i,
          word: k,
          x1: w.x1,
          tolerance: EDGE_TOLERANCE_RATIO * line.height,
          group: m[3] ?? '',
        });
    }),
  );
  return out;
}

/** The figures whose right edge another figure on another line shares (sorted by edge: no quadratic pass). */
function inColumns(figures: Figure[]): Figure[] {
  const byEdge = [...figures].sort((a, b) => a.x1 - b.x1);
  const near = (f: Figure, k: number): boolean =>
    k >= 0 && k < byEdge.length && Math.abs(byEdge[k]!.x1 - f.x1) <= f.tolerance;
  return byEdge.filter((f, i) => {
    // Figures of one line share no column: look past them to the nearest edges on either side.
    for (let k = i - 1; near(f, k); k--) if (byEdge[k]!.line !== f.line) return true;
    for (let k = i + 1; near(f, k); k++) if (byEdge[k]!.line !== f.line) return true;
    return false;
  });
}

/**
 * The lines with every figure printing a currency's sign as its decimal mark rewritten with a decimal
 * point (or a comma where the figures group thousands with points); the lines as printed when no such
 * figures share a column, or when they group thousands both ways.
 */
export function signDecimalMoney(lines: readonly Line[]): Line[] {
  const figures = inColumns(figuresOf(lines));
  const groups = new Set(figures.map((f) => f.group).filter((g) => g === '.' || g === ','));
  if (figures.length === 0 || groups.size > 1) return [...lines];
  const mark = groups.has('.') ? ',' : '.';
  const rewrite = new Map<Line['words'][number], string>();
  for (const f of figures) {
    const word = lines[f.line]!.words[f.word]!;
    const [, lead = '', whole = '', , sign = '', minor = '', trail = ''] = FIGURE_RE.exec(
      word.text,
    )!;
    rewrite.set(word, `${lead}${whole}${mark}${minor}${sign === '$' ? '' : sign}${trail}`);
  }
  return lines.map((line) => {
    if (!line.words.some((w) => rewrite.has(w))) return line;
    const words = line.words.map((w) => {
      const text = rewrite.get(w);
      return text === undefined ? w : { ...w, text };
    });
    return { ...line, words, text: words.map((w) => w.text).join(' ') };
  });
}
