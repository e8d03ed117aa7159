import argon2 from 'argon2';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthResponse,
  LoginRequest,
  MAX_PASSWORD_LENGTH,
  MESSAGES,
  SignupRequest,
} from '@statemint/contracts';
import type { Config } from '../../../config.ts';
import type { Queryable } from '../../../db/db.ts';
import { HttpError } from '../../../http-error.ts';
import { errorResponses, NoContent } from '../../../http-schemas.ts';
import { claimAttempt, forgive } from '../../../services/login-throttle.ts';
import { ARGON2_OPTIONS } from '../../../services/password-hashing.ts';
import { enforce, take, unhit } from '../../../services/rate-limits.ts';
import { findUser, insertUser, normalizeEmail } from '../../../services/users.ts';

export const TOO_MANY_LOGINS = 'Too many sign-in attempts. Please try again later.';
export const TOO_MANY_SIGNUPS = 'Too many sign-up attempts. Please try again later.';

function invalidCredentials(): HttpError {
  return new HttpError(401, MESSAGES.invalidCredentials, 'invalid_credentials');
}

const auth: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Verified when the email is unknown, so both answers take as long.
  const dummyHash = await argon2.hash('statemint-timing-equaliser', ARGON2_OPTIONS);
  const backoff = {
    freeFailures: config.loginFreeFailures,
    maxDelaySeconds: config.loginBackoffMaxSeconds,
  };

  async function respond(db: Queryable, userId: string): Promise<AuthResponse> {
    const user = await findUser(db, userId);
    if (!user) throw invalidCredentials();
    return { access_token: await app.auth.createSession(user.id), user };
  }

  app.post(
    '/signup',
    { schema: { body: SignupRequest, response: { 200: AuthResponse, ...errorResponses } } },
    async (request) => {
      const { full_name: fullName, email, password } = request.body;
      await enforce(app.db, {
        key: `signup:addr:${app.auth.hash(request.ip)}`,
        limit: config.signupLimitPerAddress,
        windowSeconds: config.signupLimitWindowSeconds,
        detail: TOO_MANY_SIGNUPS,
      });
      const passwordHash = await argon2.hash(password, ARGON2_OPTIONS);
      const user = await insertUser(app.db, { fullName, email, passwordHash });
      if (!user) throw new HttpError(409, MESSAGES.emailTaken, 'email_taken');
      return respond(app.db, user.id);
    },
  );

  app.post(
    '/login',
    { schema: { body: LoginRequest, response: { 200: AuthResponse, ...errorResponses } } },
    async (request) => {
      const { email, password } = request.body;
      // No stored password is this long, so it cannot be right; refused before any hashing.
      if (password.length > MAX_PASSWORD_LENGTH) throw invalidCredentials();
      const normalized = normalizeEmail(email);
      // Only failures count against the address: a success hands its unit back.
      const addressKey = `login:addr:${app.auth.hash(request.ip)}`;
      const addressHit = await take(app.db, {
        key: addressKey,
        limit: config.loginLimitPerAddress,
        windowSeconds: config.loginLimitWindowSeconds,
        detail: TOO_MANY_LOGINS,
      });
      const accountKey = app.auth.hash(`login:account:${normalized}`);
      try {
        await claimAttempt(app.db, accountKey, backoff);
      } catch (error) {
        // Refused without verifying the password: not a failure of this address.
        await unhit(app.db, addressKey, addressHit.windowStart);
        throw error;
      }
      const rows = await app.db.query<{ id: string; password_hash: string | null }>(
        'SELECT id, password_hash FROM users WHERE email_normalized = $1',
        [normalized],
      );
      const row = rows[0];
      const valid = await argon2.verify(row?.password_hash ?? dummyHash, password);
      if (!row?.password_hash || !valid) throw invalidCredentials();
      await forgive(app.db, accountKey);
      await unhit(app.db, addressKey, addressHit.windowStart);
      return respond(app.db, row.id);
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.auth.authenticate,
      schema: { response: { 204: NoContent, ...errorResponses } },
    },
    async (request, reply) => {
      if (request.session) await app.auth.revoke(request.session.id);
      return reply.code(204).send();
    },
  );
};

export default auth;
