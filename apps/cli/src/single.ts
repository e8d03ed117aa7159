/**
 * One file converts in this process, with no pool and no child process to start: the engine runs on a
 * worker thread, which keeps the main thread free to enforce the same bounds as a pool child. The thread
 * has V8 heap limits, the main thread samples the process's resident memory, and over either bound or
 * the time limit the thread is terminated and the file reported as too_complex (exit 2).
 */
import { deserialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { ExtractResult } from '@statemint/extract';
import type { JobFailure } from '@statemint/extract/pool';
import {
  CLI_JOB_MEMORY_MB,
  checkReadable,
  failedOutcome,
  fault,
  finishJob,
  type Outcome,
} from './convert.ts';
import type { EngineThreadData } from './engineThread.ts';
import type { Job } from './plan.ts';

/** File name of the engine thread's script beside the CLI bundle (apps/cli/build.ts). */
export const ENGINE_THREAD_BUNDLE = 'engine-thread.js';

/**
 * The thread's young generation in MB: V8 sizes it from the heap limit otherwise, and a conversion's
 * short-lived objects then let resident memory balloon (the pool's children cap it the same way).
 */
export const THREAD_YOUNG_GENERATION_MB = 48;

/** Resident memory the process may hold above its size at the start, besides the heap budget. */
const THREAD_BASE_RSS_MB = 96;

/** How often resident memory is sampled while the thread converts. */
const RSS_SAMPLE_MS = 100;

const MB = 1024 * 1024;

/** The engine thread's script: the bundled one beside this file, or the TypeScript source under tsx. */
function threadScript(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? new URL('./engineThread.ts', here)
    : new URL(`./${ENGINE_THREAD_BUNDLE}`, here);
}

type ThreadAnswer =
  { ok: true; result: ExtractResult } | { ok: false; failure: JobFailure; detail: string };

/** Runs the engine on a worker thread within `timeoutMs` and the CLI's memory budget. */
export function runEngineThread(
  file: string,
  debug: boolean,
  timeoutMs: number,
): Promise<ThreadAnswer> {
  return new Promise((resolve) => {
    const rssCap = process.memoryUsage.rss() + (CLI_JOB_MEMORY_MB + THREAD_BASE_RSS_MB) * MB;
    const thread = new Worker(threadScript(), {
      workerData: { file, debug } satisfies EngineThreadData,
      resourceLimits: {
        maxOldGenerationSizeMb: CLI_JOB_MEMORY_MB,
        maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB,
      },
    });
    let settled = false;
    const settle = (answer: ThreadAnswer): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(sampler);
      resolve(answer);
      // A thread over a bound is stopped mid-parse; one that answered is done anyway.
      void thread.terminate();
    };
    const timer = setTimeout(
      () => settle({ ok: false, failure: 'timeout', detail: 'engine thread stopped (timeout)' }),
      timeoutMs,
    );
    const sampler = setInterval(() => {
      if (process.memoryUsage.rss() > rssCap)
        settle({ ok: false, failure: 'memory', detail: 'engine thread stopped (memory)' });
    }, RSS_SAMPLE_MS);
    let answered = false;
    thread.once('message', (answer: Uint8Array) => {
      answered = true;
      // The result is rebuilt only after the thread has stopped and its heap is freed, so that the
      // engine's peak and the rebuilt Statement never add up (docs/DECISIONS.md, issue 11).
      void thread.terminate().then(() => {
        let result: ExtractResult;
        try {
          result = deserialize(answer) as ExtractResult;
        } catch (error) {
          settle({ ok: false, failure: 'fault', detail: String(error) });
          return;
        }
        settle({ ok: true, result });
      });
    });
    thread.once('error', (error: Error & { code?: string }) => {
      // V8 stopped the thread at its heap limit: the input needs more memory than a file may have.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        settle({ ok: false, failure: 'memory', detail: error.message });
      else settle({ ok: false, failure: 'fault', detail: error.stack ?? error.message });
    });
    thread.once('exit', (code) => {
      if (!answered)
        settle({ ok: false, failure: 'fault', detail: `engine thread exited (code ${code})` });
    });
  });
}

/** Converts one file in this process and renders it, bounded in time and memory as a pool child is. */
export async function convertInProcess(job: Job, timeoutMs: number): Promise<Outcome> {
  const unreadable = await checkReadable(job);
  if (unreadable !== null) return unreadable;
  try {
    const answer = await runEngineThread(job.input, job.debug, timeoutMs);
    if (!answer.ok) return failedOutcome(answer.failure, answer.detail);
    return await finishJob(job, answer.result);
  } catch (error) {
    return fault(error);
  }
}
