-- Google sign-in (issue 9): linked identities, pending authorizations and one-time login handoffs.
-- Every piece of the flow is a row, so the browser may come back to any instance behind the load balancer.

-- An account at an OpenID provider, linked to one of our users. The subject, not the email, is the key:
-- an email can change hands at the provider, a subject never does.
CREATE TABLE oauth_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The verified email the provider gave at the last sign-in, for support; users.email stays the account's.
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX oauth_identities_user_id ON oauth_identities (user_id);

-- An authorization request sent to the provider and not yet answered. The browser holds the state in an
-- httpOnly cookie as well, so a callback carrying a state the browser did not start is refused.
CREATE TABLE oauth_authorizations (
  -- HMAC of the state parameter under TOKEN_SECRET.
  state_hash text PRIMARY KEY,
  -- PKCE (RFC 7636) and the ID token nonce; both die with the row at the callback or at expiry.
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX oauth_authorizations_expires_at ON oauth_authorizations (expires_at);

-- The one-time id the callback puts in /converter#session_id=..., exchanged once for the session cookie.
CREATE TABLE oauth_handoffs (
  -- HMAC of the id under TOKEN_SECRET: a database leak gives no usable id.
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- HMAC of a random value the callback put in the browser's cookie: the id works only in the browser that
  -- came back from the provider, so a link to it sent to someone else signs nobody in (login CSRF).
  browser_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set by the one exchange that succeeds; a second one finds it set and is refused.
  used_at timestamptz
);
CREATE INDEX oauth_handoffs_expires_at ON oauth_handoffs (expires_at);
