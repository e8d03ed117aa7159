/**
 * A small raw PDF writer for hostile files. pdf-lib refuses or repairs what these files need (negative
 * counts, reference loops, lying lengths, hand-made xref streams), so every byte here is written directly.
 */
import { deflateSync } from 'node:zlib';

/** Text as Latin-1 bytes: PDF syntax is bytes, and every string written here is ASCII or Latin-1. */
export function latin1(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}

/** zlib (FlateDecode) at the best ratio, so that bombs stay small. */
export function flate(data: Uint8Array): Uint8Array {
  return new Uint8Array(deflateSync(data, { level: 9 }));
}

/** A literal string `( ... )` with its delimiters escaped. */
export function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

const HEADER = concat([
  latin1('%PDF-1.7\n%'),
  Uint8Array.from([0xe2, 0xe3, 0xcf, 0xd3]),
  latin1('\n'),
]);

/** How the cross-reference section is written. */
export type XrefStyle = 'table' | 'stream';

export type BuildOptions = {
  root: number;
  info?: number;
  /** `stream` writes a compressed cross-reference stream (PDF 1.5), as pdf-lib and most producers do. */
  xref?: XrefStyle;
  /** With an xref stream, packs every non-stream object into one object stream, as pdf-lib does. */
  objectStreams?: boolean;
  /** Extra trailer entries (`/Encrypt 9 0 R /ID [...]`), written as given. */
  trailer?: string;
  /** Transforms each stream's data before it is written (encryption); not applied to the xref stream. */
  streamFilter?: (num: number, data: Uint8Array) => Uint8Array;
};

type Body =
  { kind: 'value'; text: Uint8Array } | { kind: 'stream'; dict: string; data: Uint8Array };

/** Collects numbered objects and writes them with a correct cross-reference section. */
export class PdfWriter {
  private readonly bodies = new Map<number, Body>();
  private last = 0;

  /** Reserves an object number, for objects that refer to each other. */
  ref(): number {
    this.last += 1;
    return this.last;
  }

  /** Sets object `num` to a value written as PDF text, e.g. `<< /Type /Page >>`. */
  set(num: number, value: string | Uint8Array): number {
    this.bodies.set(num, {
      kind: 'value',
      text: typeof value === 'string' ? latin1(value) : value,
    });
    return num;
  }

  add(value: string | Uint8Array): number {
    return this.set(this.ref(), value);
  }

  /** Sets object `num` to a stream; `dict` holds the entries other than /Length, which is added here. */
  setStream(num: number, dict: string, data: Uint8Array): number {
    this.bodies.set(num, { kind: 'stream', dict, data });
    return num;
  }

  addStream(dict: string, data: Uint8Array): number {
    return this.setStream(this.ref(), dict, data);
  }

  /** A stream compressed with FlateDecode. */
  addFlateStream(dict: string, data: Uint8Array | string): number {
    const raw = typeof data === 'string' ? latin1(data) : data;
    return this.addStream(`${dict} /Filter /FlateDecode`, flate(raw));
  }

  private static serialise(
    num: number,
    body: Body,
    filter?: (num: number, data: Uint8Array) => Uint8Array,
  ): Uint8Array {
    if (body.kind === 'value')
      return concat([latin1(`${num} 0 obj\n`), body.text, latin1('\nendobj\n')]);
    const data = filter ? filter(num, body.data) : body.data;
    return concat([
      latin1(`${num} 0 obj\n<< ${body.dict} /Length ${data.length} >>\nstream\n`),
      data,
      latin1('\nendstream\nendobj\n'),
    ]);
  }

  build(options: BuildOptions): Uint8Array {
    const style = options.xref ?? 'table';
    const trailerExtra = `${options.info !== undefined ? ` /Info ${options.info} 0 R` : ''}${options.trailer ? ` ${options.trailer}` : ''}`;
    const nums = [...this.bodies.keys()].sort((a, b) => a - b);
    const parts: Uint8Array[] = [HEADER];
    let offset = HEADER.length;
    const push = (bytes: Uint8Array): void => {
      parts.push(bytes);
      offset += bytes.length;
    };
    /** Per object: type 1 (offset) or type 2 (object stream number, index). */
    const entries = new Map<number, [1, number] | [2, number, number]>();

    const packed = style === 'stream' && options.objectStreams === true;
    const inStream = packed ? nums.filter((n) => this.bodies.get(n)?.kind === 'value') : [];
    for (const num of nums) {
      if (inStream.includes(num)) continue;
      entries.set(num, [1, offset]);
      push(PdfWriter.serialise(num, this.bodies.get(num)!, options.streamFilter));
    }
    let size = (nums[nums.length - 1] ?? 0) + 1;
    if (inStream.length > 0) {
      const objStm = size;
      size += 1;
      const heads: string[] = [];
      const texts: Uint8Array[] = [];
      let at = 0;
      inStream.forEach((num, index) => {
        const body = this.bodies.get(num) as { text: Uint8Array };
        heads.push(`${num} ${at}`);
        texts.push(body.text, latin1('\n'));
        at += body.text.length + 1;
        entries.set(num, [2, objStm, index]);
      });
      const head = latin1(`${heads.join(' ')}\n`);
      const data = concat([head, ...texts]);
      entries.set(objStm, [1, offset]);
      push(
        PdfWriter.serialise(
          objStm,
          {
            kind: 'stream',
            dict: `/Type /ObjStm /N ${inStream.length} /First ${head.length} /Filter /FlateDecode`,
            data: flate(data),
          },
          options.streamFilter,
        ),
      );
    }

    if (style === 'table') {
      const lines = [`xref\n0 ${size}\n`, '0000000000 65535 f \n'];
      for (let num = 1; num < size; num++) {
        const e = entries.get(num);
        lines.push(e ? `${String(e[1]).padStart(10, '0')} 00000 n \n` : '0000000000 00000 f \n');
      }
      const xrefAt = offset;
      push(latin1(lines.join('')));
      push(
        latin1(
          `trailer\n<< /Size ${size} /Root ${options.root} 0 R${trailerExtra} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
        ),
      );
      return concat(parts);
    }

    // An xref stream: W [1 4 2], one row per object including itself.
    const xrefNum = size;
    size += 1;
    const xrefAt = offset;
    entries.set(xrefNum, [1, xrefAt]);
    const rows = new Uint8Array(size * 7);
    const view = new DataView(rows.buffer);
    for (let num = 0; num < size; num++) {
      const e = entries.get(num);
      const at = num * 7;
      if (!e) {
        rows[at] = 0;
        view.setUint16(at + 5, num === 0 ? 65535 : 0);
        continue;
      }
      rows[at] = e[0];
      view.setUint32(at + 1, e[1]);
      view.setUint16(at + 5, e[0] === 2 ? e[2] : 0);
    }
    push(
      PdfWriter.serialise(xrefNum, {
        kind: 'stream',
        dict: `/Type /XRef /Size ${size} /W [1 4 2] /Root ${options.root} 0 R${trailerExtra} /Filter /FlateDecode`,
        data: flate(rows),
      }),
    );
    push(latin1(`startxref\n${xrefAt}\n%%EOF\n`));
    return concat(parts);
  }
}

/** A positioned line of text on a page, in PDF user space (origin bottom-left). */
export type TextRun = { x: number; y: number; text: string; size?: number; font?: string };

/** Content-stream operators that draw each run with the given font resource (default /F1). */
export function textContent(runs: readonly TextRun[]): string {
  const ops: string[] = [];
  for (const r of runs) {
    ops.push(
      `BT /${r.font ?? 'F1'} ${r.size ?? 9} Tf 1 0 0 1 ${r.x.toFixed(2)} ${r.y.toFixed(2)} Tm ${pdfString(r.text)} Tj ET`,
    );
  }
  return `${ops.join('\n')}\n`;
}

/** The standard Helvetica font dictionary (not embedded; pdf.js has its metrics). */
export const HELVETICA =
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
