import { describe, expect, it } from 'vitest';
import {
  completeCsvFileName,
  convertedCsvFileName,
  convertedXlsxFileName,
  pdfBaseName,
  xlsxFileName,
} from './fileNames.ts';

describe('file names', () => {
  it('drops only a trailing .pdf, in any case', () => {
    expect(pdfBaseName('statement.pdf')).toBe('statement');
    expect(pdfBaseName('March.PDF')).toBe('March');
    expect(pdfBaseName('my.pdf.backup')).toBe('my.pdf.backup');
    expect(pdfBaseName('no-extension')).toBe('no-extension');
  });

  it('names the downloads as the spec says', () => {
    expect(completeCsvFileName('chase-2024-03.pdf')).toBe('chase-2024-03-complete-data.csv');
    expect(convertedCsvFileName('chase-2024-03.pdf')).toBe('chase-2024-03-converted.csv');
    expect(xlsxFileName('chase-2024-03.pdf')).toBe('chase-2024-03.xlsx');
    expect(convertedXlsxFileName('March.PDF')).toBe('March-converted.xlsx');
  });
});
