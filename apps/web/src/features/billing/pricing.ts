import {
  isPaidPlanId,
  planCharge,
  tierRank,
  type BillingInterval,
  type Plan,
  type PlanId,
  type SubscriptionTier,
} from '@statemint/contracts';
import { BILLING_TEXTS } from './texts.ts';

const CENTS_PER_DOLLAR = 100;

/** The monthly price shown for an interval, e.g. '$12'; null for custom pricing. */
export function displayPrice(plan: Plan, interval: BillingInterval): string | null {
  const price = interval === 'annual' ? plan.annualPrice : plan.monthlyPrice;
  return price === null ? null : `$${price}`;
}

/** The billing line under the price: a year's total is what the server charges (`planCharge`). */
export function billingNote(plan: Plan, interval: BillingInterval): string | null {
  if (!isPaidPlanId(plan.id)) return null;
  return interval === 'annual'
    ? BILLING_TEXTS.billedAnnually(planCharge(plan.id, 'annual').amountCents / CENTS_PER_DOLLAR)
    : BILLING_TEXTS.billedMonthly;
}

export type PlanButton = { label: string; disabled: boolean };

/**
 * What buying a plan means from the current tier: Buy from Daily Free (or signed out), Downgrade to a
 * plan below the current one, Switch to one above it (docs/DECISIONS.md).
 */
function buyLabel(planId: PlanId, currentTier: SubscriptionTier | null): string {
  if (currentTier === null || currentTier === 'daily_free') return BILLING_TEXTS.buy;
  return tierRank(planId) < tierRank(currentTier) ? BILLING_TEXTS.downgrade : BILLING_TEXTS.switch;
}

/** A plan's button: Buy (or Switch/Downgrade), 'Current Plan' (disabled) or 'Processing...' (spec section 2). */
export function planButton(
  planId: PlanId,
  currentTier: SubscriptionTier | null,
  processingPlan: PlanId | null,
  checkingPayment: boolean,
): PlanButton {
  if (currentTier === planId) return { label: BILLING_TEXTS.currentPlan, disabled: true };
  if (processingPlan === planId) return { label: BILLING_TEXTS.processing, disabled: true };
  return {
    label: buyLabel(planId, currentTier),
    disabled: processingPlan !== null || checkingPayment,
  };
}

/** The Enterprise Contact link: a mail to sales. */
export function salesMailto(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(BILLING_TEXTS.enterprise.mailSubject)}`;
}
