import { describe, expect, it } from 'vitest';
import { OAUTH_MESSAGES, OAUTH_PATHS } from '@statemint/contracts';
import { SESSION_COOKIE } from '../../../src/plugins/app/auth.ts';
import { HANDOFF_COOKIE } from '../../../src/routes/api/oauth/index.ts';
import { bearer, fixture, multipart, signUp, THREE_PAGE_PDF } from '../../helper.ts';
import {
  buildWith,
  cookieOf,
  cookieSession,
  exchange,
  OWN_ORIGIN,
  handoffOf,
  signInWithProvider,
  useTestProvider,
} from '../../oauth-flow.ts';

const provider = useTestProvider();
const CROSS_SITE = {
  detail: OAUTH_MESSAGES.crossSiteRequest,
  code: 'cross_site_request',
} as const;
const NOT_AUTHENTICATED = { detail: 'Not authenticated', code: 'not_authenticated' } as const;
const rename = { full_name: 'Renamed', language_preference: 'en' } as const;

describe('the session cookie of a Google sign-in', () => {
  it('authenticates the bearer routes for a client that sends no Authorization header', async () => {
    const app = await buildWith(provider());
    const { user, cookie } = await cookieSession(app, 'cookie@example.com');
    const cookies = { [SESSION_COOKIE]: cookie };
    const profile = await app.inject({ url: '/api/user/profile', cookies });
    expect({ status: profile.statusCode, id: profile.json().id }).toEqual({
      status: 200,
      id: user.id,
    });
    const documents = await app.inject({ url: '/api/documents', cookies });
    expect({ status: documents.statusCode, body: documents.json() }).toEqual({
      status: 200,
      body: [],
    });
    const check = await app.inject({
      method: 'POST',
      url: '/api/user/pages/check',
      cookies,
      headers: { origin: OWN_ORIGIN },
      payload: { page_count: 1 },
    });
    expect(check.json()).toEqual({
      can_process: true,
      pages_remaining: 7,
      pages_limit: 7,
      subscription_tier: 'daily_free',
      resets_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('converts an upload for the cookie session, and refuses a cross-site upload before reading it', async () => {
    const app = await buildWith(provider());
    const { user, cookie } = await cookieSession(app, 'upload@example.com');
    const upload = multipart(fixture(THREE_PAGE_PDF), THREE_PAGE_PDF);
    const send = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/process-pdf',
        payload: upload.payload,
        headers: { ...upload.headers, origin },
        cookies: { [SESSION_COOKIE]: cookie },
      });
    const forged = await send('https://evil.example');
    expect({ status: forged.statusCode, body: forged.json() }).toEqual({
      status: 403,
      body: CROSS_SITE,
    });
    const res = await send(OWN_ORIGIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, pages_processed: 3, pages_used: 3 });
    expect(await app.db.query('SELECT user_id, original_filename FROM documents')).toEqual([
      { user_id: user.id, original_filename: THREE_PAGE_PDF },
    ]);
  });

  it('state-changing calls need our own Origin (or Sec-Fetch-Site: same-origin); others get 403', async () => {
    const app = await buildWith(provider());
    const { cookie } = await cookieSession(app, 'csrf@example.com');
    const put = (headers: Record<string, string>) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        cookies: { [SESSION_COOKIE]: cookie },
        headers,
        payload: rename,
      });
    const refused = {
      crossSite: await put({ origin: 'https://evil.example' }),
      otherPort: await put({ origin: 'http://localhost:8081' }),
      otherScheme: await put({ origin: 'https://localhost' }),
      opaque: await put({ origin: 'null' }),
      noOrigin: await put({}),
      crossSiteFetch: await put({ 'sec-fetch-site': 'cross-site' }),
      sameSiteFetch: await put({ 'sec-fetch-site': 'same-site' }),
    };
    for (const [name, res] of Object.entries(refused)) {
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({
        name,
        status: 403,
        body: CROSS_SITE,
      });
    }
    const [unchanged] = await app.db.query<{ full_name: string }>('SELECT full_name FROM users');
    expect(unchanged?.full_name).toBe('csrf');

    const accepted = {
      sameOrigin: await put({ origin: OWN_ORIGIN }),
      defaultPort: await put({ origin: 'http://LOCALHOST:80' }),
      secFetch: await put({ 'sec-fetch-site': 'same-origin' }),
    };
    for (const [name, res] of Object.entries(accepted)) {
      expect({ name, status: res.statusCode, name_: res.json().full_name }).toEqual({
        name,
        status: 200,
        name_: 'Renamed',
      });
    }
    // Cross-site and cookie-less: nothing to forge, the usual 401.
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { origin: 'https://evil.example' },
      payload: rename,
    });
    expect(anonymous.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('behind TRUST_PROXY, the forwarded scheme and host are our origin', async () => {
    const app = await buildWith(provider(), { env: { TRUST_PROXY: 'true' } });
    const { cookie } = await cookieSession(app, 'proxy@example.com');
    const put = (origin: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        cookies: { [SESSION_COOKIE]: cookie },
        headers: {
          origin,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'statemint.example',
        },
        payload: rename,
      });
    expect((await put('https://statemint.example')).statusCode).toBe(200);
    expect((await put(OWN_ORIGIN)).statusCode).toBe(403);
  });

  it('a cookie token is no bearer token, and a bearer token is no cookie', async () => {
    const app = await buildWith(provider());
    const { cookie } = await cookieSession(app, 'kinds@example.com');
    const { token } = await signUp(app);
    const asBearer = await app.inject({ url: '/api/user/profile', headers: bearer(cookie) });
    const asCookie = await app.inject({
      url: '/api/user/profile',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect([asBearer.json(), asCookie.json()]).toEqual([NOT_AUTHENTICATED, NOT_AUTHENTICATED]);
    // A bearer token wins over a cookie sent beside it.
    const both = await app.inject({
      url: '/api/user/profile',
      headers: bearer(token),
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(both.json().email).toMatch(/^user-/);
  });

  it('slides: once stale, the expiry moves on and the cookie is set again for 7 days', async () => {
    const app = await buildWith(provider());
    const { cookie } = await cookieSession(app, 'slide@example.com');
    const cookies = { [SESSION_COOKIE]: cookie };
    const fresh = await app.inject({ url: '/api/user/profile', cookies });
    expect(fresh.cookies).toEqual([]);
    await app.db.query(
      `UPDATE sessions SET last_used_at = now() - interval '2 days', expires_at = now() + interval '5 days'`,
    );
    const stale = await app.inject({ url: '/api/user/profile', cookies });
    expect(cookieOf(stale, SESSION_COOKIE)).toMatchObject({ value: cookie, maxAge: 604800 });
    const [row] = await app.db.query<{ left: number }>(
      `SELECT round(extract(epoch FROM expires_at - now()))::integer AS left FROM sessions`,
    );
    expect(row?.left).toBe(604800);
    await app.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect((await app.inject({ url: '/api/user/profile', cookies })).json()).toEqual(
      NOT_AUTHENTICATED,
    );
  });

  it('is Secure when the request came over HTTPS', async () => {
    const app = await buildWith(provider(), { env: { TRUST_PROXY: 'true' } });
    const handoff = handoffOf(await signInWithProvider(app, 'tls@example.com'));
    const res = await exchange(app, handoff, { 'x-forwarded-proto': 'https' });
    expect(cookieOf(res, SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
  });

  it('a second sign-in in the same browser replaces the session it had', async () => {
    const app = await buildWith(provider());
    const first = await cookieSession(app, 'twice@example.com');
    const handoff = handoffOf(await signInWithProvider(app, 'twice@example.com'));
    const res = await app.inject({
      url: OAUTH_PATHS.sessionData,
      headers: { 'x-session-id': handoff.sessionId },
      cookies: { [SESSION_COOKIE]: first.cookie, [HANDOFF_COOKIE]: handoff.browser },
    });
    expect(res.statusCode).toBe(200);
    expect(await app.db.query('SELECT count(*)::integer AS n FROM sessions')).toEqual([{ n: 1 }]);
    expect(cookieOf(res, SESSION_COOKIE)?.value).not.toBe(first.cookie);
  });
});

describe('POST /api/auth/oauth/logout', () => {
  it('revokes the cookie session and clears the cookie', async () => {
    const app = await buildWith(provider());
    const { cookie } = await cookieSession(app, 'bye@example.com');
    const cookies = { [SESSION_COOKIE]: cookie };
    const forged = await app.inject({
      method: 'POST',
      url: OAUTH_PATHS.logout,
      cookies,
      headers: { origin: 'https://evil.example' },
    });
    expect({ status: forged.statusCode, body: forged.json() }).toEqual({
      status: 403,
      body: CROSS_SITE,
    });
    expect((await app.inject({ url: '/api/user/profile', cookies })).statusCode).toBe(200);

    const res = await app.inject({
      method: 'POST',
      url: OAUTH_PATHS.logout,
      cookies,
      headers: { origin: OWN_ORIGIN },
    });
    expect(res.statusCode).toBe(204);
    expect(cookieOf(res, SESSION_COOKIE)).toMatchObject({ value: '', path: '/api', maxAge: 0 });
    expect(await app.db.query('SELECT 1 FROM sessions')).toEqual([]);
    expect((await app.inject({ url: '/api/user/profile', cookies })).json()).toEqual(
      NOT_AUTHENTICATED,
    );
    // Again, or with no cookie and no Origin (nothing to forge): nothing left to revoke, still 204.
    const again = await app.inject({
      method: 'POST',
      url: OAUTH_PATHS.logout,
      cookies,
      headers: { origin: OWN_ORIGIN },
    });
    expect(again.statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: OAUTH_PATHS.logout })).statusCode).toBe(204);
  });

  it('leaves password sessions alone', async () => {
    const app = await buildWith(provider());
    const { token } = await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: OAUTH_PATHS.logout,
      cookies: { [SESSION_COOKIE]: token },
      headers: { origin: OWN_ORIGIN },
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await app.inject({ url: '/api/user/profile', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });
});
