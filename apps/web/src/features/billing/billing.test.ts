import { describe, expect, it } from 'vitest';
import { PLANS } from '@statemint/contracts';
import { pollDecision } from './polling.ts';
import { billingNote, displayPrice, planButton, salesMailto } from './pricing.ts';

const [starter, professional, business, enterprise] = PLANS;

describe('prices', () => {
  it('shows the spec prices per month for each interval', () => {
    expect([starter, professional, business].map((p) => displayPrice(p, 'monthly'))).toEqual([
      '$15',
      '$30',
      '$50',
    ]);
    expect([starter, professional, business].map((p) => displayPrice(p, 'annual'))).toEqual([
      '$12',
      '$24',
      '$40',
    ]);
    expect(displayPrice(enterprise, 'annual')).toBeNull();
  });

  it('explains how the plan is billed', () => {
    expect(billingNote(starter, 'annual')).toBe('Billed annually ($144/year)');
    expect(billingNote(business, 'monthly')).toBe('Billed monthly');
    expect(billingNote(enterprise, 'monthly')).toBeNull();
  });
});

describe('planButton', () => {
  it('reads Buy, Current Plan or Processing...', () => {
    expect(planButton('starter', 'daily_free', null, false)).toEqual({
      label: 'Buy',
      disabled: false,
    });
    expect(planButton('starter', 'starter', null, false)).toEqual({
      label: 'Current Plan',
      disabled: true,
    });
    expect(planButton('business', null, 'business', false)).toEqual({
      label: 'Processing...',
      disabled: true,
    });
  });

  it('disables every Buy while a session is created or a payment is checked', () => {
    expect(planButton('starter', null, 'business', false)).toEqual({
      label: 'Buy',
      disabled: true,
    });
    expect(planButton('starter', null, null, true)).toEqual({ label: 'Buy', disabled: true });
  });
});

describe('plan changes', () => {
  it('reads Downgrade below the current plan and Switch above it, Buy from Daily Free', () => {
    const labels = (tier: Parameters<typeof planButton>[1]) =>
      PLANS.map((p) => planButton(p.id, tier, null, false).label);
    expect(labels(null)).toEqual(['Buy', 'Buy', 'Buy', 'Buy']);
    expect(labels('daily_free')).toEqual(['Buy', 'Buy', 'Buy', 'Buy']);
    expect(labels('starter')).toEqual(['Current Plan', 'Switch', 'Switch', 'Switch']);
    expect(labels('professional')).toEqual(['Downgrade', 'Current Plan', 'Switch', 'Switch']);
    expect(labels('business')).toEqual(['Downgrade', 'Downgrade', 'Current Plan', 'Switch']);
    expect(labels('enterprise')).toEqual(['Downgrade', 'Downgrade', 'Downgrade', 'Current Plan']);
  });

  it('mails sales for Enterprise', () => {
    expect(salesMailto('sales@example.com')).toBe(
      'mailto:sales@example.com?subject=Statemint%20Enterprise%20pricing',
    );
  });
});

describe('pollDecision', () => {
  it('stops on paid or expired', () => {
    expect(pollDecision({ payment_status: 'paid', status: 'complete' }, 1)).toBe('paid');
    expect(pollDecision({ payment_status: 'unpaid', status: 'expired' }, 2)).toBe('expired');
  });

  it('retries up to the fifth attempt, then times out', () => {
    const open = { payment_status: 'unpaid', status: 'open' };
    expect([1, 2, 3, 4, 5].map((attempt) => pollDecision(open, attempt))).toEqual([
      'retry',
      'retry',
      'retry',
      'retry',
      'timeout',
    ]);
  });
});
