import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  signInAtProvider,
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type TestProvider,
} from '../../../apps/server/test/oidc-provider.ts';
import { useStack } from '../support/journey.ts';
import { checkScreen } from '../support/screens.ts';
import { freePort, startServer } from '../support/server.ts';
import { HSBC_CURRENT } from '../support/samples.ts';
import {
  browseFile,
  header,
  pageCounter,
  pathOf,
  see,
  toast,
  waitForResults,
} from '../support/ui.ts';

const JOURNEY = 'google-sign-in';
const STATE_JOURNEY = 'google-sign-in-wrong-state';
const CALLBACK = '/api/auth/oauth/google/callback';
const SESSION_DATA = '/api/auth/oauth/session-data';

// The provider's port is taken before the app starts, since the app is told its issuer at start-up; the
// provider itself starts once the app's address (its redirect URI) is known.
const issuerPort = await freePort();

/** Signed in: the header's page counter and Sign out, no Login link. */
async function seeSignedIn(page: Page): Promise<void> {
  await see(pageCounter(page, '7/7 today'));
  await see(header(page).getByRole('button', { name: 'Sign out' }));
  expect(await header(page).getByRole('link', { name: 'Login' }).count()).toBe(0);
}

describe('journey: Google sign-in', () => {
  const stack = useStack(() => ({
    env: {
      OIDC_ISSUER: `http://127.0.0.1:${issuerPort}`,
      OIDC_CLIENT_ID: TEST_CLIENT_ID,
      OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
    },
  }));
  let provider: TestProvider | undefined;
  beforeAll(async () => {
    provider = await startTestProvider({
      port: issuerPort,
      redirectUri: `${stack.baseURL()}${CALLBACK}`,
    });
    provider.accounts.set('dorothy', {
      email: 'dorothy@example.com',
      email_verified: true,
      name: 'Dorothy Vaughan',
    });
    provider.accounts.set('katherine', {
      email: 'katherine@example.com',
      email_verified: true,
      name: 'Katherine Johnson',
    });
  });
  afterAll(async () => {
    await provider?.close();
  });

  test('Continue with Google, sign in at the provider, back on /converter; a replayed id is refused; sign out', async () => {
    let sessionId = '';
    await stack.run(JOURNEY, async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      // The provider's own login page (oidc-provider's development screen: any login, any password).
      await page.waitForURL(`http://127.0.0.1:${issuerPort}/interaction/**`);
      await page.locator('input[name="login"]').fill('katherine');
      await page.locator('input[name="password"]').fill('anything');
      const exchange = page.waitForRequest((r) => r.url().endsWith(SESSION_DATA));
      await page.getByRole('button', { name: 'Sign-in' }).click();
      sessionId = (await exchange).headers()['x-session-id'] ?? '';
      expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);

      await page.waitForURL('**/converter');
      await seeSignedIn(page);
      // The one-time id has left the address bar, and the marker token is in no storage.
      expect(new URL(page.url()).hash).toBe('');
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      await checkScreen(page, JOURNEY, 'converter-signed-in-with-google');

      // The session cookie outlives a reload (7 days, sliding).
      await page.reload();
      await seeSignedIn(page);

      // Another browser that got hold of the used id gets nothing.
      const other = await stack.open();
      try {
        const refused = other.page.waitForResponse((r) => r.url().endsWith(SESSION_DATA));
        await other.page.goto(`/converter#session_id=${sessionId}`);
        expect((await refused).status()).toBe(401);
        await see(header(other.page).getByRole('link', { name: 'Login' }));
        expect(new URL(other.page.url()).hash).toBe('');
      } finally {
        await other.close();
      }

      await header(page).getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/login');
      await see(header(page).getByRole('link', { name: 'Login' }));
      // The cookie session is revoked on the server, not only forgotten by the page.
      const status = await page.evaluate(async () => (await fetch('/api/user/profile')).status);
      expect(status).toBe(401);
      await page.goto('/converter');
      await see(header(page).getByRole('link', { name: 'Login' }));
    });
  });

  test('an anonymous result is kept by signing up with Google (issue 10)', async () => {
    await stack.run(`${JOURNEY}-keep`, async ({ page }) => {
      await page.goto('/');
      await browseFile(page, HSBC_CURRENT.path);
      await waitForResults(page);
      await page.getByRole('link', { name: 'Sign up to keep this conversion' }).click();
      await page.waitForURL('**/signup');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL(`http://127.0.0.1:${issuerPort}/interaction/**`);
      await page.locator('input[name="login"]').fill('dorothy');
      await page.locator('input[name="password"]').fill('anything');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.waitForURL('**/converter');
      // The claim goes with the session cookie: the marker token is no bearer token.
      await see(toast(page, 'Your conversion is saved in your Document Library.'));
      await header(page).getByRole('link', { name: 'Documents', exact: true }).click();
      await see(page.getByRole('listitem').filter({ hasText: HSBC_CURRENT.filename }));
      await see(pageCounter(page, '7/7 today'));
    });
  });

  test('a callback whose state this browser did not start is refused (login CSRF), the real one works once', async () => {
    await stack.run(STATE_JOURNEY, async ({ page, context }) => {
      // This browser starts a sign-in (it gets the state cookie); the provider's answer is fetched aside.
      const start = await context.request.get(`${stack.baseURL()}/api/auth/oauth/google/start`, {
        maxRedirects: 0,
      });
      expect(start.status()).toBe(302);
      const back = await signInAtProvider(start.headers().location ?? '', 'katherine');
      expect(back.pathname).toBe(CALLBACK);

      const forged = new URL(back);
      forged.searchParams.set('state', 'forged-state');
      await page.goto(`${forged.pathname}${forged.search}`);
      await page.waitForURL('**/login');
      await see(
        toast(page, 'Google sign-in expired or was started in another window. Please try again.'),
      );
      expect(new URL(page.url()).hash).toBe('');
      await see(header(page).getByRole('link', { name: 'Login' }));
      await checkScreen(page, STATE_JOURNEY, 'login-after-wrong-state');

      // A victim's browser sent to the attacker's callback URL: no state cookie, refused.
      const victim = await stack.open();
      try {
        await victim.page.goto(`${back.pathname}${back.search}`);
        await victim.page.waitForURL('**/login');
        await see(
          toast(
            victim.page,
            'Google sign-in expired or was started in another window. Please try again.',
          ),
        );
      } finally {
        await victim.close();
      }

      await page.goto(`${back.pathname}${back.search}`);
      await page.waitForURL('**/converter');
      await seeSignedIn(page);
      expect(pathOf(page)).toBe('/converter');
    });
  });

  test('without a client id the button says so in a toast and stays on the page', async () => {
    const plain = await startServer();
    const other = await stack.open();
    try {
      await other.page.goto(`${plain.baseURL}/login`);
      await other.page.getByRole('button', { name: 'Continue with Google' }).click();
      await see(toast(other.page, 'Google sign-in is not configured on this server'));
      expect(pathOf(other.page)).toBe('/login');
    } finally {
      await other.close();
      await plain.stop();
    }
  });
});
