/** Token columns past the first money column: under a title of their own only. */
import { describe, expect, it } from 'vitest';
import { detectHeader } from '../detectColumns.ts';
import { linesToRows } from '../linesToRows.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { assemble, summary } from '../testing/assemble.ts';
import { CHAR_WIDTH_PT, makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';
import { findTokenColumns } from './tokenColumns.ts';

/** A cell whose text ends at `x1` (right-aligned figures). */
function right(text: string, x1: number): [string, number] {
  return [text, x1 - text.length * CHAR_WIDTH_PT];
}

/** Header cells whose words name no known column (what readingMode.ts hands findTokenColumns). */
function unknownWords(header: Line, known: string[]): { text: string; x0: number; x1: number }[] {
  return header.words.filter((w) => !known.includes(w.text));
}

describe('a column of short words between the description and the money', () => {
  // Date | Description | Site | Debit | Balance: the site of each row sits under its own title.
  const header = makeLine(1, 100, [
    ['Date', 50],
    ['Description', 100],
    ['Site', 300],
    right('Debit', 400),
    right('Balance', 500),
  ]);
  const row = (y: number, day: string, text: string, site: string, amt: string, bal: string) =>
    makeLine(1, y, [[`01/${day}`, 50], [text, 100], [site, 300], right(amt, 400), right(bal, 500)]);
  const lines = [
    header,
    row(112, '02', 'CARD MARKET 1234', 'LDN', '10.00', '90.00'),
    row(124, '03', 'RENT', 'MCR', '20.00', '70.00'),
    row(136, '04', 'CASH POINT', 'BRS', '5.00', '65.00'),
  ];

  it('is a column of its own under its title, right of the description', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    const cells = unknownWords(header, ['Date', 'Description', 'Debit', 'Balance']);
    expect(findTokenColumns(rows.slice(1), lay, DEFAULT_SETTINGS, cells)).toEqual([
      { x0: 300, x1: 315, titled: true },
    ]);
    expect(summary(assemble(lines))).toEqual([
      [
        ['CARD MARKET 1234', -1000, 9000],
        ['RENT', -2000, 7000],
        ['CASH POINT', -500, 6500],
      ],
    ]);
  });
});

describe('a titled code column after the amount, before an unnamed description', () => {
  // Date | Amount | Kind | (a description title the vocabulary does not know) | Balance.
  const header = makeLine(1, 100, [
    ['Date', 50],
    right('Amount', 150),
    ['Kind', 165],
    ['Blurb', 200],
    right('Balance', 450),
  ]);
  const row = (y: number, day: string, amt: string, kind: string, text: string, bal: string) =>
    makeLine(1, y, [[`01/${day}`, 50], right(amt, 150), [kind, 165], [text, 200], right(bal, 450)]);

  it('keeps the codes out of the description', () => {
    const lines = [
      header,
      row(112, '02', '-10.00', 'POS', 'MARKET 99', '90.00'),
      row(124, '03', '-20.00', 'TRF', 'RENT TO LANDLORD', '70.00'),
      row(136, '04', '-5.00', 'ATM', 'CASH', '65.00'),
    ];
    expect(summary(assemble(lines))).toEqual([
      [
        ['MARKET 99', -1000, 9000],
        ['RENT TO LANDLORD', -2000, 7000],
        ['CASH', -500, 6500],
      ],
    ]);
  });

  it('finds none where the first words of the description start at the same x (no gutter)', () => {
    const lines = [
      header,
      row(112, '02', '-10.00', 'POS MARKET', '', '90.00'),
      row(124, '03', '-20.00', 'TRF RENT', '', '70.00'),
      row(136, '04', '-5.00', 'ATM CASH', '', '65.00'),
    ];
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    const cells = unknownWords(header, ['Date', 'Amount', 'Balance']);
    expect(findTokenColumns(rows.slice(1), lay, DEFAULT_SETTINGS, cells)).toEqual([]);
  });
});

describe('a column of short words after the amount and the description', () => {
  // Date | Amount | Details | [Site] | Balance: past the first money column, a title of its own decides.
  const row = (y: number, day: string, amt: string, text: string, site: string, bal: string) =>
    makeLine(1, y, [[`01/${day}`, 50], right(amt, 150), [text, 165], [site, 300], right(bal, 450)]);
  const body = [
    row(112, '02', '-10.00', 'CARD MARKET 1234', 'LDN', '90.00'),
    row(124, '03', '-20.00', 'RENT', 'MCR', '70.00'),
    row(136, '04', '-5.00', 'CASH POINT', 'BRS', '65.00'),
  ];
  const header = (site: boolean) =>
    makeLine(1, 100, [
      ['Date', 50],
      right('Amount', 150),
      ['Details', 165],
      ...(site ? [['Site', 300] as [string, number]] : []),
      right('Balance', 450),
    ]);

  it('under a title of its own is a column: not the description', () => {
    expect(summary(assemble([header(true), ...body]))[0]!.map((r) => r[0])).toEqual([
      'CARD MARKET 1234',
      'RENT',
      'CASH POINT',
    ]);
  });

  it('without one, stays in the description', () => {
    expect(summary(assemble([header(false), ...body]))[0]!.map((r) => r[0])).toEqual([
      'CARD MARKET 1234 LDN',
      'RENT MCR',
      'CASH POINT BRS',
    ]);
  });
});

describe('a titled code column just after amounts printed with a mark or as whole numbers', () => {
  // Date | Amount | Type | (an unnamed description) | Balance: debits print "63.00 D" (the mark a
  // line height from the code), credits a whole "691" ending where the marks end.
  const header = makeLine(1, 100, [
    ['Date', 50],
    right('Amount', 157),
    ['Type', 165],
    ['Blurb', 200],
    right('Balance', 450),
  ]);
  const debit = (y: number, day: string, amt: string, code: string, text: string, bal: string) =>
    makeLine(1, y, [
      [`01/${day}`, 50],
      right(amt, 150),
      ['D', 152],
      [code, 165],
      [text, 200],
      right(bal, 450),
    ]);
  const debits = [
    debit(112, '02', '63.00', 'POS', 'NEFT POWER', '937.00'),
    debit(124, '03', '20.00', 'ATM', 'RENT', '917.00'),
    debit(136, '04', '5.00', 'TRF', 'CASH', '912.00'),
    debit(148, '05', '7.50', 'POS', 'MARKET 99', '904.50'),
  ];
  const credit = makeLine(1, 160, [
    ['01/06', 50],
    right('691', 157),
    ['SAL', 165],
    ['PAYROLL', 200],
    right('1595.50', 450),
  ]);

  it('is a column: the marks and the whole amounts stand in the money cell, not in its gutter', () => {
    const rows = linesToRows([header, ...debits, credit], 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    const cells = unknownWords(header, ['Date', 'Amount', 'Balance']);
    expect(findTokenColumns(rows.slice(1), lay, DEFAULT_SETTINGS, cells)).toEqual([
      { x0: 165, x1: 180, titled: true },
    ]);
  });

  it('keeps the codes out of the descriptions', () => {
    expect(summary(assemble([header, ...debits]))).toEqual([
      [
        ['NEFT POWER', -6300, 93700],
        ['RENT', -2000, 91700],
        ['CASH', -500, 91200],
        ['MARKET 99', -750, 90450],
      ],
    ]);
  });
});

describe('a code on the first line of a row whose money is on its last line', () => {
  // Date | Code | Description | Debit | Balance, the date printed once per day: the first line of the
  // third row is neither dated nor holds money, yet its code stands left of the description's title.
  const header = makeLine(1, 100, [
    ['Date', 40],
    ['Code', 100],
    ['Description', 140],
    right('Debit', 400),
    right('Balance', 500),
  ]);
  const row = (y: number, day: string, code: string, text: string, amt: string, bal: string) =>
    makeLine(1, y, [[day, 40], [code, 100], [text, 140], right(amt, 400), right(bal, 500)]);
  const lines = [
    header,
    row(112, '01/02', 'POS', 'MARKET 99', '10.00', '90.00'),
    row(124, '01/03', 'TRF', 'RENT', '20.00', '70.00'),
    makeLine(1, 136, [
      ['DD', 100],
      ['WATER BILL 1234', 140],
    ]),
    makeLine(1, 146, [['REF 5678', 140], right('5.00', 400), right('65.00', 500)]),
    row(158, '01/04', 'ATM', 'CASH', '7.50', '57.50'),
  ];

  it('keeps the code out of the description', () => {
    expect(summary(assemble(lines))).toEqual([
      [
        ['MARKET 99', -1000, 9000],
        ['RENT', -2000, 7000],
        ['WATER BILL 1234 REF 5678', -500, 6500],
        ['CASH', -750, 5750],
      ],
    ]);
  });
});

describe('a titled code column nearer the amount than the text, and a row whose money is last', () => {
  // Date | Amount | Code | Description | Balance: each code set nearer its amount than the text after
  // it, where a short word would be the figure's mark. The third row prints its code on a first line
  // with neither date nor money (dates once per day, money on the row's last line).
  const header = makeLine(1, 100, [
    ['Date', 36],
    right('Amount', 127),
    ['Code', 134],
    ['Description', 164],
    right('Balance', 465),
  ]);
  const row = (y: number, day: string, amt: string, code: string, text: string, bal: string) =>
    makeLine(1, y, [[day, 36], right(amt, 127), [code, 134], [text, 164], right(bal, 465)]);
  const lines = [
    header,
    row(112, '04.02.2023', '-68.27', 'ATM', 'ACH CANTINE', '4753.27'),
    row(124, '05.02.2023', '-110.18', 'ATM', 'INSURANCE 52906025', '4643.09'),
    makeLine(1, 136, [
      ['CHG', 134],
      ['POS BAKERY 87486914', 164],
    ]),
    makeLine(1, 146, [right('-129.51', 127), ['DATE 349530463', 164], right('4513.58', 465)]),
    row(158, '06.02.2023', '76.49', 'SAL', 'SALARY 94095661', '4590.07'),
    row(170, '07.02.2023', '-192.49', 'CHG', 'NEFT RENT', '4397.58'),
  ];

  it('is a column of its own: its words are no marks of the figures', () => {
    const rows = linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    const cells = unknownWords(header, ['Date', 'Amount', 'Description', 'Balance']);
    expect(findTokenColumns(rows.slice(1), lay, DEFAULT_SETTINGS, cells)).toEqual([
      { x0: 134, x1: 149, titled: true },
    ]);
  });

  it('keeps the code out of the description of the row whose money is last', () => {
    expect(summary(assemble(lines, 'DMY'))).toEqual([
      [
        ['ACH CANTINE', -6827, 475327],
        ['INSURANCE 52906025', -11018, 464309],
        ['POS BAKERY 87486914 DATE 349530463', -12951, 451358],
        ['SALARY 94095661', 7649, 459007],
        ['NEFT RENT', -19249, 439758],
      ],
    ]);
  });
});

describe('a titled code column just after amounts whose token holds its Dr mark', () => {
  // Date | Amount | Type | (an unnamed description) | Balance: debits print "63,00 Dr", the mark read
  // into the amount; the code after it is the type column's word, not a second mark of the figure.
  const header = makeLine(1, 100, [
    ['Date', 50],
    right('Amount', 162),
    ['Type', 170],
    ['Blurb', 200],
    right('Balance', 450),
  ]);
  const debit = (y: number, day: string, amt: string, code: string, text: string, bal: string) =>
    makeLine(1, y, [
      [`01/${day}`, 50],
      right(amt, 150),
      ['Dr', 152],
      [code, 170],
      [text, 200],
      right(bal, 450),
    ]);
  const lines = [
    header,
    debit(112, '02', '63.00', 'POS', 'NEFT POWER', '937.00'),
    debit(124, '03', '20.00', 'ATM', 'RENT', '917.00'),
    debit(136, '04', '5.00', 'TRF', 'CASH', '912.00'),
    makeLine(1, 148, [
      ['01/05', 50],
      right('7.50', 162),
      ['SAL', 170],
      ['PAYROLL', 200],
      right('919.50', 450),
    ]),
  ];

  it('reads the mark into the amount', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    expect(rows[1]!.amounts[0]!.amount.marker).toBe('DR');
  });

  it('keeps the codes out of the descriptions', () => {
    expect(summary(assemble(lines))).toEqual([
      [
        ['NEFT POWER', -6300, 93700],
        ['RENT', -2000, 91700],
        ['CASH', -500, 91200],
        ['PAYROLL', 750, 91950],
      ],
    ]);
  });
});

describe('a titled column right of the description on the first line of a row whose money is last', () => {
  // Date | Description | Branch | Debit | Balance, the date printed once per day: the third row's first
  // line is neither dated nor holds money, yet its branch stands under "Branch", a gutter clear of the
  // description; the fourth row's second line is description text running on under the title.
  const header = makeLine(1, 100, [
    ['Date', 40],
    ['Description', 100],
    ['Branch', 300],
    right('Debit', 400),
    right('Balance', 500),
  ]);
  const row = (y: number, day: string, text: string, site: string, amt: string, bal: string) =>
    makeLine(1, y, [[day, 40], [text, 100], [site, 300], right(amt, 400), right(bal, 500)]);
  const lines = [
    header,
    row(112, '01/02', 'CARD MARKET 99', 'NORTH', '10.00', '90.00'),
    row(124, '01/03', 'RENT', 'SOUTH', '20.00', '70.00'),
    row(136, '01/03', 'TAX', 'EAST', '2.00', '68.00'),
    row(148, '01/03', 'FEE', 'EAST', '3.00', '65.00'),
    makeLine(1, 160, [
      ['WATER BILL', 100],
      ['HARBOUR', 300],
    ]),
    makeLine(1, 170, [['REF 5678', 100], right('5.00', 400), right('60.00', 500)]),
    row(182, '01/04', 'CASH', 'WEST', '7.50', '52.50'),
    makeLine(1, 194, [['TRANSFER TO THE ACCOUNT OF MR J SMITH AND MRS', 100]]),
    makeLine(1, 204, [['J SMITH', 100], right('2.50', 400), right('50.00', 500)]),
    makeLine(1, 216, [
      ['GAS', 100],
      ['NORTH', 250],
    ]),
    makeLine(1, 226, [['BILL', 100], right('1.00', 400), right('49.00', 500)]),
  ];

  it('keeps the branch out of the description, and the text running under the title in it', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    const cells = unknownWords(header, ['Date', 'Description', 'Debit', 'Balance']);
    const lead = rows.slice(1).filter((r) => r.dates.length > 0 || r.amounts.length > 0);
    expect(findTokenColumns(lead, lay, DEFAULT_SETTINGS, cells)).toEqual([
      { x0: 300, x1: 325, titled: true },
    ]);
    // The wrapped line's words run under "Branch" ("AND MRS", x 290 to 325) with no gutter: description text.
    expect(rows[8]!.line.words.map((w) => w.x0).filter((x) => x >= 280)).toEqual([290, 310]);
    expect(summary(assemble(lines))).toEqual([
      [
        ['CARD MARKET 99', -1000, 9000],
        ['RENT', -2000, 7000],
        ['TAX', -200, 6800],
        ['FEE', -300, 6500],
        ['WATER BILL REF 5678', -500, 6000],
        ['CASH', -750, 5250],
        ['TRANSFER TO THE ACCOUNT OF MR J SMITH AND MRS J SMITH', -250, 5000],
        ['GAS NORTH BILL', -100, 4900],
      ],
    ]);
  });
});

describe('a header titling two text columns, the first a type column', () => {
  // Date | Amount | Operation | Details: both titles name a description, the first holds one word a row.
  const header = makeLine(1, 100, [
    ['Date', 50],
    right('Amount', 150),
    ['Operation', 165],
    ['Details', 240],
  ]);
  const row = (y: number, day: string, amt: string, kind: string, text: string) =>
    makeLine(1, y, [[`01/${day}`, 50], right(amt, 150), [kind, 165], [text, 240]]);
  const lines = [
    header,
    row(112, '02', '-10.00', 'Purchase', 'MARKET 99 LONDON'),
    row(124, '03', '-20.00', 'Transfer', 'RENT TO LANDLORD'),
    row(136, '04', '+5.00', 'Replenishment', 'SALARY ACME'),
    row(148, '05', '-7.00', 'Purchase', 'CAFE'),
  ];

  it('reads the type column as its own, the last text column as the description', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(findTokenColumns(rows.slice(1), lay, DEFAULT_SETTINGS)).toEqual([
      { x0: 165, x1: 230, titled: true },
    ]);
    expect(
      summary(assemble(lines))
        .flat()
        .map(([text, cents]) => [text, cents]),
    ).toEqual([
      ['MARKET 99 LONDON', -1000],
      ['RENT TO LANDLORD', -2000],
      ['SALARY ACME', 500],
      ['CAFE', -700],
    ]);
  });

  it('keeps one-word text columns as description when every text column is one word a row', () => {
    const oneWord = [
      header,
      row(112, '02', '-10.00', 'Purchase', 'MARKET'),
      row(124, '03', '-20.00', 'Transfer', 'RENT'),
      row(136, '04', '+5.00', 'Replenishment', 'SALARY'),
    ];
    const rows = linesToRows(oneWord, 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(findTokenColumns(rows.slice(1), lay, DEFAULT_SETTINGS)).toEqual([]);
  });
});
