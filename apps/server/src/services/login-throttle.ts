import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http-error.ts';

/** Failures older than this are forgotten: a quiet day starts the account's back-off afresh. */
const FAILURE_MEMORY_SECONDS = 24 * 3600;
/** Doublings beyond which the wait is at its cap anyway (2^30 s is decades). */
const MAX_DOUBLINGS = 30;

export type BackoffPolicy = {
  /** Failures allowed without any wait. */
  freeFailures: number;
  /** Cap of the wait that doubles with each further failure (1 s, 2 s, 4 s, ...). */
  maxDelaySeconds: number;
};

export function tooManyFailures(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    `Too many failed sign-in attempts for this account. Please try again in ${retryAfterSeconds} ${
      retryAfterSeconds === 1 ? 'second' : 'seconds'
    }.`,
    'login_backoff',
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Seconds to wait after `failures` consecutive failures, as SQL over the integer expression `failures`. */
function delaySql(failures: string): string {
  return `CASE WHEN ${failures} <= $2::integer THEN 0
    ELSE LEAST($3::integer, power(2, LEAST(${failures} - $2::integer - 1, ${MAX_DOUBLINGS})))::integer END`;
}

/**
 * Claims one verified sign-in attempt on an account, or throws 429 with Retry-After while its back-off runs.
 * The attempt is counted as a failure up front, in the same statement that checks the wait, so concurrent
 * guesses cannot slip past it; `forgive` takes it back when the password was right. The wait is compared
 * with the clock, not the transaction start, so a statement that queued behind another sees its write.
 */
export async function claimAttempt(
  db: Queryable,
  accountKey: string,
  policy: BackoffPolicy,
): Promise<void> {
  const fresh = `CASE WHEN t.last_failure_at < now() - $4::integer * interval '1 second' THEN 1 ELSE t.failures + 1 END`;
  const claimed = await db.query<{ failures: number }>(
    `INSERT INTO login_throttle AS t (account_key, failures, last_failure_at, next_attempt_at)
     VALUES ($1, 1, now(), now() + ${delaySql('1')} * interval '1 second')
     ON CONFLICT (account_key) DO UPDATE SET
       failures = ${fresh},
       last_failure_at = now(),
       next_attempt_at = now() + ${delaySql(`(${fresh})`)} * interval '1 second'
     WHERE t.next_attempt_at <= clock_timestamp()
     RETURNING t.failures`,
    [accountKey, policy.freeFailures, policy.maxDelaySeconds, FAILURE_MEMORY_SECONDS],
  );
  if (claimed.length > 0) return;
  const rows = await db.query<{ retry_after: number }>(
    `SELECT GREATEST(1, ceil(extract(epoch FROM next_attempt_at - now())))::integer AS retry_after
     FROM login_throttle WHERE account_key = $1`,
    [accountKey],
  );
  throw tooManyFailures(rows[0]?.retry_after ?? 1);
}

/** A successful sign-in: the account's failures and any wait are gone. */
export async function forgive(db: Queryable, accountKey: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE account_key = $1', [accountKey]);
}

/** Deletes the back-off of accounts whose failures are forgotten anyway (run by the database sweep). */
export async function sweepLoginThrottle(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM login_throttle
     WHERE last_failure_at < now() - $1::integer * interval '1 second' AND next_attempt_at < now()`,
    [FAILURE_MEMORY_SECONDS],
  );
}
