const PDF_EXTENSION = /\.pdf$/i;

/** A PDF's name without its .pdf extension (any case). */
export function pdfBaseName(fileName: string): string {
  return fileName.replace(PDF_EXTENSION, '');
}

/** The browser-built complete CSV: '{name}-complete-data.csv' (spec section 7). */
export function completeCsvFileName(pdfName: string): string {
  return `${pdfBaseName(pdfName)}-complete-data.csv`;
}

/** The workbook offered beside the CSV on the results step. */
export function xlsxFileName(pdfName: string): string {
  return `${pdfBaseName(pdfName)}.xlsx`;
}

/** A library download: the original name with .pdf replaced by -converted.csv (spec section 7). */
export function convertedCsvFileName(pdfName: string): string {
  return `${pdfBaseName(pdfName)}-converted.csv`;
}

/** A library workbook download, named like the CSV one. */
export function convertedXlsxFileName(pdfName: string): string {
  return `${pdfBaseName(pdfName)}-converted.xlsx`;
}
