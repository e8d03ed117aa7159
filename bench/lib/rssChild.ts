/**
 * Run in a fresh process: converts one PDF (or, with --baseline, only loads the engine) and prints
 * `{ "maxRssKb": ..., "ok": ... }`, so peak memory of one conversion is measured without the benchmark's own.
 */
import { readFileSync } from 'node:fs';
import { loadEngine, runEngine } from './engine.ts';

/**
 * This process's own peak resident memory in kB: VmHWM, which starts afresh at exec. `resourceUsage().maxRSS`
 * also keeps the high-water mark of the image before exec, so a child spawned by the (large) benchmark
 * process read tens of MB too high when it only loaded the engine.
 */
function peakKb(): number {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match?.[1] !== undefined) return Number(match[1]);
  } catch {
    // Not Linux: the rusage figure is the best there is.
  }
  return process.resourceUsage().maxRSS;
}

const file = process.argv[2];
const baseline = process.argv.includes('--baseline');
let ok = true;
if (baseline || !file) {
  ok = typeof (await loadEngine()) !== 'string';
} else {
  const out = await runEngine(new Uint8Array(readFileSync(file)));
  ok = out.ok;
}
process.stdout.write(`${JSON.stringify({ maxRssKb: peakKb(), ok })}\n`);
