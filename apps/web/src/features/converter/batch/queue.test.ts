import { describe, expect, it } from 'vitest';
import { balancedChecking } from '../fixtures/statements.ts';
import type { Allowance } from '../pages/allowance.ts';
import { batchReducer, canRetry, newBatch, planOf, type BatchItem } from './queue.ts';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const daily = (remaining: number): Allowance => ({
  kind: 'daily',
  remaining,
  limit: 7,
  resetsAt: null,
});

function counted(items: BatchItem[], pages: readonly (number | null)[]): BatchItem[] {
  return pages.reduce(
    (all, p, id) => batchReducer(all, { type: 'counted', id, pages: p, charged: p }),
    items,
  );
}

describe('a batch of statements', () => {
  it('weighs the whole batch against the allowance before any work, in the issue’s words', () => {
    let items = newBatch(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf'].map(pdf));
    expect(planOf(items, daily(7))).toMatchObject({ counting: true, summary: null, fits: false });
    items = counted(items, [4, 5, 6, 3, 5]);
    expect(planOf(items, daily(7))).toMatchObject({
      counting: false,
      pages: 23,
      fits: false,
      summary: 'These 5 statements have 23 pages; you have 7 left today',
    });
    // Removing files until it fits.
    items = batchReducer(
      batchReducer(batchReducer(items, { type: 'remove', id: 1 }), { type: 'remove', id: 2 }),
      {
        type: 'remove',
        id: 4,
      },
    );
    expect(planOf(items, daily(7))).toMatchObject({
      pages: 7,
      fits: true,
      summary: 'These 2 statements have 7 pages; you have 7 left today',
    });
    expect(planOf(items, { kind: 'unlimited' }).summary).toBe(
      'These 2 statements have 7 pages; unlimited on your plan',
    );
  });

  it('leaves refused files out, and counts a file the browser could not count as one page', () => {
    let items = newBatch(['a.pdf', 'locked.pdf', 'odd.pdf'].map(pdf));
    items = batchReducer(items, { type: 'counted', id: 0, pages: 2, charged: 2 });
    items = batchReducer(items, { type: 'refused', id: 1, message: 'locked' });
    items = batchReducer(items, { type: 'counted', id: 2, pages: null, charged: null });
    const plan = planOf(items, daily(7));
    expect(plan.ready.map((i) => i.file.name)).toEqual(['a.pdf', 'odd.pdf']);
    expect(plan.pages).toBe(3);
  });

  it('gives a failed file exactly one retry', () => {
    let items = counted(newBatch([pdf('bad.pdf'), pdf('good.pdf')]), [1, 2]);
    items = batchReducer(items, { type: 'converting', id: 0 });
    items = batchReducer(items, { type: 'failed', id: 0, message: 'No transaction table' });
    expect(canRetry(items[0]!)).toBe(true);
    items = batchReducer(items, { type: 'converting', id: 0 });
    expect(items[0]).toMatchObject({ status: 'converting', message: null, attempts: 2 });
    items = batchReducer(items, { type: 'failed', id: 0, message: 'No transaction table' });
    expect(canRetry(items[0]!)).toBe(false);
    items = batchReducer(items, { type: 'converting', id: 1 });
    const statement = balancedChecking();
    items = batchReducer(items, { type: 'done', id: 1, statement, documentId: 'd1' });
    expect(items[1]).toMatchObject({ status: 'done', statement, documentId: 'd1' });
    expect(canRetry(items[1]!)).toBe(false);
  });
});
