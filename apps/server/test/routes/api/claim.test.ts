import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CLAIM_NOT_FOUND,
  CLAIM_TOKEN_REQUIRED,
  DOCUMENT_NOT_FOUND,
  type Statement,
} from '@statemint/contracts';
import { sweepAnonymousResults } from '../../../src/services/anonymous-results.ts';
import { bearer, build, fixture, multipart, signUp, THREE_PAGE_PDF } from '../../helper.ts';
import { textPdf } from '../../pdfs.ts';

async function anonymousConversion(
  app: FastifyInstance,
  fingerprint: string,
  filename = 'August statement.pdf',
): Promise<{ token: string; data: Statement }> {
  const upload = multipart(fixture(THREE_PAGE_PDF), filename);
  const res = await app.inject({
    method: 'POST',
    url: '/api/anonymous/convert',
    payload: upload.payload,
    headers: { ...upload.headers, 'x-browser-fingerprint': fingerprint },
  });
  if (res.statusCode !== 200) throw new Error(`anonymous conversion failed: ${res.body}`);
  const body = res.json<{ claim_token: string; data: Statement }>();
  return { token: body.claim_token, data: body.data };
}

function claim(app: FastifyInstance, userToken: string | null, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/documents/claim',
    headers: userToken ? bearer(userToken) : {},
    payload: payload as Record<string, unknown>,
  });
}

async function pagesRemaining(app: FastifyInstance, userId: string): Promise<number | null> {
  const [row] = await app.db.query<{ pages_remaining: number | null }>(
    'SELECT pages_remaining FROM users WHERE id = $1',
    [userId],
  );
  return row?.pages_remaining ?? null;
}

describe('claiming an anonymous conversion', () => {
  it('attaches the result to the account that signs up, once, charging nothing', async () => {
    const app = await build();
    const { token, data } = await anonymousConversion(app, 'fp-claim');
    // 256 random bits, base64url; only its keyed hash is stored, and no document exists yet.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await app.db.query<{ token_hash: string; original_filename: string }>(
      'SELECT token_hash, original_filename FROM anonymous_results',
    );
    expect(stored).toEqual([
      { token_hash: app.auth.hash(token), original_filename: 'August statement.pdf' },
    ]);
    expect(await app.db.query('SELECT id FROM documents')).toEqual([]);

    const user = await signUp(app);
    const first = await claim(app, user.token, { token });
    expect(first.statusCode).toBe(200);
    const documentId = first.json<{ document_id: string }>().document_id;
    expect(first.json()).toEqual({ document_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await pagesRemaining(app, user.userId)).toBe(7);
    expect(await app.db.query('SELECT token_hash FROM anonymous_results')).toEqual([]);

    // The library has it, and View reads back exactly the Statement the anonymous answer carried.
    const list = await app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: bearer(user.token),
    });
    expect(list.json()).toEqual([
      {
        id: documentId,
        original_filename: 'August statement.pdf',
        conversion_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        file_size: fixture(THREE_PAGE_PDF).length,
        page_count: 3,
        status: 'completed',
        period_start: data.periodStart,
        period_end: data.periodEnd,
        accounts: [{ name: data.accountName, last_digits: '4321' }],
        transaction_count: data.transactions.length,
        verdict: data.verification?.verdict ?? null,
      },
    ]);
    const view = await app.inject({
      method: 'GET',
      url: `/api/documents/${documentId}`,
      headers: bearer(user.token),
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().statement).toEqual(data);
    expect(view.json().id).toBe(documentId);

    // Single use: the same token again, by the same or another account, finds nothing.
    const again = await claim(app, user.token, { token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: CLAIM_NOT_FOUND, code: 'claim_not_found' });
    const other = await signUp(app);
    expect((await claim(app, other.token, { token })).statusCode).toBe(404);
    expect(await pagesRemaining(app, user.userId)).toBe(7);
    expect(await app.db.query('SELECT id FROM documents')).toEqual([{ id: documentId }]);
  });

  it('refuses an unknown, expired or malformed token with a 4xx {detail}, and needs a session', async () => {
    const app = await build();
    const { token } = await anonymousConversion(app, 'fp-expired');
    const user = await signUp(app);

    expect((await claim(app, null, { token })).statusCode).toBe(401);
    const unknown = await claim(app, user.token, { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: CLAIM_NOT_FOUND, code: 'claim_not_found' });
    const missing = await claim(app, user.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: CLAIM_TOKEN_REQUIRED, code: 'missing_token' });
    const tooLong = await claim(app, user.token, { token: 'x'.repeat(129) });
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json().detail).toBe(CLAIM_NOT_FOUND);
    const wrongType = await claim(app, user.token, { token: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().detail).toBe('token must be a string.');
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/documents/claim',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      payload: '{"token": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toEqual(expect.any(String));

    // A day later the result is gone for good: the claim finds nothing and the sweep deletes the row.
    await app.db.query(`UPDATE anonymous_results SET expires_at = now() - interval '1 second'`);
    const expired = await claim(app, user.token, { token });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ detail: CLAIM_NOT_FOUND, code: 'claim_not_found' });
    expect(await app.db.query('SELECT count(*)::integer AS n FROM anonymous_results')).toEqual([
      { n: 1 },
    ]);
    await sweepAnonymousResults(app.db);
    expect(await app.db.query('SELECT count(*)::integer AS n FROM anonymous_results')).toEqual([
      { n: 0 },
    ]);
    expect(await app.db.query('SELECT id FROM documents')).toEqual([]);
  });

  it('keeps nothing for a failed anonymous conversion', async () => {
    const app = await build();
    const upload = multipart(await textPdf(['Meeting notes']), 'notes.pdf');
    const failed = await app.inject({
      method: 'POST',
      url: '/api/anonymous/convert',
      payload: upload.payload,
      headers: { ...upload.headers, 'x-browser-fingerprint': 'fp-failed' },
    });
    expect(failed.statusCode).toBe(422);
    expect(failed.json().claim_token).toBeUndefined();
    expect(await app.db.query('SELECT token_hash FROM anonymous_results')).toEqual([]);
  });

  it('of two accounts claiming the same token at once, exactly one gets the document', async () => {
    const app = await build();
    const { token } = await anonymousConversion(app, 'fp-race');
    const a = await signUp(app);
    const b = await signUp(app);
    const results = await Promise.all([
      claim(app, a.token, { token }),
      claim(app, b.token, { token }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await app.db.query('SELECT count(*)::integer AS n FROM documents')).toEqual([{ n: 1 }]);
  });
});

describe('GET /api/documents/{id}', () => {
  it('answers the owner only: another user’s id and a malformed id are 404', async () => {
    const app = await build();
    const owner = await signUp(app);
    const upload = multipart(fixture(THREE_PAGE_PDF), 'mine.pdf');
    const converted = await app.inject({
      method: 'POST',
      url: '/api/process-pdf',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(owner.token) },
    });
    const { document_id: id, data } = converted.json<{ document_id: string; data: Statement }>();
    const get = (token: string, docId: string) =>
      app.inject({ method: 'GET', url: `/api/documents/${docId}`, headers: bearer(token) });

    const mine = await get(owner.token, id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id,
      original_filename: 'mine.pdf',
      page_count: 3,
      transaction_count: data.transactions.length,
    });
    expect(mine.json().statement).toEqual(data);

    const stranger = await signUp(app);
    for (const [token, docId] of [
      [stranger.token, id],
      [owner.token, 'not-a-uuid'],
      [owner.token, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await get(token, docId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: DOCUMENT_NOT_FOUND, code: 'not_found' });
    }
    expect((await app.inject({ method: 'GET', url: `/api/documents/${id}` })).statusCode).toBe(401);
  });
});
