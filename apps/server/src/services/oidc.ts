import * as client from 'openid-client';
import type { OidcConfig } from '../config.ts';

/** Seconds an HTTP call to the provider (discovery, token endpoint, keys) may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** What we ask the provider for: an ID token with the email and the name. */
const SCOPE = 'openid email profile';

/** A fresh authorization request: the URL to send the browser to and the secrets the callback checks. */
export type AuthorizationRequest = {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
};

/** What the callback kept from the authorization request. */
export type AuthorizationChecks = {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
};

/** The verified ID token's claims we use. */
export type Identity = {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
};

/** The provider could not be reached or answered nonsense (try later), versus a refused response. */
export class ProviderUnavailableError extends Error {}

/** The OpenID provider as the routes see it: two calls, whatever the issuer. */
export type IdentityProvider = {
  begin(redirectUri: string): Promise<AuthorizationRequest>;
  /** Exchanges the code (PKCE) and verifies the ID token: signature, issuer, audience, expiry, nonce. */
  finish(callbackQuery: string, checks: AuthorizationChecks): Promise<Identity>;
};

/** A plain-HTTP issuer is only accepted on loopback (config.ts); openid-client needs telling. */
function isHttp(issuer: string): boolean {
  return new URL(issuer).protocol === 'http:';
}

/** The issuer's configuration through openid-client's discovery, fetched on first use and kept. */
export function openIdProvider(config: OidcConfig & { clientId: string }): IdentityProvider {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= (async () => {
      const execute = [client.enableNonRepudiationChecks];
      if (isHttp(config.issuer)) execute.push(client.allowInsecureRequests);
      const auth = config.clientSecret
        ? client.ClientSecretPost(config.clientSecret)
        : client.None();
      try {
        return await client.discovery(new URL(config.issuer), config.clientId, undefined, auth, {
          execute,
          timeout: PROVIDER_TIMEOUT_SECONDS,
        });
      } catch (error) {
        // Not kept: the next sign-in tries again.
        discovered = undefined;
        throw new ProviderUnavailableError(`OpenID discovery failed: ${(error as Error).message}`);
      }
    })();
    return discovered;
  }

  return {
    async begin(redirectUri) {
      const oidc = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    async finish(callbackQuery, checks) {
      const oidc = await configuration();
      // openid-client takes the redirect_uri sent to the token endpoint from this URL, less its query.
      const currentUrl = new URL(checks.redirectUri);
      currentUrl.search = callbackQuery;
      let tokens;
      try {
        tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (isNetworkError(error)) {
          throw new ProviderUnavailableError(`token request failed: ${(error as Error).message}`);
        }
        throw error;
      }
      const claims = tokens.claims();
      if (!claims) throw new Error('the token response carried no ID token');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        // Google sends a boolean; a string "true" is not trusted.
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}

/** fetch's own failures (refused, reset, timed out), as opposed to a provider's answer. */
function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  return error instanceof TypeError && error.message === 'fetch failed';
}
