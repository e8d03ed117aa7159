/**
 * Run in a fresh process: converts one PDF (or, with --baseline, only loads the engine) and prints
 * `{ "maxRssKb": ..., "ok": ... }`, so peak memory of one conversion is measured without the benchmark's own.
 */
import { readFileSync } from 'node:fs';
import { loadEngine, runEngine } from './engine.ts';

const file = process.argv[2];
const baseline = process.argv.includes('--baseline');
let ok = true;
if (baseline || !file) {
  ok = typeof (await loadEngine()) !== 'string';
} else {
  const out = await runEngine(new Uint8Array(readFileSync(file)));
  ok = out.ok;
}
process.stdout.write(`${JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS, ok })}\n`);
