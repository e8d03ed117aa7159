import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP_VIEWPORT, launchBrowser, openJourney, type Journey } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export type Stack = {
  /** Base URL of this file's server. */
  baseURL: () => string;
  /** A fresh browser context and page on this file's server. */
  open: (viewport?: { width: number; height: number }) => Promise<Journey>;
};

/** Starts a production server with a fresh data folder and a Chromium for the test file, and stops both after it. */
export function useStack(): Stack {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const baseURL = (): string => {
    if (server === undefined) throw new Error('The server did not start.');
    return server.baseURL;
  };
  return {
    baseURL,
    open: async (viewport = DESKTOP_VIEWPORT) => {
      if (browser === undefined) throw new Error('Chromium did not start.');
      return openJourney(browser, baseURL(), viewport);
    },
  };
}
