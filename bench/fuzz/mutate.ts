/**
 * Seeded byte-level mutations of PDFs. A mutant is its source plus a list of concrete mutations, so that
 * any mutant can be rebuilt exactly from its recipe (source name, seed, index) or from the list itself.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import { Rng } from '../../packages/extract/test/generator/prng.ts';

export type Mutation =
  /** XOR one byte with a mask (bit flips). */
  | { op: 'flip'; at: number; mask: number }
  /** Overwrite a run of bytes with one value. */
  | { op: 'run'; at: number; length: number; byte: number }
  /** Cut the file. */
  | { op: 'truncate'; at: number }
  /** Insert a copy of bytes [from, from + length) at `at`. */
  | { op: 'splice'; at: number; from: number; length: number }
  /** Remove bytes. */
  | { op: 'delete'; at: number; length: number }
  /** Replace the number at [at, at + length) with `value` (inside a dictionary, an xref table or startxref). */
  | { op: 'number'; at: number; length: number; value: string }
  /** Decode the Flate stream whose dictionary starts at `stream`, set one decoded byte, re-encode it in place. */
  | { op: 'streamByte'; stream: number; at: number; value: number };

export type MutationKind = Mutation['op'];

const latin1 = (bytes: Uint8Array): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');

/** A number a mutator may change: its position and text. */
type NumberSite = { at: number; length: number; value: number; key: string };
/** A Flate stream a mutator may decode and change. */
export type StreamSite = {
  /** Offset of the stream's `<<`. */
  dictAt: number;
  dataAt: number;
  length: number;
  /** `xref`, `objstm` or `other`. */
  kind: 'xref' | 'objstm' | 'other';
};

/** Dictionary keys whose numbers decide how a reader finds and sizes things. */
const NUMBER_KEYS = [
  'Length',
  'Size',
  'W',
  'Index',
  'Prev',
  'XRefStm',
  'Count',
  'N',
  'First',
  'Columns',
  'Predictor',
  'BitsPerComponent',
  'Width',
  'Height',
  'Kids',
  'Parent',
  'Root',
  'Contents',
  'Extends',
  'Font',
];
const NUMBER_RE = new RegExp(`/(${NUMBER_KEYS.join('|')})\\s*(\\[\\s*)?(-?\\d+)`, 'g');
/** Longest file prefix scanned for sites, so that a 700 KB sample costs no more than needed. */
const SCAN_LIMIT = 4 * 2 ** 20;

export type Sites = { numbers: NumberSite[]; streams: StreamSite[] };

/** Finds the numbers and Flate streams of a file that the structural mutations target. */
export function findSites(bytes: Uint8Array): Sites {
  const text = latin1(bytes.subarray(0, SCAN_LIMIT));
  const numbers: NumberSite[] = [];
  for (const m of text.matchAll(NUMBER_RE)) {
    const digits = m[3]!;
    numbers.push({
      at: m.index + m[0].length - digits.length,
      length: digits.length,
      value: Number(digits),
      key: m[1]!,
    });
  }
  for (const m of text.matchAll(/startxref\s+(\d+)/g)) {
    numbers.push({
      at: m.index + m[0].length - m[1]!.length,
      length: m[1]!.length,
      value: Number(m[1]),
      key: 'startxref',
    });
  }
  for (const m of text.matchAll(/(\d{10}) (\d{5}) [nf]/g)) {
    numbers.push({ at: m.index, length: 10, value: Number(m[1]), key: 'xref-offset' });
  }
  const streams: StreamSite[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const dictEnd = text.lastIndexOf('>>', m.index);
    if (dictEnd < 0 || m.index - dictEnd > 4) continue;
    const objAt = text.lastIndexOf(' obj', dictEnd);
    const dictAt = text.indexOf('<<', objAt);
    if (objAt < 0 || dictAt < 0 || dictAt > dictEnd) continue;
    const dict = text.slice(dictAt, dictEnd + 2);
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    if (!length || !/\/Filter\s*\/FlateDecode/.test(dict)) continue;
    const kind = /\/Type\s*\/XRef/.test(dict)
      ? 'xref'
      : /\/Type\s*\/ObjStm/.test(dict)
        ? 'objstm'
        : 'other';
    streams.push({ dictAt, dataAt: m.index + m[0].length, length: Number(length[1]), kind });
  }
  return { numbers, streams };
}

/** Interesting replacements for a structural number. */
function tweakNumber(rng: Rng, value: number): string {
  const choices = [
    () => '0',
    () => '-1',
    () => String(value + 1),
    () => String(value - 1),
    () => String(value * 2),
    () => String(Math.floor(value / 2)),
    () => '2147483647',
    () => '4294967296',
    () => '-2147483648',
    () => '99999999999',
    () => String(rng.int(0, Math.max(1, value * 2))),
    () => `${value}.5`,
  ];
  return rng.pick(choices)();
}

const KINDS: readonly (readonly [MutationKind, number])[] = [
  ['flip', 3],
  ['run', 2],
  ['truncate', 1],
  ['splice', 1],
  ['delete', 1],
  ['number', 3],
  ['streamByte', 3],
];

/** Draws one to four mutations for a file; the same rng state always draws the same list. */
export function drawMutations(bytes: Uint8Array, sites: Sites, rng: Rng): Mutation[] {
  const count = rng.weighted([
    [1, 5],
    [2, 3],
    [3, 1],
    [4, 1],
  ] as const);
  const out: Mutation[] = [];
  const n = bytes.length;
  for (let i = 0; i < count; i++) {
    const kind = rng.weighted(KINDS);
    switch (kind) {
      case 'flip':
        out.push({ op: 'flip', at: rng.int(0, n - 1), mask: 1 << rng.int(0, 7) });
        break;
      case 'run':
        out.push({
          op: 'run',
          at: rng.int(0, n - 1),
          length: rng.int(1, 64),
          byte: rng.pick([0, 0x20, 0x30, 0x39, 0xff, rng.int(0, 255)]),
        });
        break;
      case 'truncate':
        out.push({ op: 'truncate', at: rng.int(1, n - 1) });
        break;
      case 'splice': {
        const length = rng.int(1, Math.min(4096, n));
        out.push({ op: 'splice', at: rng.int(0, n), from: rng.int(0, n - length), length });
        break;
      }
      case 'delete':
        out.push({ op: 'delete', at: rng.int(0, n - 1), length: rng.int(1, 256) });
        break;
      case 'number': {
        if (sites.numbers.length === 0) break;
        const site = rng.pick(sites.numbers);
        out.push({
          op: 'number',
          at: site.at,
          length: site.length,
          value: tweakNumber(rng, site.value),
        });
        break;
      }
      case 'streamByte': {
        if (sites.streams.length === 0) break;
        // Cross-reference and object streams first: that is where the red team's poison files came from.
        const structural = sites.streams.filter((s) => s.kind !== 'other');
        const site = rng.pick(
          structural.length > 0 && rng.chance(0.8) ? structural : sites.streams,
        );
        out.push({
          op: 'streamByte',
          stream: site.dictAt,
          at: rng.int(0, 4095),
          value: rng.pick([0, 1, 2, 0xff, 0x30 + rng.int(0, 9), rng.int(0, 255)]),
        });
        break;
      }
    }
  }
  // Applied from the end of the file backwards, so that earlier positions stay where they were drawn.
  return out.sort((a, b) => position(b) - position(a));
}

function position(m: Mutation): number {
  return m.op === 'streamByte' ? m.stream : m.at;
}

function replace(bytes: Uint8Array, at: number, length: number, insert: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length - length + insert.length);
  out.set(bytes.subarray(0, at), 0);
  out.set(insert, at);
  out.set(bytes.subarray(at + length), at + insert.length);
  return out;
}

/** Largest decoded stream a mutator rewrites. */
const MAX_DECODED_BYTES = 64 * 2 ** 20;

/** Re-encodes one decoded byte of a Flate stream, keeping /Length (and every later offset) when it can. */
function mutateStream(bytes: Uint8Array, m: Extract<Mutation, { op: 'streamByte' }>): Uint8Array {
  const head = latin1(bytes.subarray(m.stream, Math.min(bytes.length, m.stream + 4096)));
  const dictEnd = head.indexOf('>>');
  const keyword = /stream\r?\n/.exec(head);
  const lengthMatch = /\/Length\s+(\d+)/.exec(head.slice(0, dictEnd));
  if (!keyword || !lengthMatch || dictEnd < 0) return bytes;
  const dataAt = m.stream + keyword.index + keyword[0].length;
  const length = Number(lengthMatch[1]);
  // An earlier mutation may have made /Length lie; such a stream is left alone.
  if (length <= 0 || dataAt + length > bytes.length) return bytes;
  let decoded: Buffer;
  try {
    decoded = inflateSync(bytes.subarray(dataAt, dataAt + length), {
      maxOutputLength: MAX_DECODED_BYTES,
    });
  } catch {
    return bytes;
  }
  if (decoded.length === 0) return bytes;
  decoded[m.at % decoded.length] = m.value;
  const encoded = new Uint8Array(deflateSync(decoded, { level: 9 }));
  if (encoded.length <= length) {
    // Zero padding after the zlib stream is ignored by readers, so offsets stay valid.
    const padded = new Uint8Array(length);
    padded.set(encoded);
    return replace(bytes, dataAt, length, padded);
  }
  const withData = replace(bytes, dataAt, length, encoded);
  const lengthAt = m.stream + lengthMatch.index + lengthMatch[0].length - lengthMatch[1]!.length;
  return replace(
    withData,
    lengthAt,
    lengthMatch[1]!.length,
    new Uint8Array(Buffer.from(String(encoded.length), 'latin1')),
  );
}

/** Applies mutations in the order given (drawMutations sorts them from the end of the file backwards). */
export function applyMutations(source: Uint8Array, mutations: readonly Mutation[]): Uint8Array {
  let bytes = source;
  for (const m of mutations) {
    const n = bytes.length;
    switch (m.op) {
      case 'flip':
        if (m.at < n) {
          bytes = bytes.slice();
          bytes[m.at]! ^= m.mask;
        }
        break;
      case 'run':
        if (m.at < n) {
          bytes = bytes.slice();
          bytes.fill(m.byte, m.at, Math.min(n, m.at + m.length));
        }
        break;
      case 'truncate':
        bytes = bytes.slice(0, Math.min(n, m.at));
        break;
      case 'splice':
        bytes = replace(bytes, Math.min(m.at, n), 0, source.slice(m.from, m.from + m.length));
        break;
      case 'delete':
        bytes = replace(
          bytes,
          Math.min(m.at, n),
          Math.min(m.length, Math.max(0, n - m.at)),
          new Uint8Array(0),
        );
        break;
      case 'number':
        if (m.at + m.length <= n)
          bytes = replace(bytes, m.at, m.length, new Uint8Array(Buffer.from(m.value, 'latin1')));
        break;
      case 'streamByte':
        if (m.stream < n) bytes = mutateStream(bytes, m);
        break;
    }
  }
  return bytes;
}

/** The rng of mutant `index` of a run: independent of every other mutant's draws. */
export function mutantRng(seed: number, index: number): Rng {
  return new Rng(seed).fork(index);
}

/** A short readable form of a mutation list, for reports. */
export function describeMutations(mutations: readonly Mutation[]): string {
  return mutations
    .map((m) => {
      switch (m.op) {
        case 'flip':
          return `flip@${m.at}^${m.mask}`;
        case 'run':
          return `run@${m.at}x${m.length}=${m.byte}`;
        case 'truncate':
          return `truncate@${m.at}`;
        case 'splice':
          return `splice@${m.at}<-${m.from}+${m.length}`;
        case 'delete':
          return `delete@${m.at}+${m.length}`;
        case 'number':
          return `number@${m.at}=${m.value}`;
        case 'streamByte':
          return `stream@${m.stream}[${m.at}]=${m.value}`;
      }
    })
    .join(' ');
}
