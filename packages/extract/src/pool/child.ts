/**
 * A conversion child process: runs one task at a time for its pool. Everything a hostile PDF can do to it
 * (exhaust its memory, spin, crash, leave promises rejecting after the engine answered) ends in this
 * process, which the pool then replaces.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { extractStatement, TEXT_LAYERS } from '../index.ts';
import type { PageCount } from '../index.ts';
import type { ChildTask, ConvertTask, ConvertValue, FromChild, ToChild } from './protocol.ts';
import { CHILD_ENV, CHILD_FAULT_EXIT_CODE } from './settings.ts';

function send(message: FromChild): void {
  process.send?.(message);
}

/** The data segment size (VmData), which the pool's hard memory cap is set above; null off Linux. */
function dataKb(): number | null {
  try {
    const match = /^VmData:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    return match?.[1] === undefined ? null : Number(match[1]);
  } catch {
    return null;
  }
}

function numberFromEnv(name: string): number | null {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

const nice = numberFromEnv(CHILD_ENV.nice);
if (nice !== null) {
  try {
    // Conversions yield the CPU to the server's event loop when cores are scarce.
    setPriority(nice);
  } catch {
    // Not permitted here: the pool still works, only without the priority hint.
  }
}
const retireRssBytes = (numberFromEnv(CHILD_ENV.retireRssMb) ?? Infinity) * 1024 * 1024;
const layerFromEnv = process.env[CHILD_ENV.textLayer];
const textLayer = TEXT_LAYERS.find((name) => name === layerFromEnv);

let tainted = false;
// pdf.js can leave an internal promise rejecting after a damaged document was destroyed. The engine's answer
// is already decided by then, so the job stands; the child reports itself and is replaced after the job.
process.on('unhandledRejection', (reason) => {
  tainted = true;
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  send({ type: 'tainted', reason: text.slice(0, 500) });
});

// The same for an exception thrown from a callback pdf.js scheduled (a timer of a destroyed document): the job
// at hand either answers regardless or runs into its time bound, and the child is replaced afterwards.
process.on('uncaughtException', (error) => {
  tainted = true;
  send({ type: 'tainted', reason: `${error.name}: ${error.message}`.slice(0, 500) });
});

const pendingAnswers = new Map<number, (proceed: boolean) => void>();

/** How often the watchdog thread checks that the pool's process is still this child's parent. */
const PARENT_CHECK_MS = 250;

/** Thrown into the engine when the parent refuses the pages (no quota left, or the client went away). */
class Refused extends Error {}

async function convert(id: number, task: ConvertTask): Promise<ConvertValue> {
  const read = await readFile(task.file);
  // A view, not a copy: the file's bytes are held once.
  const bytes = new Uint8Array(read.buffer, read.byteOffset, read.byteLength);
  const ask = async (count: PageCount): Promise<void> => {
    const proceed = await new Promise<boolean>((resolve) => {
      pendingAnswers.set(id, resolve);
      send({ type: 'ask', id, count });
    });
    if (!proceed) throw new Refused();
  };
  try {
    const result = await extractStatement(bytes, {
      debug: task.debug,
      limits: task.limits,
      beforeRead: task.askPages ? ask : undefined,
      ...(textLayer ? { textLayer } : {}),
    });
    return { kind: 'result', result };
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused' };
    throw error;
  }
}

async function run(id: number, task: ChildTask): Promise<{ value: unknown; failed: boolean }> {
  const value = await convert(id, task);
  return { value, failed: value.kind !== 'result' || !value.result.ok };
}

process.on('message', (message: ToChild) => {
  if (message.type === 'answer') {
    const resolve = pendingAnswers.get(message.id);
    pendingAnswers.delete(message.id);
    resolve?.(message.proceed);
    return;
  }
  void run(message.id, message.task).then(
    ({ value, failed }) => {
      const retire = failed || tainted || process.memoryUsage().rss > retireRssBytes;
      send({ type: 'done', id: message.id, value, retire });
    },
    (error: unknown) => {
      // Not the input's fault (the engine never throws for bad bytes): a fault of ours, reported by the pool.
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(CHILD_FAULT_EXIT_CODE);
    },
  );
});

// The pool owns this process: when it goes away, so does the child.
process.on('disconnect', () => process.exit(0));
// 'disconnect' needs this thread's event loop, which a long parse can hold for seconds; a watchdog on its
// own thread sees the parent die (the child is re-parented) and kills the child at once, mid-parse too.
const watchdog = new Worker(
  `const { workerData } = require('node:worker_threads');
   setInterval(() => {
     if (process.ppid !== workerData.parent) process.kill(process.pid, 'SIGKILL');
   }, workerData.everyMs);`,
  { eval: true, workerData: { parent: process.ppid, everyMs: PARENT_CHECK_MS } },
);
watchdog.unref();
// Ready once the watchdog runs, so the data size the pool caps from already counts its thread.
watchdog.once('online', () => send({ type: 'ready', dataKb: dataKb() }));
