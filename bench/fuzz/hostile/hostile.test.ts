import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractStatement, inspectPdf } from '@statemint/extract';
import { deflateZerosRaw, zlibZeros } from './deflate.ts';
import { HOSTILE, hostileByName } from './index.ts';
import { HELVETICA, PdfWriter } from './pdf.ts';
import { statementPdf } from './statement.ts';

const sha = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

describe('zlibZeros', () => {
  it.each([1, 2, 15, 258, 259, 517, 1_000_003])('inflates to exactly %i zero bytes', (n) => {
    const out = inflateSync(zlibZeros(n));
    expect(out.length).toBe(n);
    expect(out.every((b) => b === 0)).toBe(true);
  });

  it('reaches deflate best ratio: 4 GiB in 4,161,814 bytes', () => {
    expect(deflateZerosRaw(4 * 2 ** 30).length).toBe(4_161_808);
    expect(zlibZeros(4 * 2 ** 30).length).toBe(4_161_814);
  });
});

describe('PdfWriter', () => {
  function onePage(xref: 'table' | 'stream', objectStreams: boolean): Uint8Array {
    const w = new PdfWriter();
    const catalog = w.ref();
    const pages = w.ref();
    const font = w.add(HELVETICA);
    const text = w.addFlateStream('', 'BT /F1 12 Tf 50 700 Td (Hello) Tj ET');
    const page = w.add(
      `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${text} 0 R >>`,
    );
    w.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
    w.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
    return w.build({ root: catalog, xref, objectStreams });
  }

  it('writes an xref table whose offsets point at each object', () => {
    const text = Buffer.from(onePage('table', false)).toString('latin1');
    const rows = text.slice(text.indexOf('xref\n')).split('\n').slice(3, 7);
    rows.forEach((row, i) => {
      const at = Number(row.slice(0, 10));
      expect(text.slice(at, at + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(Number(/startxref\n(\d+)/.exec(text)?.[1])).toBe(text.indexOf('xref\n'));
  });

  it.each([
    ['table', false],
    ['stream', false],
    ['stream', true],
  ] as const)(
    'gives a page count pdf.js reads with xref %s, object streams %s',
    async (xref, objstm) => {
      expect(await inspectPdf(onePage(xref, objstm))).toEqual({
        ok: true,
        pages: 1,
        chargedPages: 1,
      });
    },
  );
});

describe('statementPdf', () => {
  it('converts to exactly its transactions, reconciled, with an xref stream too', async () => {
    for (const xref of ['table', 'stream'] as const) {
      const result = await extractStatement(
        statementPdf({ seed: 1, transactions: 40, xref, objectStreams: xref === 'stream' }),
      );
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.statement.transactions).toHaveLength(40);
      expect(result.statement.accountInfo.accountNumber).toBe('12345678');
      expect(result.statement.reconciliation.balanced).toBe(true);
    }
  });
});

describe('HOSTILE', () => {
  it('has unique names, each with an answer it expects', () => {
    const names = HOSTILE.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const e of HOSTILE) expect(e.expect.converts || e.expect.errors.length > 0).toBe(true);
  });

  it('draws the same bytes every time', () => {
    for (const name of [
      'font-bomb-tounicode',
      'xref-objstm-count-lie',
      'encrypted-aes256-owner-only',
    ]) {
      const entry = hostileByName(name)!;
      expect(sha(entry.bytes())).toBe(sha(entry.bytes()));
    }
  });

  it('keeps the bombs small: a 4 GiB double-Flate bomb under 8 KB, the CPU bomb under 6 KB', () => {
    expect(hostileByName('flate-bomb-4gib-double')!.bytes().length).toBeLessThan(8 * 1024);
    expect(hostileByName('cpu-bomb-nested-forms')!.bytes().length).toBeLessThan(6 * 1024);
    expect(hostileByName('font-bomb-tounicode')!.bytes().length).toBeLessThan(32 * 1024);
  });

  it('claims /Count -1000000 in an otherwise valid statement', () => {
    const text = Buffer.from(hostileByName('negative-page-count')!.bytes()).toString('latin1');
    expect(text).toContain('/Count -1000000 >>');
  });

  it('opens the owner-only encrypted statement and refuses the one with a user password', async () => {
    const open = await extractStatement(hostileByName('encrypted-aes256-owner-only')!.bytes());
    expect(open.ok && open.statement.transactions.length).toBe(20);
    const locked = await extractStatement(hostileByName('encrypted-aes256-user-password')!.bytes());
    expect(locked).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'encrypted_pdf' }),
    });
  });

  it('makes the 54,400 pt page exactly that tall', () => {
    const text = Buffer.from(hostileByName('tall-page-3000-transactions')!.bytes()).toString(
      'latin1',
    );
    expect(text).toContain('/MediaBox [0 0 612 54400]');
  });

  it('replays the poison file: the object stream claims 2 of its 5 objects', () => {
    const text = Buffer.from(hostileByName('xref-objstm-count-lie')!.bytes()).toString('latin1');
    expect(text).toContain('/Type /ObjStm /N 2 ');
    expect(text).toContain('/Type /XRef');
  });
});
