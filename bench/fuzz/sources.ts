/**
 * The inputs of a fuzz run: the mutation sources (real samples, the same samples re-saved with an xref
 * stream and object streams, generated statements of every family, the raw-writer statement) and the
 * seeded mutants drawn from them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { FAMILIES, generateStatement } from '../../packages/extract/test/generator/index.ts';
import { statementPdf } from './hostile/statement.ts';
import type { Mutation, Sites } from './mutate.ts';
import { applyMutations, drawMutations, findSites, mutantRng } from './mutate.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const REAL_DIR = path.join(ROOT, 'packages/extract/fixtures/real');

export type Source = { name: string; bytes: Uint8Array; sites: Sites };

/** The real sample statements, sorted by file name. */
export function realSamples(): { name: string; bytes: Uint8Array }[] {
  return readdirSync(REAL_DIR)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => ({
      name: f.replace(/\.pdf$/, ''),
      bytes: new Uint8Array(readFileSync(path.join(REAL_DIR, f))),
    }));
}

/** Every mutation source, in a fixed order (a mutant's source is its index modulo this list). */
export async function mutationSources(): Promise<Source[]> {
  const out: { name: string; bytes: Uint8Array }[] = [];
  for (const real of realSamples()) {
    out.push(real);
    // The same statement with a compressed cross-reference: where the red team's poison files came from.
    const doc = await PDFDocument.load(real.bytes, {
      updateMetadata: false,
      ignoreEncryption: true,
    });
    out.push({ name: `${real.name}+objstm`, bytes: await doc.save({ useObjectStreams: true }) });
  }
  for (const [i, family] of FAMILIES.entries()) {
    const pages = 1 + (i % 3);
    const { pdf } = await generateStatement({ family, seed: 1, pages });
    out.push({ name: `gen-${family}-p${pages}`, bytes: pdf });
  }
  out.push({ name: 'raw-table', bytes: statementPdf({ seed: 1, transactions: 40 }) });
  out.push({
    name: 'raw-objstm',
    bytes: statementPdf({ seed: 1, transactions: 40, xref: 'stream', objectStreams: true }),
  });
  return out.map((s) => ({ ...s, sites: findSites(s.bytes) }));
}

export type Mutant = {
  index: number;
  name: string;
  source: string;
  mutations: Mutation[];
  bytes: Uint8Array;
};

/** Mutant `index` of a run with this seed: the same seed, index and sources always give the same bytes. */
export function mutant(sources: readonly Source[], seed: number, index: number): Mutant {
  const source = sources[index % sources.length]!;
  const mutations = drawMutations(source.bytes, source.sites, mutantRng(seed, index));
  return {
    index,
    name: `m${index}-${source.name}`,
    source: source.name,
    mutations,
    bytes: applyMutations(source.bytes, mutations),
  };
}
