/**
 * Candidate: write-excel-file 4 (on fflate). It has typed cells, formats, widths and frozen rows, but no
 * autofilter: that takes a custom "feature" inserting `<autoFilter>` into each sheet's XML.
 */
import writeXlsxFile, { type Cell, type Feature, type Sheet } from 'write-excel-file/universal';
import {
  getOrderOfSiblings,
  getSelfClosingTagMarkup,
  insertElementMarkupAccordingToOrderOfSiblings,
} from 'write-excel-file/utility';
import {
  XLSX_AMOUNT_FORMAT,
  XLSX_COUNT_FORMAT,
  XLSX_DATE_FORMAT,
  columnName,
  type WorkbookCell,
  type WorkbookSheet,
} from '../../../packages/export/src/workbook.ts';

const MS_PER_DAY = 86_400_000;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

function cell(c: WorkbookCell | null): Cell {
  if (c === null) return null;
  switch (c.style) {
    case 'header':
      return { value: String(c.value), type: String, fontWeight: 'bold' };
    case 'date':
      return {
        value: new Date(EXCEL_EPOCH_MS + Number(c.value) * MS_PER_DAY),
        type: Date,
        format: XLSX_DATE_FORMAT,
      };
    case 'amount':
      return { value: Number(c.value), type: Number, format: XLSX_AMOUNT_FORMAT };
    case 'count':
      return { value: Number(c.value), type: Number, format: XLSX_COUNT_FORMAT };
    default:
      return { value: String(c.value), type: String };
  }
}

function autoFilterFeature(sheets: WorkbookSheet[]): Feature<Blob> {
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml, _options, { sheetIndex }) => {
            const filter = sheets[sheetIndex]?.autoFilter;
            if (filter === undefined) return xml;
            const ref = `A1:${columnName(filter.lastColumn)}${filter.lastRow}`;
            const order = getOrderOfSiblings('xl/worksheets/sheet{id}.xml', 'worksheet') ?? [];
            return insertElementMarkupAccordingToOrderOfSiblings(
              xml,
              getSelfClosingTagMarkup('autoFilter', { ref }),
              order,
              'worksheet',
            );
          },
        },
      },
    },
  };
}

export async function write(sheets: WorkbookSheet[]): Promise<Uint8Array> {
  const data: Sheet<Blob>[] = sheets.map((s) => ({
    sheet: s.name,
    data: s.rows.map((row) => row.map(cell)),
    columns: s.columnWidths.map((width) => ({ width })),
    stickyRowsCount: s.frozenRows,
  }));
  const blob = await writeXlsxFile(data, { features: [autoFilterFeature(sheets)] }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
