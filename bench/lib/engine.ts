/** Runs the engine so that a missing, failing or hanging engine is reported as a result, never a crash. */
import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { AccountStatement, Statement } from '@statemint/contracts';

/** A statement that has not converted after this long counts as a failure. */
export const EXTRACT_TIMEOUT_MS = 120_000;

export type EngineOutcome =
  | { ok: true; statement: Statement; ms: number }
  | { ok: false; code: string; message: string; ms: number };

type ExtractFn = (bytes: Uint8Array, options?: { textLayer?: string }) => Promise<unknown>;

let cached: ExtractFn | string | undefined;

/** The text layer every conversion asks for (`--layer`); undefined leaves the engine's default. */
let textLayer: string | undefined;

/** Makes every later conversion read through the named text layer ('pdfium' or 'pdfjs'). */
export function useTextLayer(layer: string | undefined): void {
  textLayer = layer;
}

/** Loads `extractStatement` from @statemint/extract, or the reason it cannot be loaded. */
export async function loadEngine(): Promise<ExtractFn | string> {
  if (cached !== undefined) return cached;
  try {
    const mod = (await import('@statemint/extract')) as { extractStatement?: unknown };
    cached =
      typeof mod.extractStatement === 'function'
        ? (mod.extractStatement as ExtractFn)
        : '@statemint/extract exports no extractStatement';
  } catch (err) {
    cached = `@statemint/extract failed to load: ${err instanceof Error ? err.message : String(err)}`;
  }
  return cached;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

/**
 * With STATEMINT_ENGINE_DUMP=<file>, every conversion appends one line to that file: the input's SHA-256
 * and the engine's result, so two versions of the engine can be compared output for output
 * (`sort` both files, then `diff`).
 */
function dumpOutcome(bytes: Uint8Array, result: unknown): void {
  const file = process.env.STATEMINT_ENGINE_DUMP;
  if (!file) return;
  const digest = createHash('sha256').update(bytes).digest('hex');
  appendFileSync(file, `${digest} ${JSON.stringify(result)}\n`);
}

/** Converts one PDF; every failure mode becomes `{ ok: false }` with a code. */
export async function runEngine(bytes: Uint8Array): Promise<EngineOutcome> {
  const engine = await loadEngine();
  const t0 = performance.now();
  const ms = (): number => performance.now() - t0;
  if (typeof engine === 'string')
    return { ok: false, code: 'engine_missing', message: engine, ms: 0 };
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), EXTRACT_TIMEOUT_MS);
    });
    const result = await Promise.race([
      engine(bytes.slice(), textLayer ? { textLayer } : {}),
      timeout,
    ]);
    dumpOutcome(bytes, result);
    if (result === 'timeout')
      return {
        ok: false,
        code: 'timeout',
        message: `no result after ${EXTRACT_TIMEOUT_MS} ms`,
        ms: ms(),
      };
    if (isRecord(result) && result.ok === true && isRecord(result.statement)) {
      return { ok: true, statement: result.statement as Statement, ms: ms() };
    }
    if (isRecord(result) && result.ok === false && isRecord(result.error)) {
      return {
        ok: false,
        code: String(result.error.code),
        message: String(result.error.message),
        ms: ms(),
      };
    }
    return {
      ok: false,
      code: 'bad_result',
      message: 'extractStatement returned an unexpected shape',
      ms: ms(),
    };
  } catch (err) {
    return {
      ok: false,
      code: 'threw',
      message: err instanceof Error ? err.message : String(err),
      ms: ms(),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** The statement's accounts: `accounts[]` when present, else the top level as the only account. */
export function accountsOf(s: Statement): AccountStatement[] {
  return s.accounts !== undefined && s.accounts.length > 0 ? s.accounts : [s];
}
