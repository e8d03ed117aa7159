import type { Statement, Transaction } from '@statemint/contracts';
import fc from 'fast-check';
import { parseSync } from 'ofx-js';
import { parse as parseQif } from 'qif2json';
import { describe, expect, it } from 'vitest';
import { usSectionedStatement } from './fixtures/statements.ts';
import { toOfxFiles } from './ofx.ts';
import { toQifFiles } from './qif.ts';

// Round trips through the independent readers, on generated transactions: every amount, every description
// and a unique FITID come back, whatever the text holds (markup, quotes, separators, formula triggers).

/** Printable ASCII words with the characters that break files: markup, quotes, separators, triggers. */
const description = fc
  .array(fc.stringMatching(/^[A-Za-z0-9&<>"';,.=+\-@#/()*]{1,12}$/), { minLength: 1, maxLength: 8 })
  .map((words) => words.join(' '))
  // qif2json reads `&amp;` in a payee as `&` (a quirk of the reader, not of QIF).
  .filter((text) => !text.includes('&amp;'));

const transaction: fc.Arbitrary<Transaction> = fc.record({
  date: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  description,
  amount: fc
    .integer({ min: -10_000_000, max: 10_000_000 })
    .filter((cents) => cents !== 0)
    .map((cents) => cents / 100),
  category: fc.constantFrom('deposit', 'atm', 'card', 'fee', 'transfer', 'other'),
});

function statementWith(transactions: Transaction[]): Statement {
  return { ...usSectionedStatement(), transactions };
}

type Row = Record<string, string>;

describe('round trips', () => {
  it('OFX 2 and OFX 1.0.2 give back every amount, date and description, with unique FITIDs', () => {
    fc.assert(
      fc.property(fc.array(transaction, { minLength: 1, maxLength: 30 }), (transactions) => {
        for (const flavour of ['ofx2', 'ofx1'] as const) {
          const [file] = toOfxFiles(statementWith(transactions), flavour, { now: new Date(0) });
          const list = parseSync(file?.content ?? '').OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS
            .BANKTRANLIST;
          const rows: Row[] = Array.isArray(list.STMTTRN) ? list.STMTTRN : [list.STMTTRN];
          expect(rows.map((r) => Math.round(Number(r.TRNAMT) * 100))).toEqual(
            transactions.map((t) => Math.round(t.amount * 100)),
          );
          expect(rows.map((r) => r.DTPOSTED?.slice(0, 8))).toEqual(
            transactions.map((t) => t.date.replaceAll('-', '')),
          );
          expect(rows.map((r) => r.MEMO ?? r.NAME)).toEqual(transactions.map((t) => t.description));
          for (const r of rows) expect((r.NAME ?? '').length).toBeLessThanOrEqual(32);
          expect(new Set(rows.map((r) => r.FITID)).size).toBe(rows.length);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('QIF gives back every amount, date and payee', () => {
    fc.assert(
      fc.property(fc.array(transaction, { minLength: 1, maxLength: 30 }), (transactions) => {
        const [file] = toQifFiles(statementWith(transactions), { dateFormat: 'iso' });
        const read = parseQif(file?.content ?? '', { dateFormat: 'YYYY-MM-DD' }).transactions;
        expect(
          read.map((t) => [t.date?.slice(0, 10), Math.round((t.amount ?? NaN) * 100), t.payee]),
        ).toEqual(transactions.map((t) => [t.date, Math.round(t.amount * 100), t.description]));
      }),
      { numRuns: 60 },
    );
  });

  it('an SGML NAME stays within 32 characters when accents and € are spelled out', () => {
    const long = 'Café € crème brûlée — déjà vu ¿qué? ' + '€'.repeat(20);
    const [file] = toOfxFiles(
      statementWith([{ date: '2024-01-02', description: long, amount: -1, category: 'card' }]),
      'ofx1',
      { now: new Date(0) },
    );
    const row = parseSync(file?.content ?? '').OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST
      .STMTTRN as Row;
    expect(row.NAME).toBe('Cafe EUR creme brulee ? deja vu');
    expect(row.MEMO).toBe(`Cafe EUR creme brulee ? deja vu ?que? ${'EUR'.repeat(20)}`);
  });
});
