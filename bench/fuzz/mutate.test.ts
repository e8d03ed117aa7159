import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../packages/extract/test/generator/prng.ts';
import { statementPdf } from './hostile/statement.ts';
import type { Mutation } from './mutate.ts';
import { applyMutations, drawMutations, findSites, mutantRng } from './mutate.ts';

const bytes = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'latin1'));
const text = (b: Uint8Array): string => Buffer.from(b).toString('latin1');

describe('applyMutations', () => {
  const base = bytes('0123456789');
  it.each<[Mutation, string]>([
    [{ op: 'flip', at: 0, mask: 1 }, '1123456789'],
    [{ op: 'run', at: 8, length: 5, byte: 0x41 }, '01234567AA'],
    [{ op: 'truncate', at: 4 }, '0123'],
    [{ op: 'splice', at: 2, from: 7, length: 3 }, '0178923456789'],
    [{ op: 'delete', at: 3, length: 2 }, '01256789'],
    [{ op: 'number', at: 4, length: 2, value: '-1' }, '0123-16789'],
  ])('%j', (m, want) => {
    expect(text(applyMutations(base, [m]))).toBe(want);
    expect(text(base)).toBe('0123456789');
  });

  it('rewrites one decoded byte of a Flate stream in place, keeping every offset', () => {
    const pdf = statementPdf({ seed: 1, transactions: 40, xref: 'stream', objectStreams: true });
    const objstm = findSites(pdf).streams.find((s) => s.kind === 'objstm')!;
    const out = applyMutations(pdf, [
      { op: 'streamByte', stream: objstm.dictAt, at: 0, value: 0x39 },
    ]);
    expect(out.length).toBe(pdf.length);
    const decoded = inflateSync(out.subarray(objstm.dataAt, objstm.dataAt + objstm.length));
    const original = inflateSync(pdf.subarray(objstm.dataAt, objstm.dataAt + objstm.length));
    expect(decoded[0]).toBe(0x39);
    expect(decoded.subarray(1)).toEqual(original.subarray(1));
  });
});

describe('findSites', () => {
  it('finds the structural numbers and the xref and object streams of an xref-stream file', () => {
    const sites = findSites(
      statementPdf({ seed: 1, transactions: 40, xref: 'stream', objectStreams: true }),
    );
    const keys = new Set(sites.numbers.map((n) => n.key));
    for (const k of ['Length', 'Size', 'W', 'N', 'First', 'Root', 'startxref'])
      expect(keys.has(k)).toBe(true);
    expect(sites.streams.map((s) => s.kind).sort()).toEqual(['objstm', 'other', 'other', 'xref']);
  });
});

describe('drawMutations', () => {
  it('draws the same mutations from the same seed and index, and others from another index', () => {
    const pdf = statementPdf({ seed: 1, transactions: 40 });
    const sites = findSites(pdf);
    const a = drawMutations(pdf, sites, mutantRng(7, 3));
    expect(drawMutations(pdf, sites, mutantRng(7, 3))).toEqual(a);
    const others = [4, 5, 6, 7].map((i) =>
      JSON.stringify(drawMutations(pdf, sites, mutantRng(7, i))),
    );
    expect(others).not.toContain(JSON.stringify(a));
  });

  it('draws one to four mutations, ordered from the end of the file backwards', () => {
    const pdf = statementPdf({ seed: 1, transactions: 40 });
    const sites = findSites(pdf);
    const rng = new Rng(99);
    for (let i = 0; i < 200; i++) {
      const ms = drawMutations(pdf, sites, rng.fork(i));
      expect(ms.length).toBeGreaterThanOrEqual(1);
      expect(ms.length).toBeLessThanOrEqual(4);
      const at = ms.map((m) => (m.op === 'streamByte' ? m.stream : m.at));
      expect([...at].sort((x, y) => y - x)).toEqual(at);
    }
  });
});
