/** A private PostgreSQL cluster a test can stop and start, from Debian's binaries via scripts/pg-cluster.sh. */
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './paths.ts';
import { freePort } from './server.ts';

const run = promisify(execFile);
const CLUSTER_SCRIPT = join(REPO_ROOT, 'scripts/pg-cluster.sh');

/** True when the PostgreSQL server binaries are installed (checked once, when a test file loads). */
export const POSTGRES_AVAILABLE =
  spawnSync('bash', [CLUSTER_SCRIPT, 'check'], { stdio: 'ignore' }).status === 0;

/** CI must run the PostgreSQL variants: a missing install there is a failure, not a skip. */
export const POSTGRES_REQUIRED = process.env.CI === 'true';

export type Cluster = {
  /** A new empty database in this cluster (one per server under test, so no state is shared). */
  createDatabase: () => Promise<string>;
  /** `pg_ctl stop -m fast`: every connection is cut and new ones are refused until `start`. */
  stop: () => Promise<void>;
  /** Starts the stopped cluster again on the same port and data. */
  start: () => Promise<void>;
  /** Stops the cluster at once and deletes it. */
  destroy: () => Promise<void>;
};

async function cluster(...args: string[]): Promise<string> {
  const { stdout } = await run('bash', [CLUSTER_SCRIPT, ...args]);
  return stdout.trim();
}

/** Creates and starts a throwaway cluster on a free loopback port. */
export async function startCluster(): Promise<Cluster> {
  const dir = await mkdtemp(join(tmpdir(), 'statemint-faults-pg-'));
  const port = String(await freePort());
  await cluster('start', dir, port);
  return {
    createDatabase: () => cluster('createdb', port, `faults_${randomBytes(6).toString('hex')}`),
    stop: async () => {
      await cluster('stop', dir, 'fast');
    },
    start: async () => {
      await cluster('start', dir, port);
    },
    destroy: async () => {
      await cluster('stop', dir, 'immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

if (!POSTGRES_AVAILABLE) {
  console.warn(
    `${POSTGRES_REQUIRED ? 'FAILING' : 'SKIPPED'}: the PostgreSQL fault tests need Debian's postgresql package (apt-get install postgresql).`,
  );
}
