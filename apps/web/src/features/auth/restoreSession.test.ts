import { describe, expect, it, vi } from 'vitest';
import type { User } from '@statemint/contracts';
import type { ApiResult } from '../../api/client.ts';
import { restoreSession } from './restoreSession.ts';

const USER: User = {
  id: 'u1',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  language_preference: 'en',
  subscription_tier: 'daily_free',
  pages_remaining: 7,
  pages_limit: 7,
  created_at: '2026-11-23T09:00:00Z',
};

const answer = (user: User): Promise<ApiResult<User>> =>
  Promise.resolve({ ok: true, status: 200, data: user });
const refuse = (status: number): Promise<ApiResult<User>> =>
  Promise.resolve({ ok: false, status, detail: 'Not authenticated', code: null, network: false });

describe('restoreSession', () => {
  it('exchanges #session_id= and uses the oauth_session marker', async () => {
    const fakeExchange = vi.fn(() => answer(USER));
    const fakeProfile = vi.fn(() => answer(USER));
    const result = await restoreSession({
      hash: '#session_id=abc',
      storedToken: 'stored',
      exchange: fakeExchange,
      profile: fakeProfile,
    });
    expect(result).toEqual({
      token: 'oauth_session',
      user: USER,
      clearHash: true,
      dropStoredToken: false,
    });
    expect(fakeExchange).toHaveBeenCalledWith('abc');
    expect(fakeProfile).not.toHaveBeenCalled();
  });

  it('falls through to the stored token when the exchange fails, and still clears the hash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fakeProfile = vi.fn(() => answer(USER));
    const result = await restoreSession({
      hash: '#session_id=expired',
      storedToken: 'stored',
      exchange: () => refuse(401),
      profile: fakeProfile,
    });
    expect(result).toEqual({
      token: 'stored',
      user: USER,
      clearHash: true,
      dropStoredToken: false,
    });
    expect(fakeProfile).toHaveBeenCalledWith('stored');
    warn.mockRestore();
  });

  it('drops a stored token the server refuses', async () => {
    expect(
      await restoreSession({
        hash: '',
        storedToken: 'revoked',
        exchange: () => answer(USER),
        profile: () => refuse(401),
      }),
    ).toEqual({ token: null, user: null, clearHash: false, dropStoredToken: true });
  });

  it('keeps a stored token when the profile call got no answer or hit a server fault', async () => {
    const offline: Promise<ApiResult<User>> = Promise.resolve({
      ok: false,
      status: 0,
      detail: null,
      code: null,
      network: true,
    });
    for (const profile of [() => offline, () => refuse(503), () => refuse(500)]) {
      expect(
        await restoreSession({
          hash: '',
          storedToken: 'stored',
          exchange: () => answer(USER),
          profile,
        }),
      ).toEqual({ token: null, user: null, clearHash: false, dropStoredToken: false });
    }
  });

  it('drops a stored token on every 4xx refusal', async () => {
    for (const status of [400, 401, 403, 404]) {
      expect(
        (
          await restoreSession({
            hash: '',
            storedToken: 'stored',
            exchange: () => answer(USER),
            profile: () => refuse(status),
          })
        ).dropStoredToken,
      ).toBe(true);
    }
  });

  it('ends signed out with nothing to restore', async () => {
    const fakeProfile = vi.fn(() => answer(USER));
    expect(
      await restoreSession({
        hash: '#other=1',
        storedToken: null,
        exchange: () => answer(USER),
        profile: fakeProfile,
      }),
    ).toEqual({ token: null, user: null, clearHash: false, dropStoredToken: false });
    expect(fakeProfile).not.toHaveBeenCalled();
  });

  it('with the hint of an earlier Google sign-in, asks the profile through the cookie', async () => {
    const fakeProfile = vi.fn(() => answer(USER));
    expect(
      await restoreSession({
        hash: '',
        storedToken: null,
        cookieSessionHint: true,
        exchange: () => answer(USER),
        profile: fakeProfile,
      }),
    ).toEqual({ token: 'oauth_session', user: USER, clearHash: false, dropStoredToken: false });
    expect(fakeProfile).toHaveBeenCalledWith('oauth_session');
  });

  it('ends signed out when the hinted cookie session is gone', async () => {
    expect(
      await restoreSession({
        hash: '',
        storedToken: null,
        cookieSessionHint: true,
        exchange: () => answer(USER),
        profile: () => refuse(401),
      }),
    ).toEqual({ token: null, user: null, clearHash: false, dropStoredToken: false });
  });
});
