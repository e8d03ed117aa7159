/**
 * Server benchmark: starts the built server on loopback with a fresh DATA_DIR and measures, with autocannon,
 * conversions per second of a 3-page statement at 1, 4 and 16 clients (p50/p99), the p99 of
 * GET /api/user/profile while 16 conversions run, the engine's own multi-core rate for comparison, and the
 * server's peak RSS. Writes bench/reports/server.md.
 *
 * Usage: npm run bench:server [-- --seconds 10]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { ProcessPool } from '@statemint/extract/pool';
import { args, markdownTable, textTable } from './lib/report.ts';
import {
  buildServer,
  freePort,
  multipartBody,
  peakRssMb,
  ROOT,
  seedUsers,
  startServer,
  waitForHealth,
} from './lib/serverHarness.ts';

type Histogram = { p50: number; p99: number; average: number; max: number };
type AutocannonResult = {
  latency: Histogram;
  duration: number;
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
};
type AutocannonOptions = {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  connections: number;
  duration: number;
  timeout?: number;
};
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

const SAMPLE = 'hsbc-uk-savings-87654321-2019-08-08.pdf';
const SAMPLE_PATH = path.join(ROOT, 'packages/extract/fixtures/real', SAMPLE);
const CONCURRENCY_LEVELS = [1, 4, 16] as const;
/** Clients polling the profile while 16 conversions run. */
const PROFILE_CLIENTS = 4;
const DEFAULT_SECONDS = 10;
const PASSWORD = 'bench password 123';
/** Targets from issue 3. */
const PROFILE_P99_TARGET_MS = 50;
const THROUGHPUT_TARGET_RATIO = 0.8;
/** Per-request timeout for autocannon, in seconds: conversions queue behind each other at 16 clients. */
const REQUEST_TIMEOUT_SECONDS = 120;

const cli = args(process.argv.slice(2));
const seconds = Number(cli.get('seconds') ?? DEFAULT_SECONDS);

const autocannon = (await import('autocannon')).default as unknown as Autocannon;

/**
 * The engine alone on the shared process pool, the same size and child bundle as the server's, kept busy for as
 * long as one server row: the ceiling for the server's conversion rate.
 */
async function engineRate(workers: number, pdf: Buffer): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'statemint-bench-engine-'));
  const file = path.join(dir, SAMPLE);
  writeFileSync(file, pdf);
  const pool = new ProcessPool({
    size: workers,
    minChildren: workers,
    memoryMb: 512,
    maxQueue: workers * 4,
    entry: path.join(ROOT, 'apps/server/dist/pool-child.js'),
  });
  const job = async () => {
    const answer = await pool.run(
      { kind: 'convert', file, askPages: false },
      { timeoutMs: 60_000 },
    );
    if (!(answer.ok && answer.value.kind === 'result' && answer.value.result.ok))
      throw new Error('the engine failed on the bench sample');
  };
  // Warm each process up (pdf.js loads on first use).
  await Promise.all(Array.from({ length: workers }, job));
  let done = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  // Two jobs in flight per process, like a queue that never runs dry.
  await Promise.all(
    Array.from({ length: workers * 2 }, async () => {
      while (performance.now() < deadline) {
        await job();
        done += 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
  return done / elapsed;
}

const f1 = (x: number) => x.toFixed(1);

console.log('building the server bundle...');
await buildServer();

const workerThreads = Math.min(availableParallelism(), 4);
console.log(`engine alone on ${workerThreads} conversion processes for ${seconds}s...`);
const engine = await engineRate(workerThreads, readFileSync(SAMPLE_PATH));

const dataDir = mkdtempSync(path.join(tmpdir(), 'statemint-bench-'));
const email = 'bench@example.com';
await seedUsers(dataDir, [
  { email, password: PASSWORD, name: 'Bench', tier: 'enterprise', pages: null },
]);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
/** One account converts from one address at up to 16 clients: the in-flight caps must let them all through. */
const IN_FLIGHT_CAP = String(Math.max(...CONCURRENCY_LEVELS) * 2);
const child = startServer({
  port,
  dataDir,
  env: {
    CONVERSION_WORKERS: String(workerThreads),
    JOBS_IN_FLIGHT_PER_ACCOUNT: IN_FLIGHT_CAP,
    JOBS_IN_FLIGHT_PER_ADDRESS: IN_FLIGHT_CAP,
    UPLOADS_IN_FLIGHT_PER_ADDRESS: IN_FLIGHT_CAP,
  },
});

try {
  await waitForHealth(base, child);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}` };
  const pdf = readFileSync(SAMPLE_PATH);
  const upload = multipartBody(pdf, SAMPLE);
  const convert = (connections: number) =>
    autocannon({
      url: `${base}/api/process-pdf`,
      method: 'POST',
      headers: { ...auth, 'content-type': upload.contentType },
      body: upload.body,
      connections,
      duration: seconds,
      timeout: REQUEST_TIMEOUT_SECONDS,
    });

  // Warm-up: the worker threads load pdf.js on first use.
  await convert(workerThreads);

  const rows: { clients: number; rate: number; p50: number; p99: number; failed: number }[] = [];
  for (const connections of CONCURRENCY_LEVELS) {
    console.log(`converting with ${connections} client(s) for ${seconds}s...`);
    const r = await convert(connections);
    rows.push({
      clients: connections,
      rate: r['2xx'] / r.duration,
      p50: r.latency.p50,
      p99: r.latency.p99,
      failed: r.non2xx + r.errors + r.timeouts,
    });
  }

  console.log('profile p99 while 16 conversions run...');
  const [underLoad, profile] = await Promise.all([
    convert(16),
    autocannon({
      url: `${base}/api/user/profile`,
      headers: auth,
      connections: PROFILE_CLIENTS,
      duration: seconds,
    }),
  ]);
  const idleProfile = await autocannon({
    url: `${base}/api/user/profile`,
    headers: auth,
    connections: PROFILE_CLIENTS,
    duration: Math.max(2, Math.round(seconds / 2)),
  });
  const rss = peakRssMb(child.pid ?? 0);

  const best = Math.max(...rows.map((r) => r.rate));

  const table = rows.map((r) => [
    r.clients,
    f1(r.rate * 60),
    r.rate.toFixed(2),
    r.p50,
    r.p99,
    r.failed,
  ]);
  const header = ['clients', 'conversions/min', 'conversions/s', 'p50 ms', 'p99 ms', 'failed'];
  console.log(textTable(header, table));
  const ratio = best / engine;
  const summary = [
    `- GET /api/user/profile p99 while 16 conversions run: **${profile.latency.p99} ms** (p50 ${profile.latency.p50} ms, ${PROFILE_CLIENTS} clients, ${profile['2xx']} requests; ${profile.non2xx + profile.errors} failed). Target < ${PROFILE_P99_TARGET_MS} ms: ${profile.latency.p99 < PROFILE_P99_TARGET_MS ? 'met' : 'NOT met'}.`,
    `- Same profile call with no conversions running: p99 ${idleProfile.latency.p99} ms.`,
    `- Conversions completed meanwhile: ${underLoad['2xx']} (${underLoad.non2xx + underLoad.errors + underLoad.timeouts} failed).`,
    `- Engine alone (the shared process pool, ${workerThreads} processes, same child bundle): ${engine.toFixed(2)} conversions/s. Best server rate ${best.toFixed(2)}/s = **${(ratio * 100).toFixed(0)}%** of it. Target >= ${THROUGHPUT_TARGET_RATIO * 100}%: ${ratio >= THROUGHPUT_TARGET_RATIO ? 'met' : 'NOT met'}.`,
    `- Peak RSS of the server process (VmHWM, all worker threads included): **${f1(rss)} MiB**.`,
  ];
  console.log(summary.join('\n'));

  const report = `# Server benchmark

Generated by \`npm run bench:server\` (bench/server.ts) on ${new Date().toISOString().slice(0, 10)}.

Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}.
Load average when the report was written: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')} (the machine is shared; figures are noisy).
Set-up: the built server (apps/server/dist) on 127.0.0.1 with a fresh DATA_DIR (embedded PGlite), CONVERSION_WORKERS=${workerThreads},
one enterprise (unlimited) account, autocannon for ${seconds} s per row uploading \`${SAMPLE}\` (3 pages, ${Math.round(pdf.length / 1024)} KiB)
to POST /api/process-pdf. Each conversion inspects the PDF, reserves pages, extracts and stores the document.

## Conversions of a 3-page statement

${markdownTable(header, table)}

## Responsiveness, ceiling and memory

${summary.join('\n')}

With ${workerThreads} conversion processes, the rate stops growing once every thread is busy; more clients only queue (p99 grows with the queue).
`;
  writeFileSync(path.join(ROOT, 'bench/reports/server.md'), report);
  console.log('wrote bench/reports/server.md');
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
