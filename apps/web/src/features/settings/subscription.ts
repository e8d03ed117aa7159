import { DAILY_FREE_PAGES, TIER_DISPLAY_NAMES, type User } from '@statemint/contracts';
import { SETTINGS_TEXTS } from './texts.ts';

const S = SETTINGS_TEXTS.subscription;

export type SubscriptionView = {
  planName: string;
  usage: string;
  pagesUsed: string | null;
  pagesRemaining: string;
  billingCycle: string;
  nextReset: string;
  showUpgrade: boolean;
};

type QuotaFields = Pick<User, 'subscription_tier' | 'pages_remaining' | 'pages_limit'>;

/** The Subscription tab (spec section 2): plan name, usage lines, cycle and reset. */
export function subscriptionView(user: QuotaFields): SubscriptionView {
  const tier = user.subscription_tier;
  const planName = TIER_DISPLAY_NAMES[tier] ?? tier;
  const daily = tier === 'daily_free';
  const cycle = {
    billingCycle: daily ? S.dailyReset : S.monthly_,
    nextReset: daily ? S.every24h : S.nextBillingDate,
    showUpgrade: daily,
  };
  if (tier === 'enterprise') {
    return {
      planName,
      usage: S.unlimited,
      pagesUsed: null,
      pagesRemaining: S.unlimitedValue,
      ...cycle,
    };
  }
  const limit = daily ? DAILY_FREE_PAGES : (user.pages_limit ?? 0);
  const remaining = user.pages_remaining ?? 0;
  return {
    planName,
    usage: daily ? S.daily(remaining, limit) : S.monthly(remaining, limit),
    pagesUsed: String(Math.max(limit - remaining, 0)),
    pagesRemaining: String(remaining),
    ...cycle,
  };
}
