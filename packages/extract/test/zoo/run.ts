/**
 * `npx tsx packages/extract/test/zoo/run.ts`: converts every zoo layout with the engine, scores it
 * against its truth, prints a table and writes bench/reports/zoo.md with mismatches and diagnoses.
 * Options: --only id,id  --dump DIR (writes each PDF, truth and engine output)  --report PATH  --no-report
 *   --engine path/to/src/index.ts (another checkout of the engine) --engine-label TEXT (how the report names it)
 *   --layer pdfium|pdfjs (the text layer every conversion reads through; default the engine's)
 *   --record-first-contact: store the result of every layout not yet in first-contact.json (never overwrites)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ExtractResult } from '@statemint/extract';
import { DIAGNOSED_AT, DIAGNOSES, MECHANISMS } from './diagnoses.ts';
import { SYMPTOMS, SYMPTOMS_READ_AT } from './symptoms.ts';
import type { MechanismId } from './diagnoses.ts';
import type { Layout, ZooCase } from './index.ts';
import { buildCase, LAYOUTS } from './index.ts';
import type { LayoutScore, Mismatch } from './score.ts';
import { failedScore, MISMATCH_KINDS, scoreStatement } from './score.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const DEFAULT_REPORT = path.join(ROOT, 'bench/reports/zoo.md');
const FIRST_CONTACT_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'first-contact.json',
);

/** A layout's result the first time the engine met it, before any engine change made for it. */
type FirstContact = { engine: string; recorded: string; result: string; silentlyWrong: boolean };

function readFirstContact(): Record<string, FirstContact> {
  if (!existsSync(FIRST_CONTACT_FILE)) return {};
  return JSON.parse(readFileSync(FIRST_CONTACT_FILE, 'utf8')) as Record<string, FirstContact>;
}
/** Mismatches quoted per failing layout in the report. */
const EXAMPLES_PER_LAYOUT = 6;
/** A conversion slower than this is reported as a failure (the engine is meant to be bounded). */
const CONVERT_TIMEOUT_MS = 120_000;

type Result = { layout: Layout; zoo: ZooCase; score: LayoutScore; ms: number };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

type Extract = (
  bytes: Uint8Array,
  options?: { textLayer?: 'pdfium' | 'pdfjs' },
) => Promise<ExtractResult>;

/** The text layer every conversion reads through (`--layer pdfium|pdfjs`); none leaves the engine's default. */
function textLayerOption(): { textLayer?: 'pdfium' | 'pdfjs' } {
  const layer = arg('--layer');
  if (layer === undefined) return {};
  if (layer !== 'pdfium' && layer !== 'pdfjs')
    throw new Error(`unknown text layer ${layer}; one of pdfium, pdfjs`);
  return { textLayer: layer };
}

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
  const failed = (error: string): LayoutScore => failedScore(zoo.truth.length, error);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CONVERT_TIMEOUT_MS);
  });
  try {
    const out = await Promise.race([extractStatement(zoo.pdf.slice(), textLayerOption()), timeout]);
    const ms = performance.now() - t0;
    if (out === 'timeout')
      return { score: failed(`timeout after ${CONVERT_TIMEOUT_MS} ms`), ms, output: null };
    if (!out.ok)
      return { score: failed(`${out.error.code}: ${out.error.message}`), ms, output: out };
    return {
      score: scoreStatement(zoo.truth, out.statement, zoo.currency),
      ms,
      output: out.statement,
    };
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

function resultWord(s: LayoutScore): string {
  return s.pass ? 'PASS' : s.ok ? 'FAIL' : `ERROR ${(s.error ?? '').split(':')[0] ?? ''}`;
}

function summaryRow(r: Result, first: Record<string, FirstContact>): string[] {
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
    s.ok && (r.zoo.currency || r.zoo.truth.some((t) => t.accountName !== undefined))
      ? `${r.zoo.currency ? mark(s.currencyOk) : '-'}/${r.zoo.truth.some((t) => t.accountName !== undefined) ? mark(s.accounts.every((a) => a.accountNameOk)) : '-'}`
      : '-',
    s.ok ? s.accounts.map((a) => a.claim).join(',') : 'error',
    s.silentlyWrong ? 'SILENT' : s.exact ? '' : s.ok ? 'flagged' : 'error',
    resultWord(s),
    first[r.layout.id]?.result ?? '-',
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
  'cur/name',
  'claim',
  'wrong',
  'result',
  'first contact',
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

/** When and on which engine a layout's symptom was read: its own first-contact run. */
function symptomReadAt(fc: FirstContact | undefined): string {
  return fc
    ? `read from the first-contact run of ${fc.recorded}Z, engine ${fc.engine}, unchanged`
    : SYMPTOMS_READ_AT;
}

function layoutSection(r: Result, first: Readonly<Record<string, FirstContact>>): string {
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
    if (!s.currencyOk)
      out.push(`- currency want \`${r.zoo.currency ?? ''}\` got \`${s.gotCurrency ?? ''}\``);
    s.accounts.forEach((a, i) => {
      if (!a.accountNameOk)
        out.push(
          `- accountName want \`${r.zoo.truth[i]?.accountName ?? ''}\` got \`${a.gotAccountName ?? 'null'}\``,
        );
    });
    out.push(
      `- verdict: ${s.accounts.map((a) => a.claim).join(', ')}; ${s.silentlyWrong ? '**silently wrong**' : s.exact ? 'data exact' : 'wrong, but flagged'}`,
    );
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
  }
  const symptom = SYMPTOMS[r.layout.id];
  if (symptom)
    out.push(
      `- **Symptom at first contact** (${symptomReadAt(first[r.layout.id])}; issue 8 items ${symptom.items.join(', ')}): ${symptom.note}`,
    );
  if (!d && !symptom) out.push('- **Diagnosis**: not yet diagnosed.');
  out.push('');
  return out.join('\n');
}

/** Issue 8 section 3, the mechanisms that broke unseen statements, by item number. */
const ISSUE8_MECHANISMS: Record<number, string> = {
  1: "stray word on a row's baseline (footer, one-letter marker, column right of the balance)",
  2: 'header-like keywords inside wrapped descriptions',
  3: 'account number printed differently on later pages; header-less continuation pages',
  4: 'opening/closing balance labels (two dated balances, previous balance as a row, two figures on a line, numbers in labels)',
  5: 'account number beside sort code, BIC and IBAN',
  6: 'amounts with 0 or 1 decimals, a "0" in the unused column',
  7: 'newest-first listings',
  8: 'unknown headers, date inside the description cell, Dr/Cr headers, a Total line above the table',
  9: 'undated rows after an interruption',
  10: 'period end among several labelled dates; period ranges',
  11: 'day-first dates with "-" or "." and no slashed date',
  12: 'wrapped rows with a short type code column',
  13: 'subtotals that do not start with "Total"',
  14: 'check lists printed two or three groups across with "*" gap marks',
  15: 'carried-forward lines in other languages',
  16: "card statements printed from the holder's side",
  17: 'a description on its own labelled line below the row',
  18: 'currencies (C$, A$, S$, NZ$, HK$, R$, ISO codes, words) and printed account names',
  19: 'a period with no transactions (section 1: only brought- and carried-forward lines)',
};

function firstContactSummary(
  results: readonly Result[],
  first: Record<string, FirstContact>,
): string[] {
  const met = results.filter((r) => first[r.layout.id]);
  if (met.length === 0) return [];
  const engines = [...new Set(met.map((r) => first[r.layout.id]?.engine ?? ''))].join(', ');
  const firstPass = met.filter((r) => first[r.layout.id]?.result === 'PASS').length;
  const firstSilent = met.filter((r) => first[r.layout.id]?.silentlyWrong).length;
  const nowPass = met.filter((r) => r.score.pass).length;
  const nowSilent = met.filter((r) => r.score.silentlyWrong).length;
  return [
    `**First contact** (the ${met.length} layouts added for issue 8, each run once on engine ${engines} before any engine change made for them): ${firstPass} of ${met.length} passed (${pct(firstPass, met.length)}), ${firstSilent} silently wrong. **Now:** ${nowPass} of ${met.length} pass (${pct(nowPass, met.length)}), ${nowSilent} silently wrong. The first-contact column below is kept from \`first-contact.json\` and never rewritten.`,
    '',
  ];
}

const pct = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

function coverage(results: readonly Result[]): string[] {
  const lines = [
    '| # | mechanism (issue 8, section 3) | layouts | pass now |',
    '|---|---|---|---|',
  ];
  for (const [n, title] of Object.entries(ISSUE8_MECHANISMS)) {
    const rs = results.filter((r) => r.layout.mechanisms?.includes(Number(n)));
    lines.push(
      `| ${n} | ${title} | ${rs.map((r) => r.layout.id).join(', ') || '**none**'} | ${rs.filter((r) => r.score.pass).length}/${rs.length} |`,
    );
  }
  return lines;
}

function report(
  results: readonly Result[],
  rows: string[][],
  engine: string,
  first: Record<string, FirstContact>,
): string {
  const passed = results.filter((r) => r.score.pass).length;
  const silent = results.filter((r) => r.score.silentlyWrong);
  const regions = [...new Set(results.map((r) => r.layout.region))].sort();
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
    "The zoo (packages/extract/test/zoo) draws statements in layouts that are in none of the engine's fixtures, modelled on what real banks print, with exact truth. A layout passes when every row matches (date, amount to the cent, description with whitespace and case normalised), no row is extra, the four accountInfo fields are right, the currency and account name are right where the statement prints them, and the engine's claim is the expected one: its `verification.verdict` equals the truth's verdict (`verified` for every layout today: each prints its opening and closing balances), or, from an engine that does not give verdicts yet, `reconciliation.balanced` is true.",
    '',
    `**${passed} of ${results.length} layouts pass (${pct(passed, results.length)}; target at least 95% of at least 80).** Rows matched ${totalMatched} of ${totalWant} (engine returned ${totalGot}).`,
    '',
    `## Silently wrong: ${silent.length}`,
    '',
    `**${silent.length} of ${results.length} layouts are silently wrong** (target 0)${silent.length > 0 ? `: ${silent.map((r) => r.layout.id).join(', ')}` : ''}. Silently wrong: the data is not exact (a row, an accountInfo field, the account count, or the currency or account name where printed) and the statement carries no warning, or an account that is wrong claims to be verified (its \`verification.verdict\` is \`verified\`, or, from an engine without verdicts, \`reconciliation.balanced\` is true). An engine error is not silent. In the table, \`wrong\` says SILENT, flagged (wrong with a warning and no false claim) or error.`,
    '',
    ...firstContactSummary(results, first),
    `Regions (${regions.length}): ${regions.join(', ')}.`,
    '',
    mdTable(rows),
    '',
    '`cur/name`: the currency and the account name where the statement prints them (`-` where the truth expects none). `claim`: the verdict per account, or balanced/unbalanced from an engine without verdicts.',
    '',
    '## Coverage of the mechanisms in issue 8',
    '',
    ...coverage(results),
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
    ...failing.map((r) => layoutSection(r, first)),
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
  const first = readFirstContact();
  if (process.argv.includes('--record-first-contact')) {
    const label = arg('--engine-label') ?? gitState(!arg('--engine'));
    const recorded = new Date().toISOString().slice(0, 16);
    // Only the layouts added for issue 8 (they name its mechanisms) were new to the engine when recorded.
    for (const r of results.filter((x) => x.layout.mechanisms))
      first[r.layout.id] ??= {
        engine: label,
        recorded,
        result: resultWord(r.score),
        silentlyWrong: r.score.silentlyWrong,
      };
    writeFileSync(FIRST_CONTACT_FILE, `${JSON.stringify(first, null, 2)}\n`);
  }
  const rows = results.map((r) => summaryRow(r, first));
  console.log(textTable(rows));
  const passed = results.filter((r) => r.score.pass).length;
  const silent = results.filter((r) => r.score.silentlyWrong).length;
  console.log(
    `\n${passed} of ${results.length} layouts pass. SILENTLY WRONG: ${silent} (target 0).`,
  );
  for (const r of results.filter((x) => !x.score.pass)) {
    const counts = kindCounts(r.score.mismatches);
    console.log(`  ${r.layout.id}: ${r.score.ok ? counts : r.score.error}`);
  }
  if (!process.argv.includes('--no-report') && (!only || arg('--report'))) {
    const file = arg('--report') ?? DEFAULT_REPORT;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, report(results, rows, engine.label, first));
    console.log(`\nwrote ${path.relative(ROOT, file)}`);
  }
}

await main();
