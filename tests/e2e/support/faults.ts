/** The fault tests' harness: each runs on PGlite and on PostgreSQL, and reads what the server logged. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRACT_ERROR_MESSAGES } from '@statemint/contracts';
import { newUser, profileViaApi, signupViaApi, type ApiAnswer } from './api.ts';
import { POSTGRES_AVAILABLE, POSTGRES_REQUIRED, startCluster, type Cluster } from './postgres.ts';
import type { RunningServer } from './server.ts';

export type DatabaseUnderTest = {
  name: 'PGlite' | 'PostgreSQL';
  /** Settings for a server on a fresh database: none for PGlite (its DATA_DIR is on disk), a DATABASE_URL else. */
  env: () => Promise<Record<string, string>>;
  /** PostgreSQL's private cluster, which a test may stop and start. */
  cluster?: () => Cluster;
};

/**
 * Declares the tests of `body` twice: on PGlite, and on PostgreSQL in a private cluster of this file, which is
 * skipped with a loud message when Debian's postgresql package is missing (and fails in CI).
 */
export function onEachDatabase(body: (database: DatabaseUnderTest) => void): void {
  describe('on PGlite (DATA_DIR on disk)', () => body({ name: 'PGlite', env: async () => ({}) }));
  onPostgres(body);
}

/** Declares the tests of `body` on PostgreSQL only (a private cluster of this file). */
export function onPostgres(body: (database: DatabaseUnderTest) => void): void {
  if (!POSTGRES_AVAILABLE && POSTGRES_REQUIRED) {
    it('has PostgreSQL installed (required in CI)', () => {
      throw new Error("Debian's postgresql package is not installed: apt-get install postgresql");
    });
  }
  describe.skipIf(!POSTGRES_AVAILABLE)('on PostgreSQL', () => {
    let cluster: Cluster | undefined;
    beforeAll(async () => {
      cluster = await startCluster();
    });
    afterAll(async () => {
      await cluster?.destroy();
    });
    const running = (): Cluster => {
      if (cluster === undefined) throw new Error('The PostgreSQL cluster did not start.');
      return cluster;
    };
    body({
      name: 'PostgreSQL',
      env: async () => ({ DATABASE_URL: await running().createDatabase() }),
      cluster: running,
    });
  });
}

/** The answer to an upload that the conversion pool failed (out of memory, crash, time bound). */
export const TOO_COMPLEX = {
  status: 422,
  body: { detail: EXTRACT_ERROR_MESSAGES.too_complex, code: 'too_complex' },
} as const;

/** Status and body of an answer, for one exact comparison. */
export function statusAndBody(answer: ApiAnswer): { status: number; body: unknown } {
  return { status: answer.status, body: answer.body };
}

/** The pool's report of a failed job, as the server logs it. */
export type PoolFailure = { failure: string; signal: string | null };

/** Every conversion job the server's pool reported failed, in order (from its pino log). */
export async function poolFailures(server: RunningServer): Promise<PoolFailure[]> {
  const failures: PoolFailure[] = [];
  for (const line of (await server.log()).split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; failure?: string; signal?: string | null };
    if (entry.msg === 'conversion job failed in its child process' && entry.failure)
      failures.push({ failure: entry.failure, signal: entry.signal ?? null });
  }
  return failures;
}

/** A fresh daily_free account: its token and the pages it has left. */
export async function freshAccount(
  baseURL: string,
  name: string,
): Promise<{ token: string; pages: number }> {
  const token = await signupViaApi(baseURL, newUser(name));
  const { pages_remaining: pages } = await profileViaApi(baseURL, token);
  expect(pages).toBeTypeOf('number');
  return { token, pages: pages ?? 0 };
}
