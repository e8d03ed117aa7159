import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmByFigures, reconcile, settleWithBalances } from './reconcile.ts';
import { balancePoint, otherBalance } from './assemble/signs.ts';
import { draftTxn } from './testing/drafts.ts';
import type { AccountDraft, DraftTransaction } from './types.ts';

const txn = (
  cents: number,
  signSource: DraftTransaction['signSource'],
  balance: number | null,
): DraftTransaction =>
  draftTxn({ date: { year: 2024, month: 1, day: 1 }, cents, signSource, balance });

describe('reconcile', () => {
  it('balances when beginning + sum of amounts = ending (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: -1e7, max: 1e7 })),
        (begin, amounts) => {
          const end = begin + amounts.reduce((s, a) => s + a, 0);
          expect(reconcile(begin, amounts, end, false)).toEqual({
            expectedEnding: end,
            difference: 0,
            balanced: true,
          });
          // A liability runs the other way: beginning - sum = ending.
          const owed = begin - amounts.reduce((s, a) => s + a, 0);
          expect(reconcile(begin, amounts, owed, true).balanced).toBe(true);
        },
      ),
    );
  });

  it('reports the difference when a row is missing (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: 1, max: 1e7 }), { minLength: 1 }),
        (begin, amounts) => {
          const end = begin + amounts.reduce((s, a) => s + a, 0);
          const r = reconcile(begin, amounts.slice(1), end, false);
          expect(r.balanced).toBe(false);
          expect(r.difference).toBe(amounts[0]);
        },
      ),
    );
  });

  it('is unbalanced without a beginning or ending balance', () => {
    expect(reconcile(null, [1], 1, false)).toEqual({
      expectedEnding: null,
      difference: null,
      balanced: false,
    });
    expect(reconcile(0, [1], null, false)).toEqual({
      expectedEnding: 1,
      difference: null,
      balanced: false,
    });
  });
});

describe('settleWithBalances', () => {
  it('flips an inferred sign that the running balance contradicts', () => {
    const account: AccountDraft = {
      accountNumber: null,
      liability: false,
      opening: { cents: 10000, source: 'label' },
      closing: { cents: 7500, source: 'label' },
      transactions: [txn(2500, 'default', 7500)],
      checkpoints: [{ after: 1, cents: 7500, page: 1 }],
      totals: [],
    };
    const { account: settled, check } = settleWithBalances(account, false);
    expect(check).toEqual({
      printed: 1,
      matched: 1,
      firstBreak: null,
    });
    expect(settled.transactions[0]!.cents).toBe(-2500);
    expect(settled.transactions[0]!.signSource).toBe('explicit');
    // A new draft: the one given keeps its row as read.
    expect(account.transactions[0]!.cents).toBe(2500);
    expect(account.transactions[0]!.signSource).toBe('default');
  });

  it('settles the inferred sign of a row above the first running balance by a labelled opening', () => {
    // No opening read as such; a summary printed 100.00 beside a label the engine does not know.
    const account: AccountDraft = {
      accountNumber: null,
      liability: false,
      opening: null,
      closing: null,
      transactions: [txn(2500, 'default', 7500), txn(-500, 'column', 7000)],
      checkpoints: [
        { after: 1, cents: 7500, page: 1 },
        { after: 2, cents: 7000, page: 1 },
      ],
      totals: [],
      figures: [{ cents: 10000, negative: false, marker: null, currency: null }],
    };
    const { account: settled, check } = settleWithBalances(account, false);
    expect(settled.opening).toEqual({ cents: 10000, source: 'label' });
    expect(settled.transactions.map((t) => [t.cents, t.signSource])).toEqual([
      [-2500, 'explicit'],
      [-500, 'column'],
    ]);
    expect(check).toEqual({ printed: 2, matched: 2, firstBreak: null });
    // No labelled figure fits: the opening is worked out from the row as read.
    const { account: derived } = settleWithBalances({ ...account, figures: [] }, false);
    expect(derived.opening).toEqual({ cents: 5000, source: 'derived' });
    expect(derived.transactions[0]!.cents).toBe(2500);
  });

  it('never flips a sign printed in a debit or credit column, and reports the break', () => {
    const account: AccountDraft = {
      accountNumber: null,
      liability: false,
      opening: { cents: 10000, source: 'label' },
      closing: null,
      transactions: [txn(2500, 'column', 7500)],
      checkpoints: [{ after: 1, cents: 7500, page: 2 }],
      totals: [],
    };
    const { account: settled, check } = settleWithBalances(account, false);
    expect(check).toEqual({
      printed: 1,
      matched: 0,
      firstBreak: { after: 1, page: 2, printed: 7500, expected: 12500 },
    });
    expect(settled.transactions[0]!.cents).toBe(2500);
    // The last running balance, printed on the last row, stands in for the closing balance.
    expect(settled.closing).toEqual({ cents: 7500, source: 'runningBalance' });
    expect(account.closing).toBeNull();
  });

  it('derives a missing opening balance from the first running balance, which is then no check', () => {
    const account: AccountDraft = {
      accountNumber: null,
      liability: false,
      opening: null,
      closing: null,
      transactions: [txn(-500, 'explicit', 9500), txn(200, 'explicit', 9700)],
      checkpoints: [
        { after: 1, cents: 9500, page: 1 },
        { after: 2, cents: 9700, page: 1 },
      ],
      totals: [],
    };
    const { account: settled, check } = settleWithBalances(account, false);
    expect(check).toEqual({
      printed: 1,
      matched: 1,
      firstBreak: null,
    });
    expect(settled.opening).toEqual({ cents: 10000, source: 'derived' });
    expect(settled.closing).toEqual({ cents: 9700, source: 'runningBalance' });
    expect(account.opening).toBeNull();
  });

  it('checks each segment from the previous printed balance, so one break does not spread', () => {
    const account: AccountDraft = {
      accountNumber: null,
      liability: false,
      opening: { cents: 10000, source: 'label' },
      closing: { cents: 9000, source: 'label' },
      transactions: [
        txn(-1000, 'column', 9000),
        txn(-500, 'column', 8000),
        txn(1000, 'column', 9000),
      ],
      checkpoints: [
        { after: 1, cents: 9000, page: 1 },
        { after: 2, cents: 8000, page: 2 },
        { after: 3, cents: 9000, page: 2 },
      ],
      totals: [],
    };
    expect(settleWithBalances(account, false).check).toEqual({
      printed: 3,
      matched: 2,
      firstBreak: { after: 2, page: 2, printed: 8000, expected: 8500 },
    });
  });

  /** A figure as printed: unsigned, no marker. */
  const figure = (cents: number) => ({ cents, negative: false, marker: null, currency: null });

  it('takes an opening worked out from the first running balance as printed when a labelled figure prints it', () => {
    const account: AccountDraft = {
      accountNumber: null,
      liability: false,
      opening: null,
      closing: null,
      transactions: [txn(-300, 'column', 9700), txn(-200, 'column', 9500)],
      checkpoints: [
        { after: 1, cents: 9700, page: 1 },
        { after: 2, cents: 9500, page: 1 },
      ],
      totals: [],
      // "Balance on 1 May 100.00", "Paid out 5.00"
      figures: [figure(10000), figure(500)],
    };
    // The first running balance is now a check of the printed opening.
    const { account: settled, check } = settleWithBalances(account, false);
    expect(check).toEqual({
      printed: 2,
      matched: 2,
      firstBreak: null,
    });
    expect(settled.opening).toEqual({ cents: 10000, source: 'label' });
    expect(settled.closing).toEqual({ cents: 9500, source: 'runningBalance' });
  });

  it('leaves the opening derived when no labelled figure prints it', () => {
    const account: AccountDraft = {
      accountNumber: null,
      liability: false,
      opening: null,
      closing: null,
      transactions: [txn(-300, 'column', 9700)],
      checkpoints: [{ after: 1, cents: 9700, page: 1 }],
      totals: [],
      figures: [figure(9999)],
    };
    expect(settleWithBalances(account, false).account.opening).toEqual({
      cents: 10000,
      source: 'derived',
    });
  });
});

describe('settleWithBalances on an opening worked out to the labelled closing', () => {
  const figure = (cents: number) => ({ cents, negative: false, marker: null, currency: null });
  // A total read as a row (-300.00) nets the rows to nothing: the opening worked out from the first
  // running balance is the closing's own figure, printed nowhere as an opening.
  const account: AccountDraft = {
    accountNumber: null,
    liability: false,
    opening: null,
    closing: { cents: 40000, source: 'label' },
    transactions: [txn(-30000, 'column', null), txn(30000, 'column', 40000)],
    checkpoints: [{ after: 2, cents: 40000, page: 1 }],
    totals: [],
    figures: [figure(10000), figure(40000)],
  };

  it('is derived, not printed, when the closing is the only figure printing it', () => {
    const { account: settled, check } = settleWithBalances(account, false);
    expect(settled.opening).toEqual({ cents: 40000, source: 'derived' });
    expect(check).toEqual({ printed: 0, matched: 0, firstBreak: null });
  });

  it('is printed when another labelled figure prints it too', () => {
    const twice = { ...account, figures: [figure(40000), figure(40000)] };
    expect(settleWithBalances(twice, false).account.opening).toEqual({
      cents: 40000,
      source: 'label',
    });
  });
});

describe('confirmByFigures', () => {
  const figure = (cents: number) => ({ cents, negative: false, marker: null, currency: null });
  const draft = (over: Partial<AccountDraft>): AccountDraft => ({
    accountNumber: null,
    liability: false,
    opening: null,
    closing: null,
    transactions: [txn(-300, 'column', null), txn(1000, 'column', null)],
    checkpoints: [],
    totals: [],
    figures: [figure(700), figure(10700), figure(300)],
    ...over,
  });

  it('takes the closing balance from the figure that is opening + the rows', () => {
    const a = draft({ opening: { cents: 10000, source: 'label' } });
    expect(confirmByFigures(a, false).closing).toEqual({ cents: 10700, source: 'label' });
    expect(a.closing).toBeNull();
  });

  it('takes the opening balance from the figure that is closing - the rows', () => {
    const a = draft({ closing: { cents: 10700, source: 'label' }, figures: [figure(10000)] });
    expect(confirmByFigures(a, false).opening).toEqual({ cents: 10000, source: 'label' });
  });

  it('takes nothing when no figure fits, or when the rows sum to nothing', () => {
    const a = draft({ opening: { cents: 10000, source: 'label' }, figures: [figure(10699)] });
    expect(confirmByFigures(a, false)).toBe(a);
    const b = draft({
      opening: { cents: 10000, source: 'label' },
      transactions: [txn(-300, 'column', null), txn(300, 'column', null)],
      figures: [figure(10000)],
    });
    expect(confirmByFigures(b, false)).toBe(b);
  });

  it('takes both balances from the one pair of figures the rows carry from the first to the second', () => {
    // Opening 100.00, money in 10.00, money out -3.00 (signed), closing 107.00: a summary box.
    const a = draft({
      figures: [figure(10000), figure(1000), { ...figure(300), negative: true }, figure(10700)],
    });
    const got = confirmByFigures(a, false);
    expect(got.opening).toEqual({ cents: 10000, source: 'label' });
    expect(got.closing).toEqual({ cents: 10700, source: 'label' });
  });

  it('takes no pair from the money-out and money-in totals, a zero, or two pairs that fit', () => {
    // Money out 3.00 + Σ 7.00 = money in 10.00, by construction.
    const totals = draft({ figures: [figure(300), figure(1000)] });
    expect(confirmByFigures(totals, false)).toBe(totals);
    const zero = draft({ figures: [figure(0), figure(700)] });
    expect(confirmByFigures(zero, false)).toBe(zero);
    const two = draft({ figures: [figure(10000), figure(10700), figure(20000), figure(20700)] });
    expect(confirmByFigures(two, false)).toBe(two);
    // The later figure first: the rows carry nothing forward.
    const backwards = draft({ figures: [figure(10700), figure(10000)] });
    expect(confirmByFigures(backwards, false)).toBe(backwards);
  });
});

describe('confirmByFigures on a card (money owed) with no balance label read', () => {
  const figure = (cents: number) => ({ cents, negative: false, marker: null, currency: null });
  // The amount due (109.00) in a box above the previous balance (100.00): the print order is no proof.
  const card = (cents: number[]): AccountDraft => ({
    accountNumber: null,
    liability: true,
    opening: null,
    closing: null,
    transactions: cents.map((c) => txn(c, 'default', null)),
    checkpoints: [],
    totals: [],
    figures: [figure(10900), figure(4000), figure(10000)],
  });

  it('takes the pair in either print order when most rows are charges (the amount owed rises)', () => {
    const got = confirmByFigures(card([-500, -300, -200, 100]), true);
    expect(got.opening).toEqual({ cents: 10000, source: 'label' });
    expect(got.closing).toEqual({ cents: 10900, source: 'label' });
  });

  it('takes no pair when most rows are payments: the same figures fit with every sign turned', () => {
    const turned = card([500, 300, 200, -100]);
    expect(confirmByFigures(turned, true)).toBe(turned);
  });
});

describe('settleWithBalances on a card whose balances below zero are marked DR', () => {
  // Owes 498.53; a payment of 523.64 read as a purchase takes it to 25.11 DR (in the holder's favour),
  // and a purchase of 163.37 marked DR back to 138.26 owed.
  const dr = (cents: number) => ({ cents, negative: false, marker: 'DR' as const, currency: null });
  const plain = (cents: number) => ({ cents, negative: false, marker: null, currency: null });
  const card = (): AccountDraft => ({
    accountNumber: null,
    liability: true,
    opening: { cents: 49853, source: 'label' },
    closing: { cents: 13826, source: 'label' },
    transactions: [
      { ...txn(-52364, 'section', 2511), balanceOther: -2511 },
      txn(-16337, 'explicit', 13826),
    ],
    checkpoints: [balancePoint(dr(2511), true, 1, 1), balancePoint(plain(13826), true, 2, 1)],
    totals: [],
  });

  it('reads a DR balance of a card on either side of zero, and nothing else', () => {
    expect(balancePoint(dr(2511), true, 1, 1)).toEqual({
      after: 1,
      cents: 2511,
      page: 1,
      other: -2511,
    });
    expect(balancePoint(dr(2511), false, 1, 1)).toEqual({ after: 1, cents: -2511, page: 1 });
    expect(otherBalance(plain(2511), true)).toBeUndefined();
    expect(otherBalance({ ...dr(2511), marker: 'CR' }, true)).toBeUndefined();
  });

  it('takes the other side of zero where only it fits the rows, settling their signs by it', () => {
    const { account: settled, check } = settleWithBalances(card(), true);
    expect(check).toEqual({ printed: 2, matched: 2, firstBreak: null });
    expect(settled.transactions.map((t) => [t.cents, t.signSource, t.balance])).toEqual([
      [52364, 'explicit', -2511],
      [-16337, 'explicit', 13826],
    ]);
    expect(settled.checkpoints.map((c) => c.cents)).toEqual([-2511, 13826]);
  });

  it('keeps the balance as read where it fits', () => {
    // A purchase of 473.42 taking 498.53 owed to 971.95 owed, marked DR (a debit balance).
    const account: AccountDraft = {
      ...card(),
      closing: null,
      transactions: [{ ...txn(-47342, 'section', 97195), balanceOther: -97195 }],
      checkpoints: [balancePoint(dr(97195), true, 1, 1)],
    };
    const { account: settled, check } = settleWithBalances(account, true);
    expect(check).toEqual({ printed: 1, matched: 1, firstBreak: null });
    expect(settled.transactions[0]!.cents).toBe(-47342);
    expect(settled.checkpoints[0]!.cents).toBe(97195);
    expect(settled.closing).toEqual({ cents: 97195, source: 'runningBalance' });
  });
});
