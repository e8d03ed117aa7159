/** Scores one converted statement against a zoo layout's truth and classifies every mismatch. */
import type { AccountStatement, Statement } from '@statemint/contracts';
import { claimLabel, claimMatches, isSilentlyWrong, warningsOf } from '../verdict.ts';
import type { TruthAccount, TruthRow } from './layout.ts';

/** A row as the engine returned it, money in cents. */
export type GotRow = { date: string; description: string; cents: number; balance?: number };

export const MISMATCH_KINDS = [
  'description', // same date and amount, other text
  'sign', // same date and text, amount negated
  'amount', // same date and text, other amount
  'date', // same amount and text, other date
  'missing', // a truth row with no counterpart
  'extra', // an engine row with no counterpart
] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export type Mismatch = { kind: MismatchKind; account: number; want?: TruthRow; got?: GotRow };

export type InfoCheck = {
  accountNumber: boolean;
  statementDate: boolean;
  beginningBalance: boolean;
  endingBalance: boolean;
};

export type AccountScore = {
  truthCount: number;
  gotCount: number;
  matched: number;
  /** Rows whose printed balance the engine read differently (or not at all). */
  balanceMisses: number;
  info: InfoCheck;
  got: {
    accountNumber: string | null;
    statementDate: string | null;
    beginning: number | null;
    ending: number | null;
  };
  balanced: boolean;
  /** The engine's verdict for this account, or balanced/unbalanced before it gave verdicts. */
  claim: string;
  /** The claim is the one a correct engine makes (the truth's expected verdict). */
  claimOk: boolean;
  /** The account name the truth expects is returned (true where the truth expects none). */
  accountNameOk: boolean;
  gotAccountName: string | null;
  /** Rows, the four accountInfo fields and the name are all right. */
  exact: boolean;
  /** The engine used the card issuer's sign convention throughout (accepted for cards). */
  flippedConvention: boolean;
};

export type LayoutScore = {
  ok: boolean;
  error?: string;
  accountsWant: number;
  accountsGot: number;
  accounts: AccountScore[];
  mismatches: Mismatch[];
  warnings: string[];
  /** The currency the truth expects is returned (true where the truth expects none). */
  currencyOk: boolean;
  gotCurrency: string | null;
  /** Every account exact, the same account count and the currency right: the data is right. */
  exact: boolean;
  /** Not exact yet no warning, or an account claimed verified while wrong. */
  silentlyWrong: boolean;
  pass: boolean;
};

export const toCents = (x: number): number => Math.round(x * 100);

/** Whitespace collapsed and case folded, as the brief's description match asks. */
/**
 * The score of a statement the engine returned no statement for: every row missed. An error is said out
 * loud (the user gets no spreadsheet, never a wrong one), so it is never silently wrong.
 */
export function failedScore(accountsWant: number, error: string): LayoutScore {
  return {
    ok: false,
    error,
    accountsWant,
    accountsGot: 0,
    accounts: [],
    mismatches: [],
    warnings: [],
    currencyOk: false,
    gotCurrency: null,
    exact: false,
    silentlyWrong: false,
    pass: false,
  };
}

export function normaliseText(s: string): string {
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Account identifiers compare on letters and digits; a truth of 4 digits ("ending in 4821") matches a masked tail. */
export function sameAccountNumber(want: string, got: string | null): boolean {
  const norm = (s: string): string => s.replace(/[^0-9a-z]/gi, '').toUpperCase();
  const w = norm(want);
  const g = norm(got ?? '');
  if (g === '') return false;
  return w === g || (w.length <= MASKED_TAIL_DIGITS && g.endsWith(w));
}

/** Cards print only the last four digits; a truth this short is matched as a suffix. */
const MASKED_TAIL_DIGITS = 4;

function rowsOf(a: AccountStatement, flip: boolean): GotRow[] {
  return a.transactions.map((t) => ({
    date: t.date,
    description: t.description,
    cents: flip ? -toCents(t.amount) : toCents(t.amount),
    ...(t.balance !== undefined ? { balance: toCents(t.balance) } : {}),
  }));
}

const sameDate = (w: TruthRow, g: GotRow): boolean => w.date === g.date || w.altDate === g.date;
const sameText = (w: TruthRow, g: GotRow): boolean =>
  normaliseText(w.description) === normaliseText(g.description);
const same = (w: TruthRow, g: GotRow): boolean =>
  sameDate(w, g) && w.cents === g.cents && sameText(w, g);

/** Pairs truth and engine rows: exact matches first, then near misses by kind, the rest missing/extra. */
export function matchAccount(
  want: readonly TruthRow[],
  got: readonly GotRow[],
  account: number,
): { matched: number; mismatches: Mismatch[]; pairs: [TruthRow, GotRow][] } {
  const used = new Set<number>();
  const pairs: [TruthRow, GotRow][] = [];
  const left: TruthRow[] = [];
  for (const w of want) {
    const i = got.findIndex((g, j) => !used.has(j) && same(w, g));
    if (i < 0) left.push(w);
    else {
      used.add(i);
      const g = got[i];
      if (g) pairs.push([w, g]);
    }
  }
  const matched = pairs.length;
  const mismatches: Mismatch[] = [];
  const tests: [MismatchKind, (w: TruthRow, g: GotRow) => boolean][] = [
    ['description', (w, g) => sameDate(w, g) && w.cents === g.cents],
    ['sign', (w, g) => sameDate(w, g) && w.cents === -g.cents && sameText(w, g)],
    ['amount', (w, g) => sameDate(w, g) && sameText(w, g)],
    ['date', (w, g) => w.cents === g.cents && sameText(w, g)],
    ['sign', (w, g) => sameDate(w, g) && w.cents === -g.cents],
    ['date', (w, g) => w.cents === g.cents],
  ];
  let rest = left;
  for (const [kind, test] of tests) {
    const still: TruthRow[] = [];
    for (const w of rest) {
      const i = got.findIndex((g, j) => !used.has(j) && test(w, g));
      const g = got[i];
      if (i < 0 || !g) still.push(w);
      else {
        used.add(i);
        mismatches.push({ kind, account, want: w, got: g });
      }
    }
    rest = still;
  }
  for (const w of rest) mismatches.push({ kind: 'missing', account, want: w });
  got.forEach((g, j) => {
    if (!used.has(j)) mismatches.push({ kind: 'extra', account, got: g });
  });
  return { matched, mismatches, pairs };
}

/** Scores a statement; with several truth accounts they are paired with the engine's by number, else by position. */
export function scoreStatement(
  truth: readonly TruthAccount[],
  st: Statement,
  currency?: string,
): LayoutScore {
  const gotAccounts = st.accounts && st.accounts.length > 0 ? st.accounts : [st];
  const taken = new Set<number>();
  const accounts: AccountScore[] = [];
  const mismatches: Mismatch[] = [];
  const exactByGot = new Map<AccountStatement, boolean>();
  truth.forEach((want, ai) => {
    let gi = gotAccounts.findIndex(
      (g, j) => !taken.has(j) && sameAccountNumber(want.accountNumber, g.accountInfo.accountNumber),
    );
    if (gi < 0 && !taken.has(ai) && ai < gotAccounts.length) gi = ai;
    const have = gi >= 0 ? gotAccounts[gi] : undefined;
    if (gi >= 0) taken.add(gi);
    const straight = matchAccount(want.transactions, have ? rowsOf(have, false) : [], ai);
    // Cards: the opposite sign convention, used consistently, is accepted (fixtures/real/README.md).
    const flipped =
      want.liability && have ? matchAccount(want.transactions, rowsOf(have, true), ai) : undefined;
    const use = flipped && flipped.matched > straight.matched ? flipped : straight;
    mismatches.push(...use.mismatches);
    const hi = have?.accountInfo;
    const cents = (x: number | null | undefined): number | null => (x == null ? null : toCents(x));
    // Cards printed from the holder's side (what is owed printed negative), read as money held with
    // the holder's signs: balances as printed, the negatives of the amounts owed, with the same rows.
    // The same facts, as the real samples' convention has it (fixtures/real/README.md).
    const asPrinted =
      want.liability === true &&
      use === straight &&
      want.beginningBalance !== 0 &&
      cents(hi?.beginningBalance) === -want.beginningBalance &&
      cents(hi?.endingBalance) === -want.endingBalance;
    const sameBalance = (w: number, g: number | null | undefined): boolean =>
      g === w || (asPrinted && g === -w);
    const balanceMisses = use.pairs.filter(
      ([w, g]) => w.balance !== undefined && !sameBalance(w.balance, g.balance),
    ).length;
    const info = {
      accountNumber: sameAccountNumber(want.accountNumber, hi?.accountNumber ?? null),
      statementDate: hi?.statementDate === want.statementDate,
      beginningBalance: sameBalance(want.beginningBalance, cents(hi?.beginningBalance)),
      endingBalance: sameBalance(want.endingBalance, cents(hi?.endingBalance)),
    };
    const gotCount = have?.transactions.length ?? 0;
    const accountNameOk =
      want.accountName === undefined ||
      normaliseText(want.accountName) === normaliseText(have?.accountName ?? '');
    accounts.push({
      truthCount: want.transactions.length,
      gotCount,
      matched: use.matched,
      balanceMisses,
      info,
      got: {
        accountNumber: hi?.accountNumber ?? null,
        statementDate: hi?.statementDate ?? null,
        beginning: cents(hi?.beginningBalance),
        ending: cents(hi?.endingBalance),
      },
      balanced: have?.reconciliation.balanced ?? false,
      claim: have ? claimLabel(have) : '-',
      claimOk: have !== undefined && claimMatches(have, want.verdict),
      accountNameOk,
      gotAccountName: have?.accountName ?? null,
      exact:
        have !== undefined &&
        use.matched === want.transactions.length &&
        gotCount === want.transactions.length &&
        Object.values(info).every(Boolean) &&
        accountNameOk,
      flippedConvention: use === flipped,
    });
    if (have) exactByGot.set(have, accounts[accounts.length - 1]?.exact ?? false);
  });
  const currencyOk = currency === undefined || st.currency === currency;
  const exact = gotAccounts.length === truth.length && currencyOk && accounts.every((a) => a.exact);
  const pass = exact && accounts.every((a) => a.claimOk);
  return {
    ok: true,
    accountsWant: truth.length,
    accountsGot: gotAccounts.length,
    accounts,
    mismatches,
    warnings: warningsOf(st),
    currencyOk,
    gotCurrency: st.currency,
    exact,
    silentlyWrong: isSilentlyWrong(
      st,
      exact,
      gotAccounts.filter((g) => !(exactByGot.get(g) ?? false)),
    ),
    pass,
  };
}
