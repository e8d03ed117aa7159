import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { newUser, openSignedIn, signupViaApi } from '../support/api.ts';
import { useStack } from '../support/journey.ts';
import { HSBC_CURRENT, HSBC_SAVINGS } from '../support/samples.ts';
import { checkScreen } from '../support/screens.ts';
import {
  action,
  browseFile,
  pageCounter,
  pathOf,
  see,
  text,
  toast,
  waitForResults,
} from '../support/ui.ts';
import type { Page } from 'playwright-core';

const JOURNEY = 'daily-quota';
/** One byte over the spec's 10MB limit (10485760 bytes). */
const OVERSIZED_BYTES = 10_485_761;

/** The message of a refused file: on the error step, or toasted. */
async function seeMessage(page: Page, message: string): Promise<void> {
  await see(page.getByText(message, { exact: true }).first());
}

async function convertAnother(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Convert Another File' }).click();
  await see(page.getByRole('button', { name: 'Browse Files' }));
}

describe('journey: daily quota', () => {
  const stack = useStack();

  test('converts 2- and 3-page statements until the 7 daily pages run out, then offers Upgrade Plan', async () => {
    const user = newUser('Dorothy Vaughan');
    const token = await signupViaApi(stack.baseURL(), user);
    const folder = await mkdtemp(join(tmpdir(), 'statemint-e2e-files-'));
    const notPdf = join(folder, 'notes.txt');
    await writeFile(notPdf, 'Not a bank statement.\n');
    const oversized = join(folder, 'huge-statement.pdf');
    await writeFile(oversized, Buffer.alloc(OVERSIZED_BYTES, 0x20));

    await stack.run(JOURNEY, async ({ page }) => {
      await openSignedIn(page, token, '/converter');
      await see(text(page, '7 of 7 pages remaining today'));
      await see(text(page, 'Pages reset every 24 hours'));
      await see(pageCounter(page, '7/7 today'));
      // The Upgrade button shows only at 2 or fewer pages left.
      expect(await action(page, 'Upgrade').count()).toBe(0);
      await checkScreen(page, JOURNEY, 'converter-7-pages');

      await browseFile(page, notPdf);
      await seeMessage(page, 'Please upload a PDF file only.');
      await checkScreen(page, JOURNEY, 'converter-not-a-pdf');
      await resetIfError(page);

      await browseFile(page, oversized);
      await seeMessage(page, 'File size must be under 10MB.');
      await resetIfError(page);

      await browseFile(page, HSBC_CURRENT.path);
      await waitForResults(page);
      await see(toast(page, 'PDF processed successfully! Used 2 pages.'));
      await see(pageCounter(page, '5/7 today'));
      await checkScreen(page, JOURNEY, 'converter-results-signed-in');
      await convertAnother(page);
      await see(text(page, '5 of 7 pages remaining today'));

      await browseFile(page, HSBC_SAVINGS.path);
      await waitForResults(page);
      await see(toast(page, 'PDF processed successfully! Used 3 pages.'));
      await see(pageCounter(page, '2/7 today'));
      await convertAnother(page);
      await see(text(page, '2 of 7 pages remaining today'));
      await see(action(page, 'Upgrade'));
      await checkScreen(page, JOURNEY, 'converter-2-pages-upgrade');

      // 2 pages left, the next statement has 3: counted in the browser, refused before any upload (issue 10).
      await browseFile(page, HSBC_SAVINGS.path);
      await see(
        text(
          page.getByRole('main').getByRole('alert'),
          'This statement has 3 pages; you have 2 left today. Insufficient pages remaining. Please upgrade your plan.',
        ),
      );
      await see(toast(page, 'Insufficient pages remaining. Please upgrade your plan.'));
      await see(page.getByRole('button', { name: 'Browse Files' }));
      await see(action(page, 'Upgrade Plan'));
      await see(pageCounter(page, '2/7 today'));
      await checkScreen(page, JOURNEY, 'converter-insufficient-pages');

      await action(page, 'Upgrade Plan').click();
      await page.waitForURL('**/pricing');
      expect(pathOf(page)).toBe('/pricing');
    });
    await rm(folder, { recursive: true, force: true });
  });
});

/** A refused file may move the converter to its error step; Try Another File brings the upload back. */
async function resetIfError(page: Page): Promise<void> {
  const tryAnother = page.getByRole('button', { name: 'Try Another File' });
  if (await tryAnother.isVisible()) await tryAnother.click();
  await see(page.getByRole('button', { name: 'Browse Files' }));
}
