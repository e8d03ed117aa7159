/**
 * `npm run bench:speed`: converts a generated 400-page statement and compares, in the same run, with
 * pdf.js's own text extraction (the floor) and `pdftotext -layout`; runs the whole bundled CLI against
 * `pdftotext -layout` in pairs; gives the engine / text-layer ratio of every corpus family; measures peak
 * RSS in a fresh process and the speed-up of batch conversion over all cores, with its CPU time per job.
 * Writes bench/reports/speed.md.
 * Options: --pages N, --seed N, --batch N (files in the batch run), --family-pages N, --report PATH.
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
import { batchSection } from './lib/speedBatch.ts';
import { buildCliBundle, canMeasureProcesses, cliVsPdftotext } from './lib/speedCli.ts';
import { familyRatios, median } from './lib/speedFamilies.ts';
import { childExecArgv } from '@statemint/extract/pool';
import { args, markdownTable, textTable } from './lib/report.ts';

/** Targets from issue 11 (issue 2's were 100 pages/s, 4.5x pdftotext, 300 MB). */
const TARGET_PAGES_PER_S = 200;
const TARGET_CLI_VS_PDFTOTEXT = 2;
const TARGET_VS_PDFJS = 1.2;
const TARGET_RSS_MB = 250;
const TARGET_BATCH_SPEEDUP_SHARE = 0.9;

const DEFAULT_PAGES = 400;
const DEFAULT_SEED = 4004;
const SPEED_FAMILY = 'ledger';
const WARMUP_RUNS = 1;
const TIMED_RUNS = 3;
const BATCH_FILES = 16;
const BATCH_PAGES = 20;
/** Batch rounds: each times 1 worker then all cores, so every speed-up is a pair from the same moment. */
const BATCH_ROUNDS = 4;
/** Pages of each family's statement in the per-family ratios. */
const FAMILY_PAGES = 60;
/** Layer / engine pairs per family, and CLI / pdftotext pairs. */
const PAIRS = 3;
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
  const familyPages = Number(a.get('family-pages') ?? FAMILY_PAGES);
  const loadAtStart = os.loadavg()[0] ?? NaN;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'statemint-speed-'));
  const bundles = await bundleBenchEntries();
  try {
    const t0 = performance.now();
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

    // The whole CLI, as a user runs the bin, against pdftotext on the same file (issue 11).
    // Inside the repository, so that the bundle's npm dependencies resolve from its node_modules.
    const cliDir = path.join(ROOT, 'node_modules/.cache', `statemint-speed-cli-${process.pid}`);
    const cliBin = buildCliBundle(ROOT, cliDir);
    const cli =
      hasPdftotext && canMeasureProcesses() ? cliVsPdftotext(cliBin, file, PAIRS, dir) : null;

    // Engine / text layer per family (issue 11 item 5).
    const families = await familyRatios({
      pages: familyPages,
      seed,
      pairs: PAIRS,
      textLayer: pdfjsTextItems,
      engine: async (bytes) => {
        const out = await runEngine(bytes);
        return out.ok ? { found: out.statement.transactions.length } : { error: out.code };
      },
    });

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
    const batch = await batchSection(batchFiles, BATCH_PAGES, cores, BATCH_ROUNDS);
    const speedup = batch.speedup['as shipped'];
    const ctl = (m: 'as shipped' | 'single-threaded'): string =>
      `machine's control ${f2(batch.control[m])}x, batch ${f2(batch.share[m])} of it`;

    const pps = (t: Timing | undefined): number => (t ? truth.pages / (t.best / 1000) : NaN);
    const ratioPdfjs = ours.best / pdfjs.best;
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

    // The whole CLI: medians of the paired runs.
    const cliWall = cli ? median(cli.cli.map((r) => r.wallMs)) : NaN;
    const cliCpu = cli ? median(cli.cli.map((r) => r.cpuMs)) : NaN;
    const cliPeak = cli ? Math.max(...cli.cli.map((r) => r.peakMb)) : NaN;
    const cliOk = cli !== null && cli.cli.every((r) => r.status === 0);
    const cliPps = truth.pages / (cliWall / 1000);
    const cliCpuRatio = cli
      ? median(cli.cli.map((r, i) => r.cpuMs / (cli.pdftotext[i]?.cpuMs ?? NaN)))
      : NaN;
    const cliCpuPps = truth.pages / (cliCpu / 1000);
    const cliHeader = ['run', 'wall ms', 'CPU ms', 'peak RSS MB', 'exit'];
    const cliRows = cli
      ? [
          ...cli.cli.map((r, i) => [
            `statemint (CLI bundle) #${i + 1}`,
            f1(r.wallMs),
            f1(r.cpuMs),
            f1(r.peakMb),
            String(r.status),
          ]),
          ...cli.pdftotext.map((r, i) => [
            `pdftotext -layout #${i + 1}`,
            f1(r.wallMs),
            f1(r.cpuMs),
            f1(r.peakMb),
            String(r.status),
          ]),
        ]
      : [];

    const familiesOver = families.filter((f) => !(f.ratio <= TARGET_VS_PDFJS) || f.error !== null);
    const familyHeader = [
      'family',
      'pages',
      'found / rows',
      'text layer CPU ms',
      'engine CPU ms',
      'engine / layer (CPU)',
      'pair ratios',
      'wall ms layer / engine',
      'engine / layer (wall)',
      `<= ${TARGET_VS_PDFJS}`,
    ];
    const familyRows = families.map((f) => [
      f.family,
      f.pages,
      f.error ?? `${f.found} / ${f.transactions}`,
      f1(f.layerCpuMs),
      f1(f.engineCpuMs),
      f2(f.ratio),
      f.ratios.map(f2).join(' '),
      `${f1(f.layerMs)} / ${f1(f.engineMs)}`,
      f2(f.wallRatio),
      yes(f.ratio <= TARGET_VS_PDFJS && f.error === null),
    ]);

    const targetHeader = ['measure', 'value', 'target', 'met'];
    const targetRows = [
      [
        'whole CLI / pdftotext -layout, wall (paired median)',
        cli ? f2(cli.ratio) : 'pdftotext or GNU time missing',
        `<= ${TARGET_CLI_VS_PDFTOTEXT}`,
        yes(cli !== null && cli.ratio <= TARGET_CLI_VS_PDFTOTEXT && cliOk),
      ],
      [
        'whole CLI / pdftotext -layout, CPU time (paired median)',
        cli ? f2(cliCpuRatio) : '-',
        `<= ${TARGET_CLI_VS_PDFTOTEXT}`,
        yes(cli !== null && cliCpuRatio <= TARGET_CLI_VS_PDFTOTEXT && cliOk),
      ],
      [
        'whole CLI, pages/s (wall; per CPU second; x pdftotext wall)',
        `${f1(cliPps)}; ${f1(cliCpuPps)}; ${f2(cliPps / (truth.pages / (median(cli?.pdftotext.map((r) => r.wallMs) ?? []) / 1000)))}x`,
        `>= ${TARGET_PAGES_PER_S}`,
        yes(cliPps >= TARGET_PAGES_PER_S && cliOk),
      ],
      [
        'engine in-process, pages/s on one core (best run; x pdftotext)',
        `${f1(pps(ours))}; ${f2(pps(ours) / pps(pdftotext))}x`,
        `>= ${TARGET_PAGES_PER_S}`,
        yes(pps(ours) >= TARGET_PAGES_PER_S && !engineError),
      ],
      [
        'engine / raw pdf.js time, 400-page ledger',
        f2(ratioPdfjs),
        `<= ${TARGET_VS_PDFJS}`,
        yes(ratioPdfjs <= TARGET_VS_PDFJS && !engineError),
      ],
      [
        'engine / text layer CPU, every family (worst)',
        f2(Math.max(...families.map((f) => f.ratio))),
        `<= ${TARGET_VS_PDFJS}`,
        yes(familiesOver.length === 0),
      ],
      [
        'peak RSS of one conversion (fresh process, pool flags)',
        typeof rss === 'string' ? rss : `${f1(rss.mb)} MB`,
        `< ${TARGET_RSS_MB} MB`,
        yes(rssMb < TARGET_RSS_MB && typeof rss !== 'string' && rss.ok),
      ],
      [
        'peak RSS of the whole CLI',
        cli ? `${f1(cliPeak)} MB` : '-',
        `< ${TARGET_RSS_MB} MB`,
        yes(cliPeak < TARGET_RSS_MB && cliOk),
      ],
      [
        `batch speed-up, ${cores} workers vs 1, server's children (paired median; ${ctl('as shipped')})`,
        f2(speedup),
        `>= ${f1(cores * TARGET_BATCH_SPEEDUP_SHARE)}`,
        yes(speedup >= cores * TARGET_BATCH_SPEEDUP_SHARE),
      ],
      [
        `batch speed-up, single-threaded children as the CLI runs them (${ctl('single-threaded')})`,
        f2(batch.speedup['single-threaded']),
        `>= ${f1(cores * TARGET_BATCH_SPEEDUP_SHARE)}`,
        yes(batch.speedup['single-threaded'] >= cores * TARGET_BATCH_SPEEDUP_SHARE),
      ],
    ];

    console.log('');
    console.log(textTable(header, timingRows));
    console.log('');
    if (cli) console.log(textTable(cliHeader, cliRows));
    console.log('');
    console.log(textTable(familyHeader, familyRows));
    console.log('');
    console.log(textTable(targetHeader, targetRows));
    console.log('');
    console.log(batch.text);
    console.log('');
    console.log(layers.text);
    if (engineError)
      console.log(`\nEngine error on the ${truth.pages}-page statement: ${engineError}`);
    else
      console.log(
        `\nThe engine found ${extracted} of ${rows} transactions in the ${truth.pages}-page statement.`,
      );
    if (typeof rssBase !== 'string')
      console.log(
        `Baseline RSS of a process that only loads the engine (pdf.js and PDFium load on first use): ${f1(rssBase.mb)} MB.`,
      );

    const md = [
      '# Speed benchmark',
      '',
      `Generated by \`npm run bench:speed\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${cores} cores available (os.availableParallelism), shared with other work on this machine (1-minute load average ${loadAtStart.toFixed(1)} when the run started, ${(os.loadavg()[0] ?? NaN).toFixed(1)} when it ended), so absolute figures vary from run to run; the ratios are taken pair by pair in the same run.`,
      '',
      `Input: a generated ${truth.pages}-page \`${SPEED_FAMILY}\` statement (seed ${seed}, ${rows} transactions, ${(pdf.length / 1e6).toFixed(1)} MB), written by \`packages/extract/test/generator\` in the same run. Each converter runs ${WARMUP_RUNS} warm-up and ${TIMED_RUNS} timed runs in this process (one core; pdftotext as a child process); pages/s and the ratios use the best run, which is the least disturbed by other work on a shared machine; medians are shown beside. ${hasPdftotext ? `pdftotext: ${pdftotextVersion}.` : '**pdftotext is not installed** (Debian `poppler-utils`), so that comparison is missing.'}`,
      '',
      markdownTable(header, timingRows),
      '',
      '## Targets (issue 11)',
      '',
      markdownTable(targetHeader, targetRows),
      '',
      engineError
        ? `Engine error on the statement: \`${engineError}\`.`
        : `The engine found ${extracted} of ${rows} transactions.`,
      '',
      pdftotext
        ? `What the machine allows: \`pdftotext -layout\` (poppler, C++) reads ${f1(pps(pdftotext))} pages/s of this statement in this run (best of ${TIMED_RUNS}), so ${TARGET_PAGES_PER_S} pages/s would be ${f2(TARGET_PAGES_PER_S / pps(pdftotext))}x pdftotext; the engine reads ${f2(pps(ours) / pps(pdftotext))}x pdftotext's pages/s on one core, and PDFium's text layer alone ${layers.pdfiumPagesPerS === null ? '-' : `${f1(layers.pdfiumPagesPerS)} pages/s (best round, below)`}.`
        : '',
      '',
      '## The whole CLI against pdftotext',
      '',
      cli
        ? `The bundled bin (what \`npm run build\` writes to \`apps/cli/dist\`, built by this run under \`node_modules/.cache\`) converts the ${truth.pages}-page statement to JSON (\`statemint file.pdf --out file.json\`: start-up, the engine thread, rendering and writing included) and \`pdftotext -layout\` writes its text, in turn, ${PAIRS} pairs after one warm-up of each; GNU time gives each run's CPU time and peak RSS. Wall-time ratio per pair: ${cli.ratios.map(f2).join(', ')}; median ${f2(cli.ratio)}. CLI median ${f1(cliWall)} ms wall, ${f1(cliCpu)} ms CPU (${f1(cliPps)} pages/s of wall, ${f1(cliCpuPps)} per CPU second).`
        : 'Not measured: pdftotext or GNU time (/usr/bin/time) is missing.',
      '',
      cli ? markdownTable(cliHeader, cliRows) : '',
      '',
      '## Engine against its text layer, per family',
      '',
      `A generated ${familyPages}-page statement of every family of the synthetic generator (seed ${seed} + the family's index), converted by \`extractStatement\` and read by the text layer alone (pdf.js \`getTextContent\` on every page, as the engine's adapter opens it), in turn, ${PAIRS} pairs after one warm-up of each, in this process. The ratio is the median of the pairs' engine / layer ratios of this thread's CPU time (\`/proc/thread-self/stat\`; pdf.js's fake worker runs on it too), which time given to other work on a shared machine does not inflate; the wall-time ratio is beside it. 1.00 would mean the stages after the text layer cost nothing.`,
      '',
      markdownTable(familyHeader, familyRows),
      '',
      `Peak RSS is the peak resident memory (\`VmHWM\`, counted from exec: the rusage figure used before also kept the benchmark process's own size from before the exec) of a fresh Node process (the engine bundled by esbuild, pdfjs-dist external) that converts the file once, run with the V8 flags of a conversion child (\`${poolFlags.join(' ')}\`: the server's default job budget and the pool's young-generation cap)${typeof rssBase === 'string' ? '' : `; a process that only loads the engine peaks at ${f1(rssBase.mb)} MB`}. With Node's default flags the same conversion peaks at ${typeof rssDefault === 'string' ? rssDefault : `${f1(rssDefault.mb)} MB`}.`,
      '',
      '## Batch conversion',
      '',
      batch.md,
      '',
      layers.md,
    ].join('\n');
    const reportPath = a.get('report') ?? path.join(ROOT, 'bench/reports/speed.md');
    mkdirSync(path.dirname(reportPath), { recursive: true });
    writeFileSync(reportPath, md);
    console.log(`Report written to ${path.relative(process.cwd(), reportPath)}`);
  } finally {
    rmSync(path.join(ROOT, 'node_modules/.cache', `statemint-speed-cli-${process.pid}`), {
      recursive: true,
      force: true,
    });
    bundles.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
