/** A worker thread for the batch benchmark: converts the files it is sent and answers with the outcome. */
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { loadEngine, runEngine } from './engine.ts';

export type ConvertJob = { id: number; file: string };
export type ConvertDone = { id: number; ok: boolean; code?: string; transactions: number };
/** Sent once the worker listens, so that the pool starts its clock on ready workers. */
export const READY = 'ready';

parentPort?.on('message', (job: ConvertJob) => {
  void (async () => {
    const out = await runEngine(new Uint8Array(readFileSync(job.file)));
    const done: ConvertDone = out.ok
      ? { id: job.id, ok: true, transactions: out.statement.transactions.length }
      : { id: job.id, ok: false, code: out.code, transactions: 0 };
    parentPort?.postMessage(done);
  })();
});

// Load the engine before reporting ready, so that the batch clock measures conversions only.
await loadEngine();
parentPort?.postMessage(READY);
