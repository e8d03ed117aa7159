/**
 * PDFium's linear memory never shrinks, so an instance that grew for a document is dropped once the
 * document is read, and the collector must then be able to free it (pdfiumModule.ts removes the wrapper's
 * global getters that kept the first instance alive). Checked in a fresh process run with --expose-gc.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const statement = path.join(here, '../../fixtures/real/hsbc-uk-current-11111111-2019-06-10.pdf');

const script = `
import { readFileSync } from 'node:fs';
import { extractStatement } from ${JSON.stringify(path.join(here, '../index.ts'))};
import { doubleFlateBombPdf } from ${JSON.stringify(path.join(here, '../../test/hostile/bombs.ts'))};
import { loadPdfium } from ${JSON.stringify(path.join(here, 'pdfiumModule.ts'))};

// A WeakRef's target is kept to the end of the job that read it, and Node 22's collector may need more
// than one full collection: collect in separate turns until it is gone, at most ten times.
const settle = async (ref) => {
  for (let i = 0; i < 10 && ref.deref() !== undefined; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    globalThis.gc();
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const small = new Uint8Array(readFileSync(${JSON.stringify(statement)}));
let first = await loadPdfium();
const grown = (await extractStatement(small)).ok;
const kept = (await loadPdfium()) === first;
const memory = new WeakRef(first.fn.memory);
// A page stream inflating to 48 MB grows the instance past its start (the bound is 512 MB).
const big = await extractStatement(doubleFlateBombPdf(48 * 1024 * 1024), { limits: { maxLayerMemoryMb: 512 } });
const second = await loadPdfium();
const fresh = second !== first && second.memoryBytes === second.startBytes;
first = null;
await settle(memory);
console.log(JSON.stringify({ grown, kept, big: big.ok ? 'ok' : big.error.code, fresh, freed: memory.deref() === undefined }));
`;

describe('PDFium memory', () => {
  it('keeps the instance after a document that fits its start, and frees one that grew', () => {
    const r = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout.trim().split('\n').pop() ?? '')).toEqual({
      grown: true,
      kept: true,
      big: 'no_text_layer',
      fresh: true,
      freed: true,
    });
  }, 60_000);
});
