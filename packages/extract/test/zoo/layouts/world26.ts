/**
 * Zoo growth for issue 8 (part 23): second or further layouts for Canada, Australia, Mexico and South
 * Korea, each a kind of statement the zoo did not have for that country. Written from what those banks
 * print, without reading the engine.
 */
import type { ZooAccount, ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { digits, FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** Canadian dollars in French: "1 234,56", the columns say the direction. */
const CAD_FR: MoneyStyle = { numbers: FR_NUMBERS, negative: 'none' };
const CAD_FR_BAL: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus' };

/** The transaction code a Quebec caisse prints between the date and the description. */
const caCode = (t: ZooTxn): string => {
  if (t.kind === 'interest') return 'INT';
  if (t.kind === 'fee') return 'FRS';
  const d = t.description;
  if (/Retrait GA/.test(d)) return 'RGA';
  if (/comptoir/.test(d)) return t.cents < 0 ? 'RC' : 'DC';
  if (/Interac/.test(d)) return 'VMI';
  if (/AccesD/.test(d)) return 'DI';
  return t.cents < 0 ? 'VIR' : 'VIE';
};

/** Quebec caisse TFSA (CELI) savings: bilingual headings, ISO dates, a code column, one item per word. */
export const caCaisseCeliBilingue: Layout = simpleLayout({
  id: 'ca-caisse-celi-bilingue-code-solde-reporte-word-items',
  title:
    'Quebec credit union (caisse populaire, Desjardins-like) tax-free savings account (CELI / TFSA) statement with bilingual French/English headings on two lines ("Retrait / Withdrawal", "Dépôt / Deposit", "Solde / Balance"), "Transit" and "Folio" beside each other, YYYY-MM-DD dates, a transaction code column between the date and the description, "Solde reporté / Balance forward" as the first row and "Solde de fermeture / Closing balance" as the last, "1 234,56" amounts, a contribution room box that is not a balance; the producer draws one text item per word',
  region: 'CA',
  exercises: [
    'two-line bilingual column headings (French over English)',
    'a short transaction code column between the date and the description',
    'opening and closing as bilingual rows of the table, a contribution-room box beside the address',
    'the folio number beside the caisse transit number, CAD named in the heading',
    'one text item per word',
  ],
  mechanisms: [4, 5, 8, 12, 18],
  currency: 'CAD',
  quirks: { split: { unit: 'word', tags: 'all' } },
  plans: [
    plan(12601, 'ca26', '0452187', 'CELI / TFSA', ['2024-02-29', '2024-03-31'], 22, 2_845_615, {
      scale: 60_000,
      longShare: 0,
    }),
  ],
  bank: 'Caisse populaire des Deux-Rivières',
  right: (a) => [
    'RELEVÉ DE COMPTE / ACCOUNT STATEMENT',
    `Transit 30081   Folio ${a.number}`,
    'Épargne CELI / TFSA savings',
    'Du 2024-03-01 au 2024-03-31   Devise / Currency : CAD',
  ],
  footer: (p, n) => `Page ${p} de/of ${n}   Caisse populaire des Deux-Rivières   1 800 000-0000`,
  intro(flow, a) {
    const top = flow.y;
    paragraph(
      flow,
      ['MME GENEVIÈVE TREMBLAY', '245 RUE DES FORGES', 'TROIS-RIVIÈRES QC G9A 2G8'],
      40,
      11,
    );
    const below = flow.y;
    flow.y = top;
    flow.box(330, 225, 42, 9);
    flow.text('Droits de cotisation CELI / TFSA contribution room', 336, {
      bold: true,
      tag: 'summary',
    });
    flow.down(11);
    const paid = credits(a.txns.filter((t) => /Cotisation|Depot/.test(t.description)));
    keyValues(
      flow,
      [
        ['Cotisations 2024 / 2024 contributions', money(paid, CAD_FR)],
        ['Droits inutilisés / Unused room', money(Math.max(0, 700_000 - paid), CAD_FR)],
      ],
      336,
      550,
      11,
    );
    flow.y = Math.min(below, flow.y);
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date', 'Date'], x: 40, w: 46 },
      { kind: 'extra', head: ['Code', 'Code'], x: 92, w: 22, value: caCode },
      { kind: 'desc', head: ['Description', 'Description'], x: 120, w: 190 },
      { kind: 'debit', head: ['Retrait', 'Withdrawal'], x: 316, w: 74 },
      { kind: 'credit', head: ['Dépôt', 'Deposit'], x: 396, w: 74 },
      { kind: 'balance', head: ['Solde', 'Balance'], x: 476, w: 79 },
    ],
    date: 'YYYY-MM-DD',
    debit: CAD_FR,
    credit: CAD_FR,
    balance: CAD_FR_BAL,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Solde reporté / Balance forward' },
    closing: { label: 'Solde de fermeture / Closing balance' },
  }),
});

/** Australian dollars with "CR"/"DR" after every balance, "$" before. */
const AUD_PLAIN: MoneyStyle = { numbers: US_NUMBERS, negative: 'none' };
const AUD_CRDR: MoneyStyle = {
  numbers: US_NUMBERS,
  negative: 'dr',
  crSuffix: true,
  prefix: '$',
};

/** Australian business transaction account over three pages, a summary equation across the top. */
export const auBusinessCarried: Layout = simpleLayout({
  id: 'au-business-aud-summary-equation-carried-brought-forward-pages',
  title:
    'Australian business transaction account (CommBank/Westpac business-like): BSB and account number side by side, an account summary printed as one equation across the page ("Opening balance - Total debits + Total credits = Closing balance" with the figures under each term), "Date | Transaction details | Debit ($) | Credit ($) | Balance ($)" with DD/MM/YYYY dates and balances "$12,345.67 CR" or "DR" (the account is overdrawn at the start), payroll batches, BPAY and merchant settlements, "CARRIED FORWARD" at the foot of each page and "BROUGHT FORWARD" at the top of the next, three pages',
  region: 'AU',
  exercises: [
    'a summary equation across the page: four terms with their figures on the line below',
    'balances with "CR" or "DR" after the figure, an overdrawn opening',
    'a statement of three pages with carried-forward and brought-forward lines',
    'the BSB beside the account number',
  ],
  mechanisms: [3, 4, 5, 15, 18],
  currency: 'AUD',
  plans: [
    plan(
      12602,
      'au26',
      '10456721',
      'Business Transaction Account',
      ['2024-02-29', '2024-03-31'],
      128,
      -1_245_080,
      { scale: 240_000, overdraft: true, longShare: 0.05 },
    ),
  ],
  bank: 'Southern Cross Commercial Bank',
  right: (a, p) =>
    p === 1
      ? [
          'Business Transaction Account (AUD)',
          `BSB 062-183   Account number ${a.number}`,
          'Statement 27 (01/03/2024 - 31/03/2024)',
        ]
      : [`BSB 062-183   Account number ${a.number}`, 'Statement 27'],
  footer: (p, n) => `Page ${p} of ${n}   ABN 12 345 678 901 AFSL 234567   Enquiries 13 00 00`,
  intro(flow, a) {
    paragraph(
      flow,
      ['COASTAL JOINERY PTY LTD', 'UNIT 4 18 INDUSTRY DRIVE', 'TWEED HEADS NSW 2485'],
      40,
      11,
    );
    flow.down(10);
    flow.text('Account Summary', 40, { bold: true, tag: 'summary' });
    flow.down(12);
    const terms = [
      ['Opening balance', money(a.opening, AUD_CRDR)],
      ['- Total debits', `$${money(debits(a.txns), AUD_PLAIN)}`],
      ['+ Total credits', `$${money(credits(a.txns), AUD_PLAIN)}`],
      ['= Closing balance', money(a.closing, AUD_CRDR)],
    ] as const;
    terms.forEach(([label], i) => flow.text(label, 40 + i * 130, { bold: true, tag: 'summary' }));
    flow.down(11);
    terms.forEach(([, value], i) => flow.text(value, 40 + i * 130, { tag: 'summary' }));
    flow.down(20);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Transaction details'], x: 96, w: 210 },
      { kind: 'debit', head: ['Debit ($)'], x: 312, w: 70 },
      { kind: 'credit', head: ['Credit ($)'], x: 388, w: 70 },
      { kind: 'balance', head: ['Balance ($)'], x: 464, w: 91 },
    ],
    date: 'DD/MM/YYYY',
    debit: AUD_PLAIN,
    credit: AUD_PLAIN,
    balance: AUD_CRDR,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'OPENING BALANCE' },
    closing: { label: 'CLOSING BALANCE' },
    carryForward: { bottom: 'CARRIED FORWARD', top: 'BROUGHT FORWARD' },
  }),
});

/** Pesos with "$", a spaced sign on every amount: "+ $1,234.56" charged, "- $5,000.00" paid. */
const MXN_SIGNED: MoneyStyle = {
  numbers: US_NUMBERS,
  negative: 'minus',
  plus: true,
  spacedSign: true,
  prefix: '$',
};
const MXN: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: '$' };
const MX_MONTHS = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sep',
  'oct',
  'nov',
  'dic',
];
/** "15-feb-2024", as Mexican card statements print dates. */
const mxDate = (iso: string): string => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${d}-${MX_MONTHS[Number(m) - 1] ?? ''}-${y}`;
};
/** The payment and the refunds in the card's own words. */
const mxRows = (a: ZooAccount): ZooTxn[] =>
  a.txns.map((t) => {
    if (t.kind === 'payment') t.description = 'SU PAGO GRACIAS SPEI';
    else if (t.kind === 'refund') t.description = t.description.replace(/^REFUND /, 'DEVOLUCION ');
    return t;
  });

/** Mexican credit card: operation and charge dates, spaced-sign amounts, a deferred-purchases table. */
export const mxTarjetaMsi: Layout = simpleLayout({
  id: 'mx-tarjeta-credito-mxn-fecha-cargo-signo-msi-tabla',
  title:
    'Mexican credit card statement (BBVA/Banorte-like "Estado de cuenta de tarjeta de crédito"): a "Resumen de tu periodo" with "Adeudo del periodo anterior", "Cargos regulares (no a meses)", "Pagos y abonos" and "Saldo deudor total", the cut-off date, the payment due date, "Pago para no generar intereses" and "Pago mínimo" at the right; "Fecha de la operación | Fecha de cargo | Descripción del movimiento | Monto" with "15-feb-2024" dates and every amount signed with a space ("+ $1,234.56" charged, "- $5,000.00" paid); under the rows a table of purchases deferred to months without interest (meses sin intereses) with their own dates, original amounts, pending balances and instalment numbers; MXN',
  region: 'MX',
  exercises: [
    'Spanish month dates "15-feb-2024" with the year, operation and charge dates',
    'amounts signed with a spaced "+" or "-" before the "$"',
    'a table of deferred purchases under the rows: dated lines with amounts that are not transactions',
    'cut-off date, due date and period among several labelled dates',
  ],
  mechanisms: [4, 10, 11, 18],
  currency: 'MXN',
  plans: [
    plan(
      12603,
      'mx26',
      '7788',
      'Tarjeta de Crédito Oro',
      ['2024-02-15', '2024-03-15'],
      32,
      1_245_630,
      {
        liability: true,
        postDates: true,
        scale: 180_000,
        longShare: 0,
      },
    ),
  ],
  bank: 'Banco del Bajío Occidental',
  right: (a) => [
    'ESTADO DE CUENTA TARJETA DE CRÉDITO',
    `Número de tarjeta 4152 31XX XXXX ${a.number}`,
    'Periodo: 16-feb-2024 al 15-mar-2024',
    'Moneda: Pesos mexicanos (MXN)',
  ],
  footer: (p, n) => `Página ${p} de ${n}   Institución de Banca Múltiple   UNE 800 000 0000`,
  intro(flow, a) {
    const top = flow.y;
    paragraph(
      flow,
      [
        'ALEJANDRA RUIZ CASTAÑEDA',
        'AV. CHAPULTEPEC 480 INT 12',
        'COL. AMERICANA CP 44160 GUADALAJARA JAL.',
      ],
      40,
      11,
    );
    flow.down(8);
    flow.text('Resumen de tu periodo', 40, { bold: true, tag: 'summary' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Adeudo del periodo anterior', money(a.opening, MXN)],
        ['+ Cargos regulares (no a meses)', money(debits(a.txns), MXN)],
        ['- Pagos y abonos', money(credits(a.txns), MXN)],
        ['= Saldo deudor total', money(a.closing, MXN)],
      ],
      40,
      290,
      11,
    );
    const below = flow.y;
    flow.y = top;
    keyValues(
      flow,
      [
        ['Fecha de corte', '15-mar-2024'],
        ['Fecha límite de pago', '04-abr-2024'],
        ['Pago para no generar intereses', money(a.closing, MXN)],
        ['Pago mínimo', money(Math.max(30_000, Math.round(a.closing * 0.05)), MXN)],
        ['Límite de crédito', '$85,000.00'],
      ],
      330,
      555,
      11,
    );
    flow.y = Math.min(below, flow.y);
    flow.down(16);
  },
  rows: mxRows,
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha de la', 'operación'], x: 40, w: 54 },
      { kind: 'post', head: ['Fecha de', 'cargo'], x: 100, w: 54 },
      { kind: 'desc', head: ['', 'Descripción del movimiento'], x: 162, w: 250 },
      { kind: 'amount', head: ['', 'Monto'], x: 455, w: 100 },
    ],
    date: mxDate,
    post: mxDate,
    amount: MXN_SIGNED,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    flow.ensure(60);
    flow.text('COMPRAS Y CARGOS DIFERIDOS A MESES SIN INTERESES', 40, {
      bold: true,
      tag: 'summary',
    });
    flow.down(12);
    const heads: readonly (readonly [string, number, boolean])[] = [
      ['Fecha de la operación', 40, false],
      ['Descripción', 130, false],
      ['Monto original', 340, true],
      ['Saldo pendiente', 420, true],
      ['Pago requerido', 490, true],
      ['Núm. de pago', 555, true],
    ];
    heads.forEach(([h, x, right]) =>
      flow.text(h, x, { bold: true, tag: 'summary', ...(right ? { align: 'right' } : {}) }),
    );
    flow.down(11);
    const deferred = [
      ['12-dic-2023', 'LIVERPOOL POLANCO 6 MSI', '$12,000.00', '$8,000.00', '$2,000.00', '3 de 6'],
      ['28-ene-2024', 'COPPEL EN LINEA 12 MSI', '$9,588.00', '$8,789.00', '$799.00', '2 de 12'],
    ] as const;
    for (const r of deferred) {
      flow.text(r[0], 40, { tag: 'summary' });
      flow.text(r[1], 130, { tag: 'summary' });
      flow.text(r[2], 340, { align: 'right', tag: 'summary' });
      flow.text(r[3], 420, { align: 'right', tag: 'summary' });
      flow.text(r[4], 490, { align: 'right', tag: 'summary' });
      flow.text(r[5], 555, { align: 'right', tag: 'summary' });
      flow.down(11);
    }
  },
});

/** US dollars in a Korean bank's foreign-currency statement. */
const USD_PLAIN: MoneyStyle = { numbers: US_NUMBERS, negative: 'none' };
const USD: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };
/** The day's KRW/USD rate in tenths of a won (1,331.5 = 13315). */
const krRate = (i: number): number => 13_205 + ((i * 37) % 300);
const krRateText = (_t: ZooTxn, i: number): string => {
  const r = krRate(i);
  return `${digits(Math.floor(r / 10) * 100, US_NUMBERS, 0)}.${r % 10}0`;
};
/** The won equivalent of the row, whole won. */
const krWon = (t: ZooTxn, i: number): string =>
  digits(Math.round((Math.abs(t.cents) * krRate(i)) / 1000) * 100, US_NUMBERS, 0);

/** Korean foreign-currency (USD) ordinary deposit in English: rate and won columns right of the balance. */
export const krForeignCurrencyUsd: Layout = simpleLayout({
  id: 'kr-foreign-currency-usd-deposit-rate-krw-right-of-balance-rotated',
  title:
    'South Korean foreign-currency ordinary deposit statement in English (Hana/Woori-like, for a personal USD account): "Date | Description | Withdrawal (USD) | Deposit (USD) | Balance (USD) | Rate | KRW Equivalent" with YYYY.MM.DD dates, the day\'s KRW/USD rate and the whole-won equivalent right of the balance, "Balance brought forward" and "Balance as of 2024.03.31" labelled above the table, the period printed "2024.03.01 ~ 2024.03.31"; every page is stored with /Rotate 90',
  region: 'KR',
  exercises: [
    'a rate column and a whole-won equivalent column right of the balance',
    'heading words ("WITHDRAWAL", "KRW") inside descriptions',
    'a dollar account at a won bank: the statement currency is USD, the won figures are not money of the account',
    'opening and closing labelled above the table, the closing with its date in the label',
    'pages stored with /Rotate 90',
  ],
  mechanisms: [1, 2, 4, 10, 18],
  currency: 'USD',
  quirks: { rotatedPages: 'all' },
  plans: [
    plan(
      12604,
      'kr26',
      '620-910234-56789',
      'Foreign Currency Ordinary Deposit',
      ['2024-02-29', '2024-03-31'],
      24,
      1_234_567,
      {
        scale: 160_000,
        longShare: 0,
      },
    ),
  ],
  bank: 'Hangang Bank',
  right: (a) => [
    'FOREIGN CURRENCY DEPOSIT STATEMENT',
    `Account No. ${a.number}`,
    'Currency: USD (US Dollar)',
    'Period: 2024.03.01 ~ 2024.03.31',
  ],
  footer: (p, n) => `Page ${p}/${n}   Hangang Bank Co., Ltd. Seoul   Customer Center 1588-0000`,
  intro(flow, a) {
    paragraph(flow, ['Mr. KIM MINJUN', '15, Teheran-ro 8-gil, Gangnam-gu, Seoul 06234'], 40, 11);
    flow.down(8);
    keyValues(
      flow,
      [
        ['Balance brought forward', `USD ${money(a.opening, USD)}`],
        ['Balance as of 2024.03.31', `USD ${money(a.closing, USD)}`],
      ],
      40,
      300,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'desc', head: ['Description'], x: 92, w: 150 },
      { kind: 'debit', head: ['Withdrawal (USD)'], x: 246, w: 64 },
      { kind: 'credit', head: ['Deposit (USD)'], x: 314, w: 58 },
      { kind: 'balance', head: ['Balance (USD)'], x: 376, w: 60 },
      { kind: 'extra', head: ['Rate'], x: 444, w: 40, value: krRateText },
      { kind: 'extra', head: ['KRW Equivalent'], x: 492, w: 63, value: krWon, right: true },
    ],
    date: 'YYYY.MM.DD',
    debit: USD_PLAIN,
    credit: USD_PLAIN,
    balance: USD,
    lineHeight: 10,
    rowGap: 3,
  }),
});

export const WORLD26: readonly Layout[] = [
  caCaisseCeliBilingue,
  auBusinessCarried,
  mxTarjetaMsi,
  krForeignCurrencyUsd,
];
