import { describe, expect, it } from 'vitest';
import {
  accountsText,
  conversionTime,
  periodText,
  truncateMiddle,
  verdictBadge,
} from './cardText.ts';

describe('library card texts', () => {
  it('cuts a long file name in the middle, keeping its start and its end', () => {
    expect(truncateMiddle('short.pdf')).toBe('short.pdf');
    const long = 'Chase Premier Plus Checking statement for account ending 6789 - 2021-02-10.pdf';
    expect(truncateMiddle(long)).toBe('Chase Premier Plus C…89 - 2021-02-10.pdf');
    expect(Array.from(truncateMiddle(long))).toHaveLength(40);
    expect(truncateMiddle('abcdefghij', 5)).toBe('ab…ij');
    // Characters outside the basic plane are never split in half.
    expect(truncateMiddle('😀😀😀😀😀😀', 5)).toBe('😀😀…😀😀');
  });

  it('writes the period, or its one known end', () => {
    expect(periodText('2019-07-09', '2019-08-08')).toBe('Jul 9, 2019 – Aug 8, 2019');
    expect(periodText(null, '2019-08-08')).toBe('Ending Aug 8, 2019');
    expect(periodText('2019-07-09', null)).toBe('From Jul 9, 2019');
    expect(periodText(null, null)).toBeNull();
  });

  it('names each account with its last digits, at most two, then how many more', () => {
    expect(accountsText([{ name: 'Everyday Checking', last_digits: '4321' }])).toBe(
      'Everyday Checking ••4321',
    );
    expect(
      accountsText([
        { name: 'Premier Checking', last_digits: '6789' },
        { name: null, last_digits: '3210' },
        { name: 'Savings', last_digits: null },
      ]),
    ).toBe('Premier Checking ••6789, Account ••3210 +1 more');
    expect(accountsText([{ name: null, last_digits: null }])).toBeNull();
    expect(accountsText([])).toBeNull();
  });

  it('shows the conversion time to the minute', () => {
    expect(conversionTime('2026-11-26T14:03:59.000Z', 'UTC')).toBe('Nov 26, 2026, 14:03');
    expect(conversionTime('2026-11-26T14:03:59.000Z', 'Europe/Paris')).toBe('Nov 26, 2026, 15:03');
    expect(conversionTime('garbage')).toBe('garbage');
  });

  it('badges verified, mismatch and unchecked, and nothing for documents without a verdict', () => {
    expect(verdictBadge('verified')).toEqual({ label: 'Verified', tone: 'good' });
    expect(verdictBadge('mismatch')).toEqual({ label: 'Mismatch', tone: 'bad' });
    expect(verdictBadge('unverified')).toEqual({ label: 'Not checked', tone: 'neutral' });
    expect(verdictBadge(null)).toBeNull();
  });
});
