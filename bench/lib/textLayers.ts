/**
 * The raw time of each text layer (PDFium and pdf.js, through the engine's adapters, no stages), measured
 * paired: every round runs both layers on the same input, alternating which goes first, so that load from
 * other work on a shared machine falls on both; the ratio is taken per round and its median reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readTextItems } from '../../packages/extract/src/pdf/readTextItems.ts';
import type { TextLayerName } from '../../packages/extract/src/pdf/readTextItems.ts';
import { DEFAULT_LIMITS } from '../../packages/extract/src/settings.ts';
import { markdownTable, textTable } from './report.ts';

const ROUNDS = 5;

export type LayerInput = { name: string; files: Uint8Array[]; pages: number };

type Row = { input: LayerInput; pdfjs: number[]; pdfium: number[]; ratios: number[] };

/** Reads every file through one layer; the milliseconds it took (a failure throws: the bench is wrong). */
async function readAll(files: Uint8Array[], layer: TextLayerName): Promise<number> {
  const t0 = performance.now();
  for (const bytes of files) {
    const r = await readTextItems(bytes, DEFAULT_LIMITS, (p) => p.items.length, undefined, layer);
    if (!r.ok) throw new Error(`${layer} failed: ${r.error.code}`);
  }
  return performance.now() - t0;
}

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The real samples in a folder, as one input; their pages as its expected.json counts them. */
export function realSamples(dir: string): LayerInput {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => new Uint8Array(readFileSync(path.join(dir, f))));
  const expected = JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8')) as {
    entries: { pages: number }[];
  };
  const pages = expected.entries.reduce((n, e) => n + e.pages, 0);
  return { name: `${files.length} real statements (fixtures/real)`, files, pages };
}

/**
 * Times both layers on each input and returns the console table, the report section and PDFium's pages/s
 * on the first input (best round).
 */
export async function measureTextLayers(
  inputs: LayerInput[],
): Promise<{ text: string; md: string; pdfiumPagesPerS: number | null }> {
  const rows: Row[] = [];
  for (const input of inputs) {
    // One warm-up each: PDFium's module is instantiated once per process, pdf.js loads its worker code.
    await readAll(input.files, 'pdfjs');
    await readAll(input.files, 'pdfium');
    const row: Row = { input, pdfjs: [], pdfium: [], ratios: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order: TextLayerName[] = round % 2 === 0 ? ['pdfjs', 'pdfium'] : ['pdfium', 'pdfjs'];
      const ms: Record<TextLayerName, number> = { pdfjs: NaN, pdfium: NaN };
      for (const layer of order) ms[layer] = await readAll(input.files, layer);
      row.pdfjs.push(ms.pdfjs);
      row.pdfium.push(ms.pdfium);
      row.ratios.push(ms.pdfjs / ms.pdfium);
    }
    rows.push(row);
  }
  const header = [
    'input',
    'pages',
    'pdf.js pages/s (best / median)',
    'PDFium pages/s (best / median)',
    'PDFium speed-up (median of paired rounds)',
  ];
  const rate = (pages: number, ms: number[]) =>
    `${(pages / (Math.min(...ms) / 1000)).toFixed(0)} / ${(pages / (median(ms) / 1000)).toFixed(0)}`;
  const table = rows.map((r) => [
    r.input.name,
    r.input.pages,
    rate(r.input.pages, r.pdfjs),
    rate(r.input.pages, r.pdfium),
    `${median(r.ratios).toFixed(2)}x (${Math.min(...r.ratios).toFixed(2)}-${Math.max(...r.ratios).toFixed(2)})`,
  ]);
  const md = [
    '## Text layers: raw reading time',
    '',
    `Each text layer reads every page into the engine's items (\`readTextItems\` with \`pdfium\` or \`pdfjs\`, no stages after it), in this process on one core: one warm-up each, then ${ROUNDS} paired rounds that run both layers back to back on the same input, alternating which goes first. The speed-up is PDFium over pdf.js per round (median, with the range); pages/s use the best and the median round.`,
    '',
    markdownTable(header, table),
    '',
  ].join('\n');
  const first = rows[0];
  const pdfiumPagesPerS = first ? first.input.pages / (Math.min(...first.pdfium) / 1000) : null;
  return { text: textTable(header, table), md, pdfiumPagesPerS };
}
