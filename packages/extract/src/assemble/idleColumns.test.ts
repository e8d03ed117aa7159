import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { assemble, summary } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';
import { besideOther, movingColumns } from './idleColumns.ts';

// Date 50, Description 110, Amount 300 (the account's), Amount 380 (the operation's currency), a
// bonus figure at 450, Balance 520; the running balance moves by the first amount alone.
const header = makeLine(1, 100, [
  ['Date', 50],
  ['Description', 110],
  ['Amount', 300],
  ['Amount', 380],
  ['Amount', 450],
  ['Balance', 520],
]);
const row = (y: number, text: string, own: string, foreign: string, bonus: string, bal: string) =>
  makeLine(1, y, [
    [text, 50],
    [own, 300],
    [foreign, 380],
    [bonus, 450],
    [bal, 520],
  ]);

describe('money columns the running balance never moves by', () => {
  it('are neither money nor description: the balance decides which column is the amount', () => {
    const a = assemble([
      header,
      row(112, '03/01 TAXI RIDE', '-418.82', '-10.15', '4.19', '1,581.18'),
      row(124, '03/02 PHONE', '-161.37', '-161.37', '1.61', '1,419.81'),
      row(136, '03/03 INTEREST', '8.71', '8.71', '—', '1,428.52'),
      row(148, '03/04 SALARY', '1,270.84', '1,270.84', '—', '2,699.36'),
      row(160, '03/05 HOTEL', '-716.19', '-17.36', '7.16', '1,983.17'),
    ]);
    expect(a.tables[0]!.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'amount',
      'balance',
    ]);
    expect(summary(a)).toEqual([
      [
        ['TAXI RIDE', -41882, 158118],
        ['PHONE', -16137, 141981],
        ['INTEREST', 871, 142852],
        ['SALARY', 127084, 269936],
        ['HOTEL', -71619, 198317],
      ],
    ]);
  });
});

describe('movingColumns', () => {
  const point = (amounts: number[], balance: number) => ({
    amounts,
    printed: amounts.map((a) => a !== 0),
    balance,
  });
  it('keeps the columns whose sum is each move of the balance, oldest or newest first', () => {
    const oldest = [
      point([0, 0, 0], 1000),
      point([-100, -3, 5], 900),
      point([50, 50, 0], 950),
      point([-20, -1, 2], 930),
      point([10, 10, 0], 940),
    ];
    expect(movingColumns(oldest, 3, DEFAULT_SETTINGS)).toEqual(new Set([0]));
    const newest = [
      point([-20, -1, 2], 930),
      point([50, 50, 0], 950),
      point([-100, -3, 5], 900),
      point([0, 0, 0], 1000),
    ];
    expect(movingColumns(newest, 3, DEFAULT_SETTINGS)).toEqual(new Set([0]));
  });
  it('sets aside a column that breaks the moves where it prints, though all together fit most pairs', () => {
    // An accrued charge right of the balance: printed on two rows, never in the balance's move.
    const pts = [
      point([0, 0], 1000),
      point([-100, -4], 900),
      point([50, 0], 950),
      point([-20, 0], 930),
      point([10, 0], 940),
      point([-40, -5], 900),
      point([30, 0], 930),
    ];
    expect(movingColumns(pts, 2, DEFAULT_SETTINGS)).toEqual(new Set([0]));
  });
  it('keeps every column when all of them together move the balance (money out and money in)', () => {
    const pts = [
      point([0, 0], 1000),
      point([-100, 0], 900),
      point([0, 50], 950),
      point([-20, 0], 930),
      point([0, 10], 940),
    ];
    expect(movingColumns(pts, 2, DEFAULT_SETTINGS)).toBeNull();
  });
  it('decides nothing on fewer pairs than a column needs, or when no columns fit half of them', () => {
    expect(movingColumns([point([-100, -3], 900), point([50, 1], 950)], 2, DEFAULT_SETTINGS)).toBe(
      null,
    );
    const noise = [
      point([0, 0], 1000),
      point([-7, -3], 900),
      point([8, 1], 950),
      point([-9, -1], 930),
      point([6, 2], 940),
    ];
    expect(movingColumns(noise, 2, DEFAULT_SETTINGS)).toBeNull();
  });
});

describe('a figure or a dash in a cell of its own between the money columns', () => {
  it('is a column cell (a rate right-aligned past its title, "—" where none), no description', () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 300],
        ['Rate', 380],
        ['Balance', 520],
      ]),
      makeLine(1, 112, [
        ['03/01 TAXI RIDE', 50],
        ['-418.82', 300],
        ['41.2500', 405],
        ['1,581.18', 520],
      ]),
      makeLine(1, 124, [
        ['03/02 PHONE', 50],
        ['-161.37', 300],
        ['—', 435],
        ['1,419.81', 520],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['TAXI RIDE', -41882, 158118],
        ['PHONE', -16137, 141981],
      ],
    ]);
  });
});

describe('two amount columns and no balance, the first printed on a few rows only', () => {
  // Date 50, Description 110, Zorp 260 (an unknown title), Amount 330 (the spent currency's), Amount
  // 420 (the card's): a few rows print a code and a figure in the spent currency beside the card's amount.
  const header = makeLine(1, 100, [
    ['Date', 50],
    ['Description', 110],
    ['Zorp', 260],
    ['Amount', 330],
    ['Amount', 420],
  ]);
  const row = (y: number, text: string, own: string, code = '', foreign = '') =>
    makeLine(1, y, [
      [text, 50],
      ...(code ? [[code, 260] as [string, number], [foreign, 330] as [string, number]] : []),
      [own, 420],
    ]);
  const lines = [
    header,
    row(112, '03/01 BOOKSHOP', '-12.50'),
    row(124, '03/02 HOTEL ABROAD', '-41.10', 'ABC', '45.20'),
    row(136, '03/03 GROCER', '-8.75'),
    row(148, '03/04 PAYMENT THANK YOU', '100.00'),
    row(160, '03/05 TAXI ABROAD', '-19.99', 'ABC', '21.00'),
    row(172, '03/06 CAFE', '-4.20'),
  ];

  it('reads the other as the amount: the sparse one is a second figure of its rows, its code with it', () => {
    const a = assemble(lines);
    expect(a.tables[0]!.columns.map((c) => [c.role, c.x0])).toEqual([
      ['date', 50],
      ['description', 110],
      ['amount', 420],
    ]);
    expect(summary(a)).toEqual([
      [
        ['BOOKSHOP', -1250, null],
        ['HOTEL ABROAD', -4110, null],
        ['GROCER', -875, null],
        ['PAYMENT THANK YOU', 10000, null],
        ['TAXI ABROAD', -1999, null],
        ['CAFE', -420, null],
      ],
    ]);
  });

  it('keeps a word under the unknown title as text where a row printing no second figure prints one', () => {
    // The description runs on under the title, a word space after its text ("MARKET" at 250 to 280):
    // a word standing alone there would be a column of its own (sparseColumns.test.ts).
    const a = assemble([
      ...lines,
      makeLine(1, 184, [
        ['03/07 GIFT SHOP AT THE NORTHERN HARBOUR MARKET', 50],
        ['-3.00', 420],
      ]),
    ]);
    expect(summary(a)[0]!.map(([d]) => d)).toEqual([
      'BOOKSHOP',
      'HOTEL ABROAD ABC',
      'GROCER',
      'PAYMENT THANK YOU',
      'TAXI ABROAD ABC',
      'CAFE',
      'GIFT SHOP AT THE NORTHERN HARBOUR MARKET',
    ]);
  });
});

describe('besideOther', () => {
  const point = (printed: boolean[]) => ({
    amounts: printed.map((p) => (p ? 100 : 0)),
    printed,
    balance: null,
  });
  it('keeps the busy column where the other prints only beside it, on at most half as many rows', () => {
    const pts = [
      [false, true],
      [true, true],
      [false, true],
      [false, true],
    ].map(point);
    expect(besideOther(pts, DEFAULT_SETTINGS)).toEqual(new Set([1]));
  });
  it('decides nothing where each column prints alone on some row, or both as often', () => {
    const sides = [
      [true, false],
      [false, true],
      [false, true],
      [false, true],
    ].map(point);
    expect(besideOther(sides, DEFAULT_SETTINGS)).toBeNull();
    const even = [
      [true, true],
      [true, true],
      [true, true],
    ].map(point);
    expect(besideOther(even, DEFAULT_SETTINGS)).toBeNull();
  });
});
