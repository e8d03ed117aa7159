import { execFileSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newUser, openSignedIn, signupViaApi } from '../support/api.ts';
import { MOBILE_VIEWPORT } from '../support/browser.ts';
import { download } from '../support/downloads.ts';
import { useStack } from '../support/journey.ts';
import { HSBC_CURRENT, HSBC_SAVINGS } from '../support/samples.ts';
import { checkScreen } from '../support/screens.ts';
import { browseFile, gone, see, text, toast, waitForResults } from '../support/ui.ts';

const DESKTOP_JOURNEY = 'review-table-desktop';
const PHONE_JOURNEY = 'review-table-phone';

type Box = { page: number; x0: number; y0: number; x1: number; y1: number };

/** The newest document of the user and the source box of each of its rows, as the API stores them. */
async function newestDocument(
  baseURL: string,
  token: string,
): Promise<{ id: string; boxes: Box[] }> {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${baseURL}/api/documents`, { headers })).json()) as {
    id: string;
  }[];
  const id = list[0]!.id;
  const doc = (await (await fetch(`${baseURL}/api/documents/${id}`, { headers })).json()) as {
    statement: { transactions: { source: Box }[] };
  };
  return { id, boxes: doc.statement.transactions.map((t) => t.source) };
}

/** Where poppler (an independent reader of the PDF) prints `word` on `page`, in points from the top-left. */
function popplerWord(file: string, page: number, word: string): Box {
  const xml = execFileSync(
    'pdftotext',
    ['-bbox', '-f', String(page), '-l', String(page), file, '-'],
    {
      encoding: 'utf8',
    },
  );
  const m = new RegExp(
    `xMin="([\\d.]+)" yMin="([\\d.]+)" xMax="([\\d.]+)" yMax="([\\d.]+)">${word}</word>`,
  ).exec(xml);
  if (!m) throw new Error(`poppler does not print ${word} on page ${page}`);
  const [x0, y0, x1, y1] = m.slice(1).map(Number) as [number, number, number, number];
  return { page, x0, y0, x1, y1 };
}

function review(page: Page): Locator {
  return page.getByTestId('review-table');
}

function cell(page: Page, column: string, row: number): Locator {
  return review(page).getByRole('textbox', { name: `${column}, row ${row}`, exact: true });
}

async function verdict(page: Page): Promise<string> {
  return (await review(page).getByTestId('review-verdict').getAttribute('data-verdict')) ?? '';
}

/** The data rows of a CSV, read by csv-parse, as objects keyed by the header. */
function csvRecords(csv: string): Record<string, string>[] {
  return parse(csv, { bom: true, columns: true, relax_column_count: true });
}

describe('journey: review table', () => {
  const stack = useStack();

  test('desktop: break the balance check, find the problem, fix it, save, export; a row shows on its page', async () => {
    const token = await signupViaApi(stack.baseURL(), newUser('Katherine Johnson'));
    await stack.run(DESKTOP_JOURNEY, async ({ page }) => {
      await openSignedIn(page, token, '/converter');
      await see(text(page, 'Drag and drop your PDF here'));
      await browseFile(page, HSBC_CURRENT.path);
      await waitForResults(page);
      const { id, boxes } = await newestDocument(stack.baseURL(), token);
      await see(review(page).getByText(`${HSBC_CURRENT.transactions} rows`, { exact: true }));
      expect(await verdict(page)).toBe('verified');
      await see(review(page).getByText('Matches the statement', { exact: true }));

      // A wrong amount on the first row: the check breaks at once, by the 9.00 typed too much.
      const amount = cell(page, 'Amount', 1);
      expect(await amount.inputValue()).toBe(HSBC_CURRENT.firstTransaction.amount);
      await amount.fill('-21.00');
      await see(review(page).getByText('Does not match the statement (off by £9.00)'));
      expect(await verdict(page)).toBe('mismatch');
      await amount.press('Enter');
      const broken = review(page).locator('[data-problem]');
      expect(await broken.count()).toBeGreaterThan(0);
      await checkScreen(page, DESKTOP_JOURNEY, 'review-mismatch');

      await review(page).getByRole('button', { name: 'Go to the first problem' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[data-problem]') !== null))
        .toBe(true);

      // Undo and redo, by keyboard and by button.
      await page.keyboard.press('Control+z');
      await expect.poll(() => verdict(page)).toBe('verified');
      await review(page).getByRole('button', { name: 'Redo' }).click();
      await expect.poll(() => verdict(page)).toBe('mismatch');

      // The fix: the amount as printed, and a clearer description.
      await amount.fill('-12.00');
      await amount.press('Enter');
      await expect.poll(() => verdict(page)).toBe('verified');
      await gone(review(page).getByRole('button', { name: 'Go to the first problem' }));
      const description = cell(page, 'Description', 1);
      await description.fill('Corrected in review');
      await description.press('Enter');

      await review(page).getByRole('button', { name: 'Save changes' }).click();
      await see(toast(page, 'Changes saved'));

      // The browser's CSV and the server's stored version both carry the edit.
      const csv = await download(page, () =>
        page.getByRole('button', { name: 'Download Complete CSV' }).click(),
      );
      expect(csv.text).toContain('Corrected in review');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const stored = await fetch(`${stack.baseURL()}/api/documents/${id}/download`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const records = csvRecords(await stored.text());
      expect(records).toHaveLength(HSBC_CURRENT.transactions);
      expect(records[0]).toMatchObject({ Description: 'Corrected in review', Amount: '-12.00' });

      // Clicking a row shows its PDF page with the box the engine found for the row, which holds the row's
      // words where poppler reads them.
      const [second, third] = [boxes[1]!, boxes[2]!];
      const word = popplerWord(HSBC_CURRENT.path, second.page, 'IUENN');
      expect(word.x0).toBeGreaterThanOrEqual(second.x0);
      expect(word.x1).toBeLessThanOrEqual(second.x1);
      expect(word.y0).toBeGreaterThanOrEqual(second.y0);
      expect(word.y1).toBeLessThanOrEqual(second.y1);
      await cell(page, 'Description', 2).click();
      const pane = page.getByRole('region', { name: `Page ${second.page} of your PDF` });
      await see(pane);
      const box = page.getByTestId('pdf-row-box');
      await see(box);
      const canvas = pane.getByRole('img', { name: `Page ${second.page} of your PDF` });
      const [c, b2] = [await canvas.boundingBox(), await box.boundingBox()];
      if (!c || !b2) throw new Error('the page and the box must be on screen');
      // The box sits where the row's points say, scaled as the page is (this A4 page: 595.44 points wide).
      const scale = c.width / 595.44;
      expect(b2.x - c.x).toBeCloseTo((second.x0 - 2) * scale, 0);
      expect(b2.y - c.y).toBeCloseTo((second.y0 - 2) * scale, 0);
      await cell(page, 'Description', 3).click();
      await expect
        .poll(
          async () => ((await box.boundingBox())?.y ?? 0) - ((await canvas.boundingBox())?.y ?? 0),
        )
        .toBeCloseTo((third.y0 - 2) * scale, 0);
      await checkScreen(page, DESKTOP_JOURNEY, 'review-pdf-side-by-side');
      // Closed, the pane stays closed while rows are edited, until asked for again.
      await pane.getByRole('button', { name: 'Close the PDF' }).click();
      await cell(page, 'Description', 1).click();
      await gone(pane);
      await review(page).getByRole('button', { name: 'Show the PDF beside the rows' }).click();
      await see(page.getByTestId('pdf-row-box'));
    });
  });

  test('phone: choose a PDF, land on the results, stacked rows, flip a row and back, export the edit', async () => {
    await stack.run(
      PHONE_JOURNEY,
      async ({ page }) => {
        await page.goto('/converter');
        await see(text(page, 'Choose a PDF'));
        expect(await text(page, 'Drag and drop your PDF here').count()).toBe(0);
        await browseFile(page, HSBC_SAVINGS.path);
        await waitForResults(page);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent))
          .toBe('Conversion complete!');
        const heading = await page
          .getByRole('heading', { name: 'Conversion complete!' })
          .boundingBox();
        expect(heading && heading.y >= 0 && heading.y < MOBILE_VIEWPORT.height).toBe(true);

        // A row stacks: its date and amount side by side, the description below them.
        const [date, amount, description] = await Promise.all(
          ['Date', 'Amount', 'Description'].map((c) =>
            review(page).getByLabel(`${c}, row 1`, { exact: true }).boundingBox(),
          ),
        );
        if (!date || !amount || !description) throw new Error('row 1 must be on screen');
        expect(Math.abs(date.y - amount.y)).toBeLessThan(2);
        expect(amount.x).toBeGreaterThan(date.x);
        expect(description.y).toBeGreaterThan(date.y + date.height - 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          MOBILE_VIEWPORT.width,
        );

        expect(await verdict(page)).toBe('verified');
        const flip = review(page).getByRole('button', {
          name: 'Switch row 2 between money in and money out',
        });
        await flip.click();
        await expect.poll(() => verdict(page)).toBe('mismatch');
        await checkScreen(page, PHONE_JOURNEY, 'review-phone-mismatch');
        await flip.click();
        await expect.poll(() => verdict(page)).toBe('verified');
        const first = cell(page, 'Description', 1);
        await first.fill('Phone edit');
        await first.press('Enter');

        const csv = await download(page, () =>
          page.getByRole('button', { name: 'Download Complete CSV' }).click(),
        );
        expect(csv.text).toContain('Phone edit');
      },
      { ...MOBILE_VIEWPORT, hasTouch: true },
    );
  });
});
