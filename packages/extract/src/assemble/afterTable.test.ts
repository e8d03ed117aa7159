import { describe, expect, it } from 'vitest';
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LEDGER_HEADER, ledgerRow, makeLine } from '../testing/lines.ts';
import type { AccountDraft, DraftTransaction, Line } from '../types.ts';
import {
  bandAccountNumber,
  headingNumber,
  maskedCardNumber,
  numberFromBand,
  numberOverIban,
  repeatedNumber,
} from './bandNumber.ts';

const header = makeLine(1, 100, [
  ['Date', 50],
  ['Description', 110],
  ['Debit', 350],
  ['Credit', 450],
]);
const rows = [
  makeLine(1, 112, [
    ['03/02 FEE', 50],
    ['10.00', 350],
  ]),
  makeLine(1, 124, [
    ['03/03 DEPOSIT', 50],
    ['50.00', 450],
  ]),
  makeLine(1, 136, [
    ['03/04 ATM', 50],
    ['20.00', 350],
  ]),
];
/** A summary after the table, its figures under the credit column: previous balance, sums, new balance. */
const summary = (opening: string, closing: string): Line[] => [
  makeLine(1, 160, [
    ['QWERTY ZXCV', 200],
    [opening, 450],
  ]),
  makeLine(1, 172, [
    ['ASDF ZXCV', 200],
    ['30.00', 450],
  ]),
  makeLine(1, 184, [
    ['ASDF HJKL', 200],
    ['50.00', 450],
  ]),
  makeLine(1, 196, [
    ['UIOP ZXCV', 200],
    [closing, 450],
  ]),
];
const read = (lines: Line[]) =>
  assembleTransactions(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {
    sumLines: true,
  }).accounts[0]!;

describe('balances printed only after the table', () => {
  it('are the opening and closing the rows join (opening + sum = closing), and the summary no rows', () => {
    const acct = read([header, ...rows, ...summary('100.00', '120.00')]);
    expect(acct.transactions.map((t) => t.cents)).toEqual([-1000, 5000, -2000]);
    expect(acct.opening).toEqual({ cents: 10000, source: 'forward' });
    expect(acct.closing).toEqual({ cents: 12000, source: 'forward' });
  });

  it('are not the rows’ own money out and in, which the rows join by construction (out + sum = in)', () => {
    const sums = [
      makeLine(1, 160, [
        ['ASDF ZXCV', 200],
        ['30.00', 350],
      ]),
      makeLine(1, 172, [
        ['ASDF HJKL', 200],
        ['50.00', 450],
      ]),
    ];
    const acct = read([header, ...rows, ...sums]);
    expect(acct.transactions.map((t) => t.cents)).toEqual([-1000, 5000, -2000]);
    expect(acct.opening).toBeNull();
    expect(acct.closing).toBeNull();
    expect(acct.totals.map((t) => t.amounts.map((a) => [a.role, a.cents]))).toEqual([
      [['debit', 3000]],
      [['credit', 5000]],
    ]);
  });

  it('stay lines of the table when no figure below is the first moved by the rows', () => {
    const acct = read([header, ...rows, ...summary('100.00', '121.00')]);
    expect(acct.opening).toBeNull();
    expect(acct.transactions.length).toBe(7);
  });
});

describe('a labelled opening under the rows, over a summary the rows fit', () => {
  /** Opening, the sums out and in, then the closing, labelled, under the credit column. */
  const labelled = (closing: string): Line[] => [
    makeLine(1, 160, [
      ['Opening balance', 200],
      ['100.00', 450],
    ]),
    makeLine(1, 172, [
      ['ASDF ZXCV', 200],
      ['30.00', 450],
    ]),
    makeLine(1, 184, [
      ['ASDF HJKL', 200],
      ['50.00', 450],
    ]),
    makeLine(1, 196, [
      ['Closing balance', 200],
      [closing, 450],
    ]),
  ];
  const readAll = (lines: Line[]) =>
    assembleTransactions(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {})
      .accounts;

  it('is the account’s own opening, its summary no rows, where the closing below is it moved by every row', () => {
    const accounts = readAll([header, ...rows, ...labelled('120.00')]);
    expect(accounts).toHaveLength(1);
    const acct = accounts[0]!;
    expect(acct.transactions.map((t) => t.cents)).toEqual([-1000, 5000, -2000]);
    expect(acct.opening).toEqual({ cents: 10000, source: 'label' });
    expect(acct.closing).toEqual({ cents: 12000, source: 'label' });
  });

  it('is the account’s own on the other side of the balance too, which the reading of the side settles', () => {
    const accounts = readAll([header, ...rows, ...labelled('80.00')]);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.opening).toEqual({ cents: 10000, source: 'label' });
    expect(accounts[0]!.closing).toEqual({ cents: 8000, source: 'label' });
  });

  it('starts the next account where no figure below is it moved by the rows', () => {
    const accounts = readAll([header, ...rows, ...labelled('121.00')]);
    expect(accounts).toHaveLength(2);
    expect(accounts[0]!.opening).toBeNull();
    expect(accounts[1]!.opening).toEqual({ cents: 10000, source: 'label' });
  });
});

describe('figures under a balance carried forward past the last row', () => {
  // Every row prints its running balance; "Balance C/F" carries the last one; a summary follows at the
  // left margin, its figures ending just left of the debit column's title.
  const table = [
    LEDGER_HEADER,
    makeLine(1, 112, [
      ['Balance B/F', 110],
      ['1,000.00', 470],
    ]),
    ledgerRow(124, '03/02 GROCER', '100.00', '900.00'),
    ledgerRow(136, '03/03 CAFE', '25.00', '875.00'),
    makeLine(1, 148, [
      ['Balance C/F', 110],
      ['875.00', 470],
    ]),
  ];
  const notes = [
    makeLine(1, 175, [
      ['Qwerty zxcv', 50],
      ['3.17', 310],
    ]),
    makeLine(1, 187, [
      ['Asdf hjkl', 50],
      ['1,234.56', 290],
    ]),
  ];
  const readAll = (lines: Line[]) =>
    assembleTransactions(linesToRows(lines, 'MDY', DEFAULT_SETTINGS), DEFAULT_SETTINGS, {})
      .accounts[0]!;

  it('are no rows, where they print no balance: the carried balance is the closing', () => {
    const acct = readAll([...table, ...notes]);
    expect(acct.transactions.map((t) => t.cents)).toEqual([-10000, -2500]);
    expect(acct.closing).toEqual({ cents: 87500, source: 'forward' });
  });

  it('leave a row printing its running balance a row, and the carried line no closing', () => {
    const acct = readAll([...table, ledgerRow(160, 'FEE', '5.00', '870.00')]);
    expect(acct.transactions.map((t) => t.cents)).toEqual([-10000, -2500, -500]);
    expect(acct.closing).toBeNull();
  });
});

describe('bandAccountNumber', () => {
  const band = (texts: string[]) =>
    texts.map(
      (t, i) => linesToRows([makeLine(1, 50 + 12 * i, [[t, 50]])], 'DMY', DEFAULT_SETTINGS)[0]!,
    );
  it('reads the one labelled dash-grouped number of ten digits or more on the repeated band', () => {
    const r = band([
      'Qwerty Bank',
      'Xyzzy: 160-0000012345678-90',
      'Period: 01.03.2024. - 31.03.2024.',
    ]);
    expect(bandAccountNumber(r, new Set([0, 1, 2]))).toBe('160-0000012345678-90');
  });
  it('reads none from a short number, an unlabelled one, two different ones or lines off the band', () => {
    expect(bandAccountNumber(band(['Ref: 12-345-678']), new Set([0]))).toBeNull();
    expect(bandAccountNumber(band(['Xyzzy 160-0000012345678-90']), new Set([0]))).toBeNull();
    const two = band(['Xyzzy: 160-0000012345678-90', 'Plugh: 170-0000012345678-91']);
    expect(bandAccountNumber(two, new Set([0, 1]))).toBeNull();
    expect(bandAccountNumber(two, new Set([1]))).toBe('170-0000012345678-91');
    expect(bandAccountNumber(two, new Set())).toBeNull();
  });
});

describe('maskedCardNumber', () => {
  const lines = (texts: string[]) =>
    linesToRows(
      texts.map((t, i) => makeLine(1, 50 + 12 * i, [[t, 50]])),
      'DMY',
      DEFAULT_SETTINGS,
    );
  const first = (page: number, y: number) => ({ page, y }) as DraftTransaction;
  it('reads the one masked card number above the first row, whatever its label', () => {
    const r = lines(['Qwerty Bank', 'Plugh 4213 XXXX XXXX 5512', 'Period 16/02/2024 - 15/03/2024']);
    expect(maskedCardNumber(r, first(1, 200))).toBe('4213 XXXX XXXX 5512');
    expect(maskedCardNumber(lines(['Xyzzy ************5512']), first(1, 200))).toBe(
      '************5512',
    );
  });
  it('reads one showing the first six digits, a group mixing digits and masks', () => {
    const r = lines(['Qwerty Bank', 'Plugh 5368 51** **** 4412', 'Period 16.02.2024 - 15.03.2024']);
    expect(maskedCardNumber(r, first(1, 200))).toBe('5368 51** **** 4412');
    // Four groups of digits alone are no masked number.
    expect(maskedCardNumber(lines(['Plugh 5368 5111 2222 4412']), first(1, 200))).toBeNull();
  });
  it('reads none unmasked, below the first row, or where two different ones are printed', () => {
    expect(maskedCardNumber(lines(['Plugh 4213 1111 2222 5512']), first(1, 200))).toBeNull();
    expect(maskedCardNumber(lines(['Plugh 4213 XXXX XXXX 5512']), first(1, 40))).toBeNull();
    const two = lines(['Plugh 4213 XXXX XXXX 5512', 'Plugh 4213 XXXX XXXX 6623']);
    expect(maskedCardNumber(two, first(1, 200))).toBeNull();
  });
});

describe('headingNumber', () => {
  const lines = (texts: string[]) =>
    linesToRows(
      texts.map((t, i) => makeLine(1, 50 + 12 * i, [[t, 50]])),
      'DMY',
      DEFAULT_SETTINGS,
    );
  const first = { page: 1, y: 200 } as DraftTransaction;
  it('reads the one labelled number of twelve digits or more in the heading, groups and all', () => {
    const r = lines(['Qwerty Bank', 'Plugh : 007 780 0001234000000123 45', 'Devise : XYZ']);
    expect(headingNumber(r, first)).toBe('007 780 0001234000000123 45');
    expect(headingNumber(lines(['Xyzzy SN012 01001 012345678901 23']), first)).toBe(
      'SN012 01001 012345678901 23',
    );
    // A ten-digit number (an identity or phone number) beside it is no account number.
    const id = lines(['Plugh 0133-26-012345', 'Frob 010190-2939', 'Tel 0800 123 4567']);
    expect(headingNumber(id, first)).toBe('0133-26-012345');
  });
  it('reads an IBAN whole, its letters no label of the digit groups after it', () => {
    const r = lines(['Qwerty Bank', 'Plugh: AZ21 NABZ 0000 0000 1370 1000 1944', 'Xyzzy: AZN']);
    expect(headingNumber(r, first)).toBe('AZ21 NABZ 0000 0000 1370 1000 1944');
    // Unlabelled, it is no number of the heading, nor are its groups.
    expect(headingNumber(lines(['AZ21 NABZ 0000 0000 1370 1000 1944']), first)).toBeNull();
    // Its check digits failing, one of its country's registered length (28 for BY) is read whole too.
    expect(headingNumber(lines(['Plugh: BY31 ALFA 3014 3058 6200 1027 0000']), first)).toBe(
      'BY31 ALFA 3014 3058 6200 1027 0000',
    );
    // Shorter than its country's length and failing its check, it is none: the digit groups are read.
    expect(headingNumber(lines(['Plugh: BY31 ALFA 3014 3058 6200 1027']), first)).toBe(
      '3014 3058 6200 1027',
    );
  });
  it('reads the only labelled number of ten digits or more where none has twelve', () => {
    const r = lines(['Qwerty Bank', 'Plugh nu. 0201234567', 'Frob: XYZ - Xyzzy']);
    expect(headingNumber(r, first)).toBe('0201234567');
    // Two of them (a phone number beside it) give none; nine digits are too few.
    expect(headingNumber(lines(['Plugh nu. 0201234567', 'Frob 0800 123 4567']), first)).toBeNull();
    expect(headingNumber(lines(['Plugh nu. 020123456']), first)).toBeNull();
  });
  it('reads none where two long numbers, only dates or an unlabelled number are printed', () => {
    expect(headingNumber(lines(['Plugh 0133-26-012345', 'Frob 0133-26-099999']), first)).toBeNull();
    expect(headingNumber(lines(['Period 2024-03-01 2024-03-31']), first)).toBeNull();
    expect(headingNumber(lines(['0133-26-012345']), first)).toBeNull();
  });
  it('reads, of two long numbers, the one whose label repeats a word of the larger title above', () => {
    const heading = (title: string) =>
      linesToRows(
        [
          {
            ...makeLine(1, 40, [
              ['Qwerty Bank', 50],
              [title, 300],
            ]),
            height: 16,
          },
          makeLine(1, 60, [['Plugh: 23202934010112345678', 300]]),
          makeLine(1, 72, [['Frob: 390101234 Xyzzy: 101234567890', 300]]),
        ],
        'DMY',
        DEFAULT_SETTINGS,
      );
    expect(headingNumber(heading('PLUGH STATEMENT'), first)).toBe('23202934010112345678');
    // A title naming neither label (or both numbers alike) decides nothing.
    expect(headingNumber(heading('STATEMENT'), first)).toBeNull();
  });
});

describe('repeatedNumber', () => {
  const page = (p: number, texts: string[]) =>
    texts.map((t, i) => makeLine(p, 50 + 12 * i, [[t, 50]]));
  const rows = (pages: string[][]) =>
    linesToRows(
      pages.flatMap((texts, i) => page(i + 1, texts)),
      'DMY',
      DEFAULT_SETTINGS,
    );
  const on = (...pages: number[]) => pages.map((p) => ({ page: p, y: 200 }) as DraftTransaction);
  it("reads the labelled number of ten digits or more every page's heading prints", () => {
    const r = rows([
      ['Qwerty Bank', 'Plugh xyzzy: 161-045-00123456-78', 'Frob 4227123450006'],
      ['Qwerty Bank', 'Xyzzy: 161-045-00123456-78'],
      ['Qwerty Bank', 'Xyzzy: 161-045-00123456-78'],
    ]);
    expect(repeatedNumber(r, on(1, 2, 3))).toBe('161-045-00123456-78');
    const ten = rows([['Plugh Nro. 1000123456'], ['Plugh Nro. 1000123456', 'Frob: 128001']]);
    expect(repeatedNumber(ten, on(1, 2))).toBe('1000123456');
  });
  it('reads none on one page, missing from a page with rows, below the rows, or two of them', () => {
    const one = rows([['Xyzzy: 161-045-00123456-78']]);
    expect(repeatedNumber(one, on(1))).toBeNull();
    const missing = rows([
      ['Xyzzy: 161-045-00123456-78'],
      ['Qwerty Bank'],
      ['Xyzzy: 161-045-00123456-78'],
    ]);
    expect(repeatedNumber(missing, on(1, 2, 3))).toBeNull();
    const twice = rows([['Xyzzy: 1000123456'], ['Xyzzy: 1000123456']]);
    expect(
      repeatedNumber(twice, [
        { page: 1, y: 40 },
        { page: 2, y: 40 },
      ] as DraftTransaction[]),
    ).toBeNull();
    const two = rows([
      ['Xyzzy: 1000123456', 'Frob: 2000123456'],
      ['Xyzzy: 1000123456', 'Frob: 2000123456'],
    ]);
    expect(repeatedNumber(two, on(1, 2))).toBeNull();
    // Nine digits are too few: a date or a code.
    expect(repeatedNumber(rows([['Xyzzy: 100012345'], ['Xyzzy: 100012345']]), on(1, 2))).toBeNull();
  });
  it('names the account by it before the one long number of the first page', () => {
    const r = rows([
      ['Plugh: 1280016012345678', 'Frob 02104201610123'],
      ['Plugh: 1280016012345678'],
    ]);
    const account = {
      accountNumber: null,
      liability: false,
      transactions: on(1, 2),
    } as unknown as AccountDraft;
    expect(numberFromBand([account], r, new Set())[0]).toMatchObject({
      accountNumber: '1280016012345678',
      numberUnlabelled: true,
    });
  });
});

describe('numberFromBand', () => {
  const r = linesToRows(
    [
      'Qwerty Bank',
      'Plugh raqami: 22618000900123456001',
      'Xyzzy: 9860 12** **** 4417',
      'Frob: 01.03.2024 - 31.03.2024',
    ].map((t, i) => makeLine(1, 50 + 12 * i, [[t, 50]])),
    'DMY',
    DEFAULT_SETTINGS,
  );
  const account = (liability: boolean) =>
    ({
      accountNumber: null,
      liability,
      transactions: [{ page: 1, y: 200 } as DraftTransaction],
    }) as unknown as AccountDraft;
  it('names an account by the long number its heading labels, not a debit card printed beside it', () => {
    expect(numberFromBand([account(false)], r, new Set())[0]).toMatchObject({
      accountNumber: '22618000900123456001',
      numberUnlabelled: true,
    });
  });
  it('names a card by its masked card number', () => {
    const [card] = numberFromBand([account(true)], r, new Set());
    expect(card?.accountNumber).toBe('9860 12** **** 4417');
    expect(card?.numberUnlabelled).toBeUndefined();
  });
});

describe('numberOverIban', () => {
  const iban = 'DE89 3704 0044 0532 0130 00';
  const heading = (p: number, y: number) =>
    makeLine(p, y, [['Account No. 06.067.0012345.01', 300]]);
  const pages = (second: Line[]) =>
    linesToRows(
      [
        makeLine(1, 50, [['Qwerty Bank', 50]]),
        heading(1, 62),
        makeLine(1, 80, [['Plugh Xyzzy Frob', 50]]),
        makeLine(1, 92, [['Frob Plugh', 50]]),
        makeLine(1, 104, [['Xyzzy Qwerty', 50]]),
        makeLine(1, 116, [[`IBAN ${iban}`, 50]]),
        ...second,
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
  const account = (accountNumber: string, onPages: number[]) =>
    ({
      accountNumber,
      liability: false,
      transactions: onPages.map((page) => ({ page, y: 200 }) as DraftTransaction),
    }) as unknown as AccountDraft;
  const numberOf = (r: ReturnType<typeof pages>, a: AccountDraft) =>
    numberOverIban([a], r, DEFAULT_SETTINGS)[0]!.accountNumber;
  it("names the account by the labelled number every page's heading repeats, not an IBAN printed once", () => {
    const r = pages([heading(2, 50)]);
    expect(numberOf(r, account(iban, [1, 2]))).toBe('06.067.0012345.01');
  });
  it('keeps the IBAN where a page holding rows lacks that number, or rows fill one page only', () => {
    expect(numberOf(pages([makeLine(2, 50, [['Qwerty Bank', 50]])]), account(iban, [1, 2]))).toBe(
      iban,
    );
    expect(numberOf(pages([]), account(iban, [1]))).toBe(iban);
  });
  it('keeps an account number that is no IBAN, and the IBAN where two numbers every page repeats', () => {
    const r = pages([heading(2, 50)]);
    expect(numberOf(r, account('1234567890', [1, 2]))).toBe('1234567890');
    const other = (p: number) => makeLine(p, 160, [['Account No. 99.012.0054321.07', 300]]);
    const two = linesToRows(
      [...pages([heading(2, 50), other(2)]).map((x) => x.line), other(1)].sort(
        (a, b) => a.page - b.page || a.y - b.y,
      ),
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(numberOf(two, account(iban, [1, 2]))).toBe(iban);
  });
});
