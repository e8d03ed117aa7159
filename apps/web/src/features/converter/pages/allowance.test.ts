import { describe, expect, it } from 'vitest';
import {
  allowanceOf,
  fits,
  limitCard,
  pagesLine,
  resetText,
  waitText,
  type Allowance,
} from './allowance.ts';
import { countedFrom, pdfjsFailure } from './pageCount.ts';

const daily = (remaining: number, resetsAt: string | null = null): Allowance => ({
  kind: 'daily',
  remaining,
  limit: 7,
  resetsAt,
});

const anonymousStatus = {
  can_convert: true,
  conversions_used: 0,
  conversions_limit: 1,
  address_conversions_used: 0,
  address_conversions_limit: 3,
  address_resets_at: '2026-11-27T00:00:00.000Z',
  refusal: null,
};

describe('allowances', () => {
  it('reads each tier', () => {
    expect(
      allowanceOf({ subscription_tier: 'daily_free', pages_remaining: 7, pages_limit: 7 }, null, {
        resets_at: '2026-11-27T14:03:00.000Z',
      }),
    ).toEqual({ kind: 'daily', remaining: 7, limit: 7, resetsAt: '2026-11-27T14:03:00.000Z' });
    expect(
      allowanceOf(
        { subscription_tier: 'starter', pages_remaining: 396, pages_limit: 400 },
        null,
        null,
      ),
    ).toEqual({ kind: 'monthly', remaining: 396, limit: 400, resetsAt: null });
    expect(
      allowanceOf(
        { subscription_tier: 'enterprise', pages_remaining: null, pages_limit: null },
        null,
        null,
      ),
    ).toEqual({ kind: 'unlimited' });
    expect(
      allowanceOf(
        null,
        {
          ...anonymousStatus,
          can_convert: false,
          refusal: 'address_cap',
          address_conversions_used: 3,
        },
        null,
      ),
    ).toEqual({
      kind: 'anonymous',
      canConvert: false,
      refusal: 'address_cap',
      addressUsed: 3,
      addressResetsAt: '2026-11-27T00:00:00.000Z',
    });
    // A failed check leaves the benefit of the doubt.
    expect(fits(1, allowanceOf(null, null, null))).toBe(true);
  });

  it('says the pages and what is left in each tier’s words', () => {
    expect(pagesLine(4, 4, daily(7))).toBe('4 pages – you have 7 left today');
    expect(pagesLine(1, 1, daily(7))).toBe('1 page – you have 7 left today');
    expect(pagesLine(3, 4, { kind: 'monthly', remaining: 396, limit: 400, resetsAt: null })).toBe(
      '3 pages (counted as 4) – you have 396 left this month',
    );
    expect(pagesLine(12, 12, { kind: 'unlimited' })).toBe('12 pages – unlimited on your plan');
    expect(pagesLine(2, 2, allowanceOf(null, anonymousStatus, null))).toBe(
      '2 pages – this uses your 1 free conversion',
    );
  });

  it('fits a charge within what is left only', () => {
    expect(fits(7, daily(7))).toBe(true);
    expect(fits(8, daily(7))).toBe(false);
    expect(fits(100_000, { kind: 'unlimited' })).toBe(true);
    expect(
      fits(
        1,
        allowanceOf(
          null,
          { ...anonymousStatus, can_convert: false, refusal: 'conversion_used' },
          null,
        ),
      ),
    ).toBe(false);
  });

  it('tells the reset as a time and a wait, rounded up', () => {
    const now = Date.parse('2026-11-26T17:03:00.000Z');
    expect(resetText('2026-11-27T14:03:00.000Z', now, 'UTC')).toBe('Resets at 14:03, in 21 h.');
    expect(resetText('2026-11-27T14:03:00.000Z', now, 'Europe/Paris')).toBe(
      'Resets at 15:03, in 21 h.',
    );
    expect(resetText('2026-11-26T17:38:00.000Z', now, 'UTC')).toBe('Resets at 17:38, in 35 min.');
    expect(resetText('2026-12-12T09:30:00.000Z', now, 'UTC')).toBe(
      'Resets on Dec 12 at 09:30, in 16 days.',
    );
    expect(resetText(null, now)).toBeNull();
    expect(resetText('garbage', now)).toBeNull();
    expect(waitText(0)).toBe('1 min');
    expect(waitText(60 * 60_000 + 1)).toBe('2 h');
  });

  it('shows the out-of-pages card only when nothing is left, with the spec’s text beside the numbers', () => {
    const now = Date.parse('2026-11-26T17:03:00.000Z');
    expect(limitCard(daily(1), now)).toBeNull();
    expect(limitCard({ kind: 'unlimited' }, now)).toBeNull();
    expect(limitCard(daily(0, '2026-11-27T14:03:00.000Z'), now, 'UTC')).toEqual({
      title: 'Insufficient pages remaining. Please upgrade your plan.',
      used: 'You have used all 7 of your 7 pages today.',
      hint: 'Pages reset every 24 hours',
      reset: 'Resets at 14:03, in 21 h.',
      action: 'upgrade',
    });
    expect(
      limitCard({ kind: 'monthly', remaining: 0, limit: 400, resetsAt: null }, now),
    ).toMatchObject({
      used: 'You have used all 400 pages of this month.',
      hint: 'Pages reset monthly on your billing date',
      reset: null,
    });
    expect(
      limitCard(
        allowanceOf(
          null,
          {
            ...anonymousStatus,
            can_convert: false,
            conversions_used: 1,
            refusal: 'conversion_used',
          },
          null,
        ),
        now,
      ),
    ).toEqual({
      title: 'Free conversion used - Sign up for unlimited access',
      used: 'You have used the 1 free conversion of this browser.',
      hint: 'Free conversion used. Sign up to get 7 more conversions daily!',
      reset: 'A free conversion does not come back; a free account gets 7 pages every day.',
      action: 'signup',
    });
    expect(
      limitCard(
        allowanceOf(
          null,
          {
            ...anonymousStatus,
            can_convert: false,
            refusal: 'address_cap',
            address_conversions_used: 3,
          },
          null,
        ),
        now,
        'UTC',
      ),
    ).toEqual({
      title:
        'Too many free conversions from your network today. Please sign up for unlimited conversions.',
      used: 'Your network has used its 3 free conversions for today.',
      hint: 'Free conversion used. Sign up to get 7 more conversions daily!',
      reset: 'Resets at 00:00, in 7 h.',
      action: 'signup',
    });
  });
});

describe('page counts read in the browser', () => {
  it('charges by the same sheet rule as the server', () => {
    expect(
      countedFrom([
        { width: 612, height: 792 },
        { width: 595, height: 842 },
      ]),
    ).toEqual({
      kind: 'counted',
      pages: 2,
      charged: 2,
    });
    expect(countedFrom([{ width: 612, height: 3000 }])).toEqual({
      kind: 'counted',
      pages: 1,
      charged: 3,
    });
  });

  it('refuses a password or a broken file, and leaves any other failure to the server', () => {
    const named = (name: string) => Object.assign(new Error('x'), { name });
    expect(pdfjsFailure(named('PasswordException'))).toEqual({
      kind: 'refused',
      message:
        'This PDF is password-protected. Password-protected PDFs are not supported; please upload an unlocked copy.',
    });
    expect(pdfjsFailure(named('InvalidPDFException'))).toEqual({
      kind: 'refused',
      message: 'This PDF is damaged or incomplete and could not be read.',
    });
    expect(pdfjsFailure(named('UnknownErrorException'))).toEqual({ kind: 'unknown' });
    expect(pdfjsFailure('weird')).toEqual({ kind: 'unknown' });
  });
});
