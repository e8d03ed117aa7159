/**
 * `npm run bench:speed`: converts a generated 400-page statement and compares, in the same run, with
 * pdf.js's own text extraction (the floor) and `pdftotext -layout`; measures peak RSS in a fresh
 * process and the speed-up of batch conversion over all cores. Writes bench/reports/speed.md.
 * Options: --pages N, --seed N, --batch N (files in the batch run), --report PATH.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILIES, generateStatement } from '../packages/extract/test/generator/index.ts';
import { runEngine } from './lib/engine.ts';
import { pdfjsTextItems } from './lib/pdfjsText.ts';
import { measureTextLayers, realSamples } from './lib/textLayers.ts';
import { bundleBenchEntries } from './lib/bundle.ts';
import { controlCores, convertBatch } from './lib/pool.ts';
import { childExecArgv } from '@statemint/extract/pool';
import { args, markdownTable, textTable } from './lib/report.ts';

/** Targets from issue 2, section 5. */
const TARGET_PAGES_PER_S = 100;
const TARGET_VS_PDFTOTEXT = 4.5;
const TARGET_VS_PDFJS = 1.2;
const TARGET_RSS_MB = 300;

const DEFAULT_PAGES = 400;
const DEFAULT_SEED = 4004;
const SPEED_FAMILY = 'ledger';
const WARMUP_RUNS = 1;
const TIMED_RUNS = 3;
const BATCH_FILES = 16;
const BATCH_PAGES = 20;
const KB_PER_MB = 1024;
/** The server's default JOB_MEMORY_MB (apps/server/src/config.ts), the budget a conversion child gets. */
const SERVER_JOB_MEMORY_MB = 512;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Timing = { median: number; best: number; runs: number[] };

async function time(fn: () => Promise<unknown> | unknown): Promise<Timing> {
  for (let i = 0; i < WARMUP_RUNS; i++) await fn();
  const runs: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const t0 = performance.now();
    await fn();
    runs.push(performance.now() - t0);
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? NaN, best: sorted[0] ?? NaN, runs };
}

function childRss(
  script: string,
  file: string,
  baseline: boolean,
  execArgv: string[],
): { mb: number; ok: boolean } | string {
  const r = spawnSync(
    process.execPath,
    [...execArgv, script, file, ...(baseline ? ['--baseline'] : [])],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  const line = r.stdout.trim().split('\n').pop() ?? '';
  try {
    const parsed = JSON.parse(line) as { maxRssKb: number; ok: boolean };
    return { mb: parsed.maxRssKb / KB_PER_MB, ok: parsed.ok };
  } catch {
    return `child failed (exit ${r.status ?? 'signal'}): ${r.stderr.trim().split('\n').slice(-2).join(' ')}`;
  }
}

const f1 = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '-');
const f2 = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : '-');

async function main(): Promise<void> {
  const a = args(process.argv.slice(2));
  const pages = Number(a.get('pages') ?? DEFAULT_PAGES);
  const seed = Number(a.get('seed') ?? DEFAULT_SEED);
  const batchCount = Number(a.get('batch') ?? BATCH_FILES);
  const loadAtStart = os.loadavg()[0] ?? NaN;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'statemint-speed-'));
  const bundles = await bundleBenchEntries();
  try {
    let t0 = performance.now();
    const { pdf, truth } = await generateStatement({ family: SPEED_FAMILY, seed, pages });
    const genMs = performance.now() - t0;
    const file = path.join(dir, 'statement.pdf');
    writeFileSync(file, pdf);
    const rows = truth.accounts.reduce((n, x) => n + x.transactions.length, 0);
    console.log(
      `Generated a ${truth.pages}-page ${SPEED_FAMILY} statement (seed ${seed}, ${rows} transactions, ${(pdf.length / 1e6).toFixed(1)} MB) in ${(genMs / 1000).toFixed(1)} s`,
    );

    const pdfjs = await time(() => pdfjsTextItems(pdf));
    let engineError = '';
    let extracted = 0;
    const ours = await time(async () => {
      const out = await runEngine(pdf);
      if (!out.ok) engineError = `${out.code}: ${out.message}`;
      else extracted = out.statement.transactions.length;
    });
    const layers = await measureTextLayers([
      { name: `the ${truth.pages}-page statement`, files: [pdf], pages: truth.pages },
      realSamples(path.join(ROOT, 'packages/extract/fixtures/real')),
    ]);
    const probe = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
    const hasPdftotext = probe.error === undefined;
    const pdftotextVersion = hasPdftotext ? (probe.stderr.split('\n')[0] ?? '').trim() : '';
    const pdftotext = hasPdftotext
      ? await time(() => spawnSync('pdftotext', ['-layout', file, '-'], { maxBuffer: 1 << 30 }))
      : undefined;

    // Measured as a conversion child runs (the pool's V8 flags, the server's default job budget), and with
    // Node's default flags beside it.
    const poolFlags = childExecArgv(SERVER_JOB_MEMORY_MB);
    const rss = childRss(bundles.rssChild, file, false, poolFlags);
    const rssBase = childRss(bundles.rssChild, file, true, poolFlags);
    const rssDefault = childRss(bundles.rssChild, file, false, []);

    // Batch: many statements, all cores against one worker.
    const cores = os.availableParallelism();
    const batchFiles: string[] = [];
    for (let i = 0; i < batchCount; i++) {
      const family = FAMILIES[i % FAMILIES.length] ?? SPEED_FAMILY;
      const b = await generateStatement({ family, seed: seed + 1 + i, pages: BATCH_PAGES });
      const bf = path.join(dir, `batch-${i}.pdf`);
      writeFileSync(bf, b.pdf);
      batchFiles.push(bf);
    }
    const batchPages = BATCH_PAGES * batchCount;
    t0 = performance.now();
    const one = await convertBatch(batchFiles, 1);
    const all = await convertBatch(batchFiles, cores);
    const batchWall = performance.now() - t0;
    const control = await controlCores(cores);

    const pps = (t: Timing | undefined): number => (t ? truth.pages / (t.best / 1000) : NaN);
    const ratioPdfjs = ours.best / pdfjs.best;
    const ratioPdftotext = pdftotext ? ours.best / pdftotext.best : NaN;
    const rssMb = typeof rss === 'string' ? NaN : rss.mb;
    const yes = (b: boolean): string => (b ? 'yes' : 'NO');
    const header = [
      'converter',
      'best ms',
      'median ms',
      'pages/s (best)',
      'pages/s (median)',
      'runs ms',
    ];
    const row = (name: string, t: Timing | undefined): string[] =>
      t
        ? [
            name,
            f1(t.best),
            f1(t.median),
            f1(pps(t)),
            f1(truth.pages / (t.median / 1000)),
            t.runs.map((x) => x.toFixed(0)).join(' '),
          ]
        : [name, '-', '-', '-', '-', 'pdftotext not installed'];
    const timingRows = [
      row('pdf.js getTextContent (floor)', pdfjs),
      row('Statemint extractStatement', ours),
      row('pdftotext -layout', pdftotext),
    ];
    const targetHeader = ['measure', 'value', 'target', 'met'];
    const targetRows = [
      [
        'ours, pages/s on one core',
        f1(pps(ours)),
        `>= ${TARGET_PAGES_PER_S}`,
        yes(pps(ours) >= TARGET_PAGES_PER_S && !engineError),
      ],
      [
        'ours / raw pdf.js time',
        f2(ratioPdfjs),
        `<= ${TARGET_VS_PDFJS}`,
        yes(ratioPdfjs <= TARGET_VS_PDFJS && !engineError),
      ],
      [
        'ours / pdftotext -layout time',
        hasPdftotext ? f2(ratioPdftotext) : 'pdftotext missing',
        `<= ${TARGET_VS_PDFTOTEXT}`,
        yes(ratioPdftotext <= TARGET_VS_PDFTOTEXT && !engineError),
      ],
      [
        'peak RSS of one conversion (fresh process, pool flags)',
        typeof rss === 'string' ? rss : `${f1(rss.mb)} MB`,
        `< ${TARGET_RSS_MB} MB`,
        yes(rssMb < TARGET_RSS_MB && typeof rss !== 'string' && rss.ok),
      ],
      [
        'batch speed-up, ' + `${cores} workers vs 1`,
        f2(one.ms / all.ms),
        `~${cores} (all cores used)`,
        yes(one.ms / all.ms >= cores * 0.75),
      ],
    ];
    const batchHeader = [
      'workers',
      'files',
      'pages',
      'wall ms',
      'pages/s',
      'cores busy (CPU / wall)',
      'converted',
      'failed',
    ];
    const batchRows = [
      [
        1,
        batchCount,
        batchPages,
        f1(one.ms),
        f1(batchPages / (one.ms / 1000)),
        f2(one.cpuMs / one.ms),
        one.ok,
        one.failed,
      ],
      [
        cores,
        batchCount,
        batchPages,
        f1(all.ms),
        f1(batchPages / (all.ms / 1000)),
        f2(all.cpuMs / all.ms),
        all.ok,
        all.failed,
      ],
    ];

    console.log('');
    console.log(textTable(header, timingRows));
    console.log('');
    console.log(textTable(targetHeader, targetRows));
    console.log('');
    console.log(textTable(batchHeader, batchRows));
    console.log('');
    console.log(layers.text);
    console.log(
      `Control: ${cores} threads that only spin got ${f2(control)} cores (the most any pool could use just then).`,
    );
    if (engineError)
      console.log(`\nEngine error on the ${truth.pages}-page statement: ${engineError}`);
    else
      console.log(
        `\nThe engine found ${extracted} of ${rows} transactions in the ${truth.pages}-page statement.`,
      );
    if (typeof rssBase !== 'string')
      console.log(
        `Baseline RSS of a process that only loads the engine (Node + pdf.js): ${f1(rssBase.mb)} MB.`,
      );

    const md = [
      '# Speed benchmark',
      '',
      `Generated by \`npm run bench:speed\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${cores} cores available (os.availableParallelism), shared with other work on this machine (1-minute load average ${loadAtStart.toFixed(1)} when the run started), so figures vary from run to run.`,
      '',
      `Input: a generated ${truth.pages}-page \`${SPEED_FAMILY}\` statement (seed ${seed}, ${rows} transactions, ${(pdf.length / 1e6).toFixed(1)} MB), written by \`packages/extract/test/generator\` in the same run. Each converter runs ${WARMUP_RUNS} warm-up and ${TIMED_RUNS} timed runs in this process (one core; pdftotext as a child process); pages/s and the ratios use the best run, which is the least disturbed by other work on a shared machine; medians are shown beside. ${hasPdftotext ? `pdftotext: ${pdftotextVersion}.` : '**pdftotext is not installed** (Debian `poppler-utils`), so that comparison is missing.'}`,
      '',
      markdownTable(header, timingRows),
      '',
      '## Targets (issue 2)',
      '',
      markdownTable(targetHeader, targetRows),
      '',
      engineError
        ? `Engine error on the statement: \`${engineError}\`.`
        : `The engine found ${extracted} of ${rows} transactions.`,
      '',
      `Peak RSS is \`process.resourceUsage().maxRSS\` of a fresh Node process (the engine bundled by esbuild, pdfjs-dist external) that converts the file once, run with the V8 flags of a conversion child (\`${poolFlags.join(' ')}\`: the server's default job budget and the pool's young-generation cap)${typeof rssBase === 'string' ? '' : `; a process that only loads the engine peaks at ${f1(rssBase.mb)} MB`}. With Node's default flags the same conversion peaks at ${typeof rssDefault === 'string' ? rssDefault : `${f1(rssDefault.mb)} MB`}.`,
      '',
      '## Batch conversion',
      '',
      `${batchCount} generated statements of ${BATCH_PAGES} pages (all families), converted by a worker_threads pool of 1 worker and of ${cores} workers (os.availableParallelism()); each worker converts one file to warm up, then takes the next file whenever it finishes one. Speed-up ${f2(one.ms / all.ms)}x. Cores busy is the process's CPU time over wall time: near ${cores} means the pool kept every core busy; lower means other work on the machine held the cores. Control: ${cores} threads that only spin got ${f2(control)} cores right after the batch.`,
      '',
      markdownTable(batchHeader, batchRows),
      '',
      `Total batch wall time ${(batchWall / 1000).toFixed(1)} s.`,
      '',
      layers.md,
    ].join('\n');
    const reportPath = a.get('report') ?? path.join(ROOT, 'bench/reports/speed.md');
    mkdirSync(path.dirname(reportPath), { recursive: true });
    writeFileSync(reportPath, md);
    console.log(`Report written to ${path.relative(process.cwd(), reportPath)}`);
  } finally {
    bundles.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
