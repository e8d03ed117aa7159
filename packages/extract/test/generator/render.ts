/** Draws laid-out pages with pdf-lib, with fixed metadata so the same layout gives the same bytes. */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';
import type { FontFamily } from './common.ts';
import type { Measure, TextOp } from './layout.ts';

/** Every generated file carries this creation date, so output bytes depend on the seed only. */
export const FIXED_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));

const FONT_NAMES = {
  Helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  Times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  Courier: [StandardFonts.Courier, StandardFonts.CourierBold],
} as const satisfies Record<FontFamily, readonly [StandardFonts, StandardFonts]>;

export type Canvas = { doc: PDFDocument; regular: PDFFont; bold: PDFFont; measure: Measure };

/** Amounts and dates stay one text item even when words are split, as producers draw a number as one run. */
const AMOUNT_START = /^[-+(]?[$£€]?\d/;
const SHORT_DATE = /^[A-Z][a-z]{2} \d{2}(, \d{4})?$/;

/** Measuring unit for glyph widths (standard font metrics are per 1000 em). */
const EM_UNITS = 1000;

/**
 * Text width at size 1 as drawn: pdf-lib's widthOfTextAtSize subtracts kerning pairs, but drawText
 * does not kern, so measuring with it would misplace right-aligned text and split words.
 */
function unkernedWidth(): (font: PDFFont, text: string) => number {
  const cache = new Map<PDFFont, Map<string, number>>();
  return (font, text) => {
    let widths = cache.get(font);
    if (!widths) {
      widths = new Map();
      cache.set(font, widths);
    }
    let total = 0;
    for (const ch of text) {
      let w = widths.get(ch);
      if (w === undefined) {
        w = font.widthOfTextAtSize(ch, EM_UNITS) / EM_UNITS;
        widths.set(ch, w);
      }
      total += w;
    }
    return total;
  };
}

/** Creates a document with the family's regular and bold fonts embedded. */
export async function createCanvas(font: FontFamily, title: string): Promise<Canvas> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer('Statemint synthetic statement generator');
  doc.setTitle(title);
  const [r, b] = FONT_NAMES[font];
  const regular = await doc.embedFont(r);
  const bold = await doc.embedFont(b);
  const widthOf = unkernedWidth();
  const measure: Measure = (text, isBold, size) => widthOf(isBold ? bold : regular, text) * size;
  return { doc, regular, bold, measure };
}

/** Draws every page and returns the PDF bytes; with `splitWords` each word becomes its own text item at its place in the line. */
export async function renderPages(
  canvas: Canvas,
  pages: TextOp[][],
  size: readonly [number, number],
  splitWords = false,
): Promise<Uint8Array> {
  for (const ops of pages) {
    const page = canvas.doc.addPage([size[0], size[1]]);
    for (const op of ops) {
      const font = op.bold ? canvas.bold : canvas.regular;
      if (!splitWords || AMOUNT_START.test(op.text) || SHORT_DATE.test(op.text)) {
        page.drawText(op.text, { x: op.x, y: op.y, size: op.size, font });
        continue;
      }
      let x = op.x;
      const space = canvas.measure(' ', op.bold, op.size);
      for (const word of op.text.split(' ')) {
        if (word !== '') page.drawText(word, { x, y: op.y, size: op.size, font });
        x += canvas.measure(word, op.bold, op.size) + space;
      }
    }
  }
  return canvas.doc.save({ useObjectStreams: true });
}
