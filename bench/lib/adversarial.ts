/** Runs the adversarial corpus (packages/extract/test/adversarial) through the engine and scores it like the zoo. */
import { generateAdversarial } from '../../packages/extract/test/adversarial/generate.ts';
import { claimLabel } from '../../packages/extract/test/verdict.ts';
import { scoreStatement } from '../../packages/extract/test/zoo/score.ts';
import { accountsOf, runEngine } from './engine.ts';
import type { Judged } from './verdicts.ts';

export const ADVERSARIAL_SEED = 880_000;
export const ADVERSARIAL_COUNT = 80;
export const ADVERSARIAL_QUICK_COUNT = 20;

export type AdversarialResult = {
  id: string;
  seed: number;
  pages: number;
  features: string[];
  error?: string;
  truthCount: number;
  gotCount: number;
  matched: number;
  /** Every row, the four accountInfo fields, the account count and the printed currency right. */
  exact: boolean;
  silentlyWrong: boolean;
  accounts: Judged[];
  /** The first few differences, for the report. */
  notes: string[];
  ms: number;
};

/** Differences quoted per statement. */
const NOTES = 3;

export async function runAdversarial(
  baseSeed: number,
  count: number,
): Promise<AdversarialResult[]> {
  const out: AdversarialResult[] = [];
  for (let i = 0; i < count; i++) {
    const seed = baseSeed + i;
    const c = await generateAdversarial(seed);
    const truthCount = c.truth.reduce((n, t) => n + t.transactions.length, 0);
    const base = { id: c.id, seed, pages: c.pages, features: c.features, truthCount };
    const run = await runEngine(c.pdf);
    if (!run.ok) {
      out.push({
        ...base,
        error: run.code,
        gotCount: 0,
        matched: 0,
        exact: false,
        silentlyWrong: false,
        accounts: c.truth.map(() => ({ claim: 'error', exact: false })),
        notes: [`${run.code}: ${run.message}`],
        ms: run.ms,
      });
      continue;
    }
    const s = scoreStatement(c.truth, run.statement, c.currency);
    const got = accountsOf(run.statement);
    const infoNotes = s.accounts.flatMap((a, j) => {
      const t = c.truth[j];
      if (!t) return [];
      const fields: [string, boolean, unknown, unknown][] = [
        ['accountNumber', a.info.accountNumber, t.accountNumber, a.got.accountNumber],
        ['statementDate', a.info.statementDate, t.statementDate, a.got.statementDate],
        ['beginningBalance', a.info.beginningBalance, t.beginningBalance, a.got.beginning],
        ['endingBalance', a.info.endingBalance, t.endingBalance, a.got.ending],
      ];
      return fields
        .filter(([, ok]) => !ok)
        .map(([k, , w, g]) => `${k} want ${String(w)} got ${String(g)}`);
    });
    const rowNotes = s.mismatches.map(
      (m) =>
        `${m.kind}${m.want ? ` want ${m.want.date} ${m.want.cents} "${m.want.description}"` : ''}${m.got ? ` got ${m.got.date} ${m.got.cents} "${m.got.description}"` : ''}`,
    );
    const notes = [
      ...infoNotes,
      ...(s.currencyOk ? [] : [`currency want ${c.currency ?? '-'} got ${s.gotCurrency ?? '-'}`]),
      ...rowNotes,
    ].slice(0, NOTES);
    out.push({
      ...base,
      gotCount: got.reduce((n, a) => n + a.transactions.length, 0),
      matched: s.accounts.reduce((n, a) => n + a.matched, 0),
      exact: s.exact,
      silentlyWrong: s.silentlyWrong,
      accounts: [
        ...s.accounts.map((a) => ({ claim: a.claim, exact: a.exact })),
        ...got.slice(c.truth.length).map((g) => ({ claim: claimLabel(g), exact: false })),
      ],
      notes,
      ms: run.ms,
    });
  }
  return out;
}
