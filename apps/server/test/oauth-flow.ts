import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { OAUTH_PATHS } from '@statemint/contracts';
import { SESSION_COOKIE } from '../src/plugins/app/auth.ts';
import { STATE_COOKIE } from '../src/routes/api/oauth/index.ts';
import { build, type BuildOptions } from './helper.ts';
import { signInAtProvider, startTestProvider, type TestProvider } from './oidc-provider.ts';

/** The callback URL as app.inject's requests build it (Host: localhost:80, no TLS). */
export const INJECT_REDIRECT_URI = `http://localhost${OAUTH_PATHS.googleCallback}`;
/** The Origin header of a page served by the injected app. */
export const OWN_ORIGIN = 'http://localhost';

/** One real OpenID provider for the test file, its accounts reset before each use by the caller. */
export function useTestProvider(): () => TestProvider {
  let provider: TestProvider | undefined;
  beforeAll(async () => {
    provider = await startTestProvider({ redirectUri: INJECT_REDIRECT_URI });
  });
  afterAll(async () => {
    await provider?.close();
  });
  return () => {
    if (!provider) throw new Error('the test provider did not start');
    return provider;
  };
}

/** The app on a fresh database, pointed at the provider. */
export function buildWith(provider: TestProvider, options: BuildOptions = {}) {
  return build({ ...options, env: { ...provider.env, ...options.env } });
}

export function cookieOf(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name);
}

export type Started = { authorizationUrl: URL; state: string };

/** GET /start: the provider's authorization URL and the state cookie the browser got. */
export async function start(app: FastifyInstance): Promise<Started> {
  const res = await app.inject({ method: 'GET', url: OAUTH_PATHS.googleStart });
  if (res.statusCode !== 302) throw new Error(`start answered ${res.statusCode} ${res.body}`);
  const state = cookieOf(res, STATE_COOKIE)?.value;
  if (!state) throw new Error('start set no state cookie');
  return { authorizationUrl: new URL(String(res.headers.location)), state };
}

/** The browser coming back from the provider to the callback, with its state cookie (or another one). */
export function callback(
  app: FastifyInstance,
  returnUrl: URL,
  stateCookie: string | undefined,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `${returnUrl.pathname}${returnUrl.search}`,
    cookies: stateCookie === undefined ? {} : { [STATE_COOKIE]: stateCookie },
  });
}

/** Start, sign in at the provider as `login`, come back: the callback's answer. */
export async function signInWithProvider(
  app: FastifyInstance,
  login: string,
): Promise<LightMyRequestResponse> {
  const { authorizationUrl, state } = await start(app);
  return callback(app, await signInAtProvider(authorizationUrl.href, login), state);
}

/** The session id in a callback's `/converter#session_id=...` redirect. */
export function sessionIdOf(res: LightMyRequestResponse): string {
  const match = /^\/converter#session_id=([A-Za-z0-9_-]+)$/.exec(String(res.headers.location));
  if (!match?.[1]) throw new Error(`no session id in ${res.statusCode} ${res.headers.location}`);
  return match[1];
}

export function exchange(app: FastifyInstance, sessionId?: string) {
  return app.inject({
    method: 'GET',
    url: OAUTH_PATHS.sessionData,
    headers: sessionId === undefined ? {} : { 'x-session-id': sessionId },
  });
}

/** The full sign-in: the user the exchange returned and the session cookie's value. */
export async function cookieSession(
  app: FastifyInstance,
  login: string,
): Promise<{ user: { id: string; email: string }; cookie: string }> {
  const res = await exchange(app, sessionIdOf(await signInWithProvider(app, login)));
  const cookie = cookieOf(res, SESSION_COOKIE)?.value;
  if (res.statusCode !== 200 || !cookie) throw new Error(`exchange answered ${res.statusCode}`);
  return { user: res.json(), cookie };
}
