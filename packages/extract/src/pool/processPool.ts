/**
 * A pool of conversion child processes, shared by the server, the CLI and the benchmarks.
 *
 * Each job runs in a child process with a hard memory cap (heap via --max-old-space-size, and everything
 * else, pdf.js's decoded-stream buffers included, via RLIMIT_DATA set with prlimit, plus a resident-memory
 * watchdog) and a time bound. Whatever one input does, out of memory, a hang or a crash ends only its child:
 * its job fails with a reason, the child is replaced, and every other job goes on.
 */
import { execFile, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { PageCount } from '../index.ts';
import type { ChildTask, FromChild, TaskValue, ToChild } from './protocol.ts';
import {
  CHILD_BASE_RSS_MB,
  CHILD_ENV,
  CHILD_FAULT_EXIT_CODE,
  CHILD_START_TIMEOUT_MS,
  DEFAULT_CHILD_NICE,
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_MAX_JOBS_PER_CHILD,
  RETIRE_RSS_SHARE,
  WATCHDOG_INTERVAL_MS,
} from './settings.ts';

const execFileAsync = promisify(execFile);
const MB = 1024 * 1024;

/** Why a job failed: over its time bound, over its memory cap, its child died, or a fault of ours. */
export type JobFailure = 'timeout' | 'memory' | 'crash' | 'fault';

export type RunResult<T> =
  { ok: true; value: T } | { ok: false; failure: JobFailure; detail: string };

export type RunOptions = {
  /** Time bound of the job once a child runs it (queue time not included). */
  timeoutMs: number;
  /** The go-ahead once the pages have loaded (convert tasks with `askPages`); false or a throw refuses. */
  onPages?: (count: PageCount) => Promise<boolean>;
};

export type PoolLog = {
  warn(details: Record<string, unknown>, message: string): void;
};

export type PoolOptions = {
  /** Most children running at once. */
  size: number;
  /** Children kept alive while idle, so a conversion never waits for a start-up. */
  minChildren?: number;
  /** Memory budget of one child in MB: its heap, and its whole data segment above its start-up size. */
  memoryMb: number;
  /** Jobs that may wait for a child; beyond this `run` throws PoolBusyError. */
  maxQueue: number;
  /** How long a job may wait for a child before `run` throws PoolBusyError. */
  queueTimeoutMs?: number;
  /** The child script (a JavaScript bundle of child.ts); see childEntry.ts. */
  entry: string;
  maxJobsPerChild?: number;
  idleTimeoutMs?: number;
  /** Nice value of the children; null leaves their priority alone. */
  nice?: number | null;
  log?: PoolLog;
};

/** The queue is full, or a job waited too long for a child: the caller should ask the client to retry. */
export class PoolBusyError extends Error {
  constructor() {
    super('the conversion pool is busy');
  }
}

/** The pool is closing or closed and takes no new jobs. */
export class PoolClosedError extends Error {
  constructor() {
    super('the conversion pool is closed');
  }
}

type Active = {
  id: number;
  options: RunOptions;
  settle: (result: RunResult<unknown>) => void;
  fail: (error: unknown) => void;
  /** Set when the pool itself ended the child (timeout, memory), so the exit is reported as that. */
  killedFor: JobFailure | null;
  /** What `onPages` threw: `run` rejects with it once the child has stopped. */
  askError: unknown;
  timer: NodeJS.Timeout;
  watchdog: NodeJS.Timeout | null;
};

type Child = {
  proc: ChildProcess;
  ready: boolean;
  job: Active | null;
  jobsDone: number;
  /** Replace after the current job (tainted, or asked to retire). */
  retire: boolean;
  /** Resident memory at start-up; the watchdog's cap is this plus the budget. */
  baseRssBytes: number | null;
  stderrTail: string;
  idleTimer: NodeJS.Timeout | null;
  startTimer: NodeJS.Timeout | null;
};

type Queued = {
  task: ChildTask;
  options: RunOptions;
  settle: (result: RunResult<unknown>) => void;
  fail: (error: unknown) => void;
  timer: NodeJS.Timeout | null;
};

/** Keep this much of a child's stderr, enough to recognise V8's out-of-memory report. */
const STDERR_TAIL_CHARS = 8192;
/**
 * What V8 and Node print when a heap or an allocation cannot grow; at RLIMIT_DATA, Node 22 prints
 * std::bad_alloc or V8's failed allocation check rather than an out-of-memory line.
 */
const OUT_OF_MEMORY_TEXT =
  /heap out of memory|Reached heap limit|Allocation failed|Committing semi space failed|out of memory|std::bad_alloc|Check failed: \(result\.ptr\) != nullptr/i;
/** Children in a row that may die before ready before waiting jobs are failed instead of retried. */
const MAX_START_FAILURES = 3;
/** How long a retiring child may take to exit after its IPC channel closes. */
const RETIRE_GRACE_MS = 2000;

let prlimitMissingLogged = false;

function residentBytes(pid: number): number | null {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    // Linux pages are 4 KiB on every platform Node supports there, bar a few arm64 kernels, where this is low.
    return Number.isFinite(pages) ? pages * 4096 : null;
  } catch {
    return null;
  }
}

export class ProcessPool {
  readonly #options: Required<Omit<PoolOptions, 'log' | 'queueTimeoutMs'>> & {
    log: PoolLog | null;
    queueTimeoutMs: number | null;
  };
  readonly #children = new Set<Child>();
  readonly #queue: Queued[] = [];
  #nextId = 1;
  #closed = false;
  /** Children in a row that died before reporting ready (a broken install, or no memory to start). */
  #startFailures = 0;
  #drained: (() => void) | null = null;

  constructor(options: PoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1)
      throw new RangeError(`pool size must be a positive whole number, got ${options.size}`);
    this.#options = {
      minChildren: Math.min(options.minChildren ?? 1, options.size),
      maxJobsPerChild: DEFAULT_MAX_JOBS_PER_CHILD,
      idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
      nice: DEFAULT_CHILD_NICE,
      ...options,
      log: options.log ?? null,
      queueTimeoutMs: options.queueTimeoutMs ?? null,
    };
  }

  /** Starts the minimum number of children now, so the first job does not wait for one. */
  warm(): void {
    // Children that cannot start are not restarted in a loop for nothing: only a waiting job tries again.
    if (this.#startFailures >= MAX_START_FAILURES) return;
    while (!this.#closed && this.#live().length < this.#options.minChildren) this.#spawn();
  }

  /** Children that take jobs: not retiring (a retiring child leaves as soon as its channel closes). */
  #live(): Child[] {
    return [...this.#children].filter((c) => !c.retire);
  }

  /** Runs one task in a child; failures of the child are results, refusals and pool errors are throws. */
  run<T extends ChildTask>(task: T, options: RunOptions): Promise<RunResult<TaskValue<T>>> {
    if (this.#closed) return Promise.reject(new PoolClosedError());
    if (this.#queue.length >= this.#options.maxQueue) return Promise.reject(new PoolBusyError());
    return new Promise((resolve, reject) => {
      const entry: Queued = {
        task,
        options,
        settle: resolve as (result: RunResult<unknown>) => void,
        fail: reject,
        timer: null,
      };
      const { queueTimeoutMs } = this.#options;
      if (queueTimeoutMs !== null) {
        entry.timer = setTimeout(() => {
          const at = this.#queue.indexOf(entry);
          if (at < 0) return;
          this.#queue.splice(at, 1);
          reject(new PoolBusyError());
        }, queueTimeoutMs);
      }
      this.#queue.push(entry);
      this.#pump();
    });
  }

  /** Children alive now, and how many are busy, for health reports and tests. */
  stats(): { children: number; busy: number; queued: number; pids: number[] } {
    const all = [...this.#children];
    return {
      children: all.length,
      busy: all.filter((c) => c.job !== null).length,
      queued: this.#queue.length,
      pids: all.flatMap((c) => (c.proc.pid === undefined ? [] : [c.proc.pid])),
    };
  }

  /** Takes no new jobs, lets queued and running ones finish, then stops every child. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#queue.length > 0 || [...this.#children].some((c) => c.job !== null)) {
      await new Promise<void>((resolve) => {
        this.#drained = resolve;
      });
    }
    const exits = [...this.#children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.proc.exitCode !== null || child.proc.signalCode !== null) resolve();
          else child.proc.once('exit', () => resolve());
          this.#stop(child);
        }),
    );
    await Promise.all(exits);
  }

  #pump(): void {
    if (this.#startFailures >= MAX_START_FAILURES && this.#queue.length > 0) {
      // Children keep dying before they start: fail a waiting job rather than retry forever for it.
      this.#startFailures = MAX_START_FAILURES - 1;
      const failed = this.#queue.shift();
      if (failed?.timer) clearTimeout(failed.timer);
      failed?.settle({ ok: false, failure: 'crash', detail: 'conversion process failed to start' });
    }
    while (this.#queue.length > 0) {
      const live = this.#live();
      const idle = live.find((c) => c.ready && c.job === null);
      if (idle) {
        const next = this.#queue.shift();
        if (next) this.#start(idle, next);
        continue;
      }
      const starting = live.filter((c) => !c.ready).length;
      if (live.length < this.#options.size && starting < this.#queue.length) {
        this.#spawn();
        continue;
      }
      break;
    }
    if (this.#closed) {
      if (this.#queue.length === 0 && ![...this.#children].some((c) => c.job !== null)) {
        this.#drained?.();
        this.#drained = null;
      }
    } else {
      this.warm();
    }
  }

  #spawn(): Child {
    const { memoryMb, nice, entry } = this.#options;
    const env: NodeJS.ProcessEnv = { ...process.env };
    // Loaders a test runner or tsx put there would slow the child down and are not needed by a bundle.
    delete env.NODE_OPTIONS;
    if (nice !== null) env[CHILD_ENV.nice] = String(nice);
    env[CHILD_ENV.retireRssMb] = String(CHILD_BASE_RSS_MB + memoryMb * RETIRE_RSS_SHARE);
    const proc = fork(entry, [], {
      execArgv: [`--max-old-space-size=${memoryMb}`],
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
    this.#children.add(child);
    proc.stderr?.setEncoding('utf8');
    proc.stderr?.on('data', (chunk: string) => {
      child.stderrTail = (child.stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    proc.on('message', (message: FromChild) => this.#onMessage(child, message));
    proc.once('exit', (code, signal) => this.#onExit(child, code, signal));
    proc.on('error', (error) => {
      this.#options.log?.warn({ err: error }, 'conversion child failed to start or was lost');
      // An 'exit' may never follow a failed spawn; make sure the child leaves the pool.
      if (proc.pid === undefined) this.#onExit(child, null, null);
    });
    child.startTimer = setTimeout(() => {
      if (!child.ready) this.#kill(child);
    }, CHILD_START_TIMEOUT_MS);
    return child;
  }

  async #onReady(child: Child, dataKb: number | null): Promise<void> {
    const pid = child.proc.pid;
    if (pid === undefined) return;
    if (dataKb !== null) await this.#capData(pid, dataKb);
    child.baseRssBytes = residentBytes(pid);
    if (child.startTimer) clearTimeout(child.startTimer);
    child.startTimer = null;
    child.ready = true;
    this.#startFailures = 0;
    this.#becomeIdle(child);
  }

  /** The hard cap: RLIMIT_DATA at the child's start-up size plus its budget, so every allocation counts. */
  async #capData(pid: number, dataKb: number): Promise<void> {
    const bytes = dataKb * 1024 + (this.#options.memoryMb + CHILD_BASE_RSS_MB) * MB;
    try {
      await execFileAsync('prlimit', ['--pid', String(pid), `--data=${bytes}:${bytes}`]);
    } catch (error) {
      if (!prlimitMissingLogged) {
        prlimitMissingLogged = true;
        this.#options.log?.warn(
          { err: error },
          'prlimit is not available: conversion memory is capped by the heap limit and the watchdog only',
        );
      }
    }
  }

  #start(child: Child, queued: Queued): void {
    if (queued.timer) clearTimeout(queued.timer);
    if (child.idleTimer) clearTimeout(child.idleTimer);
    child.idleTimer = null;
    const id = this.#nextId++;
    const active: Active = {
      id,
      options: queued.options,
      settle: queued.settle,
      fail: queued.fail,
      killedFor: null,
      askError: undefined,
      timer: setTimeout(() => this.#kill(child, 'timeout'), queued.options.timeoutMs),
      watchdog: null,
    };
    const cap =
      child.baseRssBytes === null
        ? null
        : child.baseRssBytes + (this.#options.memoryMb + CHILD_BASE_RSS_MB) * MB;
    const pid = child.proc.pid;
    if (cap !== null && pid !== undefined) {
      active.watchdog = setInterval(() => {
        const rss = residentBytes(pid);
        if (rss !== null && rss > cap) this.#kill(child, 'memory');
      }, WATCHDOG_INTERVAL_MS);
    }
    child.job = active;
    this.#send(child, { type: 'run', id, task: queued.task });
  }

  #send(child: Child, message: ToChild): void {
    try {
      child.proc.send(message);
    } catch {
      // The child is gone; its 'exit' settles the job.
    }
  }

  #onMessage(child: Child, message: FromChild): void {
    switch (message.type) {
      case 'ready':
        void this.#onReady(child, message.dataKb);
        return;
      case 'tainted':
        child.retire = true;
        this.#options.log?.warn(
          { reason: message.reason },
          'conversion child tainted; replacing it',
        );
        if (child.job === null) this.#stop(child);
        return;
      case 'ask': {
        const job = child.job;
        if (job === null || job.id !== message.id) return;
        const ask = job.options.onPages ?? (async () => true);
        ask(message.count).then(
          (proceed) => this.#send(child, { type: 'answer', id: message.id, proceed }),
          (error: unknown) => {
            job.askError = error ?? new Error('refused');
            this.#send(child, { type: 'answer', id: message.id, proceed: false });
          },
        );
        return;
      }
      case 'done': {
        const job = child.job;
        if (job === null || job.id !== message.id) return;
        this.#finish(child, job);
        child.jobsDone += 1;
        if (message.retire || child.jobsDone >= this.#options.maxJobsPerChild) child.retire = true;
        if (job.askError !== undefined) job.fail(job.askError);
        else job.settle({ ok: true, value: message.value });
        if (child.retire) this.#stop(child);
        else this.#becomeIdle(child);
        this.#pump();
        return;
      }
    }
  }

  #finish(child: Child, job: Active): void {
    clearTimeout(job.timer);
    if (job.watchdog) clearInterval(job.watchdog);
    child.job = null;
  }

  #onExit(child: Child, code: number | null, signal: NodeJS.Signals | null): void {
    if (!this.#children.delete(child)) return;
    if (!child.ready && !this.#closed) {
      this.#startFailures += 1;
      this.#options.log?.warn(
        { code, signal, stderr: child.stderrTail.slice(-1000) },
        'conversion child died before it was ready',
      );
    }
    if (child.idleTimer) clearTimeout(child.idleTimer);
    if (child.startTimer) clearTimeout(child.startTimer);
    const job = child.job;
    if (job !== null) {
      this.#finish(child, job);
      const failure = job.killedFor ?? this.#classify(child, code, signal);
      const detail =
        job.killedFor === null
          ? `child exited (code ${code ?? 'none'}, signal ${signal ?? 'none'})`
          : `child stopped by the pool (${job.killedFor})`;
      this.#options.log?.warn(
        { failure, code, signal, stderr: child.stderrTail.slice(-1000) },
        'conversion job failed in its child process',
      );
      if (job.askError !== undefined) job.fail(job.askError);
      else job.settle({ ok: false, failure, detail });
    }
    this.#pump();
  }

  #classify(child: Child, code: number | null, signal: NodeJS.Signals | null): JobFailure {
    if (OUT_OF_MEMORY_TEXT.test(child.stderrTail)) return 'memory';
    // SIGKILL we did not send is the kernel's OOM killer.
    if (signal === 'SIGKILL') return 'memory';
    if (code === CHILD_FAULT_EXIT_CODE) return 'fault';
    return 'crash';
  }

  #becomeIdle(child: Child): void {
    if (this.#closed) {
      this.#pump();
      return;
    }
    if (child.idleTimer) clearTimeout(child.idleTimer);
    child.idleTimer = setTimeout(() => {
      if (child.job === null && this.#live().length > this.#options.minChildren) this.#stop(child);
    }, this.#options.idleTimeoutMs);
    child.idleTimer.unref();
    this.#pump();
  }

  /** Ends a child now; a running job is reported with `reason`. */
  #kill(child: Child, reason?: JobFailure): void {
    if (child.job && reason && child.job.killedFor === null) child.job.killedFor = reason;
    child.proc.kill('SIGKILL');
  }

  /** Lets an idle child exit: its channel closes and it leaves on its own, or is killed after a grace period. */
  #stop(child: Child): void {
    child.retire = true;
    if (child.proc.connected) child.proc.disconnect();
    setTimeout(() => {
      if (child.proc.exitCode === null && child.proc.signalCode === null) this.#kill(child);
    }, RETIRE_GRACE_MS).unref();
  }
}
