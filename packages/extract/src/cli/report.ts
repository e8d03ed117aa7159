import type { Outcome } from './convert.ts';

/** Exit codes of issue 2 section 4. */
export const EXIT = { ok: 0, fault: 1, badInput: 2 } as const;
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

/** Folds outcomes into the exit code: a fault beats bad input, which beats success. */
export function worstExit(current: ExitCode, outcome: Outcome): ExitCode {
  if (outcome.kind === 'fault') return EXIT.fault;
  if (outcome.kind === 'bad_input' && current === EXIT.ok) return EXIT.badInput;
  return current;
}
