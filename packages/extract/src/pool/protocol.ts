/** The messages between a conversion pool and its child processes (Node IPC, structured clone). */
import type { ExtractResult, PageCount } from '../index.ts';
import type { ExtractLimits } from '../settings.ts';

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

/** Every task a child runs; the child imports only the engine, so rendering and writing stay with the caller. */
export type ChildTask = ConvertTask;

/** What a convert task ends with: the engine's result, or `refused` when the parent said no at the pages. */
export type ConvertValue = { kind: 'result'; result: ExtractResult } | { kind: 'refused' };

export type TaskValue<T extends ChildTask> = T extends ConvertTask ? ConvertValue : never;

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
