import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { extractError } from '@statemint/contracts';
import { fault, type Outcome } from './convert.ts';
import type { Job } from './plan.ts';

/** Heap cap per worker: a hostile PDF that needs more is reported as too_complex instead of taking the machine. */
export const WORKER_MAX_OLD_GENERATION_MB = 1536;

const WORKER_URL = new URL('./worker.ts', import.meta.url);

/** Number of workers for a batch: one per core, never more than there are files. */
export function poolSize(jobCount: number): number {
  return Math.max(1, Math.min(availableParallelism(), jobCount));
}

/** Runs every job on a worker_threads pool, calling `onDone` as each finishes (in completion order). */
export async function runPool(
  jobs: readonly Job[],
  onDone: (job: Job, outcome: Outcome) => void,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: poolSize(jobs.length) }, async () => {
    let worker: Worker | null = null;
    try {
      while (next < jobs.length) {
        const job = jobs[next];
        next += 1;
        if (job === undefined) break;
        worker ??= startWorker();
        const { outcome, crashed } = await runOnWorker(worker, job);
        if (crashed) {
          // A crashed worker is gone; the next job gets a fresh one.
          await worker.terminate();
          worker = null;
        }
        onDone(job, outcome);
      }
    } finally {
      await worker?.terminate();
    }
  });
  await Promise.all(lanes);
}

function startWorker(): Worker {
  // Workers load TypeScript sources through tsx, as the CLI itself does under `npm run convert`.
  // On Node 20 `execArgv: ['--import', 'tsx']` registers its hooks too late for the worker's own
  // entry file ("Unknown file extension .ts"), so a small bootstrap registers tsx, then imports it.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); })`;
  return new Worker(bootstrap, {
    eval: true,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_MAX_OLD_GENERATION_MB },
  });
}

function runOnWorker(worker: Worker, job: Job): Promise<{ outcome: Outcome; crashed: boolean }> {
  return new Promise((resolve) => {
    const settle = (outcome: Outcome, crashed: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve({ outcome, crashed });
    };
    const onMessage = (outcome: Outcome) => settle(outcome, false);
    const onError = (error: unknown) => {
      const oom =
        typeof error === 'object' &&
        error !== null &&
        'code' in error &&
        error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      settle(oom ? { kind: 'bad_input', ...extractError('too_complex') } : fault(error), true);
    };
    const onExit = (code: number) => settle(fault(`worker exited with code ${code}`), true);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job);
  });
}
