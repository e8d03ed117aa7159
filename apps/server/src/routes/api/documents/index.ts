import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLAIM_NOT_FOUND,
  ClaimRequest,
  ClaimResponse,
  DOCUMENT_NOT_FOUND,
  DocumentDetail,
  DocumentList,
  DocumentParams,
  DownloadQuery,
  STATEMENT_BODY_LIMIT_BYTES,
  StatementUpdateRequest,
  StatementUpdateResponse,
  type DownloadFormat,
} from '@statemint/contracts';
import { toCompleteCsv, toFlatCsv } from '@statemint/export/csv';
import { toXlsx } from '@statemint/export/xlsx';
import { HttpError } from '../../../http-error.ts';
import { errorResponses, FileBody, NoContent } from '../../../http-schemas.ts';
import { sessionOf } from '../../../plugins/app/auth.ts';
import { claimAnonymousResult } from '../../../services/anonymous-results.ts';
import {
  deleteDocument,
  findDocument,
  findDocumentSummary,
  listDocuments,
  saveStatementVersion,
} from '../../../services/documents.ts';
import { take } from '../../../services/rate-limits.ts';

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

/** Saved edits per account per hour: a save every 30 s, far above anyone fixing rows by hand. */
export const STATEMENT_SAVES_PER_HOUR = 120;
const ONE_HOUR_SECONDS = 3600;
export const TOO_MANY_SAVES = 'Too many saves. Please try again later.';

function notFound(): HttpError {
  return new HttpError(404, DOCUMENT_NOT_FOUND, 'not_found');
}

const documents: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before validation, so a request without a session is 401 whatever its id.
  app.addHook('onRequest', app.auth.authenticate);

  app.get(
    '/',
    { schema: { response: { 200: DocumentList, ...errorResponses } } },
    async (request) => listDocuments(app.db, sessionOf(request).userId),
  );

  app.get(
    '/:id',
    { schema: { params: DocumentParams, response: { 200: DocumentDetail, ...errorResponses } } },
    async (request) => {
      const { userId } = sessionOf(request);
      const summary = await findDocumentSummary(app.db, request.params.id, userId);
      // The Statement comes through the one reader the downloads use, so this shows the current version.
      const doc = summary && (await findDocument(app.db, request.params.id, userId));
      if (!summary || !doc) throw notFound();
      return { ...summary, statement: doc.statement };
    },
  );

  // An anonymous conversion's one-time token: its result joins this account's library, charging nothing.
  app.post(
    '/claim',
    { schema: { body: ClaimRequest, response: { 200: ClaimResponse, ...errorResponses } } },
    async (request) => {
      const documentId = await claimAnonymousResult(
        app.db,
        app.auth.hash(request.body.token),
        sessionOf(request).userId,
      );
      if (!documentId) throw new HttpError(404, CLAIM_NOT_FOUND, 'claim_not_found');
      return { document_id: documentId };
    },
  );

  app.get(
    '/:id/download',
    {
      schema: {
        params: DocumentParams,
        querystring: DownloadQuery,
        response: { 200: FileBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      // Another user's document answers exactly like a missing one.
      const doc = await findDocument(app.db, request.params.id, sessionOf(request).userId);
      if (!doc) throw notFound();
      const download = DOWNLOADS[format];
      const body =
        format === 'xlsx'
          ? Buffer.from(await toXlsx(doc.statement))
          : format === 'complete-csv'
            ? toCompleteCsv(doc.statement)
            : toFlatCsv(doc.statement);
      return reply
        .type(download.type)
        .header(
          'content-disposition',
          contentDisposition(downloadName(doc.originalFilename, download.suffix)),
        )
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  // Saving an edit spends no pages: the conversion was paid for once.
  app.put(
    '/:id/statement',
    {
      bodyLimit: STATEMENT_BODY_LIMIT_BYTES,
      schema: {
        params: DocumentParams,
        body: StatementUpdateRequest,
        response: { 200: StatementUpdateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      // Each save stores a whole statement (up to 16 MiB): an account's saves are capped.
      await take(app.db, {
        key: `statement-save:${userId}`,
        limit: STATEMENT_SAVES_PER_HOUR,
        windowSeconds: ONE_HOUR_SECONDS,
        detail: TOO_MANY_SAVES,
      });
      const saved = await saveStatementVersion(app.db, request.params.id, userId, request.body);
      if (!saved) throw notFound();
      return { version: saved.version, saved_at: saved.savedAt.toISOString() };
    },
  );

  app.delete(
    '/:id',
    { schema: { params: DocumentParams, response: { 204: NoContent, ...errorResponses } } },
    async (request, reply) => {
      if (!(await deleteDocument(app.db, request.params.id, sessionOf(request).userId)))
        throw notFound();
      return reply.code(204).send();
    },
  );
};

export default documents;
