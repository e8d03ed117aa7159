import { describe, expect, test } from 'vitest';
import { newUser, signupViaApi, type TestUser } from '../support/api.ts';
import { useStack } from '../support/journey.ts';
import { checkScreen } from '../support/screens.ts';
import { header, pathOf, see } from '../support/ui.ts';
import type { Page } from 'playwright-core';

const JOURNEY = 'guarded-routes';

async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/^password$/i).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('journey: guarded routes', () => {
  const stack = useStack();

  test('/documents and /settings redirect to /login and come back after login', async () => {
    const user = newUser('Katherine Johnson');
    await signupViaApi(stack.baseURL(), user);
    await stack.run(JOURNEY, async ({ page }) => {
      await page.goto('/documents');
      await page.waitForURL('**/login');
      expect(pathOf(page)).toBe('/login');
      // Anonymous visitors have no Documents or Settings links.
      expect(await header(page).getByRole('link', { name: 'Documents' }).count()).toBe(0);
      expect(await header(page).getByRole('link', { name: 'Settings' }).count()).toBe(0);
      await checkScreen(page, JOURNEY, 'login-from-documents');
      await signIn(page, user);
      await page.waitForURL('**/documents');
      await see(page.getByRole('heading', { name: 'Document Library' }));
      await checkScreen(page, JOURNEY, 'documents-after-login');

      await header(page).getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/login');

      // A stored token the server no longer knows is dropped on load (spec section 4, step 4).
      await page.evaluate(() => localStorage.setItem('auth_token', 'not-a-valid-token'));
      await page.goto('/settings');
      await page.waitForURL('**/login');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      // This time by keyboard only: type, Tab to the password, Enter submits.
      await page.getByLabel(/email/i).focus();
      await page.keyboard.type(user.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(user.password);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/settings');
      await see(page.getByRole('tab', { name: 'Account' }));
      await checkScreen(page, JOURNEY, 'settings-after-login');
    });
  });
});
