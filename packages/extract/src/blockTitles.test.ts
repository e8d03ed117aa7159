import { describe, expect, it } from 'vitest';
import { blockTitles } from './blockTitles.ts';
import { accountNames } from './readAccountName.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { draftTxn } from './testing/drafts.ts';
import { makeLine } from './testing/lines.ts';
import type { AccountDraft, Line } from './types.ts';

/** One account's page from a shared template: bank, title, number, balances, header, one row. */
function accountPage(p: number, title: string, number: string, open: string): Line[] {
  return [
    makeLine(p, 50, [
      ['Harbour Trust', 40],
      ['Page', 500],
      [`${p}`, 530],
    ]),
    makeLine(p, 110, [
      [title, 40],
      ['Branch: Central', 400],
    ]),
    makeLine(p, 124, [[`No. ${number}`, 40]]),
    makeLine(p, 138, [
      ['Previous', 40],
      [open, 200],
    ]),
    makeLine(p, 160, [
      ['Date', 40],
      ['Details', 130],
      ['Out', 380],
      ['In', 460],
    ]),
    makeLine(p, 175, [
      ['02/03', 40],
      ['REFUND', 130],
      ['5.00', 460],
    ]),
  ];
}

const doc = [
  ...accountPage(1, 'Everyday Plus Blue', '111-2222', '10.00'),
  ...accountPage(2, 'Everyday Plus Gold', '333-44444', '1,250.00'),
];
/** Lines 0-4 head the first account (row at 5); lines 6-10 the second (row at 11). */
const blocks = [
  { from: 0, to: 5 },
  { from: 6, to: 11 },
];

describe('blockTitles', () => {
  it('reads the line where blocks printed from one template first differ as their titles', () => {
    expect(blockTitles(doc, blocks, DEFAULT_SETTINGS)).toEqual([
      'Everyday Plus Blue',
      'Everyday Plus Gold',
    ]);
  });

  it('reads none from a single block', () => {
    expect(blockTitles(doc, [blocks[0]!, null], DEFAULT_SETTINGS)).toEqual([null, null]);
  });

  it('reads none when the blocks first differ in a line that is no title', () => {
    // The second block prints a different kind of line where the first prints its balance line.
    const other = [
      ...doc.slice(0, 6),
      ...accountPage(2, 'Everyday Plus Gold', '333-44444', '1,250.00').map((l) =>
        l.y === 138 ? makeLine(2, 138, [['Interest rate 1.5%', 40]]) : l,
      ),
    ];
    expect(blockTitles(other, blocks, DEFAULT_SETTINGS)).toEqual([null, null]);
  });

  it('reads none when both blocks print the same title (a heading, not a name)', () => {
    const same = [
      ...doc.slice(0, 6),
      ...accountPage(2, 'Everyday Plus Blue', '333-44444', '1,250.00'),
    ];
    expect(blockTitles(same, blocks, DEFAULT_SETTINGS)).toEqual([null, null]);
  });

  it('reads none from a title cell that is a "label: value" field', () => {
    const labelled = doc.map((l) =>
      l.y === 110 ? makeLine(l.page, 110, [[`Plan: ${l.page === 1 ? 'Blue' : 'Gold'}`, 40]]) : l,
    );
    expect(blockTitles(labelled, blocks, DEFAULT_SETTINGS)).toEqual([null, null]);
  });
});

describe('accountNames with titles no word names', () => {
  it("names each account by its block's title line", () => {
    const account = (page: number): AccountDraft => ({
      accountNumber: null,
      liability: false,
      opening: null,
      closing: null,
      transactions: [draftTxn({ page, y: 175, date: null, cents: 500 })],
      checkpoints: [],
      totals: [],
    });
    const a = account(1);
    const b = account(2);
    const names = accountNames(doc, [a, b], DEFAULT_SETTINGS);
    expect([names.get(a), names.get(b)]).toEqual(['Everyday Plus Blue', 'Everyday Plus Gold']);
  });
});
