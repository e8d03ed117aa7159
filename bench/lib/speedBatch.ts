/**
 * bench:speed's batch section: the shared process pool converts many statements with one process and with
 * one per core, its children started as they ship (V8's helper threads on) and with `--single-threaded` (each
 * child on one core), in paired rounds, so that the speed-up and the cost of either choice come from the
 * same moments of a shared machine.
 */
import { controlCores, convertBatch, type BatchResult } from './pool.ts';
import { markdownTable, textTable } from './report.ts';
import { median } from './speedFamilies.ts';
import { CONTROL_UNITS, controlWallMs } from './throughputControl.ts';

/** How the children are started: as the pool ships them, or with every V8 background thread off. */
export const CHILD_MODES = [
  { name: 'as shipped', flags: [] },
  { name: 'single-threaded', flags: ['--single-threaded'] },
] as const;

type Mode = (typeof CHILD_MODES)[number]['name'];

/** A mode's batch with 1 process and with all cores, and the throughput control's wall ms beside each. */
type Round = {
  mode: Mode;
  one: BatchResult;
  all: BatchResult;
  controlOne: number;
  controlAll: number;
};

export type BatchSection = {
  /** Paired median speed-up of all cores over one process, per mode. */
  speedup: Record<Mode, number>;
  /** Cores one process kept busy (median), per mode. */
  oneCores: Record<Mode, number>;
  /** Paired median speed-up of the throughput control (the same fixed work on all cores over one). */
  control: Record<Mode, number>;
  /** Median, over the rounds, of the batch's speed-up as a share of the control's in the same round. */
  share: Record<Mode, number>;
  text: string;
  md: string;
};

const f1 = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '-');
const f2 = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : '-');

/** Runs `rounds` rounds; each times both modes (in alternating order) with 1 process, then `cores`. */
export async function batchSection(
  files: string[],
  pagesPerFile: number,
  cores: number,
  rounds: number,
): Promise<BatchSection> {
  const t0 = performance.now();
  const results: Round[][] = [];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? CHILD_MODES : [...CHILD_MODES].reverse();
    const round: Round[] = [];
    for (const mode of order) {
      const one = await convertBatch(files, 1, mode.flags);
      const all = await convertBatch(files, cores, mode.flags);
      // The machine's own speed-up for processes of this kind, right after the batch it is compared with.
      const controlOne = await controlWallMs(1, mode.flags);
      const controlAll = await controlWallMs(cores, mode.flags);
      round.push({ mode: mode.name, one, all, controlOne, controlAll });
    }
    results.push(round);
  }
  const wallS = (performance.now() - t0) / 1000;
  const spin = await controlCores(cores);

  const of = (mode: Mode): Round[] => results.flatMap((rs) => rs.filter((x) => x.mode === mode));
  const speedups = (mode: Mode): number[] => of(mode).map((x) => x.one.ms / x.all.ms);
  const controls = (mode: Mode): number[] => of(mode).map((x) => x.controlOne / x.controlAll);
  const speedup = {} as Record<Mode, number>;
  const oneCores = {} as Record<Mode, number>;
  const control = {} as Record<Mode, number>;
  const share = {} as Record<Mode, number>;
  for (const { name } of CHILD_MODES) {
    speedup[name] = median(speedups(name));
    oneCores[name] = median(of(name).map((x) => x.one.cpuMs / x.one.ms));
    control[name] = median(controls(name));
    share[name] = median(of(name).map((x) => x.one.ms / x.all.ms / (x.controlOne / x.controlAll)));
  }
  // Single-threaded over as-shipped wall time, pair by pair within each round.
  const wallRatio = (pick: (x: Round) => BatchResult): number =>
    median(
      results.map((rs) => {
        const single = rs.find((x) => x.mode === 'single-threaded');
        const shipped = rs.find((x) => x.mode === 'as shipped');
        return single && shipped ? pick(single).ms / pick(shipped).ms : NaN;
      }),
    );
  const ratioOne = wallRatio((x) => x.one);
  const ratioAll = wallRatio((x) => x.all);
  const cpuRatio = median(
    results.map((rs) => {
      const cpu = (m: Mode): number =>
        rs.filter((x) => x.mode === m).reduce((n, x) => n + x.one.cpuMs + x.all.cpuMs, 0);
      return cpu('single-threaded') / cpu('as shipped');
    }),
  );

  const batchPages = pagesPerFile * files.length;
  const perJob = (ms: number): string => f1(ms / files.length);
  const header = [
    'round',
    'children',
    'workers',
    'wall ms',
    'pages/s',
    'cores busy',
    'CPU ms / job',
    'engine threads',
    'V8 + libuv threads',
    'pool process',
    'control wall ms',
    'converted',
    'failed',
  ];
  const rows = results.flatMap((rs, i) =>
    rs.flatMap((x) =>
      [x.one, x.all].map((b, k) => [
        i + 1,
        x.mode,
        k === 0 ? 1 : cores,
        f1(b.ms),
        f1(batchPages / (b.ms / 1000)),
        f2(b.cpuMs / b.ms),
        perJob(b.cpuMs),
        perJob(b.childMainMs),
        perJob(b.childHelperMs),
        perJob(b.parentMs),
        f1(k === 0 ? x.controlOne : x.controlAll),
        b.ok,
        b.failed,
      ]),
    ),
  );
  const summary = `Speed-up of ${cores} processes over 1, by round: as shipped ${speedups('as shipped').map(f2).join(', ')} (median ${f2(speedup['as shipped'])}x; one process kept ${f2(oneCores['as shipped'])} cores busy); single-threaded ${speedups('single-threaded').map(f2).join(', ')} (median ${f2(speedup['single-threaded'])}x; one process kept ${f2(oneCores['single-threaded'])} cores busy). Single-threaded children over as shipped, wall time paired within each round: ${f2(ratioOne)} with 1 process, ${f2(ratioAll)} with ${cores}; CPU time ${f2(cpuRatio)}. Throughput control (the same ${CONTROL_UNITS} units of allocating, sorting JavaScript on 1 process and split over ${cores}, wall time): as shipped ${controls('as shipped').map(f2).join(', ')} (median ${f2(control['as shipped'])}x; the batch reached ${f2(share['as shipped'])} of it, median of the rounds' shares), single-threaded ${controls('single-threaded').map(f2).join(', ')} (median ${f2(control['single-threaded'])}x; the batch ${f2(share['single-threaded'])} of it). CPU-time control: ${cores} threads that only spin got ${f2(spin)} cores right after the batch.`;
  const md = [
    `${files.length} generated statements of ${pagesPerFile} pages (all families), converted by the shared process pool with 1 process and with ${cores} (os.availableParallelism()), each process reading its file by path and opening it once (\`extractStatement\`), after one warm-up file per process. The children run as the pool ships them (V8's garbage collector and optimising compiler on helper threads) and with \`--single-threaded\` (those threads off, so that one process uses one core), ${rounds} rounds of the four runs, the modes in alternating order, so that each speed-up and each ratio is a pair from the same moment. Cores busy is CPU time over wall time; CPU per job splits into the children's main threads (the engine), their other threads (V8's helpers, libuv) and the pool's own process. After each batch, the throughput control runs fixed CPU-bound JavaScript (${CONTROL_UNITS} units of allocating objects, sorting them, building strings and counting in a map) in 1 Node process and split over ${cores}, with the same V8 flags, timed by wall time from a common start (\`bench/lib/throughputControl.ts\`): its speed-up is what this machine gives ${cores} processes at that moment, whatever the CPU time says (two vCPUs may share a physical core, its caches or memory bandwidth), so the batch's speed-up is also shown as a share of it.`,
    '',
    summary,
    '',
    markdownTable(header, rows),
    '',
    `Total batch wall time ${wallS.toFixed(1)} s.`,
  ].join('\n');
  return { speedup, oneCores, control, share, text: `${textTable(header, rows)}\n${summary}`, md };
}
