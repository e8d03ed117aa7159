/** What /proc says about the server and its conversion processes (Linux), and polling until something holds. */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The file every conversion child runs, as it appears on its command line. */
const POOL_CHILD_SCRIPT = 'pool-child.js';
/** Clock ticks per second of the CPU times in /proc (USER_HZ, 100 on nearly every Linux). */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
/** Pause between two polls of `waitUntil`. */
const POLL_INTERVAL_MS = 100;

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), or null once it is gone. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Process ids whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => statFields(child)?.[1] === String(pid));
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The server's conversion child processes alive now. */
export function conversionChildren(serverPid: number): number[] {
  return childrenOf(serverPid).filter(
    (pid) => !exited(pid) && commandLine(pid).includes(POOL_CHILD_SCRIPT),
  );
}

/** True once the process has ended (gone, or a zombie waiting to be reaped). */
export function exited(pid: number): boolean {
  const fields = statFields(pid);
  return fields === null || fields[0] === 'Z' || fields[0] === 'X';
}

/** CPU time (user plus system) the process has used, in seconds; NaN once it is gone. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  return fields === null ? Number.NaN : (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** CPU time every core of the machine has spent busy (not idle, not waiting for I/O), in seconds. */
export function machineBusySeconds(): number {
  const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS;
}

function statusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match?.[1] ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Peak resident memory of a process (VmHWM), in MiB; NaN once it is gone. */
export function peakRssMb(pid: number): number {
  return statusKb(pid, 'VmHWM') / 1024;
}

/** Resident memory of a process now (VmRSS), in MiB; NaN once it is gone. */
export function rssMb(pid: number): number {
  return statusKb(pid, 'VmRSS') / 1024;
}

/** Resident memory now of a server and, summed, of its conversion children, in MiB. */
export function serverTreeRssMb(serverPid: number): { server: number; children: number } {
  const children = conversionChildren(serverPid)
    .map(rssMb)
    .filter((mb) => Number.isFinite(mb));
  return { server: rssMb(serverPid), children: children.reduce((sum, mb) => sum + mb, 0) };
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs` saying `what`. */
export async function waitUntil<T>(
  what: string,
  timeoutMs: number,
  check: () => T | undefined | Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/** Samples, and the pause between them, over which a child must stay runnable to count as converting. */
const RUNNING_SAMPLES = 5;
const RUNNING_SAMPLE_INTERVAL_MS = 100;

/** True while the process is runnable or in the kernel (R, D), not waiting (S) for its next job. */
function runnable(pid: number): boolean {
  const state = statFields(pid)?.[0];
  return state === 'R' || state === 'D';
}

/**
 * The server's conversion children that are working now: runnable at every one of a few samples, which an
 * idle child (asleep on its IPC channel) never is, even when a busy machine gives the working one no CPU.
 */
export async function runningConversionChildren(serverPid: number): Promise<number[]> {
  let running = conversionChildren(serverPid);
  for (let sample = 0; sample < RUNNING_SAMPLES && running.length > 0; sample++) {
    running = running.filter(runnable);
    await new Promise((resolve) => setTimeout(resolve, RUNNING_SAMPLE_INTERVAL_MS));
  }
  return running;
}
