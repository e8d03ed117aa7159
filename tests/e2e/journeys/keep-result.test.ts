import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { newUser } from '../support/api.ts';
import { useStack } from '../support/journey.ts';
import { HSBC_CURRENT, HSBC_SAVINGS, type Sample } from '../support/samples.ts';
import { checkScreen } from '../support/screens.ts';
import {
  action,
  header,
  pathOf,
  see,
  text,
  toast,
  valueOf,
  waitForResults,
} from '../support/ui.ts';

const JOURNEY = 'keep-result';

/** The results step of this sample, as a user reads its summary (whatever the table below it shows). */
async function seeResultsOf(page: Page, sample: Sample): Promise<void> {
  await see(page.getByRole('heading', { name: 'Conversion complete!' }));
  await see(page.getByText(`${sample.filename} was converted successfully.`));
  expect(await valueOf(page, 'Account Number').innerText()).toBe(sample.accountNumber);
  expect(await valueOf(page, 'Total Transactions').innerText()).toBe(String(sample.transactions));
  expect(await valueOf(page, 'Ending Balance').innerText()).toBe(sample.shownClosing);
}

describe('journey: keep a result', () => {
  const stack = useStack();

  test('an anonymous result survives a reload, is claimed by signing up, and reopens from the library', async () => {
    const user = newUser('Grace Hopper');
    await stack.run(JOURNEY, async ({ page }) => {
      await page.goto('/');
      await see(text(page, 'You have 1 free conversion available!'));
      // Two statements without an account: the screen says the free conversion is one.
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Browse Files' }).click(),
      ]);
      await chooser.setFiles([HSBC_CURRENT.path, HSBC_SAVINGS.path]);
      const several = page.getByRole('region', { name: 'You chose 2 statements' });
      await see(
        text(
          several,
          'Without an account you have one free conversion. Sign up free to convert them all, with 7 pages every day.',
        ),
      );
      await see(action(several, 'Sign Up Free'));
      await checkScreen(page, JOURNEY, 'several-files-anonymous');
      await several.getByRole('button', { name: `Convert only ${HSBC_CURRENT.filename}` }).click();
      await waitForResults(page);
      await seeResultsOf(page, HSBC_CURRENT);
      await see(page.getByRole('heading', { name: 'Keep this conversion' }));

      // A reload keeps the result: it lives in this browser's IndexedDB for a day.
      await page.reload();
      await seeResultsOf(page, HSBC_CURRENT);
      await see(text(page, 'Your last conversion, kept in this browser for 24 hours.'));

      // Nothing was downloaded, so "Convert Another File" asks first; keeping the result changes nothing.
      await page.getByRole('button', { name: 'Convert Another File' }).click();
      const dialog = page.getByRole('dialog', { name: 'Start over without downloading?' });
      await see(dialog);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Keep this result');
      await checkScreen(page, JOURNEY, 'convert-another-asks');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await seeResultsOf(page, HSBC_CURRENT);

      await page.getByRole('link', { name: 'Sign up to keep this conversion' }).click();
      await page.waitForURL('**/signup');
      await page.getByLabel(/full name/i).fill(user.fullName);
      await page.getByLabel(/email/i).fill(user.email);
      await page.getByLabel(/^password$/i).fill(user.password);
      await page.getByLabel(/confirm password/i).fill(user.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await see(toast(page, 'Your conversion is saved in your Document Library.'));
      // The free conversion was the anonymous one: the new account still has all 7 pages.
      await see(text(page, '7 of 7 pages remaining today'));

      await header(page).getByRole('link', { name: 'Documents', exact: true }).click();
      await page.waitForURL('**/documents');
      const card = page.getByRole('listitem').filter({ hasText: HSBC_CURRENT.filename });
      await see(card);
      await see(card.getByText('4 transactions', { exact: true }));
      // Period and account as printed; the account number shows only its last digits.
      await see(
        card.getByText('May 11, 2019 – Jun 10, 2019 · Zeus Test Mark Testname ••1111', {
          exact: true,
        }),
      );
      await see(card.getByText('Balance check: Verified', { exact: true }));
      await checkScreen(page, JOURNEY, 'library-card');

      await card
        .getByRole('link', { name: `View the conversion of ${HSBC_CURRENT.filename}` })
        .click();
      await page.waitForURL('**/documents/*');
      expect(pathOf(page)).toMatch(/^\/documents\/[0-9a-f-]{36}$/);
      await seeResultsOf(page, HSBC_CURRENT);
      // A stored document asks nothing before leaving: it stays in the library.
      await checkScreen(page, JOURNEY, 'library-view');
      await page.getByRole('button', { name: 'Convert Another File' }).click();
      await page.waitForURL('**/converter');
      await see(page.getByRole('button', { name: 'Browse Files' }));
    });
  });
});
