import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { bearer, build } from './helper.ts';
import type { StripeStandIn } from './stripe-stand-in.ts';

/** Helpers of the Stripe provider's tests: an app pointed at the stand-in, and signed events. */

export const WEBHOOK_SECRET = 'whsec_test_standin_secret';
/** 2027-01-15T00:00:00Z and a month later, as Stripe's epoch seconds. */
export const PERIOD_END = 1_799_971_200;
export const NEXT_PERIOD_END = 1_802_649_600;

export async function stripeApp(standIn: StripeStandIn): Promise<FastifyInstance> {
  return build({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.base,
    },
  });
}

/** Sends an event signed the way Stripe signs it, with the SDK's own test-header helper. */
export async function deliver(
  app: FastifyInstance,
  event: Record<string, unknown>,
  secret = WEBHOOK_SECRET,
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

let eventCounter = 0;
export function event(type: string, object: Record<string, unknown>, id = `evt_${++eventCounter}`) {
  return {
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1,
    data: { object },
  };
}

export function invoice(subscription: string, periodEnd: number) {
  return {
    id: `in_${periodEnd}`,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    parent: { type: 'subscription_details', subscription_details: { subscription } },
    lines: {
      object: 'list',
      data: [{ id: 'il_1', period: { start: periodEnd - 2_678_400, end: periodEnd } }],
    },
  };
}

export const profile = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).json();

export async function checkout(
  app: FastifyInstance,
  token: string,
  plan = 'starter',
  interval = 'monthly',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/create-session',
    headers: { ...bearer(token), host: 'statemint.test' },
    payload: { package_id: plan, billing_interval: interval },
  });
  expect(res.statusCode).toBe(200);
  const url = res.json<{ checkout_url: string }>().checkout_url;
  const id = /\/c\/pay\/(cs_test_\w+)$/.exec(url)?.[1];
  if (!id) throw new Error(`unexpected checkout url ${url}`);
  return id;
}
