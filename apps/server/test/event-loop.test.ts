import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it, onTestFinished } from 'vitest';
import { logEventLoopDelay } from '../src/event-loop.ts';

/** The logging interval of the test, and a busy spell that must show in the first report. */
const INTERVAL_MS = 300;
const BLOCK_MS = 120;
const WARM_UP_MS = 50;

it('logs the event loop delay at info even when LOG_LEVEL is warn, blocked spells included', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  onTestFinished(() => app.close());
  logEventLoopDelay(app.log, INTERVAL_MS);
  app.log.info('an ordinary info line stays out at warn');
  // The histogram takes its first sample one sampling interval after it starts.
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  const until = Date.now() + BLOCK_MS;
  while (Date.now() < until) {
    // Keeps the event loop busy, as a synchronous handler would.
  }
  await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 2));
  // Only the delay reports, at least one of them (a busy machine may fit in a second).
  expect(lines.length).toBeGreaterThanOrEqual(1);
  expect(new Set(lines.map((line) => line.msg))).toEqual(new Set(['event loop delay']));
  const [first] = lines as { eventLoopDelayMs: Record<string, number> }[];
  expect(Object.keys(first?.eventLoopDelayMs ?? {})).toEqual(['p50', 'p99', 'max', 'mean']);
  // The busy spell delayed the loop by about its length, less the histogram's 10 ms sampling interval.
  expect(first?.eventLoopDelayMs.max).toBeGreaterThanOrEqual(BLOCK_MS - 20);
});
