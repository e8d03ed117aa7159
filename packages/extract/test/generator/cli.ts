/**
 * Writes generated statements and their truth to a folder.
 * Usage: npx tsx packages/extract/test/generator/cli.ts --family <family|all|none> --seed N [--pages N] [--accounts N] [--count N] [--bad] --out DIR
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BAD_INPUT_KINDS, FAMILIES, generateBadInput, generateStatement } from './index.ts';
import type { Family } from './index.ts';

const USAGE =
  'usage: cli.ts --family <family|all|none> --seed N [--pages N] [--accounts N] [--count N] [--bad] --out DIR\n' +
  `families: ${FAMILIES.join(', ')}`;

function fail(message: string): never {
  process.stderr.write(`error: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function intArg(value: string | undefined, name: string, fallback?: number): number | undefined {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a non-negative integer`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      family: { type: 'string', default: 'all' },
      seed: { type: 'string', default: '1' },
      pages: { type: 'string' },
      accounts: { type: 'string' },
      count: { type: 'string', default: '1' },
      bad: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!values.out) fail('--out is required');
  const families: Family[] =
    values.family === 'none'
      ? []
      : values.family === 'all'
        ? [...FAMILIES]
        : FAMILIES.includes(values.family as Family)
          ? [values.family as Family]
          : fail(`unknown family ${values.family}`);
  const seed = intArg(values.seed, 'seed') ?? 1;
  const pages = intArg(values.pages, 'pages');
  const accounts = intArg(values.accounts, 'accounts');
  const count = intArg(values.count, 'count') ?? 1;
  mkdirSync(values.out, { recursive: true });
  for (const family of families) {
    for (let i = 0; i < count; i++) {
      const s = seed + i;
      const { pdf, truth } = await generateStatement({ family, seed: s, pages, accounts });
      const name = `${family}-seed${s}-p${truth.pages}${truth.accounts.length > 1 ? `-a${truth.accounts.length}` : ''}`;
      writeFileSync(path.join(values.out, `${name}.pdf`), pdf);
      writeFileSync(
        path.join(values.out, `${name}.truth.json`),
        `${JSON.stringify(truth, null, 2)}\n`,
      );
      process.stdout.write(
        `${name}.pdf  ${truth.pages} pages, ${truth.accounts.reduce((n, a) => n + a.transactions.length, 0)} transactions\n`,
      );
    }
  }
  if (values.bad) {
    for (const kind of BAD_INPUT_KINDS) {
      const file = `${kind.replace('_', '-')}.pdf`;
      writeFileSync(path.join(values.out, file), await generateBadInput(kind));
      process.stdout.write(`${file}\n`);
    }
  }
}

await main();
