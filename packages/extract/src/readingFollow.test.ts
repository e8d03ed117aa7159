import { describe, expect, it } from 'vitest';
import { jointReadings, otherSide } from './readingFollow.ts';
import type { ReadOutcome, Reading, Score } from './types.ts';

const HELD: Reading = {
  order: 'DMY',
  liability: false,
  cardSigns: 'issuer',
  sumLines: false,
  looseAmounts: false,
  mode: null,
  newestFirst: false,
};

/** Only a reading and its score matter to the follow-ups. */
function outcome(reading: Partial<Reading>, score: Partial<Score> = {}): ReadOutcome {
  return {
    reading: { ...HELD, ...reading },
    score: { figures: 0, failed: 0, unproven: 1, datesInPeriod: 10, rows: 10, ...score },
  } as ReadOutcome;
}

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

  it('judges a sum-line reading left unproven on the other side too', () => {
    expect(jointReadings(outcome({ sumLines: true }), best)).toEqual([
      { ...HELD, sumLines: true, liability: true, cardSigns: 'issuer' },
      { ...HELD, sumLines: true, liability: true, cardSigns: 'holder' },
    ]);
  });

  it('judges a reading on the other side left unproven with the sum lines too', () => {
    const owed = outcome({ liability: true, cardSigns: 'holder' });
    expect(jointReadings(owed, best)).toEqual([
      { ...HELD, liability: true, cardSigns: 'holder', sumLines: true },
    ]);
  });

  it('follows nothing from a reading proven, failing, or changing both or neither', () => {
    expect(jointReadings(outcome({ sumLines: true }, { unproven: 0, figures: 2 }), best)).toEqual(
      [],
    );
    expect(jointReadings(outcome({ sumLines: true }, { failed: 1 }), best)).toEqual([]);
    expect(jointReadings(outcome({ sumLines: true, liability: true }), best)).toEqual([]);
    expect(jointReadings(outcome({ mode: 'amountLast' }), best)).toEqual([]);
  });
});
