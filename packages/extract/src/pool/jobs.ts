/** The pool's public job types and errors, and the records it keeps for each child and waiting job. */
import type { ChildProcess } from 'node:child_process';
import type { PageCount } from '../index.ts';
import type { ChildTask } from './protocol.ts';

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
  /**
   * V8 flags for the children besides their heap budget and young-generation cap (childExecArgv), such as
   * `--single-threaded` (bench:speed measures batches with it: docs/DECISIONS.md, issue 11).
   */
  v8Flags?: readonly string[];
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

/** A job running in a child. */
export type Active = {
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

/** A child process of the pool. */
export type Child = {
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

/** A job waiting for a child. */
export type Queued = {
  task: ChildTask;
  options: RunOptions;
  settle: (result: RunResult<unknown>) => void;
  fail: (error: unknown) => void;
  timer: NodeJS.Timeout | null;
};
