import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { RuleParams } from '@statemint/contracts';
import { HttpError } from '../../http-error.ts';

type FastifyLikeError = Error & { statusCode?: number; code?: string; validation?: unknown };

/** Fastify's own 4xx codes mapped to a clear `detail`. */
const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data.',
};

/** Error code of a request that breaks its contract, by the part that broke it. */
const VALIDATION_CODES: Record<string, string> = {
  body: 'invalid_body',
  querystring: 'invalid_query',
  params: 'invalid_params',
  headers: 'invalid_headers',
};

/** The rule's own code and status, when a contract refinement gives them. */
function ruleParams(params: Record<string, unknown>): Partial<RuleParams> {
  const own = params.params;
  if (typeof own !== 'object' || own === null) return {};
  const { code, status } = own as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    status: typeof status === 'number' ? status : undefined,
  };
}

export const SERVICE_UNAVAILABLE =
  'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait while the database is unreachable. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors and PostgreSQL's connection-class SQLSTATEs: the database is gone, not the request wrong. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const CONNECTION_ERROR_TEXT =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed/i;

/** True when `error` says the database could not be reached, rather than that a query was wrong. */
export function isDatabaseUnavailable(error: { code?: string; message?: string }): boolean {
  const code = error.code ?? '';
  // Class 08: connection exceptions.
  if (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08')) return true;
  return CONNECTION_ERROR_TEXT.test(error.message ?? '');
}

/** Every error becomes `{detail, code?}`; 4xx say what was wrong, 5xx leak nothing internal. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyLikeError, request, reply) => {
      if (error instanceof HttpError) {
        void reply
          .code(error.statusCode)
          .headers(error.headers)
          .send(error.code ? { detail: error.detail, code: error.code } : { detail: error.detail });
        return;
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // The contracts order their rules (the spec's signup order first): the first broken one answers.
        const [first] = error.validation;
        const rule = first ? ruleParams(first.params) : {};
        void reply.code(rule.status ?? 400).send({
          detail: first?.message ?? 'Invalid request.',
          code:
            rule.code ?? VALIDATION_CODES[error.validationContext ?? 'body'] ?? 'invalid_request',
        });
        return;
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const detail =
          (error.code && FRAMEWORK_DETAILS[error.code]) ??
          (error.validation ? `Invalid request: ${error.message}` : error.message);
        void reply.code(status).send({ detail });
        return;
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        void reply
          .code(503)
          .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
          .send({ detail: SERVICE_UNAVAILABLE, code: 'unavailable' });
        return;
      }
      request.log.error({ err: error }, 'request failed');
      void reply.code(500).send({ detail: 'Internal server error' });
    });
  },
  { name: 'errors' },
);
