import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BODY_NOT_OBJECT, DOCUMENT_NOT_FOUND, type Statement } from '@statemint/contracts';
import { toFlatCsv } from '@statemint/export/csv';
import {
  findOriginalStatement,
  KEPT_EDITED_VERSIONS,
  saveStatementVersion,
} from '../../../src/services/documents.ts';
import {
  STATEMENT_SAVES_PER_HOUR,
  TOO_MANY_SAVES,
} from '../../../src/routes/api/documents/index.ts';
import { hit } from '../../../src/services/rate-limits.ts';
import { bearer, build, fixture, multipart, signUp, THREE_PAGE_PDF } from '../../helper.ts';

type Converted = { id: string; statement: Statement };

async function convert(app: FastifyInstance, token: string): Promise<Converted> {
  const upload = multipart(fixture(THREE_PAGE_PDF), 'august.pdf');
  const res = await app.inject({
    method: 'POST',
    url: '/api/process-pdf',
    payload: upload.payload,
    headers: { ...upload.headers, ...bearer(token) },
  });
  if (res.statusCode !== 200) throw new Error(`conversion failed: ${res.body}`);
  const body = res.json<{ document_id: string; data: Statement }>();
  return { id: body.document_id, statement: body.data };
}

function put(app: FastifyInstance, token: string, id: string, body: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/api/documents/${id}/statement`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function downloadRows(app: FastifyInstance, token: string, id: string): Promise<string[][]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/documents/${id}/download`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return parse(res.body, { bom: true });
}

async function pagesRemaining(app: FastifyInstance, userId: string): Promise<number> {
  const [row] = await app.db.query<{ pages_remaining: number }>(
    'SELECT pages_remaining FROM users WHERE id = $1',
    [userId],
  );
  return row!.pages_remaining;
}

/** The sample with its first row re-described and re-signed, as the review table would save it. */
function edited(statement: Statement): Statement {
  const [first, ...rest] = statement.transactions;
  if (!first) throw new Error('the sample has rows');
  return {
    ...statement,
    transactions: [{ ...first, description: 'Rent, corrected', amount: -1234.56 }, ...rest],
  };
}

describe('PUT /api/documents/{id}/statement', () => {
  it('stores a new version that downloads use, keeps the original and spends no pages', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    const doc = await convert(app, token);
    const before = await downloadRows(app, token, doc.id);
    const pages = await pagesRemaining(app, userId);

    const res = await put(app, token, doc.id, edited(doc.statement));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      version: 1,
      saved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const after = await downloadRows(app, token, doc.id);
    // The CSV's header and every row but the first are unchanged; the first carries the edit.
    expect(after[0]).toEqual(before[0]);
    const header = after[0]!;
    const first = Object.fromEntries(header.map((h, i) => [h, after[1]![i]]));
    expect(first.Description).toBe('Rent, corrected');
    expect(first.Amount).toBe('-1234.56');
    expect(after.slice(2)).toEqual(before.slice(2));
    expect(after).toEqual(parse(toFlatCsv(edited(doc.statement)), { bom: true }));

    expect(await findOriginalStatement(app.db, doc.id, userId)).toEqual(doc.statement);
    expect(await pagesRemaining(app, userId)).toBe(pages);

    const second = await put(app, token, doc.id, doc.statement);
    expect(second.json().version).toBe(2);
    expect(await downloadRows(app, token, doc.id)).toEqual(before);
  });

  it('answers 404 for another user’s document and leaves it as it was', async () => {
    const app = await build();
    const owner = await signUp(app);
    const doc = await convert(app, owner.token);
    const intruder = await signUp(app);

    const res = await put(app, intruder.token, doc.id, edited(doc.statement));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: DOCUMENT_NOT_FOUND, code: 'not_found' });
    const missing = await put(
      app,
      owner.token,
      '00000000-0000-4000-8000-000000000000',
      doc.statement,
    );
    expect(missing.statusCode).toBe(404);
    const notUuid = await put(app, owner.token, 'nope', doc.statement);
    expect(notUuid.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/documents/${doc.id}/statement`,
      payload: doc.statement,
    });
    expect(anonymous.statusCode).toBe(401);

    const rows = await app.db.query('SELECT 1 FROM document_versions');
    expect(rows).toEqual([]);
  });

  it('refuses a body that is not a Statement with a detail naming the problem, storing nothing', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const doc = await convert(app, token);
    const original = await downloadRows(app, token, doc.id);
    const { transactions: _dropped, ...noRows } = doc.statement;
    const badAmount = {
      ...doc.statement,
      transactions: doc.statement.transactions.map((t, i) =>
        i === 2 ? { ...t, amount: '12.00' } : t,
      ),
    };
    const badDate = {
      ...doc.statement,
      transactions: doc.statement.transactions.map((t, i) =>
        i === 0 ? { ...t, date: '03/08/2019' } : t,
      ),
    };
    const cases: [unknown, number, string][] = [
      ['{"accountName": ', 400, 'The request body is not valid JSON.'],
      [[doc.statement], 400, BODY_NOT_OBJECT],
      [noRows, 400, 'The statement does not match the Statement format: transactions is missing.'],
      [
        badAmount,
        400,
        'The statement does not match the Statement format: transactions.2.amount is invalid (Invalid input: expected number, received string).',
      ],
      [
        badDate,
        400,
        'The statement does not match the Statement format: transactions.0.date is invalid (Invalid string: must match pattern /^\\d{4}-\\d{2}-\\d{2}$/).',
      ],
    ];
    for (const [body, status, detail] of cases) {
      const res = await put(app, token, doc.id, body);
      expect({ status: res.statusCode, detail: res.json().detail }).toEqual({ status, detail });
    }
    const empty = await app.inject({
      method: 'PUT',
      url: `/api/documents/${doc.id}/statement`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('The request body is empty; send a JSON object.');
    expect(await app.db.query('SELECT 1 FROM document_versions')).toEqual([]);
    expect(await downloadRows(app, token, doc.id)).toEqual(original);
  });

  it('numbers concurrent saves in turn and keeps the latest versions only', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    const doc = await convert(app, token);
    const saves = await Promise.all(
      [1, 2, 3].map((n) => put(app, token, doc.id, { ...doc.statement, warnings: [`save ${n}`] })),
    );
    expect(saves.map((r) => r.json().version).sort()).toEqual([1, 2, 3]);
    for (let n = 4; n <= KEPT_EDITED_VERSIONS + 2; n++) {
      await saveStatementVersion(app.db, doc.id, userId, { ...doc.statement, warnings: [`${n}`] });
    }
    const versions = await app.db.query<{ version: number }>(
      'SELECT version FROM document_versions WHERE document_id = $1 ORDER BY version',
      [doc.id],
    );
    expect(versions.map((v) => v.version)).toEqual(
      Array.from({ length: KEPT_EDITED_VERSIONS }, (_, i) => i + 3),
    );
    expect(await findOriginalStatement(app.db, doc.id, userId)).toEqual(doc.statement);
  });

  it('caps an account’s saves per hour with 429 and Retry-After, storing nothing more', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    const doc = await convert(app, token);
    expect((await put(app, token, doc.id, doc.statement)).statusCode).toBe(200);
    for (let n = 1; n < STATEMENT_SAVES_PER_HOUR; n++)
      await hit(app.db, `statement-save:${userId}`, 3600);
    const refused = await put(app, token, doc.id, edited(doc.statement));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: TOO_MANY_SAVES, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const versions = await app.db.query('SELECT version FROM document_versions');
    expect(versions).toEqual([{ version: 1 }]);
  });

  it('accepts a statement far above the 64 KB of other JSON routes, and refuses one over 16 MiB', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const doc = await convert(app, token);
    const row = doc.statement.transactions[0]!;
    const big = {
      ...doc.statement,
      transactions: Array.from({ length: 5000 }, (_, i) => ({ ...row, description: `Row ${i}` })),
    };
    const body = JSON.stringify(big);
    expect(body.length).toBeGreaterThan(500_000);
    const res = await put(app, token, doc.id, body);
    expect(res.statusCode).toBe(200);
    const rows = await downloadRows(app, token, doc.id);
    expect(rows).toHaveLength(5001);
    expect(rows[5000]![rows[0]!.indexOf('Description')]).toBe('Row 4999');
    const tooBig = await put(
      app,
      token,
      doc.id,
      `{"warnings": ["${'x'.repeat(17 * 1024 * 1024)}"]}`,
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ detail: 'The request body is too large.' });
  });
});
