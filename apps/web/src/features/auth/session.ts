import { OAUTH_PATHS } from '@statemint/contracts';
import { OAUTH_SESSION_TOKEN } from '../../api/client.ts';

/** localStorage key of the bearer token (spec section 9). */
export const TOKEN_STORAGE_KEY = 'auth_token';

/** Name of the address hash parameter carrying the external sign-in session (spec section 9). */
export const SESSION_ID_PARAM = 'session_id';

/** Where login, signup and external sign-in land by default (spec section 2). */
export const DEFAULT_AFTER_AUTH = '/converter';

/** The session id in an address hash such as '#session_id=abc&x=1', or null. */
export function sessionIdFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const value = params.get(SESSION_ID_PARAM);
  return value ? value : null;
}

/** Whether a token may be kept in browser storage: the OAuth marker never is (spec section 4). */
export function isStorableToken(token: string): boolean {
  return token.length > 0 && token !== OAUTH_SESSION_TOKEN;
}

/** Authenticated only when both the token and the user exist (spec section 3). */
export function isAuthenticated(token: string | null, user: unknown): boolean {
  return Boolean(token) && user !== null && user !== undefined;
}

/** Location a guard remembers in router state when it sends a visitor to /login. */
export type FromState = { from?: { pathname?: string; search?: string; hash?: string } };

const AUTH_PAGES = ['/login', '/signup'];

/** Where to go after signing in: the remembered location, else /converter. */
export function afterAuthTarget(state: unknown): string {
  const from = (state as FromState | null | undefined)?.from;
  const pathname = from?.pathname;
  if (!pathname || !pathname.startsWith('/') || pathname.startsWith('//'))
    return DEFAULT_AFTER_AUTH;
  if (AUTH_PAGES.includes(pathname)) return DEFAULT_AFTER_AUTH;
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}

/** Start of the external sign-in; the provider comes back to the converter with #session_id=. */
export const OAUTH_START_PATH = OAUTH_PATHS.googleStart;

/** localStorage key marking that this browser holds a Google sign-in's session cookie (not the token). */
export const COOKIE_SESSION_HINT_KEY = 'oauth_session_active';

/** The external sign-in redirect, with its parameter pointing back to the converter (spec section 7). */
export function oauthStartUrl(origin: string): string {
  const back = `${origin}${DEFAULT_AFTER_AUTH}`;
  return `${OAUTH_START_PATH}?redirect=${encodeURIComponent(back)}`;
}
