import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonPieces, writePieces } from './jsonText.ts';

const joined = (value: unknown): string => [...jsonPieces(value)].join('');

describe('jsonPieces', () => {
  it('gives exactly the text of JSON.stringify(value, null, 2) for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(joined(value)).toBe(JSON.stringify(value, null, 2));
      }),
    );
  });

  it('splits a large statement into many pieces, with the same text', () => {
    const transactions = Array.from({ length: 5000 }, (_, i) => ({
      date: '2024-03-01',
      description: `Payment "${i}"\nwith a newline`,
      amount: -i / 100,
      balance: undefined,
      tags: [],
      nested: { empty: {}, list: [1, null, 'x'] },
    }));
    const statement = { pages: 400, warnings: [], transactions, accounts: undefined, note: null };
    const pieces = [...jsonPieces(statement)];
    expect(pieces.length).toBeGreaterThan(5000);
    expect(pieces.every((p) => p.length < 1000)).toBe(true);
    expect(pieces.join('')).toBe(JSON.stringify(statement, null, 2));
  });

  it('writes what JSON.stringify would for undefined and function members, and for toJSON', () => {
    const big = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? undefined : () => i));
    const value = { big, when: new Date(0), gone: undefined, fn: () => 1, list: big.map(() => 1) };
    expect(joined(value)).toBe(JSON.stringify(value, null, 2));
  });
});

describe('writePieces', () => {
  it('writes every piece, in order, through a stream that applies back-pressure', async () => {
    const stream = new PassThrough({ highWaterMark: 16 });
    const chunks: string[] = [];
    const pieces = Array.from({ length: 2000 }, (_, i) => `piece ${i};`);
    const reading = (async () => {
      // A slow reader: the writer has to wait for 'drain' many times.
      for await (const chunk of stream) chunks.push(String(chunk));
    })();
    await writePieces(stream, pieces, 100);
    stream.end();
    await reading;
    expect(chunks.join('')).toBe(pieces.join(''));
    expect(chunks.length).toBeGreaterThan(10);
  });

  it('writes the UTF-8 bytes of the joined text: pieces of several bytes a unit, and pieces larger than a chunk', async () => {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const pieces = [
      'caf\u00e9 ',
      '\u20ac12,50 ',
      '\u{1f4b3} card',
      'x'.repeat(250),
      '\u00e9'.repeat(40),
      'end',
    ];
    await writePieces(stream, pieces, 64);
    stream.end();
    const bytes = Buffer.concat(chunks);
    expect(bytes.equals(Buffer.from(pieces.join(''), 'utf8'))).toBe(true);
    // Chunks of at most 64 bytes, and the two pieces that could not fit one (250 and 80 bytes) alone.
    expect(chunks.map((c) => c.length)).toEqual([24, 250, 80, 3]);
  });
});
