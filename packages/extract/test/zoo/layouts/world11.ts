/**
 * Zoo growth for issue 8 (part 6): Egypt, Tanzania, Kazakhstan, Georgia, Serbia and Estonia. Written from
 * what those banks print, without reading the engine.
 */
import type { ZooAccount, ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { FR_NUMBERS, money, printDate } from '../format.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { A4 } from '../layout.ts';
import { furnishedFlow, keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_PLAIN, FR_PLAIN, plan, US_MINUS, US_PLAIN } from './styles.ts';

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** "05-MAR-2024": day, upper-case English month, four-digit year. */
const dashMonYYYY = (iso: string): string => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${d}-${MON[Number(m) - 1] ?? ''}-${y}`;
};

/** Egyptian current account: the column heading on page 1 only, later pages carry no heading and no IBAN. */
export const egHeadingFirstPageOnly: Layout = simpleLayout({
  id: 'eg-heading-first-page-only-iban',
  title:
    'Egyptian current account in English (CIB/NBE-like): "Booking Date | Value Date | Description | Debit | Credit | Balance" on page 1 only, EGP, IBAN EG beside the account number, opening and closing as table rows',
  region: 'EG',
  exercises: [
    'the column heading printed on the first page only; three continuation pages without it',
    'the account number and IBAN on page 1 only, later pages say only the page',
    'opening and closing balances as table rows',
    'booking and value dates DD/MM/YYYY',
  ],
  mechanisms: [3, 5, 18],
  currency: 'EGP',
  plans: [
    plan(
      11101,
      'eg',
      '100034567890',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      96,
      4_852_315,
      { scale: 250_000, postDates: true },
    ),
  ],
  bank: 'Nile Delta Bank S.A.E.',
  right: (a, p) =>
    p === 1
      ? [
          'ACCOUNT STATEMENT',
          `Account Number ${a.number}`,
          'IBAN EG38 0019 0005 0000 0001 0003 4567 8',
          'Currency EGP',
          'From 01/03/2024 To 31/03/2024',
        ]
      : [`Page ${p}`],
  footer: () => 'Nile Delta Bank is regulated by the Central Bank of Egypt.',
  intro(flow) {
    keyValues(
      flow,
      [
        ['Customer Name', 'AHMED MOSTAFA HASSAN'],
        ['Branch', '0145 - HELIOPOLIS'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Booking Date'], x: 40, w: 50 },
      { kind: 'post', head: ['Value Date'], x: 100, w: 50 },
      { kind: 'desc', head: ['Description'], x: 158, w: 167 },
      { kind: 'debit', head: ['Debit'], x: 330, w: 70 },
      { kind: 'credit', head: ['Credit'], x: 405, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    repeatHead: false,
    opening: { label: 'Opening Balance' },
    closing: { label: 'Closing Balance' },
  }),
});

/** The transaction type code a Tanzanian core system prints before the details. */
const tzType = (t: ZooTxn): string =>
  t.kind === 'atm'
    ? 'ATM'
    : t.kind === 'fee' || t.kind === 'interest'
      ? 'SYS'
      : /MPESA|TIPS/.test(t.description)
        ? 'MOB'
        : t.cents > 0
          ? 'CRT'
          : 'POS';

/** Tanzanian statement: book, uncleared and available balances in the summary, a type-code column. */
export const tzBookAvailable: Layout = simpleLayout({
  id: 'tz-book-available-balance-type-code',
  title:
    'Tanzanian current account (CRDB/NMB-like): "Opening Book Balance", "Closing Book Balance", "Uncleared Effects" and "Available Balance" in the summary, "TRANS DATE | VALUE DATE | TYPE | DETAILS | DEBIT | CREDIT | BOOK BALANCE", "05-MAR-2024", wrapped details',
  region: 'TZ',
  exercises: [
    'an available balance (the closing less uncleared effects) beside the closing book balance',
    'a three-letter transaction type column before the details',
    'wrapped details over two or three lines',
    'DD-MON-YYYY dates with an upper-case month',
  ],
  mechanisms: [4, 12, 18],
  currency: 'TZS',
  plans: [
    plan(
      11102,
      'tz',
      '0150234567800',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      44,
      186_450_000,
      { scale: 15_000_000, unit: 100, postDates: true, longShare: 0.3 },
    ),
  ],
  bank: 'Kilimanjaro Commercial Bank Plc',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `A/C No: ${a.number}`,
    'Currency: TZS',
    'Period: 01-MAR-2024 TO 31-MAR-2024',
  ],
  footer: (p, n) => `Page ${p} of ${n} - Deposits are protected by the Deposit Insurance Board`,
  intro(flow, a) {
    const uncleared = 25_000_000;
    keyValues(
      flow,
      [
        ['Opening Book Balance', money(a.opening, US_MINUS)],
        ['Total Debits', money(-sum(a.txns.filter((t) => t.cents < 0)), US_PLAIN)],
        ['Total Credits', money(sum(a.txns.filter((t) => t.cents > 0)), US_PLAIN)],
        ['Closing Book Balance', money(a.closing, US_MINUS)],
        ['Uncleared Effects', money(uncleared, US_PLAIN)],
        ['Available Balance', money(a.closing - uncleared, US_MINUS)],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['TRANS DATE'], x: 40, w: 52 },
      { kind: 'post', head: ['VALUE DATE'], x: 96, w: 52 },
      { kind: 'extra', head: ['TYPE'], x: 152, w: 22, value: tzType },
      { kind: 'desc', head: ['DETAILS'], x: 180, w: 150 },
      { kind: 'debit', head: ['DEBIT'], x: 335, w: 70 },
      { kind: 'credit', head: ['CREDIT'], x: 410, w: 70 },
      { kind: 'balance', head: ['BOOK BALANCE'], x: 485, w: 70 },
    ],
    date: dashMonYYYY,
    post: dashMonYYYY,
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Kazakh tenge: "+ 25 000,00 KZT", "- 3 500,00 KZT". */
const KZT: MoneyStyle = {
  numbers: FR_NUMBERS,
  negative: 'minus',
  plus: true,
  spacedSign: true,
  suffix: ' KZT',
};

/** The operation word a Kazakh app statement prints between the amount and the details. */
const kzOperation = (t: ZooTxn): string =>
  t.cents > 0
    ? 'Replenishment'
    : t.kind === 'atm'
      ? 'Withdrawal'
      : /^Transfer/.test(t.description)
        ? 'Transfer'
        : 'Purchase';

/** Kazakh card account (app print): signed amount first, an operation column, balances dated in their labels. */
export const kzAmountFirstOperation: Layout = simpleLayout({
  id: 'kz-amount-first-operation-column',
  title:
    'Kazakh card account statement in English (Kaspi/Halyk-like): "Date | Amount | Operation | Details", "- 3 500,00 KZT", "Available as of 01.03.24" and "Available as of 31.03.24", no running balance',
  region: 'KZ',
  exercises: [
    'the signed amount before the description, sign parted from the number, currency after it',
    'an operation-type word column between the amount and the details',
    'opening and closing as "Available as of <date>" labels with the date inside the label',
    'DD.MM.YY dates, no running balance',
  ],
  mechanisms: [4, 11, 18],
  currency: 'KZT',
  plans: [
    plan(
      11103,
      'kz',
      'KZ12722C000012345678',
      'Kaspi Gold',
      ['2024-03-01', '2024-03-31'],
      46,
      18_450_000,
      { scale: 1_200_000, unit: 100 },
    ),
  ],
  bank: 'Steppe Digital Bank JSC',
  right: (a) => [
    'Statement on the card account',
    `Account: ${a.number}`,
    'Card: *4417',
    'for the period 01.03.24 - 31.03.24',
  ],
  intro(flow, a) {
    const plain: MoneyStyle = { ...KZT, plus: false };
    const kinds = ['Replenishment', 'Transfer', 'Purchase', 'Withdrawal'];
    keyValues(
      flow,
      [
        ['Available as of 01.03.24', money(a.opening, plain)],
        ...kinds.map((k): [string, string] => [
          k === 'Replenishment' ? 'Replenishments' : `${k}s`,
          money(sum(a.txns.filter((t) => kzOperation(t) === k)), KZT),
        ]),
        ['Available as of 31.03.24', money(a.closing, plain)],
      ],
      40,
      300,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 40 },
      { kind: 'amount', head: ['Amount'], x: 85, w: 90 },
      { kind: 'extra', head: ['Operation'], x: 190, w: 60, value: kzOperation },
      { kind: 'desc', head: ['Details'], x: 260, w: 295 },
    ],
    date: 'DD.MM.YY',
    amount: KZT,
    headBold: false,
    lineHeight: 11,
    rowGap: 4,
  }),
});

/** Georgian statement: the GEL and USD sub-accounts of one account, each with its own block and table. */
export const geTwoCurrencySubAccounts: Layout = {
  id: 'ge-gel-usd-sub-accounts',
  title:
    'Georgian account statement in English (TBC/Bank of Georgia-like): the GEL and USD sub-accounts of one IBAN ("GE29TB7123456789012345GEL"), each block with its own opening and closing line, "Date | Description | Amount | Balance", signed amounts',
  region: 'GE',
  exercises: [
    'two currency sub-accounts of one IBAN in one PDF, told apart only by the currency code after it',
    'opening and closing balances with the currency code after the figure',
    'signed amounts and a running balance, DD/MM/YYYY',
    'a SWIFT code beside the account',
  ],
  mechanisms: [5, 18],
  font: 'Helvetica',
  size: A4,
  plans: [
    plan(
      11104,
      'ge',
      'GE29TB7123456789012345GEL',
      'GEL',
      ['2024-03-01', '2024-03-31'],
      34,
      542_080,
      { scale: 30_000 },
    ),
    plan(
      11105,
      'ge',
      'GE29TB7123456789012345USD',
      'USD',
      ['2024-03-01', '2024-03-31'],
      10,
      218_050,
      { scale: 20_000 },
    ),
  ],
  draw(canvas, accounts) {
    const flow = furnishedFlow(canvas, {
      bank: 'Mtkvari Bank JSC',
      right: (p) => ['Account Statement', 'Period: 01/03/2024 - 31/03/2024', `Page ${p}`],
      footer: () => 'Mtkvari Bank JSC, SWIFT MTKVGE22. Deposits are insured by the state.',
      size: 8.5,
      pageSize: A4,
    });
    flow.text('Client: NINO BERIDZE', 40);
    flow.down(18);
    accounts.forEach((a: ZooAccount) => {
      const ccy = a.name;
      const style: MoneyStyle = { ...US_MINUS };
      flow.ensure(120);
      flow.text(`Account: ${a.number}`, 40, { bold: true, size: 10 });
      flow.text(`Currency: ${ccy}`, 555, { align: 'right' });
      flow.down(14);
      flow.text('Opening balance', 40, { tag: 'summary' });
      flow.text(`${money(a.opening, style)} ${ccy}`, 260, { align: 'right', tag: 'summary' });
      flow.down(12);
      flow.text('Closing balance', 40, { tag: 'summary' });
      flow.text(`${money(a.closing, style)} ${ccy}`, 260, { align: 'right', tag: 'summary' });
      flow.down(16);
      drawTable(flow, a, a.txns, {
        cols: [
          { kind: 'date', head: ['Date'], x: 40, w: 48 },
          { kind: 'desc', head: ['Description'], x: 95, w: 260 },
          { kind: 'amount', head: ['Amount'], x: 360, w: 90 },
          { kind: 'balance', head: ['Balance'], x: 460, w: 95 },
        ],
        date: 'DD/MM/YYYY',
        amount: style,
        balance: style,
        lineHeight: 11,
        rowGap: 3,
      });
      flow.down(18);
    });
    flow.finish();
  },
};

/** "05.03.2024.": the day-first date with the trailing dot Serbian and Croatian banks print. */
const dottedDate = (iso: string): string => `${printDate(iso, 'DD.MM.YYYY')}.`;

/** A Serbian payment reference ("poziv na broj") with its model number, blank for card rows. */
const rsReference = (t: ZooTxn, i: number): string =>
  t.kind === 'card' || t.kind === 'atm' ? '' : `97 ${40 + (i % 50)}-${1_200 + i * 37}`;

/** Serbian izvod: no balances before the table, a turnover line, the summary with both balances after it. */
export const rsIzvodSummaryAfter: Layout = simpleLayout({
  id: 'rs-izvod-stanje-after-table',
  title:
    'Serbian izvod (Banca Intesa/Raiffeisen Srbija-like, Latin ASCII): "Datum | Opis | Poziv na broj | Duguje | Potrazuje", "05.03.2024.", "Ukupan promet" line, "Prethodno stanje"/"Novo stanje" only after the table, account "160-0000012345678-90"',
  region: 'RS',
  exercises: [
    'opening and closing balances printed only after the table',
    'a turnover line ("Ukupan promet") with the debit and credit sums',
    'dates with a trailing dot "05.03.2024."',
    'a payment-reference column with a model number before the money',
    'an account number in the 3-13-2 form with dashes',
  ],
  mechanisms: [4, 11, 13, 18],
  currency: 'RSD',
  plans: [
    plan(
      11106,
      'rs',
      '160-0000012345678-90',
      'Tekuci racun',
      ['2024-03-01', '2024-03-31'],
      42,
      8_456_320,
      { scale: 600_000 },
    ),
  ],
  bank: 'Dunav Banka a.d. Beograd',
  right: (a) => [
    'IZVOD BR. 3',
    `Racun: ${a.number}`,
    'Valuta: RSD',
    'Period: 01.03.2024. - 31.03.2024.',
  ],
  footer: (p, n) => `Strana ${p} od ${n}`,
  intro(flow) {
    flow.text('Vlasnik racuna: JOVANOVIC MILAN, Beograd', 40);
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Datum'], x: 40, w: 50 },
      { kind: 'desc', head: ['Opis'], x: 96, w: 190 },
      { kind: 'extra', head: ['Poziv na broj'], x: 292, w: 70, value: rsReference },
      { kind: 'debit', head: ['Duguje'], x: 370, w: 85 },
      { kind: 'credit', head: ['Potrazuje'], x: 465, w: 90 },
    ],
    date: dottedDate,
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    lineHeight: 11,
    rowGap: 3,
    totals: { label: 'Ukupan promet' },
  }),
  outro(flow, a) {
    flow.down(10);
    keyValues(
      flow,
      [
        ['Prethodno stanje', money(a.opening, { ...EU_PLAIN, negative: 'minus' })],
        ['Ukupno duguje', money(-sum(a.txns.filter((t) => t.cents < 0)), EU_PLAIN)],
        ['Ukupno potrazuje', money(sum(a.txns.filter((t) => t.cents > 0)), EU_PLAIN)],
        ['Novo stanje', money(a.closing, { ...EU_PLAIN, negative: 'minus' })],
      ],
      300,
      555,
      12,
    );
  },
});

/** Estonian konto väljavõte: an unsigned amount and a one-letter D/K (deebet/kreedit) column right of it. */
export const eeDeebetKreeditMarker: Layout = simpleLayout({
  id: 'ee-d-k-marker-column',
  title:
    'Estonian konto väljavõte (Swedbank/SEB Eesti-like): "Kuupäev | Dok. nr | Selgitus | Summa | D/K", unsigned amounts "1 234,56" with a one-letter D or K right of them, "Algsaldo"/"Lõppsaldo" rows, IBAN EE',
  region: 'EE',
  exercises: [
    'unsigned amounts whose direction is a one-letter D/K column right of them',
    'opening and closing as "Algsaldo"/"Lõppsaldo" table rows in the amount column',
    'a numeric document-number column before the description',
    'DD.MM.YYYY dates, space-grouped amounts, an IBAN as the account',
  ],
  mechanisms: [1, 8, 11, 18],
  currency: 'EUR',
  plans: [
    plan(
      11107,
      'ee',
      'EE38 2200 2210 2014 5685',
      'Arvelduskonto',
      ['2024-03-01', '2024-03-31'],
      40,
      1_245_060,
      { scale: 12_000 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Peipsi Pank AS',
  right: (a) => [
    'KONTO VALJAVOTE',
    `Konto ${a.number}`,
    'Periood 01.03.2024 - 31.03.2024',
    'Valuuta EUR',
  ],
  footer: (p, n) => `Lehekülg ${p}/${n}`,
  intro(flow) {
    flow.text('Kliendi nimi: MARI KASK', 40);
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Kuupäev'], x: 40, w: 46 },
      {
        kind: 'extra',
        head: ['Dok. nr'],
        x: 92,
        w: 34,
        value: (_t, i) => String(4_120 + i * 13),
      },
      { kind: 'desc', head: ['Selgitus'], x: 132, w: 250 },
      { kind: 'amount', head: ['Summa'], x: 390, w: 80 },
      { kind: 'extra', head: ['D/K'], x: 480, w: 20, value: (t) => (t.cents < 0 ? 'D' : 'K') },
    ],
    date: 'DD.MM.YYYY',
    amount: FR_PLAIN,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Algsaldo' },
    closing: { label: 'Lõppsaldo' },
  }),
  outro(flow) {
    flow.down(8);
    paragraph(flow, ['D - deebet (valjaminek), K - kreedit (laekumine).'], 40, 10);
  },
});

export const WORLD11: readonly Layout[] = [
  egHeadingFirstPageOnly,
  tzBookAvailable,
  kzAmountFirstOperation,
  geTwoCurrencySubAccounts,
  rsIzvodSummaryAfter,
  eeDeebetKreeditMarker,
];
