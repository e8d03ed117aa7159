/** The engine's own verdict against truth, and the silently-wrong count, tallied per corpus. */

/** One account's claim (its verdict, or balanced/unbalanced from an engine without verdicts) and whether it is exact. */
export type Judged = { claim: string; exact: boolean };

export type CorpusVerdicts = {
  corpus: string;
  statements: number;
  exact: number;
  /** Statements not exact with no warning, or with a wrong account claimed verified. */
  silentlyWrong: string[];
  accounts: Judged[];
};

/** Claims in the order the tables list them; an engine error is its own row. */
const CLAIM_ORDER = ['verified', 'unverified', 'mismatch', 'balanced', 'unbalanced', 'error'];

export const VERDICT_HEADER = ['corpus', 'claim', 'exact', 'not exact'];

/** Rows of claim x exact/not exact, accounts counted, claims that never occur left out. */
export function verdictRows(c: CorpusVerdicts): (string | number)[][] {
  const claims = [...new Set(c.accounts.map((a) => a.claim))].sort(
    (a, b) => CLAIM_ORDER.indexOf(a) - CLAIM_ORDER.indexOf(b),
  );
  return claims.map((claim) => {
    const of = c.accounts.filter((a) => a.claim === claim);
    return [c.corpus, claim, of.filter((a) => a.exact).length, of.filter((a) => !a.exact).length];
  });
}

export const SILENT_HEADER = [
  'corpus',
  'statements',
  'exact',
  'silently wrong (target 0)',
  'which',
];

/** Quoted ids of silently wrong statements, at most this many per corpus. */
const SILENT_IDS_SHOWN = 12;

export function silentRow(c: CorpusVerdicts): (string | number)[] {
  const ids = c.silentlyWrong.slice(0, SILENT_IDS_SHOWN).join(', ');
  const more =
    c.silentlyWrong.length > SILENT_IDS_SHOWN
      ? ` and ${c.silentlyWrong.length - SILENT_IDS_SHOWN} more`
      : '';
  return [c.corpus, c.statements, c.exact, c.silentlyWrong.length, ids + more || '-'];
}
