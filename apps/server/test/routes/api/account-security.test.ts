import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SECURITY_MESSAGES as M, BODY_NOT_OBJECT, MESSAGES } from '@statemint/contracts';
import { redactQueryToken } from '../../../src/app.ts';
import { bearer, build, PASSWORD, signUp } from '../../helper.ts';

const NEW_PASSWORD = 'a new Passw0rd to remember';

function login(app: FastifyInstance, email: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

async function loginToken(app: FastifyInstance, email: string): Promise<string> {
  const res = await login(app, email, PASSWORD);
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

async function status(app: FastifyInstance, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }))
    .statusCode;
}

function change(
  app: FastifyInstance,
  token: string,
  body: { current_password?: string; new_password?: string; confirm_password?: string },
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: bearer(token),
    payload: body,
    remoteAddress,
  });
}

const valid = {
  current_password: PASSWORD,
  new_password: NEW_PASSWORD,
  confirm_password: NEW_PASSWORD,
};

function logoutAll(app: FastifyInstance, token: string) {
  return app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(token) });
}

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const app = await build();
    const { token: here } = await signUp(app, 'ada@example.com');
    const phone = await loginToken(app, 'ada@example.com');
    const laptop = await loginToken(app, 'ada@example.com');
    const res = await change(app, here, valid);
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 204, body: '' });
    expect([await status(app, here), await status(app, phone), await status(app, laptop)]).toEqual([
      200, 401, 401,
    ]);
    expect((await login(app, 'ada@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login(app, 'ada@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong current password with 400, changing nothing', async () => {
    const app = await build();
    const { token } = await signUp(app, 'ada@example.com');
    const other = await loginToken(app, 'ada@example.com');
    const res = await change(app, token, { ...valid, current_password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: M.currentPasswordIncorrect,
      code: 'invalid_current_password',
    });
    expect([await status(app, token), await status(app, other)]).toEqual([200, 200]);
    expect((await login(app, 'ada@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('applies the signup rules to the new password and requires the current one', async () => {
    const app = await build();
    const { token } = await signUp(app, 'lovelace1815@example.com');
    const refused: [Record<string, string>, string][] = [
      [{ current_password: '' }, M.currentPasswordRequired],
      [{ new_password: 'short12', confirm_password: 'short12' }, MESSAGES.passwordTooShort],
      [{ confirm_password: 'something else' }, MESSAGES.passwordsDoNotMatch],
      [{ new_password: 'iloveyou', confirm_password: 'iloveyou' }, MESSAGES.passwordTooCommon],
      [
        { new_password: 'Lovelace1815', confirm_password: 'Lovelace1815' },
        MESSAGES.passwordIsEmail,
      ],
    ];
    for (const [patch, detail] of refused) {
      const res = await change(app, token, { ...valid, ...patch });
      expect({ patch, status: res.statusCode, body: res.json() }).toEqual({
        patch,
        status: 400,
        body: { detail, code: 'invalid_body' },
      });
    }
    expect((await login(app, 'lovelace1815@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session: 401 without one, before the body is read', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });
  });

  it('tells an account made by Google sign-in (no password) how to set one', async () => {
    const app = await build();
    const userId = randomUUID();
    await app.db.query(
      `INSERT INTO users (id, full_name, email, email_normalized, password_hash, pages_remaining, pages_limit)
       VALUES ($1, 'Grace Hopper', 'grace@example.com', 'grace@example.com', NULL, 7, 7)`,
      [userId],
    );
    const token = await app.auth.createSession(userId, 'oauth');
    const res = await change(app, token, valid);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: M.noPasswordYet, code: 'no_password' });
  });

  it('shares the sign-in back-off: guessing the current password slows sign-in too', async () => {
    const app = await build({ env: { LOGIN_FREE_FAILURES: '2', LOGIN_BACKOFF_MAX_SECONDS: '60' } });
    const { token } = await signUp(app, 'ada@example.com');
    const guess = { ...valid, current_password: 'a wrong guess' };
    expect((await change(app, token, guess)).statusCode).toBe(400);
    expect((await change(app, token, guess)).statusCode).toBe(400);
    expect((await change(app, token, guess)).statusCode).toBe(400);
    // The third failure started a wait (lengthened here, so a slow machine cannot outrun it)...
    const [row] = await app.db.query<{ failures: number; waits: boolean }>(
      'SELECT failures, next_attempt_at > last_failure_at AS waits FROM login_throttle',
    );
    expect(row).toEqual({ failures: 3, waits: true });
    await app.db.query(`UPDATE login_throttle SET next_attempt_at = now() + interval '1 minute'`);
    // ...during which even the right current password is not checked, and sign-in waits too.
    const waiting = await change(app, token, valid);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().code).toBe('login_backoff');
    expect((await login(app, 'ada@example.com', PASSWORD)).statusCode).toBe(429);
    await app.db.query(`UPDATE login_throttle SET next_attempt_at = now() - interval '1 second'`);
    expect((await change(app, token, valid)).statusCode).toBe(204);
    expect(await app.db.query('SELECT account_key FROM login_throttle')).toEqual([]);
  });

  it('counts failures against the address’s sign-in limit', async () => {
    const app = await build({ env: { LOGIN_LIMIT_PER_ADDRESS: '2' } });
    const { token } = await signUp(app, 'ada@example.com');
    const guess = { ...valid, current_password: 'a wrong guess' };
    expect((await change(app, token, guess, '10.0.2.1')).statusCode).toBe(400);
    expect((await login(app, 'ada@example.com', 'wrong', '10.0.2.1')).statusCode).toBe(401);
    const limited = await change(app, token, valid, '10.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: M.tooManyPasswordChanges, code: 'rate_limited' });
    expect((await change(app, token, valid, '10.0.2.2')).statusCode).toBe(204);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('revokes every session of the user, this one and oauth ones included, and no one else’s', async () => {
    const app = await build();
    const { token: here, userId } = await signUp(app, 'ada@example.com');
    const phone = await loginToken(app, 'ada@example.com');
    const google = await app.auth.createSession(userId, 'oauth');
    const { token: someoneElse } = await signUp(app, 'grace@example.com');
    const res = await logoutAll(app, here);
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 204, body: '' });
    expect(
      await Promise.all([here, phone, google, someoneElse].map((t) => status(app, t))),
    ).toEqual([401, 401, 401, 200]);
    const rows = await app.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM sessions WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]?.n).toBe(0);
    // The password still works: only sessions went.
    expect((await login(app, 'ada@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const app = await build();
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });
  });

  it('is rate-limited per address like sign-in', async () => {
    const app = await build({ env: { LOGIN_LIMIT_PER_ADDRESS: '2' } });
    await signUp(app, 'ada@example.com');
    for (const expected of [204, 204, 429]) {
      const token = await loginToken(app, 'ada@example.com');
      const res = await logoutAll(app, token);
      expect(res.statusCode).toBe(expected);
      if (expected === 429) {
        expect(res.json()).toEqual({ detail: M.tooManySignOuts, code: 'rate_limited' });
        expect(await status(app, token)).toBe(200);
      }
    }
  });
});

describe('the request contracts of issue 9', () => {
  it('answer malformed, non-object, wrong-typed and empty bodies with 400 {detail}, never a 500', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const routes = [
      ['/api/auth/forgot-password', 'email', MESSAGES.emailRequired],
      ['/api/auth/reset-password', 'token', M.invalidResetToken],
      ['/api/auth/change-password', 'current_password', M.currentPasswordRequired],
    ] as const;
    for (const [url, field, emptyDetail] of routes) {
      const cases: [string | undefined, string][] = [
        ['{"a": ', 'The request body is not valid JSON.'],
        ['[1, 2]', BODY_NOT_OBJECT],
        ['null', BODY_NOT_OBJECT],
        ['42', BODY_NOT_OBJECT],
        [`{"${field}": {"x": 1}}`, `${field} must be a string.`],
        ['{}', emptyDetail],
      ];
      for (const [payload, detail] of cases) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...bearer(token) },
          payload,
        });
        expect({ url, payload, status: res.statusCode, detail: res.json().detail }).toEqual({
          url,
          payload,
          status: 400,
          detail,
        });
      }
    }
  });
});

describe('request log', () => {
  it('blanks the token of a reset link in logged URLs', () => {
    expect(redactQueryToken('/reset-password?token=abc-DEF_123')).toBe(
      '/reset-password?token=[redacted]',
    );
    expect(redactQueryToken('/reset-password?x=1&TOKEN=abc#frag')).toBe(
      '/reset-password?x=1&TOKEN=[redacted]#frag',
    );
    expect(redactQueryToken('/converter?tokens=1')).toBe('/converter?tokens=1');
  });
});
