import { describe, expect, it } from 'vitest';
import type { DocumentSummary } from '@statemint/contracts';
import { filterDocuments, isCompleted, SORT_OPTIONS, sortDocuments } from './listing.ts';

const doc = (
  id: string,
  original_filename: string,
  conversion_date: string,
  file_size: number,
): DocumentSummary => ({
  id,
  original_filename,
  conversion_date,
  file_size,
  page_count: 1,
  status: 'completed',
  period_start: null,
  period_end: null,
  accounts: [],
  transaction_count: 0,
  verdict: null,
});

const DOCS = [
  doc('b', 'march-chase.pdf', '2026-03-02T10:00:00Z', 2048),
  doc('a', 'April Wells.PDF', '2026-04-01T09:00:00Z', 512),
  doc('c', 'statement10.pdf', '2026-01-15T08:00:00Z', 9000),
  doc('d', 'statement9.pdf', '2026-02-15T08:00:00Z', 100),
];

const ids = (docs: DocumentSummary[]) => docs.map((d) => d.id);

describe('filterDocuments', () => {
  it('matches a case-insensitive part of the filename', () => {
    expect(ids(filterDocuments(DOCS, 'CHASE'))).toEqual(['b']);
    expect(ids(filterDocuments(DOCS, 'wells.pdf'))).toEqual(['a']);
    expect(ids(filterDocuments(DOCS, 'statement'))).toEqual(['c', 'd']);
    expect(ids(filterDocuments(DOCS, '  '))).toEqual(['b', 'a', 'c', 'd']);
    expect(filterDocuments(DOCS, 'zzz')).toEqual([]);
  });
});

describe('sortDocuments', () => {
  it('offers the four sorts in the spec order', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Newest First',
      'Oldest First',
      'Name (A-Z)',
      'File Size (largest first)',
    ]);
  });

  it('sorts by date, name and size without changing the input', () => {
    expect(ids(sortDocuments(DOCS, 'newest'))).toEqual(['a', 'b', 'd', 'c']);
    expect(ids(sortDocuments(DOCS, 'oldest'))).toEqual(['c', 'd', 'b', 'a']);
    expect(ids(sortDocuments(DOCS, 'name'))).toEqual(['a', 'b', 'd', 'c']);
    expect(ids(sortDocuments(DOCS, 'size'))).toEqual(['c', 'b', 'a', 'd']);
    expect(ids(DOCS)).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('isCompleted', () => {
  it('is green only for completed', () => {
    expect(isCompleted({ status: 'completed' })).toBe(true);
    expect(isCompleted({ status: 'failed' })).toBe(false);
    expect(isCompleted({ status: 'processing' })).toBe(false);
  });
});
