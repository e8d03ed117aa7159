/** The database gone for a moment: 503 with a detail, then recovery with no restart (issue 7, fault tests). */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '../src/plugins/app/errors.ts';
import { bearer, build, freshSchema, signUp, TEST_DATABASE_URL } from './helper.ts';

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures and not query errors', () => {
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Connection terminated unexpectedly' })).toBe(true);
    expect(isDatabaseUnavailable({ message: 'timeout exceeded when trying to connect' })).toBe(
      true,
    );
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key value' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '42703', message: 'column does not exist' })).toBe(false);
  });
});

/** A TCP relay in front of PostgreSQL that a test can cut and restore, as a network or database outage. */
class Relay {
  #server: Server | null = null;
  readonly #sockets = new Set<Socket>();

  constructor(
    readonly target: { host: string; port: number },
    public port = 0,
  ) {}

  async open(): Promise<void> {
    this.#server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.#sockets.add(s);
        s.on('close', () => this.#sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.#server!.listen(this.port, '127.0.0.1', resolve));
    const address = this.#server.address();
    if (typeof address === 'object' && address) this.port = address.port;
  }

  /** Drops every connection and stops listening: new connections are refused. */
  async cut(): Promise<void> {
    for (const s of this.#sockets) s.destroy();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
    this.#server = null;
  }
}

describe.skipIf(!TEST_DATABASE_URL)('a PostgreSQL outage (needs TEST_DATABASE_URL)', () => {
  it('answers 503 with a detail while the database is gone, and serves again when it is back', async () => {
    const direct = new URL(await freshSchema());
    const relay = new Relay({ host: direct.hostname, port: Number(direct.port) });
    await relay.open();
    onTestFinished(() => relay.cut());
    const through = new URL(direct);
    through.hostname = '127.0.0.1';
    through.port = String(relay.port);
    const app = await build({ databaseUrl: through.toString() });
    const { token } = await signUp(app);
    const profile = () =>
      app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    expect((await profile()).statusCode).toBe(200);

    await relay.cut();
    const down = await profile();
    expect([down.statusCode, down.json(), down.headers['retry-after']]).toEqual([
      503,
      { detail: SERVICE_UNAVAILABLE, code: 'unavailable' },
      '5',
    ]);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json()]).toEqual([503, { detail: 'Database unavailable' }]);

    await relay.open();
    const back = await profile();
    expect(back.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
    });
  });
});

if (!TEST_DATABASE_URL) {
  console.warn(
    'SKIPPED: the PostgreSQL outage test needs TEST_DATABASE_URL; run `npm run test:postgres`.',
  );
}
