import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, ProcessResponse } from '@statemint/contracts';
import type { Config } from '../../../config.ts';
import { HttpError } from '../../../http-error.ts';
import { errorResponses } from '../../../http-schemas.ts';
import { NOT_AUTHENTICATED, sessionOf } from '../../../plugins/app/auth.ts';
import { convertUpload } from '../../../services/conversion.ts';
import { insertDocument } from '../../../services/documents.ts';
import {
  chargeJob,
  completeJob,
  CONVERSION_EXPIRED,
  LeaseLostError,
  openUserJob,
  releaseJob,
} from '../../../services/jobs.ts';
import { currentUser } from '../../../services/users.ts';

/** PostgreSQL's foreign-key violation: the user was deleted while the conversion ran. */
const FOREIGN_KEY_VIOLATION = '23503';

/** POST /api/process-pdf: a signed-in conversion that spends the PDF's pages and stores the result. */
const processPdf: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      preHandler: app.auth.authenticate,
      schema: { response: { 200: ProcessResponse, ...errorResponses } },
    },
    async (request): Promise<ProcessResponse> => {
      const { userId } = sessionOf(request);
      const user = await currentUser(app.db, userId);
      if (!user) throw new HttpError(401, NOT_AUTHENTICATED, 'not_authenticated');
      const upload = await app.uploads.receive(request);
      try {
        const jobId = await openUserJob(app.db, {
          userId,
          addressHash: app.auth.hash(request.ip),
          caps: {
            perAccount: config.jobsInFlightPerAccount,
            perAddress: config.jobsInFlightPerAddress,
          },
          leaseSeconds: app.conversions.leaseSeconds,
        });
        let stored: { documentId: string } | undefined;
        try {
          const end = await convertUpload(app, upload, {
            paid: user.subscription_tier !== 'daily_free',
            // The charge is taken once the pages have loaded and before any text is read.
            onPages: (count) => chargeJob(app.db, jobId, userId, count.chargedPages),
            refusal: () => new HttpError(402, MESSAGES.insufficientPages, 'insufficient_pages'),
          });
          if (!end.ok) throw end.error;
          const { statement, count } = end.converted;
          const documentId = await app.db.transaction(async (tx) => {
            await completeJob(tx, jobId);
            return insertDocument(tx, {
              userId,
              originalFilename: upload.filename,
              fileSize: upload.size,
              pageCount: count.pages,
              statement,
            });
          });
          stored = { documentId };
          return {
            success: true,
            data: statement,
            pages_processed: count.pages,
            pages_used: count.chargedPages,
            document_id: documentId,
            anonymous: false,
          };
        } catch (error) {
          // A failed conversion spends nothing: its pages go back (a no-op if the lease already went).
          if (!stored) await releaseJob(app.db, jobId);
          // The account was deleted while its conversion ran (its job row went with it, or the document's
          // foreign key fails): the session is gone with it.
          const deleted =
            (error as { code?: string }).code === FOREIGN_KEY_VIOLATION ||
            (error instanceof LeaseLostError && !(await currentUser(app.db, userId)));
          if (deleted) throw new HttpError(401, NOT_AUTHENTICATED, 'not_authenticated');
          if (error instanceof LeaseLostError)
            throw new HttpError(503, CONVERSION_EXPIRED, 'expired');
          throw error;
        }
      } finally {
        await upload.dispose();
      }
    },
  );
};

export default processPdf;
