/**
 * Zoo growth for issue 8 (part 10): Slovenia, Lithuania, Latvia, Bulgaria, Cyprus and Malta. Written from
 * what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { money } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_MINUS, EU_PLAIN, FR_MINUS, FR_PLAIN, plan, US_MINUS, US_PLAIN } from './styles.ts';

/** The SEPA purpose code Slovenian banks print beside each payment ("SALA", "ELEC", "OTHR"). */
const purposeCode = (t: ZooTxn): string =>
  /^Placa/.test(t.description)
    ? 'SALA'
    : /ELEKTRO/.test(t.description)
      ? 'ELEC'
      : /TELEKOM/.test(t.description)
        ? 'PHON'
        : /najemnina/.test(t.description)
          ? 'RENT'
          : /dohodnine/.test(t.description)
            ? 'TAXS'
            : /^Dvig/.test(t.description)
              ? 'CASH'
              : t.kind === 'card'
                ? 'GDSV'
                : 'OTHR';

/** Slovenian izpisek: two "Stanje na dan" lines told apart by their dates, a purpose-code column. */
export const siStanjeNaDan: Layout = simpleLayout({
  id: 'si-izpisek-stanje-na-dan-koda-namena',
  title:
    'Slovenian izpisek prometa (NLB/SKB-like, ASCII): "Stanje na dan 29.02.2024" and "Stanje na dan 31.03.2024" above the table with the turnover between them, "Datum knjizenja | Datum valute | Koda namena | Namen placila | Breme | Dobro | Stanje", a four-letter SEPA purpose code on every row, wrapped purposes, EUR "1.234,56", IBAN SI56',
  region: 'SI',
  exercises: [
    'opening and closing under the same label, told apart only by the date inside it',
    'a four-letter purpose-code column between the dates and the description, with descriptions wrapped over two or three lines',
    'DD.MM.YYYY booking and value dates, "." grouping and "," decimals',
    'an IBAN with spaces as the account number, EUR',
  ],
  mechanisms: [4, 11, 12, 18],
  currency: 'EUR',
  plans: [
    plan(
      11401,
      'si',
      'SI56 0510 0801 2345 678',
      'Osebni racun',
      ['2024-03-01', '2024-03-31'],
      44,
      187_245,
      { scale: 14_000, postDates: true, longShare: 0.3 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Ljubljanska Hranilnica d.d.',
  right: (a) => [
    'IZPISEK PROMETA st. 3/2024',
    `IBAN ${a.number}`,
    'Valuta: EUR',
    'Obdobje: 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Stran ${p} od ${n}`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Imetnik racuna', 'JANEZ NOVAK, LJUBLJANA'],
        ['Stanje na dan 29.02.2024', money(a.opening, EU_MINUS)],
        ['Promet v breme', money(-sum(a.txns.filter((t) => t.cents < 0)), EU_PLAIN)],
        ['Promet v dobro', money(sum(a.txns.filter((t) => t.cents > 0)), EU_PLAIN)],
        ['Stanje na dan 31.03.2024', money(a.closing, EU_MINUS)],
      ],
      40,
      320,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Datum', 'knjizenja'], x: 40, w: 46 },
      { kind: 'post', head: ['Datum', 'valute'], x: 90, w: 46 },
      {
        kind: 'extra',
        head: ['Koda', 'namena'],
        x: 140,
        w: 30,
        value: (t: ZooTxn) => purposeCode(t),
      },
      { kind: 'desc', head: ['', 'Namen placila'], x: 174, w: 148 },
      { kind: 'debit', head: ['', 'Breme'], x: 326, w: 70 },
      { kind: 'credit', head: ['', 'Dobro'], x: 400, w: 72 },
      { kind: 'balance', head: ['', 'Stanje'], x: 478, w: 77 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    balance: EU_MINUS,
    lineHeight: 10,
    rowGap: 4,
  }),
});

/** Lithuanian business izrasas over several pages: later pages carry no heading and a compact IBAN. */
export const ltIsrasasTesinys: Layout = simpleLayout({
  id: 'lt-israsas-apyvarta-tesinys-pages',
  title:
    'Lithuanian business account statement (Swedbank/SEB LT-like, ASCII): "Data | Dok. Nr. | Paaiskinimas | Debetas | Kreditas | Likutis" on page 1 only, ISO dates "2024-03-05", "Pradinis likutis"/"Galutinis likutis" rows and an "Apyvarta" turnover line, later pages starting with "Tesinys" and naming the account as a compact IBAN, EUR "1 234,56"',
  region: 'LT',
  exercises: [
    'continuation pages without the column heading, opened by a "continued" word',
    'the IBAN printed with spaces on page 1 and without them on later pages',
    'a turnover line under the table that does not start with "Total"',
    'a document-number column before the description, ISO dates, space-grouped amounts',
  ],
  mechanisms: [3, 13, 18],
  currency: 'EUR',
  plans: [
    plan(
      11402,
      'lt',
      'LT12 7300 0101 2345 6789',
      'Atsiskaitomoji saskaita',
      ['2024-03-01', '2024-03-31'],
      118,
      2_845_370,
      { scale: 160_000 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Nemuno Bankas AB',
  right: (a, p) =>
    p === 1
      ? [
          'SASKAITOS ISRASAS',
          `Saskaita: ${a.number}`,
          'Valiuta: EUR',
          'Laikotarpis: 2024-03-01 - 2024-03-31',
        ]
      : [`Saskaita ${a.number.replace(/\s+/g, '')}`, `Puslapis ${p}`],
  footer: (p, n) => `${p} / ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Saskaitos savininkas', 'UAB BALTIJOS TIEKIMAS'],
        ['Imones kodas', '302456789'],
        ['Adresas', 'Gedimino pr. 12, Vilnius'],
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
      {
        kind: 'extra',
        head: ['Dok. Nr.'],
        x: 92,
        w: 36,
        value: (_t, i) => String(4_410 + i * 3),
      },
      { kind: 'desc', head: ['Paaiskinimas'], x: 134, w: 190 },
      { kind: 'debit', head: ['Debetas'], x: 328, w: 70 },
      { kind: 'credit', head: ['Kreditas'], x: 403, w: 70 },
      { kind: 'balance', head: ['Likutis'], x: 478, w: 77 },
    ],
    date: 'YYYY-MM-DD',
    debit: FR_PLAIN,
    credit: FR_PLAIN,
    balance: FR_MINUS,
    lineHeight: 10,
    rowGap: 3,
    repeatHead: false,
    continuedTop: 'Tesinys',
    opening: { label: 'Pradinis likutis' },
    closing: { label: 'Galutinis likutis' },
    totals: { label: 'Apyvarta' },
  }),
});

/** Latvian card amounts: purchases positive (owed), the payment with a minus, " EUR" in the summary. */
const LV_OWED: MoneyStyle = FR_MINUS;
const lvEur = (cents: number): string => `${money(cents, LV_OWED)} EUR`;

/** Latvian credit card: the debt of the previous period, purchases and payments, a pay-by date. */
export const lvKreditkarte: Layout = simpleLayout({
  id: 'lv-kreditkarte-iepriekseja-parads',
  title:
    'Latvian credit card statement (Swedbank/Citadele LV-like, ASCII): "Iepriekseja perioda parads", "Pirkumi un maksas", "Iemaksas", "Kopejais parads", "Minimala maksajuma summa" and "Samaksat lidz" in the summary, "Izraksta datums" in the heading, "Darijuma datums | Gramatosanas datums | Apraksts | Summa EUR", the payment "-250,00"',
  region: 'LV',
  exercises: [
    'a card statement: the previous debt, purchases, payments and the total debt as amounts owed',
    'the statement date among a pay-by date and a period',
    'purchases positive and the payment negative (the issuer side), space-grouped amounts',
    'DD.MM.YYYY transaction and booking dates, a masked card number',
  ],
  mechanisms: [4, 10, 18],
  currency: 'EUR',
  plans: [
    plan(11403, 'lv', '4412', 'Kreditkarte', ['2024-02-16', '2024-03-15'], 32, 64_250, {
      liability: true,
      postDates: true,
      scale: 9_000,
    }),
  ],
  bank: 'Daugavas Banka AS',
  right: (a) => [
    'KREDITKARTES KONTA IZRAKSTS',
    `Karte 5368 51** **** ${a.number}`,
    'Izraksta datums: 15.03.2024',
    'Periods: 16.02.2024 - 15.03.2024',
  ],
  footer: (p, n) => `Lapa ${p} no ${n}`,
  intro(flow, a) {
    const payments = sum(a.txns.filter((t) => t.cents > 0));
    const charges = -sum(a.txns.filter((t) => t.cents < 0));
    keyValues(
      flow,
      [
        ['Kartes lietotajs', 'JANIS BERZINS'],
        ['Iepriekseja perioda parads', lvEur(a.opening)],
        ['Pirkumi un maksas', lvEur(charges)],
        ['Iemaksas', lvEur(payments)],
        ['Kopejais parads', lvEur(a.closing)],
        ['Minimala maksajuma summa', lvEur(Math.max(1_500, Math.round(a.closing / 10)))],
        ['Samaksat lidz', '05.04.2024'],
        ['Kreditlimits', '2 000,00 EUR'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Darijuma', 'datums'], x: 40, w: 50 },
      { kind: 'post', head: ['Gramatosanas', 'datums'], x: 100, w: 56 },
      { kind: 'desc', head: ['', 'Apraksts'], x: 166, w: 250 },
      { kind: 'amount', head: ['', 'Summa EUR'], x: 460, w: 95 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: LV_OWED,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      [
        'Lai izvairitos no procentu maksajuma, samaksajiet kopejo paradu lidz 05.04.2024.',
        'Procentu likme 19,9 % gada.',
      ],
      40,
      10,
    );
  },
});

/** Bulgarian amounts: space thousands and a decimal point, "12 345.67". */
const BG_NUMBERS = { thousands: ' ', decimal: '.' } as const;
const BGN: MoneyStyle = { numbers: BG_NUMBERS, negative: 'minus' };
const BGN_PLAIN: MoneyStyle = { numbers: BG_NUMBERS, negative: 'none' };

/** Bulgarian business statement: bilingual headings, no running balance, a turnover line. */
export const bgBilingualOboroti: Layout = simpleLayout({
  id: 'bg-bilingual-oboroti-no-balance',
  title:
    'Bulgarian business account statement (UniCredit Bulbank/DSK-like, Bulgarian transliterated with English beneath): "Nachalno saldo / Opening balance" above the table, two-line headings "Data / Date | Valor / Value date | Osnovanie / Details | Debit | Kredit / Credit", no running balance, an "Oboroti / Turnover" line, "Kraino saldo / Closing balance" after it, BGN "12 345.67", "05.03.2024"',
  region: 'BG',
  exercises: [
    'bilingual two-line column headings and labels',
    'no running balance: opening above the table, closing below the turnover line',
    'a turnover line that does not start with "Total"',
    'DD.MM.YYYY dates, space thousands with a decimal point, IBAN BG',
  ],
  mechanisms: [8, 11, 13, 18],
  currency: 'BGN',
  plans: [
    plan(
      11404,
      'bg',
      'BG80 BNBG 9661 1020 3456 78',
      'Razplashtatelna smetka',
      ['2024-03-01', '2024-03-31'],
      52,
      4_682_030,
      { scale: 220_000, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Balkanska Targovska Banka AD',
  right: (a) => [
    'IZVLECHENIE PO SMETKA / ACCOUNT STATEMENT',
    `IBAN: ${a.number}`,
    'Valuta / Currency: BGN',
    'Period: 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Stranitsa / Page ${p} / ${n}`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Titulyar / Holder', 'STROY INVEST EOOD'],
        ['EIK / UIC', '204567891'],
        ['Nachalno saldo / Opening balance', money(a.opening, BGN)],
      ],
      40,
      340,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data', 'Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Valor', 'Value date'], x: 92, w: 46 },
      { kind: 'desc', head: ['Osnovanie', 'Details'], x: 146, w: 230 },
      { kind: 'debit', head: ['Debit', 'Debit'], x: 380, w: 85 },
      { kind: 'credit', head: ['Kredit', 'Credit'], x: 470, w: 85 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    debit: BGN_PLAIN,
    credit: BGN_PLAIN,
    lineHeight: 10,
    rowGap: 3,
    totals: { label: 'Oboroti / Turnover' },
  }),
  outro(flow, a) {
    flow.down(4);
    keyValues(flow, [['Kraino saldo / Closing balance', money(a.closing, BGN)]], 146, 555, 11);
    flow.down(10);
    paragraph(
      flow,
      ['Izvlechenieto e generirano elektronno i e validno bez podpis i pechat.'],
      40,
      10,
    );
  },
});

/** Cypriot current account over several pages: the value date after the description, c/f and b/f lines. */
export const cyValueDateAfterDescription: Layout = simpleLayout({
  id: 'cy-value-date-after-description-cf-bf',
  title:
    'Cypriot current account in English (Bank of Cyprus/Hellenic-like): "Date | Description | Value Date | Debit | Credit | Balance" with the value date between the description and the money, "Balance c/f" at the foot and "Balance b/f" at the head of each continued page, "Opening balance"/"Closing balance" rows, account number beside an IBAN CY, EUR',
  region: 'CY',
  exercises: [
    'a value-date column between the description and the debit column',
    'carried-forward and brought-forward balance lines at every page break',
    'the account number printed beside a 28-character IBAN',
    'DD/MM/YYYY dates, "," grouping, EUR',
  ],
  mechanisms: [5, 15, 18],
  currency: 'EUR',
  plans: [
    plan(
      11405,
      'cy',
      '357-01-120052-76',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      104,
      512_480,
      { scale: 16_000, postDates: true },
    ),
  ],
  bank: 'Troodos Bank Public Company Ltd',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `Account No: ${a.number}`,
    'IBAN: CY17 0020 0128 0000 0012 0052 7600',
    'Currency: EUR',
    'Period: 01/03/2024 - 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Account holder', 'ANDREAS GEORGIOU'],
        ['Branch', '0128 STROVOLOS'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'desc', head: ['Description'], x: 92, w: 180 },
      { kind: 'post', head: ['Value Date'], x: 278, w: 46 },
      { kind: 'debit', head: ['Debit'], x: 330, w: 70 },
      { kind: 'credit', head: ['Credit'], x: 405, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Opening balance' },
    closing: { label: 'Closing balance' },
    carryForward: { bottom: 'Balance c/f', top: 'Balance b/f' },
  }),
});

/** Maltese savings account over a quarter: the balance once a day, interest and the withholding tax on it. */
export const mtSavingsQuarter: Layout = simpleLayout({
  id: 'mt-savings-quarter-balance-once-a-day',
  title:
    'Maltese savings account in English (BOV/APS-like): a quarter, "Date | Details | Withdrawals | Deposits | Balance EUR" with the balance printed on the last row of each day only, "Balance Brought Forward"/"Balance Carried Forward" rows, interest and "FINAL WITHHOLDING TAX 15%" lines, "05 Mar 2024"',
  region: 'MT',
  exercises: [
    'a savings account over three months with interest and the tax withheld on it',
    'the running balance printed once a day, on the last row of the day',
    'opening and closing as brought- and carried-forward rows',
    'DD MMM YYYY dates, the currency in the balance heading',
  ],
  mechanisms: [4, 18],
  currency: 'EUR',
  plans: [
    plan(
      11406,
      'mt',
      '40012345678',
      'Savings Account',
      ['2024-01-01', '2024-03-31'],
      34,
      1_250_000,
      { scale: 45_000 },
    ),
  ],
  bank: 'Valletta Savings Bank p.l.c.',
  right: (a) => [
    'SAVINGS ACCOUNT STATEMENT',
    `Account Number: ${a.number}`,
    'IBAN: MT84 VSBK 0123 4000 0000 4001 2345 678',
    'Period: 01 Jan 2024 to 31 Mar 2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}  -  Valletta Savings Bank p.l.c. is licensed by the MFSA.`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Account Holder', 'MS MARIA BORG'],
        ['Account Type', 'Savings Account'],
        ['Interest Rate', '0.50% p.a.'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 54 },
      { kind: 'desc', head: ['Details'], x: 100, w: 220 },
      { kind: 'debit', head: ['Withdrawals'], x: 325, w: 72 },
      { kind: 'credit', head: ['Deposits'], x: 402, w: 72 },
      { kind: 'balance', head: ['Balance EUR'], x: 479, w: 76 },
    ],
    date: 'DD MMM YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    balanceLastOfDay: true,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Balance Brought Forward' },
    closing: { label: 'Balance Carried Forward' },
  }),
});

export const WORLD13: readonly Layout[] = [
  siStanjeNaDan,
  ltIsrasasTesinys,
  lvKreditkarte,
  bgBilingualOboroti,
  cyValueDateAfterDescription,
  mtSavingsQuarter,
];
