import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loginViaApi, newUser, openSignedIn, signupViaApi, type TestUser } from '../support/api.ts';
import { useStack } from '../support/journey.ts';
import { resetLinkIn, startMailCatcher, type MailCatcher } from '../support/mail.ts';
import { checkScreen } from '../support/screens.ts';
import { freePort } from '../support/server.ts';
import { header, pathOf, see, text, toast } from '../support/ui.ts';

/** Screenshot folders, one per journey (a run clears its own folder first). */
const JOURNEYS = {
  reset: 'password-reset',
  signOutAll: 'sign-out-all-devices',
  change: 'change-password',
} as const;
const NEW_PASSWORD = 'N3w-Horse-Battery!';
const RESET_SENT =
  'If an account exists for that email, we have sent it a link to reset the password. The link works once, within an hour.';

/** Status of GET /api/user/profile with a token: 200 while its session lives, 401 once revoked. */
async function sessionStatus(baseURL: string, token: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/user/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

/** Signs in through the login form; `remember` sets the Remember me box. */
async function signIn(page: Page, user: TestUser, remember: boolean): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/^password$/i).fill(user.password);
  await page.getByRole('checkbox', { name: 'Remember me' }).setChecked(remember);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/converter');
}

/** Where the page keeps the token: [localStorage, sessionStorage]. */
function storedTokens(page: Page): Promise<[string | null, string | null]> {
  return page.evaluate(() => [
    localStorage.getItem('auth_token'),
    sessionStorage.getItem('auth_token'),
  ]);
}

/** A guarded page opened again: a revoked session lands on /login. */
async function expectSignedOut(page: Page): Promise<void> {
  await page.goto('/documents');
  await page.waitForURL('**/login');
  await see(header(page).getByRole('link', { name: 'Login' }));
}

describe('journey: password reset and account security', () => {
  let smtp: MailCatcher | undefined;
  // The mail server starts first; the server's links point at its own address, known in advance.
  const stack = useStack(async () => {
    smtp = await startMailCatcher();
    const port = await freePort();
    return {
      port,
      env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: `http://127.0.0.1:${port}` },
    };
  });
  afterAll(async () => {
    await smtp?.close();
  });

  test('forgot password: the mail’s link sets a new password and every old session is gone', async () => {
    const user = newUser('Katherine Johnson');
    const oldToken = await signupViaApi(stack.baseURL(), user);
    const other = await stack.open();
    try {
      // Another device is signed in before the reset.
      await openSignedIn(other.page, oldToken, '/documents');
      await see(other.page.getByRole('heading', { level: 1 }));
      await stack.run(JOURNEYS.reset, async ({ page }) => {
        await page.goto('/login');
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await page.waitForURL('**/forgot-password');
        await see(page.getByRole('heading', { level: 1, name: 'Forgot your password?' }));
        await checkScreen(page, JOURNEYS.reset, 'forgot-password');
        await page.getByLabel('Email').fill(user.email);
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await see(page.getByRole('status').filter({ hasText: RESET_SENT }));
        await checkScreen(page, JOURNEYS.reset, 'forgot-password-sent');

        const [mail] = (await smtp?.waitFor(1)) ?? [];
        expect(mail?.to).toEqual([user.email]);
        expect(mail?.headers.subject).toBe('Reset your Statemint password');
        const { link } = resetLinkIn(mail?.text ?? '');
        expect(link.startsWith(`${stack.baseURL()}/reset-password?token=`)).toBe(true);

        await page.goto(link);
        await see(page.getByRole('heading', { level: 1, name: 'Choose a new password' }));
        await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel('Confirm new password').fill('N3w-Horse-Batterx!');
        await see(text(page, 'Passwords do not match'));
        await page.getByRole('button', { name: 'Reset password' }).click();
        await see(page.getByRole('alert').filter({ hasText: 'Passwords do not match' }));
        await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
        await see(text(page, 'Passwords match'));
        await checkScreen(page, JOURNEYS.reset, 'reset-password');
        await page.getByRole('button', { name: 'Reset password' }).click();
        await page.waitForURL('**/login');
        await see(
          toast(page, 'Your password has been reset. Please sign in with your new password.'),
        );

        // The session the other device held is gone, on the server and on that device.
        expect(await sessionStatus(stack.baseURL(), oldToken)).toBe(401);
        await expectSignedOut(other.page);
        expect((await loginViaApi(stack.baseURL(), user)).status).toBe(401);

        // The link worked once.
        await page.goto(link);
        await page.getByLabel('New password', { exact: true }).fill('Another-0ne-here!');
        await page.getByLabel('Confirm new password').fill('Another-0ne-here!');
        await page.getByRole('button', { name: 'Reset password' }).click();
        await see(
          page.getByRole('alert').filter({
            hasText:
              'This password reset link is invalid or has expired. Please request a new one.',
          }),
        );
        await see(page.getByRole('link', { name: 'Request a new link' }));
        await checkScreen(page, JOURNEYS.reset, 'reset-link-used');

        await signIn(page, { ...user, password: NEW_PASSWORD }, true);
        await see(toast(page, `Welcome back, ${user.fullName}!`));
      });
    } finally {
      await other.close();
    }
  });

  test('Sign Out All Devices signs out a second browser; Remember me decides the storage', async () => {
    const user = newUser('Dorothy Vaughan');
    await signupViaApi(stack.baseURL(), user);
    const laptop = await stack.open();
    try {
      // Not remembered: the token lives for the browser session only.
      await signIn(laptop.page, user, false);
      const [laptopLocal, laptopSession] = await storedTokens(laptop.page);
      expect(laptopLocal).toBeNull();
      expect(laptopSession).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await stack.run(JOURNEYS.signOutAll, async ({ page }) => {
        await signIn(page, user, true);
        const [local, session] = await storedTokens(page);
        expect({ local: typeof local, session }).toEqual({ local: 'string', session: null });
        await page.goto('/settings?tab=security');
        await see(text(page, 'Sign out of Statemint everywhere, this device included.'));
        await checkScreen(page, JOURNEYS.signOutAll, 'settings-security');
        await page.getByRole('button', { name: 'Sign Out All Devices' }).click();
        await see(toast(page, 'Signed out of all devices'));
        await page.waitForURL('**/login');
        expect(await storedTokens(page)).toEqual([null, null]);
        expect(await sessionStatus(stack.baseURL(), local ?? '')).toBe(401);
        expect(await sessionStatus(stack.baseURL(), laptopSession ?? '')).toBe(401);
        await expectSignedOut(laptop.page);
        expect(await storedTokens(laptop.page)).toEqual([null, null]);
      });
    } finally {
      await laptop.close();
    }
  });

  test('Change Password asks for the current one, keeps this device and signs out the others', async () => {
    const user = newUser('Mary Jackson');
    const otherToken = await signupViaApi(stack.baseURL(), user);
    await stack.run(JOURNEYS.change, async ({ page }) => {
      await signIn(page, user, true);
      await page.goto('/settings?tab=security');
      await page.getByRole('button', { name: 'Change Password' }).click();
      const form = page.getByRole('form', { name: 'Change Password' });
      await form.getByLabel('Current password').fill('Not-the-0ne!');
      await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Update Password' }).click();
      await see(form.getByRole('alert').filter({ hasText: 'Current password is incorrect' }));
      await checkScreen(page, JOURNEYS.change, 'change-password-error');
      expect(await sessionStatus(stack.baseURL(), otherToken)).toBe(200);

      await form.getByLabel('Current password').fill(user.password);
      await form.getByRole('button', { name: 'Update Password' }).click();
      await see(toast(page, 'Password changed. Your other devices have been signed out.'));
      expect(await form.count()).toBe(0);
      expect(await sessionStatus(stack.baseURL(), otherToken)).toBe(401);
      // This device stays signed in.
      await page.reload();
      await see(page.getByRole('tab', { name: 'Security' }));
      expect(pathOf(page)).toBe('/settings');
      expect((await loginViaApi(stack.baseURL(), { ...user, password: NEW_PASSWORD })).status).toBe(
        200,
      );
      expect((await loginViaApi(stack.baseURL(), user)).status).toBe(401);
    });
  });
});
