import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@statemint/contracts';
import { bearer, build, signUp } from '../../helper.ts';

/** Payments with the built-in TEST MODE checkout (no STRIPE_SECRET_KEY). */

const ORIGIN = 'http://statemint.test';

async function createSession(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown> = { package_id: 'starter', billing_interval: 'monthly' },
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/create-session',
    headers: { ...bearer(token), host: 'statemint.test' },
    payload,
  });
}

/** A new session's id, from its checkout URL. */
async function openCheckout(
  app: FastifyInstance,
  token: string,
  interval = 'monthly',
  plan = 'starter',
) {
  const res = await createSession(app, token, { package_id: plan, billing_interval: interval });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json<{ checkout_url: string }>().checkout_url);
  expect(url.origin).toBe(ORIGIN);
  const id = /^\/api\/payments\/test-checkout\/(test_cs_[\w-]+)$/.exec(url.pathname)?.[1];
  if (!id) throw new Error(`unexpected checkout url ${url.href}`);
  return id;
}

const press = (app: FastifyInstance, id: string, button: 'pay' | 'cancel') =>
  app.inject({
    method: 'POST',
    url: `/api/payments/test-checkout/${id}/${button}`,
    headers: { host: 'statemint.test', 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

const status = (app: FastifyInstance, token: string, id: string) =>
  app.inject({ method: 'GET', url: `/api/payments/status/${id}`, headers: bearer(token) });

const profile = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).json();

describe('payments with the built-in test checkout', () => {
  it('refuses enterprise, unknown plans and intervals with 400 {detail}, and needs a session', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { package_id: 'enterprise', billing_interval: 'monthly' },
        PAYMENT_MESSAGES.contactSales,
        'contact_sales',
      ],
      [
        { package_id: 'gold', billing_interval: 'monthly' },
        'package_id must be one of starter, professional, business',
        'invalid_package',
      ],
      [
        { billing_interval: 'annual' },
        'package_id must be one of starter, professional, business',
        'invalid_package',
      ],
      [
        { package_id: 'starter', billing_interval: 'weekly' },
        'billing_interval must be one of monthly, annual',
        'invalid_body',
      ],
      [
        { package_id: 'starter' },
        'billing_interval must be one of monthly, annual',
        'invalid_body',
      ],
    ];
    for (const [payload, detail, code] of cases) {
      const res = await createSession(app, token, payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { detail, code },
      });
    }
    expect(PAYMENT_MESSAGES.contactSales).toBe('Please contact sales for enterprise pricing');
    for (const url of [
      '/api/payments/create-session',
      '/api/payments/cancel',
      '/api/payments/portal',
    ]) {
      const res = await app.inject({ method: 'POST', url, payload: { package_id: 'enterprise' } });
      expect({ url, status: res.statusCode, detail: res.json().detail }).toEqual({
        url,
        status: 401,
        detail: 'Not authenticated',
      });
    }
    for (const url of [
      '/api/payments/status/x',
      '/api/payments/subscription',
      '/api/payments/history',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
    const config = await app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toEqual({ provider: 'test', sales_email: 'sales@statemint.app' });
    // Without Stripe there is no webhook to call.
    const webhook = await app.inject({ method: 'POST', url: '/api/payments/webhook', payload: {} });
    expect(webhook.statusCode).toBe(404);
  });

  it('serves a TEST MODE page; Pay activates once and returns to /pricing?session_id=', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    const other = await signUp(app);
    const id = await openCheckout(app, token);
    expect((await status(app, token, id)).json()).toEqual({
      payment_status: 'unpaid',
      status: 'open',
    });
    // Another user's session, and an unknown one, are the same 404.
    for (const res of [
      await status(app, other.token, id),
      await status(app, token, 'test_cs_nope'),
    ]) {
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { detail: 'Payment session not found', code: 'not_found' },
      });
    }

    const page = await app.inject({ method: 'GET', url: `/api/payments/test-checkout/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<div class="banner" role="banner">TEST MODE</div>');
    expect(page.body).toContain('<dd>Starter</dd>');
    expect(page.body).toContain('<dd>$15.00 / month</dd>');
    expect(page.body).toContain(
      `<form method="post" action="/api/payments/test-checkout/${id}/pay">`,
    );
    expect(page.body).toContain('>Cancel</button>');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('style=');
    const css = await app.inject({ method: 'GET', url: '/api/payments/test-checkout.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

    // Three Pay clicks at once (a double submit): one activation, one event.
    const [paid, ...others] = await Promise.all([
      press(app, id, 'pay'),
      press(app, id, 'pay'),
      press(app, id, 'pay'),
    ]);
    if (!paid) throw new Error('no answer');
    expect(others.map((r) => r.statusCode)).toEqual([303, 303]);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ORIGIN}/pricing?session_id=${id}`);
    expect((await status(app, token, id)).json()).toEqual({
      payment_status: 'paid',
      status: 'complete',
    });
    expect(await profile(app, token)).toMatchObject({
      subscription_tier: 'starter',
      pages_limit: 400,
      pages_remaining: 400,
    });

    // Paying twice activates once: pages spent since are not given back.
    await app.db.query('UPDATE users SET pages_remaining = 390 WHERE id = $1', [userId]);
    const again = await press(app, id, 'pay');
    expect(again.headers.location).toBe(`${ORIGIN}/pricing?session_id=${id}`);
    expect((await profile(app, token)).pages_remaining).toBe(390);
    const events = await app.db.query<{ id: string; type: string; user_id: string }>(
      'SELECT id, type, user_id FROM payment_events ORDER BY received_at',
    );
    expect(events).toEqual([
      { id: `test_evt_paid_${id}`, type: 'checkout.session.completed', user_id: userId },
    ]);
    const done = await app.inject({ method: 'GET', url: `/api/payments/test-checkout/${id}` });
    expect(done.body).toContain('<p role="status">This checkout is already paid.</p>');
    expect(done.body).not.toContain('<form');

    const history = await app.inject({
      method: 'GET',
      url: '/api/payments/history',
      headers: bearer(token),
    });
    expect(history.json()).toEqual([
      {
        paid_at: expect.any(String),
        plan_id: 'starter',
        billing_interval: 'monthly',
        amount: '15.00',
        currency: 'usd',
      },
    ]);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/payments/history',
          headers: bearer(other.token),
        })
      ).json(),
    ).toEqual([]);
  });

  it('Cancel at checkout expires the session and returns to /pricing; a lapsed session is expired', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const id = await openCheckout(app, token);
    const cancelled = await press(app, id, 'cancel');
    expect({ status: cancelled.statusCode, location: cancelled.headers.location }).toEqual({
      status: 303,
      location: `${ORIGIN}/pricing`,
    });
    expect((await status(app, token, id)).json()).toEqual({
      payment_status: 'unpaid',
      status: 'expired',
    });
    // Pay after Cancel changes nothing.
    await press(app, id, 'pay');
    expect((await status(app, token, id)).json()).toEqual({
      payment_status: 'unpaid',
      status: 'expired',
    });
    expect((await profile(app, token)).subscription_tier).toBe('daily_free');

    const late = await openCheckout(app, token);
    await app.db.query(
      `UPDATE payment_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [late],
    );
    const page = await app.inject({ method: 'GET', url: `/api/payments/test-checkout/${late}` });
    expect(page.body).toContain('This checkout has expired or was cancelled.');
    expect((await press(app, late, 'pay')).statusCode).toBe(303);
    expect((await status(app, token, late)).json()).toEqual({
      payment_status: 'unpaid',
      status: 'expired',
    });
    expect((await profile(app, token)).subscription_tier).toBe('daily_free');
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/payments/test-checkout/test_cs_0123456789abcdefghij',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Payment session not found');
  });

  it('shows the billing calendar and cancels at period end, back to Daily Free after it', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    const subscription = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/payments/subscription',
          headers: bearer(token),
        })
      ).json();
    const free = await subscription();
    expect(free).toMatchObject({
      subscription_tier: 'daily_free',
      billing_interval: null,
      next_billing_at: null,
      cancel_at_period_end: false,
      ends_at: null,
      can_cancel: false,
      provider: null,
      has_portal: false,
    });
    const noSub = await app.inject({
      method: 'POST',
      url: '/api/payments/cancel',
      headers: bearer(token),
    });
    expect({ status: noSub.statusCode, detail: noSub.json().detail }).toEqual({
      status: 400,
      detail: 'There is no active subscription to cancel',
    });

    await press(app, await openCheckout(app, token, 'annual', 'professional'), 'pay');
    const [anchor] = await app.db.query<{ reset: Date; billing: Date; anchor: Date }>(
      `SELECT billing_date(billing_anchor, 1) AS reset, billing_date(billing_anchor, 12) AS billing,
         billing_anchor AS anchor FROM users WHERE id = $1`,
      [userId],
    );
    expect(await subscription()).toEqual({
      subscription_tier: 'professional',
      billing_interval: 'annual',
      next_reset_at: anchor?.reset.toISOString(),
      next_billing_at: anchor?.billing.toISOString(),
      cancel_at_period_end: false,
      ends_at: null,
      can_cancel: true,
      provider: 'test',
      has_portal: false,
    });
    const history = await app.inject({
      method: 'GET',
      url: '/api/payments/history',
      headers: bearer(token),
    });
    expect(history.json()[0]).toMatchObject({
      plan_id: 'professional',
      billing_interval: 'annual',
      amount: '288.00',
    });
    const portal = await app.inject({
      method: 'POST',
      url: '/api/payments/portal',
      headers: bearer(token),
    });
    expect({ status: portal.statusCode, detail: portal.json().detail }).toEqual({
      status: 400,
      detail: 'The billing portal is only available with Stripe payments',
    });

    const cancel = await app.inject({
      method: 'POST',
      url: '/api/payments/cancel',
      headers: bearer(token),
    });
    expect(cancel.statusCode).toBe(204);
    expect(await subscription()).toMatchObject({
      subscription_tier: 'professional',
      next_billing_at: null,
      cancel_at_period_end: true,
      ends_at: anchor?.billing.toISOString(),
      can_cancel: false,
    });
    expect(
      (await app.inject({ method: 'POST', url: '/api/payments/cancel', headers: bearer(token) }))
        .statusCode,
    ).toBe(400);
    expect((await profile(app, token)).subscription_tier).toBe('professional');

    // The period ends: the next read finds the account on Daily Free with a fresh daily allowance.
    await app.db.query(
      `UPDATE users SET current_period_end = now() - interval '1 second' WHERE id = $1`,
      [userId],
    );
    expect(await profile(app, token)).toMatchObject({
      subscription_tier: 'daily_free',
      pages_limit: 7,
      pages_remaining: 7,
    });
    expect(await subscription()).toMatchObject({
      subscription_tier: 'daily_free',
      billing_interval: null,
      cancel_at_period_end: false,
      ends_at: null,
    });
  });

  it('switches plans with a new checkout and limits checkout sessions per account', async () => {
    const app = await build({ env: { PAYMENT_SESSIONS_PER_HOUR: '3' } });
    const { token } = await signUp(app);
    await press(app, await openCheckout(app, token), 'pay');
    await press(app, await openCheckout(app, token, 'monthly', 'business'), 'pay');
    expect(await profile(app, token)).toMatchObject({
      subscription_tier: 'business',
      pages_limit: 4000,
      pages_remaining: 4000,
    });
    await openCheckout(app, token);
    const refused = await createSession(app, token);
    expect({ status: refused.statusCode, detail: refused.json().detail }).toEqual({
      status: 429,
      detail: 'Too many payment attempts. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
