/** Generates one statement of a family: draws the style, fits the transaction count to the page target, renders. */
import { decoratePages, drawAccountNumber, drawDocStyle, truthAccount } from './common.ts';
import type { DocStyle } from './common.ts';
import { Flow } from './layout.ts';
import type { TextOp } from './layout.ts';
import type { AccountModel } from './model.ts';
import { drawAccount } from './model.ts';
import { Rng } from './prng.ts';
import { createCanvas, renderPages } from './render.ts';
import type { Canvas } from './render.ts';
import {
  drawTableStyle,
  isYearless,
  layoutTableStatement,
  printsBalance,
} from './families/table.ts';
import type { TableStyle } from './families/table.ts';
import { drawUsStyle, layoutUsStatement, usHasPosted, usOrder } from './families/usSectioned.ts';
import type { UsStyle } from './families/usSectioned.ts';
import { FAMILIES } from './types.ts';
import type { GeneratedStatement, GenerateOptions, GroundTruth, TruthAccount } from './types.ts';
import { BANK_NAMES, EU_BANK_NAMES } from './vocab.ts';

export const MIN_PAGES = 1;
export const MAX_PAGES = 400;
export const MAX_ACCOUNTS = 6;
const DEFAULT_MAX_PAGES = 4;
/** Stream labels: style draws and transaction draws come from separate streams so that the count does not move the style. */
const STYLE_STREAM = 1;
const MODEL_STREAM = 2;
const LAYOUT_STREAM = 3;
const STREAMS_PER_FAMILY = 8;
/** Overshoot when growing the transaction count towards the page target. */
const GROWTH_MARGIN = 1.1;
/** Below this span of counts the page search bisects instead of interpolating. */
const INTERPOLATION_MIN_SPAN = 8;

/** A stream of draws for one seed, family and purpose; families differ even under the same seed. */
function stream(o: GenerateOptions, purpose: number): Rng {
  return new Rng(o.seed).fork(FAMILIES.indexOf(o.family) * STREAMS_PER_FAMILY + purpose);
}

type Plan = {
  doc: DocStyle;
  table?: TableStyle;
  us?: UsStyle;
  numberLabel: string;
  numbers: string[];
  names: string[];
  weights: number[];
  features: string[];
};

function plan(o: GenerateOptions, accounts: number, rng: Rng): Plan {
  const us = o.family === 'us-sectioned' ? drawUsStyle(rng) : undefined;
  const table = us
    ? undefined
    : drawTableStyle(rng, o.family === 'us-sectioned' ? 'ledger' : o.family);
  const lang = table?.lang ?? 'en';
  const doc = drawDocStyle(
    rng,
    lang,
    lang === 'en' ? rng.pick(BANK_NAMES) : rng.pick(EU_BANK_NAMES),
  );
  const first = drawAccountNumber(rng, lang);
  const numbers = [first.number];
  for (let i = 1; i < accounts; i++) numbers.push(drawAccountNumber(rng, lang).number);
  const pool = us?.accountNames ?? table?.words.accountNames ?? [];
  const start = rng.int(0, pool.length - 1);
  const names = numbers.map((_, i) => pool[(start + i) % pool.length] ?? 'Account');
  const weights = numbers.map(() => rng.range(0.5, 1.5));
  const features = [
    `font:${doc.font}`,
    `page:${doc.geo.width < 600 ? 'a4' : 'letter'}`,
    doc.splitWords ? 'split-words' : '',
    ...(table
      ? [
          `dates:${table.dateFormat}`,
          `amounts:${table.amountMode}/${table.amount.sign}/${table.amount.numbers}`,
          table.twoDates ? 'two-dates' : '',
          table.balanceColumn ? `balance:${table.balance.sign}` : 'no-balance',
          table.longDescriptions ? 'wrapped' : '',
          table.amountsOnLastLine ? 'amounts-on-last-line' : '',
          table.blankRepeatedDates ? 'blank-repeated-dates' : '',
          table.balancePerDay ? 'balance-per-day' : '',
          `opening:${table.opening}`,
          table.carriedForward ? 'carried-forward' : '',
          table.dailyBalances ? 'daily-balances' : '',
          isYearless(table.dateFormat) ? 'yearless' : '',
          table.periodStart.slice(0, 4) !== table.periodEnd.slice(0, 4) ? 'year-boundary' : '',
          `lang:${table.lang}`,
        ]
      : []),
    ...(us
      ? [
          `dates:${us.dateFormat}`,
          us.twoDates ? 'two-dates' : '',
          us.negativeDebits ? 'negative-debits' : '',
          us.mergeAtmCard ? 'merged-atm-card' : '',
          us.dailyBalances ? 'daily-balances' : '',
        ]
      : []),
    accounts > 1 ? `accounts:${accounts}` : '',
  ].filter((f) => f !== '');
  return { doc, table, us, numberLabel: first.label, numbers, names, weights, features };
}

type Laid = { pages: TextOp[][]; models: AccountModel[] };

function layOut(o: GenerateOptions, p: Plan, canvas: Canvas, count: number): Laid {
  const modelRng = stream(o, MODEL_STREAM);
  const layoutRng = stream(o, LAYOUT_STREAM);
  const totalWeight = p.weights.reduce((a, b) => a + b, 0);
  const periodStart = p.table?.periodStart ?? p.us?.periodStart ?? '';
  const periodEnd = p.table?.periodEnd ?? p.us?.periodEnd ?? '';
  const models = p.numbers.map((number, i) =>
    drawAccount(modelRng, p.names[i] ?? 'Account', number, {
      lang: p.doc.lang,
      periodStart,
      periodEnd,
      count: Math.max(1, Math.round((count * (p.weights[i] ?? 1)) / totalWeight)),
      overdraft: p.table?.overdraft ?? false,
      long: p.table?.longDescriptions ?? false,
      blankCheckDescriptions: p.us !== undefined,
    }),
  );
  const flow = new Flow(p.doc.geo, canvas.measure, p.doc.size, p.doc.lineHeight);
  if (p.us) layoutUsStatement(flow, layoutRng, p.doc, p.us, models);
  else if (p.table) layoutTableStatement(flow, layoutRng, p.doc, p.table, models, p.numberLabel);
  decoratePages(
    flow.pages,
    p.doc,
    models.length > 1 ? '' : `${p.numberLabel} ${p.numbers[0] ?? ''}`,
  );
  return { pages: flow.pages, models };
}

/** The transaction count that fills `pages` pages: the largest count that lays out on at most that many. */
function fitCount(
  o: GenerateOptions,
  p: Plan,
  canvas: Canvas,
  pages: number,
  accounts: number,
): Laid {
  let lo = accounts;
  let best = layOut(o, p, canvas, lo);
  // Even the fewest transactions overflow the target: that is the nearest count reachable.
  if (best.pages.length > pages) return best;
  let loPages = best.pages.length;
  // Grow until too many pages, jumping by the rows-per-page rate seen so far.
  let hi = Math.max(lo * 2 + 8, Math.ceil((lo / loPages) * pages * GROWTH_MARGIN));
  let hiPages: number;
  for (;;) {
    const l = layOut(o, p, canvas, hi);
    hiPages = l.pages.length;
    if (hiPages > pages) break;
    best = l;
    lo = hi;
    loPages = hiPages;
    hi = Math.max(hi * 2, Math.ceil((hi / hiPages) * pages * GROWTH_MARGIN));
  }
  // Pages grow almost linearly with the count: interpolate, falling back to bisection near the end.
  while (hi - lo > 1) {
    const guess = Math.round(lo + ((hi - lo) * (pages + 0.5 - loPages)) / (hiPages - loPages));
    const mid =
      hi - lo > INTERPOLATION_MIN_SPAN
        ? Math.min(hi - 1, Math.max(lo + 1, guess))
        : Math.floor((lo + hi) / 2);
    const l = layOut(o, p, canvas, mid);
    if (l.pages.length > pages) {
      hi = mid;
      hiPages = l.pages.length;
    } else {
      lo = mid;
      loPages = l.pages.length;
      best = l;
    }
  }
  return best;
}

function truthFor(p: Plan, m: AccountModel): TruthAccount {
  if (p.us) {
    const us = p.us;
    const order = usOrder(m, us);
    const acct = truthAccount(m, {
      withBalance: false,
      withPosted: false,
      withReference: true,
      order,
    });
    acct.transactions.forEach((t, i) => {
      const src = m.txns[order[i] ?? -1];
      if (src && usHasPosted(src, us)) t.postedDate = src.postedDate;
    });
    return acct;
  }
  const t = p.table;
  const acct = truthAccount(m, {
    withBalance: t?.balanceColumn ?? false,
    withPosted: t?.twoDates ?? false,
  });
  if (t) {
    acct.transactions.forEach((row, i) => {
      if (!printsBalance(t, m.txns, i)) delete row.balance;
    });
  }
  return acct;
}

/** Generates a statement PDF and its exact ground truth. */
export async function generateStatement(o: GenerateOptions): Promise<GeneratedStatement> {
  const accounts = Math.min(MAX_ACCOUNTS, Math.max(1, Math.floor(o.accounts ?? 1)));
  const styleRng = stream(o, STYLE_STREAM);
  const p = plan(o, accounts, styleRng);
  const target = Math.min(
    MAX_PAGES,
    Math.max(MIN_PAGES, Math.floor(o.pages ?? styleRng.int(MIN_PAGES, DEFAULT_MAX_PAGES))),
  );
  const canvas = await createCanvas(p.doc.font, `${p.doc.bank} ${p.doc.title}`);
  const laid = fitCount(o, p, canvas, target, accounts);
  const pdf = await renderPages(
    canvas,
    laid.pages,
    [p.doc.geo.width, p.doc.geo.height],
    p.doc.splitWords,
  );
  const truth: GroundTruth = {
    family: o.family,
    seed: o.seed,
    pages: laid.pages.length,
    currency: p.table?.currency ?? 'USD',
    accounts: laid.models.map((m) => truthFor(p, m)),
    features: p.features,
  };
  return { pdf, truth };
}
