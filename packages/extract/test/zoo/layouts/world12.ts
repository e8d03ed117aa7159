/**
 * Zoo growth for issue 8 (part 8): Croatia, Slovakia, Qatar, Jordan, Nepal and Cambodia. Written from what
 * those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { money, printDate, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { labelsAboveBox } from './americas9.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_MINUS, EU_PLAIN, FR_MINUS, FR_PLAIN, plan, US_MINUS, US_PLAIN } from './styles.ts';

/** "05.03.2024.": the day-first date with the trailing dot Croatian banks print. */
const dottedDate = (iso: string): string => `${printDate(iso, 'DD.MM.YYYY')}.`;

/** Croatian izvod over several pages: "Prijenos" closes each page, "Donos" opens the next. */
export const hrDonosPrijenos: Layout = simpleLayout({
  id: 'hr-donos-prijenos-each-page',
  title:
    'Croatian izvod (Zagrebacka/PBZ-like, ASCII): "Datum knjizenja | Datum valute | Opis placanja | Isplata | Uplata | Stanje", a "Prijenos" balance line at the foot and a "Donos" line at the head of every continued page, "05.03.2024." dates, EUR with "." grouping, IBAN HR',
  region: 'HR',
  exercises: [
    'a carried-forward balance line at the foot of each page and a brought-forward one at the head of the next, in Croatian',
    'dates with a trailing dot "05.03.2024." for booking and value dates',
    'opening and closing as "Pocetno stanje"/"Novo stanje" table rows',
    'an IBAN as the account number, EUR',
  ],
  mechanisms: [11, 15, 18],
  currency: 'EUR',
  plans: [
    plan(
      11301,
      'hr',
      'HR1723600001101234565',
      'Tekuci racun',
      ['2024-03-01', '2024-03-31'],
      92,
      245_630,
      { scale: 12_000, postDates: true },
    ),
  ],
  bank: 'Jadranska Banka d.d.',
  right: (a) => [
    'IZVOD BROJ 3/2024',
    `IBAN: ${a.number}`,
    'Valuta: EUR',
    'Razdoblje: 01.03.2024. - 31.03.2024.',
  ],
  footer: (p, n) => `Stranica ${p} od ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Vlasnik racuna', 'IVAN HORVAT, ZAGREB'],
        ['Vrsta racuna', 'Tekuci racun'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Datum', 'knjizenja'], x: 40, w: 50 },
      { kind: 'post', head: ['Datum', 'valute'], x: 96, w: 50 },
      { kind: 'desc', head: ['', 'Opis placanja'], x: 152, w: 173 },
      { kind: 'debit', head: ['', 'Isplata'], x: 330, w: 70 },
      { kind: 'credit', head: ['', 'Uplata'], x: 405, w: 70 },
      { kind: 'balance', head: ['', 'Stanje'], x: 480, w: 75 },
    ],
    date: dottedDate,
    post: dottedDate,
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    balance: EU_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Pocetno stanje' },
    closing: { label: 'Novo stanje' },
    carryForward: { bottom: 'Prijenos', top: 'Donos' },
  }),
});

/** Slovak výpis: the four balance figures in a ruled box before the table, labels above values. */
export const skSummaryBoxSigned: Layout = simpleLayout({
  id: 'sk-vypis-summary-box-signed',
  title:
    'Slovak výpis z účtu (Slovenská sporiteľňa/Tatra-like, ASCII where the fonts lack letters): a ruled box "Pociatocny zostatok | Kredit | Debet | Konecny zostatok" with labels above values before the table, "Dátum | Dátum valuty | Popis transakcie | Suma", signed amounts "-1 234,56", no running balance, wrapped descriptions',
  region: 'SK',
  exercises: [
    'a summary box before the table with the labels above their figures',
    'signed amounts in one column and no running balance',
    'descriptions wrapped over two or three lines',
    'DD.MM.YYYY booking and value dates, space-grouped amounts, IBAN SK',
  ],
  mechanisms: [4, 11, 18],
  currency: 'EUR',
  plans: [
    plan(
      11302,
      'sk',
      'SK31 1200 0000 1987 4263 7541',
      'Osobny ucet',
      ['2024-03-01', '2024-03-31'],
      38,
      318_245,
      { scale: 15_000, postDates: true, longShare: 0.35 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Tatranska Banka a.s.',
  right: (a) => [
    'VYPIS Z UCTU c. 3',
    `IBAN: ${a.number}`,
    'Mena: EUR',
    'Obdobie: 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Strana ${p}/${n}`,
  intro(flow, a) {
    flow.text('Majitel uctu: JAN NOVAK, Bratislava', 40);
    flow.down(20);
    labelsAboveBox(
      flow,
      [
        ['Pociatocny zostatok', money(a.opening, FR_MINUS)],
        ['Kredit', money(sum(a.txns.filter((t) => t.cents > 0)), FR_PLAIN)],
        ['Debet', money(sum(a.txns.filter((t) => t.cents < 0)), FR_MINUS)],
        ['Konecny zostatok', money(a.closing, FR_MINUS)],
      ],
      40,
      515,
      11,
    );
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Dátum'], x: 40, w: 48 },
      { kind: 'post', head: ['Dátum valuty'], x: 94, w: 56 },
      { kind: 'desc', head: ['Popis transakcie'], x: 160, w: 270 },
      { kind: 'amount', head: ['Suma'], x: 460, w: 95 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: FR_MINUS,
    lineHeight: 10,
    rowGap: 4,
  }),
});

/** Qatari balances: "12,345.00 CR", "150.00 DR". */
const QAR_CRDR: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', crSuffix: true };

/** Qatari current account: a summary of two label/value pairs per line, CR/DR balances. */
export const qaTwoPairsSummary: Layout = simpleLayout({
  id: 'qa-two-pairs-per-summary-line',
  title:
    'Qatari current account in English (QNB/CBQ-like): a summary with two label/value pairs on each line ("Opening Balance ... Total Debits ..." / "Closing Balance ... Total Credits ..."), "Date | Value Date | Description | Cheque No | Debit | Credit | Balance", balances "12,345.00 CR", "05-Mar-2024"',
  region: 'QA',
  exercises: [
    'two labelled figures on one summary line (opening beside the debit total, closing beside the credit total)',
    'a cheque-number column between the description and the money, mostly blank',
    'running balances with a CR/DR suffix',
    'DD-MMM-YYYY dates, QAR',
  ],
  mechanisms: [4, 18],
  currency: 'QAR',
  plans: [
    plan(
      11303,
      'qa',
      '0012-345678-001',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      40,
      2_845_050,
      { scale: 180_000, postDates: true },
    ),
  ],
  bank: 'Pearl Gulf Bank Q.P.S.C.',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `Account No: ${a.number}`,
    'IBAN: QA57PGBK000000000012345678001',
    'Currency: QAR',
    'Period: 01-Mar-2024 to 31-Mar-2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}  -  This is a computer generated statement.`,
  intro(flow, a) {
    const debits = -sum(a.txns.filter((t) => t.cents < 0));
    const credits = sum(a.txns.filter((t) => t.cents > 0));
    const pairs: readonly (readonly [string, string, string, string])[] = [
      ['Opening Balance', money(a.opening, QAR_CRDR), 'Total Debits', money(debits, US_PLAIN)],
      ['Closing Balance', money(a.closing, QAR_CRDR), 'Total Credits', money(credits, US_PLAIN)],
      ['Customer Name', 'MR KHALID AL THANI', 'Branch', 'WEST BAY'],
    ];
    for (const [k1, v1, k2, v2] of pairs) {
      flow.text(k1, 40, { tag: 'summary' });
      flow.text(v1, 260, { align: 'right', tag: 'summary' });
      flow.text(k2, 310, { tag: 'summary' });
      flow.text(v2, 555, { align: 'right', tag: 'summary' });
      flow.down(12);
    }
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'post', head: ['Value Date'], x: 95, w: 50 },
      { kind: 'desc', head: ['Description'], x: 150, w: 150 },
      {
        kind: 'extra',
        head: ['Cheque No'],
        x: 305,
        w: 40,
        value: (t, i) => (t.cents < 0 && i % 9 === 4 ? String(100_231 + i) : ''),
      },
      { kind: 'debit', head: ['Debit'], x: 345, w: 65 },
      { kind: 'credit', head: ['Credit'], x: 415, w: 65 },
      { kind: 'balance', head: ['Balance'], x: 485, w: 70 },
    ],
    date: 'DD-MMM-YYYY',
    post: 'DD-MMM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: QAR_CRDR,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Jordanian dinars print three decimals ("1,234.560"); the truth keeps whole fils tens, so the third is 0. */
const JOD: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', suffix: '0' };
const JOD_PLAIN: MoneyStyle = { ...JOD, negative: 'none' };

/** Jordanian current account: a dated charges table beneath the transactions repeats the fee rows. */
export const joChargesTableBeneath: Layout = simpleLayout({
  id: 'jo-charges-table-beneath',
  title:
    'Jordanian current account in English (Arab Bank/Housing Bank-like): three-decimal JOD, "Opening Balance"/"Closing Balance" table rows, and beneath the transactions a "Charges and Commissions" table that lists each fee again with its date, amount and sales tax, then "Charges for the period"',
  region: 'JO',
  exercises: [
    'a fee table beneath the transactions repeating the fee rows with dates and amounts',
    'a charges sum line that does not start with "Total"',
    'three-decimal dinar amounts',
    'DD/MM/YYYY dates, opening and closing as table rows',
  ],
  mechanisms: [6, 13, 18],
  currency: 'JOD',
  plans: [
    plan(
      11304,
      'jo',
      '0118-123456-500',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      58,
      214_530,
      {
        scale: 9_000,
      },
    ),
  ],
  bank: 'Petra Commercial Bank',
  right: (a) => [
    'ACCOUNT STATEMENT',
    `Account: ${a.number}`,
    'IBAN: JO71PCBK1180000000000123456500',
    'Currency: JOD',
    'From 01/03/2024 To 31/03/2024',
  ],
  intro(flow) {
    flow.text('Customer: MR OMAR HADDAD, AMMAN', 40);
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans. Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Description'], x: 100, w: 220 },
      { kind: 'debit', head: ['Debit'], x: 325, w: 70 },
      { kind: 'credit', head: ['Credit'], x: 400, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 475, w: 80 },
    ],
    date: 'DD/MM/YYYY',
    debit: JOD_PLAIN,
    credit: JOD_PLAIN,
    balance: JOD,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Opening Balance' },
    closing: { label: 'Closing Balance' },
  }),
  outro(flow, a) {
    const fees = a.txns.filter((t) => t.kind === 'fee');
    flow.down(14);
    flow.ensure(40 + fees.length * 11);
    flow.text('Charges and Commissions', 40, { bold: true, tag: 'head' });
    flow.down(14);
    const heads = ['Date', 'Charge', 'Amount', 'of which Sales Tax 16%'];
    [40, 100, 395, 555].forEach((x, i) =>
      flow.text(heads[i] ?? '', x, { bold: true, tag: 'head', align: i >= 2 ? 'right' : 'left' }),
    );
    flow.down(12);
    for (const t of fees) {
      flow.text(printDate(t.date, 'DD/MM/YYYY'), 40, { tag: 'fees' });
      flow.text(t.description, 100, { tag: 'fees' });
      flow.text(money(-t.cents, JOD_PLAIN), 395, { align: 'right', tag: 'fees' });
      flow.text(money(Math.round((-t.cents * 16) / 116), JOD_PLAIN), 555, {
        align: 'right',
        tag: 'fees',
      });
      flow.down(11);
    }
    flow.text('Charges for the period', 100, { bold: true, tag: 'fees' });
    flow.text(money(-sum(fees), JOD_PLAIN), 395, { align: 'right', bold: true, tag: 'fees' });
    flow.down(16);
    paragraph(flow, ['Charges include sales tax where applicable.'], 40, 10);
  },
});

/** Nepali rupees in lakh grouping: "12,34,567.89". */
const NPR: MoneyStyle = {
  numbers: { thousands: ',', decimal: '.', lakh: true },
  negative: 'minus',
};
const NPR_PLAIN: MoneyStyle = { ...NPR, negative: 'none' };

/** Nepali savings account over a quarter: interest and the tax withheld on it, an interest box after the table. */
export const npSavingsInterestTds: Layout = simpleLayout({
  id: 'np-savings-interest-tds-lakh',
  title:
    'Nepali savings account in English (Nabil/NIC Asia-like): a quarter, lakh-grouped NPR "12,34,567.89", "Date | Particulars | Cheque No | Withdraw | Deposit | Balance", "Balance B/F" and "Balance C/F" rows, "INTEREST CAPITALISED" and "TDS ON INTEREST" lines, an interest summary after the table',
  region: 'NP',
  exercises: [
    'a savings account over three months with interest lines and the tax withheld on them',
    'lakh-grouped amounts',
    'opening and closing as B/F and C/F table rows',
    'a cheque-number column filled on cheque withdrawals only; an interest summary after the table',
  ],
  mechanisms: [4, 15, 18],
  currency: 'NPR',
  plans: [
    plan(
      11305,
      'np',
      '01234567890123',
      'Savings Account',
      ['2024-01-01', '2024-03-31'],
      66,
      84_512_350,
      { scale: 2_500_000 },
    ),
  ],
  bank: 'Himalayan Sahakari Bank Ltd.',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `A/C No.: ${a.number}`,
    'Currency: NPR',
    'From: 01/01/2024  To: 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Account Name', 'RAM BAHADUR SHRESTHA'],
        ['Branch', 'NEW ROAD, KATHMANDU'],
        ['Interest Rate', '6.25 % p.a.'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 48 },
      { kind: 'desc', head: ['Particulars'], x: 94, w: 180 },
      {
        kind: 'extra',
        head: ['Cheque No'],
        x: 280,
        w: 40,
        value: (t: ZooTxn, i) => (/^CHQ/.test(t.description) ? String(4_512_300 + i) : ''),
      },
      { kind: 'debit', head: ['Withdraw'], x: 330, w: 70 },
      { kind: 'credit', head: ['Deposit'], x: 405, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
    ],
    date: 'DD/MM/YYYY',
    debit: NPR_PLAIN,
    credit: NPR_PLAIN,
    balance: NPR,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Balance B/F' },
    closing: { label: 'Balance C/F' },
  }),
  outro(flow, a) {
    const interest = sum(a.txns.filter((t) => t.kind === 'interest'));
    flow.down(12);
    keyValues(
      flow,
      [
        ['Interest credited this quarter', money(interest, NPR_PLAIN)],
        ['Withholding tax rate', '6 %'],
        ['Accrued interest (not yet credited)', money(123_456, NPR_PLAIN)],
      ],
      40,
      360,
      11,
    );
  },
});

/** Cambodian USD account (app print): newest first, a time column, Money In before Money Out. */
export const khNewestFirstMoneyIn: Layout = simpleLayout({
  id: 'kh-usd-newest-first-money-in-out',
  title:
    'Cambodian USD account statement (ABA/ACLEDA-like): newest first, "Date | Time | Description | Money In | Money Out | Balance" with money in before money out, "Ending Balance" on top and "Beginning Balance" at the bottom, "05 Mar 2024"',
  region: 'KH',
  exercises: [
    'rows newest first with the closing line on top and the opening line at the bottom',
    'money in printed left of money out',
    'a time-of-day column between the date and the description',
    'DD MMM YYYY dates, USD',
  ],
  mechanisms: [7, 8, 18],
  currency: 'USD',
  plans: [
    plan(11306, 'kh', '000 123 456', 'Savings USD', ['2024-03-01', '2024-03-31'], 44, 382_540, {
      scale: 12_000,
    }),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Mekong Commercial Bank Plc.',
  right: (a) => [
    'ACCOUNT ACTIVITY',
    `Account: ${a.number} (USD)`,
    'Account Holder: SOK DARA',
    '01 Mar 2024 - 31 Mar 2024',
  ],
  footer: (p, n) => `${p}/${n}`,
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      {
        kind: 'extra',
        head: ['Time'],
        x: 96,
        w: 30,
        value: (_t, i) =>
          `${String(7 + ((i * 5) % 14)).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}`,
      },
      { kind: 'desc', head: ['Description'], x: 132, w: 200 },
      { kind: 'credit', head: ['Money In'], x: 340, w: 70 },
      { kind: 'debit', head: ['Money Out'], x: 415, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 490, w: 65 },
    ],
    date: 'DD MMM YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 4,
    newestFirst: true,
    opening: { label: 'Beginning Balance' },
    closing: { label: 'Ending Balance' },
  }),
});

export const WORLD12: readonly Layout[] = [
  hrDonosPrijenos,
  skSummaryBoxSigned,
  qaTwoPairsSummary,
  joChargesTableBeneath,
  npSavingsInterestTds,
  khNewestFirstMoneyIn,
];
