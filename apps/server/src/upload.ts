import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { EXTRACT_ERROR_MESSAGES, MAX_UPLOAD_BYTES, MESSAGES } from '@statemint/contracts';
import { HttpError } from './http-error.ts';

/** How many leading bytes may precede `%PDF-`, as PDF readers (and the engine) allow. */
export const PDF_HEADER_SEARCH_BYTES = 1024;
/** Multipart framing allowed on top of the file before a Content-Length alone proves the file too large. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Longest stored filename, in characters. */
const MAX_FILENAME_LENGTH = 255;
const FALLBACK_FILENAME = 'statement.pdf';
export const NO_FILE =
  'No file was uploaded. Send the PDF as multipart/form-data in a "file" field.';

export type Upload = { bytes: Uint8Array; filename: string; size: number };

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(
    bytes.buffer,
    bytes.byteOffset,
    Math.min(bytes.length, PDF_HEADER_SEARCH_BYTES + PDF_MAGIC.length),
  );
  return head.indexOf(PDF_MAGIC) >= 0;
}

/** The last path segment, without control characters, never empty. */
export function cleanFilename(raw: string | undefined): string {
  // Browsers on Windows may send a full path; only the name is kept.
  const base = path.win32.basename(path.posix.basename(raw ?? ''));
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAX_FILENAME_LENGTH);
  return cleaned === '' ? FALLBACK_FILENAME : cleaned;
}

function tooLarge(): HttpError {
  return new HttpError(413, MESSAGES.fileTooLarge, 'file_too_large');
}

/** Streams the multipart `file` into memory, cut at MAX_UPLOAD_BYTES, and checks that its content is a PDF. */
export async function readPdfUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, NO_FILE, 'no_file');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  let filename: string | undefined;
  try {
    const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file') throw new HttpError(400, NO_FILE, 'no_file');
    filename = part.filename;
    for await (const chunk of part.file) {
      size += (chunk as Buffer).length;
      chunks.push(chunk as Buffer);
    }
    if (part.file.truncated) throw tooLarge();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(400, NO_FILE, 'no_file');
    throw error;
  }
  const bytes = new Uint8Array(Buffer.concat(chunks, size));
  if (bytes.length === 0) throw new HttpError(422, EXTRACT_ERROR_MESSAGES.empty_file, 'empty_file');
  if (!looksLikePdf(bytes)) throw new HttpError(400, MESSAGES.pdfOnly, 'not_pdf');
  return { bytes, filename: cleanFilename(filename), size };
}
