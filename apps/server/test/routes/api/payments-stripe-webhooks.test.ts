import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../helper.ts';
import {
  checkout,
  deliver,
  event,
  invoice,
  NEXT_PERIOD_END,
  PERIOD_END,
  profile,
  stripeApp,
} from '../../stripe-helpers.ts';
import { startStripeStandIn } from '../../stripe-stand-in.ts';

/** The Stripe provider, with the official SDK pointed at a local stand-in of the Stripe API. */

describe('payments with Stripe (local stand-in of the Stripe API): status and webhooks', () => {
  it('activates on the status check or the webhook, once, and verifies every signature', async () => {
    const standIn = await startStripeStandIn();
    const app = await stripeApp(standIn);
    const { token, userId } = await signUp(app);
    const other = await signUp(app);
    const id = await checkout(app, token);
    const status = (t = token) =>
      app.inject({ method: 'GET', url: `/api/payments/status/${id}`, headers: bearer(t) });
    expect((await status()).json()).toEqual({ payment_status: 'unpaid', status: 'open' });
    expect((await status(other.token)).statusCode).toBe(404);

    const session = standIn.pay(id, PERIOD_END);
    expect((await status()).json()).toEqual({ payment_status: 'paid', status: 'complete' });
    expect(await profile(app, token)).toMatchObject({
      subscription_tier: 'starter',
      pages_remaining: 400,
    });
    const [user] = await app.db.query<Record<string, unknown>>(
      `SELECT payment_provider, provider_customer_id, provider_subscription_id, current_period_end, billing_interval
       FROM users WHERE id = $1`,
      [userId],
    );
    expect(user).toEqual({
      payment_provider: 'stripe',
      provider_customer_id: session.customer,
      provider_subscription_id: session.subscription,
      current_period_end: new Date(PERIOD_END * 1000),
      billing_interval: 'monthly',
    });

    // The webhook for the same checkout arrives afterwards: recorded, nothing applied twice.
    await app.db.query('UPDATE users SET pages_remaining = 350 WHERE id = $1', [userId]);
    const completed = event('checkout.session.completed', session, 'evt_completed');
    const first = await deliver(app, completed);
    expect({ status: first.statusCode, body: first.json() }).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    const replay = await deliver(app, completed);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await profile(app, token)).pages_remaining).toBe(350);

    for (const [signature, body] of [
      ['t=1,v1=deadbeef', JSON.stringify(completed)],
      [
        Stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify(completed),
          secret: 'whsec_other',
        }),
        JSON.stringify(completed),
      ],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { detail: 'Invalid webhook signature', code: 'invalid_signature' },
      });
    }
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: completed,
    });
    expect(unsigned.statusCode).toBe(400);
    const events = await app.db.query('SELECT id, type, user_id FROM payment_events');
    expect(events).toEqual([
      { id: 'evt_completed', type: 'checkout.session.completed', user_id: userId },
    ]);

    // A checkout paid only by webhook (no status check) activates there.
    const second = await signUp(app);
    const secondId = await checkout(app, second.token, 'business');
    const paid = standIn.pay(secondId, PERIOD_END);
    expect((await deliver(app, event('checkout.session.completed', paid))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await profile(app, second.token)).toMatchObject({
      subscription_tier: 'business',
      pages_remaining: 4000,
    });
    const [recorded] = await app.db.query<{ user_id: string }>(
      `SELECT user_id FROM payment_events WHERE session_id = $1`,
      [secondId],
    );
    expect(recorded?.user_id).toBe(second.userId);

    // An expired checkout reads as expired.
    const third = await checkout(app, second.token);
    await deliver(app, event('checkout.session.expired', standIn.expire(third)));
    const expired = await app.inject({
      method: 'GET',
      url: `/api/payments/status/${third}`,
      headers: bearer(second.token),
    });
    expect(expired.json()).toEqual({ payment_status: 'unpaid', status: 'expired' });
  });

  it('renews on invoice.paid, cancels at period end, opens the portal and downgrades on deletion', async () => {
    const standIn = await startStripeStandIn();
    const app = await stripeApp(standIn);
    const { token, userId } = await signUp(app);
    const id = await checkout(app, token);
    const session = standIn.pay(id, PERIOD_END);
    await deliver(app, event('checkout.session.completed', session));
    const subscriptionId = session.subscription as string;

    // A month later: the period's pages are spent, then the renewal invoice is paid.
    await app.db.query(
      `UPDATE users SET pages_remaining = 0, billing_anchor = now() - interval '1 month',
         quota_period_start = now() - interval '1 month' WHERE id = $1`,
      [userId],
    );
    const renewal = event('invoice.paid', invoice(subscriptionId, NEXT_PERIOD_END));
    expect((await deliver(app, renewal)).json()).toEqual({ received: true, duplicate: false });
    const [renewed] = await app.db.query<{ pages_remaining: number; current_period_end: Date }>(
      'SELECT pages_remaining, current_period_end FROM users WHERE id = $1',
      [userId],
    );
    expect(renewed).toEqual({
      pages_remaining: 400,
      current_period_end: new Date(NEXT_PERIOD_END * 1000),
    });
    await app.db.query('UPDATE users SET pages_remaining = 100 WHERE id = $1', [userId]);
    expect((await deliver(app, renewal)).json()).toEqual({ received: true, duplicate: true });
    expect((await profile(app, token)).pages_remaining).toBe(100);

    // A failed payment is kept; Stripe retries it, and nothing changes here.
    await deliver(app, event('invoice.payment_failed', invoice(subscriptionId, NEXT_PERIOD_END)));
    expect(await profile(app, token)).toMatchObject({
      subscription_tier: 'starter',
      pages_remaining: 100,
    });

    // Cancel: Stripe is told to cancel at period end, and the subscription shows when it ends.
    standIn.calls.length = 0;
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/payments/cancel',
      headers: bearer(token),
    });
    expect(cancel.statusCode).toBe(204);
    expect(standIn.calls.map((c) => [c.method, c.path, c.form])).toEqual([
      ['POST', `/v1/subscriptions/${subscriptionId}`, { cancel_at_period_end: 'true' }],
    ]);
    const sub = await app.inject({
      method: 'GET',
      url: '/api/payments/subscription',
      headers: bearer(token),
    });
    expect(sub.json()).toMatchObject({
      subscription_tier: 'starter',
      cancel_at_period_end: true,
      ends_at: new Date(PERIOD_END * 1000).toISOString(),
      next_billing_at: null,
      can_cancel: false,
      provider: 'stripe',
      has_portal: true,
    });

    const portal = await app.inject({
      method: 'POST',
      url: '/api/payments/portal',
      headers: { ...bearer(token), host: 'statemint.test' },
    });
    expect(portal.json().url).toMatch(
      /^https:\/\/billing\.stripe\.test\/p\/session\/bps_standin_\d+$/,
    );
    expect(standIn.calls.at(-1)?.form).toEqual({
      customer: session.customer,
      return_url: 'http://statemint.test/settings',
    });

    // Undone in the portal: Stripe reports it, and the subscription runs on.
    const updated = { ...standIn.subscriptions.get(subscriptionId), cancel_at_period_end: false };
    await deliver(app, event('customer.subscription.updated', updated));
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/payments/subscription',
          headers: bearer(token),
        })
      ).json(),
    ).toMatchObject({
      cancel_at_period_end: false,
      can_cancel: true,
    });

    // Stripe deletes the subscription: back to Daily Free.
    const deleted = event('customer.subscription.deleted', { ...updated, status: 'canceled' });
    await deliver(app, deleted);
    expect(await profile(app, token)).toMatchObject({
      subscription_tier: 'daily_free',
      pages_limit: 7,
      pages_remaining: 7,
    });
    expect((await deliver(app, deleted)).json()).toEqual({ received: true, duplicate: true });
    const types = await app.db.query<{ type: string }>(
      'SELECT type FROM payment_events ORDER BY received_at',
    );
    expect(types.map((t) => t.type)).toEqual([
      'checkout.session.completed',
      'invoice.paid',
      'invoice.payment_failed',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
  });
});
