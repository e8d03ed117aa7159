/** The floor: pdf.js's own text extraction of every page (getTextContent), opened as the engine's adapter opens it. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const STANDARD_FONT_DATA_URL = `${pathToFileURL(path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

/** Reads the text items of every page and returns how many there were. */
export async function pdfjsTextItems(bytes: Uint8Array): Promise<number> {
  const doc = await getDocument({
    data: bytes.slice(),
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    disableFontFace: true,
    verbosity: 0,
    useSystemFonts: false,
  }).promise;
  let items = 0;
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    items += content.items.length;
    page.cleanup();
  }
  await doc.loadingTask.destroy();
  return items;
}
