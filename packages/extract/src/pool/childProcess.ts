/**
 * One conversion child process, seen from the pool: how it is forked with its memory budget, capped with
 * RLIMIT_DATA, watched for resident memory, and why it exited.
 */
import { execFile, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Child, JobFailure, PoolLog } from './jobs.ts';
import {
  CHILD_BASE_RSS_MB,
  CHILD_ENV,
  CHILD_FAULT_EXIT_CODE,
  RETIRE_RSS_SHARE,
  WATCHDOG_INTERVAL_MS,
  childExecArgv,
} from './settings.ts';

const execFileAsync = promisify(execFile);
const MB = 1024 * 1024;

/** Keep this much of a child's stderr, enough to recognise V8's out-of-memory report. */
const STDERR_TAIL_CHARS = 8192;
/**
 * What V8 and Node print when a heap or an allocation cannot grow; at RLIMIT_DATA, Node 22 prints
 * std::bad_alloc or V8's failed allocation check rather than an out-of-memory line.
 */
const OUT_OF_MEMORY_TEXT =
  /heap out of memory|Reached heap limit|Allocation failed|Committing semi space failed|out of memory|std::bad_alloc|Check failed: \(result\.ptr\) != nullptr/i;

let prlimitMissingLogged = false;

/** A child's resident memory in bytes, or null when /proc cannot tell. */
export function residentBytes(pid: number): number | null {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    // Linux pages are 4 KiB on every platform Node supports there, bar a few arm64 kernels, where this is low.
    return Number.isFinite(pages) ? pages * 4096 : null;
  } catch {
    return null;
  }
}

/** Forks a child with its heap cap, V8 flags and priority, and keeps the tail of its stderr. */
export function forkChild(
  entry: string,
  memoryMb: number,
  nice: number | null,
  v8Flags: readonly string[] = [],
): Child {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Loaders a test runner or tsx put there would slow the child down and are not needed by a bundle.
  delete env.NODE_OPTIONS;
  if (nice !== null) env[CHILD_ENV.nice] = String(nice);
  env[CHILD_ENV.retireRssMb] = String(CHILD_BASE_RSS_MB + memoryMb * RETIRE_RSS_SHARE);
  const proc = fork(entry, [], {
    execArgv: [...childExecArgv(memoryMb), ...v8Flags],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env,
  });
  const child: Child = {
    proc,
    ready: false,
    job: null,
    jobsDone: 0,
    retire: false,
    baseRssBytes: null,
    stderrTail: '',
    idleTimer: null,
    startTimer: null,
  };
  proc.stderr?.setEncoding('utf8');
  proc.stderr?.on('data', (chunk: string) => {
    child.stderrTail = (child.stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
  });
  return child;
}

/** The hard cap: RLIMIT_DATA at the child's start-up size plus its budget, so every allocation counts. */
export async function capData(
  pid: number,
  dataKb: number,
  memoryMb: number,
  log: PoolLog | null,
): Promise<void> {
  const bytes = dataKb * 1024 + (memoryMb + CHILD_BASE_RSS_MB) * MB;
  try {
    await execFileAsync('prlimit', ['--pid', String(pid), `--data=${bytes}:${bytes}`]);
  } catch (error) {
    if (!prlimitMissingLogged) {
      prlimitMissingLogged = true;
      log?.warn(
        { err: error },
        'prlimit is not available: conversion memory is capped by the heap limit and the watchdog only',
      );
    }
  }
}

/** Polls the child's resident memory while it runs a job and calls `over` once it passes its cap. */
export function startWatchdog(
  child: Child,
  memoryMb: number,
  over: () => void,
): NodeJS.Timeout | null {
  const cap =
    child.baseRssBytes === null ? null : child.baseRssBytes + (memoryMb + CHILD_BASE_RSS_MB) * MB;
  const pid = child.proc.pid;
  if (cap === null || pid === undefined) return null;
  return setInterval(() => {
    const rss = residentBytes(pid);
    if (rss !== null && rss > cap) over();
  }, WATCHDOG_INTERVAL_MS);
}

/** Why a child the pool did not stop itself exited. */
export function classifyExit(
  stderrTail: string,
  code: number | null,
  signal: NodeJS.Signals | null,
): JobFailure {
  if (OUT_OF_MEMORY_TEXT.test(stderrTail)) return 'memory';
  // SIGKILL we did not send is the kernel's OOM killer.
  if (signal === 'SIGKILL') return 'memory';
  if (code === CHILD_FAULT_EXIT_CODE) return 'fault';
  return 'crash';
}
