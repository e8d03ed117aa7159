import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Sample } from './samples.ts';
import { see, text, valueOf } from './ui.ts';

/** The results step's extracted data summary for a real sample: exact figures, as a user reads them. */
export async function expectResultsOf(page: Page, sample: Sample): Promise<void> {
  await see(text(page, 'Conversion complete!'));
  expect(await valueOf(page, 'Account Number').innerText()).toBe(sample.accountNumber);
  expect(await valueOf(page, 'Total Transactions').innerText()).toBe(String(sample.transactions));
  expect(await valueOf(page, 'Beginning Balance').innerText()).toBe(sample.shownOpening);
  expect(await valueOf(page, 'Ending Balance').innerText()).toBe(sample.shownClosing);
  // Within the summary: the workbook's sheet list below names some of the same categories.
  const summary = page.getByRole('region', { name: 'Extracted Data Summary' });
  for (const [category, count] of sample.categoryCounts) {
    const row = summary.getByRole('listitem').filter({ has: text(page, category) });
    expect((await row.innerText()).replace(/\s+/g, ' ')).toBe(`${category} ${count}`);
  }
  // The engine's verdict in the balance check, then what it checked, in the words a user reads.
  // It shows in the balance check and again, live, at the top of the review table.
  await see(text(page, sample.verdict).first());
  const checked = page.getByRole('region', { name: 'What was checked' });
  expect(await checked.getByRole('listitem').allInnerTexts()).toEqual([...sample.checked]);
  // The review table holds every row (its totals count them), the last one last.
  const review = page.getByTestId('review-table');
  await see(review.getByTestId('review-verdict').getByText(sample.verdict, { exact: true }));
  await see(review.getByText(`${sample.transactions} rows`, { exact: true }));
  await see(review.getByRole('textbox', { name: `Description, row ${sample.transactions}` }));
  expect(
    await review
      .getByRole('textbox', { name: `Description, row ${sample.transactions}` })
      .inputValue(),
  ).toContain(sample.lastTransaction.description);
}
