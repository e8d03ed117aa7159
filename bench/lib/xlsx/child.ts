/**
 * Run in a fresh process by bench/xlsx.ts: builds the large statement's sheets, loads one writer (or none
 * for `baseline`), writes once and prints `{ maxRssKb, beforeKb, bytes }`.
 */
import { toWorkbookSheets } from '../../../packages/export/src/xlsx.ts';
import { bigStatement } from './bigStatement.ts';

type Writer = { write: (sheets: ReturnType<typeof toWorkbookSheets>) => Promise<Uint8Array> };

const KB = 1024;
const [candidate = 'baseline', rowsArg = '20000'] = process.argv.slice(2);
const sheets = toWorkbookSheets(bigStatement(Number(rowsArg)));
// The writer bundles sit beside this one; a computed path keeps esbuild from inlining them all.
const writer =
  candidate === 'baseline'
    ? null
    : ((await import(new URL(`./cand-${candidate}.mjs`, import.meta.url).href)) as Writer);
const beforeKb = process.memoryUsage().rss / KB;
const bytes = writer === null ? 0 : (await writer.write(sheets)).length;
process.stdout.write(
  `${JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS, beforeKb, bytes })}\n`,
);
