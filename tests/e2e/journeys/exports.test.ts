import { parse } from 'csv-parse/sync';
import { parseSync } from 'ofx-js';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { newUser, openSignedIn, signupViaApi } from '../support/api.ts';
import { MOBILE_VIEWPORT } from '../support/browser.ts';
import { expectFlatCsv } from '../support/csv-checks.ts';
import { download } from '../support/downloads.ts';
import { useStack } from '../support/journey.ts';
import { HSBC_CURRENT, HSBC_SAVINGS, type Sample } from '../support/samples.ts';
import { checkScreen } from '../support/screens.ts';
import { browseFile, see, toast, waitForResults } from '../support/ui.ts';

// Every file is read back with independent readers: ofx-js for OFX/QBO, csv-parse for CSV.

const JOURNEY = 'exports';
/** The phone run keeps its own screenshot folder (a run clears its folder first). */
const PHONE_JOURNEY = 'exports-phone';
type Row = Record<string, string>;

function cents(amount: string): number {
  return Math.round(Number(amount.replace(',', '.')) * 100);
}

function statementRows(ofx: ReturnType<typeof parseSync>): Row[] {
  const list = ofx.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST.STMTTRN as Row | Row[];
  return Array.isArray(list) ? list : [list];
}

/** The OFX rows hold the sample's first and last transactions, and add up to its net change. */
function expectOfxOf(ofx: ReturnType<typeof parseSync>, sample: Sample): void {
  const rs = ofx.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;
  expect(rs.CURDEF).toBe('GBP');
  expect(rs.BANKACCTFROM.ACCTID).toContain(sample.accountNumber);
  expect(rs.LEDGERBAL.BALAMT).toBe(sample.closingBalance);
  const rows = statementRows(ofx);
  expect(rows).toHaveLength(sample.transactions);
  for (const [row, known] of [
    [rows[0], sample.firstTransaction],
    [rows.at(-1), sample.lastTransaction],
  ] as const) {
    expect(row?.TRNAMT).toBe(known.amount);
    expect(row?.DTPOSTED?.slice(0, 8)).toBe(known.date.replaceAll('-', ''));
    expect(row?.MEMO ?? row?.NAME).toContain(known.description);
  }
  expect(rows.reduce((sum, row) => sum + cents(row.TRNAMT ?? ''), 0)).toBe(sample.netChangeCents);
  expect(new Set(rows.map((row) => row.FITID)).size).toBe(rows.length);
}

function downloads(page: Page) {
  return page.getByRole('region', { name: 'Downloads' });
}

describe('journey: exports', () => {
  const stack = useStack();

  test('anonymous, desktop: the one-row CSV is the first download, and OFX is written in the browser', async () => {
    await stack.run(JOURNEY, async ({ page }) => {
      await page.goto('/converter');
      await browseFile(page, HSBC_SAVINGS.path);
      await waitForResults(page);
      const buttons = downloads(page).getByRole('button');
      expect((await buttons.allInnerTexts()).slice(0, 3)).toEqual([
        'Download CSV (one row per transaction)',
        'Download Complete CSV',
        'Download Excel (XLSX)',
      ]);

      const csv = await download(page, () => buttons.first().click());
      expect(csv.filename).toBe('hsbc-uk-savings-87654321-2019-08-08-converted.csv');
      expectFlatCsv(csv.text, HSBC_SAVINGS);
      const rows: string[][] = parse(csv.text, { bom: true });
      expect(rows).toHaveLength(HSBC_SAVINGS.transactions + 1);
      expect(rows[1]?.slice(0, 4)).toEqual([
        HSBC_SAVINGS.firstTransaction.date,
        '',
        expect.stringContaining(HSBC_SAVINGS.firstTransaction.description),
        HSBC_SAVINGS.firstTransaction.amount,
      ]);
      await see(toast(page, 'File downloaded successfully'));

      await downloads(page).getByText('More formats').click();
      await page.getByLabel('Format', { exact: true }).selectOption({ label: 'OFX 2 (XML)' });
      // OFX dates have one form: the date layout does not apply.
      expect(await page.getByLabel('Date format').isDisabled()).toBe(true);
      await checkScreen(page, JOURNEY, 'more-formats');
      const ofx = await download(page, () =>
        page.getByRole('button', { name: 'Download as OFX 2 (XML)' }).click(),
      );
      expect(ofx.filename).toBe('hsbc-uk-savings-87654321-2019-08-08-converted.ofx');
      expect(ofx.text.startsWith('<?xml version="1.0"')).toBe(true);
      expectOfxOf(parseSync(ofx.text), HSBC_SAVINGS);
    });
  });

  test('signed in, phone: the saved Default Export Format is preselected and the server writes it', async () => {
    const token = await signupViaApi(stack.baseURL(), newUser('Katherine Johnson'));
    await stack.run(
      PHONE_JOURNEY,
      async ({ page }) => {
        await openSignedIn(page, token, '/settings');
        await page.getByRole('tab', { name: 'Preferences' }).click();
        const preference = page.getByLabel('Default Export Format');
        await see(preference);
        await expect.poll(() => preference.isEnabled()).toBe(true);
        await preference.selectOption({ label: 'QBO (QuickBooks Web Connect)' });
        await page.getByRole('button', { name: 'Save Preferences' }).click();
        await see(toast(page, 'Profile updated successfully'));

        await page.goto('/converter');
        await browseFile(page, HSBC_CURRENT.path);
        await waitForResults(page);
        await downloads(page).getByText('More formats').click();
        const format = page.getByLabel('Format', { exact: true });
        await expect.poll(() => format.inputValue()).toBe('qbo');
        await checkScreen(page, PHONE_JOURNEY, 'more-formats');

        const qbo = await download(page, () =>
          page.getByRole('button', { name: 'Download as QBO (QuickBooks Web Connect)' }).click(),
        );
        expect(qbo.filename).toBe('hsbc-uk-current-11111111-2019-06-10-converted.qbo');
        const parsed = parseSync(qbo.text);
        expect(parsed.header).toMatchObject({ OFXHEADER: '100', VERSION: '102' });
        expect(parsed.OFX.SIGNONMSGSRSV1.SONRS.INTUBID).toBe('3000');
        expectOfxOf(parsed, HSBC_CURRENT);

        // The European CSV with day-first dates, for German and French Excel.
        await format.selectOption({ label: 'CSV (one row per transaction)' });
        await page.getByLabel('Date format').selectOption({ label: 'DD/MM/YYYY' });
        await page.getByLabel(/European CSV/).check();
        const european = await download(page, () =>
          page.getByRole('button', { name: 'Download as CSV (one row per transaction)' }).click(),
        );
        expect(european.filename).toBe('hsbc-uk-current-11111111-2019-06-10-converted.csv');
        const rows: string[][] = parse(european.text, { bom: true, delimiter: ';' });
        expect(rows).toHaveLength(HSBC_CURRENT.transactions + 1);
        const [year, month, day] = HSBC_CURRENT.firstTransaction.date.split('-');
        expect([rows[1]?.[0], rows[1]?.[3]]).toEqual([
          `${day}/${month}/${year}`,
          HSBC_CURRENT.firstTransaction.amount.replace('.', ','),
        ]);
        const total = rows.slice(1).reduce((sum, row) => sum + cents(row[3] ?? ''), 0);
        expect(total).toBe(HSBC_CURRENT.netChangeCents);

        // The library's Download button says what it downloads.
        await page.goto('/documents');
        await see(
          page.getByRole('button', {
            name: `Download CSV (one row per transaction) of ${HSBC_CURRENT.filename}`,
          }),
        );
      },
      MOBILE_VIEWPORT,
    );
  });
});
