import fp from 'fastify-plugin';
import type { ExtractResult, PageCount } from '@statemint/extract';
import {
  childEntry,
  PoolBusyError,
  ProcessPool,
  type JobFailure,
  type RunResult,
} from '@statemint/extract/pool';
import type { Config } from '../../config.ts';
import { reclaimExpiredJobs } from '../../services/jobs.ts';

/** What a conversion ended with: the engine's result, a refusal at the page count, or a failure of its process. */
export type ConversionOutcome =
  | { kind: 'result'; result: ExtractResult }
  | { kind: 'refused' }
  | { kind: 'failed'; failure: JobFailure };

export type ConversionRequest = {
  /** The uploaded PDF on disk; the child reads it there. */
  file: string;
  /** Anonymous and daily_free conversions get the shorter time bound. */
  paid: boolean;
  /** The go-ahead once the pages have loaded; false refuses (no pages left). */
  onPages?: (count: PageCount) => Promise<boolean>;
};

export type Conversions = {
  run(request: ConversionRequest): Promise<ConversionOutcome>;
  /** Seconds a job's lease lasts: queue wait, the longest time bound and a margin for the database. */
  leaseSeconds: number;
  pool: ProcessPool;
};

declare module 'fastify' {
  interface FastifyInstance {
    conversions: Conversions;
  }
}

/** Jobs that may wait per conversion process before the server answers 503 busy. */
const QUEUE_PER_WORKER = 32;
/** Time a lease allows beyond the queue wait and the time bound, for storing the result. */
const LEASE_MARGIN_SECONDS = 10;
/** How often every instance looks for expired leases to reclaim. */
const RECLAIM_INTERVAL_MS = 15_000;

export { PoolBusyError };

/** The conversion pool (child processes, bounded in time and memory per job) and the reclaiming of dead jobs. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const pool = new ProcessPool({
      size: config.conversionWorkers,
      minChildren: config.conversionWarmChildren,
      memoryMb: config.jobMemoryMb,
      maxQueue: config.conversionWorkers * QUEUE_PER_WORKER,
      queueTimeoutMs: config.jobQueueTimeoutMs,
      entry: await childEntry(),
      log: { warn: (details, message) => app.log.warn(details, message) },
    });
    pool.warm();
    const leaseSeconds =
      Math.ceil(
        (config.jobQueueTimeoutMs + Math.max(config.jobTimeoutMs, config.jobTimeoutFreeMs)) / 1000,
      ) + LEASE_MARGIN_SECONDS;

    app.decorate('conversions', {
      leaseSeconds,
      pool,
      async run({ file, paid, onPages }) {
        const answer: RunResult<unknown> = await pool.run(
          { kind: 'convert', file, askPages: onPages !== undefined },
          { timeoutMs: paid ? config.jobTimeoutMs : config.jobTimeoutFreeMs, onPages },
        );
        if (!answer.ok) return { kind: 'failed', failure: answer.failure };
        return answer.value as ConversionOutcome;
      },
    } satisfies Conversions);

    const reclaim = async () => {
      try {
        const released = await reclaimExpiredJobs(app.db);
        if (released > 0) app.log.warn({ released }, 'released conversions whose process died');
      } catch (error) {
        app.log.warn({ err: error }, 'reclaiming expired conversion leases failed');
      }
    };
    // At start-up: jobs of a process that died before this one started are given back at once.
    await reclaim();
    const timer = setInterval(() => void reclaim(), RECLAIM_INTERVAL_MS);
    timer.unref();

    app.addHook('onClose', async () => {
      clearInterval(timer);
      await pool.close();
    });
  },
  { name: 'conversions', dependencies: ['db'] },
);
