import { describe, expect, test } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  test('reads quoted fields, doubled quotes, empty fields and CRLF records after a BOM', () => {
    const text =
      '\uFEFFDate,Description,Amount\r\n2019-06-04,"CJRLRU/HBTT, ""CR""",100.00\r\n,,\r\n';
    expect(parseCsv(text)).toEqual([
      ['Date', 'Description', 'Amount'],
      ['2019-06-04', 'CJRLRU/HBTT, "CR"', '100.00'],
      ['', '', ''],
    ]);
  });

  test('keeps line breaks inside quotes and reads a last record without a line break', () => {
    expect(parseCsv('a,"two\nlines"\nb,c')).toEqual([
      ['a', 'two\nlines'],
      ['b', 'c'],
    ]);
  });
});
