/**
 * A statement with a transaction table but no transaction in its period: only its brought- and
 * carried-forward lines, so its opening and closing balance are one figure (anything else means rows
 * were missed). It is an empty list with its two balances, not "no transactions".
 *
 * What proves it, all three together:
 * - a table: a header the walk read, or a line printed as a row of column titles (cells apart, no
 *   digit, each cell one word or a title the vocabulary knows) whose other titles the walk could not
 *   name without rows;
 * - nothing that moves money: every figure below the header, and every figure of a dated line above
 *   it, is the balance or a zero (the period's sums), and every dated line below the header prints the
 *   balance (a dated brought-forward line);
 * - the balance printed at least twice and no other figure besides zeros: the opening and closing read
 *   from their labels and equal, or one of them read and the same figure printed again, or (neither
 *   label known) one figure printed twice. One figure printed once proves nothing: the balances are then
 *   that figure, the closing marked worked out, with a warning.
 */
import { repeatedBand } from './assemble/accounts.ts';
import { findHeaderHits } from './detectColumns.ts';
import { withLooseFigures } from './inferLayout.ts';
import { formatCents } from './parseAmount.ts';
import type { ExtractSettings } from './settings.ts';
import type {
  AccountDraft,
  Assembly,
  DraftTransaction,
  PrintedBalance,
  ReadOutcome,
  Row,
  RunningCheck,
} from './types.ts';

const printed = (b: PrintedBalance | null): b is PrintedBalance =>
  b !== null && b.source !== 'derived';

/**
 * A row that is a transaction the statement keeps: a dated one. An undated line (the sums line of a table
 * without rows, read under its money columns, or a balance line whose label is unknown) is left out of
 * the output whatever it prints, so a reading that takes it for a row has found none.
 */
export function isMove(t: DraftTransaction): boolean {
  return t.date !== null || t.postDate !== null;
}

/** Said when an empty period's two balances rest on one printed figure. */
export function singleFigureWarning(cents: number): string {
  return `No transactions are listed for this period, and its balance (${formatCents(cents)}) is printed only once, so the beginning and ending balances could not be checked against each other. Check them against the PDF.`;
}

/**
 * The first of the readings (the one kept, then the one taking whole numbers as money) that reads as an
 * empty period: its accounts with their balances, and each one's running-balance check carried over.
 */
export function readEmptyOutcome(
  outcomes: readonly (ReadOutcome | null)[],
  rows: readonly Row[],
  settings: ExtractSettings,
): { assembly: Assembly; running: ReadonlyMap<AccountDraft, RunningCheck> } | null {
  for (const outcome of outcomes) {
    if (!outcome) continue;
    const assembly = readEmptyPeriod(outcome.assembly, rows, settings);
    if (!assembly) continue;
    const running = new Map<AccountDraft, RunningCheck>();
    assembly.accounts.forEach((a, i) => {
      const check = outcome.running.get(outcome.assembly.accounts[i]!);
      if (check) running.set(a, check);
    });
    return { assembly, running };
  }
  return null;
}

/**
 * The accounts of an assembly that read no row, as an empty period, or null when the statement is no
 * empty period (see the file comment). `rows` are the statement's rows as linesToRows reads them.
 */
export function readEmptyPeriod(
  assembly: Assembly,
  rows: readonly Row[],
  settings: ExtractSettings,
): Assembly | null {
  if (assembly.accounts.some((a) => a.transactions.some(isMove))) return null;
  const start = tableStart(assembly, rows, settings);
  if (start === null) return null;
  const below = figuresBelow(rows, start, settings);
  if (below === null) return null;
  const accounts = assembly.accounts.map((a) => withEqualBalances(a, below.tableZero));
  const balances = accounts.flatMap((a) =>
    printed(a.opening) && a.closing && a.opening.cents === a.closing.cents
      ? [Math.abs(a.opening.cents)]
      : [],
  );
  if (balances.length === 0) return null;
  // Any other figure under the header (or dated above it) is money moving: rows the reading missed.
  if (!below.figures.every((c) => c === 0 || balances.includes(c))) return null;
  const warnings = accounts
    .filter((a) => a.closing?.source === 'derived')
    .map((a) => singleFigureWarning(a.closing!.cents));
  return { ...assembly, accounts, warnings: [...assembly.warnings, ...warnings] };
}

/**
 * The index of the first row under the statement's first table header: one the walk read, else the
 * first line printed as a header (see `headerLike`); null when there is none.
 */
function tableStart(assembly: Assembly, rows: readonly Row[], settings: ExtractSettings) {
  const first = assembly.tables[0];
  if (first) {
    const k = rows.findIndex(
      (r) => r.line.page > first.page || (r.line.page === first.page && r.line.y > first.y),
    );
    return k < 0 ? rows.length : k;
  }
  // The right edges of the figures printed under each line (where a money column's title ends), read
  // once and only when a line's titles stand closer than a cell gap.
  let edges: number[][] | null = null;
  const below = (i: number) =>
    (edges ??= rows.map((r) => withLooseFigures(r, settings).amounts.map((a) => a.x1)))
      .slice(i + 1)
      .flat();
  const k = rows.findIndex((r, i) => headerLike(r, settings, () => below(i)));
  return k < 0 ? null : k + 1;
}

/**
 * Whether a line is printed as a table header: at least `emptyHeaderMinCells` cells a cell gap apart
 * (or a word ending where figures printed under the line end, `figureEdges`: a money column's title),
 * no digit, and either every cell one word of letters (column titles in any language: a summary box's
 * labels, an address or a sentence print phrases) or one title the vocabulary knows (the others may be
 * words it does not: with rows under them the walk names them from their figures; without rows nothing
 * can).
 */
export function headerLike(
  row: Row,
  settings: ExtractSettings,
  figureEdges: () => readonly number[] = () => [],
): boolean {
  const words = row.line.words;
  if (row.dates.length > 0 || row.amounts.length > 0 || words.some((w) => /\d/.test(w.text)))
    return false;
  const gap = settings.cellGapRatio * row.line.height;
  const apart = words.map((w, i) => i === 0 || w.x0 - words[i - 1]!.x1 >= gap);
  // A title right-aligned over a money column ends its cell, whatever the gap to the next column's title
  // (printed from its own left edge, it may stand closer than a cell gap).
  if (apart.some((a) => !a)) {
    const edges = figureEdges();
    const tolerance = settings.tokenColumnEdgeTolerancePt;
    words.forEach((w, i) => {
      const prev = words[i - 1];
      if (prev && edges.some((x) => Math.abs(x - prev.x1) <= tolerance)) apart[i] = true;
    });
  }
  const cells = apart.filter(Boolean).length;
  if (cells < settings.emptyHeaderMinCells) return false;
  if (cells === words.length && words.every((w) => /^\p{L}+$/u.test(w.text))) return true;
  return findHeaderHits(words, row.line.height, settings).length > 0;
}

/**
 * The unsigned figures (numbers with 0 to 2 decimals standing in cells of their own) of the lines from
 * `start` on, and of the dated lines above it, less the page bands repeated on every page, and whether
 * the table prints a zero; null when a dated line under the header prints none (a row whose money is
 * not read).
 */
function figuresBelow(rows: readonly Row[], start: number, settings: ExtractSettings) {
  const band = repeatedBand(rows, settings).band;
  const figures: number[] = [];
  let tableZero = false;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (band.has(i) || (i < start && row.dates.length === 0)) continue;
    const own = withLooseFigures(row, settings).amounts.map((a) => a.amount.cents);
    if (i >= start && row.dates.length > 0 && own.length === 0) return null;
    if (i >= start && own.includes(0)) tableZero = true;
    figures.push(...own);
  }
  return { figures, tableZero };
}

/**
 * The account with its opening and closing when it reads no row and its printed figures prove one
 * balance (see the file comment); else unchanged. Zeros among the figures are the period's sums: taken
 * as such beside a balance read from its label, or where the table prints a zero itself.
 */
function withEqualBalances(a: AccountDraft, zeroInTable: boolean): AccountDraft {
  if (a.transactions.some(isMove)) return a;
  const emptied: AccountDraft =
    a.transactions.length === 0
      ? a
      : {
          ...a,
          transactions: [],
          checkpoints: a.checkpoints.map((c) => ({ ...c, after: 0 })),
          totals: a.totals.map((t) => ({ ...t, from: 0, to: 0 })),
        };
  const opening = printed(a.opening) ? a.opening : null;
  const closing = printed(a.closing) ? a.closing : null;
  if (opening && closing) return emptied;
  // The figures printed beside labels, and those of the undated lines read as rows (a balance line whose
  // label is unknown, "Nuevo saldo 461'000" under the amount column): each is the balance printed again
  // or money that moved.
  const figures = [
    ...(a.figures ?? []).map((f) => (f.negative ? -f.cents : f.cents)),
    ...a.transactions.map((t) => t.cents),
  ];
  const anchor = opening ?? closing;
  const cents = anchor ? anchor.cents : onlyFigure(figures);
  if (cents === null) return oneForwardLine(emptied);
  const same = figures.filter((f) => Math.abs(f) === Math.abs(cents)).length;
  const others = figures.filter((f) => Math.abs(f) !== Math.abs(cents));
  if (others.some((f) => f !== 0) || (others.length > 0 && !anchor && !zeroInTable)) return a;
  if (same < 2) return anchor ? a : oneForwardLine(emptied);
  const label: PrintedBalance = { cents, source: 'label' };
  return { ...emptied, opening: opening ?? label, closing: closing ?? label };
}

/** The one figure the nonzero figures all print (zero when all are zero); null when they differ. */
function onlyFigure(figures: readonly number[]): number | null {
  const nonzero = figures.filter((f) => f !== 0);
  const first = nonzero[0] ?? (figures.length > 0 ? 0 : null);
  return first !== null && nonzero.every((f) => f === first) ? first : null;
}

/**
 * One balance line in the table and no other figure (a brought-forward line whose words are unknown):
 * its figure is the opening and, nothing having moved, the closing, which no second figure confirms.
 */
function oneForwardLine(a: AccountDraft): AccountDraft {
  if (a.checkpoints.length !== 1) return a;
  const cents = a.checkpoints[0]!.cents;
  if ((a.figures ?? []).some((f) => f.cents !== 0 && f.cents !== Math.abs(cents))) return a;
  return { ...a, opening: { cents, source: 'forward' }, closing: { cents, source: 'derived' } };
}
