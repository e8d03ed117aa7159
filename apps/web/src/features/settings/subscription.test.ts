import { describe, expect, it } from 'vitest';
import { subscriptionView } from './subscription.ts';

describe('subscriptionView', () => {
  it('shows the daily free allowance', () => {
    expect(
      subscriptionView({ subscription_tier: 'daily_free', pages_remaining: 4, pages_limit: 7 }),
    ).toEqual({
      planName: 'Daily Free',
      usage: '4/7 pages today (resets daily)',
      pagesUsed: '3',
      pagesRemaining: '4',
      billingCycle: 'Daily Reset',
      nextReset: 'Every 24 hours',
      showUpgrade: true,
    });
  });

  it('shows a monthly plan with its display name', () => {
    expect(
      subscriptionView({
        subscription_tier: 'professional',
        pages_remaining: 250,
        pages_limit: 1000,
      }),
    ).toEqual({
      planName: 'Premium Plan',
      usage: '250/1000 pages this month',
      pagesUsed: '750',
      pagesRemaining: '250',
      billingCycle: 'Monthly',
      nextReset: 'Next billing date',
      showUpgrade: false,
    });
    expect(
      subscriptionView({ subscription_tier: 'starter', pages_remaining: 400, pages_limit: 400 })
        .planName,
    ).toBe('Basic Plan');
    expect(
      subscriptionView({ subscription_tier: 'business', pages_remaining: 0, pages_limit: 4000 })
        .planName,
    ).toBe('Platinum Plan');
  });

  it('shows enterprise as unlimited', () => {
    expect(
      subscriptionView({
        subscription_tier: 'enterprise',
        pages_remaining: null,
        pages_limit: null,
      }),
    ).toEqual({
      planName: 'Enterprise Plan',
      usage: 'Unlimited pages',
      pagesUsed: null,
      pagesRemaining: 'Unlimited',
      billingCycle: 'Monthly',
      nextReset: 'Next billing date',
      showUpgrade: false,
    });
  });
});
