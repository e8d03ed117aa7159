/**
 * Zoo growth for issue 8 (part 16, continued): the Cayman Islands, Bermuda, Saint Lucia, Monaco, the Faroe
 * Islands and Macau. Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_MINUS, FR_MINUS, FR_PLAIN, plan, US_MINUS, US_PLAIN } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** Cayman business chequing over two pages: "Balance Forward" and "Ending Balance" rows, item counts. */
export const kyBusinessCountsContinued: Layout = simpleLayout({
  id: 'ky-business-ci-dollar-balance-forward-counts',
  title:
    'Cayman Islands business chequing account in English (Butterfield/Cayman National-like): "Amounts in Cayman Islands Dollars (KYD)" above "Date | Description | Cheque/Ref | Withdrawals | Deposits | Balance", "Balance Forward" and "Ending Balance" rows, "Continued on next page" at each break, an activity summary after the table that counts the withdrawals and deposits beside their CI$ totals, DD/MM/YYYY, two pages',
  region: 'KY',
  exercises: [
    'a two-page table with "Continued on next page" at the break',
    'opening and closing as "Balance Forward" and "Ending Balance" rows',
    'an activity summary that prints item counts beside the totals (counts are not money)',
    'a cheque/reference column, the currency named only in a line above the table and "CI$"',
  ],
  mechanisms: [3, 4, 12, 18],
  currency: 'KYD',
  plans: [
    plan(
      11907,
      'ky',
      '1000234567',
      'Business Chequing',
      ['2024-03-01', '2024-03-31'],
      72,
      8_415_330,
      { scale: 310_000, longShare: 0.06 },
    ),
  ],
  bank: 'Seven Mile Bank & Trust Ltd.',
  right: (a, p) =>
    p === 1
      ? [
          'BUSINESS ACCOUNT STATEMENT',
          `Account: ${a.number}`,
          'Statement Period: 01/03/2024 - 31/03/2024',
        ]
      : [`Account: ${a.number}`, 'Statement Period: 01/03/2024 - 31/03/2024'],
  footer: (p, n) => `Page ${p} of ${n}   Licensed under the Banks and Trust Companies Act (CIMA)`,
  intro(flow) {
    paragraph(
      flow,
      ['CORAL REEF MARINE SERVICES LTD.', 'P.O. BOX 10582', 'GRAND CAYMAN KY1-1006'],
      40,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    title: 'Amounts in Cayman Islands Dollars (KYD)',
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'desc', head: ['Description'], x: 94, w: 190 },
      {
        kind: 'extra',
        head: ['Cheque/Ref'],
        x: 288,
        w: 44,
        value: (t: ZooTxn, i) =>
          t.kind === 'check' ? String(2_201 + i) : t.kind === 'transfer' ? `W${40_118 + i}` : '',
      },
      { kind: 'debit', head: ['Withdrawals'], x: 334, w: 70 },
      { kind: 'credit', head: ['Deposits'], x: 408, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 482, w: 73 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Balance Forward' },
    closing: { label: 'Ending Balance' },
    continuedBottom: 'Continued on next page',
  }),
  outro(flow, a) {
    const ci = (v: number): string => `CI$${money(v, US_PLAIN)}`;
    const nOut = a.txns.filter((t) => t.cents < 0).length;
    const nIn = a.txns.filter((t) => t.cents > 0).length;
    flow.down(14);
    flow.text('Activity Summary', 40, { bold: true, tag: 'head' });
    flow.down(12);
    keyValues(
      flow,
      [
        [`${nOut} Withdrawals`, ci(debits(a.txns))],
        [`${nIn} Deposits`, ci(credits(a.txns))],
      ],
      40,
      260,
      11,
    );
  },
});

/** Bermuda card payments carry "CR" after the figure (the issuer's view). */
const BMD_CR: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', drWord: 'CR' };

/** Bermudian credit card: a left summary with the fees and interest apart, MMM DD dates, reference numbers. */
export const bmCardBermudaCr: Layout = simpleLayout({
  id: 'bm-card-bmd-reference-mmm-dd-fees-apart',
  title:
    'Bermudian credit card statement in English (Butterfield/HSBC Bermuda-like): "Previous Balance | Payments & Credits | Purchases & Debits | Fees & Interest | New Balance | Minimum Payment Due | Payment Due Date" as label-value lines with "$" and "BMD" named above, "Tran Date | Post Date | Reference Number | Description | Amount" with payments marked "CR", yearless MMM DD dates',
  region: 'BM',
  exercises: [
    'a card statement: previous and new balance as amounts owed, fees and interest apart from purchases',
    'yearless MMM DD transaction and posting dates across a statement month',
    'a long reference-number column before the description',
    'payments marked "CR" in one amount column, BMD named as a code and "$" on the figures',
  ],
  mechanisms: [4, 10, 12, 18],
  currency: 'BMD',
  plans: [
    plan(11908, 'bm', '7702', 'Visa Gold', ['2024-02-16', '2024-03-15'], 34, 265_418, {
      liability: true,
      postDates: true,
      scale: 16_000,
    }),
  ],
  bank: 'Front Street Bank of Bermuda Limited',
  right: (a) => [
    'VISA GOLD STATEMENT',
    `Card Number: XXXX XXXX XXXX ${a.number}`,
    'Statement Date: March 15, 2024',
    'All amounts in Bermuda Dollars (BMD)',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Front Street, Hamilton HM 11, Bermuda`,
  intro(flow, a) {
    const d = (v: number): string => `$${money(v, US_MINUS)}`;
    const feeInt = -sum(a.txns.filter((t) => t.kind === 'fee' || t.kind === 'interest'));
    const purchases = debits(a.txns) - feeInt;
    keyValues(
      flow,
      [
        ['Cardholder', 'MR TREVOR J. OUTERBRIDGE'],
        ['Credit Limit', '$10,000.00'],
        ['Previous Balance', d(a.opening)],
        ['Payments & Credits', d(credits(a.txns))],
        ['Purchases & Debits', d(purchases)],
        ['Fees & Interest', d(feeInt)],
        ['New Balance', d(a.closing)],
        ['Minimum Payment Due', d(Math.max(2_500, Math.round(a.closing / 2_000) * 100))],
        ['Payment Due Date', 'April 9, 2024'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Tran Date'], x: 40, w: 40 },
      { kind: 'post', head: ['Post Date'], x: 84, w: 40 },
      {
        kind: 'extra',
        head: ['Reference Number'],
        x: 128,
        w: 110,
        value: (t: ZooTxn, i) =>
          `2446${t.date.slice(5, 7)}${t.date.slice(8)}${String(80_331_017 + i * 4_421)}`,
      },
      { kind: 'desc', head: ['Description'], x: 244, w: 200 },
      { kind: 'amount', head: ['Amount'], x: 455, w: 95 },
    ],
    date: 'MMM DD',
    post: 'MMM DD',
    amount: BMD_CR,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
});

const MON_UP = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** "05-MAR-24", as many Eastern Caribbean core systems print it. */
const ddMonYy = (iso: string): string =>
  `${iso.slice(8)}-${MON_UP[Number(iso.slice(5, 7)) - 1] ?? ''}-${iso.slice(2, 4)}`;

/** Saint Lucian savings on pages stored rotated: dated opening and closing rows, EC$. */
export const lcSavingsRotated: Layout = simpleLayout({
  id: 'lc-savings-xcd-dated-bfwd-rows-rotated',
  title:
    'Saint Lucian savings account in English (Bank of Saint Lucia/1st National-like): "Date | Details | Debit | Credit | Balance", a dated "BAL B/FWD" row and a dated "BAL C/FWD" row, "EC$" and "Eastern Caribbean Dollars" in the heading, DD-MON-YY upper case, XCD; the pages are stored portrait with /Rotate 90',
  region: 'LC',
  exercises: [
    'dated opening and closing rows with abbreviated brought/carried-forward labels',
    'upper-case DD-MON-YY dates',
    'EC$ and the currency spelled out, XCD',
    'pages stored with /Rotate 90',
  ],
  mechanisms: [2, 16, 18],
  currency: 'XCD',
  quirks: { rotatedPages: 'all' },
  plans: [
    plan(11909, 'lc', '200012345', 'Regular Savings', ['2024-03-01', '2024-03-31'], 26, 1_408_530, {
      scale: 38_000,
    }),
  ],
  bank: 'Pitons Co-operative Bank Ltd.',
  right: (a) => [
    'SAVINGS STATEMENT',
    `A/C No.: ${a.number}`,
    'Currency: EC$ (Eastern Caribbean Dollars)',
    'Period: 01-MAR-24 to 31-MAR-24',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Bridge Street, Castries, Saint Lucia`,
  intro(flow) {
    paragraph(flow, ['MS. GERALDINE ST. ROSE', 'LA CLERY, CASTRIES'], 40, 11);
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 48 },
      { kind: 'desc', head: ['Details'], x: 96, w: 220 },
      { kind: 'debit', head: ['Debit'], x: 322, w: 74 },
      { kind: 'credit', head: ['Credit'], x: 400, w: 74 },
      { kind: 'balance', head: ['Balance'], x: 478, w: 77 },
    ],
    date: ddMonYy,
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 4,
    opening: { label: 'BAL B/FWD', dated: true },
    closing: { label: 'BAL C/FWD', dated: true },
  }),
});

/** Monegasque current account in euro: French Débit/Crédit, dated old and new balance lines, an IBAN MC. */
export const mcCompteEuroAncienNouveau: Layout = simpleLayout({
  id: 'mc-compte-eur-solde-crediteur-iban-mc',
  title:
    'Monegasque personal current account in French (CFM Indosuez/Monaco private bank-like): "Date | Libellé | Valeur | Débit | Crédit" with no running balance, "SOLDE CRÉDITEUR AU 29/02/2024" as the first line and "NOUVEAU SOLDE CRÉDITEUR AU 31/03/2024" as the last, both in the credit column, "Total des opérations" before it, the compte number with its RIB key beside a 27-character IBAN MC, "1 234,56" in euro, DD/MM/YYYY',
  region: 'MC',
  exercises: [
    'no balance column: dated old and new credit balance lines in the credit column',
    'a turnover line before the new balance',
    'the account number with a RIB key beside an IBAN MC of 27 characters',
    'space-grouped euro with a decimal comma, value date after the description',
  ],
  mechanisms: [4, 5, 13, 18],
  currency: 'EUR',
  plans: [
    plan(
      11910,
      'mc',
      '12345678901',
      'Compte chèques',
      ['2024-03-01', '2024-03-31'],
      32,
      6_841_275,
      { scale: 110_000, postDates: true },
    ),
  ],
  bank: 'Banque du Rocher Monaco',
  right: (a) => [
    'RELEVÉ DE COMPTE',
    `Compte n° ${a.number} - Clé 30`,
    'IBAN MC58 1122 2000 0112 3456 7890 130',
    'Devise : EUR',
    'Période du 01/03/2024 au 31/03/2024',
  ],
  footer: (p, n) => `${p}/${n}  -  Boulevard des Moulins, MC 98000 Monaco  -  Établissement agréé`,
  intro(flow) {
    paragraph(
      flow,
      ['MONSIEUR ET MADAME LORENZI', 'RÉSIDENCE LE SPORTING, MC 98000 MONACO'],
      40,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'desc', head: ['Libellé'], x: 94, w: 240 },
      { kind: 'post', head: ['Valeur'], x: 340, w: 46 },
      { kind: 'debit', head: ['Débit'], x: 394, w: 76 },
      { kind: 'credit', head: ['Crédit'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: FR_PLAIN,
    credit: FR_PLAIN,
    balance: FR_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SOLDE CRÉDITEUR AU 29/02/2024' },
    totals: { label: 'Total des opérations' },
  }),
  outro(flow, a) {
    flow.text('NOUVEAU SOLDE CRÉDITEUR AU 31/03/2024', 94, { bold: true, tag: 'summary' });
    flow.text(money(a.closing, FR_MINUS), 555, { align: 'right', bold: true, tag: 'summary' });
    flow.down(14);
  },
});

/** Faroese current account: Faroese headings, the value date after the text, one signed amount, word items. */
export const foKontoavritWords: Layout = simpleLayout({
  id: 'fo-kontoavrit-dkk-rentudagur-word-items',
  title:
    'Faroese personal account statement in Faroese (Betri/BankNordik-like): "KONTOAVRIT", "Dato | Tekstur | Rentudagur | Upphædd | Saldo" with the interest date after the text, one signed amount, "Saldo frá seinasta avriti" and "Nýggjur saldo" rows, "Reg.nr. 9181 Kontonr. 0001234567", "kr." Faroese krónur (DKK), "1.234,56", DD.MM.YYYY; the producer draws one text item per word',
  region: 'FO',
  exercises: [
    'Faroese opening and closing rows ("Saldo frá seinasta avriti", "Nýggjur saldo")',
    'the interest (value) date printed after the text, one signed amount beside the running balance',
    'a registration number and an account number on one line',
    'one text item per word, "." grouping and "," decimals, DKK with "kr."',
  ],
  mechanisms: [5, 12, 16, 18],
  currency: 'DKK',
  quirks: { split: { unit: 'word', tags: 'all' } },
  plans: [
    plan(11911, 'fo', '0001234567', 'Lønarkonto', ['2024-03-01', '2024-03-31'], 38, 2_418_640, {
      scale: 65_000,
      postDates: true,
    }),
  ],
  bank: 'Norðlýsið Sparikassi',
  right: (a) => [
    'KONTOAVRIT',
    `Reg.nr. 9181 Kontonr. ${a.number}`,
    'Gjaldoyra: DKK (føroyskar krónur)',
    'Tíðarskeið: 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Síða ${p} av ${n}   Niels Finsens gøta, FO-100 Tórshavn`,
  intro(flow) {
    paragraph(flow, ['Jógvan Poulsen', 'Undir Glaðsheyggi 12', 'FO-100 Tórshavn'], 40, 11);
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Dato'], x: 40, w: 50 },
      { kind: 'desc', head: ['Tekstur'], x: 98, w: 220 },
      { kind: 'post', head: ['Rentudagur'], x: 324, w: 50 },
      { kind: 'amount', head: ['Upphædd kr.'], x: 384, w: 80 },
      { kind: 'balance', head: ['Saldo kr.'], x: 474, w: 81 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: EU_MINUS,
    balance: EU_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Saldo frá seinasta avriti' },
    closing: { label: 'Nýggjur saldo' },
  }),
});

/** Macanese card payments carry "CR" tight after the figure. */
const MOP_CR: MoneyStyle = { numbers: US_NUMBERS, negative: 'drTight', drWord: 'CR' };

/** Macanese credit card: bilingual Portuguese/English labels and headings, yearless DD/MM dates, MOP. */
export const moCartaoPatacas: Layout = simpleLayout({
  id: 'mo-cartao-mop-bilingue-pt-en-dd-mm-cr',
  title:
    'Macanese credit card statement in Portuguese and English (BNU/Banco da China Macau-like; the Chinese line left out): "EXTRACTO DO CARTÃO DE CRÉDITO / CREDIT CARD STATEMENT", summary labels "Saldo anterior / Previous balance" etc. with "MOP$", two-line headings "Data Trans. / Trans. Date | Data Lanç. / Post Date | Descrição / Description | Montante (MOP) / Amount", payments "1,234.56CR", yearless DD/MM dates',
  region: 'MO',
  exercises: [
    'bilingual summary labels and two-line bilingual column headings (Portuguese over English)',
    'yearless DD/MM transaction and posting dates',
    'payments marked "CR" tight after the figure in one amount column',
    'MOP named as a code with "MOP$" on the summary figures',
  ],
  mechanisms: [4, 8, 10, 18],
  currency: 'MOP',
  plans: [
    plan(11912, 'mo', '5186', 'Cartão Visa Platinum', ['2024-02-21', '2024-03-20'], 28, 1_245_090, {
      liability: true,
      postDates: true,
      scale: 72_000,
    }),
  ],
  bank: 'Banco Ultramarino da Praia Grande',
  right: (a) => [
    'EXTRACTO DO CARTÃO DE CRÉDITO / CREDIT CARD STATEMENT',
    `N.º do cartão / Card No.: 4893 52** **** ${a.number}`,
    'Moeda / Currency: MOP',
    'Data do extracto / Statement date: 20/03/2024',
  ],
  footer: (p, n) => `Página / Page ${p} de / of ${n}   Avenida de Almeida Ribeiro, Macau`,
  intro(flow, a) {
    const m = (v: number): string => `MOP$${money(v, US_MINUS)}`;
    keyValues(
      flow,
      [
        ['Titular / Cardholder', 'LEONG KA MAN'],
        ['Limite de crédito / Credit limit', 'MOP$80,000.00'],
        ['Saldo anterior / Previous balance', m(a.opening)],
        ['Pagamentos e créditos / Payments & credits', m(credits(a.txns))],
        ['Compras e débitos / Purchases & debits', m(debits(a.txns))],
        ['Novo saldo / New balance', m(a.closing)],
        [
          'Pagamento mínimo / Minimum payment',
          m(Math.max(20_000, Math.round(a.closing / 2_000) * 100)),
        ],
        ['Data limite / Payment due date', '14/04/2024'],
      ],
      40,
      360,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data Trans.', 'Trans. Date'], x: 40, w: 48 },
      { kind: 'post', head: ['Data Lanç.', 'Post Date'], x: 96, w: 48 },
      { kind: 'desc', head: ['Descrição', 'Description'], x: 152, w: 280 },
      { kind: 'amount', head: ['Montante (MOP)', 'Amount'], x: 450, w: 100 },
    ],
    date: 'DD/MM',
    post: 'DD/MM',
    amount: MOP_CR,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
});

export const WORLD19B: readonly Layout[] = [
  kyBusinessCountsContinued,
  bmCardBermudaCr,
  lcSavingsRotated,
  mcCompteEuroAncienNouveau,
  foKontoavritWords,
  moCartaoPatacas,
];
