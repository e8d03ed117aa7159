import { describe, expect, it } from 'vitest';
import { otherSide } from './readingFollow.ts';
import type { Reading } from './types.ts';

describe('otherSide', () => {
  it('turns money held into money owed, in either card sign convention', () => {
    const held: Reading = {
      order: 'DMY',
      liability: false,
      cardSigns: 'issuer',
      sumLines: true,
      looseAmounts: false,
      mode: null,
      newestFirst: false,
    };
    expect(otherSide(held)).toEqual([
      { ...held, liability: true, cardSigns: 'issuer' },
      { ...held, liability: true, cardSigns: 'holder' },
    ]);
  });
});
