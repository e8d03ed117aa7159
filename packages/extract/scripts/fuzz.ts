/** Mutates a sample PDF at random and checks the engine never throws (for development): tsx scripts/fuzz.ts [runs] */
import { readFileSync } from 'node:fs';
import { extractStatement } from '../src/index.ts';

const runs = Number(process.argv[2] ?? 100);
const base = new Uint8Array(
  readFileSync(
    new URL('../fixtures/real/hsbc-uk-current-11111111-2019-06-10.pdf', import.meta.url),
  ),
);
let seed = 12345;
const rand = (n: number): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const codes: Record<string, number> = {};
for (let i = 0; i < runs; i++) {
  const bytes = base.slice(0, rand(4) === 0 ? rand(base.length) : base.length);
  for (let k = 0; k < 1 + rand(20); k++) bytes[rand(bytes.length)] = rand(256);
  try {
    const r = await extractStatement(bytes);
    const key = r.ok ? `ok:${r.statement.transactions.length}` : r.error.code;
    codes[key] = (codes[key] ?? 0) + 1;
  } catch (err) {
    console.log('THROW', i, err);
  }
}
console.log(codes);
