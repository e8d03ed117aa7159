import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MESSAGES, OAUTH_MESSAGES, OAUTH_PATHS } from '@statemint/contracts';
import { SESSION_COOKIE } from '../../../src/plugins/app/auth.ts';
import { HANDOFF_COOKIE, STATE_COOKIE } from '../../../src/routes/api/oauth/index.ts';
import { bearer, build, freshSchema, PASSWORD, signUp, TEST_DATABASE_URL } from '../../helper.ts';
import {
  buildWith,
  callback,
  cookieOf,
  exchange,
  INJECT_REDIRECT_URI,
  handoffOf,
  signInWithProvider,
  start,
  useTestProvider,
} from '../../oauth-flow.ts';
import { signInAtProvider, TEST_CLIENT_ID } from '../../oidc-provider.ts';

const provider = useTestProvider();
const INVALID_SESSION_ID = {
  detail: OAUTH_MESSAGES.sessionIdInvalid,
  code: 'invalid_session_id',
} as const;

describe('Google sign-in: configuration', () => {
  it('without a client id: start answers 503 with the issue’s text and /config says so', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: OAUTH_PATHS.googleStart });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'Google sign-in is not configured on this server' });
    const config = await app.inject({ method: 'GET', url: OAUTH_PATHS.config });
    expect(config.json()).toEqual({ google: false });
    // A callback reaching an unconfigured server signs nobody in.
    const back = await app.inject({ method: 'GET', url: `${OAUTH_PATHS.googleCallback}?state=x` });
    expect(back.headers.location).toBe('/login#oauth_error=invalid_state');
  });

  it('with a client id, /config says Google sign-in is on', async () => {
    const app = await buildWith(provider());
    const res = await app.inject({ method: 'GET', url: OAUTH_PATHS.config });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { google: true },
    });
  });

  it('a provider that cannot be reached sends the browser back to /login, unavailable', async () => {
    const probe = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => probe.once('listening', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const app = await build({
      env: { OIDC_ISSUER: `http://127.0.0.1:${port}`, OIDC_CLIENT_ID: 'x', LOG_LEVEL: 'silent' },
    });
    const res = await app.inject({ method: 'GET', url: OAUTH_PATHS.googleStart });
    expect({ status: res.statusCode, location: res.headers.location }).toEqual({
      status: 302,
      location: '/login#oauth_error=unavailable',
    });
    expect(await app.db.query('SELECT 1 FROM oauth_authorizations')).toEqual([]);
  });
});

describe('GET /api/auth/oauth/google/start', () => {
  it('redirects to the provider with PKCE (S256), state and nonce; keeps them in the database and the state in a cookie', async () => {
    const app = await buildWith(provider());
    const res = await app.inject({ method: 'GET', url: OAUTH_PATHS.googleStart });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${provider().issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toEqual({
      client_id: TEST_CLIENT_ID,
      redirect_uri: INJECT_REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const cookie = cookieOf(res, STATE_COOKIE);
    expect(cookie).toEqual({
      name: STATE_COOKIE,
      value: params.state,
      path: OAUTH_PATHS.googleCallback,
      maxAge: 600,
      httpOnly: true,
      sameSite: 'Lax',
    });
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT state_hash, nonce, redirect_uri, code_verifier,
         round(extract(epoch FROM expires_at - now()))::integer AS ttl FROM oauth_authorizations`,
    );
    expect(rows).toEqual([
      {
        state_hash: app.auth.hash(`oauth-state:${params.state}`),
        nonce: params.nonce,
        redirect_uri: INJECT_REDIRECT_URI,
        code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        ttl: 600,
      },
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is rate-limited per address', async () => {
    const app = await buildWith(provider());
    for (let i = 0; i < 60; i += 1) await start(app);
    const res = await app.inject({ method: 'GET', url: OAUTH_PATHS.googleStart });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 429,
      body: { detail: 'Too many sign-in attempts. Please try again later.', code: 'rate_limited' },
    });
  });
});

describe('the callback and the session exchange', () => {
  it('creates a passwordless account from the verified email and hands over a one-time session id', async () => {
    provider().accounts.set('ada', {
      email: 'Ada@Example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    });
    const app = await buildWith(provider());
    const back = await signInWithProvider(app, 'ada');
    expect(back.statusCode).toBe(302);
    const handoff = handoffOf(back);
    expect(cookieOf(back, STATE_COOKIE)?.maxAge).toBe(0);
    expect(await app.db.query('SELECT 1 FROM oauth_authorizations')).toEqual([]);

    const res = await exchange(app, handoff);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      full_name: 'Ada Lovelace',
      email: 'Ada@Example.com',
      language_preference: 'en',
      subscription_tier: 'daily_free',
      pages_remaining: 7,
      pages_limit: 7,
      created_at: expect.any(String),
    });
    expect(cookieOf(res, SESSION_COOKIE)).toEqual({
      name: SESSION_COOKIE,
      value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      path: '/api',
      maxAge: 604800,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(
      await app.db.query(
        `SELECT u.password_hash, i.issuer, i.subject, i.email, s.kind
         FROM users u JOIN oauth_identities i ON i.user_id = u.id JOIN sessions s ON s.user_id = u.id`,
      ),
    ).toEqual([
      {
        password_hash: null,
        issuer: provider().issuer,
        subject: 'ada',
        email: 'Ada@Example.com',
        kind: 'oauth',
      },
    ]);
    // A passwordless account cannot be signed into with any password.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada@example.com', password: PASSWORD },
    });
    expect(login.json()).toEqual({
      detail: MESSAGES.invalidCredentials,
      code: 'invalid_credentials',
    });
  });

  it('refuses a replayed, unknown, missing or expired session id, or one from another browser, with 401', async () => {
    const app = await buildWith(provider());
    const handoff = handoffOf(await signInWithProvider(app, 'grace@example.com'));
    // The id alone, in a browser the callback did not answer (a link sent to a victim): refused, not spent.
    const elsewhere = {
      noCookie: await exchange(app, { sessionId: handoff.sessionId }),
      otherCookie: await exchange(app, { sessionId: handoff.sessionId, browser: 'B'.repeat(43) }),
    };
    const first = await exchange(app, handoff);
    expect(first.statusCode).toBe(200);
    expect(cookieOf(first, HANDOFF_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    const cases = {
      ...elsewhere,
      replayed: await exchange(app, handoff),
      unknown: await exchange(app, { ...handoff, sessionId: 'A'.repeat(43) }),
      missing: await exchange(app, { browser: handoff.browser }),
      empty: await exchange(app, { ...handoff, sessionId: '' }),
      tooLong: await exchange(app, { ...handoff, sessionId: 'A'.repeat(129) }),
    };
    for (const [name, res] of Object.entries(cases)) {
      expect({ name, status: res.statusCode, body: res.json(), cookie: res.cookies }).toEqual({
        name,
        status: 401,
        body: INVALID_SESSION_ID,
        cookie: [],
      });
    }
    const late = handoffOf(await signInWithProvider(app, 'grace@example.com'));
    await app.db.query(`UPDATE oauth_handoffs SET expires_at = now() - interval '1 second'`);
    expect((await exchange(app, late)).json()).toEqual(INVALID_SESSION_ID);
    expect(await app.db.query(`SELECT kind FROM sessions`)).toEqual([{ kind: 'oauth' }]);
    // Only keyed hashes are stored.
    const [row] = await app.db.query<{ id_hash: string; browser_hash: string }>(
      'SELECT id_hash, browser_hash FROM oauth_handoffs WHERE used_at IS NOT NULL',
    );
    expect(row).toEqual({
      id_hash: app.auth.hash(`oauth-handoff:${handoff.sessionId}`),
      browser_hash: app.auth.hash(`oauth-browser:${handoff.browser}`),
    });
  });

  it('two exchanges of one id at once: exactly one wins', async () => {
    const app = await buildWith(provider());
    const handoff = handoffOf(await signInWithProvider(app, 'race@example.com'));
    const answers = await Promise.all([1, 2, 3, 4].map(() => exchange(app, handoff)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401]);
  });

  it('refuses a state the browser did not start, a missing state cookie and a replayed callback', async () => {
    const app = await buildWith(provider());
    const first = await start(app);
    const second = await start(app);
    const back = await signInAtProvider(first.authorizationUrl.href, 'eve@example.com');
    const refused = {
      // The browser holds the second flow's state; the provider came back with the first's.
      otherState: await callback(app, back, second.state),
      noCookie: await callback(app, back, undefined),
    };
    for (const [name, res] of Object.entries(refused)) {
      expect({ name, status: res.statusCode, location: res.headers.location }).toEqual({
        name,
        status: 302,
        location: '/login#oauth_error=invalid_state',
      });
    }
    const tampered = new URL(back);
    tampered.searchParams.set('state', second.state);
    // The browser's own sign-in in progress is left alone: its state cookie stays.
    expect(refused.otherState.cookies).toEqual([]);
    // Its state matches the cookie, but the code was issued for the first flow's PKCE challenge.
    expect((await callback(app, tampered, second.state)).headers.location).toBe(
      '/login#oauth_error=failed',
    );
    // The second flow's pending row was spent by that attempt; the first one still works, once.
    expect(handoffOf(await callback(app, back, first.state)).sessionId).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
    expect((await callback(app, back, first.state)).headers.location).toBe(
      '/login#oauth_error=invalid_state',
    );
    expect(await app.db.query('SELECT count(*)::integer AS n FROM oauth_handoffs')).toEqual([
      { n: 1 },
    ]);
  });

  it('refuses an expired authorization, a PKCE verifier or a nonce that does not match', async () => {
    const app = await buildWith(provider());
    const expect302 = async (change: string, code: string) => {
      const { authorizationUrl, state } = await start(app);
      const back = await signInAtProvider(authorizationUrl.href, 'mallory@example.com');
      await app.db.query(change);
      expect((await callback(app, back, state)).headers.location).toBe(
        `/login#oauth_error=${code}`,
      );
    };
    await expect302(
      `UPDATE oauth_authorizations SET expires_at = now() - interval '1 second'`,
      'invalid_state',
    );
    await expect302(`UPDATE oauth_authorizations SET code_verifier = repeat('a', 43)`, 'failed');
    await expect302(`UPDATE oauth_authorizations SET nonce = 'another-nonce'`, 'failed');
    expect(await app.db.query('SELECT 1 FROM users')).toEqual([]);
    // The same steps with nothing changed sign in: the refusals above came from the changes.
    const { authorizationUrl, state } = await start(app);
    const back = await signInAtProvider(authorizationUrl.href, 'mallory@example.com');
    expect(handoffOf(await callback(app, back, state)).sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an unverified email and a cancelled sign-in', async () => {
    provider().accounts.set('unverified', {
      email: 'unverified@example.com',
      email_verified: false,
    });
    provider().accounts.set('no-email', {});
    const app = await buildWith(provider());
    expect((await signInWithProvider(app, 'unverified')).headers.location).toBe(
      '/login#oauth_error=email_unverified',
    );
    expect((await signInWithProvider(app, 'no-email')).headers.location).toBe(
      '/login#oauth_error=email_unverified',
    );
    const { authorizationUrl, state } = await start(app);
    const back = await signInAtProvider(authorizationUrl.href, { abort: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect((await callback(app, back, state)).headers.location).toBe(
      '/login#oauth_error=cancelled',
    );
    expect(await app.db.query('SELECT 1 FROM users')).toEqual([]);
  });
});

describe('linking accounts', () => {
  it('links an existing password account with that email, ending the password and its sessions', async () => {
    const app = await buildWith(provider());
    const { userId, token } = await signUp(app, 'linus@example.com');
    provider().accounts.set('linus-google', { email: 'LINUS@example.com', email_verified: true });
    const res = await exchange(app, handoffOf(await signInWithProvider(app, 'linus-google')));
    expect(res.json().id).toBe(userId);
    expect(res.json().full_name).toBe('Ada Lovelace');
    expect(
      await app.db.query('SELECT user_id, subject FROM oauth_identities WHERE user_id = $1', [
        userId,
      ]),
    ).toEqual([{ user_id: userId, subject: 'linus-google' }]);
    // The password was never proven to be the address owner's: whoever set it is signed out and locked out.
    const profile = await app.inject({ url: '/api/user/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'linus@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(
      await app.db.query(
        'SELECT password_hash, kind FROM users JOIN sessions ON user_id = users.id',
      ),
    ).toEqual([{ password_hash: null, kind: 'oauth' }]);
    expect(await app.db.query('SELECT count(*)::integer AS n FROM users')).toEqual([{ n: 1 }]);
    // A later Google sign-in is no new link: the password set since (through a reset) is kept.
    await app.db.query(`UPDATE users SET password_hash = 'set through a reset link'`);
    await exchange(app, handoffOf(await signInWithProvider(app, 'linus-google')));
    expect(await app.db.query('SELECT password_hash FROM users')).toEqual([
      { password_hash: 'set through a reset link' },
    ]);
  });

  it('a linked provider account stays with its user when its email changes at the provider', async () => {
    const app = await buildWith(provider());
    provider().accounts.set('mover', { email: 'old@example.com', email_verified: true });
    const first = (await exchange(app, handoffOf(await signInWithProvider(app, 'mover')))).json();
    provider().accounts.set('mover', { email: 'new@example.com', email_verified: true });
    const again = (await exchange(app, handoffOf(await signInWithProvider(app, 'mover')))).json();
    expect(again.id).toBe(first.id);
    expect(again.email).toBe('old@example.com');
    expect(await app.db.query('SELECT email FROM oauth_identities')).toEqual([
      { email: 'new@example.com' },
    ]);
  });
});

describe.runIf(TEST_DATABASE_URL)('several instances on one PostgreSQL', () => {
  it('start on one instance, callback on another, exchange on a third', async () => {
    const databaseUrl = await freshSchema();
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => buildWith(provider(), { databaseUrl })),
    );
    if (!a || !b || !c) throw new Error('three instances');
    const { authorizationUrl, state } = await start(a);
    const back = await callback(
      b,
      await signInAtProvider(authorizationUrl.href, 'lb@example.com'),
      state,
    );
    const res = await exchange(c, handoffOf(back));
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res, SESSION_COOKIE)?.value ?? '';
    const profile = await a.inject({
      url: '/api/user/profile',
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(profile.json().email).toBe('lb@example.com');
  });
});
