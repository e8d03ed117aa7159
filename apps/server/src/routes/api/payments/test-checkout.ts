import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { formatCents, PLANS } from '@statemint/contracts';
import { pricingUrl, successUrl } from '../../../services/payments/provider.ts';
import {
  activateCheckout,
  expireSession,
  findSession,
  recordEvent,
  type PaymentSession,
} from '../../../services/payments/store.ts';
import { testCheckoutPath } from '../../../services/payments/test-provider.ts';

/** The ids this checkout hands out (test-provider.ts); anything else is not found without a lookup. */
const TEST_SESSION_ID = /^test_cs_[A-Za-z0-9_-]{16,64}$/;
const Params = z.object({ id: z.string() });

/** Texts of the TEST MODE page (ours: the spec shows no checkout page). */
export const TEST_CHECKOUT_TEXTS = {
  banner: 'TEST MODE',
  title: 'Statemint checkout',
  note: 'This is the built-in test checkout. No card is needed and no money is taken.',
  pay: 'Pay',
  cancel: 'Cancel',
  paid: 'This checkout is already paid.',
  expired: 'This checkout has expired or was cancelled.',
  notFound: 'Payment session not found',
  back: 'Back to pricing',
} as const;
const T = TEST_CHECKOUT_TEXTS;

const STYLES = `body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0}
.banner{background:#b45309;color:#fff;text-align:center;font-weight:700;letter-spacing:.1em;padding:.6rem}
main{max-width:28rem;margin:3rem auto;background:#fff;border:1px solid #cbd5e1;border-radius:.75rem;padding:2rem}
h1{font-size:1.4rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}
dt{color:#475569}dd{margin:0;font-weight:600}.note{color:#475569;font-size:.9rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}form{flex:1}
button{width:100%;padding:.7rem;border-radius:.5rem;font-size:1rem;font-weight:600;cursor:pointer}
.pay{background:#047857;color:#fff;border:0}.cancel{background:#fff;color:#0f172a;border:1px solid #94a3b8}`;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${T.banner} - ${T.title}</title><link rel="stylesheet" href="/api/payments/test-checkout.css">
</head><body><div class="banner" role="banner">${T.banner}</div><main>${body}</main></body></html>`;
}

function checkoutPage(session: PaymentSession): string {
  const plan = PLANS.find((p) => p.id === session.planId)?.name ?? session.planId;
  const per = session.interval === 'annual' ? 'year' : 'month';
  const action = testCheckoutPath(session.id);
  const details = `<h1>${T.title}</h1><dl><dt>Plan</dt><dd>${escapeHtml(plan)}</dd>
<dt>Billing</dt><dd>${session.interval === 'annual' ? 'Annual' : 'Monthly'}</dd>
<dt>Amount</dt><dd>$${formatCents(session.amountCents)} / ${per}</dd></dl>
<p class="note">${T.note}</p>`;
  if (session.status === 'open' && !session.lapsed) {
    // Plain forms posting to this server: no script, so the app's Content-Security-Policy holds.
    return page(`${details}<div class="actions">
<form method="post" action="${escapeHtml(action)}/pay"><button class="pay" type="submit">${T.pay}</button></form>
<form method="post" action="${escapeHtml(action)}/cancel"><button class="cancel" type="submit">${T.cancel}</button></form>
</div>`);
  }
  const state = session.status === 'complete' ? T.paid : T.expired;
  return page(`${details}<p role="status">${state}</p><p><a href="/pricing">${T.back}</a></p>`);
}

/**
 * The built-in TEST MODE checkout (the embedded default without STRIPE_SECRET_KEY): a page with Pay and
 * Cancel. Pay records a provider event and activates through the same code as Stripe's webhook, then
 * returns to /pricing?session_id=... exactly as Stripe does. The session id is the only key, as with a
 * Stripe checkout URL: long and random, never listed.
 */
const testCheckout: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The forms send an empty urlencoded body; nothing in it is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  async function sessionOrNull(id: string): Promise<PaymentSession | null> {
    if (!TEST_SESSION_ID.test(id)) return null;
    const session = await findSession(app.db, id);
    return session?.provider === 'test' ? session : null;
  }

  app.get('/test-checkout.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(STYLES),
  );

  app.get('/test-checkout/:id', { schema: { params: Params } }, async (request, reply) => {
    const session = await sessionOrNull(request.params.id);
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!session) {
      return reply
        .code(404)
        .send(page(`<h1>${T.notFound}</h1><p><a href="/pricing">${T.back}</a></p>`));
    }
    return reply.send(checkoutPage(session));
  });

  app.post('/test-checkout/:id/pay', { schema: { params: Params } }, async (request, reply) => {
    const session = await sessionOrNull(request.params.id);
    if (!session) return reply.code(404).send({ detail: T.notFound });
    const activation = await app.db.transaction(async (tx) => {
      const done = await activateCheckout(
        tx,
        session.id,
        { customerId: null, subscriptionId: null, periodEnd: null },
        { onlyIfOpen: true },
      );
      // Recorded only when it paid: a second Pay, or one after expiry, is no event.
      if (done) {
        await recordEvent(tx, {
          id: `test_evt_paid_${session.id}`,
          provider: 'test',
          type: 'checkout.session.completed',
          sessionId: session.id,
          userId: session.userId,
          payload: { session_id: session.id, plan_id: session.planId, interval: session.interval },
        });
      }
      return done;
    });
    await app.payments.afterActivation(activation, request.log);
    // A second Pay, or a Pay after expiry, changes nothing and shows the status on the Pricing page.
    return reply.redirect(successUrl(app.payments.origin(request), session.id), 303);
  });

  app.post('/test-checkout/:id/cancel', { schema: { params: Params } }, async (request, reply) => {
    const session = await sessionOrNull(request.params.id);
    if (!session) return reply.code(404).send({ detail: T.notFound });
    if (session.status === 'open') {
      await app.db.transaction(async (tx) => {
        await recordEvent(tx, {
          id: `test_evt_expired_${session.id}`,
          provider: 'test',
          type: 'checkout.session.expired',
          sessionId: session.id,
          userId: session.userId,
          payload: { session_id: session.id },
        });
        await expireSession(tx, session.id);
      });
    }
    return reply.redirect(pricingUrl(app.payments.origin(request)), 303);
  });
};

export default testCheckout;
