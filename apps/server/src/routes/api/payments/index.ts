import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  BillingHistory,
  CreatePaymentSessionRequest,
  isPaidPlanId,
  PAYMENT_MESSAGES,
  PaymentSessionResponse,
  PaymentsConfigResponse,
  PaymentStatusResponse,
  PortalResponse,
  SubscriptionResponse,
  formatCents,
  rule,
  type User,
} from '@statemint/contracts';
import { HttpError } from '../../../http-error.ts';
import { errorResponses, NoContent } from '../../../http-schemas.ts';
import { NOT_AUTHENTICATED, sessionOf } from '../../../plugins/app/auth.ts';
import {
  activateCheckout,
  billingHistory,
  expireSession,
  findSession,
  insertSession,
  iso,
  markCancelled,
  subscriptionOf,
  type PaymentSession,
} from '../../../services/payments/store.ts';
import { take } from '../../../services/rate-limits.ts';
import { currentUser } from '../../../services/users.ts';

/** Longest session id accepted: Stripe's are about 70 characters. */
const MAX_SESSION_ID_LENGTH = 255;
const ONE_HOUR_SECONDS = 3600;
/** Seconds a client is asked to wait when the payment provider failed. */
const PROVIDER_RETRY_AFTER_SECONDS = 5;

const StatusParams = z.object({
  session_id: z.string().check(
    rule<string>((v) => v.length <= MAX_SESSION_ID_LENGTH, PAYMENT_MESSAGES.sessionNotFound, {
      code: 'not_found',
      status: 404,
    }),
  ),
});

function providerFailed(): HttpError {
  return new HttpError(503, PAYMENT_MESSAGES.providerFailed, 'provider_unavailable', {
    'retry-after': String(PROVIDER_RETRY_AFTER_SECONDS),
  });
}

/** The payment calls of spec section 7, plus the subscription, cancellation and billing history. */
const payments: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { provider, config } = app.payments;

  /** Runs a provider call; its failure is a 503 with a clear detail, logged with the cause. */
  async function atProvider<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      request.log.error({ err: error }, 'payment provider call failed');
      throw providerFailed();
    }
  }

  async function me(request: FastifyRequest): Promise<User> {
    const found = await currentUser(app.db, sessionOf(request).userId);
    if (!found) throw new HttpError(401, NOT_AUTHENTICATED, 'not_authenticated');
    return found;
  }

  app.get(
    '/config',
    { schema: { response: { 200: PaymentsConfigResponse, ...errorResponses } } },
    async () => ({ provider: provider.name, sales_email: config.salesEmail }),
  );

  await app.register(async (signedIn) => {
    const api = signedIn.withTypeProvider<ZodTypeProvider>();
    // Before validation, so a request without a session is 401 whatever its body.
    api.addHook('onRequest', app.auth.authenticate);

    api.post(
      '/create-session',
      {
        schema: {
          body: CreatePaymentSessionRequest,
          response: { 200: PaymentSessionResponse, ...errorResponses },
        },
      },
      async (request) => {
        const { package_id: planId, billing_interval: interval } = request.body;
        if (!isPaidPlanId(planId)) throw new HttpError(400, PAYMENT_MESSAGES.invalidPackage);
        const user = await me(request);
        await take(app.db, {
          key: `payment-session:${user.id}`,
          limit: config.sessionsPerHour,
          windowSeconds: ONE_HOUR_SECONDS,
          detail: PAYMENT_MESSAGES.tooManySessions,
        });
        const customer = await app.db.query<{ provider_customer_id: string | null }>(
          `SELECT provider_customer_id FROM users WHERE id = $1 AND payment_provider = $2`,
          [user.id, provider.name],
        );
        const created = await atProvider(request, () =>
          provider.createCheckout({
            userId: user.id,
            email: user.email,
            planId,
            interval,
            customerId: customer[0]?.provider_customer_id ?? null,
            origin: app.payments.origin(request),
          }),
        );
        await insertSession(app.db, {
          id: created.id,
          provider: provider.name,
          userId: user.id,
          planId,
          interval,
          expiresAt: created.expiresAt,
        });
        return { checkout_url: created.url };
      },
    );

    /** Brings an open session up to date: the provider's word (Stripe), or its expiry (test checkout). */
    async function refresh(request: FastifyRequest, session: PaymentSession): Promise<void> {
      if (session.status !== 'open') return;
      if (session.provider !== provider.name || provider.name === 'test') {
        if (session.lapsed) await expireSession(app.db, session.id);
        return;
      }
      const state = await atProvider(request, () => provider.checkoutState(session.id));
      if (state?.status === 'expired') await expireSession(app.db, session.id);
      if (state?.status === 'complete') {
        const activation = await app.db.transaction((tx) =>
          activateCheckout(tx, session.id, state.paid, { onlyIfOpen: false }),
        );
        await app.payments.afterActivation(activation, request.log);
      }
    }

    api.get(
      '/status/:session_id',
      {
        schema: {
          params: StatusParams,
          response: { 200: PaymentStatusResponse, ...errorResponses },
        },
      },
      async (request) => {
        const { userId } = sessionOf(request);
        const found = await findSession(app.db, request.params.session_id);
        // Another user's session answers exactly like a missing one.
        if (found?.userId !== userId) {
          throw new HttpError(404, PAYMENT_MESSAGES.sessionNotFound, 'not_found');
        }
        await refresh(request, found);
        const session = (await findSession(app.db, found.id)) ?? found;
        return { payment_status: session.paymentStatus, status: session.status };
      },
    );

    api.get(
      '/subscription',
      { schema: { response: { 200: SubscriptionResponse, ...errorResponses } } },
      async (request) => {
        const user = await me(request);
        const row = await subscriptionOf(app.db, user.id);
        if (!row) throw new HttpError(401, NOT_AUTHENTICATED, 'not_authenticated');
        const running = row.billing_interval !== null && row.subscription_tier !== 'daily_free';
        return {
          subscription_tier: row.subscription_tier,
          billing_interval: row.billing_interval,
          next_reset_at: iso(row.next_reset_at),
          next_billing_at: iso(row.next_billing_at),
          cancel_at_period_end: row.cancel_at_period_end,
          ends_at: row.cancel_at_period_end ? iso(row.current_period_end) : null,
          can_cancel: running && !row.cancel_at_period_end,
          provider: row.payment_provider,
          has_portal: provider.name === 'stripe' && row.provider_customer_id !== null,
        };
      },
    );

    api.post(
      '/cancel',
      { schema: { response: { 204: NoContent, ...errorResponses } } },
      async (request, reply) => {
        const user = await me(request);
        const row = await subscriptionOf(app.db, user.id);
        if (!row || row.billing_interval === null || row.cancel_at_period_end) {
          throw new HttpError(400, PAYMENT_MESSAGES.noSubscription, 'no_subscription');
        }
        const atStripe = row.payment_provider === 'stripe' && provider.name === 'stripe';
        const endsAt = atStripe
          ? await atProvider(request, () =>
              provider.cancelAtPeriodEnd(row.provider_subscription_id),
            )
          : null;
        if (!(await markCancelled(app.db, user.id, endsAt))) {
          throw new HttpError(400, PAYMENT_MESSAGES.noSubscription, 'no_subscription');
        }
        return reply.code(204).send();
      },
    );

    api.get(
      '/history',
      { schema: { response: { 200: BillingHistory, ...errorResponses } } },
      async (request) => {
        const user = await me(request);
        const rows = await billingHistory(app.db, user.id);
        return rows.map((row) => ({
          paid_at: iso(row.paid_at),
          plan_id: row.plan_id,
          billing_interval: row.billing_interval,
          amount: formatCents(row.amount_cents),
          currency: row.currency,
        }));
      },
    );

    api.post(
      '/portal',
      { schema: { response: { 200: PortalResponse, ...errorResponses } } },
      async (request) => {
        const user = await me(request);
        const row = await subscriptionOf(app.db, user.id);
        if (provider.name !== 'stripe' || !row?.provider_customer_id) {
          throw new HttpError(400, PAYMENT_MESSAGES.noPortal, 'no_portal');
        }
        const customerId = row.provider_customer_id;
        const url = await atProvider(request, () =>
          provider.portalUrl(customerId, `${app.payments.origin(request)}/settings`),
        );
        if (!url) throw new HttpError(400, PAYMENT_MESSAGES.noPortal, 'no_portal');
        return { url };
      },
    );
  });
};

export default payments;
