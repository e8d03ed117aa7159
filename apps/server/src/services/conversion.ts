import type { FastifyInstance } from 'fastify';
import type { ExtractError, Statement } from '@statemint/contracts';
import { HttpError } from '../http-error.ts';
import { ServerBusyError } from '../plugins/app/worker-pool.ts';

export const SERVER_BUSY =
  'The server is busy converting other statements. Please try again in a moment.';
/** Seconds a client is asked to wait when the conversion queue is full. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** The engine's bad-input error as a 4xx: not_pdf is the spec's 400, every other code a 422. */
export function engineError(error: ExtractError): HttpError {
  return new HttpError(error.code === 'not_pdf' ? 400 : 422, error.message, error.code);
}

async function busyAware<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await job();
  } catch (error) {
    if (error instanceof ServerBusyError) {
      throw new HttpError(503, SERVER_BUSY, 'server_busy', {
        'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
      });
    }
    throw error;
  }
}

/** The PDF's real page count, from the worker pool. */
export async function countPages(app: FastifyInstance, bytes: Uint8Array): Promise<number> {
  const { result } = await busyAware(() => app.extractor.inspect(bytes));
  if (!result.ok) throw engineError(result.error);
  return result.pages;
}

/** The extracted Statement, or the engine's error as a value (the caller refunds before throwing it). */
export async function extract(
  app: FastifyInstance,
  bytes: Uint8Array,
): Promise<{ ok: true; statement: Statement } | { ok: false; error: HttpError }> {
  try {
    const { result } = await busyAware(() => app.extractor.extract(bytes));
    return result.ok ? result : { ok: false, error: engineError(result.error) };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, error };
    throw error;
  }
}
