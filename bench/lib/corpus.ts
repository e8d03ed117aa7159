/** The seeded accuracy corpus: per family, short statements, a few long ones and consolidated ones. */
import { FAMILIES } from '../../packages/extract/test/generator/index.ts';
import type { Family } from '../../packages/extract/test/generator/index.ts';
import { Rng } from '../../packages/extract/test/generator/prng.ts';

export const DEFAULT_SEED = 20261123;

/** Corpus shape per family. */
export const CORPUS_SHAPE = {
  short: { count: 40, minPages: 1, maxPages: 12 },
  long: { count: 3, minPages: 30, maxPages: 60 },
  multi: { count: 5, minPages: 2, maxPages: 10, minAccounts: 2, maxAccounts: 3 },
} as const;

/** A smaller corpus for a quick look while iterating (`--quick`). */
export const QUICK_SHAPE = {
  short: { count: 8, minPages: 1, maxPages: 6 },
  long: { count: 0, minPages: 30, maxPages: 60 },
  multi: { count: 2, minPages: 2, maxPages: 5, minAccounts: 2, maxAccounts: 3 },
} as const;

export type CorpusItem = {
  family: Family;
  seed: number;
  pages: number;
  accounts: number;
  kind: 'short' | 'long' | 'multi';
};

type Shape = typeof CORPUS_SHAPE | typeof QUICK_SHAPE;

/** Lists the corpus; the same base seed always lists the same statements. */
export function corpus(
  baseSeed: number,
  shape: Shape,
  families: readonly Family[] = FAMILIES,
): CorpusItem[] {
  const items: CorpusItem[] = [];
  for (const family of families) {
    const rng = new Rng(baseSeed).fork(FAMILIES.indexOf(family));
    let seed = baseSeed + FAMILIES.indexOf(family) * 100_000;
    for (const kind of ['short', 'long', 'multi'] as const) {
      const s = shape[kind];
      for (let i = 0; i < s.count; i++) {
        const accounts =
          kind === 'multi'
            ? rng.int(CORPUS_SHAPE.multi.minAccounts, CORPUS_SHAPE.multi.maxAccounts)
            : 1;
        items.push({
          family,
          seed: seed++,
          pages: rng.int(s.minPages, s.maxPages),
          accounts,
          kind,
        });
      }
    }
  }
  return items;
}
