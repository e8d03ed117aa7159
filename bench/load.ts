/**
 * Load benchmark (issue 7): concurrent clients (50) for a fixed time (60 s) against the built server, each
 * mixing sign-ups, logins, profile reads, document lists and 3-page conversions with a think time between
 * actions, on PGlite, on PostgreSQL, and on two instances behind a small round-robin proxy sharing one
 * PostgreSQL; with --soak, also a long run (10 minutes) whose memory is sampled over time. Reports throughput,
 * p50/p95/p99 per route, every error, the servers' event-loop delay (EVENT_LOOP_STATS_MS) and peak RSS of the
 * servers plus their conversion children (from /proc). Writes bench/reports/load.md.
 *
 * Every client connects from 127.0.0.1, so the per-address caps and rate limits are raised for the run.
 *
 * Usage: npm run bench:load [-- --seconds 60] [-- --clients 50] [-- --think-ms 1000]
 *        [-- --only pglite|postgres|two-instances|soak] [-- --soak] [-- --soak-minutes 10] [-- --soak-db pglite,postgres]
 *        [-- --report PATH]
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { POSTGRES_AVAILABLE, startCluster, type Cluster } from '../tests/e2e/support/postgres.ts';
import {
  conversionChildren,
  cpuSeconds,
  machineBusySeconds,
  peakRssMb,
  serverTreeRssMb,
} from '../tests/e2e/support/processes.ts';
import { startRoundRobinProxy, type Proxy } from './lib/proxy.ts';
import { args, markdownTable, textTable } from './lib/report.ts';
import {
  buildServer,
  freePort,
  multipartBody,
  ROOT,
  seedUsers,
  startServer,
  waitForHealth,
} from './lib/serverHarness.ts';

const SAMPLE = 'hsbc-uk-savings-87654321-2019-08-08.pdf';
const SAMPLE_PATH = path.join(ROOT, 'packages/extract/fixtures/real', SAMPLE);
const SAMPLE_PAGES = 3;
const DEFAULT_SECONDS = 60;
const DEFAULT_CLIENTS = 50;
/** Mean pause of a client between two actions (uniform from 0 to twice this), as a person reading a screen. */
const DEFAULT_THINK_MS = 1000;
const DEFAULT_SOAK_MINUTES = 10;
/** Share of each action in a client's session. */
const MIX = [
  ['signup', 5],
  ['login', 10],
  ['profile', 35],
  ['documents', 35],
  ['convert', 15],
] as const;
type Action = (typeof MIX)[number][0];
const ROUTES: Record<Action, string> = {
  signup: 'POST /api/auth/signup',
  login: 'POST /api/auth/login',
  profile: 'GET /api/user/profile',
  documents: 'GET /api/documents',
  convert: 'POST /api/process-pdf (3 pages)',
};
const PASSWORD = 'Load-bench 2026!';
/** Every client comes from 127.0.0.1: per-address caps and rate limits that would otherwise refuse the run. */
const RAISED_LIMITS = {
  SIGNUP_LIMIT_PER_ADDRESS: '1000000',
  LOGIN_LIMIT_PER_ADDRESS: '1000000',
  UPLOADS_IN_FLIGHT_PER_ADDRESS: '1000',
  JOBS_IN_FLIGHT_PER_ADDRESS: '1000',
} as const;
/** How often the servers log their event-loop delay, and how often RSS is sampled (soak: every 5 s). */
const EVENT_LOOP_STATS_MS = 1000;
const SAMPLE_MS = 1000;
const SOAK_SAMPLE_MS = 5000;
/** One request may take this long before it counts as an error (a conversion queued behind others). */
const REQUEST_TIMEOUT_MS = 120_000;
/** Conversions per instance before measuring, so every conversion process has loaded pdf.js. */
const WARM_UP_CONVERSIONS = 4;
/** The soak's memory is flat when the server's RSS trend after warm-up moves it by at most this share. */
const FLAT_SHARE = 0.1;
/** Minutes of the soak left out as warm-up when judging flatness. */
const SOAK_WARM_UP_MINUTES = 2;
/** All instances share one token secret, as several instances behind a load balancer must. */
const TOKEN_SECRET = randomBytes(32).toString('base64url');

const cli = args(process.argv.slice(2));
const seconds = Number(cli.get('seconds') ?? DEFAULT_SECONDS);
const clients = Number(cli.get('clients') ?? DEFAULT_CLIENTS);
const thinkMs = Number(cli.get('think-ms') ?? DEFAULT_THINK_MS);
const only = cli.get('only');
const soakMinutes = Number(cli.get('soak-minutes') ?? DEFAULT_SOAK_MINUTES);
const soakDbs = (cli.get('soak-db') ?? 'pglite').split(',').map((name) => name.trim() as Database);
const reportPath = cli.get('report') ?? path.join(ROOT, 'bench/reports/load.md');

/** The conversion every client uploads, built once (a copy over a plain ArrayBuffer, as fetch's body types ask). */
const UPLOAD = (() => {
  const { body, contentType } = multipartBody(readFileSync(SAMPLE_PATH), SAMPLE);
  return { body: new Uint8Array(body), contentType };
})();

type Database = 'pglite' | 'postgres';
type Scenario = {
  key: string;
  title: string;
  database: Database;
  instances: number;
  seconds: number;
  sampleMs: number;
};

type Sample = { at: number; servers: { server: number; children: number }[] };
type Result = { route: string; at: number; ms: number; ok: boolean; error?: string };
type Instance = {
  process: ChildProcess;
  baseURL: string;
  dataDir: string;
  /** Event-loop delay reports: when, and the p50, p99 and max of that second. */
  eventLoop: { at: number; p50: number; p99: number; max: number }[];
  /** Every other log line (warn and above), with when it was written. */
  warnings: { at: number; line: string }[];
};
type Outcome = {
  scenario: Scenario;
  elapsedS: number;
  results: Result[];
  samples: Sample[];
  cpu: CpuUse;
  instances: Instance[];
  peakServerHwmMb: number[];
  forwarded: number[] | null;
};

const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value below which `share` of the sorted values fall (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

function pick(): Action {
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [action, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return 'profile';
}

/** Starts one instance on `dataDir` and collects its log lines: event-loop reports, and anything at warn or above. */
async function startInstance(env: Record<string, string>, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const child = startServer({
    port,
    dataDir,
    env: { ...RAISED_LIMITS, EVENT_LOOP_STATS_MS: String(EVENT_LOOP_STATS_MS), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const instance: Instance = {
    process: child,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    eventLoop: [],
    warnings: [],
  };
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as {
          msg?: string;
          time?: number;
          eventLoopDelayMs?: { p50: number; p99: number; max: number };
        };
        if (entry.msg === 'event loop delay' && entry.eventLoopDelayMs && entry.time) {
          instance.eventLoop.push({ at: entry.time, ...entry.eventLoopDelayMs });
        } else {
          instance.warnings.push({ at: entry.time ?? Date.now(), line });
        }
      } catch {
        instance.warnings.push({ at: Date.now(), line });
      }
    });
  }
  await waitForHealth(instance.baseURL, child);
  return instance;
}

async function stopInstance(instance: Instance): Promise<void> {
  const { process: child } = instance;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

/** One client, already signed in to its own account: acts with think time until `deadline`. */
async function client(
  base: string,
  account: { email: string; scenario: string; index: number; token: string },
  deadline: number,
  results: Result[],
): Promise<void> {
  let token = account.token;
  let signups = 0;
  const call = async (
    action: Action,
    init: RequestInit & { path: string },
    check: (body: unknown) => boolean,
  ): Promise<unknown> => {
    const start = performance.now();
    let error: string | undefined;
    let body: unknown = null;
    try {
      const response = await fetch(`${base}${init.path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      body = await response.json().catch(() => null);
      if (!response.ok || !check(body)) {
        const detail = (body as { detail?: string } | null)?.detail ?? 'unexpected answer';
        error = `${response.status} ${detail}`;
      }
    } catch (failure) {
      error = `network: ${(failure as Error).message}`;
    }
    results.push({
      route: ROUTES[action],
      at: Date.now(),
      ms: performance.now() - start,
      ok: !error,
      error,
    });
    return error ? null : body;
  };
  const json = (value: unknown) => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });
  const login = async () => {
    const answer = (await call(
      'login',
      {
        path: '/api/auth/login',
        method: 'POST',
        ...json({ email: account.email, password: PASSWORD }),
      },
      (body) => typeof (body as { access_token?: unknown }).access_token === 'string',
    )) as { access_token: string } | null;
    if (answer) token = answer.access_token;
  };
  while (performance.now() < deadline) {
    await sleep(Math.random() * 2 * thinkMs);
    if (performance.now() >= deadline) break;
    const action = pick();
    const auth = { authorization: `Bearer ${token}` };
    switch (action) {
      case 'signup': {
        signups += 1;
        const email = `load-${account.scenario}-${account.index}-${signups}-${randomBytes(3).toString('hex')}@example.com`;
        await call(
          'signup',
          {
            path: '/api/auth/signup',
            method: 'POST',
            ...json({
              full_name: 'Load Bench',
              email,
              password: PASSWORD,
              confirm_password: PASSWORD,
            }),
          },
          (body) => typeof (body as { access_token?: unknown }).access_token === 'string',
        );
        break;
      }
      case 'login':
        await login();
        break;
      case 'profile':
        await call(
          'profile',
          { path: '/api/user/profile', headers: auth },
          (body) => (body as { email?: unknown }).email === account.email,
        );
        break;
      case 'documents':
        await call('documents', { path: '/api/documents', headers: auth }, Array.isArray);
        break;
      case 'convert':
        await call(
          'convert',
          {
            path: '/api/process-pdf',
            method: 'POST',
            headers: { ...auth, 'content-type': UPLOAD.contentType },
            body: UPLOAD.body,
          },
          (body) => (body as { pages_used?: unknown }).pages_used === SAMPLE_PAGES,
        );
        break;
    }
  }
}

/** Accounts signed in at once before the run: a steady state is measured, not a storm of 50 logins. */
const SIGN_IN_CONCURRENCY = 4;

/** Signs every account in, a few at a time, unmeasured; returns their tokens in order. */
async function signInAll(base: string, emails: readonly string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < emails.length; i += SIGN_IN_CONCURRENCY) {
    const batch = await Promise.all(
      emails.slice(i, i + SIGN_IN_CONCURRENCY).map(async (email) => {
        const response = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        if (!response.ok) throw new Error(`sign-in before the run failed: ${response.status}`);
        return ((await response.json()) as { access_token: string }).access_token;
      }),
    );
    tokens.push(...batch);
  }
  return tokens;
}

/** One conversion by each of `tokens` at once, unmeasured: every conversion process loads pdf.js on its first job. */
async function warmUp(base: string, tokens: readonly string[]): Promise<void> {
  const answers = await Promise.all(
    tokens.map(async (token) => {
      const converted = await fetch(`${base}/api/process-pdf`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': UPLOAD.contentType },
        body: UPLOAD.body,
      });
      return converted.status;
    }),
  );
  if (answers.some((status) => status !== 200))
    throw new Error(`warm-up conversions failed: ${answers.join(', ')}`);
}

/** CPU seconds used during the run: by the servers, by their conversion children, by this process, by the machine. */
type CpuUse = { servers: number; children: number; bench: number; machine: number; wallS: number };

/**
 * Samples every `intervalMs`, until stopped, the resident memory of every instance and its children, and the
 * CPU time each of them has used (a child's first and last readings; children live for many jobs).
 */
function sampleRun(
  instances: Instance[],
  intervalMs: number,
): { stop: () => { samples: Sample[]; cpu: CpuUse } } {
  const samples: Sample[] = [];
  const cpuSeen = new Map<number, { first: number; last: number; server: boolean }>();
  const note = (pid: number, server: boolean) => {
    const cpu = cpuSeconds(pid);
    if (!Number.isFinite(cpu)) return;
    const seen = cpuSeen.get(pid);
    if (seen) seen.last = cpu;
    else cpuSeen.set(pid, { first: cpu, last: cpu, server });
  };
  const take = () => {
    samples.push({
      at: Date.now(),
      servers: instances.map((i) => serverTreeRssMb(i.process.pid ?? 0)),
    });
    for (const instance of instances) {
      const pid = instance.process.pid ?? 0;
      note(pid, true);
      for (const child of conversionChildren(pid)) note(child, false);
    }
  };
  const machineAtStart = machineBusySeconds();
  const benchAtStart = process.cpuUsage();
  const wallAtStart = performance.now();
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      const used = (server: boolean) =>
        [...cpuSeen.values()]
          .filter((c) => c.server === server)
          .reduce((sum, c) => sum + c.last - c.first, 0);
      const bench = process.cpuUsage(benchAtStart);
      return {
        samples,
        cpu: {
          servers: used(true),
          children: used(false),
          bench: (bench.user + bench.system) / 1e6,
          machine: machineBusySeconds() - machineAtStart,
          wallS: (performance.now() - wallAtStart) / 1000,
        },
      };
    },
  };
}

async function run(scenario: Scenario, cluster: Cluster | null): Promise<Outcome> {
  console.log(`\n== ${scenario.title}: ${clients} clients for ${scenario.seconds} s`);
  const tag = `${scenario.key}-${randomBytes(3).toString('hex')}`;
  const accounts = Array.from({ length: clients }, (_, index) => ({
    email: `load-${tag}-${index}@example.com`,
    scenario: tag,
    index,
  }));
  const seedUsersOf = accounts.map((a) => ({
    email: a.email,
    password: PASSWORD,
    name: 'Load Bench',
    tier: 'enterprise' as const,
    pages: null,
  }));
  const instances: Instance[] = [];
  let proxy: Proxy | null = null;
  try {
    let env: Record<string, string> = { TOKEN_SECRET };
    const dataDirs = Array.from({ length: scenario.instances }, () =>
      mkdtempSync(path.join(tmpdir(), 'statemint-load-')),
    );
    if (scenario.database === 'postgres') {
      if (!cluster) throw new Error('PostgreSQL is not available');
      const url = await cluster.createDatabase();
      await seedUsers(url, seedUsersOf);
      env = { ...env, DATABASE_URL: url };
    } else {
      // PGlite belongs to one process: the accounts are written before the server opens it.
      await seedUsers(dataDirs[0] ?? '', seedUsersOf);
    }
    for (const dataDir of dataDirs) instances.push(await startInstance(env, dataDir));
    if (scenario.instances > 1) proxy = await startRoundRobinProxy(instances.map((i) => i.baseURL));
    const base = proxy?.baseURL ?? instances[0]?.baseURL ?? '';
    const tokens = await signInAll(
      base,
      accounts.map((a) => a.email),
    );
    await warmUp(base, tokens.slice(0, WARM_UP_CONVERSIONS * scenario.instances));

    // Sign-ins and warm-up went through the proxy too; only the run's requests are reported.
    const forwardedBefore = [...(proxy?.forwarded ?? [])];
    const sampler = sampleRun(instances, scenario.sampleMs);
    const results: Result[] = [];
    const started = performance.now();
    const startedAt = Date.now();
    const deadline = started + scenario.seconds * 1000;
    await Promise.all(
      accounts.map((account, i) =>
        client(base, { ...account, token: tokens[i] ?? '' }, deadline, results),
      ),
    );
    const elapsedS = (performance.now() - started) / 1000;
    const { samples, cpu } = sampler.stop();
    for (const instance of instances) {
      instance.eventLoop = instance.eventLoop.filter((e) => e.at >= startedAt);
      instance.warnings = instance.warnings.filter((w) => w.at >= startedAt);
    }
    return {
      scenario,
      elapsedS,
      results,
      samples,
      cpu,
      instances,
      peakServerHwmMb: instances.map((i) => peakRssMb(i.process.pid ?? 0)),
      forwarded: proxy ? proxy.forwarded.map((n, i) => n - (forwardedBefore[i] ?? 0)) : null,
    };
  } finally {
    await proxy?.close();
    for (const instance of instances) await stopInstance(instance);
  }
}

type RouteRow = (string | number)[];

/** Per-route latency and throughput, then all routes together. */
function routeTable(outcome: Outcome): { header: string[]; rows: RouteRow[] } {
  const header = ['route', 'requests', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'];
  const groups = [...Object.values(ROUTES), 'all routes'].map((route) => {
    const of = outcome.results.filter((r) => route === 'all routes' || r.route === route);
    const ms = of.map((r) => r.ms).sort((a, b) => a - b);
    return [
      route,
      of.length,
      f1(of.length / outcome.elapsedS),
      f1(percentile(ms, 0.5)),
      f1(percentile(ms, 0.95)),
      f1(percentile(ms, 0.99)),
      f1(ms.at(-1) ?? Number.NaN),
      of.filter((r) => !r.ok).length,
    ];
  });
  return { header, rows: groups };
}

/** Each distinct error with its route and count; an empty list when there were none. */
function errorList(outcome: Outcome): string[] {
  const counts = new Map<string, number>();
  for (const r of outcome.results)
    if (!r.ok)
      counts.set(`${r.route}: ${r.error}`, (counts.get(`${r.route}: ${r.error}`) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([what, n]) => `${n} × ${what}`);
}

/** Event-loop delay of one instance over the run: the median and worst 1-s p99, the median p50, the max. */
function eventLoopSummary(instance: Instance): string {
  const e = instance.eventLoop;
  if (e.length === 0) return 'no reports';
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const p99s = sorted(e.map((x) => x.p99));
  return `p50 ${f1(percentile(sorted(e.map((x) => x.p50)), 0.5))} ms, p99 ${f1(percentile(p99s, 0.5))} ms (worst second ${f1(p99s.at(-1) ?? Number.NaN)} ms), max ${f1(Math.max(...e.map((x) => x.max)))} ms over ${e.length} one-second reports`;
}

/** The largest sampled sum of every server and its conversion children, and its parts at that moment. */
function peakTree(samples: readonly Sample[]): {
  total: number;
  servers: number;
  children: number;
} {
  let best = { total: 0, servers: 0, children: 0 };
  for (const s of samples) {
    const servers = s.servers.reduce((sum, x) => sum + x.server, 0);
    const children = s.servers.reduce((sum, x) => sum + x.children, 0);
    if (servers + children > best.total) best = { total: servers + children, servers, children };
  }
  return best;
}

function scenarioSection(outcome: Outcome): string {
  const { scenario } = outcome;
  const { header, rows } = routeTable(outcome);
  const errors = errorList(outcome);
  const peak = peakTree(outcome.samples);
  const lines = [
    `## ${scenario.title}`,
    '',
    `${clients} clients for ${scenario.seconds} s (measured ${f1(outcome.elapsedS)} s until the last request in flight ended), ${scenario.instances} instance${scenario.instances > 1 ? 's' : ''} on ${scenario.database === 'pglite' ? 'PGlite (DATA_DIR on disk)' : 'PostgreSQL'}.`,
    '',
    markdownTable(header, rows),
    '',
    `- Errors: ${errors.length === 0 ? '**0**' : `**${errors.reduce((n, e) => n + Number(e.split(' ')[0]), 0)}**: ${errors.join('; ')}`}.`,
    ...outcome.instances.map(
      (instance, i) =>
        `- Event-loop delay${outcome.instances.length > 1 ? ` of instance ${i + 1}` : ''}: ${eventLoopSummary(instance)}.`,
    ),
    `- Peak RSS, sampled every ${scenario.sampleMs / 1000} s: **${f1(peak.total)} MiB** for the server${outcome.instances.length > 1 ? 's' : ''} plus conversion children (server${outcome.instances.length > 1 ? 's' : ''} ${f1(peak.servers)} MiB, children ${f1(peak.children)} MiB at that moment); server peak (VmHWM) ${outcome.peakServerHwmMb.map((mb) => `${f1(mb)} MiB`).join(' and ')}.`,
  ];
  const { cpu } = outcome;
  const cores = cpus().length;
  const share = (seconds: number) =>
    `${f1(seconds)} s (${f1((seconds / cpu.wallS) * 100)}% of one core)`;
  lines.push(
    `- CPU used during the run (${f1(cpu.wallS)} s, ${cores} cores): server${outcome.instances.length > 1 ? 's' : ''} ${share(cpu.servers)}, conversion children (nice 10) ${share(cpu.children)}, the benchmark's own clients ${share(cpu.bench)}, everything else on the machine ${share(Math.max(0, cpu.machine - cpu.servers - cpu.children - cpu.bench))}; the cores were busy ${f1((cpu.machine / (cpu.wallS * cores)) * 100)}% of the time.`,
  );
  if (outcome.forwarded)
    lines.push(
      `- The proxy sent ${outcome.forwarded.join(' and ')} of the run's requests to the two instances.`,
    );
  const warnings = outcome.instances.flatMap((i) => i.warnings);
  lines.push(
    `- Server log lines at warn or above during the run: ${warnings.length === 0 ? 'none' : `${warnings.length}, first: \`${warnings[0]?.line.slice(0, 300)}\``}.`,
  );
  return lines.join('\n');
}

/** The soak's memory minute by minute, and whether it stayed flat after the warm-up. */
function soakSection(outcome: Outcome): string {
  const start = outcome.samples[0]?.at ?? 0;
  const minutes = Math.ceil(outcome.scenario.seconds / 60);
  const rows: RouteRow[] = [];
  const serverByMinute: number[] = [];
  for (let m = 0; m < minutes; m++) {
    const inMinute = outcome.samples.filter(
      (s) => s.at - start >= m * 60_000 && s.at - start < (m + 1) * 60_000,
    );
    const mean = (pickMb: (s: Sample) => number) =>
      inMinute.reduce((sum, s) => sum + pickMb(s), 0) / Math.max(1, inMinute.length);
    const server = mean((s) => s.servers[0]?.server ?? 0);
    const children = mean((s) => s.servers[0]?.children ?? 0);
    const max = Math.max(
      ...inMinute.map((s) => (s.servers[0]?.server ?? 0) + (s.servers[0]?.children ?? 0)),
    );
    const requests = outcome.results.filter(
      (r) => r.at - start >= m * 60_000 && r.at - start < (m + 1) * 60_000,
    );
    serverByMinute.push(server);
    rows.push([
      m + 1,
      f1(server),
      f1(children),
      f1(server + children),
      f1(max),
      requests.length,
      requests.filter((r) => !r.ok).length,
    ]);
  }
  // A least-squares line through the server's minutes after the warm-up: its growth over that span decides.
  const points = serverByMinute.slice(SOAK_WARM_UP_MINUTES).map((mb, i) => [i, mb] as const);
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const slope =
    points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0) /
    points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  const level = meanY - slope * meanX;
  const growth = (slope * (points.length - 1)) / level;
  const flat = Math.abs(growth) <= FLAT_SHARE;
  return [
    markdownTable(
      [
        'minute',
        'server RSS MiB (mean)',
        'children RSS MiB (mean)',
        'total MiB (mean)',
        'total MiB (max)',
        'requests',
        'errors',
      ],
      rows,
    ),
    '',
    `- Server RSS after the ${SOAK_WARM_UP_MINUTES}-minute warm-up: a least-squares trend of ${slope >= 0 ? '+' : ''}${f1(slope)} MiB per minute from ${f1(level)} MiB, ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% over the remaining ${points.length - 1} minutes. **${flat ? 'Flat' : 'Not flat'}** (the rule: the trend moves the level by at most ${FLAT_SHARE * 100}% over the soak after warm-up).`,
    `- The children's RSS is a saw-tooth by design: a child is replaced after 200 jobs or when it keeps more than half its budget after a job.`,
  ].join('\n');
}

function report(outcomes: Outcome[], soaks: Outcome[], skipped: string[]): string {
  const mix = MIX.map(([action, weight]) => `${ROUTES[action]} ${weight}%`).join(', ');
  return [
    '# Load benchmark',
    '',
    `Generated by \`npm run bench:load${soaks.length > 0 ? ` -- --soak --soak-db ${soakDbs.join(',')}` : ''}\` (bench/load.ts) on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}. Load average when the report was written: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ', ',
      )} (the machine is shared with other work, and the clients run on the same two cores as the servers; figures are noisy).`,
    '',
    `Set-up: the built server (\`node apps/server/dist/server.js\`) on 127.0.0.1, default settings (${'CONVERSION_WORKERS'} = cores, at most 4) except: ${Object.entries(
      RAISED_LIMITS,
    )
      .map(([k, v]) => `\`${k}=${v}\``)
      .join(
        ', ',
      )} (every client connects from 127.0.0.1, so the per-address caps and rate limits would otherwise refuse most of the run), \`EVENT_LOOP_STATS_MS=${EVENT_LOOP_STATS_MS}\` (the server logs its event-loop delay each second) and one \`TOKEN_SECRET\` shared by the instances.`,
    '',
    `Each client owns a seeded enterprise (unlimited) account, signed in before the run (${SIGN_IN_CONCURRENCY} at a time, not measured), then loops: a think time drawn uniformly from 0 to ${2 * thinkMs} ms, then one action drawn from the mix (${mix}). A sign-up registers a new account; a login signs the client's own account in again; a conversion uploads \`${SAMPLE}\` (${SAMPLE_PAGES} pages) and stores the document, so the document lists grow during the run. An answer that is not 2xx, or not the expected body, is an error. Before measuring, ${WARM_UP_CONVERSIONS} conversions per instance warm the conversion processes up. Percentiles are nearest-rank over every request of the run.`,
    '',
    ...outcomes.flatMap((o) => [scenarioSection(o), '']),
    ...soaks.flatMap((soak) => [
      `## Soak: ${soak.scenario.title}`,
      '',
      scenarioSection(soak).split('\n').slice(2).join('\n'),
      '',
      soakSection(soak),
      '',
    ]),
    ...(skipped.length > 0 ? ['## Not run', '', ...skipped.map((s) => `- ${s}`), ''] : []),
    '## Reading the figures',
    '',
    '- PGlite runs every query inside the server process, on its event loop (WebAssembly), and keeps its data and caches in that process: the PGlite runs show a slower event loop and a larger server RSS than PostgreSQL, whose work happens in its own processes (not counted here).',
    '- Conversion children run at nice 10, so on a machine busy with other work they get little CPU and conversions queue; past 32 waiting jobs per child, or 30 s of waiting, the answer is 503 `server_busy` with Retry-After. The CPU line of each run shows how much of the machine the servers, their children, the clients and everything else had.',
    "- Sign-ups and logins hash with argon2id (19 MiB, 2 passes) on the libuv thread pool, which the upload temp files share; their latency is that of the hash on a shared machine, and their CPU counts as the server's.",
    '',
  ].join('\n');
}

const scenarios = (
  [
    {
      key: 'pglite',
      title: 'PGlite, one instance',
      database: 'pglite',
      instances: 1,
      seconds,
      sampleMs: SAMPLE_MS,
    },
    {
      key: 'postgres',
      title: 'PostgreSQL, one instance',
      database: 'postgres',
      instances: 1,
      seconds,
      sampleMs: SAMPLE_MS,
    },
    {
      key: 'two-instances',
      title: 'PostgreSQL, two instances behind a round-robin proxy',
      database: 'postgres',
      instances: 2,
      seconds,
      sampleMs: SAMPLE_MS,
    },
  ] satisfies Scenario[]
).filter((s) => only === undefined || s.key === only);
const soakScenarios: Scenario[] =
  cli.has('soak') || only === 'soak'
    ? soakDbs.map((database) => ({
        key: `soak-${database}`,
        title: `${database === 'pglite' ? 'PGlite' : 'PostgreSQL'}, one instance, ${soakMinutes} minutes`,
        database,
        instances: 1,
        seconds: soakMinutes * 60,
        sampleMs: SOAK_SAMPLE_MS,
      }))
    : [];

console.log('building the server bundle...');
await buildServer();
const needsPostgres = [...scenarios, ...soakScenarios].some((s) => s.database === 'postgres');
const skipped: string[] = [];
let cluster: Cluster | null = null;
if (needsPostgres && POSTGRES_AVAILABLE) cluster = await startCluster();
try {
  const outcomes: Outcome[] = [];
  for (const scenario of scenarios) {
    if (scenario.database === 'postgres' && !cluster) {
      skipped.push(`${scenario.title}: PostgreSQL's server binaries are not installed.`);
      continue;
    }
    const outcome = await run(scenario, cluster);
    console.log(textTable(...(Object.values(routeTable(outcome)) as [string[], RouteRow[]])));
    console.log(errorList(outcome).join('\n') || 'no errors');
    for (const instance of outcome.instances)
      console.log(
        `event-loop max by second (ms): ${instance.eventLoop.map((e) => Math.round(e.max)).join(' ')}`,
      );
    outcomes.push(outcome);
  }
  const soaks: Outcome[] = [];
  for (const scenario of soakScenarios) {
    if (scenario.database === 'postgres' && !cluster)
      skipped.push(`The soak on PostgreSQL: its server binaries are not installed.`);
    else soaks.push(await run(scenario, cluster));
  }
  const text = report(outcomes, soaks, skipped);
  writeFileSync(reportPath, text);
  console.log(`\n${text}\nwrote ${path.relative(ROOT, reportPath)}`);
} finally {
  await cluster?.destroy();
}
