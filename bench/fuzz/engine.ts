/** Stage (a): each input through the engine in a fresh process with a hard memory cap and a time limit. */
import path from 'node:path';
import type { ChildResult } from './engineProtocol.ts';
import { RESULT_MARKER } from './engineProtocol.ts';
import { runCapped } from './lib/capped.ts';

export type EngineLimits = {
  /** V8 old-space cap (--max-old-space-size), as the server's JOB_MEMORY_MB caps a worker. */
  heapMb: number;
  /** RLIMIT_DATA of the child, a hard cap on everything it allocates (decoded streams live outside the heap). */
  dataMb: number;
  timeoutMs: number;
};

/**
 * Default limits: the server's default JOB_MEMORY_MB and JOB_TIMEOUT_MS. RLIMIT_DATA counts address space V8
 * reserves, not only what it touches, so 4 GiB lets a conversion reach about 2.5 GB resident before it fails.
 */
export const DEFAULT_ENGINE_LIMITS: EngineLimits = { heapMb: 512, dataMb: 4096, timeoutMs: 30_000 };
/** A conversion peaking above this is a memory finding: the server's target for the whole process is 1.5 GB. */
export const ENGINE_MEMORY_FINDING_MB = 1024;
/** Slower than this is reported (not a failure on its own). */
export const SLOW_MS = 10_000;

export const FINDING_KINDS = [
  'crash',
  'hang',
  'unhandled-rejection',
  'uncaught-exception',
  'threw',
  'page-count',
  'memory',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export type EngineVerdict = {
  name: string;
  /** `converted`, `error:<code>`, `crash` or `hang`. */
  outcome: string;
  /** For a crash: heap limit, out of memory, a signal or an exit code, with the last line of stderr. */
  detail: string;
  findings: FindingKind[];
  ms: number;
  /** CPU time of the child process, start-up included, when it reported. */
  cpuMs?: number;
  peakRssMb: number;
  transactions?: number;
  inspectPages?: number;
  unhandled: string[];
};

function crashDetail(stderr: string, exitCode: number | null, signal: string | null): string {
  if (/Reached heap limit|JavaScript heap out of memory/.test(stderr))
    return 'heap limit (V8 abort)';
  if (/process out of memory|Allocation failed|Cannot allocate|std::bad_alloc/.test(stderr))
    return 'out of memory (data cap)';
  const last =
    stderr
      .trim()
      .split('\n')
      .filter((l) => l.trim() !== '')
      .pop() ?? '';
  return `${signal ?? `exit ${exitCode}`}${last ? `: ${last.slice(0, 160)}` : ''}`;
}

/** Runs one file through a fresh engine process and judges the result. */
export async function engineVerdict(
  bundle: string,
  name: string,
  file: string,
  limits: EngineLimits,
): Promise<EngineVerdict> {
  const run = await runCapped(
    process.execPath,
    [`--max-old-space-size=${limits.heapMb}`, bundle, file],
    {
      dataBytes: limits.dataMb * 2 ** 20,
      timeoutMs: limits.timeoutMs,
      // Compiled pdf.js is cached on disk: a quarter of each fresh process's start-up CPU.
      env: { ...process.env, NODE_COMPILE_CACHE: path.join(path.dirname(bundle), 'compile-cache') },
    },
  );
  const line = run.stdout.split('\n').find((l) => l.startsWith(RESULT_MARKER));
  const base = { name, ms: run.ms, unhandled: [] as string[] };
  if (!line || run.timedOut) {
    const peakRssMb = run.peakRssKb / 1024;
    if (run.timedOut) {
      return {
        ...base,
        outcome: 'hang',
        detail: `no answer in ${limits.timeoutMs / 1000} s`,
        findings: ['hang'],
        peakRssMb,
      };
    }
    const detail = crashDetail(run.stderr, run.exitCode, run.signal);
    const findings: FindingKind[] = ['crash'];
    if (peakRssMb > ENGINE_MEMORY_FINDING_MB) findings.push('memory');
    return { ...base, outcome: 'crash', detail, findings, peakRssMb };
  }
  const r = JSON.parse(line.slice(RESULT_MARKER.length)) as ChildResult;
  const peakRssMb = Math.max(r.maxRssKb, run.peakRssKb) / 1024;
  const findings: FindingKind[] = [];
  if (r.unhandled.length > 0) findings.push('unhandled-rejection');
  if (r.uncaught.length > 0) findings.push('uncaught-exception');
  if (r.extract.ok === false && r.extract.code === 'threw') findings.push('threw');
  if (!r.inspect.ok && r.inspect.code.startsWith('threw')) findings.push('threw');
  // The server charges inspectPdf's count: it must be the positive number of pages the engine then reads.
  if (r.inspect.ok && (!Number.isInteger(r.inspect.pages) || r.inspect.pages < 1))
    findings.push('page-count');
  else if (r.inspect.ok && r.extract.ok && r.inspect.pages !== r.extract.pages)
    findings.push('page-count');
  if (peakRssMb > ENGINE_MEMORY_FINDING_MB) findings.push('memory');
  const late = r.lateUnhandled > 0 ? ` (${r.lateUnhandled} after the answer)` : '';
  return {
    ...base,
    outcome: r.extract.ok ? 'converted' : `error:${r.extract.code}`,
    detail: [
      r.extract.ok
        ? `${r.extract.transactions} transactions`
        : r.extract.code === 'threw'
          ? r.extract.message
          : '',
      r.inspect.ok ? `inspect ${r.inspect.pages} pages` : `inspect ${r.inspect.code}`,
      ...r.unhandled.slice(0, 3).map((u) => `unhandled ${u}${late}`),
      ...r.uncaught.slice(0, 3).map((u) => `uncaught ${u}`),
    ]
      .filter((s) => s !== '')
      .join('; '),
    findings,
    ms: r.inspectMs + r.extractMs,
    cpuMs: r.cpuMs,
    peakRssMb,
    ...(r.extract.ok ? { transactions: r.extract.transactions } : {}),
    ...(r.inspect.ok ? { inspectPages: r.inspect.pages } : {}),
    unhandled: r.unhandled,
  };
}

/** Runs `jobs` with at most `limit` in flight; results keep the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  job: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await job(items[i]!, i);
      }
    }),
  );
  return out;
}
