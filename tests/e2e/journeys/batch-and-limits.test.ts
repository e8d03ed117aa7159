import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newUser, openSignedIn, signupViaApi } from '../support/api.ts';
import { CONVERSION_TIMEOUT_MS } from '../support/browser.ts';
import { parseCsv } from '../support/csv.ts';
import { download } from '../support/downloads.ts';
import { useStack } from '../support/journey.ts';
import { HSBC_CURRENT, HSBC_SAVINGS } from '../support/samples.ts';
import { checkScreen } from '../support/screens.ts';
import { action, see, text, toast, waitForResults } from '../support/ui.ts';

const JOURNEY = 'batch-and-limits';

/**
 * A valid one-page PDF with a line of text and no transaction table: the browser counts its page, the
 * server's engine finds nothing to convert. pdf.js rebuilds the missing cross-reference table.
 */
const NO_TABLE_PDF = [
  '%PDF-1.4',
  '1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj',
  '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj',
  '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>> endobj',
  '4 0 obj <</Type/Font/Subtype/Type1/BaseFont/Helvetica>> endobj',
  '5 0 obj <</Length 44>> stream',
  'BT /F1 12 Tf 72 720 Td (Meeting notes) Tj ET',
  'endstream endobj',
  'trailer <</Root 1 0 R>>',
  '%%EOF',
].join('\n');

async function choose(page: Page, paths: string[]): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Browse Files' }).click(),
  ]);
  await chooser.setFiles(paths);
}

function row(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ hasText: name });
}

describe('journey: a batch of statements, then out of pages', () => {
  const stack = useStack();

  test('weighs a batch up front, converts it with one bad file retried once, downloads it, then shows the out-of-pages card', async () => {
    const token = await signupViaApi(stack.baseURL(), newUser('Katherine Johnson'));
    // A folder of statements, as a user keeps them: two real ones, a copy, a PDF that is no statement and a
    // note that is no PDF at all.
    const folder = await mkdtemp(join(tmpdir(), 'statemint-e2e-batch-'));
    await writeFile(join(folder, 'meeting-notes.pdf'), NO_TABLE_PDF);
    await copyFile(HSBC_CURRENT.path, join(folder, 'current-copy.pdf'));
    await copyFile(HSBC_CURRENT.path, join(folder, HSBC_CURRENT.filename));
    await copyFile(HSBC_SAVINGS.path, join(folder, HSBC_SAVINGS.filename));
    await writeFile(join(folder, 'readme.txt'), 'Statements for the accountant.\n');

    await stack.run(JOURNEY, async ({ page }) => {
      await openSignedIn(page, token, '/converter');
      await see(text(page, '7 of 7 pages remaining today'));

      // Four PDFs, 8 pages, 7 left: said before anything is uploaded, with Upgrade Plan.
      const [picker] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Choose a folder' }).click(),
      ]);
      await picker.setFiles(folder);
      await see(toast(page, '1 file is not a PDF and was left out.'));
      await see(text(page, 'These 4 statements have 8 pages; you have 7 left today'));
      await see(action(page, 'Upgrade Plan'));
      await see(row(page, HSBC_SAVINGS.filename).getByText('3 pages', { exact: true }));
      await see(row(page, 'meeting-notes.pdf').getByText('1 page', { exact: true }));
      await checkScreen(page, JOURNEY, 'batch-too-many-pages');
      await page.getByRole('button', { name: 'Remove current-copy.pdf' }).click();
      await see(text(page, 'These 3 statements have 6 pages; you have 7 left today'));

      await page.getByRole('button', { name: 'Convert 3 statements' }).click();
      const badRow = row(page, 'meeting-notes.pdf');
      await badRow
        .getByText('Failed', { exact: true })
        .waitFor({ state: 'visible', timeout: CONVERSION_TIMEOUT_MS });
      await see(row(page, HSBC_SAVINGS.filename).getByText('Converted', { exact: true }));
      await see(row(page, HSBC_CURRENT.filename).getByText('Converted', { exact: true }));
      await see(
        badRow.getByText(
          'No transaction table was found in this PDF. Please upload a bank statement.',
        ),
      );
      await see(text(page, '2 of 7 pages remaining today'));
      await checkScreen(page, JOURNEY, 'batch-converted');

      // One retry per failed file.
      await page.getByRole('button', { name: 'Retry meeting-notes.pdf' }).click();
      await badRow
        .getByText('Failed', { exact: true })
        .waitFor({ state: 'visible', timeout: CONVERSION_TIMEOUT_MS });
      await expect
        .poll(() => page.getByRole('button', { name: 'Retry meeting-notes.pdf' }).count())
        .toBe(0);

      const zip = await download(page, () =>
        page.getByRole('button', { name: 'Download all as CSV (zip)' }).click(),
      );
      expect(zip.filename).toBe('statements-converted.zip');
      const archive = await JSZip.loadAsync(zip.bytes);
      expect(Object.keys(archive.files).sort()).toEqual([
        'hsbc-uk-current-11111111-2019-06-10-converted.csv',
        'hsbc-uk-savings-87654321-2019-08-08-converted.csv',
      ]);
      const savingsCsv = parseCsv(
        await archive.file('hsbc-uk-savings-87654321-2019-08-08-converted.csv')!.async('string'),
      ).filter((r) => r.some((cell) => cell !== ''));
      expect(savingsCsv).toHaveLength(1 + HSBC_SAVINGS.transactions);

      const workbook = await download(page, () =>
        page.getByRole('button', { name: 'Download one workbook (XLSX)' }).click(),
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(
        workbook.bytes.buffer.slice(
          workbook.bytes.byteOffset,
          workbook.bytes.byteOffset + workbook.bytes.length,
        ) as ArrayBuffer,
      );
      const sheet = book.getWorksheet('All Statements');
      expect(sheet?.getRow(1).getCell(1).value).toBe('Statement');
      const statements = new Map<string, number>();
      for (let r = 2; r <= (sheet?.rowCount ?? 0); r += 1) {
        const name = String(sheet?.getRow(r).getCell(1).value);
        statements.set(name, (statements.get(name) ?? 0) + 1);
      }
      expect(Object.fromEntries(statements)).toEqual({
        [HSBC_SAVINGS.filename]: HSBC_SAVINGS.transactions,
        [HSBC_CURRENT.filename]: HSBC_CURRENT.transactions,
      });

      // A single file shows its pages against what is left, then the last pages are gone.
      await page.getByRole('button', { name: 'Start over' }).click();
      // The line shows while the file is read and goes with the results; a fast conversion can replace it
      // before a poll sees it, so the page itself records that it was shown.
      const shown = '2 pages – you have 2 left today';
      await page.evaluate((want) => {
        const w = window as unknown as { seenLine?: boolean };
        w.seenLine = false;
        const look = () => {
          if (document.body.innerText.includes(want)) w.seenLine = true;
        };
        new MutationObserver(look).observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      }, shown);
      await choose(page, [HSBC_CURRENT.path]);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { seenLine?: boolean }).seenLine))
        .toBe(true);
      await waitForResults(page);
      await page.getByRole('button', { name: 'Convert Another File' }).click();

      const card = page.getByRole('region', {
        name: 'Insufficient pages remaining. Please upgrade your plan.',
      });
      await see(text(card, 'You have used all 7 of your 7 pages today.'));
      await see(card.getByText(/^Resets at \d{2}:\d{2}, in 24 h\.$/));
      await see(text(card, 'Pages reset every 24 hours'));
      await see(action(card, 'Upgrade Plan'));
      expect(await page.getByRole('button', { name: 'Browse Files' }).count()).toBe(0);
      await checkScreen(page, JOURNEY, 'out-of-pages');
    });
    await rm(folder, { recursive: true, force: true });
  });
});
