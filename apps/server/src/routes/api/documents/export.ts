import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DOCUMENT_NOT_FOUND, DocumentParams, ExportQuery } from '@statemint/contracts';
import { renderExport } from '@statemint/export/bundle';
import { HttpError } from '../../../http-error.ts';
import { errorResponses, FileBody } from '../../../http-schemas.ts';
import { sessionOf } from '../../../plugins/app/auth.ts';
import { findDocument } from '../../../services/documents.ts';
import { contentDisposition } from './index.ts';

/**
 * `GET /api/documents/{id}/export?format=…&dateFormat=…&european=1`: a stored document in any export
 * format (OFX, QFX, QBO, QIF, the accounting CSVs, the spec's CSVs and workbook). The spec's `/download`
 * stays as it is beside it. The statement is read through `findDocument`, the one service function every
 * download uses, so an edited statement is what gets exported.
 */
const documentExport: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before validation, so a request without a session is 401 whatever its id or query.
  app.addHook('onRequest', app.auth.authenticate);

  app.get(
    '/:id/export',
    {
      schema: {
        params: DocumentParams,
        querystring: ExportQuery,
        response: { 200: FileBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format, dateFormat, european } = request.query;
      // Another user's document answers exactly like a missing one.
      const doc = await findDocument(app.db, request.params.id, sessionOf(request).userId);
      if (!doc) throw new HttpError(404, DOCUMENT_NOT_FOUND, 'not_found');
      const file = await renderExport(doc.statement, format, doc.originalFilename, {
        dateFormat,
        european: european === '1',
      });
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
    },
  );
};

export default documentExport;
