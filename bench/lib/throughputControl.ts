/**
 * The throughput control of bench:speed's batch section: the same fixed CPU-bound JavaScript work (object
 * allocation, sorting, string building and map look-ups, like the engine's stages) split over 1 process
 * and over `size` processes, timed by wall time from a common start. Its speed-up is what this machine
 * itself gives several processes at that moment; spinning threads measure only CPU time, which two vCPUs
 * that share a physical core or its caches still both receive.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** Work units in the control, like the batch's files; each is about 150 ms on one idle core here. */
export const CONTROL_UNITS = 16;

/** Objects each unit allocates and sorts. */
const OBJECTS_PER_UNIT = 80_000;

/** One child's script: waits for `go` on stdin, does its units, prints its result (so nothing is elided). */
const CHILD = `
const units = Number(process.argv[1]);
function unit(seed) {
  const words = [];
  let s = seed;
  for (let i = 0; i < ${OBJECTS_PER_UNIT}; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    words.push({ x0: s % 600, x1: (s % 600) + (s % 37), text: 'w' + (s % 9973) });
  }
  words.sort((a, b) => a.x0 - b.x0 || a.x1 - b.x1);
  const counts = new Map();
  let line = '';
  let total = 0;
  for (const w of words) {
    counts.set(w.text, (counts.get(w.text) ?? 0) + 1);
    line += w.text;
    if (line.length > 120) { total += line.length; line = ''; }
  }
  return total + counts.size;
}
process.stdout.write('ready\\n');
process.stdin.once('data', () => {
  let r = 0;
  for (let u = 0; u < units; u++) r += unit(u + 1);
  process.stdout.write('done ' + r + '\\n');
  process.exit(0);
});
`;

/** Resolves when the child has printed `word` on a line. */
function said(child: ChildProcess, word: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer): void => {
      text += chunk.toString();
      if (text.split('\n').some((l) => l.startsWith(word))) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`control child exited (${code}) before ${word}`)),
    );
  });
}

/**
 * Wall time (ms) for `processes` Node processes, started with `v8Flags`, to do `units` units between them,
 * timed from the moment all of them are started and ready (their start-up is not counted).
 */
export async function controlWallMs(
  processes: number,
  v8Flags: readonly string[] = [],
  units = CONTROL_UNITS,
): Promise<number> {
  const per = Math.ceil(units / processes);
  const children = Array.from({ length: processes }, () =>
    spawn(process.execPath, [...v8Flags, '-e', CHILD, String(per)], {
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  try {
    await Promise.all(children.map((c) => said(c, 'ready')));
    const done = children.map((c) => said(c, 'done'));
    const t0 = performance.now();
    for (const c of children) c.stdin?.write('go\n');
    await Promise.all(done);
    return performance.now() - t0;
  } finally {
    for (const c of children) c.kill();
  }
}
