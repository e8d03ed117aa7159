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
  const measure: Measure = (text, isBold, size) =>
    (isBold ? bold : regular).widthOfTextAtSize(text, size);
  return { doc, regular, bold, measure };
}

/** Draws every page and returns the PDF bytes. */
export async function renderPages(
  canvas: Canvas,
  pages: TextOp[][],
  size: readonly [number, number],
): Promise<Uint8Array> {
  for (const ops of pages) {
    const page = canvas.doc.addPage([size[0], size[1]]);
    for (const op of ops) {
      page.drawText(op.text, {
        x: op.x,
        y: op.y,
        size: op.size,
        font: op.bold ? canvas.bold : canvas.regular,
      });
    }
  }
  return canvas.doc.save({ useObjectStreams: true });
}
