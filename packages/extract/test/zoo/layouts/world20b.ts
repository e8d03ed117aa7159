/**
 * Zoo growth for issue 8 (part 17, second half): Curaçao, Antigua and Barbuda, Grenada, Dominica,
 * Saint Kitts and Nevis and Saint Vincent and the Grenadines. Written from what those banks print,
 * without reading the engine.
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

/** Curaçao savings in Dutch and Papiamento, Caribbean guilders, items emitted last to first. */
export const cwSpaarrekeningReversed: Layout = simpleLayout({
  id: 'cw-spaarrekening-xcg-af-bij-papiamento-reversed',
  title:
    'Curaçao savings account in Dutch with Papiamento (MCB/Banco di Caribe-like): "AFSCHRIFT SPAARREKENING / STADO DI KUENTA", "Datum | Omschrijving | Af | Bij | Saldo", "Saldo begin periode" and "Saldo einde periode" on the left under the address with "Cg" (Caribbean guilder), XCG, "1,234.56", DD-MM-YYYY, a quarter; the producer emits the items last to first',
  region: 'CW',
  exercises: [
    'Af/Bij (out/in) columns with the running balance',
    'opening and closing on the left with "Cg" before them',
    'DD-MM-YYYY dates with "," grouping in a Dutch statement, XCG named as a code',
    'items emitted last to first',
  ],
  mechanisms: [4, 11, 18],
  currency: 'XCG',
  quirks: { reverse: true },
  plans: [
    plan(12007, 'cw', '40123587', 'Spaarrekening', ['2024-07-01', '2024-09-30'], 30, 1_873_040, {
      scale: 60_000,
    }),
  ],
  bank: 'Kòrsou Spaarbank N.V.',
  right: (a) => [
    'AFSCHRIFT SPAARREKENING / STADO DI KUENTA',
    `Rekeningnummer: ${a.number}`,
    'Valuta: XCG (Caribische gulden)',
    'Periode: 01-07-2024 t/m 30-09-2024',
  ],
  footer: (p, n) =>
    `Pagina ${p} van ${n}   Schottegatweg Oost, Willemstad, Curaçao   Danki pa bo konfiansa`,
  intro(flow, a) {
    const cg = (v: number): string => `Cg ${money(v, US_MINUS)}`;
    paragraph(flow, ['DHR. R.J. MARTINA', 'KAYA FLAMBOYAN 23', 'WILLEMSTAD'], 40, 11);
    flow.down(6);
    keyValues(
      flow,
      [
        ['Saldo begin periode', cg(a.opening)],
        ['Saldo einde periode', cg(a.closing)],
      ],
      40,
      270,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Datum'], x: 40, w: 50 },
      { kind: 'desc', head: ['Omschrijving'], x: 98, w: 240 },
      { kind: 'debit', head: ['Af'], x: 346, w: 66 },
      { kind: 'credit', head: ['Bij'], x: 418, w: 66 },
      { kind: 'balance', head: ['Saldo'], x: 490, w: 65 },
    ],
    date: 'DD-MM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Antiguan card amounts from the holder's side: purchases with a minus, payments plain. */
export const agCardHolderSide: Layout = simpleLayout({
  id: 'ag-card-xcd-holder-side-summary-below-ec',
  title:
    'Antigua and Barbuda credit card statement in English (ACB/Eastern Caribbean Amalgamated-like): "CREDIT CARD STATEMENT", "Trans. Date | Reference | Description | Amount EC$" printed from the holder\'s side (purchases "-123.45", payments plain), the account summary below the table ("Previous Balance", "Payments/Credits", "Purchases/Debits", "New Balance", "Minimum Payment Due", "Payment Due Date"), credit limit and available credit on the right, XCD, DD/MM/YYYY, US Letter',
  region: 'AG',
  exercises: [
    "a card printed from the holder's side: purchases negative, payments positive",
    'the summary with the previous and new balances below the table',
    'a reference column between the date and the description',
    'statement date among payment due date, EC$ and XCD',
  ],
  mechanisms: [4, 10, 12, 16, 18],
  currency: 'XCD',
  size: LETTER,
  plans: [
    plan(12008, 'ag', '0417', 'Visa Gold', ['2024-05-16', '2024-06-15'], 24, 312_680, {
      liability: true,
      scale: 30_000,
    }),
  ],
  bank: 'Wadadli Commercial Bank Ltd.',
  right: (a) => [
    'CREDIT CARD STATEMENT',
    `Card No. 4532 XXXX XXXX ${a.number}`,
    'Statement Date: 15/06/2024',
    'Credit Limit: EC$10,000.00',
    'Currency: XCD',
  ],
  footer: (p, n) => `Page ${p} of ${n}   High Street, St. John's, Antigua W.I.`,
  intro(flow) {
    paragraph(flow, ['MS. ANDREA F. SAMUEL', 'OLD PARHAM ROAD', "ST. JOHN'S, ANTIGUA"], 40, 11);
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans. Date'], x: 40, w: 50 },
      {
        kind: 'extra',
        head: ['Reference'],
        x: 98,
        w: 70,
        value: (_t: ZooTxn, i: number) => `74${String(881_230 + i * 17)}`,
      },
      { kind: 'desc', head: ['Description'], x: 176, w: 260 },
      { kind: 'amount', head: ['Amount EC$'], x: 470, w: 102 },
    ],
    date: 'DD/MM/YYYY',
    amount: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    const purchases = -sum(a.txns.filter((t) => t.cents < 0));
    const payments = sum(a.txns.filter((t) => t.cents > 0));
    flow.down(10);
    flow.text('ACCOUNT SUMMARY', 40, { bold: true, tag: 'summary' });
    flow.down(13);
    keyValues(
      flow,
      [
        ['Previous Balance', money(a.opening, US_MINUS)],
        ['Payments/Credits', money(payments, US_PLAIN)],
        ['Purchases/Debits', money(purchases, US_PLAIN)],
        ['New Balance', money(a.closing, US_MINUS)],
        [
          'Minimum Payment Due',
          money(Math.max(5_000, Math.round(a.closing / 2_000) * 100), US_MINUS),
        ],
        ['Payment Due Date', '10/07/2024'],
      ],
      40,
      300,
      11,
    );
  },
});

/** Grenada chequing over several pages: cheque numbers, "Continued on next page", account on later pages. */
export const gdChequingContinued: Layout = simpleLayout({
  id: 'gd-chequing-xcd-cheque-no-continued-pages',
  title:
    'Grenada personal chequing account in English (Grenada Co-operative Bank/Republic Grenada-like): three or more pages, "Date | Description | Cheque No. | Withdrawals | Deposits | Balance", "Opening Balance" and "Closing Balance" rows, "Continued on next page" at the foot of each page and a short header with the account number on later pages, EC$ in the header, XCD, DD-MMM-YYYY',
  region: 'GD',
  exercises: [
    'a statement of three or more pages with a continuation line at each foot',
    'a cheque-number column between the description and the money',
    'opening and closing balances as rows, DD-MMM-YYYY dates',
    'EC$ and XCD',
  ],
  mechanisms: [3, 4, 18],
  currency: 'XCD',
  plans: [
    plan(
      12009,
      'gd',
      '001-512-348-7',
      'Chequing Account',
      ['2024-08-01', '2024-08-31'],
      130,
      1_548_225,
      { scale: 30_000, checks: true, longShare: 0.06 },
    ),
  ],
  bank: 'Spice Isle Co-operative Bank Limited',
  right: (a, p) =>
    p === 1
      ? [
          'STATEMENT OF ACCOUNT',
          `Account No: ${a.number}`,
          'Currency: XCD (EC$)',
          '01-Aug-2024 to 31-Aug-2024',
        ]
      : [`Account No: ${a.number}`, '01-Aug-2024 to 31-Aug-2024'],
  footer: (p, n) => `Page ${p} of ${n}   Church Street, St. George's, Grenada W.I.`,
  intro(flow) {
    paragraph(flow, ['MR. KEITH A. MITCHELL-JOSEPH', 'MORNE JALOUX', "ST. GEORGE'S"], 40, 11);
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 54 },
      { kind: 'desc', head: ['Description'], x: 100, w: 200 },
      { kind: 'check', head: ['Cheque No.'], x: 306, w: 44 },
      { kind: 'debit', head: ['Withdrawals'], x: 356, w: 64 },
      { kind: 'credit', head: ['Deposits'], x: 424, w: 64 },
      { kind: 'balance', head: ['Balance'], x: 492, w: 63 },
    ],
    date: 'DD-MMM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Opening Balance' },
    closing: { label: 'Closing Balance' },
    continuedBottom: 'Continued on next page',
  }),
});

/** Dominica credit-union savings: one signed amount, the balance, the date once per day, a quarter. */
export const dmSavingsOncePerDay: Layout = simpleLayout({
  id: 'dm-savings-xcd-signed-date-once-per-day',
  title:
    'Dominica savings account in English (National Bank of Dominica/credit-union-like): a quarter, "Member Savings Statement", "Date | Transaction | Amount | Balance" with one signed amount and the date printed once per day, "Beginning Balance" and "Ending Balance" on one line above the table, XCD, "1,234.56", DD/MM/YY',
  region: 'DM',
  exercises: [
    'the date printed only on the first row of each day',
    'the beginning and ending balances as two figures on one line',
    'one signed amount column beside the running balance',
    'XCD named as a code, DD/MM/YY',
  ],
  mechanisms: [4, 9, 18],
  currency: 'XCD',
  plans: [
    plan(12010, 'dm', '20-004512', 'Regular Savings', ['2024-01-01', '2024-03-31'], 34, 692_410, {
      scale: 25_000,
    }),
  ],
  bank: 'Nature Isle Savings and Credit Union',
  right: (a) => [
    'Member Savings Statement',
    `Account: ${a.number}`,
    'Currency: XCD',
    '01/01/24 - 31/03/24',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Great George Street, Roseau, Commonwealth of Dominica`,
  intro(flow, a) {
    paragraph(flow, ['MRS. JOSEPHINE LAVILLE', 'GOODWILL', 'ROSEAU'], 40, 11);
    flow.down(8);
    flow.text(
      `Beginning Balance ${money(a.opening, US_MINUS)}     Ending Balance ${money(a.closing, US_MINUS)}`,
      40,
      { tag: 'summary' },
    );
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 44 },
      { kind: 'desc', head: ['Transaction'], x: 96, w: 260 },
      { kind: 'amount', head: ['Amount'], x: 370, w: 85 },
      { kind: 'balance', head: ['Balance'], x: 465, w: 90 },
    ],
    date: 'DD/MM/YY',
    amount: US_MINUS,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    dateOncePerDay: true,
  }),
});

/** St Kitts balances with CR/DR after them, the way many Eastern Caribbean banks print a ledger. */
const KN_BAL: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', crSuffix: true };

/** St Kitts business account in US dollars: tight columns, a CR-marked balance, balance lines as rows. */
export const knBusinessUsdTight: Layout = simpleLayout({
  id: 'kn-business-usd-particulars-cr-balance-tight',
  title:
    'Saint Kitts and Nevis business account in US dollars, in English (St Kitts-Nevis-Anguilla National Bank-like): "US DOLLAR CURRENT ACCOUNT", "Date | Value Date | Particulars | Debit | Credit | Balance" in tight columns with the balance marked "CR", "Balance B/F" and "Balance C/F" rows, "USD", DD/MM/YYYY',
  region: 'KN',
  exercises: [
    'tight columns: the money columns a few points apart',
    'a running balance marked CR (DR when overdrawn)',
    'B/F and C/F rows as the opening and closing balances',
    'a US dollar account named as "USD" in a country of EC dollars',
  ],
  mechanisms: [1, 4, 18],
  currency: 'USD',
  plans: [
    plan(
      12011,
      'kn',
      '0201-00-458812',
      'US Dollar Current Account',
      ['2024-10-01', '2024-10-31'],
      36,
      5_612_300,
      { scale: 240_000, postDates: true },
    ),
  ],
  bank: 'Liamuiga National Bank Limited',
  right: (a) => [
    'US DOLLAR CURRENT ACCOUNT',
    `A/C No: ${a.number}`,
    'Currency: USD',
    'Period: 01/10/2024 - 31/10/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Central Street, Basseterre, St. Kitts`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Customer', 'BASSETERRE MARINE SUPPLIES LTD'],
        ['Branch', 'BASSETERRE MAIN'],
      ],
      40,
      360,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 48 },
      { kind: 'post', head: ['Value Date'], x: 92, w: 48 },
      { kind: 'desc', head: ['Particulars'], x: 144, w: 200 },
      { kind: 'debit', head: ['Debit'], x: 346, w: 66 },
      { kind: 'credit', head: ['Credit'], x: 414, w: 66 },
      { kind: 'balance', head: ['Balance'], x: 482, w: 73 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: KN_BAL,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Balance B/F' },
    closing: { label: 'Balance C/F' },
  }),
});

/** St Vincent savings: the summary below the table, withdrawals and deposits, an interest-rate line. */
export const vcSavingsSummaryBelow: Layout = simpleLayout({
  id: 'vc-savings-xcd-summary-below-interest-rate',
  title:
    'Saint Vincent and the Grenadines savings account in English (Bank of St Vincent and the Grenadines-like): "SAVINGS ACCOUNT STATEMENT", "Posting Date | Details | Withdrawals | Deposits | Balance", the summary printed under the table ("Opening Balance | Total Withdrawals | Total Deposits | Closing Balance") and an "Interest rate 2.00% p.a." line, XCD, "1,234.56", DD MMM YYYY',
  region: 'VC',
  exercises: [
    'the opening and closing balances in a summary under the table',
    'withdrawal and deposit columns with the running balance',
    'an interest-rate line with a percentage near the summary',
    'DD MMM YYYY dates, XCD named as a code',
  ],
  mechanisms: [4, 18],
  currency: 'XCD',
  plans: [
    plan(
      12012,
      'vc',
      '104-227-5561',
      'Savings Account',
      ['2024-11-01', '2024-11-30'],
      22,
      954_880,
      { scale: 22_000 },
    ),
  ],
  bank: 'Hairoun Bank of the Grenadines',
  right: (a) => [
    'SAVINGS ACCOUNT STATEMENT',
    `Account Number: ${a.number}`,
    'Currency: XCD',
    '01 Nov 2024 to 30 Nov 2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Halifax Street, Kingstown, St. Vincent`,
  intro(flow) {
    paragraph(flow, ['MR. DESMOND O. BALLANTYNE', 'VILLA', 'ST. VINCENT'], 40, 11);
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Posting Date'], x: 40, w: 56 },
      { kind: 'desc', head: ['Details'], x: 104, w: 230 },
      { kind: 'debit', head: ['Withdrawals'], x: 342, w: 70 },
      { kind: 'credit', head: ['Deposits'], x: 416, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 490, w: 65 },
    ],
    date: 'DD MMM YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    flow.down(10);
    flow.text('Summary', 40, { bold: true, tag: 'summary' });
    flow.down(13);
    keyValues(
      flow,
      [
        ['Opening Balance', money(a.opening, US_MINUS)],
        ['Total Withdrawals', money(debits(a.txns), US_PLAIN)],
        ['Total Deposits', money(credits(a.txns), US_PLAIN)],
        ['Closing Balance', money(a.closing, US_MINUS)],
      ],
      40,
      300,
      11,
    );
    flow.down(6);
    flow.text('Interest rate 2.00% p.a., paid monthly', 40, { tag: 'text' });
  },
});

export const WORLD20B: readonly Layout[] = [
  cwSpaarrekeningReversed,
  agCardHolderSide,
  gdChequingContinued,
  dmSavingsOncePerDay,
  knBusinessUsdTight,
  vcSavingsSummaryBelow,
];
