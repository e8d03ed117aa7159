-- Payments (issue 9): checkout sessions, provider events, and each user's subscription. Plain SQL for PGlite
-- and PostgreSQL. Nothing about money is updated away: sessions only move open -> complete | expired, and
-- every provider event is kept as it arrived.

-- The billing calendar, in UTC. A period starts on the anchor's day of the month, clamped to the month's last
-- day (31 Jan -> 28/29 Feb -> 31 Mar): every date is counted from the anchor, never from the last period,
-- so a short month cannot move the billing day for good.
CREATE FUNCTION billing_date(anchor timestamptz, n integer) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE STRICT
  AS $$ SELECT ((anchor AT TIME ZONE 'UTC') + make_interval(months => n)) AT TIME ZONE 'UTC' $$;

-- Whole billing months from the anchor to `moment`: the largest n with billing_date(anchor, n) <= moment. age()
-- may count one month short when the anchor's day does not exist in `moment`'s month, hence the correction.
CREATE FUNCTION billing_months(anchor timestamptz, moment timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT
  AS $$
    SELECT m - (CASE WHEN billing_date(anchor, m) > moment THEN 1 ELSE 0 END)
             + (CASE WHEN billing_date(anchor, m + 1) <= moment THEN 1 ELSE 0 END)
    FROM (SELECT (extract(year FROM age(moment AT TIME ZONE 'UTC', anchor AT TIME ZONE 'UTC')) * 12
                 + extract(month FROM age(moment AT TIME ZONE 'UTC', anchor AT TIME ZONE 'UTC')))::integer AS m) AS a
  $$;

-- The start of the billing month holding `moment`.
CREATE FUNCTION billing_period_start(anchor timestamptz, moment timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE STRICT
  AS $$ SELECT billing_date(anchor, billing_months(anchor, moment)) $$;

-- The subscription of a paid tier. All NULL (and false) on daily_free.
ALTER TABLE users ADD COLUMN billing_anchor timestamptz;
ALTER TABLE users ADD COLUMN billing_interval text CHECK (billing_interval IN ('monthly', 'annual'));
-- Paid through: the provider's period end (Stripe), or the next billing date when it was last set here.
ALTER TABLE users ADD COLUMN current_period_end timestamptz;
ALTER TABLE users ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN payment_provider text CHECK (payment_provider IN ('test', 'stripe'));
ALTER TABLE users ADD COLUMN provider_customer_id text;
ALTER TABLE users ADD COLUMN provider_subscription_id text;
CREATE INDEX users_provider_subscription ON users (provider_subscription_id);

-- Paid tiers set before this migration keep the billing day of their current period.
UPDATE users SET billing_anchor = quota_period_start
  WHERE subscription_tier IN ('starter', 'professional', 'business');

CREATE TABLE payment_sessions (
  -- The provider's id: Stripe's cs_..., or a random capability id for the built-in test checkout.
  id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('test', 'stripe')),
  -- Kept when the account is deleted: a payment happened whoever made it.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  plan_id text NOT NULL CHECK (plan_id IN ('starter', 'professional', 'business')),
  billing_interval text NOT NULL CHECK (billing_interval IN ('monthly', 'annual')),
  -- What the session charges for its interval (a month, or a year), in cents.
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'usd',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid')),
  provider_customer_id text,
  provider_subscription_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  CHECK ((status = 'complete') = (payment_status = 'paid'))
);
CREATE INDEX payment_sessions_user ON payment_sessions (user_id, created_at);

CREATE TABLE payment_events (
  -- The provider's event id: an event is applied at most once (INSERT ... ON CONFLICT DO NOTHING).
  id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('test', 'stripe')),
  type text NOT NULL,
  session_id text,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_events_user ON payment_events (user_id, received_at);
