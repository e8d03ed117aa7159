import argon2 from 'argon2';
import type { FastifyPluginAsync } from 'fastify';
import {
  EMAIL_PATTERN,
  MESSAGES,
  MIN_PASSWORD_LENGTH,
  type AuthResponse,
} from '@statemint/contracts';
import { objectBody, stringField } from '../../../body.ts';
import type { Config } from '../../../config.ts';
import type { Queryable } from '../../../db/db.ts';
import { HttpError } from '../../../http-error.ts';
import { enforce } from '../../../services/rate-limits.ts';
import { findUser, insertUser, normalizeEmail } from '../../../services/users.ts';

/** Longest accepted password: argon2 hashes every byte, so an unbounded one is a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = 1024;
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`;
export const TOO_MANY_LOGINS = 'Too many sign-in attempts. Please try again later.';
export const TOO_MANY_SIGNUPS = 'Too many sign-up attempts. Please try again later.';

/** Argon2id parameters (OWASP's second recommended set: 19 MiB, 2 passes). */
const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Spec section 5, in the spec's order; the terms check is the browser's alone. */
export function signupProblem(input: {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}): string | undefined {
  if (input.fullName.trim() === '') return MESSAGES.fullNameRequired;
  if (input.email.trim() === '') return MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(input.email.trim())) return MESSAGES.invalidEmail;
  if (input.password.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  if (input.password !== input.confirmPassword) return MESSAGES.passwordsDoNotMatch;
  if (input.password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  return undefined;
}

const auth: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // Verified when the email is unknown, so both answers take as long.
  const dummyHash = await argon2.hash('statemint-timing-equaliser', ARGON2_OPTIONS);

  async function respond(db: Queryable, userId: string): Promise<AuthResponse> {
    const user = await findUser(db, userId);
    if (!user) throw new HttpError(401, MESSAGES.invalidCredentials, 'invalid_credentials');
    return { access_token: await app.auth.createSession(user.id), user };
  }

  app.post('/signup', async (request, reply) => {
    const body = objectBody(request.body);
    const input = {
      fullName: stringField(body, 'full_name'),
      email: stringField(body, 'email'),
      password: stringField(body, 'password'),
      confirmPassword: stringField(body, 'confirm_password'),
    };
    const problem = signupProblem(input);
    if (problem) throw new HttpError(400, problem, 'invalid_signup');
    await enforce(app.db, {
      key: `signup:addr:${app.auth.hash(request.ip)}`,
      limit: config.signupLimitPerAddress,
      windowSeconds: config.signupLimitWindowSeconds,
      detail: TOO_MANY_SIGNUPS,
    });
    const passwordHash = await argon2.hash(input.password, ARGON2_OPTIONS);
    const user = await insertUser(app.db, {
      fullName: input.fullName.trim(),
      email: input.email,
      passwordHash,
    });
    if (!user) throw new HttpError(409, MESSAGES.emailTaken, 'email_taken');
    return reply.send(await respond(app.db, user.id));
  });

  app.post('/login', async (request) => {
    const body = objectBody(request.body);
    const email = stringField(body, 'email');
    const password = stringField(body, 'password');
    if (email.trim() === '' || password === '')
      throw new HttpError(400, MESSAGES.fillAllFields, 'invalid_login');
    if (password.length > MAX_PASSWORD_LENGTH) {
      throw new HttpError(401, MESSAGES.invalidCredentials, 'invalid_credentials');
    }
    const normalized = normalizeEmail(email);
    await enforce(app.db, {
      key: `login:addr:${app.auth.hash(request.ip)}`,
      limit: config.loginLimitPerAddress,
      windowSeconds: config.loginLimitWindowSeconds,
      detail: TOO_MANY_LOGINS,
    });
    await enforce(app.db, {
      key: `login:account:${app.auth.hash(normalized)}`,
      limit: config.loginLimitPerAccount,
      windowSeconds: config.loginLimitWindowSeconds,
      detail: TOO_MANY_LOGINS,
    });
    const rows = await app.db.query<{ id: string; password_hash: string | null }>(
      'SELECT id, password_hash FROM users WHERE email_normalized = $1',
      [normalized],
    );
    const row = rows[0];
    const valid = await argon2.verify(row?.password_hash ?? dummyHash, password);
    if (!row?.password_hash || !valid) {
      throw new HttpError(401, MESSAGES.invalidCredentials, 'invalid_credentials');
    }
    return respond(app.db, row.id);
  });

  app.post('/logout', { preHandler: app.auth.authenticate }, async (request, reply) => {
    if (request.session) await app.auth.revoke(request.session.id);
    return reply.code(204).send();
  });
};

export default auth;
