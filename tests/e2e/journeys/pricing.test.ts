import { describe, expect, test } from 'vitest';
import { useStack } from '../support/journey.ts';
import { checkScreen } from '../support/screens.ts';
import { gone, pathOf, see, text, toast } from '../support/ui.ts';
import type { Locator, Page } from 'playwright-core';

const JOURNEY = 'pricing';

/** The card of one plan: the list item or article headed by its name. */
function planCard(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .or(page.getByRole('article'))
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Spec section 9: price per month when billed monthly and annually, and pages per month. */
const PAID_PLANS = [
  { name: 'Starter', monthly: '$15', annual: '$12', pages: /\b400 pages\b/ },
  { name: 'Professional', monthly: '$30', annual: '$24', pages: /\b1,?000 pages\b/ },
  { name: 'Business', monthly: '$50', annual: '$40', pages: /\b4,?000 pages\b/ },
] as const;

describe('journey: pricing', () => {
  const stack = useStack();

  test('toggles monthly and annual prices and sends a logged-out buyer to /signup', async () => {
    await stack.run(JOURNEY, async ({ page }) => {
      await page.goto('/pricing');
      const monthly = page
        .getByRole('button', { name: 'Monthly Plan' })
        .or(page.getByRole('radio', { name: 'Monthly Plan' }));
      const annual = page
        .getByRole('button', { name: 'Annual Plan' })
        .or(page.getByRole('radio', { name: 'Annual Plan' }));
      await see(monthly);
      await see(annual);
      await monthly.click();
      for (const plan of PAID_PLANS) {
        const cardOf = planCard(page, plan.name);
        await see(cardOf.getByText(plan.monthly, { exact: false }).first());
        await see(cardOf.getByText(plan.pages).first());
        await see(cardOf.getByRole('button', { name: 'Buy', exact: true }));
      }
      await see(text(planCard(page, 'Enterprise'), 'Need More?'));
      await see(
        planCard(page, 'Enterprise')
          .getByRole('button', { name: /contact/i })
          .or(planCard(page, 'Enterprise').getByRole('link', { name: /contact/i })),
      );
      expect(await text(page, 'Save more yearly!').count()).toBe(0);
      // How pages are counted (issue 7 item 12), word for word.
      await see(
        text(
          page,
          'A page is counted per standard sheet: an A4, Letter or Legal page counts as one page, and a longer page counts as many pages as the standard sheets its area covers.',
        ),
      );
      await checkScreen(page, JOURNEY, 'pricing-monthly');

      await annual.click();
      await see(text(page, 'Save more yearly!'));
      for (const plan of PAID_PLANS) {
        await see(planCard(page, plan.name).getByText(plan.annual, { exact: false }).first());
        expect(await planCard(page, plan.name).getByText(plan.monthly).count()).toBe(0);
      }
      await checkScreen(page, JOURNEY, 'pricing-annual');

      await monthly.click();
      await gone(text(page, 'Save more yearly!'));

      // Enterprise is not sold online.
      const contact = planCard(page, 'Enterprise').getByRole('link', {
        name: 'Contact',
        exact: true,
      });
      // A real contact route: a mail to sales (SALES_EMAIL, by default sales@statemint.app).
      expect(await contact.getAttribute('href')).toBe(
        'mailto:sales@statemint.app?subject=Statemint%20Enterprise%20pricing',
      );
      await contact.click();
      await see(toast(page, 'Please contact sales for enterprise pricing'));
      expect(pathOf(page)).toBe('/pricing');

      await planCard(page, 'Starter').getByRole('button', { name: 'Buy', exact: true }).click();
      await see(toast(page, 'Please sign up or login to upgrade your plan'));
      await page.waitForURL('**/signup');
      expect(pathOf(page)).toBe('/signup');
      await checkScreen(page, JOURNEY, 'signup-after-buy');
    });
  });
});
