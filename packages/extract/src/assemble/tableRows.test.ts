import { describe, expect, it } from 'vitest';
import { inferLayout } from '../detectColumns.ts';
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { assemble, summary } from '../testing/assemble.ts';
import { LEDGER_HEADER, makeLine } from '../testing/lines.ts';

describe('a row is judged as a whole, not by one stray word', () => {
  it('keeps rows with an overdrawn mark after the balance, a time right of the table, or a footer on the baseline', () => {
    const a = assemble([
      LEDGER_HEADER,
      makeLine(1, 112, [
        ['01/15 CARD PURCHASE', 50],
        ['80.00', 330],
        ['20.00', 470],
        ['D', 500],
      ]),
      makeLine(1, 124, [
        ['01/16 SALARY', 50],
        ['500.00', 400],
        ['520.00', 470],
        ['14:32', 560],
      ]),
      makeLine(1, 136, [
        ['01/17 FEE', 50],
        ['5.00', 330],
        ['515.00', 470],
        ['Page 1 of 2', 600],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['CARD PURCHASE', -8000, -2000],
        ['SALARY', 50000, 52000],
        ['FEE', -500, 51500],
      ],
    ]);
  });

  it('keeps a row whose footer is set flush against its balance, reaching back into the column', () => {
    const a = assemble([
      LEDGER_HEADER,
      makeLine(1, 112, [
        ['01/15 CARD PURCHASE', 50],
        ['80.00', 330],
        ['20.00', 470],
      ]),
      makeLine(1, 124, [
        ['01/16 FEE', 50],
        ['5.00', 330],
        ['15.00', 475],
        ['Page 1 of 1', 499],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['CARD PURCHASE', -8000, 2000],
        ['FEE', -500, 1500],
      ],
    ]);
  });

  it('still leaves out prose that runs through the money columns', () => {
    const a = assemble([
      LEDGER_HEADER,
      makeLine(1, 112, [
        ['01/15 CARD PURCHASE', 50],
        ['80.00', 330],
        ['20.00', 470],
      ]),
      makeLine(1, 124, [
        ['Interest rates may change; see our leaflet for the current rates on balances', 110],
      ]),
    ]);
    expect(summary(a)).toEqual([[['CARD PURCHASE', -8000, 2000]]]);
  });
});

describe('a summary above the table ends no table', () => {
  it('keeps the inferred columns past a total and a closing balance printed before any row', () => {
    const lines = [
      makeLine(1, 60, [
        ['Closing balance', 50],
        ['1,150.00', 470],
      ]),
      makeLine(1, 72, [
        ['Total deposits', 50],
        ['500.00', 470],
      ]),
      makeLine(1, 90, [
        ['Posted', 50],
        ['Detail', 110],
        ['Activity', 330],
        ['Running', 470],
      ]),
      makeLine(1, 102, [
        ['01/15 PAYROLL', 50],
        ['500.00', 330],
        ['1,500.00', 470],
      ]),
      makeLine(1, 114, [
        ['01/16 RENT', 50],
        ['(350.00)', 330],
        ['1,150.00', 470],
      ]),
      makeLine(1, 126, [
        ['01/17 GROCER', 50],
        ['(12.00)', 330],
        ['1,138.00', 470],
      ]),
    ];
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const layout = inferLayout(rows, DEFAULT_SETTINGS);
    expect(layout).not.toBeNull();
    const a = assembleTransactions(rows, DEFAULT_SETTINGS, { fallback: layout });
    expect(summary(a)).toEqual([
      [
        ['PAYROLL', 50000, 150000],
        ['RENT', -35000, 115000],
        ['GROCER', -1200, 113800],
      ],
    ]);
  });
});

describe('columns right of the balance', () => {
  it('reads a description column printed last and leaves out an unknown column before it', () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Debits', 150],
        ['Credits', 220],
        ['Balance', 300],
        ['Originating Branch', 360],
        ['Remarks', 470],
      ]),
      makeLine(1, 112, [
        ['03/03', 50],
        ['-', 160],
        ['66.00', 225],
        ['518.00', 300],
        ['E-CHANNELS', 360],
        ['SALARY ACME NIGERIA LIMITED', 470],
      ]),
      makeLine(1, 124, [
        ['03/04', 50],
        ['21.00', 155],
        ['-', 230],
        ['497.00', 300],
        ['E-CHANNELS', 360],
        ['POS PURCHASE', 470],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['SALARY ACME NIGERIA LIMITED', 6600, 51800],
        ['POS PURCHASE', -2100, 49700],
      ],
    ]);
  });
});

describe('undated rows', () => {
  it('resume the table after a page break, carrying the last date', () => {
    const a = assemble([
      LEDGER_HEADER,
      makeLine(1, 112, [
        ['01/15 RENT', 50],
        ['700.00', 330],
        ['300.00', 470],
      ]),
      makeLine(1, 124, [
        ['GROCER', 110],
        ['20.00', 330],
        ['280.00', 470],
      ]),
      makeLine(2, 40, [
        ['CAFE', 110],
        ['5.00', 330],
        ['275.00', 470],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['RENT', -70000, 30000],
        ['GROCER', -2000, 28000],
        ['CAFE', -500, 27500],
      ],
    ]);
    expect(a.accounts[0]!.transactions.map((t) => t.date)).toEqual([
      { year: null, month: 1, day: 15 },
      { year: null, month: 1, day: 15 },
      { year: null, month: 1, day: 15 },
    ]);
  });
});

describe('an unknown column of numbers between the description and the money columns', () => {
  it('keeps its numbers out of the description', () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Descripcion', 110],
        ['Dcto.', 280],
        ['Debit', 350],
        ['Credit', 420],
        ['Balance', 490],
      ]),
      makeLine(1, 112, [
        ['03/02 RETIRO CAJERO', 50],
        ['4100', 282],
        ['19.00', 350],
        ['981.00', 490],
      ]),
    ]);
    expect(summary(a)).toEqual([[['RETIRO CAJERO', -1900, 98100]]]);
  });
});

describe('an amount printed with its CR/DR word', () => {
  it('takes no second mark: the short word after it starts the description', () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Amount', 150],
        ['Zorp', 205],
        ['Balance', 430],
      ]),
      makeLine(1, 112, [
        ['03/05/2024', 50],
        ['12.50 DR', 150],
        ['DD SHOP', 205],
        ['987.50', 430],
      ]),
      makeLine(1, 124, [
        ['03/06/2024', 50],
        ['2.50 DR', 155],
        ['POS CAFE', 205],
        ['985.00', 430],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['DD SHOP', -1250, 98750],
        ['POS CAFE', -250, 98500],
      ],
    ]);
  });
});

describe('a short word a cell gap after an amount', () => {
  it('starts the description: a mark stands in its amount’s cell', () => {
    const a = assemble([
      makeLine(1, 100, [
        ['Date', 50],
        ['Amount', 150],
        ['Zorp', 210],
        ['Balance', 430],
      ]),
      makeLine(1, 112, [
        ['03/05/2024', 50],
        ['12.50', 170],
        ['POS SHOP', 210],
        ['987.50', 430],
      ]),
      makeLine(1, 124, [
        ['03/06/2024', 50],
        ['2.50 CR', 180],
        ['IN CAFE', 225],
        ['990.00', 430],
      ]),
    ]);
    expect(summary(a)).toEqual([
      [
        // The table marks its credits CR: a plain amount is a debit.
        ['POS SHOP', -1250, 98750],
        ['IN CAFE', 250, 99000],
      ],
    ]);
  });
});

describe('a header naming only a posting date, printed after the money', () => {
  it('dates the rows by it', () => {
    const lines = [
      makeLine(1, 88, [
        ['Memo', 40],
        ['Money out', 250],
        ['Balance', 330],
        ['Posting Date', 380],
      ]),
      ...[
        ['SHOP', '12.50', '987.50', '05/01/2025'],
        ['RENT', '500.00', '487.50', '05/03/2025'],
        ['CAFE', '7.50', '480.00', '05/04/2025'],
      ].map(([text, out, bal, date], i) =>
        makeLine(1, 100 + 12 * i, [
          [text!, 40],
          [out!, 295 - out!.length * 5],
          [bal!, 365 - bal!.length * 5],
          [date!, 380],
        ]),
      ),
    ];
    expect(
      assemble(lines).accounts[0]!.transactions.map((t) => [
        t.description,
        t.cents,
        t.date?.month,
        t.date?.day,
      ]),
    ).toEqual([
      ['SHOP', -1250, 5, 1],
      ['RENT', -50000, 5, 3],
      ['CAFE', -750, 5, 4],
    ]);
  });
});

describe('a type-code column first, whole-number amounts and the date printed last', () => {
  it('keeps the codes out of the descriptions: the lines dated under the date column are the lead lines', () => {
    const lines = [
      makeLine(1, 88, [
        ['Code', 36],
        ['Narrative', 70],
        ['Withdrawals', 250],
        ['Balance', 340],
        ['Date', 380],
      ]),
      ...[
        ['SAL', 'GYM CLUB', '58', '1,942', '01/11/2024'],
        ['POS', 'CAFE', '35', '1,907', '02/11/2024'],
        ['ATM', 'TAXI RANK', '13', '1,894', '03/11/2024'],
        ['DD', 'RENT', '84', '1,810', '04/11/2024'],
      ].map(([code, text, out, bal, date], i) =>
        makeLine(1, 100 + 12 * i, [
          [code!, 36],
          [text!, 70],
          [out!, 305 - out!.length * 5],
          [bal!, 375 - bal!.length * 5],
          [date!, 380],
        ]),
      ),
    ];
    const a = assembleTransactions(linesToRows(lines, 'DMY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {
      order: 'DMY',
      looseAmounts: true,
    });
    expect(a.accounts[0]!.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['GYM CLUB', -5800],
      ['CAFE', -3500],
      ['TAXI RANK', -1300],
      ['RENT', -8400],
    ]);
  });
});
