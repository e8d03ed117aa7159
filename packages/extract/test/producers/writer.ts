/**
 * Writes a zoo canvas's pages the way other PDF producers write them: the same words at the same places
 * on the displayed page, stored through the content-stream features real statements use (see quirks.ts
 * for the named styles and README.md for what each models).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import type { PDFFont, PDFOperator, PDFPage, PDFName } from 'pdf-lib';
import {
  beginText,
  concatTransformationMatrix,
  degrees,
  drawObject,
  endText,
  PDFArray,
  PDFDocument,
  PDFNumber,
  PDFOperator as Operator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setCharacterSpacing,
  setCharacterSqueeze,
  setFillingRgbColor,
  setFontAndSize,
  setLineWidth,
  setTextMatrix,
  setTextRenderingMode,
  setWordSpacing,
  StandardFonts,
  stroke,
  TextRenderingMode,
} from 'pdf-lib';
import type { Canvas, FontFamily, Op } from '../zoo/draw.ts';
import { ZOO_FIXED_DATE } from '../zoo/draw.ts';

/** DejaVu Sans cut to Latin-1 and the statement characters (fixtures/README.md); its `liga` feature makes fi and fl one glyph. */
const TRUETYPE_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures/DejaVuSans-subset.ttf',
);

const STANDARD: Record<FontFamily, readonly [StandardFonts, StandardFonts]> = {
  Helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  Times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  Courier: [StandardFonts.Courier, StandardFonts.CourierBold],
};

/** How one producer stores text; every field off is a plain writer (one Tj per piece, standard fonts). */
export type ProducerStyle = {
  /** An embedded TrueType subset (Type0, Identity-H, ToUnicode), each run squeezed or stretched with Tz to the canvas's width. */
  truetype?: boolean;
  /** Spaces made by position only: `tj-kern` one TJ array per piece with a negative offset per space, `word-moves` one Tj per word. */
  spaces?: 'tj-kern' | 'word-moves';
  /** Every glyph of a TJ array moved by a small kerning offset, alternating so a run keeps its width (thousandths of the size). */
  letterKerning?: number;
  /** Text in render mode 3 (invisible), as OCR layers over a scanned page are. */
  invisible?: boolean;
  /** Character and word spacing (Tc, Tw), with a horizontal scale (Tz) that keeps each run's printed width. */
  spacing?: { tc: number; tw: number };
  /** Text size 1 in Tf, the size carried by the text matrix. */
  unitSize?: boolean;
  /** Every page's text and rules inside one Form XObject the page draws with Do. */
  formXObject?: boolean;
  /** The page's box does not start at 0,0: a MediaBox moved, or a CropBox inside a larger MediaBox. */
  box?: 'media-offset' | 'crop-offset';
  /** /Rotate of the stored page; a page-wide cm turns the content so it reads upright. */
  rotate?: 90 | 180 | 270;
  /** Bold without a bold font: the regular font drawn twice a fraction apart, or filled and stroked. */
  fakeBold?: 'double' | 'stroke';
  /** Rewrites a piece's text (numbers' minus signs, thousands separators), never descriptions. */
  numbers?: (text: string) => string;
  /** Page furniture (headers, footers, page numbers) in a second content stream drawn after the body. */
  furnitureStream?: boolean;
  /** Each page emits its text in another order: as drawn, bottom first, or column by column. */
  orderPerPage?: boolean;
};

/** How far apart the two copies of fake-bold text are, in points. */
const FAKE_BOLD_OFFSET = 0.3;
const FAKE_BOLD_STROKE = 0.3;
const BOX_RULE_PT = 0.6;
/** How far the page box is moved from the origin, in points. */
const BOX_SHIFT = [43.5, 61.25] as const;
/** Column-first emission order for the pages that use it. */
const COLUMN_ORDER = ['amount', 'debit', 'credit', 'balance', 'date', 'desc'];

type Fonts = { regular: PDFFont; bold: PDFFont; truetype: PDFFont | null };
type Keys = Map<PDFFont, PDFName>;

/** Width of text in the canvas's own font (the width the layout placed it for). */
function canvasWidth(canvas: Canvas, text: string, size: number, bold: boolean): number {
  return canvas.width(text, size, bold);
}

/** Advance of text as Tj draws it: glyph widths summed one character at a time (pdf-lib's own width adds kerning pairs). */
function advance(font: PDFFont, text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += font.widthOfTextAtSize(ch, size);
  return w;
}

/** The page-wide matrix from display coordinates (bottom-left origin) to the stored page's user space. */
function displayMatrix(style: ProducerStyle, w: number, h: number): number[] {
  const [ox, oy] = style.box ? BOX_SHIFT : [0, 0];
  switch (style.rotate) {
    case 90:
      return [0, 1, -1, 0, h + ox, oy];
    case 180:
      return [-1, 0, 0, -1, w + ox, h + oy];
    case 270:
      return [0, -1, 1, 0, ox, w + oy];
    default:
      return [1, 0, 0, 1, ox, oy];
  }
}

function ordered(ops: readonly Op[], style: ProducerStyle, pageIndex: number): Op[] {
  if (!style.orderPerPage) return [...ops];
  const turn = pageIndex % 3;
  if (turn === 1) return [...ops].reverse();
  if (turn === 0) return [...ops];
  const rank = (op: Op): number => {
    const i = COLUMN_ORDER.indexOf(op.tag);
    return i < 0 ? COLUMN_ORDER.length : i;
  };
  return ops
    .map((op, i) => ({ op, i }))
    .sort((a, b) => rank(a.op) - rank(b.op) || a.i - b.i)
    .map((x) => x.op);
}

function showAdjusted(parts: (string | number)[], font: PDFFont): PDFOperator {
  const arr = PDFArray.withContext(font.doc.context);
  for (const p of parts) arr.push(typeof p === 'number' ? PDFNumber.of(p) : font.encodeText(p));
  return Operator.of(PDFOperatorNames.ShowTextAdjusted, [arr]);
}

/** The operators that draw one piece of text at display position (x, y). */
function textOps(
  canvas: Canvas,
  op: Op,
  style: ProducerStyle,
  fonts: Fonts,
  keys: Keys,
  dx = 0,
): PDFOperator[] {
  const text = op.tag === 'desc' || !style.numbers ? op.text : style.numbers(op.text);
  const useBold = op.bold && !style.fakeBold;
  const font = fonts.truetype ?? (useBold ? fonts.bold : fonts.regular);
  const key = keys.get(font);
  if (!key) throw new Error('font not registered');
  const size = op.size;
  const want = canvasWidth(canvas, op.text, size, op.bold);
  const out: PDFOperator[] = [pushGraphicsState()];
  if (op.red) out.push(setFillingRgbColor(0.8, 0, 0));
  out.push(beginText(), setFontAndSize(key, style.unitSize ? 1 : size));
  const unit = style.unitSize ? size : 1;
  let scale = 100;
  if (fonts.truetype) {
    const drawn = font.widthOfTextAtSize(text, size);
    if (drawn > 0) scale = (100 * want) / drawn;
  } else if (style.spacing) {
    const glyphs = [...text].length;
    const spaces = [...text].filter((c) => c === ' ').length;
    const extra = (glyphs * style.spacing.tc + spaces * style.spacing.tw) / unit;
    out.push(setCharacterSpacing(style.spacing.tc / unit), setWordSpacing(style.spacing.tw / unit));
    if (want > 0) scale = (100 * want) / (want + extra * unit);
  }
  if (scale !== 100) out.push(setCharacterSqueeze(scale));
  if (style.invisible) out.push(setTextRenderingMode(TextRenderingMode.Invisible));
  if (style.fakeBold === 'stroke' && op.bold)
    out.push(
      setTextRenderingMode(TextRenderingMode.FillAndOutline),
      setLineWidth(FAKE_BOLD_STROKE),
    );
  const s = style.unitSize ? size : 1;
  out.push(setTextMatrix(s, 0, 0, s, op.x + dx, op.y));
  if (style.letterKerning) {
    const parts: (string | number)[] = [];
    let sign = -1;
    for (const ch of text) {
      if (parts.length > 0) {
        parts.push(sign * style.letterKerning);
        sign = -sign;
      }
      parts.push(ch);
    }
    // An odd number of offsets leaves the run one offset off its width: a last one takes it back.
    if ([...text].length % 2 === 0) parts.push(sign * style.letterKerning);
    out.push(showAdjusted(parts, font));
  } else if (style.spaces === 'tj-kern' || style.spaces === 'word-moves') {
    // A TJ offset is in thousandths of the text size: the space glyph's width in font units.
    const space = advance(font, ' ', 1000);
    const words = text.split(' ');
    if (style.spaces === 'tj-kern') {
      const parts: (string | number)[] = [];
      words.forEach((w, i) => {
        if (i > 0) parts.push(-space);
        if (w !== '') parts.push(w);
      });
      out.push(showAdjusted(parts, font));
    } else {
      let x = 0;
      for (const w of words) {
        if (w !== '') {
          out.push(setTextMatrix(s, 0, 0, s, op.x + dx + (x * scale) / 100, op.y));
          out.push(Operator.of(PDFOperatorNames.ShowText, [font.encodeText(w)]));
        }
        x += advance(font, `${w} `, size);
      }
    }
  } else {
    out.push(Operator.of(PDFOperatorNames.ShowText, [font.encodeText(text)]));
  }
  out.push(endText(), popGraphicsState());
  return out;
}

function pieceOps(canvas: Canvas, op: Op, style: ProducerStyle, fonts: Fonts, keys: Keys) {
  if (op.box)
    return [
      pushGraphicsState(),
      setLineWidth(BOX_RULE_PT),
      rectangle(op.x, op.y, op.box.w, op.box.h),
      stroke(),
      popGraphicsState(),
    ];
  const ops = textOps(canvas, op, style, fonts, keys);
  if (style.fakeBold === 'double' && op.bold)
    ops.push(...textOps(canvas, op, style, fonts, keys, FAKE_BOLD_OFFSET));
  return ops;
}

function addStream(page: PDFPage, ops: PDFOperator[]): void {
  const ctx = page.doc.context;
  page.node.addContentStream(ctx.register(ctx.contentStream(ops)));
}

/** Writes the canvas's pages in the producer's style. Deterministic: the same canvas and style give the same bytes. */
export async function writeAs(canvas: Canvas, style: ProducerStyle): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setCreationDate(ZOO_FIXED_DATE);
  doc.setModificationDate(ZOO_FIXED_DATE);
  doc.setProducer('Statemint producer corpus');
  doc.setTitle(canvas.title);
  const [r, b] = STANDARD[canvas.family];
  let truetype: PDFFont | null = null;
  if (style.truetype) {
    doc.registerFontkit(fontkit);
    truetype = await doc.embedFont(readFileSync(TRUETYPE_FILE), { subset: true });
  }
  const fonts: Fonts = { regular: await doc.embedFont(r), bold: await doc.embedFont(b), truetype };
  const [w, h] = canvas.size;
  canvas.pages.forEach((pageOps, i) => {
    const turned = style.rotate === 90 || style.rotate === 270;
    const [pw, ph] = turned ? [h, w] : [w, h];
    const page = doc.addPage([pw, ph]);
    if (style.box === 'media-offset') page.setMediaBox(BOX_SHIFT[0], BOX_SHIFT[1], pw, ph);
    if (style.box === 'crop-offset') {
      page.setMediaBox(0, 0, pw + 2 * BOX_SHIFT[0], ph + 2 * BOX_SHIFT[1]);
      page.setCropBox(BOX_SHIFT[0], BOX_SHIFT[1], pw, ph);
    }
    if (style.rotate) page.setRotation(degrees(style.rotate));
    const keys: Keys = new Map();
    const fontDict = doc.context.obj({});
    for (const f of [fonts.regular, fonts.bold, fonts.truetype]) {
      if (!f) continue;
      const key = page.node.newFontDictionary(f.name, f.ref);
      keys.set(f, key);
      fontDict.set(key, f.ref);
    }
    const m = displayMatrix(style, w, h);
    const open = [
      pushGraphicsState(),
      concatTransformationMatrix(m[0]!, m[1]!, m[2]!, m[3]!, m[4]!, m[5]!),
    ];
    const all = ordered(pageOps, style, i);
    const body = style.furnitureStream ? all.filter((o) => o.tag !== 'furniture') : all;
    const furniture = style.furnitureStream ? all.filter((o) => o.tag === 'furniture') : [];
    const bodyOps = body.flatMap((o) => pieceOps(canvas, o, style, fonts, keys));
    if (style.formXObject) {
      const form = doc.context.formXObject(bodyOps, {
        BBox: [0, 0, w, h],
        Matrix: [1, 0, 0, 1, 0, 0],
        Resources: { Font: fontDict },
      });
      const name = page.node.newXObject('Fm', doc.context.register(form));
      addStream(page, [...open, drawObject(name), popGraphicsState()]);
    } else {
      addStream(page, [...open, ...bodyOps, popGraphicsState()]);
    }
    if (furniture.length > 0)
      addStream(page, [
        ...open,
        ...furniture.flatMap((o) => pieceOps(canvas, o, style, fonts, keys)),
        popGraphicsState(),
      ]);
  });
  return doc.save({ useObjectStreams: true });
}
