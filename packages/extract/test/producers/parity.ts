/**
 * `npx tsx packages/extract/test/producers/parity.ts [--seeds N] [--step K]`: reads corpus statements
 * written by every quirk through both text layers and prints every line whose words differ between PDFium
 * and pdf.js (the engine's lines, after itemsToLines), then a count per quirk. Default: seeds 891000,
 * 891011, ... (8 seeds, step 11) and the six zoo layouts.
 */
import { layerLines } from '../../src/testing/layerLines.ts';
import type { Source } from './corpus.ts';
import {
  adversarialSource,
  CANVAS,
  FIRST_SEED,
  SEED_COUNT,
  ZOO_SOURCES,
  zooSource,
} from './corpus.ts';
import { QUIRKS } from './quirks.ts';
import { writeAs } from './writer.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

async function lineTexts(pdf: Uint8Array, layer: 'pdfium' | 'pdfjs'): Promise<string[]> {
  const r = await layerLines(pdf.slice(), layer);
  if (!r.ok) return [`(${r.error.code})`];
  return r.pages.flat().map((l) => `p${l.page} ${l.words.map((w) => w.text).join(' ')}`);
}

const seeds = Math.min(arg('--seeds', 8), SEED_COUNT);
const step = arg('--step', 11);
const sources: Source[] = [];
for (let i = 0; i < seeds && i * step < SEED_COUNT; i++)
  sources.push(await adversarialSource(FIRST_SEED + i * step));
for (const id of ZOO_SOURCES) sources.push(await zooSource(id));
const differing = new Map<string, number>();
for (const s of sources)
  for (const q of QUIRKS) {
    const pdf = q.id === CANVAS ? s.pdf : await writeAs(s.canvas, q.style);
    const [a, b] = [await lineTexts(pdf, 'pdfium'), await lineTexts(pdf, 'pdfjs')];
    const inB = new Set(b);
    const inA = new Set(a);
    const onlyA = a.filter((x) => !inB.has(x));
    const onlyB = b.filter((x) => !inA.has(x));
    if (onlyA.length + onlyB.length === 0) continue;
    differing.set(q.id, (differing.get(q.id) ?? 0) + 1);
    console.log(`${s.id} ${q.id}: PDFium ${JSON.stringify(onlyA)} pdf.js ${JSON.stringify(onlyB)}`);
  }
console.log(
  `${sources.length} statements x ${QUIRKS.length} writers: ${
    differing.size === 0
      ? 'every line has the same words from both layers'
      : [...differing].map(([q, n]) => `${q} ${n}`).join(', ')
  }`,
);
