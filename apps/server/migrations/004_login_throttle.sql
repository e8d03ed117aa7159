-- Per-account sign-in back-off (apps/server/src/services/login-throttle.ts), shared by every instance.
-- Only failures count; a successful sign-in deletes the row.
CREATE TABLE login_throttle (
  -- HMAC of the normalised email, so unknown addresses are throttled alike and none is stored in clear.
  account_key text PRIMARY KEY,
  -- Consecutive failures since the last success (forgotten after a quiet day).
  failures integer NOT NULL CHECK (failures > 0),
  last_failure_at timestamptz NOT NULL,
  -- No attempt on this account is verified before this time.
  next_attempt_at timestamptz NOT NULL
);
CREATE INDEX login_throttle_last_failure_at ON login_throttle (last_failure_at);
