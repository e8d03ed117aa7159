/**
 * A pool of conversion child processes, shared by the server, the CLI and the benchmarks.
 *
 * Each job runs in a child process with a hard memory cap (heap via --max-old-space-size, and everything
 * else, pdf.js's decoded-stream buffers included, via RLIMIT_DATA set with prlimit, plus a resident-memory
 * watchdog) and a time bound. Whatever one input does, out of memory, a hang or a crash ends only its child:
 * its job fails with a reason, the child is replaced, and every other job goes on. The child's own
 * process handling is in childProcess.ts, the job types in jobs.ts.
 */
import { capData, classifyExit, forkChild, residentBytes, startWatchdog } from './childProcess.ts';
import type {
  Active,
  Child,
  JobFailure,
  PoolLog,
  PoolOptions,
  Queued,
  RunOptions,
  RunResult,
} from './jobs.ts';
import { PoolBusyError, PoolClosedError } from './jobs.ts';
import type { ChildTask, FromChild, TaskValue, ToChild } from './protocol.ts';
import {
  CHILD_START_TIMEOUT_MS,
  DEFAULT_CHILD_NICE,
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_MAX_JOBS_PER_CHILD,
} from './settings.ts';

export type { JobFailure, PoolLog, PoolOptions, RunOptions, RunResult } from './jobs.ts';
export { PoolBusyError, PoolClosedError } from './jobs.ts';

/** Children in a row that may die before ready before waiting jobs are failed instead of retried. */
const MAX_START_FAILURES = 3;
/** How long a retiring child may take to exit after its IPC channel closes. */
const RETIRE_GRACE_MS = 2000;

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
      maxJobsPerChild: DEFAULT_MAX_JOBS_PER_CHILD,
      idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
      nice: DEFAULT_CHILD_NICE,
      v8Flags: [],
      ...options,
      // After the spread: a minimum above the pool's size is capped to it.
      minChildren: Math.min(options.minChildren ?? 1, options.size),
      log: options.log ?? null,
      queueTimeoutMs: options.queueTimeoutMs ?? null,
    };
  }

  /** Starts the minimum number of children now, so the first job does not wait for one. */
  warm(): void {
    // A child that died before it was ready is not replaced for nothing (children that cannot start would
    // be restarted in a loop): only a waiting job tries again, and a child that starts ends the streak.
    if (this.#startFailures > 0) return;
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
    const { memoryMb, nice, entry, v8Flags } = this.#options;
    const child = forkChild(entry, memoryMb, nice, v8Flags);
    const { proc } = child;
    this.#children.add(child);
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
    if (dataKb !== null) await capData(pid, dataKb, this.#options.memoryMb, this.#options.log);
    child.baseRssBytes = residentBytes(pid);
    if (child.startTimer) clearTimeout(child.startTimer);
    child.startTimer = null;
    child.ready = true;
    this.#startFailures = 0;
    this.#becomeIdle(child);
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
    active.watchdog = startWatchdog(child, this.#options.memoryMb, () =>
      this.#kill(child, 'memory'),
    );
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
      const failure = job.killedFor ?? classifyExit(child.stderrTail, code, signal);
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
