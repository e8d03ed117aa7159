/**
 * Zoo growth for issue 8 (part 7): Luxembourg, Kuwait, Uruguay, Senegal (XOF), Mauritius and Trinidad and
 * Tobago. Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { digits, EU_NUMBERS, FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { labelsAboveBox } from './americas9.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { FR_MINUS, plan, US_MINUS, US_PLAIN } from './styles.ts';

/** A foreign amount for some card rows: the currency and the amount charged abroad. */
const luForeign = (t: ZooTxn, i: number): string => {
  if (t.cents > 0 || i % 7 !== 3) return '';
  return i % 14 === 3
    ? `USD ${digits(Math.round(-t.cents * 1.08), FR_NUMBERS)}`
    : `GBP ${digits(Math.round(-t.cents * 0.86), FR_NUMBERS)}`;
};

/** Luxembourg card statement: purchases printed negative (the holder's side), several dates in the header. */
export const luCarteHolderSide: Layout = simpleLayout({
  id: 'lu-carte-visa-debits-negative',
  title:
    'Luxembourg Visa card statement in French (BCEE/BGL-like): purchases "-45,20" and credits positive (the holder\'s side), "Solde précédent"/"Nouveau solde" as amounts owed, "Date d\'arrêté", "Date de débit" and the period among the dates, a foreign-amount column',
  region: 'LU',
  exercises: [
    "a card statement printed from the holder's side: purchases negative, refunds and the payment positive",
    'the statement date as "Date d\'arrêté" among a debit date and a period',
    'a foreign-currency amount column before the EUR amount on some rows',
    'DD.MM.YYYY transaction and booking dates, space-grouped amounts',
  ],
  mechanisms: [10, 16, 18],
  currency: 'EUR',
  plans: [
    plan(11201, 'lu', '7731', 'Visa Classic', ['2024-02-16', '2024-03-15'], 36, 184_520, {
      liability: true,
      postDates: true,
      scale: 18_000,
    }),
  ],
  bank: 'Banque de la Moselle S.A.',
  right: (a) => [
    'RELEVE DE CARTE VISA',
    `Carte 4835 XXXX XXXX ${a.number}`,
    'Période du 16.02.2024 au 15.03.2024',
    "Date d'arrêté 15.03.2024",
    'Date de débit 05.04.2024',
  ],
  footer: (p, n) => `Page ${p}/${n}`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Titulaire', 'M. JEAN WEBER'],
        ['Solde précédent', `${money(a.opening, FR_MINUS)} EUR`],
        ['Total des débits', `${money(sum(a.txns.filter((t) => t.cents < 0)), FR_MINUS)} EUR`],
        ['Total des crédits', `${money(sum(a.txns.filter((t) => t.cents > 0)), FR_MINUS)} EUR`],
        ['Nouveau solde', `${money(a.closing, FR_MINUS)} EUR`],
        ['Limite de la carte', '5 000,00 EUR'],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date', 'transaction'], x: 40, w: 50 },
      { kind: 'post', head: ['Date', 'comptable'], x: 95, w: 50 },
      { kind: 'desc', head: ['', 'Description'], x: 150, w: 200 },
      {
        kind: 'extra',
        head: ['Montant', 'en devise'],
        x: 360,
        w: 80,
        right: true,
        value: luForeign,
      },
      { kind: 'amount', head: ['Montant', 'EUR'], x: 460, w: 80 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: FR_MINUS,
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Kuwaiti dinars print three decimals ("1,234.560"); the truth keeps whole fils tens, so the third is 0. */
const KWD: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', suffix: '0' };
const KWD_PLAIN: MoneyStyle = { ...KWD, negative: 'none' };

/** Kuwaiti current account: three-decimal dinar amounts everywhere. */
export const kwThreeDecimals: Layout = simpleLayout({
  id: 'kw-three-decimal-dinars',
  title:
    'Kuwaiti current account in English (NBK/KFH-like): three-decimal KWD amounts "1,234.560" in every money column, "Post Date | Value Date | Description | Debit | Credit | Balance", opening and closing in the summary',
  region: 'KW',
  exercises: [
    'amounts with three decimals (fils) in every money column',
    'post and value dates DD/MM/YYYY',
    'opening and closing balances with "KWD" in a summary above the table',
  ],
  mechanisms: [6, 18],
  currency: 'KWD',
  plans: [
    plan(11202, 'kw', '2012345678', 'Current Account', ['2024-03-01', '2024-03-31'], 42, 345_670, {
      scale: 25_000,
      postDates: true,
    }),
  ],
  bank: 'Gulf Pearl Bank K.S.C.P.',
  right: (a) => [
    'ACCOUNT STATEMENT',
    `Account No. ${a.number}`,
    'IBAN KW81 GPBK 0000 0000 0000 2012 3456 78',
    'Statement Period 01/03/2024 - 31/03/2024',
  ],
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Account Currency', 'KWD'],
        ['Opening Balance', `KWD ${money(a.opening, KWD)}`],
        ['Closing Balance', `KWD ${money(a.closing, KWD)}`],
      ],
      40,
      300,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Post Date'], x: 40, w: 48 },
      { kind: 'post', head: ['Value Date'], x: 93, w: 48 },
      { kind: 'desc', head: ['Description'], x: 147, w: 185 },
      { kind: 'debit', head: ['Debit'], x: 338, w: 65 },
      { kind: 'credit', head: ['Credit'], x: 408, w: 65 },
      { kind: 'balance', head: ['Balance'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: KWD_PLAIN,
    credit: KWD_PLAIN,
    balance: KWD,
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Uruguayan caja de ahorro: each row's concept on a labelled line below its date, reference and money. */
export const uyDetalleBelow: Layout = simpleLayout({
  id: 'uy-concepto-line-below',
  title:
    'Uruguayan caja de ahorro (BROU/Itaú Uruguay-like): "Fecha | Referencia | Débito | Crédito | Saldo" with "Concepto:" on its own line below each row, "1.234,56", "$U", SALDO INICIAL/SALDO FINAL in a box',
  region: 'UY',
  exercises: [
    'each description on its own labelled line below the row',
    'a reference column where the description would be',
    'opening and closing as labels above their figures in a ruled box',
    'the peso uruguayo printed "$U" and "UYU"',
  ],
  mechanisms: [4, 17, 18],
  currency: 'UYU',
  plans: [
    plan(
      11203,
      'uy',
      '001234567-00002',
      'Caja de Ahorro',
      ['2024-03-01', '2024-03-31'],
      30,
      8_765_430,
      { scale: 450_000 },
    ),
  ],
  bank: 'Banco del Plata Oriental',
  right: (a) => [
    'ESTADO DE CUENTA',
    `Cuenta ${a.number} - UYU`,
    'Periodo 01/03/2024 al 31/03/2024',
  ],
  footer: (p, n) => `Hoja ${p} de ${n}`,
  intro(flow, a) {
    const uyu: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', prefix: '$U ' };
    labelsAboveBox(
      flow,
      [
        ['SALDO INICIAL', money(a.opening, uyu)],
        ['CREDITOS', money(sum(a.txns.filter((t) => t.cents > 0)), uyu)],
        ['DEBITOS', money(-sum(a.txns.filter((t) => t.cents < 0)), uyu)],
        ['SALDO FINAL', money(a.closing, uyu)],
      ],
      40,
      515,
      12,
    );
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha'], x: 40, w: 50 },
      {
        kind: 'extra',
        head: ['Referencia'],
        x: 100,
        w: 80,
        value: (_t, i) => `REF${String(700_120 + i * 97)}`,
      },
      { kind: 'debit', head: ['Débito'], x: 260, w: 85 },
      { kind: 'credit', head: ['Crédito'], x: 355, w: 85 },
      { kind: 'balance', head: ['Saldo'], x: 450, w: 105 },
    ],
    date: 'DD/MM/YYYY',
    debit: { numbers: EU_NUMBERS, negative: 'none' },
    credit: { numbers: EU_NUMBERS, negative: 'none' },
    balance: { numbers: EU_NUMBERS, negative: 'minus' },
    lineHeight: 11,
    rowGap: 4,
    descBelow: { label: 'Concepto:' },
  }),
});

/** West African CFA francs: whole amounts "1 250 000". */
const XOF: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };
const XOF_PLAIN: MoneyStyle = { ...XOF, negative: 'none' };

/** Senegalese relevé in XOF: whole francs, dated SOLDE AU rows, "A REPORTER"/"REPORT" at page breaks. */
export const snXofSoldeAu: Layout = simpleLayout({
  id: 'sn-xof-solde-au-a-reporter',
  title:
    'Senegalese relevé de compte (SGBS/CBAO-like, UEMOA): whole CFA francs "1 250 000", "SOLDE AU 29/02/2024" and "SOLDE AU 31/03/2024" rows, "A REPORTER"/"REPORT" lines at each page break, "Date opé | Date valeur | Libellé | Débit | Crédit | Solde"',
  region: 'SN',
  exercises: [
    'whole-number amounts (a currency without minor units) grouped with spaces',
    'opening and closing rows both labelled "SOLDE AU <date>"',
    'carried- and brought-forward lines at every page break',
    'an RIB of the UEMOA form as the account number',
  ],
  mechanisms: [4, 6, 15, 18],
  currency: 'XOF',
  plans: [
    plan(
      11204,
      'sn',
      'SN012 01001 012345678901 23',
      'Compte courant',
      ['2024-03-01', '2024-03-31'],
      84,
      285_650_000,
      { scale: 6_000_000, unit: 100, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Banque du Cap-Vert S.A.',
  right: (a, p) => ['RELEVE DE COMPTE', `RIB ${a.number}`, 'Devise XOF (FCFA)', `Page ${p}`],
  footer: () => 'Banque agréée par la BCEAO. Toute réclamation doit parvenir sous 30 jours.',
  intro(flow) {
    flow.text('Période du 01/03/2024 au 31/03/2024', 40, { bold: true });
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date opé'], x: 40, w: 46 },
      { kind: 'post', head: ['Date valeur'], x: 90, w: 46 },
      { kind: 'desc', head: ['Libellé'], x: 142, w: 190 },
      { kind: 'debit', head: ['Débit'], x: 338, w: 65 },
      { kind: 'credit', head: ['Crédit'], x: 408, w: 65 },
      { kind: 'balance', head: ['Solde'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: XOF_PLAIN,
    credit: XOF_PLAIN,
    balance: XOF,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SOLDE AU 29/02/2024' },
    closing: { label: 'SOLDE AU 31/03/2024' },
    carryForward: { bottom: 'A REPORTER', top: 'REPORT' },
  }),
});

/** Mauritian savings account over a quarter: each date once per day, interest lines, Rs balances. */
export const muSavingsDateOnce: Layout = simpleLayout({
  id: 'mu-savings-date-once-per-day',
  title:
    'Mauritian savings account (MCB/SBM-like): a quarter with "INTEREST ON SAVINGS" lines, each date printed only on the first row of its day, "Date | Transaction Details | Debit | Credit | Balance", "Balance Brought Forward"/"Balance Carried Forward" rows, "05 Mar 2024"',
  region: 'MU',
  exercises: [
    'a savings account over three months with interest credited',
    'undated rows: the date printed only on the first row of each day',
    'opening and closing as brought- and carried-forward table rows',
    'DD MMM YYYY dates, MUR with "Rs" in the summary',
  ],
  mechanisms: [9, 18],
  currency: 'MUR',
  plans: [
    plan(
      11205,
      'mu',
      '000445678912',
      'Savings Account',
      ['2024-01-01', '2024-03-31'],
      62,
      18_456_075,
      { scale: 350_000 },
    ),
  ],
  bank: 'Port Louis Commercial Bank Ltd',
  right: (a) => [
    'SAVINGS ACCOUNT STATEMENT',
    `Account Number: ${a.number}`,
    'Currency: MUR',
    'Period: 01 Jan 2024 - 31 Mar 2024',
  ],
  intro(flow, a) {
    const rs: MoneyStyle = { ...US_MINUS, prefix: 'Rs ' };
    keyValues(
      flow,
      [
        ['Account Holder', 'MRS PRIYA RAMGOOLAM'],
        ['Balance as at 31 Dec 2023', money(a.opening, rs)],
        ['Balance as at 31 Mar 2024', money(a.closing, rs)],
      ],
      40,
      320,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Transaction Details'], x: 96, w: 220 },
      { kind: 'debit', head: ['Debit'], x: 322, w: 70 },
      { kind: 'credit', head: ['Credit'], x: 398, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 474, w: 81 },
    ],
    date: 'DD MMM YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    dateOncePerDay: true,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Balance Brought Forward' },
    closing: { label: 'Balance Carried Forward' },
  }),
  outro(flow) {
    flow.down(8);
    paragraph(
      flow,
      ['Interest rate 1.75% p.a. on the daily balance, credited at the end of each month.'],
      40,
      10,
    );
  },
});

/** Trinidad and Tobago dollars with DR/CR after every amount and balance. */
const TTD: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', crSuffix: true };

/** Trinidadian chequing: one amount column and the balance, both with DR/CR; two statement dates. */
export const ttDrCrBothColumns: Layout = simpleLayout({
  id: 'tt-dr-cr-amount-and-balance',
  title:
    'Trinidad and Tobago chequing statement (Republic/RBC Caribbean-like): "Date | Description | Amount | Balance" with "DR"/"CR" after every amount and balance, "Last Statement Date" and "This Statement Date", TT$ in the summary',
  region: 'TT',
  exercises: [
    'a single amount column whose direction is a DR/CR suffix, the balance marked the same way',
    'two statement dates in the header (the previous and this one)',
    'opening and closing as "Balance Last Statement"/"Balance This Statement" with TT$',
    'DD/MM/YY dates',
  ],
  mechanisms: [4, 10, 18],
  currency: 'TTD',
  plans: [
    plan(
      11206,
      'tt',
      '180012345601',
      'Chequing Account',
      ['2024-03-01', '2024-03-31'],
      48,
      2_456_780,
      { scale: 150_000 },
    ),
  ],
  bank: 'Caroni Commercial Bank Limited',
  right: (a) => [
    `Account No. ${a.number}`,
    'Last Statement Date 29/02/24',
    'This Statement Date 31/03/24',
    'Transit 01234',
  ],
  intro(flow, a) {
    const tt: MoneyStyle = { ...TTD, prefix: 'TT$' };
    const out = a.txns.filter((t) => t.cents < 0);
    const inn = a.txns.filter((t) => t.cents > 0);
    keyValues(
      flow,
      [
        ['Balance Last Statement', money(a.opening, tt)],
        [`${out.length} Debits`, money(-sum(out), { ...tt, crSuffix: false })],
        [`${inn.length} Credits`, money(sum(inn), { ...tt, crSuffix: false })],
        ['Balance This Statement', money(a.closing, tt)],
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
      { kind: 'desc', head: ['Description'], x: 88, w: 250 },
      { kind: 'amount', head: ['Amount'], x: 345, w: 95 },
      { kind: 'balance', head: ['Balance'], x: 450, w: 105 },
    ],
    date: 'DD/MM/YY',
    amount: TTD,
    balance: TTD,
    lineHeight: 11,
    rowGap: 3,
  }),
});

export const WORLD11B: readonly Layout[] = [
  luCarteHolderSide,
  kwThreeDecimals,
  uyDetalleBelow,
  snXofSoldeAu,
  muSavingsDateOnce,
  ttDrCrBothColumns,
];
