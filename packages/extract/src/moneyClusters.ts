/**
 * Money columns of an inferred table: the dated rows' amounts clustered by right edge, and the running
 * balance's arithmetic over them (which column is the balance, and a column few rows use that the
 * balance proves). Split from inferLayout.ts, which reads the rest of the layout.
 */
import { loneDashes } from './cellDashes.ts';
import { clustersFromFirst } from './clusters.ts';
import { signedCents } from './parseAmount.ts';
import type { ExtractSettings } from './settings.ts';
import type { AmountToken, Row } from './types.ts';
import type { HeaderRole } from './vocabulary.ts';

/** At most this many money columns (the rightmost): money out, money in, balance. */
export const MAX_MONEY_COLUMNS = 3;

export type Band = { x0: number; x1: number };
export type MoneyCluster = Band & { tokens: Map<Row, AmountToken> };

export function overlaps(a: Band, b: Band): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1;
}

/** The right edge of an amount's figures: a CR/DR word printed after them is no part of the column's edge. */
export function figureRight(row: Row, token: AmountToken): number {
  for (let i = token.lastWord; i > token.firstWord; i--)
    if (/\d/.test(row.line.words[i]!.text)) return row.line.words[i]!.x1;
  return token.firstWord === token.lastWord ? token.x1 : row.line.words[token.firstWord]!.x1;
}

/**
 * Amounts of the dated rows clustered by right edge; the clusters most rows use, left to right. Beside
 * other columns, a cluster whose every figure follows a word of its line closer than a cell gap is text
 * (an amount quoted in the description), no column: a column's figures stand in a cell of their own.
 */
export function moneyColumns(dated: Row[], settings: ExtractSettings): MoneyCluster[] {
  const used = moneyClusters(dated, settings).filter(
    (c) => c.tokens.size >= settings.inferredColumnMinShare * dated.length,
  );
  const inText = (c: MoneyCluster): boolean =>
    [...c.tokens].every(([row, t]) => {
      const before = row.line.words[t.firstWord - 1];
      return before !== undefined && t.x0 - before.x1 < settings.cellGapRatio * row.line.height;
    });
  const cells = used.filter((c) => !inText(c));
  return (cells.length > 0 ? cells : used).slice(-MAX_MONEY_COLUMNS);
}

/**
 * Each dated row's amounts with the right edge their column aligns: the figures' (a CR/DR mark hanging
 * past a column aligned on its figures), or the mark's where the column aligns whole cells, mark and
 * all ("113,86 DR" under "750,35"): an unmarked amount ends there, and none where its figures end.
 */
export function amountEdges(
  dated: readonly Row[],
  settings: ExtractSettings,
): { token: AmountToken; row: Row; x1: number }[] {
  const all = dated.flatMap((row) =>
    row.amounts.map((token) => ({ token, row, figures: figureRight(row, token) })),
  );
  const plain = all
    .filter((e) => e.figures === e.token.x1)
    .map((e) => e.figures)
    .sort((a, b) => a - b);
  const near = (x: number, tol: number): boolean => {
    let lo = 0;
    let hi = plain.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (plain[mid]! < x - tol) lo = mid + 1;
      else hi = mid;
    }
    return lo < plain.length && plain[lo]! <= x + tol;
  };
  return all.map(({ token, row, figures }) => {
    const tol = settings.inferredColumnToleranceRatio * row.line.height;
    const whole = figures !== token.x1 && !near(figures, tol) && near(token.x1, tol);
    return { token, row, x1: whole ? token.x1 : figures };
  });
}

/** Every cluster of the dated rows' amounts by right edge, left to right. */
function moneyClusters(dated: Row[], settings: ExtractSettings): MoneyCluster[] {
  const edges = amountEdges(dated, settings);
  const clusters = clustersFromFirst(
    edges,
    (e) => e.x1,
    (e) => settings.inferredColumnToleranceRatio * e.row.line.height,
  ).map((group): MoneyCluster => {
    const tokens = new Map<Row, AmountToken>();
    let x0 = Infinity;
    for (const e of group) {
      x0 = Math.min(x0, e.token.x0);
      if (!tokens.has(e.row)) tokens.set(e.row, e.token);
    }
    return { x0, x1: group[group.length - 1]!.x1, tokens };
  });
  return clusters;
}

/**
 * The money columns that move money: a column where no line of the table prints anything but zeros
 * ("0.00" on every row, the amount in a second currency never used) moves no balance, so it is neither
 * an amount nor a running balance. A column of zeros on the dated rows that an undated line of the
 * table uses (money out of a day's second row, its unused side filled with 0,00) is kept.
 */
export function movingColumns(
  source: readonly Row[],
  dated: readonly Row[],
  cols: MoneyCluster[],
  settings: ExtractSettings,
): MoneyCluster[] {
  const moves = (c: MoneyCluster): boolean => {
    if ([...c.tokens.values()].some((t) => t.amount.cents !== 0)) return true;
    return balanceLines(source, dated, c, settings).some(
      (r) =>
        !c.tokens.has(r) &&
        r.amounts.some(
          (t) =>
            t.amount.cents !== 0 &&
            Math.abs(figureRight(r, t) - c.x1) <=
              settings.inferredColumnToleranceRatio * r.line.height,
        ),
    );
  };
  const moving = cols.filter(moves);
  return moving.length > 0 ? moving : cols;
}

/**
 * Three money columns of which none, as the running balance, moves by the other two (a row's first
 * figure taken as its amount): where one of them does move by exactly one other on at least half its
 * pairs and never by the third, the third is figures that never move the balance (a reference or
 * document number printed at a steady right edge), no money column. Returns the two columns that hold
 * the money, else `cols`.
 */
export function withoutIdleColumn(
  dated: Row[],
  cols: MoneyCluster[],
  liability: boolean,
): MoneyCluster[] {
  if (cols.length !== MAX_MONEY_COLUMNS) return cols;
  const fits = (b: number, amounts: MoneyCluster[]): number => {
    const fit = balanceFit(dated, cols[b]!, amounts, liability);
    return fit.pairs > 0 && fit.hits * 2 >= fit.pairs ? fit.hits : 0;
  };
  const others = (b: number): MoneyCluster[] => cols.filter((_, i) => i !== b);
  if (cols.some((_, b) => fits(b, others(b)) > 0)) return cols;
  let best: { kept: MoneyCluster[]; hits: number } | null = null;
  for (let b = 0; b < cols.length; b++)
    for (let a = 0; a < cols.length; a++) {
      if (a === b) continue;
      const hits = fits(b, [cols[a]!]);
      // The third column's figures never move the balance on their own.
      const idle = cols.find((_, i) => i !== a && i !== b)!;
      if (hits === 0 || balanceFit(dated, cols[b]!, [idle], liability).hits > 0) continue;
      if (!best || hits > best.hits)
        best = { kept: cols.filter((_, i) => i === a || i === b), hits };
    }
  return best?.kept ?? cols;
}

/**
 * Money columns without a running balance read as money out then money in: a row moves money one way,
 * so it prints one of the two. When the right column holds an amount on every dated row and every row
 * with a figure in the left one prints one in the right one too, the left "column" is figures printed
 * in the text at a similar right edge (a reference, an amount quoted in the description): the right
 * column alone is the signed amount, and the left one is no money column. Otherwise `cols` itself.
 */
export function withoutFiguresInText(
  dated: readonly Row[],
  cols: MoneyCluster[],
  roles: HeaderRole[],
): MoneyCluster[] {
  if (cols.length !== 2 || roles[0] !== 'debit' || roles[1] !== 'credit') return cols;
  const [left, right] = cols as [MoneyCluster, MoneyCluster];
  if (right.tokens.size < dated.length || left.tokens.size >= right.tokens.size) return cols;
  for (const row of left.tokens.keys()) if (!right.tokens.has(row)) return cols;
  return [right];
}

/**
 * The money columns with a column few rows use added where the running balance proves it: of the
 * clusters of right edges too sparse to be a column by their share (money in on a statement of mostly
 * money out), left of the balance and clear of the columns found, the one whose every amount but at
 * most one is exactly its row's move of the balance, on at least `inferredMinRows` rows, or whose every
 * amount is, on fewer (the one deposit of a month; on the first row, checked against a figure printed
 * above the table, see openingFits). The moves are read on `balanceLines`: where the date is printed
 * once per day, consecutive dated rows are days apart and no pair of them is one row's move.
 */
export function sparseMoneyColumn(
  dated: Row[],
  cols: MoneyCluster[],
  roles: HeaderRole[],
  settings: ExtractSettings,
  liability: boolean,
  source: readonly Row[] = dated,
): MoneyCluster[] {
  const b = roles.indexOf('balance');
  if (b < 0 || cols.length >= MAX_MONEY_COLUMNS) return cols;
  // Judged on every line printing a running balance, dated or not (see balanceLines).
  const lines = balanceLines(source, dated, cols[b]!, settings);
  const all = moneyClusters(lines, settings);
  const balance = all.find((c) => overlaps(c, cols[b]!)) ?? cols[b]!;
  const opened = openingFits(source, dated, balance);
  let best: { cluster: MoneyCluster; hits: number } | null = null;
  for (const c of all) {
    if (c === balance || c.x1 > balance.x0 || cols.some((k) => overlaps(k, c))) continue;
    const fit = balanceFit(lines, balance, [c], liability);
    const { unchecked } = fit;
    // The table's first row (its last, newest first) has no balance above it to be checked against,
    // but a figure printed above the table that its amount takes to its balance (the opening).
    const first = unchecked ? c.tokens.get(unchecked) : undefined;
    const checked = first !== undefined && opened(unchecked!, first.amount.cents);
    const hits = fit.hits + (checked ? 1 : 0);
    const size = c.tokens.size - (first && !checked ? 1 : 0);
    // Fewer rows than a column needs are one still when every amount in it is its row's move.
    const proven =
      (hits >= settings.inferredMinRows && hits + 1 >= size) || (hits > 0 && hits === size);
    if (proven && (!best || hits > best.hits)) best = { cluster: c, hits };
  }
  return best ? [...cols, best.cluster].sort((x, y) => x.x0 - y.x0) : cols;
}

/**
 * Whether a row's amount is the move from a figure printed above the table (on the lines before its
 * first dated row: an opening balance, whatever its label) to the row's balance, either way round.
 */
function openingFits(
  source: readonly Row[],
  dated: readonly Row[],
  balance: MoneyCluster,
): (row: Row, cents: number) => boolean {
  const start = source.findIndex((r) => r.line === dated[0]?.line);
  const above = new Set<number>();
  for (const r of source.slice(0, Math.max(start, 0)))
    for (const t of r.amounts) above.add(signedCents(t.amount));
  return (row, cents) => {
    const t = balance.tokens.get(row);
    if (!t || cents === 0) return false;
    const b = signedCents(t.amount);
    return above.has(b - cents) || above.has(b + cents);
  };
}

/**
 * How well `balance` behaves as a running balance of the amounts in `amounts`: consecutive rows whose
 * balances differ by exactly one row's amount, read oldest first (the later row's amount) and newest
 * first (the earlier row's). Returns the better reading's hits, the pairs checked, per column of
 * `amounts` the votes for that column being money out, and the row whose amount that reading has no
 * balance to check against (the first row with a balance, oldest first; the last, newest first).
 */
export function balanceFit(
  dated: Row[],
  balance: MoneyCluster,
  amounts: MoneyCluster[],
  liability: boolean,
): { hits: number; pairs: number; outVotes: number[]; unchecked: Row | null } {
  const amountOf = (row: Row): { cents: number; col: number } | null => {
    for (let c = 0; c < amounts.length; c++) {
      const t = amounts[c]!.tokens.get(row);
      // A zero moves nothing (an unused column filled with "0,00"): the row's move is in another column.
      if (t && t.amount.cents !== 0) return { cents: t.amount.cents, col: c };
    }
    return null;
  };
  const readings = [0, 1].map(() => ({ hits: 0, outVotes: amounts.map(() => 0) }));
  let pairs = 0;
  let prev: { row: Row; cents: number } | null = null;
  let first: Row | null = null;
  for (const row of dated) {
    const t = balance.tokens.get(row);
    if (!t) continue;
    first ??= row;
    const cents = signedCents(t.amount);
    if (prev) {
      pairs++;
      const diff = cents - prev.cents;
      // Oldest first: this row's amount moved the balance; newest first: the earlier row's did, backwards.
      const moves = [
        { a: amountOf(row), d: diff },
        { a: amountOf(prev.row), d: -diff },
      ];
      moves.forEach(({ a, d }, k) => {
        if (!a || Math.abs(d) !== a.cents || d === 0) return;
        const r = readings[k]!;
        r.hits++;
        // Money out lowers an asset's balance and raises a card's (the amount owed).
        if (d < 0 !== liability) r.outVotes[a.col]!++;
      });
    }
    prev = { row, cents };
  }
  const newest = readings[1]!.hits > readings[0]!.hits;
  const best = readings[newest ? 1 : 0]!;
  const unchecked = newest ? (prev?.row ?? null) : first;
  return { hits: best.hits, pairs, outVotes: best.outVotes, unchecked };
}

/**
 * The lines a running balance is read down: from the first dated row on, the dated rows and the lines
 * printing a figure at the balance column's right edge (a row of a day whose date is printed once, on
 * its first row; a value date elsewhere on the line does not make it a dated row). Consecutive lines
 * are then consecutive rows, each balance one row's move from the one before. A dated row stands for
 * its line (rows dated by a column further right are copies of their source rows, `datedByColumn`), so
 * a column found on these lines is keyed by the same rows as the dated rows' columns.
 */
export function balanceLines(
  source: readonly Row[],
  dated: readonly Row[],
  balance: Band,
  settings: ExtractSettings,
): Row[] {
  const own = new Map(dated.map((r) => [r.line, r] as const));
  const first = source.findIndex((r) => r.line === dated[0]?.line);
  const atEdge = (r: Row): boolean =>
    r.amounts.some(
      (t) =>
        Math.abs(figureRight(r, t) - balance.x1) <=
        settings.inferredColumnToleranceRatio * r.line.height,
    );
  return source.slice(Math.max(first, 0)).flatMap((r) => own.get(r.line) ?? (atEdge(r) ? [r] : []));
}

/**
 * The money columns with a column few rows use added where the rows that leave it unused say so: of the
 * clusters of right edges too sparse to be a column by their share, left of the last column found and
 * clear of the columns found, the one at whose right edge the other dated rows print a dash alone ("-"
 * under the side a row does not use), on at least `inferredMinRows` rows, so that figures and dashes
 * together fill the share of the rows a column needs (the one deposit of a month on a statement that
 * marks the unused side of every row). Otherwise `cols` itself.
 */
export function dashedMoneyColumn(
  dated: readonly Row[],
  cols: MoneyCluster[],
  settings: ExtractSettings,
): MoneyCluster[] {
  if (cols.length === 0 || cols.length >= MAX_MONEY_COLUMNS) return cols;
  const last = cols[cols.length - 1]!;
  // Each row's lone dashes, found once for every cluster weighed below.
  const marks = dated
    .map((row) => ({ row, dashes: loneDashes(row) }))
    .filter((m) => m.dashes.length > 0);
  let best: { cluster: MoneyCluster; dashes: number } | null = null;
  for (const c of moneyClusters([...dated], settings)) {
    if (c.x1 >= last.x1 || cols.some((k) => overlaps(k, c))) continue;
    let dashes = 0;
    for (const { row, dashes: lone } of marks) {
      if (c.tokens.has(row)) continue;
      const tol = settings.inferredColumnToleranceRatio * row.line.height;
      if (lone.some((w) => Math.abs(w.x1 - c.x1) <= tol)) dashes++;
    }
    const filled = c.tokens.size + dashes >= settings.inferredColumnMinShare * dated.length;
    if (dashes >= settings.inferredMinRows && filled && (!best || dashes > best.dashes))
      best = { cluster: c, dashes };
  }
  return best ? [...cols, best.cluster].sort((x, y) => x.x0 - y.x0) : cols;
}
