import type { DocumentSummary } from '@statemint/contracts';
import { LIBRARY_TEXTS } from './texts.ts';

export const SORT_KEYS = ['newest', 'oldest', 'name', 'size'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The sort selector's options in the spec's order (section 2). */
export const SORT_OPTIONS = SORT_KEYS.map((key) => ({
  value: key,
  label: LIBRARY_TEXTS.sorts[key],
}));

export function isSortKey(value: string): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value);
}

/** Case-insensitive "contains" search on the original filename (spec section 2). */
export function filterDocuments(
  documents: readonly DocumentSummary[],
  query: string,
): DocumentSummary[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...documents];
  return documents.filter((d) => d.original_filename.toLowerCase().includes(needle));
}

const time = (d: DocumentSummary) => {
  const value = Date.parse(d.conversion_date);
  return Number.isNaN(value) ? 0 : value;
};

const COMPARATORS: Record<SortKey, (a: DocumentSummary, b: DocumentSummary) => number> = {
  newest: (a, b) => time(b) - time(a),
  oldest: (a, b) => time(a) - time(b),
  name: (a, b) =>
    a.original_filename.localeCompare(b.original_filename, 'en', {
      sensitivity: 'base',
      numeric: true,
    }),
  size: (a, b) => b.file_size - a.file_size,
};

/** A sorted copy; ties keep the server's order (newest first). */
export function sortDocuments(
  documents: readonly DocumentSummary[],
  key: SortKey,
): DocumentSummary[] {
  return [...documents].sort(COMPARATORS[key]);
}

/** Completed documents get the green badge, anything else red (spec section 4). */
export function isCompleted(document: Pick<DocumentSummary, 'status'>): boolean {
  return document.status === LIBRARY_TEXTS.statusCompleted;
}
