import { access, constants, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExtractErrorCode, Statement } from '@statemint/contracts';
import type { ExtractResult } from '@statemint/extract';
import { FORMAT_SUFFIX } from './args.ts';
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
  let rendered: Rendered;
  const debugText = job.debug ? `${JSON.stringify(result.debug ?? null, null, 2)}\n` : null;
  try {
    rendered = await render(statement, job);
  } catch (error) {
    return fault(error);
  }
  const { content, zipped } = rendered;
  // One file per account of a consolidated statement, in a zip beside where the one file would go.
  const output = zipped
    ? `${job.output ?? job.input.replace(/\.pdf$/i, '') + FORMAT_SUFFIX[job.format]}.zip`
    : job.output;
  try {
    if (output !== null) await writeOutput(output, content);
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
    stdout: output === null && typeof content === 'string' ? content : null,
    stderr: job.debugOutput === null ? debugText : null,
  };
}

/** What one output format gave: a zip when per-account files of several accounts were bundled. */
export type Rendered = { content: string | Uint8Array; zipped: boolean };

/** The bytes or text of the job's output format. */
export async function render(
  statement: Statement,
  job: Pick<Job, 'format' | 'exportOptions' | 'input'>,
): Promise<Rendered> {
  if (job.format === 'json') {
    return { content: `${JSON.stringify(statement, null, 2)}\n`, zipped: false };
  }
  // The writers (and their zip library) load only when an export is asked for, so JSON starts quicker.
  const { renderExport, ZIP_TYPE } = await import('@statemint/export/bundle');
  const file = await renderExport(
    statement,
    job.format,
    path.basename(job.input),
    job.exportOptions,
  );
  return { content: file.body, zipped: file.contentType === ZIP_TYPE };
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
