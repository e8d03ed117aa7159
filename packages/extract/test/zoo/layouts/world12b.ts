/**
 * Zoo growth for issue 8 (part 9): Mongolia, Armenia, Uganda, Paraguay, Panama and Fiji. Written from what
 * those banks print, without reading the engine.
 */
import type { ZooAccount, ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, money, US_NUMBERS } from '../format.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { A4, LETTER_LANDSCAPE } from '../layout.ts';
import { furnishedFlow, keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

/** Mongolian account statement: each row prints the balance before it and after it, the description last. */
export const mnBeforeAfterBalances: Layout = simpleLayout({
  id: 'mn-balance-before-and-after-each-row',
  title:
    'Mongolian account statement in English (Khan/Golomt-like): "Date | Opening balance | Debit | Credit | Closing balance | Description | Counterparty account", every row with the balance before and after it, the description in the last column, "2024/03/05", MNT',
  region: 'MN',
  exercises: [
    'two balance columns per row: the balance before the row and the balance after it',
    'the description right of every money column, a counterparty account after it',
    'YYYY/MM/DD dates, MNT, opening and closing in a summary above the table',
  ],
  mechanisms: [1, 8, 18],
  currency: 'MNT',
  plans: [
    plan(
      11307,
      'mn',
      '5012345678',
      'Current account',
      ['2024-03-01', '2024-03-31'],
      40,
      245_680_000,
      {
        scale: 18_000_000,
      },
    ),
  ],
  bank: 'Tuul Bank LLC',
  right: (a) => [
    'ACCOUNT STATEMENT',
    `Account number: ${a.number}`,
    'Currency: MNT',
    'Period: 2024/03/01 - 2024/03/31',
  ],
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Customer', 'BATBAYAR GANBOLD'],
        ['Opening balance', money(a.opening, US_MINUS)],
        ['Closing balance', money(a.closing, US_MINUS)],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 42 },
      {
        kind: 'extra',
        head: ['Opening', 'balance'],
        x: 86,
        w: 62,
        right: true,
        value: (t: ZooTxn) => money(t.balance - t.cents, US_MINUS),
      },
      { kind: 'debit', head: ['', 'Debit'], x: 152, w: 56 },
      { kind: 'credit', head: ['', 'Credit'], x: 212, w: 56 },
      { kind: 'balance', head: ['Closing', 'balance'], x: 272, w: 62 },
      { kind: 'desc', head: ['', 'Description'], x: 344, w: 150 },
      {
        kind: 'extra',
        head: ['Counterparty', 'account'],
        x: 500,
        w: 55,
        value: (t: ZooTxn, i) =>
          t.kind === 'transfer' || t.cents > 0 ? String(4_100_230_000 + i * 7_919) : '',
      },
    ],
    date: 'YYYY/MM/DD',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Armenian statement: an account summary table first, then one block per currency sub-account. */
export const amThreeSubAccounts: Layout = {
  id: 'am-amd-usd-eur-summary-table-first',
  title:
    'Armenian account statement in English (Ameriabank/ACBA-like): an "Accounts summary" table (account, currency, opening, closing) on page 1, then an AMD, a USD and a EUR sub-account block, each "Date | Document No | Description | Debit | Credit" with "Opening balance" above and "Turnover"/"Closing balance" lines below, no running balance',
  region: 'AM',
  exercises: [
    'three currency sub-accounts in one PDF, summarised together in a table before the first block',
    'each block with its own opening line above and turnover and closing lines below, no running balance',
    'a numeric document-number column before the description',
    'DD/MM/YYYY dates',
  ],
  mechanisms: [5, 13, 18],
  font: 'Helvetica',
  size: A4,
  plans: [
    plan(11308, 'am', '1570023456789012', 'AMD', ['2024-03-01', '2024-03-31'], 36, 148_560_000, {
      scale: 4_500_000,
    }),
    plan(11309, 'am', '1570023456789013', 'USD', ['2024-03-01', '2024-03-31'], 9, 524_075, {
      scale: 30_000,
    }),
    plan(11310, 'am', '1570023456789014', 'EUR', ['2024-03-01', '2024-03-31'], 6, 186_020, {
      scale: 25_000,
    }),
  ],
  draw(canvas, accounts) {
    const flow = furnishedFlow(canvas, {
      bank: 'Ararat Universal Bank CJSC',
      right: (p) => ['Account Statement', 'Period: 01/03/2024 - 31/03/2024', `Page ${p}`],
      footer: () => 'Deposits are guaranteed by the Deposit Guarantee Fund of Armenia.',
      size: 8.5,
      pageSize: A4,
    });
    flow.text('Client: ARAM PETROSYAN, Yerevan', 40);
    flow.down(18);
    flow.text('Accounts summary', 40, { bold: true, tag: 'head' });
    flow.down(13);
    const heads: readonly (readonly [string, number, boolean])[] = [
      ['Account', 40, false],
      ['Currency', 170, false],
      ['Opening balance', 380, true],
      ['Closing balance', 520, true],
    ];
    for (const [h, x, right] of heads)
      flow.text(h, x, { bold: true, tag: 'head', ...(right ? { align: 'right' as const } : {}) });
    flow.down(12);
    for (const a of accounts) {
      flow.text(a.number, 40, { tag: 'summary' });
      flow.text(a.name, 170, { tag: 'summary' });
      flow.text(money(a.opening, US_MINUS), 380, { align: 'right', tag: 'summary' });
      flow.text(money(a.closing, US_MINUS), 520, { align: 'right', tag: 'summary' });
      flow.down(12);
    }
    flow.down(16);
    accounts.forEach((a: ZooAccount) => {
      flow.ensure(110);
      flow.text(`Account ${a.number} (${a.name})`, 40, { bold: true, size: 10 });
      flow.down(14);
      flow.text('Opening balance', 40, { tag: 'summary' });
      flow.text(`${money(a.opening, US_MINUS)} ${a.name}`, 300, { align: 'right', tag: 'summary' });
      flow.down(14);
      drawTable(flow, a, a.txns, {
        cols: [
          { kind: 'date', head: ['Date'], x: 40, w: 48 },
          {
            kind: 'extra',
            head: ['Document No'],
            x: 95,
            w: 50,
            value: (_t, i) => String(812_040 + i * 31),
          },
          { kind: 'desc', head: ['Description'], x: 160, w: 220 },
          { kind: 'debit', head: ['Debit'], x: 385, w: 80 },
          { kind: 'credit', head: ['Credit'], x: 470, w: 85 },
        ],
        date: 'DD/MM/YYYY',
        debit: US_PLAIN,
        credit: US_PLAIN,
        lineHeight: 11,
        rowGap: 3,
        totals: { label: 'Turnover' },
      });
      flow.text('Closing balance', 40, { tag: 'summary' });
      flow.text(`${money(a.closing, US_MINUS)} ${a.name}`, 300, { align: 'right', tag: 'summary' });
      flow.down(22);
    });
    flow.finish();
  },
};

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** "05-MAR-24": day, upper-case English month, two-digit year. */
const dashMonYY = (iso: string): string => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${d}-${MON[Number(m) - 1] ?? ''}-${y.slice(2)}`;
};

/** Ugandan shillings have no minor unit: "1,250,000". */
const UGX: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', decimals: 0 };
const UGX_PLAIN: MoneyStyle = { ...UGX, negative: 'none' };

/** Ugandan statement: whole shillings, the full account number on page 1 and a masked one on later pages. */
export const ugWholeShillingsMasked: Layout = simpleLayout({
  id: 'ug-whole-shillings-masked-later-pages',
  title:
    'Ugandan current account (Stanbic/Centenary-like): whole UGX "1,250,000", "TRAN DATE | VALUE DATE | NARRATION | DEBIT | CREDIT | BALANCE", "BALANCE B/FWD" row, the full account number on page 1 and "A/C ******4567" on later pages, "05-MAR-24"',
  region: 'UG',
  exercises: [
    'amounts with no decimals (a currency without minor units)',
    'the account number printed in full on page 1 and masked on the later pages',
    'opening as a brought-forward row, closing in a summary after the table',
    'DD-MON-YY dates with an upper-case month, booking and value dates',
  ],
  mechanisms: [3, 6, 18],
  currency: 'UGX',
  plans: [
    plan(
      11311,
      'ug',
      '9030012344567',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      104,
      1_845_600_000,
      {
        scale: 85_000_000,
        unit: 100,
        postDates: true,
      },
    ),
  ],
  bank: 'Victoria Nile Bank Uganda Ltd',
  right: (a, p) =>
    p === 1
      ? [
          'STATEMENT OF ACCOUNT',
          `Account No: ${a.number}`,
          'Currency: UGX',
          'Period: 01-MAR-24 to 31-MAR-24',
        ]
      : ['STATEMENT OF ACCOUNT', `A/C ******${a.number.slice(-4)}`, `Page ${p}`],
  footer: (p, n) => `Page ${p} of ${n}`,
  intro(flow) {
    flow.text('Account Name: NAKATO SARAH', 40);
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['TRAN DATE'], x: 40, w: 46 },
      { kind: 'post', head: ['VALUE DATE'], x: 92, w: 46 },
      { kind: 'desc', head: ['NARRATION'], x: 152, w: 174 },
      { kind: 'debit', head: ['DEBIT'], x: 330, w: 70 },
      { kind: 'credit', head: ['CREDIT'], x: 405, w: 70 },
      { kind: 'balance', head: ['BALANCE'], x: 480, w: 75 },
    ],
    date: dashMonYY,
    post: dashMonYY,
    debit: UGX_PLAIN,
    credit: UGX_PLAIN,
    balance: UGX,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'BALANCE B/FWD' },
  }),
  outro(flow, a) {
    flow.down(10);
    keyValues(
      flow,
      [
        ['TOTAL DEBITS', money(-sum(a.txns.filter((t) => t.cents < 0)), UGX_PLAIN)],
        ['TOTAL CREDITS', money(sum(a.txns.filter((t) => t.cents > 0)), UGX_PLAIN)],
        ['CLOSING BALANCE', money(a.closing, UGX)],
      ],
      300,
      555,
      11,
    );
  },
});

/** Paraguayan guaranies have no minor unit: "1.250.000". */
const PYG: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', decimals: 0 };
const PYG_PLAIN: MoneyStyle = { ...PYG, negative: 'none' };

/** Paraguayan extracto: whole guaranies, a voucher column, a sums line that does not say "Total". */
export const pyGuaraniesSumasLine: Layout = simpleLayout({
  id: 'py-guaranies-sumas-del-periodo',
  title:
    'Paraguayan extracto de cuenta (Itau/Vision-like): whole guaranies "1.250.000", "Fecha | Comprobante | Concepto | Debitos | Creditos | Saldo", "SALDO ANTERIOR" and "SALDO ACTUAL" rows, a "SUMAS DEL PERIODO" line, "05/03/24"',
  region: 'PY',
  exercises: [
    'whole-number amounts with "." grouping',
    'a sums line under the table that does not start with "Total"',
    'a voucher-number column before the description',
    'DD/MM/YY dates, opening and closing as table rows',
  ],
  mechanisms: [6, 13, 18],
  currency: 'PYG',
  plans: [
    plan(
      11312,
      'py',
      '1-234567/8',
      'Cuenta Corriente',
      ['2024-03-01', '2024-03-31'],
      40,
      1_456_800_000,
      {
        scale: 95_000_000,
        unit: 100,
      },
    ),
  ],
  bank: 'Banco del Chaco S.A.E.C.A.',
  right: (a) => [
    'EXTRACTO DE CUENTA',
    `Cuenta: ${a.number}`,
    'Moneda: PYG',
    'Periodo: 01/03/24 al 31/03/24',
  ],
  footer: (p, n) => `Pagina ${p} de ${n}`,
  intro(flow) {
    flow.text('Titular: GONZALEZ BENITEZ, MARIA', 40);
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha'], x: 40, w: 36 },
      {
        kind: 'extra',
        head: ['Comprobante'],
        x: 80,
        w: 46,
        value: (_t, i) => String(3_304_500 + i * 11),
      },
      { kind: 'desc', head: ['Concepto'], x: 140, w: 182 },
      { kind: 'debit', head: ['Debitos'], x: 326, w: 72 },
      { kind: 'credit', head: ['Creditos'], x: 403, w: 72 },
      { kind: 'balance', head: ['Saldo'], x: 480, w: 75 },
    ],
    date: 'DD/MM/YY',
    debit: PYG_PLAIN,
    credit: PYG_PLAIN,
    balance: PYG,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SALDO ANTERIOR' },
    closing: { label: 'SALDO ACTUAL' },
    totals: { label: 'SUMAS DEL PERIODO' },
  }),
});

/** Panamanian card: the amounts owed, purchases positive and the payment negative. */
const PA_OWED: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };

/** Panamanian credit card in Spanish: instalment rows ("CUOTA 03/12") and an instalment-plan table beneath. */
export const paTarjetaCuotas: Layout = simpleLayout({
  id: 'pa-tarjeta-cuotas-plan-table',
  title:
    'Panamanian credit card statement in Spanish (Banco General/Banistmo-like): "Saldo anterior", "Saldo actual", "Pago minimo", "Fecha de corte" and "Fecha limite de pago" in the summary, instalment rows "CUOTA 03/12 ...", and beneath the transactions a "PLANES DE CUOTAS" table with original amounts, instalments and amounts still to bill',
  region: 'PA',
  exercises: [
    'a card statement with instalment rows and an instalment-plan table beneath the transactions',
    'the statement date as "Fecha de corte" among a payment-due date',
    'purchases positive and the payment negative (the issuer side)',
    'DD/MM/YYYY dates, USD',
  ],
  mechanisms: [4, 10, 18],
  currency: 'USD',
  plans: [
    plan(11313, 'pa', '5512', 'Visa Clasica', ['2024-02-16', '2024-03-15'], 34, 128_450, {
      liability: true,
      postDates: true,
      scale: 14_000,
    }),
  ],
  bank: 'Banco del Istmo S.A.',
  right: (a) => [
    'ESTADO DE CUENTA TARJETA DE CREDITO',
    `Tarjeta 4213 XXXX XXXX ${a.number}`,
    'Moneda: USD',
    'Periodo: 16/02/2024 - 15/03/2024',
  ],
  footer: (p, n) => `Pagina ${p} de ${n}`,
  intro(flow, a) {
    const payments = sum(a.txns.filter((t) => t.cents > 0));
    const charges = -sum(a.txns.filter((t) => t.cents < 0));
    keyValues(
      flow,
      [
        ['Tarjetahabiente', 'CARLOS MENDOZA'],
        ['Fecha de corte', '15/03/2024'],
        ['Fecha limite de pago', '05/04/2024'],
        ['Saldo anterior', money(a.opening, PA_OWED)],
        ['(-) Pagos y creditos', money(payments, PA_OWED)],
        ['(+) Compras y cargos', money(charges, PA_OWED)],
        ['Saldo actual', money(a.closing, PA_OWED)],
        ['Pago minimo', money(Math.max(2_500, Math.round(a.closing / 20)), PA_OWED)],
        ['Limite de credito', '3,000.00'],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha', 'transaccion'], x: 40, w: 50 },
      { kind: 'post', head: ['Fecha', 'proceso'], x: 96, w: 50 },
      { kind: 'desc', head: ['', 'Descripcion'], x: 152, w: 250 },
      { kind: 'amount', head: ['', 'Monto'], x: 440, w: 80 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    amount: PA_OWED,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(14);
    flow.ensure(70);
    flow.text('PLANES DE CUOTAS', 40, { bold: true, tag: 'head' });
    flow.down(13);
    const heads: readonly (readonly [string, number])[] = [
      ['Comercio', 40],
      ['Fecha compra', 170],
      ['Monto original', 320],
      ['Cuota', 390],
      ['Cuotas', 440],
      ['Saldo por facturar', 555],
    ];
    heads.forEach(([h, x], i) =>
      flow.text(h, x, { bold: true, tag: 'head', ...(i >= 2 ? { align: 'right' as const } : {}) }),
    );
    flow.down(12);
    const plans: readonly (readonly [string, string, number, number, string, number])[] = [
      ['ALMACENES', '10/12/2023', 84_000, 7_000, '03/12', 63_000],
      ['ELECTRO', '02/09/2023', 126_000, 7_000, '07/18', 77_000],
    ];
    for (const [shop, date, original, each, n, left] of plans) {
      flow.text(shop, 40, { tag: 'plan' });
      flow.text(date, 170, { tag: 'plan' });
      flow.text(money(original, PA_OWED), 320, { align: 'right', tag: 'plan' });
      flow.text(money(each, PA_OWED), 390, { align: 'right', tag: 'plan' });
      flow.text(n, 440, { align: 'right', tag: 'plan' });
      flow.text(money(left, PA_OWED), 555, { align: 'right', tag: 'plan' });
      flow.down(11);
    }
    flow.down(8);
    paragraph(flow, ['Las cuotas por facturar no forman parte del saldo actual.'], 40, 10);
  },
});

/** Fijian savings account on a landscape page: post date first, a branch column right of the balance. */
export const fjLandscapeBranchRight: Layout = simpleLayout({
  id: 'fj-landscape-branch-right-of-balance',
  title:
    'Fijian savings account (BSP/ANZ Fiji-like) on a landscape page: "Post Date | Tran Date | Reference | Transaction Details | Withdrawals | Deposits | Balance | Branch", the posting date before the transaction date, a branch name right of the balance, "Balance Brought Forward"/"Closing Balance" rows, FJD',
  region: 'FJ',
  size: LETTER_LANDSCAPE,
  exercises: [
    'a landscape page with eight columns',
    'the posting date before the transaction date',
    'a branch-name column right of the running balance',
    'a reference column before the details, DD/MM/YY dates, FJD',
  ],
  mechanisms: [1, 18],
  currency: 'FJD',
  plans: [
    plan(
      11314,
      'fj',
      '8901234567',
      'Savings Account',
      ['2024-03-01', '2024-03-31'],
      54,
      1_245_075,
      {
        scale: 35_000,
        postDates: true,
      },
    ),
  ],
  bank: 'Coral Coast Bank (Fiji) Ltd',
  right: (a) => [
    'SAVINGS ACCOUNT STATEMENT',
    `Account Number: ${a.number}`,
    'Currency: FJD',
    'Statement Period: 01/03/24 - 31/03/24',
  ],
  intro(flow) {
    flow.text('Account Name: MR JOSAIA RATU', 40);
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'post', head: ['Post Date'], x: 40, w: 44 },
      { kind: 'date', head: ['Tran Date'], x: 92, w: 44 },
      {
        kind: 'extra',
        head: ['Reference'],
        x: 144,
        w: 60,
        value: (_t, i) => `FT24${String(61_000 + i * 37).padStart(6, '0')}`,
      },
      { kind: 'desc', head: ['Transaction Details'], x: 212, w: 240 },
      { kind: 'debit', head: ['Withdrawals'], x: 460, w: 70 },
      { kind: 'credit', head: ['Deposits'], x: 535, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 610, w: 70 },
      {
        kind: 'extra',
        head: ['Branch'],
        x: 692,
        w: 60,
        value: (t: ZooTxn, i) => (t.kind === 'atm' || i % 3 === 0 ? 'NADI' : 'SUVA CITY'),
      },
    ],
    date: 'DD/MM/YY',
    post: 'DD/MM/YY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Balance Brought Forward' },
    closing: { label: 'Closing Balance' },
  }),
});

export const WORLD12B: readonly Layout[] = [
  mnBeforeAfterBalances,
  amThreeSubAccounts,
  ugWholeShillingsMasked,
  pyGuaraniesSumasLine,
  paTarjetaCuotas,
  fjLandscapeBranchRight,
];
