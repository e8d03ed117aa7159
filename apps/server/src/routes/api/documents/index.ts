import type { FastifyPluginAsync } from 'fastify';
import {
  DOWNLOAD_FORMATS,
  type DocumentSummary,
  type DownloadFormat,
  type Statement,
} from '@statemint/contracts';
import { toCompleteCsv, toFlatCsv } from '@statemint/export/csv';
import { toXlsx } from '@statemint/export/xlsx';
import { HttpError } from '../../../http-error.ts';
import { sessionOf } from '../../../plugins/app/auth.ts';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const INVALID_FORMAT = `format must be one of ${DOWNLOAD_FORMATS.join(', ')}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const DOWNLOADS = {
  csv: { suffix: '-converted.csv', type: 'text/csv; charset=utf-8' },
  'complete-csv': { suffix: '-complete-data.csv', type: 'text/csv; charset=utf-8' },
  xlsx: {
    suffix: '-converted.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} as const satisfies Record<DownloadFormat, { suffix: string; type: string }>;

/** The original name with `.pdf` replaced by the format's suffix (spec section 7), path characters removed. */
export function downloadName(originalFilename: string, suffix: string): string {
  const base = originalFilename.replace(/[/\\]/g, '_').replace(/\.pdf$/i, '');
  return `${base === '' ? 'statement' : base}${suffix}`;
}

/** RFC 6266: a plain-ASCII `filename` for old clients and the exact name as UTF-8 in `filename*`. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

type DocumentRow = {
  id: string;
  original_filename: string;
  created_at: Date | string;
  file_size: number;
  page_count: number;
  status: string;
};

const documents: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.auth.authenticate);

  app.get('/', async (request): Promise<DocumentSummary[]> => {
    const rows = await app.db.query<DocumentRow>(
      `SELECT id, original_filename, created_at, file_size, page_count, status FROM documents
       WHERE user_id = $1 ORDER BY created_at DESC, id`,
      [sessionOf(request).userId],
    );
    return rows.map((r) => ({
      id: r.id,
      original_filename: r.original_filename,
      conversion_date: new Date(r.created_at).toISOString(),
      file_size: r.file_size,
      page_count: r.page_count,
      status: r.status,
    }));
  });

  app.get<{ Params: { id: string }; Querystring: { format?: string } }>(
    '/:id/download',
    async (request, reply) => {
      const format = request.query.format ?? 'csv';
      if (!(DOWNLOAD_FORMATS as readonly string[]).includes(format)) {
        throw new HttpError(400, INVALID_FORMAT, 'invalid_format');
      }
      const { id } = request.params;
      // Another user's document answers exactly like a missing one.
      if (!UUID.test(id)) throw new HttpError(404, DOCUMENT_NOT_FOUND, 'not_found');
      const rows = await app.db.query<{ original_filename: string; statement: Statement | null }>(
        'SELECT original_filename, statement FROM documents WHERE id = $1 AND user_id = $2',
        [id, sessionOf(request).userId],
      );
      const row = rows[0];
      if (!row?.statement) throw new HttpError(404, DOCUMENT_NOT_FOUND, 'not_found');
      const download = DOWNLOADS[format as DownloadFormat];
      const body =
        format === 'xlsx'
          ? Buffer.from(await toXlsx(row.statement))
          : format === 'complete-csv'
            ? toCompleteCsv(row.statement)
            : toFlatCsv(row.statement);
      return reply
        .type(download.type)
        .header(
          'content-disposition',
          contentDisposition(downloadName(row.original_filename, download.suffix)),
        )
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.delete<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const { id } = request.params;
    if (!UUID.test(id)) throw new HttpError(404, DOCUMENT_NOT_FOUND, 'not_found');
    const rows = await app.db.query<{ id: string }>(
      'DELETE FROM documents WHERE id = $1 AND user_id = $2 RETURNING id',
      [id, sessionOf(request).userId],
    );
    if (rows.length === 0) throw new HttpError(404, DOCUMENT_NOT_FOUND, 'not_found');
    return reply.code(204).send();
  });
};

export default documents;
