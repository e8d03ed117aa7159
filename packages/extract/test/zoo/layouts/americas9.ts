/**
 * Zoo growth for issue 8 (part 3): Chile, a US credit union's share accounts and a US brokerage cash
 * account. Written from what these statements print, without reading the engine.
 */
import type { ZooAccount, ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Flow } from '../flow.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { LETTER } from '../layout.ts';
import { DISCLAIMER, furnishedFlow, keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

/** Summary figures in a ruled box: the labels on one line, each value below its label. */
export function labelsAboveBox(
  flow: Flow,
  cells: readonly (readonly [string, string])[],
  x: number,
  width: number,
  lineHeight: number,
): void {
  const w = width / cells.length;
  flow.box(x - 4, width + 8, lineHeight * 2 + 8, lineHeight + 2);
  cells.forEach(([label, value], i) => {
    flow.text(label, x + (i + 1) * w - 8, { bold: true, align: 'right', tag: 'summary' });
    flow.text(value, x + (i + 1) * w - 8, {
      y: flow.y - lineHeight,
      align: 'right',
      tag: 'summary',
    });
  });
  flow.down(lineHeight * 2 + 14);
}

/** Chilean cartola: the summary in a box with labels above values, whole pesos, one balance per day. */
export const clCartolaBox: Layout = simpleLayout({
  id: 'cl-cartola-labels-above-daily-saldo',
  title:
    'Chilean cartola (BancoEstado/Santander Chile-like): "SALDO INICIAL | DEPOSITOS | CARGOS | SALDO FINAL" above their values, whole pesos "1.234.567", SALDO once a day',
  region: 'CL',
  exercises: [
    'summary labels printed above their values in a box',
    'whole-number amounts with "." grouping',
    'a running balance only on the last row of each day',
    'year-less DD/MM dates',
    'a document-number column before the money',
  ],
  mechanisms: [4, 6, 18],
  currency: 'CLP',
  plans: [
    plan(
      9106,
      'cl',
      '00-123-45678-09',
      'Cuenta Corriente',
      ['2024-03-01', '2024-03-31'],
      42,
      124_530_000,
      { unit: 100, scale: 4_500_000 },
    ),
  ],
  bank: 'Banco Cordillera',
  right: (a) => [
    `CUENTA CORRIENTE N° ${a.number}`,
    'DESDE 01/03/2024 HASTA 31/03/2024',
    'MONEDA: PESO CHILENO',
  ],
  intro(flow, a) {
    const clp: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', decimals: 0 };
    const out = (t: ZooTxn): boolean => t.cents < 0;
    labelsAboveBox(
      flow,
      [
        ['SALDO INICIAL', money(a.opening, clp)],
        ['DEPOSITOS', money(sum(a.txns.filter((t) => !out(t))), clp)],
        ['CARGOS', money(-sum(a.txns.filter(out)), clp)],
        ['SALDO FINAL', money(a.closing, clp)],
      ],
      40,
      515,
      11,
    );
  },
  table: () => {
    const clp: MoneyStyle = { numbers: EU_NUMBERS, negative: 'none', decimals: 0 };
    return {
      cols: [
        { kind: 'date', head: ['', 'FECHA'], x: 40, w: 32 },
        { kind: 'desc', head: ['', 'DESCRIPCION'], x: 78, w: 200 },
        {
          kind: 'extra',
          head: ['', 'N° DOCTO'],
          x: 285,
          w: 40,
          value: (_t, i) => String(4_512 + i * 3).padStart(7, '0'),
        },
        { kind: 'debit', head: ['CHEQUES Y', 'OTROS CARGOS'], x: 330, w: 70 },
        { kind: 'credit', head: ['DEPOSITOS', 'Y ABONOS'], x: 405, w: 70 },
        { kind: 'balance', head: ['SALDO', 'DIARIO'], x: 480, w: 75 },
      ],
      date: 'DD/MM',
      debit: clp,
      credit: clp,
      balance: { ...clp, negative: 'minus' },
      balanceLastOfDay: true,
      lineHeight: 11,
      rowGap: 3,
    };
  },
});

/** The credit union's sub-accounts, each a suffix of the member number. */
const CU_ACCOUNTS = [
  ['0045821-00', 'REGULAR SHARE SAVINGS', 9401, 6, 520_000, 20_000],
  ['0045821-09', 'SHARE DRAFT CHECKING', 9402, 40, 184_250, 12_000],
  ['0045821-01', 'MONEY MARKET SHARE', 9403, 5, 1_250_000, 50_000],
] as const;

/** One share account: a heading line, the table between Beginning and Ending Balance, dividend lines. */
function cuSection(flow: Flow, a: ZooAccount): void {
  flow.ensure(80);
  flow.text(a.name, 40, { bold: true, size: 10, tag: 'head' });
  flow.text(`Account ${a.number}`, 572, { align: 'right', tag: 'head' });
  flow.down(16);
  drawTable(flow, a, a.txns, {
    cols: [
      { kind: 'date', head: ['Trans', 'Date'], x: 40, w: 35 },
      { kind: 'post', head: ['Eff', 'Date'], x: 80, w: 35 },
      { kind: 'desc', head: ['', 'Transaction Description'], x: 122, w: 230 },
      { kind: 'debit', head: ['', 'Withdrawals'], x: 360, w: 65 },
      { kind: 'credit', head: ['', 'Deposits'], x: 430, w: 65 },
      { kind: 'balance', head: ['', 'Balance'], x: 502, w: 70 },
    ],
    date: 'MM/DD',
    post: 'MM/DD',
    debit: US_MINUS,
    debitSigned: true,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 2,
    opening: { label: 'Beginning Balance' },
    closing: { label: 'Ending Balance' },
  });
  const dividends = sum(a.txns.filter((t) => t.kind === 'interest'));
  keyValues(
    flow,
    [
      ['Dividends Paid Year to Date', money(dividends + 1_234, US_PLAIN)],
      ['Annual Percentage Yield Earned', '0.25%'],
    ],
    122,
    425,
    10,
  );
  flow.down(14);
}

/** US credit union: a member number, three share accounts with suffixes, a summary table of all of them. */
export const usCreditUnionShares: Layout = {
  id: 'us-credit-union-share-suffixes',
  title:
    'US credit union statement: member number, share savings/share draft/money market as suffixes "-00/-09/-01", a summary table, "Beginning Balance"/"Ending Balance" rows',
  region: 'US',
  exercises: [
    'three sub-accounts of one member, each a suffix of the member number',
    'a summary table of every account before the details',
    'descriptions naming other accounts ("TRANSFER TO SHARE 00 ACCOUNT")',
    'dividend lines with amount-like figures after each table',
  ],
  mechanisms: [2, 4],
  font: 'Helvetica',
  size: LETTER,
  plans: CU_ACCOUNTS.map(([number, name, seed, count, opening, scale]) =>
    plan(seed, 'cu', number, name, ['2024-03-01', '2024-03-31'], count, opening, {
      scale,
      postDates: true,
    }),
  ),
  draw(canvas, accounts) {
    const flow = furnishedFlow(canvas, {
      bank: 'Lakeshore Community Credit Union',
      right: () => ['Member Number 0045821', 'Statement Period 03/01/24 - 03/31/24'],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: LETTER,
    });
    flow.text('SUMMARY OF YOUR ACCOUNTS', 40, { bold: true, size: 10 });
    flow.down(14);
    const heads = ['Previous Balance', 'Deposits', 'Withdrawals', 'New Balance'];
    heads.forEach((h, i) => flow.text(h, 330 + i * 80, { bold: true, align: 'right' }));
    flow.text('Account', 40, { bold: true });
    flow.down(12);
    for (const a of accounts) {
      const figures = [
        a.opening,
        sum(a.txns.filter((t) => t.cents > 0)),
        sum(a.txns.filter((t) => t.cents < 0)),
        a.closing,
      ];
      flow.text(`${a.name} ${a.number.slice(-2)}`, 40, { tag: 'summary' });
      figures.forEach((f, i) =>
        flow.text(money(f, US_MINUS), 330 + i * 80, { align: 'right', tag: 'summary' }),
      );
      flow.down(12);
    }
    flow.down(14);
    for (const a of accounts) cuSection(flow, a);
    paragraph(flow, DISCLAIMER, 40, 10);
    flow.finish();
  },
};

/** Activity code of a brokerage row, from its description. */
function activity(t: ZooTxn): string {
  const codes: readonly [RegExp, string][] = [
    [/^BOUGHT/, 'Buy'],
    [/^SOLD/, 'Sell'],
    [/DIVIDEND/, 'Div'],
    [/INTEREST/, 'Int'],
    [/^ACH/, 'ACH'],
    [/^WIRE/, 'Wire'],
  ];
  return codes.find(([re]) => re.test(t.description))?.[1] ?? 'Fee';
}

/** Shares of a trade row (none for cash rows): a round lot near a price of $100-$450, from its position. */
const shares = (t: ZooTxn, i: number): number =>
  /^(BOUGHT|SOLD)/.test(t.description)
    ? Math.max(1, Math.round(Math.abs(t.cents) / 100 / (100 + ((i * 37) % 350))))
    : 0;

/** US brokerage cash activity: quantity and 4-decimal price columns before the money, parenthesised debits. */
export const usBrokerageCash: Layout = simpleLayout({
  id: 'us-brokerage-cash-quantity-price',
  title:
    'US brokerage cash activity (Schwab/Fidelity-like): "Date | Activity | Description | Quantity | Price | Amount | Balance", "182.5400" prices, "(1,234.56)" debits, total account value in the summary',
  region: 'US',
  exercises: [
    'quantity and 4-decimal price columns before the money',
    'an activity code column before the description',
    'parenthesised negative amounts',
    'an unrelated total (account value) among the summary figures',
  ],
  mechanisms: [1, 4, 6],
  size: LETTER,
  plans: [
    plan(
      9501,
      'brk',
      'Z12-345678',
      'Individual Brokerage',
      ['2024-03-01', '2024-03-31'],
      30,
      2_534_000,
      {
        scale: 450_000,
        longShare: 0,
      },
    ),
  ],
  bank: 'Meridian Securities LLC',
  right: (a) => [`Account Number ${a.number}`, 'Statement Period 03/01/2024 - 03/31/2024'],
  intro(flow, a) {
    const usd: MoneyStyle = { ...US_MINUS, prefix: '$' };
    const trades = (re: RegExp): number => sum(a.txns.filter((t) => re.test(t.description)));
    flow.text('Account Value Summary', 40, { bold: true, size: 10 });
    flow.down(14);
    keyValues(
      flow,
      [
        ['Total Account Value', money(18_422_015, usd)],
        ['Beginning Cash Balance', money(a.opening, usd)],
        ['Securities Bought', money(trades(/^BOUGHT/), usd)],
        ['Securities Sold', money(trades(/^SOLD/), usd)],
        ['Ending Cash Balance', money(a.closing, usd)],
      ],
      40,
      300,
      12,
    );
    flow.down(14);
  },
  table: () => {
    const paren: MoneyStyle = { numbers: US_NUMBERS, negative: 'paren' };
    return {
      title: 'Cash Activity',
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 30 },
        { kind: 'extra', head: ['Activity'], x: 75, w: 35, value: activity },
        { kind: 'desc', head: ['Description'], x: 115, w: 190 },
        {
          kind: 'extra',
          head: ['Quantity'],
          x: 310,
          w: 45,
          right: true,
          value: (t, i) => (shares(t, i) ? `${shares(t, i)}.000` : ''),
        },
        {
          kind: 'extra',
          head: ['Price'],
          x: 360,
          w: 50,
          right: true,
          value: (t, i) =>
            shares(t, i) ? (Math.abs(t.cents) / shares(t, i) / 100).toFixed(4) : '',
        },
        { kind: 'amount', head: ['Amount'], x: 415, w: 75 },
        { kind: 'balance', head: ['Balance'], x: 495, w: 75 },
      ],
      date: 'MM/DD',
      amount: paren,
      balance: paren,
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'Beginning Balance' },
    };
  },
});

export const AMERICAS9: readonly Layout[] = [clCartolaBox, usCreditUnionShares, usBrokerageCash];
