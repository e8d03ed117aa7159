import type { Statement } from '@statemint/contracts';
import { fits, leftText, type Allowance } from '../pages/allowance.ts';
import { PAGES_TEXTS } from '../pages/texts.ts';

/** Where one file of a batch stands. */
export type ItemStatus = 'counting' | 'ready' | 'refused' | 'converting' | 'done' | 'failed';

export type BatchItem = {
  id: number;
  file: File;
  status: ItemStatus;
  pages: number | null;
  /** Pages the server will charge (a long page counts more than once); null until counted. */
  charged: number | null;
  message: string | null;
  statement: Statement | null;
  documentId: string | null;
  /** Conversions tried: a failed file gets one retry. */
  attempts: number;
};

/** A failed file may be tried once more. */
export const MAX_ATTEMPTS = 2;

export type BatchAction =
  | { type: 'load'; items: BatchItem[] }
  | { type: 'counted'; id: number; pages: number | null; charged: number | null }
  | { type: 'refused'; id: number; message: string }
  | { type: 'remove'; id: number }
  | { type: 'converting'; id: number }
  | { type: 'done'; id: number; statement: Statement; documentId: string | null }
  | { type: 'failed'; id: number; message: string };

export function newBatch(files: readonly File[]): BatchItem[] {
  return files.map((file, id) => ({
    id,
    file,
    status: 'counting',
    pages: null,
    charged: null,
    message: null,
    statement: null,
    documentId: null,
    attempts: 0,
  }));
}

/** The batch's transitions: one file at a time, each by its id. */
export function batchReducer(items: BatchItem[], action: BatchAction): BatchItem[] {
  if (action.type === 'load') return action.items;
  if (action.type === 'remove') return items.filter((item) => item.id !== action.id);
  return items.map((item) => {
    if (item.id !== action.id) return item;
    switch (action.type) {
      case 'counted':
        return { ...item, status: 'ready', pages: action.pages, charged: action.charged };
      case 'refused':
        return { ...item, status: 'refused', message: action.message };
      case 'converting':
        return { ...item, status: 'converting', message: null, attempts: item.attempts + 1 };
      case 'done':
        return {
          ...item,
          status: 'done',
          statement: action.statement,
          documentId: action.documentId,
        };
      case 'failed':
        return { ...item, status: 'failed', message: action.message };
    }
  });
}

/** Whether a file can still be tried: ready, or failed with its one retry left. */
export function canRetry(item: BatchItem): boolean {
  return item.status === 'failed' && item.attempts < MAX_ATTEMPTS;
}

/** Pages a file will be charged: its count, or one when the browser could not count it (the server checks). */
export function chargeOf(item: BatchItem): number {
  return item.charged ?? 1;
}

export type BatchPlan = {
  counting: boolean;
  /** Files that will be converted. */
  ready: BatchItem[];
  pages: number;
  fits: boolean;
  /** "These 5 statements have 23 pages; you have 7 left today" (issue 10). */
  summary: string | null;
};

/** What the batch would spend against the allowance, before any work. */
export function planOf(items: readonly BatchItem[], allowance: Allowance): BatchPlan {
  const counting = items.some((item) => item.status === 'counting');
  const ready = items.filter((item) => item.status === 'ready');
  const pages = ready.reduce((sum, item) => sum + chargeOf(item), 0);
  return {
    counting,
    ready,
    pages,
    fits: ready.length > 0 && fits(pages, allowance),
    summary:
      counting || ready.length === 0
        ? null
        : `${PAGES_TEXTS.batch(ready.length, pages)}; ${leftText(allowance)}`,
  };
}
