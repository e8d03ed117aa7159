/**
 * Zoo growth for issue 8 (part 13): Tunisia, Ethiopia, Rwanda, the Dominican Republic, Guatemala and Brunei.
 * Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { daysBetween, FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

/** Tunisian dinars print three decimals ("1 234,560"); the truth keeps whole tens of millimes, so the third is 0. */
const TND: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', suffix: '0' };
const TND_PLAIN: MoneyStyle = { ...TND, negative: 'none' };

/** Tunisian personal account in French: no running balance, a dated opening row, the closing after the totals. */
export const tnReleveTroisDecimales: Layout = simpleLayout({
  id: 'tn-releve-trois-decimales-sans-solde',
  title:
    'Tunisian current account statement in French (BIAT/STB-like): "Date opér. | Libellé | Date valeur | Débit | Crédit" with no running balance, "SOLDE AU 29/02/2024" as the first row, "TOTAL DES MOUVEMENTS" and then "SOLDE AU 31/03/2024" under the table, three-decimal dinars "1 234,560", a 20-digit RIB',
  region: 'TN',
  exercises: [
    'three-decimal dinar amounts with space thousands and a decimal comma',
    'no running balance: the opening as a dated-label row, the closing under the turnover line',
    'the value date between the description and the debit column',
    'DD/MM/YYYY dates, a spaced 20-digit RIB, TND',
  ],
  mechanisms: [4, 6, 13, 18],
  currency: 'TND',
  plans: [
    plan(
      11507,
      'tn',
      '08 006 0123456789012 34',
      'Compte cheque',
      ['2024-03-01', '2024-03-31'],
      44,
      462_380,
      { scale: 18_000, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Banque de Carthage et du Sahel',
  right: (a) => [
    'RELEVÉ DE COMPTE',
    `RIB : ${a.number}`,
    'Devise : TND',
    'Période du 01/03/2024 au 31/03/2024',
  ],
  footer: (p, n) => `Page ${p}/${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Titulaire', 'M. MOHAMED BEN SALAH'],
        ['Agence', 'SFAX EL JADIDA'],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date opér.'], x: 40, w: 46 },
      { kind: 'desc', head: ['Libellé'], x: 92, w: 200 },
      { kind: 'post', head: ['Date valeur'], x: 298, w: 46 },
      { kind: 'debit', head: ['Débit'], x: 350, w: 98 },
      { kind: 'credit', head: ['Crédit'], x: 454, w: 101 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: TND_PLAIN,
    credit: TND_PLAIN,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SOLDE AU 29/02/2024' },
    totals: { label: 'TOTAL DES MOUVEMENTS' },
  }),
  outro(flow, a) {
    flow.ensure(11);
    flow.text('SOLDE AU 31/03/2024', 92, { bold: true, tag: 'summary' });
    flow.text(money(a.closing, TND), 555, { align: 'right', bold: true, tag: 'summary' });
    flow.down(20);
    paragraph(
      flow,
      ['Sauf erreur ou omission, veuillez nous signaler toute anomalie dans un délai de 30 jours.'],
      40,
      10,
    );
  },
});

/** The Ethiopian-calendar date: 12 September 2023 is Meskerem 1, 2016 E.C.; months of 30 days. */
const ethiopian = (iso: string): string => {
  const d = daysBetween('2023-09-12', iso);
  const day = (d % 30) + 1;
  const month = Math.floor(d / 30) + 1;
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/2016`;
};

/** Ethiopian savings account: a second date column in the Ethiopian calendar, a transfer reference. */
export const etSavingsEthiopianCalendar: Layout = simpleLayout({
  id: 'et-savings-ethiopian-calendar-column',
  title:
    'Ethiopian savings account statement in English (CBE/Dashen-like): "Date | E.C. Date | Particulars | Reference | Debit | Credit | Balance" with each row dated in both the Gregorian and the Ethiopian calendar (year 2016), "FT24..." references, "Balance B/F" and "Balance C/F" rows, ETB "1,234.56", "05/03/2024"',
  region: 'ET',
  exercises: [
    'a second date column in the Ethiopian calendar (13 months, year 2016) beside the Gregorian date',
    'a transfer-reference column of letters and digits before the money',
    'opening and closing as brought- and carried-forward rows',
    'DD/MM/YYYY dates, ETB',
  ],
  mechanisms: [10, 12, 18],
  currency: 'ETB',
  plans: [
    plan(
      11508,
      'et',
      '1000123456789',
      'Savings Account',
      ['2024-03-01', '2024-03-31'],
      40,
      14_523_075,
      { scale: 250_000 },
    ),
  ],
  bank: 'Abay Commercial Bank S.C.',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `Account No: ${a.number}`,
    'Account Type: Savings',
    'Currency: ETB',
    'Period: 01/03/2024 - 31/03/2024 (22/06/2016 - 22/07/2016 E.C.)',
  ],
  footer: (p, n) => `Page ${p} of ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Customer Name', 'W/RO HIRUT TESFAYE'],
        ['Branch', 'BOLE BRANCH, ADDIS ABABA'],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'extra', head: ['E.C. Date'], x: 90, w: 46, value: (t: ZooTxn) => ethiopian(t.date) },
      { kind: 'desc', head: ['Particulars'], x: 140, w: 148 },
      {
        kind: 'extra',
        head: ['Reference'],
        x: 292,
        w: 58,
        value: (t: ZooTxn, i) =>
          `FT24${String(daysBetween('2023-12-31', t.date)).padStart(3, '0')}${'KQMZRXTWPD'[i % 10]}${'HLBNVC'[i % 6]}${100 + i}`,
      },
      { kind: 'debit', head: ['Debit'], x: 354, w: 64 },
      { kind: 'credit', head: ['Credit'], x: 422, w: 64 },
      { kind: 'balance', head: ['Balance'], x: 490, w: 65 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Balance B/F' },
    closing: { label: 'Balance C/F' },
  }),
});

/** Rwandan francs have no minor unit: "1,250,000", debits with a minus. */
const RWF: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', decimals: 0 };

/** The channel Rwandan cores print beside each row. */
const channel = (t: ZooTxn): string =>
  /MoMo/.test(t.description)
    ? 'MOMO'
    : /ATM/.test(t.description)
      ? 'ATM'
      : t.kind === 'fee' || t.kind === 'interest'
        ? 'SYSTEM'
        : /Deposit/.test(t.description)
          ? 'BRANCH'
          : 'POS';

/** Rwandan current account: newest first, whole francs signed, bilingual Kinyarwanda/English headings. */
export const rwNewestFirstWholeFrancs: Layout = simpleLayout({
  id: 'rw-whole-francs-signed-newest-first',
  title:
    'Rwandan current account statement (Bank of Kigali/I&M Rwanda-like, Kinyarwanda above English): newest first, "Itariki / Date | Umuyoboro / Channel | Ibisobanuro / Description | Amafaranga / Amount (RWF) | Asigaye / Balance" with one signed amount column, whole francs "1,250,000" and "-35,000", "Closing Balance" on top and "Opening Balance" at the bottom, "05-03-2024"',
  region: 'RW',
  exercises: [
    'rows newest first, the closing line on top and the opening line at the bottom',
    'whole-franc amounts with no decimals, one signed amount column beside the running balance',
    'bilingual two-line headings, a channel column (MOMO, ATM, POS) before the description',
    'DD-MM-YYYY dates, RWF',
  ],
  mechanisms: [6, 7, 12, 18],
  currency: 'RWF',
  plans: [
    plan(
      11509,
      'rw',
      '00040-0123456-78',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      44,
      245_000_000,
      { scale: 3_500_000, unit: 100 },
    ),
  ],
  bank: 'Inzozi Commercial Bank Plc',
  right: (a) => [
    'ACCOUNT STATEMENT',
    `Konti / Account: ${a.number}`,
    'Ifaranga / Currency: RWF',
    'Igihe / Period: 01-03-2024 - 31-03-2024',
  ],
  footer: (p, n) => `Urupapuro / Page ${p} of ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Nyir konti / Account holder', 'UWASE CLAUDINE, KICUKIRO, KIGALI'],
        ['Ishami / Branch', 'REMERA'],
      ],
      40,
      360,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Itariki', 'Date'], x: 40, w: 48 },
      { kind: 'extra', head: ['Umuyoboro', 'Channel'], x: 94, w: 44, value: channel },
      { kind: 'desc', head: ['Ibisobanuro', 'Description'], x: 146, w: 200 },
      { kind: 'amount', head: ['Amafaranga', 'Amount (RWF)'], x: 360, w: 90 },
      { kind: 'balance', head: ['Asigaye', 'Balance'], x: 465, w: 90 },
    ],
    date: 'DD-MM-YYYY',
    amount: RWF,
    balance: RWF,
    lineHeight: 10,
    rowGap: 3,
    newestFirst: true,
    opening: { label: 'Opening Balance' },
    closing: { label: 'Closing Balance' },
  }),
});

/** Dominican pesos in the summary: "RD$ 45,230.15". */
const DOP_SUMMARY: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: 'RD$ ' };

/** Dominican current account: a mid-month cycle closed on the cut-off date, the 0.15% tax rows. */
export const doCorrienteFechaCorte: Layout = simpleLayout({
  id: 'do-corriente-rd-fecha-corte-impuesto',
  title:
    'Dominican current account statement in Spanish (Banco Popular/BHD-like): a cycle from 16/02/2024 to the "Fecha de corte 15/03/2024" with a later "Fecha de emisión", "Balance anterior | Total débitos | Total créditos | Balance al corte" in RD$ above "Fecha | Referencia | Descripción | Débitos | Créditos | Balance", rows of the 0.15% DGII tax with the rate in the text',
  region: 'DO',
  exercises: [
    'a mid-month cycle: the statement date is the cut-off date, an issue date printed after it',
    'opening and closing in a summary with an "RD$" prefix, bare numbers in the table',
    'descriptions carrying a percentage ("0.15%") and reference numbers',
    'DD/MM/YYYY dates, DOP',
  ],
  mechanisms: [4, 10, 18],
  currency: 'DOP',
  plans: [
    plan(
      11510,
      'do',
      '789456123',
      'Cuenta Corriente',
      ['2024-02-16', '2024-03-15'],
      48,
      12_845_060,
      { scale: 450_000 },
    ),
  ],
  bank: 'Banco Quisqueyano de Reservas S.A.',
  right: (a) => [
    'ESTADO DE CUENTA CORRIENTE',
    `Cuenta No. ${a.number}`,
    'Moneda: Pesos dominicanos (DOP)',
    'Fecha de corte: 15/03/2024',
    'Fecha de emisión: 18/03/2024',
  ],
  footer: (p, n) => `Página ${p} de ${n}`,
  intro(flow, a) {
    flow.text('Sr. RAFAEL ANTONIO PEÑA, AV. WINSTON CHURCHILL 45, SANTO DOMINGO', 40);
    flow.down(18);
    keyValues(
      flow,
      [
        ['Balance anterior', money(a.opening, DOP_SUMMARY)],
        ['Total débitos', money(-sum(a.txns.filter((t) => t.cents < 0)), DOP_SUMMARY)],
        ['Total créditos', money(sum(a.txns.filter((t) => t.cents > 0)), DOP_SUMMARY)],
        ['Balance al corte', money(a.closing, DOP_SUMMARY)],
      ],
      300,
      555,
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
        w: 44,
        value: (_t, i) => String(40_551_200 + i * 37),
      },
      { kind: 'desc', head: ['Descripción'], x: 142, w: 180 },
      { kind: 'debit', head: ['Débitos'], x: 326, w: 74 },
      { kind: 'credit', head: ['Créditos'], x: 404, w: 74 },
      { kind: 'balance', head: ['Balance'], x: 482, w: 73 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Quetzales in the summary: "Q 1,234.56". */
const GTQ_SUMMARY: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: 'Q ' };

/** Guatemalan business monetary account over many pages: "VAN" at the foot and "VIENEN" at the head. */
export const gtMonetariaVanVienen: Layout = simpleLayout({
  id: 'gt-monetaria-van-vienen-pages',
  title:
    'Guatemalan business monetary account statement in Spanish (Banco Industrial/Banrural-like): several pages, "Fecha | No. Documento | Descripción | Débitos | Créditos | Saldo", "SALDO ANTERIOR" and "SALDO FINAL" rows, the running balance carried as "VAN" at the foot of a page and "VIENEN" at the head of the next, "MONEDA: QUETZALES" and "Q 1,234.56" in the summary, "05/03/2024"',
  region: 'GT',
  exercises: [
    'carried- and brought-forward balance lines at every page break, in short local words',
    'the currency named as a word and a one-letter symbol in the summary',
    'a document-number column before the description, opening and closing rows',
    'DD/MM/YYYY dates, "," grouping, GTQ',
  ],
  mechanisms: [3, 15, 18],
  currency: 'GTQ',
  plans: [
    plan(
      11511,
      'gt',
      '045-0123456-7',
      'Cuenta Monetaria',
      ['2024-03-01', '2024-03-31'],
      124,
      18_452_390,
      { scale: 650_000 },
    ),
  ],
  bank: 'Banco Maya de Occidente S.A.',
  right: (a, p) => [
    'ESTADO DE CUENTA MONETARIA',
    `Cuenta No. ${a.number}`,
    'MONEDA: QUETZALES',
    p === 1 ? 'Del 01/03/2024 al 31/03/2024' : `Hoja ${p}`,
  ],
  footer: (p, n) => `Hoja ${p} de ${n}`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Cliente', 'COMERCIALIZADORA LOS ALTOS, S.A.'],
        ['NIT', '1234567-8'],
        ['Saldo anterior', money(a.opening, GTQ_SUMMARY)],
        ['Débitos del mes', money(-sum(a.txns.filter((t) => t.cents < 0)), GTQ_SUMMARY)],
        ['Créditos del mes', money(sum(a.txns.filter((t) => t.cents > 0)), GTQ_SUMMARY)],
        ['Saldo final', money(a.closing, GTQ_SUMMARY)],
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
        head: ['No. Documento'],
        x: 92,
        w: 52,
        value: (_t, i) => String(3_012_450 + i * 11),
      },
      { kind: 'desc', head: ['Descripción'], x: 150, w: 170 },
      { kind: 'debit', head: ['Débitos'], x: 324, w: 74 },
      { kind: 'credit', head: ['Créditos'], x: 402, w: 74 },
      { kind: 'balance', head: ['Saldo'], x: 480, w: 75 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SALDO ANTERIOR' },
    closing: { label: 'SALDO FINAL' },
    carryForward: { bottom: 'VAN', top: 'VIENEN' },
  }),
});

/** Brunei card amounts owed; payments and refunds in parentheses. */
const BND_OWED: MoneyStyle = { numbers: US_NUMBERS, negative: 'paren' };

/** Brunei credit card: Malay above English in every label, yearless dates, credits in parentheses. */
export const bnCardBilingualParen: Layout = simpleLayout({
  id: 'bn-card-bilingual-paren-credits',
  title:
    'Brunei credit card statement (BIBD/Baiduri-like, Malay with English beneath): "Baki Terdahulu / Previous Balance", "Bayaran & Kredit / Payments & Credits", "Belian & Caj / Purchases & Charges", "Baki Semasa / Current Balance", "Bayaran Minimum / Minimum Payment" and "Tarikh Akhir Bayaran / Payment Due Date" beside "Tarikh Penyata / Statement Date", two-line headings, yearless "05 Mar" dates, the payment "(800.00)", BND',
  region: 'BN',
  exercises: [
    'a card statement: amounts owed, payments and refunds in parentheses',
    'bilingual labels (Malay above English) in the summary and the two-line headings',
    'the statement date among a due date and a period, yearless row dates',
    'a masked card number, BND',
  ],
  mechanisms: [4, 8, 10, 18],
  currency: 'BND',
  plans: [
    plan(11512, 'bn', '3391', 'Visa Platinum', ['2024-02-26', '2024-03-25'], 30, 80_000, {
      liability: true,
      postDates: true,
      scale: 12_000,
    }),
  ],
  bank: 'Bank Kiambang Brunei Berhad',
  right: (a) => [
    'PENYATA KAD KREDIT / CREDIT CARD STATEMENT',
    `No. Kad / Card No.: 4556 78XX XXXX ${a.number}`,
    'Tarikh Penyata / Statement Date: 25 Mar 2024',
    'Tempoh / Period: 26 Feb 2024 - 25 Mar 2024',
  ],
  footer: (p, n) => `Muka Surat / Page ${p} / ${n}`,
  intro(flow, a) {
    const payments = sum(a.txns.filter((t) => t.cents > 0));
    const charges = -sum(a.txns.filter((t) => t.cents < 0));
    keyValues(
      flow,
      [
        ['Nama / Name', 'AWANGKU HAJI MOHD RIZAL'],
        ['Baki Terdahulu / Previous Balance', money(a.opening, BND_OWED)],
        ['Bayaran & Kredit / Payments & Credits', money(-payments, BND_OWED)],
        ['Belian & Caj / Purchases & Charges', money(charges, BND_OWED)],
        ['Baki Semasa / Current Balance', money(a.closing, BND_OWED)],
        [
          'Bayaran Minimum / Minimum Payment',
          money(Math.max(5_000, Math.round(a.closing / 20)), BND_OWED),
        ],
        ['Tarikh Akhir Bayaran / Payment Due Date', '15 Apr 2024'],
        ['Had Kredit / Credit Limit', '8,000.00'],
      ],
      40,
      360,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Tarikh Urus Niaga', 'Trans Date'], x: 40, w: 70 },
      { kind: 'post', head: ['Tarikh Pos', 'Post Date'], x: 116, w: 50 },
      { kind: 'desc', head: ['Butiran', 'Description'], x: 172, w: 250 },
      { kind: 'amount', head: ['Amaun (BND)', 'Amount (BND)'], x: 450, w: 105 },
    ],
    date: 'DD MMM',
    post: 'DD MMM',
    amount: BND_OWED,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      [
        'Sila jelaskan sekurang-kurangnya Bayaran Minimum sebelum Tarikh Akhir Bayaran.',
        'Please pay at least the Minimum Payment by the Payment Due Date.',
      ],
      40,
      10,
    );
  },
});

export const WORLD14B: readonly Layout[] = [
  tnReleveTroisDecimales,
  etSavingsEthiopianCalendar,
  rwNewestFirstWholeFrancs,
  doCorrienteFechaCorte,
  gtMonetariaVanVienen,
  bnCardBilingualParen,
];
