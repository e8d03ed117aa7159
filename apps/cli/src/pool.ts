import { availableParallelism } from 'node:os';
import { childEntry, ProcessPool } from '@statemint/extract/pool';
import { finishJob } from './convert.ts';
import { CLI_JOB_MEMORY_MB, checkReadable, failedOutcome, fault, type Outcome } from './outcome.ts';
import type { Job } from './plan.ts';

/** Number of conversion processes for a batch: one per core, never more than there are files. */
export function poolSize(jobCount: number): number {
  return Math.max(1, Math.min(availableParallelism(), jobCount));
}

/**
 * V8 flags of a batch's children: with a child on every core, each runs V8 on its own thread
 * (`--single-threaded`), since a child's garbage-collector and compiler threads would only compete with
 * the other children (bench:speed's batch section, docs/DECISIONS.md). Fewer children than cores keep
 * those threads on the idle cores.
 */
export function batchV8Flags(size: number, cores = availableParallelism()): string[] {
  return size > 1 && size >= cores ? ['--single-threaded'] : [];
}

/**
 * Runs every job in the shared process pool, calling `onDone` as each finishes (in completion order). Each
 * file converts in a child process, so a file that crashes, hangs or exhausts memory fails alone; the child
 * runs only the engine, and this process renders and writes the output.
 */
export async function runPool(
  jobs: readonly Job[],
  onDone: (job: Job, outcome: Outcome) => void,
  timeoutMs: number,
): Promise<void> {
  const size = poolSize(jobs.length);
  const pool = new ProcessPool({
    size,
    memoryMb: CLI_JOB_MEMORY_MB,
    // Every file is queued up front; the pool takes them one per free process.
    maxQueue: jobs.length,
    entry: await childEntry(),
    // The user's own machine: no need to yield the CPU to anything of ours.
    nice: null,
    v8Flags: batchV8Flags(size),
  });
  const convert = async (job: Job): Promise<Outcome> => {
    const unreadable = await checkReadable(job);
    if (unreadable !== null) return unreadable;
    const answer = await pool.run(
      { kind: 'convert', file: job.input, askPages: false, debug: job.debug },
      { timeoutMs },
    );
    if (!answer.ok) return failedOutcome(answer.failure, answer.detail);
    // Without askPages the child never asks, so it cannot be refused.
    if (answer.value.kind === 'refused') return fault('the conversion was refused unasked');
    return finishJob(job, answer.value.result);
  };
  try {
    await Promise.all(
      jobs.map(async (job) => {
        onDone(job, await convert(job));
      }),
    );
  } finally {
    await pool.close();
  }
}
