import type { FastifyPluginAsync } from 'fastify';
import { LANGUAGES, MESSAGES, type PageCheckResponse, type User } from '@statemint/contracts';
import { objectBody, stringField } from '../../../body.ts';
import { HttpError } from '../../../http-error.ts';
import { sessionOf } from '../../../plugins/app/auth.ts';
import { currentUser } from '../../../services/users.ts';

export const INVALID_LANGUAGE = `language_preference must be one of ${LANGUAGES.join(', ')}`;
export const INVALID_PAGE_COUNT = 'page_count must be a positive whole number';
/** Longest accepted full name. */
export const MAX_FULL_NAME_LENGTH = 200;
export const FULL_NAME_TOO_LONG = `Full name must be at most ${MAX_FULL_NAME_LENGTH} characters long`;

const user: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.auth.authenticate);

  async function me(userId: string): Promise<User> {
    const found = await currentUser(app.db, userId);
    // The session outlived its user (deleted meanwhile): same answer as a revoked token.
    if (!found) throw new HttpError(401, 'Not authenticated', 'not_authenticated');
    return found;
  }

  app.get('/profile', async (request) => me(sessionOf(request).userId));

  app.put('/profile', async (request) => {
    const { userId } = sessionOf(request);
    const body = objectBody(request.body);
    const fullName = stringField(body, 'full_name').trim();
    if (fullName === '') throw new HttpError(400, MESSAGES.fullNameRequired, 'invalid_profile');
    if (fullName.length > MAX_FULL_NAME_LENGTH)
      throw new HttpError(400, FULL_NAME_TOO_LONG, 'invalid_profile');
    const language = stringField(body, 'language_preference');
    if (!(LANGUAGES as readonly string[]).includes(language)) {
      throw new HttpError(400, INVALID_LANGUAGE, 'invalid_profile');
    }
    await app.db.query(
      'UPDATE users SET full_name = $2, language_preference = $3, updated_at = now() WHERE id = $1',
      [userId, fullName, language],
    );
    return me(userId);
  });

  app.delete('/profile', async (request, reply) => {
    const { userId } = sessionOf(request);
    await app.db.transaction(async (tx) => {
      // Cascades would do it; explicit deletes keep the order plain and the transaction the unit.
      await tx.query('DELETE FROM documents WHERE user_id = $1', [userId]);
      await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
      await tx.query('DELETE FROM users WHERE id = $1', [userId]);
    });
    return reply.code(204).send();
  });

  app.post('/pages/check', async (request): Promise<PageCheckResponse> => {
    const body = objectBody(request.body);
    const pageCount = body.page_count;
    if (typeof pageCount !== 'number' || !Number.isSafeInteger(pageCount) || pageCount < 1) {
      throw new HttpError(400, INVALID_PAGE_COUNT, 'invalid_page_count');
    }
    const u = await me(sessionOf(request).userId);
    return {
      can_process: u.pages_limit === null || (u.pages_remaining ?? 0) >= pageCount,
      pages_remaining: u.pages_remaining,
      pages_limit: u.pages_limit,
      subscription_tier: u.subscription_tier,
    };
  });
};

export default user;
