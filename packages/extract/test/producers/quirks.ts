/** The producer quirks, each a named writer style (writer.ts); README.md says which producers write each. */
import type { ProducerStyle } from './writer.ts';

const MINUS = '\u2212';
const EN_DASH = '\u2013';
const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';
const THIN_SPACE = '\u2009';

/** A minus sign before or after a number (leading "-12.50", "(-12.50)", trailing "12.50-") printed as `sign`. */
export function minusAs(sign: string): (text: string) => string {
  return (text) =>
    text.replace(/(^|[\s(])-(?=\d)/g, `$1${sign}`).replace(/(\d)-(?=$|\s|\))/g, `$1${sign}`);
}

/** A space between digit groups ("1 234,56") printed as `space`. */
export function thousandsAs(space: string): (text: string) => string {
  return (text) => text.replace(/(\d) (?=\d{3}(?!\d))/g, `$1${space}`);
}

export type Quirk = { id: string; what: string; style: ProducerStyle };

export const QUIRKS: readonly Quirk[] = [
  { id: 'canvas', what: "the zoo canvas's own writer (pdf-lib drawText), the baseline", style: {} },
  {
    id: 'plain-writer',
    what: "this corpus's own writer with no quirk (one Tj per piece)",
    style: {},
  },
  {
    id: 'truetype-subset',
    what: 'embedded TrueType subset (Type0/Identity-H, ToUnicode), fi/fl ligature glyphs, Tz fit',
    style: { truetype: true },
  },
  {
    id: 'tj-kerned-spaces',
    what: 'one TJ per run, spaces as kerning offsets, no space glyph',
    style: { spaces: 'tj-kern' },
  },
  {
    id: 'tj-letter-kerning',
    what: 'one TJ per run with a kerning offset between every two glyphs (+-40 thousandths)',
    style: { letterKerning: 40 },
  },
  {
    id: 'tj-per-word',
    what: 'one Tj per word placed by the text matrix, no space glyph',
    style: { spaces: 'word-moves' },
  },
  {
    id: 'char-word-spacing',
    what: "Tc 0.4 and Tw 1.5 with Tz keeping each run's width",
    style: { spacing: { tc: 0.4, tw: 1.5 } },
  },
  {
    id: 'negative-char-spacing',
    what: "Tc -0.25 (tight tracking) with Tz keeping each run's width",
    style: { spacing: { tc: -0.25, tw: 0 } },
  },
  {
    id: 'unit-size-matrix',
    what: 'Tf size 1, the size in the text matrix',
    style: { unitSize: true },
  },
  {
    id: 'form-xobject',
    what: "each page's content inside a Form XObject drawn with Do",
    style: { formXObject: true },
  },
  {
    id: 'media-offset',
    what: 'MediaBox not at 0,0, content moved by cm',
    style: { box: 'media-offset' },
  },
  { id: 'crop-offset', what: 'CropBox inside a larger MediaBox', style: { box: 'crop-offset' } },
  { id: 'rotate-180', what: '/Rotate 180, content turned by cm', style: { rotate: 180 } },
  { id: 'rotate-270', what: '/Rotate 270, content turned by cm', style: { rotate: 270 } },
  {
    id: 'rotate-90-cropped',
    what: '/Rotate 90 with a CropBox inside a larger MediaBox',
    style: { rotate: 90, box: 'crop-offset' },
  },
  {
    id: 'fake-bold-double',
    what: 'bold drawn twice in the regular font 0.3 pt apart',
    style: { fakeBold: 'double' },
  },
  {
    id: 'fake-bold-stroke',
    what: 'bold as the regular font filled and stroked (Tr 2)',
    style: { fakeBold: 'stroke' },
  },
  {
    id: 'unicode-minus',
    what: 'minus signs in numbers as U+2212 (TrueType)',
    style: { truetype: true, numbers: minusAs(MINUS) },
  },
  {
    id: 'en-dash-minus',
    what: 'minus signs in numbers as an en dash U+2013',
    style: { numbers: minusAs(EN_DASH) },
  },
  {
    id: 'nbsp-thousands',
    what: 'space thousands separators as U+00A0',
    style: { numbers: thousandsAs(NBSP) },
  },
  {
    id: 'narrow-nbsp-thousands',
    what: 'space thousands separators as U+202F, the French narrow no-break space (TrueType)',
    style: { truetype: true, numbers: thousandsAs(NARROW_NBSP) },
  },
  {
    id: 'thin-space-thousands',
    what: 'space thousands separators as U+2009 thin space (TrueType)',
    style: { truetype: true, numbers: thousandsAs(THIN_SPACE) },
  },
  {
    id: 'invisible-text',
    what: 'text in render mode 3, as an OCR layer over a scan',
    style: { invisible: true },
  },
  {
    id: 'furniture-stream',
    what: 'page headers and footers in a second content stream',
    style: { furnitureStream: true },
  },
  {
    id: 'order-per-page',
    what: 'each page emits its text in another order',
    style: { orderPerPage: true },
  },
  {
    id: 'combined',
    what: 'several at once: TrueType, spaces as TJ offsets, size 1, a Form XObject, a cropped page at /Rotate 270, furniture apart, order per page, U+2212 and U+202F',
    style: {
      truetype: true,
      spaces: 'tj-kern',
      unitSize: true,
      formXObject: true,
      box: 'crop-offset',
      rotate: 270,
      furnitureStream: true,
      orderPerPage: true,
      numbers: (t) => thousandsAs(NARROW_NBSP)(minusAs(MINUS)(t)),
    },
  },
];

/** Whether a quirk changes anything on these pages' texts (a number quirk on a statement without such numbers does not). */
export function touches(quirk: Quirk, texts: readonly string[]): boolean {
  const rewrite = quirk.style.numbers;
  if (!rewrite) return true;
  return texts.some((t) => rewrite(t) !== t);
}
