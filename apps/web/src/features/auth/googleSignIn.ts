import { OAUTH_MESSAGES, type OAuthConfigResponse } from '@statemint/contracts';
import type { ApiResult } from '../../api/client.ts';
import { oauthStartUrl } from './session.ts';
import { AUTH_TEXTS } from './texts.ts';

/** What pressing 'Continue with Google' does: leave for the provider, or stay and say why not. */
export type GoogleSignInStep =
  { kind: 'redirect'; url: string } | { kind: 'toast'; message: string };

/**
 * Asks the server first whether Google sign-in is configured, so an unconfigured server shows its text
 * as a toast instead of sending the browser to a JSON error page.
 */
export async function googleSignInStep(
  origin: string,
  config: () => Promise<ApiResult<OAuthConfigResponse>>,
): Promise<GoogleSignInStep> {
  const answer = await config();
  if (!answer.ok) {
    return { kind: 'toast', message: answer.detail ?? AUTH_TEXTS.errors.unexpected };
  }
  if (!answer.data.google) return { kind: 'toast', message: OAUTH_MESSAGES.notConfigured };
  return { kind: 'redirect', url: oauthStartUrl(origin) };
}
