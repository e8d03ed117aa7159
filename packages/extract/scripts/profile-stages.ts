/** Times each stage on one PDF (for development): tsx scripts/profile-stages.ts file.pdf */
import { readFileSync } from 'node:fs';
import { itemsToLines } from '../src/itemsToLines.ts';
import { detectDateOrder, linesToRows } from '../src/linesToRows.ts';
import { readTextItems } from '../src/pdf/readTextItems.ts';
import { detectCurrency, detectLiability, findPeriod } from '../src/readAccountInfo.ts';
import { assembleTransactions } from '../src/rowsToTransactions.ts';
import { DEFAULT_LIMITS, DEFAULT_SETTINGS } from '../src/settings.ts';
import type { PageText } from '../src/types.ts';

const file = process.argv[2];
if (!file) throw new Error('usage');
const bytes = new Uint8Array(readFileSync(file));
const raw = await readTextItems(bytes, DEFAULT_LIMITS);
if (!raw.ok) throw new Error('read');
const tRead = 0;
for (let round = 0; round < 5; round++) {
  let t = performance.now();
  t = performance.now();
  const lines = raw.pages.flatMap((p: PageText) => itemsToLines(p, DEFAULT_SETTINGS));
  const tLines = performance.now() - t;
  t = performance.now();
  const currency = detectCurrency(lines, DEFAULT_SETTINGS);
  const order = detectDateOrder(lines, 'MDY', DEFAULT_SETTINGS);
  detectLiability(lines);
  findPeriod(lines, order);
  const tInfo = performance.now() - t;
  t = performance.now();
  const rows = linesToRows(lines, order, DEFAULT_SETTINGS);
  const tRows = performance.now() - t;
  t = performance.now();
  assembleTransactions(rows, DEFAULT_SETTINGS);
  const tAsm = performance.now() - t;
  console.log({ currency, tRead, tLines, tInfo, tRows, tAsm, lines: lines.length });
}
