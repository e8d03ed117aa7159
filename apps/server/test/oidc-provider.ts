import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider (`oidc-provider`) on loopback for the tests: discovery, keys, the authorization
 * code flow with PKCE and signed ID tokens, with its development login page (any login, any password).
 * Used by the server's integration tests and the browser journeys.
 */

export const TEST_CLIENT_ID = 'statemint-test';
export const TEST_CLIENT_SECRET = 'statemint-test-secret-0123456789abcdef';

/** The claims the provider gives for a login; by default the login is the email, verified. */
export type TestAccount = { email?: string; email_verified?: boolean; name?: string };

export type TestProvider = {
  /** `http://127.0.0.1:<port>`: the issuer identifier. */
  issuer: string;
  /** Claims by login; a login not listed gets `{email: login, email_verified: true}`. */
  accounts: Map<string, TestAccount>;
  /** The server settings that point the app at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
};

export type TestProviderOptions = {
  /** The app's callback URL, registered as the client's only redirect URI. */
  redirectUri: string;
  /** Listen on this port (a journey reserves it before the app starts); a free one by default. */
  port?: number;
};

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  const server: Server = createServer();
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, ...(accounts.get(id) ?? { email: id, email_verified: true }) }),
    }),
    // A first-party client: no consent screen, as with Google for an app already approved.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId =
        (result?.consent as { grantId?: string } | undefined)?.grantId ??
        session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    // Google puts the email and name in the ID token itself; oidc-provider does only when told so.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: { Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, Interaction: 600 },
    cookies: { keys: ['statemint-test-provider-cookie-key'] },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    accounts,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: TEST_CLIENT_ID,
      OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Cookies by name, for one host: enough to walk the provider's pages without a browser. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows an authorization URL through the provider's login page as a browser would, signs in as `login`
 * (or presses its abort link), and returns the URL the provider sends the browser back to.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string | { abort: true },
): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const issuerOrigin = url.origin;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.origin !== issuerOrigin) return url;
    const interaction = /^\/interaction\/([^/]+)$/.exec(url.pathname);
    let response: Response;
    if (interaction && typeof login === 'object') {
      response = await fetch(new URL(`${url.pathname}/abort`, url), {
        headers: { cookie: jar.header() },
        redirect: 'manual',
      });
    } else if (interaction && typeof login === 'string') {
      response = await fetch(url, {
        method: 'POST',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
        redirect: 'manual',
      });
    } else {
      response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
    }
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(`the provider answered ${response.status} at ${url.href} without a redirect`);
    }
    url = new URL(location, url);
  }
  throw new Error('the provider redirected too many times');
}
