/**
 * Zoo growth for issue 8 (part 17): Andorra, San Marino, Greenland, Gibraltar, the Isle of Man and Cuba.
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

/** Andorran personal account in Catalan: one signed amount, the value date, "Saldo anterior" as a row. */
export const adExtracteCatala: Layout = simpleLayout({
  id: 'ad-extracte-eur-catala-data-valor-import-signat',
  title:
    'Andorran personal current account in Catalan (Andbank/MoraBanc/Crèdit Andorrà-like): "EXTRACTE DE COMPTE", the IBAN "AD.." in groups of four under the holder, "Data | Data valor | Concepte | Import | Saldo" with one signed amount ("-1.234,56"), "Saldo anterior" and "Saldo final" as rows of the table, "Divisa: EUR", a deposit-guarantee footer, DD/MM/YYYY',
  region: 'AD',
  exercises: [
    'an Andorran IBAN printed in groups of four, no other account number',
    'one signed amount column with "," decimals and "." grouping beside the running balance',
    'operation and value dates side by side before the description',
    'Catalan opening and closing rows ("Saldo anterior", "Saldo final"), EUR named as a code',
  ],
  mechanisms: [4, 5, 18],
  currency: 'EUR',
  plans: [
    plan(
      12001,
      'ad',
      'AD14 0008 0001 0012 3456 7890',
      'Compte corrent',
      ['2024-04-01', '2024-04-30'],
      34,
      1_284_390,
      { scale: 28_000, postDates: true },
    ),
  ],
  bank: "Banc Pirinenc d'Andorra, S.A.",
  right: () => ['EXTRACTE DE COMPTE', 'Divisa: EUR', 'Del 01/04/2024 al 30/04/2024', 'Full núm. 4'],
  footer: (p, n) =>
    `Pàgina ${p} de ${n}   Av. Meritxell, Andorra la Vella   Dipòsits garantits pel Fons de Garantia de Dipòsits d'Andorra`,
  intro(flow, a) {
    paragraph(
      flow,
      ['SRA. MERITXELL PUJOL I CASAL', 'C/ DE LA UNIÓ 7, 2n 1a', 'AD500 ANDORRA LA VELLA'],
      40,
      11,
    );
    flow.down(6);
    keyValues(
      flow,
      [
        ['IBAN', a.number],
        ['BIC', 'BPIRADADXXX'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data'], x: 40, w: 46 },
      { kind: 'post', head: ['Data valor'], x: 92, w: 46 },
      { kind: 'desc', head: ['Concepte'], x: 146, w: 230 },
      { kind: 'amount', head: ['Import'], x: 386, w: 78 },
      { kind: 'balance', head: ['Saldo'], x: 472, w: 83 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    amount: EU_MINUS,
    balance: EU_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Saldo anterior' },
    closing: { label: 'Saldo final' },
  }),
});

/** San Marino business account in Italian over three pages: Dare/Avere without a balance, "segue" lines. */
export const smEstrattoContoSegue: Layout = simpleLayout({
  id: 'sm-estratto-conto-eur-dare-avere-segue-pages',
  title:
    'San Marino business current account in Italian (Cassa di Risparmio/BAC-like): a quarter over three or more pages, "ESTRATTO CONTO CORRENTE", "Data contabile | Data valuta | Descrizione operazione | Dare | Avere" without a running balance, "SALDO INIZIALE AL 01/01/2024" above the table and "SALDO FINALE AL 31/03/2024" with "TOTALE MOVIMENTI" under it, "segue" at the foot of each page and "Estratto conto n. 1 - seguito" above later pages that print only the account number, EUR, "1.234,56", DD/MM/YYYY',
  region: 'SM',
  exercises: [
    'no running balance: the opening and closing dated in their labels above and below the table',
    'a statement of four pages whose later pages open with a continuation line',
    'a movements total before the closing balance',
    'Dare/Avere columns, "." grouping and "," decimals, EUR named as a code',
  ],
  mechanisms: [3, 4, 13, 18],
  currency: 'EUR',
  plans: [
    plan(
      12002,
      'sm',
      '06.067.0012345.01',
      'Conto corrente ordinario',
      ['2024-01-01', '2024-03-31'],
      150,
      8_451_220,
      { scale: 160_000, postDates: true, longShare: 0.1 },
    ),
  ],
  bank: 'Cassa Titana di San Marino S.p.A.',
  right: (a, p) =>
    p === 1
      ? [
          'ESTRATTO CONTO CORRENTE',
          `Conto n. ${a.number}`,
          'Divisa: EUR',
          'Periodo dal 01/01/2024 al 31/03/2024',
        ]
      : [`Conto n. ${a.number}`],
  footer: (p, n) => `Pag. ${p} di ${n}  -  Piazza Titano, 47890 San Marino (RSM)  -  COE SM 04512`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Intestatario', 'GUIDICI & TERENZI S.R.L.'],
        ['Filiale', 'BORGO MAGGIORE'],
        ['IBAN', 'SM86 U060 6709 8000 0001 2345 601'],
      ],
      40,
      400,
      11,
    );
    flow.down(8);
    keyValues(flow, [['SALDO INIZIALE AL 01/01/2024', money(a.opening, EU_MINUS)]], 40, 555, 11);
    flow.down(8);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data', 'contabile'], x: 40, w: 48 },
      { kind: 'post', head: ['Data', 'valuta'], x: 94, w: 48 },
      { kind: 'desc', head: ['Descrizione operazione'], x: 150, w: 230 },
      { kind: 'debit', head: ['Dare'], x: 392, w: 76 },
      { kind: 'credit', head: ['Avere'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    lineHeight: 10,
    rowGap: 3,
    totals: { label: 'TOTALE MOVIMENTI' },
    continuedBottom: 'segue',
    continuedTop: 'Estratto conto n. 1/2024 - seguito',
  }),
  outro(flow, a) {
    flow.down(6);
    keyValues(flow, [['SALDO FINALE AL 31/03/2024', money(a.closing, EU_MINUS)]], 40, 555, 11);
  },
});

/** Greenland account in Danish with Greenlandic greetings, drawn one glyph per text item. */
export const glKontoudskriftGlyph: Layout = simpleLayout({
  id: 'gl-kontoudskrift-dkk-rentedato-primo-glyph-items',
  title:
    'Greenland personal account in Danish with Greenlandic lines (Grønlandsbanken/BankNordik-like): "KONTOUDSKRIFT", "Dato | Tekst | Rentedato | Beløb | Saldo" with the interest date after the text, "Saldo primo" and "Saldo ultimo" in a box at the right, "kr." figures "1.234,56", DD.MM.YY, "Qujanaq" footer; the producer draws one text item per glyph',
  region: 'GL',
  exercises: [
    'an interest date printed after the description, before one signed amount',
    'opening and closing in a box at the right, labelled "primo"/"ultimo"',
    'DD.MM.YY dates with "." grouping and "," decimals, DKK named as a code',
    'one text item per glyph',
  ],
  mechanisms: [4, 11, 18],
  currency: 'DKK',
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  plans: [
    plan(12003, 'gl', '6471-1234567', 'Lønkonto', ['2024-05-01', '2024-05-31'], 28, 2_318_450, {
      scale: 85_000,
      postDates: true,
    }),
  ],
  truthNumber: (a) => a.number.replace('-', ''),
  bank: 'Kalaallit Sparekasse A/S',
  right: (a) => [
    'KONTOUDSKRIFT',
    `Konto: ${a.number}`,
    'Valuta: DKK',
    'Periode: 01.05.24 - 31.05.24',
  ],
  footer: (p, n) => `Side ${p} af ${n}   Imaneq 33, 3900 Nuuk   Qujanaq - tak fordi du er kunde`,
  intro(flow, a) {
    const top = flow.y;
    paragraph(flow, ['AVIAJA K. LYBERTH', 'AQQUSINERSUAQ 12', '3900 NUUK'], 40, 11);
    flow.y = top;
    flow.box(330, 225, 30, 10);
    keyValues(
      flow,
      [
        ['Saldo primo', `kr. ${money(a.opening, EU_MINUS)}`],
        ['Saldo ultimo', `kr. ${money(a.closing, EU_MINUS)}`],
      ],
      338,
      548,
      11,
    );
    flow.down(30);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Dato'], x: 40, w: 40 },
      { kind: 'desc', head: ['Tekst'], x: 88, w: 240 },
      { kind: 'post', head: ['Rentedato'], x: 336, w: 44 },
      { kind: 'amount', head: ['Beløb'], x: 390, w: 75 },
      { kind: 'balance', head: ['Saldo'], x: 475, w: 80 },
    ],
    date: 'DD.MM.YY',
    post: 'DD.MM.YY',
    amount: EU_MINUS,
    balance: EU_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Gibraltar current account, stored rotated: paid out / paid in, brought and carried forward rows, £. */
export const giCurrentRotated: Layout = simpleLayout({
  id: 'gi-current-gbp-paid-out-in-sort-code-rotated',
  title:
    'Gibraltar personal current account in English (Gibraltar International Bank/Jyske-like): sort code and account number on one line, "Date | Payment details | Paid out | Paid in | Balance", "BALANCE BROUGHT FORWARD" and "BALANCE CARRIED FORWARD" as table rows, "£" before the summary figures, GBP, DD MMM YY; pages stored with /Rotate 90',
  region: 'GI',
  exercises: [
    'the account number beside a sort code on one line',
    'brought and carried forward rows that are the opening and closing balances',
    'paid out / paid in columns with the running balance, DD MMM YY dates',
    'pages stored rotated',
  ],
  mechanisms: [4, 5, 18],
  currency: 'GBP',
  quirks: { rotatedPages: 'all' },
  plans: [
    plan(12004, 'gi', '20481736', 'Current Account', ['2024-02-01', '2024-02-29'], 32, 412_775, {
      scale: 16_000,
    }),
  ],
  bank: 'Rock Harbour Bank (Gibraltar) Limited',
  right: () => ['Statement of Account', 'Statement date: 29 Feb 2024', 'Sheet 22'],
  footer: (p, n) =>
    `Page ${p} of ${n}   Rock Harbour Bank is licensed by the Gibraltar Financial Services Commission`,
  intro(flow, a) {
    const pound = (v: number): string => `£${money(v, US_MINUS)}`;
    paragraph(flow, ['MR JOSEPH P. CARUANA', '14 IRISH TOWN', 'GIBRALTAR GX11 1AA'], 40, 11);
    flow.down(6);
    flow.text(`Sort code 60-92-14   Account number ${a.number}   GBP`, 40, { tag: 'text' });
    flow.down(16);
    keyValues(
      flow,
      [
        ['Your balance on 1 February 2024', pound(a.opening)],
        ['Money out', pound(debits(a.txns))],
        ['Money in', pound(credits(a.txns))],
        ['Your balance on 29 February 2024', pound(a.closing)],
      ],
      40,
      300,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 44 },
      { kind: 'desc', head: ['Payment details'], x: 92, w: 240 },
      { kind: 'debit', head: ['Paid out'], x: 340, w: 70 },
      { kind: 'credit', head: ['Paid in'], x: 416, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 492, w: 63 },
    ],
    date: 'DD MMM YY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'BALANCE BROUGHT FORWARD', dated: true },
    closing: { label: 'BALANCE CARRIED FORWARD', dated: true },
  }),
});

/** Manx card amounts in the issuer's view: purchases plain, payments and refunds marked "CR". */
const IM_OWED: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', drWord: 'CR' };

/** Isle of Man credit card: a summary box, two dates, payments marked CR, one item per word. */
export const imCardWordItems: Layout = simpleLayout({
  id: 'im-card-gbp-cr-payments-minimum-word-items',
  title:
    'Isle of Man credit card statement in English (Isle of Man Bank/Conister-like): "Your Mastercard statement", a summary "Previous balance | Payments and credits | New purchases | New balance" with "Minimum payment" and "Payment due by" beside the statement date, "Date of transaction | Date posted | Details | Amount £" with payments "123.45 CR", card number masked to the last four, GBP, DD/MM/YY; the producer draws one text item per word',
  region: 'IM',
  exercises: [
    "the issuer's view: purchases plain, payments and refunds marked CR",
    'statement date among a payment due date',
    'transaction and posting dates DD/MM/YY',
    'one text item per word',
  ],
  mechanisms: [4, 10, 18],
  currency: 'GBP',
  quirks: { split: { unit: 'word', tags: 'all' } },
  plans: [
    plan(12005, 'im', '6672', 'Mastercard Classic', ['2024-03-06', '2024-04-05'], 26, 96_215, {
      liability: true,
      postDates: true,
      scale: 9_000,
    }),
  ],
  bank: 'Ellan Vannin Card Services Limited',
  right: (a) => [
    'Your Mastercard statement',
    `Card number 5412 **** **** ${a.number}`,
    'Statement date 05/04/24',
    'Payment due by 01/05/24',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Ellan Vannin Card Services Limited, Prospect Hill, Douglas, Isle of Man IM1 1EU. Licensed by the Isle of Man Financial Services Authority`,
  intro(flow, a) {
    const purchases = -sum(a.txns.filter((t) => t.cents < 0));
    const payments = sum(a.txns.filter((t) => t.cents > 0));
    paragraph(flow, ['MRS CATRIONA QUAYLE', 'BALLAUGH MAIN ROAD', 'BALLAUGH IM7 5AB'], 40, 11);
    flow.down(6);
    flow.text('Summary', 40, { bold: true, tag: 'summary' });
    flow.down(13);
    keyValues(
      flow,
      [
        ['Previous balance', `£${money(a.opening, US_MINUS)}`],
        ['Payments and credits', `£${money(payments, US_PLAIN)}`],
        ['New purchases', `£${money(purchases, US_PLAIN)}`],
        ['New balance', `£${money(a.closing, US_MINUS)}`],
        [
          'Minimum payment',
          `£${money(Math.max(500, Math.round(a.closing / 4_000) * 100), US_MINUS)}`,
        ],
      ],
      40,
      300,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date of', 'transaction'], x: 40, w: 50 },
      { kind: 'post', head: ['Date', 'posted'], x: 98, w: 44 },
      { kind: 'desc', head: ['Details'], x: 150, w: 280 },
      { kind: 'amount', head: ['Amount £'], x: 450, w: 100 },
    ],
    date: 'DD/MM/YY',
    post: 'DD/MM/YY',
    amount: IM_OWED,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Cuban business account in pesos: a document-number column, opening and closing rows, REEUP code. */
export const cuEstadoCuentaCup: Layout = simpleLayout({
  id: 'cu-estado-cuenta-cup-no-doc-debito-credito',
  title:
    'Cuban business current account in Spanish (BANDEC/BPA/Banco Metropolitano-like): "ESTADO DE CUENTA", "Fecha | No. Doc. | Concepto | Débito | Crédito | Saldo" with a document-number column before the description, "Saldo Anterior" and "Saldo Final" rows, "Total Débitos / Total Créditos" under the table, "Moneda: CUP (Peso cubano)", the entity\'s REEUP and NIT codes, "1,234.56", DD/MM/YYYY',
  region: 'CU',
  exercises: [
    'a document-number column between the date and the description',
    'opening and closing balances as rows of the table',
    'debit and credit totals below the table',
    'CUP named as a code and a word, account number beside REEUP and NIT codes',
  ],
  mechanisms: [4, 5, 12, 13, 18],
  currency: 'CUP',
  plans: [
    plan(
      12006,
      'cub',
      '0521 4315 0012 3418',
      'Cuenta corriente CUP',
      ['2024-06-01', '2024-06-30'],
      40,
      38_456_120,
      { scale: 1_200_000 },
    ),
  ],
  bank: 'Banco Insular de Crédito',
  right: (a) => [
    'ESTADO DE CUENTA',
    `Cuenta: ${a.number}`,
    'Moneda: CUP (Peso cubano)',
    'Desde 01/06/2024 hasta 30/06/2024',
  ],
  footer: (p, n) => `Página ${p} de ${n}   Sucursal 4315, Calle 23 y P, Vedado, La Habana`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Titular', 'EMPRESA PROVINCIAL DE COMERCIO HABANA'],
        ['Código REEUP', '231.0.04567'],
        ['NIT', '01000123456'],
      ],
      40,
      380,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha'], x: 40, w: 46 },
      {
        kind: 'extra',
        head: ['No. Doc.'],
        x: 92,
        w: 42,
        value: (_t: ZooTxn, i: number) => String(40_712 + i * 3),
      },
      { kind: 'desc', head: ['Concepto'], x: 140, w: 190 },
      { kind: 'debit', head: ['Débito'], x: 334, w: 72 },
      { kind: 'credit', head: ['Crédito'], x: 410, w: 72 },
      { kind: 'balance', head: ['Saldo'], x: 486, w: 69 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Saldo Anterior' },
    closing: { label: 'Saldo Final' },
  }),
  outro(flow, a) {
    flow.down(6);
    keyValues(
      flow,
      [
        ['Total Débitos', money(debits(a.txns), US_PLAIN)],
        ['Total Créditos', money(credits(a.txns), US_PLAIN)],
      ],
      300,
      555,
      11,
    );
  },
});

export const WORLD20: readonly Layout[] = [
  adExtracteCatala,
  smEstrattoContoSegue,
  glKontoudskriftGlyph,
  giCurrentRotated,
  imCardWordItems,
  cuEstadoCuentaCup,
];
