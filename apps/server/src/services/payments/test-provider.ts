import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

/** Random bytes of a test checkout id: the id is the page's only key, like a Stripe checkout URL. */
const SESSION_ID_BYTES = 24;

/** Path of the built-in checkout page of a session. */
export function testCheckoutPath(sessionId: string): string {
  return `/api/payments/test-checkout/${encodeURIComponent(sessionId)}`;
}

/**
 * The embedded default: a TEST MODE checkout page served by this server (routes/api/payments/test-checkout.ts).
 * Its Pay button goes through the same activation as a Stripe webhook; there are no renewals to collect.
 */
export function testProvider(ttlSeconds: number): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(input) {
      const id = `test_cs_${randomBytes(SESSION_ID_BYTES).toString('base64url')}`;
      return {
        id,
        url: `${input.origin}${testCheckoutPath(id)}`,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      };
    },
    checkoutState: async () => null,
    cancelAtPeriodEnd: async () => null,
    cancelNow: async () => {},
    portalUrl: async () => null,
  };
}
