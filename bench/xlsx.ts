/**
 * `npm run bench:xlsx`: compares XLSX writers on the same workbook (the sheets `toXlsx` builds for a large
 * statement): our own SpreadsheetML writer on fflate (what ships), exceljs 4 (the writer before) and
 * write-excel-file 4 (with an autofilter feature). Prints and writes bench/reports/xlsx.md with the
 * browser bundle (raw and gzip), write time, peak RSS in a fresh process, output size, production
 * dependencies, and a read-back of every output by exceljs.
 * Options: --rows N (default 20000), --runs N (timed runs, default 5), --no-vite (skip the web build),
 * --no-verify (skip the read-back), --report PATH.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import ExcelJS from 'exceljs';
import { SHEET_NAMES, toWorkbookSheets } from '../packages/export/src/xlsx.ts';
import type { WorkbookSheet } from '../packages/export/src/workbook.ts';
import { args, markdownTable, textTable } from './lib/report.ts';
import { bigStatement } from './lib/xlsx/bigStatement.ts';
import * as exceljsWriter from './lib/xlsx/exceljs.ts';
import * as statemintWriter from './lib/xlsx/statemint.ts';
import * as writeExcelFileWriter from './lib/xlsx/writeExcelFile.ts';

const DEFAULT_ROWS = 20_000;
const TYPICAL_ROWS = 200;
const DEFAULT_RUNS = 5;
const WARMUP_RUNS = 1;
const KB = 1024;
/** Sizes in kB of 1000 bytes, as Vite prints them and as issue 7 quoted them. */
const SIZE_KB = 1000;
const MS_PER_S = 1000;

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
const CACHE = path.join(ROOT, 'node_modules/.cache/statemint-bench-xlsx');

type Writer = { write: (sheets: WorkbookSheet[]) => Promise<Uint8Array> };
type Candidate = { id: string; label: string; module: string; packages: string[]; writer: Writer };

const CANDIDATES: Candidate[] = [
  {
    id: 'statemint',
    label: 'own writer on fflate (ships)',
    module: 'statemint.ts',
    packages: ['fflate'],
    writer: statemintWriter,
  },
  {
    id: 'exceljs',
    label: 'exceljs (before)',
    module: 'exceljs.ts',
    packages: ['exceljs'],
    writer: exceljsWriter,
  },
  {
    id: 'writeExcelFile',
    label: 'write-excel-file + autofilter feature',
    module: 'writeExcelFile.ts',
    packages: ['write-excel-file'],
    writer: writeExcelFileWriter,
  },
];

/** Packages that issue 7 found exceljs bringing into production, all deprecated upstream. */
const DEPRECATED = ['inflight', 'fstream', 'rimraf', 'glob'];

const kb = (bytes: number): string => (bytes / SIZE_KB).toFixed(2);
const ms = (x: number): string => x.toFixed(0);

function version(name: string): string | null {
  return packageJson(path.join(ROOT, 'node_modules', name))?.version ?? null;
}

function packageJson(
  dir: string,
): { version?: string; dependencies?: Record<string, string> } | null {
  const file = path.join(dir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The installed production dependency tree of a package, as `name@version` (npm's nested layout). */
function productionTree(name: string): string[] {
  const seen = new Map<string, string>();
  const visit = (dep: string, fromDir: string): void => {
    let dir = path.join(fromDir, 'node_modules', dep);
    // npm nests a conflicting version under its dependent, else hoists it to the root.
    if (!existsSync(dir)) dir = path.join(ROOT, 'node_modules', dep);
    const pkg = packageJson(dir);
    if (pkg === null) return;
    const key = `${dep}@${pkg.version ?? '?'}`;
    if (seen.has(key)) return;
    seen.set(key, dir);
    for (const child of Object.keys(pkg.dependencies ?? {})) visit(child, dir);
  };
  visit(name, ROOT);
  return [...seen.keys()].sort();
}

async function browserBundle(candidate: Candidate): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    stdin: {
      contents:
        `export { toWorkbookSheets } from ${JSON.stringify(path.join(ROOT, 'packages/export/src/xlsx.ts'))};\n` +
        `export { write } from ${JSON.stringify(path.join(HERE, 'lib/xlsx', candidate.module))};\n`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { raw: code.length, gzip: gzipSync(code).length };
}

async function timeWrites(
  writer: Writer,
  sheets: WorkbookSheet[],
  runs: number,
): Promise<{ median: number; best: number; bytes: Uint8Array }> {
  let bytes: Uint8Array = new Uint8Array();
  for (let i = 0; i < WARMUP_RUNS; i += 1) bytes = await writer.write(sheets);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    bytes = await writer.write(sheets);
    times.push(performance.now() - t0);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? NaN, best: sorted[0] ?? NaN, bytes };
}

async function bundleChildren(): Promise<string> {
  await build({
    entryPoints: {
      child: path.join(HERE, 'lib/xlsx/child.ts'),
      ...Object.fromEntries(
        CANDIDATES.map((c) => [`cand-${c.id}`, path.join(HERE, 'lib/xlsx', c.module)]),
      ),
    },
    outdir: CACHE,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // exceljs is CommonJS with dynamic requires; it resolves from the repository's node_modules.
    external: ['exceljs', 'write-excel-file', 'write-excel-file/*', 'fflate'],
    logLevel: 'error',
  });
  return path.join(CACHE, 'child.mjs');
}

function childRun(script: string, candidate: string, rows: number) {
  const r = spawnSync(process.execPath, [script, candidate, String(rows)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as { maxRssKb: number; beforeKb: number; bytes: number };
  } catch {
    throw new Error(`child ${candidate} failed (exit ${r.status}): ${r.stderr.slice(-400)}`);
  }
}

/** What an independent reader (exceljs) finds in a written workbook, reduced to comparable facts. */
async function readBack(bytes: Uint8Array): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const all = workbook.getWorksheet(SHEET_NAMES.all);
  const last = all?.getRow(all.rowCount);
  const cell = (c: number) => {
    const v = last?.getCell(c).value;
    return v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
  };
  return JSON.stringify({
    sheets: workbook.worksheets.map((s) => [
      s.name,
      s.rowCount,
      s.autoFilter,
      s.views[0]?.state,
      s.getCell(2, 1).numFmt ?? null,
    ]),
    lastRow: [1, 3, 4, 7].map(cell),
    lastFormats: [1, 4, 7].map((c) => last?.getCell(c).numFmt ?? null),
    widths: all?.columns.map((c) => c.width),
  });
}

/** Vite's own report line for the lazy XLSX chunk, e.g. `dist/assets/xlsx-x.js  20.68 kB │ gzip: 8.54 kB`. */
const VITE_XLSX_LINE = /(xlsx-[\w-]+\.js)\s+([\d.,]+) kB\s+│ gzip:\s+([\d.,]+) kB/;

function viteChunk(): string {
  const r = spawnSync('npm', ['run', 'build', '-w', '@statemint/web'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) return `web build failed: ${r.stderr.slice(-300)}`;
  const match = VITE_XLSX_LINE.exec(r.stdout);
  if (match === null) return 'no xlsx-*.js chunk in the web build';
  return `\`${match[1]}\` ${match[2]} kB raw, ${match[3]} kB gzip (Vite's report)`;
}

async function main(): Promise<void> {
  const a = args(process.argv.slice(2));
  const rows = Number(a.get('rows') ?? DEFAULT_ROWS);
  const runs = Number(a.get('runs') ?? DEFAULT_RUNS);
  const reportPath = a.get('report') ?? path.join(HERE, 'reports/xlsx.md');
  const loadAtStart = os.loadavg()[0] ?? NaN;

  const statement = bigStatement(rows);
  let t0 = performance.now();
  const sheets = toWorkbookSheets(statement);
  const modelMs = performance.now() - t0;
  const typical = toWorkbookSheets(bigStatement(TYPICAL_ROWS));
  const cellCount = sheets.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.length, 0), 0);
  console.log(
    `Large statement: ${rows} transactions, ${sheets.length} sheets, ${cellCount} cells; sheet model built in ${ms(modelMs)} ms`,
  );

  const child = await bundleChildren();
  const baseline = childRun(child, 'baseline', rows);

  type Result = {
    c: Candidate;
    bundle: { raw: number; gzip: number };
    large: { median: number; best: number; bytes: Uint8Array };
    small: { median: number; best: number };
    rss: { maxRssKb: number; beforeKb: number };
    tree: string[];
    readBack: string;
  };
  const results: Result[] = [];
  for (const c of CANDIDATES) {
    console.log(`- ${c.label}`);
    const bundle = await browserBundle(c);
    const large = await timeWrites(c.writer, sheets, runs);
    const small = await timeWrites(c.writer, typical, runs);
    const rss = childRun(child, c.id, rows);
    const tree = c.packages.flatMap(productionTree);
    t0 = performance.now();
    const facts = a.has('no-verify') ? 'skipped' : await readBack(large.bytes);
    if (!a.has('no-verify'))
      console.log(`  read back by exceljs in ${ms(performance.now() - t0)} ms`);
    results.push({ c, bundle, large, small, rss, tree, readBack: facts });
  }
  rmSync(CACHE, { recursive: true, force: true });

  const reference = results[0]?.readBack;
  const header = [
    'Writer',
    'Browser bundle raw (kB)',
    'gzip (kB)',
    `Write ${rows.toLocaleString('en-US')} rows median (ms)`,
    'best (ms)',
    'rows/s',
    `Write ${TYPICAL_ROWS} rows median (ms)`,
    'Peak RSS (MB)',
    'over baseline (MB)',
    'Output (kB)',
    'Production packages',
    'Deprecated in tree',
    'Read back by exceljs',
  ];
  const table = results.map((r) => [
    r.c.label,
    kb(r.bundle.raw),
    kb(r.bundle.gzip),
    ms(r.large.median),
    ms(r.large.best),
    Math.round((rows / r.large.median) * MS_PER_S),
    ms(r.small.median),
    (r.rss.maxRssKb / KB).toFixed(0),
    ((r.rss.maxRssKb - baseline.maxRssKb) / KB).toFixed(0),
    kb(r.large.bytes.length),
    r.tree.length,
    r.tree.filter((p) => DEPRECATED.some((d) => p.startsWith(`${d}@`))).join(' ') || 'none',
    r.readBack === 'skipped'
      ? 'skipped'
      : r.readBack === reference
        ? 'same sheets, rows, filters, panes, formats, widths, last row'
        : `DIFFERS: ${r.readBack.slice(0, 200)}`,
  ]);
  console.log(`\n${textTable(header, table)}`);
  console.log(
    `Baseline child (statement + sheets, no writer): peak RSS ${(baseline.maxRssKb / KB).toFixed(0)} MB`,
  );

  const vite = a.has('no-vite') ? 'skipped (--no-vite)' : viteChunk();
  const viteLine = vite;
  console.log(`Web build, lazy XLSX chunk: ${viteLine}`);

  const versions = ['exceljs', 'write-excel-file', 'fflate']
    .map((n) => `${n} ${version(n) ?? '?'}`)
    .join(', ');
  const report = `# XLSX writers

Generated by \`npm run bench:xlsx\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}, ${os.cpus().length} cores,
load ${loadAtStart.toFixed(2)} at start; the machine is shared, so times vary by run). Versions: ${versions}.

Every writer gets the same sheets, the ones \`toXlsx\` builds (\`toWorkbookSheets\`) for a generated
statement of ${rows.toLocaleString('en-US')} transactions (${sheets.length} sheets, ${cellCount.toLocaleString('en-US')} cells; building that model took
${ms(modelMs)} ms and is not counted below). Each must keep what the workbook needs: dates as date cells in
\`yyyy-mm-dd\`, amounts in \`#,##0.00\`, counts in \`0\`, a bold frozen header row and an autofilter on
every sheet, column widths.

${markdownTable(header, table)}

- Browser bundle: esbuild, minified ESM for the browser, of the sheet model plus the writer; gzip with
  zlib's default level. The web app's real lazy chunk, from \`npm run build -w @statemint/web\`:
  ${viteLine}. Before the switch it was \`xlsx-*.js\` 934.86 kB raw, 258.17 kB gzip (exceljs).
- Write: ${WARMUP_RUNS} warm-up and ${runs} timed runs in one process; the ${TYPICAL_ROWS}-row figure is a
  typical statement.
- Peak RSS: \`process.resourceUsage().maxRSS\` of a fresh Node process that builds the sheets, loads the
  writer and writes once; "over baseline" subtracts the same process without a writer
  (${(baseline.maxRssKb / KB).toFixed(0)} MB).
- Production packages: the installed dependency tree of the writer's package (itself included);
  deprecated ones are those issue 7 named (${DEPRECATED.join(', ')}).
- Read back: exceljs loads each output and reports every sheet's name, row count, filter, pane state and
  first data cell format, the last row's values and formats, and the column widths; they must equal the
  first writer's.

Decision: see docs/DECISIONS.md, Exports.
`;
  writeFileSync(reportPath, report);
  console.log(`\nWrote ${path.relative(ROOT, reportPath)}`);
}

await main();
