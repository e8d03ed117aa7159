import type { Statement } from '@statemint/contracts';
import { parseSync } from 'ofx-js';
import { describe, expect, it } from 'vitest';
import { cardStatement } from './fixtures/card.ts';
import { consolidatedStatement, usSectionedStatement } from './fixtures/statements.ts';
import { toOfxFiles, type OfxFlavour } from './ofx.ts';

// ofx-js, an independent OFX reader (SGML and XML), is the oracle: nothing of our writer is reused here.

const NOW = new Date('2024-06-01T09:30:00Z');
type Parsed = ReturnType<typeof parseSync>;
type Row = Record<string, string>;

function only(statement: Statement, flavour: OfxFlavour): string {
  const files = toOfxFiles(statement, flavour, { now: NOW });
  expect(files).toHaveLength(1);
  return files[0]?.content ?? '';
}

function bankRs(parsed: Parsed) {
  return parsed.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;
}

function rows(list: { STMTTRN: Row | Row[] }): Row[] {
  return Array.isArray(list.STMTTRN) ? list.STMTTRN : [list.STMTTRN];
}

describe('toOfxFiles: a bank account', () => {
  it.each(['ofx2', 'ofx1', 'qfx', 'qbo'] as const)(
    '%s reads back with every transaction exact',
    (flavour) => {
      const parsed = parseSync(only(usSectionedStatement(), flavour));
      const rs = bankRs(parsed);
      expect(rs.CURDEF).toBe('USD');
      expect(rs.BANKACCTFROM).toEqual({
        BANKID: '000000000',
        ACCTID: '000123456789',
        ACCTTYPE: 'CHECKING',
      });
      expect(rs.BANKTRANLIST.DTSTART).toBe('20240301120000');
      expect(rs.BANKTRANLIST.DTEND).toBe('20240331120000');
      const read = rows(rs.BANKTRANLIST).map((r) => ({
        type: r.TRNTYPE,
        posted: r.DTPOSTED,
        user: r.DTUSER,
        amount: r.TRNAMT,
        check: r.CHECKNUM,
        ref: r.REFNUM,
        name: r.NAME,
        memo: r.MEMO,
      }));
      expect(read).toEqual([
        {
          type: 'DEP',
          posted: '20240301120000',
          user: undefined,
          amount: '1500.00',
          check: undefined,
          ref: undefined,
          name: 'Payroll ACME, Inc.',
          memo: undefined,
        },
        {
          type: 'ATM',
          posted: '20240306120000',
          user: '20240305120000',
          amount: '-200.00',
          check: undefined,
          ref: undefined,
          name: 'ATM WITHDRAWAL "MAIN ST"',
          memo: undefined,
        },
        {
          type: 'CHECK',
          posted: '20240303120000',
          user: undefined,
          amount: '-450.25',
          check: '1001',
          ref: '00012345',
          name: 'CHECK 1001',
          memo: undefined,
        },
        {
          type: 'POS',
          posted: '20240311120000',
          user: '20240310120000',
          amount: '-12.40',
          check: undefined,
          ref: undefined,
          // The merchant the engine read names the payee; the description goes in MEMO.
          name: 'COFFEE',
          memo: 'VISA COFFEE',
        },
        {
          type: 'FEE',
          posted: '20240315120000',
          user: undefined,
          amount: '-5.00',
          check: undefined,
          ref: undefined,
          name: 'Monthly service fee',
          memo: undefined,
        },
      ]);
      expect(rs.LEDGERBAL).toEqual({ BALAMT: '1832.35', DTASOF: '20240331120000' });
    },
  );

  it('writes OFX 2 as XML and OFX 1.0.2, QFX and QBO as SGML with their headers', () => {
    const xml = only(usSectionedStatement(), 'ofx2');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\r\n')).toBe(true);
    expect(xml).toContain('<?OFX OFXHEADER="200" VERSION="220"');
    expect(xml).toContain('<TRNAMT>1500.00</TRNAMT>');
    for (const flavour of ['ofx1', 'qfx', 'qbo'] as const) {
      const sgml = only(usSectionedStatement(), flavour);
      const header = parseSync(sgml).header;
      expect(header).toMatchObject({ OFXHEADER: '100', DATA: 'OFXSGML', VERSION: '102' });
      // SGML leaves elements unclosed: a closing tag on a value would be a different file.
      expect(sgml).toContain('<TRNAMT>1500.00\r\n');
      expect(sgml).not.toContain('</TRNAMT>');
    }
  });

  it("gives QFX and QBO Intuit's bank id and a financial institution; plain OFX has neither", () => {
    for (const flavour of ['qfx', 'qbo'] as const) {
      const sonrs = parseSync(only(usSectionedStatement(), flavour)).OFX.SIGNONMSGSRSV1.SONRS;
      // ofx-js drops the dot of SGML tag names: INTU.BID reads as INTUBID.
      expect(sonrs.INTUBID).toBe('3000');
      expect(sonrs.FI).toEqual({ ORG: 'Statemint', FID: '3000' });
    }
    const plain = parseSync(only(usSectionedStatement(), 'ofx2')).OFX.SIGNONMSGSRSV1.SONRS;
    expect(plain).toEqual({
      STATUS: { CODE: '0', SEVERITY: 'INFO' },
      DTSERVER: '20240601093000',
      LANGUAGE: 'ENG',
    });
    const bid = toOfxFiles(usSectionedStatement(), 'qbo', { now: NOW, intuBid: '12345' });
    expect(parseSync(bid[0]?.content ?? '').OFX.SIGNONMSGSRSV1.SONRS.INTUBID).toBe('12345');
  });

  it('writes no LEDGERBAL when the closing balance was not printed', () => {
    const statement = usSectionedStatement();
    if (statement.verification) statement.verification.closingSource = 'derived';
    const rs = bankRs(parseSync(only(statement, 'ofx2')));
    expect(rs.LEDGERBAL).toBeUndefined();
    expect(rows(rs.BANKTRANLIST)).toHaveLength(5);
  });

  it('gives the same FITIDs on every export and no two transactions the same one', () => {
    const once = rows(bankRs(parseSync(only(usSectionedStatement(), 'ofx2'))).BANKTRANLIST);
    const again = rows(bankRs(parseSync(only(usSectionedStatement(), 'qbo'))).BANKTRANLIST);
    const ids = once.map((r) => r.FITID);
    expect(again.map((r) => r.FITID)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(/^20240301[0-9a-f]{16}$/);
    // Editing one row changes its FITID only.
    const edited = usSectionedStatement();
    const fee = edited.transactions[4];
    if (fee) fee.amount = -6;
    const after = rows(bankRs(parseSync(only(edited, 'ofx2'))).BANKTRANLIST).map((r) => r.FITID);
    expect(after.slice(0, 4)).toEqual(ids.slice(0, 4));
    expect(after[4]).not.toBe(ids[4]);
  });
});

describe('toOfxFiles: a credit card', () => {
  it.each(['ofx2', 'ofx1', 'qfx', 'qbo'] as const)(
    '%s is a credit card statement with the amount owed as a negative balance',
    (flavour) => {
      const parsed = parseSync(only(cardStatement(), flavour));
      expect(parsed.OFX.BANKMSGSRSV1).toBeUndefined();
      const rs = parsed.OFX.CREDITCARDMSGSRSV1.CCSTMTTRNRS.CCSTMTRS;
      expect(rs.CURDEF).toBe('EUR');
      expect(rs.CCACCTFROM).toEqual({ ACCTID: 'XXXXXXXXXXXX4321' });
      expect(rs.LEDGERBAL).toEqual({ BALAMT: '-1564.04', DTASOF: '20240531120000' });
      const read = rows(rs.BANKTRANLIST);
      expect(read.map((r) => [r.TRNTYPE, r.TRNAMT, r.NAME, r.MEMO])).toEqual([
        [
          'POS',
          '-4.50',
          flavour === 'ofx2' ? 'CAFÉ CRÈME & CO <PARIS>' : 'CAFE CREME & CO <PARIS>',
          undefined,
        ],
        ['POS', '-19.99', 'AMAZON MKTP', undefined],
        ['POS', '-19.99', 'AMAZON MKTP', undefined],
        [
          'XFER',
          '250.00',
          'PAYMENT THANK YOU - AUTOPAY FROM',
          'PAYMENT THANK YOU - AUTOPAY FROM CHECKING ACCOUNT ENDING 1234',
        ],
        ['DEBIT', '-1234.56', '=SUM(A1)', undefined],
        ['FEE', '-35.00', 'LATE FEE', undefined],
      ]);
      expect(read[3]?.REFNUM).toBe('PMT-778');
      // Two identical purchases on one day still get two FITIDs.
      expect(new Set(read.map((r) => r.FITID)).size).toBe(6);
    },
  );

  it('keeps SGML files ASCII and escapes markup characters', () => {
    const sgml = only(cardStatement(), 'ofx1');
    expect(/^[\x20-\x7e\r\n]*$/.test(sgml)).toBe(true);
    expect(sgml).toContain('<NAME>CAFE CREME &amp; CO &lt;PARIS&gt;\r\n');
  });
});

describe('toOfxFiles: a consolidated statement', () => {
  it('gives one file per account, each with only its own transactions', () => {
    const files = toOfxFiles(consolidatedStatement(), 'ofx1', { now: NOW });
    expect(files.map((f) => f.label)).toEqual(['Premier Checking 0001', 'Plus Savings 0002']);
    const [checking, savings] = files.map((f) => bankRs(parseSync(f.content)));
    expect(checking.BANKACCTFROM.ACCTID).toBe('0001');
    expect(checking.BANKACCTFROM.ACCTTYPE).toBe('CHECKING');
    expect(rows(checking.BANKTRANLIST).map((r) => [r.TRNTYPE, r.TRNAMT, r.CHECKNUM])).toEqual([
      ['DEP', '75.00', undefined],
      ['CHECK', '-25.00', '7'],
    ]);
    // Checking's closing balance was derived, savings' printed.
    expect(checking.LEDGERBAL).toBeUndefined();
    expect(savings.BANKACCTFROM.ACCTTYPE).toBe('SAVINGS');
    expect(savings.LEDGERBAL).toEqual({ BALAMT: '50000.20', DTASOF: '20210210120000' });
    expect(rows(savings.BANKTRANLIST).map((r) => [r.TRNTYPE, r.TRNAMT, r.NAME])).toEqual([
      ['DEP', '0.25', 'Interest Payment'],
      ['DEBIT', '-0.05', 'Federal Interest Withheld'],
    ]);
  });
});
