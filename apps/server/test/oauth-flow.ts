import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { OAUTH_PATHS } from '@statemint/contracts';
import { SESSION_COOKIE } from '../src/plugins/app/auth.ts';
import { HANDOFF_COOKIE, STATE_COOKIE } from '../src/routes/api/oauth/index.ts';
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

/** What the callback hands the browser: the id in `/converter#session_id=...` and the cookie binding it. */
export type Handoff = { sessionId: string; browser: string };

export function handoffOf(res: LightMyRequestResponse): Handoff {
  const match = /^\/converter#session_id=([A-Za-z0-9_-]+)$/.exec(String(res.headers.location));
  const browser = cookieOf(res, HANDOFF_COOKIE);
  if (!match?.[1] || !browser) {
    throw new Error(`no session id in ${res.statusCode} ${res.headers.location}`);
  }
  expect(browser).toEqual({
    name: HANDOFF_COOKIE,
    value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    path: OAUTH_PATHS.sessionData,
    maxAge: 120,
    httpOnly: true,
    sameSite: 'Lax',
  });
  return { sessionId: match[1], browser: browser.value };
}

/** GET /session-data as the web app sends it: the id in X-Session-ID, the binding cookie beside it. */
export function exchange(
  app: FastifyInstance,
  handoff: Partial<Handoff> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'GET',
    url: OAUTH_PATHS.sessionData,
    headers: {
      ...(handoff.sessionId === undefined ? {} : { 'x-session-id': handoff.sessionId }),
      ...headers,
    },
    cookies: handoff.browser === undefined ? {} : { [HANDOFF_COOKIE]: handoff.browser },
  });
}

/** The full sign-in: the user the exchange returned and the session cookie's value. */
export async function cookieSession(
  app: FastifyInstance,
  login: string,
): Promise<{ user: { id: string; email: string }; cookie: string }> {
  const res = await exchange(app, handoffOf(await signInWithProvider(app, login)));
  const cookie = cookieOf(res, SESSION_COOKIE)?.value;
  if (res.statusCode !== 200 || !cookie) throw new Error(`exchange answered ${res.statusCode}`);
  return { user: res.json(), cookie };
}
