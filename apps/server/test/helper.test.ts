import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/db/migrate.ts';
import { build, signUp, TEST_DATABASE_URL } from './helper.ts';

describe.skipIf(TEST_DATABASE_URL)('build on PGlite (test helper)', () => {
  let closed: Awaited<ReturnType<typeof build>> | undefined;

  it('signs up a user on the first app, which closes with the test', async () => {
    const app = await build();
    await signUp(app, 'first-app@example.com');
    const rows = await app.db.query<{ email: string }>('SELECT email FROM users');
    expect(rows).toEqual([{ email: 'first-app@example.com' }]);
    closed = app;
  });

  it('gives the next app an empty migrated database, and the closed app none', async () => {
    const app = await build();
    expect(await app.db.query('SELECT email FROM users')).toEqual([]);
    const applied = await app.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    const files = readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql'));
    expect(applied.map((row) => row.name)).toEqual(files.sort());
    await expect(closed!.db.query('SELECT 1')).rejects.toThrow(
      'This test database was closed with its app.',
    );
  });
});
