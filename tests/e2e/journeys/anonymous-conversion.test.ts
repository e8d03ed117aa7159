import { describe, expect, test } from 'vitest';
import { expectCompleteCsv } from '../support/csv-checks.ts';
import { download } from '../support/downloads.ts';
import { expectResultsOf } from '../support/results.ts';
import { useStack } from '../support/journey.ts';
import { HSBC_CURRENT } from '../support/samples.ts';
import { checkScreen } from '../support/screens.ts';
import {
  action,
  browseFile,
  holdRequests,
  see,
  text,
  toast,
  waitForResults,
} from '../support/ui.ts';

const JOURNEY = 'anonymous-conversion';
/** The first bytes of every ZIP archive, hence of every XLSX workbook. */
const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');
const PROCESSING_STEPS = [
  'Reading PDF content',
  'Extracting transaction data',
  'Parsing account information',
  'Organizing data by categories',
  'Generating Excel spreadsheet',
  'Finalizing download',
] as const;

describe('journey: anonymous conversion', () => {
  const stack = useStack();

  test('converts one statement, downloads the complete CSV, then the free conversion is used up', async () => {
    await stack.run(JOURNEY, async ({ page }) => {
      await page.goto('/');
      await see(text(page, 'You have 1 free conversion available!'));
      for (const step of ['Upload PDF', 'Processing', 'Download']) {
        await see(page.getByText(step, { exact: true }).first());
      }
      await see(action(page, 'Sign Up Free').first());
      await checkScreen(page, JOURNEY, 'converter-upload');

      // Hold the upload so the processing step can be read before the answer arrives.
      const release = await holdRequests(page, '**/api/anonymous/convert');
      await browseFile(page, HSBC_CURRENT.path);
      await see(page.getByText(HSBC_CURRENT.filename, { exact: true }).first());
      for (const step of PROCESSING_STEPS) await see(text(page, step));
      await see(page.getByRole('progressbar'));
      await checkScreen(page, JOURNEY, 'converter-processing');
      await release();

      await waitForResults(page);
      await see(toast(page, 'Free conversion completed! Sign up for unlimited conversions.'));
      await see(page.getByRole('button', { name: 'Convert Another File' }));
      await expectResultsOf(page, HSBC_CURRENT);
      await see(action(page, 'Sign Up Free').first());
      await see(page.getByText(/7 free conversions daily/));
      await checkScreen(page, JOURNEY, 'converter-results');

      const csv = await download(page, () =>
        page.getByRole('button', { name: 'Download Complete CSV' }).click(),
      );
      expect(csv.filename).toBe('hsbc-uk-current-11111111-2019-06-10-complete-data.csv');
      expectCompleteCsv(csv.text, HSBC_CURRENT);
      await see(toast(page, 'File downloaded successfully'));

      // Beyond the spec: the workbook itself, built in the browser (an XLSX file is a ZIP archive).
      const workbook = await download(page, () =>
        page.getByRole('button', { name: 'Download Excel (XLSX)' }).click(),
      );
      expect(workbook.filename).toBe('hsbc-uk-current-11111111-2019-06-10.xlsx');
      expect(workbook.bytes.subarray(0, ZIP_MAGIC.length)).toEqual(ZIP_MAGIC);

      await page.getByRole('button', { name: 'Convert Another File' }).click();
      const banner = page.getByRole('region', { name: 'Your allowance' });
      await see(text(banner, 'Free conversion used - Sign up for unlimited access'));
      await see(text(banner, 'Free conversion used. Sign up to get 7 more conversions daily!'));
      await checkScreen(page, JOURNEY, 'converter-free-conversion-used');

      // The allowance belongs to the device, not to the page: a reload still shows it used.
      await page.reload();
      await see(text(banner, 'Free conversion used - Sign up for unlimited access'));

      // Issue 10: no file can be chosen once the conversion is used; the card says so and offers Sign up.
      const card = page.getByRole('region', {
        name: 'Free conversion used - Sign up for unlimited access',
      });
      await see(text(card, 'You have used the 1 free conversion of this browser.'));
      await see(action(card, 'Sign Up Free'));
      expect(await page.getByRole('button', { name: 'Browse Files' }).count()).toBe(0);
      await checkScreen(page, JOURNEY, 'converter-limit-reached');
    });
  });
});
