/**
 * Per corpus family (issue 11 item 5): the engine's whole conversion against the text layer's own time on
 * the same file, measured in pairs (layer, engine, layer, engine...) so that a change in machine load moves
 * both sides of each ratio alike.
 */
import { readFileSync } from 'node:fs';
import { FAMILIES, generateStatement } from '../../packages/extract/test/generator/index.ts';

export type FamilyFigures = {
  family: string;
  pages: number;
  transactions: number;
  /** Transactions the engine found (null: it failed, with `error`). */
  found: number | null;
  error: string | null;
  /** Medians over the pairs, in ms of wall time. */
  layerMs: number;
  engineMs: number;
  /** Medians over the pairs, in ms of this thread's CPU time (NaN where /proc cannot tell). */
  layerCpuMs: number;
  engineCpuMs: number;
  /** Median of the per-pair ratios engine / layer: of CPU time where known, else of wall time. */
  ratio: number;
  ratios: number[];
  wallRatio: number;
};

export type FamilyBench = {
  pages: number;
  seed: number;
  pairs: number;
  /** The text layer alone (every page's items), as the engine's adapter reads them. */
  textLayer: (bytes: Uint8Array) => Promise<unknown>;
  /** The whole conversion; the number of transactions, or the error code. */
  engine: (bytes: Uint8Array) => Promise<{ found: number } | { error: string }>;
};

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
}

/**
 * CPU time of the calling thread in ms (Linux, 10 ms ticks), or NaN. pdf.js runs on this thread too (its
 * fake worker), so both sides of a ratio are counted alike, and time the machine gave to other work is not.
 */
export function threadCpuMs(): number {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; cpuMs: number; value: T }> {
  const cpu0 = threadCpuMs();
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, cpuMs: threadCpuMs() - cpu0, value };
}

/** Engine / text-layer time on one generated statement of every family. */
export async function familyRatios(bench: FamilyBench): Promise<FamilyFigures[]> {
  const out: FamilyFigures[] = [];
  for (const [i, family] of FAMILIES.entries()) {
    const { pdf, truth } = await generateStatement({
      family,
      seed: bench.seed + i,
      pages: bench.pages,
    });
    const transactions = truth.accounts.reduce((n, a) => n + a.transactions.length, 0);
    // One warm-up of each, so that neither side pays for compiling the code it runs.
    await bench.textLayer(pdf);
    await bench.engine(pdf);
    const layer: number[] = [];
    const engine: number[] = [];
    const layerCpu: number[] = [];
    const engineCpu: number[] = [];
    let result: { found: number } | { error: string } = { error: 'not run' };
    for (let p = 0; p < bench.pairs; p++) {
      const read = await timed(() => bench.textLayer(pdf));
      layer.push(read.ms);
      layerCpu.push(read.cpuMs);
      const run = await timed(() => bench.engine(pdf));
      engine.push(run.ms);
      engineCpu.push(run.cpuMs);
      result = run.value;
    }
    const wallRatios = engine.map((ms, k) => ms / (layer[k] ?? NaN));
    const cpuRatios = engineCpu.map((ms, k) => ms / (layerCpu[k] ?? NaN));
    const ratios = cpuRatios.every(Number.isFinite) ? cpuRatios : wallRatios;
    out.push({
      family,
      pages: truth.pages,
      transactions,
      found: 'found' in result ? result.found : null,
      error: 'error' in result ? result.error : null,
      layerMs: median(layer),
      engineMs: median(engine),
      layerCpuMs: median(layerCpu),
      engineCpuMs: median(engineCpu),
      ratio: median(ratios),
      ratios,
      wallRatio: median(wallRatios),
    });
  }
  return out;
}
