import { randomUUID } from 'node:crypto';
import { DAILY_FREE_PAGES, tierPageLimit, type User } from '@statemint/contracts';
import type { Queryable } from '../db/db.ts';

type UserRow = {
  id: string;
  full_name: string;
  email: string;
  language_preference: User['language_preference'];
  subscription_tier: User['subscription_tier'];
  pages_remaining: number | null;
  pages_limit: number | null;
  created_at: Date | string;
};

export const USER_COLUMNS =
  'id, full_name, email, language_preference, subscription_tier, pages_remaining, pages_limit, created_at';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    language_preference: row.language_preference,
    subscription_tier: row.subscription_tier,
    pages_remaining: row.pages_remaining,
    pages_limit: row.pages_limit,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A paid subscription cancelled at period end whose period is over: the account goes back to daily_free. */
const ENDED = `(cancel_at_period_end AND current_period_end IS NOT NULL AND now() >= current_period_end)`;

/** The fixed billing day: the first paid period's start (or, for older rows, the current period's). */
const ANCHOR = `COALESCE(billing_anchor, quota_period_start)`;

/**
 * True when the allowance period is over: 24 hours for daily_free; for paid tiers, when a billing date
 * (counted from the anchor, see billing_months in migrations/005_payments.sql) has passed since the period start.
 */
const RESET_DUE = `pages_limit IS NOT NULL AND CASE WHEN subscription_tier = 'daily_free'
  THEN now() >= quota_period_start + interval '24 hours'
  ELSE billing_period_start(${ANCHOR}, now()) > quota_period_start END`;

const RESET_SQL = `UPDATE users SET updated_at = now(),
    subscription_tier = CASE WHEN ${ENDED} THEN 'daily_free' ELSE subscription_tier END,
    pages_limit = CASE WHEN ${ENDED} THEN ${DAILY_FREE_PAGES} ELSE pages_limit END,
    pages_remaining = CASE WHEN ${ENDED} THEN ${DAILY_FREE_PAGES} ELSE pages_limit END,
    quota_period_start = CASE WHEN ${ENDED} OR subscription_tier = 'daily_free' THEN now()
      ELSE billing_period_start(${ANCHOR}, now()) END,
    billing_anchor = CASE WHEN ${ENDED} OR subscription_tier = 'daily_free' THEN NULL ELSE ${ANCHOR} END,
    billing_interval = CASE WHEN ${ENDED} THEN NULL ELSE billing_interval END,
    current_period_end = CASE WHEN ${ENDED} THEN NULL ELSE current_period_end END,
    provider_subscription_id = CASE WHEN ${ENDED} THEN NULL ELSE provider_subscription_id END,
    cancel_at_period_end = cancel_at_period_end AND NOT ${ENDED}
  WHERE id = $1 AND (${ENDED} OR ${RESET_DUE})`;

/**
 * Refills the allowance when its period is over, and ends a cancelled subscription at its period end; a no-op
 * otherwise. Runs before every read or spend.
 */
export async function applyDueReset(db: Queryable, userId: string): Promise<void> {
  await db.query(RESET_SQL, [userId]);
}

export async function findUser(db: Queryable, userId: string): Promise<User | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [userId]);
  return rows[0] && toUser(rows[0]);
}

/** The user after any due quota reset, in one statement: the reset's new row, or the unchanged one. */
export async function currentUser(db: Queryable, userId: string): Promise<User | undefined> {
  const rows = await db.query<UserRow>(
    `WITH reset AS (${RESET_SQL} RETURNING ${USER_COLUMNS})
     SELECT ${USER_COLUMNS} FROM reset
     UNION ALL
     SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM reset)`,
    [userId],
  );
  return rows[0] && toUser(rows[0]);
}

/**
 * Inserts a daily_free user; returns undefined when the email is already registered. A null password hash
 * is an account that signs in only through an external provider.
 */
export async function insertUser(
  db: Queryable,
  input: { fullName: string; email: string; passwordHash: string | null },
): Promise<User | undefined> {
  const limit = tierPageLimit('daily_free');
  const rows = await db.query<UserRow>(
    `INSERT INTO users (id, full_name, email, email_normalized, password_hash, pages_remaining, pages_limit)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (email_normalized) DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [
      randomUUID(),
      input.fullName,
      input.email.trim(),
      normalizeEmail(input.email),
      input.passwordHash,
      limit,
    ],
  );
  return rows[0] && toUser(rows[0]);
}

export type Reservation = { periodStart: string; pages: number; unlimited: boolean };

/**
 * Spends `pages` atomically: the conditional UPDATE locks the row, so concurrent spends queue up and each
 * re-checks what is left. Returns undefined (nothing spent) when too few pages remain.
 */
export async function reservePages(
  db: {
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  },
  userId: string,
  pages: number,
): Promise<Reservation | undefined> {
  return db.transaction(async (tx) => {
    await applyDueReset(tx, userId);
    const rows = await tx.query<{ period_start: string; pages_limit: number | null }>(
      `UPDATE users SET updated_at = now(),
         pages_remaining = CASE WHEN pages_limit IS NULL THEN NULL ELSE pages_remaining - $2 END
       WHERE id = $1 AND (pages_limit IS NULL OR pages_remaining >= $2)
       RETURNING quota_period_start::text AS period_start, pages_limit`,
      [userId, pages],
    );
    const row = rows[0];
    return row && { periodStart: row.period_start, pages, unlimited: row.pages_limit === null };
  });
}

/** Gives back the pages of a failed conversion, unless the period has since been reset. */
export async function refundPages(
  db: Queryable,
  userId: string,
  reservation: Reservation,
): Promise<void> {
  if (reservation.unlimited) return;
  await db.query(
    `UPDATE users SET pages_remaining = LEAST(pages_limit, pages_remaining + $2), updated_at = now()
     WHERE id = $1 AND pages_limit IS NOT NULL AND quota_period_start = $3::timestamptz`,
    [userId, reservation.pages, reservation.periodStart],
  );
}
