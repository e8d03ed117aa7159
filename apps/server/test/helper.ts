import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { onTestFinished } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { buildApp, serverOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { pgliteDb, type Db } from '../src/db/db.ts';
import { migrate, migrationsDir } from '../src/db/migrate.ts';

/** Set by `npm run test:postgres`; without it every test runs on an in-memory PGlite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const FIXTURES = path.resolve(
  import.meta.dirname,
  '../../../packages/extract/fixtures/real',
);
/** A 3-page statement the engine converts. */
export const THREE_PAGE_PDF = 'hsbc-uk-savings-87654321-2019-08-08.pdf';

export function fixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURES, name));
}

/** A fresh PostgreSQL schema, dropped when the test finishes; its URL pins search_path to it. */
export async function freshSchema(): Promise<string> {
  if (!TEST_DATABASE_URL) throw new Error('freshSchema needs TEST_DATABASE_URL');
  const schema = `t_${randomBytes(8).toString('hex')}`;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  onTestFinished(async () => {
    const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(`DROP SCHEMA ${schema} CASCADE`);
    await c.end();
  });
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

let image: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite database as a dumped data folder. Creating a PGlite (its initdb) and migrating it
 * takes seconds, so the first test file to need one makes the dump and the others start their PGlite
 * instances from it: it is shared through a file named by the migrations' contents.
 */
function pgliteImage(): Promise<Blob> {
  image ??= (async () => {
    const dir = migrationsDir();
    const hash = createHash('sha256');
    for (const f of readdirSync(dir).sort()) hash.update(f).update(readFileSync(path.join(dir, f)));
    const file = path.join(tmpdir(), `statemint-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const pglite = await PGlite.create();
      await migrate(pgliteDb(pglite));
      const dump = await pglite.dumpDataDir('none');
      await pglite.close();
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(tmp, new Uint8Array(await dump.arrayBuffer()));
      renameSync(tmp, file);
      return dump;
    }
  })();
  return image;
}

/** This test file's PGlite instances that no open app uses. */
const idlePglites: PGlite[] = [];

/**
 * An in-memory PGlite database for one app. Starting PGlite takes over a second even from the migrated image,
 * so when an app closes, its instance goes back to this file's idle list, and the next app gets it with the
 * schema dropped and created empty: the app's own `migrate` builds it again, as on a new database. A closed
 * app's handle refuses every query, so nothing it still runs reaches the next app's database.
 */
async function pgliteDatabase(): Promise<Db> {
  const reused = idlePglites.pop();
  const pglite = reused ?? (await PGlite.create({ loadDataDir: await pgliteImage() }));
  if (reused) await pglite.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  const db = pgliteDb(pglite);
  let open = true;
  const guard = () => {
    if (!open) throw new Error('This test database was closed with its app.');
  };
  return {
    ...db,
    async query<T>(sql: string, params?: readonly unknown[]) {
      guard();
      return db.query<T>(sql, params);
    },
    async transaction(fn) {
      guard();
      return db.transaction(fn);
    },
    async withMigrationLock(fn) {
      guard();
      return db.withMigrationLock(fn);
    },
    close() {
      if (open) idlePglites.push(pglite);
      open = false;
      return Promise.resolve();
    },
  };
}

export type BuildOptions = {
  env?: Record<string, string>;
  /** Share one PostgreSQL schema between several instances (from `freshSchema`). */
  databaseUrl?: string;
  /** Collects the app's log (pino JSON lines, level info and up) here instead of discarding it. */
  logLines?: string[];
};

/** Builds the app on an empty migrated database (PGlite in memory, or a new PostgreSQL schema); closes it after the test. */
export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'statemint-test-'));
  const databaseUrl = options.databaseUrl ?? (TEST_DATABASE_URL ? await freshSchema() : undefined);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    CONVERSION_WORKERS: '2',
    // Most tests convert nothing: a conversion process starts when a job needs one.
    CONVERSION_WARM_CHILDREN: '0',
    // Every injected request comes from one address and tests often fire many at once: the per-address and
    // per-account caps get room here, and the tests of those caps set them low again.
    UPLOADS_IN_FLIGHT_PER_ADDRESS: '100',
    JOBS_IN_FLIGHT_PER_ADDRESS: '100',
    JOBS_IN_FLIGHT_PER_ACCOUNT: '100',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const lines = options.logLines;
  const app = await buildApp(
    {
      config,
      database: databaseUrl ? undefined : await pgliteDatabase(),
      serveWeb: false,
    },
    lines
      ? {
          logger: {
            ...(serverOptions(config).logger as object),
            level: 'info',
            stream: new Writable({
              write(chunk, _encoding, done) {
                lines.push(String(chunk));
                done();
              },
            }),
          },
        }
      : {},
  );
  onTestFinished(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

export const PASSWORD = 'correct horse battery';

/** Signs up a fresh user through the API and returns its token and id. */
export async function signUp(
  app: FastifyInstance,
  email = `user-${randomBytes(4).toString('hex')}@example.com`,
): Promise<{ token: string; userId: string; email: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { full_name: 'Ada Lovelace', email, password: PASSWORD, confirm_password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ access_token: string; user: { id: string } }>();
  return { token: body.access_token, userId: body.user.id, email };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A multipart/form-data body with one file field. */
export function multipart(
  content: Uint8Array,
  filename = 'statement.pdf',
  field = 'file',
  contentType = 'application/pdf',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----statemint${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
