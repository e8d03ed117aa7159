import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { unzipSync, strFromU8 } from 'fflate';
import { parseSync } from 'ofx-js';
import { parse as parseQif } from 'qif2json';
import { describe, expect, it } from 'vitest';
import { EXPORT_FORMATS } from '@statemint/contracts';
import { exportDownloadName, exportFileName, renderExport } from './bundle.ts';
import { consolidatedStatement, usSectionedStatement } from './fixtures/statements.ts';

const NOW = new Date('2024-06-01T00:00:00Z');
const OPTIONS = { dateFormat: 'iso', european: false, now: NOW } as const;

function text(body: string | Uint8Array): string {
  return typeof body === 'string' ? body : strFromU8(body);
}

describe('renderExport', () => {
  it('names every format after the PDF, with its type', async () => {
    const seen: [string, string, string][] = [];
    for (const format of EXPORT_FORMATS) {
      const file = await renderExport(usSectionedStatement(), format, 'March 2024.PDF', OPTIONS);
      seen.push([format, file.filename, file.contentType]);
      expect(exportDownloadName('March 2024.PDF', format, 1)).toBe(file.filename);
    }
    const csv = 'text/csv; charset=utf-8';
    expect(seen).toEqual([
      ['csv', 'March 2024-converted.csv', csv],
      ['csv-qbo3', 'March 2024-quickbooks.csv', csv],
      ['csv-qbo4', 'March 2024-quickbooks-4-column.csv', csv],
      ['csv-xero', 'March 2024-xero.csv', csv],
      ['complete-csv', 'March 2024-complete-data.csv', csv],
      [
        'xlsx',
        'March 2024-converted.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      ['ofx2', 'March 2024-converted.ofx', 'application/x-ofx'],
      ['ofx1', 'March 2024-converted-ofx102.ofx', 'application/x-ofx'],
      ['qfx', 'March 2024-converted.qfx', 'application/vnd.intu.qfx'],
      ['qbo', 'March 2024-converted.qbo', 'application/vnd.intu.qbo'],
      ['qif', 'March 2024-converted.qif', 'application/qif'],
    ]);
    expect(exportFileName('../x/.pdf', 'qif')).toBe('.._x_-converted.qif');
    expect(exportFileName('.pdf', 'csv')).toBe('statement-converted.csv');
  });

  it('each format of one account reads back with its reader', async () => {
    const body = async (format: (typeof EXPORT_FORMATS)[number]) =>
      (await renderExport(usSectionedStatement(), format, 'a.pdf', OPTIONS)).body;
    const csv: string[][] = parse(text(await body('csv')), { bom: true });
    expect(csv).toHaveLength(6);
    const ofx = parseSync(text(await body('qfx')));
    expect(ofx.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST.STMTTRN).toHaveLength(5);
    expect(parseQif(text(await body('qif'))).transactions).toHaveLength(5);
    const workbook = new ExcelJS.Workbook();
    const xlsx = await body('xlsx');
    await workbook.xlsx.load(new Uint8Array(xlsx as Uint8Array).buffer);
    expect(workbook.getWorksheet('All Transactions')?.rowCount).toBe(6);
  });

  it.each(['ofx2', 'ofx1', 'qfx', 'qbo', 'qif'] as const)(
    '%s of a consolidated statement is a zip of one file per account',
    async (format) => {
      const file = await renderExport(consolidatedStatement(), format, 'Joint.pdf', OPTIONS);
      expect(file.contentType).toBe('application/zip');
      const ext = format === 'ofx2' || format === 'ofx1' ? 'ofx' : format;
      const suffix = format === 'ofx1' ? '-converted-ofx102' : '-converted';
      expect(file.filename).toBe(`Joint${suffix}-${ext}.zip`);
      expect(exportDownloadName('Joint.pdf', format, 2)).toBe(file.filename);
      const entries = unzipSync(file.body as Uint8Array);
      expect(Object.keys(entries)).toEqual([
        `Joint${suffix}-Premier Checking 0001.${ext}`,
        `Joint${suffix}-Plus Savings 0002.${ext}`,
      ]);
      const amounts = Object.values(entries).map((bytes) => {
        const content = strFromU8(bytes);
        if (format === 'qif') return parseQif(content).transactions.map((t) => t.amount);
        const list = parseSync(content).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST;
        return (list.STMTTRN as { TRNAMT: string }[]).map((t) => Number(t.TRNAMT));
      });
      expect(amounts).toEqual([
        [75, -25],
        [0.25, -0.05],
      ]);
    },
  );

  it('gives the same bytes for the same statement', async () => {
    const once = await renderExport(consolidatedStatement(), 'qbo', 'a.pdf', OPTIONS);
    const again = await renderExport(consolidatedStatement(), 'qbo', 'a.pdf', OPTIONS);
    expect(once.body).toEqual(again.body);
  });
});
