import { describe, expect, it } from 'vitest';
import { PLANS, planCharge, tierPageLimit, tierRank, TIER_DISPLAY_NAMES } from './plans.ts';

describe('plans', () => {
  it('gives each tier the allowance of spec section 9', () => {
    expect(tierPageLimit('daily_free')).toBe(7);
    expect(tierPageLimit('starter')).toBe(400);
    expect(tierPageLimit('professional')).toBe(1000);
    expect(tierPageLimit('business')).toBe(4000);
    expect(tierPageLimit('enterprise')).toBeNull();
  });

  it('prices the plans as spec section 9 does', () => {
    expect(PLANS.map((p) => [p.id, p.monthlyPrice, p.annualPrice])).toEqual([
      ['starter', 15, 12],
      ['professional', 30, 24],
      ['business', 50, 40],
      ['enterprise', null, null],
    ]);
  });

  it('names every tier id of the settings screen', () => {
    expect(TIER_DISPLAY_NAMES['daily_free']).toBe('Daily Free');
    expect(TIER_DISPLAY_NAMES['basic']).toBe('Basic Plan');
    expect(TIER_DISPLAY_NAMES['premium']).toBe('Premium Plan');
    expect(TIER_DISPLAY_NAMES['platinum']).toBe('Platinum Plan');
    expect(TIER_DISPLAY_NAMES['enterprise']).toBe('Enterprise Plan');
  });
});

describe('planCharge', () => {
  it('charges a month at the monthly price and a year at twelve annual months', () => {
    expect(planCharge('starter', 'monthly')).toEqual({ amountCents: 1500, months: 1, pages: 400 });
    expect(planCharge('starter', 'annual')).toEqual({ amountCents: 14400, months: 12, pages: 400 });
    expect(planCharge('professional', 'annual')).toEqual({
      amountCents: 28800,
      months: 12,
      pages: 1000,
    });
    expect(planCharge('business', 'monthly')).toEqual({
      amountCents: 5000,
      months: 1,
      pages: 4000,
    });
  });

  it('ranks tiers from daily_free to enterprise', () => {
    expect(
      ['business', 'daily_free', 'enterprise', 'starter'].map((t) => tierRank(t as never)),
    ).toEqual([3, 0, 4, 1]);
  });
});
