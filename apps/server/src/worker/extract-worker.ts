import { setPriority } from 'node:os';
import { threadId } from 'node:worker_threads';
import { extractStatement, inspectPdf } from '@statemint/extract';

export type WorkerTask =
  { op: 'inspect'; bytes: Uint8Array } | { op: 'extract'; bytes: Uint8Array };

/**
 * Nice value of engine threads. On Linux a thread's nice value is its own, so this lowers only this worker:
 * when cores are scarce the event loop (API calls, database) wins the CPU and conversions take what is left.
 */
const WORKER_NICE = 10;
try {
  setPriority(WORKER_NICE);
} catch {
  // Not permitted on this platform: the pool still works, only without the priority hint.
}

/** Runs one engine call off the event loop; `threadId` lets tests prove it ran in a worker thread. */
export default async function run(task: WorkerTask) {
  const result =
    task.op === 'inspect' ? await inspectPdf(task.bytes) : await extractStatement(task.bytes);
  return { threadId, result };
}
