/** Runs a command under a hard memory cap and a time limit, so that a crash or hang is a result, not the runner's death. */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export type CappedRun = {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
  /** Peak resident memory seen, in KiB: the process's VmHWM, or with `tree` the largest sum over it and its descendants. */
  peakRssKb: number;
};

export type CappedOptions = {
  /** RLIMIT_DATA in bytes (`prlimit --data`); every process the command starts inherits it. */
  dataBytes: number;
  timeoutMs: number;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Measure the process and all its descendants (npm starts node, which may start more). */
  tree?: boolean;
};

/** How often memory is sampled while a command runs. */
const RSS_POLL_MS = 100;
/** Output kept per stream; a conversion's JSON is far smaller. */
const MAX_OUTPUT_BYTES = 32 * 2 ** 20;

function statusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The pids of a process and all its descendants, from /proc. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses; the fields after its last ')' are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // The process ended while we looked.
    }
  }
  const out: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** Resident memory of a process and its descendants now, in KiB. */
export function treeRssKb(root: number): number {
  return processTree(root).reduce((sum, pid) => sum + statusKb(pid, 'VmRSS'), 0);
}

export function runCapped(
  command: string,
  args: readonly string[],
  options: CappedOptions,
): Promise<CappedRun> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    // Its own process group, so that a timeout kills everything it started.
    const child = spawn('prlimit', [`--data=${options.dataBytes}`, '--', command, ...args], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    child.stdout.on('data', (b: Buffer) => {
      if (outBytes < MAX_OUTPUT_BYTES) out.push(b);
      outBytes += b.length;
    });
    child.stderr.on('data', (b: Buffer) => {
      if (errBytes < MAX_OUTPUT_BYTES) err.push(b);
      errBytes += b.length;
    });
    let peak = 0;
    const sample = (): void => {
      if (child.pid === undefined) return;
      peak = Math.max(peak, options.tree ? treeRssKb(child.pid) : statusKb(child.pid, 'VmHWM'));
    };
    const poll = setInterval(sample, RSS_POLL_MS);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }, options.timeoutMs);
    child.on('close', (exitCode, signal) => {
      clearInterval(poll);
      clearTimeout(timer);
      resolve({
        exitCode,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        timedOut,
        ms: performance.now() - t0,
        peakRssKb: peak,
      });
    });
  });
}
