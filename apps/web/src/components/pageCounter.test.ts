import { describe, expect, it } from 'vitest';
import { pageCounterText } from './pageCounter.ts';

describe('pageCounterText', () => {
  it('shows the three spec forms', () => {
    expect(
      pageCounterText({
        subscription_tier: 'enterprise',
        pages_remaining: null,
        pages_limit: null,
      }),
    ).toBe('Unlimited');
    expect(
      pageCounterText({ subscription_tier: 'daily_free', pages_remaining: 5, pages_limit: 7 }),
    ).toBe('5/7 today');
    expect(
      pageCounterText({ subscription_tier: 'starter', pages_remaining: 380, pages_limit: 400 }),
    ).toBe('380/400');
  });

  it('counts a missing remainder as zero', () => {
    expect(
      pageCounterText({ subscription_tier: 'daily_free', pages_remaining: null, pages_limit: 7 }),
    ).toBe('0/7 today');
  });
});
