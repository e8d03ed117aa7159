import { parentPort } from 'node:worker_threads';
import { runJob } from './convert.ts';
import type { Job } from './plan.ts';

// One job at a time: the pool sends the next job only after this one answered.
parentPort?.on('message', (job: Job) => {
  void runJob(job).then((outcome) => parentPort?.postMessage(outcome));
});
