import type { User } from '@statemint/contracts';
import { OAUTH_SESSION_TOKEN, type ApiResult } from '../../api/client.ts';
import { sessionIdFromHash } from './session.ts';

export type RestoreInput = {
  /** The address hash at start-up, e.g. '#session_id=abc'. */
  hash: string;
  storedToken: string | null;
  /** This browser signed in with Google earlier, so its session cookie may still be live. */
  cookieSessionHint?: boolean;
  exchange: (sessionId: string) => Promise<ApiResult<User>>;
  profile: (token: string) => Promise<ApiResult<User>>;
};

export type RestoredSession = {
  token: string | null;
  user: User | null;
  /** The session id was read from the hash, which must now leave the address bar. */
  clearHash: boolean;
  /** The stored token was refused and must be removed from storage. */
  dropStoredToken: boolean;
};

/**
 * Start-up steps 2-5 of spec section 4: the OAuth hash first, then the stored token, then (ours) the
 * session cookie of an earlier Google sign-in.
 */
export async function restoreSession(input: RestoreInput): Promise<RestoredSession> {
  const sessionId = sessionIdFromHash(input.hash);
  const clearHash = sessionId !== null;
  if (sessionId) {
    const exchanged = await input.exchange(sessionId);
    if (exchanged.ok) {
      return {
        token: OAUTH_SESSION_TOKEN,
        user: exchanged.data,
        clearHash,
        dropStoredToken: false,
      };
    }
    // Only logged (spec section 8); the stored-token path follows.
    console.warn('OAuth session exchange failed', exchanged.status);
  }
  if (!input.storedToken) {
    // Not in the spec: without this, a reload would forget a Google sign-in whose cookie still lives.
    if (input.cookieSessionHint) {
      const viaCookie = await input.profile(OAUTH_SESSION_TOKEN);
      if (viaCookie.ok) {
        return {
          token: OAUTH_SESSION_TOKEN,
          user: viaCookie.data,
          clearHash,
          dropStoredToken: false,
        };
      }
    }
    return { token: null, user: null, clearHash, dropStoredToken: false };
  }
  const profile = await input.profile(input.storedToken);
  if (profile.ok) {
    return { token: input.storedToken, user: profile.data, clearHash, dropStoredToken: false };
  }
  return { token: null, user: null, clearHash, dropStoredToken: refusedByServer(profile) };
}

/**
 * Whether a failed profile call was the server refusing the token (a 4xx answer). A call that got no
 * answer (offline, or the page being left, which aborts its calls) or a server fault (5xx) says nothing
 * about the token: the session starts cleared, but the token stays stored for the next page, so a
 * navigation during start-up or an outage does not sign the user out of every tab (DECISIONS).
 */
function refusedByServer(result: ApiResult<User>): boolean {
  return !result.ok && !result.network && result.status >= 400 && result.status < 500;
}
