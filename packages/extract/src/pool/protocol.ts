/** The messages between a conversion pool and its child processes (Node IPC, structured clone). */
import type { ExtractResult, PageCount } from '../index.ts';
import type { ExtractLimits } from '../settings.ts';
import type { Outcome } from '../cli/convert.ts';
import type { Job } from '../cli/plan.ts';

/**
 * Convert one PDF. The child reads `file` itself, so an upload never crosses the process boundary; with
 * `askPages` it asks the parent for a go-ahead once the pages have loaded and before reading any text.
 */
export type ConvertTask = {
  kind: 'convert';
  file: string;
  askPages: boolean;
  debug?: boolean;
  limits?: Partial<ExtractLimits>;
};

/** One CLI job: convert, render the chosen format and write it (or hand it back for stdout). */
export type CliTask = { kind: 'cli'; job: Job };

export type ChildTask = ConvertTask | CliTask;

/** What a convert task ends with: the engine's result, or `refused` when the parent said no at the pages. */
export type ConvertValue = { kind: 'result'; result: ExtractResult } | { kind: 'refused' };

export type TaskValue<T extends ChildTask> = T extends ConvertTask ? ConvertValue : Outcome;

export type ToChild =
  { type: 'run'; id: number; task: ChildTask } | { type: 'answer'; id: number; proceed: boolean };

export type FromChild =
  /** Sent once at start-up with the child's data segment size, the base its memory cap is added to. */
  | { type: 'ready'; dataKb: number | null }
  | { type: 'ask'; id: number; count: PageCount }
  /** `retire`: the job failed or left the child dirty, so the pool replaces it rather than reuse it. */
  | { type: 'done'; id: number; value: unknown; retire: boolean }
  /** A promise rejected with nobody listening: the child finishes its job, then is replaced. */
  | { type: 'tainted'; reason: string };
