/**
 * Stage (c): hostile uploads through the HTTP API of the built server, each followed by another visitor's
 * conversion of a real sample, while /api/health is polled and the server's memory is sampled from /proc.
 * A server that dies is recorded against the upload that killed it and restarted on the same data.
 */
import type { ChildProcess } from 'node:child_process';
import { closeSync, fstatSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { treeRssKb } from './lib/capped.ts';
import {
  freePort,
  multipartBody,
  seedUsers,
  startServer,
  waitForHealth,
} from '../lib/serverHarness.ts';
import type { Expect } from './hostile/index.ts';

/** Anonymous conversions allowed per address for the run, so that the cap never hides what a file does. */
const ANONYMOUS_LIMIT_FOR_RUN = 1_000_000;
/** The signed-up attacker's daily allowance: large, so that hostile files that convert never run it dry. */
const ATTACKER_PAGES = 1_000_000;
/** The real free tier's allowance, for the negative-count race (spec section 9). */
const FREE_PAGES = 7;
const HEALTH_POLL_MS = 250;
const HEALTH_TIMEOUT_MS = 2_000;
/** Longer than any job bound, so that a slow answer is measured rather than cut. */
const REQUEST_TIMEOUT_MS = 180_000;
/** A victim kept waiting longer than this while hostile jobs run counts as harmed (its own conversion takes under 2 s). */
const VICTIM_SLOW_MS = 10_000;
/** The issue's target for the server's resident memory. */
export const SERVER_RSS_TARGET_MB = 1536;
const PASSWORD = 'fuzz password 123';
const LOG_TAIL_LINES = 3;
/** How long a broken connection may precede the server's exit being observed. */
const EXIT_WAIT_MS = 3_000;

export type HttpInput = {
  name: string;
  bytes: Uint8Array;
  expect?: Expect;
  /** Send through both endpoints (hostile set) rather than one, alternating (mutants). */
  bothEndpoints: boolean;
};

export type Victim = { name: string; bytes: Uint8Array; transactions: number };

export type Endpoint = 'anonymous' | 'process-pdf';

export type RequestRecord = {
  endpoint: Endpoint;
  status: number | null;
  code?: string;
  detail?: string;
  ms: number;
  /** Network failure: the connection was reset or the request timed out. */
  error?: string;
  transactions?: number;
  pagesUsed?: number;
};

export type HttpFinding =
  'server-death' | '5xx' | 'no-answer' | 'victim-failed' | 'quota' | 'no-detail' | 'unexpected';

export type HttpVerdict = {
  name: string;
  attacker: RequestRecord[];
  victims: RequestRecord[];
  findings: HttpFinding[];
  notes: string[];
  /** Peak resident memory of the server's process tree while this input and its victims ran. */
  peakRssMb: number;
  /** Resident memory of the server's process tree once this input and its victims were done. */
  rssAfterMb: number;
};

export type ScenarioResult = {
  name: string;
  description: string;
  outcome: string;
  failed: boolean;
  /** How long the victim waited, in the concurrent scenarios. */
  victimMs?: number;
  /** Victim conversions in the scenario, and how many of them failed. */
  victims: number;
  victimsFailed: number;
};

export type HttpSummary = {
  verdicts: HttpVerdict[];
  scenarios: ScenarioResult[];
  deaths: { cause: string; log: string }[];
  health: { polls: number; failed: number; longestGapMs: number; slowestMs: number };
  peakTreeRssMb: number;
  peakMainRssMb: number;
  requests: RequestRecord[];
  victimMs: number[];
  /** Victim conversions right after each input (scenarios count their own). */
  mainVictims: { total: number; failed: number };
  ms: number;
};

type Account = { email: string; token: string };

/** The server under test, restarted on the same DATA_DIR when it dies. */
class Server {
  child: ChildProcess | null = null;
  base = '';
  readonly deaths: { cause: string; log: string }[] = [];
  private logFd = -1;
  /** Where this run of the server starts in the log file. */
  private logStart = 0;

  constructor(
    private readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  get logFile(): string {
    return path.join(this.dataDir, 'server.log');
  }

  async start(): Promise<void> {
    const port = await freePort();
    this.base = `http://127.0.0.1:${port}`;
    this.logFd = openSync(this.logFile, 'a');
    this.logStart = fstatSync(this.logFd).size;
    this.child = startServer({
      port,
      dataDir: this.dataDir,
      env: this.env,
      stdio: ['ignore', this.logFd, this.logFd],
    });
    await waitForHealth(this.base, this.child);
  }

  alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * After a request: if the server is gone, records why and starts it again. Returns whether it had died.
   * `unanswered` (the connection broke) waits for the exit to be seen, so the death is not charged to the next request.
   */
  async check(cause: string, unanswered = false): Promise<boolean> {
    const deadline = Date.now() + (unanswered ? EXIT_WAIT_MS : 0);
    while (this.alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    if (this.alive()) return false;
    const lines = readFileSync(this.logFile, 'utf8')
      .slice(this.logStart)
      .split('\n')
      .filter((l) => l.trim() !== '' && !/^\s*\d+: 0x/.test(l));
    // The fatal line says why (V8's heap limit, an unhandled rejection); the last lines say what came before.
    const fatal = lines.find((l) => /FATAL ERROR|Fatal process|out of memory/i.test(l));
    const tail = [
      ...(fatal ? [fatal] : []),
      ...lines.slice(-LOG_TAIL_LINES).map((l) => l.slice(0, 200)),
    ];
    const how = this.child?.signalCode ?? `exit ${this.child?.exitCode}`;
    this.deaths.push({ cause, log: `${how}: ${tail.join(' | ')}`.slice(0, 900) });
    closeSync(this.logFd);
    await this.start();
    return true;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && this.alive()) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    if (this.logFd >= 0) closeSync(this.logFd);
  }
}

/** Polls health and samples memory in the background. */
class Monitor {
  polls = 0;
  failed = 0;
  slowestMs = 0;
  longestGapMs = 0;
  peakTreeKb = 0;
  peakMainKb = 0;
  /** Peak since the last `window()` call. */
  windowKb = 0;
  private lastOk = Date.now();
  private busy = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly server: Server) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), HEALTH_POLL_MS);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The peak since the previous call (with a sample taken now, as short inputs fall between polls), in MiB. */
  window(): number {
    const pid = this.server.alive() ? this.server.child?.pid : undefined;
    if (pid !== undefined) this.windowKb = Math.max(this.windowKb, treeRssKb(pid));
    const peak = this.windowKb / 1024;
    this.windowKb = 0;
    return peak;
  }

  private async tick(): Promise<void> {
    if (this.busy || !this.server.alive()) return;
    this.busy = true;
    const pid = this.server.child?.pid;
    if (pid !== undefined) {
      const tree = treeRssKb(pid);
      this.peakTreeKb = Math.max(this.peakTreeKb, tree);
      this.windowKb = Math.max(this.windowKb, tree);
      try {
        const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        this.peakMainKb = Math.max(this.peakMainKb, Number(m?.[1] ?? 0));
      } catch {
        // Exited between the check and the read.
      }
    }
    const t0 = performance.now();
    try {
      const res = await fetch(`${this.server.base}/api/health`, {
        signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      this.polls += 1;
      if (!res.ok) throw new Error(String(res.status));
      this.slowestMs = Math.max(this.slowestMs, performance.now() - t0);
      this.lastOk = Date.now();
    } catch {
      // A poll that fails because the server just died is counted as a death, not as a health failure.
      if (this.server.alive()) {
        this.failed += 1;
        this.longestGapMs = Math.max(this.longestGapMs, Date.now() - this.lastOk);
      }
    } finally {
      this.busy = false;
    }
  }
}

type Session = { server: Server; attacker: Account; victim: Account; free: Account };

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.55.0.1' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login of ${email} failed with ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Uploads one PDF; every outcome, including a dead connection, becomes a record. */
async function upload(
  base: string,
  endpoint: Endpoint,
  bytes: Uint8Array,
  filename: string,
  who: { token?: string; fingerprint?: string; address: string },
): Promise<RequestRecord> {
  const { body, contentType } = multipartBody(bytes, filename);
  const headers: Record<string, string> = {
    'content-type': contentType,
    'x-forwarded-for': who.address,
  };
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  if (who.fingerprint) headers['x-browser-fingerprint'] = who.fingerprint;
  const url = `${base}/api/${endpoint === 'anonymous' ? 'anonymous/convert' : 'process-pdf'}`;
  const t0 = performance.now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const ms = performance.now() - t0;
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON: recorded as a missing detail below.
    }
    const record: RequestRecord = { endpoint, status: res.status, ms };
    if (typeof json.code === 'string') record.code = json.code;
    if (typeof json.detail === 'string') record.detail = json.detail;
    const data = json.data as { transactions?: unknown[] } | undefined;
    if (res.status === 200 && Array.isArray(data?.transactions))
      record.transactions = data.transactions.length;
    if (typeof json.pages_used === 'number') record.pagesUsed = json.pages_used;
    return record;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      endpoint,
      status: null,
      ms: performance.now() - t0,
      error: `${(error as Error).name}${cause ? ` ${cause}` : ''}`,
    };
  }
}

async function pagesRemaining(base: string, token: string): Promise<number | null | undefined> {
  try {
    const res = await fetch(`${base}/api/user/profile`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.55.0.1' },
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS * 5),
    });
    if (!res.ok) return undefined;
    return ((await res.json()) as { pages_remaining: number | null }).pages_remaining;
  } catch {
    return undefined;
  }
}

/** Addresses in a private range, different per request, so that per-address limits never mix attacker and victim. */
function address(prefix: number, n: number): string {
  return `10.${prefix}.${(n >>> 8) & 255}.${n & 255}`;
}

/** Judges one attacker answer against what the input should give. */
function judge(
  input: HttpInput,
  r: RequestRecord,
  findings: Set<HttpFinding>,
  notes: string[],
): void {
  if (r.status === null) {
    findings.add('no-answer');
    notes.push(`${r.endpoint}: no answer (${r.error})`);
    return;
  }
  if (r.status >= 500 && r.status !== 503) {
    findings.add('5xx');
    notes.push(`${r.endpoint}: ${r.status} ${r.code ?? ''}`);
  }
  if (r.status >= 400 && r.detail === undefined) {
    findings.add('no-detail');
    notes.push(`${r.endpoint}: ${r.status} without a detail`);
  }
  const e = input.expect;
  if (!e) return;
  if (r.status === 200) {
    const wrong: string[] = [];
    if (!e.converts) wrong.push(`converted, expected ${e.errors.join('/')}`);
    if (e.transactions !== undefined && r.transactions !== e.transactions)
      wrong.push(`${r.transactions} transactions, expected ${e.transactions}`);
    if (
      r.pagesUsed !== undefined &&
      e.minPagesCharged !== undefined &&
      r.pagesUsed < e.minPagesCharged
    )
      wrong.push(`charged ${r.pagesUsed} pages, expected at least ${e.minPagesCharged}`);
    if (
      r.pagesUsed !== undefined &&
      e.maxPagesCharged !== undefined &&
      r.pagesUsed > e.maxPagesCharged
    )
      wrong.push(`charged ${r.pagesUsed} pages, expected at most ${e.maxPagesCharged}`);
    if (wrong.length > 0) {
      findings.add('unexpected');
      notes.push(`${r.endpoint}: ${wrong.join(', ')}`);
    }
    return;
  }
  if (r.code === undefined || !(e.errors as readonly string[]).includes(r.code)) {
    findings.add('unexpected');
    notes.push(
      `${r.endpoint}: ${r.status} ${r.code ?? '(no code)'}, expected ${[...(e.converts ? ['a conversion'] : []), ...e.errors].join(' or ')}`,
    );
  }
}

let counter = 0;

/** One victim conversion of a real sample, anonymous or signed in, alternating. */
async function victimConversion(
  s: Session,
  victims: readonly Victim[],
): Promise<{ record: RequestRecord; ok: boolean; victim: Victim }> {
  const n = counter++;
  const victim = victims[n % victims.length]!;
  const endpoint: Endpoint = n % 2 === 0 ? 'anonymous' : 'process-pdf';
  const record = await upload(s.server.base, endpoint, victim.bytes, `${victim.name}.pdf`, {
    ...(endpoint === 'anonymous' ? { fingerprint: `fuzz-victim-${n}` } : { token: s.victim.token }),
    address: address(endpoint === 'anonymous' ? 99 : 98, n),
  });
  return {
    record,
    ok: record.status === 200 && record.transactions === victim.transactions,
    victim,
  };
}

/** One attacker upload through `endpoint`, with the quota checked around signed-in uploads. */
async function attack(
  s: Session,
  input: HttpInput,
  endpoint: Endpoint,
  findings: Set<HttpFinding>,
  notes: string[],
): Promise<RequestRecord> {
  const n = counter++;
  const before =
    endpoint === 'process-pdf' ? await pagesRemaining(s.server.base, s.attacker.token) : undefined;
  const record = await upload(s.server.base, endpoint, input.bytes, `${input.name}.pdf`, {
    ...(endpoint === 'anonymous'
      ? { fingerprint: `fuzz-attacker-${n}` }
      : { token: s.attacker.token }),
    address: endpoint === 'anonymous' ? address(66, n) : '10.77.0.1',
  });
  if (await s.server.check(`${input.name} (${endpoint})`, record.status === null)) {
    findings.add('server-death');
    notes.push(`${endpoint}: the server died`);
  }
  if (endpoint === 'process-pdf' && typeof before === 'number') {
    const after = await pagesRemaining(s.server.base, s.attacker.token);
    const charged = record.status === 200 ? (record.pagesUsed ?? 0) : 0;
    if (
      typeof after === 'number' &&
      (after !== before - charged || after > ATTACKER_PAGES || after < 0)
    ) {
      findings.add('quota');
      notes.push(
        `pages remaining ${before} -> ${after} after ${record.status ?? 'no answer'}, ${charged} pages charged`,
      );
    }
  }
  return record;
}

export type HttpOptions = {
  inputs: readonly HttpInput[];
  victims: readonly Victim[];
  /** Inputs looped against a victim (hostile then victim, `loopRounds` times). */
  loopNames: readonly string[];
  loopRounds: number;
  /** Inputs sent `concurrentCopies` at a time while a victim converts. */
  concurrentNames: readonly string[];
  concurrentCopies: number;
  raceInput?: HttpInput;
  raceRounds: number;
  raceSample: Victim;
  onProgress?: (done: number, total: number) => void;
};

/** Runs the whole HTTP stage against a fresh server. */
export async function runHttpStage(options: HttpOptions): Promise<HttpSummary> {
  const t0 = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'statemint-fuzz-'));
  await seedUsers(dataDir, [
    {
      email: 'attacker@fuzz.test',
      password: PASSWORD,
      name: 'Attacker',
      tier: 'daily_free',
      pages: ATTACKER_PAGES,
    },
    {
      email: 'victim@fuzz.test',
      password: PASSWORD,
      name: 'Victim',
      tier: 'enterprise',
      pages: null,
    },
    {
      email: 'free@fuzz.test',
      password: PASSWORD,
      name: 'Free',
      tier: 'daily_free',
      pages: FREE_PAGES,
    },
  ]);
  const server = new Server(dataDir, {
    ANONYMOUS_DAILY_LIMIT_PER_ADDRESS: String(ANONYMOUS_LIMIT_FOR_RUN),
    // Requests carry X-Forwarded-For, so that attacker and victim come from different addresses.
    TRUST_PROXY: '127.0.0.1',
  });
  await server.start();
  const monitor = new Monitor(server);
  monitor.start();
  const requests: RequestRecord[] = [];
  const victimMs: number[] = [];
  const verdicts: HttpVerdict[] = [];
  const scenarios: ScenarioResult[] = [];
  let mainVictims = { total: 0, failed: 0 };
  try {
    const s: Session = {
      server,
      attacker: {
        email: 'attacker@fuzz.test',
        token: await login(server.base, 'attacker@fuzz.test'),
      },
      victim: { email: 'victim@fuzz.test', token: await login(server.base, 'victim@fuzz.test') },
      free: { email: 'free@fuzz.test', token: await login(server.base, 'free@fuzz.test') },
    };
    let failedVictims = 0;
    let totalVictims = 0;
    const victimAfter = async (
      cause: string,
      findings: Set<HttpFinding>,
      notes: string[],
      into: RequestRecord[],
    ) => {
      const v = await victimConversion(s, options.victims);
      totalVictims += 1;
      into.push(v.record);
      requests.push(v.record);
      if (v.record.status !== null) victimMs.push(v.record.ms);
      if (await s.server.check(`victim after ${cause}`, v.record.status === null))
        findings.add('server-death');
      if (!v.ok) {
        failedVictims += 1;
        findings.add('victim-failed');
        notes.push(
          `victim ${v.victim.name} (${v.record.endpoint}): ${v.record.status ?? v.record.error} ${v.record.code ?? ''} ${v.record.status === 200 ? `${v.record.transactions}/${v.victim.transactions} transactions` : ''}`.trim(),
        );
      }
    };

    let done = 0;
    for (const [i, input] of options.inputs.entries()) {
      monitor.window();
      const findings = new Set<HttpFinding>();
      const notes: string[] = [];
      const attacker: RequestRecord[] = [];
      const victims: RequestRecord[] = [];
      const endpoints: Endpoint[] = input.bothEndpoints
        ? ['anonymous', 'process-pdf']
        : [i % 2 === 0 ? 'anonymous' : 'process-pdf'];
      for (const endpoint of endpoints) {
        const r = await attack(s, input, endpoint, findings, notes);
        attacker.push(r);
        requests.push(r);
        judge(input, r, findings, notes);
        await victimAfter(input.name, findings, notes, victims);
      }
      verdicts.push({
        name: input.name,
        attacker,
        victims,
        findings: [...findings],
        notes,
        peakRssMb: monitor.window(),
        rssAfterMb: server.child?.pid !== undefined ? treeRssKb(server.child.pid) / 1024 : 0,
      });
      options.onProgress?.(++done, options.inputs.length);
    }

    mainVictims = { total: totalVictims, failed: failedVictims };

    for (const name of options.loopNames) {
      const input = options.inputs.find((x) => x.name === name);
      if (!input) continue;
      const findings = new Set<HttpFinding>();
      const notes: string[] = [];
      const victims: RequestRecord[] = [];
      const failedBefore = failedVictims;
      for (let round = 0; round < options.loopRounds; round++) {
        const r = await attack(s, input, 'anonymous', findings, notes);
        requests.push(r);
        await victimAfter(`${name} loop`, findings, notes, victims);
      }
      const failed = failedVictims - failedBefore;
      scenarios.push({
        name: `loop ${name}`,
        description: `${options.loopRounds} rounds of this upload followed by a victim's conversion`,
        outcome: `${failed} of ${victims.length} victim conversions failed; ${findings.has('server-death') ? 'the server died' : 'the server stayed up'}`,
        failed: failed > 0 || findings.has('server-death'),
        victims: victims.length,
        victimsFailed: failed,
      });
    }

    for (const name of options.concurrentNames) {
      const input = options.inputs.find((x) => x.name === name);
      if (!input) continue;
      monitor.window();
      const attacks = Array.from({ length: options.concurrentCopies }, (_, k) =>
        upload(s.server.base, 'anonymous', input.bytes, `${input.name}.pdf`, {
          fingerprint: `fuzz-flood-${counter++}-${k}`,
          address: address(67, counter++),
        }),
      );
      // The victim arrives once the copies are queued or running.
      await new Promise((r) => setTimeout(r, 1_000));
      const victim = await victimConversion(s, options.victims);
      const answers = await Promise.all(attacks);
      requests.push(...answers, victim.record);
      const died = await s.server.check(
        `${name} x${options.concurrentCopies}`,
        [...answers, victim.record].some((a) => a.status === null),
      );
      const statuses = answers.map((a) => a.status ?? a.error).join(', ');
      scenarios.push({
        name: `concurrent ${name}`,
        description: `${options.concurrentCopies} copies in flight (anonymous) while a victim converts ${victim.victim.name}`,
        outcome: `victim ${victim.ok ? 'converted' : `failed (${victim.record.status ?? victim.record.error} ${victim.record.code ?? ''})`} in ${(victim.record.ms / 1000).toFixed(1)} s; copies answered ${statuses}${died ? '; the server died' : ''}; server peak ${monitor.window().toFixed(0)} MB`,
        failed: !victim.ok || died || victim.record.ms > VICTIM_SLOW_MS,
        victimMs: victim.record.ms,
        victims: 1,
        victimsFailed: victim.ok ? 0 : 1,
      });
    }

    if (options.raceInput) {
      const race = options.raceInput;
      const before = await pagesRemaining(s.server.base, s.free.token);
      let charged = 0;
      const seen: string[] = [];
      for (let round = 0; round < options.raceRounds; round++) {
        const answers = await Promise.all([
          upload(s.server.base, 'process-pdf', race.bytes, `${race.name}.pdf`, {
            token: s.free.token,
            address: '10.78.0.1',
          }),
          upload(
            s.server.base,
            'process-pdf',
            options.raceSample.bytes,
            `${options.raceSample.name}.pdf`,
            { token: s.free.token, address: '10.78.0.1' },
          ),
          upload(
            s.server.base,
            'process-pdf',
            options.raceSample.bytes,
            `${options.raceSample.name}.pdf`,
            { token: s.free.token, address: '10.78.0.1' },
          ),
        ]);
        requests.push(...answers);
        for (const a of answers) {
          if (a.status === 200) charged += a.pagesUsed ?? 0;
          seen.push(String(a.status ?? a.error));
        }
        await s.server.check(
          `${race.name} race`,
          answers.some((a) => a.status === null),
        );
      }
      const after = await pagesRemaining(s.server.base, s.free.token);
      const expected = typeof before === 'number' ? before - charged : null;
      const ok =
        typeof after === 'number' && after === expected && after >= 0 && after <= FREE_PAGES;
      const fiveXX = seen.filter((x) => /^5\d\d$/.test(x) && x !== '503').length;
      scenarios.push({
        name: `race ${race.name}`,
        description: `${options.raceRounds} rounds of ${race.name} racing two ${options.raceSample.name} uploads on a free account (${FREE_PAGES} pages a day)`,
        outcome: `pages remaining ${before} -> ${after} (expected ${expected} after ${charged} pages charged); answers ${seen.join(', ')}`,
        failed: !ok || fiveXX > 0,
        victims: 0,
        victimsFailed: 0,
      });
    }
  } finally {
    monitor.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    verdicts,
    scenarios,
    deaths: server.deaths,
    health: {
      polls: monitor.polls,
      failed: monitor.failed,
      longestGapMs: monitor.longestGapMs,
      slowestMs: monitor.slowestMs,
    },
    peakTreeRssMb: monitor.peakTreeKb / 1024,
    peakMainRssMb: monitor.peakMainKb / 1024,
    requests,
    victimMs,
    mainVictims,
    ms: performance.now() - t0,
  };
}
