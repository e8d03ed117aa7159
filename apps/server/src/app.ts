import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyPluginAsync,
  type FastifyHttpOptions,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Config, TrustProxy } from './config.ts';
import type { Db } from './db/db.ts';
import auth from './plugins/app/auth.ts';
import errors from './plugins/app/errors.ts';
import conversions from './plugins/app/conversions.ts';
import mailer from './plugins/app/mailer.ts';
import payments from './plugins/app/payments.ts';
import compress from './plugins/external/compress.ts';
import db from './plugins/external/db.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import staticFiles from './plugins/external/static.ts';
import anonymousRoutes from './routes/api/anonymous/index.ts';
import accountSecurityRoutes from './routes/api/auth/account-security.ts';
import authRoutes from './routes/api/auth/index.ts';
import documentExportRoutes from './routes/api/documents/export.ts';
import documentRoutes from './routes/api/documents/index.ts';
import healthRoutes from './routes/api/health/index.ts';
import oauthRoutes from './routes/api/oauth/index.ts';
import paymentRoutes from './routes/api/payments/index.ts';
import testCheckoutRoutes from './routes/api/payments/test-checkout.ts';
import stripeWebhookRoutes from './routes/api/payments/webhook.ts';
import processPdfRoutes from './routes/api/process-pdf/index.ts';
import userRoutes from './routes/api/user/index.ts';
import userPreferencesRoutes from './routes/api/user/preferences.ts';
import uploads from './upload.ts';

/** How often Node looks for requests that have run past REQUEST_TIMEOUT_MS. */
const CONNECTIONS_CHECK_INTERVAL_MS = 5000;

// The contracts give every request rule its own message; English defaults cover anything else in logs.
z.config(z.locales.en());

/** Largest JSON body; every JSON call of the API is a few fields. */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export type AppOptions = {
  config: Config;
  /** Tests: an in-memory PGlite instead of one in DATA_DIR. */
  pgliteInMemory?: boolean;
  /** Tests: a database already open, used instead of opening one (the app migrates it and closes it). */
  database?: Db;
  /** Tests and the bench can leave the web app out. */
  serveWeb?: boolean;
};

/** A hop count trusts that many proxies in front of the server; Fastify takes it as a function. */
function fastifyTrustProxy(value: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

export const REQUEST_TIMED_OUT = 'The request took too long to arrive. Please try again.';
export const BAD_REQUEST = 'The request could not be read.';

/** A socket-level failure (a request over its time, a malformed request line) answered in the API's `{detail}` form. */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const body = JSON.stringify({ detail: timedOut ? REQUEST_TIMED_OUT : BAD_REQUEST });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${timedOut ? '408 Request Timeout' : '400 Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A URL for the log with the value of any `token` query parameter (a reset link's) blanked. */
export function redactQueryToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's own request fields for the log, but the URL without a reset link's token. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactQueryToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's own options: pino logging with a request id on every line and secrets redacted. */
export function serverOptions(config: Config): FastifyHttpOptions<Server> {
  return {
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-browser-fingerprint"]',
          'res.headers["set-cookie"]',
          '*.password',
          '*.confirm_password',
          '*.current_password',
          '*.new_password',
          '*.access_token',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: { req: requestForLog },
    },
    genReqId: () => randomUUID(),
    clientErrorHandler,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Opening PGlite and the first worker can take seconds on a busy machine.
    pluginTimeout: 120_000,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Fastify 5 closes idle keep-alive connections on close and lets running requests finish.
    forceCloseConnections: 'idle',
    // A whole request, upload included, must arrive within this; a client trickling bytes is cut off.
    requestTimeout: config.requestTimeoutMs,
    http: {
      // Node enforces requestTimeout only when it is given to createServer: Fastify's own setting of it on
      // the built server is ignored by Node 24's connection checks, so it goes here too.
      requestTimeout: config.requestTimeoutMs,
      // Node checks for requests over their time only this often (30 s by default).
      connectionsCheckingInterval: Math.min(
        CONNECTIONS_CHECK_INTERVAL_MS,
        Math.ceil(config.requestTimeoutMs / 2),
      ),
    },
  };
}

/** The whole application as one plugin: services first, then the routes under /api. */
export const app: FastifyPluginAsync<AppOptions> = async (fastify, opts) => {
  const { config } = opts;
  // The contracts' zod schemas validate every request and encode every answer (see plugins/app/errors.ts).
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // During shutdown, answers that finish close their keep-alive connection, so close() does not wait for clients.
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
  });
  fastify.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  await fastify.register(errors);
  // Before every route: both act through hooks that apply to the routes registered after them.
  await fastify.register(securityHeaders);
  await fastify.register(compress);
  await fastify.register(db, {
    config,
    pgliteInMemory: opts.pgliteInMemory,
    database: opts.database,
  });
  await fastify.register(cookie);
  await fastify.register(auth, { config });
  await fastify.register(mailer, { config });
  await fastify.register(conversions, { config });
  await fastify.register(payments, { config });
  await fastify.register(uploads, { config });
  await fastify.register(healthRoutes, { prefix: '/api/health' });
  await fastify.register(authRoutes, { prefix: '/api/auth', config });
  await fastify.register(oauthRoutes, { prefix: '/api/auth/oauth', config });
  await fastify.register(accountSecurityRoutes, { prefix: '/api/auth', config });
  await fastify.register(userRoutes, { prefix: '/api/user' });
  await fastify.register(userPreferencesRoutes, { prefix: '/api/user' });
  await fastify.register(anonymousRoutes, { prefix: '/api/anonymous', config });
  await fastify.register(processPdfRoutes, { prefix: '/api/process-pdf', config });
  await fastify.register(documentRoutes, { prefix: '/api/documents' });
  await fastify.register(documentExportRoutes, { prefix: '/api/documents' });
  await fastify.register(paymentRoutes, { prefix: '/api/payments' });
  const { stripeSecretKey, stripeWebhookSecret } = config.payments;
  if (stripeSecretKey && stripeWebhookSecret) {
    await fastify.register(stripeWebhookRoutes, {
      prefix: '/api/payments',
      secret: stripeWebhookSecret,
    });
  } else {
    await fastify.register(testCheckoutRoutes, { prefix: '/api/payments' });
  }
  if (opts.serveWeb === false) {
    fastify.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found' }));
  } else {
    await fastify.register(staticFiles, { config });
  }
};

/** Builds a ready Fastify instance (no port opened). */
export async function buildApp(
  opts: AppOptions,
  fastifyOptions: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const fastify = Fastify({ ...serverOptions(opts.config), ...fastifyOptions });
  // fp: the app's decorators (db, auth, extractor) stay visible on the returned instance.
  await fastify.register(fp(app), opts);
  await fastify.ready();
  return fastify;
}
