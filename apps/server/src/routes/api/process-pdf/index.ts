import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, type ProcessResponse } from '@statemint/contracts';
import { HttpError } from '../../../http-error.ts';
import { sessionOf } from '../../../plugins/app/auth.ts';
import { countPages, extract } from '../../../services/conversion.ts';
import { insertDocument } from '../../../services/documents.ts';
import { refundPages, reservePages } from '../../../services/users.ts';
import { readPdfUpload } from '../../../upload.ts';

/** POST /api/process-pdf: a signed-in conversion that spends the PDF's pages and stores the result. */
const processPdf: FastifyPluginAsync = async (app) => {
  app.post(
    '/',
    { preHandler: app.auth.authenticate },
    async (request): Promise<ProcessResponse> => {
      const { userId } = sessionOf(request);
      const upload = await readPdfUpload(request);
      const pages = await countPages(app, upload.bytes);
      const reservation = await reservePages(app.db, userId, pages);
      if (!reservation) throw new HttpError(402, MESSAGES.insufficientPages, 'insufficient_pages');
      let documentId: string;
      let outcome: Awaited<ReturnType<typeof extract>>;
      try {
        outcome = await extract(app, upload.bytes);
        if (!outcome.ok) throw outcome.error;
        documentId = await insertDocument(app.db, {
          userId,
          originalFilename: upload.filename,
          fileSize: upload.size,
          pageCount: pages,
          statement: outcome.statement,
        });
      } catch (error) {
        // A failed conversion spends nothing.
        await refundPages(app.db, userId, reservation);
        throw error;
      }
      return {
        success: true,
        data: outcome.statement,
        pages_processed: pages,
        pages_used: pages,
        document_id: documentId,
        anonymous: false,
      };
    },
  );
};

export default processPdf;
