import * as z from 'zod/mini';

/** Google sign-in (issue 9): the paths, texts and codes both the server and the web app use. */
export const OAUTH_PATHS = {
  /** Redirects the browser to the identity provider. */
  googleStart: '/api/auth/oauth/google/start',
  /** Where the identity provider sends the browser back (the redirect URI registered with it). */
  googleCallback: '/api/auth/oauth/google/callback',
  /** Whether external sign-in is configured, asked before leaving the page. */
  config: '/api/auth/oauth/config',
  sessionData: '/api/auth/oauth/session-data',
  logout: '/api/auth/oauth/logout',
} as const;

/** Answer of `GET /api/auth/oauth/config`. */
export const OAuthConfigResponse = z.object({ google: z.boolean() });
export type OAuthConfigResponse = z.infer<typeof OAuthConfigResponse>;

/** Hash parameter of `/login` naming why a sign-in with Google did not finish. */
export const OAUTH_ERROR_PARAM = 'oauth_error';

/** Why a sign-in with Google came back without a session; each has its text below. */
export const OAUTH_ERROR_CODES = [
  'cancelled',
  'invalid_state',
  'email_unverified',
  'unavailable',
  'failed',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

export const OAUTH_MESSAGES = {
  // Issue 9, word for word.
  notConfigured: 'Google sign-in is not configured on this server',
  // Ours: the spec gives no text for these (docs/DECISIONS.md, Google sign-in).
  sessionIdInvalid: 'This sign-in link is invalid or has already been used. Please sign in again.',
  crossSiteRequest: 'This request came from another site and was refused.',
  errors: {
    cancelled: 'Google sign-in was cancelled.',
    invalid_state: 'Google sign-in expired or was started in another window. Please try again.',
    email_unverified:
      'Your Google account has no verified email address, so it cannot be used to sign in.',
    unavailable: 'Google sign-in is unavailable right now. Please try again later.',
    failed: 'Google sign-in failed. Please try again.',
  },
} as const satisfies { errors: Record<OAuthErrorCode, string> } & Record<string, unknown>;

function isOAuthErrorCode(value: string | null): value is OAuthErrorCode {
  return (OAUTH_ERROR_CODES as readonly (string | null)[]).includes(value);
}

/** The code named in a `/login` address hash such as '#oauth_error=cancelled', or null. */
export function oauthErrorFromHash(hash: string): OAuthErrorCode | null {
  const value = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash).get(
    OAUTH_ERROR_PARAM,
  );
  return isOAuthErrorCode(value) ? value : null;
}
