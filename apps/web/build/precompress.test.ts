import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy of every text file, nested ones too, and skips binaries', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'statemint-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = 'export const answer = 42;\n'.repeat(200);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'assets', 'index-abc.css'), 'body{margin:0}');
    writeFileSync(path.join(dir, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    const files = await precompressDir(dir);

    expect(files).toEqual([
      path.join('assets', 'index-abc.css'),
      path.join('assets', 'index-abc.js'),
      'index.html',
    ]);
    const js = path.join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 20);
    expect(() => readFileSync(path.join(dir, 'assets', 'logo.png.br'))).toThrow(/ENOENT/);
  });

  it('does not compress its own output again on a second run', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'statemint-precompress-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    await precompressDir(dir);
    expect(await precompressDir(dir)).toEqual(['index.html']);
  });
});
