/** Decompression bombs: tiny PDFs whose content stream inflates to far more memory than a job may use. */
import { deflateSync } from 'node:zlib';

/** Writes deflate's bit stream: fields least-significant bit first, Huffman codes most-significant bit first. */
class BitWriter {
  readonly bytes: Uint8Array;
  #bit = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }

  field(value: number, bits: number): void {
    for (let i = 0; i < bits; i++) this.#push((value >> i) & 1);
  }

  code(value: number, bits: number): void {
    for (let i = bits - 1; i >= 0; i--) this.#push((value >> i) & 1);
  }

  #push(bit: number): void {
    if (bit) this.bytes[this.#bit >> 3]! |= 1 << (this.#bit & 7);
    this.#bit += 1;
  }

  get length(): number {
    return (this.#bit + 7) >> 3;
  }
}

/** Longest match deflate can express, and the fixed-Huffman codes used to repeat it. */
const MAX_MATCH = 258;
const LITERAL_ZERO_CODE = 0x30; // literal 0: 8 bits
const LENGTH_258_CODE = 0xc5; // length symbol 285: 8 bits
const DISTANCE_1_CODE = 0; // distance symbol 0: 5 bits
const END_OF_BLOCK_CODE = 0; // symbol 256: 7 bits

/**
 * A zlib stream that inflates to about `bytes` zero bytes, written directly in deflate's fixed-Huffman
 * form (one zero, then repeated 258-byte copies at distance 1): 13 bits per 258 bytes, built in time and
 * memory proportional to the compressed size rather than the inflated one.
 */
export function zlibZeros(bytes: number): Uint8Array {
  const copies = Math.max(0, Math.floor((bytes - 1) / MAX_MATCH));
  const writer = new BitWriter(Math.ceil((3 + 8 + copies * 13 + 7) / 8) + 1);
  writer.field(1, 1); // BFINAL
  writer.field(1, 2); // BTYPE = fixed Huffman
  writer.code(LITERAL_ZERO_CODE, 8);
  for (let i = 0; i < copies; i++) {
    writer.code(LENGTH_258_CODE, 8);
    writer.code(DISTANCE_1_CODE, 5);
  }
  writer.code(END_OF_BLOCK_CODE, 7);
  const total = 1 + copies * MAX_MATCH;
  // Adler-32 of `total` zero bytes: a stays 1, b grows by 1 per byte.
  const adler = ((total % 65521) << 16) | 1;
  const out = new Uint8Array(2 + writer.length + 4);
  out.set([0x78, 0x01], 0);
  out.set(writer.bytes.subarray(0, writer.length), 2);
  new DataView(out.buffer).setUint32(2 + writer.length, adler >>> 0);
  return out;
}

/**
 * A PDF of `pages` Letter pages that all draw the same content stream, stored as `stream` with `filters`;
 * the stream may refer to font /F1 (Helvetica).
 */
function sharedContentPdf(stream: Uint8Array, filters: string, pages: number): Uint8Array {
  const contents = 3 + pages;
  const font = contents + 1;
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from(
      { length: pages },
      () =>
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
    ),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  const push = (b: Uint8Array) => {
    chunks.push(Buffer.from(b));
    length += b.length;
  };
  const object = (body: string) => {
    offsets.push(length);
    push(Buffer.from(`${offsets.length} 0 obj\n${body}\nendobj\n`, 'latin1'));
  };
  objects.forEach(object);
  offsets.push(length);
  push(
    Buffer.from(
      `${contents} 0 obj\n<< /Length ${stream.length} /Filter ${filters} >>\nstream\n`,
      'latin1',
    ),
  );
  push(stream);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  object('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const xrefAt = length;
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      'latin1',
    ),
  );
  return new Uint8Array(Buffer.concat(chunks));
}

/** A one-page PDF whose content stream is Flate applied twice to `inflatedBytes` zero bytes (issue 7 item 4). */
export function doubleFlateBombPdf(inflatedBytes: number): Uint8Array {
  const outer = deflateSync(zlibZeros(inflatedBytes), { level: 9 });
  return sharedContentPdf(outer, '[/FlateDecode /FlateDecode]', 1);
}

/** The operator a CPU bomb repeats: save and restore the graphics state, which draws nothing. */
const IDLE_OPERATORS = 'q Q ';

/**
 * A CPU bomb (issue 7 item 5): `pages` pages sharing one Flate stream of `operators` no-op operators, a few
 * KB that keep a conversion reading text for a time proportional to operators times pages, after its pages
 * were charged; it has no text, so a conversion that lives long enough ends `no_text_layer`.
 */
export function cpuBombPdf(operators: number, pages = 1): Uint8Array {
  const stream = deflateSync(Buffer.from(IDLE_OPERATORS.repeat(operators), 'latin1'), {
    level: 9,
  });
  return sharedContentPdf(stream, '/FlateDecode', pages);
}
