import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EXTRACT_ERROR_MESSAGES, MAX_UPLOAD_BYTES, MESSAGES } from '@statemint/contracts';
import { extractStatement } from '@statemint/extract';
import { toStoredStatement } from '../../../src/services/documents.ts';
import { NO_FILE } from '../../../src/upload.ts';
import {
  bearer,
  build,
  fixture,
  freshSchema,
  multipart,
  signUp,
  TEST_DATABASE_URL,
  THREE_PAGE_PDF,
} from '../../helper.ts';
import { doubleFlateBombPdf } from '@statemint/extract/hostile';
import { imageOnlyPdf, textPdf } from '../../pdfs.ts';

/** A 2-page statement: ten parallel uploads with 7 pages left can afford exactly three. */
const TWO_PAGE_PDF = 'hsbc-uk-current-11111111-2019-06-10.pdf';

describe('POST /api/process-pdf', () => {
  it('converts a real 3-page statement, spends 3 pages and stores the document without the PDF', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    const pdf = fixture(THREE_PAGE_PDF);
    const upload = multipart(pdf, THREE_PAGE_PDF);
    const res = await app.inject({
      method: 'POST',
      url: '/api/process-pdf',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = await extractStatement(new Uint8Array(pdf));
    if (!expected.ok) throw new Error('the engine must convert the 3-page sample');
    expect(body).toEqual({
      success: true,
      data: expected.statement,
      pages_processed: 3,
      pages_used: 3,
      document_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      anonymous: false,
    });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(profile.json().pages_remaining).toBe(4);
    const docs = await app.db.query<Record<string, unknown>>(
      'SELECT id, user_id, original_filename, file_size, page_count, status, statement FROM documents',
    );
    expect(docs).toEqual([
      {
        id: body.document_id,
        user_id: userId,
        original_filename: THREE_PAGE_PDF,
        file_size: pdf.length,
        page_count: 3,
        status: 'completed',
        statement: toStoredStatement(expected.statement),
      },
    ]);
  });

  it('runs the engine in a child process, not on the event loop', async () => {
    const app = await build();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'statemint-')), 'three.pdf');
    writeFileSync(file, fixture(THREE_PAGE_PDF));
    const expected = await extractStatement(new Uint8Array(fixture(THREE_PAGE_PDF)));
    const seen: unknown[] = [];
    const outcome = await app.conversions.run({
      file,
      paid: false,
      onPages: async (count) => {
        seen.push(count);
        return true;
      },
    });
    expect(outcome).toEqual({ kind: 'result', result: expected });
    expect(seen).toEqual([{ pages: 3, chargedPages: 3 }]);
    const { pids } = app.conversions.pool.stats();
    expect(pids.length).toBeGreaterThan(0);
    expect(pids).not.toContain(process.pid);
  });

  it('refuses with 402 before any work when fewer pages remain, spending nothing', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    await app.db.query('UPDATE users SET pages_remaining = 2 WHERE id = $1', [userId]);
    const upload = multipart(fixture(THREE_PAGE_PDF));
    const res = await app.inject({
      method: 'POST',
      url: '/api/process-pdf',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ detail: MESSAGES.insufficientPages, code: 'insufficient_pages' });
    const [row] = await app.db.query<{ pages_remaining: number }>(
      'SELECT pages_remaining FROM users',
    );
    expect(row?.pages_remaining).toBe(2);
    expect(await app.db.query('SELECT id FROM documents')).toEqual([]);
  });

  it('checks uploads by content and size, and maps engine errors to 4xx, spending nothing', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const send = async (content: Uint8Array, filename = 'statement.pdf', field = 'file') => {
      const upload = multipart(content, filename, field);
      const res = await app.inject({
        method: 'POST',
        url: '/api/process-pdf',
        payload: upload.payload,
        headers: { ...upload.headers, ...bearer(token) },
      });
      return { status: res.statusCode, body: res.json() };
    };
    const oversized = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    oversized.write('%PDF-1.7\n');
    const cases: [Promise<{ status: number; body: unknown }>, number, unknown][] = [
      [
        send(Buffer.from('hello, I am a text file')),
        400,
        { detail: MESSAGES.pdfOnly, code: 'not_pdf' },
      ],
      [
        send(Buffer.from('PK\u0003\u0004 a zip'), 'statement.pdf'),
        400,
        { detail: MESSAGES.pdfOnly, code: 'not_pdf' },
      ],
      [send(oversized), 413, { detail: MESSAGES.fileTooLarge, code: 'file_too_large' }],
      [
        send(new Uint8Array(0)),
        422,
        { detail: EXTRACT_ERROR_MESSAGES.empty_file, code: 'empty_file' },
      ],
      [
        send(Buffer.from('%PDF-1.4\nthis is not really a pdf\n')),
        422,
        { detail: EXTRACT_ERROR_MESSAGES.corrupt_pdf, code: 'corrupt_pdf' },
      ],
      [
        send(await textPdf(['Dear customer,', 'thank you for banking with us.'])),
        422,
        { detail: EXTRACT_ERROR_MESSAGES.no_transactions, code: 'no_transactions' },
      ],
      [
        send(await imageOnlyPdf()),
        422,
        { detail: EXTRACT_ERROR_MESSAGES.no_text_layer, code: 'no_text_layer' },
      ],
      [
        send(fixture(THREE_PAGE_PDF), 'statement.pdf', 'document'),
        400,
        { detail: NO_FILE, code: 'no_file' },
      ],
    ];
    for (const [pending, status, body] of cases) {
      expect(await pending).toEqual({ status, body });
    }
    // A real PDF is accepted whatever its name says.
    expect((await send(fixture(THREE_PAGE_PDF), 'statement.txt')).status).toBe(200);
    const [row] = await app.db.query<{ pages_remaining: number }>(
      'SELECT pages_remaining FROM users',
    );
    expect(row?.pages_remaining).toBe(4);
  });

  it('answers a JSON body, a missing token and a non-multipart upload with 4xx {detail}', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const noAuth = await app.inject({
      method: 'POST',
      url: '/api/process-pdf',
      ...multipart(fixture(THREE_PAGE_PDF)),
    });
    expect(noAuth.statusCode).toBe(401);
    const json = await app.inject({
      method: 'POST',
      url: '/api/process-pdf',
      headers: bearer(token),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ detail: NO_FILE, code: 'no_file' });
  });

  it('a job over its time limit answers 422 too_complex, refunds, and the server keeps serving', async () => {
    // A daily_free account gets the free time bound.
    const app = await build({ env: { JOB_TIMEOUT_FREE_MS: '1' } });
    const { token } = await signUp(app);
    const upload = multipart(fixture(THREE_PAGE_PDF));
    const res = await app.inject({
      method: 'POST',
      url: '/api/process-pdf',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: EXTRACT_ERROR_MESSAGES.too_complex, code: 'too_complex' });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(profile.json().pages_remaining).toBe(7);
  });

  it('a decompression bomb over the memory cap answers 422 too_complex, refunds, and the next conversion succeeds (issue 7 item 4)', async () => {
    const app = await build({ env: { JOB_MEMORY_MB: '64' } });
    const { token } = await signUp(app);
    const bomb = multipart(doubleFlateBombPdf(512 * 1024 * 1024));
    const res = await app.inject({
      method: 'POST',
      url: '/api/process-pdf',
      payload: bomb.payload,
      headers: { ...bomb.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: EXTRACT_ERROR_MESSAGES.too_complex, code: 'too_complex' });
    const victim = multipart(fixture(THREE_PAGE_PDF));
    const next = await app.inject({
      method: 'POST',
      url: '/api/process-pdf',
      payload: victim.payload,
      headers: { ...victim.headers, ...bearer(token) },
    });
    expect(next.statusCode).toBe(200);
    // 7 - 1 (the bomb's page, refunded) - 3.
    expect(next.json().pages_used).toBe(3);
    const [row] = await app.db.query<{ pages_remaining: number }>(
      'SELECT pages_remaining FROM users',
    );
    expect(row?.pages_remaining).toBe(4);
  });
});

async function parallelUploads(apps: FastifyInstance[], token: string, count: number) {
  const pdf = fixture(TWO_PAGE_PDF);
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const upload = multipart(pdf, `statement-${i}.pdf`);
      const app = apps[i % apps.length];
      if (!app) throw new Error('no app');
      return app.inject({
        method: 'POST',
        url: '/api/process-pdf',
        payload: upload.payload,
        headers: { ...upload.headers, ...bearer(token) },
      });
    }),
  );
}

describe('atomic page spending', () => {
  it('ten parallel uploads by one user with 7 pages left never spend more than 7', async () => {
    // The helper's generous in-flight caps let all ten run at once, which is what this test is about.
    const app = await build();
    const { token } = await signUp(app);
    const results = await parallelUploads([app], token, 10);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402, 402, 402, 402, 402]);
    const [row] = await app.db.query<{ pages_remaining: number; docs: number }>(
      'SELECT pages_remaining, (SELECT count(*)::integer FROM documents) AS docs FROM users',
    );
    expect(row).toEqual({ pages_remaining: 1, docs: 3 });
  });

  it.skipIf(!TEST_DATABASE_URL)(
    'two server instances on one PostgreSQL never spend more than 7 (needs TEST_DATABASE_URL)',
    async () => {
      const databaseUrl = await freshSchema();
      const first = await build({ databaseUrl });
      const second = await build({ databaseUrl });
      const { token } = await signUp(first);
      const results = await parallelUploads([first, second], token, 10);
      expect(results.map((r) => r.statusCode).sort()).toEqual([
        200, 200, 200, 402, 402, 402, 402, 402, 402, 402,
      ]);
      const [row] = await second.db.query<{ pages_remaining: number; docs: number }>(
        'SELECT pages_remaining, (SELECT count(*)::integer FROM documents) AS docs FROM users',
      );
      expect(row).toEqual({ pages_remaining: 1, docs: 3 });
    },
  );
});

if (!TEST_DATABASE_URL) {
  console.warn(
    'SKIPPED: the two-instance PostgreSQL concurrency test needs TEST_DATABASE_URL; run `npm run test:postgres`.',
  );
}
