/**
 * pdf.js loads only when a document is read with it (pdfjsLayer.ts): a process that converts with PDFium never
 * pays for it. Checked in a fresh process, since this test process may have loaded pdf.js for other tests.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const engine = path.join(here, '../index.ts');
const statement = path.join(here, '../../fixtures/real/hsbc-uk-current-11111111-2019-06-10.pdf');

/** pdf.js's module sets `globalThis.pdfjsLib` when it is evaluated. */
const script = `
import { readFileSync } from 'node:fs';
import { extractStatement } from ${JSON.stringify(engine)};
const bytes = new Uint8Array(readFileSync(${JSON.stringify(statement)}));
const pdfium = await extractStatement(bytes, { textLayer: 'pdfium' });
const afterPdfium = 'pdfjsLib' in globalThis;
const pdfjs = await extractStatement(bytes, { textLayer: 'pdfjs' });
const afterPdfjs = 'pdfjsLib' in globalThis;
console.log(JSON.stringify({ ok: [pdfium.ok, pdfjs.ok], afterPdfium, afterPdfjs }));
`;

describe('pdf.js loading', () => {
  it('is not loaded by a conversion on PDFium, and is loaded by the first one on pdf.js', () => {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout.trim().split('\n').pop() ?? '')).toEqual({
      ok: [true, true],
      afterPdfium: false,
      afterPdfjs: true,
    });
  }, 60_000);
});
