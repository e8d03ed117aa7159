/** Dated lines of a transactions table whose figures the reading does not take as money. */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../buildStatement.ts';
import { reconcile } from '../reconcile.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { assemble, summary } from '../testing/assemble.ts';
import { ledgerRow, makeLine } from '../testing/lines.ts';
import type { Assembly, Line } from '../types.ts';
import { unreadFiguresWarning, verifyAccount } from '../verify.ts';

/** An account's block from `y` on page 1: its number, its opening, the ledger header and its rows. */
function block(
  y: number,
  number: string,
  opening: string,
  rows: [string, string, string][],
): Line[] {
  return [
    makeLine(1, y, [[`Account ${number}`, 50]]),
    makeLine(1, y + 12, [
      ['Opening balance', 50],
      [opening, 470],
    ]),
    makeLine(1, y + 24, [
      ['Date', 50],
      ['Description', 110],
      ['Debit', 330],
      ['Credit', 400],
      ['Balance', 470],
    ]),
    ...rows.map(([text, debit, bal], i) => ledgerRow(y + 36 + 12 * i, text, debit, bal)),
  ];
}

const CENTS = block(100, '1111-222222-001', '1,000.00', [
  ['01/02 SHOP', '10.00', '990.00'],
  ['01/03 CAFE', '20.00', '970.00'],
]);
/** Every figure with three decimals: none is money to a reading in cents. */
const MILLS = block(200, '1111-222222-002', '4,623.300', [
  ['01/02 CHEQUE', '226.630', '4,396.670'],
  ['01/04 POWER', '173.420', '4,223.250'],
  ['01/05 PHONE', '217.340', '4,005.910'],
]);
const DOLLARS = block(300, '1111-222222-003', '900.00', [
  ['01/03 FEE', '9.00', '891.00'],
  ['01/06 RENT', '91.00', '800.00'],
]);

function build(a: Assembly) {
  return buildStatement(a, {
    period: { start: '2024-01-01', end: '2024-01-31' },
    currency: null,
    liability: false,
    pages: 1,
    settings: DEFAULT_SETTINGS,
    warnings: [],
    running: new Map(),
  });
}

describe('dated lines of a table whose figures are not read as money', () => {
  it('are noted, by page, on the account the walk was in', () => {
    const a = assemble([...CENTS, ...MILLS.slice(2)]);
    expect(summary(a)).toEqual([
      [
        ['SHOP', -1000, 99000],
        ['CAFE', -2000, 97000],
      ],
    ]);
    expect(a.accounts[0]!.unreadFigurePages).toEqual([1, 1, 1]);
  });

  it('keep that account from `verified`, however its own figures agree', () => {
    const draft = {
      ...assemble([...CENTS, ...MILLS.slice(2)]).accounts[0]!,
      closing: { cents: 97000, source: 'label' as const },
    };
    const r = reconcile(100000, [-1000, -2000], 97000, false);
    const judge = (d: typeof draft) =>
      verifyAccount(d, { printed: 2, matched: 2, firstBreak: null }, r, (i) => i + 1).verdict;
    expect(judge(draft)).toBe('unverified');
    expect(judge({ ...draft, unreadFigurePages: [] })).toBe('verified');
  });

  it('are said for the statement even when their table left an account without rows, which is left out', () => {
    const a = assemble([...CENTS, ...MILLS, ...DOLLARS]);
    const s = build(a);
    expect(s.accounts?.map((x) => [x.accountInfo.accountNumber, x.transactions.length])).toEqual([
      ['1111-222222-001', 2],
      ['1111-222222-003', 2],
    ]);
    expect(s.warnings).toContain(
      '3 dated lines of a transactions table on page 1 print figures that could not be read as amounts, so their transactions are not in the spreadsheets. Compare them with your PDF.',
    );
  });

  it('are not said where every dated line was read', () => {
    const s = build(assemble([...CENTS, ...DOLLARS]));
    expect(s.warnings.filter((w) => w.includes('could not be read as amounts'))).toEqual([]);
    expect(unreadFiguresWarning(assemble(CENTS).accounts)).toBeNull();
  });

  it('name one line, and several pages, in words', () => {
    const one = unreadFiguresWarning([{ ...assemble(CENTS).accounts[0]!, unreadFigurePages: [2] }]);
    expect(one).toBe(
      'A dated line of a transactions table on page 2 prints figures that could not be read as amounts, so its transaction is not in the spreadsheets. Compare them with your PDF.',
    );
    const many = unreadFiguresWarning([
      { ...assemble(CENTS).accounts[0]!, unreadFigurePages: [1, 3, 3, 4] },
    ]);
    expect(many).toMatch(/^4 dated lines of a transactions table on pages 1, 3 and 4 print /);
  });
});
