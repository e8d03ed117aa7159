-- Accounts, sessions, documents, anonymous use and rate-limit counters. Plain SQL for PGlite and PostgreSQL.

CREATE TABLE users (
  id uuid PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL,
  -- lower(trim(email)): emails are compared case-insensitively.
  email_normalized text NOT NULL UNIQUE,
  -- NULL for accounts that only sign in with an external provider (later issue).
  password_hash text,
  language_preference text NOT NULL DEFAULT 'en'
    CHECK (language_preference IN ('en', 'es', 'fr', 'de')),
  subscription_tier text NOT NULL DEFAULT 'daily_free'
    CHECK (subscription_tier IN ('daily_free', 'starter', 'professional', 'business', 'enterprise')),
  -- Both NULL for the unlimited tier.
  pages_remaining integer CHECK (pages_remaining >= 0),
  pages_limit integer CHECK (pages_limit >= 0),
  -- Start of the current allowance period: +24 hours for daily_free, +1 month (billing date) for paid tiers.
  quota_period_start timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'password' now; 'oauth' when Google sign-in lands (cookie sessions).
  kind text NOT NULL DEFAULT 'password' CHECK (kind IN ('password', 'oauth')),
  -- HMAC-SHA256 of the bearer token under TOKEN_SECRET: a database leak gives no usable token.
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  -- Sliding: moved forward on use, SESSION_IDLE_SECONDS after last_used_at.
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

CREATE TABLE documents (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  original_filename text NOT NULL,
  file_size integer NOT NULL,
  page_count integer NOT NULL,
  status text NOT NULL,
  -- The engine's Statement; the PDF itself is never stored.
  statement jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_user_created ON documents (user_id, created_at DESC);

CREATE TABLE anonymous_conversions (
  -- HMAC of the browser fingerprint.
  fingerprint_hash text PRIMARY KEY,
  -- 'pending' while a conversion runs, 'completed' after it succeeded; a failed one deletes its row.
  status text NOT NULL CHECK (status IN ('pending', 'completed')),
  pages integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters shared by every instance (sign-in, sign-up, anonymous conversions per address).
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_window_end ON rate_limits (window_end);
