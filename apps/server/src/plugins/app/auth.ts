import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { keyedHash, newToken } from '../../crypto.ts';
import { HttpError } from '../../http-error.ts';

export type SessionKind = 'password' | 'oauth';
export type AuthSession = { id: string; userId: string };

export type Auth = {
  /** Opens a session and returns its bearer token (only its keyed hash is stored). */
  createSession(userId: string, kind?: SessionKind): Promise<string>;
  /** preHandler: requires a live bearer session and slides its expiry. */
  authenticate(request: FastifyRequest): Promise<void>;
  revoke(sessionId: string): Promise<void>;
  /** Keyed hash under the current secret, for values stored for lookup only. */
  hash(value: string): string;
};

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    session: AuthSession | null;
  }
}

/** Longest time between two writes of a session's sliding expiry, to spare a write per request. */
const MAX_SLIDE_GRANULARITY_SECONDS = 60;
/** The expiry is re-written once this fraction of the idle lifetime has passed since the last write. */
const SLIDE_FRACTION = 10;

/**
 * Seconds between re-writes of a session's expiry: a tenth of the idle lifetime, at most a minute, so a
 * session in use never expires (a short lifetime once slid only once a minute, issue 7 item 13).
 */
export function slideGranularitySeconds(idleSeconds: number): number {
  return Math.min(MAX_SLIDE_GRANULARITY_SECONDS, Math.floor(idleSeconds / SLIDE_FRACTION));
}

export const NOT_AUTHENTICATED = 'Not authenticated';

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const [current] = config.tokenSecrets;
    if (current === undefined) throw new Error('no token secret configured');
    const tokenHashes = (token: string) => config.tokenSecrets.map((s) => keyedHash(s, token));
    const granularity = slideGranularitySeconds(config.sessionIdleSeconds);

    app.decorateRequest('session', null);
    app.decorate('auth', {
      async createSession(userId, kind = 'password') {
        const token = newToken();
        await app.db.query(
          `INSERT INTO sessions (id, user_id, kind, token_hash, expires_at)
           VALUES ($1, $2, $3, $4, now() + $5::integer * interval '1 second')`,
          [randomUUID(), userId, kind, keyedHash(current, token), config.sessionIdleSeconds],
        );
        return token;
      },

      async authenticate(request) {
        const header = request.headers.authorization ?? '';
        const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
        if (!match?.[1]) throw new HttpError(401, NOT_AUTHENTICATED, 'not_authenticated');
        const hashes = tokenHashes(match[1]);
        const placeholders = hashes.map((_, i) => `$${i + 2}`).join(', ');
        const rows = await app.db.query<{ id: string; user_id: string; stale: boolean }>(
          `SELECT id, user_id, last_used_at <= now() - $1::integer * interval '1 second' AS stale
           FROM sessions WHERE token_hash IN (${placeholders}) AND expires_at > now()`,
          [granularity, ...hashes],
        );
        const row = rows[0];
        if (!row) throw new HttpError(401, NOT_AUTHENTICATED, 'not_authenticated');
        if (row.stale) {
          await app.db.query(
            `UPDATE sessions SET last_used_at = now(), expires_at = now() + $2::integer * interval '1 second'
             WHERE id = $1`,
            [row.id, config.sessionIdleSeconds],
          );
        }
        request.session = { id: row.id, userId: row.user_id };
      },

      async revoke(sessionId) {
        await app.db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
      },

      hash: (value) => keyedHash(current, value),
    } satisfies Auth);
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The authenticated session, for handlers behind `auth.authenticate`. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw new HttpError(401, NOT_AUTHENTICATED, 'not_authenticated');
  return request.session;
}
