import { threadId } from 'node:worker_threads';
import { extractStatement, inspectPdf } from '@statemint/extract';

export type WorkerTask =
  { op: 'inspect'; bytes: Uint8Array } | { op: 'extract'; bytes: Uint8Array };

/** Runs one engine call off the event loop; `threadId` lets tests prove it ran in a worker thread. */
export default async function run(task: WorkerTask) {
  const result =
    task.op === 'inspect' ? await inspectPdf(task.bytes) : await extractStatement(task.bytes);
  return { threadId, result };
}
