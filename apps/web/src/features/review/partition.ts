import type { AccountStatement, Transaction } from '@statemint/contracts';

type Partitioned = Pick<
  AccountStatement,
  | 'transactions'
  | 'deposits'
  | 'atmWithdrawals'
  | 'checksPaid'
  | 'visaPurchases'
  | 'otherWithdrawals'
>;

/**
 * The spec's per-category arrays rebuilt from edited rows, by the engine's rule (`partition` in
 * packages/extract/src/buildStatement.ts, which the web may not import): money in is a deposit, else the
 * category decides; every row lands in exactly one array.
 */
export function partition(transactions: Transaction[]): Partitioned {
  const out: Partitioned = {
    transactions,
    deposits: [],
    atmWithdrawals: [],
    checksPaid: [],
    visaPurchases: [],
    otherWithdrawals: [],
  };
  for (const t of transactions) {
    if (t.amount > 0) {
      out.deposits.push({ description: t.description, dateCredited: t.date, amount: t.amount });
    } else if (t.category === 'check') {
      out.checksPaid.push({
        datePaid: t.date,
        checkNumber: t.checkNumber ?? '',
        amount: Math.abs(t.amount),
        referenceNumber: t.reference ?? '',
      });
    } else if (t.category === 'atm' || t.category === 'card') {
      const row = {
        description: t.description,
        tranDate: t.date,
        datePosted: t.postedDate ?? t.date,
        amount: t.amount,
      };
      (t.category === 'atm' ? out.atmWithdrawals : out.visaPurchases).push(row);
    } else {
      out.otherWithdrawals.push({
        description: t.description,
        date: t.date,
        amount: t.amount,
        category: t.category,
      });
    }
  }
  return out;
}
