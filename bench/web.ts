/**
 * Web benchmark: what a first visit to `/` costs on the wire, and how soon the drop zone shows.
 *
 * Starts the built server (apps/server/dist, fresh data folder) and opens `/` in Debian Chromium with an
 * empty cache, three ways: Chromium's own Accept-Encoding (brotli), gzip only, and identity (what the
 * server sent before issue 7). For every request until the network is idle it sums the bytes received
 * (CDP `Network.loadingFinished.encodedDataLength`: headers and body as they crossed the wire). It also
 * times, inside the page, when the drop zone and the quota banner appear, measures a repeat visit with
 * the warm cache, and lists the build's files with their raw, gzip and brotli sizes.
 * Writes bench/reports/web.md.
 *
 * Usage: npm run build && npm run bench:web [-- --runs 3]
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { SERVER_ENTRY, startServer } from '../tests/e2e/support/server.ts';
import { args, markdownTable, textTable } from './lib/report.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const REPORT = path.join(ROOT, 'bench/reports/web.md');
const DEFAULT_RUNS = 3;
/** Issue 7's budget for a first visit on the wire, in bytes (200 KB). */
const FIRST_VISIT_TARGET_BYTES = 200_000;
/** The first-visit weight issue 7 measured before this work. */
const BEFORE_KB = '498-539';
/** The drop zone's button and the anonymous banner's text (spec section 2). */
const DROP_ZONE_TEXT = 'Browse Files';
const BANNER_TEXT = 'You have 1 free conversion available!';
const VIEWPORT = { width: 1280, height: 800 } as const;
/** Playwright's own "network idle": no request for this long. */
const QUIET_MS = 500;
/** Longest wait for the page to finish its first visit. */
const VISIT_TIMEOUT_MS = 60_000;

type Scenario = { name: string; acceptEncoding: string | undefined };
const SCENARIOS: readonly Scenario[] = [
  { name: 'brotli (Chromium default)', acceptEncoding: undefined },
  { name: 'gzip only', acceptEncoding: 'gzip' },
  { name: 'identity (uncompressed)', acceptEncoding: 'identity' },
];

type RequestRecord = {
  url: string;
  status: number;
  encoding: string;
  bytes: number;
  fromCache: boolean;
};
type Visit = {
  requests: RequestRecord[];
  totalBytes: number;
  /** ms from navigation start until the drop zone's button is in the page. */
  dropZoneMs: number;
  /** ms from navigation start until the quota banner shows its text (fingerprint and check done). */
  bannerMs: number;
};

const cli = args(process.argv.slice(2));
const runs = Number(cli.get('runs') ?? DEFAULT_RUNS);

/** Records what every request of the page received, through the DevTools protocol. */
async function recordNetwork(cdp: CDPSession): Promise<() => RequestRecord[]> {
  const records = new Map<string, RequestRecord>();
  // Chromium announces a memory-cache hit before its response.
  const cached = new Set<string>();
  cdp.on('Network.requestServedFromCache', (event) => {
    cached.add(event.requestId);
  });
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    records.set(event.requestId, {
      url: event.response.url,
      status: event.response.status,
      encoding: headers['content-encoding'] ?? 'none',
      bytes: 0,
      fromCache: cached.has(event.requestId) || event.response.fromDiskCache === true,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const record = records.get(event.requestId);
    if (record) record.bytes = event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return () => [...records.values()];
}

/**
 * Marks, in page time, when the drop zone and the banner first appear; runs before the app. A string,
 * not a function: tsx adds name helpers to functions that would not exist in the page.
 */
const WATCH_MARKS_SCRIPT = `(() => {
  const marks = {};
  globalThis.__statemintMarks = marks;
  const texts = ${JSON.stringify({ dropZone: DROP_ZONE_TEXT, banner: BANNER_TEXT })};
  new MutationObserver(() => {
    const body = document.body ? document.body.innerText : '';
    for (const [name, text] of Object.entries(texts)) {
      if (marks[name] === undefined && body.includes(text)) marks[name] = performance.now();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function readMarks(page: Page): Promise<{ dropZone: number; banner: number }> {
  await page.waitForFunction(
    () => {
      const marks = (globalThis as unknown as { __statemintMarks?: Record<string, number> })
        .__statemintMarks;
      return marks?.dropZone !== undefined && marks.banner !== undefined;
    },
    undefined,
    { timeout: VISIT_TIMEOUT_MS },
  );
  return page.evaluate(
    () =>
      (globalThis as unknown as { __statemintMarks: { dropZone: number; banner: number } })
        .__statemintMarks,
  );
}

/** One empty-cache visit to `/` until the network is idle, then a repeat visit in the same context. */
async function visit(
  browser: Browser,
  baseURL: string,
  scenario: Scenario,
): Promise<{ first: Visit; repeat: Visit }> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT });
  try {
    await context.addInitScript({ content: WATCH_MARKS_SCRIPT });
    const page = await context.newPage();
    const once = async (): Promise<Visit> => {
      // A session per visit, so the listeners of one visit never count the next.
      const cdp = await context.newCDPSession(page);
      const collect = await recordNetwork(cdp);
      if (scenario.acceptEncoding) {
        await cdp.send('Network.setExtraHTTPHeaders', {
          headers: { 'Accept-Encoding': scenario.acceptEncoding },
        });
      }
      await page.goto('/', { waitUntil: 'networkidle', timeout: VISIT_TIMEOUT_MS });
      const marks = await readMarks(page);
      // The quota check may start after the first idle moment: wait for a new quiet period.
      await page.waitForTimeout(QUIET_MS);
      const requests = collect();
      await cdp.detach();
      return {
        requests,
        totalBytes: requests.reduce((sum, r) => sum + r.bytes, 0),
        dropZoneMs: marks.dropZone,
        bannerMs: marks.banner,
      };
    };
    const first = await once();
    const repeat = await once();
    return { first, repeat };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
const ms = (value: number): string => value.toFixed(0);

/** The build's files (no .br/.gz copies) with raw, gzip and brotli sizes. */
function buildFiles(): { file: string; raw: number; gzip: number; brotli: number }[] {
  const files = readdirSync(WEB_DIST, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.(?:br|gz)$/.test(e.name))
    .map((e) => path.relative(WEB_DIST, path.join(e.parentPath, e.name)));
  const size = (file: string): number => (existsSync(file) ? statSync(file).size : NaN);
  return files
    .map((file) => {
      const full = path.join(WEB_DIST, file);
      return { file, raw: size(full), gzip: size(`${full}.gz`), brotli: size(`${full}.br`) };
    })
    .sort((a, b) => b.raw - a.raw);
}

/** The files index.html loads before any route code: its script, preloads and stylesheets. */
function initialFiles(): string[] {
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
}

if (!existsSync(SERVER_ENTRY) || !existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error(
    'Build first: npm run build (the bench serves apps/web/dist through apps/server/dist).',
  );
  process.exit(1);
}

const server = await startServer();
const browser = await launchBrowser();
const results: {
  scenario: Scenario;
  firsts: Visit[];
  repeats: Visit[];
}[] = [];
try {
  for (const scenario of SCENARIOS) {
    const firsts: Visit[] = [];
    const repeats: Visit[] = [];
    for (let i = 0; i < runs; i++) {
      const { first, repeat } = await visit(browser, server.baseURL, scenario);
      firsts.push(first);
      repeats.push(repeat);
    }
    results.push({ scenario, firsts, repeats });
    console.log(
      `${scenario.name}: first visit ${firsts.map((v) => kb(v.totalBytes)).join(' / ')} KB, ` +
        `drop zone ${firsts.map((v) => ms(v.dropZoneMs)).join(' / ')} ms`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

const summaryHeader = [
  'Accept-Encoding',
  'First visit on the wire',
  'Requests',
  'Repeat visit on the wire',
  'Drop zone shown (median)',
  'Quota banner known (median)',
];
const summaryRows = results.map(({ scenario, firsts, repeats }) => {
  const sizes = firsts.map((v) => v.totalBytes);
  const range =
    Math.min(...sizes) === Math.max(...sizes)
      ? `${kb(sizes[0] ?? 0)} KB`
      : `${kb(Math.min(...sizes))}-${kb(Math.max(...sizes))} KB`;
  return [
    scenario.name,
    range,
    firsts[0]?.requests.length ?? 0,
    `${kb(median(repeats.map((v) => v.totalBytes)))} KB`,
    `${ms(median(firsts.map((v) => v.dropZoneMs)))} ms`,
    `${ms(median(firsts.map((v) => v.bannerMs)))} ms`,
  ];
});
console.log(`\n${textTable(summaryHeader, summaryRows)}`);

const brotliFirst = results[0]?.firsts[0];
const brotliRepeat = results[0]?.repeats[0];
const requestRows = (visitResult: Visit | undefined) =>
  (visitResult?.requests ?? []).map((r) => [
    new URL(r.url).pathname,
    r.status,
    r.encoding,
    r.fromCache ? 'from the cache, no request' : r.bytes,
  ]);
const firstBytes = Math.max(...(results[0]?.firsts.map((v) => v.totalBytes) ?? [Infinity]));
const verdict = firstBytes < FIRST_VISIT_TARGET_BYTES ? 'met' : 'NOT met';
console.log(
  `\nFirst visit (brotli): ${kb(firstBytes)} KB; target < ${kb(FIRST_VISIT_TARGET_BYTES)} KB: ${verdict}`,
);

const files = buildFiles();
const initial = initialFiles();
const sum = (list: typeof files, key: 'raw' | 'gzip' | 'brotli') =>
  list.reduce((total, f) => total + f[key], 0);
const initialList = files.filter((f) => initial.includes(f.file));
const fileRows = files.map((f) => [
  `${initial.includes(f.file) ? '**' : ''}${f.file}${initial.includes(f.file) ? '**' : ''}`,
  kb(f.raw),
  kb(f.gzip),
  kb(f.brotli),
]);
const fileHeader = ['File', 'Raw KB', 'gzip -9 KB', 'brotli 11 KB'];

const report = `# Web: first visit and bundle sizes

Generated by \`npm run bench:web\` (bench/web.ts) on ${new Date().toISOString().slice(0, 10)}, after \`npm run build\`.
KB are 1,000 bytes. Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM,
Node ${process.version}, Debian Chromium (headless, no GPU); load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(', ')} (the machine is shared: times are noisy, bytes are exact).

## First visit to \`/\` on the wire

The built server on 127.0.0.1 (fresh data folder), a new browser context (empty cache) per run, ${runs} runs.
"On the wire" is the sum of CDP \`encodedDataLength\` (response headers and body as received) over every request
of the page until the network is idle: the page, its scripts, stylesheet, favicon and the anonymous quota check.
The repeat visit opens \`/\` again in the same context: hashed \`/assets/*\` come from the cache without a request
(\`immutable\`); \`index.html\` and the favicon are revalidated (\`no-cache\`): a 304 of headers only, which
Chromium reports with the cached status 200.

${markdownTable(summaryHeader, summaryRows)}

Target: **under ${kb(FIRST_VISIT_TARGET_BYTES)} KB** on a first visit (issue 7 measured ${BEFORE_KB} KB before):
**${kb(firstBytes)} KB with brotli, ${verdict}**.

"Drop zone shown" and "Quota banner known" are \`performance.now()\` in the page when the text first appears
(a MutationObserver). The browser fingerprint (canvas, WebGL, audio) is computed when the browser is idle after
the first render, then the anonymous check runs; before issue 7 the whole converter waited behind a spinner
until both were done, so the drop zone showed only at about the "quota banner known" time.

### Requests of one first visit (brotli)

${markdownTable(['Path', 'Status', 'Content-Encoding', 'Bytes on the wire'], requestRows(brotliFirst))}

### Requests of the repeat visit (brotli)

${markdownTable(['Path', 'Status', 'Content-Encoding', 'Bytes on the wire'], requestRows(brotliRepeat))}

## Build output

\`npm run build -w @statemint/web\` (Vite 8, production, minified) writes a \`.br\` (brotli quality 11) and a
\`.gz\` (gzip level 9) copy beside every text file; the server sends the copy the browser accepts. Files in bold
are the initial load of \`index.html\` (entry script, its modulepreload and the stylesheet):
**${kb(sum(initialList, 'raw'))} KB raw, ${kb(sum(initialList, 'gzip'))} KB gzip, ${kb(sum(initialList, 'brotli'))} KB brotli**.
A visit to \`/\` adds the converter's route chunk and its helpers; \`xlsx-*.js\` (exceljs) loads only on
"Download Excel (XLSX)".

${markdownTable(fileHeader, fileRows)}

## How to reproduce

\`\`\`sh
npm run build
npm run bench:web            # prints the figures and rewrites this file
\`\`\`
`;
writeFileSync(REPORT, report);
console.log(`wrote ${path.relative(ROOT, REPORT)}`);
