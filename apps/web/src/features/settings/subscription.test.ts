import { describe, expect, it } from 'vitest';
import { formatBillingDate, subscriptionView } from './subscription.ts';

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
      billingRows: [],
      canCancel: false,
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
      nextReset: '—',
      billingRows: [],
      canCancel: false,
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
      nextReset: '—',
      billingRows: [],
      canCancel: false,
      showUpgrade: false,
    });
  });

  const billing = {
    subscription_tier: 'starter',
    billing_interval: 'monthly',
    next_reset_at: '2026-02-28T09:30:00.000Z',
    next_billing_at: '2026-02-28T09:30:00.000Z',
    cancel_at_period_end: false,
    ends_at: null,
    can_cancel: true,
    provider: 'test',
    has_portal: false,
  } as const;
  const starter = { subscription_tier: 'starter', pages_remaining: 380, pages_limit: 400 } as const;

  it('shows the real next reset and billing dates, in UTC', () => {
    expect(subscriptionView(starter, billing)).toMatchObject({
      billingCycle: 'Monthly',
      nextReset: 'February 28, 2026',
      billingRows: [{ label: 'Next Billing Date', value: 'February 28, 2026' }],
      canCancel: true,
    });
    expect(formatBillingDate('2026-03-31T23:30:00.000Z')).toBe('March 31, 2026');
    expect(
      subscriptionView(starter, {
        ...billing,
        billing_interval: 'annual',
        next_billing_at: '2027-01-31T09:30:00.000Z',
      }),
    ).toMatchObject({
      billingCycle: 'Annual',
      nextReset: 'February 28, 2026',
      billingRows: [{ label: 'Next Billing Date', value: 'January 31, 2027' }],
    });
  });

  it('shows when a cancelled subscription ends, with nothing left to cancel', () => {
    expect(
      subscriptionView(starter, {
        ...billing,
        next_billing_at: null,
        cancel_at_period_end: true,
        ends_at: '2026-02-28T09:30:00.000Z',
        can_cancel: false,
      }),
    ).toMatchObject({
      billingRows: [{ label: 'Subscription Ends', value: 'February 28, 2026' }],
      canCancel: false,
    });
  });
});
