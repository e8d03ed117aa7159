import { describe, expect, it } from 'vitest';
import { slideGranularitySeconds } from '../../../src/plugins/app/auth.ts';
import { bearer, build, signUp } from '../../helper.ts';

describe('sliding sessions', () => {
  it('sessions stop sliding (issue 7 item 13): with SESSION_IDLE_SECONDS=60, a session used every 10 s lives on', async () => {
    const app = await build({ env: { SESSION_IDLE_SECONDS: '60' } });
    const { token } = await signUp(app);
    const step = async () => {
      // Ten seconds pass: every timestamp of the session moves ten seconds into the past.
      await app.db.query(
        `UPDATE sessions SET created_at = created_at - interval '10 seconds',
           last_used_at = last_used_at - interval '10 seconds', expires_at = expires_at - interval '10 seconds'`,
      );
      return app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    };
    for (let used = 1; used <= 12; used += 1) {
      expect({ second: used * 10, status: (await step()).statusCode }).toEqual({
        second: used * 10,
        status: 200,
      });
      const [row] = await app.db.query<{ left: number }>(
        `SELECT round(extract(epoch FROM expires_at - now()))::integer AS left FROM sessions`,
      );
      expect(row?.left).toBe(60);
    }
    // Unused for the idle lifetime, it expires.
    await app.db.query(
      `UPDATE sessions SET last_used_at = now() - interval '60 seconds', expires_at = now()`,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
  });

  it('re-writes the expiry after a tenth of the idle lifetime, at most once a minute', () => {
    expect(slideGranularitySeconds(60)).toBe(6);
    expect(slideGranularitySeconds(300)).toBe(30);
    expect(slideGranularitySeconds(600)).toBe(60);
    expect(slideGranularitySeconds(7 * 24 * 3600)).toBe(60);
  });
});
