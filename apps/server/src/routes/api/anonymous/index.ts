import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANONYMOUS_CONVERSIONS_LIMIT,
  AnonymousCheckRequest,
  AnonymousCheckResponse,
  FINGERPRINT_TOO_LONG,
  MAX_FINGERPRINT_LENGTH,
  MESSAGES,
  type ProcessResponse,
} from '@statemint/contracts';
import type { Config } from '../../../config.ts';
import type { Queryable } from '../../../db/db.ts';
import { HttpError } from '../../../http-error.ts';
import { errorResponses } from '../../../http-schemas.ts';
import { countPages, extract } from '../../../services/conversion.ts';
import { take, unhit } from '../../../services/rate-limits.ts';
import { readPdfUpload } from '../../../upload.ts';

export const MISSING_FINGERPRINT = 'Missing browser fingerprint (X-Browser-Fingerprint header).';
export const ADDRESS_CAP_REACHED =
  'Too many free conversions from your network today. Please sign up for unlimited conversions.';
/** A conversion still 'pending' after this long died with its process; its fingerprint may try again. */
const STALE_PENDING_SECONDS = 15 * 60;
const DAY_SECONDS = 24 * 3600;

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

/** Claims the fingerprint's one conversion atomically: of concurrent claims, exactly one gets the row. */
async function claim(db: Queryable, fingerprintHash: string): Promise<boolean> {
  const rows = await db.query<{ fingerprint_hash: string }>(
    `INSERT INTO anonymous_conversions AS a (fingerprint_hash, status) VALUES ($1, 'pending')
     ON CONFLICT (fingerprint_hash) DO UPDATE SET updated_at = now()
       WHERE a.status = 'pending' AND a.updated_at < now() - $2::integer * interval '1 second'
     RETURNING a.fingerprint_hash`,
    [fingerprintHash, STALE_PENDING_SECONDS],
  );
  return rows.length === 1;
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
      return {
        can_convert: used < ANONYMOUS_CONVERSIONS_LIMIT,
        conversions_used: used,
        conversions_limit: ANONYMOUS_CONVERSIONS_LIMIT,
      };
    },
  );

  app.post('/convert', async (request): Promise<ProcessResponse> => {
    const header = request.headers['x-browser-fingerprint'];
    const fingerprint = checkFingerprint(
      typeof header === 'string' ? header : '',
      MISSING_FINGERPRINT,
    );
    const fingerprintHash = app.auth.hash(fingerprint);
    if ((await conversionsUsed(app.db, fingerprintHash)) >= ANONYMOUS_CONVERSIONS_LIMIT)
      throw limitReached();
    const upload = await readPdfUpload(request);
    if (!(await claim(app.db, fingerprintHash))) throw limitReached();
    const release = () =>
      app.db.query(
        `DELETE FROM anonymous_conversions WHERE fingerprint_hash = $1 AND status = 'pending'`,
        [fingerprintHash],
      );
    const addressKey = `anonymous:addr:${app.auth.hash(request.ip)}`;
    let addressHit;
    try {
      addressHit = await take(app.db, {
        key: addressKey,
        limit: config.anonymousDailyLimitPerAddress,
        windowSeconds: DAY_SECONDS,
        detail: ADDRESS_CAP_REACHED,
      });
    } catch (error) {
      await release();
      throw error;
    }
    try {
      const pages = await countPages(app, upload.bytes);
      const outcome = await extract(app, upload.bytes);
      if (!outcome.ok) throw outcome.error;
      await app.db.query(
        `UPDATE anonymous_conversions SET status = 'completed', pages = $2, updated_at = now() WHERE fingerprint_hash = $1`,
        [fingerprintHash, pages],
      );
      // Anonymous conversions store no document.
      return {
        success: true,
        data: outcome.statement,
        pages_processed: pages,
        pages_used: pages,
        anonymous: true,
      };
    } catch (error) {
      // A failed conversion uses neither the fingerprint's conversion nor the address's cap.
      await release();
      await unhit(app.db, addressKey, addressHit.windowStart);
      throw error;
    }
  });
};

export default anonymous;
