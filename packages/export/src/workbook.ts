import { zipSync, type Zippable } from 'fflate';

/**
 * A small SpreadsheetML (XLSX) writer: typed cells, a bold header, frozen rows, an autofilter and column
 * widths per sheet, zipped with fflate. It writes exactly what the statement workbook needs and nothing
 * else, so it stays a few kilobytes in the browser.
 */

/** How a cell is shown: text, a bold header, or a number in one of the three formats. */
export type CellStyle = 'text' | 'header' | 'date' | 'amount' | 'count';

/** A written cell: text, or a number (a date is Excel's serial day number) shown in its style's format. */
export type WorkbookCell = { style: CellStyle; value: string | number };

/** One sheet: rows from row 1 (a null or missing cell is left empty), widths in characters per column. */
export type WorkbookSheet = {
  name: string;
  rows: readonly (readonly (WorkbookCell | null)[])[];
  columnWidths: readonly number[];
  frozenRows: number;
  /** Bottom-right corner of the filtered range, which starts at A1. */
  autoFilter: { lastRow: number; lastColumn: number };
};

/** ISO-like date display, unambiguous in every locale. */
export const XLSX_DATE_FORMAT = 'yyyy-mm-dd';
/** Two decimals with a thousands separator; negative amounts keep their minus sign. */
export const XLSX_AMOUNT_FORMAT = '#,##0.00';
/** Whole numbers (counts of transactions and pages). */
export const XLSX_COUNT_FORMAT = '0';
/** Excel refuses (and offers to repair) a file with a longer text cell. */
export const MAX_CELL_TEXT_CHARS = 32_767;

/** Excel's built-in number format ids for `#,##0.00` and `0`; the date format needs a custom id. */
const BUILT_IN_AMOUNT_FORMAT_ID = 4;
const BUILT_IN_COUNT_FORMAT_ID = 1;
const FIRST_CUSTOM_FORMAT_ID = 164;
/** Index of each style in styles.xml's cellXfs, in the order they are written there. */
const STYLE_INDEX = { text: 0, header: 1, date: 2, amount: 3, count: 4 } as const satisfies Record<
  CellStyle,
  number
>;
const LETTERS_IN_ALPHABET = 26;
const CHAR_CODE_A = 65;
const HEX = 16;
const ESCAPE_DIGITS = 4;
/** A fixed zip timestamp, so that the same statement always gives the same bytes. */
const ZIP_MTIME = '2000-01-01T00:00:00';
const ZIP_LEVEL = 6;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Writes the sheets as an XLSX file. */
export function writeWorkbook(sheets: readonly WorkbookSheet[], creator: string): Uint8Array {
  const strings = new SharedStrings();
  const encoder = new TextEncoder();
  const files: Zippable = {
    '[Content_Types].xml': encoder.encode(contentTypes(sheets.length)),
    '_rels/.rels': encoder.encode(packageRels()),
    'docProps/core.xml': encoder.encode(coreProperties(creator)),
    'xl/workbook.xml': encoder.encode(workbookXml(sheets)),
    'xl/_rels/workbook.xml.rels': encoder.encode(workbookRels(sheets.length)),
    'xl/styles.xml': encoder.encode(STYLES_XML),
  };
  sheets.forEach((sheet, index) => {
    files[`xl/worksheets/sheet${index + 1}.xml`] = encoder.encode(sheetXml(sheet, index, strings));
  });
  // Written last: the sheets fill the table.
  files['xl/sharedStrings.xml'] = encoder.encode(strings.xml());
  return zipSync(files, { level: ZIP_LEVEL, mtime: ZIP_MTIME });
}

/** Column letters of a 1-based column number: 1 is A, 27 is AA. */
export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / LETTERS_IN_ALPHABET)) {
    name = String.fromCharCode(CHAR_CODE_A + ((n - 1) % LETTERS_IN_ALPHABET)) + name;
  }
  return name;
}

class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly parts: string[] = [];
  private count = 0;

  /** Index of a text in the table, adding it the first time. */
  add(text: string): number {
    this.count += 1;
    const known = this.index.get(text);
    if (known !== undefined) return known;
    const at = this.index.size;
    this.index.set(text, at);
    this.parts.push(`<si>${textElement(text)}</si>`);
    return at;
  }

  xml(): string {
    return `${XML_DECLARATION}<sst xmlns="${MAIN_NS}" count="${this.count}" uniqueCount="${this.index.size}">${this.parts.join('')}</sst>`;
  }
}

function sheetXml(sheet: WorkbookSheet, index: number, strings: SharedStrings): string {
  const out: string[] = [XML_DECLARATION, `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">`];
  const lastColumn = sheet.rows.reduce(
    (most, r) => Math.max(most, r.length),
    Math.max(1, sheet.columnWidths.length),
  );
  out.push(`<dimension ref="A1:${columnName(lastColumn)}${Math.max(1, sheet.rows.length)}"/>`);
  const selected = index === 0 ? ' tabSelected="1"' : '';
  if (sheet.frozenRows > 0) {
    const topLeft = `A${sheet.frozenRows + 1}`;
    out.push(
      `<sheetViews><sheetView workbookViewId="0"${selected}>`,
      `<pane ySplit="${sheet.frozenRows}" topLeftCell="${topLeft}" activePane="bottomLeft" state="frozen"/>`,
      `<selection pane="bottomLeft" activeCell="${topLeft}" sqref="${topLeft}"/>`,
      '</sheetView></sheetViews>',
    );
  } else {
    out.push(`<sheetViews><sheetView workbookViewId="0"${selected}/></sheetViews>`);
  }
  out.push('<sheetFormatPr defaultRowHeight="15"/>');
  if (sheet.columnWidths.length > 0) {
    out.push('<cols>');
    sheet.columnWidths.forEach((width, i) => {
      out.push(`<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`);
    });
    out.push('</cols>');
  }
  out.push('<sheetData>');
  sheet.rows.forEach((row, r) => {
    const cells: string[] = [];
    row.forEach((cell, c) => {
      if (cell !== null) cells.push(cellXml(cell, `${columnName(c + 1)}${r + 1}`, strings));
    });
    if (cells.length > 0) out.push(`<row r="${r + 1}">`, ...cells, '</row>');
  });
  out.push('</sheetData>');
  const { lastRow, lastColumn: filterColumn } = sheet.autoFilter;
  out.push(`<autoFilter ref="${filterRange(lastRow, filterColumn)}"/>`);
  out.push(
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>',
    '</worksheet>',
  );
  return out.join('');
}

function cellXml(cell: WorkbookCell, ref: string, strings: SharedStrings): string {
  const style = STYLE_INDEX[cell.style];
  const s = style === 0 ? '' : ` s="${style}"`;
  if (typeof cell.value === 'number') {
    if (!Number.isFinite(cell.value)) throw new RangeError(`Cell ${ref} is not a finite number`);
    return `<c r="${ref}"${s}><v>${cell.value}</v></c>`;
  }
  const text = cell.value.slice(0, MAX_CELL_TEXT_CHARS);
  return `<c r="${ref}"${s} t="s"><v>${strings.add(text)}</v></c>`;
}

function filterRange(lastRow: number, lastColumn: number): string {
  return `A1:${columnName(lastColumn)}${lastRow}`;
}

/** Literal `_xHHHH_` in the text, which readers would decode as an escaped character. */
const ESCAPE_LOOKALIKE = /_(x[0-9A-Fa-f]{4}_)/g;
/**
 * Characters XML 1.0 cannot carry, and CR, which XML readers turn into LF: SpreadsheetML writes them as
 * `_xHHHH_`, as Excel does.
 */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what must be escaped
const NOT_XML_CHARS = /[\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]/g;
const XML_SPECIAL = /[&<>"]/g;
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
const NEEDS_PRESERVE = /^\s|\s$|[\t\n]/;

function xmlEscape(text: string): string {
  return text.replace(XML_SPECIAL, (c) => XML_ENTITIES[c] ?? c);
}

/** A `<t>` element holding the text exactly, spaces and control characters included. */
function textElement(text: string): string {
  const escaped = xmlEscape(
    text
      .replace(ESCAPE_LOOKALIKE, '_x005F_$1')
      .replace(
        NOT_XML_CHARS,
        (c) => `_x${c.charCodeAt(0).toString(HEX).toUpperCase().padStart(ESCAPE_DIGITS, '0')}_`,
      ),
  );
  return NEEDS_PRESERVE.test(text) ? `<t xml:space="preserve">${escaped}</t>` : `<t>${escaped}</t>`;
}

/** A sheet name as a formula reference: quoted, with its own quotes doubled. */
function sheetReference(name: string): string {
  return `'${name.replaceAll("'", "''")}'`;
}

function workbookXml(sheets: readonly WorkbookSheet[]): string {
  const list = sheets
    .map((s, i) => `<sheet name="${xmlEscape(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  // Excel keeps each sheet's filter range in a hidden defined name; without it the filter still shows
  // but Excel rewrites the file on its first save.
  const names = sheets
    .map((s, i) => {
      const { lastRow, lastColumn } = s.autoFilter;
      const range = `$A$1:$${columnName(lastColumn)}$${lastRow}`;
      return `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">${xmlEscape(sheetReference(s.name))}!${range}</definedName>`;
    })
    .join('');
  return `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>${list}</sheets><definedNames>${names}</definedNames></workbook>`;
}

function workbookRels(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  return (
    `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">${sheets}` +
    `<Relationship Id="rId${sheetCount + 1}" Type="${REL_NS}/styles" Target="styles.xml"/>` +
    `<Relationship Id="rId${sheetCount + 2}" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` +
    '</Relationships>'
  );
}

function packageRels(): string {
  return (
    `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
    `<Relationship Id="rId2" Type="${PACKAGE_REL_NS}/metadata/core-properties" Target="docProps/core.xml"/>` +
    '</Relationships>'
  );
}

function contentTypes(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('');
  return (
    `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    sheets +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    '</Types>'
  );
}

function coreProperties(creator: string): string {
  return (
    `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    'xmlns:dc="http://purl.org/dc/elements/1.1/">' +
    `<dc:creator>${xmlEscape(creator)}</dc:creator></cp:coreProperties>`
  );
}

const XF = 'fontId="0" fillId="0" borderId="0" xfId="0"';
/** Fonts, fills and the five cell styles, in STYLE_INDEX order. */
const STYLES_XML =
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
  `<numFmts count="1"><numFmt numFmtId="${FIRST_CUSTOM_FORMAT_ID}" formatCode="${XLSX_DATE_FORMAT}"/></numFmts>` +
  '<fonts count="2">' +
  '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '</fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5">' +
  `<xf numFmtId="0" ${XF}/>` +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  `<xf numFmtId="${FIRST_CUSTOM_FORMAT_ID}" ${XF} applyNumberFormat="1"/>` +
  `<xf numFmtId="${BUILT_IN_AMOUNT_FORMAT_ID}" ${XF} applyNumberFormat="1"/>` +
  `<xf numFmtId="${BUILT_IN_COUNT_FORMAT_ID}" ${XF} applyNumberFormat="1"/>` +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';
