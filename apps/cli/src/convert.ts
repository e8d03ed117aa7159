import { access, constants, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExtractErrorCode, Statement } from '@statemint/contracts';
import { toCompleteCsv, toFlatCsv } from '@statemint/export/csv';
import type { ExtractResult } from '@statemint/extract';
import type { CliFormat } from './args.ts';
import type { Job } from './plan.ts';

/**
 * What one job ended with: `stdout` is what goes to stdout (or `stderr` for a debug trace) when the job
 * has no output file, and `statement` feeds the verdict summary; `usage` covers paths the CLI cannot read
 * or write.
 */
export type Outcome =
  | { kind: 'ok'; statement: Statement; stdout: string | null; stderr: string | null }
  | { kind: 'bad_input'; code: ExtractErrorCode | 'usage'; message: string }
  | { kind: 'fault'; message: string; stack: string | null };

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

/** Renders the engine's result in the job's format and writes it; never throws. */
export async function finishJob(job: Job, result: ExtractResult): Promise<Outcome> {
  if (!result.ok) return { kind: 'bad_input', ...result.error };
  const { statement } = result;
  let content: string | Uint8Array;
  const debugText = job.debug ? `${JSON.stringify(result.debug ?? null, null, 2)}\n` : null;
  try {
    content = await render(statement, job.format);
  } catch (error) {
    return fault(error);
  }
  try {
    if (job.output !== null) await writeOutput(job.output, content);
    if (debugText !== null && job.debugOutput !== null)
      await writeOutput(job.debugOutput, debugText);
  } catch (error) {
    return {
      kind: 'bad_input',
      code: 'usage',
      message: `cannot write ${job.output}${reason(error)}`,
    };
  }
  return {
    kind: 'ok',
    statement,
    stdout: job.output === null && typeof content === 'string' ? content : null,
    stderr: job.debugOutput === null ? debugText : null,
  };
}

/** The bytes or text of one output format. */
export async function render(
  statement: Statement,
  format: CliFormat,
): Promise<string | Uint8Array> {
  switch (format) {
    case 'json':
      return `${JSON.stringify(statement, null, 2)}\n`;
    case 'csv':
      return toFlatCsv(statement);
    case 'complete-csv':
      return toCompleteCsv(statement);
    case 'xlsx': {
      // The workbook writer (and its zip library) loads only for xlsx, so the other formats start quicker.
      const { toXlsx } = await import('@statemint/export/xlsx');
      return toXlsx(statement);
    }
  }
}

async function writeOutput(file: string, content: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** Turns an unexpected exception into a fault; only the message is shown unless debugging. */
export function fault(error: unknown): Outcome {
  if (error instanceof Error) {
    return { kind: 'fault', message: error.message, stack: error.stack ?? null };
  }
  return { kind: 'fault', message: String(error), stack: null };
}

function reason(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
  return code === null ? '' : ` (${code})`;
}
