import { describe, expect, it } from 'vitest';
import { INVALID_LANGUAGE, INVALID_PAGE_COUNT, MESSAGES } from '@statemint/contracts';
import { bearer, build, signUp } from '../../helper.ts';

describe('/api/user/profile', () => {
  it('PUT trims the full name, sets the language and returns the user; the email is unchanged', async () => {
    const app = await build();
    const { token, email } = await signUp(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: {
        full_name: '  Grace Hopper ',
        language_preference: 'fr',
        email: 'other@example.com',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      full_name: 'Grace Hopper',
      language_preference: 'fr',
      email,
    });
    const again = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(again.json()).toMatchObject({
      full_name: 'Grace Hopper',
      language_preference: 'fr',
      email,
    });
  });

  it('PUT refuses an empty name, a long name and an unknown language with 400 {detail}', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ full_name: '   ', language_preference: 'en' }, MESSAGES.fullNameRequired],
      [{ language_preference: 'en' }, MESSAGES.fullNameRequired],
      [{ full_name: 'x'.repeat(201), language_preference: 'en' }, MESSAGES.fullNameTooLong],
      [{ full_name: 'Ada', language_preference: 'it' }, INVALID_LANGUAGE],
      [{ full_name: 'Ada' }, INVALID_LANGUAGE],
    ];
    for (const [payload, detail] of cases) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: bearer(token),
        payload,
      });
      expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
        status: 400,
        detail,
      });
    }
    expect(INVALID_LANGUAGE).toBe('language_preference must be one of en, es, fr, de');
  });

  it('DELETE removes the user, their documents and their sessions', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    const other = await signUp(app);
    await app.db.query(
      `INSERT INTO documents (id, user_id, original_filename, file_size, page_count, status)
       VALUES (gen_random_uuid(), $1, 'a.pdf', 1, 1, 'completed'), (gen_random_uuid(), $2, 'b.pdf', 1, 1, 'completed')`,
      [userId, other.userId],
    );
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
    const count = async (sql: string) => (await app.db.query<{ n: number }>(sql, [userId]))[0]?.n;
    expect(await count('SELECT count(*)::integer AS n FROM users WHERE id = $1')).toBe(0);
    expect(await count('SELECT count(*)::integer AS n FROM documents WHERE user_id = $1')).toBe(0);
    expect(await count('SELECT count(*)::integer AS n FROM sessions WHERE user_id = $1')).toBe(0);
    const [left] = await app.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM documents',
    );
    expect(left?.n).toBe(1);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
  });

  it('every profile route needs a bearer token', async () => {
    const app = await build();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/user/profile' });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('quotas', () => {
  it('POST /api/user/pages/check answers {can_process, pages_remaining, pages_limit, subscription_tier, resets_at}', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    const [period] = await app.db.query<{ resets_at: Date }>(
      `SELECT quota_period_start + interval '24 hours' AS resets_at FROM users WHERE id = $1`,
      [userId],
    );
    const check = (page_count: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/user/pages/check',
        headers: bearer(token),
        payload: { page_count },
      });
    expect((await check(7)).json()).toEqual({
      can_process: true,
      pages_remaining: 7,
      pages_limit: 7,
      subscription_tier: 'daily_free',
      resets_at: new Date(period!.resets_at).toISOString(),
    });
    expect((await check(8)).json().can_process).toBe(false);
    for (const bad of [0, -1, 1.5, '3', null]) {
      const res = await check(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(INVALID_PAGE_COUNT);
    }
  });

  it('daily_free returns to 7 pages once 24 hours have passed since the last reset, not before', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    const profile = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })
      ).json();
    await app.db.query(
      `UPDATE users SET pages_remaining = 2, quota_period_start = now() - interval '23 hours 59 minutes' WHERE id = $1`,
      [userId],
    );
    expect((await profile()).pages_remaining).toBe(2);
    await app.db.query(
      `UPDATE users SET quota_period_start = now() - interval '24 hours 1 second' WHERE id = $1`,
      [userId],
    );
    expect((await profile()).pages_remaining).toBe(7);
    const [row] = await app.db.query<{ fresh: boolean }>(
      `SELECT quota_period_start > now() - interval '1 minute' AS fresh FROM users WHERE id = $1`,
      [userId],
    );
    expect(row?.fresh).toBe(true);
  });

  it('paid tiers reset monthly on their billing date and enterprise is unlimited', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    const profile = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })
      ).json();
    await app.db.query(
      `UPDATE users SET subscription_tier = 'starter', pages_limit = 400, pages_remaining = 10,
         quota_period_start = now() - interval '27 days' WHERE id = $1`,
      [userId],
    );
    expect((await profile()).pages_remaining).toBe(10);
    // Two months and three days after the billing date: the new period starts two months after it.
    await app.db.query(
      `UPDATE users SET quota_period_start = now() - interval '2 months 3 days' WHERE id = $1`,
      [userId],
    );
    expect(await profile()).toMatchObject({
      subscription_tier: 'starter',
      pages_remaining: 400,
      pages_limit: 400,
    });
    const [row] = await app.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM now() - quota_period_start) / 86400)::integer AS days FROM users WHERE id = $1`,
      [userId],
    );
    expect(row?.days).toBe(3);

    await app.db.query(
      `UPDATE users SET subscription_tier = 'enterprise', pages_limit = NULL, pages_remaining = NULL WHERE id = $1`,
      [userId],
    );
    expect(await profile()).toMatchObject({ pages_remaining: null, pages_limit: null });
    const check = await app.inject({
      method: 'POST',
      url: '/api/user/pages/check',
      headers: bearer(token),
      payload: { page_count: 100_000 },
    });
    expect(check.json()).toEqual({
      can_process: true,
      pages_remaining: null,
      pages_limit: null,
      subscription_tier: 'enterprise',
      resets_at: null,
    });
  });
});
