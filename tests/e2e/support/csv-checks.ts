import { expect } from 'vitest';
import { parseCsv } from './csv.ts';
import {
  ALL_TRANSACTIONS_HEADER,
  ALL_TRANSACTIONS_TITLE,
  CHECKS_HEADER,
  CHECKS_TITLE,
  COMPLETE_CSV_HEADER,
  COMPLETE_CSV_OTHER_HEADER,
  FLAT_CSV_HEADER,
  formulaCells,
} from './expected-csv.ts';
import type { KnownTransaction, Sample } from './samples.ts';

const CENTS_PER_UNIT = 100;

function cents(amount: string): number {
  return Math.round(Number(amount) * CENTS_PER_UNIT);
}

function isBlank(row: readonly string[]): boolean {
  return row.every((cell) => cell === '');
}

/** The complete-data CSV of spec section 7, for a single-account sample. */
export function expectCompleteCsv(text: string, sample: Sample): void {
  expect(formulaCells(text), 'no cell starts a formula in any separator locale').toEqual([]);
  const rows = parseCsv(text);
  const header = rows[0] ?? [];
  expect(header.slice(0, COMPLETE_CSV_HEADER.length)).toEqual([...COMPLETE_CSV_HEADER]);
  expect([[], [...COMPLETE_CSV_OTHER_HEADER]]).toContainEqual(
    header.slice(COMPLETE_CSV_HEADER.length),
  );
  // The first three rows carry statement date, beginning and ending balance in the first two columns.
  expect(rows[1]?.slice(0, 2)).toEqual(['Statement Date', sample.statementDate]);
  expect(rows[2]?.slice(0, 2)).toEqual(['Beginning Balance', sample.openingBalance]);
  expect(rows[3]?.slice(0, 2)).toEqual(['Ending Balance', sample.closingBalance]);
  const deposit = rows[1]?.slice(2, 5) ?? [];
  expect([deposit[0], deposit[2]]).toEqual([sample.firstDeposit.date, sample.firstDeposit.amount]);
  expect(deposit[1]).toContain(sample.firstDeposit.description);

  const titleAt = rows.findIndex((row) => row.length === 1 && row[0] === ALL_TRANSACTIONS_TITLE);
  expect(titleAt, 'the complete CSV has an "All Transactions" section').toBeGreaterThan(3);
  expect(rows[titleAt + 1]).toEqual([...ALL_TRANSACTIONS_HEADER]);
  const checksAt = rows.findIndex((row) => row.length === 1 && row[0] === CHECKS_TITLE);
  expect(checksAt, 'the complete CSV ends with a "Checks" section').toBeGreaterThan(titleAt);
  expect(rows[checksAt + 1]).toEqual([...CHECKS_HEADER]);
  expect(rows[checksAt + 2]?.slice(0, 2), 'the checks start with the verdict').toEqual([
    'Verdict',
    sample.verdict,
  ]);
  const transactions = rows.slice(titleAt + 2, checksAt).filter((row) => !isBlank(row));
  expect(transactions).toHaveLength(sample.transactions);
  const dates = transactions.map((row) => row[0] ?? '');
  expect(dates, 'all transactions are sorted by date').toEqual([...dates].sort());
  const amountAt = ALL_TRANSACTIONS_HEADER.indexOf('Amount');
  const descriptionAt = ALL_TRANSACTIONS_HEADER.indexOf('Description');
  expectRowOf(transactions, sample.firstTransaction, amountAt, descriptionAt);
  expectRowOf(transactions, sample.lastTransaction, amountAt, descriptionAt);
  const total = transactions.reduce((sum, row) => sum + cents(row[amountAt] ?? ''), 0);
  expect(total).toBe(sample.netChangeCents);
}

/** The flat CSV (one line per transaction, statement order) a Document Library download returns. */
export function expectFlatCsv(text: string, sample: Sample): void {
  expect(formulaCells(text), 'no cell starts a formula in any separator locale').toEqual([]);
  const rows = parseCsv(text).filter((row) => !isBlank(row));
  expect(rows[0]).toEqual([...FLAT_CSV_HEADER]);
  const transactions = rows.slice(1);
  expect(transactions).toHaveLength(sample.transactions);
  const amountAt = FLAT_CSV_HEADER.indexOf('Amount');
  const descriptionAt = FLAT_CSV_HEADER.indexOf('Description');
  const first = transactions[0] ?? [];
  const last = transactions.at(-1) ?? [];
  expect([first[0], first[amountAt]]).toEqual([
    sample.firstTransaction.date,
    sample.firstTransaction.amount,
  ]);
  expect(first[descriptionAt]).toContain(sample.firstTransaction.description);
  expect([last[0], last[amountAt]]).toEqual([
    sample.lastTransaction.date,
    sample.lastTransaction.amount,
  ]);
  expect(last[descriptionAt]).toContain(sample.lastTransaction.description);
  // Debit and Credit split the signed amount into magnitudes.
  const debitAt = FLAT_CSV_HEADER.indexOf('Debit');
  const creditAt = FLAT_CSV_HEADER.indexOf('Credit');
  for (const row of transactions) {
    const amount = cents(row[amountAt] ?? '');
    const split = amount < 0 ? [String(-amount), ''] : ['', String(amount)];
    expect(
      [row[debitAt], row[creditAt]].map((v) => (v === '' ? '' : String(cents(v ?? '')))),
    ).toEqual(split);
  }
  const total = transactions.reduce((sum, row) => sum + cents(row[amountAt] ?? ''), 0);
  expect(total).toBe(sample.netChangeCents);
}

function expectRowOf(
  rows: readonly string[][],
  known: KnownTransaction,
  amountAt: number,
  descriptionAt: number,
): void {
  const match = rows.find(
    (row) =>
      row[0] === known.date &&
      row[amountAt] === known.amount &&
      (row[descriptionAt] ?? '').includes(known.description),
  );
  expect(match, `a row ${known.date} ${known.amount} "${known.description}"`).toBeDefined();
}
