import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP_VIEWPORT, launchBrowser, openJourney, type Journey } from './browser.ts';
import { SCREENSHOT_DIR } from './paths.ts';
import { startServer, type RunningServer, type ServerOptions } from './server.ts';

export type Stack = {
  /** Base URL of this file's server. */
  baseURL: () => string;
  /** A fresh browser context and page on this file's server. */
  open: (viewport?: Viewport) => Promise<Journey>;
  /**
   * Runs a journey in a fresh context, fails it on any uncaught page error or Content-Security-Policy
   * violation, and on failure saves a screenshot and adds the browser's console errors and failed
   * calls to the message.
   */
  run: (
    name: string,
    body: (journey: Journey) => Promise<void>,
    viewport?: Viewport,
  ) => Promise<void>;
};

/** `hasTouch` makes a touch screen (`(pointer: coarse)` matches). */
type Viewport = { width: number; height: number; hasTouch?: boolean };

/**
 * Starts a production server with a fresh data folder for the test file and connects to the suite's
 * Chromium (support/browser.ts), and stops and disconnects after it; `serverOptions` runs first and may
 * start what the server's settings point at (a mail server).
 */
export function useStack(
  serverOptions: () => ServerOptions | Promise<ServerOptions> = () => ({}),
): Stack {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const options = await serverOptions();
    // Both start at once; whichever started is kept for afterAll even when the other failed.
    const [started, connected] = await Promise.allSettled([startServer(options), launchBrowser()]);
    if (started.status === 'fulfilled') server = started.value;
    if (connected.status === 'fulfilled') browser = connected.value;
    for (const outcome of [started, connected])
      if (outcome.status === 'rejected') throw outcome.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const baseURL = (): string => {
    if (server === undefined) throw new Error('The server did not start.');
    return server.baseURL;
  };
  const open = async (viewport: Viewport = DESKTOP_VIEWPORT): Promise<Journey> => {
    if (browser === undefined) throw new Error('Chromium did not start.');
    return openJourney(browser, baseURL(), viewport);
  };
  const run = async (
    name: string,
    body: (journey: Journey) => Promise<void>,
    viewport?: Viewport,
  ): Promise<void> => {
    // Screenshots of an earlier run (a stale FAILED.png above all) must not mix with this one.
    await rm(join(SCREENSHOT_DIR, name), { recursive: true, force: true });
    const journey = await open(viewport);
    try {
      await body(journey);
      expect(journey.pageErrors, 'uncaught errors in the page').toEqual([]);
      expect(journey.cspViolations, 'Content-Security-Policy violations').toEqual([]);
    } catch (error) {
      const shot = join(SCREENSHOT_DIR, name, 'FAILED.png');
      await mkdir(dirname(shot), { recursive: true });
      await journey.page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      if (error instanceof Error) {
        error.message += [
          `\n--- page: ${journey.page.url()} (screenshot: ${shot})`,
          `--- uncaught page errors:\n${journey.pageErrors.join('\n') || '(none)'}`,
          `--- CSP violations:\n${journey.cspViolations.join('\n') || '(none)'}`,
          `--- console errors:\n${journey.consoleErrors.join('\n') || '(none)'}`,
          `--- failed calls:\n${journey.failedRequests.join('\n') || '(none)'}`,
        ].join('\n');
      }
      throw error;
    } finally {
      await journey.close();
    }
  };
  return { baseURL, open, run };
}
