import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANONYMOUS_CONVERSIONS_LIMIT,
  AnonymousCheckRequest,
  AnonymousCheckResponse,
  FINGERPRINT_TOO_LONG,
  MAX_FINGERPRINT_LENGTH,
  MESSAGES,
  ProcessResponse,
} from '@statemint/contracts';
import type { Config } from '../../../config.ts';
import type { Queryable } from '../../../db/db.ts';
import { HttpError } from '../../../http-error.ts';
import { errorResponses } from '../../../http-schemas.ts';
import { convertUpload } from '../../../services/conversion.ts';
import {
  completeJob,
  CONVERSION_EXPIRED,
  LeaseLostError,
  openAnonymousJob,
  releaseJob,
} from '../../../services/jobs.ts';
import { storeAnonymousResult } from '../../../services/anonymous-results.ts';
import { hit, peek } from '../../../services/rate-limits.ts';
import { newToken } from '../../../crypto.ts';

export const MISSING_FINGERPRINT = 'Missing browser fingerprint (X-Browser-Fingerprint header).';
export const ADDRESS_CAP_REACHED = MESSAGES.anonymousAddressCap;
const DAY_SECONDS = 24 * 3600;

/** The rate-limit key of an address's daily cap of free conversions. */
const addressKey = (addressHash: string) => `anonymous:addr:${addressHash}`;

function checkFingerprint(value: string, missing: string): string {
  const fingerprint = value.trim();
  if (fingerprint === '') throw new HttpError(400, missing, 'missing_fingerprint');
  if (fingerprint.length > MAX_FINGERPRINT_LENGTH)
    throw new HttpError(400, FINGERPRINT_TOO_LONG, 'invalid_fingerprint');
  return fingerprint;
}

async function conversionsUsed(db: Queryable, fingerprintHash: string): Promise<number> {
  const rows = await db.query<{ used: number }>(
    `SELECT count(*)::integer AS used FROM anonymous_conversions WHERE fingerprint_hash = $1 AND status = 'completed'`,
    [fingerprintHash],
  );
  return rows[0]?.used ?? 0;
}

const anonymous: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const limitReached = () => new HttpError(403, MESSAGES.anonymousLimit, 'anonymous_limit');

  app.withTypeProvider<ZodTypeProvider>().post(
    '/check',
    {
      schema: {
        body: AnonymousCheckRequest,
        response: { 200: AnonymousCheckResponse, ...errorResponses },
      },
    },
    async (request) => {
      const used = await conversionsUsed(app.db, app.auth.hash(request.body.browser_fingerprint));
      const address = await peek(app.db, addressKey(app.auth.hash(request.ip)), DAY_SECONDS);
      const limit = config.anonymousDailyLimitPerAddress;
      // Units taken by conversions in flight count too, so this never promises one the server then refuses.
      const addressUsed = Math.min(address.count, limit);
      const refusal =
        used >= ANONYMOUS_CONVERSIONS_LIMIT
          ? ('conversion_used' as const)
          : addressUsed >= limit
            ? ('address_cap' as const)
            : null;
      return {
        can_convert: refusal === null,
        conversions_used: used,
        conversions_limit: ANONYMOUS_CONVERSIONS_LIMIT,
        address_conversions_used: addressUsed,
        address_conversions_limit: limit,
        address_resets_at: address.windowEnd,
        refusal,
      };
    },
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/convert',
      { schema: { response: { 200: ProcessResponse, ...errorResponses } } },
      async (request): Promise<ProcessResponse> => {
        const header = request.headers['x-browser-fingerprint'];
        const fingerprint = checkFingerprint(
          typeof header === 'string' ? header : '',
          MISSING_FINGERPRINT,
        );
        const fingerprintHash = app.auth.hash(fingerprint);
        if ((await conversionsUsed(app.db, fingerprintHash)) >= ANONYMOUS_CONVERSIONS_LIMIT)
          throw limitReached();
        const upload = await app.uploads.receive(request);
        try {
          const addressHash = app.auth.hash(request.ip);
          const jobId = await openAnonymousJob(app.db, {
            addressHash,
            fingerprintHash,
            caps: {
              perAccount: config.jobsInFlightPerAccount,
              perAddress: config.jobsInFlightPerAddress,
            },
            leaseSeconds: app.conversions.leaseSeconds,
            addressCap: {
              key: addressKey(addressHash),
              limit: config.anonymousDailyLimitPerAddress,
              windowSeconds: DAY_SECONDS,
              detail: ADDRESS_CAP_REACHED,
            },
            claimRefused: limitReached,
          });
          let completed = false;
          try {
            const end = await convertUpload(app, upload, {
              paid: false,
              onPages: async () => true,
              refusal: limitReached,
            });
            if (!end.ok) throw end.error;
            const { statement, count } = end.converted;
            const claimToken = newToken();
            await app.db.transaction(async (tx) => {
              await completeJob(tx, jobId);
              await tx.query(
                `UPDATE anonymous_conversions SET status = 'completed', pages = $2, lease_expires_at = NULL,
               updated_at = now() WHERE fingerprint_hash = $1`,
                [fingerprintHash, count.pages],
              );
              await storeAnonymousResult(tx, {
                tokenHash: app.auth.hash(claimToken),
                originalFilename: upload.filename,
                fileSize: upload.size,
                pageCount: count.pages,
                statement,
              });
            });
            completed = true;
            // Anonymous conversions store no document: the result waits a day for a claim, then goes.
            return {
              success: true,
              data: statement,
              pages_processed: count.pages,
              pages_used: count.chargedPages,
              anonymous: true,
              claim_token: claimToken,
            };
          } catch (error) {
            if (!completed) {
              // A failed conversion gives back the fingerprint's claim; the address's daily unit too, unless the
              // address has already failed more than its free share today (retrying hostile files is not free).
              const failures = await hit(app.db, `anonymous:fail:${addressHash}`, DAY_SECONDS);
              await releaseJob(app.db, jobId, {
                keepAddressUnit: failures.count > config.anonymousFreeFailuresPerAddress,
              });
            }
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

export default anonymous;
