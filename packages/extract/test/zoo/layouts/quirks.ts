/** Producer quirks and scale: glyph/word items, out-of-order items, rotation, tight columns, long and multi-account PDFs. */
import type { ZooAccount } from '../data.ts';
import type { Canvas } from '../draw.ts';
import type { MoneyStyle } from '../format.ts';
import { money, printDate, US_NUMBERS } from '../format.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { A4, LETTER, LETTER_LANDSCAPE } from '../layout.ts';
import { DISCLAIMER, furnishedFlow, keyValues, paragraph, sum } from './common.ts';

const PLAIN: MoneyStyle = { numbers: US_NUMBERS, negative: 'none' };
const SIGNED: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };

/** A plain UK-style signed-amount ledger, reused by several quirk layouts. */
function signedLedger(
  canvas: Canvas,
  a: ZooAccount,
  o: {
    bank: string;
    size: readonly [number, number];
    amount: MoneyStyle;
    balance: MoneyStyle;
    tight?: boolean;
    repeatHead?: boolean;
  },
): void {
  const [w] = o.size;
  const right = w - 40;
  const flow = furnishedFlow(canvas, {
    bank: o.bank,
    right: () => [
      `Account number ${a.number}`,
      `Statement period ${printDate(a.start, 'DD MMM YYYY')} to ${printDate(a.end, 'DD MMM YYYY')}`,
    ],
    footer: (p, n) => `Page ${p} of ${n}`,
    size: 8.5,
    pageSize: o.size,
  });
  keyValues(
    flow,
    [
      ['Opening balance', money(a.opening, o.balance)],
      ['Closing balance', money(a.closing, o.balance)],
    ],
    40,
    260,
    12,
  );
  flow.down(12);
  // Tight: the description column runs right up to the amount (a gap of about one space).
  const descW = o.tight ? right - 160 - 85 - 4 : right - 160 - 140;
  drawTable(flow, a, a.txns, {
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 55 },
      { kind: 'desc', head: ['Description'], x: 100, w: descW },
      {
        kind: 'amount',
        head: ['Amount'],
        x: o.tight ? 100 + descW + 2 : right - 160,
        w: o.tight ? 58 : 80,
      },
      { kind: 'balance', head: ['Balance'], x: right - 75, w: 75 },
    ],
    date: 'DD MMM YYYY',
    amount: o.amount,
    balance: o.balance,
    lineHeight: 11,
    rowGap: 3,
    continuedTop: o.repeatHead === false ? undefined : 'Transactions (continued)',
    repeatHead: o.repeatHead ?? true,
  });
  flow.down(10);
  paragraph(flow, DISCLAIMER, 40, 10);
  flow.finish();
}

/** Every glyph is its own text item, as some report engines emit them. */
export const quirkGlyphItems: Layout = {
  id: 'quirk-glyph-per-item',
  title: 'Producer quirk: every character drawn as a separate text item (UK signed ledger)',
  region: 'quirk',
  exercises: [
    'char-level text items must be merged into words',
    'signed "-12.34" amounts',
    'running balance',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 1717,
      locale: 'uk',
      number: '71234567',
      name: 'Current',
      start: '2024-02-01',
      end: '2024-02-29',
      count: 30,
      opening: 120_000,
      scale: 7_000,
    },
  ],
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  draw(canvas, [a]) {
    if (a)
      signedLedger(canvas, a, { bank: 'Glyph Bank', size: A4, amount: SIGNED, balance: SIGNED });
  },
};

/** Every word is its own text item and each page emits all descriptions before dates and amounts. */
export const quirkWordsOutOfOrder: Layout = {
  id: 'quirk-word-items-out-of-order',
  title:
    'Producer quirk: one item per word, and each page emits descriptions, then dates, then amounts',
  region: 'quirk',
  exercises: [
    'word-level text items',
    'items not in reading order (amounts after all descriptions)',
    'withdrawals/deposits columns',
  ],
  font: 'Times',
  size: LETTER,
  plans: [
    {
      seed: 1818,
      locale: 'us',
      number: '9876543210',
      name: 'Checking',
      start: '2024-05-01',
      end: '2024-05-31',
      count: 60,
      opening: 400_000,
      longShare: 0.25,
    },
  ],
  quirks: {
    split: { unit: 'word', tags: ['desc', 'text', 'summary'] },
    tagOrder: ['furniture', 'desc', 'date', 'debit', 'credit', 'balance'],
  },
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Prairie Savings Bank',
      right: () => [`Account ${a.number}`, 'Statement Period 05/01/2024 - 05/31/2024'],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 9,
      pageSize: LETTER,
    });
    keyValues(
      flow,
      [
        ['Beginning Balance', money(a.opening, { ...SIGNED, prefix: '$' })],
        ['Ending Balance', money(a.closing, { ...SIGNED, prefix: '$' })],
      ],
      40,
      250,
      12,
    );
    flow.down(12);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 45 },
        { kind: 'desc', head: ['Description'], x: 95, w: 240 },
        { kind: 'debit', head: ['Withdrawals'], x: 340, w: 70 },
        { kind: 'credit', head: ['Deposits'], x: 415, w: 70 },
        { kind: 'balance', head: ['Balance'], x: 490, w: 80 },
      ],
      date: 'MM/DD/YYYY',
      debit: PLAIN,
      credit: PLAIN,
      balance: SIGNED,
      lineHeight: 11,
      rowGap: 3,
    });
    flow.finish();
  },
};

/** A landscape statement stored as portrait pages with /Rotate 90. */
export const quirkRotated: Layout = {
  id: 'quirk-rotated-landscape-pages',
  title: 'Producer quirk: landscape pages stored portrait with /Rotate 90 (text reads upright)',
  region: 'quirk',
  exercises: [
    'rotated page coordinates (text matrix turned 90 degrees)',
    'signed amounts, running balance',
  ],
  font: 'Helvetica',
  size: LETTER_LANDSCAPE,
  plans: [
    {
      seed: 1919,
      locale: 'sg',
      number: '012-345678-9',
      name: 'Savings',
      start: '2024-06-01',
      end: '2024-06-30',
      count: 40,
      opening: 900_000,
    },
  ],
  quirks: { rotatedPages: 'all' },
  truthNumber: (a) => a.number.replace(/-/g, ''),
  draw(canvas, [a]) {
    if (a)
      signedLedger(canvas, a, {
        bank: 'Lion City Bank',
        size: LETTER_LANDSCAPE,
        amount: SIGNED,
        balance: SIGNED,
      });
  },
};

/** Parenthesised negatives in a narrow column that nearly touches the description. */
export const quirkTightParens: Layout = {
  id: 'quirk-tight-columns-paren-negatives',
  title: 'Tight columns: description ends one space before a narrow "(1,234.56)" amount column',
  region: 'quirk',
  exercises: [
    'description and amount almost touching',
    'parenthesised negatives',
    'right-aligned amounts in a narrow column',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 2020,
      locale: 'us',
      number: '5550001234',
      name: 'Business Checking',
      start: '2024-07-01',
      end: '2024-07-31',
      count: 45,
      opening: 1_250_000,
      longShare: 0.3,
      scale: 120_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    signedLedger(canvas, a, {
      bank: 'Keystone Commercial',
      size: A4,
      amount: { numbers: US_NUMBERS, negative: 'paren' },
      balance: { numbers: US_NUMBERS, negative: 'paren' },
      tight: true,
    });
  },
};

/** Debits marked "DR" after the amount in a single column; credits unmarked. */
export const quirkDrSuffixAmounts: Layout = {
  id: 'sg-dr-suffix-amounts',
  title:
    'Singapore account (DBS/OCBC-like): one amount column, debits "12.34 DR", SGD code in headers',
  region: 'SG',
  exercises: [
    'DR suffix on debit amounts, credits unmarked',
    '"SGD" in column headers',
    'Balance Brought Forward / Carried Forward',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 2121,
      locale: 'sg',
      number: '123-45678-9',
      name: 'Multiplier Account',
      start: '2024-11-01',
      end: '2024-11-30',
      count: 36,
      opening: 432_100,
    },
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Merlion Bank',
      right: () => [
        'CONSOLIDATED STATEMENT',
        `Account No. ${a.number}`,
        'for the period 01 Nov 2024 to 30 Nov 2024',
      ],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 40 },
        { kind: 'desc', head: ['Description'], x: 90, w: 260 },
        { kind: 'amount', head: ['Amount (SGD)'], x: 360, w: 90 },
        { kind: 'balance', head: ['Balance (SGD)'], x: 460, w: 95 },
      ],
      date: 'DD MMM',
      amount: { numbers: US_NUMBERS, negative: 'dr' },
      balance: PLAIN,
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'Balance Brought Forward', dated: true },
      closing: { label: 'Balance Carried Forward', dated: true },
    });
    flow.finish();
  },
};

/** A 60+ page statement with repeated headers, footers and continuation lines on every page. */
export const longStatement: Layout = {
  id: 'long-60-pages',
  title: 'Very long statement: 60+ pages of a debit/credit ledger with repeated headers',
  region: 'scale',
  exercises: [
    '50+ pages',
    'repeated headers and footers',
    '"continued" markers',
    'rows split across pages',
  ],
  font: 'Helvetica',
  size: LETTER,
  plans: [
    {
      seed: 2222,
      locale: 'us',
      number: '4400556677',
      name: 'Operating Account',
      start: '2024-01-01',
      end: '2024-03-31',
      count: 2_400,
      opening: 5_000_000,
      longShare: 0.2,
      scale: 40_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Granite Business Bank',
      right: (p) => [`Account ${a.number}`, 'January 1, 2024 - March 31, 2024', `Page ${p}`],
      footer: () => 'Granite Business Bank, Member FDIC. Equal Housing Lender.',
      size: 8,
      pageSize: LETTER,
    });
    keyValues(
      flow,
      [
        ['Previous Balance', money(a.opening, SIGNED)],
        ['Deposits/Credits', money(sum(a.txns.filter((t) => t.cents > 0)), SIGNED)],
        ['Withdrawals/Debits', money(sum(a.txns.filter((t) => t.cents < 0)), SIGNED)],
        ['Current Balance', money(a.closing, SIGNED)],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 45 },
        { kind: 'desc', head: ['Description'], x: 90, w: 250 },
        { kind: 'debit', head: ['Debits'], x: 345, w: 70 },
        { kind: 'credit', head: ['Credits'], x: 420, w: 70 },
        { kind: 'balance', head: ['Balance'], x: 495, w: 75 },
      ],
      date: 'MM/DD/YYYY',
      debit: PLAIN,
      credit: PLAIN,
      balance: SIGNED,
      lineHeight: 10,
      rowGap: 2,
      continuedTop: 'Account Activity - continued',
      continuedBottom: 'Continued on next page',
    });
    flow.finish();
  },
};

/** Three accounts in one PDF, each with its own summary and table, one after the other on the same pages. */
export const multiAccount: Layout = {
  id: 'multi-account-consolidated',
  title: 'Consolidated statement: checking, savings and money market accounts in one PDF',
  region: 'US',
  exercises: [
    'several accounts in one PDF, no page break between them',
    'per-account Beginning/Ending Balance',
    'same headers repeated per account',
  ],
  font: 'Helvetica',
  size: LETTER,
  plans: [
    {
      seed: 2323,
      locale: 'us',
      number: '111122223333',
      name: 'Premier Checking',
      start: '2024-10-01',
      end: '2024-10-31',
      count: 25,
      opening: 345_600,
    },
    {
      seed: 2424,
      locale: 'us',
      number: '444455556666',
      name: 'Premier Savings',
      start: '2024-10-01',
      end: '2024-10-31',
      count: 4,
      opening: 2_500_000,
      scale: 50_000,
    },
    {
      seed: 2525,
      locale: 'us',
      number: '777788889999',
      name: 'Money Market',
      start: '2024-10-01',
      end: '2024-10-31',
      count: 6,
      opening: 1_000_000,
      scale: 30_000,
    },
  ],
  draw(canvas, accounts) {
    const flow = furnishedFlow(canvas, {
      bank: 'Cascade National Bank',
      right: () => ['Consolidated Statement', 'October 1, 2024 through October 31, 2024'],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: LETTER,
    });
    flow.text('RELATIONSHIP SUMMARY', 40, { bold: true, size: 10 });
    flow.down(14);
    keyValues(
      flow,
      accounts.map(
        (a) => [`${a.name} ${a.number}`, money(a.closing, { ...SIGNED, prefix: '$' })] as const,
      ),
      40,
      400,
      12,
    );
    flow.down(14);
    for (const a of accounts) {
      flow.ensure(120);
      flow.text(`${a.name.toUpperCase()}`, 40, { bold: true, size: 11 });
      flow.text(`Account Number: ${a.number}`, 570, { align: 'right' });
      flow.down(16);
      keyValues(
        flow,
        [
          ['Beginning Balance', money(a.opening, { ...SIGNED, prefix: '$' })],
          ['Deposits and Additions', money(sum(a.txns.filter((t) => t.cents > 0)), SIGNED)],
          ['Withdrawals and Subtractions', money(sum(a.txns.filter((t) => t.cents < 0)), SIGNED)],
          ['Ending Balance', money(a.closing, { ...SIGNED, prefix: '$' })],
        ],
        40,
        300,
        11,
      );
      flow.down(10);
      drawTable(flow, a, a.txns, {
        title: 'TRANSACTION DETAIL',
        cols: [
          { kind: 'date', head: ['DATE'], x: 40, w: 35 },
          { kind: 'desc', head: ['DESCRIPTION'], x: 85, w: 300 },
          { kind: 'amount', head: ['AMOUNT'], x: 400, w: 80 },
          { kind: 'balance', head: ['BALANCE'], x: 490, w: 80 },
        ],
        date: 'MM/DD',
        amount: SIGNED,
        balance: SIGNED,
        lineHeight: 11,
        rowGap: 2,
        opening: { label: 'Beginning Balance' },
        closing: { label: 'Ending Balance' },
      });
      flow.down(16);
    }
    paragraph(flow, DISCLAIMER, 40, 10);
    flow.finish();
  },
};

/** Courier text emitted bottom-to-top, one word per item. */
export const quirkReverseEmission: Layout = {
  id: 'quirk-reverse-emission-courier',
  title: 'Producer quirk: each page emitted last item first, one word per item, Courier',
  region: 'quirk',
  exercises: ['items in reverse reading order', 'word-level items', 'monospaced font'],
  font: 'Courier',
  size: A4,
  plans: [
    {
      seed: 3232,
      locale: 'za',
      number: '4071234567',
      name: 'Cheque',
      start: '2024-03-01',
      end: '2024-03-31',
      count: 70,
      opening: 560_000,
      longShare: 0.2,
    },
  ],
  quirks: { reverse: true, split: { unit: 'word', tags: 'all' } },
  draw(canvas, [a]) {
    if (a)
      signedLedger(canvas, a, { bank: 'Karoo Bank', size: A4, amount: SIGNED, balance: SIGNED });
  },
};

/** A portrait statement whose second page alone is stored rotated. */
export const quirkOneRotatedPage: Layout = {
  id: 'quirk-one-rotated-page',
  title: 'Producer quirk: portrait statement where only page 2 is stored landscape with /Rotate 90',
  region: 'quirk',
  exercises: [
    'one page with a rotated text matrix among upright pages',
    'table continuing across it',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 3333,
      locale: 'uk',
      number: '55667788',
      name: 'Current',
      start: '2024-04-01',
      end: '2024-04-30',
      count: 110,
      opening: 300_000,
      scale: 6_000,
    },
  ],
  quirks: { rotatedPages: [2] },
  draw(canvas, [a]) {
    if (a)
      signedLedger(canvas, a, { bank: 'Pennine Bank', size: A4, amount: SIGNED, balance: SIGNED });
  },
};

/** The column heading is printed on the first page only; later pages are bare rows. */
export const headerFirstPageOnly: Layout = {
  id: 'header-on-first-page-only',
  title: 'Column heading printed on page 1 only; pages 2+ carry rows under the page header',
  region: 'quirk',
  exercises: [
    'continuation pages without a repeated column heading',
    'column positions carried over from page 1',
  ],
  font: 'Times',
  size: A4,
  plans: [
    {
      seed: 3434,
      locale: 'uk',
      number: '99001122',
      name: 'Current',
      start: '2024-05-01',
      end: '2024-05-31',
      count: 120,
      opening: 420_000,
      scale: 6_000,
    },
  ],
  draw(canvas, [a]) {
    if (a)
      signedLedger(canvas, a, {
        bank: 'Wessex Bank',
        size: A4,
        amount: SIGNED,
        balance: SIGNED,
        repeatHead: false,
      });
  },
};

/** Currency code before every amount: "USD 1,234.56", "-USD 12.00". */
export const usdPrefixCode: Layout = {
  id: 'usd-prefix-currency-code',
  title: 'Multi-currency account (Wise/HSBC Expat-like): "USD 1,234.56" and "-USD 12.00"',
  region: 'fintech',
  exercises: [
    'ISO currency code before the amount',
    'minus before the code',
    '"DD MMMM YYYY" style dates',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 3535,
      locale: 'fintech',
      number: '8310 2245 6677',
      name: 'USD balance',
      start: '2024-08-01',
      end: '2024-08-31',
      count: 30,
      opening: 150_000,
    },
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  draw(canvas, [a]) {
    if (!a) return;
    signedLedger(canvas, a, {
      bank: 'Meridian Money',
      size: A4,
      amount: { numbers: US_NUMBERS, negative: 'minus', prefix: 'USD ' },
      balance: { numbers: US_NUMBERS, negative: 'minus', prefix: 'USD ' },
    });
  },
};
