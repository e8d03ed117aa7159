/**
 * Run in a fresh, memory-capped process per input: inspects and converts one PDF as the server does
 * (inspectPdf for the page count, then extractStatement), and prints one result line. Rejections and
 * exceptions nobody handled are recorded, including those that arrive after the engine has answered.
 */
import { readFileSync } from 'node:fs';
import { extractStatement, inspectPdf } from '@statemint/extract';
import type { ChildResult, EngineAnswer } from './engineProtocol.ts';
import { RESULT_MARKER } from './engineProtocol.ts';

/** Longest wait for late rejections once the engine has answered, when something keeps the event loop busy. */
const LATE_GRACE_MS = 2_000;

const describe = (e: unknown): string =>
  e instanceof Error ? `${e.name}: ${e.message.split('\n')[0] ?? ''}` : String(e);

const unhandled: string[] = [];
const uncaught: string[] = [];
let answered = false;
let lateUnhandled = 0;
process.on('unhandledRejection', (reason) => {
  unhandled.push(describe(reason));
  if (answered) lateUnhandled += 1;
});
process.on('uncaughtException', (error) => {
  uncaught.push(describe(error));
});

async function timed<T>(
  job: () => Promise<T>,
): Promise<{ value: T | { threw: string }; ms: number }> {
  const t0 = performance.now();
  try {
    return { value: await job(), ms: performance.now() - t0 };
  } catch (error) {
    return { value: { threw: describe(error) }, ms: performance.now() - t0 };
  }
}

const file = process.argv[2];
if (!file) throw new Error('usage: engineChild <file.pdf>');
const bytes = new Uint8Array(readFileSync(file));

const inspected = await timed(() => inspectPdf(bytes));
const extracted = await timed(() => extractStatement(bytes));
answered = true;

const inspect: ChildResult['inspect'] =
  'threw' in inspected.value
    ? { ok: false, code: `threw: ${inspected.value.threw}` }
    : inspected.value.ok
      ? { ok: true, pages: inspected.value.pages }
      : { ok: false, code: inspected.value.error.code };
const extract: EngineAnswer =
  'threw' in extracted.value
    ? { ok: false, code: 'threw', message: extracted.value.threw }
    : extracted.value.ok
      ? {
          ok: true,
          transactions: extracted.value.statement.transactions.length,
          accounts: extracted.value.statement.accounts?.length ?? 1,
          pages: extracted.value.statement.pages ?? 0,
        }
      : { ok: false, code: extracted.value.error.code, message: extracted.value.error.message };

let reported = false;
function report(): void {
  if (reported) return;
  reported = true;
  const usage = process.resourceUsage();
  const result: ChildResult = {
    inspect,
    inspectMs: inspected.ms,
    extract,
    extractMs: extracted.ms,
    unhandled,
    uncaught,
    lateUnhandled,
    maxRssKb: usage.maxRSS,
    cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
  };
  process.stdout.write(`${RESULT_MARKER}${JSON.stringify(result)}\n`, () => process.exit(0));
}
// The loop drains (beforeExit) once pdf.js has nothing left to settle; a handle it leaves open ends the wait early.
process.once('beforeExit', report);
setTimeout(report, LATE_GRACE_MS).unref();
