/**
 * A small page canvas over pdf-lib with the producer quirks real PDFs show: text drawn one glyph or
 * one word at a time, items emitted out of reading order, and pages rotated 90 degrees.
 * Coordinates are PDF points with the origin at the bottom left of the page as the reader sees it.
 */
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';

/** Every zoo file carries this creation date, so the same layout always gives the same bytes. */
export const ZOO_FIXED_DATE = new Date(Date.UTC(2025, 0, 1, 0, 0, 0));

/** The red banks print debits in, as RGB fractions. */
const RED = [0.8, 0, 0] as const;

/** Line width of a ruled box, in points. */
const BOX_RULE_PT = 0.6;

/** Glyph widths are measured one character at a time at this size, so pdf-lib applies no kerning pairs. */
const KERN_FREE_UNIT_SIZE = 1000;

export const FONT_FAMILIES = ['Helvetica', 'Times', 'Courier'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

const FONT_NAMES = {
  Helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  Times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  Courier: [StandardFonts.Courier, StandardFonts.CourierBold],
} as const satisfies Record<FontFamily, readonly [StandardFonts, StandardFonts]>;

/** One piece of text; `tag` names what it is (desc, amount, date...) for out-of-order emission. */
export type Op = {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  tag: string;
  /** Printed in red (banks that mark debits by colour alone). */
  red?: boolean;
  /** A ruled rectangle of this size with its lower left corner at (x, y), instead of text. */
  box?: { w: number; h: number };
};

export type DrawQuirks = {
  /** Draw these tags one glyph (or one word) per text item. */
  split?: { unit: 'glyph' | 'word'; tags: readonly string[] | 'all' };
  /** Emit each page's items grouped by tag in this order (others after), not in reading order. */
  tagOrder?: readonly string[];
  /** Emit each page's items last to first (bottom of the page first). */
  reverse?: boolean;
  /** Store these pages (1-based) portrait with /Rotate 90 and the text turned, so they read upright. */
  rotatedPages?: 'all' | readonly number[];
};

export class Canvas {
  readonly pages: Op[][] = [];
  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    readonly size: readonly [number, number],
    /** The font family and title it was created with (other PDF writers draw the same pages from them). */
    readonly family: FontFamily,
    readonly title: string,
  ) {}

  static async create(
    font: FontFamily,
    title: string,
    size: readonly [number, number],
  ): Promise<Canvas> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setCreationDate(ZOO_FIXED_DATE);
    doc.setModificationDate(ZOO_FIXED_DATE);
    doc.setProducer('Statemint layout zoo');
    doc.setTitle(title);
    const [r, b] = FONT_NAMES[font];
    return new Canvas(doc, await doc.embedFont(r), await doc.embedFont(b), size, font, title);
  }

  /** Width of `text` in points as drawn: glyph advances summed without kerning (drawText does not kern). */
  width(text: string, size: number, bold = false): number {
    const font = bold ? this.bold : this.regular;
    let units = 0;
    for (const ch of text) units += font.widthOfTextAtSize(ch, KERN_FREE_UNIT_SIZE);
    return (units * size) / KERN_FREE_UNIT_SIZE;
  }

  newPage(): Op[] {
    const page: Op[] = [];
    this.pages.push(page);
    return page;
  }

  async save(quirks: DrawQuirks = {}): Promise<Uint8Array> {
    const [w, h] = this.size;
    this.pages.forEach((ops, i) => {
      const r = quirks.rotatedPages;
      const rotated = r === 'all' || (r?.includes(i + 1) ?? false);
      const page = this.doc.addPage(rotated ? [h, w] : [w, h]);
      if (rotated) page.setRotation(degrees(90));
      for (const op of this.emissionOrder(ops, quirks)) {
        if (op.box) {
          // Boxes are only drawn on upright pages (no layout rotates a page that has one).
          page.drawRectangle({
            x: op.x,
            y: op.y,
            width: op.box.w,
            height: op.box.h,
            borderWidth: BOX_RULE_PT,
            borderColor: rgb(0, 0, 0),
          });
          continue;
        }
        for (const piece of this.split(op, quirks)) {
          const font = op.bold ? this.bold : this.regular;
          const color = op.red ? rgb(RED[0], RED[1], RED[2]) : rgb(0, 0, 0);
          if (rotated) {
            // Shown turned 90 degrees clockwise: the reader's x runs along the stored y axis.
            page.drawText(piece.text, {
              x: h - piece.y,
              y: piece.x,
              size: op.size,
              font,
              rotate: degrees(90),
              color,
            });
          } else {
            page.drawText(piece.text, { x: piece.x, y: piece.y, size: op.size, font, color });
          }
        }
      }
    });
    return this.doc.save({ useObjectStreams: true });
  }

  private emissionOrder(ops: Op[], quirks: DrawQuirks): Op[] {
    if (quirks.reverse) return [...ops].reverse();
    const order = quirks.tagOrder;
    if (!order) return ops;
    const rank = (op: Op): number => {
      const i = order.indexOf(op.tag);
      return i < 0 ? order.length : i;
    };
    return ops
      .map((op, i) => ({ op, i }))
      .sort((a, b) => rank(a.op) - rank(b.op) || a.i - b.i)
      .map((x) => x.op);
  }

  private split(op: Op, quirks: DrawQuirks): { text: string; x: number; y: number }[] {
    const s = quirks.split;
    if (!s || (s.tags !== 'all' && !s.tags.includes(op.tag))) return [op];
    const out: { text: string; x: number; y: number }[] = [];
    if (s.unit === 'glyph') {
      let x = op.x;
      for (const ch of op.text) {
        if (ch !== ' ') out.push({ text: ch, x, y: op.y });
        x += this.width(ch, op.size, op.bold);
      }
      return out;
    }
    let offset = 0;
    for (const word of op.text.split(' ')) {
      if (word !== '')
        out.push({
          text: word,
          x: op.x + this.width(op.text.slice(0, offset), op.size, op.bold),
          y: op.y,
        });
      offset += word.length + 1;
    }
    return out;
  }
}
