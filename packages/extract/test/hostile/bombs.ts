/** Decompression bombs: tiny PDFs whose content stream inflates to far more memory than a job may use. */
import { deflateSync } from 'node:zlib';

/** A one-page PDF whose content stream is Flate applied twice to `inflatedBytes` zero bytes (issue 7 item 4). */
export function doubleFlateBombPdf(inflatedBytes: number): Uint8Array {
  const inner = deflateSync(Buffer.alloc(inflatedBytes), { level: 9 });
  const outer = deflateSync(inner, { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << >> >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  const push = (b: Buffer) => {
    chunks.push(b);
    length += b.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(
    Buffer.from(
      `4 0 obj\n<< /Length ${outer.length} /Filter [/FlateDecode /FlateDecode] >>\nstream\n`,
      'latin1',
    ),
  );
  push(outer);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
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
