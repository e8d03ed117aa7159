/** What an engine child process prints: one marked JSON line with its result. */

/** Marks the result line among anything else a library prints. */
export const RESULT_MARKER = '@@fuzz-result ';

export type EngineAnswer =
  | { ok: true; transactions: number; accounts: number; pages: number }
  | { ok: false; code: string; message: string };

export type ChildResult = {
  inspect: { ok: true; pages: number } | { ok: false; code: string };
  inspectMs: number;
  extract: EngineAnswer;
  extractMs: number;
  /** Unhandled promise rejections, as `Name: message`. */
  unhandled: string[];
  /** Exceptions nobody caught. */
  uncaught: string[];
  /** How many of the unhandled rejections arrived after extractStatement had answered. */
  lateUnhandled: number;
  maxRssKb: number;
  /** CPU time of the whole process (start-up included), user plus system, in milliseconds. */
  cpuMs: number;
};
