/**
 * Zoo growth for issue 8 (part 12, continued): Bolivia, Honduras, Barbados, Myanmar, the Maldives and Papua
 * New Guinea. Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_MINUS, plan, US_MINUS, US_PLAIN } from './styles.ts';

/** Bolivian savings account: a time column, one signed amount, two dated balance labels in the summary. */
export const boCajaAhorroHora: Layout = simpleLayout({
  id: 'bo-caja-de-ahorro-hora-importe-signed',
  title:
    'Bolivian savings account in Spanish (BNB/BancoSol-like): "Saldo anterior al 29/02/2024" and "Saldo al 31/03/2024" in the summary, "Fecha | Hora | Descripción | Nro. Doc. | Importe | Saldo" with a time of day and a document number, one signed amount "-1.250,00", Bs "1.234,56", BOB, DD/MM/YYYY',
  region: 'BO',
  exercises: [
    'opening and closing labels that carry dates ("Saldo anterior al ...", "Saldo al ...")',
    'a time-of-day column after the date and a document number after the description',
    'one signed amount column beside the running balance',
    'DD/MM/YYYY dates, "." grouping and "," decimals, bolivianos',
  ],
  mechanisms: [4, 18],
  currency: 'BOB',
  plans: [
    plan(11527, 'bo', '1000123456', 'Caja de Ahorro', ['2024-03-01', '2024-03-31'], 44, 1_845_230, {
      scale: 60_000,
    }),
  ],
  bank: 'Banco Altiplano Boliviano S.A.',
  right: (a) => [
    'EXTRACTO DE CUENTA',
    `Caja de Ahorro Nro. ${a.number}`,
    'Moneda: Bolivianos (BOB)',
    'Del 01/03/2024 al 31/03/2024',
  ],
  footer: (p, n) => `Página ${p} de ${n}`,
  intro(flow, a) {
    const bs = (c: number): string => `Bs ${money(c, EU_MINUS)}`;
    keyValues(
      flow,
      [
        ['Titular', 'QUISPE MAMANI, JUAN CARLOS'],
        ['Sucursal', 'LA PAZ - EL PRADO'],
        ['Saldo anterior al 29/02/2024', bs(a.opening)],
        ['Saldo al 31/03/2024', bs(a.closing)],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha'], x: 40, w: 46 },
      {
        kind: 'extra',
        head: ['Hora'],
        x: 90,
        w: 34,
        value: (_t, i) =>
          `${String(8 + ((i * 5) % 12)).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}:${String((i * 23) % 60).padStart(2, '0')}`,
      },
      { kind: 'desc', head: ['Descripción'], x: 128, w: 190 },
      {
        kind: 'extra',
        head: ['Nro. Doc.'],
        x: 322,
        w: 48,
        value: (_t, i) => String(4_501_230 + i * 11),
      },
      { kind: 'amount', head: ['Importe'], x: 374, w: 86 },
      { kind: 'balance', head: ['Saldo'], x: 466, w: 89 },
    ],
    date: 'DD/MM/YYYY',
    amount: EU_MINUS,
    balance: EU_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Honduran card: purchases owed in lempiras, a dollar column beside printing "0.00" on lempira rows. */
export const hnTarjetaLempirasDolares: Layout = simpleLayout({
  id: 'hn-tarjeta-lempiras-dolares-cero',
  title:
    'Honduran credit card statement in Spanish (BAC Credomatic/Ficohsa-like): "Fecha de corte" and "Fecha límite de pago" with the period, "Saldo anterior | (-) Pagos y créditos | (+) Compras y cargos | Saldo al corte | Pago mínimo" for lempiras, "Fecha | Fecha Aplic. | Descripción | Lempiras | Dólares" with the dollar column "0.00" on every lempira row, the payment "-2,500.00", yearless "05/MAR" dates, HNL',
  region: 'HN',
  exercises: [
    'a card statement printed from the issuer side: purchases positive, the payment negative',
    'a second currency column that prints "0.00" on every row',
    'the cut-off date among a pay-by date and a period',
    'yearless "DD/MMM" dates with Spanish months, a masked card number',
  ],
  mechanisms: [4, 6, 10, 18],
  currency: 'HNL',
  plans: [
    plan(11528, 'hn', '5512', 'Tarjeta Visa Clásica', ['2024-02-16', '2024-03-15'], 36, 1_245_080, {
      liability: true,
      postDates: true,
      scale: 180_000,
    }),
  ],
  bank: 'Banco Morazán de Honduras S.A.',
  right: (a) => [
    'ESTADO DE CUENTA TARJETA DE CREDITO',
    `Tarjeta 4915 XXXX XXXX ${a.number}`,
    'Fecha de corte: 15/03/2024',
    'Fecha límite de pago: 05/04/2024',
    'Periodo: 16/02/2024 al 15/03/2024',
  ],
  footer: (p, n) => `Página ${p} de ${n}`,
  intro(flow, a) {
    const payments = sum(a.txns.filter((t) => t.cents > 0));
    const charges = -sum(a.txns.filter((t) => t.cents < 0));
    const l = (c: number): string => `L ${money(c, US_MINUS)}`;
    keyValues(
      flow,
      [
        ['Tarjetahabiente', 'MARIA JOSE CASTILLO FLORES'],
        ['Límite de crédito', 'L 60,000.00'],
        ['Saldo anterior', l(a.opening)],
        ['(-) Pagos y créditos', l(payments)],
        ['(+) Compras y cargos', l(charges)],
        ['Saldo al corte', l(a.closing)],
        ['Pago mínimo', l(Math.max(50_000, Math.round(a.closing / 2_000) * 100))],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha'], x: 40, w: 40 },
      { kind: 'post', head: ['Fecha Aplic.'], x: 86, w: 46 },
      { kind: 'desc', head: ['Descripción'], x: 140, w: 230 },
      { kind: 'amount', head: ['Lempiras'], x: 380, w: 85 },
      {
        kind: 'extra',
        head: ['Dólares'],
        x: 475,
        w: 80,
        right: true,
        value: () => '0.00',
      },
    ],
    date: 'DD/MMM-es',
    post: 'DD/MMM-es',
    amount: US_MINUS,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      [
        'Si paga el saldo al corte antes de la fecha límite de pago no se generan intereses.',
        'Tasa de interés mensual: 3.50%.',
      ],
      40,
      10,
    );
  },
});

/** Barbadian chequing account: the heading on page 1 only, later pages "Continued" with a masked number. */
export const bbChequingContinued: Layout = simpleLayout({
  id: 'bb-chequing-continued-masked-later-pages',
  title:
    'Barbadian chequing account in English (Republic/CIBC Caribbean-like): "Date | Description | Withdrawals | Deposits | Balance" on page 1 only, later pages opening with "Continued" and naming the account "A/C ******4567", "BALANCE FORWARD" and "CLOSING BALANCE" rows, "All amounts in Barbados Dollars (BBD)", "05 MAR 24"-style "DD MMM YY" dates',
  region: 'BB',
  exercises: [
    'continuation pages without the column heading, opened by a "Continued" word',
    'the account number masked on later pages',
    'opening and closing as rows of the table',
    'DD MMM YY dates, BBD named in words and code',
  ],
  mechanisms: [3, 18],
  currency: 'BBD',
  plans: [
    plan(11529, 'bb', '1001234567', 'Chequing Account', ['2024-03-01', '2024-03-31'], 96, 824_530, {
      scale: 25_000,
      longShare: 0.15,
    }),
  ],
  bank: 'Carlisle Bay Bank (Barbados) Ltd',
  right: (a, p) =>
    p === 1
      ? [
          'CHEQUING ACCOUNT STATEMENT',
          `Account Number: ${a.number}`,
          'Transit: 09606',
          'Statement Period: 01 MAR 24 - 31 MAR 24',
        ]
      : [`A/C ******${a.number.slice(-4)}`, `Page ${p}`],
  footer: (p, n) => `Page ${p} of ${n}  -  All amounts in Barbados Dollars (BBD)`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Account Holder', 'MS KEISHA BRATHWAITE'],
        ['Address', '12 PINE HILL, ST MICHAEL'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 44 },
      { kind: 'desc', head: ['Description'], x: 90, w: 230 },
      { kind: 'debit', head: ['Withdrawals'], x: 325, w: 72 },
      { kind: 'credit', head: ['Deposits'], x: 402, w: 72 },
      { kind: 'balance', head: ['Balance'], x: 479, w: 76 },
    ],
    date: (iso: string) => {
      const [y = '', m = '', d = ''] = iso.split('-');
      const mon = [
        'JAN',
        'FEB',
        'MAR',
        'APR',
        'MAY',
        'JUN',
        'JUL',
        'AUG',
        'SEP',
        'OCT',
        'NOV',
        'DEC',
      ];
      return `${d} ${mon[Number(m) - 1] ?? ''} ${y.slice(2)}`;
    },
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    repeatHead: false,
    continuedTop: 'Continued',
    opening: { label: 'BALANCE FORWARD' },
    closing: { label: 'CLOSING BALANCE' },
  }),
});

/** Myanmar kyat, printed whole: "12,500,000". */
const MMK: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', decimals: 0 };
const MMK_PLAIN: MoneyStyle = { ...MMK, negative: 'none' };

/** Myanmar business current account: whole kyat, a cheque-number column, one text item per glyph. */
export const mmKyatGlyphItems: Layout = simpleLayout({
  id: 'mm-business-whole-kyat-cheque-no-glyph-items',
  title:
    'Myanmar business current account in English (KBZ/CB Bank-like): whole kyat "12,500,000", "Tran Date | Value Date | Particulars | Cheque No | Withdrawal | Deposit | Balance" with cheque numbers on cheque rows, "Opening Balance"/"Closing Balance" in the summary, MMK, "05-Mar-2024"; the producer draws one text item per glyph',
  region: 'MM',
  exercises: [
    'large whole-kyat amounts without decimals',
    'a cheque-number column filled on some rows only',
    'one text item per glyph',
    'DD-MMM-YYYY booking and value dates, MMK',
  ],
  mechanisms: [6, 18],
  currency: 'MMK',
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  plans: [
    plan(
      11530,
      'mm',
      '02710301234567801',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      40,
      8_540_000_000,
      { scale: 250_000_000, unit: 100, postDates: true },
    ),
  ],
  bank: 'Ayeyarwady Commerce Bank Ltd',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `Account No: ${a.number}`,
    'Currency: MMK',
    'From 01-Mar-2024 To 31-Mar-2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Account Name', 'SHWE MYITTAR TRADING CO., LTD.'],
        ['Branch', 'YANGON - SULE'],
        ['Opening Balance', money(a.opening, MMK)],
        ['Total Withdrawal', money(-sum(a.txns.filter((t) => t.cents < 0)), MMK_PLAIN)],
        ['Total Deposit', money(sum(a.txns.filter((t) => t.cents > 0)), MMK_PLAIN)],
        ['Closing Balance', money(a.closing, MMK)],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Tran Date'], x: 40, w: 50 },
      { kind: 'post', head: ['Value Date'], x: 94, w: 50 },
      { kind: 'desc', head: ['Particulars'], x: 150, w: 150 },
      {
        kind: 'extra',
        head: ['Cheque No'],
        x: 304,
        w: 40,
        value: (t: ZooTxn) => {
          const m = /^Cheque Withdrawal (\d+)/.exec(t.description);
          return m?.[1] ?? '';
        },
      },
      { kind: 'debit', head: ['Withdrawal'], x: 348, w: 66 },
      { kind: 'credit', head: ['Deposit'], x: 418, w: 66 },
      { kind: 'balance', head: ['Balance'], x: 488, w: 67 },
    ],
    date: 'DD-MMM-YYYY',
    post: 'DD-MMM-YYYY',
    debit: MMK_PLAIN,
    credit: MMK_PLAIN,
    balance: MMK,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Maldivian savings account: items stored grouped by kind (not in reading order), dash dates. */
export const mvSavingsOutOfOrder: Layout = simpleLayout({
  id: 'mv-savings-mvr-items-out-of-order',
  title:
    'Maldivian savings account in English (BML/MIB-like): "Date | Description | Reference | Debit | Credit | Balance", "Opening Balance"/"Closing Balance" in a summary at the right, MVR "1,234.56", DD-MM-YYYY, profit credited; the producer stores the page text grouped by kind (balances, descriptions, dates, amounts) rather than in reading order',
  region: 'MV',
  exercises: [
    'text items stored out of reading order, grouped by kind',
    'opening and closing in a summary at the right of the page',
    'a reference column between the description and the money',
    'DD-MM-YYYY dates, MVR',
  ],
  mechanisms: [11, 18],
  currency: 'MVR',
  quirks: {
    tagOrder: ['furniture', 'balance', 'desc', 'extra', 'date', 'debit', 'credit', 'summary'],
  },
  plans: [
    plan(
      11531,
      'mv',
      '7701234567101',
      'Savings Account',
      ['2024-03-01', '2024-03-31'],
      38,
      4_520_075,
      { scale: 120_000 },
    ),
  ],
  bank: 'Bank of the Atolls Plc',
  right: (a) => [
    'ACCOUNT STATEMENT',
    `Account Number: ${a.number}`,
    'Account Type: Savings',
    'Currency: MVR',
    'Period: 01-03-2024 to 31-03-2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}`,
  intro(flow, a) {
    flow.text('AISHATH SHIFNA, H. BLUE LILY, MALE', 40);
    flow.down(16);
    keyValues(
      flow,
      [
        ['Opening Balance', money(a.opening, US_MINUS)],
        ['Total Debits', money(-sum(a.txns.filter((t) => t.cents < 0)), US_PLAIN)],
        ['Total Credits', money(sum(a.txns.filter((t) => t.cents > 0)), US_PLAIN)],
        ['Closing Balance', money(a.closing, US_MINUS)],
      ],
      330,
      555,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'desc', head: ['Description'], x: 92, w: 190 },
      {
        kind: 'extra',
        head: ['Reference'],
        x: 286,
        w: 44,
        value: (_t, i) => String(30_412_007 + i * 19),
      },
      { kind: 'debit', head: ['Debit'], x: 334, w: 70 },
      { kind: 'credit', head: ['Credit'], x: 408, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 482, w: 73 },
    ],
    date: 'DD-MM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Papua New Guinean cheque account: landscape pages stored rotated, the account beside its BSB. */
export const pgKinaRotated: Layout = simpleLayout({
  id: 'pg-kina-landscape-rotated-bsb',
  title:
    'Papua New Guinean cheque account in English (BSP/Kina Bank-like): landscape pages stored portrait with /Rotate 90, "Date | Particulars | Cheque/Ref | Debit | Credit | Balance", "OPENING BALANCE"/"CLOSING BALANCE" rows, the account number beside a BSB "088-950", PGK, DD/MM/YY',
  region: 'PG',
  exercises: [
    'every page stored portrait with /Rotate 90 (the text reads upright in landscape)',
    'the account number beside a BSB code',
    'opening and closing as rows of the table',
    'DD/MM/YY dates, PGK',
  ],
  mechanisms: [5, 18],
  currency: 'PGK',
  size: [842, 595],
  quirks: { rotatedPages: 'all' },
  plans: [
    plan(11532, 'pg', '1001234567', 'Cheque Account', ['2024-03-01', '2024-03-31'], 64, 1_052_340, {
      scale: 45_000,
    }),
  ],
  bank: 'Sepik Pacific Bank Ltd',
  right: (a) => [
    'CHEQUE ACCOUNT STATEMENT',
    `BSB 088-950  Account ${a.number}`,
    'Currency: PGK (Kina)',
    'Statement Period: 01/03/24 - 31/03/24',
  ],
  footer: (p, n) => `Page ${p} of ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Account Name', 'JOHN KILA'],
        ['Postal Address', 'PO BOX 1234, BOROKO, NCD'],
      ],
      40,
      360,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 40 },
      { kind: 'desc', head: ['Particulars'], x: 90, w: 330 },
      {
        kind: 'extra',
        head: ['Cheque/Ref'],
        x: 430,
        w: 60,
        value: (_t, i) => String(208_100 + i * 3),
      },
      { kind: 'debit', head: ['Debit'], x: 500, w: 90 },
      { kind: 'credit', head: ['Credit'], x: 600, w: 90 },
      { kind: 'balance', head: ['Balance'], x: 700, w: 102 },
    ],
    date: 'DD/MM/YY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'OPENING BALANCE' },
    closing: { label: 'CLOSING BALANCE' },
  }),
});

export const WORLD15B: readonly Layout[] = [
  boCajaAhorroHora,
  hnTarjetaLempirasDolares,
  bbChequingContinued,
  mmKyatGlyphItems,
  mvSavingsOutOfOrder,
  pgKinaRotated,
];
