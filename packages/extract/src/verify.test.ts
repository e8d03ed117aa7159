import { describe, expect, it } from 'vitest';
import { reconcile } from './reconcile.ts';
import {
  balancesUnread,
  checkSummary,
  checkTotals,
  moneyText,
  verificationWarnings,
  verifyAccount,
} from './verify.ts';
import { accountDraft, draftTxn } from './testing/drafts.ts';
import type { AccountDraft, DraftTransaction, PrintedBalance, RunningCheck } from './types.ts';

const txn = (cents: number): DraftTransaction => draftTxn({ cents });

function draft(
  opening: PrintedBalance | null,
  closing: PrintedBalance | null,
  amounts: number[],
  totals: AccountDraft['totals'] = [],
): AccountDraft {
  return accountDraft({ opening, closing, transactions: amounts.map(txn), totals });
}

const NO_RUNNING: RunningCheck = { printed: 0, matched: 0, firstBreak: null };
const identity = (i: number): number => i + 1;

function judge(d: AccountDraft, running: RunningCheck = NO_RUNNING) {
  const r = reconcile(
    d.opening?.cents ?? null,
    d.transactions.map((t) => t.cents),
    d.closing?.cents ?? null,
    d.liability,
  );
  const v = verifyAccount(d, running, r, identity);
  return { v, warnings: verificationWarnings(v, d, r, 'USD') };
}

describe('verifyAccount', () => {
  it('verifies an account whose printed opening and ending balances are reproduced', () => {
    const { v, warnings } = judge(
      draft({ cents: 10000, source: 'label' }, { cents: 12000, source: 'forward' }, [5000, -3000]),
    );
    expect(v).toEqual({
      verdict: 'verified',
      openingSource: 'printed',
      closingSource: 'printed',
      runningBalances: { printed: 0, matched: 0, firstBreak: null },
      sectionTotals: [],
    });
    expect(warnings).toEqual([]);
  });

  it('never verifies on a derived beginning balance, and says why', () => {
    const { v, warnings } = judge(
      draft({ cents: 10000, source: 'derived' }, { cents: 12000, source: 'label' }, [5000, -3000]),
      { printed: 1, matched: 1, firstBreak: null },
    );
    expect(v.verdict).toBe('unverified');
    expect(v.openingSource).toBe('derived');
    expect(warnings).toEqual([
      'No beginning balance is printed; $100.00 was worked out from the first running balance, so the transactions before it could not be checked.',
    ]);
  });

  it('is unverified with nothing printed to check against, naming both missing balances', () => {
    const { v, warnings } = judge(draft(null, null, [5000]));
    expect(v.verdict).toBe('unverified');
    expect(v.openingSource).toBe('missing');
    expect(v.closingSource).toBe('missing');
    expect(warnings).toEqual([
      'No beginning balance was found on the statement, so the transactions could not be checked against it.',
      'No ending balance was found on the statement, so the total of the transactions could not be checked.',
    ]);
  });

  it('is a mismatch when the printed ending balance is not reproduced, with the difference', () => {
    const { v, warnings } = judge(
      draft({ cents: 10000, source: 'label' }, { cents: -1240, source: 'label' }, [-10000]),
    );
    expect(v.verdict).toBe('mismatch');
    expect(warnings).toEqual([
      'The ending balance printed on the statement is -$12.40, but the beginning balance and the transactions add up to $0.00, a difference of $12.40. A transaction may be missing, doubled or misread.',
    ]);
  });

  it('is a mismatch when a running balance breaks even though the ending balance agrees', () => {
    const { v, warnings } = judge(
      draft({ cents: 10000, source: 'label' }, { cents: 12000, source: 'label' }, [5000, -3000]),
      {
        printed: 3,
        matched: 1,
        firstBreak: { after: 2, page: 3, printed: 13000, expected: 12000 },
      },
    );
    expect(v.verdict).toBe('mismatch');
    expect(v.runningBalances.firstBreak).toEqual({
      row: 2,
      page: 3,
      printed: 13000,
      expected: 12000,
      difference: 1000,
    });
    expect(warnings).toEqual([
      'The running balance printed on page 3 at row 2 of the transactions is $130.00, but the rows above it add up to $120.00, a difference of $10.00. 2 of the 3 running balances printed do not match.',
    ]);
  });
});

describe('a balance column left unread (balancesUnread)', () => {
  const rows = [5000, -3000];
  const balances = (over: Partial<AccountDraft>): AccountDraft =>
    accountDraft({
      opening: { cents: 10000, source: 'label' },
      closing: { cents: 12000, source: 'label' },
      transactions: rows.map(txn),
      ...over,
    });

  it('does not verify rows read under a balance column with no running balance read, and says so', () => {
    const d = balances({ balanceColumnRows: 2 });
    expect(balancesUnread(d)).toBe(true);
    const { v, warnings } = judge(d);
    expect(v.verdict).toBe('unverified');
    expect(warnings).toEqual([
      'The statement prints a balance beside its transactions, but none of those balances could be read, so the transactions were not checked one by one against them. Check the descriptions and amounts against the PDF.',
    ]);
  });

  it('verifies as before once one running balance was read, or where no balance column is named', () => {
    const read = balances({
      balanceColumnRows: 2,
      checkpoints: [{ after: 1, cents: 15000, page: 1 }],
    });
    expect(balancesUnread(read)).toBe(false);
    expect(judge(read, { printed: 1, matched: 1, firstBreak: null }).v.verdict).toBe('verified');
    const none = balances({ balanceColumnRows: 0 });
    expect(balancesUnread(none)).toBe(false);
    expect(judge(none).v.verdict).toBe('verified');
  });
});

describe('checkTotals', () => {
  it('compares a total in a debit column with the money out of the rows it covers', () => {
    const d = draft(
      null,
      null,
      [-1000, 2500, -250],
      [{ label: 'Total', page: 2, from: 0, to: 3, amounts: [{ cents: 1250, role: 'debit' }] }],
    );
    expect(checkTotals(d)).toEqual([
      { label: 'Total', page: 2, printed: 1250, computed: 1250, difference: 0 },
    ]);
  });

  it('reports a section total its rows miss, in words', () => {
    const d = draft(
      { cents: 0, source: 'label' },
      { cents: -1500, source: 'label' },
      [-1000, -500],
      [
        {
          label: 'Total checks paid',
          page: 1,
          from: 0,
          to: 2,
          amounts: [{ cents: 1600, role: 'amount' }],
        },
      ],
    );
    const { v, warnings } = judge(d);
    expect(v.verdict).toBe('mismatch');
    expect(v.sectionTotals).toEqual([
      { label: 'Total checks paid', page: 1, printed: 1600, computed: 1500, difference: 100 },
    ]);
    expect(warnings).toEqual([
      'The statement prints $16.00 for "Total checks paid" on page 1, but the rows it covers add up to $15.00, a difference of $1.00.',
    ]);
  });

  it('accepts a total in an amount column that equals the net of a mixed group', () => {
    const d = draft(
      null,
      null,
      [-1000, 2500],
      [{ label: 'Total', page: 1, from: 0, to: 2, amounts: [{ cents: 1500, role: 'amount' }] }],
    );
    expect(checkTotals(d)[0]!.difference).toBe(0);
  });

  /** A turnover line "Total 3,703.29 2,422.34" under the debit and credit columns of rows read from `rows`. */
  const turnover = (rows: number[]): AccountDraft =>
    draft(null, null, rows, [
      {
        label: 'Total',
        page: 2,
        from: 0,
        to: rows.length,
        amounts: [
          { cents: 370329, role: 'debit' },
          { cents: 242234, role: 'credit' },
        ],
      },
    ]);

  it('matches a turnover line to rows the balances settled the other way round from their columns', () => {
    // Debits 3,000.00 and 703.29 raised the balance (money in), the credit 2,422.34 lowered it.
    expect(checkTotals(turnover([300000, -242234, 70329]))).toEqual([
      { label: 'Total', page: 2, printed: 370329, computed: 370329, difference: 0 },
      { label: 'Total', page: 2, printed: 242234, computed: 242234, difference: 0 },
    ]);
  });

  it('still fails a turnover line only one of whose figures fits either way round', () => {
    expect(checkTotals(turnover([300000, -242234, -70329]))).toEqual([
      { label: 'Total', page: 2, printed: 370329, computed: 312563, difference: 57766 },
      { label: 'Total', page: 2, printed: 242234, computed: 300000, difference: -57766 },
    ]);
  });
});

describe('checkSummary', () => {
  /** A card: owed 1,000.00, paid 1,000.00 and refunded 20.00, bought 300.00 and 50.00; owes 330.00. */
  function card(summary: AccountDraft['summary']): AccountDraft {
    return {
      ...draft(
        { cents: 100000, source: 'label' },
        { cents: 33000, source: 'label' },
        [100000, 2000, -30000, -5000],
      ),
      liability: true,
      summary,
    };
  }
  const payments = { label: 'Payments', page: 1, cents: 100000, direction: 'in' as const };
  const credits = { label: 'Other credits', page: 1, cents: 2000, direction: 'in' as const };
  const purchases = { label: 'Purchases', page: 1, cents: 35000, direction: 'out' as const };

  it('checks the money in and the money out of the rows against the summary figures', () => {
    expect(checkSummary(card([payments, credits, purchases]))).toEqual([
      {
        label: 'Payments + Other credits',
        side: 'in',
        page: 1,
        printed: 102000,
        computed: 102000,
        difference: 0,
      },
      { label: 'Purchases', side: 'out', page: 1, printed: 35000, computed: 35000, difference: 0 },
    ]);
    expect(judge(card([payments, credits, purchases])).v.verdict).toBe('verified');
  });

  it('says which summary figure the rows miss, with both sums', () => {
    const read = card([payments, credits, purchases]);
    // A 50.00 purchase and a 50.00 refund read as one 0.00 pair: the balances still agree.
    const d = {
      ...read,
      transactions: [100000, 2000, -30000, -5000, -5000, 5000].map((c) => ({
        ...read.transactions[0]!,
        cents: c,
      })),
    };
    const { v, warnings } = judge(d);
    expect(v.verdict).toBe('mismatch');
    expect(warnings).toEqual([
      'The statement\'s summary on page 1 prints $1,020.00 for "Payments + Other credits", but the payments and credits among the transactions add up to $1,070.00, a difference of $50.00. A transaction may be missing, doubled or misread.',
      'The statement\'s summary on page 1 prints $350.00 for "Purchases", but the purchases and charges among the transactions add up to $400.00, a difference of $50.00. A transaction may be missing, doubled or misread.',
    ]);
  });

  it('checks nothing when the summary figures do not take the opening balance to the closing one', () => {
    // "Other credits" not read: the summary's own arithmetic is 20.00 short.
    expect(checkSummary(card([payments, purchases]))).toEqual([]);
    // A closing balance worked out by the engine proves nothing.
    const derived: AccountDraft = {
      ...card([payments, credits, purchases]),
      closing: { cents: 33000, source: 'derived' },
    };
    expect(checkSummary(derived)).toEqual([]);
  });

  it("reads a bank account's figures the other way round: money in adds to the balance", () => {
    const d: AccountDraft = {
      ...draft({ cents: 10000, source: 'label' }, { cents: 12000, source: 'label' }, [5000, -3000]),
      summary: [
        { label: 'Deposits', page: 1, cents: 5000, direction: 'in' },
        { label: 'Withdrawals', page: 1, cents: 3100, direction: 'out' },
      ],
    };
    // 100.00 + 50.00 - 31.00 is not 120.00: the summary is not checked.
    expect(checkSummary(d)).toEqual([]);
    const balanced: AccountDraft = {
      ...d,
      summary: [d.summary![0]!, { ...d.summary![1]!, cents: 3000 }],
    };
    expect(checkSummary(balanced).map((c) => c.difference)).toEqual([0, 0]);
  });
});

describe('moneyText', () => {
  it('writes the currency as a symbol where one is common, else as its code', () => {
    expect(moneyText(-123456, 'GBP')).toBe('£1,234.56');
    expect(moneyText(5, 'CHF')).toBe('CHF 0.05');
    expect(moneyText(100, null)).toBe('1.00');
  });
});
