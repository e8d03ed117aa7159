import { describe, expect, test } from 'vitest';
import { newUser, signupViaApi } from '../support/api.ts';
import { useStack } from '../support/journey.ts';
import { checkScreen } from '../support/screens.ts';
import {
  header,
  holdRequests,
  passwordToggle,
  pageCounter,
  pathOf,
  see,
  toast,
} from '../support/ui.ts';
import type { Page } from 'playwright-core';

const JOURNEY = 'login-logout';

/** A message after pressing Sign in: an alert beside the form, or a toast. */
async function seeError(page: Page, message: string): Promise<void> {
  await see(page.getByRole('alert').filter({ hasText: message }).or(toast(page, message)).first());
}

describe('journey: login and logout', () => {
  const stack = useStack();

  test('signs in with the welcome-back toast and signs out to /login', async () => {
    const user = newUser('Grace Hopper');
    await signupViaApi(stack.baseURL(), user);
    await stack.run(JOURNEY, async ({ page }) => {
      await page.goto('/login');
      const email = page.getByLabel(/email/i);
      const password = page.getByLabel(/^password$/i);
      const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
      await see(signIn);
      await see(page.getByRole('checkbox', { name: /remember me/i }));
      await see(page.getByRole('link', { name: /forgot password/i }));
      await see(page.getByRole('button', { name: /continue with google/i }));
      const nav = header(page);
      await see(nav.getByRole('link', { name: 'Login' }));
      await see(nav.getByRole('link', { name: 'Register' }));
      await checkScreen(page, JOURNEY, 'login-empty');

      await signIn.click();
      await seeError(page, 'Please fill in all fields');
      await checkScreen(page, JOURNEY, 'login-error');

      await email.fill(user.email);
      await password.fill('Wrong-passw0rd!');
      await signIn.click();
      await seeError(page, 'Invalid email or password');

      await password.fill(user.password);
      await passwordToggle(page).click();
      expect(await password.getAttribute('type')).toBe('text');
      const release = await holdRequests(page, '**/api/auth/login');
      await signIn.click();
      await see(page.getByRole('button', { name: 'Signing in...' }));
      await checkScreen(page, JOURNEY, 'login-busy');
      await release();

      await page.waitForURL('**/converter');
      await see(toast(page, `Welcome back, ${user.fullName}!`));
      await see(nav.getByRole('link', { name: 'Pricing' }));
      await see(pageCounter(page, '7/7 today'));
      await see(nav.getByRole('link', { name: 'Documents' }));
      await see(nav.getByRole('link', { name: 'Settings' }));
      expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
      await checkScreen(page, JOURNEY, 'converter-signed-in');

      // The page counter opens the settings.
      await pageCounter(page, '7/7 today').click();
      await page.waitForURL('**/settings');

      // A signed-in user who opens /login is sent on to the converter.
      await page.goto('/login');
      await page.waitForURL('**/converter');

      await nav.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/login');
      expect(pathOf(page)).toBe('/login');
      await see(nav.getByRole('link', { name: 'Login' }));
      await see(nav.getByRole('link', { name: 'Register' }));
      expect(await nav.getByRole('link', { name: 'Documents' }).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      await checkScreen(page, JOURNEY, 'login-after-sign-out');
    });
  });
});
