import type { Outcome } from './outcome.ts';

/**
 * Exit codes of issue 2 section 4, plus `mismatch` (issue 8): a file converted, but with `--strict` a
 * figure printed on it is not reproduced by its transactions.
 */
export const EXIT = { ok: 0, fault: 1, badInput: 2, mismatch: 3 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The stderr line for a failed job; batch runs name the file at the end. */
export function errorLine(outcome: Outcome, input: string, batch: boolean): string | null {
  if (outcome.kind === 'ok') return null;
  const where = batch ? ` (${input})` : '';
  const [message = ''] = outcome.message.split('\n');
  return outcome.kind === 'bad_input'
    ? `error: ${outcome.code}: ${message}${where}`
    : `error: internal: ${message}${where}`;
}

/** What stderr says about one file: its error line, or its verdict and warnings; batch lines name the file. */
export function stderrLines(outcome: Outcome, input: string, batch: boolean): string[] {
  const error = errorLine(outcome, input, batch);
  if (error !== null) return [error];
  if (outcome.kind !== 'ok') return [];
  const where = batch ? ` (${input})` : '';
  return outcome.summary.lines.map((line) => `${line}${where}`);
}

// A fault beats bad input, which beats a mismatch, which beats success.
const SEVERITY = [EXIT.ok, EXIT.mismatch, EXIT.badInput, EXIT.fault] as const;

/** Folds outcomes into the exit code; a mismatch counts only when `strict`. */
export function worstExit(current: ExitCode, outcome: Outcome, strict: boolean): ExitCode {
  const code =
    outcome.kind === 'fault'
      ? EXIT.fault
      : outcome.kind === 'bad_input'
        ? EXIT.badInput
        : strict && outcome.summary.mismatch
          ? EXIT.mismatch
          : EXIT.ok;
  return SEVERITY.indexOf(code) > SEVERITY.indexOf(current) ? code : current;
}
