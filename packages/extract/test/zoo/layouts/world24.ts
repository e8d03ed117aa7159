/**
 * Zoo growth for issue 8 (part 21): Puerto Rico, the US Virgin Islands, the Northern Mariana Islands and
 * Anguilla. Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { LETTER } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));
const count = (rows: readonly ZooTxn[], sign: 1 | -1): number =>
  rows.filter((t) => Math.sign(t.cents) === sign).length;

const USD: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: '$' };

/** Puerto Rican personal checking: Spanish over English in every heading, a bilingual summary box. */
export const prCuentaBilingue: Layout = simpleLayout({
  id: 'pr-cheques-usd-bilingue-encabezados-dos-lineas-resumen',
  title:
    'Puerto Rican personal checking account in Spanish and English (Popular/FirstBank/Oriental-like): "ESTADO DE CUENTA / ACCOUNT STATEMENT", every column heading on two lines, Spanish above English ("Fecha/Date | Descripción/Description | Débitos/Debits | Créditos/Credits | Balance"), a ruled "Resumen de Cuenta / Account Summary" box at the right with "Balance Anterior / Previous Balance", counted credits and debits and "Balance Final / Ending Balance" in "$1,234.56", MM/DD dates with the year only in the period, ATH and ATH Móvil rows, "Miembro FDIC / Member FDIC" at the foot',
  region: 'PR',
  exercises: [
    'two-line column headings, one language above the other',
    'opening and closing balances with bilingual labels in a ruled box beside the address',
    'counts printed in the summary labels',
    'MM/DD dates without a year, US dollars with "$"',
  ],
  mechanisms: [4, 8, 10, 18],
  currency: 'USD',
  size: LETTER,
  plans: [
    plan(
      12401,
      'pr',
      '031-234567-8',
      'Cuenta de Cheques',
      ['2024-02-29', '2024-03-31'],
      34,
      284_615,
      { scale: 18_000, longShare: 0.08 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Banco del Yunque',
  right: (a) => [
    'ESTADO DE CUENTA / ACCOUNT STATEMENT',
    'Cuenta de Cheques / Checking Account',
    `Cuenta Núm. / Account No. ${a.number}`,
    'Período / Period: 03/01/2024 - 03/31/2024',
    'Moneda / Currency: USD',
  ],
  footer: (p, n) =>
    `Pág. / Page ${p} de / of ${n}   San Juan, PR 00918   Miembro FDIC / Member FDIC`,
  intro(flow, a) {
    const top = flow.y;
    paragraph(
      flow,
      ['SRA. MARISOL RIVERA COLÓN', 'URB. LOS ÁLAMOS CALLE 4 C-12', 'BAYAMÓN PR 00959-1234'],
      40,
      11,
    );
    flow.y = top;
    flow.text('Resumen de Cuenta / Account Summary', 300, { bold: true, tag: 'summary' });
    flow.down(13);
    flow.box(296, 276, 50, 10);
    keyValues(
      flow,
      [
        ['Balance Anterior / Previous Balance', money(a.opening, USD)],
        [
          `Créditos / Credits (${count(a.txns, 1)})`,
          money(credits(a.txns), { ...USD, negative: 'none' }),
        ],
        [
          `Débitos / Debits (${count(a.txns, -1)})`,
          money(debits(a.txns), { ...USD, negative: 'none' }),
        ],
        ['Balance Final / Ending Balance', money(a.closing, USD)],
      ],
      302,
      566,
      11,
    );
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha', 'Date'], x: 40, w: 36 },
      { kind: 'desc', head: ['Descripción', 'Description'], x: 84, w: 236 },
      { kind: 'debit', head: ['Débitos', 'Debits'], x: 326, w: 76 },
      { kind: 'credit', head: ['Créditos', 'Credits'], x: 408, w: 76 },
      { kind: 'balance', head: ['Balance', 'Balance'], x: 490, w: 82 },
    ],
    date: 'MM/DD',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** USVI business checking over several pages: a check-number column, later pages headed "continued". */
export const viBusinessContinued: Layout = simpleLayout({
  id: 'vi-business-checking-usd-check-no-continued-short-account',
  title:
    'US Virgin Islands business checking account in English (a St. Thomas/St. Croix bank, US-style): "Beginning Balance on 03/01/24", "Deposits and Other Credits", "Checks and Other Debits" and "Ending Balance on 03/31/24" as dated summary lines, "Date | Check No. | Description | Debits | Credits | Balance", "Continued on next page" at the foot and "BUSINESS CHECKING - continued" above a repeated heading on later pages, whose header prints only "Account ending 5678", MM/DD/YY, US letter, several pages',
  region: 'VI',
  exercises: [
    'a statement over several pages whose later pages name the account by its last four digits',
    'a check-number column between the date and the description',
    'opening and closing balances in summary lines whose labels carry their dates',
    'MM/DD/YY dates and "$" amounts',
  ],
  mechanisms: [3, 4, 10, 18],
  currency: 'USD',
  size: LETTER,
  plans: [
    plan(
      12402,
      'vi',
      '4410 0012 5678',
      'Business Checking',
      ['2024-02-29', '2024-03-31'],
      140,
      6_842_215,
      { scale: 420_000, longShare: 0.06, checks: true, checkShare: 0.18 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Charlotte Amalie Savings Bank',
  right: (a, p) =>
    p === 1
      ? [
          'BUSINESS CHECKING',
          `Account Number ${a.number}`,
          'Statement Period 03/01/24 through 03/31/24',
          'All amounts in U.S. Dollars (USD)',
        ]
      : [`Account ending ${a.number.slice(-4)}`, 'Statement Period 03/01/24 - 03/31/24'],
  footer: (p, n) => `Page ${p} of ${n}   Veterans Drive, St. Thomas, VI 00802   Member FDIC`,
  intro(flow, a) {
    paragraph(
      flow,
      ['CRUZ BAY MARINE SUPPLY LLC', '5000 ESTATE ENIGHED', 'ST JOHN VI 00830'],
      40,
      11,
    );
    flow.down(10);
    flow.text('ACCOUNT SUMMARY', 40, { bold: true, tag: 'summary' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Beginning Balance on 03/01/24', money(a.opening, USD)],
        [
          `Deposits and Other Credits (${count(a.txns, 1)})`,
          money(credits(a.txns), { ...USD, plus: true }),
        ],
        [`Checks and Other Debits (${count(a.txns, -1)})`, money(-debits(a.txns), USD)],
        ['Ending Balance on 03/31/24', money(a.closing, USD)],
      ],
      40,
      320,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 40 },
      { kind: 'check', head: ['Check No.'], x: 86, w: 40 },
      { kind: 'desc', head: ['Description'], x: 132, w: 214 },
      { kind: 'debit', head: ['Debits'], x: 350, w: 70 },
      { kind: 'credit', head: ['Credits'], x: 424, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 498, w: 74 },
    ],
    date: 'MM/DD/YY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    continuedBottom: 'Continued on next page',
    continuedTop: 'BUSINESS CHECKING - continued',
  }),
});

/** Dollar amounts with the sign before "$", as US card summaries print them. */
const SIGNED_USD: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: '$', plus: true };

/** CNMI credit card: a summary whose labels carry the arithmetic, one text item per glyph. */
export const mpCardEquationSummary: Layout = simpleLayout({
  id: 'mp-card-usd-signed-summary-opening-closing-date-glyph-items',
  title:
    'Northern Mariana Islands Visa card statement in English (a Saipan bank, US-style): an "ACCOUNT SUMMARY" whose figures carry their arithmetic ("Previous Balance $1,234.56", "Payment, Credits -$250.00", "Purchases +$980.10", "New Balance $1,964.66"), "Opening/Closing Date 02/16/24 - 03/15/24" among the payment due date and credit limit, "Trans Date | Post Date | Reference Number | Description | Amount" with payments and refunds negative, MM/DD dates; the producer draws one text item per glyph',
  region: 'MP',
  exercises: [
    "a card statement from the issuer's side with payments negative",
    'summary figures printed with their own "+" and "-" signs',
    'the period as "Opening/Closing Date" with two dates, beside the due date',
    'one text item per glyph',
  ],
  mechanisms: [4, 10, 12, 18],
  currency: 'USD',
  size: LETTER,
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  plans: [
    plan(12403, 'mp', '4417', 'Visa Classic', ['2024-02-16', '2024-03-15'], 26, 123_456, {
      liability: true,
      postDates: true,
      scale: 26_000,
    }),
  ],
  bank: 'Marianas Island Bank',
  right: (a) => [
    'VISA CLASSIC',
    `Account Number XXXX XXXX XXXX ${a.number}`,
    'Opening/Closing Date 02/16/24 - 03/15/24',
    'Payment Due Date 04/10/24',
    'Credit Limit $5,000',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Garapan, Saipan, MP 96950   All amounts in U.S. Dollars`,
  intro(flow, a) {
    const purchases = debits(a.txns);
    const top = flow.y;
    paragraph(flow, ['MR. JUAN T. CAMACHO', 'PO BOX 501234', 'SAIPAN MP 96950'], 40, 11);
    flow.y = top;
    flow.text('ACCOUNT SUMMARY', 340, { bold: true, tag: 'summary' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Previous Balance', money(a.opening, USD)],
        ['Payment, Credits', money(-credits(a.txns), SIGNED_USD)],
        ['Purchases', money(purchases, SIGNED_USD)],
        ['Cash Advances', money(0, SIGNED_USD)],
        ['Fees Charged', money(0, SIGNED_USD)],
        ['Interest Charged', money(0, SIGNED_USD)],
        ['New Balance', money(a.closing, USD)],
        ['Minimum Payment Due', money(Math.max(2_500, Math.round(a.closing / 3_000) * 100), USD)],
      ],
      340,
      572,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans Date'], x: 40, w: 36 },
      { kind: 'post', head: ['Post Date'], x: 88, w: 36 },
      {
        kind: 'extra',
        head: ['Reference Number'],
        x: 132,
        w: 90,
        value: (_t, i) => `2449${71_330_000 + i * 3_917}`,
      },
      { kind: 'desc', head: ['Description'], x: 230, w: 246 },
      { kind: 'amount', head: ['Amount'], x: 486, w: 86 },
    ],
    date: 'MM/DD',
    post: 'MM/DD',
    amount: US_MINUS,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Anguillan savings account in EC$: brought- and carried-forward rows, columns packed tight. */
export const aiSavingsTight: Layout = simpleLayout({
  id: 'ai-savings-xcd-value-date-bfwd-cfwd-tight-columns',
  title:
    'Anguillan savings account in English (National Bank of Anguilla/Caribbean Commercial Bank-like): "SAVINGS ACCOUNT STATEMENT", "Account Currency: XCD", "Post Date | Value Date | Transaction Description | Withdrawals | Deposits | Balance EC$" packed with barely any space between the money columns, "BALANCE BROUGHT FORWARD" as the first row and "BALANCE CARRIED FORWARD" as the last, the interest rate in the header, DD-MM-YYYY, "1,234.56"',
  region: 'AI',
  exercises: [
    'opening and closing balances as brought- and carried-forward rows of the table',
    'withdrawal, deposit and balance columns packed tight',
    'post and value dates DD-MM-YYYY, no slashed date',
    'Eastern Caribbean dollars named as XCD and EC$',
  ],
  mechanisms: [4, 11, 18],
  currency: 'XCD',
  plans: [
    plan(
      12404,
      'ai',
      '100 234 5678',
      'Savings Account',
      ['2024-02-29', '2024-03-31'],
      28,
      1_246_380,
      { scale: 60_000, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Valley Island Bank Ltd.',
  right: (a) => [
    'SAVINGS ACCOUNT STATEMENT',
    `Account No. ${a.number}`,
    'Account Currency: XCD',
    'From 01-03-2024 To 31-03-2024',
    'Interest Rate: 2.50% p.a.',
  ],
  footer: (p, n) => `Page ${p} of ${n}   The Valley, Anguilla AI-2640   Regulated by the ECCB`,
  intro(flow) {
    paragraph(flow, ['MS. CLAUDETTE HODGE', 'NORTH HILL VILLAGE', 'THE VALLEY, ANGUILLA'], 40, 11);
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Post Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Value Date'], x: 90, w: 46 },
      { kind: 'desc', head: ['Transaction Description'], x: 140, w: 226 },
      { kind: 'debit', head: ['Withdrawals'], x: 372, w: 52 },
      { kind: 'credit', head: ['Deposits'], x: 426, w: 50 },
      { kind: 'balance', head: ['Balance EC$'], x: 478, w: 50 },
    ],
    date: 'DD-MM-YYYY',
    post: 'DD-MM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 2,
    opening: { label: 'BALANCE BROUGHT FORWARD' },
    closing: { label: 'BALANCE CARRIED FORWARD' },
  }),
});

export const WORLD24: readonly Layout[] = [
  prCuentaBilingue,
  viBusinessContinued,
  mpCardEquationSummary,
  aiSavingsTight,
];
