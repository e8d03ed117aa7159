/** Running one uploaded PDF through the conversion pool, and its failures as the API's answers. */
import type { FastifyInstance } from 'fastify';
import type { ExtractError, Statement } from '@statemint/contracts';
import { extractError } from '@statemint/contracts';
import type { PageCount } from '@statemint/extract';
import { HttpError } from '../http-error.ts';
import { PoolBusyError } from '../plugins/app/conversions.ts';
import type { Upload } from '../upload.ts';

export const SERVER_BUSY =
  'The server is busy converting other statements. Please try again in a moment.';
/** Seconds a client is asked to wait when the conversion queue is full. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** The engine's bad-input error as a 4xx: not_pdf is the spec's 400, every other code a 422. */
export function engineError(error: ExtractError): HttpError {
  return new HttpError(error.code === 'not_pdf' ? 400 : 422, error.message, error.code);
}

export type Converted = { statement: Statement; count: PageCount };

/** How a conversion ended, for the caller to settle its lease: converted, or a 4xx/5xx to answer. */
export type ConversionEnd = { ok: true; converted: Converted } | { ok: false; error: HttpError };

/**
 * Converts an upload in the pool. `onPages` decides once the pages have loaded (charging them); a refusal
 * answers `refusal`. Every failure, including the pool's, comes back as an HttpError value, never a throw,
 * so the caller always releases what it took; only an exception of `onPages` itself propagates.
 */
export async function convertUpload(
  app: FastifyInstance,
  upload: Upload,
  options: {
    paid: boolean;
    onPages: (count: PageCount) => Promise<boolean>;
    refusal: () => HttpError;
  },
): Promise<ConversionEnd> {
  let count: PageCount | null = null;
  try {
    const outcome = await app.conversions.run({
      file: upload.file,
      paid: options.paid,
      onPages: async (loaded) => {
        count = loaded;
        return options.onPages(loaded);
      },
    });
    if (outcome.kind === 'refused') return { ok: false, error: options.refusal() };
    if (outcome.kind === 'failed')
      return { ok: false, error: engineError(extractError('too_complex')) };
    if (!outcome.result.ok) return { ok: false, error: engineError(outcome.result.error) };
    // The engine asks before reading text, so a statement always comes with its page count.
    if (count === null) throw new Error('conversion finished without a page count');
    return { ok: true, converted: { statement: outcome.result.statement, count } };
  } catch (error) {
    if (error instanceof PoolBusyError) {
      return {
        ok: false,
        error: new HttpError(503, SERVER_BUSY, 'server_busy', {
          'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
        }),
      };
    }
    throw error;
  }
}
