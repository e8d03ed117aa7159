/** Subscription tiers stored on a user. `starter`, `professional` and `business` are the paid plans. */
export const SUBSCRIPTION_TIERS = [
  'daily_free',
  'starter',
  'professional',
  'business',
  'enterprise',
] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Pages a daily_free user gets every 24 hours (spec section 9). */
export const DAILY_FREE_PAGES = 7;

/** Anonymous conversions per browser fingerprint (spec section 9). */
export const ANONYMOUS_CONVERSIONS_LIMIT = 1;

/** Largest accepted upload in bytes (spec section 9). */
export const MAX_UPLOAD_BYTES = 10_485_760;

export const PLAN_IDS = ['starter', 'professional', 'business', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_INTERVALS = ['monthly', 'annual'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  /** USD per month when billed monthly; null for custom pricing. */
  monthlyPrice: number | null;
  /** USD per month when billed annually; null for custom pricing. */
  annualPrice: number | null;
  /** Pages per month; null means unlimited. */
  pagesPerMonth: number | null;
};

/** The pricing table of spec section 9. */
export const PLANS = [
  { id: 'starter', name: 'Starter', monthlyPrice: 15, annualPrice: 12, pagesPerMonth: 400 },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 30,
    annualPrice: 24,
    pagesPerMonth: 1000,
  },
  { id: 'business', name: 'Business', monthlyPrice: 50, annualPrice: 40, pagesPerMonth: 4000 },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: null,
    annualPrice: null,
    pagesPerMonth: null,
  },
] as const satisfies readonly Plan[];

/** Page allowance of a tier; null means unlimited. */
export function tierPageLimit(tier: SubscriptionTier): number | null {
  if (tier === 'daily_free') return DAILY_FREE_PAGES;
  const plan = PLANS.find((p) => p.id === tier);
  return plan?.pagesPerMonth ?? null;
}

/**
 * Display names of spec section 2 (Settings). The spec's settings list uses basic/premium/platinum for
 * the paid tiers; we store the pricing ids and map both spellings (docs/DECISIONS.md).
 */
export const TIER_DISPLAY_NAMES: Record<string, string> = {
  daily_free: 'Daily Free',
  basic: 'Basic Plan',
  premium: 'Premium Plan',
  platinum: 'Platinum Plan',
  starter: 'Basic Plan',
  professional: 'Premium Plan',
  business: 'Platinum Plan',
  enterprise: 'Enterprise Plan',
};

/** The plans sold online; enterprise is sold by the sales team. */
export const PAID_PLAN_IDS = ['starter', 'professional', 'business'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export function isPaidPlanId(value: string): value is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/** Months in an annual billing period. */
export const MONTHS_PER_YEAR = 12;

/** What one billing period of a plan costs: a month, or a year at the annual price per month. */
export type PlanCharge = { amountCents: number; months: 1 | 12; pages: number };

/** The charge of a paid plan for an interval, from the one plan table (server and Pricing page alike). */
export function planCharge(planId: PaidPlanId, interval: BillingInterval): PlanCharge {
  const plan: Plan | undefined = PLANS.find((p) => p.id === planId);
  if (
    !plan ||
    plan.monthlyPrice === null ||
    plan.annualPrice === null ||
    plan.pagesPerMonth === null
  ) {
    throw new Error(`${planId} has no online price`);
  }
  return interval === 'annual'
    ? {
        amountCents: plan.annualPrice * MONTHS_PER_YEAR * 100,
        months: 12,
        pages: plan.pagesPerMonth,
      }
    : { amountCents: plan.monthlyPrice * 100, months: 1, pages: plan.pagesPerMonth };
}

/** Where a tier stands among the plans (daily_free lowest, enterprise highest), to tell upgrades from downgrades. */
export function tierRank(tier: SubscriptionTier): number {
  return SUBSCRIPTION_TIERS.indexOf(tier);
}
