/** Prints the lines of a PDF with word positions, for studying a layout: tsx scripts/dump-lines.ts file.pdf */
import { readFileSync } from 'node:fs';
import { layerLines } from '../src/testing/layerLines.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: dump-lines.ts file.pdf [--words]');
const showWords = process.argv.includes('--words');
const result = await layerLines(new Uint8Array(readFileSync(file)));
if (!result.ok) {
  console.log(result.error);
} else {
  for (const lines of result.pages) {
    for (const line of lines) {
      const pos = showWords
        ? line.words.map((w) => `${w.text}@${w.x0.toFixed(0)}-${w.x1.toFixed(0)}`).join(' ')
        : line.text;
      console.log(`p${line.page} y=${line.y.toFixed(1)} h=${line.height.toFixed(1)} | ${pos}`);
    }
  }
}
