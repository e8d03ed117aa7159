/**
 * Regression fixtures: mutants that crashed, hung or left a rejection unhandled are kept under
 * bench/fuzz/fixtures/, as the PDF when it is small, else as a recipe that rebuilds it from its source.
 * Fixtures are only ever added, so that a fixed bug keeps its test.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Mutation } from './mutate.ts';
import { applyMutations } from './mutate.ts';
import type { Source } from './sources.ts';

export const FIXTURES_DIR = fileURLToPath(new URL('./fixtures', import.meta.url));
/** Mutants up to this size are committed as PDFs; larger ones as recipes over a committed source. */
export const FIXTURE_MAX_BYTES = 4 * 1024;
const README = path.join(FIXTURES_DIR, 'README.md');
const README_HEAD = `# Fuzz regression fixtures

Inputs that made the engine crash, hang, throw or leave a promise rejection unhandled in a
\`npm run bench:fuzz\` run, kept so that each bug stays fixed. A \`.pdf\` is the mutant itself; a \`.json\` is a
recipe (\`source\` and \`mutations\`) that \`loadFuzzFixtures()\` in \`../fixtures.ts\` applies to the source, which
is a real sample in \`packages/extract/fixtures/real/\` (\`+objstm\`: re-saved by pdf-lib with object streams)
or a generated statement (see \`../sources.ts\`). Each line says where a fixture came from and what it did.

`;

export type Recipe = { source: string; seed: number; index: number; mutations: Mutation[] };

/** Saves a mutant unless a fixture of that name exists; returns the file written, or null. */
export function saveFixture(
  name: string,
  bytes: Uint8Array,
  recipe: Recipe,
  what: string,
): string | null {
  if (!existsSync(README)) writeFileSync(README, README_HEAD);
  const base = `${name}-s${recipe.seed}`;
  if (
    existsSync(path.join(FIXTURES_DIR, `${base}.pdf`)) ||
    existsSync(path.join(FIXTURES_DIR, `${base}.json`))
  )
    return null;
  const small = bytes.length <= FIXTURE_MAX_BYTES;
  const file = `${base}.${small ? 'pdf' : 'json'}`;
  if (small) writeFileSync(path.join(FIXTURES_DIR, file), bytes);
  else writeFileSync(path.join(FIXTURES_DIR, file), `${JSON.stringify(recipe, null, 2)}\n`);
  const from = `mutant ${recipe.index} of seed ${recipe.seed}, source \`${recipe.source}\` (${bytes.length.toLocaleString('en-US')} bytes)`;
  // A list, not a table: appended lines stay as Prettier would write them.
  appendFileSync(README, `- \`${file}\`: ${from}. ${what.replace(/\n/g, ' ')}\n`);
  return file;
}

/** Every fixture as bytes; recipes are rebuilt from the sources of `mutationSources()`. */
export function loadFuzzFixtures(
  sources: readonly Source[],
): { name: string; bytes: Uint8Array }[] {
  if (!existsSync(FIXTURES_DIR)) return [];
  return readdirSync(FIXTURES_DIR)
    .filter((f) => f.endsWith('.pdf') || f.endsWith('.json'))
    .sort()
    .map((f) => {
      const full = path.join(FIXTURES_DIR, f);
      if (f.endsWith('.pdf')) return { name: f, bytes: new Uint8Array(readFileSync(full)) };
      const recipe = JSON.parse(readFileSync(full, 'utf8')) as Recipe;
      const source = sources.find((s) => s.name === recipe.source);
      if (!source) throw new Error(`fixture ${f}: unknown source ${recipe.source}`);
      return { name: f, bytes: applyMutations(source.bytes, recipe.mutations) };
    });
}
