import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { bearer, build, signUp } from '../../helper.ts';
import {
  checkout,
  deliver,
  event,
  PERIOD_END,
  profile,
  stripeApp,
  WEBHOOK_SECRET,
} from '../../stripe-helpers.ts';
import { startStripeStandIn } from '../../stripe-stand-in.ts';

/** The Stripe provider, with the official SDK pointed at a local stand-in of the Stripe API. */

describe('payments with Stripe (local stand-in of the Stripe API): checkout', () => {
  it('needs STRIPE_WEBHOOK_SECRET with STRIPE_SECRET_KEY', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: '/tmp/x',
        TOKEN_SECRET: 'x'.repeat(32),
        STRIPE_SECRET_KEY: 'sk_test_1',
      }),
    ).toThrow(
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (renewals and cancellations arrive by webhook)',
    );
  });

  it('creates a subscription checkout at the plan price, made once and found by its lookup key', async () => {
    const standIn = await startStripeStandIn();
    const app = await stripeApp(standIn);
    const { token, userId, email } = await signUp(app);
    const id = await checkout(app, token, 'professional', 'annual');
    expect(standIn.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/prices',
      'POST /v1/prices',
      'POST /v1/checkout/sessions',
    ]);
    expect(standIn.calls[0]?.form).toMatchObject({
      lookup_keys: { 0: 'statemint_professional_annual' },
      active: 'true',
    });
    expect(standIn.calls[1]?.form).toEqual({
      currency: 'usd',
      unit_amount: '28800',
      recurring: { interval: 'year' },
      product_data: { name: 'Statemint Professional' },
      lookup_key: 'statemint_professional_annual',
      transfer_lookup_key: 'true',
    });
    const price = standIn.prices[0]?.id;
    // With Stripe the built-in test checkout is not served, and the Pricing page learns the provider.
    const testPage = await app.inject({ method: 'GET', url: `/api/payments/test-checkout/${id}` });
    expect(testPage.statusCode).toBe(404);
    const config = await app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toEqual({ provider: 'stripe', sales_email: 'sales@statemint.app' });
    expect(standIn.calls[2]?.form).toEqual({
      mode: 'subscription',
      line_items: { 0: { price, quantity: '1' } },
      success_url: 'http://statemint.test/pricing?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://statemint.test/pricing',
      client_reference_id: userId,
      customer_email: email,
      metadata: { user_id: userId, plan_id: 'professional', billing_interval: 'annual' },
      subscription_data: {
        metadata: { user_id: userId, plan_id: 'professional', billing_interval: 'annual' },
      },
    });
    const [row] = await app.db.query(
      'SELECT provider, plan_id, amount_cents, status FROM payment_sessions WHERE id = $1',
      [id],
    );
    expect(row).toEqual({
      provider: 'stripe',
      plan_id: 'professional',
      amount_cents: 28800,
      status: 'open',
    });

    // Another instance finds the price by its lookup key instead of creating a second one.
    const second = await stripeApp(standIn);
    const other = await signUp(second);
    standIn.calls.length = 0;
    await checkout(second, other.token, 'professional', 'annual');
    expect(standIn.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/prices',
      'POST /v1/checkout/sessions',
    ]);
    expect(standIn.calls[1]?.form).toMatchObject({ line_items: { 0: { price } } });
    expect(standIn.prices).toHaveLength(1);

    // A configured price id is used as it is; a provider failure is a 503 with a clear detail.
    const configured = await build({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: standIn.base,
        STRIPE_PRICE_STARTER_MONTHLY: 'price_configured',
      },
    });
    const third = await signUp(configured);
    standIn.calls.length = 0;
    await checkout(configured, third.token);
    expect(standIn.calls.map((c) => [c.path, c.form.line_items])).toEqual([
      ['/v1/checkout/sessions', { 0: { price: 'price_configured', quantity: '1' } }],
    ]);
    standIn.failNext('/v1/checkout/sessions');
    const failed = await configured.inject({
      method: 'POST',
      url: '/api/payments/create-session',
      headers: bearer(third.token),
      payload: { package_id: 'starter', billing_interval: 'monthly' },
    });
    expect({ status: failed.statusCode, body: failed.json() }).toEqual({
      status: 503,
      body: {
        detail: 'The payment provider could not be reached. Please try again.',
        code: 'provider_unavailable',
      },
    });
  });

  it('ends the Stripe subscription before an account is deleted, or keeps the account', async () => {
    const standIn = await startStripeStandIn();
    const app = await stripeApp(standIn);
    const { token } = await signUp(app);
    const id = await checkout(app, token);
    const session = standIn.pay(id, PERIOD_END);
    await deliver(app, event('checkout.session.completed', session));
    const remove = () =>
      app.inject({ method: 'DELETE', url: '/api/user/profile', headers: bearer(token) });

    standIn.failNext(`/v1/subscriptions/${String(session.subscription)}`);
    const refused = await remove();
    expect({ status: refused.statusCode, detail: refused.json().detail }).toEqual({
      status: 503,
      detail: 'The payment provider could not be reached. Please try again.',
    });
    expect((await profile(app, token)).subscription_tier).toBe('starter');

    standIn.calls.length = 0;
    expect((await remove()).statusCode).toBe(204);
    expect(standIn.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE /v1/subscriptions/${String(session.subscription)}`,
    ]);
    expect(standIn.subscriptions.get(String(session.subscription))?.status).toBe('canceled');
    // The payment records outlive the account.
    const kept = await app.db.query('SELECT user_id, status FROM payment_sessions WHERE id = $1', [
      id,
    ]);
    expect(kept).toEqual([{ user_id: null, status: 'complete' }]);
  });

  it('a plan change checks out as the same customer and cancels the replaced subscription', async () => {
    const standIn = await startStripeStandIn();
    const app = await stripeApp(standIn);
    const { token } = await signUp(app);
    const first = standIn.pay(await checkout(app, token), PERIOD_END);
    await deliver(app, event('checkout.session.completed', first));

    standIn.calls.length = 0;
    const id = await checkout(app, token, 'business');
    const created = standIn.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(created?.form.customer).toBe(first.customer);
    expect(created?.form.customer_email).toBeUndefined();
    const second = standIn.pay(id, PERIOD_END);
    const status = await app.inject({
      method: 'GET',
      url: `/api/payments/status/${id}`,
      headers: bearer(token),
    });
    expect(status.json()).toEqual({ payment_status: 'paid', status: 'complete' });
    expect(await profile(app, token)).toMatchObject({
      subscription_tier: 'business',
      pages_remaining: 4000,
    });
    expect(standIn.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/v1/subscriptions/${String(first.subscription)}`,
    ]);
    expect(standIn.subscriptions.get(String(second.subscription))?.status).toBe('active');
  });
});
