import { describe, expect, test } from 'vitest';
import { newUser, signupViaApi } from '../support/api.ts';
import { useStack } from '../support/journey.ts';
import { checkScreen } from '../support/screens.ts';
import {
  holdRequests,
  passwordToggle,
  pageCounter,
  pathOf,
  see,
  text,
  toast,
} from '../support/ui.ts';
import type { Page } from 'playwright-core';

const JOURNEY = 'signup';

/** Passwords meeting 1 to 5 of the criteria (length 8+, upper, lower, digit, special) and their label. */
const STRENGTH_STEPS = [
  ['abc', 'Very Weak'],
  ['abcdefgh', 'Weak'],
  ['Abcdefgh', 'Fair'],
  ['Abcdefg1', 'Good'],
  ['Abcdefg1!', 'Strong'],
] as const;

/** A validation message after pressing Create account: an alert beside the form, or a toast. */
async function seeError(page: Page, message: string): Promise<void> {
  await see(page.getByRole('alert').filter({ hasText: message }).or(toast(page, message)).first());
}

describe('journey: signup', () => {
  const stack = useStack();

  test('shows each validation error in the spec order, then creates the account', async () => {
    const user = newUser('Ada Lovelace');
    const existing = newUser('Charles Babbage');
    await signupViaApi(stack.baseURL(), existing);
    await stack.run(JOURNEY, async ({ page }) => {
      await page.goto('/signup');
      const fullName = page.getByLabel(/full name/i);
      const email = page.getByLabel(/email/i);
      const password = page.getByLabel(/^password$/i);
      const confirm = page.getByLabel(/confirm password/i);
      const terms = page.getByRole('checkbox');
      const submit = page.getByRole('button', { name: 'Create account' });
      await see(submit);
      await see(page.getByRole('button', { name: /continue with google/i }));
      await see(page.getByRole('link', { name: /sign in/i }).last());
      await checkScreen(page, JOURNEY, 'signup-empty');

      await submit.click();
      await seeError(page, 'Full name is required');
      await checkScreen(page, JOURNEY, 'signup-error');

      await fullName.fill(user.fullName);
      await submit.click();
      await seeError(page, 'Email is required');

      await email.fill('ada.lovelace');
      await submit.click();
      await seeError(page, 'Please enter a valid email address');

      await email.fill(user.email);
      await password.fill('Sh0rt!');
      await submit.click();
      await seeError(page, 'Password must be at least 8 characters long');

      // A common password, or the email itself, is refused in the browser as the server would refuse it.
      const signupCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/auth/signup')) signupCalls.push(request.url());
      });
      for (const [weak, message] of [
        ['12345678', 'This password is too common. Please choose one that is harder to guess'],
        [user.email, 'Password must not be your email address or its name part'],
      ] as const) {
        await password.fill(weak);
        await confirm.fill(weak);
        await submit.click();
        await seeError(page, message);
      }
      expect(signupCalls).toEqual([]);
      await confirm.fill('');

      // The strength meter reads the password as it is typed: one point per criterion of section 5.
      const meter = page.getByRole('meter', { name: /password strength/i });
      for (const [typed, label] of STRENGTH_STEPS) {
        await password.fill(typed);
        await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe(label);
        await see(text(page, label));
      }
      await password.fill(user.password);
      await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe('Strong');
      await confirm.fill(`${user.password}x`);
      await see(text(page, 'Passwords do not match'));
      await submit.click();
      await seeError(page, 'Passwords do not match');

      await confirm.fill(user.password);
      await see(text(page, 'Passwords match'));
      await submit.click();
      await seeError(page, 'You must accept the terms and privacy policy');

      // Show/hide reveals the typed password.
      await passwordToggle(page).click();
      expect(await password.getAttribute('type')).toBe('text');
      await passwordToggle(page).click();
      expect(await password.getAttribute('type')).toBe('password');

      await terms.check();
      // An address already registered is refused with the server's detail.
      await email.fill(existing.email);
      await submit.click();
      await seeError(page, 'An account with this email already exists');
      await email.fill(user.email);
      const release = await holdRequests(page, '**/api/auth/signup');
      await submit.click();
      await see(page.getByRole('button', { name: 'Creating account...' }));
      expect(await fullName.isDisabled()).toBe(true);
      expect(await email.isDisabled()).toBe(true);
      expect(await password.isDisabled()).toBe(true);
      await checkScreen(page, JOURNEY, 'signup-busy');
      await release();

      await page.waitForURL('**/converter');
      await see(toast(page, new RegExp(`Statemint.*${user.fullName}`)));
      await see(pageCounter(page, '7/7 today'));
      await see(text(page, '7 of 7 pages remaining today'));
      await see(text(page, 'Pages reset every 24 hours'));
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
      await checkScreen(page, JOURNEY, 'converter-signed-in');

      // A signed-in user who opens /signup is sent to the converter.
      await page.goto('/signup');
      await page.waitForURL('**/converter');
      expect(pathOf(page)).toBe('/converter');
    });
  });
});
