import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toFlatCsv } from './csv.ts';
import { cardStatement } from './fixtures/card.ts';
import { consolidatedStatement, usSectionedStatement } from './fixtures/statements.ts';
import { toQbo3Csv, toQbo4Csv, toXeroCsv } from './flavours.ts';

// csv-parse, an independent CSV reader, is the oracle.
function read(csv: string, delimiter = ','): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return parse(csv, { bom: true, delimiter });
}

describe('QuickBooks Online CSV', () => {
  it('3 columns: signed amounts, dates in the chosen layout', () => {
    expect(read(toQbo3Csv(usSectionedStatement(), { dateFormat: 'mdy', european: false }))).toEqual(
      [
        ['Date', 'Description', 'Amount'],
        ['03/01/2024', 'Payroll ACME, Inc.', '1500.00'],
        ['03/05/2024', 'ATM WITHDRAWAL "MAIN ST"', '-200.00'],
        ['03/03/2024', 'CHECK 1001', '-450.25'],
        ['03/10/2024', 'VISA COFFEE', '-12.40'],
        ['03/15/2024', 'Monthly service fee', '-5.00'],
      ],
    );
  });

  it('4 columns: money in under Credit, money out under Debit, both positive', () => {
    expect(read(toQbo4Csv(usSectionedStatement(), { dateFormat: 'dmy', european: false }))).toEqual(
      [
        ['Date', 'Description', 'Credit', 'Debit'],
        ['01/03/2024', 'Payroll ACME, Inc.', '1500.00', ''],
        ['05/03/2024', 'ATM WITHDRAWAL "MAIN ST"', '', '200.00'],
        ['03/03/2024', 'CHECK 1001', '', '450.25'],
        ['10/03/2024', 'VISA COFFEE', '', '12.40'],
        ['15/03/2024', 'Monthly service fee', '', '5.00'],
      ],
    );
  });

  it('keeps a description that starts a formula as text', () => {
    const rows = read(toQbo3Csv(cardStatement()));
    expect(rows[5]).toEqual(['2024-05-20', "'=SUM(A1)", '-1234.56']);
  });
});

describe('Xero precoded bank statement CSV', () => {
  it("writes Xero's columns, the reference and check number, and leaves the coding to the user", () => {
    expect(read(toXeroCsv(usSectionedStatement()))).toEqual([
      [
        '*Date',
        '*Amount',
        'Payee',
        'Description',
        'Reference',
        'Check Number',
        'Account Code',
        'Tax Type',
      ],
      ['2024-03-01', '1500.00', 'Payroll ACME, Inc.', 'Payroll ACME, Inc.', '', '', '', ''],
      [
        '2024-03-05',
        '-200.00',
        'ATM WITHDRAWAL "MAIN ST"',
        'ATM WITHDRAWAL "MAIN ST"',
        '',
        '',
        '',
        '',
      ],
      ['2024-03-03', '-450.25', 'CHECK 1001', 'CHECK 1001', '00012345', '1001', '', ''],
      ['2024-03-10', '-12.40', 'VISA COFFEE', 'VISA COFFEE', '', '', '', ''],
      ['2024-03-15', '-5.00', 'Monthly service fee', 'Monthly service fee', '', '', '', ''],
    ]);
  });
});

describe('European CSV', () => {
  it('separates cells with ; and writes comma decimals in every flat flavour', () => {
    const options = { dateFormat: 'dmy', european: true } as const;
    const qbo3 = toQbo3Csv(cardStatement(), options);
    expect(qbo3).toContain('\r\n28/05/2024;LATE FEE;-35,00\r\n');
    expect(read(qbo3, ';')[5]).toEqual(['20/05/2024', "'=SUM(A1)", '-1234,56']);
    expect(read(toQbo4Csv(cardStatement(), options), ';')[4]).toEqual([
      '10/05/2024',
      'PAYMENT THANK YOU - AUTOPAY FROM CHECKING ACCOUNT ENDING 1234',
      '250,00',
      '',
    ]);
    expect(read(toXeroCsv(cardStatement(), options), ';')[1]?.slice(0, 3)).toEqual([
      '02/05/2024',
      '-4,50',
      'CAFÉ CRÈME & CO <PARIS>',
    ]);
    const flat = read(toFlatCsv(usSectionedStatement(), options), ';');
    expect(flat[2]).toEqual([
      '05/03/2024',
      '06/03/2024',
      'ATM WITHDRAWAL "MAIN ST"',
      '-200,00',
      '200,00',
      '',
      '2300,00',
      'ATM',
      '',
      '',
      '',
      '',
    ]);
  });

  it('quotes text holding a semicolon, so the cell stays whole', () => {
    const statement = usSectionedStatement();
    const first = statement.transactions[0];
    if (first) first.description = 'RENT; FLAT 2';
    const csv = toQbo3Csv(statement, { dateFormat: 'iso', european: true });
    expect(csv).toContain('2024-03-01;"RENT; FLAT 2";1500,00\r\n');
    expect(read(csv, ';')[1]).toEqual(['2024-03-01', 'RENT; FLAT 2', '1500,00']);
  });
});

describe('consolidated statements', () => {
  it('every flavour gets an Account column', () => {
    const statement = consolidatedStatement();
    expect(read(toQbo3Csv(statement))).toEqual([
      ['Date', 'Description', 'Amount', 'Account'],
      ['2021-01-20', 'Deposit', '75.00', 'Premier Checking 0001'],
      ['2021-01-18', 'Check 7', '-25.00', 'Premier Checking 0001'],
      ['2021-02-10', 'Interest Payment', '0.25', 'Plus Savings 0002'],
      ['2021-02-10', 'Federal Interest Withheld', '-0.05', 'Plus Savings 0002'],
    ]);
    expect(read(toQbo4Csv(statement))[0]).toEqual([
      'Date',
      'Description',
      'Credit',
      'Debit',
      'Account',
    ]);
    expect(read(toXeroCsv(statement))[4]?.at(-1)).toBe('Plus Savings 0002');
  });
});
