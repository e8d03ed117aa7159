/**
 * What one job ends with, and the outcomes the CLI decides before or without the engine. Light on purpose:
 * a one-file run's main thread loads this and no engine, writer or schema library (single.ts).
 */
import { access, constants } from 'node:fs/promises';
import { extractError, type ExtractErrorCode } from '@statemint/contracts/errors';
import type { JobFailure } from '@statemint/extract/pool';
import type { Job } from './plan.ts';

/** Text written a piece at a time (a large Statement as JSON), never held as one string. */
export type Pieces = { kind: 'pieces'; pieces: () => Iterable<string> };

/** What stderr says about a converted file (its verdict and warnings) and whether a figure mismatched. */
export type Summary = { lines: string[]; mismatch: boolean };

/**
 * What one job ended with: `stdout` is what goes to stdout (or `stderr` for a debug trace) when the job
 * has no output file and it has not been written yet, and `summary` feeds stderr and the exit code;
 * `usage` covers paths the CLI cannot read or write.
 */
export type Outcome =
  | { kind: 'ok'; summary: Summary; stdout: string | Pieces | null; stderr: string | null }
  | { kind: 'bad_input'; code: ExtractErrorCode | 'usage'; message: string }
  | { kind: 'fault'; message: string; stack: string | null };

/** Memory budget per file: a hostile PDF that needs more is reported as too_complex instead of taking the machine. */
export const CLI_JOB_MEMORY_MB = 1536;

/** A job its child could not finish: over its time or memory is bad input (exit 2), a fault of ours is exit 1. */
export function failedOutcome(failure: JobFailure, detail: string): Outcome {
  if (failure === 'fault') return fault(detail);
  return { kind: 'bad_input', ...extractError('too_complex') };
}

/** A job's input is readable, or the usage outcome that says why not (the engine's child only sees a path). */
export async function checkReadable(job: Job): Promise<Outcome | null> {
  try {
    await access(job.input, constants.R_OK);
    return null;
  } catch (error) {
    return {
      kind: 'bad_input',
      code: 'usage',
      message: `cannot read ${job.input}${reason(error)}`,
    };
  }
}

/** Turns an unexpected exception into a fault; only the message is shown unless debugging. */
export function fault(error: unknown): Outcome {
  if (error instanceof Error) {
    return { kind: 'fault', message: error.message, stack: error.stack ?? null };
  }
  return { kind: 'fault', message: String(error), stack: null };
}

/** ` (ENOENT)`: the system's code for a failed read or write, or nothing. */
export function reason(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
  return code === null ? '' : ` (${code})`;
}
