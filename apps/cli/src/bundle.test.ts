/**
 * The compiled CLI (issue 11 item 3): the esbuild bundle that `npm run build` writes to apps/cli/dist,
 * built here into a folder of its own, runs on plain Node and prints exactly what the TypeScript source
 * prints; `npm run convert` (the README's command) builds it on demand and runs it.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractStatement } from '@statemint/extract';
import { HELP_TEXT } from './help.ts';
import { CONSOLIDATED, REPO_ROOT, SAMPLE } from './testing.ts';

const APP = path.resolve(import.meta.dirname, '..');
/** Building, spawning tsx and running the engine take seconds on a shared 2-core machine. */
const TIMEOUT_MS = 180_000;
/** The bundle's folder: inside the repository, so its npm dependencies resolve from node_modules. */
const OUT = path.join(REPO_ROOT, 'node_modules/.cache', `statemint-cli-test-${process.pid}`);
const BIN = path.join(OUT, 'statemint.js');

type Run = { status: number | null; stdout: string; stderr: string };

function spawn(command: string, args: string[]): Run {
  const result = spawnSync(command, args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, STATEMINT_DEBUG: '', NODE_OPTIONS: '' },
    maxBuffer: 1 << 28,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The bundle as the bin runs it: plain Node, no TypeScript loader. */
const bundled = (args: string[]): Run => spawn(process.execPath, [BIN, ...args]);
/** The TypeScript source under tsx, the yardstick the bundle must equal. */
const source = (args: string[]): Run =>
  spawn(process.execPath, ['--import', 'tsx', path.join(APP, 'src/main.ts'), ...args]);

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'statemint-bundle-'));
  const built = spawn(process.execPath, [path.join(APP, 'scripts/build.mjs'), OUT]);
  if (built.status !== 0) throw new Error(`the CLI did not build: ${built.stderr}`);
}, TIMEOUT_MS);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(OUT, { recursive: true, force: true });
});

describe('the bundled CLI', { timeout: TIMEOUT_MS }, () => {
  it('is plain JavaScript with a node shebang, its chunks beside it', async () => {
    const files = await readdir(OUT);
    expect(files).toEqual(
      expect.arrayContaining(['statemint.js', 'engine-thread.js', 'pool-child.js']),
    );
    expect(files.some((f) => f.endsWith('.ts'))).toBe(false);
    expect((await readFile(BIN, 'utf8')).split('\n')[0]).toBe('#!/usr/bin/env node');
  });

  it('prints the help text, alone and among other options', () => {
    expect(bundled(['--help'])).toEqual({ status: 0, stdout: HELP_TEXT, stderr: '' });
    expect(bundled(['-h', '--format', 'csv', SAMPLE])).toEqual({
      status: 0,
      stdout: HELP_TEXT,
      stderr: '',
    });
  });

  it('converts a real sample to exactly the JSON text of the source CLI and of JSON.stringify', async () => {
    const run = bundled([SAMPLE]);
    expect(run).toEqual(source([SAMPLE]));
    expect(run.status).toBe(0);
    const result = await extractStatement(new Uint8Array(await readFile(SAMPLE)));
    if (!result.ok) throw new Error(result.error.code);
    expect(run.stdout).toBe(`${JSON.stringify(result.statement, null, 2)}\n`);
  });

  it('writes the same CSV and the same JSON file as the source CLI', async () => {
    expect(bundled([CONSOLIDATED, '--format', 'csv'])).toEqual(
      source([CONSOLIDATED, '--format', 'csv']),
    );
    const fromBundle = path.join(dir, 'bundle.json');
    const fromSource = path.join(dir, 'source.json');
    expect(bundled([SAMPLE, '--out', fromBundle]).status).toBe(0);
    expect(source([SAMPLE, '--out', fromSource]).status).toBe(0);
    const text = await readFile(fromBundle, 'utf8');
    expect(text).toBe(await readFile(fromSource, 'utf8'));
    expect(text.length).toBeGreaterThan(1000);
  });

  it('loads no npm package on the main thread of a one-file run: its engine thread converts and writes', async () => {
    // A resolve hook in every thread, logging what each one loads (issue 11: the main thread stays small).
    const log = path.join(dir, 'loaded.txt');
    const hook = path.join(dir, 'log-loads.mjs');
    await writeFile(
      hook,
      `import { appendFileSync } from 'node:fs';
       import { registerHooks } from 'node:module';
       import { isMainThread } from 'node:worker_threads';
       registerHooks({
         resolve(specifier, context, next) {
           appendFileSync(${JSON.stringify(log)}, (isMainThread ? 'main ' : 'thread ') + specifier + '\\n');
           return next(specifier, context);
         },
       });`,
    );
    const run = spawn(process.execPath, ['--import', hook, BIN, SAMPLE, '--format', 'csv']);
    expect(run).toEqual({ ...source([SAMPLE, '--format', 'csv']), stderr: run.stderr });
    expect(run.status).toBe(0);
    const packages = async (thread: string): Promise<string[]> =>
      (await readFile(log, 'utf8'))
        .split('\n')
        .filter((line) => line.startsWith(`${thread} `))
        .map((line) => line.slice(thread.length + 1))
        .filter((name) => !/^(node:|\.|\/|file:)/.test(name));
    expect(await packages('main')).toEqual([]);
    expect(await packages('thread')).toEqual(
      expect.arrayContaining(['@embedpdf/pdfium', 'fflate']),
    );
  });

  it('converts a batch of several files on its pool, as the source does', async () => {
    const batch = path.join(dir, 'batch');
    await mkdir(batch, { recursive: true });
    await copyFile(SAMPLE, path.join(batch, 'a.pdf'));
    await copyFile(SAMPLE, path.join(batch, 'b.pdf'));
    await copyFile(CONSOLIDATED, path.join(batch, 'c.pdf'));
    await writeFile(path.join(batch, 'notes.pdf'), 'not a PDF\n');
    const outBundle = path.join(dir, 'out-bundle');
    const outSource = path.join(dir, 'out-source');
    const run = bundled([batch, '--format', 'csv', '--out', outBundle]);
    const yardstick = source([batch, '--format', 'csv', '--out', outSource]);
    const lines = (r: Run): string[] =>
      r.stderr.replaceAll(outBundle, 'OUT').replaceAll(outSource, 'OUT').split('\n').sort();
    expect(run.status).toBe(2);
    expect([run.status, run.stdout, lines(run)]).toEqual([
      yardstick.status,
      yardstick.stdout,
      lines(yardstick),
    ]);
    expect(run.stderr).toContain(
      `error: not_pdf: Please upload a PDF file only. (${path.join(batch, 'notes.pdf')})`,
    );
    const written = (await readdir(outBundle)).sort();
    expect(written).toEqual(['a.csv', 'b.csv', 'c.csv']);
    for (const name of written) {
      expect(await readFile(path.join(outBundle, name), 'utf8')).toBe(
        await readFile(path.join(outSource, name), 'utf8'),
      );
    }
  });

  it('counts as stale once a source it was built from is newer than the bundle', async () => {
    const stale = (): string =>
      spawn(process.execPath, [
        '--input-type=module',
        '-e',
        `import { isStale } from ${JSON.stringify(path.join(APP, 'scripts/build.mjs'))};
         console.log(isStale(${JSON.stringify(OUT)}));`,
      ]).stdout.trim();
    expect(stale()).toBe('false');
    // The bundle made before any source was written: every source is newer.
    await utimes(BIN, new Date(0), new Date(0));
    expect(stale()).toBe('true');
  });

  it('runs from `npm run --silent convert`, building apps/cli/dist first in a fresh checkout', async () => {
    // A fresh clone after `npm ci` has no bundle.
    await rm(path.join(APP, 'dist'), { recursive: true, force: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const run = spawn(npm, ['run', '--silent', 'convert', '--', SAMPLE, '--format', 'csv']);
    expect(run).toEqual(source([SAMPLE, '--format', 'csv']));
    expect(run.status).toBe(0);
    expect((await readdir(path.join(APP, 'dist'))).sort()).toEqual(
      expect.arrayContaining(['statemint.js', 'engine-thread.js', 'pool-child.js', 'inputs.json']),
    );
  });
});
