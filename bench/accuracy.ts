/**
 * `npm run bench:accuracy`: extraction accuracy on the seeded synthetic corpus (precision, recall and
 * F1 per family, share of perfect statements), on the adversarial corpus and on the real samples, with
 * the engine's own verdict against truth and the silently-wrong count per corpus; writes
 * bench/reports/accuracy.md.
 * Options: --seed N, --quick (small corpora), --family F, --no-real, --adversarial N, --no-adversarial,
 * --adversarial-seed N (first seed of the adversarial corpus; another range is a fresh, never-tuned sample),
 * --report PATH, --layer pdfium|pdfjs (the text layer; default the engine's).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILIES, generateStatement } from '../packages/extract/test/generator/index.ts';
import type { Family, GroundTruth } from '../packages/extract/test/generator/index.ts';
import { corpus, CORPUS_SHAPE, DEFAULT_SEED, QUICK_SHAPE } from './lib/corpus.ts';
import type { CorpusItem } from './lib/corpus.ts';
import { accountsOf, runEngine, useTextLayer } from './lib/engine.ts';
import {
  MATCH_WINDOW_ROWS,
  matchRows,
  MISS_KINDS,
  sameAccountNumber,
  score,
  toCents,
} from './lib/match.ts';
import type { Miss, MissKind, Row } from './lib/match.ts';
import type { RealAccountResult } from './lib/real.ts';
import { scoreRealSamples } from './lib/real.ts';
import { args, fixed, markdownTable, pct, textTable } from './lib/report.ts';
import { claimLabel, isSilentlyWrong } from '../packages/extract/test/verdict.ts';
import type { AdversarialResult } from './lib/adversarial.ts';
import {
  ADVERSARIAL_COUNT,
  ADVERSARIAL_QUICK_COUNT,
  ADVERSARIAL_SEED,
  runAdversarial,
} from './lib/adversarial.ts';
import type { CorpusVerdicts, Judged } from './lib/verdicts.ts';
import { SILENT_HEADER, silentRow, VERDICT_HEADER, verdictRows } from './lib/verdicts.ts';

/** Targets from issue 2, section 5. */
const TARGET_F1 = 0.995;
const TARGET_PERFECT = 0.97;
const EXAMPLE_MISSES_PER_FAMILY = 6;
const WORST_FEATURES = 8;
const MIN_FEATURE_STATEMENTS = 3;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REAL_DIR = path.join(ROOT, 'packages/extract/fixtures/real');

type StatementResult = {
  item: CorpusItem;
  truth: GroundTruth;
  ok: boolean;
  error?: string;
  truthCount: number;
  extractedCount: number;
  matched: number;
  perfect: boolean;
  info: {
    accountNumber: boolean;
    statementDate: boolean;
    beginningBalance: boolean;
    endingBalance: boolean;
  };
  misses: Miss[];
  extras: Row[];
  /** The engine's claim per account and whether that account is exact. */
  accounts: Judged[];
  silentlyWrong: boolean;
  ms: number;
};

const INFO_FIELDS = [
  'accountNumber',
  'statementDate',
  'beginningBalance',
  'endingBalance',
] as const;

async function evaluate(item: CorpusItem): Promise<StatementResult> {
  const { pdf, truth } = await generateStatement({
    family: item.family,
    seed: item.seed,
    pages: item.pages,
    accounts: item.accounts,
  });
  const out = await runEngine(pdf);
  const truthRows = truth.accounts.flatMap((a) => a.transactions);
  const base = { item, truth, truthCount: truthRows.length, ms: out.ms };
  if (!out.ok) {
    return {
      ...base,
      ok: false,
      error: out.code,
      extractedCount: 0,
      matched: 0,
      perfect: false,
      info: {
        accountNumber: false,
        statementDate: false,
        beginningBalance: false,
        endingBalance: false,
      },
      misses: truthRows.map((t) => ({ kind: 'missing' as const, truth: t })),
      extras: [],
      accounts: truth.accounts.map(() => ({ claim: 'error', exact: false })),
      // An engine error is said out loud: the user gets no spreadsheet, never a wrong one.
      silentlyWrong: false,
    };
  }
  const got = accountsOf(out.statement);
  const gotRows = got.flatMap((a) => a.transactions);
  const all = matchRows(truthRows, gotRows);
  // Perfect: same accounts, every account's rows all matched with none extra, and all four accountInfo fields right.
  const info = {
    accountNumber: true,
    statementDate: true,
    beginningBalance: true,
    endingBalance: true,
  };
  let perfect = got.length === truth.accounts.length;
  const judged: Judged[] = [];
  const wrong = got.slice(truth.accounts.length);
  truth.accounts.forEach((want, i) => {
    const have = got[i];
    const wi = want.accountInfo;
    const hi = have?.accountInfo;
    const okNumber = sameAccountNumber(wi.accountNumber, hi?.accountNumber);
    const okDate = hi?.statementDate === wi.statementDate;
    const okBegin =
      hi?.beginningBalance != null &&
      toCents(hi.beginningBalance) === toCents(wi.beginningBalance ?? NaN);
    const okEnd =
      hi?.endingBalance != null && toCents(hi.endingBalance) === toCents(wi.endingBalance ?? NaN);
    info.accountNumber &&= okNumber;
    info.statementDate &&= okDate;
    info.beginningBalance &&= okBegin;
    info.endingBalance &&= okEnd;
    const m = matchRows(want.transactions, have?.transactions ?? []);
    const exact =
      m.matched === m.truthCount &&
      m.extractedCount === m.truthCount &&
      okNumber &&
      okDate &&
      okBegin &&
      okEnd;
    perfect &&= exact;
    if (have) judged.push({ claim: claimLabel(have), exact });
    if (have && !exact) wrong.push(have);
  });
  for (const extra of got.slice(truth.accounts.length))
    judged.push({ claim: claimLabel(extra), exact: false });
  return {
    ...base,
    ok: true,
    extractedCount: gotRows.length,
    matched: all.matched,
    perfect,
    info,
    misses: all.misses,
    extras: all.extras,
    accounts: judged,
    silentlyWrong: isSilentlyWrong(out.statement, perfect, wrong),
  };
}

/** Per-feature share of exact adversarial statements, worst first. */
function adversarialFeatures(rs: readonly AdversarialResult[]): (string | number)[][] {
  const by = new Map<string, AdversarialResult[]>();
  for (const r of rs) for (const f of r.features) by.set(f, [...(by.get(f) ?? []), r]);
  return [...by.entries()]
    .filter(([, list]) => list.length >= MIN_FEATURE_STATEMENTS)
    .map(([feature, list]) => {
      const sc = score(
        list.reduce((a, r) => a + r.matched, 0),
        list.reduce((a, r) => a + r.truthCount, 0),
        list.reduce((a, r) => a + r.gotCount, 0),
      );
      const exact = list.filter((r) => r.exact).length / list.length;
      return {
        feature,
        n: list.length,
        exact,
        f1: sc.f1,
        silent: list.filter((r) => r.silentlyWrong).length,
      };
    })
    .sort((a, b) => a.exact - b.exact || a.f1 - b.f1)
    .map((x) => [x.feature, x.n, pct(x.exact), fixed(x.f1), x.silent]);
}

type FamilySummary = {
  family: Family;
  statements: number;
  pages: number;
  truth: number;
  extracted: number;
  matched: number;
  perfect: number;
  failed: Map<string, number>;
  info: Record<(typeof INFO_FIELDS)[number], number>;
  missKinds: Map<MissKind, number>;
  extras: number;
  ms: number;
};

function summarise(family: Family, rs: StatementResult[]): FamilySummary {
  const s: FamilySummary = {
    family,
    statements: rs.length,
    pages: 0,
    truth: 0,
    extracted: 0,
    matched: 0,
    perfect: 0,
    failed: new Map(),
    info: { accountNumber: 0, statementDate: 0, beginningBalance: 0, endingBalance: 0 },
    missKinds: new Map(),
    extras: 0,
    ms: 0,
  };
  for (const r of rs) {
    s.pages += r.truth.pages;
    s.truth += r.truthCount;
    s.extracted += r.extractedCount;
    s.matched += r.matched;
    s.perfect += r.perfect ? 1 : 0;
    s.ms += r.ms;
    s.extras += r.extras.length;
    if (!r.ok) s.failed.set(r.error ?? 'error', (s.failed.get(r.error ?? 'error') ?? 0) + 1);
    for (const f of INFO_FIELDS) s.info[f] += r.info[f] ? 1 : 0;
    for (const m of r.misses) s.missKinds.set(m.kind, (s.missKinds.get(m.kind) ?? 0) + 1);
  }
  return s;
}

const fmtRow = (r: Row): string => `${r.date} ${r.amount.toFixed(2)} "${r.description}"`;

function describeMiss(m: Miss): string {
  return m.got
    ? `${m.kind}: want ${fmtRow(m.truth)}, got ${fmtRow(m.got)}`
    : `${m.kind}: ${fmtRow(m.truth)}`;
}

/** Features whose statements are least often perfect, to point at the layouts that break. */
function worstFeatures(
  rs: StatementResult[],
): { feature: string; n: number; perfect: number; f1: number }[] {
  const by = new Map<string, StatementResult[]>();
  for (const r of rs)
    for (const f of [`family:${r.item.family}`, ...r.truth.features])
      by.set(f, [...(by.get(f) ?? []), r]);
  return [...by.entries()]
    .filter(([, list]) => list.length >= MIN_FEATURE_STATEMENTS)
    .map(([feature, list]) => {
      const m = list.reduce((a, r) => a + r.matched, 0);
      const t = list.reduce((a, r) => a + r.truthCount, 0);
      const e = list.reduce((a, r) => a + r.extractedCount, 0);
      return {
        feature,
        n: list.length,
        perfect: list.filter((r) => r.perfect).length / list.length,
        f1: score(m, t, e).f1,
      };
    })
    .sort((a, b) => a.perfect - b.perfect || a.f1 - b.f1)
    .slice(0, WORST_FEATURES);
}

async function main(): Promise<void> {
  const a = args(process.argv.slice(2));
  const layer = a.get('layer');
  if (layer !== undefined && layer !== 'pdfium' && layer !== 'pdfjs')
    throw new Error(`unknown text layer ${layer}; one of pdfium, pdfjs`);
  useTextLayer(layer);
  const seed = Number(a.get('seed') ?? DEFAULT_SEED);
  const quick = a.has('quick');
  const famArg = a.get('family');
  const families = famArg ? FAMILIES.filter((f) => f === famArg) : FAMILIES;
  if (families.length === 0)
    throw new Error(`unknown family ${famArg ?? ''}; one of ${FAMILIES.join(', ')}`);
  const items = corpus(seed, quick ? QUICK_SHAPE : CORPUS_SHAPE, families);
  const started = Date.now();
  const results: StatementResult[] = [];
  for (const [i, item] of items.entries()) {
    const r = await evaluate(item);
    results.push(r);
    if (process.stderr.isTTY || (i + 1) % 25 === 0 || i + 1 === items.length) {
      process.stderr.write(
        `\r${i + 1}/${items.length} statements (${item.family}, ${r.truth.pages} pages)     ${process.stderr.isTTY ? '' : '\n'}`,
      );
    }
  }
  process.stderr.write('\n');

  const summaries = families.map((f) =>
    summarise(
      f,
      results.filter((r) => r.item.family === f),
    ),
  );
  const total = summarise(families[0] ?? 'ledger', results);
  const pages = results.reduce((n, r) => n + r.truth.pages, 0);
  const familyHeader = [
    'family',
    'statements',
    'pages',
    'truth rows',
    'extracted',
    'precision',
    'recall',
    'F1',
    `F1 >= ${TARGET_F1}`,
    'perfect',
    `perfect >= ${pct(TARGET_PERFECT, 0)}`,
    'failed',
    'pages/s',
  ];
  const familyRow = (name: string, s: FamilySummary): (string | number)[] => {
    const sc = score(s.matched, s.truth, s.extracted);
    const perfect = s.perfect / Math.max(1, s.statements);
    const failed = [...s.failed.entries()].map(([k, v]) => `${k} ${v}`).join(', ') || '0';
    return [
      name,
      s.statements,
      s.pages,
      s.truth,
      s.extracted,
      fixed(sc.precision),
      fixed(sc.recall),
      fixed(sc.f1),
      sc.f1 >= TARGET_F1 ? 'yes' : 'NO',
      pct(perfect),
      perfect >= TARGET_PERFECT ? 'yes' : 'NO',
      failed,
      s.ms > 0 ? (s.pages / (s.ms / 1000)).toFixed(0) : '-',
    ];
  };
  const familyRows = [...summaries.map((s) => familyRow(s.family, s)), familyRow('all', total)];
  const infoHeader = ['family', ...INFO_FIELDS];
  const infoRows = summaries.map((s) => [
    s.family,
    ...INFO_FIELDS.map((f) => pct(s.info[f] / Math.max(1, s.statements))),
  ]);
  const missHeader = ['family', ...MISS_KINDS, 'extra rows'];
  const missRows = summaries.map((s) => [
    s.family,
    ...MISS_KINDS.map((k) => s.missKinds.get(k) ?? 0),
    s.extras,
  ]);
  const worst = worstFeatures(results);
  const worstRows = worst.map((w) => [w.feature, w.n, pct(w.perfect), fixed(w.f1)]);

  const examples: string[] = [];
  for (const s of [...summaries].sort(
    (x, y) => score(x.matched, x.truth, x.extracted).f1 - score(y.matched, y.truth, y.extracted).f1,
  )) {
    const rs = results.filter((r) => r.item.family === s.family && !r.perfect);
    if (rs.length === 0) continue;
    examples.push(`### ${s.family}`, '');
    let shown = 0;
    for (const r of rs) {
      if (shown >= EXAMPLE_MISSES_PER_FAMILY) break;
      const where = `seed ${r.item.seed}, ${r.truth.pages} pages${r.item.accounts > 1 ? `, ${r.item.accounts} accounts` : ''} [${r.truth.features.join(' ')}]`;
      if (!r.ok) {
        examples.push(`- ${where}: engine error \`${r.error ?? ''}\``);
        shown++;
        continue;
      }
      const m = r.misses[0];
      const x = r.extras[0];
      const infoBad = INFO_FIELDS.filter((f) => !r.info[f]);
      const parts = [
        m ? `${r.misses.length} missed, first ${describeMiss(m)}` : '',
        x ? `${r.extras.length} extra, first ${fmtRow(x)}` : '',
        infoBad.length > 0 ? `accountInfo wrong: ${infoBad.join(', ')}` : '',
      ].filter((p) => p !== '');
      examples.push(`- ${where}: ${parts.join('; ') || 'accounts split differently'}`);
      shown++;
    }
    examples.push('');
  }

  const real: RealAccountResult[] = a.has('no-real') ? [] : await scoreRealSamples(REAL_DIR);
  const yes = (b: boolean): string => (b ? 'yes' : 'NO');
  const realHeader = [
    'file',
    'account',
    'count',
    'exact count',
    'balances',
    'credits/debits',
    'first row',
    'last row',
    'reconciles',
    'engine balanced',
    'claim',
    'silently wrong',
    'notes',
  ];
  const realRows = real.map((r) => [
    r.file,
    r.account,
    `${r.gotCount}/${r.expectedCount}`,
    yes(r.countOk),
    yes(r.balancesOk),
    yes(r.totalsOk),
    yes(r.firstOk),
    yes(r.lastOk),
    yes(r.reconciles),
    yes(r.engineBalanced),
    r.claim,
    r.silentlyWrong ? 'SILENT' : '-',
    r.error ?? r.notes.join('; '),
  ]);
  const realPass = real.filter((r) => r.reconciles && r.countOk).length;

  const advCount = a.has('no-adversarial')
    ? 0
    : Number(a.get('adversarial') ?? (quick ? ADVERSARIAL_QUICK_COUNT : ADVERSARIAL_COUNT));
  const advSeed = Number(a.get('adversarial-seed') ?? ADVERSARIAL_SEED);
  const adversarial = await runAdversarial(advSeed, advCount);
  const advScore = score(
    adversarial.reduce((n, r) => n + r.matched, 0),
    adversarial.reduce((n, r) => n + r.truthCount, 0),
    adversarial.reduce((n, r) => n + r.gotCount, 0),
  );
  const advExact = adversarial.filter((r) => r.exact).length;
  const advErrors = new Map<string, number>();
  for (const r of adversarial)
    if (r.error) advErrors.set(r.error, (advErrors.get(r.error) ?? 0) + 1);
  const advHeader = [
    'statements',
    'pages',
    'truth rows',
    'extracted',
    'precision',
    'recall',
    'F1',
    'perfect',
    'silently wrong',
    'errors',
  ];
  const advRows = [
    [
      adversarial.length,
      adversarial.reduce((n, r) => n + r.pages, 0),
      adversarial.reduce((n, r) => n + r.truthCount, 0),
      adversarial.reduce((n, r) => n + r.gotCount, 0),
      fixed(advScore.precision),
      fixed(advScore.recall),
      fixed(advScore.f1),
      pct(advExact / Math.max(1, adversarial.length)),
      adversarial.filter((r) => r.silentlyWrong).length,
      [...advErrors.entries()].map(([k, v]) => `${k} ${v}`).join(', ') || '0',
    ],
  ];
  const advFeatureHeader = ['feature', 'statements', 'perfect', 'F1', 'silently wrong'];
  const advFeatureRows = adversarialFeatures(adversarial);
  const advExamples = adversarial
    .filter((r) => !r.exact)
    .map(
      (r) =>
        `- ${r.id} (${r.pages} pages; ${r.features.join(' ')})${r.silentlyWrong ? ' **silently wrong**' : ''}: ${r.notes.join('; ') || 'accounts split differently'}`,
    );

  const corpora: CorpusVerdicts[] = [
    {
      corpus: 'synthetic',
      statements: results.length,
      exact: results.filter((r) => r.perfect).length,
      silentlyWrong: results
        .filter((r) => r.silentlyWrong)
        .map((r) => `${r.item.family}/${r.item.seed}`),
      accounts: results.flatMap((r) => r.accounts),
    },
    ...(adversarial.length > 0
      ? [
          {
            corpus: 'adversarial',
            statements: adversarial.length,
            exact: advExact,
            silentlyWrong: adversarial.filter((r) => r.silentlyWrong).map((r) => r.id),
            accounts: adversarial.flatMap((r) => r.accounts),
          },
        ]
      : []),
    ...(real.length > 0
      ? [
          {
            corpus: 'real (accounts)',
            statements: real.length,
            exact: real.filter((r) => r.exact).length,
            silentlyWrong: real.filter((r) => r.silentlyWrong).map((r) => `${r.file}/${r.account}`),
            accounts: real.map((r) => ({ claim: r.claim, exact: r.exact })),
          },
        ]
      : []),
  ];
  const silentRows = corpora.map(silentRow);
  const verdictTableRows = corpora.flatMap(verdictRows);
  const silentTotal = corpora.reduce((n, c) => n + c.silentlyWrong.length, 0);

  const f1Of = (x: FamilySummary): number => score(x.matched, x.truth, x.extracted).f1;
  const perfectOf = (x: FamilySummary): number => x.perfect / Math.max(1, x.statements);
  const worstFamilies = [...summaries]
    .filter((x) => f1Of(x) < TARGET_F1 || perfectOf(x) < TARGET_PERFECT)
    .sort((x, y) => f1Of(x) - f1Of(y) || perfectOf(x) - perfectOf(y))
    .map((x) => `${x.family} (F1 ${fixed(f1Of(x))}, perfect ${pct(perfectOf(x))})`);
  const below =
    worstFamilies.length > 0
      ? ` Below target: ${worstFamilies.join(', ')}.`
      : ' Every family meets both targets.';
  const advLine =
    adversarial.length > 0
      ? ` Adversarial corpus: ${adversarial.length} statements, F1 ${fixed(advScore.f1)}, perfect ${pct(advExact / adversarial.length)}.`
      : '';
  const headline = `**Silently wrong: ${silentTotal}** (target 0; ${corpora.map((c) => `${c.corpus} ${c.silentlyWrong.length}`).join(', ')}). Synthetic corpus: ${results.length} statements, ${pages} pages, seed ${seed}${quick ? ' (quick corpus)' : ''}. F1 ${fixed(score(total.matched, total.truth, total.extracted).f1)}, perfect ${pct(total.perfect / Math.max(1, total.statements))}.${advLine} Real samples: ${realPass}/${real.length} accounts reconcile with an exact count.${below}`;
  console.log(
    '\nPer family (match on date, amount to the cent and description, case and spacing ignored)\n',
  );
  console.log(textTable(familyHeader, familyRows));
  console.log('\naccountInfo fields right (share of statements with every account right)\n');
  console.log(textTable(infoHeader, infoRows));
  console.log('\nMissed truth rows by nearest cause\n');
  console.log(textTable(missHeader, missRows));
  console.log('\nFeatures least often perfect\n');
  console.log(textTable(['feature', 'statements', 'perfect', 'F1'], worstRows));
  if (real.length > 0) {
    console.log('\nReal samples (target: every sample reconciles with an exact count)\n');
    console.log(textTable(realHeader, realRows));
  }
  console.log('\nSilently wrong per corpus\n');
  console.log(textTable(SILENT_HEADER, silentRows));
  console.log("\nThe engine's claim against truth (accounts)\n");
  console.log(textTable(VERDICT_HEADER, verdictTableRows));
  if (adversarial.length > 0) {
    console.log('\nAdversarial corpus\n');
    console.log(textTable(advHeader, advRows));
    console.log('\nAdversarial features least often perfect\n');
    console.log(textTable(advFeatureHeader, advFeatureRows.slice(0, WORST_FEATURES * 2)));
  }
  console.log(`\n${headline}`);

  const md = [
    '# Accuracy benchmark',
    '',
    `Generated by \`npm run bench:accuracy\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, text layer ${layer ?? "the engine's default"}, seed ${seed}, ${results.length} synthetic statements (${pages} pages) in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    '',
    headline,
    '',
    `Targets (issue 2): F1 >= ${TARGET_F1} on every family; >= ${pct(TARGET_PERFECT, 0)} of statements perfect (every transaction and all four accountInfo fields right); every real sample reconciles with an exact transaction count.`,
    '',
    '## Silently wrong',
    '',
    "Issue 8's headline figure. A statement is silently wrong when it is not exact (synthetic and adversarial: every row, the four accountInfo fields, the account count and, where printed, the currency; real: count, balances, totals, first and last row) and either carries no warning at all or has a wrong account whose claim is `verified` (from an engine that does not fill `verification` yet: `reconciliation.balanced: true`). An engine error is not silent.",
    '',
    markdownTable(SILENT_HEADER, silentRows),
    '',
    "## The engine's claim against truth",
    '',
    'Per account: the claim (`verification.verdict`, or balanced/unbalanced from `reconciliation` before verdicts) against whether the account is exact. `verified` or `balanced` in the not-exact column is a false claim.',
    '',
    markdownTable(VERDICT_HEADER, verdictTableRows),
    '',
    '## Synthetic statements per family',
    '',
    `Corpus per family: ${quick ? `${QUICK_SHAPE.short.count} statements of ${QUICK_SHAPE.short.minPages}-${QUICK_SHAPE.short.maxPages} pages, ${QUICK_SHAPE.multi.count} consolidated` : `${CORPUS_SHAPE.short.count} statements of ${CORPUS_SHAPE.short.minPages}-${CORPUS_SHAPE.short.maxPages} pages, ${CORPUS_SHAPE.long.count} of ${CORPUS_SHAPE.long.minPages}-${CORPUS_SHAPE.long.maxPages} pages, ${CORPUS_SHAPE.multi.count} consolidated (2-3 accounts)`}, drawn by \`packages/extract/test/generator\`. A transaction matches when date, amount (to the cent) and description (whitespace collapsed, case ignored) are equal; each truth row matches at most one extracted row, in order, within ${MATCH_WINDOW_ROWS} rows of the previous match. Engine errors count as misses. Checks in sectioned layouts print no description, so their truth description is empty and an engine must leave it empty too (or the check row counts as a description miss).`,
    '',
    markdownTable(familyHeader, familyRows),
    '',
    '## accountInfo fields',
    '',
    'Share of statements whose every account has the field right (account number compared on letters and digits only).',
    '',
    markdownTable(infoHeader, infoRows),
    '',
    '## Misses',
    '',
    'Each missed truth row is put down to the nearest extracted row that shares the other fields: `description` (same date and amount), `sign` (same date and description, amount negated), `amount`, `date`; `missing` when no row is close. `extra rows` are extracted rows that matched nothing.',
    '',
    markdownTable(missHeader, missRows),
    '',
    '### Features least often perfect',
    '',
    markdownTable(['feature', 'statements', 'perfect', 'F1'], worstRows),
    '',
    '## Typical misses (worst family first)',
    '',
    'Reproduce one: `npx tsx packages/extract/test/generator/cli.ts --family <family> --seed <seed> --pages <pages> [--accounts N] --out /tmp/x`, then `npm run --silent convert -- /tmp/x/<name>.pdf --debug`.',
    '',
    ...(examples.length > 0 ? examples : ['None: every statement is perfect.', '']),
    '## Adversarial corpus',
    '',
    adversarial.length > 0
      ? [
          `${adversarial.length} statements from \`packages/extract/test/adversarial\` (seeds ${advSeed}-${advSeed + adversarial.length - 1}): wordings in ten languages, label placement (left, right, above, in a box, as table rows), six column orders with extra columns (time, second date, branch, type code, reference) also right of the balance, 0-2 decimals and four number groupings, dash/dot/slash/ISO dates and month names, newest-first rows, footers on a row's baseline, header words and amount- or date-like numbers in descriptions, subtotals, carried-forward lines, empty periods, header-less continuation pages and account numbers printed differently per page. Its vocabulary is its own (\`vocab.ts\`). Scored by the zoo's scorer: perfect = exact (rows, accountInfo, account count, printed currency).`,
          '',
          markdownTable(advHeader, advRows),
          '',
          '### Features least often perfect',
          '',
          markdownTable(advFeatureHeader, advFeatureRows),
          '',
          '### Failing statements',
          '',
          'Reproduce one: `npx tsx packages/extract/test/adversarial/cli.ts <seed> /tmp/x` writes the PDF and its truth.',
          '',
          ...(advExamples.length > 0 ? advExamples : ['None: every statement is exact.']),
        ].join('\n')
      : 'Skipped (--no-adversarial).',
    '',
    '## Real samples',
    '',
    real.length > 0
      ? `From \`packages/extract/fixtures/real/expected.json\`. Balances: opening and closing as printed (credit cards compared as amounts owed). Credits/debits: totals of positive and negative amounts (a credit card may use the opposite sign convention consistently). First/last row: date (or an accepted alternative), amount and description by word tokens, punctuation ignored, HSBC payment-type codes allowed; blank expected descriptions are not compared. Reconciles: balances and both totals as printed.\n\n${markdownTable(realHeader, realRows)}`
      : 'Skipped (--no-real).',
    '',
  ].join('\n');
  const reportPath = a.get('report') ?? path.join(ROOT, 'bench/reports/accuracy.md');
  mkdirSync(path.dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, md);
  console.log(`Report written to ${path.relative(process.cwd(), reportPath)}`);
}

await main();
