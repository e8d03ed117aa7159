import { describe, expect, it } from 'vitest';
import { inferLayout } from '../inferLayout.ts';
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';

const header = (page: number, y: number): Line =>
  makeLine(page, y, [
    ['Date', 50],
    ['Description', 110],
    ['Debit', 350],
    ['Credit', 450],
  ]);

const read = (lines: Line[], looseAmounts = false) =>
  assembleTransactions(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {
    sumLines: true,
    looseAmounts,
  }).accounts[0]!;

const totalsOf = (a: ReturnType<typeof read>) =>
  a.totals.map((t) => [t.from, t.to, t.amounts.map((x) => x.cents)]);

describe('sum lines whose figure is the net of the rows', () => {
  const rows = [
    header(1, 100),
    makeLine(1, 112, [
      ['03/01 RENT', 50],
      ['10.00', 350],
    ]),
    makeLine(1, 124, [
      ['03/02 PAY', 50],
      ['4.00', 450],
    ]),
  ];

  it('take a total printed among the words, whatever the money column holds (a count)', () => {
    const a = read(
      [
        ...rows,
        makeLine(1, 136, [
          ['items totalling 6.00', 110],
          ['2', 350],
        ]),
      ],
      true,
    );
    expect(a.transactions.map((t) => t.cents)).toEqual([-1000, 400]);
    expect(totalsOf(a)).toEqual([[0, 2, [600]]]);
  });

  it('take a signed figure equal to the net movement, in whichever column', () => {
    const a = read([
      ...rows,
      makeLine(1, 136, [
        ['NET', 110],
        ['6.00-', 350],
      ]),
    ]);
    expect(a.transactions.map((t) => t.cents)).toEqual([-1000, 400]);
    expect(totalsOf(a)).toEqual([[0, 2, [600]]]);
  });

  it('take a plain figure equal to the net movement in the money column of its sign', () => {
    // More went out than came in: the net, 6.00 out, printed plain under the debits.
    const a = read([
      ...rows,
      makeLine(1, 136, [
        ['TURNOVER', 110],
        ['6.00', 350],
      ]),
    ]);
    expect(a.transactions.map((t) => t.cents)).toEqual([-1000, 400]);
    expect(totalsOf(a)).toEqual([[0, 2, [600]]]);
    // The same figure under the credits would move the balance the other way: a row.
    const b = read([
      ...rows,
      makeLine(1, 136, [
        ['TURNOVER', 110],
        ['6.00', 450],
      ]),
    ]);
    expect(b.transactions.map((t) => t.cents)).toEqual([-1000, 400, 600]);
    expect(b.totals).toEqual([]);
  });

  it('leave a line whose figures are no sum of the rows a row', () => {
    const a = read([
      ...rows,
      makeLine(1, 136, [
        ['NET 7.00', 110],
        ['5.00-', 350],
      ]),
    ]);
    expect(a.transactions.map((t) => t.cents)).toEqual([-1000, 400, -500]);
    expect(a.totals).toEqual([]);
  });
});

describe('the page furniture on a page without a repeated header', () => {
  it("leads no row above the page's first row, whatever dates it prints", () => {
    // The period printed under each page's letterhead, its dates under the date column.
    const band = (page: number) =>
      makeLine(page, 40, [
        ['Period', 10],
        ['03/01/2024 - 03/31/2024', 50],
      ]);
    const a = read([
      band(1),
      header(1, 100),
      makeLine(1, 112, [
        ['03/01 RENT', 50],
        ['10.00', 350],
      ]),
      band(2),
      // One date per day: an undated row continues the day above it.
      makeLine(2, 100, [
        ['PAY', 110],
        ['4.00', 450],
      ]),
    ]);
    expect(a.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['RENT', -1000],
      ['PAY', 400],
    ]);
  });
});

describe('a summary box of labels over figures', () => {
  it('is no balance brought forward under a layout inferred from the rows', () => {
    const lines = [
      makeLine(1, 60, [
        ['Qwerty start', 50],
        ['Qwerty end', 250],
      ]),
      makeLine(1, 72, [
        ['100.00', 150],
        ['86.00', 360],
      ]),
      ...[
        ['03/01 RENT', '10.00', 350, '90.00'],
        ['03/02 PAY', '4.00', 420, '94.00'],
        ['03/03 FEE', '3.00', 350, '91.00'],
        ['03/04 SHOP', '5.00', 350, '86.00'],
      ].map(([d, amt, x, bal], i) =>
        makeLine(1, 112 + 12 * i, [
          [d as string, 50],
          [amt as string, x as number],
          [bal as string, 500],
        ]),
      ),
    ];
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const fallback = inferLayout(rows, DEFAULT_SETTINGS);
    expect(fallback).not.toBeNull();
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { sumLines: true, fallback })
      .accounts[0]!;
    expect(a.checkpoints.filter((c) => c.after === 0)).toEqual([]);
    expect(a.transactions.length).toBe(4);
  });
});

describe('a line after rows that already take the opening to the closing', () => {
  const balanced = (closing: string, newestFirst: boolean) => {
    const rows: [string, string, number, string][] = [
      ['03/01 RENT', '10.00', 350, '90.00'],
      ['03/02 PAY', '7.00', 420, '97.00'],
    ];
    if (newestFirst) rows.reverse();
    return [
      makeLine(1, 60, [
        ['Opening balance', 50],
        ['100.00', 200],
      ]),
      makeLine(1, 72, [
        ['Closing balance', 50],
        [closing, 200],
      ]),
      makeLine(1, 100, [
        ['Date', 50],
        ['Description', 110],
        ['Debit', 350],
        ['Credit', 420],
        ['Balance', 500],
      ]),
      ...rows.map(([d, amt, x, bal], i) =>
        makeLine(1, 112 + 12 * i, [
          [d, 50],
          [amt, x],
          [bal, 500],
        ]),
      ),
      // A footer's figure standing in the debit column.
      makeLine(1, 200, [
        ['Zorp', 300],
        ['2.00', 350],
      ]),
    ];
  };
  const cents = (lines: Line[]) => read(lines).transactions.map((t) => t.cents);

  it('is no transaction: the running balance reaches the printed closing', () => {
    expect(cents(balanced('97.00', false))).toEqual([-1000, 700]);
  });

  it('is no transaction: a newest-first list reaches the printed opening at its oldest row', () => {
    // The closing label here is no help (the running balance ends at the oldest row's).
    expect(cents(balanced('99.00', true))).toEqual([700, -1000]);
  });

  it('stays a row when the rows do not yet reproduce the printed balances', () => {
    expect(cents(balanced('93.00', false))).toEqual([-1000, 700, -200]);
  });
});

describe('a line opening with a total word whose balance its amount moves', () => {
  const lines = (balance: string, unused: [string, number][] = []) => [
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Debit', 350],
      ['Credit', 420],
      ['Balance', 500],
    ]),
    makeLine(1, 112, [
      ['03/01 RENT', 50],
      ['10.00', 350],
      ['90.00', 500],
    ]),
    // A wrapped row's amount line: "TOTAL" opens its description.
    makeLine(1, 124, [['TOTAL 675741146', 110], ['5.00', 350], ...unused, [balance, 500]]),
    makeLine(1, 136, [
      ['03/03 PAY', 50],
      ['7.00', 420],
      ['92.00', 500],
    ]),
  ];
  const cents = (balance: string, unused: [string, number][] = []) =>
    assembleTransactions(
      linesToRows(lines(balance, unused), 'MDY', DEFAULT_SETTINGS),
      DEFAULT_SETTINGS,
      {},
    ).accounts[0]!.transactions.map((t) => t.cents);

  it('is a row, and the table goes on', () => {
    expect(cents('85.00')).toEqual([-1000, -500, 700]);
  });

  it('is a total, ending the table, when its balance is no move of the running balance', () => {
    expect(cents('83.00')).toEqual([-1000]);
  });

  it('is a row where it prints a zero in the side it leaves unused', () => {
    expect(cents('85.00', [['0.00', 420]])).toEqual([-1000, -500, 700]);
  });
});

describe('the balances at either end of a newest-first list without a balance column', () => {
  const list = (dates: [string, string], last: string) => [
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Debit', 350],
      ['Credit', 450],
    ]),
    // Whatever its words: the lone figure above the first row.
    makeLine(1, 112, [
      ['Zorp', 110],
      ['120.00', 450],
    ]),
    makeLine(1, 124, [
      [`${dates[0]} PAY`, 50],
      ['30.00', 450],
    ]),
    makeLine(1, 136, [
      [`${dates[1]} RENT`, 50],
      ['10.00', 350],
    ]),
    makeLine(1, 148, [
      ['Zorp', 110],
      [last, 450],
    ]),
  ];

  it('take the last line, the figure above less every row, as the opening: no row', () => {
    const a = read(list(['03/20', '03/10'], '100.00'));
    expect(a.transactions.map((t) => t.cents)).toEqual([3000, -1000]);
    expect(a.opening).toEqual({ cents: 10000, source: 'forward' });
  });

  it('leave it a row where the rows go forward in time, or another figure is printed', () => {
    expect(read(list(['03/10', '03/20'], '100.00')).transactions.map((t) => t.cents)).toEqual([
      3000, -1000, 10000,
    ]);
    expect(read(list(['03/20', '03/10'], '101.00')).transactions.map((t) => t.cents)).toEqual([
      3000, -1000, 10100,
    ]);
  });
});

describe("the net movement of a card's rows, under balances owed", () => {
  // The balance owed rises by the purchases (DR) and falls by the payment: 100.00 to 108.00. While
  // the rows are read, a card's signs are not settled (the issuer's plain payment reads as a purchase),
  // so the rows' own sum says nothing; the printed balances before and after them do.
  const lines = (opening: [string, string], net: string): Line[] => [
    makeLine(1, 60, [
      [opening[0], 50],
      [opening[1], 200],
    ]),
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 350],
      ['Balance', 500],
    ]),
    ...(
      [
        ['03/01 SHOP', '10.00 DR', '110.00'],
        ['03/02 PAYMENT', '4.00', '106.00'],
        ['03/03 SHOP', '2.00 DR', '108.00'],
      ] as const
    ).map(([d, amt, bal], i) =>
      makeLine(1, 112 + 12 * i, [
        [d, 50],
        [amt, 350],
        [bal, 500],
      ]),
    ),
    makeLine(1, 160, [
      ['NET', 110],
      [net, 350],
    ]),
  ];
  const card = (ls: Line[]) =>
    assembleTransactions(linesToRows(ls, 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {
      sumLines: true,
      liability: true,
    }).accounts[0]!;

  it('is a printed total, signed as the balance owed moves (a labelled opening)', () => {
    const a = card(lines(['Opening balance', '100.00'], '8.00 DR'));
    expect(a.transactions.length).toBe(3);
    expect(totalsOf(a)).toEqual([[0, 3, [800]]]);
    // Printed plain in the amount column, it says nothing of its sign: the size is the evidence.
    const plain = card(lines(['Opening balance', '100.00'], '8.00'));
    expect(plain.transactions.length).toBe(3);
    expect(totalsOf(plain)).toEqual([[0, 3, [800]]]);
  });

  it('is a printed total where the opening is only a figure beside an unknown label', () => {
    // The first row's balance moved back by its amount, one way round, is the figure printed above.
    const a = card(lines(['Zorp', '100.00'], '8.00 DR'));
    expect(a.opening).toBe(null);
    expect(a.transactions.length).toBe(3);
    expect(totalsOf(a)).toEqual([[0, 3, [800]]]);
  });

  it('stays a row when signed the other way round, or when no printed balance stands before the rows', () => {
    const against = card(lines(['Opening balance', '100.00'], '8.00 CR'));
    expect(against.transactions.map((t) => t.cents).slice(3)).toEqual([800]);
    expect(against.totals).toEqual([]);
    const unknown = card(lines(['Zorp', '50.00'], '8.00 DR'));
    expect(unknown.transactions.length).toBe(4);
    expect(unknown.totals).toEqual([]);
  });
});

describe('a total under an inferred layout, printed under the column of the other side', () => {
  // No header: debits at 250, credits at 330, the figures' side a guess; the totals' figures end at 330.
  const row = (y: number, date: string, debit: string, credit: string) =>
    makeLine(1, y, [
      [date, 50],
      [debit, 250 - 5 * debit.length],
      [credit, 330 - 5 * credit.length],
      ['Payment purpose text', 350],
    ]);
  const lines = [
    row(100, '03/02/2024', '', '5.21'),
    row(112, '03/04/2024', '3,631.41', ''),
    row(124, '03/05/2024', '', '130.78'),
    row(136, '03/06/2024', '45.37', ''),
    makeLine(1, 160, [
      ['Plugh (Frob)', 50],
      ['3,676.78', 290],
    ]),
  ];
  it('is the total of that side, no transaction', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const fallback = inferLayout(rows, DEFAULT_SETTINGS)!;
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { sumLines: true, fallback })
      .accounts[0]!;
    expect(a.transactions.length).toBe(4);
    expect(totalsOf(a)).toEqual([[0, 4, [367678]]]);
  });
});
