import { describe, expect, test } from 'vitest';
import { MOBILE_VIEWPORT } from '../support/browser.ts';
import { expectCompleteCsv } from '../support/csv-checks.ts';
import { download } from '../support/downloads.ts';
import { expectResultsOf } from '../support/results.ts';
import { useStack } from '../support/journey.ts';
import { HSBC_SAVINGS } from '../support/samples.ts';
import { checkScreen } from '../support/screens.ts';
import { browseFile, gone, header, see, text, waitForResults } from '../support/ui.ts';
import type { Page } from 'playwright-core';

const JOURNEY = 'mobile-converter';

/** Width of the page's content: wider than the viewport means the user must scroll sideways. */
async function contentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('journey: mobile converter', () => {
  const stack = useStack();

  test('at 360 px: the menu toggles the links, and a statement converts to results', async () => {
    await stack.run(
      JOURNEY,
      async ({ page }) => {
        await page.goto('/converter');
        await see(text(page, 'You have 1 free conversion available!'));
        const links = ['Pricing', 'Login', 'Register'] as const;
        for (const name of links) {
          expect(await header(page).getByRole('link', { name, exact: true }).isVisible()).toBe(
            false,
          );
        }
        expect(await contentWidth(page)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
        await checkScreen(page, JOURNEY, 'converter-menu-closed');

        const toggle = header(page).getByRole('button', { name: /menu/i });
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        for (const name of links) await see(header(page).getByRole('link', { name, exact: true }));
        await checkScreen(page, JOURNEY, 'converter-menu-open');
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await gone(header(page).getByRole('link', { name: 'Register', exact: true }));
        // Keyboard users close it with Escape.
        await toggle.click();
        await see(header(page).getByRole('link', { name: 'Register', exact: true }));
        await page.keyboard.press('Escape');
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

        await browseFile(page, HSBC_SAVINGS.path);
        await waitForResults(page);
        await expectResultsOf(page, HSBC_SAVINGS);
        expect(await contentWidth(page)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
        await checkScreen(page, JOURNEY, 'converter-results');

        const csv = await download(page, () =>
          page.getByRole('button', { name: 'Download Complete CSV' }).click(),
        );
        expect(csv.filename).toBe('hsbc-uk-savings-87654321-2019-08-08-complete-data.csv');
        expectCompleteCsv(csv.text, HSBC_SAVINGS);
      },
      MOBILE_VIEWPORT,
    );
  });
});
