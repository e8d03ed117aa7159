/**
 * Stage helper of inferLayout: the roles of an inferred table's money columns, from the running-balance
 * arithmetic first and the columns' fill without it; a column the arithmetic shows is no balance is left
 * out of the money columns.
 */
import { balanceFit, balanceLines } from './moneyClusters.ts';
import type { Band, MoneyCluster } from './moneyClusters.ts';
import type { ExtractSettings } from './settings.ts';
import type { Row } from './types.ts';
import type { HeaderRole } from './vocabulary.ts';

/**
 * Roles of the money columns, left to right. The running-balance arithmetic decides first: the column
 * whose consecutive values differ by the other columns' amounts is the balance, and of two amount
 * columns the one whose amounts lower the balance is money out. Without that evidence: one column is
 * an amount; two, an amount and a balance when most rows fill both, else money out and money in; three,
 * out, in and balance.
 */
export function moneyRoles(
  dated: Row[],
  cols: MoneyCluster[],
  settings: ExtractSettings,
  liability: boolean,
): HeaderRole[] {
  if (cols.length === 1) return ['amount'];
  let best: { b: number; hits: number; outVotes: number[] } | null = null;
  for (let b = cols.length - 1; b >= 0; b--) {
    const fit = balanceFit(
      dated,
      cols[b]!,
      cols.filter((_, i) => i !== b),
      liability,
    );
    if (fit.pairs > 0 && fit.hits * 2 >= fit.pairs && (!best || fit.hits > best.hits))
      best = { b, hits: fit.hits, outVotes: fit.outVotes };
  }
  if (best) {
    const others: HeaderRole[] =
      cols.length === 2
        ? ['amount']
        : best.outVotes[1]! > best.outVotes[0]!
          ? ['credit', 'debit']
          : ['debit', 'credit'];
    const roles = others.slice();
    roles.splice(best.b, 0, 'balance');
    return roles;
  }
  if (cols.length === 3) return ['debit', 'credit', 'balance'];
  const both = dated.filter((r) => cols[0]!.tokens.has(r) && cols[1]!.tokens.has(r)).length;
  // Most banks print money out before money in (Withdrawals | Deposits, Soll | Haben, Débit | Crédit).
  return both >= settings.inferredBalanceShare * dated.length
    ? ['amount', 'balance']
    : ['debit', 'credit'];
}

/**
 * The money columns and their roles, less any column given the balance's role for want of arithmetic
 * (no column's figures follow the rows) whose figures never follow them: over at least
 * `inferredMinRows` pairs of consecutive figures, not one differs by a row's amount. A running balance
 * moves by the rows' amounts; figures that never do (points earned, a rate, an amount in another unit)
 * are no balance, and taking them for one derives an opening and a closing from them. Such a column
 * becomes a cell of its own (`notMoney`), neither money nor description. Judged only where every line
 * printing a figure at the column's edge is a dated row (`source` holds every line): where the date
 * is printed once per day, consecutive dated rows are days apart and no pair of them is one row's move.
 */
export function withoutUnfollowedBalance(
  dated: Row[],
  cols: MoneyCluster[],
  settings: ExtractSettings,
  liability: boolean,
  source: readonly Row[],
): { cols: MoneyCluster[]; roles: HeaderRole[]; notMoney: Band[] } {
  let kept = cols;
  const notMoney: Band[] = [];
  for (;;) {
    const roles = moneyRoles(dated, kept, settings, liability);
    const b = roles.indexOf('balance');
    if (b < 0) return { cols: kept, roles, notMoney };
    const others = kept.filter((_, i) => i !== b);
    const fit = balanceFit(dated, kept[b]!, others, liability);
    const everyLine = balanceLines(source, dated, kept[b]!, settings).length === dated.length;
    if (fit.hits > 0 || fit.pairs < settings.inferredMinRows || !everyLine)
      return { cols: kept, roles, notMoney };
    notMoney.push({ x0: kept[b]!.x0, x1: kept[b]!.x1 });
    kept = others;
  }
}
