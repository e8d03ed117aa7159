/**
 * The engine's own claim about a statement, read as a black box, and the "silently wrong" judgement that
 * bench:accuracy and bench:zoo share: a statement that is not exact yet carries no warning, or that says
 * verified while it is wrong.
 */
import type { AccountStatement, Statement } from '@statemint/contracts';

export const VERDICTS = ['verified', 'unverified', 'mismatch'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The account's `verification.verdict` when the engine gives one (issue 8), else undefined. */
export function verdictOf(a: AccountStatement): Verdict | undefined {
  return a.verification?.verdict;
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

/**
 * Whether the engine's claim is the one a correct engine makes: its verdict equals `expected`, or, from an
 * engine without verdicts, `balanced` is true exactly when `verified` is expected.
 */
export function claimMatches(a: AccountStatement, expected: Verdict): boolean {
  const verdict = verdictOf(a);
  return verdict === undefined
    ? a.reconciliation.balanced === (expected === 'verified')
    : verdict === expected;
}

/** Every warning the statement carries (the contract keeps them at the top level). */
export function warningsOf(st: Statement): string[] {
  return [...st.warnings];
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
