/**
 * Both text layers on small pages written the ways other PDF producers write them (test/producers):
 * the same words, at the same places, whatever the producer did.
 */
import { describe, expect, it } from 'vitest';
import { thousandsAs } from '../../test/producers/quirks.ts';
import { writeAs } from '../../test/producers/writer.ts';
import type { ProducerStyle } from '../../test/producers/writer.ts';
import { Canvas } from '../../test/zoo/draw.ts';
import type { Op } from '../../test/zoo/draw.ts';
import { DEFAULT_LIMITS } from '../settings.ts';
import type { TextItem } from '../types.ts';
import { layerLines } from '../testing/layerLines.ts';
import { readTextItems } from './readTextItems.ts';
import type { TextLayerName } from './readTextItems.ts';

const LAYERS: readonly TextLayerName[] = ['pdfium', 'pdfjs'];
/** Each test reads small PDFs through both layers; the first load of PDFium and pdf.js takes seconds on a shared machine. */
const SLOW_MS = 60_000;
const SIZE = [300, 120] as const;

const op = (text: string, x: number, y: number, extra: Partial<Op> = {}): Op => ({
  text,
  x,
  y,
  size: 10,
  bold: false,
  tag: 'text',
  ...extra,
});

async function page(ops: Op[], style: ProducerStyle): Promise<Uint8Array> {
  const canvas = await Canvas.create('Helvetica', 'producer test', SIZE);
  canvas.newPage().push(...ops);
  return writeAs(canvas, style);
}

async function items(bytes: Uint8Array, layer: TextLayerName): Promise<TextItem[]> {
  const r = await readTextItems(bytes, DEFAULT_LIMITS, (p) => p, undefined, layer);
  if (!r.ok) throw new Error(r.error.code);
  return r.pages[0]!.items;
}

/** Each line's words, top to bottom, with their left edges rounded to a tenth of a point. */
async function words(bytes: Uint8Array, layer: TextLayerName): Promise<[string, number][][]> {
  const r = await layerLines(bytes, layer);
  if (!r.ok) throw new Error(r.error.code);
  return r.pages[0]!.map((l) => l.words.map((w) => [w.text, Math.round(w.x0 * 10) / 10]));
}

describe(
  'a ligature glyph (fi, one glyph mapped to two letters by ToUnicode)',
  { timeout: SLOW_MS },
  () => {
    it('PDFium keeps the letters of one glyph in their word: one item per word, as pdf.js gives', async () => {
      const pdf = await page([op('Saldo finale', 20, 60)], { truetype: true });
      const pdfium = await items(pdf, 'pdfium');
      expect(pdfium.map((i) => i.str)).toEqual(['Saldo ', 'finale']);
      expect((await items(pdf, 'pdfjs')).map((i) => i.str.trim())).toEqual(['Saldo finale']);
    });

    it('both layers give the same words', async () => {
      const pdf = await page([op('Panificio fluff 12,50', 20, 60)], { truetype: true });
      const [a, b] = await Promise.all(LAYERS.map((l) => words(pdf, l)));
      expect(a!.map((l) => l.map(([t]) => t))).toEqual([['Panificio', 'fluff', '12,50']]);
      expect(b!.map((l) => l.map(([t]) => t))).toEqual(a!.map((l) => l.map(([t]) => t)));
    });
  },
);

describe(
  'spaces of other widths (U+2009 thin, U+202F narrow no-break) in numbers',
  { timeout: SLOW_MS },
  () => {
    it.each([
      ['U+2009', '\u2009'],
      ['U+202F', '\u202f'],
    ])('PDFium splits at %s as at a space, as pdf.js reads it', async (_name, space) => {
      const pdf = await page([op('Solde 1 234 567,89', 20, 60)], {
        truetype: true,
        numbers: thousandsAs(space),
      });
      expect((await items(pdf, 'pdfium')).map((i) => i.str)).toEqual([
        'Solde ',
        '1 ',
        '234 ',
        '567,89',
      ]);
      const [a, b] = await Promise.all(LAYERS.map((l) => words(pdf, l)));
      const texts = (ls: [string, number][][]) => ls.map((l) => l.map(([t]) => t));
      expect(texts(a!)).toEqual([['Solde', '1', '234', '567,89']]);
      expect(texts(b!)).toEqual(texts(a!));
    });
  },
);

describe(
  'one small page written by each producer style: the same words from both layers',
  { timeout: SLOW_MS },
  () => {
    const OPS = [
      op('Date Description Amount', 20, 90, { bold: true }),
      op('02/01 Coffee shop fine', 20, 70),
      op('-1,234.56', 200, 70),
      op('Page 1 of 1', 20, 20, { tag: 'furniture', size: 7 }),
    ];
    const WORDS = [
      ['Date', 'Description', 'Amount'],
      ['02/01', 'Coffee', 'shop', 'fine', '-1,234.56'],
      ['Page', '1', 'of', '1'],
    ];
    const STYLES: [string, ProducerStyle][] = [
      ['spaces as TJ offsets', { spaces: 'tj-kern' }],
      ['one Tj per word', { spaces: 'word-moves' }],
      ['kerning between glyphs', { letterKerning: 40 }],
      ['Tc 0.4, Tw 1.5, Tz', { spacing: { tc: 0.4, tw: 1.5 } }],
      ['size 1 in the matrix', { unitSize: true }],
      ['a Form XObject', { formXObject: true }],
      ['a moved MediaBox', { box: 'media-offset' }],
      ['/Rotate 270 in a CropBox', { rotate: 270, box: 'crop-offset' }],
      ['/Rotate 180', { rotate: 180 }],
      ['bold drawn twice', { fakeBold: 'double' }],
      ['invisible text', { invisible: true }],
      [
        'furniture in its own stream, order per page',
        { furnitureStream: true, orderPerPage: true },
      ],
    ];
    it.each(STYLES)('%s', async (_name, style) => {
      const pdf = await page(OPS, style);
      const plain = await words(await page(OPS, {}), 'pdfjs');
      for (const layer of LAYERS) {
        const got = await words(pdf, layer);
        expect(got.map((l) => l.map(([t]) => t))).toEqual(WORDS);
        // Every line starts where the plain writer's does, within a point.
        got.forEach((l, i) => expect(Math.abs(l[0]![1] - plain[i]![0]![1])).toBeLessThan(1));
      }
    });
  },
);
