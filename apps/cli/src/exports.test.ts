import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { parseSync } from 'ofx-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '@statemint/contracts';
import { extractStatement } from '@statemint/extract';
import { CONSOLIDATED, REPO_ROOT, SAMPLE } from './testing.ts';

// The CLI's --format covers every export; its files are read back by ofx-js, csv-parse and fflate.

const MAIN = path.join(import.meta.dirname, 'main.ts');
/** Spawning tsx and running the engine takes seconds on a shared 2-core machine. */
const CLI_TEST_TIMEOUT_MS = 120_000;

function runCli(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, STATEMINT_DEBUG: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function statementOf(file: string): Promise<Statement> {
  const result = await extractStatement(new Uint8Array(await readFile(file)));
  if (!result.ok) throw new Error(`the engine must convert ${file}`);
  return result.statement;
}

type Row = Record<string, string>;
const rowsOf = (list: Row | Row[]): Row[] => (Array.isArray(list) ? list : [list]);

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'statemint-cli-exports-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('CLI --format exports', () => {
  it(
    'writes OFX 2 to stdout with every transaction, and a European QuickBooks CSV with day-first dates',
    async () => {
      const statement = await statementOf(SAMPLE);
      const ofx = runCli([SAMPLE, '--format', 'ofx2']);
      expect(ofx.status).toBe(0);
      const list = parseSync(ofx.stdout).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST;
      expect(rowsOf(list.STMTTRN).map((r) => Number(r.TRNAMT))).toEqual(
        statement.transactions.map((t) => t.amount),
      );

      const out = path.join(dir, 'current.csv');
      const csv = runCli([
        SAMPLE,
        '--format',
        'csv-qbo3',
        '--date-format',
        'dmy',
        '--european',
        '--out',
        out,
      ]);
      expect(csv.status).toBe(0);
      const rows: string[][] = parse(await readFile(out, 'utf8'), { bom: true, delimiter: ';' });
      expect(rows[0]).toEqual(['Date', 'Description', 'Amount']);
      expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual(
        statement.transactions.map((t) => {
          const [y, m, d] = t.date.split('-');
          return [`${d}/${m}/${y}`, t.amount.toFixed(2).replace('.', ',')];
        }),
      );
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'zips one QBO file per account of a consolidated statement',
    async () => {
      const statement = await statementOf(CONSOLIDATED);
      const accounts = statement.accounts ?? [];
      expect(accounts.length).toBeGreaterThan(1);
      const out = path.join(dir, 'joint.qbo');
      const run = runCli([CONSOLIDATED, '--format', 'qbo', '--out', out]);
      expect(run.status).toBe(0);
      const entries = unzipSync(new Uint8Array(await readFile(`${out}.zip`)));
      const files = Object.values(entries).map((bytes) => parseSync(strFromU8(bytes)));
      expect(files).toHaveLength(accounts.length);
      const counts = files.map((ofx) => {
        const list = ofx.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST;
        return list.STMTTRN === undefined ? 0 : rowsOf(list.STMTTRN).length;
      });
      expect(counts).toEqual(accounts.map((a) => a.transactions.length));
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
