import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

// From src/db/ (tsx, tests) or from the dist/ bundle, the migrations folder sits at apps/server/migrations.
const CANDIDATE_DIRS = [
  new URL('../../migrations/', import.meta.url),
  new URL('../migrations/', import.meta.url),
];

export function migrationsDir(): string {
  const found = CANDIDATE_DIRS.map((u) => fileURLToPath(u)).find((dir) => existsSync(dir));
  if (!found) throw new Error('The migrations folder was not found beside the server');
  return found;
}

/** Applies every migration not yet applied, in name order, each in its own transaction, under the lock. */
export async function migrate(db: Db, dir: string = migrationsDir()): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return db.withMigrationLock(async (conn) => {
    await conn.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(`${dir}/${file}`, 'utf8');
      // PGlite's lock is already a transaction; on PostgreSQL each file gets its own.
      const ownTransaction = db.kind === 'postgres';
      if (ownTransaction) await conn.exec('BEGIN');
      try {
        await conn.exec(sql);
        await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        if (ownTransaction) await conn.exec('COMMIT');
      } catch (error) {
        if (ownTransaction) await conn.exec('ROLLBACK');
        throw error;
      }
      applied.push(file);
    }
    return applied;
  });
}
