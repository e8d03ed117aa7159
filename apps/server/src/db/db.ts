import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Anything that runs one parameterised statement. */
export type Queryable = {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
};

/** The database the app talks to: embedded PGlite or a PostgreSQL pool, behind one small surface. */
export type Db = Queryable & {
  kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; a thrown error rolls it back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs `fn` holding the migration lock, with `exec` for multi-statement SQL files. */
  withMigrationLock<T>(
    fn: (conn: Queryable & { exec(sql: string): Promise<void> }) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
};

/** Key of the PostgreSQL advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 734_105_601;
/** How long a request waits for a database connection before it fails as unavailable. */
const CONNECT_TIMEOUT_MS = 5000;
/** Connections per instance; conversions hold none while the engine runs. */
const POOL_SIZE = 10;

/** PGlite in `dataDir`, or in memory without one. */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  const db =
    dataDir === undefined
      ? await PGlite.create()
      : await PGlite.create(path.join(dataDir, 'pglite'));
  return pgliteDb(db);
}

/** The Db surface over an open PGlite. */
export function pgliteDb(db: PGlite): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await db.query<T>(sql, [...params])).rows;
    },
    transaction(fn) {
      return db.transaction((tx) =>
        fn({
          query: async <T>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<T>(sql, [...params])).rows,
        }),
      );
    },
    // One PGlite instance belongs to one process, so its own transaction mutex is the lock.
    withMigrationLock(fn) {
      return db.transaction((tx) =>
        fn({
          query: async <T>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<T>(sql, [...params])).rows,
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      );
    },
    close: async () => {
      if (!db.closed) await db.close();
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    // A database that does not answer fails the request (503) instead of holding it forever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]) =>
    (await client.query(sql, [...params])).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params = []) => run(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params = []) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async withMigrationLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await fn({
            query: (sql, params = []) => run(client, sql, params),
            exec: async (sql) => {
              await client.query(sql);
            },
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
