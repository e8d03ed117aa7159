import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../helper.ts';
import { buildWithWeb, SCRIPT_PATH, type WebApp } from '../../web-fixture.ts';

/** The policy every answer carries: only same-origin files, no inline or eval script, no framing. */
const EXPECTED_CSP =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self';img-src 'self';" +
  "font-src 'self';connect-src 'self';object-src 'none';base-uri 'none';form-action 'self';" +
  "frame-ancestors 'none'";

function expectSecurityHeaders(headers: Record<string, unknown>, what: string): void {
  expect([what, headers['content-security-policy']]).toEqual([what, EXPECTED_CSP]);
  expect([what, headers['x-content-type-options']]).toEqual([what, 'nosniff']);
  expect([what, headers['referrer-policy']]).toEqual([what, 'no-referrer']);
  expect([what, headers['x-frame-options']]).toEqual([what, 'DENY']);
}

describe('security headers', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await buildWithWeb();
  });
  afterAll(() => web.close());

  it('are on the page, the files, the API JSON, and the 404s and errors', async () => {
    const answers = {
      page: await web.app.inject({ method: 'GET', url: '/' }),
      notFoundPage: await web.app.inject({ method: 'GET', url: '/nope' }),
      script: await web.app.inject({ method: 'GET', url: SCRIPT_PATH }),
      health: await web.app.inject({ method: 'GET', url: '/api/health' }),
      apiNotFound: await web.app.inject({ method: 'GET', url: '/api/nope' }),
      unauthenticated: await web.app.inject({ method: 'GET', url: '/api/user/profile' }),
      badJson: await web.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.statusCode]))).toEqual({
      page: 200,
      notFoundPage: 404,
      script: 200,
      health: 200,
      apiNotFound: 404,
      unauthenticated: 401,
      badJson: 400,
    });
    for (const [what, res] of Object.entries(answers)) {
      expectSecurityHeaders(res.headers, what);
      expect([what, res.headers['strict-transport-security']]).toEqual([what, undefined]);
    }
  });

  it('never send HSTS over plain HTTP, nor on a forwarded-proto header from an untrusted peer', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a trusted proxy', () => {
  it('is sent when the trusted proxy says the request came over HTTPS, and only then', async () => {
    const app = await build({ env: { TRUST_PROXY: '1' } });
    const https = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    expectSecurityHeaders(https.headers, 'https');
    const http = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const direct = await app.inject({ method: 'GET', url: '/api/health' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
