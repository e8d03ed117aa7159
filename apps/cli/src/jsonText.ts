/**
 * `JSON.stringify(value, null, 2)` in pieces: the same text, produced a small part at a time, so that a
 * 400-page Statement (tens of thousands of transactions) is written without building one string of
 * megabytes.
 */
import { Buffer } from 'node:buffer';
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

/** UTF-8 takes at most 3 bytes for each UTF-16 code unit of a string. */
const MAX_UTF8_BYTES_PER_UNIT = 3;

/**
 * Writes the pieces to a stream, encoded straight into chunks of `chunkBytes` bytes, waiting whenever the
 * stream is full. Each piece is encoded on its own into the chunk's free space: a string built of
 * thousands of small pieces would be a rope that V8 flattens before encoding it, which took about ten
 * times as long (the 400-page statement's 11.6 MB of JSON: ~200 ms against ~20). Pieces never split a
 * surrogate pair (JSON.stringify escapes a lone one), so the bytes are those of the joined text. A stream
 * that fails or closes (a reader that stopped early, `| head`) ends the writing quietly: its own 'error'
 * listener decides what that means. Chunks of 64 KB, as the strings before: 256 KB ones peaked a few MB
 * higher on the 400-page statement for no measurable time.
 */
export async function writePieces(
  stream: Writable,
  pieces: Iterable<string>,
  chunkBytes = 64 * 1024,
): Promise<void> {
  let chunk = Buffer.allocUnsafe(chunkBytes);
  let used = 0;
  const send = async (bytes: Buffer): Promise<void> => {
    if (!stream.write(bytes)) await drained(stream);
  };
  for (const piece of pieces) {
    if (stream.destroyed) return;
    const most = piece.length * MAX_UTF8_BYTES_PER_UNIT;
    if (used > 0 && used + most > chunkBytes) {
      // The stream keeps the chunk until it is written: the next one is a new buffer.
      const full = chunk.subarray(0, used);
      chunk = Buffer.allocUnsafe(chunkBytes);
      used = 0;
      await send(full);
      if (stream.destroyed) return;
    }
    if (most > chunkBytes) await send(Buffer.from(piece, 'utf8'));
    else used += chunk.write(piece, used, 'utf8');
  }
  if (stream.destroyed) return;
  await new Promise<void>((resolve) => {
    stream.write(chunk.subarray(0, used), () => resolve());
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
