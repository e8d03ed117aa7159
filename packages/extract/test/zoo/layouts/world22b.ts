/**
 * Zoo growth for issue 8 (part 19, continued): the Federated States of Micronesia, Nauru, Tuvalu, French
 * Polynesia, New Caledonia and Guam. Written from what those banks print, without reading the engine.
 */
import type { MoneyStyle } from '../format.ts';
import { FR_NUMBERS, US_NUMBERS, money } from '../format.ts';
import type { Layout } from '../layout.ts';
import { dailyBalances, keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

const PAREN: MoneyStyle = { numbers: US_NUMBERS, negative: 'paren' };

/** Micronesian savings: both balances on one line, parenthesised withdrawals, tight columns. */
export const fmSavingsOneLineTight: Layout = simpleLayout({
  id: 'fm-savings-usd-balances-one-line-paren-tight',
  title:
    'Federated States of Micronesia savings account in US dollars, in English (Bank of the FSM-like): a quarter, "Previous Balance" and "New Balance" side by side on one line above the table, "Date | Transaction | Amount | Balance" set in tight columns with withdrawals in parentheses "(1,234.56)", "Quarterly Interest" credited, branch names (Kolonia, Weno, Tofol, Colonia), MM/DD/YYYY, "Kalahngan" in the footer',
  region: 'FM',
  exercises: [
    'the opening and closing balances as two label/value pairs on one line',
    'withdrawals in parentheses in one amount column',
    'tight columns: the amount and the balance a few points apart',
    'US dollars outside the US, MM/DD/YYYY dates over a quarter',
  ],
  mechanisms: [4, 18],
  currency: 'USD',
  plans: [
    plan(
      12207,
      'fm',
      '01-2345678-9',
      'Regular Savings',
      ['2024-01-01', '2024-03-31'],
      26,
      538_210,
      { scale: 30_000 },
    ),
  ],
  bank: 'Pohnpei and Chuuk Savings Bank',
  right: (a) => [
    'SAVINGS STATEMENT',
    `Account No. ${a.number}`,
    'Quarter ending 03/31/2024',
    'Currency: USD',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Kolonia, Pohnpei, FM 96941   Member FDIC   Kalahngan / Kinisou chapur`,
  intro(flow, a) {
    paragraph(flow, ['MR KIMEUO SOHL', 'PO BOX 1190', 'KOLONIA, POHNPEI FM 96941'], 40, 11);
    flow.down(8);
    flow.text('Previous Balance', 40, { tag: 'summary' });
    flow.text(money(a.opening, PAREN), 210, { align: 'right', tag: 'summary' });
    flow.text('New Balance', 300, { tag: 'summary' });
    flow.text(money(a.closing, PAREN), 470, { align: 'right', tag: 'summary' });
    flow.down(22);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Transaction'], x: 100, w: 250 },
      { kind: 'amount', head: ['Amount'], x: 360, w: 72 },
      { kind: 'balance', head: ['Balance'], x: 436, w: 70 },
    ],
    date: 'MM/DD/YYYY',
    amount: PAREN,
    balance: PAREN,
    lineHeight: 10,
    rowGap: 3,
  }),
});

const AUD_CR: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', crSuffix: true };

/** Nauru business account in Australian dollars: CR/DR balances, balance rows, items last to first. */
export const nrBusinessCrDrReversed: Layout = simpleLayout({
  id: 'nr-business-aud-cr-balance-opening-rows-reversed',
  title:
    'Nauruan business transaction account in Australian dollars, in English (Bendigo agency/Bank of Nauru-like): "TRANSACTION STATEMENT", "Date | Particulars | Withdrawals | Deposits | Balance" with every balance marked "CR" or "DR", "OPENING BALANCE" and "CLOSING BALANCE" rows, "Totals" row, "AUD" in the header, "1,234.56", DD/MM/YYYY, "Ko bwo uora" at the foot; the producer emits the page items last to first',
  region: 'NR',
  exercises: [
    'balances marked CR or DR, opening and closing balances as rows',
    'a totals row with both column sums',
    'Australian dollars outside Australia',
    'items emitted last to first (bottom of the page first)',
  ],
  mechanisms: [1, 4, 13, 18],
  currency: 'AUD',
  quirks: { reverse: true },
  plans: [
    plan(
      12208,
      'nr',
      '633-000 145 678 912',
      'Business Transaction Account',
      ['2024-09-01', '2024-09-30'],
      38,
      1_124_500,
      { scale: 90_000, overdraft: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/[\s-]/g, '').slice(6),
  bank: 'Yaren Commercial Agency Bank',
  right: (a) => [
    'TRANSACTION STATEMENT',
    `BSB 633-000  Account ${a.number.slice(8)}`,
    'Currency: AUD',
    'Period 01/09/2024 - 30/09/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Civic Centre, Aiwo District, Nauru   Ko bwo uora`,
  intro(flow) {
    paragraph(flow, ['MENENG ISLAND SUPPLIES', 'PO BOX 412', 'MENENG DISTRICT, NAURU'], 40, 11);
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Particulars'], x: 98, w: 210 },
      { kind: 'debit', head: ['Withdrawals'], x: 316, w: 74 },
      { kind: 'credit', head: ['Deposits'], x: 394, w: 74 },
      { kind: 'balance', head: ['Balance'], x: 472, w: 83 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: AUD_CR,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'OPENING BALANCE' },
    closing: { label: 'CLOSING BALANCE' },
    totals: { label: 'Totals' },
  }),
});

/** Tuvalu savings in Australian dollars: an amount with a DR/CR column, dated balances under the table. */
export const tvSavingsDrCrBelow: Layout = simpleLayout({
  id: 'tv-savings-aud-dr-cr-column-balances-below',
  title:
    'Tuvaluan savings passbook statement in Australian dollars, in English with a Tuvaluan greeting (National Bank of Tuvalu-like): "Date | Details | Amount | Dr/Cr | Balance" with a DR or CR mark after each amount, "Balance as at 01.10.2024" and "Balance as at 31.12.2024" under the table, "Fakafetai" in the footer, "1,234.56", DD.MM.YYYY, a quarter',
  region: 'TV',
  exercises: [
    'an unsigned amount with a Dr/Cr column after it',
    'both balances printed under the table, each labelled with its date',
    'DD.MM.YYYY dates and AUD outside Australia',
  ],
  mechanisms: [4, 8, 10, 11, 18],
  currency: 'AUD',
  plans: [
    plan(
      12209,
      'tv',
      '100-245-781',
      'Passbook Savings',
      ['2024-10-01', '2024-12-31'],
      28,
      412_330,
      { scale: 20_000 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Funafuti National Savings Bank',
  right: (a) => [
    'STATEMENT OF SAVINGS ACCOUNT',
    `Account No: ${a.number}`,
    'Currency: AUD (Australian Dollar)',
    'From 01.10.2024 To 31.12.2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Vaiaku, Funafuti, Tuvalu   Fakafetai lasi`,
  intro(flow) {
    paragraph(flow, ['SEMU TAAFAKI', 'ALAPI VILLAGE', 'FUNAFUTI, TUVALU'], 40, 11);
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Details'], x: 100, w: 230 },
      { kind: 'amount', head: ['Amount'], x: 340, w: 80 },
      { kind: 'drcr', head: ['Dr/Cr'], x: 428, w: 24 },
      { kind: 'balance', head: ['Balance'], x: 460, w: 95 },
    ],
    date: 'DD.MM.YYYY',
    amount: { numbers: US_NUMBERS, negative: 'none' },
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    flow.down(10);
    keyValues(
      flow,
      [
        ['Balance as at 01.10.2024', money(a.opening, US_MINUS)],
        ['Balance as at 31.12.2024', money(a.closing, US_MINUS)],
      ],
      300,
      555,
      11,
    );
  },
});

/** CFP francs: whole, space grouped. */
const XPF: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };
const XPF_PLAIN: MoneyStyle = { ...XPF, negative: 'none' };

/** French Polynesian account: dated old and new balances as rows, no running balance, one item per glyph. */
export const pfReleveGlyph: Layout = simpleLayout({
  id: 'pf-releve-xpf-ancien-nouveau-solde-rows-glyph-items',
  title:
    'French Polynesian personal current account in French (Banque de Tahiti/Banque Socredo-like): "RELEVÉ DE COMPTE", "Date opé. | Date valeur | Libellé de l\'opération | Débit | Crédit" with no running balance, "ANCIEN SOLDE AU 31/03/2024" as the first row and "NOUVEAU SOLDE AU 30/04/2024" as the last with the balance in the credit column, "TOTAL DES OPÉRATIONS", whole CFP francs "1 234 567" (XPF, "F CFP"), DD/MM/YYYY, "Mauruuru" (thank you) at the foot; the producer draws one text item per glyph',
  region: 'PF',
  exercises: [
    'dated old and new balances as the first and last rows, in the credit column',
    'no running balance; a totals line with both column sums',
    'whole CFP francs with space grouping, XPF and F CFP',
    'one text item per glyph',
  ],
  mechanisms: [4, 6, 10, 13, 18],
  currency: 'XPF',
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  plans: [
    plan(
      12210,
      'pf',
      '12239 00001 12345678901 27',
      'Compte de dépôt',
      ['2024-04-01', '2024-04-30'],
      30,
      48_630_000,
      { scale: 1_500_000, unit: 100, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Banque des Îles du Vent',
  right: (a) => [
    'RELEVÉ DE COMPTE',
    `RIB : ${a.number}`,
    'Devise : XPF (F CFP)',
    'Du 01/04/2024 au 30/04/2024',
  ],
  footer: (p, n) => `Page ${p}/${n}  -  Rue Jeanne d'Arc, Papeete, Tahiti  -  Mauruuru`,
  intro(flow) {
    paragraph(
      flow,
      ['MME HINANO TEHEIURA', 'PK 12 CÔTÉ MONTAGNE', '98718 PUNAAUIA, TAHITI'],
      40,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date opé.'], x: 40, w: 46 },
      { kind: 'post', head: ['Date valeur'], x: 92, w: 46 },
      { kind: 'desc', head: ["Libellé de l'opération"], x: 146, w: 220 },
      { kind: 'debit', head: ['Débit'], x: 376, w: 84 },
      { kind: 'credit', head: ['Crédit'], x: 468, w: 87 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: XPF_PLAIN,
    credit: XPF_PLAIN,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'ANCIEN SOLDE AU 31/03/2024' },
    closing: { label: 'NOUVEAU SOLDE AU 30/04/2024' },
    totals: { label: 'TOTAL DES OPÉRATIONS' },
  }),
});

const XPF_SUFFIX: MoneyStyle = { ...XPF, suffix: ' F.CFP' };

/** New Caledonian credit card: issuer's view, the summary under the table. */
export const ncCarteRecapSous: Layout = simpleLayout({
  id: 'nc-carte-xpf-credit-recapitulatif-sous-tableau',
  title:
    'New Caledonian credit card statement in French (BCI/Banque de Nouvelle-Calédonie-like): "RELEVÉ DE VOTRE CARTE À CRÉDIT", "Date achat | Date débit | Commerçant / Libellé | Montant XPF" with purchases positive and the repayment "-25 000", then a "RÉCAPITULATIF" under the table: "Solde précédent", "Vos achats", "Vos remboursements", "Nouveau solde dû" with "F.CFP" after the figures, "Échéance minimale" and "Date de prélèvement", whole CFP francs "123 456" (XPF), DD/MM/YY',
  region: 'NC',
  exercises: [
    "a card statement from the issuer's side: purchases positive, the repayment with a minus",
    'the previous and new balance in a recap under the table, with "F.CFP" after the figures',
    'purchase and debit dates DD/MM/YY, whole CFP francs',
  ],
  mechanisms: [4, 6, 10, 18],
  currency: 'XPF',
  plans: [
    plan(12211, 'nc', '3307', 'Carte Visa à crédit', ['2024-02-06', '2024-03-05'], 22, 18_655_000, {
      liability: true,
      postDates: true,
      scale: 2_600_000,
      unit: 100,
    }),
  ],
  bank: 'Banque Calédonienne du Pacifique',
  right: (a) => [
    'RELEVÉ DE VOTRE CARTE À CRÉDIT',
    `Carte n° 4970 10XX XXXX ${a.number}`,
    'Devise : XPF',
    'Arrêté au 05/03/24',
  ],
  footer: (p, n) =>
    `Page ${p}/${n}  -  Avenue de la Victoire, Nouméa, Nouvelle-Calédonie  -  Oleti`,
  intro(flow) {
    paragraph(
      flow,
      ['M. JEAN-PIERRE WAMYTAN', '12 RUE DES ACACIAS, MAGENTA', '98800 NOUMÉA'],
      40,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date achat'], x: 40, w: 44 },
      { kind: 'post', head: ['Date débit'], x: 92, w: 44 },
      { kind: 'desc', head: ['Commerçant / Libellé'], x: 146, w: 290 },
      { kind: 'amount', head: ['Montant XPF'], x: 450, w: 105 },
    ],
    date: 'DD/MM/YY',
    post: 'DD/MM/YY',
    amount: XPF,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    const f = (v: number): string => money(v, XPF_SUFFIX);
    const payments = sum(a.txns.filter((t) => t.cents > 0));
    const purchases = -sum(a.txns.filter((t) => t.cents < 0));
    flow.down(12);
    flow.text('RÉCAPITULATIF', 300, { bold: true, tag: 'summary' });
    flow.down(13);
    keyValues(
      flow,
      [
        ['Solde précédent', f(a.opening)],
        ['Vos achats', f(purchases)],
        ['Vos remboursements', f(-payments)],
        ['Nouveau solde dû', f(a.closing)],
        ['Échéance minimale', f(Math.max(500_000, Math.round(a.closing / 1_000_000) * 100_000))],
        ['Date de prélèvement', '25/03/24'],
      ],
      300,
      555,
      11,
    );
  },
});

/** Guam checking over two pages: yearless dates, a daily balance table after the activity. */
export const guCheckingDailyBalances: Layout = simpleLayout({
  id: 'gu-checking-usd-mm-dd-daily-balance-summary-chamorro',
  title:
    'Guam personal checking account in US dollars, in English with a Chamorro thank-you (Bank of Guam/BankGuam-like): "Beginning balance on 10/01/2024" and "Ending balance on 10/31/2024" with the deposits and withdrawals totals in a summary, "Date | Description | Withdrawals/Debits | Deposits/Credits | Balance" with yearless MM/DD dates, a "Daily Balance Summary" table after the activity in three pairs, "$", "Si Yu\'os Ma\'ase\'" at the foot, two pages',
  region: 'GU',
  exercises: [
    'dated opening and closing balance labels in a summary above the table',
    'yearless MM/DD dates with the year only in the period',
    'a daily-balance table after the transactions (not transactions)',
    'a two-page statement with the account number in short on the second page',
  ],
  mechanisms: [3, 4, 10, 18],
  currency: 'USD',
  plans: [
    plan(
      12212,
      'gu',
      '0601-234567-8',
      'Personal Checking',
      ['2024-10-01', '2024-10-31'],
      62,
      286_475,
      { scale: 14_000, longShare: 0.12 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Hagåtña Island Bank',
  right: (a, p) =>
    p === 1
      ? ['PERSONAL CHECKING', `Account number: ${a.number}`, 'October 1, 2024 - October 31, 2024']
      : [`Account ending ${a.number.slice(-6)}`, 'October 2024 statement, continued'],
  footer: (p, n) =>
    `Page ${p} of ${n}   111 Chalan Santo Papa, Hagatna, Guam 96910   Member FDIC   Si Yu'os Ma'ase'`,
  intro(flow, a) {
    const f = (v: number): string => `$${money(v, US_MINUS)}`;
    paragraph(flow, ['ANTONIO C. SABLAN', '154 RTE 8', 'MAITE, GU 96910'], 40, 11);
    flow.down(8);
    keyValues(
      flow,
      [
        ['Beginning balance on 10/01/2024', f(a.opening)],
        ['Deposits and other credits', f(sum(a.txns.filter((t) => t.cents > 0)))],
        ['Withdrawals and other debits', f(-sum(a.txns.filter((t) => t.cents < 0)))],
        ['Ending balance on 10/31/2024', f(a.closing)],
      ],
      40,
      320,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 30 },
      { kind: 'desc', head: ['Description'], x: 78, w: 236 },
      { kind: 'debit', head: ['Withdrawals/', 'Debits'], x: 320, w: 76 },
      { kind: 'credit', head: ['Deposits/', 'Credits'], x: 400, w: 76 },
      { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
    ],
    date: 'MM/DD',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    flow.down(12);
    dailyBalances(flow, a, 'Daily Balance Summary', ['Date', 'Balance'], 'MM/DD', US_MINUS, 3, 11);
  },
});

export const WORLD22B: readonly Layout[] = [
  fmSavingsOneLineTight,
  nrBusinessCrDrReversed,
  tvSavingsDrCrBelow,
  pfReleveGlyph,
  ncCarteRecapSous,
  guCheckingDailyBalances,
];
