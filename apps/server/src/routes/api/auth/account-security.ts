import argon2 from 'argon2';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_SECURITY_MESSAGES as M,
  ChangePasswordRequest,
  CLIENT_ROUTES,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  passwordProblem,
  ResetPasswordRequest,
} from '@statemint/contracts';
import type { Config } from '../../../config.ts';
import { keyedHash, newToken } from '../../../crypto.ts';
import { HttpError } from '../../../http-error.ts';
import { errorResponses, NoContent } from '../../../http-schemas.ts';
import { sessionOf } from '../../../plugins/app/auth.ts';
import type { Mail } from '../../../plugins/app/mailer.ts';
import { claimAttempt, forgive } from '../../../services/login-throttle.ts';
import { hashPassword } from '../../../services/password-hashing.ts';
import {
  changePassword,
  findResetAccount,
  issueResetToken,
  resetPassword,
  revokeSessions,
  type ResetAccount,
} from '../../../services/password-reset.ts';
import { enforce, hit, take, unhit } from '../../../services/rate-limits.ts';
import { normalizeEmail } from '../../../services/users.ts';

/** The reset mail: where the link goes, how long it works, and what to do if it was not asked for. */
export function resetMail(account: ResetAccount, link: string): Mail {
  return {
    to: account.email,
    subject: 'Reset your Statemint password',
    text: [
      `Hello ${account.fullName},`,
      '',
      'Someone asked to reset the password of your Statemint account. To choose a new password, open this link within an hour:',
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
      '',
      'Statemint',
    ].join('\n'),
  };
}

function invalidToken(): HttpError {
  return new HttpError(400, M.invalidResetToken, 'invalid_reset_token');
}

/** A new password that breaks the signup rule against the account's own email address. */
function checkAgainstEmail(password: string, email: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new HttpError(400, problem, 'invalid_body');
}

/** Forgot-password, reset-password, change-password and logout-all (issue 9), under /api/auth. */
const accountSecurity: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tokenHashes = (token: string) => config.tokenSecrets.map((s) => keyedHash(s, token));
  const addressKey = (scope: string, request: FastifyRequest) =>
    `${scope}:addr:${app.auth.hash(request.ip)}`;
  const backoff = {
    freeFailures: config.loginFreeFailures,
    maxDelaySeconds: config.loginBackoffMaxSeconds,
  };
  // Reset, change and sign-out-everywhere take the sign-in limits (docs/DECISIONS.md).
  const loginWindow = {
    limit: config.loginLimitPerAddress,
    windowSeconds: config.loginLimitWindowSeconds,
  };

  /** The page a reset link opens: on PUBLIC_BASE_URL, else on the origin the request came to. */
  const resetLink = (request: FastifyRequest, token: string) => {
    const origin = config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
    return `${origin}${CLIENT_ROUTES.resetPassword}?token=${encodeURIComponent(token)}`;
  };

  app.post(
    '/forgot-password',
    {
      schema: {
        body: ForgotPasswordRequest,
        response: { 200: ForgotPasswordResponse, ...errorResponses },
      },
    },
    async (request) => {
      await enforce(app.db, {
        key: addressKey('reset-request', request),
        limit: config.passwordResetLimitPerAddress,
        windowSeconds: config.passwordResetLimitWindowSeconds,
        detail: M.tooManyResetRequests,
      });
      const normalized = normalizeEmail(request.body.email);
      // Unknown emails are counted alike; beyond the cap no mail goes out, and the answer is the same.
      const mails = await hit(
        app.db,
        app.auth.hash(`reset-mail:account:${normalized}`),
        config.passwordResetLimitWindowSeconds,
      );
      if (mails.count <= config.passwordResetMailsPerAccount) {
        const token = newToken();
        const account = await issueResetToken(app.db, {
          tokenHash: app.auth.hash(token),
          emailNormalized: normalized,
        });
        if (account) app.mailer.send(resetMail(account, resetLink(request, token)));
      }
      return { message: M.resetMailSent };
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: ResetPasswordRequest, response: { 204: NoContent, ...errorResponses } } },
    async (request, reply) => {
      const { token, password } = request.body;
      // Only failures count against the address, as at sign-in: a success hands its unit back.
      const key = addressKey('reset', request);
      const attempt = await take(app.db, { key, ...loginWindow, detail: M.tooManyResetAttempts });
      const hashes = tokenHashes(token);
      const account = await findResetAccount(app.db, hashes);
      if (!account) throw invalidToken();
      checkAgainstEmail(password, account.email);
      const passwordHash = await hashPassword(password);
      const done = await resetPassword(app.db, {
        tokenHashes: hashes,
        userId: account.userId,
        passwordHash,
      });
      if (!done) throw invalidToken();
      await unhit(app.db, key, attempt.windowStart);
      // Whoever reset the password controls the mailbox: the account's sign-in back-off is over.
      await forgive(app.db, app.auth.hash(`login:account:${normalizeEmail(account.email)}`));
      return reply.code(204).send();
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.auth.authenticate,
      schema: { body: ChangePasswordRequest, response: { 204: NoContent, ...errorResponses } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { current_password: current, new_password: next } = request.body;
      const rows = await app.db.query<{ email: string; password_hash: string | null }>(
        'SELECT email, password_hash FROM users WHERE id = $1',
        [session.userId],
      );
      const user = rows[0];
      if (!user) throw new HttpError(401, 'Not authenticated', 'not_authenticated');
      if (!user.password_hash) throw new HttpError(400, M.noPasswordYet, 'no_password');
      checkAgainstEmail(next, user.email);
      // The current password is guessed under the sign-in's own limits and back-off, shared with
      // /login: a stolen session gains no faster way to test passwords.
      const key = addressKey('login', request);
      const attempt = await take(app.db, { key, ...loginWindow, detail: M.tooManyPasswordChanges });
      const accountKey = app.auth.hash(`login:account:${normalizeEmail(user.email)}`);
      try {
        await claimAttempt(app.db, accountKey, backoff);
      } catch (error) {
        await unhit(app.db, key, attempt.windowStart);
        throw error;
      }
      if (!(await argon2.verify(user.password_hash, current))) {
        throw new HttpError(400, M.currentPasswordIncorrect, 'invalid_current_password');
      }
      await forgive(app.db, accountKey);
      await unhit(app.db, key, attempt.windowStart);
      await changePassword(app.db, {
        userId: session.userId,
        passwordHash: await hashPassword(next),
        keepSessionId: session.id,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/logout-all',
    {
      onRequest: app.auth.authenticate,
      schema: { response: { 204: NoContent, ...errorResponses } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      await enforce(app.db, {
        key: addressKey('logout-all', request),
        ...loginWindow,
        detail: M.tooManySignOuts,
      });
      await revokeSessions(app.db, session.userId);
      return reply.code(204).send();
    },
  );
};

export default accountSecurity;
