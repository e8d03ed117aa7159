import { DAILY_FREE_PAGES, type User } from '@statemint/contracts';
import { LAYOUT_TEXTS } from './texts.ts';

/** The header's page counter (spec section 1): 'Unlimited', '{remaining}/7 today' or '{remaining}/{limit}'. */
export function pageCounterText(
  user: Pick<User, 'subscription_tier' | 'pages_remaining' | 'pages_limit'>,
): string {
  const remaining = user.pages_remaining ?? 0;
  if (user.subscription_tier === 'enterprise') return LAYOUT_TEXTS.counter.unlimited;
  if (user.subscription_tier === 'daily_free') {
    return LAYOUT_TEXTS.counter.daily(remaining, DAILY_FREE_PAGES);
  }
  return LAYOUT_TEXTS.counter.plan(remaining, user.pages_limit ?? 0);
}
