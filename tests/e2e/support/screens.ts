import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from './axe.ts';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from './browser.ts';
import { SCREENSHOT_DIR } from './paths.ts';

const WIDTHS = [
  { label: 'desktop', viewport: DESKTOP_VIEWPORT },
  { label: 'mobile', viewport: MOBILE_VIEWPORT },
] as const;

/** How long one full-page capture may take before the fallback capture is tried. */
const FULL_PAGE_CAPTURE_TIMEOUT_MS = 15_000;

/**
 * Saves a full-page screenshot. Headless Chromium now and then never answers a full-page capture right
 * after a viewport change; the screenshot is a record, not a check, so it then falls back to the viewport.
 */
async function photograph(page: Page, path: string): Promise<void> {
  try {
    await page.screenshot({
      path,
      fullPage: true,
      animations: 'disabled',
      timeout: FULL_PAGE_CAPTURE_TIMEOUT_MS,
    });
  } catch {
    await page.screenshot({ path, animations: 'disabled' });
  }
}

/** Numbers the screens of each journey so the screenshot folder reads in visiting order. */
const screenCounters = new Map<string, number>();

/**
 * Checks the screen the page shows with axe-core and photographs it, at desktop and at mobile width,
 * then restores the page's own viewport.
 */
export async function checkScreen(page: Page, journey: string, screen: string): Promise<void> {
  const original = page.viewportSize();
  const index = (screenCounters.get(journey) ?? 0) + 1;
  screenCounters.set(journey, index);
  const folder = join(SCREENSHOT_DIR, journey);
  await mkdir(folder, { recursive: true });
  const problems: string[] = [];
  for (const { label, viewport } of WIDTHS) {
    await page.setViewportSize(viewport);
    const violations = await seriousViolations(page);
    if (violations.length > 0) {
      problems.push(`at ${label} width (${viewport.width}px):\n${describeViolations(violations)}`);
    }
    // A sticky header would be painted mid-page in a full-page shot taken while scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    const name = `${String(index).padStart(2, '0')}-${screen}-${label}.png`;
    await photograph(page, join(folder, name));
  }
  if (original !== null) await page.setViewportSize(original);
  expect(
    problems,
    `axe-core found serious or critical violations on "${screen}" (${page.url()}):\n${problems.join('\n')}`,
  ).toEqual([]);
}
