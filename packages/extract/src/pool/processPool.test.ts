import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { EXTRACT_ERROR_MESSAGES } from '@statemint/contracts';
import { doubleFlateBombPdf } from '../../test/hostile/bombs.ts';
import { extractStatement } from '../index.ts';
import { childEntry } from './childEntry.ts';
import { PoolBusyError, ProcessPool, type PoolOptions } from './processPool.ts';
import { CHILD_ENV } from './settings.ts';

const realDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/real');
const SAMPLE = path.join(realDir, 'hsbc-uk-current-11111111-2019-06-10.pdf');
const work = mkdtempSync(path.join(tmpdir(), 'statemint-pool-test-'));

const pools: ProcessPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

async function pool(options: Partial<PoolOptions> = {}): Promise<ProcessPool> {
  const p = new ProcessPool({
    size: 1,
    memoryMb: 256,
    maxQueue: 8,
    entry: await childEntry(),
    ...options,
  });
  pools.push(p);
  return p;
}

function file(name: string, bytes: Uint8Array): string {
  const target = path.join(work, name);
  writeFileSync(target, bytes);
  return target;
}

const convert = (f: string, askPages = false) => ({ kind: 'convert', file: f, askPages }) as const;

// Real child processes on a machine that may be busy: generous bounds, the pool's own limits decide.
describe('ProcessPool', { timeout: 60_000 }, () => {
  it('converts in a child process exactly as the engine does in-process', async () => {
    const p = await pool();
    const expected = await extractStatement(new Uint8Array(readFileSync(SAMPLE)));
    const answer = await p.run(convert(SAMPLE), { timeoutMs: 30_000 });
    expect(answer).toEqual({ ok: true, value: { kind: 'result', result: expected } });
    expect(p.stats().pids).not.toContain(process.pid);
  });

  it('starts its children with the V8 flags it is given, and they convert exactly as the engine does', async () => {
    const p = await pool({ v8Flags: ['--single-threaded'] });
    const expected = await extractStatement(new Uint8Array(readFileSync(SAMPLE)));
    const answer = await p.run(convert(SAMPLE), { timeoutMs: 30_000 });
    expect(answer).toEqual({ ok: true, value: { kind: 'result', result: expected } });
    const [pid] = p.stats().pids;
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    expect(argv).toContain('--single-threaded');
    expect(argv).toContain('--max-old-space-size=256');
  });

  it('ends a job over its time bound alone, and the next job runs on a fresh child', async () => {
    const p = await pool();
    const slow = await p.run(convert(SAMPLE), { timeoutMs: 1 });
    expect(slow).toEqual({
      ok: false,
      failure: 'timeout',
      detail: 'child stopped by the pool (timeout)',
    });
    const next = await p.run(convert(SAMPLE), { timeoutMs: 30_000 });
    expect(next.ok && next.value.kind === 'result' && next.value.result.ok).toBe(true);
  });

  it('keeps a decompression bomb inside its memory cap: that job fails, the pool and the next job go on (issue 7 item 4)', async () => {
    const p = await pool({ memoryMb: 64 });
    const bomb = file('bomb.pdf', doubleFlateBombPdf(512 * 1024 * 1024));
    const answer = await p.run(convert(bomb), { timeoutMs: 60_000 });
    // The default text layer (PDFium) refuses to grow its WebAssembly memory past the child's heap limit:
    // the job ends as a typed too_complex instead of a killed child, and only this job fails.
    expect(answer).toEqual({
      ok: true,
      value: {
        kind: 'result',
        result: {
          ok: false,
          error: { code: 'too_complex', message: EXTRACT_ERROR_MESSAGES.too_complex },
        },
      },
    });
    const next = await p.run(convert(SAMPLE), { timeoutMs: 30_000 });
    expect(next.ok && next.value.kind === 'result' && next.value.result.ok).toBe(true);
  });

  it("through pdf.js (STATEMINT_TEXT_LAYER), the same bomb exhausts the child's heap: only that child dies", async () => {
    // Children copy the environment when they start, which may be at the first job.
    process.env[CHILD_ENV.textLayer] = 'pdfjs';
    onTestFinished(() => {
      delete process.env[CHILD_ENV.textLayer];
    });
    const p = await pool({ memoryMb: 64 });
    const bomb = file('bomb-pdfjs.pdf', doubleFlateBombPdf(512 * 1024 * 1024));
    const answer = await p.run(convert(bomb), { timeoutMs: 60_000 });
    // V8 cannot grow the heap past the hard cap and aborts the child: only this job fails.
    expect(answer).toEqual({
      ok: false,
      failure: 'memory',
      detail: expect.stringMatching(/^child exited/),
    });
    const next = await p.run(convert(SAMPLE), { timeoutMs: 30_000 });
    expect(next.ok && next.value.kind === 'result' && next.value.result.ok).toBe(true);
  });

  it('reports a child that dies mid-job as a crash of that job only', async () => {
    const p = await pool();
    await p.run(convert(SAMPLE), { timeoutMs: 30_000 });
    const [pid] = p.stats().pids;
    const running = p.run(convert(SAMPLE, true), {
      timeoutMs: 30_000,
      onPages: async () => {
        process.kill(pid!, 'SIGSEGV');
        return true;
      },
    });
    expect(await running).toEqual({
      ok: false,
      failure: 'crash',
      detail: 'child exited (code none, signal SIGSEGV)',
    });
    const next = await p.run(convert(SAMPLE), { timeoutMs: 30_000 });
    expect(next.ok).toBe(true);
    expect(p.stats().pids).not.toContain(pid);
  });

  it('asks for the pages before reading text, and a refusal or a throw stops the job', async () => {
    const p = await pool();
    const seen: unknown[] = [];
    const refused = await p.run(convert(SAMPLE, true), {
      timeoutMs: 30_000,
      onPages: async (count) => {
        seen.push(count);
        return false;
      },
    });
    expect(seen).toEqual([{ pages: 2, chargedPages: 2 }]);
    expect(refused).toEqual({ ok: true, value: { kind: 'refused' } });
    const failure = new Error('database unavailable');
    await expect(
      p.run(convert(SAMPLE, true), {
        timeoutMs: 30_000,
        onPages: async () => {
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
  });

  it('answers PoolBusyError when the queue is full', async () => {
    const p = await pool({ maxQueue: 1 });
    // A warm child takes the first job at once; the second waits in the queue; the third finds it full.
    await p.run(convert(SAMPLE), { timeoutMs: 30_000 });
    const first = p.run(convert(SAMPLE), { timeoutMs: 30_000 });
    const second = p.run(convert(SAMPLE), { timeoutMs: 30_000 });
    await expect(p.run(convert(SAMPLE), { timeoutMs: 30_000 })).rejects.toBeInstanceOf(
      PoolBusyError,
    );
    expect((await first).ok && (await second).ok).toBe(true);
  });

  it('fails waiting jobs, rather than respawning forever, when children cannot start', async () => {
    const broken = file('broken-child.mjs', new TextEncoder().encode('process.exit(3);\n'));
    const p = new ProcessPool({ size: 1, memoryMb: 64, maxQueue: 8, entry: broken });
    pools.push(p);
    const answer = await p.run(convert(SAMPLE), { timeoutMs: 30_000 });
    expect(answer).toEqual({
      ok: false,
      failure: 'crash',
      detail: 'conversion process failed to start',
    });
    // Nothing is left respawning in the background: no child is started once the job has failed (one
    // started then would still be alive when a loaded machine gets round to this check), nor later.
    expect(p.stats().children).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(p.stats().children).toBe(0);
  });

  it('maps a damaged file to its typed error', async () => {
    const p = await pool();
    const damaged = file('damaged.pdf', new TextEncoder().encode('%PDF-1.7\n1 0 obj garbage'));
    const answer = await p.run(convert(damaged), { timeoutMs: 30_000 });
    expect(answer).toEqual({
      ok: true,
      value: {
        kind: 'result',
        result: {
          ok: false,
          error: { code: 'corrupt_pdf', message: EXTRACT_ERROR_MESSAGES.corrupt_pdf },
        },
      },
    });
  });
});
