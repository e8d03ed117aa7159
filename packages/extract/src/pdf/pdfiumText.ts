/**
 * One PDFium text page -> the engine's text items: PDFium's characters, read through `FPDFText_*`, grouped
 * into words in display space (see textLayer.ts for units and origin).
 */
import type { TextItem } from '../types.ts';
import type { Pdfium } from './pdfiumModule.ts';
import { FONT_NAME_BYTES } from './pdfiumModule.ts';

/**
 * A gap wider than this share of the font size ends a word (pdf.js's own threshold for a space inside a
 * run); the engine may still glue the pieces by its own `wordJoinGapRatio`, as it does for pdf.js runs.
 */
export const WORD_BREAK_GAP_EM = 0.1;
/** A character whose baseline moves by more than this share of the font size starts a new word. */
const BASELINE_SHIFT_EM = 0.3;
/** A character that starts further left than this share of the font size before the word's end starts a new word. */
const BACKWARD_EM = 0.5;
/**
 * Characters of one glyph (a ligature such as fi mapped to two letters by the font's ToUnicode) come back
 * with the same box; boxes this close, in points, on consecutive characters of one text object are one glyph.
 */
const SAME_GLYPH_PT = 0.01;
/** How many times larger or smaller than a character's box its computed size must be to be replaced by it. */
const TYPE3_MISMATCH = 3;
/** Text turned further than this (tangent of the angle) from the page's horizontal is skipped, as pdf.js items are. */
const MAX_SLOPE = 0.1;

/**
 * PDFium reports coordinates as 32-bit floats (451.6 comes back as 451.59998); they are rounded to this
 * thousandth of a point so that values printed as short decimals in the PDF are the same numbers pdf.js computes,
 * and a gap the PDF sets exactly at one of the engine's thresholds falls on the same side for both layers.
 */
const STEPS_PER_PT = 1000;
// Dividing the rounded count gives the double nearest the decimal, as parsing "451.6" does.
export const snap = (v: number): number => Math.round(v * STEPS_PER_PT) / STEPS_PER_PT;

/** The page box PDFium reports (`FPDF_GetPageBoundingBox`: the crop box) and its `/Rotate` in quarter turns. */
export type PageBox = {
  left: number;
  top: number;
  right: number;
  bottom: number;
  rotation: number;
};

/** The displayed page's size, in points: the page box turned by its rotation. */
export function displaySize(box: PageBox): { width: number; height: number } {
  const w = Math.abs(box.right - box.left);
  const h = Math.abs(box.top - box.bottom);
  return box.rotation % 2 === 1 ? { width: h, height: w } : { width: w, height: h };
}

/** Maps a point of PDF user space (bottom-left origin) to display space (top-left origin, after rotation). */
export function toDisplay(box: PageBox, x: number, y: number): [number, number] {
  switch (box.rotation) {
    case 1:
      return [y - box.bottom, x - box.left];
    case 2:
      return [box.right - x, y - box.bottom];
    case 3:
      return [box.top - y, box.right - x];
    default:
      return [x - box.left, box.top - y];
  }
}

/** The display-space x of a point of PDF user space (`toDisplay`'s first coordinate, without an array). */
function displayX(box: PageBox, x: number, y: number): number {
  switch (box.rotation) {
    case 1:
      return y - box.bottom;
    case 2:
      return box.right - x;
    case 3:
      return box.top - y;
    default:
      return x - box.left;
  }
}

/** The display-space y of a point of PDF user space (`toDisplay`'s second coordinate, without an array). */
function displayY(box: PageBox, x: number, y: number): number {
  switch (box.rotation) {
    case 1:
      return x - box.left;
    case 2:
      return y - box.bottom;
    case 3:
      return box.right - x;
    default:
      return box.top - y;
  }
}

/** What every character of one PDFium text object shares. */
type ObjectInfo = { size: number; horizontal: boolean; fontName: string };

/** The word being read; one object for the page, its text's UTF-16 code units the first `length` of `units`. */
type OpenWord = {
  open: boolean;
  units: number[];
  length: number;
  x0: number;
  x1: number;
  y: number;
  size: number;
  fontName: string;
  /** The text object the word started in, and that object's font size. */
  object: number;
  objectSize: number;
};

/** Ligatures that fonts map to one presentation-form code point (U+FB00-U+FB4F); pdf.js spells them out, and so does this layer. */
const PRESENTATION_FIRST = 0xfb00;
const PRESENTATION_LAST = 0xfb4f;

/**
 * The spaces a PDF may print: ASCII space and line ends, no-break space, the typographic spaces U+2000-U+200A
 * (thin space U+2009 in numbers), the narrow no-break space U+202F (French thousands), U+205F and U+3000.
 * pdf.js reads them all as a space; so does this layer, so both give the same words.
 */
function isWhitespace(u: number): boolean {
  return (
    u === 0x20 ||
    u === 0x09 ||
    u === 0x0a ||
    u === 0x0d ||
    u === 0xa0 ||
    (u >= 0x2000 && u <= 0x200a) ||
    u === 0x202f ||
    u === 0x205f ||
    u === 0x3000
  );
}

function isControl(u: number): boolean {
  return u < 0x20 || (u >= 0x7f && u <= 0x9f);
}

/** Reads one text page's characters and groups them into word items; drops text outside the page box. */
export function readPageItems(pdfium: Pdfium, textPage: number, box: PageBox): TextItem[] {
  const f = pdfium.fn;
  const { width, height } = displaySize(box);
  const items: TextItem[] = [];
  // One word at a time, its text gathered as code units and made a string once, when it ends (adding
  // a character at a time to a string made a new string for every character of the document).
  const word: OpenWord = {
    open: false,
    units: [],
    length: 0,
    x0: 0,
    x1: 0,
    y: 0,
    size: 0,
    fontName: '',
    object: -1,
    objectSize: 0,
  };
  const flush = (trailingSpace: boolean): void => {
    if (!word.open) return;
    const w = word;
    word.open = false;
    // The units array keeps its room from word to word: only its length is set.
    w.units.length = w.length;
    const text = unitsText(w.units);
    const str = trailingSpace ? `${text} ` : text;
    // The trailing space tells the engine not to glue the next word on; the width is stretched so that
    // the engine's even spread over the characters still ends the word at its true right edge.
    const span = w.x1 - w.x0;
    const item: TextItem = {
      str,
      x: w.x0,
      y: w.y,
      width: span * (str.length / text.length),
      height: w.size,
    };
    if (w.fontName) item.fontName = w.fontName;
    items.push(item);
  };

  let lastObject = -1;
  // The previous character's box, to tell the characters of one glyph (which share it) from a jump back.
  let lastBoxObject = -1;
  let lastX0 = Number.NaN;
  let lastX1 = Number.NaN;
  let info: ObjectInfo = { size: 0, horizontal: false, fontName: '' };
  // The scratch block's first float (its first double is at half that), for the character boxes and
  // origins read straight from module memory.
  const at = pdfium.scratch >> 2;
  const count = f.FPDFText_CountChars(textPage);
  for (let i = 0; i < count; i++) {
    const u = f.FPDFText_GetUnicode(textPage, i);
    if (isWhitespace(u)) {
      // PDFium inserts its own spaces and line ends (even inside letter-spaced words); words are split by
      // the spaces the PDF itself prints and by position, as pdf.js does.
      if (f.FPDFText_IsGenerated(textPage, i) === 0) flush(true);
      continue;
    }
    let ch: number;
    if (isControl(u)) {
      // An end-of-line hyphen comes back as a control code; other control codes are noise (see cleanText).
      if (f.FPDFText_IsHyphen(textPage, i) === 0) continue;
      ch = 0x2d;
    } else if (u > 0x10ffff || (u >= 0xd800 && u <= 0xdfff)) {
      continue;
    } else {
      ch = u;
    }
    const object = f.FPDFText_GetTextObject(textPage, i);
    if (object !== lastObject) {
      lastObject = object;
      info = objectInfo(pdfium, textPage, i, box);
    }
    if (!info.horizontal) {
      flush(false);
      continue;
    }
    if (f.FPDFText_GetLooseCharBox(textPage, i, pdfium.scratch) === 0) continue;
    const floats = pdfium.floats();
    const left = floats[at] ?? 0;
    const top = floats[at + 1] ?? 0;
    const right = floats[at + 2] ?? 0;
    const bottom = floats[at + 3] ?? 0;
    const ax = displayX(box, left, top);
    const ay = displayY(box, left, top);
    const bx = displayX(box, right, bottom);
    const by = displayY(box, right, bottom);
    const x0 = snap(Math.min(ax, bx));
    const x1 = snap(Math.max(ax, bx));
    if (x1 <= 0 || x0 >= width || Math.max(ay, by) <= 0 || Math.min(ay, by) >= height) continue;
    f.FPDFText_GetCharOrigin(textPage, i, pdfium.scratch, pdfium.scratch + 8);
    const doubles = pdfium.doubles();
    const y = snap(displayY(box, doubles[at >> 1] ?? 0, doubles[(at >> 1) + 1] ?? 0));
    let size = info.size;
    // A Type 3 font's size lives in its own font matrix, which the text size does not include; when the
    // size and the glyph box disagree that much, the box is the size.
    const boxHeight = Math.abs(ay - by);
    if (
      !(size > 0) ||
      (boxHeight > 0 && (size > TYPE3_MISMATCH * boxHeight || size * TYPE3_MISMATCH < boxHeight))
    )
      size = snap(boxHeight);
    const current = word.open ? word : null;
    const sameGlyph =
      lastBoxObject === object &&
      Math.abs(lastX0 - x0) <= SAME_GLYPH_PT &&
      Math.abs(lastX1 - x1) <= SAME_GLYPH_PT;
    lastBoxObject = object;
    lastX0 = x0;
    lastX1 = x1;
    if (current && !sameGlyph) {
      const em = Math.max(current.size, size, 1);
      const gap = x0 - current.x1;
      // Another text object set in another size is other text (a smaller footer printed flush against a
      // row's last figure), never the rest of the word: pdf.js hands it over as a run of its own, and so
      // does this layer.
      if (
        (object !== current.object && info.size !== current.objectSize) ||
        Math.abs(y - current.y) > BASELINE_SHIFT_EM * em ||
        gap > WORD_BREAK_GAP_EM * em ||
        gap < -BACKWARD_EM * em
      ) {
        flush(false);
      }
    }
    if (word.open) {
      word.x1 = Math.max(word.x1, x1);
      word.size = Math.max(word.size, size);
    } else {
      word.open = true;
      word.length = 0;
      word.x0 = x0;
      word.x1 = x1;
      word.y = y;
      word.size = size;
      word.fontName = info.fontName;
      word.object = object;
      word.objectSize = info.size;
    }
    word.length = addCodePoint(word.units, word.length, ch);
  }
  flush(false);
  return items;
}

/**
 * Writes a character's UTF-16 code units into `units` from `at` (a ligature's presentation form spelled
 * out, NFKC) and returns where the next one goes.
 */
function addCodePoint(units: number[], at: number, u: number): number {
  if (u >= PRESENTATION_FIRST && u <= PRESENTATION_LAST) {
    const spelled = String.fromCodePoint(u).normalize('NFKC');
    for (let k = 0; k < spelled.length; k++) units[at++] = spelled.charCodeAt(k);
  } else if (u > 0xffff) {
    units[at++] = 0xd800 + ((u - 0x10000) >> 10);
    units[at++] = 0xdc00 + ((u - 0x10000) & 0x3ff);
  } else {
    units[at++] = u;
  }
  return at;
}

/** The string of UTF-16 code units, made in pieces small enough to pass as arguments. */
function unitsText(units: readonly number[]): string {
  const piece = 4096;
  if (units.length <= piece) return String.fromCharCode(...units);
  let out = '';
  for (let k = 0; k < units.length; k += piece)
    out += String.fromCharCode(...units.slice(k, k + piece));
  return out;
}

/** The font size (the text size times the matrix's vertical scale), direction and font of a text object. */
function objectInfo(pdfium: Pdfium, textPage: number, index: number, box: PageBox): ObjectInfo {
  const f = pdfium.fn;
  const fontSize = f.FPDFText_GetFontSize(textPage, index);
  f.FPDFText_GetMatrix(textPage, index, pdfium.scratch);
  const a = pdfium.f32(0);
  const b = pdfium.f32(1);
  const c = pdfium.f32(2);
  const d = pdfium.f32(3);
  // The text's direction in display space: user-space (a, b) turned by the page's rotation.
  const dx = displayX(box, a, b) - displayX(box, 0, 0);
  const dy = displayY(box, a, b) - displayY(box, 0, 0);
  const horizontal = Math.abs(dy) <= Math.abs(dx) * MAX_SLOPE && Number.isFinite(dx);
  const length = f.FPDFText_GetFontInfo(textPage, index, pdfium.fontName, FONT_NAME_BYTES, 0);
  const fontName = length > 0 ? pdfium.utf8(pdfium.fontName, FONT_NAME_BYTES) : '';
  return { size: snap(fontSize * Math.hypot(c, d)), horizontal, fontName };
}
