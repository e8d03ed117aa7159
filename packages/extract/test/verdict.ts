/**
 * The engine's own claim about a statement, read as a black box, and the "silently wrong" judgement that
 * bench:accuracy and bench:zoo share: a statement that is not exact yet carries no warning, or that says
 * verified while it is wrong.
 */
import type { AccountStatement, Statement } from '@statemint/contracts';

export const VERDICTS = ['verified', 'unverified', 'mismatch'] as const;
export type Verdict = (typeof VERDICTS)[number];

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

/** The account's `verification.verdict` when the engine gives one (issue 8), else undefined. */
export function verdictOf(a: AccountStatement): Verdict | undefined {
  const v = (a as unknown as Record<string, unknown>).verification;
  if (!isRecord(v)) return undefined;
  const verdict = v.verdict;
  return VERDICTS.find((x) => x === verdict);
}

/** Whether the engine claims this account is right: verdict `verified`, or `balanced` before verdicts existed. */
export function claimsVerified(a: AccountStatement): boolean {
  const verdict = verdictOf(a);
  return verdict === undefined ? a.reconciliation.balanced : verdict === 'verified';
}

/** How the report names the claim: the verdict, or `balanced`/`unbalanced` from the reconciliation. */
export function claimLabel(a: AccountStatement): string {
  return verdictOf(a) ?? (a.reconciliation.balanced ? 'balanced' : 'unbalanced');
}

/** Every warning the statement carries: top-level ones plus any a verification object lists. */
export function warningsOf(st: Statement): string[] {
  const out = [...st.warnings];
  for (const a of [st, ...(st.accounts ?? [])]) {
    const v = (a as unknown as Record<string, unknown>).verification;
    if (!isRecord(v)) continue;
    for (const key of ['warnings', 'messages']) {
      const list = v[key];
      if (Array.isArray(list))
        for (const w of list) if (typeof w === 'string' && !out.includes(w)) out.push(w);
    }
  }
  return out;
}

/**
 * Silently wrong: not exact and no warning at all, or some account claimed verified while it is wrong.
 * `wrongAccounts` are the engine's accounts that are not exactly right (unpaired ones included).
 */
export function isSilentlyWrong(
  st: Statement,
  exact: boolean,
  wrongAccounts: readonly AccountStatement[],
): boolean {
  if (exact) return false;
  return warningsOf(st).length === 0 || wrongAccounts.some(claimsVerified);
}
