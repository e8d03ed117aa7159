/**
 * Zoo growth for issue 8 (part 14): El Salvador, Nicaragua, Venezuela, Guyana, the Bahamas and Haiti.
 * Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_MINUS, EU_PLAIN, plan, US_MINUS, US_PLAIN } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** Salvadoran personal current account in US dollars over several pages, "continúa" lines at the breaks. */
export const svCorrienteContinua: Layout = simpleLayout({
  id: 'sv-corriente-usd-resumen-continua-pages',
  title:
    'Salvadoran personal current account in Spanish (Agrícola/Cuscatlán-like): US dollars, a summary box "Saldo inicial | (-) Cargos | (+) Abonos | Saldo final" above the table, "Fecha | No. Doc. | Descripción | Cargos | Abonos | Saldo", "Continúa en la página siguiente" at the foot of each page and "Viene de la página anterior" over the repeated heading, DD/MM/YYYY, "$1,234.56" in the summary, four pages',
  region: 'SV',
  exercises: [
    'a multi-page statement whose pages end with a "continues" line and open with a "comes from" line',
    'a summary box with signed labels "(-) Cargos" and "(+) Abonos" between the opening and closing',
    'a document-number column before the description',
    'DD/MM/YYYY dates, "," grouping, US dollars named as a word and code',
  ],
  mechanisms: [3, 4, 12, 18],
  currency: 'USD',
  plans: [
    plan(
      11701,
      'sv',
      '201123456789',
      'Cuenta Corriente Personal',
      ['2024-03-01', '2024-03-31'],
      150,
      325_418,
      {
        scale: 9_500,
        longShare: 0.1,
      },
    ),
  ],
  bank: 'Banco Cuscatleco de Ahorro, S.A.',
  right: (a, p) =>
    p === 1
      ? [
          'ESTADO DE CUENTA',
          `Cuenta Corriente No. ${a.number}`,
          'Moneda: Dólares de los Estados Unidos (USD)',
          'Período: 01/03/2024 al 31/03/2024',
        ]
      : ['ESTADO DE CUENTA', `Cuenta No. ${a.number}`],
  footer: (p, n) =>
    `Página ${p} de ${n}  -  Supervisado por la Superintendencia del Sistema Financiero`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Cliente', 'MARÍA JOSÉ HERNÁNDEZ DE LÓPEZ'],
        ['Agencia', 'SAN SALVADOR - ESCALÓN'],
      ],
      40,
      330,
      11,
    );
    flow.down(6);
    flow.box(300, 255, 62, 10);
    keyValues(
      flow,
      [
        ['Saldo inicial', `$${money(a.opening, US_MINUS)}`],
        ['(-) Cargos', `$${money(debits(a.txns), US_PLAIN)}`],
        ['(+) Abonos', `$${money(credits(a.txns), US_PLAIN)}`],
        ['Saldo final', `$${money(a.closing, US_MINUS)}`],
      ],
      310,
      548,
      12,
    );
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha'], x: 40, w: 46 },
      {
        kind: 'extra',
        head: ['No. Doc.'],
        x: 92,
        w: 36,
        value: (_t, i) => String(480_113 + i * 3),
      },
      { kind: 'desc', head: ['Descripción'], x: 134, w: 200 },
      { kind: 'debit', head: ['Cargos'], x: 338, w: 68 },
      { kind: 'credit', head: ['Abonos'], x: 410, w: 68 },
      { kind: 'balance', head: ['Saldo'], x: 482, w: 73 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    continuedBottom: 'Continúa en la página siguiente',
    continuedTop: 'Viene de la página anterior',
  }),
});

/** Nicaraguan credit card in córdobas: separate Débitos and Créditos columns, a cut-off summary. */
export const niTarjetaCordobas: Layout = simpleLayout({
  id: 'ni-tarjeta-cordobas-debitos-creditos-corte',
  title:
    'Nicaraguan credit card statement in Spanish (BAC/Banpro-like): "Saldo anterior | (+) Compras y cargos | (-) Pagos y créditos | Saldo al corte | Pago mínimo | Pago de contado" with "C$" before each figure, "Fecha de corte" and "Fecha máxima de pago" beside the period, "Fecha Trans. | Fecha Proc. | Referencia | Descripción | Débitos | Créditos" with no balance, córdobas "1,234.56", DD/MM/YYYY',
  region: 'NI',
  exercises: [
    'a card statement with separate debit and credit columns: purchases under "Débitos", the payment under "Créditos"',
    'the cut-off date among a pay-by date and a period, a "Pago de contado" beside the minimum',
    'a reference column before the description',
    'DD/MM/YYYY transaction and posting dates, a masked card number, NIO named in words',
  ],
  mechanisms: [4, 10, 12, 18],
  currency: 'NIO',
  plans: [
    plan(
      11702,
      'ni',
      '6618',
      'Tarjeta de Crédito Visa Clásica',
      ['2024-02-16', '2024-03-15'],
      32,
      1_845_062,
      {
        liability: true,
        postDates: true,
        scale: 150_000,
      },
    ),
  ],
  bank: 'Banco Lacustre de Nicaragua, S.A.',
  right: (a) => [
    'ESTADO DE CUENTA TARJETA DE CRÉDITO',
    `Tarjeta No. 4573 21** **** ${a.number}`,
    'Moneda: Córdobas (NIO)',
    'Período: 16/02/2024 al 15/03/2024',
    'Fecha de corte: 15/03/2024',
  ],
  footer: (p, n) => `Pág. ${p} / ${n}`,
  intro(flow, a) {
    const c = (v: number): string => `C$ ${money(v, US_MINUS)}`;
    keyValues(
      flow,
      [
        ['Tarjetahabiente', 'CARLOS ANTONIO RIVAS MENDOZA'],
        ['Límite de crédito', 'C$ 90,000.00'],
        ['Saldo anterior', c(a.opening)],
        ['(+) Compras y cargos', c(debits(a.txns))],
        ['(-) Pagos y créditos', c(credits(a.txns))],
        ['Saldo al corte', c(a.closing)],
        ['Pago mínimo', c(Math.max(50_000, Math.round(a.closing / 2_000) * 100))],
        ['Pago de contado', c(a.closing)],
        ['Fecha máxima de pago', '05/04/2024'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha Trans.'], x: 40, w: 48 },
      { kind: 'post', head: ['Fecha Proc.'], x: 94, w: 48 },
      {
        kind: 'extra',
        head: ['Referencia'],
        x: 148,
        w: 50,
        value: (t: ZooTxn, i) => `${t.date.slice(8)}${t.date.slice(5, 7)}${7_301 + i * 13}`,
      },
      { kind: 'desc', head: ['Descripción'], x: 204, w: 200 },
      { kind: 'debit', head: ['Débitos'], x: 410, w: 70 },
      { kind: 'credit', head: ['Créditos'], x: 485, w: 70 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      [
        'Tasa de interés corriente anual: 42.00%. Si paga el pago de contado antes de la fecha máxima no paga intereses.',
      ],
      40,
      10,
    );
  },
});

/** Venezuelan business account: bolívares in millions, "." grouping, a RIF and a 20-digit account. */
export const veBolivaresReverse: Layout = simpleLayout({
  id: 've-corriente-bolivares-millones-items-reversed',
  title:
    'Venezuelan business current account in Spanish (Banesco/Mercantil-like): bolívares "12.345.678,90" in the millions, "Fecha | Referencia | Concepto | Débitos | Créditos | Saldo", "SALDO ANTERIOR" and "SALDO ACTUAL" rows, the 20-digit account printed in four dashed groups with the company RIF, VES, DD/MM/YYYY; the producer emits each page bottom first',
  region: 'VE',
  exercises: [
    'large bolívar figures in the tens of millions with "." grouping and "," decimals',
    'a 20-digit account printed in dashed groups, a tax number (RIF) beside it',
    'a reference column between the date and the description',
    'text items emitted last to first (the bottom of the page first)',
  ],
  mechanisms: [5, 6, 11, 18],
  currency: 'VES',
  quirks: { reverse: true },
  plans: [
    plan(
      11703,
      've',
      '0134-0412-51-4123456789',
      'Cuenta Corriente Jurídica',
      ['2024-03-01', '2024-03-31'],
      54,
      4_518_732_045,
      {
        scale: 260_000_000,
      },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Banco Mirandino Universal, C.A.',
  right: (a) => [
    'ESTADO DE CUENTA',
    `Cuenta: ${a.number}`,
    'RIF: J-40123456-7',
    'Moneda: Bolívares (VES)',
    'Desde: 01/03/2024  Hasta: 31/03/2024',
  ],
  footer: (p, n) => `Página ${p} de ${n}  -  Banco Mirandino Universal, C.A. RIF J-00012345-6`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Titular', 'INVERSIONES EL ÁVILA 2020, C.A.'],
        ['Dirección', 'AV. FRANCISCO DE MIRANDA, CARACAS'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha'], x: 40, w: 46 },
      {
        kind: 'extra',
        head: ['Referencia'],
        x: 92,
        w: 52,
        value: (_t, i) => String(1_904_271 + i * 37),
      },
      { kind: 'desc', head: ['Concepto'], x: 150, w: 168 },
      { kind: 'debit', head: ['Débitos'], x: 322, w: 76 },
      { kind: 'credit', head: ['Créditos'], x: 402, w: 76 },
      { kind: 'balance', head: ['Saldo'], x: 480, w: 78 },
    ],
    date: 'DD/MM/YYYY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    balance: EU_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SALDO ANTERIOR' },
    closing: { label: 'SALDO ACTUAL' },
  }),
});

/** Guyanese savings over a quarter: a cheque-number column, the summary only at the foot. */
export const gySavingsSummaryBelow: Layout = simpleLayout({
  id: 'gy-savings-gyd-particulars-summary-below',
  title:
    'Guyanese savings account in English (Republic Bank GY/GBTI-like): a quarter, "Date | Particulars | Chq No. | Withdrawals | Deposits | Balance" with the cheque number on a few rows, "BALANCE B/F" as the first row, the account summary (opening, withdrawals, deposits, closing) only after the table, "G$" in the summary, DD-MMM-YYYY, GYD',
  region: 'GY',
  exercises: [
    'the opening as a brought-forward row and the closing only in a summary after the table',
    'a cheque-number column filled on a few rows only',
    'a savings account over three months with interest',
    'DD-MMM-YYYY dates, "," grouping, GYD named as a code with "G$" in the summary',
  ],
  mechanisms: [4, 12, 18],
  currency: 'GYD',
  plans: [
    plan(
      11704,
      'gy',
      '1023456789',
      'Savings Account',
      ['2024-01-01', '2024-03-31'],
      36,
      48_512_075,
      {
        scale: 2_800_000,
      },
    ),
  ],
  bank: 'Demerara Commercial Bank Limited',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `Account No: ${a.number}`,
    'Currency: GYD',
    'From 01-JAN-2024 To 31-MAR-2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Water Street, Georgetown, Guyana`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Name', 'MS. SHARMILA PERSAUD'],
        ['Address', 'LOT 12 REGENT STREET, GEORGETOWN'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 52 },
      { kind: 'desc', head: ['Particulars'], x: 98, w: 190 },
      {
        kind: 'extra',
        head: ['Chq No.'],
        x: 292,
        w: 36,
        value: (t: ZooTxn, i) => (t.cents < 0 && i % 7 === 3 ? String(100_241 + i) : ''),
      },
      { kind: 'debit', head: ['Withdrawals'], x: 330, w: 70 },
      { kind: 'credit', head: ['Deposits'], x: 405, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
    ],
    date: 'DD-MMM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 4,
    opening: { label: 'BALANCE B/F' },
  }),
  outro(flow, a) {
    const g = (v: number): string => `G$ ${money(v, US_MINUS)}`;
    flow.down(14);
    flow.text('ACCOUNT SUMMARY', 40, { bold: true, tag: 'head' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Opening Balance', g(a.opening)],
        ['Total Withdrawals', g(debits(a.txns))],
        ['Total Deposits', g(credits(a.txns))],
        ['Closing Balance', g(a.closing)],
      ],
      40,
      260,
      11,
    );
  },
});

/** Bahamian chequing: one signed amount column, the balances summary at the right, one item per word. */
export const bsChequingSigned: Layout = simpleLayout({
  id: 'bs-chequing-bsd-signed-summary-right-word-items',
  title:
    'Bahamian personal chequing account in English (RBC/Scotiabank Bahamas-like): the summary "Opening Balance | Total Debits | Total Credits | Closing Balance" at the right of the page beside the address, "Date | Description | Amount | Balance" with one signed amount column, "B$" in the summary, DD MMM YYYY, BSD; the producer draws one text item per word',
  region: 'BS',
  exercises: [
    'opening and closing in a summary at the right of the page, beside the address block',
    'one signed amount column (debits with a minus) beside the running balance',
    'DD MMM YYYY dates, "," grouping, BSD with "B$"',
    'one text item per word',
  ],
  mechanisms: [4, 11, 18],
  currency: 'BSD',
  quirks: { split: { unit: 'word', tags: 'all' } },
  plans: [
    plan(
      11705,
      'bs',
      '05123-4567890',
      'Personal Chequing',
      ['2024-03-01', '2024-03-31'],
      44,
      612_345,
      {
        scale: 18_000,
      },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Nassau Harbour Bank Ltd.',
  right: (a) => [
    'CHEQUING STATEMENT',
    `Transit-Account: ${a.number}`,
    'Currency: BSD',
    'March 1 to March 31, 2024',
  ],
  footer: (p, n) => `${p}/${n}   Licensed by the Central Bank of The Bahamas`,
  intro(flow, a) {
    const b = (v: number): string => `B$${money(v, US_MINUS)}`;
    const top = flow.y;
    paragraph(
      flow,
      ['MR DARIO K. FERGUSON', 'P.O. BOX N-1234', 'NASSAU, N.P., THE BAHAMAS'],
      40,
      11,
    );
    flow.y = top;
    keyValues(
      flow,
      [
        ['Opening Balance', b(a.opening)],
        ['Total Debits', b(-debits(a.txns))],
        ['Total Credits', b(credits(a.txns))],
        ['Closing Balance', b(a.closing)],
      ],
      340,
      555,
      11,
    );
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 56 },
      { kind: 'desc', head: ['Description'], x: 104, w: 250 },
      { kind: 'amount', head: ['Amount'], x: 380, w: 80 },
      { kind: 'balance', head: ['Balance'], x: 470, w: 85 },
    ],
    date: 'DD MMM YYYY',
    amount: US_MINUS,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Haitian gourdes: "1,234.56" as Haitian banks print them. */
const HTG: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };
const HTG_PLAIN: MoneyStyle = { ...HTG, negative: 'none' };

/** Haitian business account: French headings over their Creole words, opening and closing rows. */
export const htReleveBilingue: Layout = simpleLayout({
  id: 'ht-releve-gourdes-francais-kreyol-headings',
  title:
    'Haitian business account statement in French with Haitian Creole (Unibank/Sogebank-like): two-line headings "Date / Dat | N° pièce / Nimewo | Libellé / Deskripsyon | Débit / Debi | Crédit / Kredi | Solde / Balans", "SOLDE D\'OUVERTURE" and "SOLDE DE CLÔTURE" rows, gourdes "1,234.56", "Gdes" in the heading, HTG, DD/MM/YY',
  region: 'HT',
  exercises: [
    'bilingual two-line column headings (French over Haitian Creole)',
    'opening and closing as rows of the table under French words with accents',
    'a voucher-number column before the description',
    'DD/MM/YY dates, "," grouping, HTG named as a code and "Gdes"',
  ],
  mechanisms: [8, 12, 18],
  currency: 'HTG',
  plans: [
    plan(
      11706,
      'ht',
      '1200345678',
      'Compte courant entreprise',
      ['2024-03-01', '2024-03-31'],
      48,
      384_126_050,
      {
        scale: 7_500_000,
      },
    ),
  ],
  bank: 'Banque du Cap-Haïtien S.A.',
  right: (a) => [
    'RELEVÉ DE COMPTE / RELVE KONT',
    `Compte n° ${a.number}`,
    'Devise : Gourdes (HTG)',
    'Du 01/03/24 au 31/03/24',
  ],
  footer: (p, n) => `Page ${p} de ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Titulaire', 'QUINCAILLERIE JEAN-BAPTISTE ET FILS S.A.'],
        ['Succursale', 'PÉTION-VILLE'],
        ['NIF', '001-234-567-8'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date', 'Dat'], x: 40, w: 40 },
      {
        kind: 'extra',
        head: ['N° pièce', 'Nimewo'],
        x: 84,
        w: 36,
        value: (_t, i) => String(55_020 + i),
      },
      { kind: 'desc', head: ['Libellé', 'Deskripsyon'], x: 126, w: 190 },
      { kind: 'debit', head: ['Débit', 'Debi'], x: 322, w: 74 },
      { kind: 'credit', head: ['Crédit', 'Kredi'], x: 400, w: 74 },
      { kind: 'balance', head: ['Solde (Gdes)', 'Balans'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YY',
    debit: HTG_PLAIN,
    credit: HTG_PLAIN,
    balance: HTG,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: "SOLDE D'OUVERTURE" },
    closing: { label: 'SOLDE DE CLÔTURE' },
  }),
});

export const WORLD17: readonly Layout[] = [
  svCorrienteContinua,
  niTarjetaCordobas,
  veBolivaresReverse,
  gySavingsSummaryBelow,
  bsChequingSigned,
  htReleveBilingue,
];
