import type { BillingInterval, PaidPlanId, PaymentProviderName } from '@statemint/contracts';
import type { PaidCheckout } from './store.ts';

export type CheckoutInput = {
  userId: string;
  email: string;
  planId: PaidPlanId;
  interval: BillingInterval;
  /** The provider's customer of an earlier purchase, so one customer keeps every subscription. */
  customerId: string | null;
  /** The app's own origin, e.g. https://statemint.app, for the return addresses. */
  origin: string;
};

export type CheckoutCreated = { id: string; url: string; expiresAt: Date };

/** The provider's view of one checkout session. */
export type CheckoutState =
  { status: 'open' } | { status: 'expired' } | { status: 'complete'; paid: PaidCheckout };

/** The Pricing page; a cancelled checkout returns here with nothing to poll. */
export function pricingUrl(origin: string): string {
  return `${origin}/pricing`;
}

/** Where a paid checkout returns: the Pricing page polls this session's status (spec section 4). */
export function successUrl(origin: string, sessionId: string): string {
  return `${pricingUrl(origin)}?session_id=${encodeURIComponent(sessionId)}`;
}

/** A payment provider: Stripe, or the built-in test checkout served by this server. */
export type PaymentProvider = {
  name: PaymentProviderName;
  createCheckout(input: CheckoutInput): Promise<CheckoutCreated>;
  /** The provider's state of a session still open here; null when this server is the provider. */
  checkoutState(sessionId: string): Promise<CheckoutState | null>;
  /** Ends a subscription at its period end at the provider; the period end it reports, or null. */
  cancelAtPeriodEnd(subscriptionId: string | null): Promise<Date | null>;
  /** Cancels a replaced subscription right away (a plan change), so it is not charged again. */
  cancelNow(subscriptionId: string): Promise<void>;
  /** The provider's billing portal for a customer, or null when there is none. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
};
