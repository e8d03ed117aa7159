import Stripe from 'stripe';
import { planCharge, PLANS, type BillingInterval, type PaidPlanId } from '@statemint/contracts';
import type { PaymentsConfig } from '../../config.ts';
import { pricingUrl, type CheckoutState, type PaymentProvider } from './provider.ts';

/** Stripe fills this in with the session's id on the success URL. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
/** Retries of a Stripe call the SDK makes on a network error or a 409/5xx, with idempotency keys. */
const MAX_NETWORK_RETRIES = 2;
/** Stripe calls give up after this long, so a request never hangs on the provider. */
const STRIPE_TIMEOUT_MS = 20_000;

/** The lookup key under which a plan's price lives in Stripe, so every instance finds the same price. */
export function priceLookupKey(planId: PaidPlanId, interval: BillingInterval): string {
  return `statemint_${planId}_${interval}`;
}

export function stripeClient(config: PaymentsConfig): Stripe {
  if (!config.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is not set');
  return new Stripe(config.stripeSecretKey, {
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    ...(config.stripeApi ?? {}),
  });
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The end of a subscription's current period (Stripe keeps it on the items since 2025). */
export function subscriptionPeriodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return ends.length === 0 ? null : new Date(Math.min(...ends) * 1000);
}

/** Stripe Checkout in subscription mode, with prices configured by id or created on first use. */
export function stripeProvider(
  config: PaymentsConfig,
  stripe = stripeClient(config),
): PaymentProvider {
  const prices = new Map<string, string>(Object.entries(config.stripePrices));

  /** The price of a plan and interval: configured, found by its lookup key, or created (and keyed). */
  async function priceId(planId: PaidPlanId, interval: BillingInterval): Promise<string> {
    const key = `${planId}_${interval}`;
    const known = prices.get(key);
    if (known) return known;
    const charge = planCharge(planId, interval);
    const lookupKey = priceLookupKey(planId, interval);
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const existing = found.data.find((p) => p.unit_amount === charge.amountCents);
    const price =
      existing ??
      (await stripe.prices.create({
        currency: 'usd',
        unit_amount: charge.amountCents,
        recurring: { interval: charge.months === 12 ? 'year' : 'month' },
        product_data: { name: `Statemint ${PLANS.find((p) => p.id === planId)?.name ?? planId}` },
        lookup_key: lookupKey,
        // A price changed in the plan table takes the key over; two instances racing both end up keyed.
        transfer_lookup_key: true,
      }));
    prices.set(key, price.id);
    return price.id;
  }

  async function paidCheckout(session: Stripe.Checkout.Session): Promise<CheckoutState> {
    const subscriptionId = idOf(session.subscription);
    const subscription = subscriptionId
      ? await stripe.subscriptions.retrieve(subscriptionId)
      : undefined;
    return {
      status: 'complete',
      paid: {
        customerId: idOf(session.customer),
        subscriptionId,
        periodEnd: subscription ? subscriptionPeriodEnd(subscription) : null,
      },
    };
  }

  return {
    name: 'stripe',
    async createCheckout(input) {
      const price = await priceId(input.planId, input.interval);
      const metadata = {
        user_id: input.userId,
        plan_id: input.planId,
        billing_interval: input.interval,
      };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        // Not successUrl(): Stripe must see its placeholder unescaped.
        success_url: `${pricingUrl(input.origin)}?session_id=${SESSION_ID_PLACEHOLDER}`,
        cancel_url: pricingUrl(input.origin),
        client_reference_id: input.userId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        metadata,
        subscription_data: { metadata },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async checkoutState(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'expired') return { status: 'expired' };
      if (session.status === 'complete' && session.payment_status === 'paid') {
        return paidCheckout(session);
      }
      return { status: 'open' };
    },

    async cancelAtPeriodEnd(subscriptionId) {
      if (!subscriptionId) return null;
      const subscription = await stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: true,
      });
      return subscriptionPeriodEnd(subscription);
    },

    async cancelNow(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },

    async portalUrl(customerId, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return portal.url;
    },
  };
}
