import { describe, expect, it } from 'vitest';
import { OAUTH_MESSAGES } from '@statemint/contracts';
import { SESSION_COOKIE } from '../../../src/plugins/app/auth.ts';
import { buildWith, cookieSession, OWN_ORIGIN, useTestProvider } from '../../oauth-flow.ts';

const provider = useTestProvider();

/** A Google-signed-in browser (the session cookie, no bearer token) buys a plan. */
describe('payments with the session cookie of a Google sign-in', () => {
  it('creates a checkout from its own origin only, and polls only its own session', async () => {
    const app = await buildWith(provider());
    const buyer = await cookieSession(app, 'buyer@example.com');
    const other = await cookieSession(app, 'other@example.com');
    const cookies = { [SESSION_COOKIE]: buyer.cookie };
    const payload = { package_id: 'starter', billing_interval: 'monthly' };

    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/payments/create-session',
      cookies,
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect({ status: crossSite.statusCode, detail: crossSite.json().detail }).toEqual({
      status: 403,
      detail: OAUTH_MESSAGES.crossSiteRequest,
    });

    const created = await app.inject({
      method: 'POST',
      url: '/api/payments/create-session',
      cookies,
      headers: { origin: OWN_ORIGIN },
      payload,
    });
    expect(created.statusCode).toBe(200);
    const checkout = new URL(created.json<{ checkout_url: string }>().checkout_url);
    const id = checkout.pathname.split('/').at(-1) ?? '';
    const pay = await app.inject({
      method: 'POST',
      url: `${checkout.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.headers.location).toBe(`${OWN_ORIGIN}/pricing?session_id=${id}`);

    const status = await app.inject({ url: `/api/payments/status/${id}`, cookies });
    expect(status.json()).toEqual({ payment_status: 'paid', status: 'complete' });
    const profile = await app.inject({ url: '/api/user/profile', cookies });
    expect(profile.json()).toMatchObject({ subscription_tier: 'starter', pages_remaining: 400 });
    const foreign = await app.inject({
      url: `/api/payments/status/${id}`,
      cookies: { [SESSION_COOKIE]: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
