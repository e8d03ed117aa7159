import { BILLING_INTERVALS, DEFAULT_SALES_EMAIL, PAID_PLAN_IDS } from '@statemint/contracts';
import { ConfigError, integer, type Env } from './config-env.ts';

/** Where the Stripe SDK sends its calls; set only to point it at a stand-in (tests). */
export type StripeApi = { host: string; port: number; protocol: 'http' | 'https' };

/** The payment settings (README, Configuration). */
export type PaymentsConfig = {
  /** Stripe when set; else the built-in test checkout. */
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApi: StripeApi | undefined;
  /** Configured Stripe price ids by `<plan>_<interval>`; the others are created on first use. */
  stripePrices: Record<string, string>;
  /** The Enterprise plan's Contact address (a mailto: on the Pricing page). */
  salesEmail: string;
  /** How long a test checkout page can be paid. */
  testCheckoutTtlSeconds: number;
  /** Checkout sessions an account may open per hour. */
  sessionsPerHour: number;
};

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function stripeApi(env: Env): StripeApi | undefined {
  const raw = env.STRIPE_API_BASE?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`STRIPE_API_BASE must be an http:// or https:// URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`STRIPE_API_BASE must be an http:// or https:// URL, got "${raw}"`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

/** Reads the payment settings; throws ConfigError with one clear line on a bad value. */
export function paymentsConfig(env: Env): PaymentsConfig {
  const stripeSecretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  if (stripeSecretKey && !stripeWebhookSecret) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (renewals and cancellations arrive by webhook)',
    );
  }
  const stripePrices: Record<string, string> = {};
  for (const plan of PAID_PLAN_IDS) {
    for (const interval of BILLING_INTERVALS) {
      const id = env[`STRIPE_PRICE_${plan.toUpperCase()}_${interval.toUpperCase()}`]?.trim();
      if (id) stripePrices[`${plan}_${interval}`] = id;
    }
  }
  const salesEmail = env.SALES_EMAIL?.trim() || DEFAULT_SALES_EMAIL;
  if (!SIMPLE_EMAIL.test(salesEmail)) {
    throw new ConfigError(`SALES_EMAIL must be an email address, got "${salesEmail}"`);
  }
  return {
    stripeSecretKey,
    stripeWebhookSecret,
    stripeApi: stripeApi(env),
    stripePrices,
    salesEmail,
    testCheckoutTtlSeconds: integer(env, 'TEST_CHECKOUT_TTL_SECONDS', 1800, 10, 86_400),
    sessionsPerHour: integer(env, 'PAYMENT_SESSIONS_PER_HOUR', 20, 1, 1_000_000),
  };
}
