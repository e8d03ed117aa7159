import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toCompleteCsv, toFlatCsv } from '@statemint/export/csv';
import { extractStatement } from '@statemint/extract';
import { DOCUMENT_NOT_FOUND, INVALID_FORMAT } from '@statemint/contracts';
import { contentDisposition, downloadName } from '../../../src/routes/api/documents/index.ts';
import { bearer, build, fixture, multipart, signUp, THREE_PAGE_PDF } from '../../helper.ts';

async function convert(app: FastifyInstance, token: string, filename: string): Promise<string> {
  const upload = multipart(fixture(THREE_PAGE_PDF), filename);
  const res = await app.inject({
    method: 'POST',
    url: '/api/process-pdf',
    payload: upload.payload,
    headers: { ...upload.headers, ...bearer(token) },
  });
  if (res.statusCode !== 200) throw new Error(`conversion failed: ${res.body}`);
  return res.json().document_id;
}

describe('document library', () => {
  it('lists the caller’s documents newest first and downloads CSV, complete CSV and XLSX', async () => {
    const app = await build();
    const { token } = await signUp(app);
    await app.db.query(
      `UPDATE users SET subscription_tier = 'enterprise', pages_limit = NULL, pages_remaining = NULL`,
    );
    const older = await convert(app, token, 'March statement.PDF');
    const newer = await convert(app, token, 'april.pdf');
    const other = await signUp(app);
    await app.db.query(
      `UPDATE users SET subscription_tier = 'enterprise', pages_limit = NULL, pages_remaining = NULL`,
    );
    const foreign = await convert(app, other.token, 'theirs.pdf');

    const list = await app.inject({ method: 'GET', url: '/api/documents', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const size = fixture(THREE_PAGE_PDF).length;
    const sample = await extractStatement(new Uint8Array(fixture(THREE_PAGE_PDF)));
    if (!sample.ok) throw new Error('the engine must convert the 3-page sample');
    const card = {
      period_start: sample.statement.periodStart,
      period_end: sample.statement.periodEnd,
      accounts: [{ name: sample.statement.accountName, last_digits: '4321' }],
      transaction_count: sample.statement.transactions.length,
      verdict: sample.statement.verification?.verdict,
    };
    expect(list.json()).toEqual([
      {
        id: newer,
        original_filename: 'april.pdf',
        conversion_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        file_size: size,
        page_count: 3,
        status: 'completed',
        ...card,
      },
      {
        id: older,
        original_filename: 'March statement.PDF',
        conversion_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        file_size: size,
        page_count: 3,
        status: 'completed',
        ...card,
      },
    ]);

    const extracted = await extractStatement(new Uint8Array(fixture(THREE_PAGE_PDF)));
    if (!extracted.ok) throw new Error('the engine must convert the 3-page sample');
    const csv = await app.inject({
      method: 'GET',
      url: `/api/documents/${older}/download`,
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="March statement-converted.csv"; filename*=UTF-8''March%20statement-converted.csv`,
    );
    expect(csv.body).toBe(toFlatCsv(extracted.statement));

    const complete = await app.inject({
      method: 'GET',
      url: `/api/documents/${newer}/download?format=complete-csv`,
      headers: bearer(token),
    });
    expect(complete.headers['content-disposition']).toContain('filename="april-complete-data.csv"');
    expect(complete.body).toBe(toCompleteCsv(extracted.statement));

    const xlsx = await app.inject({
      method: 'GET',
      url: `/api/documents/${newer}/download?format=xlsx`,
      headers: bearer(token),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toContain('filename="april-converted.xlsx"');
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');

    const bad = await app.inject({
      method: 'GET',
      url: `/api/documents/${newer}/download?format=pdf`,
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: INVALID_FORMAT, code: 'invalid_query' });

    // Another user's document answers exactly like a missing one.
    const missing = { detail: DOCUMENT_NOT_FOUND, code: 'not_found' };
    for (const id of [foreign, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/documents/${id}/download`,
        headers: bearer(token),
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: missing });
      const del = await app.inject({
        method: 'DELETE',
        url: `/api/documents/${id}`,
        headers: bearer(token),
      });
      expect({ status: del.statusCode, body: del.json() }).toEqual({ status: 404, body: missing });
    }

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/documents/${older}`,
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(204);
    const after = await app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: bearer(token),
    });
    expect(after.json().map((d: { id: string }) => d.id)).toEqual([newer]);
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: bearer(other.token),
    });
    expect(theirs.json().map((d: { id: string }) => d.id)).toEqual([foreign]);
  });

  it('needs a bearer token', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/api/documents' });
    expect(res.statusCode).toBe(401);
  });
});

describe('download file names', () => {
  it('replaces .pdf with the suffix, whatever its case, and appends it otherwise', () => {
    expect(downloadName('statement.pdf', '-converted.csv')).toBe('statement-converted.csv');
    expect(downloadName('STATEMENT.PDF', '-converted.csv')).toBe('STATEMENT-converted.csv');
    expect(downloadName('statement', '-converted.csv')).toBe('statement-converted.csv');
    expect(downloadName('a.pdf.pdf', '-converted.csv')).toBe('a.pdf-converted.csv');
    expect(downloadName('.pdf', '-converted.csv')).toBe('statement-converted.csv');
    expect(downloadName('../etc/passwd.pdf', '-converted.csv')).toBe('.._etc_passwd-converted.csv');
  });

  it('makes Content-Disposition safe for quotes, non-ASCII and header-breaking characters', () => {
    expect(contentDisposition('my "best" file.csv')).toBe(
      `attachment; filename="my _best_ file.csv"; filename*=UTF-8''my%20%22best%22%20file.csv`,
    );
    expect(contentDisposition('relevé août.csv')).toBe(
      `attachment; filename="relev_ ao_t.csv"; filename*=UTF-8''relev%C3%A9%20ao%C3%BBt.csv`,
    );
    expect(contentDisposition('a\r\nSet-Cookie: x=1;.csv')).toBe(
      `attachment; filename="a__Set-Cookie: x=1_.csv"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1%3B.csv`,
    );
    expect(contentDisposition("it's (1).csv")).toBe(
      `attachment; filename="it's (1).csv"; filename*=UTF-8''it%27s%20%281%29.csv`,
    );
  });
});
