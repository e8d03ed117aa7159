import type {
  BillingInterval,
  PaidPlanId,
  PaymentProviderName,
  SubscriptionTier,
} from '@statemint/contracts';
import { planCharge } from '@statemint/contracts';
import type { Queryable } from '../../db/db.ts';

/** A timestamptz as the driver returns it (a Date from pg and PGlite). */
export type Timestamp = Date | string;

/** ISO 8601 in UTC. */
export function iso(value: Timestamp): string;
export function iso(value: Timestamp | null): string | null;
export function iso(value: Timestamp | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** One checkout session as the payments table keeps it. */
export type PaymentSession = {
  id: string;
  provider: PaymentProviderName;
  userId: string | null;
  planId: PaidPlanId;
  interval: BillingInterval;
  amountCents: number;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  /** True when an open session is past its expiry. */
  lapsed: boolean;
};

type SessionRow = {
  id: string;
  provider: PaymentProviderName;
  user_id: string | null;
  plan_id: PaidPlanId;
  billing_interval: BillingInterval;
  amount_cents: number;
  status: PaymentSession['status'];
  payment_status: PaymentSession['paymentStatus'];
  lapsed: boolean;
};

const SESSION_COLUMNS = `id, provider, user_id, plan_id, billing_interval, amount_cents, status,
  payment_status, (status = 'open' AND now() >= expires_at) AS lapsed`;

function toSession(row: SessionRow): PaymentSession {
  return {
    id: row.id,
    provider: row.provider,
    userId: row.user_id,
    planId: row.plan_id,
    interval: row.billing_interval,
    amountCents: row.amount_cents,
    status: row.status,
    paymentStatus: row.payment_status,
    lapsed: row.lapsed,
  };
}

export async function insertSession(
  db: Queryable,
  input: {
    id: string;
    provider: PaymentProviderName;
    userId: string;
    planId: PaidPlanId;
    interval: BillingInterval;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_sessions (id, provider, user_id, plan_id, billing_interval, amount_cents, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      input.id,
      input.provider,
      input.userId,
      input.planId,
      input.interval,
      planCharge(input.planId, input.interval).amountCents,
      input.expiresAt.toISOString(),
    ],
  );
}

export async function findSession(db: Queryable, id: string): Promise<PaymentSession | undefined> {
  const rows = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM payment_sessions WHERE id = $1`,
    [id],
  );
  return rows[0] && toSession(rows[0]);
}

/** Marks an open session expired (cancelled at checkout, or past its time); a paid one stays paid. */
export async function expireSession(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE payment_sessions SET status = 'expired' WHERE id = $1 AND status = 'open'`,
    [id],
  );
}

/**
 * Records a provider event once: true when it is new, false when this event id was already applied, so
 * the caller applies nothing the second time. Run it in the transaction that applies the event.
 */
export async function recordEvent(
  db: Queryable,
  event: {
    id: string;
    provider: PaymentProviderName;
    type: string;
    sessionId: string | null;
    userId: string | null;
    payload: unknown;
  },
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO payment_events (id, provider, type, session_id, user_id, payload)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      event.id,
      event.provider,
      event.type,
      event.sessionId,
      event.userId,
      JSON.stringify(event.payload),
    ],
  );
  return rows.length === 1;
}

/** What the provider knows of a paid checkout. */
export type PaidCheckout = {
  customerId: string | null;
  subscriptionId: string | null;
  /** The provider's end of the first paid period; the next billing date by the anchor when unknown. */
  periodEnd: Date | null;
};

export type Activation = {
  userId: string;
  planId: PaidPlanId;
  /** The subscription this one replaces at the provider, to cancel there once committed. */
  replacedSubscriptionId: string | null;
};

/**
 * The one activation of a paid checkout, for the Stripe webhook, the status check and the test checkout's
 * Pay alike. Run it inside a transaction: the session turns paid only from open (or, for Stripe, from
 * expired, since the money was taken), so paying twice activates once; then the user gets the plan, the
 * full allowance and a billing day fixed at now. Returns null when the session was already paid.
 */
export async function activateCheckout(
  tx: Queryable,
  sessionId: string,
  paid: PaidCheckout,
  options: { onlyIfOpen: boolean },
): Promise<Activation | null> {
  const rows = await tx.query<SessionRow>(
    `UPDATE payment_sessions SET status = 'complete', payment_status = 'paid', completed_at = now(),
       provider_customer_id = $2, provider_subscription_id = $3
     WHERE id = $1 AND status ${options.onlyIfOpen ? `= 'open' AND now() < expires_at` : `<> 'complete'`}
     RETURNING ${SESSION_COLUMNS}`,
    [sessionId, paid.customerId, paid.subscriptionId],
  );
  const row = rows[0];
  if (!row?.user_id) return null;
  const session = toSession(row);
  const charge = planCharge(session.planId, session.interval);
  const before = await tx.query<{ provider_subscription_id: string | null }>(
    'SELECT provider_subscription_id FROM users WHERE id = $1 FOR UPDATE',
    [row.user_id],
  );
  if (!before[0]) return null;
  await tx.query(
    `UPDATE users SET subscription_tier = $2, pages_limit = $3, pages_remaining = $3,
       quota_period_start = now(), billing_anchor = now(), billing_interval = $4,
       current_period_end = COALESCE($5::timestamptz, billing_date(now(), $6::integer)),
       cancel_at_period_end = false, payment_provider = $7,
       provider_customer_id = COALESCE($8, provider_customer_id), provider_subscription_id = $9,
       updated_at = now()
     WHERE id = $1`,
    [
      row.user_id,
      session.planId,
      charge.pages,
      session.interval,
      paid.periodEnd?.toISOString() ?? null,
      charge.months,
      session.provider,
      paid.customerId,
      paid.subscriptionId,
    ],
  );
  const previous = before[0].provider_subscription_id;
  return {
    userId: row.user_id,
    planId: session.planId,
    replacedSubscriptionId: previous !== null && previous !== paid.subscriptionId ? previous : null,
  };
}

/** The next charge of a running subscription: the next billing day a whole interval after the anchor. */
export const NEXT_BILLING_SQL = `billing_date(billing_anchor,
  ((billing_months(billing_anchor, now()) / CASE WHEN billing_interval = 'annual' THEN 12 ELSE 1 END) + 1)
    * CASE WHEN billing_interval = 'annual' THEN 12 ELSE 1 END)`;

export type SubscriptionRow = {
  subscription_tier: SubscriptionTier;
  billing_interval: BillingInterval | null;
  next_reset_at: Timestamp | null;
  next_billing_at: Timestamp | null;
  current_period_end: Timestamp | null;
  cancel_at_period_end: boolean;
  payment_provider: PaymentProviderName | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
};

/** The user's subscription and billing calendar (call after any due reset). */
export async function subscriptionOf(
  db: Queryable,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const rows = await db.query<SubscriptionRow>(
    `SELECT subscription_tier, billing_interval, cancel_at_period_end, payment_provider,
       provider_customer_id, provider_subscription_id,
       current_period_end,
       CASE
         WHEN pages_limit IS NULL THEN NULL
         WHEN subscription_tier = 'daily_free' THEN quota_period_start + interval '24 hours'
         ELSE billing_date(COALESCE(billing_anchor, quota_period_start),
           billing_months(COALESCE(billing_anchor, quota_period_start), now()) + 1)
       END AS next_reset_at,
       CASE
         WHEN billing_anchor IS NULL OR billing_interval IS NULL OR cancel_at_period_end THEN NULL
         WHEN payment_provider = 'stripe' AND current_period_end > now() THEN current_period_end
         ELSE ${NEXT_BILLING_SQL}
       END AS next_billing_at
     FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0];
}

/** Marks the subscription to end at `endsAt` (the period end); false when there is none to cancel. */
export async function markCancelled(
  db: Queryable,
  userId: string,
  endsAt: Date | null,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE users SET cancel_at_period_end = true, updated_at = now(),
       current_period_end = COALESCE($2::timestamptz, ${NEXT_BILLING_SQL})
     WHERE id = $1 AND billing_anchor IS NOT NULL AND billing_interval IS NOT NULL
       AND NOT cancel_at_period_end RETURNING id`,
    [userId, endsAt?.toISOString() ?? null],
  );
  return rows.length === 1;
}

export type HistoryRow = {
  paid_at: Timestamp;
  plan_id: PaidPlanId;
  billing_interval: BillingInterval;
  amount_cents: number;
  currency: string;
};

/** The user's paid checkouts, newest first. */
export async function billingHistory(db: Queryable, userId: string): Promise<HistoryRow[]> {
  return db.query<HistoryRow>(
    `SELECT completed_at AS paid_at, plan_id, billing_interval, amount_cents, currency
     FROM payment_sessions WHERE user_id = $1 AND payment_status = 'paid'
     ORDER BY completed_at DESC, id`,
    [userId],
  );
}
