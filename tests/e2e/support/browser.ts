import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the suite's one Chromium (support/global-setup.ts). */
    chromiumEndpoint?: string;
  }
}

/** Debian's chromium package; CI installs it (.ci/run), nothing is downloaded at run time. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The desktop width every screen is checked and photographed at. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;
/** The narrowest width the product supports (issue 4: responsive from 360 px). */
export const MOBILE_VIEWPORT = { width: 360, height: 740 } as const;

/** How long a user-visible expectation may take to appear; generous, as the 2 shared cores are often busy. */
export const UI_TIMEOUT_MS = 30_000;
/** How long a real conversion may take on the shared machine before the results must show. */
export const CONVERSION_TIMEOUT_MS = 60_000;

/** Lowest HTTP status of a failed call. */
const HTTP_CLIENT_ERROR = 400;

/** The page binding through which the init script reports Content-Security-Policy violations. */
const CSP_BINDING = '__statemintReportCspViolation';
/** How Chromium words a CSP refusal in the console ("Refused to ... Content Security Policy ..."). */
const CSP_CONSOLE_MESSAGE = /Content Security Policy/i;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function requireChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: install Debian's chromium (apt-get install chromium), as .ci/run does.`,
    );
  }
}

/**
 * Starts the suite's one Chromium (the global set-up does, once): starting Chromium cost each test file 1-5 s
 * of two busy cores, while a file connects to a running one in about 0.1 s. Every journey still gets its own
 * context (no shared cookies or storage), and a file's contexts close when it disconnects.
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  requireChromium();
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Connects to the suite's Chromium, or launches one when no global set-up started it. */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.VITEST ? inject('chromiumEndpoint') : undefined;
  if (endpoint) return chromium.connect(endpoint);
  requireChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export type Journey = {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions thrown by the app's scripts during the journey. */
  pageErrors: string[];
  /** Messages the page logged with console.error (quoted when a journey fails). */
  consoleErrors: string[];
  /** Calls that failed or answered 4xx/5xx (quoted when a journey fails; some are expected). */
  failedRequests: string[];
  /**
   * Content-Security-Policy violations: `securitypolicyviolation` events of every document and
   * Chromium's console refusals. Every journey fails on any (issue 7: the app works under its CSP).
   */
  cspViolations: string[];
  close: () => Promise<void>;
};

/** A fresh context (empty localStorage, no cookies) and page for one journey. */
export async function openJourney(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number; hasTouch?: boolean } = DESKTOP_VIEWPORT,
): Promise<Journey> {
  const { hasTouch = false, ...size } = viewport;
  const context = await browser.newContext({
    baseURL,
    viewport: size,
    hasTouch,
    acceptDownloads: true,
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(UI_TIMEOUT_MS);
  const cspViolations: string[] = [];
  await context.exposeBinding(CSP_BINDING, (_source, report: string) => {
    cspViolations.push(report);
  });
  // Runs in every document before the app's scripts; the binding outlives navigations.
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (globalThis as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} ` +
          `at ${event.sourceFile || location.href}:${event.lineNumber} ${event.sample}`.trim(),
      );
    });
  }, CSP_BINDING);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (CSP_CONSOLE_MESSAGE.test(message.text())) cspViolations.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) =>
    failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= HTTP_CLIENT_ERROR) {
      failedRequests.push(
        `${response.request().method()} ${response.url()}: HTTP ${response.status()}`,
      );
    }
  });
  return {
    context,
    page,
    pageErrors,
    consoleErrors,
    failedRequests,
    cspViolations,
    close: () => context.close(),
  };
}
