import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PAYMENT_MESSAGES,
  PageCheckRequest,
  PageCheckResponse,
  ProfileUpdateRequest,
  User,
} from '@statemint/contracts';
import { HttpError } from '../../../http-error.ts';
import { errorResponses, NoContent } from '../../../http-schemas.ts';
import { NOT_AUTHENTICATED, sessionOf } from '../../../plugins/app/auth.ts';
import { subscriptionOf } from '../../../services/payments/store.ts';
import { currentUser } from '../../../services/users.ts';

const user: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before validation, so a request without a session is 401 whatever its body.
  app.addHook('onRequest', app.auth.authenticate);

  async function me(userId: string): Promise<User> {
    const found = await currentUser(app.db, userId);
    // The session outlived its user (deleted meanwhile): same answer as a revoked token.
    if (!found) throw new HttpError(401, NOT_AUTHENTICATED, 'not_authenticated');
    return found;
  }

  app.get('/profile', { schema: { response: { 200: User, ...errorResponses } } }, async (request) =>
    me(sessionOf(request).userId),
  );

  app.put(
    '/profile',
    { schema: { body: ProfileUpdateRequest, response: { 200: User, ...errorResponses } } },
    async (request) => {
      const { userId } = sessionOf(request);
      const { full_name: fullName, language_preference: language } = request.body;
      await app.db.query(
        'UPDATE users SET full_name = $2, language_preference = $3, updated_at = now() WHERE id = $1',
        [userId, fullName, language],
      );
      return me(userId);
    },
  );

  app.delete(
    '/profile',
    { schema: { response: { 204: NoContent, ...errorResponses } } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      // A deleted account must not be charged again: its subscription ends at the provider first.
      try {
        await app.payments.endSubscriptionOf(userId);
      } catch (error) {
        request.log.error(
          { err: error },
          'could not end the subscription of an account being deleted',
        );
        throw new HttpError(503, PAYMENT_MESSAGES.providerFailed, 'provider_unavailable', {
          'retry-after': '5',
        });
      }
      await app.db.transaction(async (tx) => {
        // Cascades would do it; explicit deletes keep the order plain and the transaction the unit.
        await tx.query('DELETE FROM documents WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM users WHERE id = $1', [userId]);
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/pages/check',
    {
      schema: { body: PageCheckRequest, response: { 200: PageCheckResponse, ...errorResponses } },
    },
    async (request) => {
      const pageCount = request.body.page_count;
      const u = await me(sessionOf(request).userId);
      // After the reset `me` applied, so the time is the next refill, never one already past.
      const resetsAt = (await subscriptionOf(app.db, u.id))?.next_reset_at ?? null;
      return {
        can_process: u.pages_limit === null || (u.pages_remaining ?? 0) >= pageCount,
        pages_remaining: u.pages_remaining,
        pages_limit: u.pages_limit,
        subscription_tier: u.subscription_tier,
        resets_at: resetsAt === null ? null : new Date(resetsAt).toISOString(),
      };
    },
  );
};

export default user;
