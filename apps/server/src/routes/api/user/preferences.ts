import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ExportPreferences, ExportPreferencesRequest } from '@statemint/contracts';
import { HttpError } from '../../../http-error.ts';
import { errorResponses } from '../../../http-schemas.ts';
import { NOT_AUTHENTICATED, sessionOf } from '../../../plugins/app/auth.ts';
import type { Queryable } from '../../../db/db.ts';

/** The user's export preference, or undefined when the user is gone; an unknown stored value reads as CSV. */
async function readPreferences(
  db: Queryable,
  userId: string,
): Promise<ExportPreferences | undefined> {
  const rows = await db.query<{ export_format: string }>(
    'SELECT export_format FROM users WHERE id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const parsed = z.safeParse(ExportPreferences, { export_format: row.export_format });
  return parsed.success ? parsed.data : { export_format: 'csv' };
}

/**
 * `GET` and `PUT /api/user/preferences`: the Default Export Format of Settings -> Preferences, which the
 * results screen preselects. Kept apart from the spec's profile so that its user object stays as it is.
 */
const preferences: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.auth.authenticate);

  async function current(userId: string): Promise<ExportPreferences> {
    const found = await readPreferences(app.db, userId);
    if (!found) throw new HttpError(401, NOT_AUTHENTICATED, 'not_authenticated');
    return found;
  }

  app.get(
    '/preferences',
    { schema: { response: { 200: ExportPreferences, ...errorResponses } } },
    async (request) => current(sessionOf(request).userId),
  );

  app.put(
    '/preferences',
    {
      schema: {
        body: ExportPreferencesRequest,
        response: { 200: ExportPreferences, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      await app.db.query('UPDATE users SET export_format = $2, updated_at = now() WHERE id = $1', [
        userId,
        request.body.export_format,
      ]);
      return current(userId);
    },
  );
};

export default preferences;
