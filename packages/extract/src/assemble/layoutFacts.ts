/**
 * What a row view asks of its table header on every row, worked out once per header: the walk reads
 * thousands of rows under one header, and working these out again for each row (and each word) was a
 * large share of the stages' allocations on long statements.
 */
import { isAmountRole } from '../columnRoles.ts';
import type { Column, Row, TableLayout } from '../types.ts';

type Cell = { x0: number; x1: number };

/** A header cell naming no known column: what it holds decides which words under it leave the description. */
export type ExtraCell = Cell & { holds: 'any' | 'numbers' };

export type LayoutFacts = {
  /** The money columns (amount roles), in the header's order. */
  money: readonly Column[];
  /** The date columns (transaction date first, then posting and value dates, each in the header's order). */
  dateColumns: readonly Column[];
  /** Whether the header names a transaction-date column. */
  hasDateColumn: boolean;
  /** The column reaching furthest right (the first of equals). */
  rightmost: Column | null;
  /** Where a wrapped description line may start (see RowView.textLeft). */
  textLeft: number;
  /** The header's extra cells (see extraCellsOf) and the header cells they were made from. */
  extra: readonly ExtraCell[];
  extraFrom: readonly ExtraCell[] | undefined;
};

/** The facts of `lay`, with `headerCells` the unknown cells noted for its header line (see unknownCells). */
export function layoutFacts(
  lay: TableLayout,
  headerCells: readonly ExtraCell[] | undefined,
): LayoutFacts {
  const money = lay.columns.filter((c) => isAmountRole(c.role));
  const dates = lay.columns.filter((c) => c.role === 'date');
  const others = lay.columns.filter((c) => c.role === 'postDate' || c.role === 'valueDate');
  const rightmost = lay.columns.reduce<Column | null>((a, c) => (a && a.x1 >= c.x1 ? a : c), null);
  const description = lay.columns.find((c) => c.role === 'description');
  return {
    money,
    dateColumns: [...dates, ...others],
    hasDateColumn: dates.length > 0,
    rightmost,
    textLeft: description && description.x0 < lay.dateRight ? description.x0 : lay.dateRight,
    extra: extraCells(lay, headerCells),
    extraFrom: headerCells,
  };
}

/** The cells of `lay` naming no known column: its header's (see unknownCells) and an inferred table's. */
export function extraCells(
  lay: TableLayout,
  headerCells: readonly ExtraCell[] | undefined,
): ExtraCell[] {
  const inferred = (lay.extraCells ?? []).map((c) => ({ ...c, holds: 'any' as const }));
  return [...(headerCells ?? []), ...inferred];
}

/**
 * A header line's words that lie under no recognised column, as cells: right of the money columns, or
 * between the description and the money columns. A cell between the date and the description ("Code",
 * "Type") is evidence for a token column (`findTokenColumns`), which also checks the rows' geometry.
 */
export function unknownCells(row: Row, lay: TableLayout): ExtraCell[] {
  const money = lay.columns.filter((c) => isAmountRole(c.role));
  if (money.length === 0) return [];
  const right = Math.max(...money.map((c) => c.x1));
  const description = lay.columns.find((c) => c.role === 'description');
  const cells: ExtraCell[] = [];
  for (const w of row.line.words) {
    if (lay.columns.some((c) => w.x1 > c.x0 && w.x0 < c.x1)) continue;
    // Right of the money columns: any extra column. Right of the description, before or between the
    // money columns ("DCTO.", "Ref.", a time between the amount and the balance): a column of numbers
    // only, since descriptions may run under it.
    const where =
      w.x0 > right
        ? 'any'
        : description && w.x0 > description.x1 && w.x1 < right
          ? 'numbers'
          : null;
    if (!where) continue;
    const last = cells[cells.length - 1];
    if (last && last.holds === where && w.x0 - last.x1 < row.line.height) last.x1 = w.x1;
    else cells.push({ x0: w.x0, x1: w.x1, holds: where });
  }
  // A cell before the description's label that runs into it ("Nature des | opérations") is part of it.
  return cells.filter(
    (c) =>
      !description ||
      c.x1 > description.x0 ||
      c.x0 > right ||
      description.x0 - c.x1 >= row.line.height,
  );
}
