/**
 * Zoo growth for issue 8 (part 15): Russia, Turkmenistan, Afghanistan, Libya, Sudan and Mauritania.
 * Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { FR_MINUS, FR_PLAIN, plan, US_MINUS, US_PLAIN } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** Roubles as Russian card statements print them: "1 234,56", payments with a "+". */
const RUB_SIGNED: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', plus: true };

/** Russian credit card, holder's side: purchases negative, the payment with "+", one item per glyph. */
export const ruKartaRublesGlyph: Layout = simpleLayout({
  id: 'ru-kreditnaya-karta-rub-holder-side-glyph-items',
  title:
    'Russian credit card statement in Russian, transliterated (Sber/T-Bank-like): "Zadolzhennost na nachalo perioda | Pokupki i snyatiya | Popolneniya | Zadolzhennost na konets perioda" with "Minimalnyi platezh" and "Oplatit do", "Data operatsii | Data spisaniya | Opisanie | Summa, rub." with purchases printed "-1 234,56" and the payment "+25 000,00", roubles "1 234,56", DD.MM.YYYY; the producer draws one text item per glyph',
  region: 'RU',
  exercises: [
    "a card statement printed from the holder's side: purchases negative, the payment positive with a plus",
    'the debt at the start and at the end of the period, a minimum payment and a pay-by date',
    'DD.MM.YYYY transaction and write-off dates, " " grouping and "," decimals, roubles as "rub." and RUB',
    'one text item per glyph',
  ],
  mechanisms: [4, 10, 11, 16, 18],
  currency: 'RUB',
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  plans: [
    plan(
      11801,
      'ru',
      '7731',
      'Kreditnaya karta Mir Zolotaya',
      ['2024-02-21', '2024-03-20'],
      30,
      8_452_019,
      {
        liability: true,
        postDates: true,
        scale: 420_000,
      },
    ),
  ],
  bank: 'AO Bank Volzhskii Kredit',
  right: (a) => [
    'VYPISKA PO KREDITNOI KARTE',
    `Karta: 2200 70** **** ${a.number}`,
    'Valyuta scheta: RUB',
    'Period: 21.02.2024 - 20.03.2024',
  ],
  footer: (p, n) => `Stranitsa ${p} iz ${n}   Generalnaya litsenziya Banka Rossii No 1234`,
  intro(flow, a) {
    const r = (v: number): string => `${money(v, FR_MINUS)} rub.`;
    keyValues(
      flow,
      [
        ['Derzhatel karty', 'IVANOVA ELENA SERGEEVNA'],
        ['Kreditnyi limit', '300 000,00 rub.'],
      ],
      40,
      330,
      11,
    );
    flow.down(6);
    keyValues(
      flow,
      [
        ['Zadolzhennost na nachalo perioda', r(a.opening)],
        ['Pokupki i snyatiya', r(debits(a.txns))],
        ['Popolneniya', r(credits(a.txns))],
        ['Zadolzhennost na konets perioda', r(a.closing)],
        ['Minimalnyi platezh', r(Math.round(a.closing / 3_000) * 100)],
        ['Oplatit do', '10.04.2024'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data', 'operatsii'], x: 40, w: 52 },
      { kind: 'post', head: ['Data', 'spisaniya'], x: 98, w: 52 },
      { kind: 'desc', head: ['Opisanie'], x: 158, w: 280 },
      { kind: 'amount', head: ['Summa, rub.'], x: 470, w: 85 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: RUB_SIGNED,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      ['Lgotnyi period do 120 dnei. Protsentnaya stavka na pokupki 29,9% godovykh.'],
      40,
      10,
    );
  },
});

/** Turkmen business account: Debet and Kredit columns before the payment purpose, a 20-digit account. */
export const tmHasapManat: Layout = simpleLayout({
  id: 'tm-hasap-gocurmesi-manat-purpose-after-money',
  title:
    'Turkmen business account statement in Turkmen (Halkbank/Türkmenbasy-like, with the letters the PDF fonts lack written s and n as in plain exports): the 20-digit account "23202934..." beside the bank\'s MFO code, "Giris galyndysy" above the table and "Çykys galyndysy" below it, "Sene | Resminama No | Debet | Kredit | Tölegin maksady" with the payment purpose after the money columns, manat "1 234,56", TMT, DD.MM.YYYY',
  region: 'TM',
  exercises: [
    'the description (payment purpose) printed right of the debit and credit columns',
    'a 20-digit account number beside a bank code (MFO) and a tax number',
    'opening above the table and closing below it under Turkmen labels',
    'DD.MM.YYYY dates, " " grouping, manat as TMT',
  ],
  mechanisms: [4, 5, 8, 11, 18],
  currency: 'TMT',
  plans: [
    plan(
      11802,
      'tm',
      '23202934010112345678',
      'Hasaplasyk hasaby',
      ['2024-03-01', '2024-03-31'],
      36,
      24_518_340,
      {
        scale: 1_800_000,
      },
    ),
  ],
  bank: 'Halk Söwda Banky',
  right: (a) => [
    'HASAP GÖÇÜRMESI',
    `Hasap: ${a.number}`,
    'MFO: 390101234   SBN: 101234567890',
    'Pul birligi: TMT',
    '01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Sahypa ${p} / ${n}   Asgabat`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Müsderi', '"ALTYN DÄNE" HJ'],
        ['Salgysy', 'Asgabat s., Magtymguly sayoly 112'],
        ['Giris galyndysy', money(a.opening, FR_MINUS)],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Sene'], x: 40, w: 48 },
      {
        kind: 'extra',
        head: ['Resminama', 'No'],
        x: 94,
        w: 42,
        value: (_t, i) => String(812 + i * 3),
      },
      { kind: 'debit', head: ['Debet'], x: 140, w: 72 },
      { kind: 'credit', head: ['Kredit'], x: 216, w: 72 },
      { kind: 'desc', head: ['Tölegin maksady'], x: 300, w: 255 },
    ],
    date: 'DD.MM.YYYY',
    debit: FR_PLAIN,
    credit: FR_PLAIN,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    flow.down(10);
    keyValues(
      flow,
      [
        ['Dolanysyk (Debet)', money(debits(a.txns), FR_PLAIN)],
        ['Dolanysyk (Kredit)', money(credits(a.txns), FR_PLAIN)],
        ['Çykys galyndysy', money(a.closing, FR_MINUS)],
      ],
      40,
      330,
      11,
    );
  },
});

/** A Solar Hijri date (Afghanistan's calendar) for an extra column; the truth keeps the Gregorian one. */
function shamsi(iso: string): string {
  // 2024: 1 Hamal 1403 = 20 March; before that, Hoot 1402 began 20 February and Dalw 1402 on 21 January.
  const [, m = '', d = ''] = iso.split('-');
  const day = Number(d);
  const month = Number(m);
  const starts: readonly (readonly [number, number, number, number])[] = [
    [1, 21, 1402, 11],
    [2, 20, 1402, 12],
    [3, 20, 1403, 1],
  ];
  let sy = 1402;
  let sm = 10;
  let sd = day + 10;
  for (const [gm, gd, y, mm] of starts) {
    if (month > gm || (month === gm && day >= gd)) {
      const from = new Date(Date.UTC(2024, gm - 1, gd));
      const at = new Date(Date.UTC(2024, month - 1, day));
      sy = y;
      sm = mm;
      sd = 1 + Math.round((at.getTime() - from.getTime()) / 86_400_000);
    }
  }
  return `${sy}/${String(sm).padStart(2, '0')}/${String(sd).padStart(2, '0')}`;
}

/** Afghan personal account: English with Dari headings, a Solar Hijri date column beside the Gregorian one. */
export const afAccountShamsi: Layout = simpleLayout({
  id: 'af-current-afn-dari-shamsi-date-column',
  title:
    'Afghan personal current account in English with transliterated Dari (AIB/Azizi-like): two-line headings "Date / Tarikh | Hijri Shamsi | Particulars / Sharh | Withdrawal / Bardasht | Deposit / Tahwil | Balance / Baqi", a Solar Hijri date "1402/12/05" beside each Gregorian date, "Opening Balance" and "Closing Balance" rows, afghani "1,234.56", AFN, DD-MM-YYYY',
  region: 'AF',
  exercises: [
    'a second date column in the Solar Hijri calendar (year 1402/1403) beside the Gregorian date',
    'bilingual two-line column headings (English over transliterated Dari)',
    'opening and closing as rows of the table',
    'DD-MM-YYYY dates, "," grouping, afghani named as AFN and "Afs"',
  ],
  mechanisms: [4, 8, 11, 18],
  currency: 'AFN',
  plans: [
    plan(
      11803,
      'af',
      '1011202345678',
      'Current Account - Individual',
      ['2024-03-01', '2024-03-31'],
      34,
      9_845_200,
      {
        scale: 650_000,
      },
    ),
  ],
  bank: 'Kabul Trade Bank',
  right: (a) => [
    'ACCOUNT STATEMENT / SURAT-E HISAB',
    `Account No: ${a.number}`,
    'Currency: AFN (Afs)',
    'From 01-03-2024 To 31-03-2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Licensed by Da Afghanistan Bank`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Account Title', 'AHMAD SHAH NOORZAI'],
        ['Branch', 'SHAR-E NAW, KABUL'],
        ['Tazkira No', '1399-0101-12345'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date', 'Tarikh'], x: 40, w: 50 },
      {
        kind: 'extra',
        head: ['Hijri', 'Shamsi'],
        x: 94,
        w: 48,
        value: (t: ZooTxn) => shamsi(t.date),
      },
      { kind: 'desc', head: ['Particulars', 'Sharh'], x: 146, w: 178 },
      { kind: 'debit', head: ['Withdrawal', 'Bardasht'], x: 326, w: 72 },
      { kind: 'credit', head: ['Deposit', 'Tahwil'], x: 402, w: 72 },
      { kind: 'balance', head: ['Balance', 'Baqi'], x: 478, w: 77 },
    ],
    date: 'DD-MM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Opening Balance' },
    closing: { label: 'Closing Balance' },
  }),
});

/** Libyan dinars print three decimals ("1,234.560"); the truth keeps whole tens of dirhams, so the third is 0. */
const LYD: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', suffix: '0' };
const LYD_PLAIN: MoneyStyle = { ...LYD, negative: 'none' };

/** Libyan business account listed newest first, three-decimal dinars. */
export const lyNewestFirst: Layout = simpleLayout({
  id: 'ly-business-lyd-three-decimals-newest-first',
  title:
    'Libyan business current account in English with transliterated Arabic (Jumhouria/Wahda-like): the rows newest first, three-decimal dinars "12,345.670", "Date | Value Date | Description | Cheque No | Debit | Credit | Balance", the closing balance row "Balance as at 31/03/2024" on top and "Balance as at 29/02/2024" at the bottom, "D.L." and LYD in the heading, DD/MM/YYYY',
  region: 'LY',
  exercises: [
    'a listing newest first with dated opening and closing rows at its ends',
    'amounts with three decimals (dirhams) in every money column',
    'a value date and a cheque-number column',
    'DD/MM/YYYY dates, "," grouping, dinars as LYD and "D.L."',
  ],
  mechanisms: [4, 7, 18],
  currency: 'LYD',
  plans: [
    plan(
      11804,
      'ly',
      '001-201-456789-001',
      'Current Account - Companies',
      ['2024-03-01', '2024-03-31'],
      40,
      31_245_670,
      {
        scale: 2_400_000,
        postDates: true,
      },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Masraf Al-Medina Al-Qadima',
  right: (a) => [
    'STATEMENT OF ACCOUNT - KASHF HISAB',
    `Account: ${a.number}`,
    'Currency: LYD (D.L.)',
    'Period: 01/03/2024 - 31/03/2024',
  ],
  footer: (p, n) => `Page ${p}/${n}   Tripoli - Libya`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Customer', 'SHARIKAT AL-WAHA LIL-TIJARA WAL-TAWZI'],
        ['Branch', 'Tripoli Main - Omar Al-Mukhtar St.'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Value Date'], x: 90, w: 46 },
      { kind: 'desc', head: ['Description'], x: 140, w: 150 },
      {
        kind: 'extra',
        head: ['Cheque No'],
        x: 292,
        w: 34,
        value: (t: ZooTxn) => /Cheque No\. (\d+)/.exec(t.description)?.[1] ?? '',
      },
      { kind: 'debit', head: ['Debit'], x: 330, w: 72 },
      { kind: 'credit', head: ['Credit'], x: 406, w: 72 },
      { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: LYD_PLAIN,
    credit: LYD_PLAIN,
    balance: LYD,
    lineHeight: 10,
    rowGap: 3,
    newestFirst: true,
    opening: { label: 'Balance as at 29/02/2024' },
    closing: { label: 'Balance as at 31/03/2024' },
  }),
});

/** Sudanese investment savings over a quarter: large pound figures, profit not interest, items reversed. */
export const sdSavingsReversed: Layout = simpleLayout({
  id: 'sd-investment-savings-sdg-profit-reversed',
  title:
    'Sudanese investment savings account in English with transliterated Arabic (Bank of Khartoum/Faisal Islamic-like): a quarter, "Trans. Date | Details | Debit | Credit | Balance" with "Investment profit distribution" instead of interest, pounds in the hundreds of thousands "1,234,567.89", the summary "Balance B/F | Total Debit | Total Credit | Balance C/F" in a row across above the table, SDG, DD-MMM-YYYY; the producer emits each page bottom first',
  region: 'SD',
  exercises: [
    'opening and closing in a one-line summary across the page (labels over values)',
    'an Islamic savings account: profit distributions, not interest',
    'DD-MMM-YYYY dates, "," grouping, pounds as SDG',
    'text items emitted last to first (the bottom of the page first)',
  ],
  mechanisms: [4, 11, 15, 18],
  currency: 'SDG',
  quirks: { reverse: true },
  plans: [
    plan(
      11805,
      'sd',
      '0110245678901',
      'Investment Savings Account',
      ['2024-01-01', '2024-03-31'],
      28,
      482_351_075,
      {
        scale: 9_500_000,
      },
    ),
  ],
  bank: 'Nile Blue Islamic Bank',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `A/C No. ${a.number}`,
    'Currency: SDG - Sudanese Pound',
    '01-JAN-2024 TO 31-MAR-2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Port Sudan Branch`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Name', 'OMER ABDELRAHMAN ELTAYEB'],
        ['Address', 'PORT SUDAN, RED SEA STATE'],
      ],
      40,
      330,
      11,
    );
    flow.down(8);
    const heads = ['Balance B/F', 'Total Debit', 'Total Credit', 'Balance C/F'];
    const values = [
      money(a.opening, US_MINUS),
      money(debits(a.txns), US_PLAIN),
      money(credits(a.txns), US_PLAIN),
      money(a.closing, US_MINUS),
    ];
    heads.forEach((h, i) =>
      flow.text(h, 170 + i * 128, { align: 'right', bold: true, tag: 'summary' }),
    );
    flow.down(11);
    values.forEach((v, i) => flow.text(v, 170 + i * 128, { align: 'right', tag: 'summary' }));
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans. Date'], x: 40, w: 54 },
      { kind: 'desc', head: ['Details'], x: 100, w: 220 },
      { kind: 'debit', head: ['Debit'], x: 322, w: 74 },
      { kind: 'credit', head: ['Credit'], x: 400, w: 74 },
      { kind: 'balance', head: ['Balance'], x: 478, w: 77 },
    ],
    date: 'DD-MMM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Mauritanian business account in ouguiya over several pages, "A reporter" and "Report" lines at the breaks. */
export const mrReleveReport: Layout = simpleLayout({
  id: 'mr-releve-mru-a-reporter-report-pages',
  title:
    'Mauritanian business account statement in French with its Arabic title transliterated (BMCI/BNM-like): four pages, "Date opé. | Date val. | Libellé | Débit | Crédit | Solde", "Solde au 29/02/2024" as the first row, "A reporter" closing each page and "Report" opening the next with the running balance, "Solde au 31/03/2024" as the last row, ouguiya "1 234,56" with "MRU", DD/MM/YYYY',
  region: 'MR',
  exercises: [
    'a multi-page statement with French carried-forward lines ("A reporter" / "Report") at each break',
    'opening and closing as dated rows "Solde au ..."',
    'operation and value dates, the value date second',
    'DD/MM/YYYY dates, " " grouping and "," decimals, ouguiya as MRU',
  ],
  mechanisms: [3, 4, 15, 18],
  currency: 'MRU',
  plans: [
    plan(
      11806,
      'mr',
      '00012 00101 01234567890 45',
      'Compte courant commercial',
      ['2024-03-01', '2024-03-31'],
      140,
      182_450_300,
      {
        scale: 3_600_000,
        postDates: true,
        longShare: 0.12,
      },
    ),
  ],
  truthNumber: (a) => a.number.replace(/ /g, ''),
  bank: "Banque du Banc d'Arguin S.A.",
  right: (a, p) =>
    p === 1
      ? [
          'RELEVÉ DE COMPTE - KASHF HISAB',
          `RIB : ${a.number}`,
          'Devise : Ouguiya (MRU)',
          'Période du 01/03/2024 au 31/03/2024',
        ]
      : ['RELEVÉ DE COMPTE (suite)', `RIB : ${a.number}`],
  footer: (p, n) => `Page ${p} / ${n}   Nouakchott - Tevragh Zeina`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Titulaire', 'ETS OULD AHMED POUR LE COMMERCE GENERAL'],
        ['Agence', 'NOUAKCHOTT CAPITALE'],
        ['NIF', '01234567'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date opé.'], x: 40, w: 44 },
      { kind: 'post', head: ['Date val.'], x: 88, w: 44 },
      { kind: 'desc', head: ['Libellé'], x: 136, w: 186 },
      { kind: 'debit', head: ['Débit'], x: 326, w: 72 },
      { kind: 'credit', head: ['Crédit'], x: 402, w: 72 },
      { kind: 'balance', head: ['Solde'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: FR_PLAIN,
    credit: FR_PLAIN,
    balance: FR_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Solde au 29/02/2024' },
    closing: { label: 'Solde au 31/03/2024' },
    carryForward: { bottom: 'A reporter', top: 'Report' },
  }),
});

export const WORLD18: readonly Layout[] = [
  ruKartaRublesGlyph,
  tmHasapManat,
  afAccountShamsi,
  lyNewestFirst,
  sdSavingsReversed,
  mrReleveReport,
];
