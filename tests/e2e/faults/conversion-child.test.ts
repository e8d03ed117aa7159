/**
 * A conversion child's out-of-memory, crash and hang (issue 7, fault tests): each ends that one upload with a
 * clear 422, the child is replaced, another visitor's conversion right after succeeds, and the server process
 * never restarts. Black box against the built server, on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cpuBombPdf, doubleFlateBombPdf } from '@statemint/extract/hostile';
import { convertViaApi, postPdf, profileViaApi } from '../support/api.ts';
import {
  freshAccount,
  onEachDatabase,
  poolFailures,
  statusAndBody,
  TOO_COMPLEX,
} from '../support/faults.ts';
import {
  conversionChildren,
  exited,
  peakRssMb,
  runningConversionChildren,
  waitUntil,
} from '../support/processes.ts';
import { HSBC_SAVINGS } from '../support/samples.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Time bound of a free conversion in the hang test: far longer than the victim's, even on a busy machine where
 * the children (nice 10) get little CPU, and far shorter than the bomb's.
 */
const SHORT_FREE_TIMEOUT_MS = 8000;
/** Time bound elsewhere: the memory bomb must meet its memory cap (at the default JOB_MEMORY_MB) first. */
const LONG_FREE_TIMEOUT_MS = 60_000;
/** Two conversion processes, so a victim can convert while the hostile upload holds the other. */
const WORKERS = '2';
/** The decompression bomb: 4 GiB of zeros behind two Flate filters, about 50 KB on the wire. */
const BOMB_INFLATED_BYTES = 4 * 1024 ** 3;
/**
 * A CPU bomb far past SHORT_FREE_TIMEOUT_MS even on an idle fast core (72 million idle operators, tens of
 * seconds), charged 6 of the 7 free pages.
 */
const CPU_BOMB_OPERATORS = 12_000_000;
const CPU_BOMB_PAGES = 6;
/** The bound the issue sets for the server under hostile uploads. */
const SERVER_RSS_LIMIT_MB = 1536;
/** How long the bomb may take to be charged and seen working in its child after the upload. */
const RUNNING_TIMEOUT_MS = 20_000;

onEachDatabase((database) => {
  // One server for the memory bomb and the crash, one with a short time bound for the hang.
  const servers: Record<'long' | 'short', RunningServer | undefined> = {
    long: undefined,
    short: undefined,
  };
  beforeAll(async () => {
    const start = async (timeoutMs: number) =>
      startServer({
        env: {
          ...(await database.env()),
          CONVERSION_WORKERS: WORKERS,
          JOB_TIMEOUT_FREE_MS: String(timeoutMs),
        },
      });
    const [long, short] = await Promise.allSettled([
      start(LONG_FREE_TIMEOUT_MS),
      start(SHORT_FREE_TIMEOUT_MS),
    ]);
    // Keep whichever started, so afterAll stops it even when the other failed.
    if (long.status === 'fulfilled') servers.long = long.value;
    if (short.status === 'fulfilled') servers.short = short.value;
    for (const result of [long, short]) if (result.status === 'rejected') throw result.reason;
  });
  afterAll(async () => {
    await Promise.all([servers.long?.stop(), servers.short?.stop()]);
  });
  /** The server the current test talks to. */
  let server: RunningServer;
  const on = (bound: 'long' | 'short'): void => {
    const chosen = servers[bound];
    if (chosen === undefined) throw new Error('The server did not start.');
    server = chosen;
  };

  /** A new visitor converts the 3-page sample: the conversion a hostile upload must never hurt. */
  async function victimConverts(): Promise<void> {
    const { token } = await freshAccount(server.baseURL, 'Victim');
    const answer = await convertViaApi(server.baseURL, token, HSBC_SAVINGS);
    expect([answer.pages_used, answer.data.transactions.length]).toEqual([
      HSBC_SAVINGS.pages,
      HSBC_SAVINGS.transactions,
    ]);
  }

  /**
   * Uploads `pdf` as a fresh account while `during` runs (given the account's token and pages), and checks that
   * the account's pages came back after the failure; returns the answer.
   */
  async function attack(
    pdf: Uint8Array,
    during?: (attacker: { token: string; pages: number }) => Promise<void>,
  ) {
    const attacker = await freshAccount(server.baseURL, 'Attacker');
    const upload = postPdf(`${server.baseURL}/api/process-pdf`, pdf, 'statement.pdf', {
      authorization: `Bearer ${attacker.token}`,
    });
    const [answer] = await Promise.all([upload, during?.(attacker)]);
    const after = await profileViaApi(server.baseURL, attacker.token);
    expect(after.pages_remaining, 'pages refunded after the failure').toBe(attacker.pages);
    return statusAndBody(answer);
  }

  /** The server is the same process as at the start, healthy, with live conversion children. */
  async function expectServerUnharmed(): Promise<void> {
    expect(server.alive(), 'the server process is still running').toBe(true);
    expect((await fetch(`${server.baseURL}/api/health`)).status).toBe(200);
    expect(peakRssMb(server.pid)).toBeLessThan(SERVER_RSS_LIMIT_MB);
  }

  it(`${database.name}: a decompression bomb fails that upload alone, inside its child's memory bound`, async () => {
    on('long');
    const before = (await poolFailures(server)).length;
    const bomb = doubleFlateBombPdf(BOMB_INFLATED_BYTES);
    // A victim converts while the bomb fills the other child, and again right after.
    expect(await attack(bomb, () => victimConverts())).toEqual(TOO_COMPLEX);
    await victimConverts();
    // The default text layer (PDFium) refuses memory past the child's bound and answers too_complex, so
    // no child dies (through pdf.js the child's heap cap kills it instead: the pool's unit test).
    expect((await poolFailures(server)).slice(before)).toEqual([]);
    await expectServerUnharmed();
  });

  it(`${database.name}: a child that crashes (SIGSEGV) fails that upload alone`, async () => {
    on('long');
    const before = (await poolFailures(server)).length;
    let killed = 0;
    const answer = await attack(
      cpuBombPdf(CPU_BOMB_OPERATORS, CPU_BOMB_PAGES),
      async (attacker) => {
        // Once the pages are charged the bomb is in its child, the one child that is working.
        await waitUntil('the bomb to be charged', RUNNING_TIMEOUT_MS, async () =>
          (await profileViaApi(server.baseURL, attacker.token)).pages_remaining ===
          attacker.pages - CPU_BOMB_PAGES
            ? true
            : undefined,
        );
        killed = await waitUntil(
          'the one child working on the bomb',
          RUNNING_TIMEOUT_MS,
          async () => {
            const running = await runningConversionChildren(server.pid);
            return running.length === 1 ? running[0] : undefined;
          },
        );
        process.kill(killed, 'SIGSEGV');
      },
    );
    expect(answer).toEqual(TOO_COMPLEX);
    await victimConverts();
    expect((await poolFailures(server)).slice(before)).toEqual([
      { failure: 'crash', signal: 'SIGSEGV' },
    ]);
    // The crashed child is gone and another took its place (the victim just converted in it).
    expect(exited(killed)).toBe(true);
    expect(conversionChildren(server.pid)).not.toContain(killed);
    expect(conversionChildren(server.pid).length).toBeGreaterThan(0);
    await expectServerUnharmed();
  });

  it(`${database.name}: a child past its time bound (CPU bomb) fails that upload alone`, async () => {
    on('short');
    const before = (await poolFailures(server)).length;
    const bomb = cpuBombPdf(CPU_BOMB_OPERATORS, CPU_BOMB_PAGES);
    expect(await attack(bomb, () => victimConverts())).toEqual(TOO_COMPLEX);
    await victimConverts();
    expect((await poolFailures(server)).slice(before)).toEqual([
      { failure: 'timeout', signal: 'SIGKILL' },
    ]);
    await expectServerUnharmed();
  });
});
