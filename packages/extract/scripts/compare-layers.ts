/** Prints the lines both text layers give for one PDF, side by side where they differ (a debugging aid). */
import { readFileSync } from 'node:fs';
import { layerLines } from '../src/testing/layerLines.ts';

const bytes = new Uint8Array(readFileSync(process.argv[2]!));
const lines = async (layer: 'pdfium' | 'pdfjs') => {
  const r = await layerLines(bytes, layer);
  if (!r.ok) return [`error ${r.error.code}`];
  return r.pages
    .flat()
    .map(
      (l) =>
        `${l.page} ${l.y.toFixed(1)} ${l.words.map((w) => `${w.text}@${w.x0.toFixed(1)}-${w.x1.toFixed(1)}`).join(' ')}`,
    );
};
const a = await lines('pdfjs');
const b = await lines('pdfium');
const textOf = (s: string) =>
  s
    .split(' ')
    .slice(2)
    .map((w) => w.split('@')[0])
    .join(' ');
let diff = 0;
for (let i = 0; i < Math.max(a.length, b.length); i++) {
  if (textOf(a[i] ?? '') !== textOf(b[i] ?? '')) {
    diff++;
    if (process.argv[3] !== 'quiet') console.log(`- ${a[i]}\n+ ${b[i]}`);
  }
}
console.log(`${a.length} vs ${b.length} lines, ${diff} differ in text`);
if (process.argv[3] === 'pos') for (let i = 0; i < 8; i++) console.log(`  ${a[i]}\n  ${b[i]}`);
