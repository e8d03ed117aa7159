import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http-error.ts';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number; detail: string };
export type Hit = { count: number; windowStart: string; retryAfterSeconds: number };

/** Counts one hit in the current fixed window (aligned to the epoch), shared by every instance. */
export async function hit(db: Queryable, key: string, windowSeconds: number): Promise<Hit> {
  const rows = await db.query<{ count: number; window_start: string; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, window_end, count)
     SELECT $1, w.start, w.start + $2::integer * interval '1 second', 1
       FROM (SELECT to_timestamp(floor(extract(epoch FROM now()) / $2::integer) * $2::integer) AS start) w
     ON CONFLICT (key, window_start) DO UPDATE SET count = r.count + 1
     RETURNING r.count, r.window_start::text AS window_start,
       GREATEST(1, ceil(extract(epoch FROM r.window_end - now())))::integer AS retry_after`,
    [key, windowSeconds],
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { count: row.count, windowStart: row.window_start, retryAfterSeconds: row.retry_after };
}

/** Takes back a hit (a refused or failed attempt that must not count). */
export async function unhit(db: Queryable, key: string, windowStart: string): Promise<void> {
  await db.query(
    'UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND window_start = $2::timestamptz AND count > 0',
    [key, windowStart],
  );
}

function tooMany(rule: RateLimitRule, retryAfterSeconds: number): HttpError {
  return new HttpError(429, rule.detail, 'rate_limited', {
    'retry-after': String(retryAfterSeconds),
  });
}

/** Counts every attempt; throws 429 with Retry-After once the window's limit is passed. */
export async function enforce(db: Queryable, rule: RateLimitRule): Promise<void> {
  const h = await hit(db, rule.key, rule.windowSeconds);
  if (h.count > rule.limit) throw tooMany(rule, h.retryAfterSeconds);
}

/** Takes one unit of a cap, refusing (without counting) when it is used up; returns the hit to give back. */
export async function take(db: Queryable, rule: RateLimitRule): Promise<Hit> {
  const h = await hit(db, rule.key, rule.windowSeconds);
  if (h.count > rule.limit) {
    await unhit(db, rule.key, h.windowStart);
    throw tooMany(rule, h.retryAfterSeconds);
  }
  return h;
}

/** The current window's count of a key without counting a hit, and when that window ends (ISO). */
export async function peek(
  db: Queryable,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; windowEnd: string }> {
  const rows = await db.query<{ count: number; window_end: Date | string }>(
    `SELECT COALESCE(r.count, 0)::integer AS count, w.start + $2::integer * interval '1 second' AS window_end
       FROM (SELECT to_timestamp(floor(extract(epoch FROM now()) / $2::integer) * $2::integer) AS start) w
       LEFT JOIN rate_limits r ON r.key = $1 AND r.window_start = w.start`,
    [key, windowSeconds],
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit peek returned no row');
  return { count: row.count, windowEnd: new Date(row.window_end).toISOString() };
}
