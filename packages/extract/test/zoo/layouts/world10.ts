/**
 * Zoo growth for issue 8 (part 4): Pakistan, Sri Lanka, Thailand, Taiwan, mainland China and Czechia.
 * Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { digits, FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { labelsAboveBox } from './americas9.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { FR_MINUS, plan, US_MINUS, US_PLAIN } from './styles.ts';
import { clock } from './world9.ts';

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** "05-MAR-24": day, upper-case English month and two-digit year, as South Asian core systems print. */
export const dashMonYY = (iso: string): string => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${d}-${MON[Number(m) - 1] ?? ''}-${y.slice(2)}`;
};

/** Thai Buddhist-era date "05/03/2567": the Gregorian year plus 543. */
export const buddhistEra = (iso: string): string => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${d}/${m}/${Number(y) + 543}`;
};

/** Taiwanese Minguo (ROC) date "113/03/05": the Gregorian year minus 1911. */
export const rocDate = (iso: string): string => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${Number(y) - 1911}/${m}/${d}`;
};

/** South Asian grouping "12,34,567.89". */
const LAKH = { thousands: ',', decimal: '.', lakh: true } as const;
const LAKH_PLAIN: MoneyStyle = { numbers: LAKH, negative: 'none' };

/** Pakistani current account: lakh grouping, DD-MM-YYYY dates, cheque column, IBAN and account title. */
export const pkLakhChequeValueDate: Layout = simpleLayout({
  id: 'pk-lakh-cheque-value-date',
  title:
    'Pakistani current account (HBL/MCB-like): "Date | Value Date | Particulars | Cheque No. | Debit | Credit | Balance", lakh grouping "18,54,321.50", DD-MM-YYYY, IBAN and account title',
  region: 'PK',
  exercises: [
    'lakh grouping in every money column',
    'DD-MM-YYYY transaction and value dates, no slashed date',
    'a cheque-number column between the description and the money',
    'account number beside an IBAN that contains it',
    'the account title printed; headings repeated over three pages',
  ],
  mechanisms: [5, 11, 18],
  currency: 'PKR',
  namePrinted: true,
  plans: [
    plan(
      10101,
      'pk',
      '00117901234503',
      'MUHAMMAD ALI KHAN',
      ['2024-03-01', '2024-03-31'],
      78,
      185_432_150,
      { postDates: true, scale: 2_500_000 },
    ),
  ],
  bank: 'Indus Commercial Bank Limited',
  textSize: 8,
  right: (a, p) => [
    'STATEMENT OF ACCOUNT',
    `Account No: ${a.number}`,
    'IBAN: PK24 INDS 0000 1179 0123 4503',
    `Page ${p}`,
  ],
  footer: () =>
    'This is a computer generated statement. Please report discrepancies within 15 days.',
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Account Title:', a.name],
        ['Branch:', 'GULBERG III LAHORE (0117)'],
        ['Currency:', 'PKR'],
        ['Statement Period:', '01-03-2024 To 31-03-2024'],
      ],
      40,
      300,
      11,
    );
    flow.down(10);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Value Date'], x: 90, w: 46 },
      { kind: 'desc', head: ['Particulars'], x: 142, w: 170 },
      {
        kind: 'extra',
        head: ['Cheque No.'],
        x: 318,
        w: 42,
        value: (t) => /CHQ PAID (\d+)/.exec(t.description)?.[1] ?? '',
      },
      { kind: 'debit', head: ['Debit'], x: 365, w: 60 },
      { kind: 'credit', head: ['Credit'], x: 430, w: 60 },
      { kind: 'balance', head: ['Balance'], x: 495, w: 60 },
    ],
    date: 'DD-MM-YYYY',
    post: 'DD-MM-YYYY',
    debit: LAKH_PLAIN,
    credit: LAKH_PLAIN,
    balance: { numbers: LAKH, negative: 'minus' },
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Opening Balance' },
    closing: { label: 'Closing Balance' },
  }),
});

/** Sri Lankan savings account over a quarter: interest lines, the summary as labels above figures. */
export const lkSavingsInterestBox: Layout = simpleLayout({
  id: 'lk-savings-interest-summary-box',
  title:
    'Sri Lankan savings account (Commercial Bank/Sampath-like): a quarter with interest and WHT lines, "BALANCE B/F | TOTAL DEPOSITS | TOTAL WITHDRAWALS | BALANCE C/F" above their figures, "05-MAR-24"',
  region: 'LK',
  exercises: [
    'a savings account with interest credited and withholding tax debited',
    'opening and closing as labels above their figures in a ruled box',
    'DD-MON-YY dates over three months',
    'an interest-rate note with a percentage after the table',
  ],
  mechanisms: [4, 18],
  currency: 'LKR',
  plans: [
    plan(
      10102,
      'lk',
      '8001234567',
      'Savings Account',
      ['2024-01-01', '2024-03-31'],
      40,
      84_512_075,
      { scale: 1_500_000 },
    ),
  ],
  bank: 'Ceylon Lotus Bank PLC',
  right: (a) => [
    'SAVINGS ACCOUNT STATEMENT',
    `Account No. ${a.number}`,
    'Currency LKR',
    'From 01-JAN-24 To 31-MAR-24',
  ],
  intro(flow, a) {
    labelsAboveBox(
      flow,
      [
        ['BALANCE B/F', money(a.opening, US_MINUS)],
        ['TOTAL DEPOSITS', money(sum(a.txns.filter((t) => t.cents > 0)), US_PLAIN)],
        ['TOTAL WITHDRAWALS', money(-sum(a.txns.filter((t) => t.cents < 0)), US_PLAIN)],
        ['BALANCE C/F', money(a.closing, US_MINUS)],
      ],
      40,
      515,
      12,
    );
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['DATE'], x: 40, w: 45 },
      { kind: 'desc', head: ['DESCRIPTION'], x: 92, w: 220 },
      { kind: 'debit', head: ['WITHDRAWALS'], x: 318, w: 75 },
      { kind: 'credit', head: ['DEPOSITS'], x: 398, w: 75 },
      { kind: 'balance', head: ['BALANCE'], x: 478, w: 77 },
    ],
    date: dashMonYY,
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(10);
    paragraph(
      flow,
      [
        'Interest rate 4.25% p.a., calculated on the daily balance and credited monthly.',
        'Withholding tax of 5% is deducted from interest as required by law.',
      ],
      40,
      10,
    );
  },
});

/** The channel a Thai bank prints right of the balance. */
const thChannel = (t: ZooTxn): string =>
  t.kind === 'atm' ? 'ATM' : t.cents > 0 ? 'K PLUS' : t.kind === 'card' ? 'EDC/K SHOP' : 'K PLUS';

/** Thai savings account: Buddhist-era dates everywhere, a time column, a channel column at the right edge. */
export const thBuddhistEra: Layout = simpleLayout({
  id: 'th-buddhist-era-dates-channel',
  title:
    'Thai savings account in English (KBank/SCB-like): Buddhist-era dates "05/03/2567", "Date | Time | Description | Withdrawal | Deposit | Outstanding Balance | Channel", item counts in the summary labels',
  region: 'TH',
  exercises: [
    'dates and period in the Buddhist era (Gregorian year + 543)',
    'a time column after the date',
    'a channel column right of the balance',
    'summary labels that carry item counts',
  ],
  mechanisms: [1, 4, 10, 18],
  currency: 'THB',
  plans: [
    plan(10103, 'th', '123-4-56789-0', 'Savings', ['2024-03-01', '2024-03-31'], 42, 6_842_050, {
      scale: 250_000,
    }),
  ],
  bank: 'Chao Phraya Bank',
  right: (a) => [`Account Number ${a.number}`, 'Period 01/03/2567 - 31/03/2567', 'Currency THB'],
  intro(flow, a) {
    const out = a.txns.filter((t) => t.cents < 0);
    const inn = a.txns.filter((t) => t.cents > 0);
    keyValues(
      flow,
      [
        ['Beginning Balance', money(a.opening, US_MINUS)],
        [`Total Withdrawal ${out.length} Items`, money(-sum(out), US_PLAIN)],
        [`Total Deposit ${inn.length} Items`, money(sum(inn), US_PLAIN)],
        ['Ending Balance', money(a.closing, US_MINUS)],
      ],
      40,
      300,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'extra', head: ['Time'], x: 90, w: 24, value: (_t, i) => clock(i) },
      { kind: 'desc', head: ['Description'], x: 120, w: 165 },
      { kind: 'debit', head: ['Withdrawal'], x: 290, w: 60 },
      { kind: 'credit', head: ['Deposit'], x: 355, w: 60 },
      { kind: 'balance', head: ['Outstanding', 'Balance'], x: 420, w: 65 },
      { kind: 'extra', head: ['Channel'], x: 495, w: 60, value: thChannel },
    ],
    date: buddhistEra,
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Beginning Balance' },
  }),
});

/** A foreign-currency amount for some card rows: the currency and the amount charged abroad. */
const twForeign = (t: ZooTxn, i: number): readonly [string, string] | undefined => {
  if (t.cents > 0 || i % 6 !== 4) return undefined;
  return i % 12 === 4
    ? ['JPY', digits(Math.round((-t.cents * 4.7) / 100) * 100, US_NUMBERS, 0)]
    : ['USD', digits(Math.round(-t.cents / 32.1), US_NUMBERS)];
};

/** Taiwanese credit card: Minguo (ROC) dates "113/03/05", whole NT$, foreign-currency columns. */
export const twCardRocDates: Layout = simpleLayout({
  id: 'tw-card-roc-dates-whole-ntd',
  title:
    'Taiwanese credit card statement in English (Cathay/CTBC-like): ROC-year dates "113/03/05", whole NT$ amounts, "Foreign Curr. | Foreign Amt" columns, Total Amount Due',
  region: 'TW',
  exercises: [
    'dates in the Minguo calendar (Gregorian year - 1911), period end among several dates',
    'whole-dollar amounts with payments printed negative',
    'foreign currency and amount columns before the NT$ amount on some rows',
    'the closing balance only as "Total Amount Due"',
  ],
  mechanisms: [6, 10, 18],
  currency: 'TWD',
  plans: [
    plan(10104, 'tw', '2207', 'Platinum Card', ['2024-02-16', '2024-03-15'], 38, 4_813_200, {
      liability: true,
      postDates: true,
      unit: 100,
      scale: 350_000,
    }),
  ],
  bank: 'Formosa Harbour Bank',
  right: (a) => [
    `Card No. 4563-18XX-XXXX-${a.number}`,
    'Statement Date 113/03/15',
    'Payment Due Date 113/04/05',
  ],
  intro(flow, a) {
    const ntd: MoneyStyle = { ...US_MINUS, decimals: 0 };
    const minimum = Math.max(100_000, Math.round(a.closing / 1_000) * 100);
    keyValues(
      flow,
      [
        ['Previous Balance', money(a.opening, ntd)],
        ['Payments / Credits', money(-sum(a.txns.filter((t) => t.cents > 0)), ntd)],
        ['New Charges', money(-sum(a.txns.filter((t) => t.cents < 0)), ntd)],
        ['Total Amount Due (NT$)', money(a.closing, ntd)],
        ['Minimum Payment Due (NT$)', money(minimum, ntd)],
      ],
      40,
      300,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans.', 'Date'], x: 40, w: 40 },
      { kind: 'post', head: ['Posting', 'Date'], x: 86, w: 40 },
      { kind: 'desc', head: ['', 'Description'], x: 132, w: 200 },
      {
        kind: 'extra',
        head: ['Foreign', 'Curr.'],
        x: 340,
        w: 35,
        value: (t, i) => twForeign(t, i)?.[0] ?? '',
      },
      {
        kind: 'extra',
        head: ['Foreign', 'Amt'],
        x: 380,
        w: 60,
        right: true,
        value: (t, i) => twForeign(t, i)?.[1] ?? '',
      },
      { kind: 'amount', head: ['NT$', 'Amount'], x: 460, w: 75 },
    ],
    date: rocDate,
    post: rocDate,
    amount: { ...US_MINUS, decimals: 0 },
    owedView: true,
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Mainland Chinese debit-card statement: money columns first, the counterparty text right of the balance. */
export const cnCounterpartyRight: Layout = simpleLayout({
  id: 'cn-counterparty-right-of-balance',
  title:
    'Mainland Chinese debit card statement in English (CMB/ICBC-like): "Date | Currency | Transaction Amount | Balance | Transaction Type / Counter Party", RMB',
  region: 'CN',
  exercises: [
    'the description column right of the balance, money columns before it',
    'a currency code column on every row',
    'ISO dates, a "~" period range',
    'the currency printed as RMB',
  ],
  mechanisms: [1, 10, 18],
  currency: 'CNY',
  plans: [
    plan(
      10105,
      'cn',
      '6214 8301 2345 6789',
      'Debit Card',
      ['2024-03-01', '2024-03-31'],
      44,
      3_856_020,
      { scale: 180_000 },
    ),
  ],
  bank: 'Yangtze Merchants Bank',
  right: (a) => [
    'Transaction Statement',
    `Card No. ${a.number}`,
    'Period 2024-03-01 ~ 2024-03-31',
    'Currency RMB',
  ],
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Name', 'ZHANG WEI'],
        ['Opening Balance', `RMB ${money(a.opening, US_MINUS)}`],
        ['Closing Balance', `RMB ${money(a.closing, US_MINUS)}`],
      ],
      40,
      280,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 48 },
      { kind: 'extra', head: ['Currency'], x: 94, w: 34, value: () => 'RMB' },
      { kind: 'amount', head: ['Transaction', 'Amount'], x: 135, w: 70 },
      { kind: 'balance', head: ['', 'Balance'], x: 212, w: 70 },
      { kind: 'desc', head: ['Transaction Type /', 'Counter Party'], x: 300, w: 255 },
    ],
    date: 'YYYY-MM-DD',
    amount: US_MINUS,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** The counter-account, variable and constant symbols a Czech statement prints for a row. */
const czSymbols = (t: ZooTxn, i: number): readonly [string, string, string] => {
  if (/^Platba kartou|^Vyber/.test(t.description)) return ['', '', ''];
  const account = `${19 + (i % 7)}-${String(2_000_000_000 + i * 7_919_113).slice(0, 10)}/0${100 + (i % 4) * 200}`;
  const vs = String(1_000_000_000 + i * 482_719).slice(0, 10);
  return [account, vs, i % 3 === 0 ? '0308' : '0558'];
};

/** Czech výpis: counter-account, VS and KS columns between the description and the signed amount. */
export const czVypisSymbols: Layout = simpleLayout({
  id: 'cz-vypis-variabilni-symbol',
  title:
    'Czech account statement (CSOB/Komercni banka-like, printed in ASCII): "Datum | Popis | Protiucet | VS | KS | Castka", "-1 234,56", D.M.YYYY, account "2801234567/2010"',
  region: 'CZ',
  exercises: [
    'counter-account, variable-symbol and constant-symbol number columns before the amount',
    'un-padded D.M.YYYY dates',
    'signed amounts grouped with spaces, no running balance',
    'an account number with a bank code after a slash, an IBAN beside it',
  ],
  mechanisms: [8, 11, 18],
  currency: 'CZK',
  plans: [
    plan(
      10106,
      'cz',
      '2801234567/2010',
      'Osobni ucet',
      ['2024-03-01', '2024-03-31'],
      40,
      6_534_080,
      { scale: 350_000 },
    ),
  ],
  bank: 'Vltava Banka a.s.',
  right: (a) => [
    'VYPIS Z UCTU c. 3/2024',
    `Cislo uctu: ${a.number}`,
    'IBAN: CZ65 2010 0000 0028 0123 4567',
    'Obdobi: 1.3.2024 - 31.3.2024',
    'Mena: CZK',
  ],
  footer: (p, n) => `Strana ${p}/${n}`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Pocatecni zustatek', money(a.opening, FR_MINUS)],
        ['Prijmy', money(sum(a.txns.filter((t) => t.cents > 0)), FR_MINUS)],
        ['Vydaje', money(sum(a.txns.filter((t) => t.cents < 0)), FR_MINUS)],
        ['Konecny zustatek', money(a.closing, FR_MINUS)],
      ],
      40,
      280,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Datum'], x: 40, w: 42 },
      { kind: 'desc', head: ['Popis transakce'], x: 88, w: 165 },
      {
        kind: 'extra',
        head: ['Protiucet'],
        x: 258,
        w: 95,
        value: (t, i) => czSymbols(t, i)[0],
      },
      { kind: 'extra', head: ['VS'], x: 358, w: 48, value: (t, i) => czSymbols(t, i)[1] },
      { kind: 'extra', head: ['KS'], x: 410, w: 24, value: (t, i) => czSymbols(t, i)[2] },
      { kind: 'amount', head: ['Castka CZK'], x: 440, w: 80 },
    ],
    date: 'D.M.YYYY',
    amount: { numbers: FR_NUMBERS, negative: 'minus' },
    lineHeight: 11,
    rowGap: 3,
  }),
});

export const WORLD10: readonly Layout[] = [
  pkLakhChequeValueDate,
  lkSavingsInterestBox,
  thBuddhistEra,
  twCardRocDates,
  cnCounterpartyRight,
  czVypisSymbols,
];
