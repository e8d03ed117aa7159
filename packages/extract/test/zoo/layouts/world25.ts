/**
 * Zoo growth for issue 8 (part 22): second or further layouts for the United States, mainland China,
 * Japan and India, each a kind of statement the zoo did not have for that country. Written from what
 * those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { LETTER } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** Dollars with the sign in front, as HSA custodians print their columns. */
const USD_SIGN: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: '$' };
const USD_SIGN_PLAIN: MoneyStyle = { ...USD_SIGN, negative: 'none' };

/** US health savings account: a quarter, the tax year each row counts for, year-to-date figures. */
export const usHsaTaxYear: Layout = simpleLayout({
  id: 'us-hsa-usd-contributions-distributions-tax-year',
  title:
    'US health savings account custodial statement (HealthEquity/Optum-like): a quarter, "Beginning Balance", "Contributions", "Distributions", "Interest" and "Ending Balance" in a summary at the left, a "2024 Contributions (year to date)" box with the annual limit beside it, "Date | Description | Tax Year | Contributions | Distributions | Balance" with "$" before every figure, MM/DD/YYYY',
  region: 'US',
  exercises: [
    'a tax-year column ("2024") between the description and the money',
    'the opening and closing in a summary beside year-to-date and limit figures that are not balances',
    'contribution and distribution columns with a running balance, "$" before every figure',
    'a quarter of MM/DD/YYYY dates',
  ],
  // Only "$" is printed, no code or currency word: like the zoo's other US layouts, no currency truth.
  mechanisms: [1, 2, 4],
  size: LETTER,
  plans: [
    plan(
      12501,
      'us25',
      '4210087765',
      'Health Savings Account',
      ['2023-12-31', '2024-03-31'],
      24,
      486_231,
      { scale: 18_000 },
    ),
  ],
  bank: 'Summit Health Savings Trust',
  right: (a) => [
    'HEALTH SAVINGS ACCOUNT STATEMENT',
    `Account Number: ${a.number}`,
    'Statement Period: 01/01/2024 - 03/31/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Summit Health Savings Trust, custodian, Salt Lake City UT`,
  intro(flow, a) {
    const top = flow.y;
    paragraph(flow, ['DANIEL R. OKAFOR', '2250 W CEDAR CREEK DR', 'BOISE ID 83702'], 40, 11);
    const interest = sum(a.txns.filter((t) => t.kind === 'interest'));
    flow.down(10);
    flow.text('Account Summary', 40, { bold: true, tag: 'summary' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Beginning Balance', money(a.opening, USD_SIGN)],
        ['Contributions', money(credits(a.txns) - interest, USD_SIGN)],
        ['Distributions', money(-debits(a.txns), USD_SIGN)],
        ['Interest', money(interest, USD_SIGN)],
        ['Ending Balance', money(a.closing, USD_SIGN)],
      ],
      40,
      260,
      11,
    );
    const below = flow.y;
    flow.y = top - 58;
    flow.box(330, 225, 50, 9);
    flow.text('2024 Contributions (year to date)', 336, { bold: true, tag: 'summary' });
    flow.down(11);
    keyValues(
      flow,
      [
        ['Employee', money(Math.round((credits(a.txns) - interest) * 0.6), USD_SIGN)],
        [
          'Employer',
          money(
            credits(a.txns) - interest - Math.round((credits(a.txns) - interest) * 0.6),
            USD_SIGN,
          ),
        ],
        ['Annual limit (family)', '$8,300.00'],
      ],
      336,
      550,
      11,
    );
    flow.y = Math.min(below, flow.y);
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Description'], x: 96, w: 206 },
      { kind: 'extra', head: ['Tax Year'], x: 308, w: 34, value: () => '2024' },
      { kind: 'credit', head: ['Contributions'], x: 346, w: 80 },
      { kind: 'debit', head: ['Distributions'], x: 430, w: 80 },
      { kind: 'balance', head: ['Balance'], x: 514, w: 58 },
    ],
    date: 'MM/DD/YYYY',
    debit: USD_SIGN_PLAIN,
    credit: USD_SIGN_PLAIN,
    balance: USD_SIGN,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Yuan with "," grouping, as Chinese corporate statements print them. */
const CNY: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };
const CNY_PLAIN: MoneyStyle = { ...CNY, negative: 'none' };
const A4_LANDSCAPE = [842, 595] as const;
const compact = (iso: string): string => iso.replace(/-/g, '');

const CN_PARTIES = [
  'Shanghai Donghai Logistics Co., Ltd.',
  'Suzhou Jinhe Electronics Co., Ltd.',
  'Hangzhou Xinyuan Textiles Co., Ltd.',
  'Ningbo Port Supply Chain Co., Ltd.',
  'Shanghai Municipal Tax Service',
] as const;
/** The counterparty columns stay empty for the bank's own charges and interest. */
const cnOwn = (t: ZooTxn): boolean =>
  t.kind === 'fee' || t.kind === 'interest' || t.description.startsWith('Cash');
const cnPartyAccount = (t: ZooTxn, i: number): string =>
  cnOwn(t)
    ? ''
    : `3100 ${String(1000 + ((i * 7919) % 9000))} ${String(100000 + ((i * 104729) % 900000))} ${String(10 + (i % 89))}`;
const cnPartyName = (t: ZooTxn, i: number): string =>
  cnOwn(t) ? '' : (CN_PARTIES[i % CN_PARTIES.length] ?? '');

/** Mainland Chinese corporate account detail in English: compact dates, counterparty columns, four pages. */
export const cnCorporateCounterparty: Layout = simpleLayout({
  id: 'cn-corporate-cny-yyyymmdd-counterparty-batch-pages',
  title:
    'Mainland Chinese corporate settlement account detail in English (ICBC/Bank of China-like, printed from corporate online banking): landscape, "Transaction Date | Voucher No. | Summary | Counterparty Account | Counterparty Name | Debit Amount | Credit Amount | Balance", dates "20240305", batch payroll and reimbursement lines, the opening balance above the table, "Total (n entries)" and "Closing Balance" under it, "(Continued)" over the repeated heading on later pages, CNY, four pages',
  region: 'CN',
  exercises: [
    'eight-digit compact dates YYYYMMDD',
    'a counterparty account and a counterparty name column between the summary and the money',
    'a statement of four landscape pages, later pages opened by "(Continued)" over the heading',
    'a totals line counting the entries, then the closing balance',
  ],
  mechanisms: [1, 3, 6, 13, 18],
  currency: 'CNY',
  size: A4_LANDSCAPE,
  plans: [
    plan(
      12502,
      'cn25',
      '1001 2345 0900 1234 567',
      'Basic settlement account',
      ['2024-02-29', '2024-03-31'],
      112,
      386_452_017,
      { scale: 6_500_000, longShare: 0 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Bank of the Huangpu River',
  right: (a, p) =>
    p === 1
      ? [
          'ACCOUNT TRANSACTION DETAILS',
          `Account No.: ${a.number}`,
          'Account Name: SHANGHAI HUAXIN TRADING CO., LTD.',
          'Currency: CNY   Period: 20240301-20240331',
        ]
      : [`Account No.: ${a.number}`, 'Currency: CNY'],
  footer: (p, n) => `Page ${p}/${n}   Printed 20240401 09:12:45   Electronic seal verified`,
  intro(flow, a) {
    keyValues(flow, [['Opening Balance', money(a.opening, CNY)]], 40, 240, 11);
    flow.down(8);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Transaction', 'Date'], x: 40, w: 50 },
      {
        kind: 'extra',
        head: ['Voucher', 'No.'],
        x: 96,
        w: 46,
        value: (_t, i) => `V${String(240301 + i * 3).padStart(8, '0')}`,
      },
      { kind: 'desc', head: ['', 'Summary'], x: 148, w: 154 },
      { kind: 'extra', head: ['Counterparty', 'Account'], x: 306, w: 104, value: cnPartyAccount },
      { kind: 'extra', head: ['Counterparty', 'Name'], x: 414, w: 150, value: cnPartyName },
      { kind: 'debit', head: ['Debit', 'Amount'], x: 570, w: 74 },
      { kind: 'credit', head: ['Credit', 'Amount'], x: 648, w: 74 },
      { kind: 'balance', head: ['', 'Balance'], x: 726, w: 76 },
    ],
    date: compact,
    debit: CNY_PLAIN,
    credit: CNY_PLAIN,
    balance: CNY,
    lineHeight: 10,
    rowGap: 3,
    continuedTop: '(Continued)',
    totals: { label: (n) => `Total (${n} entries)` },
  }),
  outro(flow, a) {
    keyValues(flow, [['Closing Balance', money(a.closing, CNY)]], 148, 802, 11);
  },
});

/** Whole yen with the asterisk a passbook printer puts before every figure. */
const YEN_STAR: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', decimals: 0, prefix: '*' };
const YEN_STAR_PLAIN: MoneyStyle = { ...YEN_STAR, negative: 'none' };
/** Reiwa era dates as a passbook prints them: "R6.03.05" (Reiwa 1 = 2019). */
const reiwa = (iso: string): string => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `R${Number(y) - 2018}.${m}.${d}`;
};

/** Japanese ordinary deposit passbook printout: era dates, asterisk-filled yen, one item per glyph. */
export const jpFutsuPassbook: Layout = simpleLayout({
  id: 'jp-futsu-passbook-jpy-reiwa-asterisk-glyph-items',
  title:
    'Japanese ordinary deposit (futsu yokin) passbook-style transaction printout in romanised Japanese (a city bank or Japan Post-like): "Nengappi | Tekiyo | O-hikidashi kingaku | O-azukari kingaku | Sashihiki zandaka", Reiwa era dates "R6.03.05", whole yen with a leading asterisk "*12,345", "KURIKOSHI ZANDAKA" as the first row and "GENZAI ZANDAKA" as the last, branch and account in the heading; the producer draws one text item per glyph',
  region: 'JP',
  exercises: [
    'Japanese era dates (Reiwa 6 = 2024)',
    'whole yen with an asterisk before every figure',
    'withdrawal and deposit columns with a running balance, opening and closing as rows',
    'one text item per glyph',
  ],
  mechanisms: [4, 6, 18],
  currency: 'JPY',
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  plans: [
    plan(12503, 'jp25', '1234567', 'Futsu yokin', ['2024-02-29', '2024-03-31'], 30, 84_562_300, {
      scale: 3_500_000,
      unit: 100,
      longShare: 0,
    }),
  ],
  bank: 'Musashino Ginko',
  right: (a) => [
    'FUTSU YOKIN TORIHIKI MEISAI',
    `Shiten 218  Koza bango ${a.number}`,
    'Tsuka: En (JPY)',
    'Reiwa 6-nen 3-gatsu (2024/03)',
  ],
  footer: (p, n) => `${p}/${n}   Musashino Ginko Kichijoji Shiten  Tel 0422-00-1234`,
  intro(flow) {
    paragraph(flow, ['TANAKA ICHIRO SAMA', 'TOKYO-TO MUSASHINO-SHI KICHIJOJI 2-1-5'], 40, 11);
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Nengappi'], x: 40, w: 50 },
      { kind: 'desc', head: ['Tekiyo'], x: 98, w: 184 },
      { kind: 'debit', head: ['O-hikidashi kingaku'], x: 288, w: 86 },
      { kind: 'credit', head: ['O-azukari kingaku'], x: 380, w: 86 },
      { kind: 'balance', head: ['Sashihiki zandaka'], x: 472, w: 83 },
    ],
    date: reiwa,
    debit: YEN_STAR_PLAIN,
    credit: YEN_STAR_PLAIN,
    balance: YEN_STAR,
    lineHeight: 10,
    rowGap: 4,
    opening: { label: 'KURIKOSHI ZANDAKA' },
    closing: { label: 'GENZAI ZANDAKA' },
  }),
});

/** Rupees with lakh grouping. */
const LAKH = { thousands: ',', decimal: '.', lakh: true } as const;
const INR_PLAIN: MoneyStyle = { numbers: LAKH, negative: 'none' };
const INR_CR: MoneyStyle = {
  numbers: LAKH,
  negative: 'dr',
  crSuffix: true,
  crWord: 'Cr',
  drWord: 'Dr',
};
const INR_MINUS: MoneyStyle = { numbers: LAKH, negative: 'minus' };

/** Indian business current account over several pages, a summary across the foot of the last page. */
export const inCurrentLakhSummary: Layout = simpleLayout({
  id: 'in-current-inr-lakh-cr-balance-summary-across-contd-pages',
  title:
    'Indian business current account (HDFC/Axis-like): "Txn Date | Value Date | Description | Chq / Ref No. | Withdrawals | Deposits | Balance" with "DD MMM YY" dates, lakh grouping "12,34,567.89" and balances marked "Cr", bulk NEFT, RTGS, GST and TDS lines, "Contd..." at the foot of each continued page, no opening or closing rows: a "STATEMENT SUMMARY" across the page after the table ("Opening Balance | Dr Count | Cr Count | Debits | Credits | Closing Bal"), INR, three pages',
  region: 'IN',
  exercises: [
    'lakh grouping with "Cr" after every balance',
    'a statement of three pages marked "Contd..." at each continued foot',
    'the opening and closing only in a summary across the page after the table, beside row counts',
    'transaction and value dates "DD MMM YY", a cheque/reference column',
  ],
  mechanisms: [3, 4, 6, 8, 18],
  currency: 'INR',
  plans: [
    plan(
      12504,
      'in25',
      '917020045678123',
      'Current Account - Business',
      ['2024-02-29', '2024-03-31'],
      108,
      462_815_040,
      { scale: 18_000_000, postDates: true, longShare: 0.12 },
    ),
  ],
  bank: 'Deccan Commercial Bank Ltd.',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `Account No : ${a.number}`,
    'A/C Type : CURRENT ACCOUNT   Currency : INR',
    'From : 01/03/2024  To : 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Deccan Commercial Bank Ltd., Pune 411001`,
  intro(flow) {
    paragraph(
      flow,
      [
        'M/S SHREE GANESH AGRO INDUSTRIES',
        'PLOT 14 MIDC BHOSARI',
        'PUNE 411026',
        'IFSC : DCBL0000417   MICR : 411123045',
      ],
      40,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Txn Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Value Date'], x: 90, w: 46 },
      { kind: 'desc', head: ['Description'], x: 140, w: 160 },
      { kind: 'ref', head: ['Chq / Ref No.'], x: 304, w: 62 },
      { kind: 'debit', head: ['Withdrawals'], x: 370, w: 58 },
      { kind: 'credit', head: ['Deposits'], x: 432, w: 58 },
      { kind: 'balance', head: ['Balance'], x: 494, w: 66 },
    ],
    date: 'DD MMM YY',
    post: 'DD MMM YY',
    debit: INR_PLAIN,
    credit: INR_PLAIN,
    balance: INR_CR,
    ref: (t, i) =>
      t.kind === 'check' || i % 3 === 0
        ? String(300000000000 + (((i + 11) * 48271 * 1013) % 600000000000))
        : '',
    lineHeight: 10,
    rowGap: 3,
    continuedBottom: 'Contd...',
  }),
  outro(flow, a) {
    flow.down(10);
    flow.ensure(40);
    flow.text('STATEMENT SUMMARY :-', 40, { bold: true, tag: 'summary' });
    flow.down(12);
    const heads = ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal'];
    const values = [
      money(a.opening, INR_MINUS),
      String(a.txns.filter((t) => t.cents < 0).length),
      String(a.txns.filter((t) => t.cents > 0).length),
      money(debits(a.txns), INR_PLAIN),
      money(credits(a.txns), INR_PLAIN),
      money(a.closing, INR_MINUS),
    ];
    heads.forEach((h, i) =>
      flow.text(h, 110 + i * 90, { bold: true, align: 'right', tag: 'summary' }),
    );
    flow.down(11);
    values.forEach((v, i) => flow.text(v, 110 + i * 90, { align: 'right', tag: 'summary' }));
    flow.down(14);
  },
});

export const WORLD25: readonly Layout[] = [
  usHsaTaxYear,
  cnCorporateCounterparty,
  jpFutsuPassbook,
  inCurrentLakhSummary,
];
