/** Inputs the engine must refuse with a typed error: empty, not a PDF, encrypted, scanned, corrupt, no transactions. */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Rng } from './prng.ts';
import { FIXED_DATE } from './render.ts';
import type { BadInputKind } from './types.ts';

const BAD_INPUT_SEED = 20240101;
const LETTER_SIZE = [612, 792] as const;
const SCAN_WIDTH_PX = 200;
const SCAN_HEIGHT_PX = 260;
const CORRUPT_BODY_BYTES = 4096;

/** The user password of the encrypted sample (pdf.js must ask for it). */
export const ENCRYPTED_USER_PASSWORD = 'statemint';
const ENCRYPTED_OWNER_PASSWORD = 'owner-secret';
/** Print and copy allowed, as in the spec's Table 22 bit layout; any value works, this one is common. */
const PERMISSIONS = -3904;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const latin1 = (s: string): Uint8Array => Uint8Array.from(s, (ch) => ch.charCodeAt(0) & 0xff);

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const len = new Uint8Array(4);
  new DataView(len.buffer).setUint32(0, data.length);
  const body = concat([latin1(type), data]);
  const crc = new Uint8Array(4);
  new DataView(crc.buffer).setUint32(0, crc32(body));
  return concat([len, body, crc]);
}

/** A greyscale PNG that looks like a scanned page: pale paper with dark bars where text lines would be. */
export function scannedPagePng(): Uint8Array {
  const rng = new Rng(BAD_INPUT_SEED);
  const w = SCAN_WIDTH_PX;
  const h = SCAN_HEIGHT_PX;
  const raw = new Uint8Array((w + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w + 1)] = 0;
    const textLine = y % 12 < 5 && y > 20 && y < h - 20;
    const lineEnd = rng.int(w / 2, w - 15);
    for (let x = 0; x < w; x++) {
      const ink = textLine && x > 15 && x < lineEnd && rng.chance(0.6);
      raw[y * (w + 1) + 1 + x] = ink ? rng.int(20, 90) : rng.int(225, 250);
    }
  }
  const ihdr = new Uint8Array(13);
  const dv = new DataView(ihdr.buffer);
  dv.setUint32(0, w);
  dv.setUint32(4, h);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return concat([
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', new Uint8Array(deflateSync(raw, { level: 9 }))),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

async function scannedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const png = await doc.embedPng(scannedPagePng());
  for (let i = 0; i < 2; i++) {
    const page = doc.addPage([LETTER_SIZE[0], LETTER_SIZE[1]]);
    page.drawImage(png, { x: 0, y: 0, width: LETTER_SIZE[0], height: LETTER_SIZE[1] });
  }
  return doc.save();
}

const LETTER_TEXT = [
  'Riverbend Bank plc',
  '',
  'Mr John A Doe',
  '12 Elm Street',
  'Springfield, IL 62701',
  '',
  '5 March 2024',
  '',
  'Dear Mr Doe,',
  '',
  'Changes to your account terms',
  '',
  'We are writing to let you know that from 1 May 2024 the monthly fee for your account',
  'will change from $5.00 to $7.50. You do not need to do anything. If you would like to',
  'discuss your options, please call us on 1-800-555-0199 or visit any branch.',
  '',
  'Thank you for banking with us.',
  '',
  'Yours sincerely,',
  'Customer Services',
];

async function letterPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([LETTER_SIZE[0], LETTER_SIZE[1]]);
  LETTER_TEXT.forEach((line, i) => page.drawText(line, { x: 72, y: 720 - i * 15, size: 11, font }));
  return doc.save();
}

function corruptPdf(): Uint8Array {
  // A valid header and binary marker, then a body of random bytes: no objects, no xref, no trailer.
  const rng = new Rng(BAD_INPUT_SEED + 1);
  const body = Uint8Array.from({ length: CORRUPT_BODY_BYTES }, () => rng.int(0, 255));
  return concat([latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), body]);
}

// --- The PDF Standard Security Handler, revision 3 (RC4, 128-bit key), ISO 32000-1 section 7.6.3. ---

const PASSWORD_PAD = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08,
  0x2e, 0x2e, 0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);
const KEY_BYTES = 16;
const HASH_ROUNDS = 50;
const RC4_ROUNDS = 19;

const md5 = (data: Uint8Array): Uint8Array =>
  new Uint8Array(createHash('md5').update(data).digest());

/** RC4 (ARC4) keystream XOR; symmetric. */
export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = Uint8Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + (s[i] ?? 0) + (key[i % key.length] ?? 0)) & 0xff;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
  }
  const out = new Uint8Array(data.length);
  let a = 0;
  let b = 0;
  for (let k = 0; k < data.length; k++) {
    a = (a + 1) & 0xff;
    b = (b + (s[a] ?? 0)) & 0xff;
    [s[a], s[b]] = [s[b] ?? 0, s[a] ?? 0];
    out[k] = (data[k] ?? 0) ^ (s[((s[a] ?? 0) + (s[b] ?? 0)) & 0xff] ?? 0);
  }
  return out;
}

function padPassword(pw: string): Uint8Array {
  return concat([latin1(pw), PASSWORD_PAD]).slice(0, 32);
}

function rc4Rounds(key: Uint8Array, data: Uint8Array): Uint8Array {
  let x = rc4(key, data);
  for (let i = 1; i <= RC4_ROUNDS; i++)
    x = rc4(
      key.map((b) => b ^ i),
      x,
    );
  return x;
}

function hashRounds(h: Uint8Array): Uint8Array {
  let x = h;
  for (let i = 0; i < HASH_ROUNDS; i++) x = md5(x.slice(0, KEY_BYTES));
  return x.slice(0, KEY_BYTES);
}

const hex = (b: Uint8Array): string =>
  Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

function int32le(n: number): Uint8Array {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setInt32(0, n, true);
  return b;
}

/** A one-page PDF encrypted with a user password, written by hand so every object is encrypted as the handler requires. */
export function encryptedPdf(userPassword = ENCRYPTED_USER_PASSWORD): Uint8Array {
  const id = md5(latin1('statemint-encrypted-sample'));
  // Algorithm 3: the owner entry.
  const ownerKey = hashRounds(md5(padPassword(ENCRYPTED_OWNER_PASSWORD)));
  const o = rc4Rounds(ownerKey, padPassword(userPassword));
  // Algorithm 2: the file key.
  const key = hashRounds(md5(concat([padPassword(userPassword), o, int32le(PERMISSIONS), id])));
  // Algorithm 5: the user entry (16 bytes of hash, padded to 32).
  const u = concat([rc4Rounds(key, md5(concat([PASSWORD_PAD, id]))), new Uint8Array(16)]);
  const objectKey = (num: number): Uint8Array =>
    md5(
      concat([key, Uint8Array.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, 0, 0])]),
    ).slice(0, KEY_BYTES);

  const content = latin1(
    'BT /F1 14 Tf 72 720 Td (Confidential bank statement) Tj 0 -20 Td (Opening balance 1,234.56) Tj ET\n',
  );
  const encContent = rc4(objectKey(5), content);
  const title = rc4(objectKey(6), latin1('Encrypted statement'));
  const objects: Uint8Array[] = [
    latin1('<< /Type /Catalog /Pages 2 0 R >>'),
    latin1('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    latin1(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    ),
    latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    concat([
      latin1(`<< /Length ${encContent.length} >>\nstream\n`),
      encContent,
      latin1('\nendstream'),
    ]),
    latin1(`<< /Title <${hex(title)}> >>`),
    latin1(
      `<< /Filter /Standard /V 2 /R 3 /Length 128 /P ${PERMISSIONS} /O <${hex(o)}> /U <${hex(u)}> >>`,
    ),
  ];
  const parts: Uint8Array[] = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = concat([latin1(`${i + 1} 0 obj\n`), body, latin1('\nendobj\n')]);
    parts.push(obj);
    offset += obj.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((off) => `${String(off).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R /Encrypt 7 0 R /ID [<${hex(id)}> <${hex(id)}>] >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(latin1(xref));
  return concat(parts);
}

/** Generates one kind of bad input, deterministically. */
export async function generateBadInput(kind: BadInputKind): Promise<Uint8Array> {
  switch (kind) {
    case 'empty':
      return new Uint8Array(0);
    case 'not_pdf':
      return scannedPagePng();
    case 'encrypted':
      return encryptedPdf();
    case 'scanned':
      return scannedPdf();
    case 'corrupt':
      return corruptPdf();
    case 'no_transactions':
      return letterPdf();
  }
}
