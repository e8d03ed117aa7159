import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import { EXTRACT_ERROR_MESSAGES, type ExtractError, type Statement } from '@statemint/contracts';
import type { Config } from '../../config.ts';
import type { WorkerTask } from '../../worker/extract-worker.ts';

export type InspectOutcome = { ok: true; pages: number } | { ok: false; error: ExtractError };
export type ExtractOutcome =
  { ok: true; statement: Statement } | { ok: false; error: ExtractError };
type WorkerAnswer<R> = { threadId: number; result: R };

/** The engine, run in a worker pool bounded in time and memory per job. */
export type Extractor = {
  inspect(bytes: Uint8Array): Promise<WorkerAnswer<InspectOutcome>>;
  extract(bytes: Uint8Array): Promise<WorkerAnswer<ExtractOutcome>>;
};

declare module 'fastify' {
  interface FastifyInstance {
    extractor: Extractor;
  }
}

/** Young-generation cap per worker; the old generation gets JOB_MEMORY_MB. */
const WORKER_YOUNG_GENERATION_MB = 64;
/** Jobs that may wait per worker thread before the server answers 503 busy. */
const QUEUE_PER_THREAD = 32;
/** How long an idle worker thread stays alive. */
const WORKER_IDLE_TIMEOUT_MS = 60_000;

const TOO_COMPLEX: ExtractError = {
  code: 'too_complex',
  message: EXTRACT_ERROR_MESSAGES.too_complex,
};

export class ServerBusyError extends Error {}

let devBundle: Promise<string> | undefined;

/**
 * The worker bundle: beside the server bundle in production, built on the fly (once per process) when running
 * from source. The dev bundle is removed at process exit, not when an app closes: piscina may still be
 * replacing an aborted worker then.
 */
async function workerFile(): Promise<string> {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return path.join(path.dirname(here), 'worker.js');
  devBundle ??= (async () => {
    const { bundle } = await import('../../bundle.ts');
    // Under apps/server/dist so that the bundle resolves its npm dependencies from node_modules.
    const outdir = path.resolve(
      path.dirname(here),
      '../../../dist/dev',
      `${process.pid}-${randomUUID()}`,
    );
    await bundle(
      { worker: path.resolve(path.dirname(here), '../../worker/extract-worker.ts') },
      outdir,
    );
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    return path.join(outdir, 'worker.js');
  })();
  return devBundle;
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const file = await workerFile();
    const pool = new Piscina<WorkerTask, WorkerAnswer<InspectOutcome | ExtractOutcome>>({
      filename: file,
      minThreads: 1,
      maxThreads: config.workerThreads,
      maxQueue: config.workerThreads * QUEUE_PER_THREAD,
      idleTimeout: WORKER_IDLE_TIMEOUT_MS,
      // Node 20's require(esm), which piscina tries first, can abort the whole process (a V8 fatal error) when a
      // worker is terminated mid-load, as a timed-out job's worker is; without it piscina loads the bundle by import().
      execArgv: ['--no-experimental-require-module'],
      resourceLimits: {
        maxOldGenerationSizeMb: config.jobMemoryMb,
        maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
      },
    });

    async function run<R>(
      task: WorkerTask,
    ): Promise<WorkerAnswer<R | { ok: false; error: ExtractError }>> {
      try {
        // Piscina terminates a worker whose job is aborted, so a runaway parse cannot keep a core.
        return (await pool.run(task, {
          signal: AbortSignal.timeout(config.jobTimeoutMs),
        })) as WorkerAnswer<R>;
      } catch (error) {
        if (error instanceof Error && error.message === 'Task queue is at limit')
          throw new ServerBusyError();
        // Timed out, out of memory, or crashed: the worker is replaced and this job alone fails.
        app.log.warn({ err: error }, 'extraction job failed in the worker pool');
        return { threadId: -1, result: { ok: false, error: TOO_COMPLEX } };
      }
    }

    app.decorate('extractor', {
      inspect: (bytes: Uint8Array) => run<InspectOutcome>({ op: 'inspect', bytes }),
      extract: (bytes: Uint8Array) => run<ExtractOutcome>({ op: 'extract', bytes }),
    } satisfies Extractor);

    app.addHook('onClose', async () => {
      await pool.close({ force: false });
    });
  },
  { name: 'worker-pool' },
);
