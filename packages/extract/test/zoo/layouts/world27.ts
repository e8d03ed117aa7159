/**
 * Zoo growth for issue 8 (part 24): second or further layouts for Nigeria, South Africa, Saudi Arabia and
 * Russia, each a kind of statement the zoo did not have for that country. Written from what those banks
 * print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { Flow } from '../flow.ts';
import type { MoneyStyle } from '../format.ts';
import { FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** Headings on one line and their figures on the next, right-aligned at each `right`. */
function across(
  flow: Flow,
  cells: readonly (readonly [string, string])[],
  rights: readonly number[],
): void {
  flow.ensure(26);
  cells.forEach(([h], i) =>
    flow.text(h, rights[i] ?? 0, { bold: true, align: 'right', tag: 'summary' }),
  );
  flow.down(11);
  cells.forEach(([, v], i) => flow.text(v, rights[i] ?? 0, { align: 'right', tag: 'summary' }));
  flow.down(11);
}

/** Nigerian corporate current account: summary box at the top right, value date and reference, many pages. */
export const ngBusinessSummaryPages: Layout = simpleLayout({
  id: 'ng-business-current-ngn-summary-box-reference-value-date-pages',
  title:
    'Nigerian corporate current account (Zenith/Access/First Bank-like): "STATEMENT OF ACCOUNT" with the company name, "Account Number", "Currency: NGN" and the period at the right, an account summary box ("Opening Balance", "Total Debit", "Total Credit", "Closing Balance", debit and credit counts) beside the address, "Trans. Date | Reference | Value Date | Narration | Debit | Credit | Balance" with DD-MMM-YYYY dates, NIP transfers, bulk salary, COT, stamp duty and EMT levy lines, the heading repeated on every one of four or more pages',
  region: 'NG',
  exercises: [
    'the opening and closing only in a summary box beside the address, with counts beside them',
    'a reference column between the transaction date and the value date',
    'a statement of four or more pages with the heading repeated and a shorter page header',
    'DD-MMM-YYYY dates, naira in millions with "," grouping',
  ],
  mechanisms: [3, 4, 12, 18],
  currency: 'NGN',
  textSize: 8,
  plans: [
    plan(
      12701,
      'ng27',
      '1014587263',
      'Current Account - Corporate',
      ['2024-02-29', '2024-03-31'],
      130,
      4_587_230_150,
      { scale: 95_000_000, postDates: true, longShare: 0.1 },
    ),
  ],
  bank: 'Lagoon Commercial Bank Plc',
  right: (a, p) =>
    p === 1
      ? [
          'STATEMENT OF ACCOUNT',
          'Account Name: OKAFOR & SONS ENGINEERING LTD',
          `Account Number: ${a.number}`,
          'Currency: NGN   Account Type: CURRENT - CORPORATE',
          'Period: 01-Mar-2024 To 31-Mar-2024',
        ]
      : [`Account Number: ${a.number}`, 'Period: 01-Mar-2024 To 31-Mar-2024'],
  footer: (p, n) =>
    `Page ${p} of ${n}   Lagoon Commercial Bank Plc - licensed by the CBN, deposits insured by NDIC`,
  intro(flow, a) {
    const top = flow.y;
    paragraph(
      flow,
      ['OKAFOR & SONS ENGINEERING LTD', '14 ACME ROAD, OGBA INDUSTRIAL ESTATE', 'IKEJA, LAGOS'],
      40,
      11,
    );
    const below = flow.y;
    flow.y = top;
    flow.box(320, 235, 74, 10);
    flow.text('ACCOUNT SUMMARY', 326, { bold: true, tag: 'summary' });
    flow.down(11);
    keyValues(
      flow,
      [
        ['Opening Balance', money(a.opening, US_MINUS)],
        ['Total Debit', money(debits(a.txns), US_PLAIN)],
        ['Total Credit', money(credits(a.txns), US_PLAIN)],
        ['Closing Balance', money(a.closing, US_MINUS)],
        [
          'Debit Count / Credit Count',
          `${a.txns.filter((t) => t.cents < 0).length} / ${a.txns.filter((t) => t.cents > 0).length}`,
        ],
      ],
      326,
      549,
      11,
    );
    flow.y = Math.min(below, flow.y);
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans. Date'], x: 40, w: 48 },
      { kind: 'ref', head: ['Reference'], x: 92, w: 56 },
      { kind: 'post', head: ['Value Date'], x: 152, w: 48 },
      { kind: 'desc', head: ['Narration'], x: 204, w: 150 },
      { kind: 'debit', head: ['Debit'], x: 358, w: 60 },
      { kind: 'credit', head: ['Credit'], x: 422, w: 60 },
      { kind: 'balance', head: ['Balance'], x: 486, w: 69 },
    ],
    date: 'DD-MMM-YYYY',
    post: 'DD-MMM-YYYY',
    ref: (_t, i) => `FT24${String(6100000 + ((i * 48271) % 899999)).padStart(7, '0')}`,
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(8);
    paragraph(
      flow,
      [
        'Please examine this statement and report any discrepancy to your relationship manager within',
        '15 days of receipt, after which the statement will be deemed correct.',
      ],
      40,
      10,
    );
  },
});

/** Rand as South African card issuers print them: payments and credits marked "Cr". */
const ZAR_CR: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', drWord: 'Cr' };
const ZAR_R: MoneyStyle = { ...ZAR_CR, prefix: 'R' };

/** South African credit card: a summary across the page, posted dates, year-less dates, "Cr" payments. */
export const zaCreditCardAcross: Layout = simpleLayout({
  id: 'za-credit-card-zar-summary-across-cr-payments-yearless',
  title:
    'South African credit card statement (Standard Bank/Absa/Nedbank-like): the card number masked "4451 **** **** 2290", statement and payment due dates at the right, an account summary across the page ("Opening balance | Payments & credits | Purchases & debits | Closing balance | Minimum payment") in "R12,345.67" with "Cr" after the payments, credit limit and available credit under it, "Tran date | Post date | Description | Amount (R)" with year-less "05 Mar" dates, purchases plain and payments "2,500.00 Cr"',
  region: 'ZA',
  exercises: [
    "a card statement from the issuer's side: purchases plain, payments and refunds marked Cr",
    'the opening and closing in a summary printed across the page, headings above figures',
    'year-less "DD MMM" transaction and posting dates across two months',
    'rand printed with an "R" prefix in the summary only',
  ],
  mechanisms: [4, 10, 16, 18],
  currency: 'ZAR',
  plans: [
    plan(12702, 'za27', '2290', 'Gold Credit Card', ['2024-02-14', '2024-03-14'], 34, 1_845_320, {
      liability: true,
      scale: 120_000,
      postDates: true,
      longShare: 0,
    }),
  ],
  bank: 'Protea Bank Limited',
  right: (a) => [
    'CREDIT CARD STATEMENT',
    `Account number 4451 **** **** ${a.number}`,
    'Statement date 14 March 2024',
    'Payment due date 04 April 2024',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Protea Bank Limited, an authorised financial services and registered credit provider`,
  intro(flow, a) {
    paragraph(flow, ['MR T N MOKOENA', '27 JACARANDA AVENUE', 'LYNNWOOD', 'PRETORIA 0081'], 40, 11);
    flow.down(12);
    flow.text('Account summary', 40, { bold: true, tag: 'summary' });
    flow.down(12);
    across(
      flow,
      [
        ['Opening balance', money(a.opening, ZAR_R)],
        ['Payments & credits', money(-credits(a.txns), ZAR_R)],
        ['Purchases & debits', money(debits(a.txns), ZAR_R)],
        ['Closing balance', money(a.closing, ZAR_R)],
        ['Minimum payment', money(Math.max(20_000, Math.round(a.closing * 0.05)), ZAR_R)],
      ],
      [130, 235, 340, 445, 555],
    );
    flow.down(4);
    flow.text(
      `Credit limit R50,000.00   Available credit ${money(5_000_000 - a.closing, ZAR_R)}   Interest rate 20.75% p.a.`,
      40,
      { tag: 'text' },
    );
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Tran date'], x: 40, w: 40 },
      { kind: 'post', head: ['Post date'], x: 86, w: 40 },
      { kind: 'desc', head: ['Description'], x: 134, w: 250 },
      { kind: 'amount', head: ['Amount (R)'], x: 455, w: 100 },
    ],
    date: 'DD MMM',
    post: 'DD MMM',
    amount: ZAR_CR,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(10);
    paragraph(
      flow,
      [
        'Pay your credit card before the due date to avoid interest on your purchases. Card lost or stolen?',
        'Call 0860 123 456, 24 hours a day.',
      ],
      40,
      10,
    );
  },
});

/** Riyals as Saudi card issuers print them: payments and credits marked "CR". */
const SAR_CR: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', drWord: 'CR' };
/** The original amount of a purchase charged in dollars (fixed 3.75 peg), blank for riyal purchases. */
const saOriginal = (t: ZooTxn): string =>
  t.cents < 0 && /BOOKING|APPLE|AMAZON/.test(t.description)
    ? `USD ${money(Math.round(-t.cents / 3.75), US_PLAIN)}`
    : '';

/** Saudi credit card in English: Hijri dates beside Gregorian in the heading, an original-amount column. */
export const saCreditCardHijri: Layout = simpleLayout({
  id: 'sa-credit-card-sar-hijri-heading-original-amount-items-grouped',
  title:
    'Saudi credit card statement in English (SNB/Riyad Bank/SAB-like): "Statement Date: 25/03/2024 (15/09/1445H)" and the due date with its Hijri date at the right, the masked card number, a summary ("Previous Balance", "Payments & Credits", "Purchases & Cash Advances", "Current Balance", "Minimum Amount Due", "Credit Limit") in SAR, "Transaction Date | Posting Date | Description | Original Amount | Amount (SAR)" with DD/MM/YYYY, dollar purchases with their USD amount beside the riyals, payments "CR"; the producer emits the items grouped by kind',
  region: 'SA',
  exercises: [
    'Hijri dates beside the Gregorian statement and due dates in the heading',
    'an original-amount column with a currency code before the riyal amount',
    "a card statement from the issuer's side: purchases plain, payments CR",
    'items emitted grouped by kind, not in reading order',
  ],
  mechanisms: [1, 10, 16, 18],
  currency: 'SAR',
  quirks: {
    tagOrder: ['amount', 'extra', 'desc', 'post', 'date', 'head', 'summary', 'furniture', 'text'],
  },
  plans: [
    plan(12703, 'sa27', '8842', 'Platinum Credit Card', ['2024-02-25', '2024-03-25'], 32, 734_550, {
      liability: true,
      scale: 90_000,
      postDates: true,
      longShare: 0,
    }),
  ],
  bank: 'Al Nakheel Bank',
  right: (a) => [
    'CREDIT CARD STATEMENT',
    `Card No. 4570 XXXX XXXX ${a.number}`,
    'Statement Date: 25/03/2024 (15/09/1445H)',
    'Payment Due Date: 14/04/2024 (05/10/1445H)',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Al Nakheel Bank, a joint stock company licensed by the Saudi Central Bank`,
  intro(flow, a) {
    const top = flow.y;
    paragraph(
      flow,
      ['MOHAMMED ABDULLAH AL-QAHTANI', 'P.O. BOX 54321', 'RIYADH 11564', 'KINGDOM OF SAUDI ARABIA'],
      40,
      11,
    );
    const below = flow.y;
    flow.y = top;
    flow.text('Account Summary (SAR)', 330, { bold: true, tag: 'summary' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Previous Balance', money(a.opening, SAR_CR)],
        ['Payments & Credits', money(-credits(a.txns), SAR_CR)],
        ['Purchases & Cash Advances', money(debits(a.txns), SAR_CR)],
        ['Current Balance', money(a.closing, SAR_CR)],
        ['Minimum Amount Due', money(Math.max(10_000, Math.round(a.closing * 0.05)), SAR_CR)],
        ['Credit Limit', '30,000.00'],
      ],
      330,
      555,
      11,
    );
    flow.y = Math.min(below, flow.y);
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Transaction', 'Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Posting', 'Date'], x: 92, w: 46 },
      { kind: 'desc', head: ['', 'Description'], x: 144, w: 190 },
      { kind: 'extra', head: ['Original', 'Amount'], x: 340, w: 70, value: saOriginal },
      { kind: 'amount', head: ['Amount', '(SAR)'], x: 440, w: 115 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    amount: SAR_CR,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Roubles as Russian retail banks print them: space grouping, comma decimals, credits with a plus. */
const RUB_PLUS: MoneyStyle = { numbers: FR_NUMBERS, negative: 'none', plus: true };
const RUB: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus' };
const ruCategory = (t: ZooTxn): string =>
  t.description.startsWith('Perevod') || t.description.startsWith('Zarabotnaya')
    ? 'Perevody'
    : t.kind === 'atm'
      ? 'Nalichnye'
      : t.description.startsWith('Oplata')
        ? 'Svyaz, ZhKKh'
        : t.kind === 'fee' || t.kind === 'interest'
          ? 'Prochie operatsii'
          : /PYATEROCHKA|VKUSVILL/.test(t.description)
            ? 'Supermarkety'
            : 'Pokupki';
const ruTime = (_t: ZooTxn, i: number): string =>
  `${String(8 + ((i * 7) % 14)).padStart(2, '0')}:${String((i * 37) % 60).padStart(2, '0')}`;

/** Russian debit card account statement, transliterated: a summary across, category column, plus credits. */
export const ruDebitCardAccount: Layout = simpleLayout({
  id: 'ru-debetovaya-karta-rub-kategoriya-plus-credits-word-items',
  title:
    'Russian debit card account statement in Russian, transliterated (Sber/VTB/Alfa-like "Vypiska po schetu debetovoy karty"): the 20-digit account number, the card "MIR **** 4512" and "Valyuta scheta: Rossiyskiy rubl (RUB)" at the right, a summary across the page ("Ostatok na 01.03.2024 | Vsego spisaniy | Vsego popolneniy | Ostatok na 31.03.2024"), "Data operatsii | Vremya | Kategoriya | Opisanie operatsii | Summa v valyute scheta | Ostatok sredstv" with DD.MM.YYYY, spendings printed without a sign and top-ups with a plus "+15 000,00", a running balance "87 342,50"; the producer draws one text item per word',
  region: 'RU',
  exercises: [
    'one amount column where only credits carry a sign ("+"), debits print bare',
    'a time and a category column between the date and the description',
    'dated opening and closing labels in a summary across the page',
    'one text item per word',
  ],
  mechanisms: [4, 6, 12, 16, 18],
  currency: 'RUB',
  quirks: { split: { unit: 'word', tags: 'all' } },
  plans: [
    plan(
      12704,
      'ru27',
      '40817810538001234567',
      'Debetovaya karta',
      ['2024-02-29', '2024-03-31'],
      40,
      8_734_250,
      { scale: 350_000, longShare: 0 },
    ),
  ],
  bank: 'Volga-Kama Bank',
  right: (a) => [
    'VYPISKA PO SCHETU DEBETOVOY KARTY',
    `Nomer scheta ${a.number}`,
    'Karta MIR Klassicheskaya **** 4512',
    'Valyuta scheta: Rossiyskiy rubl (RUB)',
    'Za period 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) =>
    `Stranitsa ${p} iz ${n}   Dokument sformirovan avtomaticheski   Litsenziya Banka Rossii No. 1234`,
  intro(flow, a) {
    paragraph(
      flow,
      ['Vladelets: PETROV SERGEY NIKOLAEVICH', 'Data formirovaniya 01.04.2024'],
      40,
      11,
    );
    flow.down(10);
    across(
      flow,
      [
        ['Ostatok na 01.03.2024', money(a.opening, RUB)],
        ['Vsego spisaniy', money(debits(a.txns), RUB)],
        ['Vsego popolneniy', money(credits(a.txns), RUB)],
        ['Ostatok na 31.03.2024', money(a.closing, RUB)],
      ],
      [150, 280, 410, 555],
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data', 'operatsii'], x: 40, w: 46 },
      { kind: 'extra', head: ['', 'Vremya'], x: 90, w: 28, value: ruTime },
      { kind: 'extra', head: ['', 'Kategoriya'], x: 122, w: 76, value: ruCategory },
      { kind: 'desc', head: ['Opisanie', 'operatsii'], x: 202, w: 176 },
      { kind: 'amount', head: ['Summa v valyute', 'scheta'], x: 382, w: 82 },
      { kind: 'balance', head: ['Ostatok sredstv', 'v valyute scheta'], x: 470, w: 85 },
    ],
    date: 'DD.MM.YYYY',
    amount: RUB_PLUS,
    balance: RUB,
    lineHeight: 10,
    rowGap: 4,
  }),
});

export const WORLD27: readonly Layout[] = [
  ngBusinessSummaryPages,
  zaCreditCardAcross,
  saCreditCardHijri,
  ruDebitCardAccount,
];
