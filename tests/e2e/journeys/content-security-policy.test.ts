import { describe, expect, test } from 'vitest';
import { newUser, signupViaApi } from '../support/api.ts';
import { download } from '../support/downloads.ts';
import { useStack } from '../support/journey.ts';
import { HSBC_CURRENT } from '../support/samples.ts';
import { checkScreen } from '../support/screens.ts';
import {
  browseFile,
  expectToastBelowHeader,
  header,
  see,
  text,
  toast,
  waitForResults,
} from '../support/ui.ts';

const JOURNEY = 'content-security-policy';
/** The first bytes of every ZIP archive, hence of every XLSX workbook. */
const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');
/** The directives that keep a stolen-token script out (issue 7 item 10); the server test pins the rest. */
const REQUIRED_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "frame-ancestors 'none'",
] as const;

describe('journey: the app under its Content-Security-Policy', () => {
  const stack = useStack();

  test('converts, signs in, and uses the library, settings and pricing with no CSP violation', async () => {
    const user = newUser('Katherine Johnson');
    await signupViaApi(stack.baseURL(), user);
    // stack.run fails the journey on any securitypolicyviolation event or console CSP refusal.
    await stack.run(JOURNEY, async ({ page, cspViolations }) => {
      // Converter, anonymous: toasts (sonner), the lazy route chunk, the fingerprint (canvas, WebGL,
      // audio), the conversion, and both downloads, the XLSX with the lazily loaded exceljs chunk.
      const first = await page.goto('/');
      expect(first?.status()).toBe(200);
      const policy = first?.headers()['content-security-policy'] ?? '';
      for (const directive of REQUIRED_DIRECTIVES) expect(policy.split(';')).toContain(directive);
      expect(policy).not.toMatch(/unsafe-(inline|eval)/);
      await see(page.getByRole('button', { name: 'Browse Files' }));
      await see(text(page, 'You have 1 free conversion available!'));
      await browseFile(page, HSBC_CURRENT.path);
      await waitForResults(page);
      await see(toast(page, 'Free conversion completed! Sign up for unlimited conversions.'));
      const csv = await download(page, () =>
        page.getByRole('button', { name: 'Download Complete CSV' }).click(),
      );
      expect(csv.filename).toBe('hsbc-uk-current-11111111-2019-06-10-complete-data.csv');
      const workbook = await download(page, () =>
        page.getByRole('button', { name: 'Download Excel (XLSX)' }).click(),
      );
      expect(workbook.bytes.subarray(0, ZIP_MAGIC.length)).toEqual(ZIP_MAGIC);

      // An unknown address: a 404 from the server, and the app's own not-found page.
      const missing = await page.goto('/no-such-page');
      expect(missing?.status()).toBe(404);
      await see(page.getByRole('heading', { name: 'Page not found' }));
      await checkScreen(page, JOURNEY, 'not-found');

      // Login, then the signed-in converter.
      await page.goto('/login');
      await page.getByLabel(/email/i).fill(user.email);
      await page.getByLabel(/^password$/i).fill(user.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/converter');
      await see(toast(page, `Welcome back, ${user.fullName}!`));
      await browseFile(page, HSBC_CURRENT.path);
      await waitForResults(page);

      // Library: the converted document, and a download.
      await header(page).getByRole('link', { name: 'Documents' }).click();
      await see(page.getByRole('heading', { name: 'Document Library' }));
      await see(page.getByText(HSBC_CURRENT.filename, { exact: true }));
      const stored = await download(page, () =>
        page
          .getByRole('button', { name: /^Download CSV \(one row per transaction\) of / })
          .first()
          .click(),
      );
      expect(stored.filename).toBe('hsbc-uk-current-11111111-2019-06-10-converted.csv');
      // The download's toast sits below the header, leaving the navigation free to click.
      await expectToastBelowHeader(page, 'File downloaded successfully');

      // Settings: every tab, and a saved profile (a toast).
      await header(page).getByRole('link', { name: 'Settings' }).click();
      for (const tab of ['Subscription', 'Preferences', 'Security', 'Account']) {
        await page.getByRole('tab', { name: tab }).click();
      }
      await page.getByLabel('Full Name').fill('Katherine G. Johnson');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await see(toast(page, 'Profile updated successfully'));

      // Pricing: the billing switch and the enterprise toast.
      await header(page).getByRole('link', { name: 'Pricing' }).click();
      await page
        .getByRole('button', { name: 'Annual Plan' })
        .or(page.getByRole('radio', { name: 'Annual Plan' }))
        .click();
      await see(text(page, 'Save more yearly!'));
      await page.getByRole('link', { name: 'Contact', exact: true }).click();
      await see(toast(page, 'Please contact sales for enterprise pricing'));

      await header(page).getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/login');
      expect(cspViolations).toEqual([]);
    });
  });

  test('the violation detector itself reports an inline style the policy refuses', async () => {
    // A control: without it, an empty list could mean the listener never ran.
    const journey = await stack.open();
    try {
      await journey.page.goto('/pricing');
      await see(journey.page.getByRole('heading', { level: 1 }));
      await journey.page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = 'body { outline: 1px solid red; }';
        document.head.append(style);
      });
      await expect
        .poll(() => journey.cspViolations.find((v) => v.startsWith('style-src-elem refused')))
        .toMatch(/^style-src-elem refused inline at http:\/\/127\.0\.0\.1:\d+\/pricing/);
    } finally {
      await journey.close();
    }
  });
});
