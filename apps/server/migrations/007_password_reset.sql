-- Password reset links (apps/server/src/services/password-reset.ts). Plain SQL for PGlite and PostgreSQL.
CREATE TABLE password_reset_tokens (
  -- HMAC-SHA256 of the link's token under TOKEN_SECRET: the token itself is never stored.
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- An hour after created_at. A used token is deleted with every other token of its account.
  expires_at timestamptz NOT NULL
);
CREATE INDEX password_reset_tokens_user_id ON password_reset_tokens (user_id);
CREATE INDEX password_reset_tokens_expires_at ON password_reset_tokens (expires_at);
