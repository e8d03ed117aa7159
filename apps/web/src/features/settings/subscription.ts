import {
  DAILY_FREE_PAGES,
  TIER_DISPLAY_NAMES,
  type SubscriptionResponse,
  type User,
} from '@statemint/contracts';
import { SETTINGS_TEXTS } from './texts.ts';

const S = SETTINGS_TEXTS.subscription;

export type SubscriptionView = {
  planName: string;
  usage: string;
  pagesUsed: string | null;
  pagesRemaining: string;
  billingCycle: string;
  nextReset: string;
  /** The next charge, or when a cancelled subscription ends. */
  billingRows: { label: string; value: string }[];
  canCancel: boolean;
  showUpgrade: boolean;
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A billing date as the calendar keeps it (UTC), e.g. 'March 31, 2026'. */
export function formatBillingDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

function billingRows(billing: SubscriptionResponse | null): SubscriptionView['billingRows'] {
  if (billing?.ends_at) return [{ label: S.endsOn, value: formatBillingDate(billing.ends_at) }];
  if (billing?.next_billing_at) {
    return [{ label: S.nextBilling, value: formatBillingDate(billing.next_billing_at) }];
  }
  return [];
}

type QuotaFields = Pick<User, 'subscription_tier' | 'pages_remaining' | 'pages_limit'>;

/**
 * The Subscription tab (spec section 2): plan name, usage lines, cycle, the real next reset and billing
 * dates (once `billing` has loaded), and whether the subscription can be cancelled.
 */
export function subscriptionView(
  user: QuotaFields,
  billing: SubscriptionResponse | null = null,
): SubscriptionView {
  const tier = user.subscription_tier;
  const planName = TIER_DISPLAY_NAMES[tier] ?? tier;
  const daily = tier === 'daily_free';
  const nextReset = billing?.next_reset_at ? formatBillingDate(billing.next_reset_at) : S.noDate;
  const cycle = {
    billingCycle: daily
      ? S.dailyReset
      : billing?.billing_interval === 'annual'
        ? S.annual
        : S.monthly_,
    nextReset: daily ? S.every24h : nextReset,
    billingRows: billingRows(billing),
    canCancel: billing?.can_cancel ?? false,
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
