import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result, RunOptions } from 'axe-core';

/** The part of the injected `window.axe` this helper calls. */
type AxeCore = { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
type Violation = Result;

const require = createRequire(import.meta.url);
/** The minified axe-core build, evaluated in the page. */
const AXE_SCRIPT_PATH = require.resolve('axe-core/axe.min.js');
let axeScript: Promise<string> | undefined;
const axeSource = (): Promise<string> => (axeScript ??= readFile(AXE_SCRIPT_PATH, 'utf8'));
/** Impacts that fail a journey (issue 4: zero serious or critical violations on every route). */
const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** How long a screen may keep animating (toasts sliding, stacks fading) before it is checked anyway. */
const SETTLE_TIMEOUT_MS = 5_000;

/**
 * Waits until every finite animation and transition has ended: axe-core measures colours as they are
 * painted, and a toast caught mid-fade would read as low contrast.
 */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: SETTLE_TIMEOUT_MS },
    )
    .catch(() => undefined);
}

/** Runs axe-core on the current page, once it has settled, and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await settle(page);
  const loaded = await page.evaluate(() => 'axe' in globalThis);
  // Evaluated through the DevTools protocol: a <script> tag (addScriptTag) is inline code the CSP refuses.
  if (!loaded) await page.evaluate(`${await axeSource()}\n;undefined`);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: AxeCore }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
  return violations.filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));
}

/** One readable paragraph per violation: rule, impact, help and the offending elements. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) =>
            `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
        )
        .join('\n');
      return `- ${v.id} (${v.impact}): ${v.help}\n${nodes}`;
    })
    .join('\n');
}
