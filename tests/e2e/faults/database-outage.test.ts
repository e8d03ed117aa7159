/**
 * PostgreSQL stopped and started again under the running server (issue 7, fault tests): meanwhile every
 * request answers 503 with a detail, the process neither exits nor restarts, and afterwards it serves again
 * without help. Black box against the built server; apps/server/test/database-outage.test.ts covers the same
 * in-process with a TCP relay.
 */
import { readFile } from 'node:fs/promises';
import { expect, it, onTestFinished } from 'vitest';
import { DAILY_FREE_PAGES } from '@statemint/contracts';
import {
  convertViaApi,
  loginViaApi,
  newUser,
  postPdf,
  profileViaApi,
  signupViaApi,
} from '../support/api.ts';
import { onPostgres, statusAndBody } from '../support/faults.ts';
import { waitUntil } from '../support/processes.ts';
import { HSBC_CURRENT, HSBC_SAVINGS } from '../support/samples.ts';
import { startServer } from '../support/server.ts';

/** The API's answer while the database is unreachable (apps/server/src/plugins/app/errors.ts). */
const UNAVAILABLE = {
  status: 503,
  body: {
    detail: 'The service is temporarily unavailable. Please try again in a moment.',
    code: 'unavailable',
  },
} as const;
/** The health check's answer while the database is unreachable. */
const HEALTH_DOWN = { status: 503, body: { detail: 'Database unavailable' } } as const;
/**
 * How long the database stays down: longer than the 15 s between two reclaims of expired conversions, so
 * the server's own background work meets the outage too.
 */
const OUTAGE_MS = 17_000;
/** Pause between two requests during the outage. */
const PROBE_INTERVAL_MS = 1000;
/** How long the server may take to serve again once the database is back. */
const RECOVERY_TIMEOUT_MS = 15_000;

async function answer(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}

onPostgres((database) => {
  it('answers 503 with a detail while PostgreSQL is stopped, stays up, and serves again when it is back', async () => {
    const cluster = database.cluster?.();
    if (cluster === undefined) throw new Error('This test needs its own PostgreSQL cluster.');
    const server = await startServer({ env: await database.env() });
    onTestFinished(() => server.stop());
    const user = newUser('Outage Test');
    const token = await signupViaApi(server.baseURL, user);
    const auth = { authorization: `Bearer ${token}` };
    const { document_id: stored } = await convertViaApi(server.baseURL, token, HSBC_CURRENT);

    await cluster.stop();
    const seen: { status: number; body: unknown }[] = [];
    const until = Date.now() + OUTAGE_MS;
    while (Date.now() < until) {
      seen.push(
        await answer(`${server.baseURL}/api/user/profile`, { headers: auth }),
        await answer(`${server.baseURL}/api/documents/${stored}/download`, { headers: auth }),
        await answer(`${server.baseURL}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: user.password }),
        }),
        statusAndBody(
          await postPdf(
            `${server.baseURL}/api/process-pdf`,
            await readFile(HSBC_SAVINGS.path),
            HSBC_SAVINGS.filename,
            auth,
          ),
        ),
      );
      expect(await answer(`${server.baseURL}/api/health`)).toEqual(HEALTH_DOWN);
      expect(server.alive(), 'the server process is still running').toBe(true);
      await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
    }
    // Every request met the outage the same way: a 503 with the detail, never a 500 or a hang.
    expect(new Set(seen.map((s) => JSON.stringify(s)))).toEqual(
      new Set([JSON.stringify(UNAVAILABLE)]),
    );

    await cluster.start();
    await waitUntil('the server to serve again', RECOVERY_TIMEOUT_MS, async () =>
      (await fetch(`${server.baseURL}/api/health`)).status === 200 ? true : undefined,
    );
    // Every route works again in the same process, with nothing lost.
    expect((await loginViaApi(server.baseURL, user)).status).toBe(200);
    expect(
      (await fetch(`${server.baseURL}/api/documents/${stored}/download`, { headers: auth })).status,
    ).toBe(200);
    expect((await convertViaApi(server.baseURL, token, HSBC_SAVINGS)).pages_used).toBe(
      HSBC_SAVINGS.pages,
    );
    expect((await profileViaApi(server.baseURL, token)).pages_remaining).toBe(
      DAILY_FREE_PAGES - HSBC_CURRENT.pages - HSBC_SAVINGS.pages,
    );
    expect(server.alive(), 'the same server process served throughout').toBe(true);
  });
});
