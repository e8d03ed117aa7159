/** Scores the engine on the real sample statements against their expected.json. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AccountStatement } from '@statemint/contracts';
import { claimLabel, claimsVerified } from '../../packages/extract/test/verdict.ts';
import { accountsOf, runEngine } from './engine.ts';
import { sameWords, toCents } from './match.ts';

type ExpectedTxn = { date: string; amount: number; description: string; altDates?: string[] };
type ExpectedAccount = {
  name: string;
  balanceType: 'asset' | 'liability';
  beginningBalance: number;
  endingBalance: number;
  totalCredits: number;
  totalDebits: number;
  transactionCount: number;
  firstTransaction: ExpectedTxn;
  lastTransaction: ExpectedTxn;
};
type ExpectedEntry = {
  id: string;
  file: string;
  pages: number;
  currency: string;
  accounts: ExpectedAccount[];
};

export type RealAccountResult = {
  file: string;
  account: string;
  error?: string;
  expectedCount: number;
  gotCount: number;
  countOk: boolean;
  balancesOk: boolean;
  totalsOk: boolean;
  firstOk: boolean;
  lastOk: boolean;
  /** Opening and closing balances and the credit and debit totals all as printed. */
  reconciles: boolean;
  /** The engine's own verdict (`reconciliation.balanced`). */
  engineBalanced: boolean;
  /** The engine's claim: its verification verdict, balanced/unbalanced before verdicts, or error. */
  claim: string;
  /** Count, balances, totals and the first and last rows all as printed, in the right number of accounts. */
  exact: boolean;
  /** Not exact, and the statement has no warning or the account claims to be verified. */
  silentlyWrong: boolean;
  notes: string[];
  ms: number;
};

const money = (c: number): string => (c / 100).toFixed(2);

function rowOk(
  want: ExpectedTxn,
  got: AccountStatement['transactions'][number] | undefined,
  sign: number,
): boolean {
  if (!got) return false;
  const dates = [want.date, ...(want.altDates ?? [])];
  const descOk = want.description.trim() === '' || sameWords(want.description, got.description);
  return dates.includes(got.date) && toCents(got.amount) * sign === toCents(want.amount) && descOk;
}

function scoreAccount(
  file: string,
  want: ExpectedAccount,
  got: AccountStatement | undefined,
  ms: number,
): RealAccountResult {
  const base = { file, account: want.name, expectedCount: want.transactionCount, ms };
  if (!got) {
    return {
      ...base,
      error: 'account not found',
      gotCount: 0,
      countOk: false,
      balancesOk: false,
      totalsOk: false,
      firstOk: false,
      lastOk: false,
      reconciles: false,
      engineBalanced: false,
      claim: 'error',
      exact: false,
      silentlyWrong: false,
      notes: [],
    };
  }
  const txns = got.transactions;
  const totals = (sign: number): { credits: number; debits: number } => {
    let credits = 0;
    let debits = 0;
    for (const t of txns) {
      const c = toCents(t.amount) * sign;
      if (c > 0) credits += c;
      else debits -= c;
    }
    return { credits, debits };
  };
  // Credit cards may use the opposite sign convention consistently (expected.json conventions).
  const signs = want.balanceType === 'liability' ? [1, -1] : [1];
  const wantCredits = toCents(want.totalCredits);
  const wantDebits = toCents(want.totalDebits);
  const sign =
    signs.find((s) => {
      const t = totals(s);
      return t.credits === wantCredits && t.debits === wantDebits;
    }) ?? 1;
  const t = totals(sign);
  const bal = (x: number | null): number | null =>
    x === null ? null : want.balanceType === 'liability' ? Math.abs(toCents(x)) : toCents(x);
  const begin = bal(got.accountInfo.beginningBalance);
  const end = bal(got.accountInfo.endingBalance);
  const balancesOk =
    begin === toCents(want.beginningBalance) && end === toCents(want.endingBalance);
  const totalsOk = t.credits === wantCredits && t.debits === wantDebits;
  const notes: string[] = [];
  if (txns.length !== want.transactionCount)
    notes.push(`count ${txns.length}/${want.transactionCount}`);
  if (!balancesOk)
    notes.push(
      `balances ${begin === null ? '-' : money(begin)}..${end === null ? '-' : money(end)} want ${money(toCents(want.beginningBalance))}..${money(toCents(want.endingBalance))}`,
    );
  if (!totalsOk)
    notes.push(
      `credits ${money(t.credits)} want ${money(wantCredits)}, debits ${money(t.debits)} want ${money(wantDebits)}`,
    );
  const firstOk = rowOk(want.firstTransaction, txns[0], sign);
  const lastOk = rowOk(want.lastTransaction, txns[txns.length - 1], sign);
  if (!firstOk && txns[0])
    notes.push(`first ${txns[0].date} ${txns[0].amount} "${txns[0].description}"`);
  const last = txns[txns.length - 1];
  if (!lastOk && last) notes.push(`last ${last.date} ${last.amount} "${last.description}"`);
  return {
    ...base,
    gotCount: txns.length,
    countOk: txns.length === want.transactionCount,
    balancesOk,
    totalsOk,
    firstOk,
    lastOk,
    reconciles: balancesOk && totalsOk,
    engineBalanced: got.reconciliation.balanced,
    claim: claimLabel(got),
    exact: balancesOk && totalsOk && txns.length === want.transactionCount && firstOk && lastOk,
    silentlyWrong: false,
    notes,
  };
}

/** Runs every real sample listed in `<dir>/expected.json`. */
export async function scoreRealSamples(dir: string): Promise<RealAccountResult[]> {
  const expected = JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8')) as {
    entries: ExpectedEntry[];
  };
  const results: RealAccountResult[] = [];
  for (const entry of expected.entries) {
    const bytes = new Uint8Array(readFileSync(path.join(dir, entry.file)));
    const out = await runEngine(bytes);
    const accounts = out.ok ? accountsOf(out.statement) : [];
    entry.accounts.forEach((want, i) => {
      const got = accounts[i];
      const r = scoreAccount(entry.file, want, got, out.ms);
      if (!out.ok) r.error = `${out.code}: ${out.message}`;
      else {
        if (accounts.length !== entry.accounts.length) {
          r.notes.unshift(`accounts ${accounts.length}/${entry.accounts.length}`);
          r.exact = false;
        }
        // An engine error is said out loud; a wrong account is silent when nothing warns or it claims to be right.
        r.silentlyWrong =
          !r.exact &&
          (out.statement.warnings.length === 0 || (got !== undefined && claimsVerified(got)));
      }
      results.push(r);
    });
  }
  return results;
}
