/** Text printed over a word at another font size (a footer stamped on a row's last figure). */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { layerLines } from '../testing/layerLines.ts';
import { TEXT_LAYERS } from './readTextItems.ts';

const SLOW_MS = 60_000;

/** "3.919,00" in 8 pt Courier ending at x 526, and "Pagina 1 van 1" in 7 pt starting 1.8 pt inside it. */
async function stamped(footerSize: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  const page = doc.addPage([595, 842]);
  page.drawText('3.919,00', { x: 487.6, y: 400, size: 8, font });
  page.drawText('Pagina 1 van 1', { x: 524.2, y: 400, size: footerSize, font });
  return doc.save();
}

async function texts(bytes: Uint8Array, layer: (typeof TEXT_LAYERS)[number]): Promise<string[]> {
  const r = await layerLines(bytes, layer);
  if (!r.ok) throw new Error(r.error.code);
  return r.pages.flat().flatMap((l) => l.words.map((w) => w.text));
}

describe.each(TEXT_LAYERS)('a run printed over a word, %s layer', { timeout: SLOW_MS }, (layer) => {
  it('is a word of its own when its font size differs', async () => {
    expect(await texts(await stamped(7), layer)).toEqual(['3.919,00', 'Pagina', '1', 'van', '1']);
  });

  it('is glued on at the same size (letters set tight, as kerning does)', async () => {
    expect(await texts(await stamped(8), layer)).toEqual(['3.919,00Pagina', '1', 'van', '1']);
  });
});
