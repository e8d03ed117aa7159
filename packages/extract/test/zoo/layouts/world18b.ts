/**
 * Zoo growth for issue 8 (part 15, continued): Benin, Togo, Guinea, Sierra Leone, Liberia and the Gambia.
 * Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** CFA francs have no minor unit: "1.250.000" in Benin, "1 250 000" in Togo. */
const XOF_DOT: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', decimals: 0 };
const XOF_DOT_PLAIN: MoneyStyle = { ...XOF_DOT, negative: 'none' };
const XOF_SPACE: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };
const XOF_SPACE_PLAIN: MoneyStyle = { ...XOF_SPACE, negative: 'none' };

/** Beninese personal account: the value date after the description, dated opening and closing labels. */
export const bjReleveValeurApres: Layout = simpleLayout({
  id: 'bj-releve-xof-date-valeur-after-libelle',
  title:
    'Beninese personal current account in French (Ecobank/BOA Bénin-like): "Date Opé. | Libellé | Date Valeur | Débit | Crédit | Solde" with the value date between the description and the money, "Solde au 01/03/2024" above the table and "Solde au 31/03/2024" below it, whole CFA francs "1.250.000" without decimals, "FCFA" and XOF, DD/MM/YYYY',
  region: 'BJ',
  exercises: [
    'a value-date column between the description and the debit column',
    'opening and closing labels that carry their dates, above and below the table',
    'whole CFA franc amounts without decimals, "." grouping',
    'DD/MM/YYYY dates, XOF named as a code and "FCFA"',
  ],
  mechanisms: [4, 6, 18],
  currency: 'XOF',
  plans: [
    plan(
      11807,
      'bj',
      'BJ0610100100123456789012',
      'Compte courant particulier',
      ['2024-03-01', '2024-03-31'],
      38,
      84_750_000,
      {
        scale: 4_500_000,
        unit: 100,
        postDates: true,
      },
    ),
  ],
  bank: 'Banque du Golfe de Guinée Bénin',
  right: (a) => [
    'RELEVÉ DE COMPTE',
    `Compte : ${a.number}`,
    'Devise : XOF (FCFA)',
    'Du 01/03/2024 au 31/03/2024',
  ],
  footer: (p, n) => `Page ${p}/${n}   Cotonou - Agréée par la BCEAO`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Titulaire', 'M. KOFFI SÈGLA HOUNKPATIN'],
        ['Agence', 'COTONOU GANHI'],
        ['Solde au 01/03/2024', `${money(a.opening, XOF_DOT)} FCFA`],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date Opé.'], x: 40, w: 46 },
      { kind: 'desc', head: ['Libellé'], x: 92, w: 180 },
      { kind: 'post', head: ['Date Valeur'], x: 276, w: 46 },
      { kind: 'debit', head: ['Débit'], x: 326, w: 72 },
      { kind: 'credit', head: ['Crédit'], x: 402, w: 72 },
      { kind: 'balance', head: ['Solde'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: XOF_DOT_PLAIN,
    credit: XOF_DOT_PLAIN,
    balance: XOF_DOT,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    flow.down(10);
    keyValues(flow, [['Solde au 31/03/2024', `${money(a.closing, XOF_DOT)} FCFA`]], 40, 330, 11);
  },
});

/** Togolese business account: tight columns, a "0" in the unused column, totals before the closing. */
export const tgReleveTight: Layout = simpleLayout({
  id: 'tg-entreprise-xof-zero-unused-tight-columns',
  title:
    'Togolese business current account in French (Orabank/Ecobank Togo-like): "Date | Réf. | Libellé opération | Débit | Crédit | Solde" packed into tight columns with "0" in the unused money column, "Solde initial" as the first row, "Total mouvements" and "Solde final" rows at the end, whole CFA francs "1 250 000", XOF, DD-MM-YYYY',
  region: 'TG',
  exercises: [
    'tight money columns a few points apart',
    'a "0" printed in the unused one of the debit and credit columns',
    'a totals row of the movements before the closing row',
    'whole CFA franc amounts with " " grouping, DD-MM-YYYY dates',
  ],
  mechanisms: [4, 6, 11, 18],
  currency: 'XOF',
  plans: [
    plan(
      11808,
      'tg',
      'TG055 01001 012345678901 23',
      'Compte courant entreprise',
      ['2024-03-01', '2024-03-31'],
      46,
      1_245_600_000,
      {
        scale: 45_000_000,
        unit: 100,
      },
    ),
  ],
  truthNumber: (a) => a.number.replace(/ /g, ''),
  bank: 'Banque Atlantique du Littoral Togo',
  right: (a) => [
    'EXTRAIT DE COMPTE',
    `N° compte : ${a.number}`,
    'Devise : XOF',
    'Période : 01-03-2024 au 31-03-2024',
  ],
  footer: (p, n) => `${p}/${n}   Lomé - Boulevard du 13 Janvier`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Raison sociale', 'SOCIÉTÉ TOGOLAISE DE NÉGOCE SARL'],
        ['NIF', '1000123456'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 48 },
      {
        kind: 'extra',
        head: ['Réf.'],
        x: 90,
        w: 30,
        value: (_t, i) => `OP${String(4_410 + i * 7)}`,
      },
      { kind: 'desc', head: ['Libellé opération'], x: 124, w: 230 },
      { kind: 'debit', head: ['Débit'], x: 356, w: 64 },
      { kind: 'credit', head: ['Crédit'], x: 422, w: 64 },
      { kind: 'balance', head: ['Solde'], x: 488, w: 67 },
    ],
    date: 'DD-MM-YYYY',
    debit: XOF_SPACE_PLAIN,
    credit: XOF_SPACE_PLAIN,
    balance: XOF_SPACE,
    lineHeight: 9,
    rowGap: 2,
    unusedCell: '0',
    opening: { label: 'Solde initial' },
    totals: { label: 'Total mouvements' },
    closing: { label: 'Solde final' },
  }),
});

/** Guinean francs in large whole figures: "12.500.000 GNF". */
const GNF: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', decimals: 0, suffix: ' GNF' };
const GNF_BARE: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', decimals: 0 };
const GNF_PLAIN: MoneyStyle = { ...GNF_BARE, negative: 'none' };

/** Guinean savings passbook-style statement: one amount column with a sense column, large whole francs. */
export const gnEpargneSens: Layout = simpleLayout({
  id: 'gn-epargne-gnf-sens-d-c-whole-millions',
  title:
    'Guinean savings account in French (Ecobank/SGBG-like): a quarter, "Date | Libellé | Sens | Montant | Solde" with "D" or "C" in the sense column, francs in the millions "12.500.000" without decimals, "Ancien solde au 31/12/2023" and "Nouveau solde au 31/03/2024" in a box above the table with "GNF" after each figure, GNF, DD/MM/YYYY',
  region: 'GN',
  exercises: [
    'one unsigned amount column with a D/C sense column before it',
    'a savings account over a quarter in whole francs in the millions',
    'opening and closing labels carrying their dates, inside a ruled box',
    'DD/MM/YYYY dates, "." grouping, GNF after each summary figure',
  ],
  mechanisms: [4, 6, 8, 18],
  currency: 'GNF',
  plans: [
    plan(
      11809,
      'gn',
      '0150123456789',
      "Compte d'épargne",
      ['2024-01-01', '2024-03-31'],
      26,
      4_850_000_000,
      {
        scale: 150_000_000,
        unit: 100_000,
      },
    ),
  ],
  bank: 'Banque des Rivières du Sud',
  right: (a) => [
    "RELEVÉ DE COMPTE D'ÉPARGNE",
    `Compte n° ${a.number}`,
    'Devise : Franc guinéen (GNF)',
    'Du 01/01/2024 au 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} sur ${n}   Conakry - Kaloum`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Titulaire', 'MME MARIAMA DIALLO'],
        ['Agence', 'CONAKRY MADINA'],
      ],
      40,
      330,
      11,
    );
    flow.down(6);
    flow.box(300, 255, 30, 10);
    keyValues(
      flow,
      [
        ['Ancien solde au 31/12/2023', money(a.opening, GNF)],
        ['Nouveau solde au 31/03/2024', money(a.closing, GNF)],
      ],
      310,
      548,
      12,
    );
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 48 },
      { kind: 'desc', head: ['Libellé'], x: 96, w: 240 },
      {
        kind: 'extra',
        head: ['Sens'],
        x: 350,
        w: 20,
        value: (t: ZooTxn) => (t.cents < 0 ? 'D' : 'C'),
      },
      { kind: 'amount', head: ['Montant'], x: 380, w: 85 },
      { kind: 'balance', head: ['Solde'], x: 470, w: 85 },
    ],
    date: 'DD/MM/YYYY',
    amount: GNF_PLAIN,
    balance: GNF_BARE,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** New leones with "Le": withdrawals and lodgements, one text item per word. */
const SLE: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };

/** Sierra Leonean personal account: "Withdrawals | Lodgements", the summary below, one item per word. */
export const slLodgementsWords: Layout = simpleLayout({
  id: 'sl-current-sle-lodgements-summary-word-items',
  title:
    'Sierra Leonean personal current account in English (Rokel/SLCB-like): "Date | Value Date | Narration | Withdrawals | Lodgements | Balance" with both dates DD-MMM-YYYY, "Balance Brought Forward" as the first row, "Le" in the account summary printed below the table (opening, lodgements, withdrawals, closing), new leones "1,234.56", SLE; the producer draws one text item per word',
  region: 'SL',
  exercises: [
    'British-era column words "Withdrawals" and "Lodgements"',
    'the opening as a brought-forward row, the closing only in the summary after the table',
    'DD-MMM-YYYY dates, "," grouping, leones as "Le" and SLE',
    'one text item per word',
  ],
  mechanisms: [4, 11, 15, 18],
  currency: 'SLE',
  quirks: { split: { unit: 'word', tags: 'all' } },
  plans: [
    plan(
      11810,
      'sl',
      '003101234567',
      'Current Account - Personal',
      ['2024-03-01', '2024-03-31'],
      36,
      1_245_050,
      {
        scale: 95_000,
        postDates: true,
      },
    ),
  ],
  bank: 'Lion Mountain Commercial Bank Ltd',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `Account Number: ${a.number}`,
    'Currency: SLE (New Leone)',
    'Period: 01-MAR-2024 to 31-MAR-2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Siaka Stevens Street, Freetown`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Customer Name', 'MR. ALIMAMY BANGURA'],
        ['Branch', 'FREETOWN - WALLACE JOHNSON'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'post', head: ['Value Date'], x: 96, w: 50 },
      { kind: 'desc', head: ['Narration'], x: 152, w: 170 },
      { kind: 'debit', head: ['Withdrawals'], x: 326, w: 72 },
      { kind: 'credit', head: ['Lodgements'], x: 402, w: 72 },
      { kind: 'balance', head: ['Balance'], x: 478, w: 77 },
    ],
    date: 'DD-MMM-YYYY',
    post: 'DD-MMM-YYYY',
    debit: { ...SLE, negative: 'none' },
    credit: { ...SLE, negative: 'none' },
    balance: SLE,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Balance Brought Forward' },
  }),
  outro(flow, a) {
    const le = (v: number): string => `Le ${money(v, SLE)}`;
    flow.down(14);
    flow.text('ACCOUNT SUMMARY', 40, { bold: true, tag: 'head' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Opening Balance', le(a.opening)],
        ['Total Lodgements', le(credits(a.txns))],
        ['Total Withdrawals', le(debits(a.txns))],
        ['Closing Balance', le(a.closing)],
      ],
      40,
      260,
      11,
    );
  },
});

/** Liberian USD credit card: purchases positive, payments with a minus, items grouped by kind. */
export const lrCardUsdTagOrder: Layout = simpleLayout({
  id: 'lr-card-usd-new-balance-items-by-kind',
  title:
    'Liberian credit card statement in English (Ecobank/GTBank Liberia-like), billed in US dollars: "Previous Balance | Payments & Credits | Purchases & Charges | New Balance | Minimum Amount Due | Payment Due Date" in a row across, "Trans Date | Post Date | Reference | Transaction Details | Amount (US$)" with purchases positive and the payment "-250.00", MM/DD/YYYY as US-dollar accounts print; the producer emits the items grouped by kind, not in reading order',
  region: 'LR',
  exercises: [
    'a card billed in US dollars in a country with its own currency (USD named as US$ and a code)',
    'the summary as a row of labels over a row of values, among a pay-by date',
    'transaction and posting dates, a reference column, payments with a minus',
    'text items emitted grouped by kind (all amounts, then descriptions...), not in reading order',
  ],
  mechanisms: [4, 10, 12, 18],
  currency: 'USD',
  quirks: {
    tagOrder: ['furniture', 'amount', 'desc', 'date', 'extra', 'summary', 'head'],
  },
  plans: [
    plan(
      11811,
      'lr',
      '2294',
      'Visa Classic Credit Card',
      ['2024-02-11', '2024-03-10'],
      24,
      184_530,
      {
        liability: true,
        postDates: true,
        scale: 9_000,
      },
    ),
  ],
  bank: 'Mesurado Trust Bank (Liberia) Ltd',
  right: (a) => [
    'CREDIT CARD STATEMENT',
    `Card No: 4166 55XX XXXX ${a.number}`,
    'Billing Currency: USD',
    'Statement Date: 03/10/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Broad Street, Monrovia`,
  intro(flow, a) {
    const d = (v: number): string => `US$${money(v, US_MINUS)}`;
    keyValues(flow, [['Cardholder', 'MRS. YATTA K. DOE']], 40, 330, 11);
    flow.down(8);
    const heads = [
      ['Previous Balance', d(a.opening)],
      ['Payments & Credits', d(credits(a.txns))],
      ['Purchases & Charges', d(debits(a.txns))],
      ['New Balance', d(a.closing)],
      ['Minimum Due', d(Math.max(2_500, Math.round(a.closing / 2_000) * 100))],
      ['Due Date', '04/01/2024'],
    ] as const;
    heads.forEach(([h], i) =>
      flow.text(h, 118 + i * 87, { align: 'right', bold: true, tag: 'summary' }),
    );
    flow.down(11);
    heads.forEach(([, v], i) => flow.text(v, 118 + i * 87, { align: 'right', tag: 'summary' }));
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans Date'], x: 40, w: 50 },
      { kind: 'post', head: ['Post Date'], x: 96, w: 50 },
      {
        kind: 'extra',
        head: ['Reference'],
        x: 152,
        w: 60,
        value: (t: ZooTxn, i) => `7${t.date.slice(5, 7)}${t.date.slice(8)}${40_117 + i * 29}`,
      },
      { kind: 'desc', head: ['Transaction Details'], x: 222, w: 240 },
      { kind: 'amount', head: ['Amount (US$)'], x: 470, w: 85 },
    ],
    date: 'MM/DD/YYYY',
    post: 'MM/DD/YYYY',
    amount: US_MINUS,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      ['Pay the New Balance by the due date to avoid a finance charge of 2.5% per month.'],
      40,
      10,
    );
  },
});

/** Gambian dalasi: "D1,234.56" in the summary. */
const TYPE_CODES: Readonly<Record<ZooTxn['kind'], string>> = {
  deposit: 'CSH',
  card: 'POS',
  atm: 'ATM',
  check: 'CHQ',
  transfer: 'TRF',
  fee: 'CHG',
  interest: 'INT',
  payment: 'PMT',
  refund: 'REV',
};
const GMD: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };

/** Gambian savings account on landscape pages stored rotated, a "Ref" column and a summary box. */
export const gmSavingsRotated: Layout = simpleLayout({
  id: 'gm-savings-gmd-ref-rotated-pages',
  title:
    'Gambian savings account in English (Trust Bank/GTBank Gambia-like): pages stored rotated, "Tran Date | Value Date | Narration | Ref | Debit | Credit | Balance", "Opening Balance" and "Closing Balance" with "D" before the figure in a summary at the top, dalasi "1,234.56", GMD, DD/MM/YYYY',
  region: 'GM',
  exercises: [
    'a short reference column between the narration and the money',
    'opening and closing in a summary above the table with "D" before the figure',
    'DD/MM/YYYY dates, "," grouping, dalasi as "D" and GMD',
    'pages stored with /Rotate 90',
  ],
  mechanisms: [4, 12, 18],
  currency: 'GMD',
  quirks: { rotatedPages: 'all' },
  plans: [
    plan(
      11812,
      'gm',
      '2011234567890',
      'Savings Account',
      ['2024-03-01', '2024-03-31'],
      30,
      8_645_025,
      {
        scale: 420_000,
        postDates: true,
      },
    ),
  ],
  bank: 'Kombo Coast Bank Ltd',
  right: (a) => [
    'ACCOUNT STATEMENT',
    `Account No: ${a.number}`,
    'Currency: GMD',
    'From: 01/03/2024 To: 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Kairaba Avenue, Serrekunda`,
  intro(flow, a) {
    const dd = (v: number): string => `D${money(v, GMD)}`;
    keyValues(
      flow,
      [
        ['Account Name', 'FATOU JALLOW'],
        ['Opening Balance', dd(a.opening)],
        ['Total Debits', dd(debits(a.txns))],
        ['Total Credits', dd(credits(a.txns))],
        ['Closing Balance', dd(a.closing)],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Tran Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Value Date'], x: 90, w: 46 },
      { kind: 'desc', head: ['Narration'], x: 140, w: 170 },
      {
        kind: 'extra',
        head: ['Ref'],
        x: 312,
        w: 22,
        value: (t: ZooTxn) => TYPE_CODES[t.kind],
      },
      { kind: 'debit', head: ['Debit'], x: 334, w: 66 },
      { kind: 'credit', head: ['Credit'], x: 404, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: { ...GMD, negative: 'none' },
    credit: US_PLAIN,
    balance: GMD,
    lineHeight: 10,
    rowGap: 3,
  }),
});

export const WORLD18B: readonly Layout[] = [
  bjReleveValeurApres,
  tgReleveTight,
  gnEpargneSens,
  slLodgementsWords,
  lrCardUsdTagOrder,
  gmSavingsRotated,
];
