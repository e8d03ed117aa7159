/** Renders a converted Statement and writes it: in the engine thread (one file) or this process (a batch). */
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Statement } from '@statemint/contracts';
import type { ExtractResult } from '@statemint/extract';
import { FORMAT_SUFFIX } from './args.ts';
import { jsonPieces, writePieces } from './jsonText.ts';
import { fault, reason, type Outcome, type Pieces } from './outcome.ts';
import type { Job } from './plan.ts';
import { summarize } from './verdict.ts';

/** What a job writes: text, bytes (xlsx, zip), or text in pieces. */
export type Content = string | Uint8Array | Pieces;

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
    summary: summarize(statement),
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
export async function writeText(stream: Writable, content: string | Pieces): Promise<void> {
  if (typeof content !== 'string') return writePieces(stream, content.pieces());
  return new Promise((resolve) => {
    stream.write(content, () => resolve());
  });
}
