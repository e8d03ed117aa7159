/**
 * Receiving an uploaded PDF: streamed to a temporary file (never held whole in memory), cut at the size
 * limit, checked by content, and bounded in how many this instance receives at once, in all and per address.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { EXTRACT_ERROR_MESSAGES, MAX_UPLOAD_BYTES, MESSAGES } from '@statemint/contracts';
import type { Config } from './config.ts';
import { HttpError } from './http-error.ts';

/** How many leading bytes may precede `%PDF-`, as PDF readers (and the engine) allow. */
export const PDF_HEADER_SEARCH_BYTES = 1024;
/** Multipart framing allowed on top of the file before a Content-Length alone proves the file too large. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Longest stored filename, in characters. */
const MAX_FILENAME_LENGTH = 255;
const FALLBACK_FILENAME = 'statement.pdf';
/** Prefix of this server's upload folders in the system temp folder; the process id follows. */
const UPLOAD_DIR_PREFIX = 'statemint-uploads-';
/** Seconds a client is asked to wait when it has too many uploads open. */
const UPLOAD_RETRY_AFTER_SECONDS = 5;

/** Form fields accepted before the file; more is a 400 (the app sends none). */
const MAX_FIELDS_BEFORE_FILE = 10;

/**
 * Upper bounds on a multipart request: one file, small fields. The parser's own field limit sits above ours:
 * when it trips it stops feeding the request to a file part already handed out, which then never ends.
 */
const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 4 * MAX_FIELDS_BEFORE_FILE,
  fieldSize: 1024,
  parts: 4 * MAX_FIELDS_BEFORE_FILE,
};

export const NO_FILE =
  'No file was uploaded. Send the PDF as multipart/form-data in a "file" field.';
export const BAD_MULTIPART =
  'The upload is not a complete multipart/form-data request. Please send the file again.';
export const TOO_MANY_FIELDS =
  'The upload has too many form fields. Send only the PDF in a "file" field.';
export const UPLOADS_FROM_ADDRESS =
  'Too many uploads are in progress from your network. Please wait for them to finish, then try again.';
export const UPLOADS_BUSY =
  'The server is receiving too many uploads. Please try again in a moment.';

/** An upload on disk; `dispose` removes the file. */
export type Upload = { file: string; filename: string; size: number; dispose: () => Promise<void> };

export type Uploads = { receive(request: FastifyRequest): Promise<Upload> };

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

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

/** Counts what this instance receives at once: a guard of its own sockets and disk, not a shared quota. */
export class UploadSlots {
  #total = 0;
  readonly #perAddress = new Map<string, number>();

  constructor(
    readonly limit: number,
    readonly limitPerAddress: number,
  ) {}

  /** Takes a slot for `address`, or throws 429/503 when there is none; returns its release. */
  take(address: string): () => void {
    const mine = this.#perAddress.get(address) ?? 0;
    if (mine >= this.limitPerAddress) {
      throw new HttpError(429, UPLOADS_FROM_ADDRESS, 'too_many_uploads', {
        'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS),
      });
    }
    if (this.#total >= this.limit) {
      throw new HttpError(503, UPLOADS_BUSY, 'server_busy', {
        'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS),
      });
    }
    this.#total += 1;
    this.#perAddress.set(address, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total -= 1;
      const left = (this.#perAddress.get(address) ?? 1) - 1;
      if (left <= 0) this.#perAddress.delete(address);
      else this.#perAddress.set(address, left);
    };
  }
}

/** Keeps the first bytes of a stream (for the `%PDF-` check) and counts them all. */
class HeadKeeper extends Transform {
  head = Buffer.alloc(0);
  size = 0;

  override _transform(chunk: Buffer, _encoding: string, done: () => void): void {
    this.size += chunk.length;
    if (this.head.length < PDF_HEADER_SEARCH_BYTES + PDF_MAGIC.length) {
      this.head = Buffer.concat([this.head, chunk]).subarray(
        0,
        PDF_HEADER_SEARCH_BYTES + PDF_MAGIC.length,
      );
    }
    this.push(chunk);
    done();
  }
}

/** A malformed multipart body (no boundary, no closing boundary, too many parts) as a 4xx with a detail. */
function multipartError(error: unknown): HttpError | undefined {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(400, TOO_MANY_FIELDS, 'bad_multipart');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new HttpError(400, NO_FILE, 'no_file');
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(400, BAD_MULTIPART, 'bad_multipart');
  const message = error instanceof Error ? error.message : '';
  // busboy's own parse errors carry no code: "Multipart: Boundary not found", "Unexpected end of form", ...
  if (/multipart|boundary|unexpected end|malformed|part header/i.test(message))
    return new HttpError(400, BAD_MULTIPART, 'bad_multipart');
  // The client went away or was cut off by the request timeout mid-upload.
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || /aborted/i.test(message))
    return new HttpError(400, BAD_MULTIPART, 'bad_multipart');
  return undefined;
}

/** The first file part, counting the fields before it; too many fields is a 400 before any file is read. */
async function firstFile(request: FastifyRequest): Promise<MultipartFile | undefined> {
  let fields = 0;
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === 'file') return part;
    fields += 1;
    if (fields > MAX_FIELDS_BEFORE_FILE) throw new HttpError(400, TOO_MANY_FIELDS, 'bad_multipart');
  }
  return undefined;
}

/** Removes upload folders of server processes that no longer run (a crash leaves its folder behind). */
async function removeOrphanFolders(root: string): Promise<void> {
  const entries = await readdir(root).catch(() => [] as string[]);
  for (const name of entries) {
    if (!name.startsWith(UPLOAD_DIR_PREFIX)) continue;
    const pid = Number(name.slice(UPLOAD_DIR_PREFIX.length).split('-')[0]);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH')
        await rm(path.join(root, name), { recursive: true, force: true });
    }
  }
}

/** Multipart parsing and the `uploads` service: one PDF per request, on disk, bounded per instance. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    await removeOrphanFolders(tmpdir());
    const dir = await mkdtemp(path.join(tmpdir(), `${UPLOAD_DIR_PREFIX}${process.pid}-`));
    const slots = new UploadSlots(config.uploadsInFlight, config.uploadsInFlightPerAddress);

    async function receive(request: FastifyRequest): Promise<Upload> {
      if (!request.isMultipart()) throw new HttpError(400, NO_FILE, 'no_file');
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES)
        throw tooLarge();
      const release = slots.take(request.ip);
      const file = path.join(dir, `${randomUUID()}.pdf`);
      const dispose = () => rm(file, { force: true });
      try {
        const part = await firstFile(request);
        if (!part || part.fieldname !== 'file') throw new HttpError(400, NO_FILE, 'no_file');
        const keeper = new HeadKeeper();
        await pipeline(part.file, keeper, createWriteStream(file, { mode: 0o600 }));
        if (part.file.truncated) throw tooLarge();
        if (keeper.size === 0)
          throw new HttpError(422, EXTRACT_ERROR_MESSAGES.empty_file, 'empty_file');
        if (!looksLikePdf(keeper.head)) throw new HttpError(400, MESSAGES.pdfOnly, 'not_pdf');
        return { file, filename: cleanFilename(part.filename), size: keeper.size, dispose };
      } catch (error) {
        await dispose();
        if (error instanceof HttpError) throw error;
        throw multipartError(error) ?? error;
      } finally {
        release();
      }
    }

    app.decorate('uploads', { receive } satisfies Uploads);
    app.addHook('onClose', async () => {
      await rm(dir, { recursive: true, force: true });
    });
  },
  { name: 'uploads' },
);
