import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  CLIENT_ROUTES,
  OAUTH_ERROR_PARAM,
  OAUTH_MESSAGES,
  OAUTH_PATHS,
  OAuthConfigResponse,
  User,
  type OAuthErrorCode,
} from '@statemint/contracts';
import type { Config } from '../../../config.ts';
import { newToken } from '../../../crypto.ts';
import { HttpError } from '../../../http-error.ts';
import { errorResponses, NoContent } from '../../../http-schemas.ts';
import { SESSION_COOKIE } from '../../../plugins/app/auth.ts';
import { isSameOrigin, requestOrigin } from '../../../plugins/app/same-origin.ts';
import {
  AUTHORIZATION_TTL_SECONDS,
  createHandoff,
  HANDOFF_TTL_SECONDS,
  redeemHandoff,
  saveAuthorization,
  signInWithIdentity,
  takeAuthorization,
} from '../../../services/oauth.ts';
import { openIdProvider, ProviderUnavailableError } from '../../../services/oidc.ts';
import { enforce } from '../../../services/rate-limits.ts';
import { currentUser } from '../../../services/users.ts';

/** The browser's copy of the state, so a callback it did not start is refused (login CSRF). */
export const STATE_COOKIE = 'statemint_oauth_state';
/** Binds the one-time session id to the browser the callback answered (login CSRF with a forwarded id). */
export const HANDOFF_COOKIE = 'statemint_oauth_handoff';
/** Hash parameter carrying the one-time id to the web app (spec section 9). */
export const SESSION_ID_PARAM = 'session_id';
/** Longest X-Session-ID looked up; ours are 43 characters. */
const MAX_SESSION_ID_LENGTH = 128;
/** Sign-ins started per address and window: each one stores a row until the provider answers. */
const START_LIMIT_PER_ADDRESS = 60;
const START_LIMIT_WINDOW_SECONDS = 900;
export const TOO_MANY_STARTS = 'Too many sign-in attempts. Please try again later.';

type Hash = (value: string) => string;
const stateHash = (hash: Hash, state: string) => hash(`oauth-state:${state}`);
const handoffOf = (hash: Hash, id: string, browser: string) => ({
  idHash: hash(`oauth-handoff:${id}`),
  browserHash: hash(`oauth-browser:${browser}`),
});

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A short-lived cookie of the sign-in flow, sent back only to `path`. */
function flowCookieScope(request: FastifyRequest, path: string) {
  return {
    path,
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries it.
    sameSite: 'lax',
    secure: request.protocol === 'https',
  } as const;
}

/** Back to /login with the reason in the hash, for a browser that followed a redirect here. */
function failTo(reply: FastifyReply, code: OAuthErrorCode): FastifyReply {
  return reply.redirect(`${CLIENT_ROUTES.login}#${OAUTH_ERROR_PARAM}=${code}`, 302);
}

const CallbackQuery = z.looseObject({
  state: z.optional(z.string()),
  code: z.optional(z.string()),
  error: z.optional(z.string()),
});

const SessionDataHeaders = z.looseObject({ 'x-session-id': z.optional(z.string()) });

/** Google sign-in (issue 9): start, callback, the one-time session exchange and the cookie logout. */
const oauth: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { clientId } = config.oidc;
  const provider = clientId ? openIdProvider({ ...config.oidc, clientId }) : undefined;
  const hash = (value: string) => app.auth.hash(value);

  app.get(
    '/config',
    { schema: { response: { 200: OAuthConfigResponse, ...errorResponses } } },
    async () => ({ google: provider !== undefined }),
  );

  app.get('/google/start', { schema: { response: errorResponses } }, async (request, reply) => {
    if (!provider) throw new HttpError(503, OAUTH_MESSAGES.notConfigured);
    await enforce(app.db, {
      key: `oauth-start:addr:${hash(request.ip)}`,
      limit: START_LIMIT_PER_ADDRESS,
      windowSeconds: START_LIMIT_WINDOW_SECONDS,
      detail: TOO_MANY_STARTS,
    });
    // Normalised (no default port), as the provider compares it with the registered one letter by letter.
    const redirectUri = new URL(
      config.oidc.redirectUri ?? `${requestOrigin(request)}${OAUTH_PATHS.googleCallback}`,
    ).href;
    let started;
    try {
      started = await provider.begin(redirectUri);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID provider unavailable at sign-in start');
      return failTo(reply, 'unavailable');
    }
    await saveAuthorization(app.db, stateHash(hash, started.state), {
      codeVerifier: started.codeVerifier,
      nonce: started.nonce,
      redirectUri,
    });
    void reply.setCookie(STATE_COOKIE, started.state, {
      ...flowCookieScope(request, OAUTH_PATHS.googleCallback),
      maxAge: AUTHORIZATION_TTL_SECONDS,
    });
    return reply.header('cache-control', 'no-store').redirect(started.url.href, 302);
  });

  app.get(
    '/google/callback',
    { schema: { querystring: CallbackQuery, response: errorResponses } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const browserState = request.cookies[STATE_COOKIE];
      const { state, error } = request.query;
      // A forged callback leaves the browser's own sign-in in progress untouched.
      if (!state || !browserState || !sameSecret(state, browserState)) {
        return failTo(reply, 'invalid_state');
      }
      void reply.clearCookie(STATE_COOKIE, flowCookieScope(request, OAUTH_PATHS.googleCallback));
      const pending = await takeAuthorization(app.db, stateHash(hash, state));
      if (!pending) return failTo(reply, 'invalid_state');
      if (error !== undefined)
        return failTo(reply, error === 'access_denied' ? 'cancelled' : 'failed');
      if (!provider) return failTo(reply, 'unavailable');

      let identity;
      try {
        const { search } = new URL(request.url, 'http://callback.invalid');
        identity = await provider.finish(search, { state, ...pending });
      } catch (err) {
        request.log.warn({ err }, 'sign-in with the OpenID provider failed');
        return failTo(reply, err instanceof ProviderUnavailableError ? 'unavailable' : 'failed');
      }
      if (!identity.email || !identity.emailVerified) return failTo(reply, 'email_unverified');

      const { userId, outcome } = await signInWithIdentity(app.db, {
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
        name: identity.name,
      });
      request.log.info({ userId, outcome }, 'signed in with the OpenID provider');
      const id = newToken();
      const browser = newToken();
      await createHandoff(app.db, handoffOf(hash, id, browser), userId);
      void reply.setCookie(HANDOFF_COOKIE, browser, {
        ...flowCookieScope(request, OAUTH_PATHS.sessionData),
        maxAge: HANDOFF_TTL_SECONDS,
      });
      return reply.redirect(`${CLIENT_ROUTES.converter}#${SESSION_ID_PARAM}=${id}`, 302);
    },
  );

  app.get(
    '/session-data',
    { schema: { headers: SessionDataHeaders, response: { 200: User, ...errorResponses } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const invalid = () =>
        new HttpError(401, OAUTH_MESSAGES.sessionIdInvalid, 'invalid_session_id');
      const id = request.headers['x-session-id']?.trim() ?? '';
      const browser = request.cookies[HANDOFF_COOKIE] ?? '';
      if (id === '' || id.length > MAX_SESSION_ID_LENGTH || browser === '') throw invalid();
      const userId = await redeemHandoff(app.db, handoffOf(hash, id, browser));
      if (!userId) throw invalid();
      void reply.clearCookie(HANDOFF_COOKIE, flowCookieScope(request, OAUTH_PATHS.sessionData));
      const user = await currentUser(app.db, userId);
      if (!user) throw invalid();
      // A session this browser already had is replaced, not left behind.
      await app.auth.revokeCookieSession(request);
      app.auth.setSessionCookie(request, reply, await app.auth.createSession(userId, 'oauth'));
      return user;
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 204: NoContent, ...errorResponses } } },
    async (request, reply) => {
      // Only a request carrying the cookie can be forged; without one there is nothing to revoke.
      if (request.cookies[SESSION_COOKIE] !== undefined && !isSameOrigin(request)) {
        throw new HttpError(403, OAUTH_MESSAGES.crossSiteRequest, 'cross_site_request');
      }
      await app.auth.revokeCookieSession(request);
      app.auth.clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );
};

export default oauth;
