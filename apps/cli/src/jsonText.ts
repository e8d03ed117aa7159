/**
 * `JSON.stringify(value, null, 2)` in pieces: the same text, produced a small part at a time, so that a
 * 400-page Statement (tens of thousands of transactions) is written without building one string of
 * megabytes.
 */
import type { Writable } from 'node:stream';

/** Arrays and objects with more members than this are written member by member; smaller ones in one piece. */
const SPLIT_ABOVE_MEMBERS = 64;

const INDENT = '  ';

/** The pretty-printed JSON text of `value` (2-space indent, as JSON.stringify), in pieces. */
export function* jsonPieces(value: unknown, indent = ''): Generator<string> {
  if (typeof value !== 'object' || value === null || memberCount(value) <= SPLIT_ABOVE_MEMBERS) {
    yield stringifyAt(value, indent);
    return;
  }
  const inner = indent + INDENT;
  if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      yield `${i === 0 ? '' : ','}\n${inner}`;
      // JSON.stringify writes null for array holes, undefined and functions.
      const member: unknown = value[i];
      yield* jsonPieces(serialisable(member) ? member : null, inner);
    }
    yield `\n${indent}]`;
    return;
  }
  let first = true;
  yield '{';
  for (const [key, member] of Object.entries(value)) {
    // JSON.stringify leaves out members that are undefined or functions.
    if (!serialisable(member)) continue;
    yield `${first ? '' : ','}\n${inner}${JSON.stringify(key)}: `;
    first = false;
    yield* jsonPieces(member, inner);
  }
  yield first ? '}' : `\n${indent}}`;
}

/** Values JSON.stringify writes (anything with a toJSON is left to JSON.stringify whole). */
function serialisable(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}

function memberCount(value: object): number {
  // An object with toJSON (a Date) is not split: JSON.stringify decides its text.
  if ('toJSON' in value) return 0;
  return Array.isArray(value) ? value.length : deepCount(value);
}

/** Members of an object counting one level down, so a Statement with a few huge arrays is split. */
function deepCount(value: object): number {
  let n = 0;
  for (const member of Object.values(value)) {
    n += 1;
    if (Array.isArray(member)) n += member.length;
  }
  return n;
}

/** JSON.stringify(value, null, 2) indented to sit at `indent` (JSON strings hold no raw newline). */
function stringifyAt(value: unknown, indent: string): string {
  const text = JSON.stringify(value, null, 2);
  return indent === '' ? text : text.replaceAll('\n', `\n${indent}`);
}

/**
 * Writes the pieces to a stream, batched into chunks of about `chunkChars`, waiting whenever the stream is
 * full. A stream that fails or closes (a reader that stopped early, `| head`) ends the writing quietly: its
 * own 'error' listener decides what that means.
 */
export async function writePieces(
  stream: Writable,
  pieces: Iterable<string>,
  chunkChars = 64 * 1024,
): Promise<void> {
  let buffer = '';
  for (const piece of pieces) {
    if (stream.destroyed) return;
    buffer += piece;
    if (buffer.length >= chunkChars) {
      const text = buffer;
      buffer = '';
      if (!stream.write(text)) await drained(stream);
    }
  }
  if (stream.destroyed) return;
  await new Promise<void>((resolve) => {
    stream.write(buffer, () => resolve());
  });
}

function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    stream.on('error', done);
  });
}
