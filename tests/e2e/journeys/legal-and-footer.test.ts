import { describe, expect, test } from 'vitest';
import { useStack } from '../support/journey.ts';
import { checkScreen } from '../support/screens.ts';
import { pathOf, see } from '../support/ui.ts';
import type { Locator, Page } from 'playwright-core';

const JOURNEY = 'legal-and-footer';

/** Today as the legal pages print their 'last updated' date (spec section 2: shown as today). */
function today(): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date());
}

function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}

/** The facts spec section 2 asks each legal page to state (its further wording is not specified). */
const LEGAL_PAGES = [
  {
    link: 'Privacy Policy',
    path: '/privacy-policy',
    facts: [
      /1 free conversion per device/,
      /browser fingerprint/,
      /7 pages per day/,
      /AI text-extraction provider/,
      /card payment provider/,
      /not permanently stored/,
      /privacy@/,
    ],
  },
  {
    link: 'Terms & Conditions',
    path: '/terms-conditions',
    facts: [
      /1 free conversion per device/,
      /7 pages per day/,
      /400 pages per month/,
      /1,000 pages per month/,
      /4,000 pages per month/,
      /a longer page counts as many pages as the standard sheets its area covers/,
      /within 30 days/,
      /legal@/,
    ],
  },
  {
    link: 'Cookie Policy',
    path: '/cookie-policy',
    facts: [/7 days of inactivity/, /up to 2 years/, /up to 1 year/],
  },
] as const;

describe('journey: legal pages and footer', () => {
  const stack = useStack();

  test('the footer leads to the three legal pages with the spec facts, and every open route passes axe', async () => {
    await stack.run(JOURNEY, async ({ page }) => {
      await page.goto('/');
      const blog = footer(page).getByRole('link', { name: 'Blog' });
      expect(await blog.getAttribute('href')).toMatch(/^https:\/\//);
      const support = footer(page).getByRole('link', { name: /support/i });
      expect(await support.getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
      const social = footer(page).getByRole('group').getByRole('link');
      expect(await social.count()).toBeGreaterThanOrEqual(1);

      for (const legal of LEGAL_PAGES) {
        await footer(page).getByRole('link', { name: legal.link }).click();
        await page.waitForURL(`**${legal.path}`);
        await see(page.getByRole('heading', { level: 1, name: legal.link }));
        await see(page.getByText(`Last updated: ${today()}`, { exact: true }));
        for (const fact of legal.facts) await see(page.getByText(fact).first());
        await checkScreen(page, JOURNEY, legal.path.slice(1));
      }

      // The signup terms checkbox links to /terms and /privacy.
      await page.goto('/signup');
      await page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).click();
      await page.waitForURL('**/terms');
      await see(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }));
      await checkScreen(page, JOURNEY, 'terms');
      await page.goto('/signup');
      await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL('**/privacy');
      await see(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
      await checkScreen(page, JOURNEY, 'privacy');

      // Login links to /forgot-password.
      await page.goto('/login');
      await page.getByRole('link', { name: /forgot password/i }).click();
      await page.waitForURL('**/forgot-password');
      await see(page.getByRole('heading', { level: 1 }));
      await checkScreen(page, JOURNEY, 'forgot-password');

      // The brand link goes to /.
      await page.getByRole('banner').getByRole('link', { name: 'Statemint' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(pathOf(page)).toBe('/');

      // An unknown address still gets the header, the footer and a way back.
      await page.goto('/no-such-page');
      await see(page.getByRole('heading', { level: 1 }));
      await see(footer(page));
      await checkScreen(page, JOURNEY, 'not-found');
    });
  });
});
