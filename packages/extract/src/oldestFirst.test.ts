import { describe, expect, it } from 'vitest';
import { oldestFirst, opensList } from './oldestFirst.ts';
import { accountDraft, draftTxn } from './testing/drafts.ts';

/** A newest-first list: 30 → 115.00 (balance 115.00), 20 → -10.00 (balance 90.00); opened at 100.00. */
const rows = [
  draftTxn({ description: 'DEPOSIT', cents: 2500, balance: 11500 }),
  draftTxn({ description: 'FEE', cents: -1000, balance: 9000 }),
];

describe('oldestFirst', () => {
  it('keeps a balance line above the newest row as the opening when the rows carry it to the closing', () => {
    const draft = accountDraft({
      transactions: rows,
      closing: { cents: 11500, source: 'label' },
      checkpoints: [{ after: 0, cents: 10000, page: 1 }],
    });
    const turned = oldestFirst(draft);
    expect(turned.transactions.map((t) => t.description)).toEqual(['FEE', 'DEPOSIT']);
    expect(turned.checkpoints).toEqual([
      { after: 0, cents: 10000, page: 1 },
      { after: 1, cents: 9000, page: 1 },
      { after: 2, cents: 11500, page: 1 },
    ]);
  });

  it('moves a balance line above the newest row to the end when it is the closing', () => {
    const draft = accountDraft({
      transactions: rows,
      closing: { cents: 11500, source: 'label' },
      checkpoints: [{ after: 0, cents: 11500, page: 1 }],
    });
    expect(oldestFirst(draft).checkpoints).toEqual([
      { after: 1, cents: 9000, page: 1 },
      { after: 2, cents: 11500, page: 1 },
      { after: 2, cents: 11500, page: 1 },
    ]);
  });
});

describe('opensList', () => {
  const noBalances = rows.map((t) => ({ ...t, balance: null }));

  it('is the labelled opening, unless that is the closing too', () => {
    const opening = { cents: 10000, source: 'label' } as const;
    expect(opensList(accountDraft({ transactions: noBalances, opening }), 10000)).toBe(true);
    const closing = { cents: 10000, source: 'label' } as const;
    expect(opensList(accountDraft({ transactions: noBalances, opening, closing }), 10000)).toBe(
      false,
    );
  });

  it('is the labelled closing less the rows (opening + Σ = closing)', () => {
    const closing = { cents: 11500, source: 'label' } as const;
    expect(opensList(accountDraft({ transactions: noBalances, closing }), 10000)).toBe(true);
    expect(opensList(accountDraft({ transactions: noBalances, closing }), 10001)).toBe(false);
    expect(opensList(accountDraft({ transactions: noBalances, closing }), 11500)).toBe(false);
  });

  it("takes the newest row's balance as the closing when none is labelled", () => {
    expect(opensList(accountDraft({ transactions: rows }), 10000)).toBe(true);
    expect(opensList(accountDraft({ transactions: rows }), 11500)).toBe(false);
  });

  it('counts the rows against the balance of money owed', () => {
    const closing = { cents: 8500, source: 'label' } as const;
    const owed = accountDraft({ transactions: noBalances, closing, liability: true });
    expect(opensList(owed, 10000)).toBe(true);
  });

  it('is the closing with no closing to tell, or rows summing to nothing', () => {
    expect(opensList(accountDraft({ transactions: noBalances }), 10000)).toBe(false);
    const even = [draftTxn({ cents: 500 }), draftTxn({ cents: -500 })];
    const closing = { cents: 10000, source: 'label' } as const;
    expect(opensList(accountDraft({ transactions: even, closing }), 10000)).toBe(false);
  });
});
