/**
 * A statement with a transaction table but no transaction in its period: only its brought- and
 * carried-forward lines, so its opening and closing balance are one figure (anything else means rows
 * were missed). It is an empty list with its two balances, not "no transactions".
 */
import type { AccountDraft, Assembly, PrintedBalance, Row } from './types.ts';

const printed = (b: PrintedBalance | null): b is PrintedBalance =>
  b !== null && b.source !== 'derived';

/**
 * The accounts of an assembly that read no row, as an empty period, or null when the statement is no
 * empty period. The table is there: a header the walk read under, or one it set aside (a header whose
 * amount column it does not know reads as a date-and-balance list) with no dated line holding money
 * anywhere below it. The balances: the opening and closing printed and equal; else, with neither read,
 * the one figure the account's labelled lines print twice (opening + 0 = closing), or the one figure
 * printed in the table's balance column (a brought-forward line whose words are unknown).
 */
export function readEmptyPeriod(assembly: Assembly, rows: readonly Row[]): Assembly | null {
  if (!hasTable(assembly, rows)) return null;
  const accounts = assembly.accounts.map(withEqualBalances);
  const empty = (a: AccountDraft) =>
    printed(a.opening) && printed(a.closing) && a.opening.cents === a.closing.cents;
  if (!accounts.some(empty)) return null;
  return { ...assembly, accounts };
}

function hasTable(assembly: Assembly, rows: readonly Row[]): boolean {
  if (assembly.tables.some((t) => !t.ignore)) return true;
  const first = assembly.tables[0];
  if (!first) return false;
  const below = (r: Row) =>
    r.line.page > first.page || (r.line.page === first.page && r.line.y > first.y);
  return !rows.some((r) => below(r) && r.dates.length > 0 && r.amounts.length > 0);
}

/** The account with its opening and closing when they are one printed figure; else unchanged. */
function withEqualBalances(a: AccountDraft): AccountDraft {
  if (a.transactions.length > 0 || a.opening || a.closing) return a;
  const cents = sameFigure((a.figures ?? []).map((f) => (f.negative ? -f.cents : f.cents)));
  const balance =
    cents ??
    sameFigure(
      a.checkpoints.map((c) => c.cents),
      1,
    );
  if (balance === null) return a;
  const source = cents !== null ? 'label' : 'forward';
  return { ...a, opening: { cents: balance, source }, closing: { cents: balance, source } };
}

/** The one figure of a list of `count` or more figures that are all equal (two, by default); else null. */
function sameFigure(figures: readonly number[], count = 2): number | null {
  if (figures.length < count || figures.length > 2) return null;
  return figures.every((f) => f === figures[0]) ? figures[0]! : null;
}
