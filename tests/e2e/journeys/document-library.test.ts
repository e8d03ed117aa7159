import { describe, expect, test } from 'vitest';
import { convertViaApi, newUser, openSignedIn, signupViaApi } from '../support/api.ts';
import { expectFlatCsv } from '../support/csv-checks.ts';
import { download } from '../support/downloads.ts';
import { useStack } from '../support/journey.ts';
import { HSBC_CURRENT, HSBC_SAVINGS, type Sample } from '../support/samples.ts';
import { checkScreen } from '../support/screens.ts';
import { action, gone, see, text, toast, topOf } from '../support/ui.ts';
import type { Locator, Page } from 'playwright-core';

const JOURNEY = 'document-library';
/** The first bytes of every ZIP archive, hence of every XLSX workbook. */
const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');

/** The card of one document: the smallest list item or article that names it. */
function card(page: Page, sample: Sample): Locator {
  return page
    .getByRole('listitem')
    .or(page.getByRole('article'))
    .filter({ hasText: sample.filename })
    .last();
}

/** Filenames in the order the page shows them, top to bottom. */
async function shownOrder(page: Page, samples: readonly Sample[]): Promise<string[]> {
  const positions = await Promise.all(
    samples.map(async (s) => ({
      name: s.filename,
      top: await topOf(page.getByText(s.filename, { exact: true })),
    })),
  );
  return positions.sort((a, b) => a.top - b.top).map((p) => p.name);
}

async function sortBy(page: Page, option: string): Promise<void> {
  await page.getByRole('combobox', { name: /sort/i }).selectOption({ label: option });
}

describe('journey: Document Library', () => {
  const stack = useStack();

  test('searches, sorts, downloads and deletes converted documents', async () => {
    const user = newUser('Mary Jackson');
    const token = await signupViaApi(stack.baseURL(), user);
    await stack.run(JOURNEY, async ({ page }) => {
      await openSignedIn(page, token, '/documents');
      await see(page.getByRole('heading', { name: 'Document Library' }));
      await see(text(page, 'No documents yet'));
      await see(text(page, 'Convert your first bank statement to get started!'));
      await see(action(page, 'Convert First Document'));
      await checkScreen(page, JOURNEY, 'documents-empty');

      // The current account first, the savings account second (older to newer).
      await convertViaApi(stack.baseURL(), token, HSBC_CURRENT);
      await convertViaApi(stack.baseURL(), token, HSBC_SAVINGS);
      await page.reload();
      await see(page.getByText(HSBC_SAVINGS.filename, { exact: true }));
      await see(page.getByText(HSBC_CURRENT.filename, { exact: true }));
      await see(action(page, 'Convert New Document'));
      // 119824 B = 117.02 KB and 135399 B = 132.23 KB (1024 steps, 2 decimals).
      await see(card(page, HSBC_CURRENT).getByText(/117\.02 KB/));
      await see(card(page, HSBC_SAVINGS).getByText(/132\.23 KB/));
      await see(card(page, HSBC_CURRENT).getByText(/\b2 pages?\b/i));
      await see(card(page, HSBC_SAVINGS).getByText(/\b3 pages?\b/i));
      await see(card(page, HSBC_CURRENT).getByText(/completed/i));
      await checkScreen(page, JOURNEY, 'documents-two');

      const both = [HSBC_CURRENT, HSBC_SAVINGS] as const;
      expect(await shownOrder(page, both)).toEqual([HSBC_SAVINGS.filename, HSBC_CURRENT.filename]);
      await sortBy(page, 'Oldest First');
      await expect
        .poll(() => shownOrder(page, both))
        .toEqual([HSBC_CURRENT.filename, HSBC_SAVINGS.filename]);
      await sortBy(page, 'File Size (largest first)');
      await expect
        .poll(() => shownOrder(page, both))
        .toEqual([HSBC_SAVINGS.filename, HSBC_CURRENT.filename]);
      await sortBy(page, 'Name (A-Z)');
      await expect
        .poll(() => shownOrder(page, both))
        .toEqual([HSBC_CURRENT.filename, HSBC_SAVINGS.filename]);
      await sortBy(page, 'Newest First');
      await expect
        .poll(() => shownOrder(page, both))
        .toEqual([HSBC_SAVINGS.filename, HSBC_CURRENT.filename]);

      const search = page.getByRole('searchbox').or(page.getByRole('textbox', { name: /search/i }));
      await search.fill('SAVINGS');
      await gone(page.getByText(HSBC_CURRENT.filename, { exact: true }));
      await see(page.getByText(HSBC_SAVINGS.filename, { exact: true }));
      await checkScreen(page, JOURNEY, 'documents-search');
      await search.fill('no-such-statement');
      await see(text(page, 'No documents found'));
      await see(text(page, 'Try adjusting your search terms'));
      await checkScreen(page, JOURNEY, 'documents-not-found');
      await search.fill('');
      await see(page.getByText(HSBC_CURRENT.filename, { exact: true }));

      const file = await download(page, () =>
        card(page, HSBC_CURRENT)
          .getByRole('button', {
            name: `Download CSV (one row per transaction) of ${HSBC_CURRENT.filename}`,
            exact: true,
          })
          .click(),
      );
      expect(file.filename).toBe('hsbc-uk-current-11111111-2019-06-10-converted.csv');
      expectFlatCsv(file.text, HSBC_CURRENT);
      await see(toast(page, 'File downloaded successfully'));

      // Beyond the spec: the stored document's workbook (an XLSX file is a ZIP archive).
      const workbook = await download(page, () =>
        card(page, HSBC_CURRENT).getByRole('button', { name: 'Excel', exact: true }).click(),
      );
      expect(workbook.filename).toBe('hsbc-uk-current-11111111-2019-06-10-converted.xlsx');
      expect(workbook.bytes.subarray(0, ZIP_MAGIC.length)).toEqual(ZIP_MAGIC);

      const prompts: string[] = [];
      let answer: 'dismiss' | 'accept' = 'dismiss';
      page.on('dialog', (dialog) => {
        prompts.push(dialog.message());
        void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
      });
      await card(page, HSBC_CURRENT).getByRole('button', { name: 'Delete', exact: true }).click();
      await expect
        .poll(() => prompts)
        .toEqual([`Are you sure you want to delete "${HSBC_CURRENT.filename}"?`]);
      await see(page.getByText(HSBC_CURRENT.filename, { exact: true }));

      answer = 'accept';
      await card(page, HSBC_CURRENT).getByRole('button', { name: 'Delete', exact: true }).click();
      await see(toast(page, 'Document deleted successfully'));
      await gone(page.getByText(HSBC_CURRENT.filename, { exact: true }));
      await checkScreen(page, JOURNEY, 'documents-after-delete');

      await card(page, HSBC_SAVINGS).getByRole('button', { name: 'Delete', exact: true }).click();
      await see(text(page, 'No documents yet'));
      expect(prompts).toHaveLength(3);
      await page.reload();
      await see(text(page, 'No documents yet'));
    });
  });
});
