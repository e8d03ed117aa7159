/**
 * Zoo growth for issue 8 (part 13, continued): Malawi, Zimbabwe, Laos, Bhutan, Tajikistan and Belize.
 * Written from what those banks print, without reading the engine.
 */
import type { MoneyStyle, NumberStyle } from '../format.ts';
import { money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { FR_MINUS, plan, US_MINUS, US_PLAIN } from './styles.ts';

const mk = (c: number): string => `MK ${money(c, US_MINUS)}`;

/** Malawian credit card: the summary in kwacha with "MK", payments printed with a minus in the issuer's view. */
export const mwCardKwachaOwed: Layout = simpleLayout({
  id: 'mw-card-kwacha-mk-payments-minus',
  title:
    'Malawian credit card statement (Standard Bank/NBM Malawi-like): "Previous Balance | Payments | Purchases and Charges | Closing Balance | Minimum Amount Due | Payment Due Date" with "MK 1,234,567.89", "Transaction Date | Posting Date | Transaction Details | Amount (MWK)" where purchases are plain and payments carry a leading minus, a masked card number, DD/MM/YYYY',
  region: 'MW',
  exercises: [
    'a card statement: amounts owed, the previous and closing balance in the summary',
    "the issuer's view: purchases positive, payments and refunds negative",
    'transaction and posting dates DD/MM/YYYY, "MK" before summary figures only',
    'a masked card number and a credit limit among the summary figures',
  ],
  mechanisms: [4, 10, 18],
  currency: 'MWK',
  plans: [
    plan(
      11607,
      'mw',
      '6612',
      'Visa Classic Credit Card',
      ['2024-02-16', '2024-03-15'],
      32,
      48_512_000,
      {
        liability: true,
        postDates: true,
        scale: 3_800_000,
      },
    ),
  ],
  bank: 'Lake Malawi Commercial Bank plc',
  right: (a) => [
    'CREDIT CARD STATEMENT',
    `Card number: 4593 12** **** ${a.number}`,
    'Statement date: 15/03/2024',
    'Credit limit: MK 2,500,000.00',
  ],
  footer: (p, n) => `Page ${p} of ${n}`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Cardholder', 'CHIKONDI BANDA'],
        ['Previous Balance', mk(a.opening)],
        ['Payments', mk(sum(a.txns.filter((t) => t.cents > 0)))],
        ['Purchases and Charges', mk(-sum(a.txns.filter((t) => t.cents < 0)))],
        ['Closing Balance', mk(a.closing)],
        ['Minimum Amount Due', mk(Math.round(a.closing / 2000) * 100)],
        ['Payment Due Date', '05/04/2024'],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Transaction', 'Date'], x: 40, w: 50 },
      { kind: 'post', head: ['Posting', 'Date'], x: 98, w: 50 },
      { kind: 'desc', head: ['Transaction Details'], x: 156, w: 260 },
      { kind: 'amount', head: ['Amount (MWK)'], x: 450, w: 100 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    amount: US_MINUS,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      ['Interest is charged at 3.5% per month on balances not paid by the due date.'],
      40,
      10,
    );
  },
});

/** Zimbabwean business current account in ZWL: large figures, a reference column, every page rotated. */
export const zwCurrentZwlRotated: Layout = simpleLayout({
  id: 'zw-current-zwl-reference-rotated-pages',
  title:
    'Zimbabwean business current account in Zimbabwe dollars (CBZ/Stanbic Zimbabwe-like), 2023: "Date | Reference | Narrative | Debit | Credit | Balance" with the transaction reference before the narrative, IMTT tax rows, "Balance B/Fwd" opening and "Balance C/Fwd" closing rows, ZWL "123,456,789.00" large figures, DD-MMM-YYYY; the producer stores every page with /Rotate 90',
  region: 'ZW',
  exercises: [
    'a reference column before the narrative',
    'opening and closing rows with abbreviated brought/carried-forward labels',
    'large figures (hundreds of millions) from a high-inflation currency',
    'DD-MMM-YYYY dates, pages stored rotated',
  ],
  mechanisms: [2, 11, 18],
  currency: 'ZWL',
  quirks: { rotatedPages: 'all' },
  plans: [
    plan(
      11608,
      'zw',
      '01120345678900',
      'Business Current Account',
      ['2023-10-01', '2023-10-31'],
      52,
      18_540_000_000,
      {
        scale: 650_000_000,
      },
    ),
  ],
  bank: 'Great Zimbabwe Commercial Bank Limited',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `Account: ${a.number}`,
    'Currency: ZWL',
    'Period: 01-OCT-2023 to 31-OCT-2023',
  ],
  footer: (p, n) => `Page ${p} of ${n} - Registered commercial bank, deposits protected by DPC`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Account name', 'MUTASA HARDWARE (PVT) LTD'],
        ['Branch', 'HARARE - SAMORA MACHEL AVE'],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'ref', head: ['Reference'], x: 96, w: 58 },
      { kind: 'desc', head: ['Narrative'], x: 160, w: 160 },
      { kind: 'debit', head: ['Debit'], x: 322, w: 75 },
      { kind: 'credit', head: ['Credit'], x: 400, w: 75 },
      { kind: 'balance', head: ['Balance'], x: 478, w: 80 },
    ],
    date: 'DD-MMM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    ref: (_t, i) => `FT23${String(281_004 + i * 7)}`,
    opening: { label: 'Balance B/Fwd' },
    closing: { label: 'Balance C/Fwd' },
  }),
});

/** Lao savings passbook-style statement: kip in large figures with ".00", one text item per glyph. */
export const laSavingsKipGlyph: Layout = simpleLayout({
  id: 'la-savings-kip-withdrawal-deposit-glyph-items',
  title:
    'Lao savings account statement in English (BCEL/LDB-like): "Date | Description | Withdrawal | Deposit | Balance" with kip in large figures "12,345,000.00", "Beginning balance" and "Ending balance" printed as labels under the table, the account holder in Latin letters, LAK, DD/MM/YYYY; the producer draws one text item per glyph',
  region: 'LA',
  exercises: [
    'the opening and closing under the table as labelled figures, not rows',
    'large whole-kip figures printed with ".00"',
    'withdrawal and deposit columns beside a running balance',
    'one text item per glyph',
  ],
  mechanisms: [4, 6, 16, 18],
  currency: 'LAK',
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  plans: [
    plan(
      11609,
      'la',
      '0101000123456789',
      'Savings Account',
      ['2024-03-01', '2024-03-31'],
      36,
      4_568_500_000,
      {
        scale: 95_000_000,
        unit: 100,
      },
    ),
  ],
  bank: 'Mekong Commercial Bank Lao',
  right: (a) => [
    'ACCOUNT STATEMENT',
    `Account No: ${a.number}`,
    'Currency: LAK',
    'From 01/03/2024 To 31/03/2024',
  ],
  footer: (p, n) => `Page ${p}/${n} - Vientiane Capital, Lao PDR`,
  intro(flow) {
    keyValues(flow, [['Account Name', 'MR SOMSAK PHOMMAVONG']], 40, 300, 11);
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Description'], x: 96, w: 200 },
      { kind: 'debit', head: ['Withdrawal'], x: 300, w: 80 },
      { kind: 'credit', head: ['Deposit'], x: 385, w: 80 },
      { kind: 'balance', head: ['Balance'], x: 470, w: 85 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    flow.down(10);
    keyValues(
      flow,
      [
        ['Beginning balance', money(a.opening, US_MINUS)],
        ['Ending balance', money(a.closing, US_MINUS)],
      ],
      300,
      555,
      11,
    );
  },
});

/** Bhutanese ngultrum in the Indian grouping: "1,23,45,678.00". */
const LAKH: NumberStyle = { ...US_NUMBERS, lakh: true };
const NU: MoneyStyle = { numbers: LAKH, negative: 'minus' };
const NU_PLAIN: MoneyStyle = { numbers: LAKH, negative: 'none' };

/** Bhutanese savings: lakh grouping, a cheque-number column, "Opening/Closing Balance" rows, one item per word. */
export const btSavingsNuLakhWords: Layout = simpleLayout({
  id: 'bt-savings-ngultrum-lakh-cheque-no-word-items',
  title:
    'Bhutanese savings account statement in English (Bank of Bhutan/BNB-like): "Txn Date | Value Date | Particulars | Chq No. | Withdrawals | Deposits | Balance" with the Indian lakh grouping "1,23,45,678.00", "Opening Balance"/"Closing Balance" rows, CID beside the account holder, BTN "Nu.", DD-MM-YYYY; the producer draws one text item per word',
  region: 'BT',
  exercises: [
    'lakh grouping (1,23,45,678.00) in large figures',
    'an empty-most-of-the-time cheque-number column between the particulars and the amounts',
    'transaction and value dates DD-MM-YYYY, opening and closing rows',
    'one text item per word',
  ],
  mechanisms: [2, 16, 18],
  currency: 'BTN',
  quirks: { split: { unit: 'word', tags: 'all' } },
  plans: [
    plan(
      11610,
      'bt',
      '200123456',
      'Savings Bank Account',
      ['2024-03-01', '2024-03-31'],
      40,
      245_680_050,
      {
        scale: 2_500_000,
        postDates: true,
      },
    ),
  ],
  bank: 'Druk Commercial Bank Limited',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `A/C No.: ${a.number}`,
    'Currency: BTN (Nu.)',
    'Period: 01-03-2024 to 31-03-2024',
  ],
  footer: (p, n) => `Page ${p} of ${n} - Thimphu Main Branch`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Name', 'KARMA TSHERING'],
        ['CID No.', '11508001234'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Txn Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Value Date'], x: 90, w: 46 },
      { kind: 'desc', head: ['Particulars'], x: 140, w: 175 },
      { kind: 'extra', head: ['Chq No.'], x: 318, w: 30, value: () => '' },
      { kind: 'debit', head: ['Withdrawals'], x: 352, w: 66 },
      { kind: 'credit', head: ['Deposits'], x: 422, w: 66 },
      { kind: 'balance', head: ['Balance'], x: 492, w: 66 },
    ],
    date: 'DD-MM-YYYY',
    post: 'DD-MM-YYYY',
    debit: NU_PLAIN,
    credit: NU_PLAIN,
    balance: NU,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Opening Balance' },
    closing: { label: 'Closing Balance' },
  }),
});

/** Tajik personal account (transliterated Tajik): signed amounts and no balance column, items out of order. */
export const tjHisobBoqimonda: Layout = simpleLayout({
  id: 'tj-hisob-boqimonda-signed-no-balance-reversed',
  title:
    'Tajik personal current account statement in Tajik, transliterated (Amonatbonk/Eskhata-like): "Boqimonda ba 01.03.2024" above the table, "Sana | Raqami hujjat | Tavsif | Mablagh, TJS" with one signed amount and no running balance, "Gardishi davr" turnover and "Boqimonda ba 31.03.2024" under it, TJS "1 234,56", DD.MM.YYYY; the producer emits the items in reverse order',
  region: 'TJ',
  exercises: [
    'no running balance: dated opening and closing labels above and below the table',
    'one signed amount column with a document number before the description',
    'a turnover line under the table that does not start with "Total"',
    'items out of reading order, space-grouped amounts with a decimal comma',
  ],
  mechanisms: [4, 13, 16, 18],
  currency: 'TJS',
  quirks: { reverse: true },
  plans: [
    plan(
      11611,
      'tj',
      '20202972100012345678',
      'Hisobi jori',
      ['2024-03-01', '2024-03-31'],
      34,
      1_256_040,
      {
        scale: 48_000,
      },
    ),
  ],
  bank: 'Bonki Tijoratii Pomir JSC',
  right: (a) => [
    'KHULOSAI HISOB',
    `Hisob: ${a.number}`,
    'Asor: TJS (somoni)',
    'Davra: 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Sahifa ${p} az ${n}`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Sohibi hisob', 'RAHIMOV FIRDAVS SHARIFOVICH'],
        ['Boqimonda ba 01.03.2024', money(a.opening, FR_MINUS)],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Sana'], x: 40, w: 46 },
      { kind: 'extra', head: ['Raqami hujjat'], x: 92, w: 50, value: (_t, i) => String(7_701 + i) },
      { kind: 'desc', head: ['Tavsif'], x: 150, w: 260 },
      { kind: 'amount', head: ['Mablagh, TJS'], x: 440, w: 100 },
    ],
    date: 'DD.MM.YYYY',
    amount: FR_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    const inn = sum(a.txns.filter((t) => t.cents > 0));
    const out = -sum(a.txns.filter((t) => t.cents < 0));
    flow.down(6);
    keyValues(
      flow,
      [
        ['Gardishi davr: daromad', money(inn, FR_MINUS)],
        ['Gardishi davr: kharojot', money(out, FR_MINUS)],
        ['Boqimonda ba 31.03.2024', money(a.closing, FR_MINUS)],
      ],
      150,
      540,
      11,
    );
  },
});

/** Belize dollars; in the issuer's view the payments and refunds are the negatives, printed with "CR". */
const BZD_CR: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', drWord: 'CR' };
const bz = (c: number): string => `BZ$${money(c, US_PLAIN)}`;

/** Belizean credit card: posting date first, a reference column, payments marked CR, a seven-box summary. */
export const bzCardPostFirstCr: Layout = simpleLayout({
  id: 'bz-card-bzd-post-date-first-cr-reference',
  title:
    'Belizean credit card statement (Belize Bank/Heritage-like): "Previous Balance | Payments & Credits | Purchases | Cash Advances | Fees | Interest | New Balance" in "BZ$1,234.56", "Statement Closing Date" and "Payment Due Date", "Post Date | Trans Date | Reference No. | Description | Amount" with the posting date first and payments marked "CR", MM/DD/YYYY',
  region: 'BZ',
  exercises: [
    'a card statement: the previous and new balance as amounts owed, a seven-figure summary',
    'the posting date printed before the transaction date',
    'a reference number column before the description, credits marked "CR"',
    'BZ$ before the summary figures, MM/DD/YYYY dates',
  ],
  mechanisms: [4, 10, 12, 18],
  currency: 'BZD',
  plans: [
    plan(11612, 'bz', '3318', 'Visa Gold', ['2024-02-11', '2024-03-10'], 30, 348_915, {
      liability: true,
      postDates: true,
      scale: 16_000,
    }),
  ],
  bank: 'Bank of the Barrier Reef Limited',
  right: (a) => [
    'VISA GOLD STATEMENT',
    `Account: XXXX XXXX XXXX ${a.number}`,
    'Statement Closing Date: 03/10/2024',
    'Payment Due Date: 04/04/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n} - Belize City, Belize, C.A.`,
  intro(flow, a) {
    const fees = a.txns.filter((t) => t.kind === 'fee');
    const interest = a.txns.filter((t) => t.kind === 'interest');
    const others = a.txns.filter((t) => t.cents < 0 && t.kind !== 'fee' && t.kind !== 'interest');
    keyValues(
      flow,
      [
        ['Previous Balance', bz(a.opening)],
        ['Payments & Credits', bz(sum(a.txns.filter((t) => t.cents > 0)))],
        ['Purchases', bz(-sum(others))],
        ['Cash Advances', bz(0)],
        ['Fees', bz(-sum(fees))],
        ['Interest', bz(-sum(interest))],
        ['New Balance', bz(a.closing)],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'post', head: ['Post Date'], x: 40, w: 50 },
      { kind: 'date', head: ['Trans Date'], x: 96, w: 50 },
      { kind: 'ref', head: ['Reference No.'], x: 152, w: 70 },
      { kind: 'desc', head: ['Description'], x: 228, w: 230 },
      { kind: 'amount', head: ['Amount'], x: 470, w: 85 },
    ],
    date: 'MM/DD/YYYY',
    post: 'MM/DD/YYYY',
    amount: BZD_CR,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
    ref: (_t, i) => `7426${String(518_004 + i * 13)}`,
  }),
});

export const WORLD16B: readonly Layout[] = [
  mwCardKwachaOwed,
  zwCurrentZwlRotated,
  laSavingsKipGlyph,
  btSavingsNuLakhWords,
  tjHisobBoqimonda,
  bzCardPostFirstCr,
];
