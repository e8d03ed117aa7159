import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_MESSAGES } from '@statemint/contracts';
import type { Config } from '../../config.ts';
import { keyedHash, newToken } from '../../crypto.ts';
import { HttpError } from '../../http-error.ts';
import { isSameOrigin } from './same-origin.ts';

export type SessionKind = 'password' | 'oauth';
export type AuthSession = { id: string; userId: string };

export type Auth = {
  /** Opens a session and returns its bearer token (only its keyed hash is stored). */
  createSession(userId: string, kind?: SessionKind): Promise<string>;
  /**
   * preHandler: requires a live session and slides its expiry: a bearer token, or without one the 'oauth'
   * session cookie, whose state-changing calls must come from our own origin (403 otherwise).
   */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  revoke(sessionId: string): Promise<void>;
  /** Sets the 'oauth' session cookie: httpOnly, SameSite=Lax, Secure over HTTPS, for the idle lifetime. */
  setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void;
  clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void;
  /** Revokes the session the request's cookie names, if any. */
  revokeCookieSession(request: FastifyRequest): Promise<void>;
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

/** The cookie of a session opened by external sign-in (the client's marker token is `oauth_session`). */
export const SESSION_COOKIE = 'statemint_session';
/** Only the API reads it. */
export const SESSION_COOKIE_PATH = '/api';
/** Methods that change nothing; every other one is checked against cross-site request forgery. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function notAuthenticated(): HttpError {
  return new HttpError(401, NOT_AUTHENTICATED, 'not_authenticated');
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const [current] = config.tokenSecrets;
    if (current === undefined) throw new Error('no token secret configured');
    const tokenHashes = (token: string) => config.tokenSecrets.map((s) => keyedHash(s, token));
    /** `$first, $first+1, ...`: one parameter per accepted secret's hash. */
    const hashPlaceholders = (first: number) =>
      config.tokenSecrets.map((_, i) => `$${i + first}`).join(', ');
    const granularity = slideGranularitySeconds(config.sessionIdleSeconds);

    /**
     * The live session of a token; a bearer token never opens a cookie ('oauth') session nor the reverse.
     * A stale expiry slides, and `onSlide` renews what carries the token.
     */
    async function findSession(
      token: string,
      carrier: 'bearer' | 'cookie',
      onSlide?: () => void,
    ): Promise<AuthSession> {
      const rows = await app.db.query<{ id: string; user_id: string; stale: boolean }>(
        `SELECT id, user_id, last_used_at <= now() - $1::integer * interval '1 second' AS stale
         FROM sessions WHERE (kind = 'oauth') = $2 AND expires_at > now()
           AND token_hash IN (${hashPlaceholders(3)})`,
        [granularity, carrier === 'cookie', ...tokenHashes(token)],
      );
      const row = rows[0];
      if (!row) throw notAuthenticated();
      if (row.stale) {
        await app.db.query(
          `UPDATE sessions SET last_used_at = now(), expires_at = now() + $2::integer * interval '1 second'
           WHERE id = $1`,
          [row.id, config.sessionIdleSeconds],
        );
        onSlide?.();
      }
      return { id: row.id, userId: row.user_id };
    }

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

      async authenticate(request, reply) {
        const header = request.headers.authorization;
        if (header !== undefined) {
          const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
          if (!match?.[1]) throw notAuthenticated();
          request.session = await findSession(match[1], 'bearer');
          return;
        }
        const token = request.cookies[SESSION_COOKIE];
        if (!token) throw notAuthenticated();
        // SameSite=Lax already keeps the cookie off cross-site POSTs; the origin check covers the rest.
        if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
          throw new HttpError(403, OAUTH_MESSAGES.crossSiteRequest, 'cross_site_request');
        }
        request.session = await findSession(token, 'cookie', () =>
          app.auth.setSessionCookie(request, reply, token),
        );
      },

      async revoke(sessionId) {
        await app.db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
      },

      setSessionCookie(request, reply, token) {
        void reply.setCookie(SESSION_COOKIE, token, {
          ...cookieScope(request),
          maxAge: config.sessionIdleSeconds,
        });
      },

      clearSessionCookie(request, reply) {
        void reply.clearCookie(SESSION_COOKIE, cookieScope(request));
      },

      async revokeCookieSession(request) {
        const token = request.cookies[SESSION_COOKIE];
        if (!token) return;
        await app.db.query(
          `DELETE FROM sessions WHERE kind = 'oauth' AND token_hash IN (${hashPlaceholders(1)})`,
          tokenHashes(token),
        );
      },

      hash: (value) => keyedHash(current, value),
    } satisfies Auth);
  },
  { name: 'auth', dependencies: ['db', '@fastify/cookie'] },
);

/** The cookie attributes of the session cookie; Secure whenever the request came over HTTPS. */
function cookieScope(request: FastifyRequest) {
  return {
    path: SESSION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  } as const;
}

/** The authenticated session, for handlers behind `auth.authenticate`. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw notAuthenticated();
  return request.session;
}
