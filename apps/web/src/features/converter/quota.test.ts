import { describe, expect, it } from 'vitest';
import { anonymousBanner, userBanner } from './quota.ts';

describe('anonymousBanner', () => {
  it('offers the free conversion until it is used', () => {
    expect(anonymousBanner({ can_convert: true })).toEqual({
      kind: 'anonymous',
      title: 'You have 1 free conversion available!',
      detail: null,
      used: false,
    });
    expect(anonymousBanner(null).title).toBe('You have 1 free conversion available!');
  });

  it('says the conversion is used and adds the daily offer', () => {
    expect(anonymousBanner({ can_convert: false })).toEqual({
      kind: 'anonymous',
      title: 'Free conversion used - Sign up for unlimited access',
      detail: 'Free conversion used. Sign up to get 7 more conversions daily!',
      used: true,
    });
  });

  it('never promises a conversion the network’s daily cap would refuse', () => {
    expect(anonymousBanner({ can_convert: false, refusal: 'address_cap' })).toEqual({
      kind: 'anonymous',
      title:
        'Too many free conversions from your network today. Please sign up for unlimited conversions.',
      detail: 'Free conversion used. Sign up to get 7 more conversions daily!',
      used: true,
    });
  });
});

describe('userBanner', () => {
  it('shows unlimited pages for enterprise', () => {
    expect(
      userBanner({ subscription_tier: 'enterprise', pages_remaining: null, pages_limit: null }),
    ).toEqual({
      kind: 'user',
      title: 'Unlimited pages available',
      hint: 'Pages reset monthly on your billing date',
      showUpgrade: false,
    });
  });

  it('shows daily pages and the Upgrade button at 2 or fewer pages', () => {
    const at = (remaining: number) =>
      userBanner({ subscription_tier: 'daily_free', pages_remaining: remaining, pages_limit: 7 });
    expect(at(7)).toEqual({
      kind: 'user',
      title: '7 of 7 pages remaining today',
      hint: 'Pages reset every 24 hours',
      showUpgrade: false,
    });
    expect([7, 3, 2, 1, 0].map((n) => at(n).kind === 'user' && at(n))).toEqual(
      [7, 3, 2, 1, 0].map((n) => ({
        kind: 'user',
        title: `${n} of 7 pages remaining today`,
        hint: 'Pages reset every 24 hours',
        showUpgrade: n <= 2,
      })),
    );
  });

  it('shows monthly pages for paid tiers without Upgrade', () => {
    expect(
      userBanner({ subscription_tier: 'professional', pages_remaining: 1, pages_limit: 1000 }),
    ).toEqual({
      kind: 'user',
      title: '1 of 1000 pages remaining this month',
      hint: 'Pages reset monthly on your billing date',
      showUpgrade: false,
    });
  });
});
