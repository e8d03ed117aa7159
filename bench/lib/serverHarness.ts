/** Starting the built server for a benchmark: a free port, a seeded database, health, uploads, memory. */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import type { SubscriptionTier } from '@statemint/contracts';
import { openPglite, openPostgres } from '../../apps/server/src/db/db.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');
const HEALTH_POLL_MS = 200;
export const START_TIMEOUT_MS = 60_000;

/** Bundles apps/server/dist (server and worker), as `npm run build -w @statemint/server` does. */
export async function buildServer(): Promise<void> {
  await import('../../apps/server/scripts/build.ts');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** An account written straight into the embedded database before the server starts; `pages` null is unlimited. */
export type SeedUser = {
  email: string;
  password: string;
  name: string;
  tier: SubscriptionTier;
  pages: number | null;
};

/** Writes `users` into the database a server will use: PGlite in a data folder, or a postgres:// URL. */
export async function seedUsers(database: string, users: readonly SeedUser[]): Promise<void> {
  const db = /^postgres(ql)?:/.test(database)
    ? await openPostgres(database)
    : await openPglite(database);
  await migrate(db);
  for (const u of users) {
    await db.query(
      `INSERT INTO users (id, full_name, email, email_normalized, password_hash, subscription_tier, pages_remaining, pages_limit)
       VALUES ($1, $2, $3, $3, $4, $5, $6, $6)`,
      [
        randomUUID(),
        u.name,
        u.email,
        await argon2.hash(u.password, { type: argon2.argon2id }),
        u.tier,
        u.pages,
      ],
    );
  }
  await db.close();
}

/** Starts apps/server/dist/server.js on loopback; `env` is added to this process's environment. */
export function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): ChildProcess {
  return spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(options.dataDir, 'no-web'),
      ...options.env,
    },
    stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, HEALTH_POLL_MS));
  }
  throw new Error('server did not become healthy in time');
}

/** A multipart/form-data body with one `file` field. */
export function multipartBody(
  content: Uint8Array,
  filename: string,
): { body: Buffer; contentType: string } {
  const boundary = `----statemintbench${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export { peakRssMb } from '../../tests/e2e/support/processes.ts';
