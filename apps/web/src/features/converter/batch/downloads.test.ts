import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { balancedChecking, consolidatedMixed } from '../fixtures/statements.ts';
import { batchZip, combinedWorkbook, zipEntryNames } from './downloads.ts';

describe('batch downloads', () => {
  it('names each CSV after its PDF, numbering a name two files share', () => {
    expect(zipEntryNames(['March.pdf', 'april.PDF', 'March.pdf', 'a/b.pdf'])).toEqual([
      'March-converted.csv',
      'april-converted.csv',
      'March-converted (2).csv',
      'a_b-converted.csv',
    ]);
  });

  it('zips one flat CSV per statement, each read back by an independent zip and CSV reader', async () => {
    const bytes = await batchZip([
      { fileName: 'march.pdf', statement: balancedChecking() },
      { fileName: 'consolidated.pdf', statement: consolidatedMixed() },
    ]);
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files).sort()).toEqual([
      'consolidated-converted.csv',
      'march-converted.csv',
    ]);
    const march: string[][] = parse(await zip.file('march-converted.csv')!.async('string'), {
      bom: true,
    });
    expect(march[0]).toEqual([
      'Date',
      'Posted Date',
      'Description',
      'Amount',
      'Debit',
      'Credit',
      'Balance',
      'Category',
      'Check Number',
      'Reference',
      'Subcategory',
      'Merchant',
    ]);
    expect(march.slice(1).map((row) => [row[0], row[2], row[3]])).toEqual([
      ['2024-03-01', 'Payroll ACME', '1500.00'],
      ['2024-03-05', 'ATM MAIN ST', '-200.00'],
      ['2024-03-03', 'CHECK 1001', '-1450.25'],
      ['2024-03-10', 'VISA COFFEE', '-12.40'],
      ['2024-03-31', 'MONTHLY FEE', '-5.00'],
    ]);
    const consolidated: string[][] = parse(
      await zip.file('consolidated-converted.csv')!.async('string'),
      { bom: true },
    );
    expect(consolidated[0]?.at(-1)).toBe('Account');
  });

  it('writes one workbook with a Statement column over every statement’s transactions', async () => {
    const mixed = consolidatedMixed();
    const march = balancedChecking();
    march.transactions[3] = {
      ...march.transactions[3]!,
      subcategory: 'card-purchase',
      merchant: 'COFFEE',
    };
    const bytes = await combinedWorkbook([
      { fileName: 'march.pdf', statement: march },
      { fileName: '=cmd.pdf', statement: mixed },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['All Statements']);
    const sheet = workbook.getWorksheet('All Statements')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Statement',
      'Account',
      'Date',
      'Posted Date',
      'Description',
      'Amount',
      'Balance',
      'Category',
      'Check Number',
      'Reference',
      'Subcategory',
      'Merchant',
    ]);
    expect(values(2)).toEqual([
      'march.pdf',
      undefined,
      new Date('2024-03-01T00:00:00Z'),
      undefined,
      'Payroll ACME',
      1500,
      undefined,
      'Deposit',
    ]);
    expect(values(4)).toEqual([
      'march.pdf',
      undefined,
      new Date('2024-03-03T00:00:00Z'),
      undefined,
      'CHECK 1001',
      -1450.25,
      undefined,
      'Check',
      '1001',
    ]);
    expect(values(5).slice(7)).toEqual(['Card', undefined, undefined, 'Card purchase', 'COFFEE']);
    const accounts = mixed.accounts ?? [];
    const expectedRows = 1 + 5 + accounts.reduce((n, a) => n + a.transactions.length, 0);
    expect(sheet.rowCount).toBe(expectedRows);
    // A file name that reads as a formula stays text; each account of a consolidated statement is named.
    expect(values(7).slice(0, 2)).toEqual(["'=cmd.pdf", 'Everyday Checking 0001']);
    expect(values(expectedRows).slice(0, 2)).toEqual(["'=cmd.pdf", 'Plus Savings 0002']);
  });
});
