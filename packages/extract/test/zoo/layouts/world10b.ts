/**
 * Zoo growth for issue 8 (part 5): Greece, Ukraine, Peru, Morocco, Jamaica and Iceland. Written from
 * what those banks print, without reading the engine.
 */
import type { ZooAccount, ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { digits, EU_NUMBERS, money, PLAIN_NUMBERS, printLocalDate } from '../format.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { A4 } from '../layout.ts';
import { furnishedFlow, keyValues, paragraph, simpleLayout } from './common.ts';
import { EU_MINUS, EU_PLAIN, FR_PLAIN, plan, US_MINUS, US_PLAIN } from './styles.ts';
import { clock } from './world9.ts';

/** Greek statement (Greeklish core print): two-line headings, "SE METAFORA"/"APO METAFORA" at page breaks. */
export const grCarriedForward: Layout = simpleLayout({
  id: 'gr-se-metafora-apo-metafora',
  title:
    'Greek account statement (NBG/Eurobank-like, Latin print): Greeklish over English headings, "SE METAFORA" and "APO METAFORA" balance lines at each page break, "1.234,56", IBAN shortened on later pages',
  region: 'GR',
  exercises: [
    'carried- and brought-forward lines in transliterated Greek at every page break',
    'two-line headings, Greeklish above English',
    'opening and closing as table rows ("PROIGOUMENO YPOLOIPO", "NEO YPOLOIPO")',
    'the IBAN in full on page 1, only its end on later pages',
  ],
  mechanisms: [3, 15, 18],
  currency: 'EUR',
  plans: [
    plan(
      10201,
      'gr',
      'GR16 0110 1250 0000 0001 2300 695',
      'Logariasmos Tamieutiriou',
      ['2024-01-01', '2024-03-31'],
      95,
      356_700,
      { scale: 20_000, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Trapeza Aigaiou A.E.',
  right: (a, p) =>
    p === 1
      ? [
          'KINISI LOGARIASMOU / ACCOUNT STATEMENT',
          `IBAN ${a.number}`,
          'EUR 01/01/2024 - 31/03/2024',
        ]
      : [`IBAN ...${a.number.replace(/\s+/g, '').slice(-6)}`, `Selida / Page ${p}`],
  footer: (p, n) => `Selida ${p} apo ${n}`,
  table: () => ({
    cols: [
      { kind: 'date', head: ['HMER/NIA', 'Date'], x: 40, w: 48 },
      { kind: 'post', head: ['VALEUR', 'Value'], x: 93, w: 48 },
      { kind: 'desc', head: ['AITIOLOGIA', 'Description'], x: 147, w: 185 },
      { kind: 'debit', head: ['XREOSI', 'Debit'], x: 338, w: 65 },
      { kind: 'credit', head: ['PISTOSI', 'Credit'], x: 408, w: 65 },
      { kind: 'balance', head: ['YPOLOIPO', 'Balance'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    balance: EU_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'PROIGOUMENO YPOLOIPO' },
    closing: { label: 'NEO YPOLOIPO' },
    carryForward: { bottom: 'SE METAFORA', top: 'APO METAFORA' },
  }),
});

/** The MCC a card network gives a Ukrainian row (blank for transfers). */
const uaMcc = (t: ZooTxn): string => {
  if (t.cents > 0) return '';
  if (t.kind === 'atm') return '6011';
  if (t.kind !== 'card') return '4829';
  return ['5411', '5812', '4121', '5816'][t.description.length % 4] ?? '';
};

/** A foreign operation for some debits: amount in USD at the day's rate. */
const uaForeign = (t: ZooTxn, i: number): boolean =>
  t.cents < 0 && t.kind === 'card' && i % 5 === 2;
const UAH: MoneyStyle = { numbers: PLAIN_NUMBERS, negative: 'minus' };

/** Ukrainian neobank statement: newest first, MCC, operation amount and currency, rate, commission, cashback. */
export const uaMccCashback: Layout = simpleLayout({
  id: 'ua-mcc-exchange-rate-cashback',
  title:
    'Ukrainian card account statement in English (monobank/PrivatBank-like, landscape): "Date and time | Description | MCC | Card currency amount (UAH) | Operation amount | Operation currency | Exchange rate | Commission | Cashback amount | Balance", newest first',
  region: 'UA',
  exercises: [
    'newest-first rows with a time column',
    'an MCC code column and five money-like columns of which only one is the amount',
    'ungrouped amounts "-1234.56" and em dashes in empty cells',
    'DD.MM.YYYY dates, an IBAN beside a masked card number',
  ],
  mechanisms: [1, 7, 11, 18],
  currency: 'UAH',
  size: [842, 595],
  textSize: 7.5,
  plans: [
    plan(
      10202,
      'ua',
      'UA21 3220 0100 0002 6201 2345 6789 0',
      'Black card',
      ['2024-03-01', '2024-03-31'],
      48,
      1_845_630,
      { scale: 120_000 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Dnipro Digital Bank',
  right: (a) => [
    'Statement of account',
    `IBAN ${a.number}`,
    'Card 5375 41** **** 7712',
    'Period 01.03.2024 - 31.03.2024',
  ],
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Balance at the beginning of the period', `${money(a.opening, UAH)} UAH`],
        ['Balance at the end of the period', `${money(a.closing, UAH)} UAH`],
      ],
      40,
      330,
      11,
    );
    flow.down(10);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date and', 'time'], x: 40, w: 44 },
      { kind: 'extra', head: ['', ''], x: 86, w: 34, value: (_t, i) => clock(i, true) },
      { kind: 'desc', head: ['', 'Description'], x: 124, w: 170 },
      { kind: 'extra', head: ['', 'MCC'], x: 300, w: 24, value: uaMcc },
      { kind: 'amount', head: ['Card currency', 'amount, (UAH)'], x: 330, w: 66 },
      {
        kind: 'extra',
        head: ['Operation', 'amount'],
        x: 402,
        w: 60,
        right: true,
        value: (t, i) =>
          uaForeign(t, i)
            ? `-${digits(Math.round(-t.cents / 41.25), PLAIN_NUMBERS)}`
            : money(t.cents, UAH),
      },
      {
        kind: 'extra',
        head: ['Operation', 'currency'],
        x: 470,
        w: 40,
        value: (t, i) => (uaForeign(t, i) ? 'USD' : 'UAH'),
      },
      {
        kind: 'extra',
        head: ['Exchange', 'rate'],
        x: 515,
        w: 45,
        right: true,
        value: (t, i) => (uaForeign(t, i) ? '41.2500' : '\u2014'),
      },
      {
        kind: 'extra',
        head: ['Commission,', '(UAH)'],
        x: 568,
        w: 50,
        right: true,
        value: (t) => (t.kind === 'transfer' && t.cents < 0 ? '0.00' : '\u2014'),
      },
      {
        kind: 'extra',
        head: ['Cashback', 'amount, (UAH)'],
        x: 626,
        w: 60,
        right: true,
        value: (t) =>
          t.kind === 'card' && t.cents < 0
            ? digits(Math.round(-t.cents / 100), PLAIN_NUMBERS)
            : '\u2014',
      },
      { kind: 'balance', head: ['', 'Balance'], x: 700, w: 70 },
    ],
    date: 'DD.MM.YYYY',
    amount: UAH,
    balance: UAH,
    newestFirst: true,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** "05MAR": day and Spanish month, no year, as Peruvian banks print. */
const peDate = (iso: string): string => printLocalDate(iso, 'es', { sep: '', year: 'none' });

/** Peruvian savings: a soles and a dollar account in one PDF, both balances on one line, CCI beside the number. */
export const peSolesDolares: Layout = {
  id: 'pe-soles-dolares-two-accounts',
  title:
    'Peruvian savings statement (BCP/Interbank-like): a soles and a dollar account one after the other, "SALDO ANTERIOR S/ ... SALDO ACTUAL S/ ..." on one line, "FECHA PROC. | FECHA VALOR | DESCRIPCION | CARGOS | ABONOS", "05MAR"',
  region: 'PE',
  exercises: [
    'two accounts in different currencies (S/ and US$) in one PDF',
    'opening and closing balances side by side on one line',
    'year-less dates with a Spanish month glued to the day',
    'an interbank code (CCI) beside each account number',
    'no running balance',
  ],
  mechanisms: [4, 5, 18],
  namePrinted: true,
  font: 'Helvetica',
  size: A4,
  plans: [
    plan(
      10203,
      'pe',
      '191-12345678-0-12',
      'CUENTA AHORRO SOLES',
      ['2024-03-01', '2024-03-31'],
      32,
      452_310,
      { scale: 40_000, postDates: true },
    ),
    plan(
      10204,
      'pe',
      '191-87654321-1-45',
      'CUENTA AHORRO DOLARES',
      ['2024-03-01', '2024-03-31'],
      12,
      1_250_000,
      { scale: 30_000, postDates: true },
    ),
  ],
  draw(canvas, accounts) {
    const flow = furnishedFlow(canvas, {
      bank: 'Banco del Rimac',
      right: (p) => ['ESTADO DE CUENTA', 'DEL 01/03/2024 AL 31/03/2024', `PAGINA ${p}`],
      footer: () => 'Los depositos estan protegidos por el Fondo de Seguro de Depositos.',
      size: 8.5,
      pageSize: A4,
    });
    const ccis = ['002-191-112345678012-53', '002-191-187654321145-58'];
    accounts.forEach((a: ZooAccount, k) => {
      const prefix = k === 0 ? 'S/ ' : 'US$ ';
      const style: MoneyStyle = { ...US_MINUS, prefix };
      flow.ensure(140);
      flow.text(a.name, 40, { bold: true, size: 10 });
      flow.text(`MONEDA: ${k === 0 ? 'SOLES' : 'DOLARES AMERICANOS'}`, 555, { align: 'right' });
      flow.down(14);
      flow.text(`N. CUENTA: ${a.number}`, 40);
      flow.text(`CCI: ${ccis[k] ?? ''}`, 300);
      flow.down(14);
      flow.text('SALDO ANTERIOR', 40, { tag: 'summary' });
      flow.text(money(a.opening, style), 240, { align: 'right', tag: 'summary' });
      flow.text('SALDO ACTUAL', 300, { tag: 'summary' });
      flow.text(money(a.closing, style), 500, { align: 'right', tag: 'summary' });
      flow.down(18);
      drawTable(flow, a, a.txns, {
        cols: [
          { kind: 'date', head: ['FECHA', 'PROC.'], x: 40, w: 40 },
          { kind: 'post', head: ['FECHA', 'VALOR'], x: 85, w: 40 },
          { kind: 'desc', head: ['', 'DESCRIPCION'], x: 132, w: 210 },
          { kind: 'debit', head: ['', 'CARGOS'], x: 350, w: 70 },
          { kind: 'credit', head: ['', 'ABONOS'], x: 430, w: 70 },
        ],
        date: peDate,
        post: peDate,
        debit: US_PLAIN,
        credit: US_PLAIN,
        lineHeight: 11,
        rowGap: 3,
      });
      flow.down(16);
    });
    flow.finish();
  },
};

/** "05 03 2024": day, month and year parted by spaces. */
const spacedDate = (iso: string): string => iso.split('-').reverse().join(' ');

/** Moroccan relevé: dated SOLDE DEPART/FINAL rows in the credit column, value date after the label. */
export const maSoldeDepart: Layout = simpleLayout({
  id: 'ma-solde-depart-date-valeur',
  title:
    'Moroccan relevé de compte (Attijariwafa/BMCE-like): "DATE OPER | LIBELLE | DATE VALEUR | DEBIT | CREDIT", "SOLDE DEPART AU 29 02 2024" and "SOLDE FINAL AU 31 03 2024" rows, 24-digit RIB, "1 234,56"',
  region: 'MA',
  exercises: [
    'opening and closing rows with their dates inside the label, figures in the credit column',
    'the value date between the description and the money',
    'dates with spaces "05 03 2024", an edition date after the period end',
    'a 24-digit RIB in groups as the account number',
  ],
  mechanisms: [4, 10, 11, 18],
  currency: 'MAD',
  plans: [
    plan(
      10205,
      'ma',
      '007 780 0001234000000123 45',
      'Compte cheque',
      ['2024-03-01', '2024-03-31'],
      38,
      2_854_075,
      { scale: 150_000, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Banque de l\u2019Atlas',
  right: (a) => [
    'RELEVE DE COMPTE',
    `RIB : ${a.number}`,
    'Devise : MAD (Dirham)',
    'Edite le 02 04 2024',
  ],
  footer: (p, n) => `Page ${p}/${n}`,
  intro(flow) {
    flow.text('Periode du 01 03 2024 au 31 03 2024', 40, { bold: true });
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['DATE OPER'], x: 40, w: 48 },
      { kind: 'desc', head: ['LIBELLE'], x: 95, w: 215 },
      { kind: 'post', head: ['DATE VALEUR'], x: 318, w: 50 },
      { kind: 'debit', head: ['DEBIT'], x: 378, w: 80 },
      { kind: 'credit', head: ['CREDIT'], x: 468, w: 87 },
    ],
    date: spacedDate,
    post: spacedDate,
    debit: FR_PLAIN,
    credit: FR_PLAIN,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'SOLDE DEPART AU 29 02 2024' },
    closing: { label: 'SOLDE FINAL AU 31 03 2024' },
  }),
});

/** Jamaican chequing: J$, both balances on one line, the page number on the last row's baseline. */
export const jmOneLineBalances: Layout = simpleLayout({
  id: 'jm-jmd-balances-one-line-footer-on-row',
  title:
    'Jamaican chequing statement (NCB/Scotia Jamaica-like): "Opening Balance J$... Closing Balance J$..." on one line, "Date | Description | Debit | Credit | Balance", page number on the last row\'s baseline',
  region: 'JM',
  exercises: [
    'opening and closing balances on one line with a J$ prefix',
    "the page number printed on the last row's baseline, right of the balance",
    'DD-MMM-YYYY dates over two pages',
  ],
  mechanisms: [1, 4, 18],
  currency: 'JMD',
  plans: [
    plan(
      10206,
      'jm',
      '354-123-456',
      'Chequing Account',
      ['2024-03-01', '2024-03-31'],
      66,
      18_745_020,
      {
        scale: 900_000,
      },
    ),
  ],
  bank: 'Blue Mountain Commercial Bank',
  right: (a) => [
    'Statement of Account',
    `Account No. ${a.number}`,
    'Branch: Half Way Tree',
    'Period: 01-Mar-2024 to 31-Mar-2024',
  ],
  footer: () => 'Deposits are insured by the Jamaica Deposit Insurance Corporation.',
  pageFooter(flow, p, n) {
    const y = flow.lowest(['date']);
    if (y !== undefined)
      flow.text(`Page ${p} of ${n}`, 585, { y, align: 'right', size: 7, tag: 'furniture' });
  },
  intro(flow, a) {
    const jmd: MoneyStyle = { ...US_MINUS, prefix: 'J$' };
    flow.text(`Opening Balance: ${money(a.opening, jmd)}`, 40, { bold: true });
    flow.text(`Closing Balance: ${money(a.closing, jmd)}`, 555, { bold: true, align: 'right' });
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 52 },
      { kind: 'desc', head: ['Description'], x: 98, w: 222 },
      { kind: 'debit', head: ['Debit'], x: 325, w: 70 },
      { kind: 'credit', head: ['Credit'], x: 400, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 475, w: 75 },
    ],
    date: 'DD-MMM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Icelandic yfirlit: whole krónur "-12.500", DD.MM.YY dates, a reference column, kennitala beside the account. */
export const isWholeKronur: Layout = simpleLayout({
  id: 'is-whole-kronur-kennitala',
  title:
    'Icelandic reikningsyfirlit (Landsbankinn/Arion-like): "Dags. | Vaxtad. | Skýring | Tilvísun | Upphæð | Staða", whole krónur "-12.500", DD.MM.YY, kennitala beside the account number',
  region: 'IS',
  exercises: [
    'whole-number amounts with "." grouping (a currency without minor units in practice)',
    'DD.MM.YY transaction and interest dates',
    'a numeric reference column before the amount',
    'a national id number (kennitala) beside the account number',
  ],
  mechanisms: [5, 6, 11, 18],
  currency: 'ISK',
  plans: [
    plan(
      10207,
      'is',
      '0133-26-012345',
      'Veltureikningur',
      ['2024-03-01', '2024-03-31'],
      40,
      38_450_000,
      { unit: 100, scale: 1_500_000, postDates: true },
    ),
  ],
  bank: 'Heklubanki hf.',
  right: (a) => [
    `Reikningur ${a.number}`,
    'Kennitala 010190-2939',
    'T\u00edmabil 01.03.2024 - 31.03.2024',
    'Mynt ISK',
  ],
  footer: (p, n) => `S\u00ed\u00f0a ${p} af ${n}`,
  intro(flow, a) {
    const isk: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', decimals: 0, suffix: ' kr.' };
    keyValues(
      flow,
      [
        ['Upphafssta\u00f0a', money(a.opening, isk)],
        ['Lokasta\u00f0a', money(a.closing, isk)],
      ],
      40,
      260,
      12,
    );
    flow.down(12);
  },
  table: () => {
    const isk: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', decimals: 0 };
    return {
      cols: [
        { kind: 'date', head: ['Dags.'], x: 40, w: 36 },
        { kind: 'post', head: ['Vaxtad.'], x: 80, w: 36 },
        { kind: 'desc', head: ['Sk\u00fdring'], x: 122, w: 190 },
        {
          kind: 'extra',
          head: ['Tilv\u00edsun'],
          x: 318,
          w: 55,
          value: (_t, i) => String(100_234 + i * 3_571),
        },
        { kind: 'amount', head: ['Upph\u00e6\u00f0'], x: 380, w: 80 },
        { kind: 'balance', head: ['Sta\u00f0a'], x: 465, w: 90 },
      ],
      date: 'DD.MM.YY',
      post: 'DD.MM.YY',
      amount: isk,
      balance: isk,
      lineHeight: 11,
      rowGap: 3,
    };
  },
  outro(flow) {
    flow.down(8);
    paragraph(flow, ['Innst\u00e6\u00f0ur eru trygg\u00f0ar samkv\u00e6mt l\u00f6gum.'], 40, 10);
  },
});

export const WORLD10B: readonly Layout[] = [
  grCarriedForward,
  uaMccCashback,
  peSolesDolares,
  maSoldeDepart,
  jmOneLineBalances,
  isWholeKronur,
];
