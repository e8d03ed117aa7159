import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnName, writeWorkbook, type WorkbookSheet } from './workbook.ts';

function textSheet(texts: string[]): WorkbookSheet {
  return {
    name: 'Texts',
    rows: texts.map((value) => [{ style: 'text', value }]),
    columnWidths: [10],
    frozenRows: 1,
    autoFilter: { lastRow: 1, lastColumn: 1 },
  };
}

describe('columnName', () => {
  it('names columns as Excel does, past Z and ZZ', () => {
    expect([1, 2, 26, 27, 52, 53, 702, 703, 16_384].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });
});

describe('writeWorkbook', () => {
  it('reads back any text exactly: control characters, _x0041_ look-alikes, XML specials', async () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      // eslint-disable-next-line no-control-regex -- control characters are what this property is about
      fc.stringMatching(/^[_x0-9A-Fa-f<>&"' \t\r\n\u0000-\u001f\ufffe\uffff]*$/),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 8 }), async (texts) => {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(new Uint8Array(writeWorkbook([textSheet(texts)], 'test')).buffer);
        const sheet = workbook.getWorksheet('Texts');
        // An empty text is written as an empty shared string, which exceljs reads as an empty cell.
        expect(texts.map((_, i) => sheet?.getCell(i + 1, 1).value ?? '')).toEqual(texts);
      }),
      { numRuns: 60 },
    );
  }, 60_000); // each run loads a workbook with exceljs, on a machine that may be shared

  it('escapes the exact characters XML cannot carry, and a literal escape', async () => {
    const workbook = new ExcelJS.Workbook();
    const texts = [
      'a\u0001b',
      'cr\rlf\r\n',
      '_x0041_',
      '_x005F_',
      'tab\tand\nline',
      ' padded ',
      '<&>"',
    ];
    await workbook.xlsx.load(new Uint8Array(writeWorkbook([textSheet(texts)], 'test')).buffer);
    expect(texts.map((_, i) => workbook.getWorksheet('Texts')?.getCell(i + 1, 1).value)).toEqual(
      texts,
    );
  });
});
