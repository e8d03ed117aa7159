import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config, PaymentsConfig } from '../../config.ts';
import type { PaymentProvider } from '../../services/payments/provider.ts';
import type { Activation } from '../../services/payments/store.ts';
import { stripeProvider } from '../../services/payments/stripe-provider.ts';
import { testProvider } from '../../services/payments/test-provider.ts';
import { requestOrigin } from './same-origin.ts';

export type Payments = {
  provider: PaymentProvider;
  config: PaymentsConfig;
  /**
   * The app's origin for return addresses: PUBLIC_BASE_URL, else the one the client reached (behind a
   * proxy only when TRUST_PROXY trusts it).
   */
  origin(request: FastifyRequest): string;
  /** After a committed activation: cancels the subscription it replaced at the provider (best effort). */
  afterActivation(activation: Activation | null, log: FastifyBaseLogger): Promise<void>;
  /** Before an account is deleted: ends its subscription at the provider, so it is never charged again. */
  endSubscriptionOf(userId: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in TEST MODE checkout. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const settings = config.payments;
    const provider = settings.stripeSecretKey
      ? stripeProvider(settings)
      : testProvider(settings.testCheckoutTtlSeconds);
    app.log.info({ provider: provider.name }, 'payments provider');
    app.decorate('payments', {
      provider,
      config: settings,
      origin: (request) => config.publicBaseUrl ?? requestOrigin(request),
      async afterActivation(activation, log) {
        const replaced = activation?.replacedSubscriptionId;
        if (!replaced) return;
        try {
          await provider.cancelNow(replaced);
        } catch (error) {
          // The new plan is active either way; an operator can cancel the old one by hand.
          log.error(
            { err: error, subscription: replaced },
            'could not cancel a replaced subscription',
          );
        }
      },
      async endSubscriptionOf(userId) {
        const rows = await app.db.query<{ provider_subscription_id: string }>(
          `SELECT provider_subscription_id FROM users
           WHERE id = $1 AND payment_provider = $2 AND provider_subscription_id IS NOT NULL`,
          [userId, provider.name],
        );
        const subscription = rows[0]?.provider_subscription_id;
        if (subscription) await provider.cancelNow(subscription);
      },
    } satisfies Payments);
  },
  { name: 'payments', dependencies: ['db'] },
);
