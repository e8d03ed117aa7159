import { describe, expect, it } from 'vitest';
import { jointReadings, otherSide, otherSideFits } from './readingFollow.ts';
import { accountDraft, draftTxn } from './testing/drafts.ts';
import type { AccountDraft, ReadOutcome, Reading, Score } from './types.ts';
import { PLAIN_READING } from './testing/readings.ts';

const HELD: Reading = { ...PLAIN_READING, order: 'DMY' };

/** Only a reading, its score and its accounts matter to the follow-ups. */
function outcome(
  reading: Partial<Reading>,
  score: Partial<Score> = {},
  accounts: AccountDraft[] = [],
): ReadOutcome {
  return {
    reading: { ...HELD, ...reading },
    score: { figures: 0, failed: 0, unproven: 1, datesInPeriod: 10, rows: 10, ...score },
    assembly: { accounts, tables: [], sections: [], warnings: [] },
  } as unknown as ReadOutcome;
}

/** Money owed read as money held: purchases of 26.40 and 12.00 raise the balance, a payment of 50 lowers it. */
const owedAsHeld = accountDraft({
  transactions: [-2640, -1200, 5000].map((cents) => draftTxn({ cents })),
  checkpoints: [
    { after: 0, cents: 10000, page: 1 },
    { after: 1, cents: 12640, page: 1 },
    { after: 2, cents: 13840, page: 1 },
    { after: 3, cents: 8840, page: 1 },
  ],
});

describe('otherSide', () => {
  it('turns money held into money owed, in either card sign convention', () => {
    expect(otherSide(HELD)).toEqual([
      { ...HELD, liability: true, cardSigns: 'issuer' },
      { ...HELD, liability: true, cardSigns: 'holder' },
    ]);
  });
});

describe('jointReadings', () => {
  const best = outcome({});

  it('judges a sum-line reading left unproven on the other side too, and with the loose figures', () => {
    expect(jointReadings(outcome({ sumLines: true }), best)).toEqual([
      { ...HELD, sumLines: true, liability: true, cardSigns: 'issuer' },
      { ...HELD, sumLines: true, liability: true, cardSigns: 'holder' },
      { ...HELD, sumLines: true, looseAmounts: true },
    ]);
  });

  it('judges a failing change of one figure dimension with the other changed too', () => {
    // Whole numbers find the rows; a carried balance among them breaks the running balance, which only
    // the sum lines read as a balance.
    expect(jointReadings(outcome({ looseAmounts: true }, { failed: 1 }), best)).toEqual([
      { ...HELD, looseAmounts: true, sumLines: true },
    ]);
    expect(jointReadings(outcome({ sumLines: true }, { failed: 1 }), best)).toEqual([
      { ...HELD, sumLines: true, looseAmounts: true },
    ]);
  });

  it('judges a reading on the other side left unproven with the sum lines, or the loose figures, too', () => {
    const owed = outcome({ liability: true, cardSigns: 'holder' });
    expect(jointReadings(owed, best)).toEqual([
      { ...HELD, liability: true, cardSigns: 'holder', sumLines: true },
      { ...HELD, liability: true, cardSigns: 'holder', looseAmounts: true },
    ]);
  });

  it('follows nothing from a reading proven, or changing both or neither', () => {
    expect(jointReadings(outcome({ sumLines: true }, { unproven: 0, figures: 2 }), best)).toEqual(
      [],
    );
    expect(
      jointReadings(outcome({ sumLines: true, looseAmounts: true }, { failed: 1 }), best),
    ).toEqual([]);
    expect(jointReadings(outcome({ sumLines: true, liability: true }), best)).toEqual([]);
    expect(jointReadings(outcome({ mode: 'amountLast' }), best)).toEqual([]);
  });
});

describe('otherSideFits', () => {
  it('counts the running balances that move against the rows as the other side', () => {
    expect(otherSideFits(outcome({}, {}, [owedAsHeld]))).toBe(true);
    // Read as money owed, the same balances move with the rows.
    expect(otherSideFits(outcome({}, {}, [{ ...owedAsHeld, liability: true }]))).toBe(false);
  });
});
