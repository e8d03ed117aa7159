/**
 * Poison files found by the mutation fuzzer in statements with a compressed cross-reference (issue 7, item 3):
 * pdf.js answers, then rejects a promise nobody handles, which kills a shared worker thread. Each is replayed
 * from its base with the one edit that matters, so that the file stays the same when the fuzzer changes.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExtractErrorCode } from '@statemint/contracts';
import { applyMutations, findSites } from '../mutate.ts';
import type { Expect, HostileEntry } from './index.ts';
import { latin1 } from './pdf.ts';
import { statementPdf } from './statement.ts';

const WELLS_FARGO = fileURLToPath(
  new URL(
    '../../../packages/extract/fixtures/real/wells-fargo-essential-checking.pdf',
    import.meta.url,
  ),
);
/** The real sample as committed (its README gives the same hash); an edit at a fixed place needs these bytes. */
const WELLS_FARGO_SHA256 = '81af65c273618907c812abbdfb2e2c3fa54cc2a79276fcc72a1cdbc09c9340fd';
const WELLS_FARGO_TRANSACTIONS = 102;

function wellsFargo(): string {
  const bytes = readFileSync(WELLS_FARGO);
  if (createHash('sha256').update(bytes).digest('hex') !== WELLS_FARGO_SHA256)
    throw new Error('the Wells Fargo sample changed; the xref mutants need the committed bytes');
  return bytes.toString('latin1');
}

/** The raw writer's 40-transaction statement with an xref stream and one object stream (the fuzzer's `raw-objstm`). */
function rawObjectStreams(): string {
  return Buffer.from(
    statementPdf({ seed: 1, transactions: 40, xref: 'stream', objectStreams: true }),
  ).toString('latin1');
}

/** Replaces the only occurrence of `from`; a base that no longer holds it exactly once is a broken corpus. */
function replaceOnce(text: string, from: string, to: string): Uint8Array {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0)
    throw new Error(`expected exactly one ${JSON.stringify(from)} in the base`);
  return latin1(text.slice(0, at) + to + text.slice(at + from.length));
}

const damaged = (...errors: ExtractErrorCode[]): Expect => ({ errors, converts: true });

export const XREF_MUTANTS: readonly HostileEntry[] = [
  {
    name: 'xref-objstm-count-lie',
    description:
      'a statement with an xref stream whose object stream claims 2 of the 5 objects it holds (/N 2): pdf.js answers, then rejects XRefEntryException "Bad (compressed) XRef entry" with nobody listening',
    issueItem: 3,
    bytes: () => replaceOnce(rawObjectStreams(), '/Type /ObjStm /N 5', '/Type /ObjStm /N 2'),
    expect: damaged('corrupt_pdf', 'no_text_layer', 'no_transactions'),
  },
  {
    name: 'xref-objstm-eof-in-dictionary',
    description:
      'a statement with an xref stream whose /Size grows by one and whose object stream has one byte changed: pdf.js answers, then rejects ParserEOFException "End of file inside dictionary" with nobody listening',
    issueItem: 3,
    bytes: () => {
      // Found by the fuzzer (seed 11, mutant 69 of raw-objstm): /Size 10 -> 11 and decoded byte 188 of the object stream -> '1'.
      const base = latin1(rawObjectStreams());
      const sites = findSites(base);
      const size = sites.numbers.find((n) => n.key === 'Size');
      const objstm = sites.streams.find((x) => x.kind === 'objstm');
      if (size?.value !== 10 || !objstm) throw new Error('the raw statement changed shape');
      return applyMutations(base, [
        { op: 'number', at: size.at, length: size.length, value: '11' },
        { op: 'streamByte', stream: objstm.dictAt, at: 188, value: 0x31 },
      ]);
    },
    expect: damaged('corrupt_pdf', 'no_text_layer', 'no_transactions'),
  },
  {
    name: 'xref-offsets-shifted-converts',
    description:
      'the real Wells Fargo sample (xref stream) with page 1\'s /Parent changed from 23 0 R to 0 0 R, one byte shorter, so every later object sits a byte before its xref offset: it converts, and pdf.js leaves XRefEntryException "Bad (uncompressed) XRef entry" rejections unhandled',
    issueItem: 3,
    bytes: () =>
      replaceOnce(
        wellsFargo(),
        '/MediaBox [0 0 612 792] /Parent 23 0 R /Resources 65',
        '/MediaBox [0 0 612 792] /Parent 0 0 R /Resources 65',
      ),
    expect: { ...damaged('corrupt_pdf'), transactions: WELLS_FARGO_TRANSACTIONS },
  },
  {
    name: 'xref-contents-object-zero',
    description:
      'the real Wells Fargo sample (xref stream) with a page\'s /Contents pointing at object 0 (the free-list head), one byte shorter: it converts without that page, and pdf.js leaves XRefEntryException "Bad (uncompressed) XRef entry" rejections unhandled',
    issueItem: 3,
    bytes: () => replaceOnce(wellsFargo(), '/Contents 68 0 R', '/Contents 0 0 R'),
    expect: damaged('corrupt_pdf', 'no_transactions'),
  },
];
