import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every answer. The app is only same-origin files: no inline or eval
 * script, no inline style (sonner's stylesheet is bundled at build time instead of injected), no frames.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

/** Nothing in the app needs the referrer, and a statement's URL is nobody else's business. */
export const REFERRER_POLICY = 'no-referrer';

/**
 * One year, the usual HSTS lifetime. Sub-domains are left alone: they may be other services (a blog)
 * that this server cannot vouch for.
 */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * Security headers on every answer, the API's JSON included (issue 7 item 10). HSTS is only sent on a
 * request that arrived over HTTPS, as Fastify sees it: behind a proxy only when TRUST_PROXY trusts it.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: REFERRER_POLICY },
      // Set below, only over HTTPS: a plain-HTTP answer cannot vouch for HTTPS.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS_VALUE);
    });
  },
  { name: 'security-headers' },
);
