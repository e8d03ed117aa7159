import * as z from 'zod/mini';
import { ErrorResponse } from '@statemint/contracts';

/** Every error answer of a route: `{detail, code?}` (plugins/app/errors.ts). */
export const errorResponses = { '4xx': ErrorResponse, '5xx': ErrorResponse } as const;

/** A 204 answer: no body. */
export const NoContent = z.undefined();

/** A file answer (CSV text or XLSX bytes): Fastify sends strings and buffers as they are. */
export const FileBody = z.custom<string | Uint8Array>(
  (value) => typeof value === 'string' || value instanceof Uint8Array,
);
