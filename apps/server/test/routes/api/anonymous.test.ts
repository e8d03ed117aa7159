import { describe, expect, it } from 'vitest';
import { EXTRACT_ERROR_MESSAGES, MESSAGES, MISSING_FINGERPRINT_BODY } from '@statemint/contracts';
import {
  ADDRESS_CAP_REACHED,
  MISSING_FINGERPRINT,
} from '../../../src/routes/api/anonymous/index.ts';
import { build, fixture, multipart, THREE_PAGE_PDF } from '../../helper.ts';
import { textPdf } from '../../pdfs.ts';

/** The end of the current epoch-aligned UTC day: when an address's daily cap is refilled. */
function dayWindowEnd(): string {
  const day = 24 * 3600 * 1000;
  return new Date((Math.floor(Date.now() / day) + 1) * day).toISOString();
}

/** The whole check answer for a browser with `used` conversions behind an address with `addressUsed` of 3. */
function checkAnswer(used: number, addressUsed: number, limit = 3) {
  const refusal = used >= 1 ? 'conversion_used' : addressUsed >= limit ? 'address_cap' : null;
  return {
    can_convert: refusal === null,
    conversions_used: used,
    conversions_limit: 1,
    address_conversions_used: addressUsed,
    address_conversions_limit: limit,
    address_resets_at: dayWindowEnd(),
    refusal,
  };
}

describe('anonymous use', () => {
  it('gives one successful conversion per fingerprint, stores no document, then answers 403', async () => {
    const app = await build();
    const check = async (browser_fingerprint: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/anonymous/check',
          payload: { browser_fingerprint },
        })
      ).json();
    expect(await check('fp-1')).toEqual(checkAnswer(0, 0));

    const convert = (fingerprint: string, content: Uint8Array = fixture(THREE_PAGE_PDF)) => {
      const upload = multipart(content);
      return app.inject({
        method: 'POST',
        url: '/api/anonymous/convert',
        payload: upload.payload,
        headers: { ...upload.headers, 'x-browser-fingerprint': fingerprint },
      });
    };
    const first = await convert('fp-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      pages_processed: 3,
      pages_used: 3,
      anonymous: true,
    });
    expect(first.json().document_id).toBeUndefined();
    expect(first.json().data.transactions.length).toBeGreaterThan(0);
    expect(await app.db.query('SELECT id FROM documents')).toEqual([]);
    expect(await check('fp-1')).toEqual(checkAnswer(1, 1));

    const second = await convert('fp-1');
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ detail: MESSAGES.anonymousLimit, code: 'anonymous_limit' });

    // A failed conversion does not use the fingerprint's conversion.
    const failed = await convert('fp-2', await textPdf(['no table here']));
    expect(failed.statusCode).toBe(422);
    expect(failed.json().detail).toBe(EXTRACT_ERROR_MESSAGES.no_transactions);
    expect(await check('fp-2')).toEqual(checkAnswer(0, 1));
    const notPdf = await convert('fp-2', Buffer.from('plain text'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().detail).toBe(MESSAGES.pdfOnly);
  });

  it('a missing fingerprint is 400', async () => {
    const app = await build();
    const upload = multipart(fixture(THREE_PAGE_PDF));
    const convert = await app.inject({ method: 'POST', url: '/api/anonymous/convert', ...upload });
    expect(convert.statusCode).toBe(400);
    expect(convert.json()).toEqual({ detail: MISSING_FINGERPRINT, code: 'missing_fingerprint' });
    const check = await app.inject({ method: 'POST', url: '/api/anonymous/check', payload: {} });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ detail: MISSING_FINGERPRINT_BODY, code: 'missing_fingerprint' });
  });

  it('concurrent conversions with one fingerprint yield at most one success', async () => {
    const app = await build();
    const pdf = fixture(THREE_PAGE_PDF);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => {
        const upload = multipart(pdf);
        return app.inject({
          method: 'POST',
          url: '/api/anonymous/convert',
          payload: upload.payload,
          headers: { ...upload.headers, 'x-browser-fingerprint': 'same-device' },
        });
      }),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
  });

  it('caps conversions per client address per day, so rotating fingerprints does not help', async () => {
    const app = await build({ env: { ANONYMOUS_DAILY_LIMIT_PER_ADDRESS: '2' } });
    const convert = (fingerprint: string, remoteAddress: string) => {
      const upload = multipart(fixture(THREE_PAGE_PDF));
      return app.inject({
        method: 'POST',
        url: '/api/anonymous/convert',
        payload: upload.payload,
        headers: { ...upload.headers, 'x-browser-fingerprint': fingerprint },
        remoteAddress,
      });
    };
    expect((await convert('a', '10.1.1.1')).statusCode).toBe(200);
    expect((await convert('b', '10.1.1.1')).statusCode).toBe(200);
    const third = await convert('c', '10.1.1.1');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ detail: ADDRESS_CAP_REACHED, code: 'rate_limited' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The refused fingerprint keeps its own conversion for another network.
    expect((await convert('c', '10.2.2.2')).statusCode).toBe(200);
  });

  it('/check reports the address cap, so a fresh browser behind a used-up address is not promised a conversion', async () => {
    const app = await build({ env: { ANONYMOUS_DAILY_LIMIT_PER_ADDRESS: '1' } });
    const check = async (browser_fingerprint: string, remoteAddress: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/anonymous/check',
          payload: { browser_fingerprint },
          remoteAddress,
        })
      ).json();
    expect(await check('fresh', '10.3.3.3')).toEqual(checkAnswer(0, 0, 1));
    const upload = multipart(fixture(THREE_PAGE_PDF));
    const done = await app.inject({
      method: 'POST',
      url: '/api/anonymous/convert',
      payload: upload.payload,
      headers: { ...upload.headers, 'x-browser-fingerprint': 'first' },
      remoteAddress: '10.3.3.3',
    });
    expect(done.statusCode).toBe(200);
    // Another browser on the same network: its own conversion is unused, but the address's cap is not.
    expect(await check('fresh', '10.3.3.3')).toEqual(checkAnswer(0, 1, 1));
    expect(await check('first', '10.3.3.3')).toEqual(checkAnswer(1, 1, 1));
    // Elsewhere the same fresh browser may convert.
    expect(await check('fresh', '10.4.4.4')).toEqual(checkAnswer(0, 0, 1));
  });
});
