import { OAUTH_SESSION_TOKEN } from '../../api/client.ts';
import { COOKIE_SESSION_HINT_KEY } from './session.ts';

/**
 * Whether this browser signed in with Google and may still hold the httpOnly session cookie. Only a flag:
 * the marker token itself is never stored (spec section 4), and the cookie is out of the page's reach.
 */
export function readCookieSessionHint(): boolean {
  try {
    return localStorage.getItem(COOKIE_SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Sets the flag while the session is a cookie session, clears it otherwise. */
export function writeCookieSessionHint(token: string | null): void {
  try {
    if (token === OAUTH_SESSION_TOKEN) localStorage.setItem(COOKIE_SESSION_HINT_KEY, '1');
    else localStorage.removeItem(COOKIE_SESSION_HINT_KEY);
  } catch {
    // Storage may be unavailable (private mode); a reload then forgets the Google sign-in.
  }
}
