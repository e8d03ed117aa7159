/**
 * `npx tsx packages/extract/test/producers/run.ts`: writes every corpus statement with every producer
 * quirk, converts and scores it against the one truth, and prints a table per quirk.
 * Options: --seeds N (the first N of 891000-891099; default 100)  --no-zoo  --quirks id,id
 *   --layer pdfium|pdfjs  --fails (list each quirk's failing statements)  --json PATH (write the table)
 *   --record-first-contact (store quirks not yet in first-contact.json for this layer; never overwrites)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractStatement } from '@statemint/extract';
import type { CaseResult, Source } from './corpus.ts';
import {
  adversarialSource,
  CANVAS,
  f1,
  FIRST_SEED,
  runCase,
  SEED_COUNT,
  ZOO_SOURCES,
  zooSource,
} from './corpus.ts';
import { QUIRKS } from './quirks.ts';

const FIRST_CONTACT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'first-contact.json');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string): boolean => process.argv.includes(name);

export type QuirkRow = {
  quirk: string;
  statements: number;
  touched: number;
  perfect: number;
  f1: number;
  silentlyWrong: number;
  /** Statements exact from the canvas's own PDF but not when this quirk writes them. */
  broken: number;
  failing: string[];
};

export function summarise(quirk: string, results: readonly CaseResult[]): QuirkRow {
  const mine = results.filter((r) => r.quirk === quirk);
  const baseline = new Set(
    results.filter((r) => r.quirk === CANVAS && r.score.exact).map((r) => r.source),
  );
  const sum = (k: 'matched' | 'truth' | 'got'): number => mine.reduce((n, r) => n + r.rows[k], 0);
  return {
    quirk,
    statements: mine.length,
    touched: mine.filter((r) => r.touched).length,
    perfect: mine.filter((r) => r.score.exact).length,
    f1: Number(f1(sum('matched'), sum('truth'), sum('got')).toFixed(4)),
    silentlyWrong: mine.filter((r) => r.score.silentlyWrong).length,
    broken: mine.filter((r) => !r.score.exact && baseline.has(r.source)).length,
    failing: mine.filter((r) => !r.score.exact).map((r) => r.source),
  };
}

async function main(): Promise<void> {
  const seeds = Math.min(SEED_COUNT, Number(arg('--seeds') ?? SEED_COUNT));
  const layerArg = arg('--layer');
  if (layerArg !== undefined && layerArg !== 'pdfium' && layerArg !== 'pdfjs')
    throw new Error('--layer pdfium|pdfjs');
  const layer = layerArg as 'pdfium' | 'pdfjs' | undefined;
  const only = arg('--quirks')?.split(',');
  const quirks = only ? QUIRKS.filter((q) => only.includes(q.id)) : QUIRKS;
  const sources: Source[] = [];
  for (let i = 0; i < seeds; i++) sources.push(await adversarialSource(FIRST_SEED + i));
  if (!flag('--no-zoo')) for (const id of ZOO_SOURCES) sources.push(await zooSource(id));
  const results: CaseResult[] = [];
  const rows: QuirkRow[] = [];
  for (const q of quirks) {
    for (const s of sources) results.push(await runCase(extractStatement, s, q, layer));
    const row = summarise(q.id, results);
    rows.push(row);
    console.error(
      `${q.id}: ${row.perfect}/${row.statements} perfect, F1 ${row.f1}, silently wrong ${row.silentlyWrong}, broken ${row.broken}`,
    );
  }
  const head = ['quirk', 'statements', 'touched', 'perfect', 'F1', 'silently wrong', 'broken'];
  const lines = [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map(
      (r) =>
        `| ${r.quirk} | ${r.statements} | ${r.touched} | ${r.perfect} | ${r.f1.toFixed(4)} | ${r.silentlyWrong} | ${r.broken} |`,
    ),
  ];
  console.log(
    `Layer: ${layer ?? 'default'}; ${sources.length} statements (${seeds} seeds from ${FIRST_SEED}).`,
  );
  console.log(lines.join('\n'));
  if (flag('--fails'))
    for (const r of rows)
      if (r.failing.length > 0) console.log(`${r.quirk}: ${r.failing.join(' ')}`);
  const json = arg('--json');
  if (json) writeFileSync(json, `${JSON.stringify(rows, null, 1)}\n`);
  if (flag('--record-first-contact')) {
    const key = layer ?? 'pdfium';
    const stored = existsSync(FIRST_CONTACT)
      ? (JSON.parse(readFileSync(FIRST_CONTACT, 'utf8')) as Record<string, Record<string, unknown>>)
      : {};
    const byLayer = stored[key] ?? {};
    const engine = process.env.PRODUCERS_ENGINE ?? 'unrecorded';
    for (const r of rows)
      byLayer[r.quirk] ??= { ...r, engine, corpus: `${sources.length} statements` };
    stored[key] = byLayer;
    writeFileSync(FIRST_CONTACT, `${JSON.stringify(stored, null, 1)}\n`);
  }
}

await main();
