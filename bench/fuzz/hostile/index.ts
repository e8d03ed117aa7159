/**
 * The hand-made hostile PDFs of issue 7: every attack the red-team pass reproduced, plus nesting, xref
 * loops, huge page counts, JavaScript, encryption and truncation. Each entry draws its bytes at run time,
 * deterministically, and says what the product should answer.
 */
import { deflateSync } from 'node:zlib';
import { chargedPagesOf, type ExtractErrorCode } from '@statemint/contracts';
import { zlibZeros } from './deflate.ts';
import { aes256 } from './encrypt.ts';
import { HELVETICA, PdfWriter, concat, flate, latin1, pdfString } from './pdf.ts';
import { statementPdf } from './statement.ts';
import { XREF_MUTANTS } from './xrefMutants.ts';

/** What the product should answer; any crash, hang, unhandled rejection or runaway memory is wrong whatever this says. */
export type Expect = {
  /** Typed error codes that are a right answer. */
  errors: readonly ExtractErrorCode[];
  /** Whether a successful conversion is a right answer. */
  converts: boolean;
  /** When it converts: exactly this many transactions. */
  transactions?: number;
  /** When it converts through the API: at least this many pages charged (pages are charged by area, issue 7 item 12). */
  minPagesCharged?: number;
  /** When it converts through the API: at most this many pages charged. */
  maxPagesCharged?: number;
};

export type HostileEntry = {
  name: string;
  description: string;
  /** The item of issue 7 it reproduces, when it comes from the red-team report. */
  issueItem?: number;
  bytes: () => Uint8Array;
  expect: Expect;
};

/** Transactions in the small statements that hostile parts are wrapped around. */
const SMALL_STATEMENT_ROWS = 20;
const converts = (transactions: number, pages = 1): Expect => ({
  errors: [],
  converts: true,
  transactions,
  minPagesCharged: pages,
  maxPagesCharged: pages,
});
const refused = (...errors: ExtractErrorCode[]): Expect => ({ errors, converts: false });
/** Either a conversion or one of the typed errors is right: the file is damaged but may still hold a readable statement. */
const eitherWay = (...errors: ExtractErrorCode[]): Expect => ({ errors, converts: true });

/** A one-page document around the given page content and resources. */
function onePageDoc(
  build: (w: PdfWriter, font: number) => { contents: number[]; resources?: string },
  pages = 1,
): Uint8Array {
  const w = new PdfWriter();
  const catalog = w.ref();
  const pagesNode = w.ref();
  const font = w.add(HELVETICA);
  const { contents, resources = '' } = build(w, font);
  const kids: number[] = [];
  for (let i = 0; i < pages; i++) {
    kids.push(
      w.add(
        `<< /Type /Page /Parent ${pagesNode} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> ${resources} >> /Contents [${contents.map((n) => `${n} 0 R`).join(' ')}] >>`,
      ),
    );
  }
  w.set(
    pagesNode,
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
  );
  w.set(catalog, `<< /Type /Catalog /Pages ${pagesNode} 0 R >>`);
  return w.build({ root: catalog });
}

// ---- Item 1: the font bomb -------------------------------------------------------------------------

const FONT_BOMB_FONTS = 40;

/** A ToUnicode CMap whose one bfrange maps all 16,777,216 three-byte codes (pdf.js's largest allowed range). */
function tounicodeBombCmap(index: number): string {
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    `/CIDSystemInfo << /Registry (Fuzz) /Ordering (Bomb${index}) /Supplement 0 >> def`,
    `/CMapName /Fuzz-Bomb-${index} def`,
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<000000> <FFFFFF>',
    'endcodespacerange',
    '1 beginbfrange',
    `<000000> <FFFFFF> <${(0x41 + (index % 26)).toString(16).padStart(4, '0')}>`,
    'endbfrange',
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

function fontBomb(): Uint8Array {
  const w = new PdfWriter();
  const catalog = w.ref();
  const pagesNode = w.ref();
  const fonts: number[] = [];
  for (let i = 0; i < FONT_BOMB_FONTS; i++) {
    // Uncompressed on purpose: the red-team file was 23 KB, and a reader sees the same thing either way.
    const cmap = w.addStream('', latin1(tounicodeBombCmap(i)));
    fonts.push(
      w.add(
        `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode ${cmap} 0 R >>`,
      ),
    );
  }
  const text = fonts
    .map((_, i) => `BT /F${i} 10 Tf 50 ${760 - i * 18} Td (Font bomb ${i}) Tj ET`)
    .join('\n');
  const contents = w.addStream('', latin1(text));
  const page = w.add(
    `<< /Type /Page /Parent ${pagesNode} 0 R /MediaBox [0 0 612 792] /Resources << /Font << ${fonts.map((f, i) => `/F${i} ${f} 0 R`).join(' ')} >> >> /Contents ${contents} 0 R >>`,
  );
  w.set(pagesNode, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  w.set(catalog, `<< /Type /Catalog /Pages ${pagesNode} 0 R >>`);
  return w.build({ root: catalog });
}

// ---- Item 2 and 12: page counts and page sizes -----------------------------------------------------

/** A valid one-page statement whose page tree claims `count` pages. */
function lyingCount(count: string): Uint8Array {
  return statementPdf({ seed: 2, transactions: SMALL_STATEMENT_ROWS, pageCount: count });
}

// ---- Item 4: decompression bombs -------------------------------------------------------------------

const GIB = 2 ** 30;

/** A page whose content stream is 4 GiB of zeros (PDF whitespace), Flate-compressed twice. */
function doubleFlateBomb(): Uint8Array {
  const inner = zlibZeros(4 * GIB);
  const outer = new Uint8Array(deflateSync(inner, { level: 9 }));
  return onePageDoc((w) => ({
    contents: [
      w.addStream('/Filter [/FlateDecode /FlateDecode]', outer),
      w.addFlateStream('', 'BT /F1 12 Tf 50 700 Td (Statement) Tj ET'),
    ],
  }));
}

/** A valid statement whose first page draws a 1 GiB stream of zeros before its text. */
function singleFlateBomb(): Uint8Array {
  const zeros = zlibZeros(GIB);
  return statementPdf({
    seed: 4,
    transactions: SMALL_STATEMENT_ROWS,
    contentsBefore: (w, page) => (page === 0 ? [w.addStream('/Filter /FlateDecode', zeros)] : []),
  });
}

/** An image XObject that claims 2,000,000 x 2,000,000 RGB pixels, drawn on a valid statement page. */
function hugeImage(): Uint8Array {
  return statementPdf({
    seed: 5,
    transactions: SMALL_STATEMENT_ROWS,
    resourcesExtra: (w) =>
      `/XObject << /Im0 ${w.addStream('/Type /XObject /Subtype /Image /Width 2000000 /Height 2000000 /BitsPerComponent 8 /ColorSpace /DeviceRGB /Filter /FlateDecode', zlibZeros(64 * 2 ** 20))} 0 R >>`,
    contentsBefore: (w) => [w.addFlateStream('', 'q 612 0 0 792 0 0 cm /Im0 Do Q')],
  });
}

// ---- Item 5: the CPU bomb --------------------------------------------------------------------------

/** Form XObjects nested `depth` deep, each drawing the next `fan` times; the innermost shows one letter. */
function nestedForms(fan: number, depth: number): Uint8Array {
  return onePageDoc((w, font) => {
    let inner = w.addFlateStream(
      `/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /Font << /F1 ${font} 0 R >> >>`,
      'BT /F1 1 Tf (a) Tj ET',
    );
    for (let d = 0; d < depth; d++) {
      inner = w.addFlateStream(
        `/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /X ${inner} 0 R >> >>`,
        '/X Do\n'.repeat(fan),
      );
    }
    return {
      contents: [w.addFlateStream('', '/X Do')],
      resources: `/XObject << /X ${inner} 0 R >>`,
    };
  });
}

// ---- Nesting -----------------------------------------------------------------------------------------

const DEEP = 50_000;

function deepValueInCatalog(open: string, close: string, inner: string): Uint8Array {
  const value = `${open.repeat(DEEP)}${inner}${close.repeat(DEEP)}`;
  return statementPdf({
    seed: 6,
    transactions: SMALL_STATEMENT_ROWS,
    catalogExtra: () => `/Deep ${value}`,
  });
}

/** A statement page whose text is drawn by a form that is `depth` forms deep. */
function deepForms(depth: number): Uint8Array {
  return statementPdf({
    seed: 7,
    transactions: SMALL_STATEMENT_ROWS,
    resourcesExtra: (w) => {
      let inner = w.addFlateStream(
        '/Type /XObject /Subtype /Form /BBox [0 0 10 10]',
        '0 0 m 1 1 l S',
      );
      for (let d = 0; d < depth; d++) {
        inner = w.addFlateStream(
          `/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /X ${inner} 0 R >> >>`,
          '/X Do',
        );
      }
      return `/XObject << /X ${inner} 0 R >>`;
    },
    contentsBefore: (w) => [w.addFlateStream('', 'q /X Do Q')],
  });
}

/** A statement whose one page sits under a chain of `depth` intermediate page-tree nodes. */
function deepPageTree(depth: number): Uint8Array {
  const w = new PdfWriter();
  const catalog = w.ref();
  const nodes = Array.from({ length: depth }, () => w.ref());
  const font = w.add(HELVETICA);
  const text = w.addFlateStream('', 'BT /F1 12 Tf 50 700 Td (Deep page tree) Tj ET');
  const page = w.add(
    `<< /Type /Page /Parent ${nodes[depth - 1]} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${text} 0 R >>`,
  );
  nodes.forEach((node, i) => {
    const kid = i + 1 < depth ? nodes[i + 1]! : page;
    const parent = i > 0 ? ` /Parent ${nodes[i - 1]} 0 R` : '';
    w.set(node, `<< /Type /Pages${parent} /Kids [${kid} 0 R] /Count 1 >>`);
  });
  w.set(catalog, `<< /Type /Catalog /Pages ${nodes[0]} 0 R >>`);
  return w.build({ root: catalog });
}

// ---- Loops -------------------------------------------------------------------------------------------

/** Offsets written with leading zeros, so that a trailer's length does not depend on the offset it names. */
const pad10 = (n: number): string => String(n).padStart(10, '0');

/** A valid statement whose trailer's /Prev points at its own xref table, or at a second section that points back. */
function xrefPrevLoop(twoSections: boolean): Uint8Array {
  const text = Buffer.from(statementPdf({ seed: 8, transactions: SMALL_STATEMENT_ROWS })).toString(
    'latin1',
  );
  const xrefAt = text.lastIndexOf('xref\n0 ');
  const trailerAt = text.lastIndexOf('trailer\n');
  const body = text.slice(0, xrefAt);
  const table = text.slice(xrefAt, trailerAt);
  const entries = /trailer\n<<(.*?)>>/s.exec(text)?.[1] ?? '';
  if (!twoSections) {
    return latin1(
      `${body}${table}trailer\n<<${entries} /Prev ${xrefAt} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
    );
  }
  const firstLength =
    `${body}${table}trailer\n<<${entries} /Prev ${pad10(0)} >>\nstartxref\n${xrefAt}\n%%EOF\n`
      .length;
  const first = `${body}${table}trailer\n<<${entries} /Prev ${pad10(firstLength)} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const second = `xref\n0 1\n0000000000 65535 f \ntrailer\n<<${entries} /Prev ${xrefAt} >>\nstartxref\n${first.length}\n%%EOF\n`;
  return latin1(first + second);
}

/** A page tree whose root lists itself among its kids, beside one real page. */
function pagesKidsCycle(): Uint8Array {
  const w = new PdfWriter();
  const catalog = w.ref();
  const pagesNode = w.ref();
  const font = w.add(HELVETICA);
  const text = w.addFlateStream('', 'BT /F1 12 Tf 50 700 Td (Cycle) Tj ET');
  const page = w.add(
    `<< /Type /Page /Parent ${pagesNode} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${text} 0 R >>`,
  );
  w.set(pagesNode, `<< /Type /Pages /Kids [${page} 0 R ${pagesNode} 0 R] /Count 3 >>`);
  w.set(catalog, `<< /Type /Catalog /Pages ${pagesNode} 0 R >>`);
  return w.build({ root: catalog });
}

/** A statement page that draws a form which draws itself. */
function selfDrawingForm(): Uint8Array {
  return statementPdf({
    seed: 9,
    transactions: SMALL_STATEMENT_ROWS,
    resourcesExtra: (w) => {
      const form = w.ref();
      w.setStream(
        form,
        `/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /X ${form} 0 R >> >>`,
        latin1('/X Do'),
      );
      return `/XObject << /X ${form} 0 R >>`;
    },
    contentsBefore: (w) => [w.addFlateStream('', 'q /X Do Q')],
  });
}

/** A content stream whose /Length is an indirect reference that refers to a second one, which refers back. */
function lengthReferenceLoop(): Uint8Array {
  const w = new PdfWriter();
  const catalog = w.ref();
  const pagesNode = w.ref();
  const font = w.add(HELVETICA);
  const a = w.ref();
  const b = w.ref();
  w.set(a, `${b} 0 R`);
  w.set(b, `${a} 0 R`);
  const content = w.ref();
  w.set(
    content,
    concat([
      latin1(`<< /Length ${a} 0 R >>\nstream\n`),
      latin1('BT /F1 12 Tf 50 700 Td (Loop) Tj ET'),
      latin1('\nendstream'),
    ]),
  );
  const page = w.add(
    `<< /Type /Page /Parent ${pagesNode} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
  );
  w.set(pagesNode, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  w.set(catalog, `<< /Type /Catalog /Pages ${pagesNode} 0 R >>`);
  return w.build({ root: catalog });
}

/**
 * Descriptions that carry NUL and U+0013, drawn with a non-embedded TrueType font, for which pdf.js passes
 * control codes through as text (with standard Type 1 fonts it drops them).
 */
function controlCharacters(): Uint8Array {
  return statementPdf({
    seed: 15,
    transactions: SMALL_STATEMENT_ROWS,
    font: () => '<< /Type /Font /Subtype /TrueType /BaseFont /Arial >>',
    describe: (d, i) => (i % 4 === 0 ? `${d}\u0000\u0013X` : d),
  });
}

// ---- Size, scripts, encryption, truncation -----------------------------------------------------------

const MANY_PAGES = 5_000;

const JS = pdfString('app.alert("hostile"); this.print({bUI: false}); while (true) {}');

function withJavaScript(): Uint8Array {
  return statementPdf({
    seed: 10,
    transactions: SMALL_STATEMENT_ROWS,
    catalogExtra: (w) => {
      const action = w.add(`<< /Type /Action /S /JavaScript /JS ${JS} >>`);
      const named = w.add(
        `<< /S /JavaScript /JS ${w.addFlateStream('', 'app.launchURL("http://127.0.0.1/x");')} 0 R >>`,
      );
      return `/OpenAction ${action} 0 R /Names << /JavaScript << /Names [(init) ${named} 0 R] >> >> /AA << /WC << /S /JavaScript /JS ${JS} >> >>`;
    },
    pageExtra: () =>
      `/AA << /O << /S /JavaScript /JS ${JS} >> /C << /S /Launch /F (calc.exe) >> >>`,
  });
}

function encrypted(userPassword: string): Uint8Array {
  const enc = aes256(userPassword, 'owner-secret', userPassword.length + 11);
  let encryptRef = 0;
  return statementPdf({
    seed: 11,
    transactions: SMALL_STATEMENT_ROWS,
    catalogExtra: (w) => {
      encryptRef = w.add(enc.dictionary);
      return '';
    },
    trailer: () => `/Encrypt ${encryptRef} 0 R /ID ${enc.id}`,
    streamFilter: enc.encryptStream,
  });
}

function unknownSecurityHandler(): Uint8Array {
  let encryptRef = 0;
  return statementPdf({
    seed: 12,
    transactions: SMALL_STATEMENT_ROWS,
    catalogExtra: (w) => {
      encryptRef = w.add('<< /Filter /FuzzNoSuchHandler /V 9 /R 9 /Length 512 >>');
      return '';
    },
    trailer: () =>
      `/Encrypt ${encryptRef} 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]`,
  });
}

function truncated(fraction: number, objectStreams: boolean): Uint8Array {
  const bytes = statementPdf({
    seed: 13,
    transactions: 60,
    xref: objectStreams ? 'stream' : 'table',
    objectStreams,
  });
  return bytes.subarray(0, Math.floor(bytes.length * fraction));
}

function manyPages(): Uint8Array {
  return onePageDoc(
    (w) => ({
      contents: [w.addFlateStream('', 'BT /F1 12 Tf 50 700 Td (One of many pages) Tj ET')],
    }),
    MANY_PAGES,
  );
}

/** Every hand-made hostile input. */
export const HOSTILE: readonly HostileEntry[] = [
  {
    name: 'font-bomb-tounicode',
    description: `${FONT_BOMB_FONTS} fonts on one page, each with a ToUnicode CMap whose bfrange maps all 16,777,216 three-byte codes`,
    issueItem: 1,
    bytes: fontBomb,
    expect: refused('too_complex', 'no_transactions'),
  },
  {
    name: 'negative-page-count',
    description: 'a valid one-page statement whose page tree claims /Count -1000000',
    issueItem: 2,
    bytes: () => lyingCount('-1000000'),
    expect: {
      ...eitherWay('corrupt_pdf'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  {
    name: 'huge-page-count',
    description: 'a valid one-page statement whose page tree claims /Count 2000000000',
    bytes: () => lyingCount('2000000000'),
    expect: {
      ...eitherWay('corrupt_pdf', 'too_complex'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  {
    name: 'zero-page-count',
    description: 'a valid one-page statement whose page tree claims /Count 0',
    bytes: () => lyingCount('0'),
    expect: {
      ...eitherWay('corrupt_pdf'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  {
    name: 'fractional-page-count',
    description: 'a valid one-page statement whose page tree claims /Count 1.5',
    bytes: () => lyingCount('1.5'),
    expect: {
      ...eitherWay('corrupt_pdf'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  ...XREF_MUTANTS,
  {
    name: 'flate-bomb-4gib-double',
    description:
      'a page content stream of 4 GiB of zeros, Flate-compressed twice (/Filter [/FlateDecode /FlateDecode])',
    issueItem: 4,
    bytes: doubleFlateBomb,
    expect: refused('too_complex', 'no_text_layer', 'no_transactions', 'corrupt_pdf'),
  },
  {
    name: 'flate-bomb-1gib-statement',
    description:
      'a valid statement whose first page draws a 1 GiB Flate stream of zeros (about 1 MB compressed) before its text',
    issueItem: 4,
    bytes: singleFlateBomb,
    expect: {
      ...eitherWay('too_complex'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  {
    name: 'huge-image-dimensions',
    description:
      'a valid statement page that draws an image claiming 2,000,000 x 2,000,000 RGB pixels (64 MiB of data)',
    bytes: hugeImage,
    expect: {
      ...eitherWay('too_complex'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  {
    name: 'cpu-bomb-nested-forms',
    description:
      'form XObjects nested 5 deep, each drawing the next 10 times: 100,000 one-letter text items from 2 KB',
    issueItem: 5,
    bytes: () => nestedForms(10, 5),
    expect: refused('too_complex'),
  },
  {
    name: 'tall-page-3000-transactions',
    description:
      'one 54,400 pt tall page (about 69 Letter pages of area) holding a statement of 3,000 transactions',
    issueItem: 12,
    bytes: () =>
      statementPdf({ seed: 3, transactions: 3000, singleTallPage: true, minHeight: 54_400 }),
    // The product charges by area in US Legal sheets (packages/contracts/src/pages.ts): 612 x 54,400 pt is
    // 54 of them (68.7 Letter pages); the page may grow a little to hold all 3,000 rows.
    expect: {
      errors: [],
      converts: true,
      transactions: 3000,
      minPagesCharged: chargedPagesOf({ width: 612, height: 54_400 }),
      maxPagesCharged: 70,
    },
  },
  {
    name: 'deep-nesting-arrays',
    description: `a valid statement whose catalog holds an array nested ${DEEP.toLocaleString('en-US')} deep`,
    bytes: () => deepValueInCatalog('[', ']', '0'),
    expect: {
      ...eitherWay('corrupt_pdf'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  {
    name: 'deep-nesting-dictionaries',
    description: `a valid statement whose catalog holds a dictionary nested ${DEEP.toLocaleString('en-US')} deep`,
    bytes: () => deepValueInCatalog('<< /A ', ' >>', '0'),
    expect: {
      ...eitherWay('corrupt_pdf'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  {
    name: 'deep-nesting-forms',
    description: 'a valid statement page that first draws a chain of 3,000 nested form XObjects',
    bytes: () => deepForms(3000),
    expect: {
      ...eitherWay('corrupt_pdf', 'too_complex'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  {
    name: 'deep-nesting-graphics-state',
    description:
      'a valid statement page that first opens 200,000 graphics states (q) and never closes them',
    bytes: () =>
      statementPdf({
        seed: 14,
        transactions: SMALL_STATEMENT_ROWS,
        contentsBefore: (w) => [w.addFlateStream('', 'q\n'.repeat(200_000))],
      }),
    expect: {
      ...eitherWay('corrupt_pdf', 'too_complex'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  {
    name: 'deep-page-tree',
    description: 'one page under a chain of 5,000 page-tree nodes',
    bytes: () => deepPageTree(5000),
    expect: refused('corrupt_pdf', 'no_transactions', 'too_complex'),
  },
  {
    name: 'xref-prev-self-loop',
    description: "a valid statement whose trailer's /Prev points at its own xref table",
    bytes: () => xrefPrevLoop(false),
    expect: {
      ...eitherWay('corrupt_pdf'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  {
    name: 'xref-prev-two-cycle',
    description: 'a valid statement with two xref sections whose /Prev entries point at each other',
    bytes: () => xrefPrevLoop(true),
    expect: {
      ...eitherWay('corrupt_pdf'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  {
    name: 'page-tree-cycle',
    description: 'a page tree whose root lists itself among its kids, claiming 3 pages',
    bytes: pagesKidsCycle,
    expect: refused('corrupt_pdf', 'no_transactions'),
  },
  {
    name: 'form-draws-itself',
    description: 'a valid statement page that draws a form XObject which draws itself',
    bytes: selfDrawingForm,
    expect: {
      ...eitherWay('corrupt_pdf', 'too_complex'),
      transactions: SMALL_STATEMENT_ROWS,
      minPagesCharged: 1,
      maxPagesCharged: 1,
    },
  },
  {
    name: 'length-reference-loop',
    description:
      'a content stream whose /Length is an indirect reference to a reference back to it',
    bytes: lengthReferenceLoop,
    expect: refused('corrupt_pdf', 'no_transactions', 'no_text_layer'),
  },
  {
    name: 'pages-5000',
    description: `${MANY_PAGES.toLocaleString('en-US')} pages sharing one small content stream`,
    bytes: manyPages,
    expect: refused('too_complex'),
  },
  {
    name: 'javascript-actions',
    description:
      'a valid statement with JavaScript in /OpenAction, the names tree, document and page /AA, and a /Launch action',
    bytes: withJavaScript,
    expect: converts(SMALL_STATEMENT_ROWS),
  },
  {
    name: 'encrypted-aes256-user-password',
    description: 'a valid statement encrypted with AES-256 (revision 6) under a user password',
    bytes: () => encrypted('fuzz-user-password'),
    expect: refused('encrypted_pdf'),
  },
  {
    name: 'encrypted-aes256-owner-only',
    description:
      'a valid statement encrypted with AES-256 (revision 6) with an empty user password: it opens without asking',
    bytes: () => encrypted(''),
    expect: converts(SMALL_STATEMENT_ROWS),
  },
  {
    name: 'encrypted-unknown-handler',
    description: 'a valid statement whose /Encrypt names a security handler that does not exist',
    bytes: unknownSecurityHandler,
    expect: refused('encrypted_pdf', 'corrupt_pdf'),
  },
  {
    name: 'truncated-at-60-percent',
    description:
      'a 60-transaction statement (xref table) cut at 60% of its bytes: no xref, no trailer',
    bytes: () => truncated(0.6, false),
    expect: eitherWay('corrupt_pdf', 'no_transactions', 'no_text_layer'),
  },
  {
    name: 'truncated-object-streams',
    description:
      'a 60-transaction statement saved with object streams and an xref stream, cut at 80% of its bytes',
    bytes: () => truncated(0.8, true),
    expect: eitherWay('corrupt_pdf', 'no_transactions', 'no_text_layer'),
  },
  {
    name: 'header-only',
    description: 'only the 15-byte PDF header',
    bytes: () =>
      concat([latin1('%PDF-1.7\n%'), Uint8Array.from([0xe2, 0xe3, 0xcf, 0xd3]), latin1('\n')]),
    expect: refused('corrupt_pdf'),
  },
  {
    name: 'control-characters-in-descriptions',
    description:
      'a valid statement with NUL and U+0013 inside five descriptions (a non-embedded TrueType font passes them through): found by the fuzzer, a NUL in the Statement cannot be stored as jsonb',
    bytes: controlCharacters,
    expect: converts(SMALL_STATEMENT_ROWS),
  },
  {
    name: 'compressed-garbage-content',
    description: 'a page whose content stream is 1 MiB of seeded random bytes, Flate-compressed',
    bytes: () => {
      let x = 0x2545f491;
      const noise = new Uint8Array(2 ** 20).map(() => {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        return x & 0xff;
      });
      return onePageDoc((w) => ({ contents: [w.addStream('/Filter /FlateDecode', flate(noise))] }));
    },
    expect: refused('no_text_layer', 'no_transactions', 'corrupt_pdf'),
  },
];

export function hostileByName(name: string): HostileEntry | undefined {
  return HOSTILE.find((e) => e.name === name);
}
