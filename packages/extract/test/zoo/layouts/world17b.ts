/**
 * Zoo growth for issue 8 (part 14, continued): Iraq, Seychelles, Samoa, Liechtenstein, Gabon and
 * Timor-Leste. Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** Iraqi dinars, printed whole: "12,500,000". */
const IQD: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', decimals: 0 };
const IQD_PLAIN: MoneyStyle = { ...IQD, negative: 'none' };

/** Iraqi business account: whole dinars in the millions, bilingual labels, landscape pages stored rotated. */
export const iqKashfDinarRotated: Layout = simpleLayout({
  id: 'iq-kashf-hisab-whole-dinar-rotated-landscape',
  title:
    'Iraqi business current account in English with transliterated Arabic (Rafidain/TBI-like): landscape pages stored rotated, whole dinars "125,000,000" without decimals, "Opening Balance - al-Rasid al-Iftitahi" and "Closing Balance - al-Rasid al-Khitami" in a summary above the table, "Date | Value Date | Description | Cheque/Ref | Debit | Credit | Balance", IQD, DD/MM/YYYY',
  region: 'IQ',
  exercises: [
    'large whole-dinar amounts without decimals, "," grouping',
    'bilingual summary labels (English and transliterated Arabic)',
    'a cheque or reference column between the description and the money',
    'landscape pages stored portrait with /Rotate 90',
  ],
  mechanisms: [6, 8, 12, 18],
  currency: 'IQD',
  size: [842, 595],
  quirks: { rotatedPages: 'all' },
  plans: [
    plan(
      11707,
      'iq',
      '0012-345678-001',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      42,
      28_745_000_000,
      {
        scale: 1_450_000_000,
        unit: 100,
        postDates: true,
      },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Bank of the Two Rivers for Trade',
  right: (a) => [
    'STATEMENT OF ACCOUNT - Kashf Hisab',
    `Account No. / Raqam al-Hisab: ${a.number}`,
    'Currency: IQD (Iraqi Dinar)',
    'Period: 01/03/2024 - 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}  -  Baghdad, Al-Rasheed Street`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Customer / al-Zabun', 'AL-FURAT GENERAL TRADING CO. LTD'],
        ['Opening Balance - al-Rasid al-Iftitahi', money(a.opening, IQD)],
        ['Total Debits', money(debits(a.txns), IQD_PLAIN)],
        ['Total Credits', money(credits(a.txns), IQD_PLAIN)],
        ['Closing Balance - al-Rasid al-Khitami', money(a.closing, IQD)],
      ],
      40,
      420,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'post', head: ['Value Date'], x: 98, w: 50 },
      { kind: 'desc', head: ['Description'], x: 156, w: 260 },
      {
        kind: 'extra',
        head: ['Cheque/Ref'],
        x: 424,
        w: 70,
        value: (t: ZooTxn, i) => (t.cents < 0 ? `CHQ${7_710 + i}` : `TRF${60_400 + i * 9}`),
      },
      { kind: 'debit', head: ['Debit'], x: 500, w: 90 },
      { kind: 'credit', head: ['Credit'], x: 596, w: 90 },
      { kind: 'balance', head: ['Balance'], x: 692, w: 110 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: IQD_PLAIN,
    credit: IQD_PLAIN,
    balance: IQD,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Seychelles card amounts as the issuer prints them: purchases plain, payments and refunds "CR". */
const SCR_OWED: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', drWord: 'CR' };

/** Seychelles credit card: the summary as one row of boxes across the page, payments marked CR. */
export const scCardSummaryRow: Layout = simpleLayout({
  id: 'sc-card-rupees-summary-row-cr-payments',
  title:
    'Seychelles credit card statement in English (MCB Seychelles/Nouvobanq-like): the summary as one row of headings "Previous Balance | Payments & Credits | Purchases & Charges | New Balance | Minimum Due" over one row of figures, "Statement Date" and "Payment Due Date" at the top right, "Trans Date | Post Date | Details | Amount (SCR)" with payments and refunds marked "CR", rupees "1,234.56", DD/MM/YYYY',
  region: 'SC',
  exercises: [
    'a card statement whose summary is a row of headings over a row of figures',
    'purchases unmarked and payments marked CR in one amount column (the issuer side)',
    'the statement date beside a payment due date',
    'DD/MM/YYYY transaction and posting dates, a masked card number, SCR',
  ],
  mechanisms: [4, 10, 16, 18],
  currency: 'SCR',
  plans: [
    plan(11708, 'sc', '3307', 'Visa Classic Card', ['2024-02-11', '2024-03-10'], 30, 1_284_530, {
      liability: true,
      postDates: true,
      scale: 95_000,
    }),
  ],
  bank: 'Bank of Mahé Limited',
  right: (a) => [
    'CREDIT CARD STATEMENT',
    `Card Number: 4215 88XX XXXX ${a.number}`,
    'Statement Date: 10/03/2024',
    'Payment Due Date: 31/03/2024',
    'Currency: SCR (Seychelles Rupee)',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Victoria, Mahé, Seychelles`,
  intro(flow, a) {
    paragraph(flow, ['MRS. NATHALIE HOAREAU', 'ANSE AUX PINS, MAHÉ'], 40, 11);
    flow.down(10);
    const heads = [
      'Previous Balance',
      'Payments & Credits',
      'Purchases & Charges',
      'New Balance',
      'Minimum Due',
    ];
    const values = [
      a.opening,
      credits(a.txns),
      debits(a.txns),
      a.closing,
      Math.max(20_000, Math.round(a.closing / 2_000) * 100),
    ];
    flow.box(40, 515, 30, 10);
    heads.forEach((h, i) =>
      flow.text(h, 140 + i * 103, { align: 'right', bold: true, tag: 'summary' }),
    );
    flow.down(12);
    values.forEach((v, i) =>
      flow.text(money(v, US_MINUS), 140 + i * 103, { align: 'right', tag: 'summary' }),
    );
    flow.down(24);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans Date'], x: 40, w: 50 },
      { kind: 'post', head: ['Post Date'], x: 98, w: 50 },
      { kind: 'desc', head: ['Details'], x: 156, w: 270 },
      { kind: 'amount', head: ['Amount (SCR)'], x: 445, w: 100 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    amount: SCR_OWED,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Samoan savings account: the date printed once a day, opening and closing rows, tala. */
export const wsSavingsDateOnce: Layout = simpleLayout({
  id: 'ws-savings-tala-date-once-per-day',
  title:
    'Samoan savings account in English (ANZ Samoa/BSP Samoa-like): "Date | Transaction Details | Withdrawal | Deposit | Balance" with the date printed only on the first row of each day, "OPENING BALANCE" and "CLOSING BALANCE" rows, "Currency: WST (Samoan Tala)", DD/MM/YYYY, interest and the withholding tax on it',
  region: 'WS',
  exercises: [
    'the date printed only on the first row of each day',
    'opening and closing as rows of the table',
    'a savings account with interest and the tax withheld on it',
    'DD/MM/YYYY dates, "," grouping, WST named as a code and a word',
  ],
  mechanisms: [4, 18],
  currency: 'WST',
  plans: [
    plan(
      11709,
      'ws',
      '2011234567',
      'Passbook Savings',
      ['2024-03-01', '2024-03-31'],
      34,
      1_862_045,
      {
        scale: 32_000,
      },
    ),
  ],
  bank: 'Bank of Upolu Limited',
  right: (a) => [
    'SAVINGS ACCOUNT STATEMENT',
    `Account: ${a.number}`,
    'Currency: WST (Samoan Tala)',
    'Statement Period: 01/03/2024 - 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}  -  Beach Road, Apia`,
  intro(flow) {
    paragraph(flow, ['SEIULI T. FAAMAUSILI', 'VAILIMA, APIA, SAMOA'], 40, 11);
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Transaction Details'], x: 98, w: 220 },
      { kind: 'debit', head: ['Withdrawal'], x: 324, w: 74 },
      { kind: 'credit', head: ['Deposit'], x: 402, w: 74 },
      { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    dateOncePerDay: true,
    opening: { label: 'OPENING BALANCE' },
    closing: { label: 'CLOSING BALANCE' },
  }),
});

/** Swiss-franc figures as Liechtenstein banks print them: "1'234.56". */
const CHF: MoneyStyle = { numbers: { thousands: "'", decimal: '.' }, negative: 'minus' };
const CHF_PLAIN: MoneyStyle = { ...CHF, negative: 'none' };

/** Liechtenstein private account: value date after the text, tight money columns, IBAN LI. */
export const liKontoauszugValuta: Layout = simpleLayout({
  id: 'li-kontoauszug-chf-valuta-after-text-tight',
  title:
    'Liechtenstein private account statement in German (LLB/VP Bank-like): "Datum | Buchungstext | Valuta | Belastung | Gutschrift | Saldo" with the value date between the text and the money and the three money columns set tight, "Saldo alt" and "Saldo neu" rows, Swiss francs "1\'234.56", the IBAN LI beside the account number, CHF, DD.MM.YY',
  region: 'LI',
  exercises: [
    'a value-date column between the booking text and the debit column',
    'tight money columns with little space between them',
    'apostrophe thousands and a decimal point',
    'the account number beside a 21-character IBAN LI, DD.MM.YY dates, CHF',
  ],
  mechanisms: [5, 6, 12, 18],
  currency: 'CHF',
  plans: [
    plan(11710, 'li', '123.456.01', 'Privatkonto', ['2024-03-01', '2024-03-31'], 40, 8_452_060, {
      scale: 120_000,
      postDates: true,
    }),
  ],
  truthNumber: (a) => a.number.replace(/\./g, ''),
  bank: 'Landesbank Oberland AG',
  right: (a) => [
    'Kontoauszug',
    `Konto ${a.number}`,
    'IBAN LI21 0881 0000 1234 5601 0',
    'Währung CHF',
    '01.03.24 - 31.03.24',
  ],
  footer: (p, n) => `Seite ${p}/${n}  Landesbank Oberland AG, Städtle 1, 9490 Vaduz`,
  intro(flow) {
    paragraph(
      flow,
      ['Herr und Frau', 'Marco und Sandra Büchel', 'Landstrasse 12, 9495 Triesen'],
      40,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Datum'], x: 40, w: 40 },
      { kind: 'desc', head: ['Buchungstext'], x: 86, w: 250 },
      { kind: 'post', head: ['Valuta'], x: 342, w: 40 },
      { kind: 'debit', head: ['Belastung'], x: 384, w: 54 },
      { kind: 'credit', head: ['Gutschrift'], x: 440, w: 54 },
      { kind: 'balance', head: ['Saldo'], x: 496, w: 59 },
    ],
    date: 'DD.MM.YY',
    post: 'DD.MM.YY',
    debit: CHF_PLAIN,
    credit: CHF_PLAIN,
    balance: CHF,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Saldo alt' },
    closing: { label: 'Saldo neu' },
  }),
});

/** CFA francs have no minor unit: whole francs, space-grouped. */
const XAF: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };
const XAF_PLAIN: MoneyStyle = { ...XAF, negative: 'none' };

/** Gabonese business account: no running balance, the old balance above, the new one under the totals. */
export const gaReleveAncienNouveau: Layout = simpleLayout({
  id: 'ga-releve-xaf-ancien-nouveau-solde-sans-solde',
  title:
    'Gabonese business account statement in French (BGFIBank/UGB-like): no running balance, "Ancien solde au 29/02/2024" above the table, "Date | Libellé | Référence | Valeur | Débit | Crédit" with the value date after the reference, a "Total des mouvements" line and "Nouveau solde au 31/03/2024" under it, whole CFA francs "1 250 000", XAF, DD/MM/YYYY',
  region: 'GA',
  exercises: [
    'no running balance: the opening above the table, the closing under the turnover line, both labels dated',
    'a reference column and then a value-date column between the description and the money',
    'whole CFA-franc amounts with space grouping',
    'DD/MM/YYYY dates, the account number in an RIB, XAF',
  ],
  mechanisms: [4, 6, 12, 13, 18],
  currency: 'XAF',
  plans: [
    plan(
      11711,
      'ga',
      '40012345678',
      'Compte courant',
      ['2024-03-01', '2024-03-31'],
      44,
      1_625_000_000,
      {
        scale: 95_000_000,
        unit: 100,
        postDates: true,
      },
    ),
  ],
  bank: "Banque de l'Estuaire du Gabon",
  right: (a) => [
    'RELEVÉ DE COMPTE',
    `Compte : ${a.number}`,
    `RIB : 40001 09070 ${a.number} 71`,
    'Devise : XAF (Franc CFA BEAC)',
    'Période du 01/03/2024 au 31/03/2024',
  ],
  footer: (p, n) => `${p}/${n} - Boulevard Triomphal, Libreville`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Titulaire', "SOCIÉTÉ FORESTIÈRE DE L'OGOOUÉ SARL"],
        ['Agence', 'LIBREVILLE CENTRE'],
        ['Ancien solde au 29/02/2024', money(a.opening, XAF)],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'desc', head: ['Libellé'], x: 92, w: 170 },
      {
        kind: 'extra',
        head: ['Référence'],
        x: 268,
        w: 50,
        value: (_t, i) => `OP${24_030_100 + i * 11}`,
      },
      { kind: 'post', head: ['Valeur'], x: 322, w: 46 },
      { kind: 'debit', head: ['Débit'], x: 372, w: 88 },
      { kind: 'credit', head: ['Crédit'], x: 467, w: 88 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: XAF_PLAIN,
    credit: XAF_PLAIN,
    lineHeight: 10,
    rowGap: 3,
    totals: { label: 'Total des mouvements' },
  }),
  outro(flow, a) {
    flow.down(4);
    keyValues(flow, [['Nouveau solde au 31/03/2024', money(a.closing, XAF)]], 92, 555, 11);
  },
});

/** Timorese current account in US dollars: Tetum and Portuguese, newest first, one signed amount. */
export const tlKontaNewestFirst: Layout = simpleLayout({
  id: 'tl-konta-usd-tetum-newest-first-signed',
  title:
    'Timor-Leste personal current account in Tetum with Portuguese (BNCTL-like): rows newest first with "Saldu finál" on top and "Saldu inisiál" at the bottom, "Data | Deskrisaun | Montante (USD) | Saldu" with one signed amount column, US dollars "1,234.56", the currency as "USD - Dólar Amerikanu", DD-MM-YYYY',
  region: 'TL',
  exercises: [
    'rows newest first: the closing row on top, the opening row at the bottom',
    'one signed amount column beside the running balance',
    'Tetum headings and descriptions with Portuguese ones mixed in',
    'DD-MM-YYYY dates, "," grouping, USD named as a code',
  ],
  mechanisms: [7, 18],
  currency: 'USD',
  plans: [
    plan(11712, 'tl', '0201234567', 'Konta Korrente', ['2024-03-01', '2024-03-31'], 38, 284_512, {
      scale: 6_500,
    }),
  ],
  bank: 'Banku Komersiál Lafaek, S.A.',
  right: (a) => [
    'ESTRATU KONTA / EXTRATO DE CONTA',
    `Konta nu. ${a.number}`,
    'Moeda: USD - Dólar Amerikanu',
    'Periodu: 01-03-2024 to 31-03-2024',
  ],
  footer: (p, n) => `Pájina ${p} husi ${n}  -  Rua Presidente Nicolau Lobato, Díli`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Naran', 'JOÃO DA COSTA XIMENES'],
        ['Balkaun', 'DÍLI - COLMERA'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data'], x: 40, w: 50 },
      { kind: 'desc', head: ['Deskrisaun'], x: 98, w: 260 },
      { kind: 'amount', head: ['Montante (USD)'], x: 380, w: 85 },
      { kind: 'balance', head: ['Saldu'], x: 475, w: 80 },
    ],
    date: 'DD-MM-YYYY',
    amount: US_MINUS,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    newestFirst: true,
    opening: { label: 'Saldu inisiál' },
    closing: { label: 'Saldu finál' },
  }),
});

export const WORLD17B: readonly Layout[] = [
  iqKashfDinarRotated,
  scCardSummaryRow,
  wsSavingsDateOnce,
  liKontoauszugValuta,
  gaReleveAncienNouveau,
  tlKontaNewestFirst,
];
