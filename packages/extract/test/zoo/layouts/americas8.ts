/** Layouts added for issue 8: the Americas (US, Canada, Argentina, Colombia, Brazil). */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, money, US_NUMBERS } from '../format.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { LETTER } from '../layout.ts';
import {
  checkGrid,
  DISCLAIMER,
  furnishedFlow,
  keyValues,
  paragraph,
  simpleLayout,
  sum,
} from './common.ts';
import { EU_MINUS, EU_PLAIN, plan, US_MINUS, US_PLAIN } from './styles.ts';

const DOLLAR: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: '$' };
const KEYWORDS = /^(ACCOUNT|BALANCE|TOTAL|PAGE|DATE)$/;

/** Canadian chequing whose wrapped descriptions start lines with ACCOUNT, BALANCE, TOTAL, PAGE, DATE. */
export const caPadKeywords: Layout = simpleLayout({
  id: 'ca-pad-keywords-in-descriptions',
  title:
    'Canadian chequing (RBC/TD-like): PAD lines "ACCOUNT 123456789 PAD 654321" wrapped in descriptions',
  region: 'CA',
  exercises: ['header-like words at the start of wrapped description lines', 'C$ summary'],
  mechanisms: [2, 18],
  currency: 'CAD',
  size: LETTER,
  plans: [
    plan(
      8101,
      'ca',
      '05321-004-1234567',
      'Everyday Chequing',
      ['2024-03-01', '2024-03-31'],
      45,
      384_120,
      {
        extraDebits: [
          'PAD ACCOUNT {n9} PAD {n6} INSURANCE',
          'MISC PAYMENT BALANCE TRANSFER {n6}',
          'POS TOTAL PETROLEUM {w} {n4}',
          'BILL PMT PAGE AND SONS BOOKS {n4}',
          'POS DATE NIGHT BISTRO {w}',
        ],
        longShare: 0.05,
      },
    ),
  ],
  bank: 'Northern Maple Bank',
  right: (a) => ['Statement period March 1, 2024 to March 31, 2024', `Account number ${a.number}`],
  intro(flow, a) {
    const cad: MoneyStyle = { ...US_MINUS, prefix: 'C$' };
    keyValues(
      flow,
      [
        ['Opening balance on March 1, 2024', money(a.opening, cad)],
        ['Closing balance on March 31, 2024', money(a.closing, cad)],
      ],
      40,
      320,
      12,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 45 },
      { kind: 'desc', head: ['Description'], x: 90, w: 200 },
      { kind: 'debit', head: ['Withdrawals ($)'], x: 300, w: 75 },
      { kind: 'credit', head: ['Deposits ($)'], x: 380, w: 75 },
      { kind: 'balance', head: ['Balance ($)'], x: 460, w: 90 },
    ],
    date: 'DD MMM',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    breakBefore: KEYWORDS,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Opening balance' },
    closing: { label: 'Closing balance' },
  }),
});

/** A card statement from the holder's side, account number printed differently on later pages, no repeated head. */
export const usCardHolderSide: Layout = simpleLayout({
  id: 'us-card-holder-side-continuation',
  title:
    "US card (issuer app export-like): purchases negative, 'ending 4821' then 'XXXX XXXX XXXX 4821', header-less pages",
  region: 'US',
  exercises: [
    "purchases printed negative (holder's side)",
    'account number printed differently on later pages',
    'continuation pages without a column heading',
  ],
  mechanisms: [3, 16],
  size: LETTER,
  plans: [
    plan(8102, 'us', '4821', 'Visa Signature', ['2024-02-16', '2024-03-15'], 95, 182_450, {
      liability: true,
      scale: 9_000,
    }),
  ],
  bank: 'SUMMIT CARD SERVICES',
  right: (a, p) =>
    p === 1
      ? ['Account number ending in 4821', 'Closing date 03/15/2024']
      : [`Card XXXX XXXX XXXX ${a.number}`, `Page ${p}`],
  footer: () => 'Summit Card Services, PO Box 1000, Wilmington DE',
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Previous Balance', money(a.opening, DOLLAR)],
        ['Payments and Credits', money(sum(a.txns.filter((t) => t.cents > 0)), DOLLAR)],
        ['Purchases', money(-sum(a.txns.filter((t) => t.cents < 0)), DOLLAR)],
        ['New Balance', money(a.closing, DOLLAR)],
        ['Payment Due Date', '04/10/2024'],
      ],
      40,
      300,
      12,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Description'], x: 100, w: 330 },
      { kind: 'amount', head: ['Amount'], x: 470, w: 85 },
    ],
    date: 'MM/DD/YY',
    amount: DOLLAR,
    lineHeight: 11,
    rowGap: 3,
    repeatHead: false,
  }),
});

/** A card whose table opens with the previous balance as a row; the closing only as "New Balance" below. */
export const usCardPreviousBalanceRow: Layout = simpleLayout({
  id: 'us-card-previous-balance-row',
  title:
    'US card (store card-like): "PREVIOUS BALANCE" as the first table row, "NEW BALANCE" and "TOTAL DUE" below',
  region: 'US',
  exercises: [
    'previous balance as the first row of the table',
    'closing printed only as new balance / total due',
  ],
  mechanisms: [4],
  size: LETTER,
  font: 'Courier',
  plans: [
    plan(8103, 'us', '7731', 'Rewards Card', ['2024-04-06', '2024-05-05'], 40, 64_318, {
      liability: true,
      postDates: true,
    }),
  ],
  bank: 'HARBOR RETAIL CARD',
  right: (a) => [`Acct ending ${a.number}`, 'Statement closing 05/05/2024'],
  table: () => ({
    cols: [
      { kind: 'date', head: ['TRAN', 'DATE'], x: 40, w: 40 },
      { kind: 'post', head: ['POST', 'DATE'], x: 90, w: 40 },
      { kind: 'desc', head: ['', 'TRANSACTION DESCRIPTION'], x: 140, w: 300 },
      { kind: 'amount', head: ['', 'AMOUNT'], x: 470, w: 85 },
    ],
    date: 'MM/DD',
    post: 'MM/DD',
    amount: { ...US_MINUS, negative: 'trailing' },
    owedView: true,
    lineHeight: 11,
    rowGap: 2,
    opening: { label: 'PREVIOUS BALANCE' },
  }),
  outro(flow, a) {
    flow.down(10);
    keyValues(
      flow,
      [
        ['NEW BALANCE', money(a.closing, DOLLAR)],
        ['TOTAL DUE', money(a.closing, DOLLAR)],
        ['MINIMUM PAYMENT DUE', '$35.00'],
      ],
      140,
      555,
      12,
    );
  },
});

/** A sectioned checking statement whose checks are printed three groups across with "*" gap marks. */
export const usChecksThreeAcross: Layout = {
  id: 'us-checks-three-across',
  title:
    'US business checking (Wells/BofA-like): checks paid printed three groups across, "*" after a gap',
  region: 'US',
  exercises: [
    'check list in three side-by-side groups',
    'sections decide the sign',
    'section totals',
  ],
  mechanisms: [14],
  font: 'Helvetica',
  size: LETTER,
  plans: [
    plan(
      8104,
      'us',
      '2090 4471 8823',
      'Business Checking',
      ['2024-05-01', '2024-05-31'],
      70,
      1_245_000,
      {
        checks: true,
        checkShare: 0.3,
        scale: 40_000,
      },
    ),
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'PRAIRIE NATIONAL BANK',
      right: () => ['May 1, 2024 - May 31, 2024', `Account number: ${a.number}`],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: LETTER,
    });
    const checks = a.txns.filter((t) => t.kind === 'check');
    // A check in a grid prints only its number, date and amount: no description.
    for (const t of checks) t.description = '';
    const credits = a.txns.filter((t) => t.cents > 0);
    const debits = a.txns.filter((t) => t.cents < 0 && t.kind !== 'check');
    keyValues(
      flow,
      [
        ['Beginning balance on 5/1', money(a.opening, DOLLAR)],
        ['Deposits/Credits', money(sum(credits), DOLLAR)],
        ['Checks', money(sum(checks), DOLLAR)],
        ['Withdrawals/Debits', money(sum(debits), DOLLAR)],
        ['Ending balance on 5/31', money(a.closing, DOLLAR)],
      ],
      40,
      320,
      12,
    );
    flow.down(14);
    const section = (title: string, rows: ZooTxn[], total: string): void => {
      drawTable(flow, a, rows, {
        title,
        cols: [
          { kind: 'date', head: ['Date'], x: 40, w: 40 },
          { kind: 'desc', head: ['Description'], x: 90, w: 360 },
          { kind: 'amount', head: ['Amount'], x: 480, w: 80 },
        ],
        date: 'M/D',
        amount: US_PLAIN,
        lineHeight: 11,
        rowGap: 2,
        totals: { label: total },
      });
      flow.down(14);
    };
    section('Deposits and other credits', credits, 'Total deposits and other credits');
    flow.text('Checks paid', 40, { bold: true, tag: 'head' });
    flow.down(14);
    checkGrid(flow, checks, {
      groups: 3,
      heads: ['Number', 'Date', 'Amount'],
      date: 'MM/DD',
      style: US_PLAIN,
      x: 40,
      width: 520,
      lineHeight: 11,
    });
    flow.text('Total checks paid', 40, { bold: true, tag: 'total' });
    flow.text(money(-sum(checks), US_PLAIN), 548, { bold: true, tag: 'total', align: 'right' });
    flow.down(12);
    flow.text('* Gap in check sequence', 40, { size: 7 });
    flow.down(18);
    section('Withdrawals and other debits', debits, 'Total withdrawals and other debits');
    paragraph(flow, DISCLAIMER, 40, 10);
    flow.finish();
  },
};

/** Two "Balance as of <date>" lines, the later one printed first. */
export const usTwoBalanceAsOf: Layout = simpleLayout({
  id: 'us-two-balance-as-of-lines',
  title: 'US credit union share draft: "Balance as of 03/31/24" above "Balance as of 02/29/24"',
  region: 'US',
  exercises: ['two dated balance lines, the later first', 'period from the dated labels'],
  mechanisms: [4, 10],
  size: LETTER,
  plans: [plan(8105, 'us', '0088123401', 'Share Draft', ['2024-02-29', '2024-03-31'], 38, 92_544)],
  bank: 'Riverbend Federal Credit Union',
  right: (a) => [`Member account ${a.number}`, 'Statement date 04/02/24'],
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Balance as of 03/31/24', money(a.closing, DOLLAR)],
        ['Balance as of 02/29/24', money(a.opening, DOLLAR)],
      ],
      40,
      300,
      12,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 45 },
      { kind: 'desc', head: ['Description'], x: 95, w: 220 },
      { kind: 'debit', head: ['Withdrawals'], x: 320, w: 70 },
      { kind: 'credit', head: ['Deposits'], x: 395, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 470, w: 85 },
    ],
    date: 'MM/DD/YY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Argentine current account: "SALDO ANTERIOR" and "TRANSPORTE" at every page break, ARS. */
export const arTransporte: Layout = simpleLayout({
  id: 'ar-saldo-anterior-transporte',
  title:
    'Argentine cuenta corriente (Banco Nacion-like): "SALDO ANTERIOR", "TRANSPORTE" at page breaks',
  region: 'AR',
  exercises: [
    'Spanish carried-forward lines at page breaks',
    'DD/MM/YY dates',
    'ARS code in the header',
  ],
  mechanisms: [15, 18],
  currency: 'ARS',
  plans: [
    plan(
      8106,
      'ar',
      '4-123-0987654321-0',
      'Cuenta Corriente',
      ['2024-03-01', '2024-03-31'],
      85,
      2_345_678,
      { scale: 60_000 },
    ),
  ],
  bank: 'Banco del Plata',
  right: (a) => [
    `CUENTA CORRIENTE EN PESOS (ARS) Nro. ${a.number}`,
    'Periodo 01/03/2024 al 31/03/2024',
  ],
  footer: (p, n) => `Hoja ${p} de ${n}`,
  table: () => ({
    cols: [
      { kind: 'date', head: ['FECHA'], x: 40, w: 45 },
      { kind: 'desc', head: ['CONCEPTO'], x: 90, w: 220 },
      { kind: 'debit', head: ['DEBITOS'], x: 315, w: 75 },
      { kind: 'credit', head: ['CREDITOS'], x: 395, w: 75 },
      { kind: 'balance', head: ['SALDO'], x: 475, w: 80 },
    ],
    date: 'DD/MM/YY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    balance: EU_MINUS,
    lineHeight: 11,
    rowGap: 2,
    opening: { label: 'SALDO ANTERIOR' },
    closing: { label: 'SALDO AL 31/03/2024' },
    carryForward: { bottom: 'TRANSPORTE', top: 'TRANSPORTE' },
  }),
});

/** Colombian savings: the date inside the description cell, a document column, COP. */
export const coDateInDescription: Layout = simpleLayout({
  id: 'co-date-inside-description',
  title:
    'Colombian cuenta de ahorros (Bancolombia-like): "05/03 COMPRA EN ..." with the date inside the description',
  region: 'CO',
  exercises: ['date printed inside the description cell', 'document number column', 'COP code'],
  mechanisms: [8, 18],
  currency: 'COP',
  plans: [
    plan(
      8107,
      'co',
      '123-456789-01',
      'Cuenta de Ahorros',
      ['2024-03-01', '2024-03-31'],
      40,
      4_512_300_00,
      {
        scale: 35_000_00,
        unit: 100,
      },
    ),
  ],
  bank: 'BANCO ANDINO',
  right: (a) => [
    `CUENTA DE AHORROS ${a.number}`,
    'DESDE: 2024/03/01 HASTA: 2024/03/31',
    'MONEDA: COP',
  ],
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['SALDO ANTERIOR', money(a.opening, US_MINUS)],
        ['SALDO ACTUAL', money(a.closing, US_MINUS)],
      ],
      40,
      300,
      12,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'desc', head: ['DESCRIPCION'], x: 40, w: 260 },
      { kind: 'extra', head: ['DCTO.'], x: 310, w: 40, value: (_t, i) => String(4100 + i * 7) },
      { kind: 'amount', head: ['VALOR'], x: 360, w: 90 },
      { kind: 'balance', head: ['SALDO'], x: 460, w: 95 },
    ],
    date: 'DD/MM',
    dateInDesc: 'DD/MM',
    amount: US_MINUS,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Brazilian extrato: values followed by a one-letter C or D, balance on each day's last row, R$. */
export const brCdMarkers: Layout = simpleLayout({
  id: 'br-extrato-c-d-markers',
  title:
    'Brazilian extrato (Itau/Bradesco-like): "1.234,56 D" and "C" after every value, "SALDO ANTERIOR"',
  region: 'BR',
  exercises: [
    'one-letter C/D marks after amounts and balances',
    'balance on the last row of each day',
    'R$ summary',
  ],
  mechanisms: [1, 18],
  currency: 'BRL',
  plans: [
    plan(8108, 'br', '0457 / 12345-6', 'Conta Corrente', ['2024-04-01', '2024-04-30'], 50, 645_210),
  ],
  bank: 'Banco Atlantico',
  right: (a) => [`Agencia / Conta ${a.number}`, 'Extrato de 01/04/2024 a 30/04/2024'],
  footer: (p, n) => `${p}/${n}`,
  intro(flow, a) {
    flow.text(`Saldo em conta corrente em 30/04/2024: R$ ${money(a.closing, EU_MINUS)}`, 40);
    flow.down(20);
  },
  table: () => {
    const cd: MoneyStyle = {
      numbers: EU_NUMBERS,
      negative: 'dr',
      crSuffix: true,
      crWord: 'C',
      drWord: 'D',
    };
    return {
      cols: [
        { kind: 'date', head: ['Data'], x: 40, w: 50 },
        { kind: 'desc', head: ['Lancamento'], x: 95, w: 230 },
        {
          kind: 'extra',
          head: ['Docto.'],
          x: 330,
          w: 40,
          value: (_t, i) => String(100200 + i * 13),
        },
        { kind: 'amount', head: ['Valor (R$)'], x: 375, w: 80 },
        { kind: 'balance', head: ['Saldo (R$)'], x: 460, w: 90 },
      ],
      date: 'DD/MM/YYYY',
      amount: cd,
      balance: cd,
      balanceLastOfDay: true,
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'SALDO ANTERIOR' },
      closing: { label: 'SALDO FINAL' },
    };
  },
});

/** Canadian: the date printed once per day, days that continue over page breaks and "Balance forward" lines. */
export const caUndatedInterrupted: Layout = simpleLayout({
  id: 'ca-undated-rows-over-page-breaks',
  title:
    'Canadian chequing (Scotia/BMO-like): date once per day, a day continuing after a page break and a forward line',
  region: 'CA',
  exercises: [
    'undated rows after a page break and a balance-forward line',
    '"Mar 5" dates once per day',
  ],
  mechanisms: [9],
  size: LETTER,
  plans: [
    plan(
      8109,
      'ca',
      '00123 4567890',
      'Basic Bank Account',
      ['2024-03-01', '2024-03-31'],
      110,
      251_990,
      { scale: 5_000 },
    ),
  ],
  bank: 'Laurentian Shore Bank',
  right: (a) => [`Account ${a.number}`, 'From March 1 to March 31, 2024'],
  table: () => ({
    cols: [
      { kind: 'date', head: ['', 'Date'], x: 40, w: 40 },
      { kind: 'desc', head: ['', 'Transactions'], x: 85, w: 230 },
      { kind: 'debit', head: ['Amounts', 'withdrawn ($)'], x: 320, w: 75 },
      { kind: 'credit', head: ['Amounts', 'deposited ($)'], x: 400, w: 75 },
      { kind: 'balance', head: ['', 'Balance ($)'], x: 480, w: 75 },
    ],
    date: 'MMM DD',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    dateOncePerDay: true,
    lineHeight: 10,
    rowGap: 2,
    opening: { label: 'Opening balance' },
    closing: { label: 'Closing balance' },
    carryForward: { bottom: 'Balance forward', top: 'Balance forward' },
  }),
});

/** A credit union summary with Total lines above the table and two labelled figures on one line. */
export const usSummaryTotalsAbove: Layout = simpleLayout({
  id: 'us-summary-totals-above-table',
  title:
    'US credit union: "Total Deposits"/"Total Withdrawals" above the table, "Previous Balance ... New Balance ..." on one line',
  region: 'US',
  exercises: [
    'Total lines in the summary before the table',
    'two labelled figures on one line',
    'unusual heading words',
  ],
  mechanisms: [4, 8],
  size: LETTER,
  plans: [
    plan(8110, 'us', '556677-S10', 'Regular Share', ['2024-06-01', '2024-06-30'], 36, 310_050),
  ],
  bank: 'Cascade Teachers Credit Union',
  right: (a) => [`Account ${a.number}`, 'Period 06/01/2024 thru 06/30/2024'],
  intro(flow, a) {
    flow.text(`Previous Balance ${money(a.opening, DOLLAR)}`, 40);
    flow.text(`New Balance ${money(a.closing, DOLLAR)}`, 300);
    flow.down(14);
    keyValues(
      flow,
      [
        ['Total Deposits', money(sum(a.txns.filter((t) => t.cents > 0)), DOLLAR)],
        ['Total Withdrawals', money(-sum(a.txns.filter((t) => t.cents < 0)), DOLLAR)],
      ],
      40,
      260,
      12,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Posted'], x: 40, w: 45 },
      { kind: 'desc', head: ['Transaction Detail'], x: 95, w: 230 },
      { kind: 'amount', head: ['Activity'], x: 330, w: 100 },
      { kind: 'balance', head: ['Running Bal.'], x: 440, w: 110 },
    ],
    date: 'MM/DD/YYYY',
    amount: { ...US_MINUS, negative: 'paren' },
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
  }),
});

export const AMERICAS8: readonly Layout[] = [
  caPadKeywords,
  usCardHolderSide,
  usCardPreviousBalanceRow,
  usChecksThreeAcross,
  usTwoBalanceAsOf,
  arTransporte,
  coDateInDescription,
  brCdMarkers,
  caUndatedInterrupted,
  usSummaryTotalsAbove,
];
