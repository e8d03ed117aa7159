/**
 * Before the walk: a column of figures the header does not name, printed left of the money columns
 * with a currency code beside each figure (the amount in the currency the operation was made in, its
 * title set apart from its right-aligned figures). Its figures share a right edge down the table, each
 * a cell gap clear of the text before it, and a row printing one also prints its own money under a
 * money column: a second figure of the row, not the money and not the description. Such a column and
 * its codes become idle bands of the header (see TableLayout.idle), as idleColumns.ts makes of a named
 * money column the balance never moves by.
 */
import { isAmountRole, isTxnRole } from '../columnRoles.ts';
import { placeAmounts } from '../detectColumns.ts';
import type { ExtractSettings } from '../settings.ts';
import type { AmountToken, Row, TableLayout } from '../types.ts';
import { ISO_CURRENCY_CODES } from '../vocabulary.ts';
import { sameColumnHeaders } from './idleColumns.ts';

type Band = { x0: number; x1: number };
/** A figure under no column and the currency code printed after it, on one row. */
type Aside = { figure: Band; code: Band };

/**
 * The figure of `row` standing left of every money column and under no column, a cell gap clear of
 * the word before it, followed by a currency code a cell gap (or less) clear of it: null where the row
 * prints none, or prints no money of its own under the header's money columns.
 */
function asideOf(row: Row, lay: TableLayout, settings: ExtractSettings): Aside | null {
  const words = row.line.words;
  const gap = settings.cellGapRatio * row.line.height;
  const moneyLeft = Math.min(...lay.columns.filter((c) => isAmountRole(c.role)).map((c) => c.x0));
  // Figures under no column before the money with a currency code after them: most rows print none, and
  // the placing of the row's money (the costlier step) is left for those that do.
  const coded = row.amounts.filter(
    (t: AmountToken) =>
      t.x1 < moneyLeft &&
      !lay.columns.some((c) => t.x1 > c.x0 && t.x0 < c.x1) &&
      ISO_CURRENCY_CODES.has(words[t.lastWord + 1]?.text ?? ''),
  );
  if (coded.length === 0) return null;
  const placed = placeAmounts(row, lay, settings);
  if (!placed.some((p) => isTxnRole(p.column.role))) return null;
  const free = coded.filter((t) => !placed.some((p) => p.token === t));
  for (const t of free) {
    const before = words[t.firstWord - 1];
    const code = words[t.lastWord + 1];
    if (!before || t.x0 - before.x1 < gap) continue;
    if (!code || !ISO_CURRENCY_CODES.has(code.text) || code.x1 > moneyLeft) continue;
    const after = words[t.lastWord + 2];
    // The code stands in a cell of its own, clear of anything after it.
    if (after && after.x0 < moneyLeft && after.x0 - code.x1 < gap) continue;
    return { figure: { x0: t.x0, x1: t.x1 }, code: { x0: code.x0, x1: code.x1 } };
  }
  return null;
}

/**
 * The idle bands (a figure column and its code column) of the rows under one header, or none: the
 * largest set of aside figures sharing a right edge within the edge tolerance, on at least
 * `inferredMinRows` rows and half the rows printing money of their own.
 */
export function foreignFigureBands(
  rows: readonly Row[],
  lay: TableLayout,
  settings: ExtractSettings,
): Band[] {
  const asides: Aside[] = [];
  let moneyRows = 0;
  for (const row of rows) {
    if (row.amounts.length === 0) continue;
    moneyRows++;
    const a = asideOf(row, lay, settings);
    if (a) asides.push(a);
  }
  if (asides.length < settings.inferredMinRows) return [];
  asides.sort((a, b) => a.figure.x1 - b.figure.x1);
  const tol = settings.tokenColumnEdgeTolerancePt;
  let best: Aside[] = [];
  let start = 0;
  for (let k = 1; k <= asides.length; k++) {
    if (k < asides.length && asides[k]!.figure.x1 - asides[k - 1]!.figure.x1 <= tol) continue;
    if (k - start > best.length) best = asides.slice(start, k);
    start = k;
  }
  if (best.length < settings.inferredMinRows || best.length * 2 < moneyRows) return [];
  const span = (bands: Band[]): Band => ({
    x0: Math.min(...bands.map((b) => b.x0)),
    x1: Math.max(...bands.map((b) => b.x1)),
  });
  return [span(best.map((a) => a.figure)), span(best.map((a) => a.code))];
}

/**
 * The headers with the foreign-figure bands of their rows (see foreignFigureBands) added to their idle
 * bands, judged over the rows under every header that prints the same columns.
 */
export function withForeignFigures(
  rows: readonly Row[],
  headerAt: ReadonlyMap<number, TableLayout>,
  settings: ExtractSettings,
): Map<number, TableLayout> {
  const starts = [...headerAt.keys()].sort((a, b) => a - b);
  const out = new Map(headerAt);
  const named = (lay: TableLayout): boolean =>
    !lay.ignore && !lay.groups && lay.columns.some((c) => isTxnRole(c.role));
  for (const idxs of sameColumnHeaders(headerAt, named)) {
    const under = idxs.flatMap((idx) =>
      rows.slice(idx + 1, starts.find((s) => s > idx) ?? rows.length),
    );
    const bands = foreignFigureBands(under, headerAt.get(idxs[0]!)!, settings);
    if (bands.length === 0) continue;
    for (const idx of idxs) {
      const lay = headerAt.get(idx)!;
      out.set(idx, { ...lay, idle: [...(lay.idle ?? []), ...bands] });
    }
  }
  return out;
}
