/**
 * The fuzz run of issue 7: the hand-made hostile set and seeded mutants of real and generated statements,
 * through (a) the engine, each input in a fresh memory-capped process, (b) the `convert` CLI and (c) the HTTP
 * API of the built server, each hostile upload followed by another visitor's conversion. Writes
 * bench/reports/fuzz.md and keeps crashing mutants as regression fixtures.
 *
 * Usage: npm run bench:fuzz [-- --quick] [-- --mutants N] [-- --seed N] [-- --stages engine,cli,http]
 *        [-- --cli-mutants N] [-- --http-mutants N] [-- --hostile REGEX] [-- --concurrency N] [-- --report PATH]
 *        [-- --no-fixtures]
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { bundleEntries } from '../lib/bundle.ts';
import { args } from '../lib/report.ts';
import { buildServer, ROOT } from '../lib/serverHarness.ts';
import type { CliVerdict } from './cliStage.ts';
import { cliVerdict, DEFAULT_CLI_LIMITS } from './cliStage.ts';
import type { EngineVerdict, FindingKind } from './engine.ts';
import { DEFAULT_ENGINE_LIMITS, engineVerdict, mapLimit } from './engine.ts';
import { saveFixture } from './fixtures.ts';
import { HOSTILE } from './hostile/index.ts';
import { XREF_MUTANTS } from './hostile/xrefMutants.ts';
import type { HttpInput, HttpSummary, Victim } from './http.ts';
import { runHttpStage } from './http.ts';
import { describeMutations } from './mutate.ts';
import type { RunReport } from './report.ts';
import { renderReport } from './report.ts';
import type { Mutant } from './sources.ts';
import { mutant, mutationSources, REAL_DIR, realSamples } from './sources.ts';
import { Rng } from '../../packages/extract/test/generator/prng.ts';

export const DEFAULT_SEED = 20261107;
const FULL = {
  mutants: 5000,
  cliMutants: 100,
  httpMutants: 300,
  loopRounds: 10,
  concurrentCopies: 3,
  raceRounds: 5,
};
const QUICK = {
  mutants: 300,
  cliMutants: 10,
  httpMutants: 20,
  loopRounds: 3,
  concurrentCopies: 2,
  raceRounds: 2,
};
/** Engine findings that make a mutant a regression fixture. */
const FIXTURE_FINDINGS: readonly FindingKind[] = [
  'crash',
  'hang',
  'unhandled-rejection',
  'uncaught-exception',
  'threw',
];
/** At most this many fixtures of one kind of failure per run, smallest first. */
const FIXTURES_PER_SIGNATURE = 2;
/** Flagged mutants carried into the CLI and HTTP stages, besides the random sample. */
const MAX_FLAGGED_CARRIED = 40;
/**
 * Hostile inputs sent several at a time while a victim converts, when present. The Flate bombs go one at a
 * time only: two 4 GiB bombs at once would take some 18 GB of a machine shared with other work.
 */
const CONCURRENT_NAMES = [
  'cpu-bomb-nested-forms',
  'deep-nesting-graphics-state',
  'font-bomb-tounicode',
];
const RACE_NAME = 'negative-page-count';
/** The victim of the race: a 3-page statement, so that a free account's 7 pages run out in the race. */
const RACE_SAMPLE = 'hsbc-uk-savings-87654321-2019-08-08';

const cli = args(process.argv.slice(2));
const quick = cli.has('quick');
const shape = quick ? QUICK : FULL;
const seed = Number(cli.get('seed') ?? DEFAULT_SEED);
const mutantCount = Number(cli.get('mutants') ?? shape.mutants);
const cliMutants = Number(cli.get('cli-mutants') ?? shape.cliMutants);
const httpMutants = Number(cli.get('http-mutants') ?? shape.httpMutants);
const concurrency = Number(cli.get('concurrency') ?? availableParallelism());
const stages = new Set((cli.get('stages') ?? 'engine,cli,http').split(','));
const saveFixtures = !cli.has('no-fixtures') && !quick;
const reportPath =
  cli.get('report') ??
  (quick
    ? path.join(tmpdir(), 'statemint-fuzz-quick.md')
    : path.join(ROOT, 'bench/reports/fuzz.md'));
/** Hostile files get longer than mutants, so that a slow one shows whether it ends, crashes or truly hangs. */
const HOSTILE_TIMEOUT_MS = 120_000;
const hostilePattern = new RegExp(cli.get('hostile') ?? '.');
const hostileSet = HOSTILE.filter((e) => hostilePattern.test(e.name));
const engineLimits = {
  heapMb: Number(cli.get('heap-mb') ?? DEFAULT_ENGINE_LIMITS.heapMb),
  dataMb: Number(cli.get('data-mb') ?? DEFAULT_ENGINE_LIMITS.dataMb),
  timeoutMs: Number(cli.get('engine-timeout-ms') ?? DEFAULT_ENGINE_LIMITS.timeoutMs),
};

const t0 = performance.now();
const workDir = mkdtempSync(path.join(tmpdir(), 'statemint-fuzz-inputs-'));
const log = (line: string): void =>
  console.log(`[${((performance.now() - t0) / 1000).toFixed(0).padStart(5)} s] ${line}`);

try {
  log(
    `seed ${seed}, ${mutantCount} mutants, stages ${[...stages].join(',')}, ${concurrency} at a time`,
  );
  const { files } = await bundleEntries('statemint-fuzz', {
    engineChild: path.join(ROOT, 'bench/fuzz/engineChild.ts'),
  });
  const sources = await mutationSources();
  log(`${hostileSet.length} hostile inputs, ${sources.length} mutation sources`);

  const hostileBytes = new Map<string, Uint8Array>();
  for (const entry of hostileSet) hostileBytes.set(entry.name, entry.bytes());
  const fileOf = (name: string, bytes: Uint8Array): string => {
    const file = path.join(workDir, `${name}.pdf`);
    writeFileSync(file, bytes);
    return file;
  };
  const mutants = (indexes: readonly number[]): Mutant[] =>
    indexes.map((i) => mutant(sources, seed, i));

  // (a) The engine.
  let engineHostile: EngineVerdict[] = [];
  let engineMutants: (EngineVerdict & { index: number })[] = [];
  let engineMs = 0;
  if (stages.has('engine')) {
    const e0 = performance.now();
    engineHostile = await mapLimit(hostileSet, concurrency, async (entry) => {
      const v = await engineVerdict(
        files.engineChild!,
        entry.name,
        fileOf(entry.name, hostileBytes.get(entry.name)!),
        { ...engineLimits, timeoutMs: Math.max(engineLimits.timeoutMs, HOSTILE_TIMEOUT_MS) },
      );
      log(
        `engine ${entry.name}: ${v.outcome}${v.findings.length ? ` [${v.findings.join(', ')}]` : ''} ${(v.ms / 1000).toFixed(1)} s ${v.peakRssMb.toFixed(0)} MB`,
      );
      return v;
    });
    let done = 0;
    engineMutants = await mapLimit(
      Array.from({ length: mutantCount }, (_, i) => i),
      concurrency,
      async (index) => {
        const m = mutant(sources, seed, index);
        const file = fileOf(m.name, m.bytes);
        const v = await engineVerdict(files.engineChild!, m.name, file, engineLimits);
        rmSync(file, { force: true });
        done += 1;
        if (v.findings.length > 0)
          log(
            `engine ${m.name}: ${v.outcome} [${v.findings.join(', ')}] ${v.detail.slice(0, 140)}`,
          );
        if (done % 250 === 0) log(`engine: ${done}/${mutantCount} mutants`);
        return {
          ...v,
          index,
          detail: `${v.detail}${v.detail ? '; ' : ''}${describeMutations(m.mutations)}`,
        };
      },
    );
    engineMs = performance.now() - e0;
  }

  // Crashing mutants become regression fixtures, a few per kind of failure.
  const fixturesSaved: string[] = [];
  if (saveFixtures) {
    mkdirSync(path.join(ROOT, 'bench/fuzz/fixtures'), { recursive: true });
    const bySignature = new Map<string, (EngineVerdict & { index: number })[]>();
    for (const v of engineMutants) {
      if (!v.findings.some((f) => FIXTURE_FINDINGS.includes(f))) continue;
      const signature = `${v.findings.join(',')}|${v.outcome === 'crash' ? v.detail.split(':')[0] : (v.unhandled[0] ?? '').replace(/\d+R$/, '')}`;
      bySignature.set(signature, [...(bySignature.get(signature) ?? []), v]);
    }
    for (const list of bySignature.values()) {
      const picked = list
        .map((v) => ({ v, m: mutant(sources, seed, v.index) }))
        .sort((a, b) => a.m.bytes.length - b.m.bytes.length)
        .slice(0, FIXTURES_PER_SIGNATURE);
      for (const { v, m } of picked) {
        const what = `${v.findings.join(', ')}: ${v.outcome}; ${v.detail.slice(0, 240)}`;
        const saved = saveFixture(
          m.name,
          m.bytes,
          { source: m.source, seed, index: m.index, mutations: m.mutations },
          what,
        );
        if (saved) fixturesSaved.push(saved);
      }
    }
    if (fixturesSaved.length > 0) log(`saved ${fixturesSaved.length} regression fixtures`);
  }

  // The mutants carried into the slower stages: every flagged one (up to a cap), then a seeded sample.
  const flagged = engineMutants
    .filter((v) => v.findings.length > 0)
    .map((v) => v.index)
    .slice(0, MAX_FLAGGED_CARRIED);
  const sample = (count: number, salt: number): number[] => {
    const rng = new Rng(seed).fork(salt);
    const picked = new Set(flagged);
    const out = [...flagged];
    const pool = Math.max(mutantCount, 1);
    for (let tries = 0; out.length < flagged.length + count && tries < count * 20; tries++) {
      const i = rng.int(0, pool - 1);
      if (!picked.has(i)) {
        picked.add(i);
        out.push(i);
      }
    }
    return out;
  };

  // (b) The CLI.
  let cliHostile: CliVerdict[] = [];
  let cliMutantVerdicts: CliVerdict[] = [];
  let cliMs = 0;
  if (stages.has('cli')) {
    const c0 = performance.now();
    cliHostile = await mapLimit(hostileSet, concurrency, async (entry) => {
      const v = await cliVerdict(
        entry.name,
        fileOf(entry.name, hostileBytes.get(entry.name)!),
        DEFAULT_CLI_LIMITS,
      );
      log(
        `cli ${entry.name}: ${v.outcome}${v.findings.length ? ` [${v.findings.join(', ')}] ${v.detail}` : ''}`,
      );
      return v;
    });
    cliMutantVerdicts = await mapLimit(mutants(sample(cliMutants, 1)), concurrency, async (m) => {
      const file = fileOf(m.name, m.bytes);
      const v = await cliVerdict(m.name, file, DEFAULT_CLI_LIMITS);
      rmSync(file, { force: true });
      if (v.findings.length > 0)
        log(`cli ${m.name}: ${v.outcome} [${v.findings.join(', ')}] ${v.detail}`);
      return v;
    });
    cliMs = performance.now() - c0;
  }

  // (c) The HTTP API.
  let http: HttpSummary | null = null;
  let httpError: string | undefined;
  if (stages.has('http')) {
    log('building the server (apps/server/dist)...');
    await buildServer();
    const expected = JSON.parse(readFileSync(path.join(REAL_DIR, 'expected.json'), 'utf8')) as {
      entries: { file: string; accounts: { transactionCount: number }[] }[];
    };
    const victims: Victim[] = realSamples().map((s) => ({
      name: s.name,
      bytes: s.bytes,
      transactions: expected.entries
        .find((e) => e.file === `${s.name}.pdf`)!
        .accounts.reduce((n, a) => n + a.transactionCount, 0),
    }));
    const hostileInputs: HttpInput[] = hostileSet.map((e) => ({
      name: e.name,
      bytes: hostileBytes.get(e.name)!,
      expect: e.expect,
      bothEndpoints: true,
    }));
    const mutantInputs: HttpInput[] = mutants(sample(httpMutants, 2)).map((m) => ({
      name: m.name,
      bytes: m.bytes,
      bothEndpoints: false,
    }));
    const unhandledMutants = engineMutants
      .filter((v) => v.findings.includes('unhandled-rejection'))
      .slice(0, 2)
      .map((v) => v.name);
    const inputs = [...hostileInputs, ...mutantInputs];
    log(
      `HTTP: ${hostileInputs.length} hostile inputs (both endpoints) and ${mutantInputs.length} mutants`,
    );
    const race = hostileInputs.find((x) => x.name === RACE_NAME);
    try {
      http = await runHttpStage({
        inputs,
        victims,
        loopNames: [...XREF_MUTANTS.map((e) => e.name), ...unhandledMutants],
        loopRounds: shape.loopRounds,
        concurrentNames: CONCURRENT_NAMES,
        concurrentCopies: shape.concurrentCopies,
        ...(race ? { raceInput: race } : {}),
        raceRounds: shape.raceRounds,
        raceSample: victims.find((v) => v.name === RACE_SAMPLE) ?? victims[0]!,
        onProgress: (done, total) => {
          if (done % 25 === 0 || done === total) log(`HTTP: ${done}/${total} inputs`);
        },
      });
    } catch (error) {
      // A server that cannot even restart ends the stage; the report says so instead of losing the run.
      httpError = error instanceof Error ? error.message : String(error);
      log(`HTTP stage failed: ${httpError}`);
    }
    for (const v of http?.verdicts ?? [])
      if (v.findings.length > 0)
        log(`http ${v.name}: [${v.findings.join(', ')}] ${v.notes.join('; ').slice(0, 200)}`);
  }

  // Mutants that only the server stumbled on (a 500, a death) become fixtures too.
  if (saveFixtures && http) {
    for (const v of http.verdicts) {
      const index = /^m(\d+)-/.exec(v.name)?.[1];
      if (index === undefined || !v.findings.some((f) => f === '5xx' || f === 'server-death'))
        continue;
      const m = mutant(sources, seed, Number(index));
      const what = `HTTP: ${v.findings.join(', ')}; ${v.notes.join('; ').slice(0, 200)}`;
      const saved = saveFixture(
        m.name,
        m.bytes,
        { source: m.source, seed, index: m.index, mutations: m.mutations },
        what,
      );
      if (saved) fixturesSaved.push(saved);
    }
  }

  const report: RunReport = {
    command: `npm run bench:fuzz${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    seed,
    quick,
    mutantCount,
    concurrency,
    engineLimits,
    cliLimits: DEFAULT_CLI_LIMITS,
    engine: { hostile: engineHostile, mutants: engineMutants, ms: engineMs },
    cli: { hostile: cliHostile, mutants: cliMutantVerdicts, ms: cliMs },
    http,
    ...(httpError !== undefined ? { httpError } : {}),
    hostile: hostileSet.map((e) => ({ ...e, size: hostileBytes.get(e.name)!.length })),
    fixturesSaved,
    sources: sources.map((s) => ({ name: s.name, size: s.bytes.length })),
    totalMs: performance.now() - t0,
  };
  const markdown = renderReport(report);
  mkdirSync(path.dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, markdown);
  log(`wrote ${path.relative(process.cwd(), reportPath) || reportPath}`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
