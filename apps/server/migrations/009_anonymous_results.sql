-- An anonymous conversion's result, kept for a day under a one-time claim token so that signing up right after
-- it can attach it to the new account's library (issue 10, "Sign up to keep this conversion").

CREATE TABLE anonymous_results (
  -- HMAC of the claim token the conversion's answer carried; the token itself is never stored.
  token_hash text PRIMARY KEY,
  original_filename text NOT NULL,
  file_size integer NOT NULL,
  page_count integer NOT NULL,
  -- The Statement with amounts in integer cents, as documents.statement holds it.
  statement jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A day after the conversion; a claim after it finds nothing, and the sweep deletes the row.
  expires_at timestamptz NOT NULL
);
CREATE INDEX anonymous_results_expires_at ON anonymous_results (expires_at);
