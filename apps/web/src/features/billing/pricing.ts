import type { BillingInterval, Plan, PlanId, SubscriptionTier } from '@statemint/contracts';
import { BILLING_TEXTS } from './texts.ts';

/** Months in an annual billing period. */
const MONTHS_PER_YEAR = 12;

/** The monthly price shown for an interval, e.g. '$12'; null for custom pricing. */
export function displayPrice(plan: Plan, interval: BillingInterval): string | null {
  const price = interval === 'annual' ? plan.annualPrice : plan.monthlyPrice;
  return price === null ? null : `$${price}`;
}

/** The billing line under the price. */
export function billingNote(plan: Plan, interval: BillingInterval): string | null {
  if (plan.annualPrice === null) return null;
  return interval === 'annual'
    ? BILLING_TEXTS.billedAnnually(plan.annualPrice * MONTHS_PER_YEAR)
    : BILLING_TEXTS.billedMonthly;
}

export type PlanButton = { label: string; disabled: boolean };

/** A plan's button: Buy, 'Current Plan' (disabled) or 'Processing...' (spec section 2). */
export function planButton(
  planId: PlanId,
  currentTier: SubscriptionTier | null,
  processingPlan: PlanId | null,
  checkingPayment: boolean,
): PlanButton {
  if (currentTier === planId) return { label: BILLING_TEXTS.currentPlan, disabled: true };
  if (processingPlan === planId) return { label: BILLING_TEXTS.processing, disabled: true };
  return { label: BILLING_TEXTS.buy, disabled: processingPlan !== null || checkingPayment };
}
