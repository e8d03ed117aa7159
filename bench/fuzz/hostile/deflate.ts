/**
 * Deflate streams of zeros written bit by bit, at deflate's best ratio (1,032:1), without compressing
 * gigabytes at generation time: one dynamic-Huffman block whose body is all zero bits.
 */

/** Longest match deflate can copy, in bytes. */
const MAX_MATCH = 258;
/** Literal/length symbol for a match of 258 bytes. */
const SYMBOL_258 = 285;
const ADLER_MOD = 65521;

class BitWriter {
  readonly bytes: Uint8Array;
  private bit = 0;

  constructor(capacityBits: number) {
    this.bytes = new Uint8Array(Math.ceil(capacityBits / 8) + 8);
  }

  /** Writes `count` bits of `value`, least significant first (deflate's order for fields). */
  bits(value: number, count: number): void {
    for (let i = 0; i < count; i++) {
      if ((value >>> i) & 1) this.bytes[this.bit >>> 3]! |= 1 << (this.bit & 7);
      this.bit += 1;
    }
  }

  /** Writes a Huffman code, most significant bit first. */
  code(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bits((value >>> i) & 1, 1);
  }

  /** Zero bits: the buffer starts zeroed, so they only move the position. */
  zeros(count: number): void {
    this.bit += count;
  }

  /** The written bytes, padded to a whole byte. */
  finish(): Uint8Array {
    return this.bytes.subarray(0, Math.ceil(this.bit / 8));
  }
}

/**
 * A raw deflate stream that inflates to `size` zero bytes. Codes: literal/length 285 = `0`, literal 0 = `10`,
 * end of block = `11`; distance 0 (a copy of the byte before) = `0`; so each 258-byte copy costs two zero bits.
 */
export function deflateZerosRaw(size: number): Uint8Array {
  if (!Number.isSafeInteger(size) || size < 1)
    throw new RangeError('size must be a positive integer');
  const copies = Math.floor((size - 1) / MAX_MATCH);
  const tailLiterals = size - 1 - copies * MAX_MATCH;
  const w = new BitWriter(400 + 2 * copies + 2 * tailLiterals);
  w.bits(1, 1); // BFINAL
  w.bits(2, 2); // BTYPE = dynamic Huffman
  w.bits(SYMBOL_258 + 1 - 257, 5); // HLIT: 286 literal/length codes
  w.bits(0, 5); // HDIST: 1 distance code
  // Code-length code lengths in the format's order 16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1: 18 -> 1, 2 -> 2, 1 -> 2.
  const order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1];
  const clLength: Record<number, number> = { 18: 1, 2: 2, 1: 2 };
  w.bits(order.length - 4, 4); // HCLEN
  for (const symbol of order) w.bits(clLength[symbol] ?? 0, 3);
  // Canonical codes of the code-length alphabet: 18 = 0, 1 = 10, 2 = 11.
  const length1 = (): void => w.code(0b10, 2);
  const length2 = (): void => w.code(0b11, 2);
  const zerosRun = (n: number): void => {
    w.code(0, 1);
    w.bits(n - 11, 7);
  };
  length2(); // literal 0
  zerosRun(138);
  zerosRun(117); // literals 1..255 unused
  length2(); // end of block
  zerosRun(28); // lengths 257..284 unused
  length1(); // length 258
  length1(); // distance code 0
  // Data: one literal zero, then the copies, then the remaining literals.
  w.code(0b10, 2);
  w.zeros(2 * copies);
  for (let i = 0; i < tailLiterals; i++) w.code(0b10, 2);
  w.code(0b11, 2);
  return w.finish();
}

/** A zlib stream (what /FlateDecode reads) that inflates to `size` zero bytes, with a correct Adler-32. */
export function zlibZeros(size: number): Uint8Array {
  const raw = deflateZerosRaw(size);
  const out = new Uint8Array(raw.length + 6);
  out[0] = 0x78;
  out[1] = 0xda;
  out.set(raw, 2);
  // Adler-32 of n zeros: s1 stays 1, s2 adds 1 per byte.
  const adler = (((size % ADLER_MOD) << 16) | 1) >>> 0;
  new DataView(out.buffer).setUint32(raw.length + 2, adler);
  return out;
}
