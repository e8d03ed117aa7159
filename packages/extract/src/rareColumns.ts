/**
 * Columns of an inferred table printed on a few rows only (an instalment count "2/10", a marker): too
 * few cells for a column by share, yet cells of their own by geometry. Each stands wholly past the
 * description column's right edge and short of the money after it, a cell gap clear of the text before
 * it; two or more of them share a left or a right edge (one x down the table), and no other text cell
 * of the dated rows enters their band. A description running long on one row reaches into the band
 * and keeps its words; a lone such cell lines up with nothing and stays in the text.
 */
import { clustersFromFirst } from './clusters.ts';
import type { Band } from './moneyClusters.ts';
import type { ExtractSettings } from './settings.ts';
import type { Row } from './types.ts';

type Cell = Band & { row: Row };

/** Two cells at one x are the fewest that line up: a column, not a stray word. */
const MIN_ALIGNED = 2;

/**
 * The bands of the rare columns among `cells` (the dated rows' text cells) that no group (`grouped`)
 * holds, right of the description's band `description` and left of the money after it.
 */
export function rareColumns(
  cells: readonly Cell[],
  grouped: ReadonlySet<Cell>,
  description: Band,
  money: readonly Band[],
  settings: ExtractSettings,
): Band[] {
  let moneyFrom = Infinity;
  for (const m of money) if (m.x0 >= description.x1) moneyFrom = Math.min(moneyFrom, m.x0);
  const loose = cells.filter((c) => !grouped.has(c) && c.x0 > description.x1 && c.x1 < moneyFrom);
  if (loose.length < MIN_ALIGNED) return [];
  const out: Band[] = [];
  const used = new Set<Cell>();
  for (const edge of ['x0', 'x1'] as const) {
    const groups = clustersFromFirst(
      loose.filter((c) => !used.has(c)),
      (c) => c[edge],
      (c) => settings.inferredCellToleranceRatio * c.row.line.height,
    );
    for (const g of groups) {
      if (new Set(g.map((c) => c.row)).size < MIN_ALIGNED) continue;
      const b = { x0: Math.min(...g.map((c) => c.x0)), x1: Math.max(...g.map((c) => c.x1)) };
      const own = new Set(g);
      if (cells.some((c) => !own.has(c) && c.x1 > b.x0 && c.x0 < b.x1)) continue;
      for (const c of g) used.add(c);
      out.push(b);
    }
  }
  return out;
}
