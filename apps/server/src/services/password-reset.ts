import { RESET_TOKEN_LIFETIME_SECONDS } from '@statemint/contracts';
import type { Db, Queryable } from '../db/db.ts';

/** The account a reset link was issued for, as the mail needs it. */
export type ResetAccount = { userId: string; email: string; fullName: string };

/** `$2, $3, ...` for the token's keyed hashes under every accepted secret (rotation). */
function hashList(hashes: readonly string[], first: number): string {
  return hashes.map((_, i) => `$${i + first}`).join(', ');
}

/**
 * Stores a reset token's hash for the account with this normalised email, if there is one, in one
 * statement: a known and an unknown email run the same query, so the answer takes as long either way.
 */
export async function issueResetToken(
  db: Queryable,
  input: { tokenHash: string; emailNormalized: string },
): Promise<ResetAccount | undefined> {
  const rows = await db.query<{ user_id: string; email: string; full_name: string }>(
    `WITH account AS (SELECT id, email, full_name FROM users WHERE email_normalized = $2),
       issued AS (
         INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
         SELECT $1, id, now() + $3::integer * interval '1 second' FROM account
         RETURNING user_id)
     SELECT issued.user_id, account.email, account.full_name
     FROM issued JOIN account ON account.id = issued.user_id`,
    [input.tokenHash, input.emailNormalized, RESET_TOKEN_LIFETIME_SECONDS],
  );
  const row = rows[0];
  return row && { userId: row.user_id, email: row.email, fullName: row.full_name };
}

/** The account of a live (unused, unexpired) reset token, without using it up. */
export async function findResetAccount(
  db: Queryable,
  tokenHashes: readonly string[],
): Promise<ResetAccount | undefined> {
  const rows = await db.query<{ user_id: string; email: string; full_name: string }>(
    `SELECT t.user_id, u.email, u.full_name
     FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash IN (${hashList(tokenHashes, 1)}) AND t.expires_at > now()`,
    tokenHashes,
  );
  const row = rows[0];
  return row && { userId: row.user_id, email: row.email, fullName: row.full_name };
}

/**
 * Uses up a reset token and sets the new password in one transaction: the token is deleted first, so of
 * two concurrent uses only one finds it; then the password changes, and every session and every other
 * reset token of the account is deleted. Returns false when the token was no longer live.
 */
export async function resetPassword(
  db: Db,
  input: { tokenHashes: readonly string[]; userId: string; passwordHash: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx.query<{ user_id: string }>(
      `DELETE FROM password_reset_tokens
       WHERE user_id = $1 AND token_hash IN (${hashList(input.tokenHashes, 2)}) AND expires_at > now()
       RETURNING user_id`,
      [input.userId, ...input.tokenHashes],
    );
    if (used.length === 0) return false;
    await setPassword(tx, input.userId, input.passwordHash);
    await revokeSessions(tx, input.userId);
    return true;
  });
}

/** Changes the password, signs out every other session and voids any outstanding reset link. */
export async function changePassword(
  db: Db,
  input: { userId: string; passwordHash: string; keepSessionId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await setPassword(tx, input.userId, input.passwordHash);
    await revokeSessions(tx, input.userId, input.keepSessionId);
  });
}

async function setPassword(tx: Queryable, userId: string, passwordHash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
    userId,
    passwordHash,
  ]);
  await tx.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [userId]);
}

/** Deletes every session of the user (password and oauth alike), but `exceptSessionId`; returns how many. */
export async function revokeSessions(
  db: Queryable,
  userId: string,
  exceptSessionId?: string,
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    exceptSessionId === undefined
      ? 'DELETE FROM sessions WHERE user_id = $1 RETURNING id'
      : 'DELETE FROM sessions WHERE user_id = $1 AND id <> $2 RETURNING id',
    exceptSessionId === undefined ? [userId] : [userId, exceptSessionId],
  );
  return rows.length;
}

/** Deletes expired reset tokens (run by the database sweep). */
export async function sweepResetTokens(db: Queryable): Promise<void> {
  await db.query('DELETE FROM password_reset_tokens WHERE expires_at < now()');
}
