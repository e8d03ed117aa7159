/**
 * `npx tsx packages/extract/test/zoo/run.ts`: converts every zoo layout with the engine, scores it
 * against its truth, prints a table and writes bench/reports/zoo.md with mismatches and diagnoses.
 * Options: --only id,id  --dump DIR (writes each PDF, truth and engine output)  --report PATH  --no-report
 *   --engine path/to/src/index.ts (another checkout of the engine) --engine-label TEXT (how the report names it)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ExtractResult } from '@statemint/extract';
import { DIAGNOSED_AT, DIAGNOSES, MECHANISMS } from './diagnoses.ts';
import type { MechanismId } from './diagnoses.ts';
import type { Layout, ZooCase } from './index.ts';
import { buildCase, LAYOUTS } from './index.ts';
import type { LayoutScore, Mismatch } from './score.ts';
import { MISMATCH_KINDS, scoreStatement } from './score.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const DEFAULT_REPORT = path.join(ROOT, 'bench/reports/zoo.md');
/** Mismatches quoted per failing layout in the report. */
const EXAMPLES_PER_LAYOUT = 6;
/** A conversion slower than this is reported as a failure (the engine is meant to be bounded). */
const CONVERT_TIMEOUT_MS = 120_000;

type Result = { layout: Layout; zoo: ZooCase; score: LayoutScore; ms: number };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

type Extract = (bytes: Uint8Array) => Promise<ExtractResult>;

/** The engine under test: the work tree's, or another checkout's src/index.ts given with --engine. */
async function loadEngine(): Promise<{ extract: Extract; label: string }> {
  const file = arg('--engine');
  const mod = (await import(
    file ? pathToFileURL(path.resolve(file)).href : '@statemint/extract'
  )) as {
    extractStatement: Extract;
  };
  return {
    extract: mod.extractStatement,
    label: arg('--engine-label') ?? file ?? '@statemint/extract (work tree)',
  };
}

async function convert(
  extractStatement: Extract,
  zoo: ZooCase,
): Promise<{ score: LayoutScore; ms: number; output: unknown }> {
  const t0 = performance.now();
  const failed = (error: string): LayoutScore => ({
    ok: false,
    error,
    accountsWant: zoo.truth.length,
    accountsGot: 0,
    accounts: [],
    mismatches: [],
    warnings: [],
    pass: false,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CONVERT_TIMEOUT_MS);
  });
  try {
    const out = await Promise.race([extractStatement(zoo.pdf.slice()), timeout]);
    const ms = performance.now() - t0;
    if (out === 'timeout')
      return { score: failed(`timeout after ${CONVERT_TIMEOUT_MS} ms`), ms, output: null };
    if (!out.ok)
      return { score: failed(`${out.error.code}: ${out.error.message}`), ms, output: out };
    return { score: scoreStatement(zoo.truth, out.statement), ms, output: out.statement };
  } catch (err) {
    return {
      score: failed(`threw: ${err instanceof Error ? err.message : String(err)}`),
      ms: performance.now() - t0,
      output: null,
    };
  } finally {
    clearTimeout(timer);
  }
}

const mark = (b: boolean): string => (b ? 'ok' : 'NO');
const cents = (c: number | null | undefined): string => (c == null ? 'null' : (c / 100).toFixed(2));

function kindCounts(ms: readonly Mismatch[]): string {
  const parts = MISMATCH_KINDS.map((k) => [k, ms.filter((m) => m.kind === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`);
  return parts.join(', ') || '-';
}

function rowText(r: { date: string; cents: number; description: string } | undefined): string {
  return r ? `${r.date} ${cents(r.cents)} "${r.description}"` : '(none)';
}

/** One example of each kind first, then the rest in order, so the quote shows every failure mode. */
function examples(ms: readonly Mismatch[]): Mismatch[] {
  const firsts = MISMATCH_KINDS.flatMap((k) => ms.find((m) => m.kind === k) ?? []);
  const rest = ms.filter((m) => !firsts.includes(m));
  return [...firsts, ...rest].slice(0, EXAMPLES_PER_LAYOUT);
}

function summaryRow(r: Result): string[] {
  const s = r.score;
  const want = r.zoo.truth.reduce((a, t) => a + t.transactions.length, 0);
  const got = s.accounts.reduce((a, t) => a + t.gotCount, 0);
  const matched = s.accounts.reduce((a, t) => a + t.matched, 0);
  const info = (
    k: 'accountNumber' | 'statementDate' | 'beginningBalance' | 'endingBalance',
  ): string => (s.ok ? mark(s.accounts.every((a) => a.info[k])) : '-');
  return [
    r.layout.id,
    String(r.zoo.pages),
    s.ok ? `${s.accountsGot}/${s.accountsWant}` : '-',
    `${got}/${want}`,
    s.ok ? `${matched}/${want}` : '-',
    info('accountNumber'),
    info('statementDate'),
    info('beginningBalance'),
    info('endingBalance'),
    s.ok ? mark(s.accounts.every((a) => a.balanced)) : '-',
    s.pass ? 'PASS' : s.ok ? 'FAIL' : `ERROR ${(s.error ?? '').split(':')[0] ?? ''}`,
  ];
}

const HEAD = [
  'layout',
  'pages',
  'accts',
  'rows got/want',
  'matched',
  'acct#',
  'stmtDate',
  'begin',
  'end',
  'balanced',
  'result',
];

function textTable(rows: string[][]): string {
  const widths = HEAD.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]): string =>
    r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  return [line(HEAD), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function mdTable(rows: string[][]): string {
  const esc = (s: string): string => s.replace(/\|/g, '\\|');
  return [
    `| ${HEAD.join(' | ')} |`,
    `|${HEAD.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

function gitState(workTree: boolean): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'packages/extract/src'], {
      cwd: ROOT,
    })
      .toString()
      .trim();
    return `${head}${workTree && dirty ? ' (engine files modified in the work tree)' : ''}`;
  } catch {
    return 'unknown';
  }
}

function layoutSection(r: Result): string {
  const s = r.score;
  const out: string[] = [
    `### ${r.layout.id}`,
    '',
    `${r.layout.title}. Exercises: ${r.layout.exercises.join('; ')}.`,
    '',
  ];
  if (!s.ok) out.push(`- Engine error: \`${s.error ?? ''}\``);
  else {
    s.accounts.forEach((a, i) => {
      const t = r.zoo.truth[i];
      if (!t) return;
      const head = s.accounts.length > 1 ? `account ${i + 1} (${t.accountNumber}): ` : '';
      out.push(
        `- ${head}rows got ${a.gotCount} of ${a.truthCount}, matched ${a.matched}; balanced ${a.balanced}${a.flippedConvention ? ' (issuer sign convention)' : ''}${a.balanceMisses ? `; ${a.balanceMisses} matched rows with a wrong balance` : ''}`,
      );
      const info: string[] = [];
      if (!a.info.accountNumber)
        info.push(`accountNumber want \`${t.accountNumber}\` got \`${a.got.accountNumber}\``);
      if (!a.info.statementDate)
        info.push(`statementDate want \`${t.statementDate}\` got \`${a.got.statementDate}\``);
      if (!a.info.beginningBalance)
        info.push(
          `beginningBalance want ${cents(t.beginningBalance)} got ${cents(a.got.beginning)}`,
        );
      if (!a.info.endingBalance)
        info.push(`endingBalance want ${cents(t.endingBalance)} got ${cents(a.got.ending)}`);
      if (info.length) out.push(`  - ${info.join('; ')}`);
    });
    if (s.accountsGot !== s.accountsWant)
      out.push(`- accounts: want ${s.accountsWant}, got ${s.accountsGot}`);
    out.push(`- mismatches: ${kindCounts(s.mismatches)}`);
    for (const m of examples(s.mismatches)) {
      out.push(`  - **${m.kind}**: want ${rowText(m.want)}; got ${rowText(m.got)}`);
    }
    if (s.warnings.length)
      out.push(
        `- engine warnings (first 3 of ${s.warnings.length}): ${s.warnings
          .slice(0, 3)
          .map((w) => `\`${w}\``)
          .join('; ')}`,
      );
  }
  const d = DIAGNOSES[r.layout.id];
  if (d) {
    out.push(`- **Diagnosis** (${DIAGNOSED_AT}): ${d.note}`);
    out.push(`  - mechanisms: ${d.mechanisms.map((m) => `[${m}](#${m})`).join(', ')}`);
  } else out.push('- **Diagnosis**: not yet diagnosed.');
  out.push('');
  return out.join('\n');
}

function report(results: readonly Result[], rows: string[][], engine: string): string {
  const passed = results.filter((r) => r.score.pass).length;
  const failing = results.filter((r) => !r.score.pass);
  const failingIds = new Set(failing.map((r) => r.layout.id));
  const totalWant = results.reduce(
    (a, r) => a + r.zoo.truth.reduce((b, t) => b + t.transactions.length, 0),
    0,
  );
  const totalMatched = results.reduce(
    (a, r) => a + r.score.accounts.reduce((b, t) => b + t.matched, 0),
    0,
  );
  const totalGot = results.reduce(
    (a, r) => a + r.score.accounts.reduce((b, t) => b + t.gotCount, 0),
    0,
  );
  const byMechanism = new Map<MechanismId, string[]>();
  for (const id of failingIds)
    for (const m of DIAGNOSES[id]?.mechanisms ?? [])
      byMechanism.set(m, [...(byMechanism.get(m) ?? []), id]);
  const mechanisms = [...byMechanism.entries()].sort((a, b) => b[1].length - a[1].length);
  return [
    '# Layout zoo: how the engine generalises to unseen layouts',
    '',
    `Generated by \`npx tsx packages/extract/test/zoo/run.ts\` on ${new Date().toISOString().slice(0, 16)}Z; engine: ${engine}, repository HEAD ${gitState(!arg('--engine'))}.`,
    "The zoo (packages/extract/test/zoo) draws statements in layouts that are in none of the engine's fixtures, modelled on what real banks print, with exact truth. A layout passes when every row matches (date, amount to the cent, description with whitespace and case normalised), no row is extra, the four accountInfo fields are right and `reconciliation.balanced` is true.",
    '',
    `**${passed} of ${results.length} layouts pass.** Rows matched ${totalMatched} of ${totalWant} (engine returned ${totalGot}).`,
    '',
    mdTable(rows),
    '',
    '## General mechanisms that fail',
    '',
    'Each failing layout is traced (with `extractStatement(bytes, { debug: true })`) to the stage and rule that break it; the same mechanism usually breaks several layouts, and a fix should be general.',
    '',
    ...mechanisms.flatMap(([id, layouts]) => {
      const m = MECHANISMS[id];
      return [
        `### ${id}`,
        '',
        `**${m.title}** (${layouts.length} layout${layouts.length > 1 ? 's' : ''}: ${layouts.join(', ')})`,
        '',
        m.detail,
        '',
      ];
    }),
    '## Failing layouts: first mismatches',
    '',
    ...failing.map(layoutSection),
    '## Diagnosed earlier, passing now',
    '',
    ...results
      .filter((r) => r.score.pass && DIAGNOSES[r.layout.id])
      .map(
        (r) =>
          `- ${r.layout.id}: ${DIAGNOSES[r.layout.id]?.note ?? ''} (${(DIAGNOSES[r.layout.id]?.mechanisms ?? []).join(', ')})`,
      ),
    '',
    '## How to reproduce one layout',
    '',
    '`npx tsx packages/extract/test/zoo/run.ts --only <layout> --dump DIR` writes `<layout>.pdf`, `<layout>.truth.json` and `<layout>.got.json`; `npx tsx packages/extract/test/zoo/trace.ts <layout> [text]` prints the engine debug lines, tables and the rows whose description contains `text`.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const only = arg('--only')?.split(',');
  const dump = arg('--dump');
  const layouts = only ? LAYOUTS.filter((l) => only.includes(l.id)) : LAYOUTS;
  if (dump) mkdirSync(dump, { recursive: true });
  const engine = await loadEngine();
  const results: Result[] = [];
  for (const layout of layouts) {
    const zoo = await buildCase(layout);
    const { score, ms, output } = await convert(engine.extract, zoo);
    results.push({ layout, zoo, score, ms });
    if (dump) {
      writeFileSync(path.join(dump, `${layout.id}.pdf`), zoo.pdf);
      writeFileSync(path.join(dump, `${layout.id}.truth.json`), JSON.stringify(zoo.truth, null, 1));
      writeFileSync(path.join(dump, `${layout.id}.got.json`), JSON.stringify(output, null, 1));
    }
    process.stderr.write(`${layout.id}: ${score.pass ? 'pass' : 'FAIL'} (${Math.round(ms)} ms)\n`);
  }
  const rows = results.map(summaryRow);
  console.log(textTable(rows));
  const passed = results.filter((r) => r.score.pass).length;
  console.log(`\n${passed} of ${results.length} layouts pass.`);
  for (const r of results.filter((x) => !x.score.pass)) {
    const counts = kindCounts(r.score.mismatches);
    console.log(`  ${r.layout.id}: ${r.score.ok ? counts : r.score.error}`);
  }
  if (!process.argv.includes('--no-report') && (!only || arg('--report'))) {
    const file = arg('--report') ?? DEFAULT_REPORT;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, report(results, rows, engine.label));
    console.log(`\nwrote ${path.relative(ROOT, file)}`);
  }
}

await main();
