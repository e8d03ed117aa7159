/** `npx tsx packages/extract/test/adversarial/cli.ts <seed> <dir>`: writes one adversarial statement and its truth. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateAdversarial } from './generate.ts';

const [seedArg, dir = '.'] = process.argv.slice(2);
const seed = Number(seedArg);
if (!Number.isInteger(seed)) throw new Error('usage: cli.ts <seed> [dir]');
const c = await generateAdversarial(seed);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `${c.id}.pdf`), c.pdf);
const { pdf: _pdf, ...rest } = c;
writeFileSync(path.join(dir, `${c.id}.truth.json`), `${JSON.stringify(rest, null, 1)}\n`);
console.log(`${c.id}: ${c.pages} pages, ${c.features.join(' ')}`);
