import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliOptions } from './args.ts';
import { planJobs, withSuffix } from './plan.ts';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'statemint-plan-'));
  await mkdir(path.join(dir, 'in', 'sub'), { recursive: true });
  for (const file of ['in/a.pdf', 'in/sub/b.PDF', 'in/sub/a.pdf', 'in/notes.txt', 'one.pdf']) {
    await writeFile(path.join(dir, file), '');
  }
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function options(overrides: Partial<CliOptions>): CliOptions {
  return {
    inputs: [],
    format: 'json',
    dateFormat: 'iso',
    european: false,
    out: null,
    debug: false,
    strict: false,
    timeLimitMs: 300_000,
    ...overrides,
  };
}

describe('withSuffix', () => {
  it('replaces .pdf with the extension of the format', () => {
    expect(withSuffix('x/March.PDF', 'csv')).toBe('x/March.csv');
    expect(withSuffix('March.pdf', 'complete-csv')).toBe('March-complete-data.csv');
    expect(withSuffix('March.pdf', 'xlsx')).toBe('March.xlsx');
    expect(withSuffix('March.pdf', 'ofx1')).toBe('March-ofx102.ofx');
    expect(withSuffix('March.pdf', 'csv-qbo4')).toBe('March-quickbooks-4-column.csv');
  });
});

describe('planJobs', () => {
  it('sends one file to stdout unless it is xlsx, which goes next to the input', async () => {
    const one = path.join(dir, 'one.pdf');
    expect(await planJobs(options({ inputs: [one] }))).toEqual({
      kind: 'jobs',
      batch: false,
      outDir: null,
      jobs: [
        {
          input: one,
          output: null,
          format: 'json',
          exportOptions: { dateFormat: 'iso', european: false },
          debug: false,
          debugOutput: null,
        },
      ],
    });
    const xlsx = await planJobs(options({ inputs: [one], format: 'xlsx', debug: true }));
    expect(xlsx.kind === 'jobs' ? xlsx.jobs : null).toEqual([
      {
        input: one,
        output: path.join(dir, 'one.xlsx'),
        format: 'xlsx',
        exportOptions: { dateFormat: 'iso', european: false },
        debug: true,
        debugOutput: path.join(dir, 'one.xlsx.debug.json'),
      },
    ]);
  });

  it('writes one file to --out, or into --out when it is an existing folder', async () => {
    const one = path.join(dir, 'one.pdf');
    const file = await planJobs(options({ inputs: [one], out: path.join(dir, 'x.json') }));
    expect(file.kind === 'jobs' ? file.jobs.map((j) => j.output) : null).toEqual([
      path.join(dir, 'x.json'),
    ]);
    const folder = await planJobs(options({ inputs: [one], out: path.join(dir, 'in') }));
    expect(folder.kind === 'jobs' ? folder.jobs.map((j) => j.output) : null).toEqual([
      path.join(dir, 'in', 'one.json'),
    ]);
  });

  it('finds PDFs in folders recursively and mirrors sub-folders under --out', async () => {
    const out = path.join(dir, 'out');
    const plan = await planJobs(options({ inputs: [path.join(dir, 'in')], format: 'csv', out }));
    expect(plan.kind === 'jobs' ? [plan.batch, plan.outDir] : null).toEqual([true, out]);
    expect(plan.kind === 'jobs' ? plan.jobs.map((j) => [j.input, j.output]) : null).toEqual([
      [path.join(dir, 'in', 'a.pdf'), path.join(out, 'a.csv')],
      [path.join(dir, 'in', 'sub', 'a.pdf'), path.join(out, 'sub', 'a.csv')],
      [path.join(dir, 'in', 'sub', 'b.PDF'), path.join(out, 'sub', 'b.csv')],
    ]);
  });

  it('writes batch outputs next to their inputs without --out', async () => {
    const plan = await planJobs(
      options({ inputs: [path.join(dir, 'one.pdf'), path.join(dir, 'in', 'a.pdf')] }),
    );
    expect(plan.kind === 'jobs' ? plan.jobs.map((j) => j.output) : null).toEqual([
      path.join(dir, 'one.json'),
      path.join(dir, 'in', 'a.json'),
    ]);
  });

  it('refuses missing inputs, empty folders and two inputs that would share an output', async () => {
    expect(await planJobs(options({ inputs: [path.join(dir, 'nope.pdf')] }))).toEqual({
      kind: 'usage',
      message: `no such file or folder: ${path.join(dir, 'nope.pdf')}`,
    });
    await mkdir(path.join(dir, 'empty'));
    expect(await planJobs(options({ inputs: [path.join(dir, 'empty')] }))).toEqual({
      kind: 'usage',
      message: 'no PDF files found in the given folders',
    });
    const a = path.join(dir, 'in', 'a.pdf');
    const b = path.join(dir, 'in', 'sub', 'a.pdf');
    expect(await planJobs(options({ inputs: [a, b], out: path.join(dir, 'out') }))).toEqual({
      kind: 'usage',
      message: `${a} and ${b} would both be written to ${path.join(dir, 'out', 'a.json')}`,
    });
  });
});
