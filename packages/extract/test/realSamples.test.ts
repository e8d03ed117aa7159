/** Golden tests over the real sample statements in fixtures/real against their expected.json. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AccountStatement, Transaction } from '@statemint/contracts';
import { Statement } from '@statemint/contracts';
import { extractStatement } from '../src/index.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/real');

type ExpectedTxn = { date: string; amount: number; description: string; altDates?: string[] };
type ExpectedAccount = {
  name: string;
  beginningBalance: number;
  endingBalance: number;
  totalCredits: number;
  totalDebits: number;
  transactionCount: number;
  firstTransaction: ExpectedTxn;
  lastTransaction: ExpectedTxn;
};
type Entry = {
  id: string;
  file: string;
  pages: number;
  /** Null where the statement prints only a bare "$", which names no currency. */
  currency: string | null;
  accounts: ExpectedAccount[];
};

const expected = JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8')) as {
  entries: Entry[];
};

/** Word tokens with punctuation dropped, as the README compares descriptions. */
function tokens(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== '');
}

/** The printed description, allowing one leading payment-type code (DD, BP, CR...) that the ground truth leaves out. */
function sameDescription(actual: string, wanted: string): boolean {
  const a = tokens(actual);
  const w = tokens(wanted);
  const extra = a.length - w.length;
  return (extra === 0 || extra === 1) && a.slice(extra).join(' ') === w.join(' ');
}

function cents(n: number): number {
  return Math.round(n * 100);
}

function checkTxn(actual: Transaction | undefined, want: ExpectedTxn): void {
  expect(actual).toBeDefined();
  const t = actual!;
  expect([want.date, ...(want.altDates ?? [])]).toContain(t.date);
  expect(cents(t.amount)).toBe(cents(want.amount));
  if (want.description !== '')
    expect(sameDescription(t.description, want.description), t.description).toBe(true);
}

function checkAccount(a: AccountStatement, want: ExpectedAccount): void {
  expect(a.transactions).toHaveLength(want.transactionCount);
  expect(a.accountInfo.beginningBalance).toBe(want.beginningBalance);
  expect(a.accountInfo.endingBalance).toBe(want.endingBalance);
  const credits = a.transactions
    .filter((t) => t.amount > 0)
    .reduce((s, t) => s + cents(t.amount), 0);
  const debits = a.transactions
    .filter((t) => t.amount < 0)
    .reduce((s, t) => s - cents(t.amount), 0);
  expect(credits).toBe(cents(want.totalCredits));
  expect(debits).toBe(cents(want.totalDebits));
  checkTxn(a.transactions[0], want.firstTransaction);
  checkTxn(a.transactions[a.transactions.length - 1], want.lastTransaction);
  expect(a.reconciliation).toEqual({
    expectedEnding: want.endingBalance,
    difference: 0,
    balanced: true,
  });
}

describe('real sample statements', () => {
  it('covers all eight samples', () => {
    expect(expected.entries).toHaveLength(8);
  });

  for (const entry of expected.entries) {
    it(`${entry.file} matches its ground truth`, async () => {
      const bytes = new Uint8Array(readFileSync(path.join(dir, entry.file)));
      const result = await extractStatement(bytes);
      if (!result.ok) throw new Error(`${entry.file}: ${result.error.code}`);
      const s = result.statement;
      expect(Statement.safeParse(s).success).toBe(true);
      expect(s.pages).toBe(entry.pages);
      expect(s.currency).toBe(entry.currency);
      if (entry.accounts.length === 1) {
        expect(s.accounts).toBeUndefined();
        checkAccount(s, entry.accounts[0]!);
      } else {
        expect(s.accounts).toHaveLength(entry.accounts.length);
        entry.accounts.forEach((want, i) => checkAccount(s.accounts![i]!, want));
        // The combined view holds every account's rows and reconciles over the sums.
        expect(s.transactions).toHaveLength(
          entry.accounts.reduce((n, a) => n + a.transactionCount, 0),
        );
        expect(s.reconciliation.balanced).toBe(true);
      }
    });
  }
});
