import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { extractError, type ExtractErrorCode, type Statement } from '@statemint/contracts';
import type { ExtractResult } from '@statemint/extract';
import type { JobFailure } from '@statemint/extract/pool';
import { FORMAT_SUFFIX } from './args.ts';
import { jsonPieces, writePieces } from './jsonText.ts';
import type { Job } from './plan.ts';

/** Text written a piece at a time (a large Statement as JSON), never held as one string. */
export type Pieces = { kind: 'pieces'; pieces: () => Iterable<string> };

/** What a job writes: text, bytes (xlsx, zip), or text in pieces. */
export type Content = string | Uint8Array | Pieces;

/**
 * What one job ended with: `stdout` is what goes to stdout (or `stderr` for a debug trace) when the job
 * has no output file, and `statement` feeds the verdict summary; `usage` covers paths the CLI cannot read
 * or write.
 */
export type Outcome =
  | { kind: 'ok'; statement: Statement; stdout: string | Pieces | null; stderr: string | null }
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
    stdout: output === null && !(content instanceof Uint8Array) ? content : null,
    stderr: job.debugOutput === null ? debugText : null,
  };
}

/** What one output format gave: a zip when per-account files of several accounts were bundled. */
export type Rendered = { content: Content; zipped: boolean };

/** The bytes or text of the job's output format. */
export async function render(
  statement: Statement,
  job: Pick<Job, 'format' | 'exportOptions' | 'input'>,
): Promise<Rendered> {
  if (job.format === 'json') {
    // Pretty-printed as JSON.stringify(statement, null, 2) would, written in pieces (see jsonText.ts).
    const pieces = function* (): Generator<string> {
      yield* jsonPieces(statement);
      yield '\n';
    };
    return { content: { kind: 'pieces', pieces }, zipped: false };
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

async function writeOutput(file: string, content: Content): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  if (typeof content === 'string' || content instanceof Uint8Array) {
    await writeFile(file, content);
    return;
  }
  const stream = createWriteStream(file);
  const failed = new Promise<never>((_resolve, reject) => stream.once('error', reject));
  await Promise.race([writePieces(stream, content.pieces()), failed]);
  stream.end();
  await finished(stream);
}

/** Writes text or pieces to stdout or stderr, resolving once the stream has taken it. */
export async function writeText(
  stream: NodeJS.WriteStream,
  content: string | Pieces,
): Promise<void> {
  if (typeof content !== 'string') return writePieces(stream, content.pieces());
  return new Promise((resolve) => {
    stream.write(content, () => resolve());
  });
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
