/** Reads one PDF's text with pdf.js only and prints the peak RSS (for development): tsx scripts/rss-raw.ts file.pdf */
import { readFileSync } from 'node:fs';
import { readTextItems } from '../src/pdf/readTextItems.ts';
import { DEFAULT_LIMITS } from '../src/settings.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: rss-raw.ts file.pdf');
const t = performance.now();
const r = await readTextItems(new Uint8Array(readFileSync(file)), DEFAULT_LIMITS, () => 0);
console.log(
  `ok=${r.ok} ms=${(performance.now() - t).toFixed(0)} maxRss=${(process.resourceUsage().maxRSS / 1024).toFixed(0)}MB heap=${(process.memoryUsage().heapUsed / 1e6).toFixed(0)}MB`,
);
