/** Both text layers on real and built PDFs: the same words where they agree, exact typed errors, bounds. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ExtractErrorCode } from '@statemint/contracts';
import { generateBadInput } from '../../test/generator/index.ts';
import { doubleFlateBombPdf } from '../../test/hostile/bombs.ts';
import { pdfClaimingPageCount } from '../../test/hostile/pageTree.ts';
import { extractStatement, inspectPdf } from '../index.ts';
import { DEFAULT_LIMITS } from '../settings.ts';
import type { ExtractLimits } from '../settings.ts';
import type { TextItem } from '../types.ts';
import { layerLines } from '../testing/layerLines.ts';
import { loadPdfium } from './pdfiumModule.ts';
import { readTextItems, TEXT_LAYERS } from './readTextItems.ts';
import type { TextLayerName } from './readTextItems.ts';

const realDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/real');
const real = (file: string) => new Uint8Array(readFileSync(path.join(realDir, file)));
const hsbc = real('hsbc-uk-current-11111111-2019-06-10.pdf');
const wells = real('wells-fargo-essential-checking.pdf');

/** Each test reads whole statements through both layers; on a shared 2-core machine that takes seconds. */
const SLOW_MS = 60_000;

type PlacedWord = { text: string; x0: number; x1: number; y: number; height: number };

/** Page `page`'s words as the engine sees them (after itemsToLines), with their line's baseline. */
async function words(bytes: Uint8Array, layer: TextLayerName, page = 1): Promise<PlacedWord[]> {
  const r = await layerLines(bytes, layer);
  if (!r.ok) throw new Error(r.error.code);
  return r.pages
    .flat()
    .filter((l) => l.page === page)
    .flatMap((l) => l.words.map((w) => ({ ...w, y: l.y, height: l.height })));
}

function find(list: PlacedWord[], text: string, near?: number): PlacedWord {
  const hits = list.filter(
    (w) => w.text === text && (near === undefined || Math.abs(w.y - near) < 2),
  );
  expect(hits.length, `${text} near ${near}`).toBeGreaterThan(0);
  return hits[0]!;
}

/** Raw items of page 1, for the layer named. */
async function items(bytes: Uint8Array, layer: TextLayerName): Promise<TextItem[]> {
  const r = await readTextItems(bytes, DEFAULT_LIMITS, (p) => p, undefined, layer);
  if (!r.ok) throw new Error(r.error.code);
  return r.pages[0]!.items;
}

// Word boxes from `pdftotext -bbox` (poppler-utils 24.02), page 1 of each file.
describe('words on the real samples, against pdftotext -bbox', { timeout: SLOW_MS }, () => {
  it('PDFium gives the exact word boxes poppler gives, baselines inside them', async () => {
    const w = await words(wells, 'pdfium');
    const online = find(w, 'Online', 409.2);
    expect([online.x0, online.x1]).toEqual([expect.closeTo(377.28, 1), expect.closeTo(398.088, 1)]);
    const banking = find(w, 'Banking', 409.2);
    expect([banking.x0, banking.x1]).toEqual([
      expect.closeTo(400.0896, 1),
      expect.closeTo(426.1032, 1),
    ]);
    expect(banking.y).toBeGreaterThan(404.0304);
    expect(banking.y).toBeLessThan(410.6904);
    // A check mark pdf.js reads as the digit 3.
    const check = find(w, '✓', 409.2);
    expect([check.x0, check.x1]).toEqual([expect.closeTo(456.72, 1), expect.closeTo(462.609, 1)]);
    const contact = find(await words(hsbc, 'pdfium'), 'Contact');
    expect([contact.x0, contact.x1]).toEqual([expect.closeTo(439.1, 1), expect.closeTo(470.21, 1)]);
    expect(contact.y).toBeGreaterThan(71.25);
    expect(contact.y).toBeLessThan(80.25);
  });

  it('pdf.js starts its runs where poppler does (inside a run it spreads the width evenly)', async () => {
    const w = await words(wells, 'pdfjs');
    expect(find(w, 'Online', 409.2).x0).toBeCloseTo(377.28, 2);
    expect(find(w, 'Banking', 409.2).x0).toBeGreaterThan(398.088);
    expect(find(w, '3', 409.2).x0).toBeCloseTo(456.72, 2);
    expect(find(await words(hsbc, 'pdfjs'), 'Contact').x0).toBeCloseTo(439.1, 2);
  });

  it('both layers put a line on the same baseline with the same font size', async () => {
    for (const [bytes, text] of [
      [hsbc, 'Contact'],
      [wells, 'Online'],
    ] as const) {
      const a = find(await words(bytes, 'pdfjs'), text);
      const b = find(await words(bytes, 'pdfium'), text);
      expect(b.y).toBeCloseTo(a.y, 1);
      expect(b.height).toBeCloseTo(a.height, 1);
    }
    expect(find(await words(hsbc, 'pdfium'), 'reverse').height).toBeCloseTo(8, 5);
  });

  it('PDFium reads labels pdf.js garbles and joins letter-spaced words', async () => {
    const boa = await words(real('bank-of-america-adv-plus-banking.pdf'), 'pdfium');
    expect(find(boa, 'number:', 337.7).x0).toBeCloseTo(419.0, 0);
    const line = (await words(hsbc, 'pdfium')).filter((w) => Math.abs(w.y - 265.5) < 1);
    expect(line.map((w) => w.text)).toEqual(['Closing', 'Balance', '366.39']);
    const pdfjsLine = (await words(hsbc, 'pdfjs')).filter((w) => Math.abs(w.y - 265.4) < 1);
    expect(pdfjsLine.map((w) => w.text)).toEqual(['Clos', 'ing', 'Balance', '366.39']);
  });
});

async function errorCode(
  bytes: Uint8Array,
  layer: TextLayerName,
  limits: Partial<ExtractLimits> = {},
): Promise<ExtractErrorCode | 'ok'> {
  const r = await extractStatement(bytes, { limits, textLayer: layer });
  return r.ok ? 'ok' : r.error.code;
}

describe.each(TEXT_LAYERS)('typed errors through the %s layer', { timeout: SLOW_MS }, (layer) => {
  it('maps every kind of bad input onto the engine codes', async () => {
    expect(await errorCode(await generateBadInput('empty'), layer)).toBe('empty_file');
    expect(await errorCode(await generateBadInput('not_pdf'), layer)).toBe('not_pdf');
    expect(await errorCode(await generateBadInput('encrypted'), layer)).toBe('encrypted_pdf');
    expect(await errorCode(await generateBadInput('scanned'), layer)).toBe('no_text_layer');
    expect(await errorCode(await generateBadInput('corrupt'), layer)).toBe('corrupt_pdf');
    expect(await errorCode(hsbc.slice(0, 2000), layer)).toBe('corrupt_pdf');
    const bad = path.join(realDir, '../bad');
    for (const [file, code] of [
      ['encrypted.pdf', 'encrypted_pdf'],
      ['corrupt.pdf', 'corrupt_pdf'],
      ['scanned.pdf', 'no_text_layer'],
    ] as const)
      expect(await errorCode(new Uint8Array(readFileSync(path.join(bad, file))), layer)).toBe(code);
  });

  it('stops at the page and item limits with too_complex', async () => {
    expect(await errorCode(hsbc, layer, { maxPages: 1 })).toBe('too_complex');
    expect(await errorCode(hsbc, layer, { maxItemsPerPage: 10 })).toBe('too_complex');
    expect(await errorCode(hsbc, layer, { maxItemsTotal: 50 })).toBe('too_complex');
    expect(await errorCode(hsbc, layer)).toBe('ok');
  });

  it('counts pages, and the pages a tree really holds when it claims more', async () => {
    expect(await inspectPdf(hsbc, {}, layer)).toEqual({ ok: true, pages: 2, chargedPages: 2 });
    expect(await inspectPdf(await pdfClaimingPageCount(5), {}, layer)).toEqual({
      ok: true,
      pages: 1,
      chargedPages: 1,
    });
    const encrypted = await inspectPdf(await generateBadInput('encrypted'), {}, layer);
    expect(encrypted.ok ? 'ok' : encrypted.error.code).toBe('encrypted_pdf');
  });
});

describe('the PDFium layer keeps within its memory bound', { timeout: SLOW_MS }, () => {
  it('fails a decompression bomb with too_complex, then starts a fresh module for the next job', async () => {
    const before = await loadPdfium();
    expect(await loadPdfium()).toBe(before);
    const bomb = doubleFlateBombPdf(256 * 1024 * 1024);
    expect(await errorCode(bomb, 'pdfium', { maxLayerMemoryMb: 64 })).toBe('too_complex');
    const after = await loadPdfium();
    expect(after).not.toBe(before);
    expect(after.memoryBytes).toBeLessThan(64 * 1024 * 1024);
    expect(await errorCode(hsbc, 'pdfium')).toBe('ok');
  });

  it('refuses a file the bound cannot even hold', async () => {
    expect(await errorCode(hsbc, 'pdfium', { maxLayerMemoryMb: 1 })).toBe('too_complex');
  });
});

describe('a page tree claiming /Count -1000000 or 0', { timeout: SLOW_MS }, () => {
  it('is damaged for pdf.js; PDFium repairs it and reads the one page it holds, never a negative count', async () => {
    for (const claimed of [-1_000_000, 0]) {
      const hostile = await pdfClaimingPageCount(claimed);
      expect(await errorCode(hostile, 'pdfjs')).toBe('corrupt_pdf');
      expect(await inspectPdf(hostile, {}, 'pdfium')).toEqual({
        ok: true,
        pages: 1,
        chargedPages: 1,
      });
    }
  });
});

/** A 400 x 300 pt page showing `text` at user-space (x, y), turned `angle` degrees, with the page's /Rotate. */
async function builtPdf(options: {
  rotate?: number;
  angle?: number;
  crop?: [number, number, number, number];
  texts: [string, number, number][];
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([400, 300]);
  for (const [text, x, y] of options.texts)
    page.drawText(text, { x, y, size: 12, font, rotate: degrees(options.angle ?? 0) });
  if (options.rotate) page.setRotation(degrees(options.rotate));
  if (options.crop) page.setCropBox(...options.crop);
  return doc.save();
}

/** Helvetica's advance widths of "Hello" (0.722 + 0.556 + 0.222 + 0.222 + 0.556 em) at 12 pt. */
const HELLO_WIDTH = 12 * 2.278;

describe('rotation and crop box', { timeout: SLOW_MS }, () => {
  // Text drawn turned by the page's /Rotate reads left to right on the displayed page.
  it.each([
    [0, 120, 200, 120, 100],
    [90, 120, 200, 200, 120],
    [180, 120, 200, 280, 200],
    [270, 120, 200, 100, 280],
  ])(
    '/Rotate %i: the text lands where the displayed page shows it',
    async (rotate, x, y, dx, dy) => {
      const pdf = await builtPdf({ rotate, angle: rotate, texts: [['Hello', x, y]] });
      for (const layer of TEXT_LAYERS) {
        const [item, ...rest] = await items(pdf, layer);
        expect(rest, layer).toEqual([]);
        expect(item!.str.trim()).toBe('Hello');
        expect(item!.x, layer).toBeCloseTo(dx, 1);
        expect(item!.y, layer).toBeCloseTo(dy, 1);
        expect(item!.height, layer).toBeCloseTo(12, 1);
        expect(item!.width, layer).toBeCloseTo(HELLO_WIDTH, 1);
      }
    },
  );

  it('skips text that runs vertically on the displayed page, on both layers', async () => {
    const pdf = await builtPdf({ rotate: 90, texts: [['Hello', 120, 200]] });
    for (const layer of TEXT_LAYERS) expect(await items(pdf, layer), layer).toEqual([]);
  });

  it('measures from the crop box and drops text outside it', async () => {
    const pdf = await builtPdf({
      crop: [100, 50, 200, 150],
      texts: [
        ['Hello', 150, 120],
        ['Outside', 10, 10],
      ],
    });
    for (const layer of TEXT_LAYERS) {
      const inside = (await items(pdf, layer)).find((i) => i.str.trim() === 'Hello');
      expect(inside?.x, layer).toBeCloseTo(50, 1);
      expect(inside?.y, layer).toBeCloseTo(80, 1);
    }
    for (const layer of TEXT_LAYERS)
      expect(
        (await items(pdf, layer)).map((i) => i.str.trim()),
        layer,
      ).toEqual(['Hello']);
    const size = await inspectPdf(pdf, {}, 'pdfium');
    expect(size).toEqual(await inspectPdf(pdf, {}, 'pdfjs'));
  });
});

describe('text of another size printed flush against a word', { timeout: SLOW_MS }, () => {
  it('is a run of its own on both layers (a smaller footer right after a balance)', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([400, 300]);
    page.drawText('1.725,68', { x: 100, y: 200, size: 8, font });
    const x = 100 + font.widthOfTextAtSize('1.725,68', 8);
    page.drawText('Pagina', { x, y: 200, size: 7, font });
    const pdf = await doc.save();
    for (const layer of TEXT_LAYERS)
      expect(
        (await items(pdf, layer)).map((i) => [i.str.trim(), i.height]),
        layer,
      ).toEqual([
        ['1.725,68', 8],
        ['Pagina', 7],
      ]);
  });
});
