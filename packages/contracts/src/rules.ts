/**
 * Rules over a Statement that the engine and the web's review table both apply: the spec's per-category
 * arrays rebuilt from the rows, and the combined verdict of several accounts. Money is whatever unit the
 * caller holds (the engine's cents or the edge's decimals); nothing here adds amounts.
 */
import type {
  AccountStatement,
  AtmWithdrawal,
  CheckPaid,
  Deposit,
  OtherWithdrawal,
  Transaction,
  Verification,
  VisaPurchase,
} from './statement.ts';

/** The rows and the spec's per-category arrays. */
export type Partitioned = Pick<
  AccountStatement,
  | 'transactions'
  | 'deposits'
  | 'atmWithdrawals'
  | 'checksPaid'
  | 'visaPurchases'
  | 'otherWithdrawals'
>;

/**
 * The spec's per-category arrays: money in is a deposit, else the category decides (a check, an ATM
 * withdrawal, a card purchase, or another withdrawal); every row lands in exactly one array.
 */
export function partition(transactions: Transaction[]): Partitioned {
  const deposits: Deposit[] = [];
  const atmWithdrawals: AtmWithdrawal[] = [];
  const checksPaid: CheckPaid[] = [];
  const visaPurchases: VisaPurchase[] = [];
  const otherWithdrawals: OtherWithdrawal[] = [];
  for (const t of transactions) {
    if (t.amount > 0) {
      deposits.push({ description: t.description, dateCredited: t.date, amount: t.amount });
    } else if (t.category === 'check') {
      checksPaid.push({
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
      (t.category === 'atm' ? atmWithdrawals : visaPurchases).push(row);
    } else {
      otherWithdrawals.push({
        description: t.description,
        date: t.date,
        amount: t.amount,
        category: t.category,
      });
    }
  }
  return { transactions, deposits, atmWithdrawals, checksPaid, visaPurchases, otherWithdrawals };
}

/**
 * The combined view's verification over several accounts: the worst verdict (any mismatch, else verified
 * only when every account is), the weakest balance source, the running-balance counts summed, the first
 * break renumbered into the combined rows (`rows` is each account's row count), the section checks in order.
 */
export function combineVerifications(
  parts: readonly { verification: Verification; rows: number }[],
): Verification {
  const source = (pick: (v: Verification) => Verification['openingSource']) => {
    const all = parts.map((p) => pick(p.verification));
    return all.includes('missing') ? 'missing' : all.includes('derived') ? 'derived' : 'printed';
  };
  const verdicts = parts.map((p) => p.verification.verdict);
  let offset = 0;
  let firstBreak: Verification['runningBalances']['firstBreak'] = null;
  for (const p of parts) {
    const br = p.verification.runningBalances.firstBreak;
    if (br && !firstBreak) firstBreak = { ...br, row: br.row + offset };
    offset += p.rows;
  }
  return {
    verdict: verdicts.includes('mismatch')
      ? 'mismatch'
      : verdicts.every((v) => v === 'verified')
        ? 'verified'
        : 'unverified',
    openingSource: source((v) => v.openingSource),
    closingSource: source((v) => v.closingSource),
    runningBalances: {
      printed: parts.reduce((s, p) => s + p.verification.runningBalances.printed, 0),
      matched: parts.reduce((s, p) => s + p.verification.runningBalances.matched, 0),
      firstBreak,
    },
    sectionTotals: parts.flatMap((p) => p.verification.sectionTotals),
  };
}
