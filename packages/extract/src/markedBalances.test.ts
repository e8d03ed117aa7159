import { describe, expect, it } from 'vitest';
import { inferLayout } from './inferLayout.ts';
import { linesToRows } from './linesToRows.ts';
import { amountEdges } from './moneyClusters.ts';
import { assembleTransactions } from './rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { CHAR_WIDTH_PT, makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';

/** A cell of `text` right-aligned at `right` (makeLine places words by their left edge). */
const rightAt = (text: string, right: number): [string, number] => [
  text,
  right - text.length * CHAR_WIDTH_PT,
];

/**
 * Ten dated rows, money out right-aligned at x 400, the balance right-aligned at x 500 as whole cells:
 * once overdrawn, "10.00  DR" ends where "40.00" does, its figures a mark's width further left.
 */
function overdrawn(): Line[] {
  const lines: Line[] = [];
  let balance = 4500;
  for (let i = 0; i < 10; i++) {
    balance -= 1000;
    // Two spaces before the mark: its figures end 20 points short of the cell, over the clustering tolerance.
    const shown = `${(Math.abs(balance) / 100).toFixed(2)}${balance < 0 ? '  DR' : ''}`;
    lines.push(
      makeLine(1, 100 + i * 12, [
        [`01/${String(2 + i).padStart(2, '0')} ITEM ${i}`, 50],
        rightAt('10.00', 400),
        rightAt(shown, 500),
      ]),
    );
  }
  return lines;
}

describe('a balance column aligning whole cells, CR/DR mark and all', () => {
  it('puts a marked balance at its mark’s edge, where the unmarked balances end', () => {
    const rows = linesToRows(overdrawn(), 'MDY', DEFAULT_SETTINGS);
    const edges = amountEdges(rows, DEFAULT_SETTINGS).map((e) => e.x1);
    expect(edges).toEqual(Array.from({ length: 10 }, () => [400, 500]).flat());
  });

  it('is one balance column, and every overdrawn balance is read', () => {
    const rows = linesToRows(overdrawn(), 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS)!;
    expect(layout.columns.map((c) => [c.role, c.x1])).toEqual([
      ['date', 75],
      ['description', 110],
      ['amount', 400],
      ['balance', 500],
    ]);
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    // The walk leaves the unsigned amounts to the running balances (reconcile.ts); every balance is read.
    expect(a.accounts[0]!.transactions.map((t) => t.balance)).toEqual([
      3500, 2500, 1500, 500, -500, -1500, -2500, -3500, -4500, -5500,
    ]);
  });
});

describe('a balance column aligned on its figures, the mark hanging past it', () => {
  it('keeps a marked balance at its figures’ edge', () => {
    const lines = overdrawn().map((l) =>
      makeLine(
        l.page,
        l.y,
        l.text.endsWith('DR')
          ? [
              [l.text.split(' ').slice(0, 3).join(' '), 50],
              rightAt('10.00', 400),
              rightAt(l.words[l.words.length - 2]!.text, 500),
              ['DR', 502],
            ]
          : [
              [l.text.split(' ').slice(0, 3).join(' '), 50],
              rightAt('10.00', 400),
              rightAt(l.words[l.words.length - 1]!.text, 500),
            ],
      ),
    );
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    expect(amountEdges(rows, DEFAULT_SETTINGS).map((e) => e.x1)).toEqual(
      Array.from({ length: 10 }, () => [400, 500]).flat(),
    );
  });
});
