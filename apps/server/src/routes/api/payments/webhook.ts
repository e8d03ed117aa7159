import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import * as z from 'zod/mini';
import { errorResponses } from '../../../http-schemas.ts';
import { HttpError } from '../../../http-error.ts';
import { applyStripeEvent } from '../../../services/payments/events.ts';

/** Largest webhook body accepted; Stripe's events are a few KB. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;
export const INVALID_SIGNATURE = 'Invalid webhook signature';

const WebhookAnswer = z.object({ received: z.boolean(), duplicate: z.boolean() });

/**
 * Stripe's webhook (POST /api/payments/webhook): the raw body is verified against Stripe-Signature with
 * STRIPE_WEBHOOK_SECRET before anything is read, then applied once per event id (services/payments/events.ts).
 */
const webhook: FastifyPluginAsync<{ secret: string }> = async (app, { secret }) => {
  // The signature covers the exact bytes: this route keeps the body raw.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/webhook',
    { schema: { response: { 200: WebhookAnswer, ...errorResponses } } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new HttpError(400, INVALID_SIGNATURE, 'invalid_signature');
      }
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new HttpError(400, INVALID_SIGNATURE, 'invalid_signature');
      }
      const outcome = await applyStripeEvent(app.db, event);
      request.log.info(
        { event: event.id, type: event.type, applied: outcome.applied },
        'stripe webhook',
      );
      await app.payments.afterActivation(outcome.activation, request.log);
      return { received: true, duplicate: !outcome.applied };
    },
  );
};

export default webhook;
