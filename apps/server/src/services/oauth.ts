import { MAX_FULL_NAME_LENGTH } from '@statemint/contracts';
import type { Queryable } from '../db/db.ts';
import { insertUser, normalizeEmail } from './users.ts';

/** How long the provider may take to send the browser back (a login with a second factor included). */
export const AUTHORIZATION_TTL_SECONDS = 600;
/** How long the id in /converter#session_id= may wait for its exchange: the app's start-up, not more. */
export const HANDOFF_TTL_SECONDS = 120;

type Transactional = { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> };

export type PendingAuthorization = { codeVerifier: string; nonce: string; redirectUri: string };

export async function saveAuthorization(
  db: Queryable,
  stateHash: string,
  pending: PendingAuthorization,
): Promise<void> {
  await db.query(
    `INSERT INTO oauth_authorizations (state_hash, code_verifier, nonce, redirect_uri, expires_at)
     VALUES ($1, $2, $3, $4, now() + $5::integer * interval '1 second')`,
    [
      stateHash,
      pending.codeVerifier,
      pending.nonce,
      pending.redirectUri,
      AUTHORIZATION_TTL_SECONDS,
    ],
  );
}

/** Takes the pending authorization for a state, once: the row is deleted whether it is still live or not. */
export async function takeAuthorization(
  db: Queryable,
  stateHash: string,
): Promise<PendingAuthorization | undefined> {
  const rows = await db.query<{
    code_verifier: string;
    nonce: string;
    redirect_uri: string;
    live: boolean;
  }>(
    `DELETE FROM oauth_authorizations WHERE state_hash = $1
     RETURNING code_verifier, nonce, redirect_uri, expires_at > now() AS live`,
    [stateHash],
  );
  const row = rows[0];
  if (!row?.live) return undefined;
  return { codeVerifier: row.code_verifier, nonce: row.nonce, redirectUri: row.redirect_uri };
}

/** A provider account with a verified email. */
export type VerifiedIdentity = { issuer: string; subject: string; email: string; name?: string };

export type SignInOutcome = { userId: string; outcome: 'returning' | 'linked' | 'created' };

/** The name of a new account: the provider's, else the email's name part. */
function fullNameOf(identity: VerifiedIdentity): string {
  const name = identity.name?.trim() || identity.email.split('@')[0] || identity.email;
  return name.slice(0, MAX_FULL_NAME_LENGTH);
}

/**
 * The user behind a provider account: the one already linked to it, else the one with its verified email
 * (linked now), else a new account without a password. One transaction, safe under races.
 *
 * Linking drops the account's password and ends its sessions: sign-up does not verify emails, so the
 * password may have been set by someone who registered this address before its owner came with a verified
 * email; its holder would otherwise keep a way into the owner's account. The owner sets a password again
 * through "Forgot password?", which proves the address.
 */
export async function signInWithIdentity(
  db: Transactional,
  identity: VerifiedIdentity,
): Promise<SignInOutcome> {
  return db.transaction(async (tx) => {
    const linked = await tx.query<{ user_id: string }>(
      `UPDATE oauth_identities SET last_login_at = now(), email = $3
       WHERE issuer = $1 AND subject = $2 RETURNING user_id`,
      [identity.issuer, identity.subject, identity.email],
    );
    if (linked[0]) return { userId: linked[0].user_id, outcome: 'returning' };

    let outcome: SignInOutcome['outcome'] = 'linked';
    let userId = await userIdByEmail(tx, identity.email);
    if (!userId) {
      const created = await insertUser(tx, {
        fullName: fullNameOf(identity),
        email: identity.email,
        passwordHash: null,
      });
      // Another sign-in created it meanwhile: that account is the one.
      userId = created?.id ?? (await userIdByEmail(tx, identity.email));
      if (created) outcome = 'created';
    }
    if (!userId) throw new Error('no account for a verified email after inserting it');
    const inserted = await tx.query<{ user_id: string }>(
      `INSERT INTO oauth_identities (issuer, subject, user_id, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (issuer, subject) DO NOTHING RETURNING user_id`,
      [identity.issuer, identity.subject, userId, identity.email],
    );
    if (inserted[0] && outcome === 'linked') {
      const dropped = await tx.query<{ id: string }>(
        `UPDATE users SET password_hash = NULL, updated_at = now()
         WHERE id = $1 AND password_hash IS NOT NULL RETURNING id`,
        [userId],
      );
      if (dropped[0]) await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    }
    const [winner] = await tx.query<{ user_id: string }>(
      'SELECT user_id FROM oauth_identities WHERE issuer = $1 AND subject = $2',
      [identity.issuer, identity.subject],
    );
    return { userId: winner?.user_id ?? userId, outcome };
  });
}

async function userIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>('SELECT id FROM users WHERE email_normalized = $1', [
    normalizeEmail(email),
  ]);
  return rows[0]?.id;
}

export type Handoff = { idHash: string; browserHash: string };

export async function createHandoff(
  db: Queryable,
  handoff: Handoff,
  userId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO oauth_handoffs (id_hash, browser_hash, user_id, expires_at)
     VALUES ($1, $2, $3, now() + $4::integer * interval '1 second')`,
    [handoff.idHash, handoff.browserHash, userId, HANDOFF_TTL_SECONDS],
  );
}

/**
 * Marks a live, unused handoff used, in the browser it was made for, and returns its user; one statement,
 * so two exchanges cannot both win.
 */
export async function redeemHandoff(db: Queryable, handoff: Handoff): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string }>(
    `UPDATE oauth_handoffs SET used_at = now()
     WHERE id_hash = $1 AND browser_hash = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [handoff.idHash, handoff.browserHash],
  );
  return rows[0]?.user_id;
}

/** Deletes pending authorizations and handoffs past their expiry (run by the database sweep). */
export async function sweepOAuth(db: Queryable): Promise<void> {
  await db.query('DELETE FROM oauth_authorizations WHERE expires_at < now()');
  await db.query('DELETE FROM oauth_handoffs WHERE expires_at < now()');
}
