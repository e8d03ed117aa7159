/** A minimal worker_threads pool for the batch benchmark; workers run the esbuild bundle of convertWorker.ts. */
import { Worker } from 'node:worker_threads';
import type { ConvertDone, ConvertJob } from './convertWorker.ts';
import { READY } from './convertWorker.ts';

async function startWorker(script: string): Promise<Worker> {
  const w = new Worker(script);
  await new Promise<void>((resolve, reject) => {
    const onMessage = (m: unknown): void => {
      if (m === READY) {
        w.off('message', onMessage);
        resolve();
      }
    };
    w.on('message', onMessage);
    w.once('error', reject);
  });
  return w;
}

/** `cpuMs` counts every thread of this process, so cpuMs / ms is how many cores the batch kept busy. */
export type BatchResult = { ms: number; cpuMs: number; ok: number; failed: number };

/** Converts every file with `size` workers, each taking the next file when it finishes one. */
export async function convertBatch(
  script: string,
  files: string[],
  size: number,
): Promise<BatchResult> {
  const workers = await Promise.all(Array.from({ length: size }, () => startWorker(script)));
  // One warm-up conversion per worker, so that no worker's JIT warm-up lands inside the timed batch.
  const warm = files[0];
  if (warm !== undefined) {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            w.once('message', () => resolve());
            const job: ConvertJob = { id: -1, file: warm };
            w.postMessage(job);
          }),
      ),
    );
  }
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let next = 0;
  let ok = 0;
  let failed = 0;
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          const send = (): void => {
            const file = files[next];
            if (file === undefined) {
              resolve();
              return;
            }
            const job: ConvertJob = { id: next++, file };
            w.postMessage(job);
          };
          w.on('message', (m: ConvertDone) => {
            if (m.ok) ok++;
            else failed++;
            send();
          });
          w.once('error', reject);
          send();
        }),
    ),
  );
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  await Promise.all(workers.map((w) => w.terminate()));
  return { ms, cpuMs, ok, failed };
}

/** How long each control thread spins. */
const CONTROL_SPIN_MS = 1500;

/**
 * The control for the batch run: `size` threads that only spin, and the cores they got (CPU / wall).
 * Near `size` means the machine had the cores free; if it is lower, no pool could do better.
 */
export async function controlCores(size: number): Promise<number> {
  const code = `const t = Date.now(); let x = 0; while (Date.now() - t < ${CONTROL_SPIN_MS}) x += Math.sqrt(x + 1); require('node:worker_threads').parentPort.postMessage(x);`;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from(
      { length: size },
      () => new Promise((resolve) => new Worker(code, { eval: true }).once('message', resolve)),
    ),
  );
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / 1000 / (performance.now() - t0);
}
