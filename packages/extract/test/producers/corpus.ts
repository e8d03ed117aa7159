/**
 * The producer-quirk corpus: adversarial statements (seeds 891000-891099) and a few zoo layouts, each
 * drawn once and written by every quirk's writer, all scored against the truth of the one drawing.
 */
import type { ExtractResult } from '@statemint/extract';
import { generateAdversarial } from '../adversarial/generate.ts';
import type { Canvas } from '../zoo/draw.ts';
import { buildCase, LAYOUTS } from '../zoo/index.ts';
import type { TruthAccount } from '../zoo/layout.ts';
import type { LayoutScore } from '../zoo/score.ts';
import { failedScore, scoreStatement } from '../zoo/score.ts';
import type { Quirk } from './quirks.ts';
import { touches } from './quirks.ts';
import { writeAs } from './writer.ts';

/** The baseline: the canvas's own writer (the bytes the zoo and the accuracy bench read). */
export const CANVAS = 'canvas';

/** The adversarial seeds this corpus draws from (and no others). */
export const FIRST_SEED = 891_000;
export const SEED_COUNT = 100;

/** Zoo layouts without quirks of their own, chosen for their number styles (space thousands, trailing minus) and shapes. */
export const ZOO_SOURCES = [
  'us-credit-card',
  'uk-money-out-in-year-boundary',
  'uk-balance-carried-forward-each-page',
  'de-trailing-minus-buchung-wert',
  'fr-debit-credit-space-thousands',
  'multi-account-consolidated',
] as const;

/** One drawn statement: its pages (written again by each quirk), its truth and its canvas's own PDF. */
export type Source = {
  id: string;
  canvas: Canvas;
  /** The canvas's own PDF (the zoo's writer), the baseline every quirk is compared with. */
  pdf: Uint8Array;
  truth: TruthAccount[];
  currency?: string;
};

async function capture(
  draw: (write: (c: Canvas) => Promise<Uint8Array>) => Promise<unknown>,
): Promise<{ canvas: Canvas; pdf: Uint8Array }> {
  let canvas: Canvas | null = null;
  let pdf: Uint8Array = new Uint8Array();
  await draw(async (c) => {
    canvas = c;
    pdf = await c.save();
    return pdf;
  });
  if (!canvas) throw new Error('nothing drawn');
  return { canvas, pdf };
}

export async function adversarialSource(seed: number): Promise<Source> {
  if (seed < FIRST_SEED || seed >= FIRST_SEED + SEED_COUNT)
    throw new Error(`seed ${seed} is outside this corpus's range`);
  let truth: TruthAccount[] = [];
  let currency: string | undefined;
  const drawn = await capture(async (write) => {
    const c = await generateAdversarial(seed, write);
    truth = c.truth;
    currency = c.currency;
  });
  return { id: `adv-${seed}`, ...drawn, truth, ...(currency ? { currency } : {}) };
}

export async function zooSource(id: string): Promise<Source> {
  const layout = LAYOUTS.find((l) => l.id === id);
  if (!layout) throw new Error(`no zoo layout ${id}`);
  let truth: TruthAccount[] = [];
  let currency: string | undefined;
  const drawn = await capture(async (write) => {
    const c = await buildCase(layout, write);
    truth = c.truth;
    currency = c.currency;
  });
  return { id, ...drawn, truth, ...(currency ? { currency } : {}) };
}

/** The texts a quirk may rewrite (descriptions are never rewritten). */
function rewritable(source: Source): string[] {
  return source.canvas.pages.flatMap((p) => p.filter((o) => o.tag !== 'desc').map((o) => o.text));
}

export type CaseResult = {
  quirk: string;
  source: string;
  /** The quirk changed something in this statement (number quirks only bite on such numbers). */
  touched: boolean;
  score: LayoutScore;
  rows: { matched: number; truth: number; got: number };
};

type Extract = (
  bytes: Uint8Array,
  options?: { textLayer?: 'pdfium' | 'pdfjs' },
) => Promise<ExtractResult>;

/** Writes one source with one quirk, converts it and scores it against the source's truth. */
export async function runCase(
  extract: Extract,
  source: Source,
  quirk: Quirk,
  layer?: 'pdfium' | 'pdfjs',
): Promise<CaseResult> {
  const pdf = quirk.id === CANVAS ? source.pdf.slice() : await writeAs(source.canvas, quirk.style);
  const touched = touches(quirk, rewritable(source));
  const out = await extract(pdf, layer ? { textLayer: layer } : {});
  const score = out.ok
    ? scoreStatement(source.truth, out.statement, source.currency)
    : failedScore(source.truth.length, `${out.error.code}: ${out.error.message}`);
  return {
    quirk: quirk.id,
    source: source.id,
    touched,
    score,
    rows: rowCounts(score, source.truth),
  };
}

/** Rows matched, expected (from the truth, so a failed conversion counts every row missed) and extracted. */
export function rowCounts(
  s: LayoutScore,
  truth: readonly TruthAccount[],
): { matched: number; truth: number; got: number } {
  let matched = 0;
  let got = 0;
  for (const a of s.accounts) {
    matched += a.matched;
    got += a.gotCount;
  }
  return { matched, truth: truth.reduce((n, t) => n + t.transactions.length, 0), got };
}

export function f1(matched: number, truth: number, got: number): number {
  if (truth === 0 && got === 0) return 1;
  const p = got === 0 ? 0 : matched / got;
  const r = truth === 0 ? 0 : matched / truth;
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}
