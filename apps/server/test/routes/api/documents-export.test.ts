import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { unzipSync, strFromU8 } from 'fflate';
import { parseSync } from 'ofx-js';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_NOT_FOUND,
  INVALID_DATE_FORMAT,
  INVALID_EXPORT_FORMAT,
  type Statement,
} from '@statemint/contracts';
import { extractStatement } from '@statemint/extract';
import { SESSION_COOKIE } from '../../../src/plugins/app/auth.ts';
import { insertDocument } from '../../../src/services/documents.ts';
import { bearer, build, fixture, multipart, signUp, THREE_PAGE_PDF } from '../../helper.ts';
import { buildWith, cookieSession, useTestProvider } from '../../oauth-flow.ts';

// Every file is read back with independent readers: ofx-js for OFX, csv-parse for CSV, fflate for zips.

const provider = useTestProvider();

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

async function sample(): Promise<Statement> {
  const extracted = await extractStatement(new Uint8Array(fixture(THREE_PAGE_PDF)));
  if (!extracted.ok) throw new Error('the engine must convert the 3-page sample');
  return extracted.statement;
}

type Row = Record<string, string>;

describe('GET /api/documents/{id}/export', () => {
  it('exports a stored conversion as OFX and the QuickBooks CSV with exact values', async () => {
    const app = await build();
    const { token } = await signUp(app);
    const id = await convert(app, token, 'Savings Aug.pdf');
    const statement = await sample();
    expect(statement.transactions.length).toBeGreaterThan(3);

    const ofx = await app.inject({
      url: `/api/documents/${id}/export?format=ofx2`,
      headers: bearer(token),
    });
    expect(ofx.statusCode).toBe(200);
    expect(ofx.headers['content-type']).toBe('application/x-ofx');
    expect(ofx.headers['content-disposition']).toBe(
      `attachment; filename="Savings Aug-converted.ofx"; filename*=UTF-8''Savings%20Aug-converted.ofx`,
    );
    expect(ofx.headers['cache-control']).toBe('private, no-store');
    const rs = parseSync(ofx.body).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;
    const read = (rs.BANKTRANLIST.STMTTRN as Row[]).map((r) => [
      r.DTPOSTED?.slice(0, 8),
      Number(r.TRNAMT),
    ]);
    expect(read).toEqual(
      statement.transactions.map((t) => [(t.postedDate ?? t.date).replaceAll('-', ''), t.amount]),
    );

    const qbo4 = await app.inject({
      url: `/api/documents/${id}/export?format=csv-qbo4&dateFormat=dmy&european=1`,
      headers: bearer(token),
    });
    expect(qbo4.statusCode).toBe(200);
    expect(qbo4.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(qbo4.headers['content-disposition']).toContain(
      'filename="Savings Aug-quickbooks-4-column.csv"',
    );
    const rows: string[][] = parse(qbo4.body, { bom: true, delimiter: ';' });
    const money = (n: number) => n.toFixed(2).replace('.', ',');
    expect(rows).toEqual([
      ['Date', 'Description', 'Credit', 'Debit'],
      ...statement.transactions.map((t) => {
        const [y, m, d] = t.date.split('-');
        // The description is text: a leading formula trigger would be neutralised by a quote.
        return [
          `${d}/${m}/${y}`,
          /^[=+\-@]/.test(t.description) ? `'${t.description}` : t.description,
          t.amount > 0 ? money(t.amount) : '',
          t.amount < 0 ? money(-t.amount) : '',
        ];
      }),
    ]);

    const xlsx = await app.inject({
      url: `/api/documents/${id}/export?format=xlsx`,
      headers: bearer(token),
    });
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('zips one OFX file per account of a consolidated statement', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    const one = await sample();
    const second = {
      ...one,
      accountName: 'Second Saver',
      accountInfo: { ...one.accountInfo, accountNumber: '99999999' },
    };
    const { accounts: _none, pages: _p, currency: _c, warnings: _w, ...first } = one;
    const id = await insertDocument(app.db, {
      userId,
      originalFilename: 'joint.pdf',
      fileSize: 1,
      pageCount: 1,
      statement: { ...one, accounts: [first, second] },
    });
    const res = await app.inject({
      url: `/api/documents/${id}/export?format=qbo`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="joint-converted-qbo.zip"');
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries)).toHaveLength(2);
    const ids = Object.values(entries).map(
      (bytes) =>
        parseSync(strFromU8(bytes)).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKACCTFROM.ACCTID as string,
    );
    expect(ids[1]).toBe('99999999');
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('answers a bad format with 400, a stranger’s or missing id with 404, no session with 401', async () => {
    const app = await build();
    const { token, userId } = await signUp(app);
    const other = await signUp(app);
    const statement = await sample();
    const mine = await insertDocument(app.db, {
      userId,
      originalFilename: 'a.pdf',
      fileSize: 1,
      pageCount: 1,
      statement,
    });
    const theirs = await insertDocument(app.db, {
      userId: other.userId,
      originalFilename: 'b.pdf',
      fileSize: 1,
      pageCount: 1,
      statement,
    });
    const get = (url: string, headers = bearer(token)) => app.inject({ url, headers });
    const bad = [
      [`/api/documents/${mine}/export?format=pdf`, INVALID_EXPORT_FORMAT],
      [`/api/documents/${mine}/export`, INVALID_EXPORT_FORMAT],
      [`/api/documents/${mine}/export?format=csv&dateFormat=yyyy`, INVALID_DATE_FORMAT],
    ] as const;
    for (const [url, detail] of bad) {
      const res = await get(url);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { detail, code: 'invalid_query' },
      });
    }
    const missing = { detail: DOCUMENT_NOT_FOUND, code: 'not_found' };
    for (const id of [theirs, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await get(`/api/documents/${id}/export?format=ofx1`);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: missing });
    }
    const anonymous = await app.inject({ url: `/api/documents/${mine}/export?format=csv` });
    expect(anonymous.statusCode).toBe(401);
    // The stranger's own document is still there and exports for them.
    const own = await get(`/api/documents/${theirs}/export?format=qif`, bearer(other.token));
    expect(own.statusCode).toBe(200);
    expect(own.body.startsWith('!Type:Bank\r\n')).toBe(true);
  });

  it('works with the session cookie of a Google sign-in', async () => {
    const app = await buildWith(provider());
    const session = await cookieSession(app, 'cookie-export@example.com');
    const id = await insertDocument(app.db, {
      userId: session.user.id,
      originalFilename: 'c.pdf',
      fileSize: 1,
      pageCount: 1,
      statement: await sample(),
    });
    const res = await app.inject({
      url: `/api/documents/${id}/export?format=ofx1`,
      cookies: { [SESSION_COOKIE]: session.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(parseSync(res.body).header).toMatchObject({ OFXHEADER: '100', VERSION: '102' });
  });
});
