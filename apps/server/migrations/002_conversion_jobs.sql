-- Conversions in flight, each holding a lease: the pages it charged and the anonymous units it took are given
-- back if it never completes (its process died), when the lease expires. Also caps jobs in flight per account
-- and per client address.

CREATE TABLE conversion_jobs (
  id uuid PRIMARY KEY,
  -- NULL for an anonymous conversion.
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  -- HMAC of the client address, for the per-address cap on jobs in flight.
  address_hash text NOT NULL,
  -- Anonymous only: the fingerprint whose pending claim this job holds, and the per-address daily unit it took.
  fingerprint_hash text,
  address_key text,
  address_window_start timestamptz,
  -- Pages charged once the document's pages have loaded; a charge is always a positive whole number.
  pages integer CHECK (pages > 0),
  -- The allowance period the pages were taken from: a refund after a reset gives nothing back.
  period_start timestamptz,
  lease_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversion_jobs_user ON conversion_jobs (user_id);
CREATE INDEX conversion_jobs_address ON conversion_jobs (address_hash);
CREATE INDEX conversion_jobs_lease ON conversion_jobs (lease_expires_at);

-- A pending anonymous claim is now held by its job's lease, not by a fixed staleness window.
ALTER TABLE anonymous_conversions ADD COLUMN lease_expires_at timestamptz;

-- The allowance never exceeds the plan's: a negative charge (a forged page count) can no longer add pages.
UPDATE users SET pages_remaining = pages_limit WHERE pages_remaining > pages_limit;
ALTER TABLE users ADD CONSTRAINT users_pages_within_limit CHECK (pages_remaining <= pages_limit);

-- Claims pending from before this migration keep the fixed 15 minutes they had.
UPDATE anonymous_conversions SET lease_expires_at = updated_at + interval '15 minutes'
 WHERE status = 'pending';
