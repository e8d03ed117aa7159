import { describe, expect, it } from 'vitest';
import { bearer, build, signUp } from '../helper.ts';

/** The fixed billing day (migrations/005_payments.sql), on exact dates. */
describe('billing calendar', () => {
  it('keeps the billing day: 31 Jan -> 28/29 Feb -> 31 Mar, counted from the anchor', async () => {
    const app = await build();
    const dates = async (anchor: string, months: number) =>
      (
        await app.db.query<{ d: string }>(
          `SELECT to_char(billing_date($1::timestamptz, n) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS d
           FROM generate_series(0, $2::integer) AS n ORDER BY n`,
          [anchor, months],
        )
      ).map((r) => r.d);
    expect(await dates('2026-01-31T09:30:00Z', 4)).toEqual([
      '2026-01-31 09:30',
      '2026-02-28 09:30',
      '2026-03-31 09:30',
      '2026-04-30 09:30',
      '2026-05-31 09:30',
    ]);
    expect(await dates('2028-01-31T00:00:00Z', 2)).toEqual([
      '2028-01-31 00:00',
      '2028-02-29 00:00',
      '2028-03-31 00:00',
    ]);
    expect(await dates('2026-01-30T00:00:00Z', 2)).toEqual([
      '2026-01-30 00:00',
      '2026-02-28 00:00',
      '2026-03-30 00:00',
    ]);

    const periodStart = async (anchor: string, at: string) => {
      const [row] = await app.db.query<{ months: number; start: string }>(
        `SELECT billing_months($1::timestamptz, $2::timestamptz) AS months,
           to_char(billing_period_start($1::timestamptz, $2::timestamptz) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS start`,
        [anchor, at],
      );
      return row;
    };
    const anchor = '2026-01-31T09:30:00Z';
    expect(await periodStart(anchor, '2026-02-28T09:29:59Z')).toEqual({
      months: 0,
      start: '2026-01-31 09:30',
    });
    expect(await periodStart(anchor, '2026-02-28T09:30:00Z')).toEqual({
      months: 1,
      start: '2026-02-28 09:30',
    });
    // Not the 28th for good: the day after February's period is still February's, then back to the 31st.
    expect(await periodStart(anchor, '2026-03-30T23:59:00Z')).toEqual({
      months: 1,
      start: '2026-02-28 09:30',
    });
    expect(await periodStart(anchor, '2026-03-31T09:30:00Z')).toEqual({
      months: 2,
      start: '2026-03-31 09:30',
    });
    expect(await periodStart(anchor, '2027-01-31T09:30:00Z')).toEqual({
      months: 12,
      start: '2027-01-31 09:30',
    });
  });

  it('a paid period that started on a clamped day resets to the anchor day, not a month after it', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    // An anchor on the 31st a few months back, and a current period that began one billing date ago.
    await app.db.query(
      `UPDATE users SET subscription_tier = 'starter', pages_limit = 400, pages_remaining = 3,
         billing_anchor = date_trunc('month', now() - interval '4 months') + interval '30 days',
         billing_interval = 'monthly'
       WHERE id = $1`,
      [userId],
    );
    await app.db.query(
      `UPDATE users SET quota_period_start = billing_date(billing_anchor, billing_months(billing_anchor, now()) - 1)
       WHERE id = $1`,
      [userId],
    );
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(res.json()).toMatchObject({ pages_remaining: 400, pages_limit: 400 });
    const [row] = await app.db.query<{ same: boolean; day_kept: boolean }>(
      `SELECT quota_period_start = billing_date(billing_anchor, billing_months(billing_anchor, now())) AS same,
         extract(day FROM quota_period_start AT TIME ZONE 'UTC') = LEAST(
           extract(day FROM billing_anchor AT TIME ZONE 'UTC'),
           extract(day FROM (date_trunc('month', quota_period_start AT TIME ZONE 'UTC') + interval '1 month - 1 day'))
         ) AS day_kept
       FROM users WHERE id = $1`,
      [userId],
    );
    expect(row).toEqual({ same: true, day_kept: true });
    // Read again within the period: no second refill.
    await app.db.query('UPDATE users SET pages_remaining = 5 WHERE id = $1', [userId]);
    const again = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(again.json().pages_remaining).toBe(5);
  });
});
