/**
 * Zoo growth for issue 8 (part 19): Solomon Islands, Vanuatu, Tonga, Kiribati, Palau and the Marshall
 * Islands. Written from what those banks print, without reading the engine.
 */
import type { MoneyStyle } from '../format.ts';
import { US_NUMBERS, money } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

/** Solomon Islands business cheque account over four pages: continuation pages with "Balance B/F". */
export const sbBusinessContinuation: Layout = simpleLayout({
  id: 'sb-business-sbd-cheque-no-balance-bf-continued',
  title:
    'Solomon Islands business cheque account in English (BSP Solomon Islands/ANZ Honiara-like): "STATEMENT OF ACCOUNT", "Date | Cheque No | Transaction Details | Debit | Credit | Balance" with the cheque number before the text, "Balance B/F" and "Balance C/F" rows, "Continued on next page" at the foot and "Statement continued" with the account number in short on later pages, "SBD" and "SI$" in the header, "1,234.56", DD/MM/YYYY, four pages',
  region: 'SB',
  exercises: [
    'a four-page statement whose later pages say they continue and print the account number in short',
    'a cheque-number column between the date and the description',
    'opening and closing balances as "Balance B/F"/"Balance C/F" rows',
    'Solomon Islands dollars named as SBD and SI$',
  ],
  mechanisms: [3, 4, 18],
  currency: 'SBD',
  plans: [
    plan(
      12201,
      'sb',
      '2000 3456 7890 12',
      'Business Cheque Account',
      ['2024-05-01', '2024-05-31'],
      150,
      48_215_660,
      { scale: 1_800_000, longShare: 0.08, checks: true, checkShare: 0.15 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Guadalcanal Pacific Bank Limited',
  right: (a, p) =>
    p === 1
      ? [
          'STATEMENT OF ACCOUNT',
          `Account No: ${a.number}`,
          'Currency: SBD (SI$)',
          'Period: 01/05/2024 to 31/05/2024',
        ]
      : ['Statement continued', `Acct ...${a.number.replace(/\s/g, '').slice(-6)}`],
  footer: (p, n) => `Page ${p} of ${n}   Mendana Avenue, Honiara   Licensed by the CBSI`,
  intro(flow) {
    paragraph(flow, ['KOMBITO TRADING COMPANY LTD', 'PO BOX 1482', 'HONIARA, GUADALCANAL'], 40, 11);
    flow.down(8);
    keyValues(
      flow,
      [
        ['Branch', 'Point Cruz'],
        ['Account Type', 'Business Cheque Account'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'check', head: ['Cheque No'], x: 96, w: 40 },
      { kind: 'desc', head: ['Transaction Details'], x: 144, w: 190 },
      { kind: 'debit', head: ['Debit'], x: 340, w: 68 },
      { kind: 'credit', head: ['Credit'], x: 412, w: 68 },
      { kind: 'balance', head: ['Balance'], x: 484, w: 71 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Balance B/F' },
    closing: { label: 'Balance C/F' },
    continuedBottom: 'Continued on next page',
    continuedTop: 'Statement continued',
  }),
});

/** Vanuatu vatu: whole, comma grouped. */
const VUV: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', decimals: 0 };
const VUV_PLAIN: MoneyStyle = { ...VUV, negative: 'none' };

/** Vanuatu savings in English, French and Bislama headings, one text item per word. */
export const vuSavingsTrilingual: Layout = simpleLayout({
  id: 'vu-savings-vuv-bislama-headings-word-items',
  title:
    'Vanuatu savings account (BRED Vanuatu/National Bank of Vanuatu-like) with headings in English, French and Bislama: "SAVINGS STATEMENT / RELEVÉ D\'ÉPARGNE / STETMEN BLONG SEVING", "Date | Details / Libellé | Withdrawal / Retrait | Deposit / Dépôt | Balance / Solde" on two heading lines, "Opening balance / Solde d\'ouverture" and "Closing balance / Solde de clôture" in a summary at the left above the table with "VT" after the figures, whole vatu "1,234,567" (VUV), DD/MM/YY; the producer draws one text item per word',
  region: 'VU',
  exercises: [
    'bilingual headings on two lines per column (English over French)',
    'opening and closing balances with "VT" after the figures in a summary above the table',
    'whole vatu with comma grouping, DD/MM/YY',
    'one text item per word',
  ],
  mechanisms: [4, 6, 18],
  currency: 'VUV',
  quirks: { split: { unit: 'word', tags: 'all' } },
  plans: [
    plan(
      12202,
      'vu',
      '101 234567 001',
      'Savings Account',
      ['2024-04-01', '2024-06-30'],
      30,
      84_520_000,
      { scale: 2_500_000, unit: 100 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Banque du Pacifique Sud Vanuatu',
  right: (a) => [
    "SAVINGS STATEMENT / RELEVÉ D'ÉPARGNE",
    'STETMEN BLONG SEVING',
    `Account / Compte: ${a.number}`,
    'Currency / Devise: VUV (Vatu)',
  ],
  footer: (p, n) =>
    `Page ${p}/${n}   Rue Kumul, Port Vila, Vanuatu   Tankiu tumas from yu yusum bank blong yumi`,
  intro(flow, a) {
    const f = (v: number): string => `${money(v, VUV)} VT`;
    paragraph(flow, ['MRS LEIPAKOA TARIBIU', 'PO BOX 331', 'PORT VILA, EFATE'], 40, 11);
    flow.down(8);
    keyValues(
      flow,
      [
        ['Period / Période', '01/04/24 - 30/06/24'],
        ["Opening balance / Solde d'ouverture", f(a.opening)],
        ['Closing balance / Solde de clôture', f(a.closing)],
      ],
      40,
      320,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date', 'Date'], x: 40, w: 44 },
      { kind: 'desc', head: ['Details', 'Libellé'], x: 92, w: 220 },
      { kind: 'debit', head: ['Withdrawal', 'Retrait'], x: 320, w: 76 },
      { kind: 'credit', head: ['Deposit', 'Dépôt'], x: 400, w: 76 },
      { kind: 'balance', head: ['Balance', 'Solde'], x: 480, w: 75 },
    ],
    date: 'DD/MM/YY',
    debit: VUV_PLAIN,
    credit: VUV_PLAIN,
    balance: VUV,
    lineHeight: 10,
    rowGap: 4,
  }),
});

const TOP: MoneyStyle = { ...US_MINUS, prefix: 'T$' };

/** Tongan personal account: a ruled summary box at the right, "T$" figures, DD-MMM-YYYY, a signed amount. */
export const toChequeSummaryBox: Layout = simpleLayout({
  id: 'to-cheque-top-pa-anga-summary-box-signed-mmm',
  title:
    'Tongan personal cheque account in English with Tongan sub-headings (TDB/ANZ Tonga-like): a ruled box at the right with "Opening Balance", "Total Debits", "Total Credits" and "Closing Balance" in "T$1,234.56", "Date / \'Aho | Description / Fakamatala | Amount / Pa\'anga | Balance / Toenga" with one signed amount, "Currency: TOP", DD-MMM-YYYY dates, a "Mālō" line at the foot',
  region: 'TO',
  exercises: [
    'a ruled summary box at the right above the table with the balances and the column totals',
    'one signed amount column beside the running balance, T$ on the summary figures only',
    'DD-MMM-YYYY dates and headings with a Tongan word beside the English one',
  ],
  mechanisms: [4, 10, 18],
  currency: 'TOP',
  plans: [
    plan(
      12203,
      'to',
      '0123-456789-01',
      'Personal Cheque Account',
      ['2024-07-01', '2024-07-31'],
      36,
      312_540,
      { scale: 22_000 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Tupou Savings & Loan Bank',
  right: (a) => [
    'ACCOUNT STATEMENT',
    `Account Number: ${a.number}`,
    'Currency: TOP',
    'Statement Period: 01-Jul-2024 to 31-Jul-2024',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Taufa'ahau Road, Nuku'alofa, Kingdom of Tonga   Malo 'aupito`,
  intro(flow, a) {
    const f = (v: number): string => money(v, TOP);
    const debits = -sum(a.txns.filter((t) => t.cents < 0));
    const credits = sum(a.txns.filter((t) => t.cents > 0));
    const top = flow.y;
    paragraph(flow, ['MR SIONE FIFITA', 'PO BOX 1204', "NUKU'ALOFA, TONGATAPU"], 40, 11);
    flow.y = top;
    flow.box(320, 235, 52, 10);
    keyValues(
      flow,
      [
        ['Opening Balance', f(a.opening)],
        ['Total Debits', f(-debits)],
        ['Total Credits', f(credits)],
        ['Closing Balance', f(a.closing)],
      ],
      326,
      548,
      11,
    );
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date', "'Aho"], x: 40, w: 56 },
      { kind: 'desc', head: ['Description', 'Fakamatala'], x: 104, w: 250 },
      { kind: 'amount', head: ['Amount', "Pa'anga"], x: 370, w: 85 },
      { kind: 'balance', head: ['Balance', 'Toenga'], x: 465, w: 90 },
    ],
    date: 'DD-MMM-YYYY',
    amount: US_MINUS,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Kiribati savings in Australian dollars on rotated pages, balance forward and carried rows. */
export const kiSavingsRotated: Layout = simpleLayout({
  id: 'ki-savings-aud-balance-forward-d-mmm-rotated',
  title:
    'Kiribati savings account in Australian dollars, in English with a Gilbertese greeting (ANZ Bank Kiribati-like): "SAVINGS ACCOUNT STATEMENT", "Date | Particulars | Withdrawals | Deposits | Balance", "Balance Brought Forward" and "Balance Carried Forward" rows, "AUD" in the header and "A$" on the balance heading, "1,234.56", D MMM YYYY dates, "Ko rab\'a" at the foot; every page is stored with /Rotate 90',
  region: 'KI',
  exercises: [
    'opening and closing balances as brought- and carried-forward rows',
    'Australian dollars outside Australia, AUD and A$',
    'D MMM YYYY dates',
    'pages stored with /Rotate 90',
  ],
  mechanisms: [4, 18],
  currency: 'AUD',
  quirks: { rotatedPages: 'all' },
  plans: [
    plan(12204, 'ki', '9912345678', 'Savings Account', ['2024-03-01', '2024-05-31'], 34, 256_780, {
      scale: 18_000,
    }),
  ],
  bank: 'Tarawa Island Banking Corporation',
  right: (a) => [
    'SAVINGS ACCOUNT STATEMENT',
    `Account ${a.number}`,
    'AUD - Australian Dollar',
    '1 Mar 2024 to 31 May 2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Bairiki, South Tarawa, Kiribati   Ko rab'a`,
  intro(flow) {
    paragraph(flow, ['TEBWAI TEKAAI', 'C/- PO BOX 66', 'BETIO, SOUTH TARAWA'], 40, 11);
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 56 },
      { kind: 'desc', head: ['Particulars'], x: 104, w: 220 },
      { kind: 'debit', head: ['Withdrawals'], x: 330, w: 70 },
      { kind: 'credit', head: ['Deposits'], x: 405, w: 70 },
      { kind: 'balance', head: ['Balance A$'], x: 480, w: 75 },
    ],
    date: 'D MMM YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Balance Brought Forward' },
    closing: { label: 'Balance Carried Forward' },
  }),
});

/** Palau checking in US dollars: a US-style summary, items emitted grouped by kind. */
export const pwCheckingGrouped: Layout = simpleLayout({
  id: 'pw-checking-usd-summary-counts-items-grouped',
  title:
    'Palauan personal checking account in US dollars (Bank of Guam Koror/BankPacific-like): a US-style summary "Beginning Balance", "3 Deposits and Other Credits", "21 Withdrawals and Other Debits", "Ending Balance" with counts before the labels, "Date | Description | Withdrawals | Deposits | Balance", "$1,234.56", MM/DD/YYYY, "Ungil tutau" in the greeting; the producer emits the page items grouped by kind (amounts first), not in reading order',
  region: 'PW',
  exercises: [
    'a summary whose debit and credit labels begin with their counts',
    'US dollars outside the US, MM/DD/YYYY dates',
    'items emitted grouped by kind, not in reading order',
  ],
  mechanisms: [4, 13, 18],
  currency: 'USD',
  quirks: {
    tagOrder: ['debit', 'credit', 'balance', 'date', 'desc', 'summary', 'head', 'furniture'],
  },
  plans: [
    plan(
      12205,
      'pw',
      '0412-078345',
      'Personal Checking',
      ['2024-08-01', '2024-08-31'],
      30,
      421_560,
      { scale: 16_000 },
    ),
  ],
  bank: 'Belau Pacific Bank',
  right: (a) => [
    'CHECKING STATEMENT',
    `Account Number: ${a.number}`,
    'Statement Period: 08/01/2024 - 08/31/2024',
    'All amounts in USD',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Main Street, Koror, Republic of Palau 96940   Member FDIC`,
  intro(flow, a) {
    const f = (v: number): string => `$${money(v, US_MINUS)}`;
    const deps = a.txns.filter((t) => t.cents > 0);
    const wds = a.txns.filter((t) => t.cents < 0);
    paragraph(
      flow,
      [
        'MS DILUBECH RENGIIL',
        'PO BOX 1580',
        'KOROR, PW 96940',
        'Ungil tutau! Thank you for banking with us.',
      ],
      40,
      11,
    );
    flow.down(8);
    flow.text('Account Summary', 40, { bold: true, tag: 'summary' });
    flow.down(13);
    keyValues(
      flow,
      [
        ['Beginning Balance', f(a.opening)],
        [`${deps.length} Deposits and Other Credits`, f(sum(deps))],
        [`${wds.length} Withdrawals and Other Debits`, f(sum(wds))],
        ['Ending Balance', f(a.closing)],
      ],
      40,
      300,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Description'], x: 100, w: 220 },
      { kind: 'debit', head: ['Withdrawals'], x: 330, w: 70 },
      { kind: 'credit', head: ['Deposits'], x: 405, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
    ],
    date: 'MM/DD/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

const MH_OWED: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: '$' };

/** Marshall Islands Visa card from the issuer's side: payments with a minus, a payment stub at the foot. */
export const mhCardIssuerSide: Layout = simpleLayout({
  id: 'mh-card-usd-issuer-side-reference-payment-stub',
  title:
    'Marshall Islands Visa card statement in US dollars, in English with a Marshallese thank-you (Bank of the Marshall Islands-like): an "Account Summary" with "Previous Balance", "Payments & Credits", "Purchases & Advances", "Fees Charged", "Interest Charged" and "New Balance", "Minimum Payment Due" and "Payment Due Date", "Trans Date | Post Date | Reference Number | Description | Amount" with purchases positive and the payment "-$250.00", "Kommol tata" in the footer, MM/DD/YY',
  region: 'MH',
  exercises: [
    "a card statement from the issuer's side: purchases positive, payments with a minus",
    'a reference-number column between the dates and the description',
    'the new balance, minimum payment and due date in a summary above the table',
    'MM/DD/YY transaction and posting dates',
  ],
  mechanisms: [4, 10, 12, 18],
  currency: 'USD',
  plans: [
    plan(12206, 'mh', '5512', 'Visa Classic', ['2024-06-10', '2024-07-09'], 24, 187_455, {
      liability: true,
      postDates: true,
      scale: 24_000,
    }),
  ],
  bank: 'Majuro Atoll Savings Bank',
  right: (a) => [
    'VISA CARD STATEMENT',
    `Card Number: 4719 XXXX XXXX ${a.number}`,
    'Statement Closing Date: 07/09/24',
    'Currency: USD',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Uliga, Majuro, Republic of the Marshall Islands MH 96960   Kommol tata`,
  intro(flow, a) {
    const f = (v: number): string => money(v, MH_OWED);
    const payments = sum(a.txns.filter((t) => t.cents > 0));
    const purchases = -sum(a.txns.filter((t) => t.cents < 0 && t.kind !== 'fee'));
    const fees = -sum(a.txns.filter((t) => t.kind === 'fee'));
    const top = flow.y;
    paragraph(flow, ['JOBOD LANGIDRIK', 'PO BOX 3021', 'MAJURO, MH 96960'], 40, 11);
    flow.y = top;
    flow.text('Account Summary', 320, { bold: true, tag: 'summary' });
    flow.down(13);
    keyValues(
      flow,
      [
        ['Previous Balance', f(a.opening)],
        ['Payments & Credits', f(-payments)],
        ['Purchases & Advances', f(purchases)],
        ['Fees Charged', f(fees)],
        ['Interest Charged', f(0)],
        ['New Balance', f(a.closing)],
        ['Minimum Payment Due', f(Math.max(2_500, Math.round(a.closing / 2_000) * 100))],
        ['Payment Due Date', '08/03/24'],
      ],
      320,
      550,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans', 'Date'], x: 40, w: 36 },
      { kind: 'post', head: ['Post', 'Date'], x: 82, w: 36 },
      { kind: 'ref', head: ['Reference', 'Number'], x: 124, w: 80 },
      { kind: 'desc', head: ['Description'], x: 210, w: 240 },
      { kind: 'amount', head: ['Amount'], x: 460, w: 95 },
    ],
    date: 'MM/DD/YY',
    post: 'MM/DD/YY',
    amount: MH_OWED,
    owedView: true,
    ref: (_t, i) => `7${String(40_215_000 + i * 317).padStart(11, '0')}`,
    lineHeight: 10,
    rowGap: 3,
  }),
});

export const WORLD22: readonly Layout[] = [
  sbBusinessContinuation,
  vuSavingsTrilingual,
  toChequeSummaryBox,
  kiSavingsRotated,
  pwCheckingGrouped,
  mhCardIssuerSide,
];
