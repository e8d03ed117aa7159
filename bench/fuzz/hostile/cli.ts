/**
 * Writes the hostile corpus to a folder, one `<name>.pdf` per entry, and prints what each should get.
 * Usage: npx tsx bench/fuzz/hostile/cli.ts --out DIR [--only NAME,NAME]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOSTILE } from './index.ts';

const USAGE = 'usage: cli.ts --out DIR [--only NAME,NAME]';
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    only: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n${HOSTILE.map((e) => e.name).join('\n')}\n`);
  process.exit(0);
}
if (!values.out) {
  process.stderr.write(`error: --out is required\n${USAGE}\n`);
  process.exit(2);
}
const only = values.only?.split(',');
const unknown = only?.filter((n) => !HOSTILE.some((e) => e.name === n)) ?? [];
if (unknown.length > 0) {
  process.stderr.write(`error: unknown entries: ${unknown.join(', ')}\n`);
  process.exit(2);
}
mkdirSync(values.out, { recursive: true });
for (const entry of HOSTILE) {
  if (only && !only.includes(entry.name)) continue;
  const bytes = entry.bytes();
  writeFileSync(path.join(values.out, `${entry.name}.pdf`), bytes);
  const expect = [...(entry.expect.converts ? ['converts'] : []), ...entry.expect.errors].join(
    ' | ',
  );
  process.stdout.write(
    `${entry.name}.pdf  ${bytes.length.toLocaleString('en-US')} bytes  expect ${expect}\n`,
  );
}
