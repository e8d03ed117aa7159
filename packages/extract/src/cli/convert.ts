import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExtractErrorCode, Statement } from '@statemint/contracts';
import { toCompleteCsv, toFlatCsv } from '@statemint/export/csv';
import { extractStatement } from '../index.ts';
import type { CliFormat } from './args.ts';
import type { Job } from './plan.ts';

/**
 * What one job ended with: `text` is what goes to stdout (or stderr for a debug trace) when the job
 * has no output file; `usage` covers paths the CLI cannot read or write.
 */
export type Outcome =
  | { kind: 'ok'; stdout: string | null; stderr: string | null }
  | { kind: 'bad_input'; code: ExtractErrorCode | 'usage'; message: string }
  | { kind: 'fault'; message: string; stack: string | null };

/** Converts one file: reads it, runs the engine, writes the chosen format; never throws. */
export async function runJob(job: Job): Promise<Outcome> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(job.input));
  } catch (error) {
    return {
      kind: 'bad_input',
      code: 'usage',
      message: `cannot read ${job.input}${reason(error)}`,
    };
  }
  let statement: Statement;
  let debugText: string | null = null;
  let content: string | Uint8Array;
  try {
    const result = await extractStatement(bytes, { debug: job.debug });
    if (!result.ok) return { kind: 'bad_input', ...result.error };
    statement = result.statement;
    if (job.debug) debugText = `${JSON.stringify(result.debug ?? null, null, 2)}\n`;
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
