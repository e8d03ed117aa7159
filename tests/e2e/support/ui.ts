import type { Locator, Page } from 'playwright-core';
import { CONVERSION_TIMEOUT_MS } from './browser.ts';

/** Waits until the element is on screen (Playwright's auto-waiting, with the context's timeout). */
export async function see(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

/** Waits until no element matches any more. */
export async function gone(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'hidden' });
}

/** A text the page shows, matched whole (a user reads it as one sentence). */
export function text(page: Page | Locator, words: string): Locator {
  return page.getByText(words, { exact: true });
}

/** Sonner's toast area: a labelled region ("Notifications alt+T") at the top right. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ });
}

/** A toast with exactly this text. */
export function toast(page: Page, words: string | RegExp): Locator {
  const area = toasts(page);
  return typeof words === 'string' ? area.getByText(words, { exact: true }) : area.getByText(words);
}

/**
 * Waits for the toast to settle (it slides in), then checks it sits wholly below the header, so it
 * cannot cover a link there.
 */
export async function expectToastBelowHeader(page: Page, words: string): Promise<void> {
  const shown = toasts(page).locator('[data-sonner-toast]', {
    has: page.getByText(words, { exact: true }),
  });
  await see(shown);
  let top = Number.NaN;
  for (let read = 0; read < 60; read += 1) {
    const box = await shown.boundingBox();
    if (!box) throw new Error(`the toast "${words}" has no box on screen`);
    if (box.y === top) break;
    top = box.y;
    await page.waitForTimeout(50);
  }
  const headerBox = await header(page).boundingBox();
  if (!headerBox) throw new Error('the header has no box on screen');
  const headerBottom = headerBox.y + headerBox.height;
  if (top < headerBottom) {
    throw new Error(
      `the toast "${words}" starts at y=${top}, inside the header (ending at y=${headerBottom})`,
    );
  }
}

/** The page header (banner landmark). */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** Picks a file through the converter's Browse Files button and the browser's file chooser. */
export async function browseFile(page: Page, path: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Browse Files' }).click(),
  ]);
  await chooser.setFiles(path);
}

/** Waits for the results step of a conversion. */
export async function waitForResults(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'Download Complete CSV' })
    .waitFor({ state: 'visible', timeout: CONVERSION_TIMEOUT_MS });
}

/** Holds matching requests until released, so a busy state can be seen and photographed. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const passed: Promise<void>[] = [];
  await page.route(url, (route) => {
    const passing = released.then(() => route.continue());
    passed.push(passing);
    return passing;
  });
  return async () => {
    release();
    // Unrouting before the held requests went on would leave them handled twice.
    await Promise.all(passed);
    await page.unroute(url);
  };
}

/** The show/hide toggle of the n-th password field (0 = first on the page). */
export function passwordToggle(page: Page, index = 0): Locator {
  return page.getByRole('button', { name: /^(show|hide)\b/i }).nth(index);
}

/** Vertical position of an element, to check the order in which the page lists things. */
export async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${locator.toString()} is not on screen.`);
  return box.y;
}

/** The path of the page's current address, without query or hash. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Something the spec calls a button that may navigate: a button, or a link styled as one. */
export function action(scope: Page | Locator, name: string): Locator {
  return scope
    .getByRole('button', { name, exact: true })
    .or(scope.getByRole('link', { name, exact: true }));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The header's page counter link (which opens /settings), showing `value`, e.g. `5/7 today`. */
export function pageCounter(page: Page, value: string): Locator {
  return header(page).getByRole('link', { name: new RegExp(escapeRegExp(value)) });
}

/** The value a description list gives for a term (`<dt>label</dt><dd>value</dd>`). */
export function valueOf(scope: Page | Locator, term: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
