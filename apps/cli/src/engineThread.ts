/**
 * The engine on a worker thread, for a one-file run (see single.ts): reads the file of the job in
 * workerData, converts it, says so (the time bound stops there), then renders and writes the output itself
 * (the output file, or the process's stdout and stderr through their descriptors) and posts back only the
 * outcome, with the verdict lines: the Statement never crosses to the main thread. The bundle ships it as
 * `engine-thread.js`.
 */
import { writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { extractStatement } from '@statemint/extract';
import { fault, type Outcome } from './outcome.ts';
import type { Job } from './plan.ts';

/** What single.ts hands the thread. */
export type EngineThreadData = { job: Job };

/** What the thread posts: `converted` once the engine has answered, then the job's outcome. */
export type EngineThreadMessage = { kind: 'converted' } | { kind: 'done'; outcome: Outcome };

const STDOUT_FD = 1;
const STDERR_FD = 2;
/** How long to wait for a reader when a descriptor someone left non-blocking is full. */
const FULL_WAIT_MS = 5;
const pause = new Int32Array(new SharedArrayBuffer(4));

/** Writes all of `bytes` to `fd`, waiting while a non-blocking descriptor is full. */
function writeAll(fd: number, bytes: Uint8Array): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(pause, 0, 0, FULL_WAIT_MS);
    }
  }
}

/**
 * A stream onto one of the process's descriptors, written synchronously from this thread (the main thread
 * leaves stdout and stderr alone while a file converts). A reader that stopped early (`| head`, EPIPE) ends
 * the writing quietly, as the main thread's stdout did; any other failure is a fault.
 */
function descriptorStream(fd: number, failures: Error[]): Writable {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      try {
        writeAll(fd, chunk);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') failures.push(error);
  });
  return stream;
}

function post(message: EngineThreadMessage): void {
  parentPort?.postMessage(message);
}

const { job } = workerData as EngineThreadData;
const read = await readFile(job.input);
// A view, not a copy: the file's bytes are held once.
const bytes = new Uint8Array(read.buffer, read.byteOffset, read.byteLength);
const result = await extractStatement(bytes, { debug: job.debug });
post({ kind: 'converted' });
// The writers, the verdict and their schemas load only now, after the engine's peak.
const { finishJob, writeText } = await import('./convert.ts');
const outcome = await finishJob(job, result);
if (outcome.kind !== 'ok') {
  post({ kind: 'done', outcome });
} else {
  const failures: Error[] = [];
  if (outcome.stdout !== null)
    await writeText(descriptorStream(STDOUT_FD, failures), outcome.stdout);
  if (outcome.stderr !== null)
    await writeText(descriptorStream(STDERR_FD, failures), outcome.stderr);
  const [failed] = failures;
  post({
    kind: 'done',
    outcome: failed === undefined ? { ...outcome, stdout: null, stderr: null } : fault(failed),
  });
}
