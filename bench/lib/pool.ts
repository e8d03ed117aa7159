/** Batch conversion on the shared process pool (the server's and the CLI's), and a control for free cores. */
import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { childEntry, ProcessPool } from '@statemint/extract/pool';

/** Memory budget per conversion process in the batch, as the CLI gives. */
const BATCH_JOB_MEMORY_MB = 1536;
/** Time bound per file in the batch. */
const BATCH_JOB_TIMEOUT_MS = 300_000;

/**
 * `cpuMs` counts this process and its conversion processes, so cpuMs / ms is how many cores the batch kept
 * busy; it splits into the children's main threads (the engine itself), their other threads (V8's garbage
 * collector and optimising compiler, libuv) and this process (dispatch, and receiving each result).
 */
export type BatchResult = {
  ms: number;
  cpuMs: number;
  childMainMs: number;
  childHelperMs: number;
  parentMs: number;
  ok: number;
  failed: number;
};

function cpuMsNow(): number {
  const self = process.cpuUsage();
  return (self.user + self.system) / 1000;
}

/**
 * Converts every file with `size` conversion processes, each taking the next file when it finishes one;
 * `v8Flags` go to every process (`--single-threaded`: no V8 helper threads, one core per process).
 */
export async function convertBatch(
  files: string[],
  size: number,
  v8Flags: readonly string[] = [],
): Promise<BatchResult> {
  const pool = new ProcessPool({
    size,
    minChildren: size,
    memoryMb: BATCH_JOB_MEMORY_MB,
    maxQueue: files.length + size,
    entry: await childEntry(),
    nice: null,
    v8Flags,
  });
  const convert = async (file: string): Promise<boolean> => {
    const answer = await pool.run(
      { kind: 'convert', file, askPages: false },
      { timeoutMs: BATCH_JOB_TIMEOUT_MS },
    );
    return answer.ok && answer.value.kind === 'result' && answer.value.result.ok;
  };
  try {
    // One warm-up conversion per process, so that no process's start-up lands inside the timed batch.
    const warm = files[0];
    if (warm !== undefined) await Promise.all(Array.from({ length: size }, () => convert(warm)));
    const t0 = performance.now();
    const pids = pool.stats().pids;
    const child0 = childrenCpuMs(pids);
    const self0 = cpuMsNow();
    let ok = 0;
    let failed = 0;
    await Promise.all(
      files.map(async (file) => {
        if (await convert(file)) ok++;
        else failed++;
      }),
    );
    const ms = performance.now() - t0;
    const child1 = childrenCpuMs(pids);
    const parentMs = cpuMsNow() - self0;
    const childMainMs = child1.main - child0.main;
    const childHelperMs = child1.helpers - child0.helpers;
    return {
      ms,
      cpuMs: childMainMs + childHelperMs + parentMs,
      childMainMs,
      childHelperMs,
      parentMs,
      ok,
      failed,
    };
  } finally {
    await pool.close();
  }
}

/** CPU time (user + system, ms) of the given live processes from /proc: their main threads and the rest. */
function childrenCpuMs(pids: number[]): { main: number; helpers: number } {
  let main = 0;
  let helpers = 0;
  for (const pid of pids) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      // Gone: its CPU is lost to this count, which only makes the batch look less busy.
    }
    for (const tid of tids) {
      const ticks = threadTicks(pid, tid);
      if (tid === String(pid)) main += ticks;
      else helpers += ticks;
    }
  }
  const ms = (ticks: number): number => (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  return { main: ms(main), helpers: ms(helpers) };
}

function threadTicks(pid: number, tid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Linux's USER_HZ, the unit of utime and stime in /proc/<pid>/stat. */
const CLOCK_TICKS_PER_SECOND = 100;

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
