import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@statemint/contracts';
import { TOO_MANY_LOGINS, TOO_MANY_SIGNUPS } from '../../../src/routes/api/auth/index.ts';
import { sweepLoginThrottle } from '../../../src/services/login-throttle.ts';
import { bearer, build, PASSWORD, signUp } from '../../helper.ts';

const valid = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: PASSWORD,
  confirm_password: PASSWORD,
};

describe('POST /api/auth/signup', () => {
  it('creates a daily_free user with 7 of 7 pages and returns a working token', async () => {
    const app = await build();
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: valid });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'user']);
    expect(body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      language_preference: 'en',
      subscription_tier: 'daily_free',
      pages_remaining: 7,
      pages_limit: 7,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(body.access_token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(body.user);
    const [row] = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('enforces the spec rules in the spec order with its messages', async () => {
    const app = await build();
    const cases: [Record<string, unknown>, string][] = [
      [{}, MESSAGES.fullNameRequired],
      [{ ...valid, full_name: '   ', email: '' }, MESSAGES.fullNameRequired],
      [{ ...valid, email: '', password: 'x' }, MESSAGES.emailRequired],
      [{ ...valid, email: 'not-an-email', password: 'x' }, MESSAGES.invalidEmail],
      [{ ...valid, email: 'a@b', password: 'x' }, MESSAGES.invalidEmail],
      [{ ...valid, password: 'short12', confirm_password: 'different' }, MESSAGES.passwordTooShort],
      [{ ...valid, confirm_password: 'something else' }, MESSAGES.passwordsDoNotMatch],
      [
        { ...valid, password: 'p'.repeat(1025), confirm_password: 'p'.repeat(1025) },
        MESSAGES.passwordTooLong,
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload });
      expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
        status: 400,
        detail,
      });
    }
    const [count] = await app.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM users');
    expect(count?.n).toBe(0);
  });

  it('weak input limits (issue 7 item 14): refuses common passwords, the email itself and over-long fields', async () => {
    const app = await build();
    const signup = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/auth/signup', payload: { ...valid, ...payload } });
    const refused: [Record<string, unknown>, string][] = [
      [{ password: '12345678', confirm_password: '12345678' }, MESSAGES.passwordTooCommon],
      [{ password: 'password', confirm_password: 'password' }, MESSAGES.passwordTooCommon],
      [{ password: 'PASSWORD', confirm_password: 'PASSWORD' }, MESSAGES.passwordTooCommon],
      [{ password: ' '.repeat(8), confirm_password: ' '.repeat(8) }, MESSAGES.passwordTooCommon],
      [
        { password: 'ada@example.com', confirm_password: 'ada@example.com' },
        MESSAGES.passwordIsEmail,
      ],
      [
        {
          email: 'lovelace1815@example.com',
          password: 'Lovelace1815',
          confirm_password: 'Lovelace1815',
        },
        MESSAGES.passwordIsEmail,
      ],
      [{ full_name: 'n'.repeat(201) }, MESSAGES.fullNameTooLong],
      [{ email: `${'e'.repeat(243)}@example.com` }, MESSAGES.emailTooLong],
    ];
    for (const [payload, detail] of refused) {
      const res = await signup(payload);
      expect({ payload, status: res.statusCode, body: res.json() }).toEqual({
        payload,
        status: 400,
        body: { detail, code: 'invalid_body' },
      });
    }
    const [count] = await app.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM users');
    expect(count?.n).toBe(0);
    // The limits themselves are allowed: a 200-character name and a 254-character email.
    const longest = await signup({
      full_name: 'n'.repeat(200),
      email: `${'e'.repeat(242)}@example.com`,
    });
    expect(longest.statusCode).toBe(200);
    expect(longest.json().user).toMatchObject({
      full_name: 'n'.repeat(200),
      email: `${'e'.repeat(242)}@example.com`,
    });
  });

  it('refuses an email already registered, compared case-insensitively, with 409', async () => {
    const app = await build();
    await signUp(app, 'ada@example.com');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...valid, email: '  ADA@Example.COM ' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: MESSAGES.emailTaken, code: 'email_taken' });
  });

  it('answers a non-object body, malformed JSON and a wrong field type with 400 {detail}', async () => {
    const app = await build();
    const array = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({
      detail: 'The request body must be a JSON object.',
      code: 'invalid_body',
    });
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"full_name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'The request body is not valid JSON.' });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...valid, email: 42 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ detail: 'email must be a string.', code: 'invalid_body' });
    const text = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/xml' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: 'Unsupported content type.' });
    const huge = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...valid, full_name: 'x'.repeat(70_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'The request body is too large.' });
  });

  it('limits sign-ups per address with 429 and Retry-After', async () => {
    const app = await build({ env: { SIGNUP_LIMIT_PER_ADDRESS: '2' } });
    await signUp(app);
    await signUp(app);
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: valid });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: TOO_MANY_SIGNUPS, code: 'rate_limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: valid,
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with any letter case of the email and returns {access_token, user}', async () => {
    const app = await build();
    const { userId } = await signUp(app, 'ada@example.com');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ADA@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(userId);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(res.json().access_token),
    });
    expect(profile.json().id).toBe(userId);
  });

  it('answers wrong credentials with the same 401 text whether or not the email exists', async () => {
    const app = await build();
    await signUp(app, 'ada@example.com');
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada@example.com', password: 'wrong password' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: PASSWORD },
    });
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        detail: MESSAGES.invalidCredentials,
        code: 'invalid_credentials',
      });
    }
  });

  it('requires both fields', async () => {
    const app = await build();
    for (const payload of [
      {},
      { email: 'a@example.com' },
      { password: 'x' },
      { email: '  ', password: 'x' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(MESSAGES.fillAllFields);
    }
  });

  const attempt = (
    app: Awaited<ReturnType<typeof build>>,
    email: string,
    remoteAddress: string,
    password = 'wrong password',
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });

  it('account lockout (issue 7 item 7): the owner gets in once an attacker’s short back-off has passed', async () => {
    const app = await build({
      env: { LOGIN_FREE_FAILURES: '3', LOGIN_BACKOFF_MAX_SECONDS: '1' },
    });
    await signUp(app, 'ada@example.com');
    // An attacker on three addresses uses the free failures, then the next guess starts a wait.
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      expect((await attempt(app, 'ada@example.com', address)).statusCode).toBe(401);
    }
    // During the wait even the right password is not checked, so the wait slows guessing.
    const waiting = await attempt(app, 'ADA@example.com', '10.9.9.9', PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({
      detail: 'Too many failed sign-in attempts for this account. Please try again in 1 second.',
      code: 'login_backoff',
    });
    expect(waiting.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const owner = await attempt(app, 'ada@example.com', '10.9.9.9', PASSWORD);
    expect(owner.statusCode).toBe(200);
    // The success wiped the failures: the next wrong password is a plain 401 again, not a wait.
    expect(await app.db.query('SELECT account_key FROM login_throttle')).toEqual([]);
    expect((await attempt(app, 'ada@example.com', '10.0.0.5')).statusCode).toBe(401);
  });

  it('counts failures only: the owner signs in twenty times in a row', async () => {
    const app = await build({
      env: { LOGIN_FREE_FAILURES: '2', LOGIN_LIMIT_PER_ADDRESS: '3' },
    });
    await signUp(app, 'ada@example.com');
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt(app, 'ada@example.com', '10.0.0.1', PASSWORD)).statusCode).toBe(200);
    }
    expect(await app.db.query('SELECT account_key FROM login_throttle')).toEqual([]);
    const [address] = await app.db.query<{ count: number }>(
      `SELECT coalesce(sum(count), 0)::integer AS count FROM rate_limits WHERE key LIKE 'login:addr:%'`,
    );
    expect(address?.count).toBe(0);
  });

  it('doubles the wait with each failure past the free ones, up to the cap', async () => {
    const app = await build({
      env: { LOGIN_FREE_FAILURES: '2', LOGIN_BACKOFF_MAX_SECONDS: '5' },
    });
    await signUp(app, 'ada@example.com');
    const waits: number[] = [];
    for (let failure = 1; failure <= 7; failure += 1) {
      expect((await attempt(app, 'ada@example.com', `10.0.1.${failure}`)).statusCode).toBe(401);
      const [row] = await app.db.query<{ failures: number; wait: number }>(
        `SELECT failures, round(extract(epoch FROM next_attempt_at - last_failure_at))::integer AS wait
         FROM login_throttle`,
      );
      expect(row?.failures).toBe(failure);
      waits.push(row?.wait ?? -1);
      // The test moves the clock past the wait instead of sleeping through it.
      await app.db.query(`UPDATE login_throttle SET next_attempt_at = now() - interval '1 second'`);
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 5, 5]);
    // Failures from a day ago are forgotten.
    await app.db.query(`UPDATE login_throttle SET last_failure_at = now() - interval '25 hours'`);
    expect((await attempt(app, 'ada@example.com', '10.0.2.1')).statusCode).toBe(401);
    const [row] = await app.db.query<{ failures: number }>('SELECT failures FROM login_throttle');
    expect(row?.failures).toBe(1);
  });

  it('sweeps the back-off of accounts whose failures are forgotten', async () => {
    const app = await build();
    for (const email of ['old@example.com', 'new@example.com']) {
      expect((await attempt(app, email, '10.0.4.1')).statusCode).toBe(401);
    }
    await app.db.query(
      `UPDATE login_throttle SET last_failure_at = now() - interval '25 hours',
         next_attempt_at = now() - interval '25 hours'
       WHERE account_key = (SELECT account_key FROM login_throttle ORDER BY last_failure_at LIMIT 1)`,
    );
    await sweepLoginThrottle(app.db);
    const [left] = await app.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM login_throttle WHERE last_failure_at > now() - interval '1 hour'",
    );
    const [all] = await app.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM login_throttle',
    );
    expect({ left: left?.n, all: all?.n }).toEqual({ left: 1, all: 1 });
  });

  it('lets only one of many concurrent guesses past the free failures through to the password check', async () => {
    const app = await build({ env: { LOGIN_FREE_FAILURES: '1', LOGIN_BACKOFF_MAX_SECONDS: '60' } });
    await signUp(app, 'ada@example.com');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => attempt(app, 'ada@example.com', `10.0.3.${i}`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([401, 401, 429, 429, 429, 429]);
  });

  it('keeps the per-address limit across accounts, counting failures only', async () => {
    const app = await build({ env: { LOGIN_LIMIT_PER_ADDRESS: '5' } });
    await signUp(app, 'ada@example.com');
    // A success from the address costs nothing.
    expect((await attempt(app, 'ada@example.com', '10.0.0.50', PASSWORD)).statusCode).toBe(200);
    for (const n of [1, 2, 3, 4, 5]) {
      expect((await attempt(app, `user${n}@example.com`, '10.0.0.50')).statusCode).toBe(401);
    }
    const limited = await attempt(app, 'user6@example.com', '10.0.0.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: TOO_MANY_LOGINS, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Even the right password waits for the window from that address; another address gets in.
    expect((await attempt(app, 'ada@example.com', '10.0.0.50', PASSWORD)).statusCode).toBe(429);
    expect((await attempt(app, 'ada@example.com', '10.0.0.51', PASSWORD)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logout revokes the session: the same token then gets 401', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });
  });

  it('rejects a missing, malformed or unknown token with 401', async () => {
    const app = await build();
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('not-a-real-token')]) {
      const res = await app.inject({ method: 'GET', url: '/api/user/profile', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Not authenticated');
    }
  });

  it('expires after the idle lifetime without use and slides on use', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    // Used 2 minutes ago with 10 seconds left: a request slides it to a full lifetime again.
    await app.db.query(
      `UPDATE sessions SET last_used_at = now() - interval '2 minutes', expires_at = now() + interval '10 seconds'`,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    const [slid] = await app.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - now()) / 86400)::integer AS days FROM sessions WHERE user_id = $1`,
      [userId],
    );
    expect(slid?.days).toBe(7);
    await app.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
  });

  it('stores only a keyed hash of the token and records the session kind', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const rows = await app.db.query<{ token_hash: string; kind: string }>(
      'SELECT token_hash, kind FROM sessions',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('password');
    expect(rows[0]?.token_hash).not.toContain(token);
  });
});
