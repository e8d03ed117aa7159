/** Times one conversion and the bare pdf.js text read of the same file (for development): tsx scripts/time.ts file.pdf */
import { readFileSync } from 'node:fs';
import { extractStatement } from '../src/index.ts';
import { readTextItems } from '../src/pdf/readTextItems.ts';
import { DEFAULT_LIMITS } from '../src/settings.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: time.ts file.pdf');
const bytes = new Uint8Array(readFileSync(file));
for (let round = 0; round < 3; round++) {
  // CPU time, not wall time: the team's machine is shared, and the ratio is what matters.
  let c = process.cpuUsage();
  const raw = await readTextItems(bytes, DEFAULT_LIMITS, () => 0);
  let d = process.cpuUsage(c);
  const rawMs = (d.user + d.system) / 1000;
  c = process.cpuUsage();
  const r = await extractStatement(bytes);
  d = process.cpuUsage(c);
  const ms = (d.user + d.system) / 1000;
  const pages = raw.ok ? raw.pageCount : 0;
  console.log(
    `round ${round}: pages=${pages} pdfjs=${rawMs.toFixed(0)}ms (${((pages / rawMs) * 1000).toFixed(0)} p/s) engine=${ms.toFixed(0)}ms (${((pages / ms) * 1000).toFixed(0)} p/s) ratio=${(ms / rawMs).toFixed(2)} ok=${r.ok} rss=${(process.memoryUsage().rss / 1e6).toFixed(0)}MB`,
  );
}
