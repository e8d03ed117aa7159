import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SECURITY_MESSAGES as M, MESSAGES } from '@statemint/contracts';
import { keyedHash } from '../../../src/crypto.ts';
import { sweepResetTokens } from '../../../src/services/password-reset.ts';
import { bearer, build, PASSWORD, signUp } from '../../helper.ts';
import { resetLinkIn, startMailCatcher, type MailCatcher } from '../../smtp.ts';

const SECRET = 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz';
const BASE = 'https://statemint.test';
const NEW_PASSWORD = 'a new Passw0rd to remember';

let smtp: MailCatcher;
beforeEach(async () => {
  smtp = await startMailCatcher();
});
afterEach(async () => {
  await smtp.close();
});

/** The app sending mail to this test's SMTP server, with links on BASE. */
function buildWithMail(env: Record<string, string> = {}): Promise<FastifyInstance> {
  return build({ env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: BASE, ...env } });
}

function forgot(app: FastifyInstance, email: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });
}

function reset(app: FastifyInstance, token: string, password = NEW_PASSWORD, confirm = password) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password, confirm_password: confirm },
  });
}

function login(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

async function status(app: FastifyInstance, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }))
    .statusCode;
}

/** Asks for a reset of `email` and returns the token of the link the mail brought. */
async function mailedToken(app: FastifyInstance, email: string): Promise<string> {
  const before = smtp.mails.length;
  expect((await forgot(app, email)).statusCode).toBe(200);
  const mails = await smtp.waitFor(before + 1);
  return resetLinkIn(mails[before]?.text ?? '').token;
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a one-hour link to a known account through SMTP, storing only the token’s keyed hash', async () => {
    const app = await buildWithMail();
    const { userId } = await signUp(app, 'ada@example.com');
    const res = await forgot(app, '  ADA@example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.resetMailSent });
    const [mail] = await smtp.waitFor(1);
    const { link, token } = resetLinkIn(mail?.text ?? '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toBe(`${BASE}/reset-password?token=${token}`);
    expect({
      from: mail?.from,
      to: mail?.to,
      subject: mail?.headers.subject,
      text: mail?.text,
    }).toEqual({
      from: 'no-reply@statemint.app',
      to: ['ada@example.com'],
      subject: 'Reset your Statemint password',
      text: [
        'Hello Ada Lovelace,',
        '',
        'Someone asked to reset the password of your Statemint account. To choose a new password, open this link within an hour:',
        '',
        link,
        '',
        'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
        '',
        'Statemint',
      ].join('\n'),
    });
    const rows = await app.db.query<{ token_hash: string; user_id: string; minutes: number }>(
      `SELECT token_hash, user_id,
         round(extract(epoch FROM expires_at - created_at) / 60)::integer AS minutes
       FROM password_reset_tokens`,
    );
    expect(rows).toEqual([{ token_hash: keyedHash(SECRET, token), user_id: userId, minutes: 60 }]);
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const app = await buildWithMail();
    await signUp(app, 'ada@example.com');
    const known = await forgot(app, 'ada@example.com');
    const unknown = await forgot(app, 'nobody@example.com');
    expect({ status: unknown.statusCode, body: unknown.body }).toEqual({
      status: known.statusCode,
      body: known.body,
    });
    await smtp.waitFor(1);
    await app.mailer.idle();
    expect(smtp.mails.map((m) => m.to)).toEqual([['ada@example.com']]);
    const [count] = await app.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM password_reset_tokens',
    );
    expect(count?.n).toBe(1);
  });

  it('runs the same statements for a known and an unknown email, so both take as long', async () => {
    const app = await buildWithMail();
    await signUp(app, 'ada@example.com');
    const statements: string[] = [];
    const query = app.db.query.bind(app.db);
    app.db.query = (sql, params) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return query(sql, params);
    };
    const run = async (email: string) => {
      statements.length = 0;
      await forgot(app, email);
      return [...statements];
    };
    const known = await run('ada@example.com');
    const unknown = await run('nobody@example.com');
    expect(known).toHaveLength(3);
    expect(unknown).toEqual(known);
  });

  it('checks the email as sign-up does', async () => {
    const app = await buildWithMail();
    for (const [email, detail] of [
      ['', MESSAGES.emailRequired],
      ['not-an-email', MESSAGES.invalidEmail],
      [`${'e'.repeat(243)}@example.com`, MESSAGES.emailTooLong],
    ] as const) {
      const res = await forgot(app, email);
      expect({ email, status: res.statusCode, body: res.json() }).toEqual({
        email,
        status: 400,
        body: { detail, code: 'invalid_body' },
      });
    }
  });

  it('limits requests per address (429) and mails per account (silently, unknown emails alike)', async () => {
    const app = await buildWithMail({
      PASSWORD_RESET_LIMIT_PER_ADDRESS: '3',
      PASSWORD_RESET_MAILS_PER_ACCOUNT: '2',
    });
    await signUp(app, 'ada@example.com');
    const answers = [];
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      answers.push((await forgot(app, 'ada@example.com', address)).json());
    }
    // Over the account's cap, an unknown email gets the same answer as the known one.
    answers.push((await forgot(app, 'nobody@example.com', '10.0.0.4')).json());
    answers.push((await forgot(app, 'nobody@example.com', '10.0.0.4')).json());
    answers.push((await forgot(app, 'nobody@example.com', '10.0.0.4')).json());
    expect(answers).toEqual(Array.from({ length: 6 }, () => ({ message: M.resetMailSent })));
    await smtp.waitFor(2);
    await app.mailer.idle();
    expect(smtp.mails).toHaveLength(2);
    const limited = await forgot(app, 'other@example.com', '10.0.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: M.tooManyResetRequests, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('without SMTP_URL writes the link, on the request’s own origin, to the server log', async () => {
    const lines: string[] = [];
    const app = await build({ logLines: lines });
    expect(app.mailer.kind).toBe('log');
    await signUp(app, 'ada@example.com');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'statemint.local:8080' },
      payload: { email: 'ada@example.com' },
    });
    expect(res.json()).toEqual({ message: M.resetMailSent });
    await app.mailer.idle();
    const logged = lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === 'mail not sent (no SMTP_URL set); its text is in this line');
    expect(logged.map((l) => ({ level: l.level, to: l.mail.to, subject: l.mail.subject }))).toEqual(
      [{ level: 40, to: 'ada@example.com', subject: 'Reset your Statemint password' }],
    );
    const { link, token } = resetLinkIn(logged[0]?.mail.text ?? '');
    expect(link).toBe(`http://statemint.local:8080/reset-password?token=${token}`);
    // Opening the link and using it leave the token out of the request log.
    await app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    expect((await reset(app, token)).statusCode).toBe(204);
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'incoming request');
    expect(requests.map((l) => l.req.url).slice(-2)).toEqual([
      '/reset-password?token=[redacted]',
      '/api/auth/reset-password',
    ]);
    expect(lines.filter((l) => l.includes(token))).toHaveLength(1);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs out every session and works once', async () => {
    const app = await buildWithMail();
    const { token: first } = await signUp(app, 'ada@example.com');
    const second = (await login(app, 'ada@example.com', PASSWORD)).json().access_token as string;
    const token = await mailedToken(app, 'ada@example.com');
    expect(await status(app, first)).toBe(200);
    const res = await reset(app, token);
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 204, body: '' });
    expect([await status(app, first), await status(app, second)]).toEqual([401, 401]);
    expect((await login(app, 'ada@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login(app, 'ada@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(app, token, 'yet another passw0rd');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: M.invalidResetToken, code: 'invalid_reset_token' });
    expect(await app.db.query('SELECT token_hash FROM password_reset_tokens')).toEqual([]);
  });

  it('refuses an expired, unknown or missing token', async () => {
    const app = await buildWithMail();
    await signUp(app, 'ada@example.com');
    const token = await mailedToken(app, 'ada@example.com');
    await app.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'`);
    for (const candidate of [token, 'x'.repeat(43), '']) {
      const res = await reset(app, candidate);
      expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
        status: 400,
        detail: M.invalidResetToken,
      });
    }
    expect((await login(app, 'ada@example.com', PASSWORD)).statusCode).toBe(200);
    // The periodic sweep deletes expired links and keeps live ones.
    const live = await mailedToken(app, 'ada@example.com');
    await sweepResetTokens(app.db);
    expect(await app.db.query('SELECT token_hash FROM password_reset_tokens')).toEqual([
      { token_hash: keyedHash(SECRET, live) },
    ]);
  });

  it('applies the signup rules to the new password, leaving the link usable', async () => {
    const app = await buildWithMail();
    await signUp(app, 'lovelace1815@example.com');
    const token = await mailedToken(app, 'lovelace1815@example.com');
    const refused: [string, string, string][] = [
      ['short12', 'short12', MESSAGES.passwordTooShort],
      [NEW_PASSWORD, 'something else', MESSAGES.passwordsDoNotMatch],
      ['password', 'password', MESSAGES.passwordTooCommon],
      ['p'.repeat(1025), 'p'.repeat(1025), MESSAGES.passwordTooLong],
      ['Lovelace1815', 'Lovelace1815', MESSAGES.passwordIsEmail],
    ];
    for (const [password, confirm, detail] of refused) {
      const res = await reset(app, token, password, confirm);
      expect({ password, status: res.statusCode, body: res.json() }).toEqual({
        password,
        status: 400,
        body: { detail, code: 'invalid_body' },
      });
    }
    expect((await reset(app, token)).statusCode).toBe(204);
  });

  it('lets one of two concurrent uses of a link through, and a used link voids the others', async () => {
    const app = await buildWithMail();
    await signUp(app, 'ada@example.com');
    const token = await mailedToken(app, 'ada@example.com');
    const older = await mailedToken(app, 'ada@example.com');
    const results = await Promise.all([reset(app, token), reset(app, token, 'other passw0rd!')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
    expect((await reset(app, older)).statusCode).toBe(400);
  });

  it('lets an account made by Google sign-in (no password) set one', async () => {
    const app = await buildWithMail();
    await app.db.query(
      `INSERT INTO users (id, full_name, email, email_normalized, password_hash, pages_remaining, pages_limit)
       VALUES ($1, 'Grace Hopper', 'grace@example.com', 'grace@example.com', NULL, 7, 7)`,
      [randomUUID()],
    );
    expect((await login(app, 'grace@example.com', NEW_PASSWORD)).statusCode).toBe(401);
    const token = await mailedToken(app, 'grace@example.com');
    expect((await reset(app, token)).statusCode).toBe(204);
    expect((await login(app, 'grace@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts failed attempts per address like sign-in, and a reset ends the sign-in back-off', async () => {
    const app = await buildWithMail({ LOGIN_LIMIT_PER_ADDRESS: '2', LOGIN_FREE_FAILURES: '1' });
    await signUp(app, 'ada@example.com');
    for (const address of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ada@example.com', password: 'wrong password' },
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(address === '10.0.1.3' ? 429 : 401);
    }
    const token = await mailedToken(app, 'ada@example.com');
    expect((await reset(app, token)).statusCode).toBe(204);
    expect(await app.db.query('SELECT account_key FROM login_throttle')).toEqual([]);
    for (const expected of [400, 400, 429]) {
      expect((await reset(app, 'not-a-token')).statusCode).toBe(expected);
    }
    const limited = await reset(app, 'not-a-token');
    expect(limited.json()).toEqual({ detail: M.tooManyResetAttempts, code: 'rate_limited' });
  });
});
