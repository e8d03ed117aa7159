import type { AccountStatement } from '@statemint/contracts';
import { accountChecks, type MoneyWords } from '@statemint/export/checks';

/** What a mismatch is off by: the ending balance's gap, else the first running balance's, else a total's. */
export function verdictGap(account: AccountStatement): number | null {
  const v = account.verification;
  if (v?.verdict !== 'mismatch') return null;
  const ending = account.reconciliation.difference;
  if (ending !== null && ending !== 0) return ending;
  const brk = v.runningBalances.firstBreak;
  if (brk) return brk.difference;
  return v.sectionTotals.find((t) => t.difference !== 0)?.difference ?? null;
}

/** An account's verdict in the words of the results screen and the exports (`@statemint/export/checks`). */
export function verdictWords(
  account: AccountStatement,
  money: MoneyWords,
): { verdict: string; title: string; summary: string; gap: string | null } {
  const checks = accountChecks(account, money);
  const gap = verdictGap(account);
  return {
    verdict: checks.verdict ?? 'none',
    title: checks.title,
    summary: checks.summary,
    gap: gap === null ? null : money(Math.abs(gap)),
  };
}
