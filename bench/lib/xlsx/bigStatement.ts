/** A large, deterministic statement for the XLSX benchmark: every category, a running balance, varied text. */
import type { Statement, Transaction } from '@statemint/contracts';

const START_MS = Date.UTC(2025, 0, 1);
const MS_PER_DAY = 86_400_000;
const ROWS_PER_DAY = 55;
const OPENING_CENTS = 1_000_000;
const CENTS = 100;
const LCG_MULTIPLIER = 1_664_525;
const LCG_INCREMENT = 1_013_904_223;
const UINT32 = 2 ** 32;
const MERCHANTS = [
  'TESCO STORES 3021',
  'AMAZON MKTPLACE PMTS',
  'SHELL 7741, LONDON',
  'STARBUCKS #1123',
  'UBER *TRIP HELP.UBER.COM',
  'PAYROLL ACME, INC.',
  'TRANSFER TO SAVINGS 000123',
  'ATM WITHDRAWAL MAIN ST "BRANCH 4"',
  'MONTHLY SERVICE FEE',
  'CHECK',
] as const;
const CATEGORY_CYCLE = [
  'card',
  'card',
  'deposit',
  'atm',
  'check',
  'other',
  'fee',
  'transfer',
] as const;

/** Seeded linear congruential generator: the same seed gives the same statement on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, LCG_MULTIPLIER) + LCG_INCREMENT) >>> 0;
    return state / UINT32;
  };
}

function isoDay(index: number): string {
  return new Date(START_MS + Math.floor(index / ROWS_PER_DAY) * MS_PER_DAY)
    .toISOString()
    .slice(0, 10);
}

/** A one-account statement with `rows` transactions and the spec's category arrays filled from them. */
export function bigStatement(rows: number, seed = 7): Statement {
  const next = random(seed);
  let balance = OPENING_CENTS;
  const transactions: Transaction[] = [];
  for (let i = 0; i < rows; i += 1) {
    const category = CATEGORY_CYCLE[i % CATEGORY_CYCLE.length] ?? 'other';
    const magnitude = 1 + Math.floor(next() * 250_000);
    const cents = category === 'deposit' ? magnitude : -magnitude;
    balance += cents;
    const merchant = MERCHANTS[Math.floor(next() * MERCHANTS.length)] ?? 'SHOP';
    const date = isoDay(i);
    transactions.push({
      date,
      ...(category === 'card' || category === 'atm'
        ? { postedDate: isoDay(i + ROWS_PER_DAY) }
        : {}),
      description: `${merchant} ${i} REF${Math.floor(next() * 1e8)}`,
      amount: cents / CENTS,
      balance: balance / CENTS,
      category,
      ...(category === 'check' ? { checkNumber: String(1000 + i), reference: `R${i}` } : {}),
    });
  }
  const of = (c: string) => transactions.filter((t) => t.category === c);
  const first = transactions[0]?.date ?? isoDay(0);
  const last = transactions.at(-1)?.date ?? first;
  return {
    accountName: 'Benchmark Checking',
    balanceType: 'asset',
    periodStart: first,
    periodEnd: last,
    accountInfo: {
      accountNumber: '000111222333',
      statementDate: last,
      beginningBalance: OPENING_CENTS / CENTS,
      endingBalance: balance / CENTS,
    },
    transactions,
    deposits: of('deposit').map((t) => ({
      description: t.description,
      dateCredited: t.date,
      amount: t.amount,
    })),
    atmWithdrawals: of('atm').map((t) => ({
      description: t.description,
      tranDate: t.date,
      datePosted: t.postedDate ?? t.date,
      amount: t.amount,
    })),
    checksPaid: of('check').map((t) => ({
      datePaid: t.date,
      checkNumber: t.checkNumber ?? '',
      amount: -t.amount,
      referenceNumber: t.reference ?? '',
    })),
    visaPurchases: of('card').map((t) => ({
      description: t.description,
      tranDate: t.date,
      datePosted: t.postedDate ?? t.date,
      amount: t.amount,
    })),
    otherWithdrawals: [...of('other'), ...of('fee'), ...of('transfer')].map((t) => ({
      description: t.description,
      date: t.date,
      amount: t.amount,
      category: t.category,
    })),
    reconciliation: { expectedEnding: balance / CENTS, difference: 0, balanced: true },
    pages: Math.ceil(rows / 40),
    currency: 'USD',
    warnings: [],
  };
}
