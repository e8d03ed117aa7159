/**
 * One file converts in this process, with no pool and no child process to start: the engine runs on a
 * worker thread, which keeps the main thread free to enforce the same bounds as a pool child. The thread
 * has V8 heap limits, the main thread samples the process's resident memory, and over either bound or
 * the time limit the thread is terminated and the file reported as too_complex (exit 2). The thread also
 * renders and writes the output, so this thread loads no engine, writer or schema library and never holds
 * the Statement (docs/DECISIONS.md, issue 11).
 */
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { EngineThreadData, EngineThreadMessage } from './engineThread.ts';
import { CLI_JOB_MEMORY_MB, checkReadable, failedOutcome, fault, type Outcome } from './outcome.ts';
import type { Job } from './plan.ts';

/** File name of the engine thread's script beside the CLI bundle (apps/cli/build.ts). */
export const ENGINE_THREAD_BUNDLE = 'engine-thread.js';

/**
 * The thread's young generation in MB (three semi-spaces of 4 MB): V8 sizes it from the heap limit
 * otherwise, and a conversion's short-lived objects then let resident memory balloon. 12 rather than 24
 * (semi-spaces of 8 MB) peaked at 222.3 against 246.8 MiB on the 400-page statement, for 1.03x the CPU
 * time (8 pairs, docs/DECISIONS.md); 16 rounds to the same semi-spaces as 24.
 */
export const THREAD_YOUNG_GENERATION_MB = 12;

/**
 * How much V8 grows the engine thread's heap past its live size after a full collection, in percent. V8
 * picks 40 for the pool children's 512 MB budget but 80 for this thread's 1536 MB one, which kept about
 * 23 MB more committed at the end of a 400-page conversion for the same live data; 25 rather than 40
 * peaked about 23 MiB lower again for the same CPU time (paired runs, docs/DECISIONS.md). The budget, and
 * so the bound on a hostile file, stays as it is.
 */
export const THREAD_HEAP_GROWING_PERCENT = 25;

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

/** Runs the job on a worker thread, the conversion within `timeoutMs`, all of it within the CLI's memory budget. */
export function runEngineThread(job: Job, timeoutMs: number): Promise<Outcome> {
  // Process-wide, but read by V8 at each full collection; the main thread's own heap stays small anyway.
  setFlagsFromString(`--heap-growing-percent=${THREAD_HEAP_GROWING_PERCENT}`);
  return new Promise((resolve) => {
    const rssCap = process.memoryUsage.rss() + (CLI_JOB_MEMORY_MB + THREAD_BASE_RSS_MB) * MB;
    const thread = new Worker(threadScript(), {
      workerData: { job } satisfies EngineThreadData,
      resourceLimits: {
        maxOldGenerationSizeMb: CLI_JOB_MEMORY_MB,
        maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB,
      },
    });
    let settled = false;
    const stopClocks = (): void => {
      clearTimeout(timer);
      clearInterval(sampler);
    };
    const settle = (outcome: Outcome): void => {
      if (settled) return;
      settled = true;
      stopClocks();
      resolve(outcome);
      // A thread over a bound is stopped mid-parse; one that answered is done anyway.
      void thread.terminate();
    };
    const timer = setTimeout(
      () => settle(failedOutcome('timeout', 'engine thread stopped (timeout)')),
      timeoutMs,
    );
    const sampler = setInterval(() => {
      if (process.memoryUsage.rss() > rssCap)
        settle(failedOutcome('memory', 'engine thread stopped (memory)'));
    }, RSS_SAMPLE_MS);
    let answered = false;
    thread.on('message', (message: EngineThreadMessage) => {
      // The bounds are the conversion's: rendering and writing what it gave is the CLI's own work.
      if (message.kind === 'converted') {
        stopClocks();
        return;
      }
      answered = true;
      settle(message.outcome);
    });
    thread.once('error', (error: Error & { code?: string }) => {
      // V8 stopped the thread at its heap limit: the input needs more memory than a file may have.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') settle(failedOutcome('memory', error.message));
      else settle(failedOutcome('fault', error.stack ?? error.message));
    });
    thread.once('exit', (code) => {
      if (!answered) settle(failedOutcome('fault', `engine thread exited (code ${code})`));
    });
  });
}

/** Converts one file in this process and writes its output, bounded in time and memory as a pool child is. */
export async function convertInProcess(job: Job, timeoutMs: number): Promise<Outcome> {
  const unreadable = await checkReadable(job);
  if (unreadable !== null) return unreadable;
  try {
    return await runEngineThread(job, timeoutMs);
  } catch (error) {
    return fault(error);
  }
}
