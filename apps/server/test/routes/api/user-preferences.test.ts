import { describe, expect, it } from 'vitest';
import { INVALID_EXPORT_PREFERENCE } from '@statemint/contracts';
import { bearer, build, signUp } from '../../helper.ts';

describe('/api/user/preferences', () => {
  it('starts at CSV, saves the Default Export Format and keeps it per user', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const other = await signUp(app);
    const get = (t: string) => app.inject({ url: '/api/user/preferences', headers: bearer(t) });
    expect((await get(token)).json()).toEqual({ export_format: 'csv' });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: bearer(token),
      payload: { export_format: 'qbo' },
    });
    expect({ status: put.statusCode, body: put.json() }).toEqual({
      status: 200,
      body: { export_format: 'qbo' },
    });
    expect((await get(token)).json()).toEqual({ export_format: 'qbo' });
    expect((await get(other.token)).json()).toEqual({ export_format: 'csv' });
    // The spec's profile is unchanged by the preference.
    const profile = await app.inject({ url: '/api/user/profile', headers: bearer(token) });
    expect(Object.keys(profile.json()).sort()).toEqual([
      'created_at',
      'email',
      'full_name',
      'id',
      'language_preference',
      'pages_limit',
      'pages_remaining',
      'subscription_tier',
    ]);
  });

  it('refuses an unknown format, a missing one and a non-object body with 400 {detail}; 401 without a session', async () => {
    const app = await build();
    const { token } = await signUp(app);
    for (const payload of [{ export_format: 'pdf' }, {}]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/user/preferences',
        headers: bearer(token),
        payload,
      });
      expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
        status: 400,
        detail: INVALID_EXPORT_PREFERENCE,
      });
    }
    const malformed = await app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"export_format":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json().detail).toBe('string');
    const still = await app.inject({ url: '/api/user/preferences', headers: bearer(token) });
    expect(still.json()).toEqual({ export_format: 'csv' });
    const anonymous = await app.inject({ url: '/api/user/preferences' });
    expect(anonymous.statusCode).toBe(401);
  });
});
