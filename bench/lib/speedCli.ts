/**
 * The whole CLI as a user runs it (the bundled bin on plain Node, start-up and JSON output included)
 * against `pdftotext -layout` on the same file, in pairs (CLI, pdftotext, CLI, pdftotext...), each run
 * timed by GNU time for its wall time, CPU time and peak resident memory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { median } from './speedFamilies.ts';

/** GNU time, which reports a finished child's CPU time and peak RSS. */
const GNU_TIME = '/usr/bin/time';

export type ProcessRun = { wallMs: number; cpuMs: number; peakMb: number; status: number | null };

export type CliFigures = {
  cli: ProcessRun[];
  pdftotext: ProcessRun[];
  /** Median of the per-pair wall-time ratios CLI / pdftotext. */
  ratio: number;
  ratios: number[];
};

/** Runs a command under GNU time (wall from here, CPU and peak RSS from time's report). */
function measure(command: string, args: string[], scratch: string): ProcessRun {
  const report = path.join(scratch, 'time.txt');
  const t0 = performance.now();
  const r = spawnSync(GNU_TIME, ['-o', report, '-f', '%U %S %M', command, ...args], {
    stdio: 'ignore',
  });
  const wallMs = performance.now() - t0;
  const [user = NaN, system = NaN, peakKb = NaN] = readFileSync(report, 'utf8')
    .trim()
    .split('\n')
    .pop()!
    .split(' ')
    .map(Number);
  return { wallMs, cpuMs: (user + system) * 1000, peakMb: peakKb / 1024, status: r.status };
}

/** Whether GNU time is there to measure with. */
export function canMeasureProcesses(): boolean {
  return existsSync(GNU_TIME);
}

/** Builds the CLI bundle into `outdir` (apps/cli/scripts/build.mjs) and returns its bin. */
export function buildCliBundle(root: string, outdir: string): string {
  const r = spawnSync(process.execPath, [path.join(root, 'apps/cli/scripts/build.mjs'), outdir], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`the CLI did not build: ${r.stderr}`);
  return path.join(outdir, 'statemint.js');
}

/** `statemint <file> --out <json>` against `pdftotext -layout <file> <txt>`, `pairs` times after a warm-up each. */
export function cliVsPdftotext(
  bin: string,
  file: string,
  pairs: number,
  scratch: string,
): CliFigures {
  const json = path.join(scratch, 'cli-out.json');
  const text = path.join(scratch, 'pdftotext-out.txt');
  const cliRun = (): ProcessRun => measure(process.execPath, [bin, file, '--out', json], scratch);
  const popplerRun = (): ProcessRun => measure('pdftotext', ['-layout', file, text], scratch);
  cliRun();
  popplerRun();
  const cli: ProcessRun[] = [];
  const pdftotext: ProcessRun[] = [];
  for (let i = 0; i < pairs; i++) {
    cli.push(cliRun());
    pdftotext.push(popplerRun());
  }
  rmSync(json, { force: true });
  rmSync(text, { force: true });
  const ratios = cli.map((c, i) => c.wallMs / (pdftotext[i]?.wallMs ?? NaN));
  return { cli, pdftotext, ratio: median(ratios), ratios };
}
