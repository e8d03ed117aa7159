import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** Sampling interval of the delay histogram; every sample includes it, so it is taken off again. */
const RESOLUTION_MS = 10;
const NS_PER_MS = 1e6;

/**
 * Logs the event loop's delay over each `intervalMs` (ms: p50, p99, max, mean) as one `event loop delay` line,
 * at info whatever LOG_LEVEL says, since whoever set EVENT_LOOP_STATS_MS asked for it (benchmarks, operators).
 */
export function logEventLoopDelay(log: FastifyBaseLogger, intervalMs: number): void {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const stats = log.child({}, { level: 'info' });
  const ms = (ns: number) => Math.max(0, Math.round((ns / NS_PER_MS - RESOLUTION_MS) * 100) / 100);
  const timer = setInterval(() => {
    const { mean, max } = histogram;
    const [p50, p99] = [histogram.percentile(50), histogram.percentile(99)];
    stats.info(
      { eventLoopDelayMs: { p50: ms(p50), p99: ms(p99), max: ms(max), mean: ms(mean) } },
      'event loop delay',
    );
    histogram.reset();
  }, intervalMs);
  timer.unref();
}
