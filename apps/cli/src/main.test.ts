import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXTRACT_ERROR_MESSAGES, Statement } from '@statemint/contracts';
import { toCompleteCsv, toFlatCsv } from '@statemint/export/csv';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractStatement } from '@statemint/extract';
import { cpuBombPdf, doubleFlateBombPdf } from '@statemint/extract/hostile';
import { HELP_TEXT } from './args.ts';
import { CONSOLIDATED, REPO_ROOT, SAMPLE } from './testing.ts';

const MAIN = path.join(import.meta.dirname, 'main.ts');
/** What stderr says about SAMPLE: the engine verifies it against its printed balances. */
const SAMPLE_VERDICT =
  'verified: Checked against the statement: every balance and total printed on it matches these transactions.';
/** What stderr says about the sample with a typo in its third running balance: where it breaks. */
const BREAK_VERDICT =
  'MISMATCH: The running balance printed on page 1 (row 3) is 10.00 less than the transactions up to that row add up to: the statement prints 2,277.60, the transactions give 2,287.60.';
/** Spawning tsx and running the engine takes seconds on a shared 2-core machine. */
const CLI_TEST_TIMEOUT_MS = 120_000;

type Run = { status: number | null; stdout: string; stderr: string };

function runCli(args: string[]): Run {
  // The TypeScript source under tsx (bundle.test.ts compares the bundle with it), without npm's warnings.
  const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, STATEMINT_DEBUG: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let dir = '';
let statement: Statement;
/** A one-page statement whose third running balance is printed 10.00 short (see mismatchPdf). */
let mismatch = '';
let mismatchStatement: Statement;

/**
 * A ledger that a person could have typed wrong: the running balance after "Corner coffee" is printed
 * 2,277.60 where the rows give 2,287.60, and the ending balance repeats the last printed one.
 */
async function mismatchPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const lines: [number, [number, string][]][] = [
    [740, [[50, 'Everyday Checking   Account number 12345678']]],
    [725, [[50, 'Statement period 1 March 2024 to 31 March 2024']]],
    [
      700,
      [
        [50, 'Opening balance'],
        [480, '1,000.00'],
      ],
    ],
    [
      680,
      [
        [50, 'Date'],
        [120, 'Description'],
        [330, 'Paid out'],
        [410, 'Paid in'],
        [500, 'Balance'],
      ],
    ],
    [
      665,
      [
        [50, '01/03/2024'],
        [120, 'Payroll ACME'],
        [410, '1,500.00'],
        [500, '2,500.00'],
      ],
    ],
    [
      650,
      [
        [50, '05/03/2024'],
        [120, 'Cash machine Main St'],
        [330, '200.00'],
        [500, '2,300.00'],
      ],
    ],
    [
      635,
      [
        [50, '10/03/2024'],
        [120, 'Corner coffee'],
        [330, '12.40'],
        [500, '2,277.60'],
      ],
    ],
    [
      620,
      [
        [50, '15/03/2024'],
        [120, 'Monthly fee'],
        [330, '5.00'],
        [500, '2,272.60'],
      ],
    ],
    [
      595,
      [
        [50, 'Closing balance'],
        [480, '2,272.60'],
      ],
    ],
  ];
  for (const [y, cells] of lines) {
    for (const [x, text] of cells) page.drawText(text, { x, y, size: 10, font });
  }
  return doc.save();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'statemint-cli-'));
  await writeFile(path.join(dir, 'empty.pdf'), '');
  await writeFile(path.join(dir, 'notes.pdf'), 'These are my notes, not a PDF.\n');
  const result = await extractStatement(new Uint8Array(await readFile(SAMPLE)));
  if (!result.ok) throw new Error(`sample did not convert: ${result.error.code}`);
  statement = result.statement;
  const bytes = await mismatchPdf();
  mismatch = path.join(dir, 'mismatch.pdf');
  await writeFile(mismatch, bytes);
  const typo = await extractStatement(bytes);
  if (!typo.ok) throw new Error(`the mismatch statement did not convert: ${typo.error.code}`);
  mismatchStatement = typo.statement;
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
      stderr:
        'error: usage: unknown format "ods"; use one of json, csv, csv-qbo3, csv-qbo4, csv-xero, complete-csv, xlsx, ofx2, ofx1, qfx, qbo, qif\n',
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

  it('gives up on a file past --time-limit with too_complex and exit 2, not a hang', async () => {
    const bomb = path.join(dir, 'cpu-bomb.pdf');
    // Far more work than one second allows on any machine.
    await writeFile(bomb, cpuBombPdf(2_000_000, 20));
    expect(runCli([bomb, '--time-limit', '1'])).toEqual({
      status: 2,
      stdout: '',
      stderr: `error: too_complex: ${EXTRACT_ERROR_MESSAGES.too_complex}\n`,
    });
  });

  it('prints the Statement of a real sample as JSON', () => {
    const run = runCli([SAMPLE]);
    expect([run.status, run.stderr]).toEqual([0, `${SAMPLE_VERDICT}\n`]);
    const raw: unknown = JSON.parse(run.stdout);
    expect(raw).toEqual(JSON.parse(JSON.stringify(statement)));
    const printed = Statement.parse(raw);
    // Guard against a blind pass: the sample's ground truth.
    expect(printed.transactions).toHaveLength(4);
    expect(printed.transactions[0]).toMatchObject({ date: '2019-05-16', amount: -12 });
    expect(printed.accountInfo.endingBalance).toBe(366.39);
    // The JSON carries the verdict the stderr line tells.
    expect(printed.verification).toMatchObject({
      verdict: 'verified',
      openingSource: 'printed',
      closingSource: 'printed',
      runningBalances: { printed: 6, matched: 6, firstBreak: null },
    });
  });

  it('prints the flat CSV and the complete-data CSV of a real sample', () => {
    const flat = runCli([SAMPLE, '--format', 'csv']);
    expect(flat).toEqual({
      status: 0,
      stdout: toFlatCsv(statement),
      stderr: `${SAMPLE_VERDICT}\n`,
    });
    expect(flat.stdout.split('\r\n')).toHaveLength(1 + 4 + 1);
    expect(flat.stdout.split('\r\n')[1]).toMatch(/^2019-05-16,.*,-12\.00,12\.00,,/);
    const complete = runCli([SAMPLE, '--format', 'complete-csv']);
    expect(complete).toEqual({
      status: 0,
      stdout: toCompleteCsv(statement),
      stderr: `${SAMPLE_VERDICT}\n`,
    });
  });

  it('writes an XLSX workbook and the debug trace to --out', async () => {
    const out = path.join(dir, 'march.xlsx');
    expect(runCli([SAMPLE, '--format', 'xlsx', '--out', out, '--debug'])).toEqual({
      status: 0,
      stdout: '',
      stderr: `${SAMPLE_VERDICT}\n`,
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
      `${SAMPLE_VERDICT} (${path.join(input, 'statement.pdf')})`,
      `${SAMPLE_VERDICT} (${path.join(input, 'sub', 'statement.pdf')})`,
    ]);
    const written = await readdir(out, { recursive: true });
    expect(written.sort()).toEqual(['statement.csv', 'sub', path.join('sub', 'statement.csv')]);
    expect(await readFile(path.join(out, 'sub', 'statement.csv'), 'utf8')).toBe(
      toFlatCsv(statement),
    );
  });

  it('gives each account of a real two-account statement its own verdict line', () => {
    const run = runCli([CONSOLIDATED, '--format', 'csv']);
    expect([run.status, run.stderr]).toEqual([
      0,
      `account 1 of 2 (Chase Premier Plus Checking 0000): ${SAMPLE_VERDICT}\n` +
        `account 2 of 2 (CHASE PLUS SAVINGS 0000): ${SAMPLE_VERDICT}\n`,
    ]);
  });

  it('names the first broken running balance and every warning, and still exits 0 without --strict', () => {
    // Guard: the engine itself found the break the PDF was built with.
    expect(mismatchStatement.verification).toMatchObject({
      verdict: 'mismatch',
      runningBalances: {
        firstBreak: { row: 3, page: 1, printed: 2277.6, expected: 2287.6, difference: -10 },
      },
    });
    expect(mismatchStatement.warnings).not.toEqual([]);
    const warnings = mismatchStatement.warnings.map((w) => `warning: ${w}\n`).join('');
    const headline = `${BREAK_VERDICT}\n`;
    expect(runCli([mismatch, '--format', 'csv'])).toEqual({
      status: 0,
      stdout: toFlatCsv(mismatchStatement),
      stderr: headline + warnings,
    });
    expect(runCli([mismatch, '--format', 'csv', '--strict'])).toEqual({
      status: 3,
      stdout: toFlatCsv(mismatchStatement),
      stderr: headline + warnings,
    });
  });

  it('exits 3 with --strict when a batch converts but one file mismatches, 2 when one is bad input', async () => {
    const input = path.join(dir, 'strict');
    await mkdir(input, { recursive: true });
    await copyFile(SAMPLE, path.join(input, 'good.pdf'));
    await copyFile(mismatch, path.join(input, 'typo.pdf'));
    const out = path.join(dir, 'strict-out');
    const converted = runCli([input, '--format', 'csv', '--out', out, '--strict']);
    expect(converted.status).toBe(3);
    const typo = path.join(input, 'typo.pdf');
    expect(converted.stderr.split('\n').sort()).toEqual(
      [
        '',
        `${SAMPLE_VERDICT} (${path.join(input, 'good.pdf')})`,
        `${BREAK_VERDICT} (${typo})`,
        ...mismatchStatement.warnings.map((w) => `warning: ${w} (${typo})`),
      ].sort(),
    );
    expect(runCli([input, '--format', 'csv', '--out', out])).toMatchObject({ status: 0 });
    await copyFile(path.join(dir, 'empty.pdf'), path.join(input, 'empty.pdf'));
    expect(runCli([input, '--format', 'csv', '--out', out, '--strict'])).toMatchObject({
      status: 2,
    });
  });
});
