import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newUser, openSignedIn, signupViaApi } from '../support/api.ts';
import { useStack } from '../support/journey.ts';
import { checkScreen } from '../support/screens.ts';
import {
  gone,
  holdRequests,
  pageCounter,
  pathOf,
  see,
  text,
  toast,
  valueOf,
} from '../support/ui.ts';

const JOURNEY = 'payments';
/** A date as Settings writes billing dates, e.g. "March 31, 2026". */
const LONG_DATE = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;

/** The card of one plan on the Pricing page. */
function planCard(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Clicks a plan's button and waits for the built-in TEST MODE checkout; returns its session id. */
async function checkoutOf(page: Page, plan: string, button = 'Buy'): Promise<string> {
  await planCard(page, plan).getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL('**/api/payments/test-checkout/**');
  await see(text(page, 'TEST MODE'));
  const id = pathOf(page).split('/').at(-1);
  if (!id) throw new Error(`no session id in ${page.url()}`);
  return id;
}

/** Opens a checkout session through the API (setup: a session nobody pays). */
async function openSessionViaApi(baseURL: string, token: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/payments/create-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ package_id: 'professional', billing_interval: 'annual' }),
  });
  const { checkout_url: url } = (await response.json()) as { checkout_url: string };
  const id = new URL(url).pathname.split('/').at(-1);
  if (!id) throw new Error(`no session id in ${url}`);
  return id;
}

describe('journey: payments (built-in test checkout)', () => {
  const stack = useStack();

  test('buys Starter through the TEST MODE page, then cancels the subscription', async () => {
    const token = await signupViaApi(stack.baseURL(), newUser('Katherine Johnson'));
    await stack.run(JOURNEY, async ({ page }) => {
      await openSignedIn(page, token, '/pricing');
      await see(pageCounter(page, '7/7 today'));
      await checkoutOf(page, 'Starter');
      await see(text(page, '$15.00 / month'));
      await see(page.getByRole('button', { name: 'Cancel', exact: true }));
      await checkScreen(page, JOURNEY, 'test-checkout');

      // The status call is held so the banner can be seen; then the first answer is paid.
      const release = await holdRequests(page, '**/api/payments/status/**');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL('**/pricing?session_id=*');
      await see(text(page, 'Checking payment status...'));
      await checkScreen(page, JOURNEY, 'checking-payment');
      await release();
      await see(toast(page, 'Payment successful! Your subscription has been activated.'));
      await see(pageCounter(page, '400/400'));
      await expect.poll(() => page.url()).toBe(`${stack.baseURL()}/pricing`);
      const current = planCard(page, 'Starter').getByRole('button', { name: 'Current Plan' });
      await see(current);
      expect(await current.isDisabled()).toBe(true);
      await see(
        planCard(page, 'Professional').getByRole('button', { name: 'Switch', exact: true }),
      );
      await checkScreen(page, JOURNEY, 'pricing-current-plan');

      // Settings → Subscription: the real dates, the history, and cancelling at period end.
      await page.goto('/settings?tab=subscription');
      await see(text(page, 'Basic Plan'));
      await see(text(page, '400/400 pages this month'));
      await expect.poll(() => valueOf(page, 'Next Reset').innerText()).toMatch(LONG_DATE);
      const nextBilling = await valueOf(page, 'Next Billing Date').innerText();
      expect(nextBilling).toMatch(LONG_DATE);
      expect(await valueOf(page, 'Next Reset').innerText()).toBe(nextBilling);
      await see(page.getByRole('heading', { name: 'Billing history' }));
      await see(page.getByRole('cell', { name: 'Starter (monthly)' }));
      await see(page.getByRole('cell', { name: '$15.00 USD' }));
      await checkScreen(page, JOURNEY, 'settings-subscription-paid');

      page.once('dialog', (dialog) => {
        expect(dialog.message()).toBe(
          `Cancel your subscription? Your plan stays active until ${nextBilling}, then your account returns to Daily Free.`,
        );
        void dialog.accept();
      });
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      await see(
        toast(page, `Subscription cancelled. Your plan stays active until ${nextBilling}.`),
      );
      await see(valueOf(page, 'Subscription Ends'));
      expect(await valueOf(page, 'Subscription Ends').innerText()).toBe(nextBilling);
      await gone(page.getByRole('button', { name: 'Cancel subscription' }));
      await see(pageCounter(page, '400/400'));
      await checkScreen(page, JOURNEY, 'settings-subscription-cancelled');
    });
  });

  test('cancel at checkout, then the expired and timed-out status paths', async () => {
    const token = await signupViaApi(stack.baseURL(), newUser('Dorothy Vaughan'));
    const unpaid = await openSessionViaApi(stack.baseURL(), token);
    await stack.run(`${JOURNEY}-return`, async ({ page }) => {
      await openSignedIn(page, token, '/pricing');
      const cancelled = await checkoutOf(page, 'Business');
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/pricing' && url.search === '');
      await see(planCard(page, 'Business').getByRole('button', { name: 'Buy', exact: true }));
      await see(pageCounter(page, '7/7 today'));

      // Coming back with the cancelled session: it has expired.
      await page.goto(`/pricing?session_id=${cancelled}`);
      await see(toast(page, 'Payment session expired. Please try again.'));
      await checkScreen(page, `${JOURNEY}-return`, 'expired');
      await gone(text(page, 'Checking payment status...'));
      await see(pageCounter(page, '7/7 today'));

      // A session nobody pays: five checks two seconds apart, then the timeout.
      await page.goto(`/pricing?session_id=${unpaid}`);
      await see(text(page, 'Checking payment status...'));
      await see(toast(page, 'Payment is being processed...'));
      await see(
        toast(
          page,
          'Payment status check timed out. Please contact support if your payment was processed.',
        ),
      );
      await gone(text(page, 'Checking payment status...'));
      await see(planCard(page, 'Professional').getByRole('button', { name: 'Buy', exact: true }));
    });
  });
});
