/**
 * `npx tsx packages/extract/test/zoo/trace.ts <layout> [text]`: the engine's debug trace for one zoo
 * layout (`--engine path/to/src/index.ts` for another checkout): its first lines, the table headers it found, and the rows whose description contains `text`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { extractStatement as Extract } from '@statemint/extract';
import { buildCase, LAYOUTS } from './index.ts';

/** Lines of the first page shown, enough to see the header block and the table heading. */
const SHOWN_LINES = 30;

const argv = process.argv.slice(2);
const at = argv.indexOf('--engine');
const engineFile = at >= 0 ? argv.splice(at, 2)[1] : undefined;
const { extractStatement } = (await import(
  engineFile ? pathToFileURL(path.resolve(engineFile)).href : '@statemint/extract'
)) as { extractStatement: typeof Extract };
const [id, needle] = argv;
const layout = LAYOUTS.find((l) => l.id === id);
if (!layout) {
  console.error(`unknown layout; one of: ${LAYOUTS.map((l) => l.id).join(', ')}`);
  process.exit(2);
}
const zoo = await buildCase(layout);
const out = await extractStatement(zoo.pdf, { debug: true });
if (!out.ok) {
  console.log('error', out.error);
  process.exit(0);
}
const d = out.debug;
if (!d) process.exit(0);
console.log('period', d.period, 'dateOrder', d.dateOrder, 'liability', d.liability);
const fmt = (l: (typeof d.lines)[number]): string =>
  `p${l.page} y${l.y.toFixed(1)} h${l.height.toFixed(1)} | ${l.words.map((w) => `${w.text}@${w.x0.toFixed(0)}-${w.x1.toFixed(0)}`).join(' ')}`;
d.lines.forEach((l, i) => {
  if (i < SHOWN_LINES || (needle && l.text.includes(needle))) console.log(fmt(l));
  else if (needle && d.lines[i - 1]?.text.includes(needle)) console.log(`  next: ${fmt(l)}`);
});
for (const t of d.tables) console.log('table', JSON.stringify(t));
console.log('sections', JSON.stringify(d.sections));
for (const a of d.accounts) {
  console.log(
    'account',
    a.accountNumber,
    'opening',
    a.opening,
    'closing',
    a.closing,
    'rows',
    a.rows.length,
  );
  for (const r of a.rows)
    if (needle && r.description.includes(needle)) console.log('  row', JSON.stringify(r));
}
console.log('warnings', out.statement.warnings);
