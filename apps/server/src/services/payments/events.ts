import type Stripe from 'stripe';
import type { Queryable } from '../../db/db.ts';
import { applyDueReset } from '../users.ts';
import { subscriptionPeriodEnd } from './stripe-provider.ts';
import {
  activateCheckout,
  expireSession,
  findSession,
  recordEvent,
  type Activation,
} from './store.ts';

type Tx = { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> };

export type EventOutcome = {
  /** False when this event id was applied before: nothing changed this time. */
  applied: boolean;
  activation: Activation | null;
};

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The subscription an invoice bills (Stripe moved it under `parent` in 2025). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The end of the period an invoice paid for: its subscription line's period end. */
function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = invoice.lines.data.map((line) => line.period.end);
  return ends.length === 0 ? null : new Date(Math.max(...ends) * 1000);
}

async function userOfSubscription(
  tx: Queryable,
  subscriptionId: string | null,
): Promise<string | null> {
  if (!subscriptionId) return null;
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM users WHERE provider_subscription_id = $1 FOR UPDATE',
    [subscriptionId],
  );
  return rows[0]?.id ?? null;
}

/**
 * Applies one verified Stripe event in one transaction, at most once per event id: completed checkouts
 * activate, `invoice.paid` moves the paid-through date and refills the pages when a billing date has
 * passed, subscription updates carry cancel-at-period-end, a deleted subscription returns the account to
 * daily_free, and failed payments are recorded (Stripe retries them and deletes the subscription when it
 * gives up). Every event is kept in payment_events, whether it changed anything or not.
 */
export async function applyStripeEvent(db: Tx, event: Stripe.Event): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const object = event.data.object as { id?: string; object?: string };
    const sessionId = object.object === 'checkout.session' ? (object.id ?? null) : null;
    let userId: string | null = sessionId
      ? ((await findSession(tx, sessionId))?.userId ?? null)
      : null;
    let apply: (() => Promise<Activation | null | void>) | null = null;

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        if (session.payment_status !== 'paid') break;
        apply = () =>
          activateCheckout(
            tx,
            session.id,
            {
              customerId: idOf(session.customer),
              subscriptionId: idOf(session.subscription),
              periodEnd: null,
            },
            { onlyIfOpen: false },
          );
        break;
      }
      case 'checkout.session.expired': {
        const session = event.data.object;
        apply = () => expireSession(tx, session.id);
        break;
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        userId = await userOfSubscription(tx, invoiceSubscription(invoice));
        const periodEnd = invoicePeriodEnd(invoice);
        apply = async () => {
          if (!userId || !periodEnd) return;
          await tx.query(
            `UPDATE users SET current_period_end = GREATEST(current_period_end, $2::timestamptz),
               updated_at = now() WHERE id = $1`,
            [userId, periodEnd.toISOString()],
          );
          await applyDueReset(tx, userId);
        };
        break;
      }
      case 'customer.subscription.updated': {
        const subscription = event.data.object;
        userId = await userOfSubscription(tx, subscription.id);
        const periodEnd = subscriptionPeriodEnd(subscription);
        apply = async () => {
          if (!userId) return;
          await tx.query(
            `UPDATE users SET cancel_at_period_end = $2,
               current_period_end = COALESCE($3::timestamptz, current_period_end), updated_at = now()
             WHERE id = $1`,
            [userId, subscription.cancel_at_period_end, periodEnd?.toISOString() ?? null],
          );
        };
        break;
      }
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        userId = await userOfSubscription(tx, subscription.id);
        apply = async () => {
          if (!userId) return;
          // Stripe deletes a subscription cancelled at period end when that period is over.
          await tx.query(
            `UPDATE users SET current_period_end = LEAST(current_period_end, now()),
               cancel_at_period_end = true, updated_at = now() WHERE id = $1`,
            [userId],
          );
          await applyDueReset(tx, userId);
        };
        break;
      }
      case 'invoice.payment_failed': {
        userId = await userOfSubscription(tx, invoiceSubscription(event.data.object));
        break;
      }
      default:
        break;
    }

    const fresh = await recordEvent(tx, {
      id: event.id,
      provider: 'stripe',
      type: event.type,
      sessionId,
      userId,
      payload: event,
    });
    if (!fresh) return { applied: false, activation: null };
    const activation = (apply && (await apply())) || null;
    return { applied: true, activation };
  });
}
