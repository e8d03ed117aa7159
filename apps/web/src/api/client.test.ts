import { afterEach, describe, expect, it, vi } from 'vitest';
import { User } from '@statemint/contracts';
import { apiRequest, INVALID_RESPONSE } from './client.ts';

// The API server lives in another workspace and the web tests may not start it (no node:* here),
// so these tests answer fetch with hand-made Responses: `fakeFetch` says so.
function fakeFetch(response: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (response instanceof Error) throw response;
      return response;
    }),
  );
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the bearer token and a JSON body, and reads the JSON answer', async () => {
    const calls = fakeFetch(json(200, { can_process: true }));
    const result = await apiRequest('/api/user/pages/check', {
      method: 'POST',
      token: 'abc',
      json: { page_count: 1 },
    });
    expect(result).toEqual({ ok: true, status: 200, data: { can_process: true } });
    const init = calls[0]?.init;
    expect(calls[0]?.url).toBe('/api/user/pages/check');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({
      Authorization: 'Bearer abc',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"page_count":1}');
  });

  it('sends no bearer for the oauth_session marker (cookies carry that session)', async () => {
    const calls = fakeFetch(json(200, {}));
    await apiRequest('/api/user/profile', { token: 'oauth_session' });
    expect(calls[0]?.init.headers).toEqual({});
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('returns the server detail and code of an error', async () => {
    fakeFetch(
      json(402, {
        detail: 'Insufficient pages remaining. Please upgrade your plan.',
        code: 'quota',
      }),
    );
    expect(await apiRequest('/api/process-pdf', { method: 'POST' })).toEqual({
      ok: false,
      status: 402,
      detail: 'Insufficient pages remaining. Please upgrade your plan.',
      code: 'quota',
      network: false,
    });
  });

  it('has no detail for a non-JSON error body, and flags network failures', async () => {
    fakeFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await apiRequest('/api/documents')).toEqual({
      ok: false,
      status: 502,
      detail: null,
      code: null,
      network: false,
    });
    fakeFetch(new TypeError('Failed to fetch'));
    expect(await apiRequest('/api/documents')).toEqual({
      ok: false,
      status: 0,
      detail: null,
      code: null,
      network: true,
    });
  });

  it('parses a JSON answer with its contract: extra fields go, a broken answer is invalid_response', async () => {
    const user = {
      id: 'u1',
      full_name: 'Ada',
      email: 'ada@example.com',
      language_preference: 'en',
      subscription_tier: 'daily_free',
      pages_remaining: 7,
      pages_limit: 7,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    fakeFetch(json(200, { ...user, password_hash: 'x' }));
    expect(await apiRequest('/api/user/profile', { schema: User })).toEqual({
      ok: true,
      status: 200,
      data: user,
    });
    fakeFetch(json(200, { ...user, pages_remaining: '7' }));
    expect(await apiRequest('/api/user/profile', { schema: User })).toEqual({
      ok: false,
      status: 200,
      detail: null,
      code: INVALID_RESPONSE,
      network: false,
    });
  });

  it('reads 204 as no data and blobs when asked', async () => {
    fakeFetch(new Response(null, { status: 204 }));
    expect(await apiRequest('/api/documents/1', { method: 'DELETE', as: 'none' })).toEqual({
      ok: true,
      status: 204,
      data: undefined,
    });
    fakeFetch(new Response('a,b\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const result = await apiRequest<Blob>('/api/documents/1/download', { as: 'blob' });
    expect(result.ok && (await result.data.text())).toBe('a,b\r\n');
  });
});
