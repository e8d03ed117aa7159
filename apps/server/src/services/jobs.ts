/**
 * Conversions in flight, as leased rows in `conversion_jobs`. A job opens (within the per-account and
 * per-address caps), charges its pages once they have loaded, and then either completes or is released with
 * everything it took given back. A job whose process died is released by whichever instance finds its lease
 * expired, so a crash never keeps pages, an anonymous claim or an address's daily unit.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http-error.ts';
import { NOT_AUTHENTICATED } from '../plugins/app/auth.ts';
import { hit, unhit } from './rate-limits.ts';
import { applyDueReset } from './users.ts';

export type InFlightCaps = { perAccount: number; perAddress: number };

/** What a transaction-capable database offers. */
type Transactional = { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> };

export const ACCOUNT_JOBS_IN_FLIGHT =
  'You already have conversions in progress. Please wait for them to finish, then try again.';
export const ADDRESS_JOBS_IN_FLIGHT =
  'Too many conversions are in progress from your network. Please wait for them to finish, then try again.';
export const CONVERSION_EXPIRED =
  'The conversion took too long to finish and was cancelled. Nothing was charged; please try again.';
/** Seconds a client is asked to wait when its conversions in flight are at the cap. */
const IN_FLIGHT_RETRY_AFTER_SECONDS = 5;

function inFlightError(detail: string): HttpError {
  return new HttpError(429, detail, 'too_many_in_flight', {
    'retry-after': String(IN_FLIGHT_RETRY_AFTER_SECONDS),
  });
}

/**
 * Serialises the in-flight check of one key across every instance for the rest of the transaction. Callers
 * take the address lock first and the account lock second, so two jobs never wait on each other in a cycle.
 */
async function lockKey(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `conversion_jobs:${key}`,
  ]);
}

async function checkInFlight(
  tx: Queryable,
  caps: InFlightCaps,
  addressHash: string,
  userId: string | null,
): Promise<void> {
  await lockKey(tx, `address:${addressHash}`);
  if (userId !== null) await lockKey(tx, `user:${userId}`);
  const [row] = await tx.query<{ account: number; address: number }>(
    `SELECT count(*) FILTER (WHERE user_id = $2)::integer AS account,
            count(*) FILTER (WHERE address_hash = $1)::integer AS address
       FROM conversion_jobs
      WHERE (address_hash = $1 OR user_id = $2) AND lease_expires_at > now()`,
    [addressHash, userId],
  );
  if (userId !== null && (row?.account ?? 0) >= caps.perAccount)
    throw inFlightError(ACCOUNT_JOBS_IN_FLIGHT);
  if ((row?.address ?? 0) >= caps.perAddress) throw inFlightError(ADDRESS_JOBS_IN_FLIGHT);
}

/** Opens a signed-in user's job, or throws 429 when the account or the address has too many in flight. */
export async function openUserJob(
  db: Transactional,
  input: { userId: string; addressHash: string; caps: InFlightCaps; leaseSeconds: number },
): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await checkInFlight(tx, input.caps, input.addressHash, input.userId);
    await tx.query(
      `INSERT INTO conversion_jobs (id, user_id, address_hash, lease_expires_at)
       VALUES ($1, $2, $3, now() + $4::integer * interval '1 second')`,
      [id, input.userId, input.addressHash, input.leaseSeconds],
    );
  });
  return id;
}

export type AnonymousJobInput = {
  addressHash: string;
  fingerprintHash: string;
  caps: InFlightCaps;
  leaseSeconds: number;
  /** The address's daily cap: key, limit and window of its rate-limit counter. */
  addressCap: { key: string; limit: number; windowSeconds: number; detail: string };
  /** The refusal when the fingerprint's one conversion is used or in progress. */
  claimRefused: () => HttpError;
};

/**
 * Opens an anonymous job in one transaction: the fingerprint's single claim (pending, held by the lease),
 * the in-flight cap and one unit of the address's daily cap. Any refusal rolls all of them back.
 */
export async function openAnonymousJob(
  db: Transactional,
  input: AnonymousJobInput,
): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const claimed = await tx.query<{ fingerprint_hash: string }>(
      `INSERT INTO anonymous_conversions AS a (fingerprint_hash, status, lease_expires_at)
       VALUES ($1, 'pending', now() + $2::integer * interval '1 second')
       ON CONFLICT (fingerprint_hash) DO UPDATE
         SET updated_at = now(), lease_expires_at = EXCLUDED.lease_expires_at
         WHERE a.status = 'pending' AND a.lease_expires_at < now()
       RETURNING a.fingerprint_hash`,
      [input.fingerprintHash, input.leaseSeconds],
    );
    if (claimed.length === 0) throw input.claimRefused();
    await checkInFlight(tx, input.caps, input.addressHash, null);
    const { key, limit, windowSeconds, detail } = input.addressCap;
    const unit = await hit(tx, key, windowSeconds);
    if (unit.count > limit) {
      throw new HttpError(429, detail, 'rate_limited', {
        'retry-after': String(unit.retryAfterSeconds),
      });
    }
    await tx.query(
      `INSERT INTO conversion_jobs
         (id, address_hash, fingerprint_hash, address_key, address_window_start, lease_expires_at)
       VALUES ($1, $2, $3, $4, $5::timestamptz, now() + $6::integer * interval '1 second')`,
      [id, input.addressHash, input.fingerprintHash, key, unit.windowStart, input.leaseSeconds],
    );
  });
  return id;
}

/**
 * Charges a user's job for its pages, atomically: nothing is taken when too few remain (false). The charge
 * must be a positive whole number; the table's CHECK refuses anything else even if a caller slips.
 */
export async function chargeJob(
  db: Transactional,
  jobId: string,
  userId: string,
  pages: number,
): Promise<boolean> {
  if (!Number.isSafeInteger(pages) || pages < 1)
    throw new RangeError(`a page charge must be a positive whole number, got ${pages}`);
  return db.transaction(async (tx) => {
    await applyDueReset(tx, userId);
    // The conditional UPDATE locks the user's row, so concurrent charges queue and each re-checks what is left.
    const rows = await tx.query<{ period_start: string }>(
      `UPDATE users SET updated_at = now(),
         pages_remaining = CASE WHEN pages_limit IS NULL THEN NULL ELSE pages_remaining - $2 END
       WHERE id = $1 AND (pages_limit IS NULL OR pages_remaining >= $2)
       RETURNING quota_period_start::text AS period_start`,
      [userId, pages],
    );
    const row = rows[0];
    if (!row) {
      const exists = await tx.query('SELECT 1 FROM users WHERE id = $1', [userId]);
      // The account was deleted while its conversion ran: the session went with it.
      if (exists.length === 0) throw new HttpError(401, NOT_AUTHENTICATED, 'not_authenticated');
      return false;
    }
    const charged = await tx.query(
      `UPDATE conversion_jobs SET pages = $2, period_start = $3::timestamptz
        WHERE id = $1 AND user_id = $4 RETURNING id`,
      [jobId, pages, row.period_start, userId],
    );
    // The lease was reclaimed meanwhile: take nothing (the transaction rolls back the user's row).
    if (charged.length === 0) throw new LeaseLostError();
    return true;
  });
}

/** The job's lease expired and was reclaimed before it finished: it must not complete. */
export class LeaseLostError extends Error {
  constructor() {
    super('the conversion job lease was reclaimed');
  }
}

/** Ends a job successfully inside the caller's transaction (which stores the result); throws if its lease is gone. */
export async function completeJob(tx: Queryable, jobId: string): Promise<void> {
  const rows = await tx.query('DELETE FROM conversion_jobs WHERE id = $1 RETURNING id', [jobId]);
  if (rows.length === 0) throw new LeaseLostError();
}

type JobRow = {
  user_id: string | null;
  pages: number | null;
  period_start: string | null;
  fingerprint_hash: string | null;
  address_key: string | null;
  address_window_start: string | null;
};

const JOB_ROW_COLUMNS = `user_id, pages, period_start::text AS period_start, fingerprint_hash, address_key,
  address_window_start::text AS address_window_start`;

/** Gives back what a job took: its pages (same period only), its anonymous claim and, unless kept, its address unit. */
async function giveBack(tx: Queryable, job: JobRow, keepAddressUnit: boolean): Promise<void> {
  if (job.user_id !== null && job.pages !== null) {
    await tx.query(
      `UPDATE users SET pages_remaining = LEAST(pages_limit, pages_remaining + $2), updated_at = now()
        WHERE id = $1 AND pages_limit IS NOT NULL AND quota_period_start = $3::timestamptz`,
      [job.user_id, job.pages, job.period_start],
    );
  }
  if (job.fingerprint_hash !== null) {
    await tx.query(
      `DELETE FROM anonymous_conversions WHERE fingerprint_hash = $1 AND status = 'pending'`,
      [job.fingerprint_hash],
    );
  }
  if (!keepAddressUnit && job.address_key !== null && job.address_window_start !== null) {
    await unhit(tx, job.address_key, job.address_window_start);
  }
}

/** Ends a failed job and gives back what it took; a job already reclaimed gives nothing twice. */
export async function releaseJob(
  db: Transactional,
  jobId: string,
  options: { keepAddressUnit?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [job] = await tx.query<JobRow>(
      `DELETE FROM conversion_jobs WHERE id = $1 RETURNING ${JOB_ROW_COLUMNS}`,
      [jobId],
    );
    if (job) await giveBack(tx, job, options.keepAddressUnit ?? false);
  });
}

/** Releases every job whose lease has expired (its process died); returns how many. */
export async function reclaimExpiredJobs(db: Transactional): Promise<number> {
  return db.transaction(async (tx) => {
    const jobs = await tx.query<JobRow>(
      `DELETE FROM conversion_jobs WHERE lease_expires_at < now() RETURNING ${JOB_ROW_COLUMNS}`,
    );
    for (const job of jobs) await giveBack(tx, job, false);
    // A pending claim whose job row is gone (or never written) is free again once its lease is over.
    await tx.query(
      `DELETE FROM anonymous_conversions WHERE status = 'pending' AND lease_expires_at < now()`,
    );
    return jobs.length;
  });
}
