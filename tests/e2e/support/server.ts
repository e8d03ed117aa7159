import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWriteStream } from 'node:fs';
import { inject } from 'vitest';
import { REPO_ROOT } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite folder the production server created from nothing and migrated; each server starts on a copy. */
    pgliteTemplate?: string;
  }
}

/** The production entry point a user starts after `npm run build`. */
export const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/dist/server.js');
/** The folder of DATA_DIR that holds the server's PGlite database (apps/server/src/db/db.ts). */
export const PGLITE_FOLDER = 'pglite';
/** How long a fresh server (new PGlite data folder, migrations) may take to answer /api/health. */
const SERVER_READY_TIMEOUT_MS = 60_000;
/** Pause between two health probes while the server starts. */
const HEALTH_POLL_INTERVAL_MS = 200;
/** How long the server may take to shut down on SIGTERM before it is killed. */
const SERVER_STOP_TIMEOUT_MS = 15_000;
/** Lines of the server log quoted in a start-up failure. */
const LOG_TAIL_LINES = 40;

/**
 * Rate limits high enough that a journey (several logins, signups, anonymous conversions and failed
 * attempts from one address) never trips them; the names are those apps/server/src/config.ts reads.
 */
const GENEROUS_LIMITS = {
  LOGIN_FREE_FAILURES: '1000',
  LOGIN_LIMIT_PER_ADDRESS: '1000',
  SIGNUP_LIMIT_PER_ADDRESS: '1000',
  ANONYMOUS_DAILY_LIMIT_PER_ADDRESS: '1000',
} as const;

/** Journeys convert one file at a time; one worker thread leaves the shared cores to Chromium. */
const E2E_CONVERSION_WORKERS = '1';

export type ServerOptions = {
  /** Settings added to the defaults above (names from apps/server/src/config.ts), e.g. DATABASE_URL. */
  env?: Record<string, string>;
  /**
   * Start on this data folder (a restart on the same data, or a first start from nothing on an empty one);
   * it is the caller's and is never removed. Without it the server starts on a new data folder holding a
   * copy of the PGlite database the suite's global set-up migrated from nothing (support/global-setup.ts).
   */
  dataDir?: string;
  /** Listen on this port (from `freePort`), when a setting must name the address in advance. */
  port?: number;
  /** How long the server may take to answer /api/health (SERVER_READY_TIMEOUT_MS unless given). */
  readyTimeoutMs?: number;
};

export type RunningServer = {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  baseURL: string;
  /** The data folder (PGlite, generated secrets) of this run. */
  dataDir: string;
  /** The server's process id. */
  pid: number;
  /** True until the process exits, whatever the reason. */
  alive: () => boolean;
  /** Everything the server has logged so far (pino JSON lines). */
  log: () => Promise<string>;
  /** Kills the server with SIGKILL (no shutdown at all) and waits until it is gone; `stop` still cleans up. */
  kill: () => Promise<void>;
  /** Stops the server with SIGTERM (if it still runs) and removes its log and any data folder it made. */
  stop: () => Promise<void>;
};

/**
 * Starts `node apps/server/dist/server.js` on a free port, with a fresh data folder unless one is given,
 * and waits until it is healthy. Under the e2e suite the fresh folder holds a copy of the migrated template
 * database (unless DATABASE_URL points the server at PostgreSQL), so the server opens it and finds every
 * migration applied.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `${SERVER_ENTRY} does not exist: run \`npm run build\` first (npm run test:e2e does).`,
    );
  }
  const workDir = await mkdtemp(join(tmpdir(), 'statemint-e2e-'));
  const dataDir = options.dataDir ?? join(workDir, 'data');
  // The global set-up itself starts the server on a folder of its own, where no template is asked for.
  const template =
    options.dataDir === undefined && options.env?.DATABASE_URL === undefined
      ? pgliteTemplate()
      : undefined;
  if (template !== undefined) await cp(template, join(dataDir, PGLITE_FOLDER), { recursive: true });
  const logPath = join(workDir, 'server.log');
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logPath);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CONVERSION_WORKERS: E2E_CONVERSION_WORKERS,
      ...GENEROUS_LIMITS,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const readLog = () => readFile(logPath, 'utf8').catch(() => '');

  const stop = async (): Promise<void> => {
    await stopChild(child);
    log.end();
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, options.readyTimeoutMs ?? SERVER_READY_TIMEOUT_MS);
  } catch (error) {
    await stopChild(child);
    const tail = (await readLog()).split('\n').slice(-LOG_TAIL_LINES).join('\n');
    await rm(workDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n--- server log (last lines) ---\n${tail}`);
  }
  return {
    baseURL,
    dataDir,
    pid: child.pid ?? 0,
    alive: () => child.exitCode === null && child.signalCode === null,
    log: readLog,
    kill: () => killChild(child),
    stop,
  };
}

/**
 * The migrated PGlite folder of the e2e suite's global set-up; none outside a vitest run with it (bench/web.ts
 * starts servers too), where a fresh data folder starts empty.
 */
function pgliteTemplate(): string | undefined {
  return process.env.VITEST ? inject('pgliteTemplate') : undefined;
}

async function waitForHealth(
  baseURL: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited during start-up (code ${child.exitCode}, signal ${child.signalCode}).`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      const body: unknown = await response.json().catch(() => null);
      if (response.ok && isOkHealth(body)) return;
      lastProblem = `HTTP ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_INTERVAL_MS));
  }
  throw new Error(
    `GET ${baseURL}/api/health did not answer {"status":"ok"} within ${timeoutMs} ms (${lastProblem}).`,
  );
}

function isOkHealth(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'status' in body && body.status === 'ok';
}

async function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Asks the OS for a port nobody listens on. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port.'));
      });
    });
  });
}
