import { describe, expect, it } from 'vitest';
import { sideTieWarning, TIE_WARNING } from './readingFollow.ts';
import { accountDraft, draftTxn } from './testing/drafts.ts';

describe('sideTieWarning', () => {
  const rows = [draftTxn({ cents: -2000 }), draftTxn({ cents: 5000 })];

  it('names the side the rows were read on', () => {
    const owed = sideTieWarning([accountDraft({ liability: true, transactions: rows })]);
    expect(owed).toContain('it was read as money owed (a card)');
    const held = sideTieWarning([accountDraft({ transactions: rows })]);
    expect(held).toContain('it was read as money held (a bank account)');
  });

  it('gives the general warning when accounts with rows were read on both sides', () => {
    // An account without rows says nothing about the side the rows were read on.
    const one = [accountDraft({ liability: true, transactions: rows }), accountDraft()];
    expect(sideTieWarning(one)).toContain('money owed (a card)');
    const both = [
      accountDraft({ liability: true, transactions: rows }),
      accountDraft({ transactions: rows }),
    ];
    expect(sideTieWarning(both)).toBe(TIE_WARNING);
  });
});
