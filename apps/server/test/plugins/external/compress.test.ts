import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../../../src/plugins/external/compress.ts';
import { build, fixture, multipart, THREE_PAGE_PDF } from '../../helper.ts';

describe('compression of API answers', () => {
  it('compresses a conversion answer as the client asks, and leaves identity or silent clients plain', async () => {
    // Four conversions from one address: above the default daily cap of 3.
    const app = await build({ env: { ANONYMOUS_DAILY_LIMIT_PER_ADDRESS: '10' } });
    const convert = (fingerprint: string, encoding?: string) => {
      const upload = multipart(fixture(THREE_PAGE_PDF));
      return app.inject({
        method: 'POST',
        url: '/api/anonymous/convert',
        payload: upload.payload,
        headers: {
          ...upload.headers,
          'x-browser-fingerprint': fingerprint,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      });
    };
    const plain = await convert('fp-plain');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json<{ success: boolean; pages_used: number; data: unknown }>();
    expect(expected).toMatchObject({ success: true, pages_used: 3 });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const identity = await convert('fp-identity', 'identity');
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toMatchObject({ success: true, pages_used: 3 });

    const br = await convert('fp-br', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const brBody = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(brBody.data).toEqual(expected.data);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await convert('fp-gzip', 'gzip');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data).toEqual(expected.data);
  });

  it('leaves answers under the threshold plain', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('never inflates a compressed request body: it is refused as sent', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@example.com', password: 'whatever-123' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });
});
