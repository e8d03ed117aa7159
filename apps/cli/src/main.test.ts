import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXTRACT_ERROR_MESSAGES, Statement } from '@statemint/contracts';
import { toCompleteCsv, toFlatCsv } from '@statemint/export/csv';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractStatement } from '@statemint/extract';
import { doubleFlateBombPdf } from '@statemint/extract/hostile';
import { HELP_TEXT } from './args.ts';

const MAIN = path.join(import.meta.dirname, 'main.ts');
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/** Real sample: 2 pages, 4 transactions (see packages/extract/fixtures/real/README.md). */
const SAMPLE = path.join(
  REPO_ROOT,
  'packages/extract/fixtures/real/hsbc-uk-current-11111111-2019-06-10.pdf',
);
/** Spawning tsx and running the engine takes seconds on a shared 2-core machine. */
const CLI_TEST_TIMEOUT_MS = 120_000;

type Run = { status: number | null; stdout: string; stderr: string };

function runCli(args: string[]): Run {
  // The same loader as `npm run convert` (tsx), without npm's own warnings on stderr.
  const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, STATEMINT_DEBUG: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let dir = '';
let statement: Statement;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'statemint-cli-'));
  await writeFile(path.join(dir, 'empty.pdf'), '');
  await writeFile(path.join(dir, 'notes.pdf'), 'These are my notes, not a PDF.\n');
  const result = await extractStatement(new Uint8Array(await readFile(SAMPLE)));
  if (!result.ok) throw new Error(`sample did not convert: ${result.error.code}`);
  statement = result.statement;
}, CLI_TEST_TIMEOUT_MS);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('convert CLI', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it('prints the help text', () => {
    expect(runCli(['--help'])).toEqual({ status: 0, stdout: HELP_TEXT, stderr: '' });
  });

  it('rejects a bad command line with one usage line and exit 2', () => {
    expect(runCli([])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'error: usage: no input; give one or more PDF files or folders (see --help)\n',
    });
    expect(runCli([SAMPLE, '--format', 'ods'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'error: usage: unknown format "ods"; use one of json, csv, xlsx, complete-csv\n',
    });
  });

  it('reports an empty file with exit 2 and one error line', () => {
    expect(runCli([path.join(dir, 'empty.pdf')])).toEqual({
      status: 2,
      stdout: '',
      stderr: `error: empty_file: ${EXTRACT_ERROR_MESSAGES.empty_file}\n`,
    });
  });

  it('reports a text file named .pdf as not_pdf', () => {
    expect(runCli([path.join(dir, 'notes.pdf'), '--format', 'csv'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'error: not_pdf: Please upload a PDF file only.\n',
    });
  });

  it('reports a 4 GiB decompression bomb as too_complex with exit 2, not a crash (issue 7 item 4)', async () => {
    const bomb = path.join(dir, 'bomb.pdf');
    await writeFile(bomb, doubleFlateBombPdf(4 * 1024 ** 3));
    expect(runCli([bomb, '--format', 'csv'])).toEqual({
      status: 2,
      stdout: '',
      stderr: `error: too_complex: ${EXTRACT_ERROR_MESSAGES.too_complex}\n`,
    });
  });

  it('prints the Statement of a real sample as JSON', () => {
    const run = runCli([SAMPLE]);
    expect([run.status, run.stderr]).toEqual([0, '']);
    const raw: unknown = JSON.parse(run.stdout);
    expect(raw).toEqual(JSON.parse(JSON.stringify(statement)));
    const printed = Statement.parse(raw);
    // Guard against a blind pass: the sample's ground truth.
    expect(printed.transactions).toHaveLength(4);
    expect(printed.transactions[0]).toMatchObject({ date: '2019-05-16', amount: -12 });
    expect(printed.accountInfo.endingBalance).toBe(366.39);
  });

  it('prints the flat CSV and the complete-data CSV of a real sample', () => {
    const flat = runCli([SAMPLE, '--format', 'csv']);
    expect(flat).toEqual({ status: 0, stdout: toFlatCsv(statement), stderr: '' });
    expect(flat.stdout.split('\r\n')).toHaveLength(1 + 4 + 1);
    expect(flat.stdout.split('\r\n')[1]).toMatch(/^2019-05-16,.*,-12\.00,12\.00,,/);
    const complete = runCli([SAMPLE, '--format', 'complete-csv']);
    expect(complete).toEqual({ status: 0, stdout: toCompleteCsv(statement), stderr: '' });
  });

  it('writes an XLSX workbook and the debug trace to --out', async () => {
    const out = path.join(dir, 'march.xlsx');
    expect(runCli([SAMPLE, '--format', 'xlsx', '--out', out, '--debug'])).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await readFile(out)).buffer);
    expect(workbook.worksheets.map((s) => s.name)).toContain('All Transactions');
    expect(workbook.getWorksheet('All Transactions')?.rowCount).toBe(1 + 4);
    const trace: unknown = JSON.parse(await readFile(`${out}.debug.json`, 'utf8'));
    expect(typeof trace).toBe('object');
    expect(trace).not.toBeNull();
  });

  it('converts a folder recursively on the worker pool, one error line per bad file', async () => {
    const input = path.join(dir, 'batch');
    await mkdir(path.join(input, 'sub'), { recursive: true });
    await copyFile(SAMPLE, path.join(input, 'statement.pdf'));
    await copyFile(SAMPLE, path.join(input, 'sub', 'statement.pdf'));
    await copyFile(path.join(dir, 'empty.pdf'), path.join(input, 'sub', 'empty.pdf'));
    await copyFile(path.join(dir, 'notes.pdf'), path.join(input, 'notes.pdf'));
    const out = path.join(dir, 'batch-out');
    const run = runCli([input, '--format', 'csv', '--out', out]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n').sort()).toEqual([
      '',
      `error: empty_file: ${EXTRACT_ERROR_MESSAGES.empty_file} (${path.join(input, 'sub', 'empty.pdf')})`,
      `error: not_pdf: ${EXTRACT_ERROR_MESSAGES.not_pdf} (${path.join(input, 'notes.pdf')})`,
    ]);
    const written = await readdir(out, { recursive: true });
    expect(written.sort()).toEqual(['statement.csv', 'sub', path.join('sub', 'statement.csv')]);
    expect(await readFile(path.join(out, 'sub', 'statement.csv'), 'utf8')).toBe(
      toFlatCsv(statement),
    );
  });
});
