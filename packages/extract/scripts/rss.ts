/** Converts one PDF once and prints the peak RSS (for development): tsx scripts/rss.ts file.pdf */
import { readFileSync } from 'node:fs';
import { extractStatement } from '../src/index.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: rss.ts file.pdf');
const t = performance.now();
const r = await extractStatement(new Uint8Array(readFileSync(file)));
console.log(
  `ok=${r.ok} ms=${(performance.now() - t).toFixed(0)} maxRss=${(process.resourceUsage().maxRSS / 1024).toFixed(0)}MB`,
);
